/**
 * Contrast comparer (issue 5 §2 "contrast (rendered pairs)"): every text node of the source, its
 * painted color over the backdrop it is painted on, against WCAG 2 AA (1.4.3: 4.5:1, large text
 * ≥ 24px or ≥ 18.66px bold 3:1).
 *
 * score = min(1, the source's pass share ÷ the reference's pass share): a source is not penalized
 * below what the reference itself does. Pass share is area-weighted with a graded credit (1 at AA,
 * falling quadratically to 0 at 1:1), so a pair sliding under AA costs gradually. Issues name the
 * source's failing pairs except those the reference renders itself (same colors within ΔE00 2):
 * those are the brand's own choice, neither recommended against nor costing score (a login card
 * in the brand's orange with the brand's white text on it, as on the home page).
 * Near-invisible text over an image or gradient (ratio < 1.5) is painted on something we cannot
 * see and is left out, as in the colors section; so is any text on a photo backdrop
 * (photo-backdrop.ts), whose real backdrop is the photo's pixels, not its fallback color.
 *
 * Fixes (snap_to_token on `color`), only when they keep to the brand: a text carrying a color
 * role gets the reference's value for that role when it passes; any other text gets the nearest
 * passing reference token when it is unambiguous (at most half as far as the next passing one).
 * Pairs are judged on the backdrop the colors fixes will leave (colors-plan), so the two
 * comparers' fixes agree and applying both converges.
 */
import type { ComponentVerdict, Comparer, JudgeSide, SnapToTokenFix, VerdictIssue } from '../types.js';
import { colorModel, DEAD_ZONE, deltaE, round, type ColorModel, type ColorToken, type TextPaint } from './colors-model.js';
import { colorsPair, useKey, type ColorsPair } from './colors-plan.js';
import { acceptable, passCredit, ratio, requiredRatio } from './colors-safety.js';
import { fmt, nameElements, nodeCount, refsOf, selectorsOf } from './colors-words.js';
import { onPhoto } from './photo-backdrop.js';

const ISSUES_MAX = 20;
const PAIRS_MAX = 12;
/** Text over an image this faint is painted on something else (colors-contrast does the same). */
const OVER_IMAGE_FLOOR = 1.5;

export const contrastComparer: Comparer = {
  id: 'contrast',
  compare: compareContrast,
};

interface Reading {
  t: TextPaint;
  ratio: number;
  credit: number;
  /** The reference renders this very pair. */
  inherited: boolean;
}

function read(model: ColorModel, inherited: (t: TextPaint) => boolean): { readings: Reading[]; area: number; rate: number; aa: number } {
  const readings: Reading[] = [];
  let area = 0;
  let passed = 0;
  let passedAa = 0;
  for (const t of model.texts) {
    if (t.area <= 0) continue;
    const r = ratio(t.hex, t.backdrop);
    if (t.over_image && r < OVER_IMAGE_FLOOR) continue;
    // Text on a photo is read against pixels the capture does not hold, not its fallback color.
    if (t.over_image && onPhoto(model.ctx, t.node_id)) continue;
    const credit = passCredit(r, t.large);
    const reading = { t, ratio: r, credit, inherited: credit < 1 && inherited(t) };
    readings.push(reading);
    area += t.area;
    // A pair the reference renders itself is the brand's own choice (issue 10 §1: what the brand
    // uses anywhere is on-brand): it costs the source nothing, as it is not recommended against.
    passed += t.area * (reading.inherited ? 1 : credit);
    passedAa += t.area * credit;
  }
  return { readings, area, rate: area > 0 ? passed / area : 1, aa: area > 0 ? passedAa / area : 1 };
}

