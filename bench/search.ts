/**
 * Search benchmark (search issue §6) on the bundled corpus: corpus + embedder load time, fast
 * search p50/p95 (query embedding included; target p50 ≤ 15 ms), deep search p50/p95 (target
 * p50 ≤ 300 ms) and similarity lookup p50 (identity embedding included). Queries are the designer
 * gold set's (eval/search/queries.json; the older rule-graded test/search/gold-queries.json when
 * it is absent) with their filters, each run ROUNDS times. One JSON line.
 *
 *   tsc -p tsconfig.bench.json && node build/bench/bench/search.js     (from the project root;
 *   BENCH_CORPUS_DIR=<dir> to measure another built corpus, BENCH_ROUNDS=<n> rounds, default 5)
 *
 * Wall-clock figures move with whatever else runs on the same cores, so the load average is
 * reported beside them. HNSW recall and query time at 100k/1M vectors: bench/vector-index.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadDefaultCorpus } from '../src/search/corpus-load.js';
import { createSearchEngine, type SearchFilters } from '../src/search/search.js';
import { similarEntries } from '../src/search/similar.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const round = (n: number): number => Math.round(n * 100) / 100;

interface GoldQuery { query: string; filters: Partial<SearchFilters> | null }
const DESIGNER_QUERIES = join(process.cwd(), 'eval', 'search', 'queries.json');
const queriesFile = existsSync(DESIGNER_QUERIES) ? DESIGNER_QUERIES : join(process.cwd(), 'test', 'search', 'gold-queries.json');
const gold = (JSON.parse(readFileSync(queriesFile, 'utf8')) as { queries: GoldQuery[] }).queries;
const filtersOf = (f: Partial<SearchFilters> | null): SearchFilters | null =>
  f ? { page_type: f.page_type ?? null, industry: f.industry ?? null, hue: f.hue ?? null, layout: f.layout ?? null } : null;

const t0 = performance.now();
// BENCH_CORPUS_DIR measures another built corpus (e.g. one being rebuilt) instead of the bundled one.
const corpus = await loadDefaultCorpus(process.env.BENCH_CORPUS_DIR ? { corpusDir: process.env.BENCH_CORPUS_DIR } : {});
const loadMs = performance.now() - t0;
const engine = createSearchEngine({ load: async () => corpus });

// Warm-up: JIT, the tokenizer's caches, onnxruntime's first runs.
for (const q of gold.slice(0, 20)) await engine.search({ query: q.query, depth: 'deep', topK: 6, filters: filtersOf(q.filters) });

const timings: Record<'fast' | 'deep', number[]> = { fast: [], deep: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const depth of ['fast', 'deep'] as const) {
    for (const q of gold) {
      const start = performance.now();
      await engine.search({ query: q.query, depth, topK: 6, filters: filtersOf(q.filters) });
      timings[depth].push(performance.now() - start);
    }
  }
}

const similar: number[] = [];
for (let i = 0; i < corpus.entries.length; i += 10) {
  const entry = corpus.entries[i]!;
  const start = performance.now();
  await similarEntries(corpus, { measures: entry.measures, thumbnail: entry.thumbnail, identity: (await corpus.embedder.embed([entry.card.identity_paragraph]))[0]! }, { limit: 6, excludeUrl: entry.card.url });
  similar.push(performance.now() - start);
}

const summary = (values: number[]) => ({ p50_ms: round(percentile(values, 50)), p95_ms: round(percentile(values, 95)), runs: values.length });
console.log(JSON.stringify({
  bench: 'search',
  corpus_entries: corpus.entries.length,
  identities: new Set(corpus.entries.map((e) => e.identity)).size,
  queries: { file: queriesFile.slice(process.cwd().length + 1), count: gold.length },
  load_ms: round(loadMs),
  fast: { ...summary(timings.fast), target_p50_ms: 15 },
  deep: { ...summary(timings.deep), target_p50_ms: 300 },
  similar: summary(similar),
  loadavg_1m: round(loadavg()[0]!),
}));
