/**
 * Type sizes and weights of the typography comparer: the source's sizes against the reference's
 * scale (every size the reference paints, plus typography.scale.steps), the body and heading-level
 * sizes against the reference's, the heading ratio, and the weight mix per role.
 */
import type { FeatureElement } from '../features.js';
import type { SnapLengthFix } from '../types.js';
import { distinctLengths, emd1d, isUnambiguous, logDistance, nearestStep, pxText, round, smoothCost, weightedMean } from './spacing-snap.js';
import { TEXT_ROLES, type TextItem, type TextRole } from './typography-roles.js';

/** Sizes within 2% of a step are on it (rem rounding, 15.2px vs 15px). */
export const SIZE_DEAD_ZONE = 0.02;
const SIZE_K = 0.08;
const LEVEL_K = 0.12;
const WEIGHT_DEAD = 10;
const WEIGHT_K = 120;

/** The reference's type scale: its scale steps and every size its text uses, 0.5px apart at least. */
export function referenceSizes(items: readonly TextItem[], scaleSteps: readonly number[]): number[] {
  return distinctLengths([...items.map((i) => i.element.font_size_px), ...scaleSteps.filter((s) => s > 0)]);
}

export interface SizeReading {
  /** Text-area-weighted cost of sizes off the reference scale, 0..1. */
  off_scale: number;
  /** Share of text area (0..1) set at a size on the reference scale. */
  on_scale_share: number;
  levels: { level: string; source_px: number; reference_px: number; cost: number }[];
  ratio: { source: number; reference: number; cost: number } | null;
  score: number;
}

const LEVEL_WEIGHTS: Record<string, number> = { body: 0.4, h1: 0.2, h2: 0.15, h3: 0.1, h4: 0.05, h5: 0.05, h6: 0.05 };

/** A level whose source size the brand uses anywhere costs this share of its difference (issue 10 §1). */
const LEVEL_IN_VOCABULARY = 0.5;

/**
 * `allowed`: sizes the brand renders or declares anywhere (vocabulary-lengths); a body or heading
 * size among them is the brand's own size, set for another page type, and costs less.
 */
export function compareSizes(source: readonly TextItem[], reference: readonly TextItem[], scale: readonly number[], ratios: { source: number | null; reference: number | null }, allowed: readonly number[] = []): SizeReading {
  const offScale = weightedMean(source.map((i) => ({ weight: i.weight, cost: sizeCost(i.element.font_size_px, scale) })));
  const onScale = weightedMean(source.map((i) => ({ weight: i.weight, cost: sizeDistance(i.element.font_size_px, scale) <= SIZE_DEAD_ZONE ? 0 : 1 })));

  const levels: SizeReading['levels'] = [];
  for (const level of Object.keys(LEVEL_WEIGHTS)) {
    const pick = (items: readonly TextItem[]): TextItem[] => items.filter((i) => (level === 'body' ? i.role === 'body' : i.level === Number(level.slice(1))));
    const s = weightedMedian(pick(source));
    const r = weightedMedian(pick(reference));
    if (s === null || r === null) continue;
    const own = allowed.some((a) => logDistance(s, a) <= SIZE_DEAD_ZONE) ? LEVEL_IN_VOCABULARY : 1;
    levels.push({ level, source_px: s, reference_px: r, cost: round(own * smoothCost(logDistance(s, r), SIZE_DEAD_ZONE, LEVEL_K), 4) });
  }
  const levelCost = weightedMean(levels.map((l) => ({ weight: LEVEL_WEIGHTS[l.level]!, cost: l.cost })));
  const ratio = ratios.source !== null && ratios.reference !== null
    ? { source: ratios.source, reference: ratios.reference, cost: round(smoothCost(logDistance(ratios.source, ratios.reference), SIZE_DEAD_ZONE, 0.1), 4) }
    : null;

  const parts = [{ weight: 0.5, cost: offScale }];
  if (levels.length > 0) parts.push({ weight: 0.4, cost: levelCost });
  if (ratio) parts.push({ weight: 0.1, cost: ratio.cost });
  return { off_scale: round(offScale, 4), on_scale_share: round(1 - onScale, 4), levels, ratio, score: 1 - weightedMean(parts) };
}

function sizeDistance(px: number, scale: readonly number[]): number {
  return nearestStep(px, scale, logDistance)?.distance ?? 0;
}