export function compareContrast(reference: JudgeSide, source: JudgeSide): ComponentVerdict {
  const pair = colorsPair(reference, source);
  const ref = read(colorModel(reference), () => false);
  const src = read(pair.src, (t) => pair.refPairs.renders(t.hex, t.backdrop, t.large));
  if (src.area <= 0) {
    return { component: 'contrast', score: null, summary: 'Nothing to compare: the source has no measurable text.', issues: [], fixes: [], caps: [], details: { source_text_area: 0 } };
  }
  const score = round(ref.rate > 0 ? Math.min(1, src.rate / ref.rate) : 1);
  const failing = src.readings.filter((r) => r.credit < 1 && !r.inherited);
  const groups = groupFailures(failing);
  const issues: VerdictIssue[] = [];
  const snaps: { t: TextPaint; to: string; token: string }[] = [];
  for (const g of groups) {
    const first = g.readings[0]!;
    const plans = g.readings.map((r) => ({ r, plan: planFor(pair, r.t) }));
    for (const { r, plan } of plans) if (plan.fix) snaps.push({ t: r.t, to: plan.target!, token: plan.token! });
    const plan = plans[0]!.plan;
    const severity = round(g.loss / src.area);
    const items = g.readings.map((r) => r.t);
    const head = `Text ${nameElements(items)} is ${first.t.hex} on ${first.t.backdrop} at ${fmt(first.ratio)}:1, below WCAG AA ${requiredRatio(first.t.large)}:1`;
    issues.push({
      severity,
      property: plan.property,
      current: plan.property === 'color' ? first.t.hex : first.t.backdrop,
      target: plan.target ?? plan.best,
      elements: refsOf(items),
      message: `${head}; ${plan.advice}.`,
    });
  }
  issues.sort((a, b) => b.severity - a.severity || a.message.localeCompare(b.message));
  const fixes = contrastFixes(snaps, failing, src.area);
  return {
    component: 'contrast',
    score,
    summary: failing.length === 0 ? `All measured text passes WCAG AA or repeats the reference's own pairs (pass share ${fmt(src.rate, 3)}, reference ${fmt(ref.rate, 3)}).` : `${nodeCount(failing.map((r) => r.t))} text node(s) fail WCAG AA with pairs the reference does not use (pass share ${fmt(src.rate, 3)}, reference ${fmt(ref.rate, 3)}): ${issues[0]!.message}`,
    issues: issues.slice(0, ISSUES_MAX),
    fixes: fixes.map((f) => f.fix),
    caps: [],
    details: {
      source_pass_rate: round(src.rate),
      /** The pass share by WCAG alone, the brand's own pairs included as they measure. */
      source_aa_pass_rate: round(src.aa),
      reference_pass_rate: round(ref.rate),
      source_text_area: Math.round(src.area),
      text_nodes: src.readings.length,
      failing_nodes: failing.length,
      inherited_failing_nodes: src.readings.filter((r) => r.inherited).length,
      fix_severity: fixes.map((f) => f.severity),
      failing_pairs: groups.slice(0, PAIRS_MAX).map((g) => ({
        text: g.readings[0]!.t.hex,
        background: g.readings[0]!.t.backdrop,
        size: g.readings[0]!.t.large ? 'large' : 'normal',
        ratio: round(g.readings[0]!.ratio, 2),
        required: requiredRatio(g.readings[0]!.t.large),
        count: g.readings.length,
        area_ratio: round(g.area / src.area),
      })),
    },
  };
}

function groupFailures(failing: readonly Reading[]): { readings: Reading[]; area: number; loss: number }[] {
  const groups = new Map<string, { readings: Reading[]; area: number; loss: number }>();
  for (const r of failing) {
    const key = `${r.t.hex}|${r.t.backdrop}|${r.t.large ? 'L' : 'N'}`;
    const g = groups.get(key) ?? { readings: [], area: 0, loss: 0 };
    g.readings.push(r);
    g.area += r.t.area;
    g.loss += r.t.area * (1 - r.credit);
    groups.set(key, g);
  }
  return [...groups.entries()].sort((a, b) => b[1].loss - a[1].loss || a[0].localeCompare(b[0])).map(([, g]) => g);
}

interface TextPlan {
  property: 'color' | 'background-color';
  /** The exact reference value to use; null when no reference color passes. */
  target: string | null;
  /** The best reference color when none passes (highest ratio). */
  best: string;
  token: string | null;
  fix: boolean;
  advice: string;
}

