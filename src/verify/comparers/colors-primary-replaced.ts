/**
 * The colors comparer's second cap (issue 10 §1: "only values the brand does not have, or
 * brand-defining values replaced by foreign ones, cost score"): the brand's primary replaced.
 *
 * foreign_primary asks whether the source's CTA color is anywhere in the reference's vocabulary,
 * and a vocabulary that holds every color a framework's sheets declare (Bootstrap's and
 * Tailwind's whole hue palettes, utility classes) has nearly every hue: a page of another brand
 * built on the same framework passes it. What tells two such brands apart is their primaries: a
 * pink-branded and an orange-branded dashboard of one kit each show their own primary and never
 * the other's. So this rule fires when the two sides share no primary:
 *
 * - each side's primaries: its primary role (when the colors section names it with confidence
 *   ≥ 0.7) and the colors its sheets declare as the primary token (`--bs-primary`, `--brand`);
 * - each side shows: its primaries, and every chromatic color it paints on at least 0.1 % of its
 *   painted area (a status dot or one small icon in another brand's hue shows nothing);
 * - it fires when no primary of the source is shown by the reference and no primary of the
 *   reference is shown by the source (each more than ΔE00 5 away).
 *
 * A page without a clear primary of its own (a table page, a blog post in neutrals) has nothing
 * that could replace the brand's and is never capped; a login page in the brand's accent shows a
 * color the reference paints, and two pages that name the same primary token share it.
 * The limit ramps like foreign_primary: 1 at ΔE00 5 from the nearest shared color, 0.6 at ≥ 8.
 */
import { NEUTRAL_CHROMA, parseColor } from '../../analyze/shared/color.js';
import type { ComponentCap } from '../types.js';
import { declaredPrimaryColors } from '../vocabulary.js';
import { deltaE, round, type ColorModel } from './colors-model.js';
import { FOREIGN_PRIMARY } from './colors-cap.js';

/** A primary role named with less confidence than this is no statement of the brand's primary. */
export const PRIMARY_CONFIDENCE = 0.7;
/**
 * A color painted on less than this share of a side's painted area (a status dot, a chart swatch,
 * one small icon) is not a color the side shows as its own.
 */
export const SHOWN_SHARE = 0.001;

const chromatic = (hex: string): boolean => {
  const c = parseColor(hex);
  return c !== null && c.alpha >= 0.5 && c.oklch.c >= NEUTRAL_CHROMA;
};

/** The side's primaries: its confident primary role, then its declared primary tokens. */
export function primariesOf(model: ColorModel): string[] {
  const role = model.roles.primary;
  const out = role && role.confidence >= PRIMARY_CONFIDENCE && chromatic(role.value) ? [role.value] : [];
  for (const hex of declaredPrimaryColors(model.side)) if (!out.includes(hex)) out.push(hex);
  return out;
}

/** The side's primaries, and every chromatic color it paints on at least SHOWN_SHARE of its painted area. */
function shownBy(model: ColorModel): string[] {
  const shown = new Set(primariesOf(model));
  const area = new Map<string, number>();
  for (const u of model.uses) if (chromatic(u.hex)) area.set(u.hex, (area.get(u.hex) ?? 0) + u.area);
  for (const [hex, a] of area) if (a >= SHOWN_SHARE * model.totalArea) shown.add(hex);
  return [...shown];
}

function nearest(hex: string, among: readonly string[]): { hex: string; distance: number } | null {
  let best: { hex: string; distance: number } | null = null;
  for (const other of among) {
    const d = deltaE(hex, other);
    if (!best || d < best.distance) best = { hex: other, distance: d };
  }
  return best;
}

export function primaryReplacedCap(ref: ColorModel, src: ColorModel): (ComponentCap & { distance: number }) | null {
  const srcPrimaries = primariesOf(src);
  const refPrimaries = primariesOf(ref);
  if (srcPrimaries.length === 0 || refPrimaries.length === 0) return null;
  const refShows = shownBy(ref);
  const srcShows = shownBy(src);
  // The closest the two sides come to sharing a primary, in either direction.
  let closest = Infinity;
  for (const p of srcPrimaries) closest = Math.min(closest, nearest(p, refShows)?.distance ?? Infinity);
  for (const p of refPrimaries) closest = Math.min(closest, nearest(p, srcShows)?.distance ?? Infinity);
  const t = Math.min(1, Math.max(0, (closest - FOREIGN_PRIMARY.from) / (FOREIGN_PRIMARY.to - FOREIGN_PRIMARY.from)));
  const max = round(1 - (1 - FOREIGN_PRIMARY.max) * t);
  if (max >= 1) return null;
  const s = srcPrimaries[0]!;
  const r = refPrimaries[0]!;
  const seen = nearest(s, refShows);
  const evidence = `the page's primary ${s} is not a color the reference shows (nearest ${seen ? `${seen.hex}, ΔE00 ${seen.distance.toFixed(1)}` : 'none'}), and the reference's primary ${r} appears nowhere on the page (ΔE00 ≥ ${closest.toFixed(1)} from every color it paints or names primary)`;
  return { max_score: max, reason: `brand primary replaced: ${evidence}`, rule: 'primary_replaced', evidence, distance: closest };
}
