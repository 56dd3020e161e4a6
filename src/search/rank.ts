/**
 * Hybrid ranking (spec §4.9; issue 4 §3). Pure: every input is precomputed by the engine.
 *
 * Fast: three rankings of the candidates — dense (cosine of the query's MiniLM embedding with the
 * entry's identity paragraph + tags), lexical (BM25 over the same text) and facet agreement with
 * the query reading — fused by weighted reciprocal rank fusion. Facets weigh most when the query
 * asks for facets; a query of pure mood words falls back to dense + lexical.
 *
 * Deep: the fused top of a larger pool re-scored on measured design facets (palette hue,
 * lightness, chroma, type families, corner radius, layout scores; `deep-facets.ts`), with a
 * one-sentence reason per card. Match tiers come from a calibrated score (`calibrated`).
 *
 * Fusion is ours rather than fusion.ts's `fuseRankings`, which ranks by list position: the facet
 * list is mostly ties (a few agreement levels over hundreds of entries), and positional ranks
 * spread a tied group arbitrarily. Fractional ranks for ties and a smaller constant for the facet
 * list measured nDCG@10 0.96 on the gold set against 0.87 (k 60) / 0.91 (k 20) positional.
 */
import { agreement, cuesByField, type Agreement, type EntryFacets } from './facet-match.js';
import { measureCue, type DesignMeasures } from './deep-facets.js';
import type { FacetField, QueryReading } from './query-tags.js';
import { visiblyMissing } from './seen-look.js';

export type Match = 'strong' | 'good' | 'related';

export interface RankEntry {
  facets: EntryFacets;
  measures: DesignMeasures;
}

/** Per-candidate signals, aligned with the candidates. */
export interface Signals {
  /** Cosine of query and entry embeddings, −1..1. */
  dense: ArrayLike<number>;
  /** BM25 score, ≥ 0. */
  lexical: ArrayLike<number>;
  /** BM25 over the curator's captions alone (page-labels.ts), ≥ 0; absent for a corpus without them. */
  caption?: ArrayLike<number>;
  /** Cosine of the query with each caption's embedding (−1 without a caption); absent for a corpus without captions. */
  captionDense?: ArrayLike<number>;
  /** Cosine of the query's unread words (QueryReading.unread) with each caption; absent when every word was read. */
  captionUnread?: ArrayLike<number>;
  /**
   * The caption cosine the match tier reads (`calibrated`): a template's inner page also has its
   * entry page's (search.ts `tierCaptions`); absent: `captionDense`.
   */
  captionTier?: ArrayLike<number>;
}

export interface Ranked {
  /** Index into the candidates. */
  index: number;
  fused: number;
  dense: number;
  lexical: number;
  /** Caption BM25 (0 without captions). */
  caption: number;
  /** Caption cosine (−1 without a caption). */
  captionDense: number;
  /** Caption cosine with the query's unread words (−1 without a caption or unread words). */
  captionUnread: number;
  /** The caption cosine the tier reads (Signals.captionTier); absent: `captionDense`. */
  captionTier?: number;
  agreement: Agreement;
  /** Deep only: facet agreement blended with measured closeness, 0..1 (null in fast, or when nothing is asked). */
  design: number | null;
  /** 0..1, comparable across queries; decides the match tier. */
  calibrated: number;
}

/** Reciprocal rank fusion constant (Cormack et al. 2009). */
export const RRF_K = 60;
const SHOWCASE = new Set(['homepage', 'landing_page']);
/**
 * The facet list's constant is smaller: its scores are coarse (many ties), and a whole label
 * group apart should outweigh the dense spread, while a few positions apart should not.
 */
export const FACET_K = 20;

export interface FusionList {
  /** Each candidate's fractional rank in this list (1 = best; ties share their mean position). */
  ranks: Float64Array;
  weight: number;
  /** This list's RRF constant. @default RRF_K */
  k?: number;
}

/**
 * Fractional ranks of `scores` (1 = best): tied candidates share the mean of the positions they
 * span, so a large group of equal facet scores sits where it really ends, not just below the top.
 */
export function ranksOf(scores: ArrayLike<number>): Float64Array {
  const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  const ranks = new Float64Array(scores.length);
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && scores[order[end]!] === scores[order[start]!]) end++;
    const mean = (start + 1 + end) / 2;
    for (let j = start; j < end; j++) ranks[order[j]!] = mean;
    start = end;
  }
  return ranks;
}

