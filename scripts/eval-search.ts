/**
 * Search quality on the gold set (issue 4 §5): nDCG@10, Recall@10 and MRR for fast and deep
 * search over the bundled corpus (or --corpus <dir>), and the similarity check (another page of
 * the same brand in the top 5 of `similar`).
 *
 *   node --import tsx scripts/eval-search.ts              # summary
 *   node --import tsx scripts/eval-search.ts --verbose    # plus the weakest queries
 *   node --import tsx scripts/eval-search.ts --calibrate  # plus match-tier precision (grade ≥ 2 per tier)
 *   node --import tsx scripts/eval-search.ts --corpus /path/to/corpus
 *   node --import tsx scripts/eval-search.ts --data-dir .brand-design   # similar from real extractions
 *
 * The similarity check starts each lookup the way `client.search.similar` does — from the page's
 * design system and screenshot — when --data-dir names a runtime data dir in which the corpus URLs
 * were extracted (e.g. the one `corpus build` used); otherwise from the card's own features.
 *
 * Prints one JSON summary last; exits 1 when fast nDCG@10 is below the 0.70 target.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openBrandDesign } from '../src/index.js';
import { loadDefaultCorpus } from '../src/search/corpus-load.js';
import { createSearchEngine, type LoadedCorpus } from '../src/search/search.js';
import { similarEntries, type SimilarQuery } from '../src/search/similar.js';
import { evaluate, fullFilters, gradeOf, loadGold } from '../test/search/gold.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, 'data-dir': { type: 'string' }, verbose: { type: 'boolean' }, calibrate: { type: 'boolean' } } });
const TARGET_NDCG = 0.7;

const corpus = await loadDefaultCorpus(values.corpus ? { corpusDir: values.corpus } : {});
const round = (x: number): number => Math.round(x * 1000) / 1000;
const summary: Record<string, unknown> = { corpus_entries: corpus.entries.length, gold_queries: loadGold().length };

for (const depth of ['fast', 'deep'] as const) {
  const e = await evaluate(corpus, depth);
  summary[depth] = { queries: e.queries, queries_with_grade_3_or_2: e.queriesWithStrongMatches, ndcg_at_10: round(e.ndcg10), recall_at_10: round(e.recall10), mrr: round(e.mrr) };
  if (values.verbose) {
    console.log(`\n${depth}: weakest queries (nDCG@10, Recall@10, RR)`);
    for (const q of [...e.perQuery].sort((a, b) => a.ndcg10 - b.ndcg10).slice(0, 12)) {
      console.log(`  ${q.ndcg10.toFixed(2)} ${q.recall10.toFixed(2)} ${q.rr.toFixed(2)}  ${q.id} ${q.query}`);
    }
  }
}

if (values.calibrate) summary.tiers = await tierPrecision(corpus);
summary.similar = await sameBrandCheck(corpus, values['data-dir']);
console.log(JSON.stringify(summary, null, 2));
process.exit((summary.fast as { ndcg_at_10: number }).ndcg_at_10 >= TARGET_NDCG ? 0 : 1);

/** Share of results with grade ≥ 2 in each match tier, over the top 10 of every gold query. */
async function tierPrecision(c: LoadedCorpus): Promise<Record<string, { results: number; relevant_share: number }>> {
  const engine = createSearchEngine({ load: async () => c });
  const counts: Record<string, { n: number; relevant: number }> = {};
  for (const depth of ['fast', 'deep'] as const) {
    for (const q of loadGold()) {
      const { results } = await engine.search({ query: q.query, depth, topK: 10, filters: fullFilters(q.filters) });
      for (const r of results) {
        const entry = c.entries.find((e) => e.card.url === r.url)!;
        const key = `${depth}.${r.match}`;
        counts[key] ??= { n: 0, relevant: 0 };
        counts[key].n++;
        if (gradeOf(q, entry) >= 2) counts[key].relevant++;
      }
    }
  }
  return Object.fromEntries(Object.entries(counts).sort().map(([k, v]) => [k, { results: v.n, relevant_share: round(v.relevant / v.n) }]));
}

/** Issue 4 §5: for brands with several pages, is another page of the brand in the top 5 of `similar`? */
async function sameBrandCheck(c: LoadedCorpus, dataDir: string | undefined): Promise<Record<string, unknown>> {
  const byBrand = new Map<string, number[]>();
  c.entries.forEach((e, i) => byBrand.set(e.brandKey, [...(byBrand.get(e.brandKey) ?? []), i]));
  const runtime = dataDir ? await openBrandDesign({ dataDir, recover: false }) : null;
  let pages = 0;
  let hits = 0;
  let fromExtractions = 0;
  try {
    for (const indices of byBrand.values()) {
      if (indices.length < 2) continue;
      for (const i of indices) {
        const entry = c.entries[i]!;
        const query = (runtime ? extractionQuery(runtime, entry.card.url) : null) ?? { measures: entry.measures, identity: c.vectors[i]!, thumbnail: entry.thumbnail };
        if ('designSystem' in query) fromExtractions++;
        const results = await similarEntries(c, query, { limit: 5, excludeUrl: entry.card.url });
        pages++;
        if (results.some((r) => r.entry.brandKey === entry.brandKey)) hits++;
      }
    }
  } finally {
    await runtime?.close();
  }
  const brands = [...byBrand.values()].filter((v) => v.length >= 2).length;
  return { brands_with_several_pages: brands, pages, queries_from_extractions: fromExtractions, hit_rate_top5: pages ? round(hits / pages) : 0 };
}

/** The newest completed extraction of `url` in the runtime: its design system and viewport screenshot. */
function extractionQuery(runtime: Awaited<ReturnType<typeof openBrandDesign>>, url: string): SimilarQuery | null {
  const client = runtime.client();
  const match = client.submissions.list({ q: url, status: 'completed', limit: 100 }).submissions.find((s) => s.source_url === url);
  if (!match) return null;
  const result = client.submissions.result(match.submission_id);
  const screenshot = join(runtime.dataDir, result.result.artifacts.screenshot.path);
  return { designSystem: result.result.design_system, screenshotPng: existsSync(screenshot) ? readFileSync(screenshot) : null };
}
