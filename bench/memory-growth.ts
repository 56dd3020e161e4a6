/**
 * Memory across pages in one warm runtime (issue 9 §3: Node RSS <= 300 MB on real pages): real
 * pages extracted one after another, and after each page a full GC and `process.memoryUsage()`,
 * so a steady climb of heapUsed (retained JS objects) is told apart from external/arrayBuffers
 * (Buffers kept) and from RSS alone (native/allocator). Prints one JSON line per page, then a
 * summary with the growth per page (least-squares slope over the pages after the first quarter).
 *
 * Measured on 40 pages of /work/sites (2026-11): with a forced GC before each reading RSS stays at
 * ~220 MB (+0.15 MB/page: JIT code and the crawler's bounded caches); without it, heapUsed climbs by
 * ~10-15 MB of dead analysis data per page until V8's next mark-compact (a sawtooth between ~220
 * and ~340 MB RSS). The climb is V8 deferring its major GC (old-generation limit ~3x the live
 * heap), not data kept; `--optimize-for-size` (also settable at run time) or a smaller
 * `--max-old-space-size` lowers the teeth. Since the runtime's heap budget (src/jobs/heap-budget.ts:
 * a collection at a job's end once the heap is 48 MB past its last post-collection size), the
 * teeth stop near 130 MB heapUsed; `heap_budget_collections` in the summary counts those asked.
 *
 *   node --expose-gc --import tsx bench/memory-growth.ts
 *   BENCH_SITES=/work/sites   the materialized realweb pages (default /work/sites)
 *   BENCH_REAL_PAGES=n        sample size (default 40)
 *   BENCH_HEAP_SNAPSHOTS=a,b  write a heap snapshot after these page numbers (into the cwd; writing
 *                             one raises RSS by ~170 MB for good, so measure RSS in another run)
 *   BENCH_V8_FLAGS=…         V8 flags set from the script once it runs (v8.setFlagsFromString)
 *   BENCH_NO_GC=1             no forced GC before reading (as bench/extract.ts reads RSS)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { openBrandDesign } from '../src/index.js';
import { sharedHeapBudget } from '../src/jobs/heap-budget.js';
import { loadRealPages, pageUrl, samplePages } from './real-pages.js';
import { serveStatic } from './static-server.js';

// BENCH_V8_FLAGS: V8 flags set at run time (after start), e.g. --optimize-for-size.
if (process.env.BENCH_V8_FLAGS) setFlagsFromString(process.env.BENCH_V8_FLAGS);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const sites = process.env.BENCH_SITES ?? '/work/sites';
const count = Number(process.env.BENCH_REAL_PAGES ?? 40);
const snapshotsAt = new Set((process.env.BENCH_HEAP_SNAPSHOTS ?? '').split(',').filter(Boolean).map(Number));
const mb = (n: number): number => Math.round((n / 1024 / 1024) * 10) / 10;

// BENCH_NO_GC=1 reads memory as bench/extract.ts does (no forced GC): what V8 keeps between GCs.
const forceGc = process.env.BENCH_NO_GC !== '1';

function measure(): { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number } {
  if (forceGc) {
    gc!();
    gc!();
  }
  const m = process.memoryUsage();
  return { rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
}

/** Least-squares slope of `values` per step. */
function slope(values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return Math.round((num / den) * 1000) / 1000;
}

const server = await serveStatic(sites);
const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-memory-'));
const runtime = await openBrandDesign({ dataDir, concurrency: 1 });
const rows: ReturnType<typeof measure>[] = [];
const times: number[] = [];
try {
  const s = runtime.client().submissions;
  const pages = samplePages(loadRealPages(sites), count);
  for (const [index, page] of pages.entries()) {
    const t0 = performance.now();
    const done = await s.wait((await s.create({ url: pageUrl(server.origin, page) }, { force: true })).submission_id, { intervalMs: 10, timeoutMs: 180_000 });
    const ms = Math.round(performance.now() - t0);
    const row = measure();
    rows.push(row);
    times.push(ms);
    process.stdout.write(`${JSON.stringify({ page: index + 1, id: page.id, status: done.status, ms, ...row })}\n`);
    if (snapshotsAt.has(index + 1)) process.stderr.write(`snapshot ${writeHeapSnapshot()}\n`);
  }
} finally {
  await runtime.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const steady = rows.slice(Math.floor(rows.length / 4));
const per = (key: keyof (typeof rows)[number]): number => slope(steady.map((r) => r[key]));
process.stdout.write(
  `${JSON.stringify({
    bench: 'memory-growth',
    pages: rows.length,
    median_ms: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)],
    max_rss: Math.max(...rows.map((r) => r.rss)),
    max_heap_used: Math.max(...rows.map((r) => r.heapUsed)),
    heap_budget_collections: sharedHeapBudget().collections,
    first: rows[0],
    last: rows.at(-1),
    mb_per_page_after_first_quarter: { rss: per('rss'), heapTotal: per('heapTotal'), heapUsed: per('heapUsed'), external: per('external'), arrayBuffers: per('arrayBuffers') },
  })}\n`,
);
