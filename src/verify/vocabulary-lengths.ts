/**
 * The lengths a reference brand allows (issue 10 §1: "a source color, size or radius that the
 * reference uses anywhere — any role, any component, its CSS variables — is on-brand even if this
 * page type uses it differently"): the corner radii, type sizes and drop shadows the reference
 * renders on any element, or declares in any rule or custom property of its stylesheets (the
 * same sheets style the site's login, article and pricing pages).
 *
 * The comparers use it to credit what the source page uses by whether the brand has it anywhere,
 * beside how the reference page itself places it: pill inputs on a login page are the brand's
 * own when its sheets declare pill fields, and an article's 20px body text when the brand sets
 * lead text at 20px.
 */
import { paintedLayers, parseShadow, shadowKind, type ShadowLayer } from '../analyze/derived/shape-shadow.js';
import { axisOf, radiusReadings } from './comparers/shape-radius.js';
import type { JudgeSide } from './types.js';

export interface LengthVocabulary {
  /** Positions on the radius axis (shape-radius: pills at one point) the reference uses, ascending. */
  radii: number[];
  /** Font sizes in px the reference renders or declares, ascending. */
  fontSizes: number[];
  /** Drop shadows (outer painted layers) the reference renders or declares. */
  shadows: ShadowLayer[][];
}

const cache = new WeakMap<JudgeSide, LengthVocabulary>();

const RADIUS_DECL = /border(?:-(?:top|bottom|start|end)-(?:left|right|start|end))?-radius\s*:\s*([^;{}!]+)/gi;
const SIZE_DECL = /font-size\s*:\s*([^;{}!]+)/gi;
const SHADOW_DECL = /(?:^|[;{\s])box-shadow\s*:\s*([^;{}!]+)/gi;
/** Custom properties whose name says what they hold (`--bs-border-radius-pill: 50rem`). */
const RADIUS_VAR = /--[\w-]*radius[\w-]*\s*:\s*([^;{}!]+)/gi;
const SIZE_VAR = /--[\w-]*font-size[\w-]*\s*:\s*([^;{}!]+)/gi;
const SHADOW_VAR = /--[\w-]*(?:box-)?shadow[\w-]*\s*:\s*([^;{}!]+)/gi;
/** A declared radius this large (or ≥ 50%) is a pill (surfaces-radius: declared_full). */
const FULL_PX = 500;

/** Lengths in a declared value, in px (rem and em against the root size); `pill` for ≥ 50% or ≥ 500px. */
function lengthsIn(value: string, remPx: number): (number | 'pill')[] {
  const out: (number | 'pill')[] = [];
  for (const m of value.matchAll(/(-?\d*\.?\d+)(px|rem|em|%)?/g)) {
    const n = Number.parseFloat(m[1]!);
    if (!Number.isFinite(n) || n < 0) continue;
    const unit = m[2] ?? '';
    if (unit === '%') {
      if (n >= 50) out.push('pill');
      continue;
    }
    if (unit === '' && n !== 0) continue; // a unitless number is no length (line-height, z-index)
    const px = unit === 'rem' || unit === 'em' ? n * remPx : n;
    out.push(px >= FULL_PX ? 'pill' : Math.round(px * 100) / 100);
  }
  return out;
}

function distinctSorted(values: Iterable<number>): number[] {
  return [...new Set([...values].map((v) => Math.round(v * 10) / 10))].sort((a, b) => a - b);
}

export function lengthVocabularyOf(side: JudgeSide): LengthVocabulary {
  const cached = cache.get(side);
  if (cached) return cached;
  const html = side.capture.nodes.find((n) => n.tag === 'html');
  const remPx = Number.parseFloat(html?.style['font-size'] ?? '') || 16;
  const radii = new Set<number>();
  const sizes = new Set<number>();
  const shadows = new Map<string, ShadowLayer[]>();
  const addShadow = (css: string | null | undefined): void => {
    if (!css || css.includes('var(')) return;
    const parsed = parseShadow(css, { remPx });
    const painted = parsed ? paintedLayers(parsed) : [];
    if (painted.length === 0 || shadowKind(painted) !== 'drop') return;
    const drop = painted.filter((l) => !l.inset && !(l.x === 0 && l.y === 0 && l.blur === 0));
    if (drop.length > 0) shadows.set(JSON.stringify(drop), drop);
  };

  // Rendered: every component's corners as the shape comparer reads them (pills geometric or declared).
  for (const r of radiusReadings(side)) radii.add(r.axis);
  for (const e of side.features.elements) {
    if (e.radius_px > 0) radii.add(axisOf(e.radius_px, false));
    if (e.has_text && e.font_size_px > 0) sizes.add(e.font_size_px);
    addShadow(e.box_shadow);
  }
  // Declared: every rule and custom property of the reference's sheets.
  for (const sheet of side.capture.stylesheets) {
    for (const pattern of [RADIUS_DECL, RADIUS_VAR]) {
      for (const m of sheet.text.matchAll(pattern)) {
        if (m[1]!.includes('var(') || m[1]!.includes('calc(')) continue;
        for (const l of lengthsIn(m[1]!, remPx)) radii.add(l === 'pill' ? axisOf(0, true) : axisOf(l, false));
      }
    }
    for (const pattern of [SIZE_DECL, SIZE_VAR]) {
      for (const m of sheet.text.matchAll(pattern)) {
        const value = m[1]!.trim();
        if (!/^-?\d*\.?\d+(px|rem)$/.test(value)) continue; // em, %, keywords and clamp() depend on the context
        for (const l of lengthsIn(value, remPx)) if (l !== 'pill' && l >= 6 && l <= 200) sizes.add(l);
      }
    }
    for (const pattern of [SHADOW_DECL, SHADOW_VAR]) for (const m of sheet.text.matchAll(pattern)) addShadow(m[1]!);
  }
  const vocabulary: LengthVocabulary = { radii: distinctSorted(radii), fontSizes: distinctSorted(sizes), shadows: [...shadows.values()] };
  cache.set(side, vocabulary);
  return vocabulary;
}
