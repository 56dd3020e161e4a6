/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Regenerate them with that script (--write) after the corpus, the gold set or a ranking
 * signal changes. At the last fit: {"fast":{"queries":66,"fused_order_ndcg10":0.8178,"cross_validated_ndcg10":0.8454,"fitted_on_all_ndcg10":0.8493},"deep":{"queries":66,"fused_order_ndcg10":0.8205,"cross_validated_ndcg10":0.8482,"fitted_on_all_ndcg10":0.8544}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.786, deepPlace: 0, dense: -0.03, captionDense: 0.48, captionUnread: 0.429, lexical: 0.278, captionLexical: 1.435, agreement: 1.929, design: 0, subject: -0.12, showcase: 0.1, innerPage: -1.378, captionDenseRead: 0.388, agreementRead: 1.856 },
  deep: { fastPlace: 0.178, deepPlace: 0.593, dense: -0.019, captionDense: 0.489, captionUnread: 0.444, lexical: 0.213, captionLexical: 1.492, agreement: 1.486, design: 1.475, subject: -0.189, showcase: 0.087, innerPage: -1.372, captionDenseRead: 0.398, agreementRead: 1.442 },
};
