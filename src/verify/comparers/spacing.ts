/**
 * Spacing comparer (issue 5 §2 "spacing: fit to the reference scale"). The source's paddings,
 * margins and gaps (spacing-samples) against the reference's spacing, two ways:
 * - elements both pages share (same selector path and tag: a reused header, footer, card) are
 *   held to the reference element's own values, property by property;
 * - every other value is fitted to the reference scale: 0.85 · fit (relative distance to the
 *   nearest value the reference uses — layout.spacing steps, spacing variables, and every value
 *   its own elements render, read the same way — dead zone max(2%, 0.5px)) + 0.15 · drift (how far
 *   the center of the source's spacing sits from the reference's on a log axis, so spacing that
 *   grows as a whole costs even where drifted values land on other steps).
 * cost = c · shared + (1 − c) · scale, c = the shared share of the values; score = 1 − cost.
 *
 * Fixes (snap_spacing, grouped by property and value): a shared element's value back to the
 * reference element's when that value is a reference step; any other value off the scale (beyond
 * the dead zone of every reference value) to its nearest step when that is unambiguous. Paddings of
 * buttons and fields are left to the components comparer (one fix per selector and property).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { ComponentVerdict, Comparer, JudgeSide, VerdictIssue } from '../types.js';
import { elementRefs, type FeatureElement } from '../features.js';
import { consolidateFixes, longhandsOf, type SideFix } from './spacing-fixes.js';
import { spacingProperties, spacingSamples, type SpacingSample } from './spacing-samples.js';
import { describeElements, distinctLengths, isUnambiguous, logDistance, nearestStep, pxText, reachableIds, round, smoothCost } from './spacing-snap.js';

export const spacingComparer: Comparer = {
  id: 'spacing',
  compare: compareSpacing,
};

const FIT_WEIGHT = 0.85;
const DRIFT_WEIGHT = 0.15;
const FIT_K = 0.08;
const SHARED_K = 0.2;
/** Two pages of one brand differ in content; their spacing centers differ by up to ~10%. */
const DRIFT_DEAD = 0.1;
const DRIFT_K = 0.3;
/** Components owns the paddings of buttons and fields (one fix per selector and property). */
const COMPONENT_KINDS = new Set(['button', 'input']);

interface LayoutSpacing {
  base_unit_px?: number | null;
  steps?: { px: number; count: number }[];
  evidence?: { css_variables?: { name: string; px: number }[] };
}

/** The dead zone for a value: 2%, or half a pixel for small values (sub-pixel rounding). */
function tolerance(value: number): number {
  return Math.max(0.02, Math.log((value + 0.5) / Math.max(value, 0.5)));
}

interface SharedItem {
  element: FeatureElement;
  property: string;
  source: number;
  reference: number;
  cost: number;
}

