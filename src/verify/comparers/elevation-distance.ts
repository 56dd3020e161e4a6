/**
 * Drop shadows of a side's elements (read the same way on both sides, parsed with the elevation
 * section's parser) and a perceptual distance between two shadows: their layers paired strongest
 * first, each pair compared by geometry relative to the shadow's size (a 2px offset matters on a
 * 4px shadow, not on a 40px one), alpha (0.08 ≈ one unit) and color (CIEDE2000 / 15), weighted by
 * how much each layer shows. An unpaired layer is compared with an invisible one.
 */
import { paintedLayers, parseShadow, shadowKind, shadowStrength, formatShadow, type ShadowLayer } from '../../analyze/derived/shape-shadow.js';
import { deltaE2000 } from '../../analyze/shared/color.js';
import type { FeatureElement } from '../features.js';
import type { JudgeSide } from '../types.js';

export type SurfaceKind = 'card' | 'button' | 'input' | 'badge' | 'other';
export const SURFACE_KINDS: readonly SurfaceKind[] = ['card', 'button', 'input', 'badge', 'other'];

export interface ShadowReading {
  element: FeatureElement;
  kind: SurfaceKind;
  /** Outer drop layers that paint (rings and insets left out); empty when the element is flat. */
  layers: ShadowLayer[];
  /** Canonical CSS of `layers` (`0px 1px 2px 0px rgb(0 0 0 / 0.1)`); null when flat. */
  value: string | null;
  /** Canonical CSS of every painted layer (rings included): what a fix copies from the reference. */
  css: string | null;
}

const NONE: ShadowLayer = { inset: false, x: 0, y: 0, blur: 0, spread: 0, color: null, alpha: 0 };

export function surfaceKind(e: FeatureElement): SurfaceKind {
  return e.kind === 'card' || e.kind === 'button' || e.kind === 'input' || e.kind === 'badge' ? e.kind : 'other';
}

/** Whether an element paints a surface a shadow could lift (fill, border or a shadow of its own). */
function isSurface(e: FeatureElement): boolean {
  return (e.background !== null && e.background !== e.backdrop) || e.border_width_px > 0 || e.box_shadow !== null || e.kind === 'card' || e.kind === 'button' || e.kind === 'input';
}

/** Surfaces of a side with their drop shadows (flat ones included, for the share that is shadowed). */
export function shadowReadings(side: JudgeSide): ShadowReading[] {
  const html = side.capture.nodes.find((n) => n.tag === 'html');
  const remPx = Number.parseFloat(html?.style['font-size'] ?? '') || 16;
  const out: ShadowReading[] = [];
  for (const e of side.features.elements) {
    if (!isSurface(e) || e.tag === 'html' || e.tag === 'body') continue;
    const parsed = e.box_shadow ? parseShadow(e.box_shadow, { remPx }) : null;
    const painted = parsed ? paintedLayers(parsed) : [];
    const drop = painted.length > 0 && shadowKind(painted) === 'drop' ? painted.filter((l) => !l.inset && !(l.x === 0 && l.y === 0 && l.blur === 0)) : [];
    out.push({ element: e, kind: surfaceKind(e), layers: drop, value: drop.length > 0 ? formatShadow(drop) : null, css: drop.length > 0 ? formatShadow(painted) : null });
  }
  return out;
}

function visibility(l: ShadowLayer): number {
  return l.alpha * (1 + l.blur + Math.abs(l.y) + Math.abs(l.x) + Math.max(0, l.spread));
}

function layerDistance(a: ShadowLayer, b: ShadowLayer): number {
  const geo = Math.abs(a.x - b.x) + Math.abs(a.y - b.y) + 0.5 * Math.abs(a.blur - b.blur) + Math.abs(a.spread - b.spread);
  const size = 4 + 0.25 * (Math.max(a.blur, b.blur) + Math.max(Math.abs(a.y), Math.abs(b.y)));
  const alpha = Math.abs(a.alpha - b.alpha) / 0.08;
  const color = a.alpha === 0 || b.alpha === 0 ? 0 : a.color === null || b.color === null ? (a.color === b.color ? 0 : 1) : deltaE2000(a.color, b.color) / 15;
  return geo / size + alpha + color;
}

const byStrength = (a: ShadowLayer, b: ShadowLayer): number => b.blur + Math.abs(b.y) - (a.blur + Math.abs(a.y)) || b.alpha - a.alpha;

/** Distance between two drop shadows (0 = identical); a flat side is a shadow with no layers. */
export function shadowDistance(a: readonly ShadowLayer[], b: readonly ShadowLayer[]): number {
  const sa = [...a].sort(byStrength);
  const sb = [...b].sort(byStrength);
  const n = Math.max(sa.length, sb.length);
  let total = 0;
  let weight = 0;
  for (let i = 0; i < n; i++) {
    const la = sa[i] ?? NONE;
    const lb = sb[i] ?? NONE;
    const w = Math.max(visibility(la), visibility(lb), 1e-6);
    total += w * layerDistance(la, lb);
    weight += w;
  }
  return weight > 0 ? total / weight : 0;
}

export function strengthOf(layers: readonly ShadowLayer[]): number {
  return shadowStrength(layers);
}
