/**
 * Scoring of the designer gold set (issue 11 §2): queries written as designers type them, graded
 * 0/1/2 by looking at the corpus thumbnails (eval/search/grades.json), never by facet rules.
 * Pure functions over ranked page ids and the grading record; `run.ts` runs the engine.
 *
 * - nDCG@10: gain 2^g − 1, log2 discount; the ideal ranking is the query's judged grades, sorted.
 *   A result nobody judged counts as grade 0 (issue 11 §2: re-pool before final numbers).
 * - P@5: share of the top 5 graded ≥ 1 ("would show it to the designer"); `strict` counts grade 2 only.
 *   The denominator is 5, or fewer when fewer corpus pages pass the query's filters.
 * - Filter adherence (spec §2.5): every returned card has every filter value.
 */
import type { SearchFilters } from '../../src/search/search.js';

export type Grade = 0 | 1 | 2;

/** A grade, optionally with a one-line reason: `2` or `[2, "navy hero, cream type"]`. */
export type Judgment = Grade | [Grade, string];

export interface GoldQuery {
  id: string;
  query: string;
  /** Hard filters (spec §2.5) sent with the query; null for free-text only. */
  filters: Partial<SearchFilters> | null;
  /** What the query exercises: color, light_dark, mood, type, industry, page_type, layout, combined, vague, specific. */
  kinds: string[];
}

/** Query id → page id → judgment. */
export type GradeBook = Record<string, Record<string, Judgment>>;

export const gradeValue = (j: Judgment): Grade => (Array.isArray(j) ? j[0] : j);

/** The grade of `pageId` for a query; null when nobody judged it. */
export function gradeOf(book: GradeBook, queryId: string, pageId: string): Grade | null {
  const j = book[queryId]?.[pageId];
  return j === undefined ? null : gradeValue(j);
}

export function dcg(grades: readonly number[], k = 10): number {
  return grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/**
 * nDCG@k of a ranked list of grades (null = unjudged = 0) against all judged grades of the query
 * (restricted by the caller to pages that pass the filters); null when nothing judged is relevant.
 */
export function ndcgAt(ranked: readonly (number | null)[], judged: readonly number[], k = 10): number | null {
  const ideal = dcg([...judged].sort((a, b) => b - a), k);
  if (ideal === 0) return null;
  return dcg(ranked.map((g) => g ?? 0), k) / ideal;
}

/** Share of the top `k` with grade ≥ `min`; `available` caps the denominator (pages passing the filters). */
export function precisionAt(ranked: readonly (number | null)[], k = 5, min = 1, available = Infinity): number {
  const denominator = Math.min(k, available);
  if (denominator <= 0) return 0;
  return ranked.slice(0, k).filter((g) => (g ?? 0) >= min).length / denominator;
}

/** The facets a filter is checked against (a corpus entry's `facets`). */
export interface FilterFacets {
  industry: string;
  page_type: string;
  hues: readonly string[];
  layouts: readonly string[];
}

/** Spec §2.5: a card satisfies the filters when it has every non-null value, verbatim. */
export function passesFilters(f: FilterFacets, filters: Partial<SearchFilters> | null): boolean {
  if (!filters) return true;
  if (filters.industry && f.industry !== filters.industry) return false;
  if (filters.page_type && f.page_type !== filters.page_type) return false;
  if (filters.hue && !f.hues.includes(filters.hue)) return false;
  if (filters.layout && !f.layouts.includes(filters.layout)) return false;
  return true;
}

export interface QueryScore {
  id: string;
  query: string;
  /** null when no judged page of the query is relevant (reported, left out of the mean). */
  ndcg10: number | null;
  p5: number;
  p5Strict: number;
  /** Top-10 results nobody has judged for this query (re-pool and grade them). */
  unjudged: string[];
  /** Results that break the query's filters. */
  filterViolations: string[];
  results: number;
}

/**
 * Scores one query's ranked page ids. `judgedPassing` restricts the ideal ranking to judged pages
 * that pass the filters (a page the filters exclude can never be returned, so it cannot count
 * against the ranker); `available` is how many corpus pages pass the filters.
 */
export function scoreQuery(
  q: GoldQuery,
  book: GradeBook,
  ranked: readonly { id: string; facets: FilterFacets }[],
  judgedPassing: (pageId: string) => boolean,
  available: number,
): QueryScore {
  const grades = ranked.map((r) => gradeOf(book, q.id, r.id));
  const judged = Object.entries(book[q.id] ?? {}).filter(([id]) => judgedPassing(id)).map(([, j]) => gradeValue(j));
  return {
    id: q.id,
    query: q.query,
    ndcg10: ndcgAt(grades, judged, 10),
    p5: precisionAt(grades, 5, 1, available),
    p5Strict: precisionAt(grades, 5, 2, available),
    unjudged: ranked.slice(0, 10).filter((_, i) => grades[i] === null).map((r) => r.id),
    filterViolations: ranked.filter((r) => !passesFilters(r.facets, q.filters)).map((r) => r.id),
    results: ranked.length,
  };
}

export interface Summary {
  queries: number;
  /** Queries left out of nDCG (no judged relevant page). */
  without_relevant: string[];
  ndcg_at_10: number;
  p_at_5: number;
  p_at_5_strict: number;
  unjudged_in_top10: number;
  /** Share of returned cards that satisfy their query's filters (1 = 100 %). */
  filter_adherence: number;
}

export function summarize(scores: readonly QueryScore[]): Summary {
  const scored = scores.filter((s) => s.ndcg10 !== null);
  const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const returned = scores.reduce((n, s) => n + s.results, 0);
  const violations = scores.reduce((n, s) => n + s.filterViolations.length, 0);
  return {
    queries: scores.length,
    without_relevant: scores.filter((s) => s.ndcg10 === null).map((s) => s.id),
    ndcg_at_10: mean(scored.map((s) => s.ndcg10!)),
    p_at_5: mean(scores.map((s) => s.p5)),
    p_at_5_strict: mean(scores.map((s) => s.p5Strict)),
    unjudged_in_top10: scores.reduce((n, s) => n + s.unjudged.length, 0),
    filter_adherence: returned ? 1 - violations / returned : 1,
  };
}

/** similar.json: per query page, each judged result: 1 looks alike (palette, type, layout), 0 not; optional reason. */
export type SimilarBook = Record<string, { note?: string; judged: Record<string, 0 | 1 | [0 | 1, string]> }>;

export interface SimilarScore {
  id: string;
  /** Results of the top k judged alike. */
  alike: number;
  unjudged: string[];
  /** Results of the same identity as the query page (issue 11 §2: a sibling must not crowd out other brands). */
  sameIdentity: number;
}

/** Scores one page's `similar` top list against the eye judgments; an unjudged result counts as not alike. */
export function scoreSimilar(id: string, identity: string | null, top: readonly { id: string; identity: string | null }[], book: SimilarBook): SimilarScore {
  const judged = book[id]?.judged ?? {};
  const value = (r: string): number | null => {
    const j = judged[r];
    return j === undefined ? null : Array.isArray(j) ? j[0] : j;
  };
  return {
    id,
    alike: top.filter((r) => value(r.id) === 1).length,
    unjudged: top.filter((r) => value(r.id) === null).map((r) => r.id),
    sameIdentity: identity === null ? 0 : top.filter((r) => r.identity === identity).length,
  };
}