export function compareSpacing(reference: JudgeSide, source: JudgeSide): ComponentVerdict {
  const layout = (reference.designSystem.layout as { spacing?: LayoutSpacing } | undefined)?.spacing ?? {};
  const refSamples = spacingSamples(reference);
  const srcSamples = spacingSamples(source);
  const steps = distinctLengths([...(layout.steps ?? []).map((s) => s.px), ...(layout.evidence?.css_variables ?? []).map((v) => v.px)].filter((v) => v >= 1));
  const used = distinctLengths([...refSamples.map((s) => s.value), ...steps]);
  const shared = sharedItems(reference, source);
  if ((srcSamples.length === 0 && shared.length === 0) || used.length === 0) {
    return { component: 'spacing', score: null, summary: 'No spacing values to compare on one of the pages.', issues: [], fixes: [], caps: [], details: { source_samples: srcSamples.length, reference_samples: refSamples.length } };
  }
  const targets = steps.length > 0 ? steps : used;
  const maxTarget = targets.at(-1)!;
  const sharedIds = new Set(shared.map((s) => s.element.node_id));

  const readings = srcSamples.map((s) => {
    const d = nearestStep(s.value, used, logDistance)!.distance;
    return { sample: s, shared: sharedIds.has(s.element.node_id), cost: smoothCost(d, tolerance(s.value), FIT_K) };
  });
  const unshared = readings.filter((r) => !r.shared);
  const fitCost = unshared.length > 0 ? unshared.reduce((sum, r) => sum + r.cost, 0) / unshared.length : 0;
  const drift = refSamples.length > 0 && srcSamples.length > 0 ? Math.abs(centerOf(srcSamples) - centerOf(refSamples)) : 0;
  const driftCost = smoothCost(drift, DRIFT_DEAD, DRIFT_K);
  const sharedCost = shared.length > 0 ? shared.reduce((sum, s) => sum + s.cost, 0) / shared.length : 0;
  const coverage = shared.length / (shared.length + unshared.length);
  const scaleCost = FIT_WEIGHT * fitCost + DRIFT_WEIGHT * driftCost;
  const score = 1 - (coverage * sharedCost + (1 - coverage) * scaleCost);
  const reachable = reachableIds(source.capture);
  const fixable = (e: FeatureElement, property: string): boolean => reachable.has(e.node_id) && !(property.startsWith('padding') && COMPONENT_KINDS.has(e.kind));
  const scaleText = `${layout.base_unit_px ? `${layout.base_unit_px}px base: ` : ''}${targets.slice(0, 12).join(', ')}px`;
  const issues: VerdictIssue[] = [];
  const sideFixes: SideFix[] = [];
  const addFix = (element: FeatureElement, property: string, from: number, to: number, severity: number): void => {
    if (fixable(element, property)) sideFixes.push({ element, property, from, to, severity });
  };

  // Shared elements: back to the reference element's value (one issue per value change, one fix per property).
  const sharedOff = new Map<string, SharedItem[]>();
  for (const s of shared) {
    if (s.cost <= 0) continue;
    const key = `${s.source}|${s.reference}`;
    sharedOff.set(key, [...(sharedOff.get(key) ?? []), s]);
  }
  for (const list of sharedOff.values()) {
    const { source: from, reference: to } = list[0]!;
    const severity = (coverage * list.reduce((sum, s) => sum + s.cost, 0)) / shared.length;
    const elements = [...new Map(list.map((s) => [s.element.node_id, s.element])).values()];
    const properties = [...new Set(list.map((s) => s.property))].sort();
    issues.push({
      severity: round(severity, 4),
      property: properties[0]!,
      current: pxText(from),
      target: pxText(to),
      elements: elementRefs(elements),
      message: `${describeElements(elements)} ${elements.length === 1 ? 'has' : 'have'} ${properties.slice(0, 3).join(', ')} of ${pxText(from)} where the same element${elements.length === 1 ? '' : 's'} on the reference ${elements.length === 1 ? 'has' : 'have'} ${pxText(to)}.`,
    });
    const onScale = targets.some((t) => Math.abs(t - to) <= 0.5);
    if (!onScale || from < 1 || to < 1) continue;
    for (const s of list) addFix(s.element, s.property, from, to, (coverage * s.cost) / shared.length);
  }

  // Everything else: off the reference scale.
  const offScale = new Map<number, typeof readings>();
  for (const r of unshared) if (r.cost > 0) offScale.set(r.sample.value, [...(offScale.get(r.sample.value) ?? []), r]);
  for (const [value, list] of offScale) {
    const nearest = nearestStep(value, targets, (v, t) => Math.abs(v - t))!;
    const weight = (1 - coverage) * FIT_WEIGHT / unshared.length;
    const elements = list.map((r) => r.sample.element);
    const properties = [...new Set(list.flatMap((r) => r.sample.properties))].sort();
    const clear = nearest.distance >= 0.5 && isUnambiguous(nearest) && value <= maxTarget * 1.25;
    issues.push({
      severity: round(weight * list.reduce((s, r) => s + r.cost, 0), 4),
      property: properties[0]!,
      current: pxText(value),
      target: pxText(nearest.step),
      elements: elementRefs(elements),
      message: `Spacing of ${pxText(value)} (${properties.slice(0, 3).join(', ')}) on ${describeElements(elements)} is off the reference scale (${scaleText}); ${clear ? 'use' : 'the nearest step is'} ${pxText(nearest.step)}.`,
    });
    if (!clear) continue;
    for (const r of list) {
      const longhands = r.sample.properties.flatMap(longhandsOf);
      for (const property of longhands) addFix(r.sample.element, property, value, nearest.step, (weight * r.cost) / longhands.length);
    }
  }

  const srcTypical = srcSamples.length > 0 ? Math.exp(centerOf(srcSamples)) : null;
  const refTypical = refSamples.length > 0 ? Math.exp(centerOf(refSamples)) : null;
  if (srcTypical !== null && refTypical !== null && (1 - coverage) * DRIFT_WEIGHT * driftCost >= 0.02) {
    issues.push({
      severity: round((1 - coverage) * DRIFT_WEIGHT * driftCost, 4),
      property: 'padding',
      current: `typical ${pxText(srcTypical)}`,
      target: `typical ${pxText(refTypical)}`,
      elements: [],
      message: `Spacing overall runs ${srcTypical > refTypical ? 'larger' : 'smaller'} than the reference's (typical value ${pxText(srcTypical)} vs ${pxText(refTypical)}); keep paddings, margins and gaps on the reference scale (${scaleText}).`,
    });
  }
  issues.sort((a, b) => b.severity - a.severity || a.message.localeCompare(b.message));
  // Shared elements' own values come first: consolidation keeps the first change per longhand.
  const fixes = consolidateFixes(sideFixes);

  const onScale = readings.length > 0 ? readings.filter((r) => r.cost === 0).length / readings.length : 1;
  return {
    component: 'spacing',
    score: round(Math.max(0, Math.min(1, score)), 4),
    summary: `${Math.round(onScale * 100)}% of ${readings.length} spacing values sit on the reference scale (${scaleText}), typical value ${pxText(srcTypical ?? 0)} vs ${pxText(refTypical ?? 0)}${shared.length > 0 ? `; ${shared.filter((s) => s.cost === 0).length} of ${shared.length} values of elements both pages share match` : ''}.`,
    issues,
    fixes: fixes.map((f) => f.fix),
    caps: [],
    details: {
      base_unit_px: layout.base_unit_px ?? null,
      reference_steps_px: targets,
      on_scale_share: round(onScale, 4),
      fit_cost: round(fitCost, 4),
      drift_log: round(drift, 4),
      drift_cost: round(driftCost, 4),
      shared_values: shared.length,
      shared_cost: round(sharedCost, 4),
      shared_coverage: round(coverage, 4),
      source_samples: srcSamples.length,
      reference_samples: refSamples.length,
      weights: { fit: FIT_WEIGHT, drift: DRIFT_WEIGHT, shared: 'coverage' },
    },
  };
}

