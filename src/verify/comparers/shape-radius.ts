/**
 * Corner radii of a side's components, read the same way on both sides: feature elements of kind
 * button, card, input, badge and image whose corners show (they paint a fill, border or shadow,
 * or are media), with the radius as nodeRadius reads it (percentages resolved, pills recognized
 * whether declared — 9999px, 50% — or geometric: half the short side).
 *
 * Distances are in px with pill semantics: a pill sits at PILL_PX on the radius axis (radii are
 * capped just below it), so a pill against 8px corners is a big difference while 999px against
 * 9999px is none.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import { nodeRadius } from '../../analyze/sections/surfaces-radius.js';
import type { FeatureElement } from '../features.js';
import type { JudgeSide } from '../types.js';
import { smoothCost } from './spacing-snap.js';

export type RadiusKind = 'button' | 'card' | 'input' | 'badge' | 'image';
export const RADIUS_KINDS: readonly RadiusKind[] = ['button', 'card', 'input', 'badge', 'image'];
export const KIND_WEIGHTS: Record<RadiusKind, number> = { button: 0.35, card: 0.25, input: 0.15, badge: 0.1, image: 0.15 };

/** Where a pill sits on the radius axis; finite radii are capped at RADIUS_CAP_PX. */
const PILL_PX = 36;
const RADIUS_CAP_PX = 32;
/** Differences up to 1px are not seen. */
export const RADIUS_DEAD_ZONE = 1;
const RADIUS_K = 5;
const MEDIA = new Set(['img', 'picture', 'video', 'canvas', 'iframe']);

export interface RadiusReading {
  element: FeatureElement;
  kind: RadiusKind;
  /** Largest corner radius in px (percentages resolved); 0 for square corners. */
  px: number;
  pill: boolean;
  /** The computed value as CSS (`8px`, `50%`, `0px`). */
  value: string;
  /** Position on the radius axis. */
  axis: number;
}

function kindOf(e: FeatureElement): RadiusKind | null {
  if (e.kind === 'button' || e.kind === 'card' || e.kind === 'input' || e.kind === 'badge') return e.kind;
  if (MEDIA.has(e.tag)) {
    // Small media are avatars and icons: circles by convention, not a brand's image corners.
    return e.area >= 120 * 120 ? 'image' : null;
  }
  return null;
}

function cornersShow(e: FeatureElement, node: CapturedNode): boolean {
  if (MEDIA.has(e.tag)) return true;
  return e.background !== null || e.border_width_px > 0 || e.box_shadow !== null || (node.style['background-image'] ?? 'none') !== 'none';
}

export function axisOf(px: number, pill: boolean): number {
  return pill ? PILL_PX : Math.min(px, RADIUS_CAP_PX);
}

/** 0..1 cost of a radius difference on the axis (dead zone 1px). */
export function radiusCost(a: number, b: number): number {
  return smoothCost(Math.abs(a - b), RADIUS_DEAD_ZONE, RADIUS_K);
}

export function radiusReadings(side: JudgeSide): RadiusReading[] {
  const nodes = new Map(side.capture.nodes.map((n) => [n.id, n]));
  const out: RadiusReading[] = [];
  for (const e of side.features.elements) {
    const kind = kindOf(e);
    const node = nodes.get(e.node_id);
    if (!kind || !node || Math.min(node.box.width, node.box.height) < 4 || !cornersShow(e, node)) continue;
    const r = nodeRadius(node);
    const pill = r !== null && (r.declared_full || r.geometric_full);
    const px = r?.px ?? 0;
    out.push({ element: e, kind, px, pill, value: r?.value ?? '0px', axis: axisOf(px, pill) });
  }
  return out;
}

/**
 * Cost of moving one distribution of radii onto another (each element weighs the same; sides
 * normalized): the monotone (quantile) coupling along the axis, which is optimal for a convex
 * cost and a close, deterministic approximation for this saturating one.
 */
export function distributionCost(source: readonly number[], reference: readonly number[]): number {
  if (source.length === 0 || reference.length === 0) return 0;
  const s = [...source].sort((a, b) => a - b);
  const r = [...reference].sort((a, b) => a - b);
  let i = 0;
  let j = 0;
  let leftS = 1 / s.length;
  let leftR = 1 / r.length;
  let cost = 0;
  while (i < s.length && j < r.length) {
    const mass = Math.min(leftS, leftR);
    cost += mass * radiusCost(s[i]!, r[j]!);
    leftS -= mass;
    leftR -= mass;
    if (leftS <= 1e-12) {
      i++;
      leftS = 1 / s.length;
    }
    if (leftR <= 1e-12) {
      j++;
      leftR = 1 / r.length;
    }
  }
  return Math.min(1, cost);
}

/** The reference's radius values for a kind, most used first: axis, a CSS value to set, count. */
export interface RadiusStepUse {
  axis: number;
  px: number;
  pill: boolean;
  /** What a fix sets: the reference's own value (`8px`, `999px`); `9999px` for a geometric-only pill. */
  css: string;
  count: number;
}

export function radiusSteps(readings: readonly RadiusReading[]): RadiusStepUse[] {
  const byAxis = new Map<number, RadiusReading[]>();
  for (const r of readings) {
    const key = Math.round(r.axis * 2) / 2;
    byAxis.set(key, [...(byAxis.get(key) ?? []), r]);
  }
  return [...byAxis.entries()]
    .map(([axis, list]) => {
      const declared = list.filter((r) => !r.value.endsWith('%') && (r.pill ? r.px >= 500 : true));
      const values = new Map<string, number>();
      for (const r of declared) values.set(r.value, (values.get(r.value) ?? 0) + 1);
      const top = [...values.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
      const pill = list[0]!.pill;
      const css = top ?? (pill ? '9999px' : `${list[0]!.px}px`);
      return { axis, px: pill ? PILL_PX : list[0]!.px, pill, css: cleanCss(css), count: list.length };
    })
    .sort((a, b) => b.count - a.count || a.axis - b.axis);
}

/** `8px 8px` (elliptical corners as computed) → `8px`. */
function cleanCss(value: string): string {
  const parts = value.trim().split(/\s+/);
  return parts.every((p) => p === parts[0]) ? parts[0]! : value.trim();
}

export function radiusLabel(r: { px: number; pill: boolean }): string {
  return r.pill ? 'pill (fully rounded)' : r.px === 0 ? 'square (0px)' : `${r.px}px`;
}
