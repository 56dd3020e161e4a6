/**
 * The last ranking step (issue 11 §2): the first `RERANK_POOL` pages of the fused ranking (fast,
 * or deep's re-fused pool) re-scored by a linear model of what each page has — its places in the
 * fused rankings, the caption's cosine (whole, and its best phrase's) and BM25, the card's cosine and BM25, facet agreement (and
 * deep's measured agreement), whether the asked subject is met, whether the page is its
 * template's entry page. Reciprocal rank fusion keeps only the order of each signal; the model
 * also weighs how far apart the pages are (a caption that names the asked thing outright, a page
 * agreeing on every asked facet against one agreeing on half).
 *
 * The weights are fitted on the designer gold set (eval/search/fit-rerank.ts: pairwise logistic
 * loss over the graded pages of each query's pool, the same way the tier calibration was fitted),
 * one set for fast and one for deep; their cross-validated nDCG@10 (6 folds by query, three
 * shuffles) is what they are kept for, not their fit. Pure.
 */
import type { Ranked, RankEntry } from './rank.js';
import type { QueryReading } from './query-tags.js';
import { seenAspects, visiblyMissing } from './seen-look.js';
import { cuesByField, valueMatch } from './facet-match.js';

/** How many of the fused ranking's first pages are re-scored. */
export const RERANK_POOL = 80;

export const RERANK_FEATURES = [
  'fastPlace', 'deepPlace', 'dense', 'captionDense', 'captionUnread', 'lexical', 'captionLexical',
  'agreement', 'design', 'subject', 'showcase', 'innerPage', 'captionDenseRead', 'agreementRead',
  'seenColor', 'seenTheme', 'seenGray', 'seenVivid', 'seenPhoto', 'seenMissing',
  'moodLabel', 'captionPhrase', 'entryCaption', 'entryPhrase', 'seenLayout', 'seenMuted',
] as const;
export type RerankFeature = (typeof RERANK_FEATURES)[number];
export type RerankWeights = Readonly<Record<RerankFeature, number>>;

const SHOWCASE = new Set(['homepage', 'landing_page']);

/** A page as the model reads it: its fused signals and facets, its id and identity. */
export type RerankEntry = RankEntry & { id: string; identity: string };

export interface RerankInput {
  reading: QueryReading;
  entries: readonly RerankEntry[];
  /** The fast ranking, best first. */
  fast: readonly Ranked[];
  /** Deep's ranking (rankDeep), best first; null in fast. */
  deep: readonly Ranked[] | null;
  /**
   * Best cosine of the query with one phrase of a candidate's caption (caption-vectors.ts
   * `captionPhrases`; −1 without a caption), by `Ranked.index`. A function, asked only for the
   * re-scored pool: every phrase of every candidate would cost a query about 1.5 ms. Absent for a
   * corpus without phrase vectors (the whole caption's cosine stands in).
   */
  captionPhrase?: (index: number) => number;
}

/**
 * The features of each of the first `pool` pages of the final fused order (deep's when given),
 * aligned with that order. Scores are put on one scale per query: BM25 over its best score,
 * places as −ln(place).
 */
