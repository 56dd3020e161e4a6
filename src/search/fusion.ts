/**
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher, SIGIR 2009): combines ranked lists whose
 * scores are not comparable (cosine similarity, BM25, facet agreement) by rank alone:
 *
 *   score(d) = Σ_i  weight_i / (k + rank_i(d))        rank_i counted from 1; absent lists add 0
 *
 * Ties are broken deterministically: by the ranks in list order (the first list is the primary
 * signal: a better rank there wins, being present beats being absent), then by id ascending.
 * Within one list, hits of equal score can share a fractional rank (`sharedTies`).
 */
import { BrandDesignError } from '../errors.js';

export type FusionId = number | string;

export interface RankedList<Id extends FusionId = number> {
  /** Best first. An id repeated in one list counts once, at its first position. */
  hits: readonly { id: Id; score?: number }[];
  /** @default 1 */
  weight?: number;
  /** This list's RRF constant (a coarse list, e.g. facet agreement, may want a smaller one). @default options.k */
  k?: number;
  /**
   * Consecutive hits with the same `score` share the mean of the positions they span
   * (fractional ranks), so a large tied group is not spread arbitrarily by its order. @default false
   */
  sharedTies?: boolean;
}

export interface FusionOptions {
  /** The RRF constant: larger values flatten the gap between top and lower ranks. @default 60 */
  k?: number;
  /** Keep only the best `limit` fused ids. @default all */
  limit?: number;
}

export interface FusedHit<Id extends FusionId = number> {
  id: Id;
  score: number;
  /** 1-based rank of the id in each input list (same order as the lists), null where absent; fractional for shared ties. */
  ranks: (number | null)[];
}

export const RRF_K = 60;

const fail = (message: string): BrandDesignError => new BrandDesignError('INTERNAL', `rank fusion: ${message}`);

export function fuseRankings<Id extends FusionId>(lists: readonly RankedList<Id>[], options: FusionOptions = {}): FusedHit<Id>[] {
  const k = options.k ?? RRF_K;
  if (!Number.isFinite(k) || k < 0) throw fail(`k must be a finite number ≥ 0, got ${k}`);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  if (limit !== Number.POSITIVE_INFINITY && (!Number.isInteger(limit) || limit < 0)) throw fail(`limit must be a non-negative integer, got ${limit}`);

  const fused = new Map<Id, FusedHit<Id>>();
  lists.forEach((list, listIndex) => {
    const weight = list.weight ?? 1;
    if (!Number.isFinite(weight) || weight < 0) throw fail(`list ${listIndex} has weight ${weight}; weights are finite numbers ≥ 0`);
    const listK = list.k ?? k;
    if (!Number.isFinite(listK) || listK < 0) throw fail(`list ${listIndex} has k ${listK}; k is a finite number ≥ 0`);
    // A list with weight 0 contributes nothing, not even its ids.
    if (weight === 0) return;
    const ranks = listRanks(list);
    for (const [id, rank] of ranks) {
      let entry = fused.get(id);
      if (!entry) fused.set(id, (entry = { id, score: 0, ranks: new Array<number | null>(lists.length).fill(null) }));
      entry.ranks[listIndex] = rank;
      entry.score += weight / (listK + rank);
    }
  });
  return [...fused.values()].sort(compareFused).slice(0, limit);
}

/** Each distinct id's rank in one list: its position (1-based), or its tied group's mean position. */
function listRanks<Id extends FusionId>(list: RankedList<Id>): Map<Id, number> {
  const distinct: { id: Id; score?: number }[] = [];
  const seen = new Set<Id>();
  for (const hit of list.hits) {
    if (seen.has(hit.id)) continue; // repeated id: its first position counts
    seen.add(hit.id);
    distinct.push(hit);
  }
  const ranks = new Map<Id, number>();
  for (let start = 0; start < distinct.length;) {
    let end = start + 1;
    const score = distinct[start]!.score;
    if (list.sharedTies && score !== undefined) while (end < distinct.length && distinct[end]!.score === score) end++;
    const rank = (start + 1 + end) / 2; // mean of positions start+1 … end
    for (let j = start; j < end; j++) ranks.set(distinct[j]!.id, rank);
    start = end;
  }
  return ranks;
}

/**
 * Scores that differ only by floating-point summation order count as equal (12 significant
 * digits), so the tie-break, not rounding noise, decides between them.
 */
function compareFused<Id extends FusionId>(a: FusedHit<Id>, b: FusedHit<Id>): number {
  const sa = Number(a.score.toPrecision(12));
  const sb = Number(b.score.toPrecision(12));
  if (sa !== sb) return sb - sa;
  for (let i = 0; i < a.ranks.length; i++) {
    const ra = a.ranks[i] ?? Number.POSITIVE_INFINITY;
    const rb = b.ranks[i] ?? Number.POSITIVE_INFINITY;
    if (ra !== rb) return ra - rb;
  }
  return compareIds(a.id, b.id);
}

function compareIds(a: FusionId, b: FusionId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
