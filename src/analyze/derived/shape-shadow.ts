/**
 * A small, tolerant parser for `box-shadow` and `text-shadow` values, both as Chromium computes
 * them (`rgba(0, 0, 0, 0.1) 0px 1px 3px 0px, rgb(…) 0px 0px 0px 1px inset`: color first, px
 * lengths, `inset` last) and as authors write them (`inset 0 1px 3px 0 rgb(0 0 0 / 0.1)`,
 * `0 .5rem 1rem #0000001a`). The elevation section builds its scale on it; the verifier can
 * compare shadows with it.
 *
 * Layers that paint nothing are dropped by `paintedLayers` (Tailwind composes every shadow with
 * transparent `0 0 #0000` ring layers, which must not make two identical shadows look different).
 */
import { parseColor, splitTopLevel } from '../shared/color.js';
import { cssColor, round } from './shape-scope.js';

export interface ShadowLayer {
  inset: boolean;
  x: number;
  y: number;
  blur: number;
  spread: number;
  /** `#rrggbb`; null when the layer names no concrete color (`currentcolor`, `var(--x)`). */
  color: string | null;
  /** 0..1; 1 when the color is unknown (it paints with the text color). */
  alpha: number;
}

export interface ParseShadowOptions {
  /** Pixels per `rem` (the root font size). @default 16 */
  remPx?: number;
  /** Pixels per `em`. @default remPx */
  emPx?: number;
}

const LENGTH = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|rem|em|pt|pc|in|cm|mm|q|ch|ex|vw|vh|vmin|vmax|)$/i;

/**
 * Parses a shadow list; null when the value is `none`, empty, or not a shadow (an unresolved
 * `var()` alone, junk). A layer that cannot be read makes the whole value unreadable rather than
 * silently changing its meaning.
 */
export function parseShadow(value: string | null | undefined, options: ParseShadowOptions = {}): ShadowLayer[] | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || /^none$/i.test(text)) return null;
  const layers: ShadowLayer[] = [];
  for (const part of splitTopLevel(text, ',')) {
    const layer = parseLayer(part.trim(), options);
    if (!layer) return null;
    layers.push(layer);
  }
  return layers.length > 0 ? layers : null;
}

function parseLayer(text: string, options: ParseShadowOptions): ShadowLayer | null {
  if (text === '') return null;
  const remPx = options.remPx ?? 16;
  const emPx = options.emPx ?? remPx;
  let inset = false;
  let colorText: string | null = null;
  const lengths: number[] = [];
  for (const token of tokens(text)) {
    if (/^inset$/i.test(token)) {
      if (inset) return null;
      inset = true;
      continue;
    }
    const length = LENGTH.exec(token);
    if (length) {
      const n = Number(length[1]);
      const unit = length[2]!.toLowerCase();
      // A unitless number other than 0 is not a length (`box-shadow: 1 2 3` is invalid CSS).
      if (unit === '' && n !== 0) return null;
      lengths.push(toPx(n, unit, remPx, emPx));
      continue;
    }
    if (colorText !== null) return null;
    colorText = token;
  }
  if (lengths.length < 2 || lengths.length > 4) return null;
  const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
  if (blur < 0) return null;
  let color: string | null = null;
  let alpha = 1;
  if (colorText !== null) {
    const parsed = parseColor(colorText);
    if (parsed) {
      color = parsed.hex;
      alpha = parsed.alpha;
    } else if (!/^(currentcolor|var\(.*\)|inherit)$/i.test(colorText)) {
      return null;
    }
  }
  return { inset, x: round(x), y: round(y), blur: round(blur), spread: round(spread), color, alpha: round(alpha, 3) };
}

/** Whitespace-separated tokens, keeping `rgb( 0 0 0 / .1 )` and other function calls whole. */
function tokens(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

function toPx(n: number, unit: string, remPx: number, emPx: number): number {
  switch (unit) {
    case 'rem': return n * remPx;
    case 'em': return n * emPx;
    case 'pt': return (n * 96) / 72;
    case 'pc': return n * 16;
    case 'in': return n * 96;
    case 'cm': return (n * 96) / 2.54;
    case 'mm': return (n * 96) / 25.4;
    case 'q': return (n * 96) / 101.6;
    case 'ch': case 'ex': return n * emPx * 0.5;
    default: return n; // px, unitless 0; viewport units are rare in shadows and read as px
  }
}

/** The layers that put paint on screen: not fully transparent, and not all-zero geometry. */
export function paintedLayers(layers: readonly ShadowLayer[]): ShadowLayer[] {
  return layers.filter((l) => l.alpha > 0 && !(l.x === 0 && l.y === 0 && l.blur === 0 && l.spread <= 0));
}

/** What a shadow does: lifts the box (`drop`), draws a ring around it, or shades its inside. */
export type ShadowKind = 'drop' | 'ring' | 'inset';

export function shadowKind(layers: readonly ShadowLayer[]): ShadowKind {
  const outer = layers.filter((l) => !l.inset);
  if (outer.length === 0) return 'inset';
  return outer.some((l) => !isRing(l)) ? 'drop' : 'ring';
}

/** A hard, unoffset spread: a border drawn with box-shadow (Tailwind `ring-*`, focus rings). */
export function isRing(layer: ShadowLayer): boolean {
  return layer.x === 0 && layer.y === 0 && layer.blur === 0 && layer.spread > 0;
}

/**
 * How strongly a shadow lifts its box: the largest `blur + |y|` of its outer layers (the layer
 * the eye reads as the elevation), so Tailwind's shadow-sm < md < lg < xl < 2xl stay in order.
 */
export function shadowStrength(layers: readonly ShadowLayer[]): number {
  let max = 0;
  for (const l of layers) if (!l.inset && !isRing(l)) max = Math.max(max, l.blur + Math.abs(l.y));
  return round(max);
}

/** Sum of `blur + |y|` over outer layers, a tie-break for equal `shadowStrength`. */
export function shadowWeight(layers: readonly ShadowLayer[]): number {
  return round(layers.filter((l) => !l.inset).reduce((sum, l) => sum + (l.blur + Math.abs(l.y)) * l.alpha, 0), 3);
}

/** A canonical CSS text for a layer list: same shadow → same string, whatever form it came in. */
export function formatShadow(layers: readonly ShadowLayer[], options: { spread?: boolean } = {}): string {
  return layers
    .map((l) => {
      const parts = [`${l.x}px`, `${l.y}px`, `${l.blur}px`];
      if (options.spread !== false) parts.push(`${l.spread}px`);
      const color = l.color === null ? 'currentcolor' : cssColor(l.color, l.alpha);
      return `${l.inset ? 'inset ' : ''}${parts.join(' ')} ${color}`;
    })
    .join(', ');
}
