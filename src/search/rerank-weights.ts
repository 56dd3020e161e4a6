/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Regenerate them with that script (--write) after the corpus, the gold set or a ranking
 * signal changes, and keep the refit only if its cross-validated figure holds and eval:search agrees
 * end to end. Fitted on the 753-page corpus (round 9, 4,335 grades) with a word read only as weak
 * cues counted half read (query-tags.ts) and the template's entry page's caption match on every page
 * (`entryCaption`, `entryPhrase`): cross-validated nDCG@10 0.865 fast / 0.872 deep (0.861 / 0.868
 * for the previous features on the same corpus); end to end 0.863 / 0.867 (0.860 / 0.867).
 * At their fit: {"fast":{"queries":66,"fused_order_ndcg10":0.8177,"cross_validated_ndcg10":0.8652,"fitted_on_all_ndcg10":0.8697},"deep":{"queries":66,"fused_order_ndcg10":0.8249,"cross_validated_ndcg10":0.8717,"fitted_on_all_ndcg10":0.8741}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.614, deepPlace: 0, dense: 0.046, captionDense: 0.297, captionUnread: 0.232, lexical: 0.37, captionLexical: 1.397, agreement: 1.669, design: 0, subject: 0.108, showcase: 0.199, innerPage: -1.337, captionDenseRead: 0.202, agreementRead: 1.577, seenColor: 0.466, seenTheme: 0.806, seenGray: 0.606, seenVivid: -0.489, seenPhoto: -0.047, seenMissing: -0.967, moodLabel: 1.18, captionPhrase: 0.626, entryCaption: 0.905, entryPhrase: 1.286 },
  deep: { fastPlace: 0.108, deepPlace: 0.545, dense: 0.029, captionDense: 0.292, captionUnread: 0.231, lexical: 0.249, captionLexical: 1.415, agreement: 1.352, design: 1.235, subject: -0.006, showcase: 0.18, innerPage: -1.34, captionDenseRead: 0.2, agreementRead: 1.296, seenColor: 0.44, seenTheme: 0.638, seenGray: 0.505, seenVivid: -0.518, seenPhoto: -0.054, seenMissing: -0.92, moodLabel: 1.009, captionPhrase: 0.604, entryCaption: 0.88, entryPhrase: 1.248 },
};
