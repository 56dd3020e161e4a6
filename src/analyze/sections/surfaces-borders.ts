/**
 * surfaces.borders and surfaces.cards: which border widths, styles and colors the page draws,
 * which lines act as dividers, and what its card/panel surfaces look like.
 *
 * A border side counts only when it paints: width > 0 (Chromium computes 0 for style none) and
 * a color that is not fully transparent (`1px solid transparent` on buttons is spacing, not a line).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { componentsOfKind, px } from '../derived/components.js';
import { formatShadow, paintedLayers, parseShadow } from '../derived/shape-shadow.js';
import { colorValue, compare, countBy, examplesOf, round, shapeScope, type ColorValue, type NodeExample } from '../derived/shape-scope.js';
import { variablesNamed } from '../derived/shape-tokens.js';
import { parseColor } from '../shared/color.js';
import { nodeRadius, radiusFacts, stepOf } from './surfaces-radius.js';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
type Side = (typeof SIDES)[number];

export interface BorderLine {
  width_px: number;
  /** Known when the top side paints (the capture keeps `border-top-style` only); else null. */
  style: string | null;
  color: ColorValue;
}

export interface BorderFacts {
  /** Nodes that paint at least one border side. */
  count: number;
  /** The most common full (four-sided) border, else the most common line of any kind. */
  dominant: BorderLine | null;
  widths: { value_px: number; count: number }[];
  styles: { style: string; count: number }[];
  colors: { hex: string; alpha: number; count: number; css_variables: string[]; examples: NodeExample[] }[];
  dividers: { count: number; variants: DividerVariant[] };
}

export interface DividerVariant extends BorderLine {
  orientation: 'horizontal' | 'vertical';
  /** `border` (a one- or two-sided border), `hr`, or `rule` (a thin painted box). */
  source: 'border' | 'hr' | 'rule';
  count: number;
  examples: NodeExample[];
}

export interface CardVariant {
  background: ColorValue | null;
  background_image: string | null;
  border: BorderLine | null;
  radius_px: number;
  radius_step: string | null;
  /** Canonical box-shadow of the card, null when it has none. */
  shadow: string | null;
  backdrop_filter: string | null;
  /** The most common padding of the variant, px (top, right, bottom, left). */
  padding: [number, number, number, number];
  count: number;
  examples: NodeExample[];
}

export interface CardFacts {
  count: number;
  variants: CardVariant[];
}

interface PaintedSide {
  side: Side;
  width: number;
  color: ColorValue;
}

function paintedSides(node: CapturedNode): PaintedSide[] {
  const out: PaintedSide[] = [];
  for (const side of SIDES) {
    const width = px(node.style[`border-${side}-width`]);
    const color = colorValue(node.style[`border-${side}-color`]);
    if (width > 0 && color && color.alpha > 0) out.push({ side, width: round(width, 2), color });
  }
  return out;
}

function lineOf(node: CapturedNode, sides: readonly PaintedSide[]): BorderLine {
  const main = [...sides].sort((a, b) => b.width - a.width || SIDES.indexOf(a.side) - SIDES.indexOf(b.side))[0]!;
  const top = sides.find((s) => s.side === 'top');
  return { width_px: main.width, style: top ? (node.style['border-top-style'] ?? null) : null, color: main.color };
}

const lineKey = (l: BorderLine): string => `${l.width_px}|${l.style ?? ''}|${l.color.hex}|${l.color.alpha}`;

export function borderFacts(ctx: AnalysisContext): BorderFacts {
  const bordered: { node: CapturedNode; sides: PaintedSide[] }[] = [];
  const dividers: { node: CapturedNode; line: BorderLine; orientation: 'horizontal' | 'vertical'; source: DividerVariant['source'] }[] = [];
  for (const node of shapeScope(ctx).nodes) {
    const sides = paintedSides(node);
    if (sides.length > 0) bordered.push({ node, sides });
    const divider = dividerOf(node, sides);
    if (divider) dividers.push({ node, ...divider });
  }

  const full = bordered.filter((b) => b.sides.length === 4);
  const pool = full.length > 0 ? full : bordered;
  const dominantGroup = countBy(pool, (b) => lineKey(lineOf(b.node, b.sides)))[0];
  const widths = countBy(bordered, (b) => String(lineOf(b.node, b.sides).width_px));
  const styles = countBy(bordered.filter((b) => b.sides.some((s) => s.side === 'top')), (b) => b.node.style['border-top-style'] ?? 'solid');

  const colorNodes = new Map<string, { color: ColorValue; nodes: CapturedNode[] }>();
  for (const b of bordered) {
    for (const color of new Map(b.sides.map((s) => [`${s.color.hex}|${s.color.alpha}`, s.color])).values()) {
      const key = `${color.hex}|${color.alpha}`;
      const entry = colorNodes.get(key) ?? { color, nodes: [] };
      entry.nodes.push(b.node);
      colorNodes.set(key, entry);
    }
  }
  const colorVars = variablesNamed(ctx, /border|line|divider|stroke|outline|separator|rule/i)
    .map((v) => ({ name: v.name, color: parseColor(v.value) }))
    .filter((v) => v.color !== null);
  const colors = [...colorNodes.values()]
    .sort((a, b) => b.nodes.length - a.nodes.length || compare(a.color.hex, b.color.hex) || a.color.alpha - b.color.alpha)
    .map(({ color, nodes }) => ({
      hex: color.hex,
      alpha: color.alpha,
      count: nodes.length,
      css_variables: colorVars.filter((v) => v.color!.hex === color.hex && Math.abs(v.color!.alpha - color.alpha) < 0.01).map((v) => v.name),
      examples: examplesOf(nodes),
    }));

  const dividerGroups = countBy(dividers, (d) => `${d.orientation}|${d.source}|${lineKey(d.line)}`);
  return {
    count: bordered.length,
    dominant: dominantGroup ? lineOf(dominantGroup.items[0]!.node, dominantGroup.items[0]!.sides) : null,
    widths: widths.map((g) => ({ value_px: Number(g.key), count: g.count })),
    styles: styles.map((g) => ({ style: g.key, count: g.count })),
    colors,
    dividers: {
      count: dividers.length,
      variants: dividerGroups.map((g) => ({ orientation: g.items[0]!.orientation, source: g.items[0]!.source, ...g.items[0]!.line, count: g.count, examples: examplesOf(g.items.map((i) => i.node)) })),
    },
  };
}

