/**
 * Extraction benchmark (issue "Extraction runtime" §9). Prints one JSON summary:
 * p50/p95 seconds per page (submit → completed) and pages per minute at concurrency 1 and 2 over
 * the fixture sites with a warm browser, and the Node process's peak RSS.
 *
 *   npm run bench:extract   (compiled, plain node: no TypeScript loader in the measured RSS;
 *                            BENCH_ROUNDS=n repeats the page set; default 2)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrandDesign } from '../src/index.js';

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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

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

const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * Each phase runs in a fresh child process (the same file with BENCH_PHASE set), so every peak
 * RSS is that of one process doing one kind of work from start to end — as a CLI run or a build
 * step would — rather than of three runtimes' leftovers in one heap.
 */
async function inChild(phase: string): Promise<Record<string, unknown>> {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { env: { ...process.env, BENCH_PHASE: phase }, encoding: 'utf8', maxBuffer: 10_000_000 });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

const phase = process.env.BENCH_PHASE;
if (phase) {
  const result = phase === 'latency' ? await sequentialLatency() : await run(Number(phase));
  clearInterval(sampler);
  process.stdout.write(`${JSON.stringify({ ...result, peak_rss_mb: Math.round(peakRss / 1024 / 1024) })}\n`);
} else {
  clearInterval(sampler);
  const latency = await inChild('latency');
  const c1 = await inChild('1');
  const c2 = await inChild('2');
  const summary = {
    bench: 'extract',
    rounds: ROUNDS,
    page_latency_one_at_a_time: latency,
    concurrency_1: c1,
    concurrency_2: c2,
    peak_rss_mb: Math.max(...[latency, c1, c2].map((r) => Number(r['peak_rss_mb']))),
    targets: { p50_s: 1.5, pages_per_min_at_2: 60, rss_mb: 300 },
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}
