/**
 * surfaces.radius: the corner-radius scale of the page and the radius each component kind uses.
 *
 * Only corners that show count: the node paints a surface (background, border, shadow), is media,
 * paints an image, or clips its content. Distinct radii within half a pixel are one step (rem
 * rounding: 7.5px and 8px). A value is `full` (pill/circle) when declared so (≥ 500px, ≥ 50%,
 * Tailwind v4's `calc(infinity * 1px)`) or when it reaches half the short side of most of the
 * boxes that use it (a 24px radius on 48px-tall buttons is a pill, not a "24px" step).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { paintsSurface } from '../derived/components.js';
import { kindCounts, shapeKinds, type ShapeKind } from '../derived/shape-kinds.js';
import { compare, examplesOf, inCaptureOrder, push, round, shapeScope, stepNames, type NodeExample } from '../derived/shape-scope.js';
import { lengthPx, rootFontPx, variablesNamed } from '../derived/shape-tokens.js';

export interface NodeRadius {
  /** The largest corner radius in px (percentages resolved against the short side). */
  px: number;
  /** That corner's computed value (`8px`, `50%`). */
  value: string;
  /** Declared as pill/circle (≥ 500px or ≥ 50%). */
  declared_full: boolean;
  /** Reaches half the box's short side. */
  geometric_full: boolean;
}

export interface RadiusStep {
  /** `none`, `xs`…`2xl` (relative to this page's scale, smallest first), or `full`. */
  name: string;
  /** The most used radius of the step in px; for `full`, the most used declared pill value (≥ 500px), else null. */
  value_px: number | null;
  /** The computed values merged into this step, most used first. */
  values: string[];
  count: number;
  /** Painted box area of the nodes using it, px². */
  area: number;
  css_variables: string[];
  kinds: { kind: ShapeKind | 'other'; count: number }[];
  examples: NodeExample[];
}

export interface ComponentRadius {
  kind: ShapeKind;
  /** The radius most nodes of this kind use. */
  radius: { name: string; value_px: number | null };
  /** Nodes of this kind using the dominant radius / all painted nodes of this kind. */
  count: number;
  total: number;
  variants: { name: string; value_px: number | null; count: number }[];
  examples: NodeExample[];
}

export interface RadiusVariable {
  name: string;
  value: string;
  /** Null for a percentage. */
  value_px: number | null;
  /** The step it matches on this page, or null when nothing visible uses it. */
  step: string | null;
}

export interface RadiusFacts {
  scale: RadiusStep[];
  by_component: ComponentRadius[];
  css_variables: RadiusVariable[];
}

const CORNERS = ['border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius'] as const;
const MEDIA = new Set(['img', 'picture', 'video', 'iframe', 'canvas', 'svg']);
const COMPONENT_KINDS: readonly ShapeKind[] = ['button', 'input', 'card', 'badge', 'image', 'avatar', 'video', 'iframe', 'nav', 'table'];
const FULL_PX = 500;
/** Square corners are a choice worth a `none` step only on components (a square photo is the default). */
const SQUARE_KINDS: readonly ShapeKind[] = ['button', 'input', 'card', 'badge'];

/** The node's radius, or null when every corner is square. */
export function nodeRadius(node: CapturedNode): NodeRadius | null {
  const short = Math.min(node.box.width, node.box.height);
  let best: { px: number; value: string; percent: number | null } | null = null;
  for (const corner of CORNERS) {
    const value = (node.style[corner] ?? '0px').trim();
    const parts = value.split(/\s+/).map((p) => ({ n: Number.parseFloat(p), percent: p.endsWith('%') }));
    if (parts.some((p) => !Number.isFinite(p.n))) continue;
    // Elliptical corners (`10px 20px`): the smaller radius is the visible rounding.
    const pxs = parts.map((p) => (p.percent ? (p.n / 100) * short : p.n));
    const px = Math.min(...pxs);
    if (px > 0 && (!best || px > best.px)) best = { px, value, percent: parts[0]!.percent ? parts[0]!.n : null };
  }
  if (!best) return null;
  const declared = best.px >= FULL_PX || (best.percent !== null && best.percent >= 50);
  return { px: round(best.px, 1), value: best.value, declared_full: declared, geometric_full: short > 0 && best.px >= short / 2 - 0.5 };
}

