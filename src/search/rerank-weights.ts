/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Regenerate them with that script (--write) after the corpus, the gold set or a ranking
 * signal changes. At the last fit: {"fast":{"queries":66,"fused_order_ndcg10":0.816,"cross_validated_ndcg10":0.8453,"fitted_on_all_ndcg10":0.8499},"deep":{"queries":66,"fused_order_ndcg10":0.8175,"cross_validated_ndcg10":0.8548,"fitted_on_all_ndcg10":0.8568}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.806, deepPlace: 0, dense: 0.048, captionDense: 0.52, captionUnread: 0.369, lexical: 0.113, captionLexical: 1.56, agreement: 1.832, design: 0, subject: 0.064, showcase: 0.068, innerPage: -1.33, captionDenseRead: 0.424, agreementRead: 1.755, seenColor: 0.363, seenTheme: 0.714, seenGray: 0.722, seenVivid: -0.203, seenPhoto: -0.354, seenMissing: -0.794 },
  deep: { fastPlace: 0.198, deepPlace: 0.612, dense: 0.053, captionDense: 0.531, captionUnread: 0.39, lexical: 0.025, captionLexical: 1.599, agreement: 1.418, design: 1.416, subject: -0.021, showcase: 0.054, innerPage: -1.326, captionDenseRead: 0.437, agreementRead: 1.369, seenColor: 0.335, seenTheme: 0.527, seenGray: 0.631, seenVivid: -0.267, seenPhoto: -0.361, seenMissing: -0.738 },
};
