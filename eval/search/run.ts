/**
 * Runs the designer gold set (eval/search/queries.json) through the search engine and scores it
 * against the grading record (eval/search/grades.json) with score.ts; also builds the grading
 * pool (pool.ts) of results nobody has judged yet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSearchEngine, type LoadedCorpus, type SearchFilters } from '../../src/search/search.js';
import { corpusThumbLook, similarEntries } from '../../src/search/similar.js';
import { readCardsFile } from '../../src/corpus/build.js';
import { BUNDLED_CORPUS_DIR } from '../../src/corpus/manifest.js';
import type { CorpusCard } from '../../src/corpus/cards.js';
import type { CorpusEntry } from '../../src/search/corpus-entry.js';
import type { Depth } from '../../src/search/history.js';
import { poolFor, type PoolItem } from './pool.js';
import { passesFilters, scoreQuery, summarize, type GoldQuery, type GradeBook, type QueryScore, type Summary } from './score.js';

export const QUERIES_FILE = fileURLToPath(new URL('./queries.json', import.meta.url));
export const GRADES_FILE = fileURLToPath(new URL('./grades.json', import.meta.url));
export const POOL_FILE = fileURLToPath(new URL('./pool.json', import.meta.url));
export const SIMILAR_FILE = fileURLToPath(new URL('./similar.json', import.meta.url));

export function loadQueries(file = QUERIES_FILE): GoldQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: GoldQuery[] }).queries;
}

/** grades.json: `{ "grades": { "<query id>": { "<page id>": 2 | [2, "why"] } } }`; empty when absent. */
export function loadGrades(file = GRADES_FILE): GradeBook {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { grades: GradeBook }).grades : {};
}

const fullFilters = (f: Partial<SearchFilters> | null): SearchFilters | null =>
  f ? { page_type: f.page_type ?? null, industry: f.industry ?? null, hue: f.hue ?? null, layout: f.layout ?? null } : null;

type Engine = ReturnType<typeof createSearchEngine>;

/** The ranked page ids (and their facets) of one query at one depth. */
async function ranked(engine: Engine, corpus: LoadedCorpus, q: GoldQuery, depth: Depth, topK: number) {
  const byUrl = new Map(corpus.entries.map((e) => [e.card.url, e]));
  const { results } = await engine.search({ query: q.query, depth, topK, filters: fullFilters(q.filters) });
  return results.map((r) => {
    const entry = byUrl.get(r.url);
    if (!entry) throw new Error(`result ${r.url} is not a corpus entry`);
    return { id: entry.id, facets: entry.facets };
  });
}

export interface DepthEvaluation {
  depth: Depth;
  summary: Summary;
  perQuery: QueryScore[];
}

/** Every gold query at `depth`, top 10, scored against the grading record. */
export async function evaluateDepth(corpus: LoadedCorpus, depth: Depth, queries = loadQueries(), book = loadGrades()): Promise<DepthEvaluation> {
  const engine = createSearchEngine({ load: async () => corpus });
  const facetsById = new Map(corpus.entries.map((e) => [e.id, e.facets]));
  const perQuery: QueryScore[] = [];
  for (const q of queries) {
    const top = await ranked(engine, corpus, q, depth, 10);
    const passing = (id: string): boolean => {
      const f = facetsById.get(id);
      return f !== undefined && passesFilters(f, q.filters);
    };
    const available = corpus.entries.filter((e) => passesFilters(e.facets, q.filters)).length;
    perQuery.push(scoreQuery(q, book, top, passing, available));
  }
  return { depth, summary: summarize(perQuery), perQuery };
}

/** Per query, the unjudged pages of fast and deep top `k` plus `random` seeded random pages within the filters. */
export async function buildPool(corpus: LoadedCorpus, k = 20, random = 5, queries = loadQueries(), book = loadGrades()): Promise<Record<string, PoolItem[]>> {
  const engine = createSearchEngine({ load: async () => corpus });
  const pool: Record<string, PoolItem[]> = {};
  for (const q of queries) {
    const fast = (await ranked(engine, corpus, q, 'fast', k)).map((r) => r.id);
    const deep = (await ranked(engine, corpus, q, 'deep', k)).map((r) => r.id);
    const passing = corpus.entries.filter((e) => passesFilters(e.facets, q.filters)).map((e) => e.id);
    const items = poolFor(q.id, fast, deep, passing, (id) => book[q.id]?.[id] !== undefined, random);
    if (items.length) pool[q.id] = items;
  }
  return pool;
}

/** What the extractor itself said of a page where a hand label replaced it (corpus/cards.json `extracted`). */
export type ExtractedLabels = NonNullable<CorpusCard['extracted']>;

/** A corpus page's facets as a caller's extraction of it would carry them: no page type, the extractor's own layouts, style and moods. */
function asExtracted(facets: CorpusEntry['facets'], x: ExtractedLabels): CorpusEntry['facets'] {
  return {
    ...facets, page_type: '',
    ...(x.layouts ? { layouts: x.layouts } : {}), ...(x.style ? { styles: [x.style] } : {}), ...(x.aesthetic_codes ? { moods: x.aesthetic_codes } : {}),
  };
}

/** Each corpus page's extractor labels that a hand label replaced, by page id (cards.json next to the loaded corpus). */
export function extractedLabels(corpusDir: string = BUNDLED_CORPUS_DIR): Map<string, ExtractedLabels> {
  return new Map(readCardsFile(corpusDir).map((c) => [c.id, c.extracted ?? {}]));
}

/**
 * The `similar` top `k` of a corpus page, started from the card's own features (as the same-brand
 * check does). `unlabelled`: without its hand-labelled page type, as a caller's page comes (its kind
 * read from its measures and its URL, similar-features.ts `urlPageKind`); `extracted`: also with the
 * extractor's own look labels instead of the curator's, as a caller's extraction of the page would be.
 */
export async function similarTop(corpus: LoadedCorpus, pageId: string, k = 6, o: { unlabelled?: boolean; extracted?: ExtractedLabels } = {}): Promise<{ id: string; identity: string | null }[]> {
  const i = corpus.entries.findIndex((e) => e.id === pageId);
  if (i < 0) throw new Error(`${pageId} is not a corpus page`);
  const entry = corpus.entries[i]!;
  const facets = o.extracted ? asExtracted(entry.facets, o.extracted) : o.unlabelled ? { ...entry.facets, page_type: '' } : entry.facets;
  const query = { measures: entry.measures, identity: corpus.vectors[i]!, thumbnail: entry.thumbnail, facets, look: corpusThumbLook(corpus, i) };
  const results = await similarEntries(corpus, query, { limit: k, excludeUrl: entry.card.url });
  return results.map((r) => ({ id: r.entry.id, identity: (r.entry as { identity?: string | null }).identity ?? null }));
}
