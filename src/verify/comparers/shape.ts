/**
 * Shape comparer (issue 5 §2 "shape: radii per component"). Per component kind both pages have
 * (button 0.35, card 0.25, input 0.15, badge 0.1, image 0.15, renormalized), the cost of moving
 * the source's radii onto the reference's (shape-radius: px axis with a 1px dead zone, pills far
 * from any finite radius); score = 1 − weighted cost. Both sides are read the same way, so the
 * reference's surfaces.radius.by_component is what the reference side reads too (quoted in details).
 *
 * Fixes: snap_radius for source radii no reference element of that kind uses, to the nearest
 * reference radius of the kind when it is at most half as far as the second nearest.
 */
import type { ComponentVerdict, Comparer, JudgeSide, SnapLengthFix, VerdictIssue } from '../types.js';
import { lengthVocabularyOf } from '../vocabulary-lengths.js';
import { elementRefs } from '../features.js';
import { describeElements, isUnambiguous, nearestStep, reachableIds, round, selectorsOf } from './spacing-snap.js';
import {
  distributionCost, KIND_WEIGHTS, RADIUS_DEAD_ZONE, RADIUS_KINDS, radiusCost, radiusLabel, radiusReadings, radiusSteps,
  type RadiusKind, type RadiusReading, type RadiusStepUse,
} from './shape-radius.js';

/** Share of the shape score given to corners the brand has anywhere (vocabulary-lengths.ts). */
const ALLOWANCE_WEIGHT = 0.5;

export const shapeComparer: Comparer = {
  id: 'shape',
  compare: compareShape,
};

const KIND_WORDS: Record<RadiusKind, string> = { button: 'Buttons', card: 'Cards', input: 'Form fields', badge: 'Badges', image: 'Images' };

interface KindReading {
  kind: RadiusKind;
  weight: number;
  cost: number;
  source: RadiusReading[];
  reference: RadiusReading[];
  steps: RadiusStepUse[];
}

