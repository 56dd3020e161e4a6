/**
 * Hue families of colors, from their OKLCH coordinates only (pure; `color.ts` parses).
 */

export type HueName = 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink' | 'brown' | 'neutral';

/**
 * Below this OKLCH chroma a color reads as gray: white, black and the tinted UI grays
 * (Tailwind slate-500 is c≈0.041) included; muted brand hues (teal #008080, c≈0.093) are not.
 */
export const NEUTRAL_CHROMA = 0.045;

/**
 * A coarse hue family for naming and grouping. Boundaries are OKLCH hue angles chosen so CSS
 * named colors and common palette steps land in their everyday family (e.g. #ff0000 → red,
 * #008080 → teal, #8b4513 → brown); low chroma is `neutral`, dark or muted oranges are `brown`,
 * and light reds are `pink`.
 */
export function hueOf({ l, c, h }: { l: number; c: number; h: number }): HueName {
  if (c < NEUTRAL_CHROMA) return 'neutral';
  if (h >= 35 && h < 100 && (l < 0.6 || (c < 0.1 && l < 0.8))) return 'brown';
  if (h < 12 || h >= 335) return 'pink';
  if (h < 45) return l > 0.8 ? 'pink' : 'red';
  if (h < 78) return 'orange';
  if (h < 115) return 'yellow';
  if (h < 170) return 'green';
  if (h < 220) return 'teal';
  if (h < 285) return 'blue';
  return 'purple';
}