/** A line separating content: a one-sided (or top+bottom / left+right) border, an `<hr>`, or a hairline box. */
function dividerOf(node: CapturedNode, sides: readonly PaintedSide[]): { line: BorderLine; orientation: 'horizontal' | 'vertical'; source: DividerVariant['source'] } | null {
  const { width, height } = node.box;
  if (node.tag === 'hr' && sides.length > 0) return { line: lineOf(node, sides), orientation: height > width ? 'vertical' : 'horizontal', source: 'hr' };
  const names = new Set(sides.map((s) => s.side));
  const horizontal = names.size > 0 && [...names].every((s) => s === 'top' || s === 'bottom');
  const vertical = names.size > 0 && [...names].every((s) => s === 'left' || s === 'right');
  if (horizontal && width >= 40) return { line: lineOf(node, sides), orientation: 'horizontal', source: 'border' };
  if (vertical && height >= 24) return { line: lineOf(node, sides), orientation: 'vertical', source: 'border' };
  if (sides.length > 0) return null;
  // A hairline div/span painted with a background (`<div class="h-px bg-gray-200">`).
  const bg = colorValue(node.style['background-color']);
  if (!bg || bg.alpha === 0 || node.text.trim().length > 0) return null;
  if (height <= 2 && width >= 40) return { line: { width_px: round(height, 2), style: null, color: bg }, orientation: 'horizontal', source: node.tag === 'hr' ? 'hr' : 'rule' };
  if (width <= 2 && height >= 24) return { line: { width_px: round(width, 2), style: null, color: bg }, orientation: 'vertical', source: 'rule' };
  return null;
}

export function cardFacts(ctx: AnalysisContext): CardFacts {
  const scope = new Set(shapeScope(ctx).nodes.map((n) => n.id));
  const cards = componentsOfKind(ctx, 'card').map((c) => c.node).filter((n) => scope.has(n.id));
  const scale = radiusFacts(ctx).scale;
  const described = cards.map((node) => {
    const sides = paintedSides(node);
    const bg = colorValue(node.style['background-color']);
    const image = node.style['background-image'] ?? 'none';
    const layers = parseShadow(node.style['box-shadow']);
    const painted = layers ? paintedLayers(layers) : [];
    const r = nodeRadius(node);
    const filter = node.style['backdrop-filter'] ?? 'none';
    const variant: Omit<CardVariant, 'padding' | 'count' | 'examples'> = {
      background: bg && bg.alpha > 0 ? bg : null,
      background_image: image === 'none' ? null : image,
      border: sides.length > 0 ? lineOf(node, sides) : null,
      radius_px: r?.px ?? 0,
      radius_step: stepOf(scale, r)?.name ?? null,
      shadow: painted.length > 0 ? formatShadow(painted) : null,
      backdrop_filter: filter === 'none' ? null : filter,
    };
    const padding = (['top', 'right', 'bottom', 'left'] as const).map((s) => round(px(node.style[`padding-${s}`]), 1)) as CardVariant['padding'];
    return { node, variant, padding };
  });
  const groups = countBy(described, (d) => JSON.stringify(d.variant));
  return {
    count: cards.length,
    variants: groups.map((g) => {
      const padding = countBy(g.items, (d) => d.padding.join(' '))[0]!.items[0]!.padding;
      return { ...g.items[0]!.variant, padding, count: g.count, examples: examplesOf(g.items.map((d) => d.node)) };
    }),
  };
}