/** Whether the node's corners are visible at all. */
function cornersShow(ctx: AnalysisContext, node: CapturedNode): boolean {
  if (MEDIA.has(node.tag)) return true;
  if ((node.style['background-image'] ?? 'none') !== 'none') return true;
  if (/hidden|clip/.test(node.style['overflow'] ?? '') && ctx.children(node.id).length > 0) return true;
  return paintsSurface(ctx, node);
}

interface Rounded {
  node: CapturedNode;
  r: NodeRadius;
}

export function radiusFacts(ctx: AnalysisContext): RadiusFacts {
  return ctx.derive('surfaces:radius', () => build(ctx));
}

function build(ctx: AnalysisContext): RadiusFacts {
  const rounded: Rounded[] = [];
  const square: CapturedNode[] = [];
  const kinds = shapeKinds(ctx);
  for (const node of shapeScope(ctx).nodes) {
    if (Math.min(node.box.width, node.box.height) < 4) continue;
    const r = nodeRadius(node);
    if (r) {
      if (cornersShow(ctx, node)) rounded.push({ node, r });
    } else if (SQUARE_KINDS.includes(kinds.get(node.id) as ShapeKind) && cornersShow(ctx, node)) square.push(node);
  }

  // Group by computed value, decide full per value, then merge the rest within half a pixel.
  const byValue = new Map<string, Rounded[]>();
  for (const item of rounded) {
    const key = item.r.value.endsWith('%') ? item.r.value : `${round(item.r.px * 2, 0) / 2}px`;
    push(byValue, key, item);
  }
  const full: Rounded[] = [];
  const sized: Rounded[][] = [];
  for (const [, items] of [...byValue].sort((a, b) => compare(a[0], b[0]))) {
    const geometric = items.filter((i) => i.r.geometric_full).length;
    if (items.some((i) => i.r.declared_full) || geometric * 2 > items.length) full.push(...items);
    else sized.push(items);
  }
  const clusters: Rounded[][] = [];
  for (const items of sized.sort((a, b) => a[0]!.r.px - b[0]!.r.px)) {
    const last = clusters.at(-1);
    if (last && items[0]!.r.px - last[0]!.r.px <= 0.5) last.push(...items);
    else clusters.push([...items]);
  }

  const names = stepNames(clusters.length);
  const scale: RadiusStep[] = [];
  if (square.length > 0) scale.push(step(ctx, 'none', square.map((node) => ({ node, r: null }))));
  clusters.forEach((items, i) => scale.push(step(ctx, names[i]!, items)));
  if (full.length > 0) scale.push(step(ctx, 'full', full));

  const variables = radiusVariables(ctx, scale);
  for (const s of scale) s.css_variables = variables.filter((v) => v.step === s.name).map((v) => v.name);
  return { scale, by_component: byComponent(ctx, scale), css_variables: variables };
}

function step(ctx: AnalysisContext, name: string, items: { node: CapturedNode; r: NodeRadius | null }[]): RadiusStep {
  const nodes = inCaptureOrder(ctx, items.map((i) => i.node));
  const values = new Map<string, { count: number; px: number | null }>();
  for (const { r } of items) {
    const key = r === null ? '0px' : r.value;
    const px = r === null ? 0 : r.value.endsWith('%') ? null : r.px;
    values.set(key, { count: (values.get(key)?.count ?? 0) + 1, px });
  }
  const ordered = [...values].sort((a, b) => b[1].count - a[1].count || compare(a[0], b[0]));
  // A pill's px value is only a token when declared as one (9999px); 24px on a 48px button is not.
  const top = ordered.find(([, v]) => v.px !== null && (name !== 'full' || v.px >= FULL_PX));
  return {
    name,
    value_px: top ? top[1].px : null,
    values: ordered.map(([v]) => v),
    count: nodes.length,
    area: Math.round(nodes.reduce((sum, n) => sum + n.box.width * n.box.height, 0)),
    css_variables: [],
    kinds: kindCounts(ctx, nodes),
    examples: examplesOf(nodes),
  };
}

