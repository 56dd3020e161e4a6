/**
 * Search quality on the designer gold set (issue 11 §2): queries as designers type them
 * (eval/search/queries.json), graded 0/1/2 by eye on the corpus thumbnails (eval/search/grades.json).
 * Reports nDCG@10 for fast and deep, P@5 (grade ≥ 1; strict: grade 2), filter adherence, how many
 * top-10 results nobody judged (they count as 0), the eye check of `similar` (eval/search/similar.json)
 * and the same-brand check of `similar`.
 *
 *   npm run eval:search                      # summary (one JSON object, last)
 *   npm run eval:search -- --verbose         # plus the weakest queries and their unjudged results
 *   npm run eval:search -- --pool [--k 20] [--random 5]   # write eval/search/pool.json: what to grade next
 *   npm run eval:search -- --similar-pool   # add the current `similar` top 6 of each page of similar.json, unjudged
 *   npm run eval:search -- --calibrate       # plus match-tier precision (share graded ≥ 1 / 2 per tier)
 *   npm run eval:search -- --per-query f.json # also write each query's nDCG@10 per depth to f.json
 *   npm run eval:search -- --corpus /path/to/corpus
 *   npm run eval:search -- --data-dir .brand-design   # similar from real extractions
 *
 * Exits 1 when a target of issue 11 §2 is missed: nDCG@10 ≥ 0.85 fast, ≥ 0.88 deep, P@5 ≥ 0.85,
 * filters 100 %.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openBrandDesign } from '../src/index.js';
import { loadDefaultCorpus } from '../src/search/corpus-load.js';
import { createSearchEngine, type LoadedCorpus } from '../src/search/search.js';
import { corpusThumbLook, similarEntries, type SimilarQuery } from '../src/search/similar.js';
import { buildPool, evaluateDepth, extractedLabels, loadGrades, loadQueries, POOL_FILE, SIMILAR_FILE, similarTop, type ExtractedLabels } from '../eval/search/run.js';
import { exitWithUsageIfAsked } from './usage.js';
import { gradeOf, scoreSimilar, type SimilarBook } from '../eval/search/score.js';

exitWithUsageIfAsked(import.meta.url);
const { values } = parseArgs({
  options: {
    corpus: { type: 'string' }, 'data-dir': { type: 'string' }, verbose: { type: 'boolean' }, calibrate: { type: 'boolean' }, 'per-query': { type: 'string' },
    pool: { type: 'boolean' }, 'similar-pool': { type: 'boolean' }, k: { type: 'string', default: '20' }, random: { type: 'string', default: '5' },
  },
});
const TARGETS = { fast: 0.85, deep: 0.88, p5: 0.85, filters: 1 };

const corpus = await loadDefaultCorpus(values.corpus ? { corpusDir: values.corpus } : {});
const round = (x: number): number => Math.round(x * 1000) / 1000;

if (values.pool) {
  const pool = await buildPool(corpus, Number(values.k), Number(values.random));
  const total = Object.values(pool).reduce((n, items) => n + items.length, 0);
  const lines = Object.entries(pool).map(([q, items]) => `    ${JSON.stringify(q)}: ${JSON.stringify(items)}`);
  writeFileSync(POOL_FILE, `{\n  "k": ${values.k},\n  "random": ${values.random},\n  "unjudged": ${total},\n  "queries": {\n${lines.join(',\n')}\n  }\n}\n`);
  console.log(JSON.stringify({ pool_file: POOL_FILE, queries_with_unjudged: Object.keys(pool).length, unjudged: total }));
  process.exit(0);
}

if (values['similar-pool']) {
  const doc = JSON.parse(readFileSync(SIMILAR_FILE, 'utf8')) as { pages: Record<string, { note?: string; top?: string[]; judged: Record<string, unknown> }> };
  let added = 0;
  const present = new Set(corpus.entries.map((e) => e.id));
  for (const [id, page] of Object.entries(doc.pages)) {
    if (!present.has(id)) continue;
    page.top = (await similarTop(corpus, id)).map((r) => r.id);
    for (const r of page.top) if (!(r in page.judged)) added++;
  }
  writeFileSync(SIMILAR_FILE, `${JSON.stringify(doc, null, 1)}\n`);
  console.log(JSON.stringify({ similar_file: SIMILAR_FILE, unjudged: added }));
  process.exit(0);
}

const queries = loadQueries();
const summary: Record<string, unknown> = { corpus_entries: corpus.entries.length, gold_queries: queries.length, judged: Object.values(loadGrades()).reduce((n, g) => n + Object.keys(g).length, 0) };
let met = true;
const perQuery: Record<string, Record<string, number | null>> = {};
for (const depth of ['fast', 'deep'] as const) {
  const e = await evaluateDepth(corpus, depth, queries);
  const s = e.summary;
  summary[depth] = {
    ndcg_at_10: round(s.ndcg_at_10), p_at_5: round(s.p_at_5), p_at_5_strict: round(s.p_at_5_strict),
    filter_adherence: round(s.filter_adherence), unjudged_in_top10: s.unjudged_in_top10, queries_without_relevant: s.without_relevant.length,
  };
  perQuery[depth] = Object.fromEntries(e.perQuery.map((q) => [q.id, q.ndcg10 === null ? null : round(q.ndcg10)]));
  met &&= s.ndcg_at_10 >= TARGETS[depth] && s.p_at_5 >= TARGETS.p5 && s.filter_adherence >= TARGETS.filters;
  if (values.verbose) {
    console.log(`\n${depth}: weakest queries (nDCG@10, P@5, unjudged in top 10)`);
    for (const q of [...e.perQuery].sort((a, b) => (a.ndcg10 ?? -1) - (b.ndcg10 ?? -1)).slice(0, 15)) {
      console.log(`  ${q.ndcg10 === null ? ' n/a' : q.ndcg10.toFixed(2)} ${q.p5.toFixed(2)} ${String(q.unjudged.length).padStart(2)}  ${q.id} ${q.query}${q.unjudged.length ? `  [unjudged: ${q.unjudged.join(', ')}]` : ''}`);
    }
  }
}

// Each query's nDCG@10 per depth, to compare two runs query by query.
if (values['per-query']) writeFileSync(values['per-query'], `${JSON.stringify(perQuery, null, 1)}\n`);
if (values.calibrate) summary.tiers = await tierPrecision(corpus);
if (existsSync(SIMILAR_FILE)) {
  summary.similar_by_eye = await similarByEye(corpus);
  // The same pages without their hand-labelled page type, as a caller's extraction comes.
  summary.similar_by_eye_unlabelled = await similarByEye(corpus, { unlabelled: true });
  // And with the extractor's own look labels too: what a caller's extraction of the page gets.
  summary.similar_by_eye_as_extracted = await similarByEye(corpus, { extracted: extractedLabels(values.corpus) });
}
summary.similar = await sameBrandCheck(corpus, values['data-dir']);
summary.targets_met = met;
console.log(JSON.stringify(summary, null, 2));
process.exit(met ? 0 : 1);

/** Issue 11 §2: on the pages of similar.json, how many of the current top 6 look alike (judged by eye), and siblings of the same identity. */
async function similarByEye(c: LoadedCorpus, o: { unlabelled?: boolean; extracted?: Map<string, ExtractedLabels> } = {}): Promise<Record<string, unknown>> {
  const book = (JSON.parse(readFileSync(SIMILAR_FILE, 'utf8')) as { pages: SimilarBook }).pages;
  const identityOf = new Map(c.entries.map((e) => [e.id, (e as { identity?: string | null }).identity ?? null]));
  const scores = [];
  for (const id of Object.keys(book)) {
    if (!identityOf.has(id)) continue;
    scores.push(scoreSimilar(id, identityOf.get(id)!, await similarTop(c, id, 6, { unlabelled: o.unlabelled, extracted: o.extracted ? (o.extracted.get(id) ?? {}) : undefined }), book));
  }
  return {
    pages: scores.length,
    pages_with_5_of_6_alike: scores.filter((s) => s.alike >= 5).length,
    mean_alike_of_6: round(scores.reduce((n, s) => n + s.alike, 0) / Math.max(1, scores.length)),
    unjudged: scores.reduce((n, s) => n + s.unjudged.length, 0),
    pages_with_a_same_identity_result: scores.filter((s) => s.sameIdentity > 0).length,
    max_same_identity_in_top6: Math.max(0, ...scores.map((s) => s.sameIdentity)),
  };
}

