/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Refit them with that script after the corpus, the gold set or a ranking signal changes,
 * and keep the new ones (--write) only if eval:search agrees end to end: these were fitted on the
 * 613-page corpus; a refit on the 664-page one had a better cross-validated pool (0.842 / 0.852)
 * but scored lower end to end (0.837 / 0.845 against 0.838 / 0.851), so they stay. At the last fit: {"fast":{"queries":66,"fused_order_ndcg10":0.8182,"cross_validated_ndcg10":0.8461,"fitted_on_all_ndcg10":0.8497},"deep":{"queries":66,"fused_order_ndcg10":0.8207,"cross_validated_ndcg10":0.8487,"fitted_on_all_ndcg10":0.8543}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.793, deepPlace: 0, dense: -0.018, captionDense: 0.469, captionUnread: 0.442, lexical: 0.273, captionLexical: 1.487, agreement: 1.913, design: 0, subject: -0.121, showcase: 0.113, innerPage: -1.369, captionDenseRead: 0.383, agreementRead: 1.845 },
  deep: { fastPlace: 0.174, deepPlace: 0.608, dense: -0.01, captionDense: 0.478, captionUnread: 0.455, lexical: 0.207, captionLexical: 1.54, agreement: 1.471, design: 1.47, subject: -0.191, showcase: 0.098, innerPage: -1.365, captionDenseRead: 0.393, agreementRead: 1.43 },
};
