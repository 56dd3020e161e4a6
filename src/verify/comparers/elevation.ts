/**
 * Elevation comparer (issue 5 §2 "elevation (shadows)"). Both sides' surfaces are read the same
 * way (elevation-distance), so a page against itself agrees exactly.
 * - presence (flat vs shadowed), per kind both pages have: |share shadowed (source) − (reference)|,
 *   card 0.3, button 0.2, input 0.1, badge 0.05, other surfaces 0.1;
 * - values (0.45): each shadowed source element against the nearest shadow the reference uses on
 *   that kind (flat when the reference's elements of that kind are flat; any reference shadow when
 *   it has none of that kind), cost 1 − e^(−max(0, d − 0.1)/0.8) (shadow distance d: layers paired
 *   strongest first; a ΔE00 ≤ 1 color change stays inside the dead zone).
 * score = 1 − weighted cost; null when neither page has a drop shadow.
 * Fixes (set_shadow): a source shadow to the nearest reference shadow of its kind when that is at
 * most half as far as the second (to `none` where the reference kind is flat); flat source elements
 * of a kind the reference almost always shadows with one value, to that value.
 */
import type { ComponentVerdict, Comparer, JudgeSide, SetShadowFix, VerdictIssue } from '../types.js';
import { elementRefs, type FeatureElement } from '../features.js';
import { shadowDistance, shadowReadings, strengthOf, SURFACE_KINDS, type ShadowReading, type SurfaceKind } from './elevation-distance.js';
import { describeElements, reachableIds, round, selectorsOf, smoothCost } from './spacing-snap.js';
import { lengthVocabularyOf } from '../vocabulary-lengths.js';

export const elevationComparer: Comparer = {
  id: 'elevation',
  compare: compareElevation,
};

const PRESENCE_WEIGHTS: Record<SurfaceKind, number> = { card: 0.3, button: 0.2, input: 0.1, badge: 0.05, other: 0.1 };
const VALUE_WEIGHT = 0.45;
const VALUE_DEAD = 0.1;
const VALUE_K = 0.8;
/** A kind "always" shadowed with one value, for adding a shadow to flat source elements. */
const DOMINANT = 0.8;
const KIND_WORDS: Record<SurfaceKind, string> = { card: 'Cards', button: 'Buttons', input: 'Form fields', badge: 'Badges', other: 'Surfaces' };

interface ShadowUse {
  value: string;
  css: string;
  layers: ShadowReading['layers'];
  count: number;
}

/** The reference's shadows for a kind: flat (`none`) when its elements of that kind are all flat. */
type Candidates = { flat: true } | { flat: false; uses: ShadowUse[] };