/** Weighted reciprocal rank fusion of several rankings of the same candidates. */
export function fuseRanks(lists: FusionList[], count: number): Float64Array {
  const fused = new Float64Array(count);
  for (const { ranks, weight, k = RRF_K } of lists) for (let i = 0; i < count; i++) fused[i] += weight / (k + ranks[i]!);
  return fused;
}

/** How much the query asks: the strongest cue per field, avoided values at half (implied avoids do not count: the query did not say them). */
function askedWeight(reading: QueryReading, fields: Map<unknown, { weight: number }[]>): number {
  return [...fields.values()].reduce((sum, cues) => sum + Math.max(...cues.map((c) => c.weight)), 0) + reading.avoids.filter((c) => !c.implied).length * 0.5;
}

/**
 * Fusion weights, checked on the designer gold set (eval/search, graded by eye): with the curator's
 * captions indexed, text (dense, lexical, captions) carries the subject and the imagery, and the
 * facets the look; facets lead by `facetsBase + facetsPerCue × asked` (capped at `facetsCap` cues).
 * The caption's cosine weighs most (3): of all signals it best predicts the eye's grade.
 * `captionUnread` ranks the captions by their cosine with the words no facet read ("law firm",
 * "car dealership", "building photos"): the facets speak for the rest of the query, so the
 * subject they cannot read still decides among pages that agree on the look.
 * `showcase` prefers a template's homepage or landing page (the page that shows its look) when the
 * query names no page type. Exported so the evaluation can sweep them.
 */
export const FUSION = {
  dense: 1, lexical: 1, lexicalNoFacets: 0.6, captions: 1, captionDense: 3, facetsBase: 1, facetsPerCue: 0.5, facetsCap: 4, showcase: 0.5, facetsUnread: 0.5, captionUnread: 2,
};

/**
 * The weights of the fused lists for a query asking `asked` (askedWeight) of which `coverage` was
 * read: the facet list speaks only for the read part, so a query whose subject is no facet ("car
 * dealership in red and black") leaves more to the text lists, which read every word
 * (`facetsUnread`: the facet weight's share kept when nothing was read).
 */
export function fusionWeights(asked: number, coverage: number): { dense: number; lexical: number; facets: number } {
  if (asked === 0) return { dense: FUSION.dense, lexical: FUSION.lexicalNoFacets, facets: 0 };
  const read = FUSION.facetsUnread + (1 - FUSION.facetsUnread) * Math.max(0, Math.min(1, coverage));
  return { dense: FUSION.dense, lexical: FUSION.lexical, facets: (FUSION.facetsBase + FUSION.facetsPerCue * Math.min(asked, FUSION.facetsCap)) * read };
}

const colorOnly = (m: DesignMeasures) => (field: string, value: string): number | null => (field === 'color' ? measureCue(m, 'color', value) : null);

/** The rankings fused (fast and deep alike): dense, lexical, captions, facets, and the showcase prior. */
function fusionLists(
  reading: QueryReading, w: { dense: number; lexical: number; facets: number }, entries: readonly RankEntry[],
  signals: Signals, facetScores: ArrayLike<number>,
): FusionList[] {
  const lists: FusionList[] = [
    { ranks: ranksOf(signals.dense), weight: w.dense },
    { ranks: ranksOf(signals.lexical), weight: w.lexical },
  ];
  if (signals.caption && FUSION.captions > 0) lists.push({ ranks: ranksOf(signals.caption), weight: FUSION.captions });
  if (signals.captionDense && FUSION.captionDense > 0) lists.push({ ranks: ranksOf(signals.captionDense), weight: FUSION.captionDense });
  if (w.facets > 0) lists.push({ ranks: ranksOf(facetScores), weight: w.facets, k: FACET_K });
  if (signals.captionUnread && FUSION.captionUnread > 0) lists.push({ ranks: ranksOf(signals.captionUnread), weight: FUSION.captionUnread });
  // A look asked without a page type is best shown by the template's homepage or landing page, not its blog or pricing page.
  if (!reading.wants.some((c) => c.field === 'page_type') && FUSION.showcase > 0) {
    lists.push({ ranks: ranksOf(entries.map((e) => (SHOWCASE.has(e.facets.page_type) ? 1 : 0))), weight: FUSION.showcase, k: FACET_K });
  }
  return lists;
}

