/**
 * How component verdicts become one score (spec §2.9: 0..1). Documented in the README:
 *
 *   w     = Σ wᵢ·sᵢ / Σ wᵢ   over the components with a score
 *   score = min( w,  c · (0.5 + 0.5·w) )   where c is the lowest cap's max_score (1 without caps)
 *
 * Weights favour what makes a brand recognisable first (color, then type, then components).
 * Caps are brand-breaking faults a comparer reports (e.g. no brand primary within ΔE00 5): no
 * amount of agreement elsewhere lifts the score above them — and below the cap the score still
 * falls as the rest gets worse, so a capped page that drifts further scores lower.
 */
import type { ComponentId, ComponentVerdict, Fix, VerdictCap, VerdictIssue } from './types.js';

export const COMPONENT_WEIGHTS: Readonly<Record<ComponentId, number>> = Object.freeze({
  colors: 0.4,
  typography: 0.3,
  components: 0.1,
  shape: 0.06,
  spacing: 0.05,
  elevation: 0.04,
  contrast: 0.05,
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
  return round(Math.max(0, Math.min(weighted, cap * (0.5 + 0.5 * weighted))));
}

/**
 * Every cap that fired, lowest limit first (issue 10 §1: "every cap that fires is reported").
 * A comparer's cap without a rule id is named by its component.
 */
export function firedCaps(verdicts: readonly ComponentVerdict[]): VerdictCap[] {
  return verdicts
    .flatMap((v) => v.caps.map((c) => ({ rule: c.rule ?? `${v.component}_cap`, limit: round(c.max_score), evidence: c.evidence ?? c.reason, component: v.component })))
    .sort((a, b) => a.limit - b.limit || a.rule.localeCompare(b.rule));
}

/** What each scored component costs the overall score: its share of the weight × (1 − its score). */
export function componentCosts(verdicts: readonly ComponentVerdict[]): { component: ComponentId; cost: number }[] {
  const scored = verdicts.filter((v) => v.score !== null);
  const totalWeight = scored.reduce((sum, v) => sum + COMPONENT_WEIGHTS[v.component], 0);
  return scored
    .map((v) => ({ component: v.component, cost: round((COMPONENT_WEIGHTS[v.component] / totalWeight) * (1 - v.score!)) }))
    .sort((a, b) => b.cost - a.cost || a.component.localeCompare(b.component));
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
    .flatMap((v) => mergeFixes(withSeverity(v)).map(({ fix, severity }) => ({ fix: { ...fix, component: v.component }, gain: fix.predicted_gain ?? predictedGain(v, severity, verdicts) })))
    .sort((a, b) => b.gain - a.gain || order(a.fix.component!) - order(b.fix.component!) || JSON.stringify(a.fix).localeCompare(JSON.stringify(b.fix)))
    .slice(0, MAX_FIXES)
    .map(({ fix, gain }) => ({ ...fix, predicted_gain: round(gain) }));
  return {
    // Each recommendation ends with the score it is predicted to add (issue: "and the predicted score gain").
    recommendations: issues.slice(0, MAX_RECOMMENDATIONS).map((i) => `${i.message.replace(/\.?\s*$/, '.')} (predicted gain +${i.predicted_gain.toFixed(3)})`),
    issues: issues.slice(0, MAX_RECOMMENDATIONS),
    fixes,
  };
}

/**
 * Each fix's share of its component's deficit: the comparer's own estimate when it gives one
 * (`details.fix_severity`, in fix order), else in proportion to the elements the fix changes.
 */
function withSeverity(verdict: ComponentVerdict): { fix: Fix; severity: number }[] {
  const given = verdict.details['fix_severity'];
  const own = Array.isArray(given) && given.length === verdict.fixes.length ? (given as number[]) : null;
  const elements = (f: Fix): number => (f.action === 'add_color_token' ? 1 : Math.max(1, f.count));
  const total = verdict.fixes.reduce((sum, f) => sum + elements(f), 0);
  const deficit = verdict.score === null ? 0 : 1 - verdict.score;
  return verdict.fixes.map((fix, i) => ({ fix, severity: own ? own[i]! : (deficit * elements(fix)) / Math.max(1, total) }));
}

/**
 * One fix per change: fixes that make the same change (action, property, from → to) on different
 * selectors are merged, so the 20 fixes of a verdict cover as much of the page as possible and
 * applying them all leaves nothing further to snap.
 */
export function mergeFixes(fixes: readonly { fix: Fix; severity: number }[]): { fix: Fix; severity: number }[] {
  const merged = new Map<string, { fix: Fix; severity: number }>();
  for (const { fix, severity } of fixes) {
    const key = fix.action === 'add_color_token' ? `${fix.action}|${fix.value}` : `${fix.action}|${fix.property}|${fix.from}|${fix.to_value}`;
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { fix: fix.action === 'add_color_token' ? { ...fix } : { ...fix, selectors: [...fix.selectors] }, severity });
      continue;
    }
    seen.severity += severity;
    if (seen.fix.action === 'add_color_token' || fix.action === 'add_color_token') continue;
    for (const selector of fix.selectors) if (!seen.fix.selectors.includes(selector)) seen.fix.selectors.push(selector);
    seen.fix.count += fix.count;
  }
  return [...merged.values()];
}
