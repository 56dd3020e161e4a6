/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Regenerate them with that script (--write) after the corpus, the gold set or a ranking
 * signal changes. At the last fit: {"fast":{"queries":66,"fused_order_ndcg10":0.816,"cross_validated_ndcg10":0.8453,"fitted_on_all_ndcg10":0.8494},"deep":{"queries":66,"fused_order_ndcg10":0.8175,"cross_validated_ndcg10":0.8549,"fitted_on_all_ndcg10":0.8561}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.805, deepPlace: 0, dense: 0.048, captionDense: 0.52, captionUnread: 0.369, lexical: 0.114, captionLexical: 1.559, agreement: 1.831, design: 0, subject: 0.063, showcase: 0.066, innerPage: -1.331, captionDenseRead: 0.424, agreementRead: 1.755, seenColor: 0.362, seenTheme: 0.714, seenGray: 0.726, seenVivid: -0.203, seenPhoto: -0.14, seenMissing: -0.794 },
  deep: { fastPlace: 0.197, deepPlace: 0.612, dense: 0.053, captionDense: 0.532, captionUnread: 0.39, lexical: 0.026, captionLexical: 1.598, agreement: 1.417, design: 1.416, subject: -0.021, showcase: 0.051, innerPage: -1.327, captionDenseRead: 0.438, agreementRead: 1.369, seenColor: 0.335, seenTheme: 0.527, seenGray: 0.635, seenVivid: -0.266, seenPhoto: -0.153, seenMissing: -0.738 },
};