/** Ranks every candidate, best first. */
export function rankFast(reading: QueryReading, entries: readonly RankEntry[], signals: Signals): Ranked[] {
  const fields = cuesByField(reading.wants);
  // A named color has no label to agree with: fast scores it by palette closeness too.
  const agreements = entries.map((e) => agreement(reading, e.facets, fields, colorOnly(e.measures)));
  const w = fusionWeights(askedWeight(reading, fields), reading.coverage);
  const facetScores = agreements.map((a) => a.score ?? 0);
  const fused = fuseRanks(fusionLists(reading, w, entries, signals, facetScores), entries.length);
  const ranked: Ranked[] = entries.map((_, i) => ({
    index: i,
    fused: fused[i]!,
    dense: signals.dense[i]!,
    lexical: signals.lexical[i]!,
    caption: signals.caption?.[i] ?? 0,
    captionDense: signals.captionDense?.[i] ?? -1,
    captionUnread: signals.captionUnread?.[i] ?? -1,
    ...(signals.captionTier ? { captionTier: signals.captionTier[i]! } : {}),
    agreement: agreements[i]!,
    design: null,
    calibrated: lookCapped(reading, entries[i]!.measures, entries[i]!.facets.theme, subjectCapped(reading, agreements[i]!, calibrated(agreements[i]!.score, signals.dense[i]!, null, reading.coverage, signals.captionTier?.[i] ?? signals.captionDense?.[i] ?? null))),
  }));
  return ranked.sort((a, b) => b.fused - a.fused || b.dense - a.dense || a.index - b.index);
}

/**
 * Fields deep search reads by label alone. Layout: the measured layout scores are the analysis the
 * layout label started from, and where the curator corrected the label by eye they disagree with
 * it; blended back in they reordered the pages of an asked layout against the eye (on the gold
 * set, deep nDCG@10 0.810 → 0.812 and P@5 0.839 → 0.852 without them).
 */
export const LABEL_ONLY: ReadonlySet<FacetField> = new Set(['layout']);

/**
 * Re-ranks the first `pool` of a fast ranking on measured design facets: each asked facet now
 * scores half by the entry's label and half by how closely its measured palette, type, corners
 * and layout come to it, so near misses rank above far ones within a label group. Then the same
 * fusion as fast, over the pool.
 */
export function rankDeep(reading: QueryReading, entries: readonly RankEntry[], fast: Ranked[], pool: number): Ranked[] {
  const fields = cuesByField(reading.wants);
  if (fields.size === 0 && reading.avoids.length === 0) return fast;
  const head = fast.slice(0, pool);
  const blended = head.map((r) => {
    const measures = entries[r.index]!.measures;
    return agreement(reading, entries[r.index]!.facets, fields, (field, value) => (LABEL_ONLY.has(field) ? null : measureCue(measures, field, value)));
  });
  const w = fusionWeights(askedWeight(reading, fields), reading.coverage);
  const hasCaptions = fast.some((r) => r.captionDense > -1);
  // Ranks are taken over every candidate, as in fast, so each list keeps its fast weight: ranked
  // within the pool alone, the text lists' reciprocal ranks flatten (k = 60 over 60 places) and the
  // facets would outweigh them. Below the pool the label agreement stands in for the blended one.
  const fused = fuseRanks(fusionLists(reading, w, fast.map((r) => entries[r.index]!), {
    dense: fast.map((r) => r.dense),
    lexical: fast.map((r) => r.lexical),
    ...(hasCaptions ? { caption: fast.map((r) => r.caption), captionDense: fast.map((r) => r.captionDense) } : {}),
    ...(fast.some((r) => r.captionUnread > -1) ? { captionUnread: fast.map((r) => r.captionUnread) } : {}),
  }, fast.map((r, i) => (i < head.length ? blended[i]!.score : r.agreement.score) ?? 0)), fast.length);
  const rescored = head.map((r, i) => {
    const design = blended[i]!.score;
    return { ...r, fused: fused[i]!, design, calibrated: lookCapped(reading, entries[r.index]!.measures, entries[r.index]!.facets.theme, subjectCapped(reading, r.agreement, calibrated(r.agreement.score, r.dense, design, reading.coverage, r.captionTier ?? r.captionDense))) };
  });
  rescored.sort((a, b) => b.fused - a.fused || b.dense - a.dense || a.index - b.index);
  return [...rescored, ...fast.slice(pool)];
}

/**
 * Calibrated relevance 0..1: a logistic of facet agreement, semantic similarity and (deep) the
 * measured design agreement; a query without facets relies on the cosine alone. The coefficients
 * and tier bars are set by hand and checked on the gold set (`scripts/eval-search.ts --calibrate`
 * prints the share of results graded ≥ 1 and 2 per tier). A captioned page is calibrated on its
 * caption's cosine instead of the card text's (`CAPTIONED`).
 */
