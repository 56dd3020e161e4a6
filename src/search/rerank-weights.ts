/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Regenerate them with that script (--write) after the corpus, the gold set or a ranking
 * signal changes, and keep the refit only if its cross-validated figure holds and eval:search agrees
 * end to end. Fitted on the 726-page corpus (round 8) with the caption's best phrase (`captionPhrase`):
 * cross-validated nDCG@10 0.858 fast / 0.869 deep (0.855 / 0.865 without the phrase); end to end
 * 0.856 / 0.866, as with the weights fitted on 704 pages. On the 750-page corpus (round 9, 4,323 grades)
 * they score 0.860 / 0.867 end to end; a refit there cross-validates alike (0.861 / 0.869) and scores
 * 0.859 / 0.867, so they stay. At their fit: {"fast":{"queries":66,"fused_order_ndcg10":0.8218,"cross_validated_ndcg10":0.8584,"fitted_on_all_ndcg10":0.8629},"deep":{"queries":66,"fused_order_ndcg10":0.8288,"cross_validated_ndcg10":0.869,"fitted_on_all_ndcg10":0.8715}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.684, deepPlace: 0, dense: 0.062, captionDense: 0.447, captionUnread: 0.363, lexical: 0.386, captionLexical: 1.582, agreement: 1.607, design: 0, subject: 0.134, showcase: 0.18, innerPage: -1.274, captionDenseRead: 0.369, agreementRead: 1.498, seenColor: 0.394, seenTheme: 0.832, seenGray: 0.605, seenVivid: -0.449, seenPhoto: -0.065, seenMissing: -0.958, moodLabel: 1.168, captionPhrase: 0.946 },
  deep: { fastPlace: 0.175, deepPlace: 0.548, dense: 0.043, captionDense: 0.434, captionUnread: 0.355, lexical: 0.258, captionLexical: 1.591, agreement: 1.303, design: 1.199, subject: 0.024, showcase: 0.161, innerPage: -1.276, captionDenseRead: 0.359, agreementRead: 1.215, seenColor: 0.366, seenTheme: 0.662, seenGray: 0.507, seenVivid: -0.482, seenPhoto: -0.071, seenMissing: -0.913, moodLabel: 1.004, captionPhrase: 0.91 },
};
