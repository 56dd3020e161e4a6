/**
 * Where a warm extraction of a real page spends its time (issue 9 §3): one crawler (browser
 * warmed on the first page), the realweb sample captured one at a time, each capture's phases
 * (capture.ts `onPhase`: setup, navigation, settle waits, collectors, probes, screenshots, writes)
 * plus the context lease and the section analyzers. Prints one JSON summary: per phase the median,
 * p90, mean and mean share of a page's total.
 *
 *   npm run build:bench && BENCH_SITES=/work/sites node build/bench/bench/profile-capture.js
 *   BENCH_PROFILE_PAGES=n  sample size (default 30)
 *   BENCH_PROFILE_CAPTURE_ONLY=1  skip the analyzers (tells the crawler's memory from the analyzers')
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeCapture } from '../src/analyze/run.js';
import { createCrawler } from '../src/crawl/crawler.js';
import { loadRealPages, pageUrl, samplePages } from './real-pages.js';
import { serveStatic } from './static-server.js';

/** Per-phase figures over many pages: median, p90, mean (ms) and mean share of the page total. */
export function summarizePhases(runs: readonly Record<string, number>[]): Record<string, { p50_ms: number; p90_ms: number; mean_ms: number; share: number }> {
  const phases = [...new Set(runs.flatMap((run) => Object.keys(run)))].sort();
  const pick = (values: number[], p: number): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  };
  const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const total = mean(runs.map((run) => run['total'] ?? 0));
  return Object.fromEntries(phases.map((phase) => {
    const values = runs.map((run) => run[phase] ?? 0);
    return [phase, {
      p50_ms: Math.round(pick(values, 50)),
      p90_ms: Math.round(pick(values, 90)),
      mean_ms: Math.round(mean(values)),
      share: total > 0 ? Math.round((mean(values) / total) * 1000) / 1000 : 0,
    }];
  }));
}

const sites = process.env.BENCH_SITES;
if (!sites) {
  process.stdout.write(`${JSON.stringify({ bench: 'profile-capture', skipped: 'set BENCH_SITES to a folder of materialized realweb pages' })}\n`);
} else {
  const pages = samplePages(loadRealPages(sites), Number(process.env.BENCH_PROFILE_PAGES ?? 30));
  const server = await serveStatic(sites);
  const crawler = createCrawler({});
  const out = mkdtempSync(join(tmpdir(), 'brand-design-profile-'));
  const runs: Record<string, number>[] = [];
  const failures: string[] = [];
  const captureOnly = process.env.BENCH_PROFILE_CAPTURE_ONLY === '1';
  const rssMb: number[] = [];
  try {
    // Warm-up: browser launch and first page are not part of a warm extraction.
    await crawler.capture(pageUrl(server.origin, pages[0]!), { outDir: join(out, 'warm') }).catch(() => undefined);
    for (const [index, page] of pages.entries()) {
      const phases: Record<string, number> = {};
      const add = (phase: string, ms: number): void => {
        phases[phase] = (phases[phase] ?? 0) + ms;
      };
      const t0 = performance.now();
      try {
        const capture = await crawler.capture(pageUrl(server.origin, page), { outDir: join(out, String(index)), onPhase: add });
        const captured = performance.now() - t0;
        const top = ['setup.gate', 'setup.page', 'setup.access', 'setup.block', 'navigate', 'settle', 'served_html', 'before_collect', 'collect', 'screenshots', 'save_resources', 'write_artifacts'];
        add('context_lease', captured - top.reduce((sum, phase) => sum + (phases[phase] ?? 0), 0));
        const t1 = performance.now();
        if (!captureOnly) await analyzeCapture(capture, {});
        add('analyze', performance.now() - t1);
        add('total', performance.now() - t0);
        runs.push(phases);
      } catch (error) {
        failures.push(`${page.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
      rssMb.push(Math.round(process.memoryUsage().rss / 1024 / 1024));
      process.stderr.write(`${index + 1}/${pages.length} ${page.id} ${Math.round(performance.now() - t0)} ms, rss ${rssMb.at(-1)} MB\n`);
    }
  } finally {
    await crawler.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
  const quarter = Math.max(1, Math.floor(rssMb.length / 4));
  const mean = (values: number[]): number => Math.round(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length));
  const rss = { first_quarter_mean: mean(rssMb.slice(0, quarter)), last_quarter_mean: mean(rssMb.slice(-quarter)), max: Math.max(...rssMb) };
  process.stdout.write(`${JSON.stringify({ bench: 'profile-capture', pages: runs.length, capture_only: captureOnly, failures, rss_mb_after_page: rss, phases: summarizePhases(runs) })}\n`);
}