export function calibrated(facets: number | null, dense: number, design: number | null, coverage = 1, captionDense: number | null = null): number {
  // Deep's blended agreement replaces the label agreement: it is the same scale, better resolved.
  // Agreement vouches only for the part of the query that was read (issue 11 §2: when nothing
  // matches well the tier says related, never strong): "navy law firm" agreeing on navy is no
  // strong match for a law firm.
  const agreementScore = design ?? facets;
  const read = Math.max(0, Math.min(1, coverage));
  // With a caption (what the curator saw on the thumbnail), its cosine predicts the eye's grade far
  // better than the card text's (measured on the gold set's top 10s: grade ≥ 1 in 93% of results
  // whose caption cosine is ≥ 0.5, 41% below 0.2), so it replaces it.
  if (captionDense !== null && captionDense > -1) {
    const zc = CAPTIONED.intercept + CAPTIONED.facets * (agreementScore ?? 0) * read + CAPTIONED.caption * captionDense;
    return 1 / (1 + Math.exp(-zc));
  }
  const z = agreementScore === null
    ? CALIBRATION.intercept + CALIBRATION.denseOnly * dense
    : CALIBRATION.intercept + CALIBRATION.facets * agreementScore * Math.max(0, Math.min(1, coverage)) + CALIBRATION.dense * dense;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Issue 11 §2: a page whose subject is not the one asked is at best half of what the designer
 * wants (the look without the subject), so when the query names an industry (even weakly:
 * "jewelry" → fashion) and the page has none of the asked ones, its score stays below the `good`
 * bar: tier `related`, never `strong`, however well the look agrees.
 */
export function subjectCapped(reading: QueryReading, agreement: Agreement, score: number): number {
  const asked = reading.wants.some((c) => c.field === 'industry');
  if (!asked || agreement.matched.some((c) => c.field === 'industry')) return score;
  return Math.min(score, SUBJECT_MISSED_CAP);
}

/** Just below the `good` bar. */
export const SUBJECT_MISSED_CAP = 0.44;

/**
 * Issue 11 §2: a color (or light or dark) the query asks for outright and the page's thumbnail
 * visibly lacks (seen-look.ts `visiblyMissing`: a "hot pink shop" whose only pink is a button)
 * keeps the page below the `strong` bar, however well the rest agrees: it is at best `good`.
 */
export function lookCapped(reading: QueryReading, measures: DesignMeasures, labelledTheme: EntryFacets['theme'], score: number): number {
  // Only a score above the cap can change (most candidates are below it: no need to look).
  return score > LOOK_MISSED_CAP && visiblyMissing(reading, measures, labelledTheme === 'light' || labelledTheme === 'dark' ? labelledTheme : null) ? LOOK_MISSED_CAP : score;
}

/** Just below the `strong` bar. */
export const LOOK_MISSED_CAP = 0.74;

export const CALIBRATION = { intercept: -6, facets: 8, dense: 4, denseOnly: 10 };
/**
 * Captioned pages: a logistic fit of "graded ≥ 1 by eye" on the gold set's fast top 10s (640
 * results), shifted so the tier bars keep their meaning: strong ≈ 0.9 graded ≥ 1 (0.6 graded 2),
 * good ≈ 0.6, related ≈ 0.4 (0.06 graded 2).
 */
export const CAPTIONED = { intercept: -3.15, facets: 3, caption: 4.7 };

const TIER_ORDER: readonly Match[] = ['related', 'good', 'strong'];

/**
 * Tiers down a result list: each card's own tier, never above the tier of a card ranked before
 * it (a lower-ranked card does not claim more confidence than a higher one). `skip` marks cards
 * outside the ranking (the discovery exemplar), which get their own tier and constrain nothing.
 */
export function listTiers(scores: readonly number[], skip: readonly boolean[] = []): Match[] {
  let cap = TIER_ORDER.length - 1;
  return scores.map((score, i) => {
    const own = TIER_ORDER.indexOf(tierOf(score));
    if (skip[i]) return TIER_ORDER[own]!;
    cap = Math.min(cap, own);
    return TIER_ORDER[cap]!;
  });
}

/** Spec §2.6 match tier. */
export function tierOf(calibratedScore: number): Match {
  if (calibratedScore >= TIERS.strong) return 'strong';
  if (calibratedScore >= TIERS.good) return 'good';
  return 'related';
}

export const TIERS = { strong: 0.75, good: 0.45 };
