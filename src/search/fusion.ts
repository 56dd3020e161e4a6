/**
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher, SIGIR 2009): combines ranked lists whose
 * scores are not comparable (cosine similarity, BM25, facet agreement) by rank alone:
 *
 *   score(d) = Σ_i  weight_i / (k + rank_i(d))        rank_i counted from 1; absent lists add 0
 *
 * Ties are broken deterministically: by the ranks in list order (the first list is the primary
 * signal: a better rank there wins, being present beats being absent), then by id ascending.
 */
import { BrandDesignError } from '../errors.js';

export type FusionId = number | string;

export interface RankedList<Id extends FusionId = number> {
  /** Best first. An id repeated in one list counts once, at its first position. */
  hits: readonly { id: Id }[];
  /** @default 1 */
  weight?: number;
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
  /** 1-based rank of the id in each input list (same order as the lists), null where absent. */
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
    // A list with weight 0 contributes nothing, not even its ids.
    if (weight === 0) return;
    let rank = 0;
    for (const { id } of list.hits) {
      let entry = fused.get(id);
      if (entry?.ranks[listIndex] != null) continue; // repeated id: its first position counts
      if (!entry) fused.set(id, (entry = { id, score: 0, ranks: new Array<number | null>(lists.length).fill(null) }));
      rank += 1;
      entry.ranks[listIndex] = rank;
      entry.score += weight / (k + rank);
    }
  });
  return [...fused.values()].sort(compareFused).slice(0, limit);
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
