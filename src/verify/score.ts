/**
 * How component verdicts become one score (spec §2.9: 0..1). Documented in the README:
 *
 *   score = min( Σ wᵢ·sᵢ / Σ wᵢ  over the components with a score,  every cap's max_score )
 *
 * Weights favour what makes a brand recognisable first (color, then type, then components).
 * Caps are brand-breaking faults a comparer reports (e.g. no brand primary within ΔE00 5): no
 * amount of agreement elsewhere lifts the score above them.
 */
import type { ComponentId, ComponentVerdict, Fix, VerdictIssue } from './types.js';

export const COMPONENT_WEIGHTS: Readonly<Record<ComponentId, number>> = Object.freeze({
  colors: 0.3,
  typography: 0.2,
  components: 0.15,
  shape: 0.1,
  spacing: 0.08,
  elevation: 0.07,
  contrast: 0.1,
});

export const MAX_RECOMMENDATIONS = 20;
export const MAX_FIXES = 20;

const round = (n: number, places = 4): number => Math.round(n * 10 ** places) / 10 ** places;

/** The overall score over the components finished so far; null before the first scored one. */
export function combineScore(verdicts: readonly ComponentVerdict[]): number | null {
  const scored = verdicts.filter((v) => v.score !== null);
  if (scored.length === 0) return null;
  const totalWeight = scored.reduce((sum, v) => sum + COMPONENT_WEIGHTS[v.component], 0);
  const weighted = scored.reduce((sum, v) => sum + COMPONENT_WEIGHTS[v.component] * v.score!, 0) / totalWeight;
  const cap = Math.min(1, ...verdicts.flatMap((v) => v.caps.map((c) => c.max_score)));
  return round(Math.max(0, Math.min(weighted, cap)));
}

/**
 * What fixing one issue would add to the overall score: its component's share of the weight
 * times the part of the component's deficit the issue accounts for.
 */
export function predictedGain(verdict: ComponentVerdict, severity: number, verdicts: readonly ComponentVerdict[]): number {
  if (verdict.score === null) return 0;
  const totalWeight = verdicts.filter((v) => v.score !== null).reduce((sum, v) => sum + COMPONENT_WEIGHTS[v.component], 0);
  const share = COMPONENT_WEIGHTS[verdict.component] / totalWeight;
  return round(share * Math.min(Math.max(0, severity), 1 - verdict.score), 4);
}

export interface RankedOutput {
  recommendations: string[];
  issues: (VerdictIssue & { component: ComponentId; predicted_gain: number })[];
  fixes: Fix[];
}

/** Worst first (largest predicted gain), at most 20 each (spec §8). Ties: component order, then message. */
export function rankIssuesAndFixes(verdicts: readonly ComponentVerdict[]): RankedOutput {
  const order = (c: ComponentId): number => Object.keys(COMPONENT_WEIGHTS).indexOf(c);
  const issues = verdicts
    .flatMap((v) => v.issues.map((issue) => ({ ...issue, component: v.component, predicted_gain: predictedGain(v, issue.severity, verdicts) })))
    .sort((a, b) => b.predicted_gain - a.predicted_gain || order(a.component) - order(b.component) || a.message.localeCompare(b.message));
  const fixes = verdicts
    .flatMap((v) => v.fixes.map((fix, index) => ({ fix: { ...fix, component: v.component }, gain: fix.predicted_gain ?? predictedGain(v, severityOfFix(v, index), verdicts) })))
    .sort((a, b) => b.gain - a.gain || order(a.fix.component!) - order(b.fix.component!) || JSON.stringify(a.fix).localeCompare(JSON.stringify(b.fix)))
    .slice(0, MAX_FIXES)
    .map(({ fix, gain }) => ({ ...fix, predicted_gain: round(gain) }));
  return {
    recommendations: issues.slice(0, MAX_RECOMMENDATIONS).map((i) => i.message),
    issues: issues.slice(0, MAX_RECOMMENDATIONS),
    fixes,
  };
}

/** A fix without its own estimate shares its component's deficit evenly with the others. */
function severityOfFix(verdict: ComponentVerdict, _index: number): number {
  return verdict.score === null ? 0 : (1 - verdict.score) / Math.max(1, verdict.fixes.length);
}
