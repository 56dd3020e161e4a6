/**
 * The re-scoring model's weights (rerank.ts), fitted by eval/search/fit-rerank.ts on the designer
 * gold set. Regenerate them with that script (--write) after the corpus, the gold set or a ranking
 * signal changes, and keep the refit only if its cross-validated figure holds and eval:search agrees
 * end to end. Fitted on the 704-page corpus (4,189 grades) with the caption's best phrase
 * (`captionPhrase`) added: cross-validated nDCG@10 0.852 → 0.856 fast, 0.861 → 0.863 deep; end to end
 * 0.854 → 0.853 fast, 0.859 → 0.860 deep. At the last fit: {"fast":{"queries":66,"fused_order_ndcg10":0.8187,"cross_validated_ndcg10":0.8558,"fitted_on_all_ndcg10":0.8597},"deep":{"queries":66,"fused_order_ndcg10":0.8262,"cross_validated_ndcg10":0.863,"fitted_on_all_ndcg10":0.867}}
 */
import type { RerankWeights } from './rerank.js';

export const RERANK_WEIGHTS: Readonly<Record<'fast' | 'deep', RerankWeights>> = {
  fast: { fastPlace: 0.697, deepPlace: 0, dense: 0.104, captionDense: 0.431, captionUnread: 0.349, lexical: 0.305, captionLexical: 1.539, agreement: 1.608, design: 0, subject: 0.127, showcase: 0.146, innerPage: -1.28, captionDenseRead: 0.355, agreementRead: 1.504, seenColor: 0.392, seenTheme: 0.802, seenGray: 0.541, seenVivid: -0.458, seenPhoto: -0.068, seenMissing: -0.947, moodLabel: 1.129, captionPhrase: 0.913 },
  deep: { fastPlace: 0.234, deepPlace: 0.488, dense: 0.088, captionDense: 0.428, captionUnread: 0.349, lexical: 0.192, captionLexical: 1.554, agreement: 1.301, design: 1.212, subject: 0.022, showcase: 0.128, innerPage: -1.283, captionDenseRead: 0.354, agreementRead: 1.221, seenColor: 0.365, seenTheme: 0.642, seenGray: 0.457, seenVivid: -0.485, seenPhoto: -0.073, seenMissing: -0.9, moodLabel: 0.978, captionPhrase: 0.887 },
};