/** 0..1 cost of a size against the scale (dead zone 2%). */
export function sizeCost(px: number, scale: readonly number[]): number {
  return smoothCost(sizeDistance(px, scale), SIZE_DEAD_ZONE, SIZE_K);
}

function weightedMedian(items: readonly TextItem[]): number | null {
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => a.element.font_size_px - b.element.font_size_px);
  const total = sorted.reduce((s, i) => s + i.weight, 0);
  let acc = 0;
  for (const i of sorted) {
    acc += i.weight;
    if (acc >= total / 2) return i.element.font_size_px;
  }
  return sorted.at(-1)!.element.font_size_px;
}

export interface WeightReading {
  roles: { role: TextRole; emd: number; cost: number }[];
  score: number;
}

const ROLE_WEIGHTS: Record<TextRole, number> = { body: 0.45, heading: 0.35, ui: 0.15, mono: 0.05 };

/** Font-weight mix per role: 1-D earth mover's distance in weight units (100 = one step). */
export function compareWeights(source: readonly TextItem[], reference: readonly TextItem[]): WeightReading {
  const roles: WeightReading['roles'] = [];
  for (const role of TEXT_ROLES) {
    const s = source.filter((i) => i.role === role).map((i) => ({ value: i.element.font_weight, weight: i.weight }));
    const r = reference.filter((i) => i.role === role).map((i) => ({ value: i.element.font_weight, weight: i.weight }));
    if (s.length === 0 || r.length === 0) continue;
    const emd = emd1d(s, r);
    roles.push({ role, emd: round(emd, 2), cost: round(smoothCost(emd, WEIGHT_DEAD, WEIGHT_K), 4) });
  }
  return { roles, score: 1 - weightedMean(roles.map((r) => ({ weight: ROLE_WEIGHTS[r.role], cost: r.cost }))) };
}

export interface SizeFixGroup {
  fix: SnapLengthFix;
  elements: FeatureElement[];
  /** Text-area-weighted cost of these elements, for ordering. */
  cost: number;
}

/**
 * Text both pages share (same selector path and tag: a reused header, footer, card title) at
 * another size than on the reference: back to the reference element's own size, which is on the
 * reference scale by construction. Elements at the same size going to the same size form one fix.
 */
export function sharedSizeFixes(source: readonly TextItem[], reference: readonly TextItem[]): SizeFixGroup[] {
  const bySelector = new Map<string, TextItem>();
  for (const r of reference) if (!bySelector.has(r.element.selector)) bySelector.set(r.element.selector, r);
  const groups = new Map<string, SizeFixGroup>();
  for (const item of source) {
    const e = item.element;
    const r = bySelector.get(e.selector);
    if (!r || r.element.tag !== e.tag) continue;
    const d = logDistance(e.font_size_px, r.element.font_size_px);
    if (d <= SIZE_DEAD_ZONE) continue;
    const from = pxText(e.font_size_px);
    const to = pxText(r.element.font_size_px);
    const key = `${from}→${to}`;
    const group = groups.get(key) ?? { fix: { action: 'snap_font_size', property: 'font-size', from, to_value: to, selectors: [], count: 0 }, elements: [], cost: 0 };
    group.elements.push(e);
    group.cost += item.weight * smoothCost(d, SIZE_DEAD_ZONE, SIZE_K);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Snap sizes off the reference scale when the nearest step is unambiguous (in px): elements at
 * the same size going to the same step form one fix. `skip`: node ids another fix already covers.
 */
export function sizeFixes(source: readonly TextItem[], scale: readonly number[], skip: ReadonlySet<string> = new Set()): SizeFixGroup[] {
  const groups = new Map<string, SizeFixGroup>();
  for (const item of source) {
    const e = item.element;
    if (e.selector === '' || skip.has(e.node_id) || sizeDistance(e.font_size_px, scale) <= SIZE_DEAD_ZONE) continue;
    const nearest = nearestStep(e.font_size_px, scale, (v, s) => Math.abs(v - s));
    if (!nearest || nearest.distance < 0.5 || !isUnambiguous(nearest)) continue;
    const from = pxText(e.font_size_px);
    const to = pxText(nearest.step);
    const key = `${from}→${to}`;
    const group = groups.get(key) ?? { fix: { action: 'snap_font_size', property: 'font-size', from, to_value: to, selectors: [], count: 0 }, elements: [], cost: 0 };
    group.elements.push(e);
    group.cost += item.weight * sizeCost(e.font_size_px, scale);
    groups.set(key, group);
  }
  return [...groups.values()];
}
