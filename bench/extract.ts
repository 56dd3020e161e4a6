/**
 * Extraction benchmark (issue "Extraction runtime" §9, issue 9 §3). Prints one JSON summary:
 * p50/p95 seconds per page (submit → completed) and pages per minute at concurrency 1 and 2 over
 * the fixture sites with a warm browser, and the Node process's peak RSS; with `BENCH_SITES` set,
 * also the real-pages phases: warm (one runtime, sequential) and cold (one `brand-design extract`
 * process per page, browser launch included) over the realweb dev set.
 *
 *   npm run bench:extract   (compiled, plain node: no TypeScript loader in the measured RSS)
 *   BENCH_ROUNDS=n          repeats the fixture page set (default 2)
 *   BENCH_SITES=/work/sites the materialized realweb pages; served here on an ephemeral port
 *   BENCH_REAL_PAGES=n      warm sample size (default 40); BENCH_REAL_ALL=1 takes every page
 *   BENCH_COLD_PAGES=n      cold sample size (default 20, the first n of the warm sample)
 *   BENCH_BASELINE_BENCH=…/build/bench/bench/extract.js  another build's bench: its real_warm runs
 *                           right after this one's (real_warm_baseline)
 *   BENCH_BASELINE_CLI=…/dist/cli/main.js  real_cold also runs this other build, interleaved, and
 *                           reports its p50/p95 and the median time ratio baseline ÷ this build
 *   DEMBRANDT_BIN=…/dist/index.js  adds `versus_dembrandt` (dembrandt.ts): dembrandt 0.18 and a cold
 *                           extract interleaved page by page on the cold sample, median time ratio;
 *                           skipped with the reason when unset
 *   BENCH_PHASES=a,b        run only these of latency,1,2,real-warm,real-cold,versus-dembrandt
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrandDesign } from '../src/index.js';
import { dembrandtBin, versusDembrandt } from './dembrandt.js';
import { coldExtract, loadRealPages, pageUrl, percentile, round, samplePages, type RealPage } from './real-pages.js';
import { serveStatic } from './static-server.js';

const PAGES = [
  'https://studio.brand-design.test/',
  'https://studio.brand-design.test/about.html',
  'https://studio.brand-design.test/pricing.html',
  'https://nightfall.brand-design.test/',
  'https://consent.brand-design.test/',
  'https://lazy.brand-design.test/',
  'https://spa.brand-design.test/',
  'https://shadow.brand-design.test/',
  'https://frames.brand-design.test/',
  'https://multipage.brand-design.test/',
  'https://broken.brand-design.test/',
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);

async function run(concurrency: number): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-bench-'));
  const runtime = await openBrandDesign({ dataDir, concurrency });
  try {
    const s = runtime.client().submissions;
    // Warm the browser (launch + first page) so the figures measure steady-state extraction.
    await s.wait((await s.create({ url: PAGES[0]! })).submission_id);
    const urls = Array.from({ length: ROUNDS }, () => PAGES).flat();
    const seconds: number[] = [];
    const failures: string[] = [];
    const started = performance.now();
    await Promise.all(
      urls.map(async (url) => {
        const t0 = performance.now();
        const { submission_id } = await s.create({ url }, { force: true });
        const done = await s.wait(submission_id, { intervalMs: 10 });
        seconds.push((performance.now() - t0) / 1000);
        if (done.status !== 'completed') failures.push(`${url}: ${done.error}`);
      }),
    );
    const wall = (performance.now() - started) / 1000;
    // With everything submitted at once, submit→completed includes queueing; per-page service
    // time is wall time × concurrency / pages.
    return {
      concurrency,
      pages: urls.length,
      failed: failures.length,
      p50_s: round(percentile(seconds, 50)),
      p95_s: round(percentile(seconds, 95)),
      service_s_per_page: round((wall * concurrency) / urls.length),
      pages_per_min: round((urls.length / wall) * 60),
      ...(failures.length ? { failures: failures.join(' | ') } : {}),
    };
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sequentialLatency(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-bench-'));
  const runtime = await openBrandDesign({ dataDir, concurrency: 1 });
  try {
    const s = runtime.client().submissions;
    await s.wait((await s.create({ url: PAGES[0]! })).submission_id);
    const seconds: number[] = [];
    for (const url of Array.from({ length: ROUNDS }, () => PAGES).flat()) {
      const t0 = performance.now();
      await s.wait((await s.create({ url }, { force: true })).submission_id, { intervalMs: 10 });
      seconds.push((performance.now() - t0) / 1000);
    }
    return { p50_s: round(percentile(seconds, 50)), p95_s: round(percentile(seconds, 95)), pages: seconds.length };
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const REAL_PAGES = process.env.BENCH_REAL_ALL === '1' ? Infinity : Number(process.env.BENCH_REAL_PAGES ?? 40);
const COLD_PAGES = Number(process.env.BENCH_COLD_PAGES ?? 20);

function realSample(): RealPage[] {
  return samplePages(loadRealPages(process.env.BENCH_SITES!), REAL_PAGES);
}

function summarize(seconds: number[], failures: string[]): Record<string, unknown> {
  return {
    pages: seconds.length,
    failed: failures.length,
    p50_s: round(percentile(seconds, 50)),
    p95_s: round(percentile(seconds, 95)),
    worst_s: round(Math.max(...seconds)),
    ...(failures.length ? { failures } : {}),
  };
}

/** Real pages, one runtime, one at a time, after a warm-up page: steady-state time per page. */
async function realWarm(origin: string): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-bench-'));
  const runtime = await openBrandDesign({ dataDir, concurrency: 1 });
  try {
    const s = runtime.client().submissions;
    await s.wait((await s.create({ url: PAGES[0]! })).submission_id);
    const seconds: number[] = [];
    const failures: string[] = [];
    const slowest: { id: string; s: number }[] = [];
    // RSS after each page: a steady climb is growth across pages, a spike one heavy page.
    const rssAfter: number[] = [];
    for (const page of realSample()) {
      const t0 = performance.now();
      const done = await s.wait((await s.create({ url: pageUrl(origin, page) }, { force: true })).submission_id, { intervalMs: 10, timeoutMs: 180_000 });
      const took = (performance.now() - t0) / 1000;
      seconds.push(took);
      slowest.push({ id: page.id, s: round(took) });
      if (done.status !== 'completed') failures.push(`${page.id}: ${done.error}`);
      rssAfter.push(Math.round(process.memoryUsage().rss / 1024 / 1024));
    }
    const quarter = Math.max(1, Math.floor(rssAfter.length / 4));
    const mean = (values: number[]): number => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    return {
      ...summarize(seconds, failures),
      slowest: slowest.sort((a, b) => b.s - a.s).slice(0, 5),
      rss_mb_after_page: { first_quarter_mean: mean(rssAfter.slice(0, quarter)), last_quarter_mean: mean(rssAfter.slice(-quarter)), max: Math.max(...rssAfter) },
    };
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Real pages, one fresh `brand-design extract` process each (compiled CLI; `npm run build` first).
 * With BENCH_BASELINE_CLI (another build's dist/cli/main.js, e.g. a worktree of an older commit),
 * each page is also extracted by it, interleaved and alternating which goes first, and the median
 * of baseline ÷ this build is reported: on a shared machine only a ratio taken in one run means much.
 */
async function realCold(origin: string): Promise<Record<string, unknown>> {
  const baselineCli = process.env.BENCH_BASELINE_CLI;
  const seconds: number[] = [];
  const baseline: number[] = [];
  const ratios: number[] = [];
  const failures: string[] = [];
  let peakRssMb = 0;
  for (const [index, page] of realSample().slice(0, COLD_PAGES).entries()) {
    const url = pageUrl(origin, page);
    const theirsFirst = baselineCli !== undefined && index % 2 === 1;
    const before = theirsFirst ? await coldExtract(url, baselineCli) : null;
    const run = await coldExtract(url);
    const after = baselineCli !== undefined && !theirsFirst ? await coldExtract(url, baselineCli) : null;
    const base = before ?? after;
    seconds.push(run.seconds);
    peakRssMb = Math.max(peakRssMb, run.peakRssMb ?? 0);
    if (run.exitCode !== 0) failures.push(`${page.id}: ${run.error}`);
    if (base) {
      baseline.push(base.seconds);
      if (base.exitCode !== 0) failures.push(`baseline ${page.id}: ${base.error}`);
      else if (run.exitCode === 0) ratios.push(base.seconds / run.seconds);
    }
  }
  return {
    ...summarize(seconds, failures),
    cli_peak_rss_mb: peakRssMb,
    ...(baselineCli ? { baseline: { cli: baselineCli, p50_s: round(percentile(baseline, 50)), p95_s: round(percentile(baseline, 95)), median_ratio_baseline_over_this: round(percentile(ratios, 50)) } } : {}),
  };
}

/**
 * Each phase runs in a fresh child process (the same file with BENCH_PHASE set), so every peak
 * RSS is that of one process doing one kind of work from start to end — as a CLI run or a build
 * step would — rather than of three runtimes' leftovers in one heap.
 */
async function inChild(phase: string, extraEnv: Record<string, string> = {}, script = fileURLToPath(import.meta.url)): Promise<Record<string, unknown>> {
  const { execFile } = await import('node:child_process');
  // Asynchronous: the parent keeps serving the real pages while a phase runs.
  const out = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [script], { env: { ...process.env, ...extraEnv, BENCH_PHASE: phase }, encoding: 'utf8', maxBuffer: 10_000_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout)),
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

const phase = process.env.BENCH_PHASE;
if (phase) {
  const origin = process.env.BENCH_ORIGIN ?? '';
  const result =
    phase === 'latency' ? await sequentialLatency()
    : phase === 'real-warm' ? await realWarm(origin)
    : phase === 'real-cold' ? await realCold(origin)
    : phase === 'versus-dembrandt' ? await versusDembrandt(process.env.DEMBRANDT_BIN!, origin, realSample().slice(0, COLD_PAGES))
    : await run(Number(phase));
  clearInterval(sampler);
  process.stdout.write(`${JSON.stringify({ ...result, peak_rss_mb: Math.round(peakRss / 1024 / 1024) })}\n`);
} else {
  clearInterval(sampler);
  const wanted = new Set((process.env.BENCH_PHASES ?? 'latency,1,2,real-warm,real-cold,versus-dembrandt').split(','));
  const summary: Record<string, unknown> = { bench: 'extract', rounds: ROUNDS };
  const rss: number[] = [];
  const phaseResult = async (name: string, key: string, env: Record<string, string> = {}): Promise<void> => {
    if (!wanted.has(name)) return;
    const result = await inChild(name, env);
    // The cold phases' own processes only orchestrate CLI runs; their peak is cli_peak_rss_mb.
    if (name !== 'real-cold' && name !== 'versus-dembrandt') rss.push(Number(result['peak_rss_mb']));
    summary[key] = result;
  };
  await phaseResult('latency', 'page_latency_one_at_a_time');
  await phaseResult('1', 'concurrency_1');
  await phaseResult('2', 'concurrency_2');
  const sites = process.env.BENCH_SITES;
  const realPhases = ['real-warm', 'real-cold', 'versus-dembrandt'].filter((name) => wanted.has(name));
  if (sites && realPhases.length > 0) {
    const server = await serveStatic(sites);
    try {
      summary['real_pages'] = { sites, sample: Math.min(REAL_PAGES, loadRealPages(sites).length), cold_sample: COLD_PAGES };
      await phaseResult('real-warm', 'real_warm', { BENCH_ORIGIN: server.origin });
      // Another build's warm phase right after this one's, on the same pages (BENCH_BASELINE_BENCH).
      const baselineBench = process.env.BENCH_BASELINE_BENCH;
      if (baselineBench && wanted.has('real-warm')) summary['real_warm_baseline'] = { bench: baselineBench, ...(await inChild('real-warm', { BENCH_ORIGIN: server.origin }, baselineBench)) };
      await phaseResult('real-cold', 'real_cold', { BENCH_ORIGIN: server.origin });
      const dembrandt = dembrandtBin();
      if (wanted.has('versus-dembrandt') && 'skipped' in dembrandt) summary['versus_dembrandt'] = { skipped: dembrandt.skipped };
      else await phaseResult('versus-dembrandt', 'versus_dembrandt', { BENCH_ORIGIN: server.origin });
    } finally {
      await server.close();
    }
  } else if (realPhases.length > 0) {
    summary['real_pages'] = 'skipped: set BENCH_SITES to a folder of materialized realweb pages (see ../shared/realweb/README.md)';
  }
  if (rss.length > 0) summary['peak_rss_mb'] = Math.max(...rss);
  summary['targets'] = { p50_s: 1.5, pages_per_min_at_2: 60, rss_mb: 300, real_warm_p50_s: 1.2, real_warm_p95_s: 2.5, real_cold_p50_s: 2.5, dembrandt_ratio: 10 };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}
