/**
 * One brand-adherence judgement: every comparer over the two sides, in COMPONENT_IDS order, each
 * verdict handed to `onComponent` as it finishes (partial verdicts, spec §2.9), then the score,
 * recommendations and fixes. Pure apart from the callback.
 */
import type { Comparer, ComponentId, ComponentVerdict, Fix, JudgeSide, VerdictCap } from './types.js';
import { COMPONENT_IDS } from './types.js';
import { combineScore, componentCosts, firedCaps, rankIssuesAndFixes } from './score.js';
import { withBrandContext } from './recommendation-context.js';

/** Bumped whenever a comparer changes what it reports: cached reports of other versions are not reused. */
export const VERIFIER_VERSION = 'verifier-7';

export interface Verdict {
  score: number | null;
  components: Partial<Record<ComponentId, ComponentVerdict>>;
  recommendations: string[];
  fixes: Fix[];
  /** Every cap that fired (issue 10 §1), lowest limit first. */
  caps: VerdictCap[];
  /** What each scored component costs the overall score, largest first. */
  costs: { component: ComponentId; cost: number }[];
}

export function summarize(verdicts: readonly ComponentVerdict[]): Verdict {
  const ranked = rankIssuesAndFixes(verdicts);
  return {
    score: combineScore(verdicts),
    components: Object.fromEntries(verdicts.map((v) => [v.component, v])),
    recommendations: ranked.recommendations,
    fixes: ranked.fixes,
    caps: firedCaps(verdicts),
    costs: componentCosts(verdicts),
  };
}

export async function judge(
  reference: JudgeSide,
  source: JudgeSide,
  comparers: readonly Comparer[],
  onComponent?: (id: ComponentId, verdict: ComponentVerdict) => void | Promise<void>,
  beforeComponent?: (id: ComponentId) => void,
): Promise<Verdict> {
  const verdicts: ComponentVerdict[] = [];
  for (const id of COMPONENT_IDS) {
    const comparer = comparers.find((c) => c.id === id);
    if (!comparer) continue;
    beforeComponent?.(id);
    let verdict: ComponentVerdict;
    try {
      // issue 10 §3: no recommendation to drop a value the brand uses; each says where the brand uses its target.
      verdict = withBrandContext(reference, comparer.compare(reference, source));
      // A comparer whose arithmetic met a missing value (NaN) has nothing to say: unscored, not NaN overall.
      if (verdict.score !== null && !Number.isFinite(verdict.score)) verdict = { ...verdict, score: null, summary: `not judged: no comparable values (${verdict.summary})` };
    } catch (error) {
      // A comparer that breaks leaves its component unscored rather than sinking the verdict.
      verdict = { component: id, score: null, summary: `not judged: ${error instanceof Error ? error.message : String(error)}`, issues: [], fixes: [], caps: [], details: {} };
    }
    verdicts.push(verdict);
    await onComponent?.(id, verdict);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return summarize(verdicts);
}