export function compareElevation(reference: JudgeSide, source: JudgeSide): ComponentVerdict {
  const ref = shadowReadings(reference);
  const src = shadowReadings(source);
  const refShadowed = ref.filter((r) => r.value !== null);
  const srcShadowed = src.filter((r) => r.value !== null);
  const refScale = (reference.designSystem.elevation as { shadows?: { scale?: { name: string | null; value: string }[] }; summary?: { style?: string } } | undefined);
  if (refShadowed.length === 0 && srcShadowed.length === 0) {
    return { component: 'elevation', score: null, summary: 'Both pages are flat (no drop shadows).', issues: [], fixes: [], caps: [], details: { reference_style: refScale?.summary?.style ?? 'flat' } };
  }

  const candidatesFor = (kind: SurfaceKind): Candidates => {
    const ofKind = ref.filter((r) => r.kind === kind);
    if (ofKind.length > 0 && ofKind.every((r) => r.value === null)) return { flat: true };
    const pool = ofKind.some((r) => r.value !== null) ? ofKind : ref;
    const uses = usesOf(pool.filter((r) => r.value !== null));
    return uses.length === 0 ? { flat: true } : { flat: false, uses };
  };

  // Presence of shadows per kind.
  const presence: { kind: SurfaceKind; source: number; reference: number; cost: number; weight: number }[] = [];
  for (const kind of SURFACE_KINDS) {
    const s = src.filter((r) => r.kind === kind);
    const r = ref.filter((x) => x.kind === kind);
    if (s.length === 0 || r.length === 0) continue;
    const ps = s.filter((x) => x.value !== null).length / s.length;
    const pr = r.filter((x) => x.value !== null).length / r.length;
    presence.push({ kind, source: round(ps, 4), reference: round(pr, 4), cost: Math.abs(ps - pr), weight: PRESENCE_WEIGHTS[kind] });
  }

  // Shadow values of the shadowed source elements.
  // issue 10 §1: a shadow the brand renders or declares anywhere (any component, its variables) is
  // its own, whatever this page puts it on: such a source shadow costs nothing and is not reported.
  const brandShadows = lengthVocabularyOf(reference).shadows;
  const valueReadings = srcShadowed.map((r) => {
    const c = candidatesFor(r.kind);
    const distances = c.flat ? [{ use: null, d: shadowDistance(r.layers, []) }] : c.uses.map((u) => ({ use: u, d: shadowDistance(r.layers, u.layers) })).sort((a, b) => a.d - b.d || b.use.count - a.use.count);
    const own = Math.min(Infinity, ...brandShadows.map((b) => shadowDistance(r.layers, b)));
    return { reading: r, candidates: c, nearest: distances[0]!, second: distances[1] ?? null, cost: smoothCost(Math.min(distances[0]!.d, own), VALUE_DEAD, VALUE_K) };
  });
  const valueCost = valueReadings.length > 0 ? valueReadings.reduce((s, v) => s + v.cost, 0) / valueReadings.length : 0;

  const units = [...presence.map((p) => ({ weight: p.weight, cost: p.cost })), ...(valueReadings.length > 0 ? [{ weight: VALUE_WEIGHT, cost: valueCost }] : [])];
  const totalWeight = units.reduce((s, u) => s + u.weight, 0);
  if (totalWeight === 0) {
    return { component: 'elevation', score: null, summary: 'No surface kind to compare shadows on.', issues: [], fixes: [], caps: [], details: {} };
  }
  const score = 1 - units.reduce((s, u) => s + u.weight * u.cost, 0) / totalWeight;
  const reachable = reachableIds(source.capture);
  const issues: VerdictIssue[] = [];
  const fixes: { fix: SetShadowFix; severity: number }[] = [];

  // Off-reference shadows, grouped by kind and value.
  const groups = new Map<string, typeof valueReadings>();
  for (const v of valueReadings) {
    if (v.cost <= 0) continue;
    const key = `${v.reading.kind}|${v.reading.value}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  for (const list of groups.values()) {
    const first = list[0]!;
    const kind = first.reading.kind;
    const target = first.nearest.use;
    const toValue = target === null ? 'none' : target.css;
    const severity = (VALUE_WEIGHT / totalWeight) * (list.reduce((s, v) => s + v.cost, 0) / valueReadings.length);
    const elements = list.map((v) => v.reading.element);
    const unambiguous = target === null ? first.candidates.flat : first.second === null || first.nearest.d <= 0.5 * first.second.d;
    issues.push({
      severity: round(severity, 4),
      property: 'box-shadow',
      current: first.reading.element.box_shadow ?? first.reading.value!,
      target: toValue,
      elements: elementRefs(elements),
      message: target === null
        ? `${KIND_WORDS[kind]} ${describeElements(elements)} cast a shadow (${first.reading.value}); the reference's ${kind === 'other' ? 'surfaces' : `${kind}s`} are flat (box-shadow: none).`
        : `${KIND_WORDS[kind]} ${describeElements(elements)} use box-shadow ${first.reading.value}; use the reference's ${toValue}.`,
    });
    const fixable = elements.filter((e) => reachable.has(e.node_id));
    if (!unambiguous || fixable.length === 0) continue;
    fixes.push({ fix: setShadow(first.reading.element.box_shadow ?? first.reading.value!, toValue, fixable), severity });
  }

  // Flat where the reference shadows (and shadowed where it is flat, counted above).
  for (const p of presence) {
    if (p.cost < 0.05 || p.source >= p.reference) continue;
    const flat = src.filter((r) => r.kind === p.kind && r.value === null);
    const uses = usesOf(ref.filter((r) => r.kind === p.kind && r.value !== null));
    const top = uses[0]!;
    const severity = (p.weight / totalWeight) * p.cost;
    const elements = flat.map((r) => r.element);
    issues.push({
      severity: round(severity, 4),
      property: 'box-shadow',
      current: 'none',
      target: top.css,
      elements: elementRefs(elements),
      message: `${KIND_WORDS[p.kind]} ${describeElements(elements)} are flat; ${Math.round(p.reference * 100)}% of the reference's ${p.kind === 'other' ? 'surfaces' : `${p.kind}s`} cast a shadow, mostly ${top.css}.`,
    });
    const total = uses.reduce((s, u) => s + u.count, 0);
    const fixable = elements.filter((e) => reachable.has(e.node_id));
    if (p.kind === 'other' || p.reference < DOMINANT || top.count < DOMINANT * total || fixable.length === 0) continue;
    fixes.push({ fix: setShadow('none', top.css, fixable), severity });
  }
  issues.sort((a, b) => b.severity - a.severity || a.message.localeCompare(b.message));
  fixes.sort((a, b) => b.severity - a.severity || a.fix.from.localeCompare(b.fix.from) || a.fix.to_value.localeCompare(b.fix.to_value));

  const style = (readings: readonly ShadowReading[]): string => {
    const shadowed = readings.filter((r) => r.value !== null);
    return shadowed.length === 0 ? 'flat' : shadowed.every((r) => strengthOf(r.layers) <= 8) ? 'subtle' : 'layered';
  };
  return {
    component: 'elevation',
    score: round(Math.max(0, Math.min(1, score)), 4),
    summary: `Source ${style(src)} (${srcShadowed.length} shadowed surfaces), reference ${style(ref)} (${refShadowed.length}); ${valueReadings.filter((v) => v.cost === 0).length} of ${valueReadings.length} source shadows match a reference shadow.`,
    issues,
    fixes: fixes.map((f) => f.fix),
    caps: [],
    details: {
      style: { source: style(src), reference: style(ref) },
      presence: presence.map((p) => ({ ...p, cost: round(p.cost, 4) })),
      value_cost: round(valueCost, 4),
      shadowed: { source: srcShadowed.length, reference: refShadowed.length },
      reference_shadows: usesOf(refShadowed).slice(0, 8).map((u) => ({ value: u.css, count: u.count })),
      reference_scale: (refScale?.shadows?.scale ?? []).map((t) => ({ name: t.name, value: t.value })),
      weights: { presence: PRESENCE_WEIGHTS, values: VALUE_WEIGHT },
    },
  };
}

function usesOf(readings: readonly ShadowReading[]): ShadowUse[] {
  const byValue = new Map<string, ShadowUse>();
  for (const r of readings) {
    if (r.value === null || r.css === null) continue;
    const u = byValue.get(r.value) ?? { value: r.value, css: r.css, layers: r.layers, count: 0 };
    u.count++;
    byValue.set(r.value, u);
  }
  return [...byValue.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function setShadow(from: string, to: string, elements: readonly FeatureElement[]): SetShadowFix {
  return { action: 'set_shadow', property: 'box-shadow', from, to_value: to, selectors: selectorsOf(elements), count: elements.length };
}
