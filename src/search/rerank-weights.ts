/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Regenerate them with that script (--write) after the corpus, the gold set or a ranking
 * signal changes, and keep the refit only if its cross-validated figure holds and eval:search agrees
 * end to end. These were fitted on the 664-page corpus (3,950 grades); on the 704-page corpus with
 * every top-20 result graded (4,189) a refit cross-validates alike (0.852 fast / 0.861 deep) but
 * scores lower end to end (0.851 / 0.858 against 0.854 / 0.859), so they stay. At their fit: {"fast":{"queries":66,"fused_order_ndcg10":0.816,"cross_validated_ndcg10":0.8516,"fitted_on_all_ndcg10":0.8552},"deep":{"queries":66,"fused_order_ndcg10":0.8175,"cross_validated_ndcg10":0.854,"fitted_on_all_ndcg10":0.8603}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.739, deepPlace: 0, dense: 0.1, captionDense: 0.597, captionUnread: 0.434, lexical: 0.195, captionLexical: 1.625, agreement: 1.579, design: 0, subject: 0.175, showcase: 0.093, innerPage: -1.291, captionDenseRead: 0.493, agreementRead: 1.513, seenColor: 0.381, seenTheme: 0.703, seenGray: 0.746, seenVivid: -0.186, seenPhoto: -0.181, seenMissing: -0.802, moodLabel: 1.114 },
  deep: { fastPlace: 0.183, deepPlace: 0.573, dense: 0.094, captionDense: 0.59, captionUnread: 0.439, lexical: 0.096, captionLexical: 1.65, agreement: 1.253, design: 1.238, subject: 0.083, showcase: 0.075, innerPage: -1.294, captionDenseRead: 0.49, agreementRead: 1.209, seenColor: 0.352, seenTheme: 0.526, seenGray: 0.658, seenVivid: -0.244, seenPhoto: -0.183, seenMissing: -0.747, moodLabel: 0.956 },
};