/** Property-by-property spacing of the elements both pages have (same selector and tag; first match). */
function sharedItems(reference: JudgeSide, source: JudgeSide): SharedItem[] {
  const refNodes = new Map<string, CapturedNode>(reference.capture.nodes.map((n) => [n.id, n]));
  const srcNodes = new Map<string, CapturedNode>(source.capture.nodes.map((n) => [n.id, n]));
  const bySelector = new Map<string, FeatureElement>();
  for (const e of reference.features.elements) if (!bySelector.has(e.selector)) bySelector.set(e.selector, e);
  const out: SharedItem[] = [];
  for (const e of source.features.elements) {
    const r = bySelector.get(e.selector);
    const sNode = srcNodes.get(e.node_id);
    const rNode = r ? refNodes.get(r.node_id) : undefined;
    if (!r || !sNode || !rNode || r.tag !== e.tag || e.tag === 'html') continue;
    const sp = spacingProperties(e, sNode);
    const rp = spacingProperties(r, rNode);
    const items: SharedItem[] = [];
    for (const property of Object.keys(sp)) {
      const sv = sp[property]!;
      const rv = rp[property];
      if (rv === undefined || (sv < 1 && rv < 1)) continue;
      const cost = smoothCost(logDistance(Math.max(sv, 0.5), Math.max(rv, 0.5)), tolerance(Math.max(sv, rv)), SHARED_K);
      items.push({ element: e, property, source: sv, reference: rv, cost });
    }
    out.push(...items);
  }
  return out;
}

/**
 * The center of a page's spacing on a log axis: the mean of the middle half of its log values.
 * Spacing scaled by f moves it by exactly ln f; two pages of one brand with different content
 * (more cards here, a bigger hero there) move it less than a whole-distribution distance would.
 */
function centerOf(samples: readonly SpacingSample[]): number {
  const logs = samples.map((s) => Math.log(s.value)).sort((a, b) => a - b);
  const lo = Math.floor(logs.length / 4);
  const hi = Math.max(lo + 1, Math.ceil((logs.length * 3) / 4));
  const mid = logs.slice(lo, hi);
  return mid.reduce((a, b) => a + b, 0) / mid.length;
}