export function rerankFeatures(input: RerankInput, pool = RERANK_POOL): { ranked: Ranked; features: Record<RerankFeature, number> }[] {
  const { reading, entries, fast, deep } = input;
  const order = deep ?? fast;
  const fastPlace = new Map(fast.map((r, i) => [r.index, i + 1]));
  const deepPlace = new Map(order.map((r, i) => [r.index, i + 1]));
  const maxLexical = Math.max(1e-9, ...fast.map((r) => r.lexical));
  const maxCaption = Math.max(1e-9, ...fast.map((r) => r.caption));
  const asksSubject = reading.wants.some((c) => c.field === 'industry');
  const coverage = Math.max(0, Math.min(1, reading.coverage));
  // Loud color and quiet color asked are two aspects, not one: see seenVivid / seenMuted below.
  const asksMuted = reading.wants.some((c) => c.field === 'saturation' && c.value === 'muted');
  // The asked moods by group (the moods one word stands for are alternatives), read once per query.
  const moods = cuesByField(reading.wants).get('mood') ?? [];
  const moodGroups = [...new Set(moods.map((c) => c.group ?? -1))].map((g) => moods.filter((c) => (c.group ?? -1) === g));
  // An inner page's caption says little of its look ("about page of …: the identity's header,
  // palette and type; mostly text blocks"), and the eye grades it by its template's look: of the
  // inner pages graded beside their entry page, 364 got the same grade, 293 a lower one, 11 a higher.
  // So each page also carries its template's entry page's caption match (its own for an entry page).
  const entryPages = new Map<string, Ranked>();
  for (const r of fast) { const e = entries[r.index]!; if (e.id === e.identity) entryPages.set(e.identity, r); }
  // A page's best caption phrase (the whole caption's cosine without phrase vectors), read once per
  // page: an entry page outside the pool stands in for each of its inner pages in it.
  const phrases = new Map<number, number>();
  const phraseOf = (r: Ranked): number => {
    let p = phrases.get(r.index);
    if (p === undefined) {
      const best = input.captionPhrase?.(r.index) ?? -1;
      p = best > -1 ? best : r.captionDense;
      phrases.set(r.index, p);
    }
    return p;
  };
  return order.slice(0, pool).map((r) => {
    const e = entries[r.index]!;
    const agreement = r.agreement.score ?? 0;
    const captionDense = r.captionDense;
    const entryPage = entryPages.get(e.identity) ?? r;
    const met = r.agreement.matched.some((c) => c.field === 'industry');
    const seen = seenAspects(reading, e.measures);
    // The asked moods the curator's labels give the page, on their own: in the agreement they are
    // one field among many, and they say much of what a designer means by a mood word.
    let moodLabel = 0;
    for (const group of moodGroups) moodLabel += Math.max(0, ...group.map((c) => (valueMatch(e.facets, 'mood', c.value) ?? 0) * c.weight)) / moodGroups.length;
    return {
      ranked: r,
      features: {
        fastPlace: -Math.log(fastPlace.get(r.index)!),
        deepPlace: -Math.log(deepPlace.get(r.index)!),
        dense: r.dense,
        captionDense,
        // Without unread words the whole query is what the caption is matched against.
        captionUnread: r.captionUnread > -1 ? r.captionUnread : captionDense,
        lexical: r.lexical / maxLexical,
        captionLexical: r.caption / maxCaption,
        agreement,
        design: r.design ?? agreement,
        subject: asksSubject ? (met ? 1 : -1) : 0,
        showcase: SHOWCASE.has(e.facets.page_type) ? 1 : 0,
        innerPage: e.id === e.identity ? 0 : 1,
        captionDenseRead: captionDense * coverage,
        agreementRead: agreement * coverage,
        // What the whole thumbnail shows of the asked look (seen-look.ts); 0 for what was not asked.
        seenColor: seen.color,
        seenTheme: seen.theme,
        seenGray: seen.palette,
        // How much vivid color the thumbnail shows where the query asks for it, and how little where
        // it asks for quiet color: one weight for both read the pages graded 2 for "playful and
        // colorful" (vivid 0.78 against 0.37 for the 0s) and for "grayscale" (muted) as one cue.
        seenVivid: asksMuted ? 0 : seen.saturation,
        seenMuted: asksMuted ? seen.saturation : 0,
        seenPhoto: seen.photo,
        // The first view's measured composition, where the query asks centered or left-aligned.
        seenLayout: seen.layout,
        seenMissing: visiblyMissing(reading, e.measures) ? 1 : 0,
        moodLabel,
        // The caption's phrase closest to the query ("script names" for "script handwritten headings").
        captionPhrase: phraseOf(r),
        // The template's entry page's caption: its cosine, and its best phrase's.
        entryCaption: entryPage.captionDense,
        entryPhrase: phraseOf(entryPage),
      },
    };
  });
}

/** The ranking with its first `pool` pages in the model's order (ties keep the fused order); the rest as they were. */
export function rerank(input: RerankInput, weights: RerankWeights, pool = RERANK_POOL): Ranked[] {
  const order = input.deep ?? input.fast;
  const scored = rerankFeatures(input, pool).map(({ ranked, features }, place) => ({
    ranked, place, score: RERANK_FEATURES.reduce((sum, f) => sum + weights[f] * features[f], 0),
  }));
  scored.sort((a, b) => b.score - a.score || a.place - b.place);
  return [...scored.map((s) => s.ranked), ...order.slice(pool)];
}