/** Per match tier, over the top 10 of every gold query: results, share graded ≥ 1, share graded 2 (unjudged = 0). */
async function tierPrecision(c: LoadedCorpus): Promise<Record<string, { results: number; relevant_share: number; strong_share: number }>> {
  const engine = createSearchEngine({ load: async () => c });
  const book = loadGrades();
  const byUrl = new Map(c.entries.map((e) => [e.card.url, e.id]));
  const counts: Record<string, { n: number; relevant: number; strong: number }> = {};
  for (const depth of ['fast', 'deep'] as const) {
    for (const q of queries) {
      const filters = q.filters ? { page_type: q.filters.page_type ?? null, industry: q.filters.industry ?? null, hue: q.filters.hue ?? null, layout: q.filters.layout ?? null } : null;
      const { results } = await engine.search({ query: q.query, depth, topK: 10, filters });
      for (const r of results) {
        const g = gradeOf(book, q.id, byUrl.get(r.url) ?? '') ?? 0;
        const key = `${depth}.${r.match}`;
        counts[key] ??= { n: 0, relevant: 0, strong: 0 };
        counts[key].n++;
        if (g >= 1) counts[key].relevant++;
        if (g >= 2) counts[key].strong++;
      }
    }
  }
  return Object.fromEntries(Object.entries(counts).sort().map(([k, v]) => [k, { results: v.n, relevant_share: round(v.relevant / v.n), strong_share: round(v.strong / v.n) }]));
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
        const query = (runtime ? await extractionQuery(runtime, entry.card.url) : null) ?? { measures: entry.measures, identity: c.vectors[i]!, thumbnail: entry.thumbnail, look: corpusThumbLook(c, i) };
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
async function extractionQuery(runtime: Awaited<ReturnType<typeof openBrandDesign>>, url: string): Promise<SimilarQuery | null> {
  const client = runtime.client();
  const match = (await client.submissions.list({ q: url, status: 'completed', limit: 100 })).submissions.find((s) => s.source_url === url);
  if (!match) return null;
  const result = await client.submissions.result(match.submission_id);
  const screenshot = join(runtime.dataDir, result.result.artifacts.screenshot.path);
  const fullPage = result.result.artifacts.full_page_screenshot ? join(runtime.dataDir, result.result.artifacts.full_page_screenshot.path) : null;
  return { designSystem: result.result.design_system, screenshotPng: existsSync(screenshot) ? readFileSync(screenshot) : null, fullPagePng: fullPage && existsSync(fullPage) ? readFileSync(fullPage) : null };
}
