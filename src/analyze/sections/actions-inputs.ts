/**
 * Form fields of the actions section: text inputs, selects and textareas clustered by how they
 * paint (fill, border, radius, font size), with their focus and hover states and the
 * placeholder color declared for them.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { colorDistance, firstFamily } from '../derived/button-styles.js';
import { componentsOfKind, px } from '../derived/components.js';
import { composite, parseColor, type ParsedColor } from '../shared/color.js';
import { declaredStyle } from './interactions-css.js';
import { colorText, shadowText } from './interactions-state-diff.js';
import { summarizeState, type StateSummary } from './interactions-states.js';

export interface Box4 {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface InputStyle {
  background: string | null;
  color: string | null;
  /** Visible bottom-only borders (underlined fields) report `sides: "bottom"`. */
  border: { width_px: number; style: string; color: string; sides: 'all' | 'bottom' | 'mixed' } | null;
  border_radius_px: number;
  padding: Box4;
  font: { family: string; size_px: number; weight: number };
  height_px: number;
  box_shadow: string | null;
  /** From a `::placeholder` rule that targets these fields; null when no rule says (the browser default gray). */
  placeholder_color: string | null;
  states: { hover: StateSummary | null; focus_visible: StateSummary | null };
  count: number;
  /** Field kinds in the cluster: `input[type=email]`, `select`, `textarea`, … with counts. */
  kinds: Record<string, number>;
  examples: { node_id: string; selector: string; text: string }[];
  evidence: { placeholder_rule: string | null; backdrop: string };
}

interface FieldReading {
  node: CapturedNode;
  fill: ParsedColor | null;
  text: ParsedColor | null;
  border: { width: number; style: string; color: ParsedColor; sides: 'all' | 'bottom' | 'mixed' } | null;
  radius: number;
  fontSize: number;
  backdrop: ParsedColor;
}

const round = (n: number): number => Math.round(n * 100) / 100;

function readField(ctx: AnalysisContext, node: CapturedNode): FieldReading {
  const s = node.style;
  const backdrop = node.parent !== null && ctx.nodeById(node.parent) ? backdropOf(ctx, node.parent).color : backdropOf(ctx, node.id).color;
  const raw = parseColor(s['background-color']);
  const fill = raw && raw.alpha > 0.02 ? (raw.alpha < 1 ? composite(raw, backdrop) : raw) : null;
  const widths = (['top', 'right', 'bottom', 'left'] as const).map((side) => px(s[`border-${side}-width`]));
  const style = s['border-top-style'] ?? 'none';
  const sideColor = parseColor(widths[0]! > 0 ? s['border-top-color'] : s['border-bottom-color']);
  let border: FieldReading['border'] = null;
  if (widths.some((w) => w > 0) && sideColor && sideColor.alpha > 0.05 && (style !== 'none' || widths[2]! > 0)) {
    const sides = widths.every((w) => w === widths[0]) ? 'all' : widths[2]! > 0 && widths[0] === 0 && widths[1] === 0 && widths[3] === 0 ? 'bottom' : 'mixed';
    border = { width: Math.max(...widths), style: style === 'none' ? 'solid' : style, color: sideColor.alpha < 1 ? composite(sideColor, backdrop) : sideColor, sides };
  }
  const text = parseColor(s['color']);
  return { node, fill, text, border, radius: px(s['border-top-left-radius']), fontSize: px(s['font-size']), backdrop };
}

function same(a: FieldReading, b: FieldReading): boolean {
  if ((a.fill === null) !== (b.fill === null) || (a.fill && b.fill && colorDistance(a.fill, b.fill) > 0.03)) return false;
  if ((a.border === null) !== (b.border === null)) return false;
  if (a.border && b.border && (a.border.sides !== b.border.sides || colorDistance(a.border.color, b.border.color) > 0.04 || Math.abs(a.border.width - b.border.width) > 0.5)) return false;
  return Math.abs(a.radius - b.radius) <= 2 && Math.abs(a.fontSize - b.fontSize) <= 1;
}

function kindOf(node: CapturedNode): string {
  return node.tag === 'input' ? `input[type=${(node.attrs['type'] ?? 'text').toLowerCase() || 'text'}]` : node.tag;
}

/** Clusters the visible text fields. `skip` leaves out nodes (consent banners, widgets). */
export function inputStyles(ctx: AnalysisContext, skip: (node: CapturedNode) => boolean): InputStyle[] {
  const fields = componentsOfKind(ctx, 'input')
    .map((c) => c.node)
    .filter((n) => n.box.width >= 24 && n.box.height >= 16 && !skip(n))
    .map((n) => readField(ctx, n));
  const clusters: FieldReading[][] = [];
  for (const f of fields) {
    const home = clusters.find((c) => same(c[0]!, f));
    if (home) home.push(f);
    else clusters.push([f]);
  }
  return clusters
    .map((members, index) => ({ members, index }))
    .sort((a, b) => b.members.length - a.members.length || a.index - b.index)
    .map(({ members }) => describe(ctx, members));
}

function describe(ctx: AnalysisContext, members: FieldReading[]): InputStyle {
  const seed = members[0]!;
  const s = seed.node.style;
  const nodes = members.map((m) => m.node);
  const heights = nodes.map((n) => n.box.height).sort((a, b) => a - b);
  const kinds: Record<string, number> = {};
  for (const n of nodes) kinds[kindOf(n)] = (kinds[kindOf(n)] ?? 0) + 1;

  let placeholder: string | null = null;
  let placeholderRule: string | null = null;
  for (const n of nodes.slice(0, 10)) {
    const color = declaredStyle(ctx, n, 'placeholder').get('color');
    if (color && parseColor(color.value)) {
      placeholder = colorText(color.value);
      placeholderRule = color.selector;
      break;
    }
  }
  const sortedKinds = Object.fromEntries(Object.entries(kinds).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
  return {
    background: seed.fill ? seed.fill.hex : null,
    color: seed.text ? colorText(s['color']!) : null,
    border: seed.border ? { width_px: round(seed.border.width), style: seed.border.style, color: seed.border.color.hex, sides: seed.border.sides } : null,
    border_radius_px: round(seed.radius),
    padding: { top: round(px(s['padding-top'])), right: round(px(s['padding-right'])), bottom: round(px(s['padding-bottom'])), left: round(px(s['padding-left'])) },
    font: { family: firstFamily(s['font-family']), size_px: round(seed.fontSize), weight: Math.round(px(s['font-weight'])) || 400 },
    height_px: round(heights[Math.floor(heights.length / 2)]!),
    box_shadow: (s['box-shadow'] ?? 'none') === 'none' ? null : shadowText(s['box-shadow']!),
    placeholder_color: placeholder,
    states: { hover: summarizeState(ctx, nodes, 'hover'), focus_visible: summarizeState(ctx, nodes, 'focus-visible') },
    count: members.length,
    kinds: sortedKinds,
    examples: nodes.slice(0, 5).map((n) => ({ node_id: n.id, selector: n.selector, text: n.attrs['aria-label'] ?? n.attrs['name'] ?? n.attrs['id'] ?? '' })),
    evidence: { placeholder_rule: placeholderRule, backdrop: seed.backdrop.hex },
  };
}