export function compareShape(reference: JudgeSide, source: JudgeSide): ComponentVerdict {
  const ref = radiusReadings(reference);
  const src = radiusReadings(source);
  const kinds: KindReading[] = [];
  for (const kind of RADIUS_KINDS) {
    const s = src.filter((r) => r.kind === kind);
    const r = ref.filter((x) => x.kind === kind);
    if (s.length === 0 || r.length === 0) continue;
    kinds.push({ kind, weight: KIND_WEIGHTS[kind], cost: distributionCost(s.map((x) => x.axis), r.map((x) => x.axis)), source: s, reference: r, steps: radiusSteps(r) });
  }
  const byComponent = (reference.designSystem.surfaces as { radius?: { by_component?: unknown[] } } | undefined)?.radius?.by_component ?? null;
  const allowed = radiusAllowance(lengthVocabularyOf(reference).radii, src);
  if (kinds.length === 0) {
    return {
      component: 'shape', score: null, summary: 'No component kind with visible corners on both pages.', issues: [], fixes: [], caps: [],
      details: { source_kinds: countKinds(src), reference_kinds: countKinds(ref), reference_by_component: byComponent },
    };
  }
  const total = kinds.reduce((s, k) => s + k.weight, 0);
  const fit = 1 - kinds.reduce((s, k) => s + k.weight * k.cost, 0) / total;
  // issue 10 §1: a radius the brand uses anywhere is its own, whatever component carries it here.
  const score = allowed === null ? fit : (1 - ALLOWANCE_WEIGHT) * fit + ALLOWANCE_WEIGHT * allowed;
  const reachable = reachableIds(source.capture);

  const issues: VerdictIssue[] = [];
  const fixes: { fix: SnapLengthFix; severity: number }[] = [];
  for (const k of kinds) {
    const share = k.weight / total;
    const dominant = k.steps[0]!;
    const groups = new Map<number, RadiusReading[]>();
    for (const r of k.source) groups.set(Math.round(r.axis * 2) / 2, [...(groups.get(Math.round(r.axis * 2) / 2) ?? []), r]);
    let explained = 0;
    for (const [axis, list] of [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])) {
      const nearest = nearestStep(axis, k.steps, (v, step) => Math.abs(v - step.axis))!;
      if (nearest.distance <= RADIUS_DEAD_ZONE) continue; // a radius the reference uses for this kind
      const groupCost = radiusCost(axis, nearest.step.axis) * (list.length / k.source.length);
      explained += groupCost;
      const elements = list.map((r) => r.element);
      const unambiguous = isUnambiguous(nearest);
      const target = unambiguous ? nearest.step : dominant;
      issues.push({
        severity: round(share * groupCost, 4),
        property: 'border-radius',
        current: list[0]!.value,
        target: target.css,
        elements: elementRefs(elements),
        message: `${KIND_WORDS[k.kind]} ${describeElements(elements)} have ${radiusLabel(list[0]!)} corners; the reference ${k.kind}s use ${radiusLabel(target)} (${target.css})${unambiguous ? '' : `, and also ${k.steps.filter((s) => s !== target).slice(0, 2).map((s) => radiusLabel(s)).join(', ')}`}.`,
      });
      const fixable = elements.filter((e) => reachable.has(e.node_id));
      if (!unambiguous || fixable.length === 0) continue;
      fixes.push({ fix: { action: 'snap_radius', property: 'border-radius', from: list[0]!.value, to_value: nearest.step.css, selectors: selectorsOf(fixable), count: fixable.length }, severity: share * groupCost });
    }
    // Every radius is one the reference uses, in other proportions (pill buttons where it mostly has 8px).
    if (k.cost - explained >= 0.1) {
      const main = mostUsed(k.source);
      if (Math.abs(main.axis - dominant.axis) > RADIUS_DEAD_ZONE) {
        const elements = k.source.filter((r) => Math.abs(r.axis - main.axis) <= 0.5).map((r) => r.element);
        issues.push({
          severity: round(share * (k.cost - explained), 4),
          property: 'border-radius',
          current: main.value,
          target: dominant.css,
          elements: elementRefs(elements),
          message: `${KIND_WORDS[k.kind]} ${describeElements(elements)} mostly have ${radiusLabel(main)} corners; most reference ${k.kind}s use ${radiusLabel(dominant)} (${dominant.css}).`,
        });
      }
    }
  }
  issues.sort((a, b) => b.severity - a.severity || a.message.localeCompare(b.message));
  fixes.sort((a, b) => b.severity - a.severity || a.fix.from.localeCompare(b.fix.from) || a.fix.selectors[0]!.localeCompare(b.fix.selectors[0]!));

  return {
    component: 'shape',
    score: round(Math.max(0, Math.min(1, score)), 4),
    summary: kinds.map((k) => `${k.kind}s ${radiusLabel(mostUsed(k.source))} vs ${radiusLabel(k.steps[0]!)}`).join('; ') + '.',
    issues,
    fixes: fixes.map((f) => f.fix),
    caps: [],
    details: {
      kinds: kinds.map((k) => ({
        kind: k.kind,
        weight: round(k.weight / total, 3),
        cost: round(k.cost, 4),
        source: summarize(k.source),
        reference: k.steps.map((s) => ({ radius: s.css, pill: s.pill, count: s.count })),
      })),
      reference_by_component: byComponent,
      fit: round(fit, 4),
      allowance: allowed === null ? null : { score: round(allowed, 4), weight: ALLOWANCE_WEIGHT },
    },
  };
}

/**
 * Share of the source's corners (kinds weighted as in the fit) at a radius the brand uses
 * anywhere: each reading credited 1 − radiusCost to the nearest radius of the vocabulary.
 * Null when the source shows no corners.
 */
export function radiusAllowance(radii: readonly number[], source: readonly RadiusReading[]): number | null {
  if (source.length === 0 || radii.length === 0) return null;
  let total = 0;
  let credit = 0;
  for (const r of source) {
    const w = KIND_WEIGHTS[r.kind];
    const nearest = Math.min(...radii.map((v) => radiusCost(r.axis, v)));
    total += w;
    credit += w * (1 - nearest);
  }
  return credit / total;
}

function mostUsed(readings: readonly RadiusReading[]): RadiusReading {
  const counts = new Map<number, RadiusReading[]>();
  for (const r of readings) counts.set(r.axis, [...(counts.get(r.axis) ?? []), r]);
  return [...counts.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0]![1][0]!;
}

function summarize(readings: readonly RadiusReading[]): { radius: string; pill: boolean; count: number }[] {
  const counts = new Map<string, { radius: string; pill: boolean; count: number }>();
  for (const r of readings) {
    const key = r.pill ? 'pill' : r.value;
    const e = counts.get(key) ?? { radius: r.value, pill: r.pill, count: 0 };
    e.count++;
    counts.set(key, e);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.radius.localeCompare(b.radius));
}

function countKinds(readings: readonly RadiusReading[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of readings) out[r.kind] = (out[r.kind] ?? 0) + 1;
  return out;
}