/** What to do about one failing text (see the header: role value, else nearest passing token). */
function planFor(pair: ColorsPair, t: TextPaint): TextPlan {
  const backdrop = (t.backdrop_node !== null ? pair.backgrounds.get(t.backdrop_node) : undefined) ?? t.backdrop;
  const best = bestRatio(pair.tokens, backdrop);
  if (backdrop !== t.backdrop && acceptable(pair.refPairs, t.hex, backdrop, t.large)) {
    const after = ratio(t.hex, backdrop);
    const outcome = after >= requiredRatio(t.large) ? `brings it to ${fmt(after)}:1` : `makes it a pair the reference itself uses (${fmt(after)}:1)`;
    return { property: 'background-color', target: backdrop, best, token: null, fix: false, advice: `the colors fix snapping its background to ${backdrop} ${outcome}` };
  }
  const claim = pair.claims.get(useKey(t.node_id, 'color'));
  // A recommended color must really pass; the reference's own failing pairs are only excused.
  const passing = pair.tokens.filter((k) => ratio(k.value, backdrop) >= requiredRatio(t.large));
  if (passing.length === 0) {
    return { property: 'color', target: null, best, token: null, fix: false, advice: `no reference color reaches it on ${backdrop}; the best is ${best} (${fmt(ratio(best, backdrop))}:1), or use the reference background ${pair.ref.roles.background?.value ?? best} behind it` };
  }
  const textual = passing.filter((k) => k.sources.includes('text'));
  const pool = (textual.length > 0 ? textual : passing).map((k) => ({ k, d: deltaE(t.hex, k.value) })).sort((a, b) => a.d - b.d || a.k.value.localeCompare(b.k.value));
  const nearest = pool[0]!;
  if (claim) {
    const roleValue = claim.target;
    if (acceptable(pair.refPairs, roleValue, backdrop, t.large)) {
      return { property: 'color', target: roleValue, best, token: claim.check.role, fix: claim.check.fixable, advice: `use ${claim.check.targetWords} ${roleValue} (${fmt(ratio(roleValue, backdrop))}:1)` };
    }
    // Swapping a role's color for another token would trade brand adherence for contrast.
    const role = deltaE(roleValue, t.hex) <= DEAD_ZONE ? `it is ${claim.check.targetWords} ${roleValue}, which fails on ${backdrop} too` : `${claim.check.targetWords} ${roleValue} fails too (${fmt(ratio(roleValue, backdrop))}:1)`;
    return { property: 'color', target: nearest.k.value, best, token: null, fix: false, advice: `${role}; the nearest passing reference color is ${nearest.k.value} (${fmt(ratio(nearest.k.value, backdrop))}:1)` };
  }
  const second = pool[1];
  const unambiguous = !second || nearest.d <= 0.5 * second.d;
  const words = pair.ref.roles.text?.value === nearest.k.value ? 'the reference text color' : 'the nearest passing reference color';
  return { property: 'color', target: nearest.k.value, best, token: nearest.k.name, fix: unambiguous && claim === undefined, advice: `use ${words} ${nearest.k.value} (${fmt(ratio(nearest.k.value, backdrop))}:1)` };
}

function bestRatio(tokens: readonly ColorToken[], backdrop: string): string {
  let best = tokens[0]?.value ?? '#000000';
  for (const k of tokens) if (ratio(k.value, backdrop) > ratio(best, backdrop)) best = k.value;
  return best;
}

/** Snaps grouped per (from, to), worst first, each with its share of the text area's loss. */
function contrastFixes(snaps: readonly { t: TextPaint; to: string; token: string }[], failing: readonly Reading[], area: number): { fix: SnapToTokenFix; severity: number }[] {
  const loss = new Map(failing.map((r) => [r.t.node_id, r.t.area * (1 - r.credit)]));
  const groups = new Map<string, { from: string; to: string; token: string; items: TextPaint[]; loss: number }>();
  for (const s of snaps) {
    const key = `${s.t.hex}|${s.to}`;
    const g = groups.get(key) ?? { from: s.t.hex, to: s.to, token: s.token, items: [], loss: 0 };
    g.items.push(s.t);
    g.loss += loss.get(s.t.node_id) ?? 0;
    groups.set(key, g);
  }
  // One value per selector: a selector several groups want differently is left out.
  const wanted = new Map<string, Set<string>>();
  for (const g of groups.values()) for (const t of g.items) wanted.set(t.selector, (wanted.get(t.selector) ?? new Set()).add(g.to));
  return [...groups.values()]
    .sort((a, b) => b.loss - a.loss || (a.from + a.to < b.from + b.to ? -1 : 1))
    .map((g) => ({ g, items: g.items.filter((t) => wanted.get(t.selector)!.size === 1) }))
    .filter(({ items }) => items.length > 0)
    .map(({ g, items }) => ({
      fix: { action: 'snap_to_token', component: 'contrast', property: 'color', from: g.from, to_value: g.to, token: g.token, selectors: selectorsOf(items), count: nodeCount(items), delta_e: round(deltaE(g.from, g.to), 2) },
      severity: round(g.loss / area),
    }));
}
