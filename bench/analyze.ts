/**
 * Analysis benchmark (issue "Design-system analysis", Qualities): analysis time per saved capture,
 * no browser. Prints one JSON summary with per-capture medians and the overall p50/p95.
 *
 *   node --import tsx bench/analyze.ts        (BENCH_RUNS=n runs per capture; default 7)
 *
 * Each timed run starts with an empty stylesheet cache (src/analyze/shared/sheet-cache.ts), so
 * `p50_ms`/`p95_ms` are cold parses; `cached_p50_ms`/`cached_p95_ms` time one more run per
 * capture right after, with its own sheets cached (a site analyzed again, or CDN files seen before).
 *
 *   BENCH_SECTIONS=1 …   adds `sections_ms`: per-section CPU time p50/p95 over the captures (one
 *                        cold run each; `(parse)` is the shared CSS, DOM and color-table derivation)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeCapture } from '../src/analyze/run.js';
import { clearStylesheetCache } from '../src/analyze/shared/sheet-cache.js';
import { AnalysisContext } from '../src/analyze/context.js';
import { ANALYZERS } from '../src/analyze/registry.js';
import { SECTION_NAMES } from '../src/analyze/section-names.js';
import type { Capture } from '../src/crawl/capture-types.js';

// Run from the project root (npm run bench:analyze), compiled or not.
const DIR = process.env.CAPTURES_DIR ?? join(process.cwd(), 'test', 'fixtures', 'captures');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const round = (n: number): number => Math.round(n * 100) / 100;

const captures = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
// One untimed pass warms the JIT and module caches, as in a long-running process.
for (const file of captures) await analyzeCapture(JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Capture);

const all: number[] = [];
const cached: number[] = [];
const perCapture: Record<string, { nodes: number; p50_ms: number; sections: number; errors: number }> = {};
for (const file of captures) {
  const text = readFileSync(join(DIR, file), 'utf8');
  const times: number[] = [];
  let sections = 0;
  let errors = 0;
  let nodes = 0;
  for (let i = 0; i < RUNS; i++) {
    const capture = JSON.parse(text) as Capture; // fresh object: nothing memoized between runs
    nodes = capture.nodes.length;
    clearStylesheetCache();
    const t0 = performance.now();
    const result = await analyzeCapture(capture);
    times.push(performance.now() - t0);
    sections = Object.keys(result.design_system).length;
    errors = result.section_errors.length;
  }
  all.push(...times);
  const again = JSON.parse(text) as Capture;
  const t1 = performance.now();
  await analyzeCapture(again);
  cached.push(performance.now() - t1);
  perCapture[file.replace(/\.json$/, '')] = { nodes, p50_ms: round(percentile(times, 50)), sections, errors };
}
// Per-section CPU time (process.cpuUsage: less skewed than wall time on a shared machine).
const sectionTimes: Record<string, number[]> = {};
if (process.env.BENCH_SECTIONS) {
  const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  for (const file of captures) {
    const capture = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Capture;
    clearStylesheetCache();
    const ctx = new AnalysisContext(capture);
    const time = (name: string, run: () => unknown): void => {
      const t0 = cpuMs();
      try { run(); } catch { /* a failing section is timed as far as it got */ }
      (sectionTimes[name] ??= []).push(cpuMs() - t0);
    };
    time('(parse)', () => [ctx.stylesheets(), ctx.dom(), ctx.colorTable()]);
    for (const section of SECTION_NAMES) {
      const analyzer = ANALYZERS.find((a) => a.id === section);
      if (analyzer) time(section, () => analyzer.analyze(capture, ctx));
    }
  }
}
const sections_ms = Object.fromEntries(Object.entries(sectionTimes).map(([name, t]) => [name, { p50: round(percentile(t, 50)), p95: round(percentile(t, 95)) }]));

process.stdout.write(`${JSON.stringify({
  bench: 'analyze',
  captures: captures.length,
  runs_per_capture: RUNS,
  p50_ms: round(percentile(all, 50)),
  p95_ms: round(percentile(all, 95)),
  cached_p50_ms: round(percentile(cached, 50)),
  cached_p95_ms: round(percentile(cached, 95)),
  ...(process.env.BENCH_SECTIONS ? { sections_ms } : {}),
  per_capture: perCapture,
  target_p50_ms: 150,
})}\n`);
