/**
 * The search gold set (test/search/gold-queries.json): rule-based graded relevance over corpus
 * entries, and the ranking metrics (nDCG@10, Recall@10, MRR). Shared by scripts/eval-search.ts
 * and the invariants test. The grading rules are written in the JSON's `grading` section.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CorpusEntry } from '../../src/search/corpus-entry.js';
import { createSearchEngine, satisfies, type LoadedCorpus, type SearchFilters } from '../../src/search/search.js';
import type { Depth } from '../../src/search/history.js';

export type Criterion = Partial<Record<GoldField, string[]>>;
export type GoldField = 'industry' | 'page_type' | 'theme' | 'hue' | 'style' | 'type' | 'layout' | 'corners' | 'temperature' | 'saturation';

export interface GoldQuery {
  id: string;
  query: string;
  filters: Partial<SearchFilters> | null;
  criteria: Criterion[];
}

export const GOLD_FILE = fileURLToPath(new URL('./gold-queries.json', import.meta.url));

export function loadGold(): GoldQuery[] {
  return (JSON.parse(readFileSync(GOLD_FILE, 'utf8')) as { queries: GoldQuery[] }).queries;
}

export const fullFilters = (f: Partial<SearchFilters> | null): SearchFilters | null =>
  f ? { page_type: f.page_type ?? null, industry: f.industry ?? null, hue: f.hue ?? null, layout: f.layout ?? null } : null;

function has(entry: CorpusEntry, field: GoldField, values: string[]): boolean {
  const f = entry.facets;
  switch (field) {
    case 'industry': return values.includes(f.industry);
    case 'page_type': return values.includes(f.page_type);
    case 'theme': return f.theme !== null && values.includes(f.theme);
    case 'hue': return f.hues.some((h) => values.includes(h));
    case 'style': return f.styles.some((s) => values.includes(s));
    case 'type': return f.type[0] !== undefined && values.includes(f.type[0]);
    case 'layout': return f.layouts.some((l) => values.includes(l));
    case 'corners': return f.corners !== null && values.includes(f.corners);
    case 'temperature': return f.temperature !== null && values.includes(f.temperature);
    case 'saturation': return f.saturation !== null && values.includes(f.saturation);
  }
}

/** The grading rule of gold-queries.json. */
export function gradeOf(q: GoldQuery, entry: CorpusEntry): number {
  if (!satisfies(entry, fullFilters(q.filters)) || q.criteria.length === 0) return 0;
  const n = q.criteria.length;
  const m = q.criteria.filter((c) => Object.entries(c).every(([field, values]) => has(entry, field as GoldField, values!))).length;
  if (m === n) return 3;
  if (m === n - 1 && n >= 3) return 2;
  return m >= 1 ? 1 : 0;
}

export interface QueryMetrics {
  ndcg10: number;
  recall10: number;
  rr: number;
}

/** nDCG@10 (gain 2^g − 1), Recall@10 over grade ≥ 2 (capped at 10), reciprocal rank of the first grade ≥ 2. */
export function metrics(rankedGrades: number[], allGrades: number[]): QueryMetrics {
  const dcg = (grades: number[]): number => grades.slice(0, 10).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  const relevant = allGrades.filter((g) => g >= 2).length;
  const found = rankedGrades.slice(0, 10).filter((g) => g >= 2).length;
  const first = rankedGrades.findIndex((g) => g >= 2);
  return {
    ndcg10: ideal === 0 ? 0 : dcg(rankedGrades) / ideal,
    recall10: relevant === 0 ? 0 : found / Math.min(10, relevant),
    rr: first < 0 ? 0 : 1 / (first + 1),
  };
}

export interface Evaluation {
  depth: Depth;
  /** Queries with any relevant entry (grade ≥ 1): nDCG@10 averages over these. */
  queries: number;
  /** Queries with an entry of grade ≥ 2: Recall@10 and MRR average over these. */
  queriesWithStrongMatches: number;
  ndcg10: number;
  recall10: number;
  mrr: number;
  perQuery: { id: string; query: string; ndcg10: number; recall10: number; rr: number; strong: boolean }[];
}

/**
 * Runs every gold query that has a relevant entry at top_k 10. nDCG@10 averages over queries with
 * any entry of grade ≥ 1 (a corpus may lack the exact combination asked, then partial matches are
 * what counts); Recall@10 and MRR over queries with an entry of grade ≥ 2.
 */
export async function evaluate(corpus: LoadedCorpus, depth: Depth, gold = loadGold()): Promise<Evaluation> {
  const engine = createSearchEngine({ load: async () => corpus });
  const perQuery: Evaluation['perQuery'] = [];
  for (const q of gold) {
    const grades = corpus.entries.map((e) => gradeOf(q, e));
    if (!grades.some((g) => g >= 1)) continue;
    const byUrl = new Map(corpus.entries.map((e, i) => [e.card.url, grades[i]!]));
    const { results } = await engine.search({ query: q.query, depth, topK: 10, filters: fullFilters(q.filters) });
    perQuery.push({ id: q.id, query: q.query, ...metrics(results.map((r) => byUrl.get(r.url) ?? 0), grades), strong: grades.some((g) => g >= 2) });
  }
  const strong = perQuery.filter((q) => q.strong);
  const mean = (list: typeof perQuery, key: 'ndcg10' | 'recall10' | 'rr'): number => list.reduce((s, q) => s + q[key], 0) / Math.max(1, list.length);
  return {
    depth, queries: perQuery.length, queriesWithStrongMatches: strong.length,
    ndcg10: mean(perQuery, 'ndcg10'), recall10: mean(strong, 'recall10'), mrr: mean(strong, 'rr'), perQuery,
  };
}
