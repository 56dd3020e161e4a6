/**
 * WCAG AA checks shared by the colors and contrast comparers (WCAG 2 1.4.3: 4.5:1, large text
 * ≥ 24px or ≥ 18.66px bold 3:1), and the reference's own pairs: a pair the reference itself
 * renders is the brand's choice, so a source repeating it is not penalized (issue 5 brief:
 * "a source is not penalized below what the reference itself does").
 */
import { contrastRatio } from '../../analyze/shared/color.js';
import { deltaE, type ColorModel } from './colors-model.js';

export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;
/** Pairs within this ΔE00 (text and background each) count as the same pair. */
const SAME_PAIR = 2;

export const requiredRatio = (large: boolean): number => (large ? AA_LARGE : AA_NORMAL);

const ratios = new Map<string, number>();

/** WCAG contrast ratio of two opaque hex colors, memoized. */
export function ratio(text: string, background: string): number {
  const key = `${text}|${background}`;
  let r = ratios.get(key);
  if (r === undefined) {
    if (ratios.size >= 20_000) ratios.clear();
    r = contrastRatio(text, background);
    ratios.set(key, r);
  }
  return r;
}

/**
 * Pass credit of a pair: 1 at AA or above, falling quadratically to 0 at 1:1, so a pair sliding
 * under the threshold costs gradually instead of all at once (scores must fall smoothly).
 */
export function passCredit(r: number, large: boolean): number {
  const required = requiredRatio(large);
  if (r >= required) return 1;
  const x = Math.max(0, (r - 1) / (required - 1));
  return x * x;
}

export interface ReferencePairs {
  /** The reference renders this text color on this backdrop (at this size, or at normal size). */
  renders(text: string, background: string, large: boolean): boolean;
}

const pairsCache = new WeakMap<ColorModel, ReferencePairs>();

export function referencePairs(ref: ColorModel): ReferencePairs {
  const hit = pairsCache.get(ref);
  if (hit) return hit;
  const distinct = new Map<string, { text: string; background: string; normal: boolean }>();
  for (const t of ref.texts) {
    const key = `${t.hex}|${t.backdrop}`;
    const e = distinct.get(key) ?? { text: t.hex, background: t.backdrop, normal: false };
    e.normal ||= !t.large;
    distinct.set(key, e);
  }
  const list = [...distinct.values()];
  const pairs: ReferencePairs = {
    renders: (text, background, large) => list.some((p) => (p.normal || large) && deltaE(p.text, text) <= SAME_PAIR && deltaE(p.background, background) <= SAME_PAIR),
  };
  pairsCache.set(ref, pairs);
  return pairs;
}

/** Text reads acceptably on a background: passes AA, or repeats a pair the reference renders. */
export function acceptable(ref: ReferencePairs, text: string, background: string, large: boolean): boolean {
  return ratio(text, background) >= requiredRatio(large) || ref.renders(text, background, large);
}