/** The step a radius falls in (`none` for square corners). */
export function stepOf(scale: readonly RadiusStep[], r: NodeRadius | null): RadiusStep | undefined {
  if (r === null) return scale.find((s) => s.name === 'none');
  return scale.find((s) => s.values.includes(r.value)) ?? scale.find((s) => s.value_px !== null && s.name !== 'full' && Math.abs(s.value_px - r.px) <= 0.5);
}

function byComponent(ctx: AnalysisContext, scale: readonly RadiusStep[]): ComponentRadius[] {
  const kinds = shapeKinds(ctx);
  const groups = new Map<ShapeKind, CapturedNode[]>();
  for (const node of shapeScope(ctx).nodes) {
    const kind = kinds.get(node.id);
    if (!kind || !COMPONENT_KINDS.includes(kind) || !cornersShow(ctx, node)) continue;
    push(groups, kind, node);
  }
  const out: ComponentRadius[] = [];
  for (const kind of COMPONENT_KINDS) {
    const nodes = groups.get(kind);
    if (!nodes) continue;
    const variants = new Map<string, { name: string; value_px: number | null; nodes: CapturedNode[] }>();
    for (const node of nodes) {
      const r = nodeRadius(node) ?? clippedRadius(ctx, node);
      const s = stepOf(scale, r);
      const name = s?.name ?? (r === null ? 'none' : `${r.px}px`);
      const valuePx = s ? s.value_px : r === null ? 0 : r.px;
      const v = variants.get(name) ?? { name, value_px: valuePx, nodes: [] };
      v.nodes.push(node);
      variants.set(name, v);
    }
    const ordered = [...variants.values()].sort((a, b) => b.nodes.length - a.nodes.length || area(b.nodes) - area(a.nodes) || compare(a.name, b.name));
    const top = ordered[0]!;
    out.push({
      kind,
      radius: { name: top.name, value_px: top.value_px },
      count: top.nodes.length,
      total: nodes.length,
      variants: ordered.map((v) => ({ name: v.name, value_px: v.value_px, count: v.nodes.length })),
      examples: examplesOf(top.nodes),
    });
  }
  return out;
}

const MEDIA_KINDS = new Set<ShapeKind>(['image', 'avatar', 'video', 'iframe']);

/**
 * Square media in a rounded, clipping wrapper (`.card { overflow: hidden; border-radius: 16px }
 * .card img {…}`) shows the wrapper's corners: its radius, when the media reaches a wrapper corner.
 */
function clippedRadius(ctx: AnalysisContext, node: CapturedNode): NodeRadius | null {
  if (!MEDIA_KINDS.has(shapeKinds(ctx).get(node.id) as ShapeKind)) return null;
  const b = node.box;
  for (const a of ctx.ancestors(node.id).slice(0, 3)) {
    if (!/hidden|clip/.test(a.style['overflow'] ?? '')) continue;
    const r = nodeRadius(a);
    if (!r) continue;
    const near = (x: number, y: number): boolean => Math.abs(x - y) <= 2;
    const horizontal = near(b.x, a.box.x) || near(b.x + b.width, a.box.x + a.box.width);
    const vertical = near(b.y, a.box.y) || near(b.y + b.height, a.box.y + a.box.height);
    if (horizontal && vertical) return r;
  }
  return null;
}

function radiusVariables(ctx: AnalysisContext, scale: readonly RadiusStep[]): RadiusVariable[] {
  const rem = rootFontPx(ctx);
  const out: RadiusVariable[] = [];
  for (const v of variablesNamed(ctx, /radius|rounded|corner/i)) {
    const value = v.value.trim();
    const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
    const px = percent ? null : lengthPx(value, rem);
    if (px === null && !percent) continue;
    const isFull = (px !== null && px >= FULL_PX) || (percent !== null && Number(percent[1]) >= 50);
    const match = isFull
      ? scale.find((s) => s.name === 'full')
      : px === 0
        ? scale.find((s) => s.name === 'none')
        : scale.find((s) => s.name !== 'full' && s.name !== 'none' && s.values.some((val) => !val.endsWith('%') && Math.abs(Number.parseFloat(val) - (px ?? -1)) <= 0.5));
    out.push({ name: v.name, value, value_px: px === null ? null : round(px, 2), step: match?.name ?? null });
  }
  return out;
}

function area(nodes: readonly CapturedNode[]): number {
  return nodes.reduce((sum, n) => sum + n.box.width * n.box.height, 0);
}

