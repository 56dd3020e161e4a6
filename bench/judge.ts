/**
 * Verifier benchmark (issue "Brand-adherence verifier" §5). Prints one JSON summary:
 * verdict time (submit → completed) with both extractions cached — the verdict itself computed
 * — (target p50 ≤ 300 ms), with every layer cached, and cold (nothing cached, both pages crawled).
 *
 *   node --import tsx bench/judge.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrandDesign } from '../src/index.js';

const PAGES = [
  'https://studio.brand-design.test/',
  'https://studio.brand-design.test/about.html',
  'https://nightfall.brand-design.test/',
  'https://consent.brand-design.test/',
  'https://multipage.brand-design.test/',
  'https://gen-tarix.brand-design.test/',
];

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const round = (n: number): number => Math.round(n);

async function timeJob(client: ReturnType<Awaited<ReturnType<typeof openBrandDesign>>['client']>, reference: string, source: string): Promise<{ ms: number; cache: unknown }> {
  const t0 = performance.now();
  const job = await client.judge.create({ reference_url: reference, source_url: source });
  const done = await client.judge.wait(job.job_id, { intervalMs: 5 });
  if (done.status !== 'completed') throw new Error(`${reference} vs ${source}: ${done.error}`);
  return { ms: performance.now() - t0, cache: done.cache_hit };
}

// Cold: a fresh data dir (and browser) for each pair.
const cold: number[] = [];
for (const [reference, source] of [[PAGES[0]!, PAGES[1]!], [PAGES[2]!, PAGES[3]!], [PAGES[4]!, PAGES[5]!]]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-bench-judge-'));
  const runtime = await openBrandDesign({ dataDir });
  try {
    cold.push((await timeJob(runtime.client(), reference, source)).ms);
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-bench-judge-'));
const runtime = await openBrandDesign({ dataDir });
const extractionsCached: number[] = [];
const allCached: number[] = [];
const reportHits = { extractions_cached: 0, all_layers_cached: 0 };
try {
  const client = runtime.client();
  for (const url of PAGES) await client.submissions.wait((await client.submissions.create({ url })).submission_id);
  const pairs = PAGES.flatMap((a) => PAGES.filter((b) => b !== a).map((b) => [a, b] as const));
  for (const [reference, source] of pairs) {
    const { ms, cache } = await timeJob(client, reference, source);
    extractionsCached.push(ms);
    if ((cache as { final_report: boolean }).final_report) reportHits.extractions_cached++;
  }
  for (const [reference, source] of pairs) {
    const { ms, cache } = await timeJob(client, reference, source);
    allCached.push(ms);
    if ((cache as { final_report: boolean }).final_report) reportHits.all_layers_cached++;
  }
} finally {
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}

process.stdout.write(`${JSON.stringify({
  bench: 'judge',
  final_report_hits: reportHits,
  extractions_cached: { jobs: extractionsCached.length, p50_ms: round(percentile(extractionsCached, 50)), p95_ms: round(percentile(extractionsCached, 95)) },
  all_layers_cached: { jobs: allCached.length, p50_ms: round(percentile(allCached, 50)), p95_ms: round(percentile(allCached, 95)) },
  cold: { jobs: cold.length, p50_ms: round(percentile(cold, 50)), max_ms: round(Math.max(...cold)) },
  target_p50_ms_extractions_cached: 300,
})}\n`);
