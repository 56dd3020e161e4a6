/**
 * Small readers of computed styles shared by navigation, data_display and assets: colors as hex,
 * fonts as `{ family, size_px, weight, … }`, box sides, and the "most common value" vote that
 * every style summary uses (deterministic: ties go to the value seen first).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { composite, parseColor } from '../shared/color.js';
import { backdropOf } from './backgrounds.js';
import { px } from './components.js';

export interface FontStyle {
  /** First family of the computed stack, unquoted, as authored (`Inter`, not the fallback). */
  family: string | null;
  stack: string | null;
  size_px: number | null;
  weight: number | null;
  line_height: string | null;
  letter_spacing: string | null;
  text_transform: string | null;
}

export const round = (value: number, digits = 2): number => {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

export function firstFamily(stack: string | undefined): string | null {
  if (!stack) return null;
  const first = stack.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
  return first || null;
}

export function fontOf(node: CapturedNode): FontStyle {
  const s = node.style;
  const size = Number.parseFloat(s['font-size'] ?? '');
  const weight = Number.parseFloat(s['font-weight'] ?? '');
  return {
    family: firstFamily(s['font-family']),
    stack: s['font-family'] ?? null,
    size_px: Number.isFinite(size) ? round(size) : null,
    weight: Number.isFinite(weight) ? weight : null,
    line_height: s['line-height'] ?? null,
    letter_spacing: s['letter-spacing'] ?? null,
    text_transform: s['text-transform'] ?? null,
  };
}

/** `#rrggbb` of an opaque-enough color value; null for transparent or unparsable values. */
export function hexOf(value: string | undefined, minAlpha = 0.05): string | null {
  const c = parseColor(value);
  return c && c.alpha >= minAlpha ? c.hex : null;
}

/**
 * The color as painted on `node`: a translucent value is composited over what is behind the node
 * (its own background, else its ancestors'), so `rgba(255,255,255,.7)` text on a dark footer
 * reads as the gray it shows. Null for transparent or unparsable values.
 */
export function paintHex(ctx: AnalysisContext, node: CapturedNode, value: string | undefined): string | null {
  const c = parseColor(value);
  if (!c || c.alpha < 0.05) return null;
  return c.alpha >= 1 ? c.hex : composite(c, backdropOf(ctx, node.id).color).hex;
}

/** The node's own background, composited over what is behind it when translucent; null when it paints none. */
export function ownBackgroundHex(ctx: AnalysisContext, node: CapturedNode): string | null {
  const own = parseColor(node.style['background-color']);
  if (!own || own.alpha < 0.05) return null;
  if (own.alpha >= 1) return own.hex;
  const behind = node.parent !== null ? backdropOf(ctx, node.parent).color : parseColor('#ffffff')!;
  return composite(own, behind).hex;
}

export interface BorderStyle {
  width_px: number;
  style: string;
  color: string | null;
  /** Which sides paint a border. */
  sides: ('top' | 'right' | 'bottom' | 'left')[];
}

export function borderOf(ctx: AnalysisContext, node: CapturedNode): BorderStyle | null {
  const sides = (['top', 'right', 'bottom', 'left'] as const).filter((s) => px(node.style[`border-${s}-width`]) > 0);
  if (sides.length === 0) return null;
  const side = sides[0]!;
  return {
    width_px: round(px(node.style[`border-${side}-width`])),
    style: node.style['border-top-style'] ?? 'solid',
    color: paintHex(ctx, node, node.style[`border-${side}-color`]),
    sides,
  };
}

export function radiusOf(node: CapturedNode): number {
  return round(px(node.style['border-top-left-radius']));
}

export function paddingOf(node: CapturedNode): { top: number; right: number; bottom: number; left: number } {
  return {
    top: round(px(node.style['padding-top'])),
    right: round(px(node.style['padding-right'])),
    bottom: round(px(node.style['padding-bottom'])),
    left: round(px(node.style['padding-left'])),
  };
}

export function shadowOf(node: CapturedNode): string | null {
  const v = node.style['box-shadow'];
  return v && v !== 'none' ? v : null;
}

/** The most common key (ties: first seen), with its count. */
export function mostCommon<T>(items: readonly T[], key: (item: T) => string | null): { key: string; count: number; items: T[] } | null {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  let best: { key: string; count: number; items: T[] } | null = null;
  for (const [k, list] of groups) if (!best || list.length > best.count) best = { key: k, count: list.length, items: list };
  return best;
}

/** Whether the node can be seen: laid out, not transparent, not hidden. */
export function isShown(node: CapturedNode): boolean {
  const s = node.style;
  return node.box.width > 0 && node.box.height > 0 && s['visibility'] !== 'hidden' && s['opacity'] !== '0' && s['display'] !== 'none';
}
