/**
 * The colors comparer's cap (issue 10 §1 "caps stay for brand-breaking faults that are really
 * there: a foreign primary on the CTA"). It fires when the source's call to action — its primary
 * button's brand paint, else the chromatic color its buttons and links carry most — is a color
 * the reference brand does not have anywhere: no element of the reference paints it and no
 * stylesheet of the reference declares it (vocabulary.ts), within ΔE00 5.
 *
 * A page with no call to action (a blog post, a login form with a neutral button) has nothing
 * foreign on it and is never capped; a CTA in a brand color the reference uses in another role
 * (its accent, its sidebar) is the brand's own color and is not capped either.
 * The limit ramps from 1 at ΔE00 5 from the nearest brand color to 0.6 at ΔE00 ≥ 8.
 */
import { NEUTRAL_CHROMA, parseColor } from '../../analyze/shared/color.js';
import type { ButtonStyle } from '../../analyze/sections/actions.js';
import type { ComponentCap } from '../types.js';
import { ALLOWED_DISTANCE, nearestAllowed, vocabularyOf } from '../vocabulary.js';
import { deltaE, round, type ColorModel } from './colors-model.js';
import { nameElements } from './colors-words.js';

export const FOREIGN_PRIMARY = { from: ALLOWED_DISTANCE, to: 8, max: 0.6 };

export interface CtaColor {
  hex: string;
  /** Where the source paints it, in words. */
  where: string;
}

const chromatic = (hex: string | null | undefined): hex is string => {
  const c = hex ? parseColor(hex) : null;
  return c !== null && c.alpha >= 0.5 && c.oklch.c >= NEUTRAL_CHROMA;
};

function buttonPaint(b: ButtonStyle): string | null {
  if (chromatic(b.background)) return parseColor(b.background)!.hex;
  const border = b.border ? parseColor(b.border.color) : null;
  if (border && border.alpha > 0 && chromatic(border.hex)) return border.hex;
  return null;
}

/** The color the source's call to action carries, or null when it has no chromatic one. */
export function ctaColor(src: ColorModel): CtaColor | null {
  const primary = src.buttons.find((b) => b.variant === 'primary');
  const paint = primary ? buttonPaint(primary) : null;
  if (paint) return { hex: paint, where: `primary buttons ${nameElements(src.uses.filter((u) => u.featureKind === 'button' && deltaE(u.hex, paint) <= 2))}`.trim() };
  // No chromatic primary button: the chromatic color covering most button and link area.
  const area = new Map<string, number>();
  for (const u of src.uses) {
    if ((u.featureKind !== 'button' && u.featureKind !== 'link') || !chromatic(u.hex)) continue;
    area.set(u.hex, (area.get(u.hex) ?? 0) + u.area);
  }
  const top = [...area].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (!top) return null;
  const carriers = src.uses.filter((u) => (u.featureKind === 'button' || u.featureKind === 'link') && u.hex === top[0]);
  return { hex: top[0], where: `buttons and links ${nameElements(carriers)}`.trim() };
}

export function foreignPrimaryCap(ref: ColorModel, src: ColorModel): (ComponentCap & { distance: number }) | null {
  const cta = ctaColor(src);
  if (!cta) return null;
  const nearest = nearestAllowed(vocabularyOf(ref.side), cta.hex);
  const d = nearest && Number.isFinite(nearest.distance) ? nearest.distance : Infinity;
  const t = Math.min(1, Math.max(0, (d - FOREIGN_PRIMARY.from) / (FOREIGN_PRIMARY.to - FOREIGN_PRIMARY.from)));
  const max = round(1 - (1 - FOREIGN_PRIMARY.max) * t);
  if (max >= 1) return null;
  const brand = ref.roles.primary?.value;
  const evidence = `${cta.where} use ${cta.hex}, a color the reference brand does not use: the nearest it paints or declares is ${nearest ? `${nearest.hex} (ΔE00 ${d.toFixed(1)})` : 'none'}${brand ? `; its primary is ${brand}` : ''}`;
  return { max_score: max, reason: `foreign primary: ${evidence}`, rule: 'foreign_primary', evidence, distance: d };
}
