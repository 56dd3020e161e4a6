/**
 * Inline SVG icons: small `<svg>` elements (≤ 48px, not the logo), drawn inline or from a sprite
 * through `<use href="#id">` / `<use href="/sprite.svg#id">`.
 *
 * Two readings are combined. The computed styles of the captured shapes say how the icon is
 * painted (stroke vs fill, stroke width, color), whatever mix of attributes and CSS did it. The
 * markup (rendered HTML, via ctx.dom()) says what computed styles cannot: `currentColor` (already
 * resolved to rgb in computed style), viewBox and data-* attributes that identify a library, and
 * what a `<use>` points to. Captured svgs are paired with their markup by walking both in document
 * order and matching attributes plus child structure; an svg without a partner (shadow DOM) is read
 * from computed styles alone.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { cachedColor, compare, shapeScope } from '../derived/shape-scope.js';
import { findAll, walkElements, type DomElement } from '../shared/dom.js';

export const SHAPES = new Set(['path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon', 'text']);
const STRUCTURE = new Set([...SHAPES, 'g', 'use']);
const MAX_ICON_PX = 48;
const MIN_ICON_PX = 6;
const LOGO = /logo|brand|wordmark|lockup/i;

export type PaintStyle = 'outline' | 'solid' | 'mixed';

/** How the shapes of one icon are painted. */
export interface PaintFacts {
  style: PaintStyle | null;
  /** Dominant stroke width as computed/authored (user units, `1.5`). */
  stroke_width: number | null;
  /** The color the icon is drawn in (stroke for outline icons, fill otherwise). */
  color: string | null;
}

export interface MarkupFacts {
  attrs: Record<string, string>;
  paint: PaintFacts;
  /** A painting shape uses `currentColor`. */
  current_color: boolean;
  /** Explicit colors in fill/stroke attributes or inline styles. */
  fixed_colors: boolean;
  use_hrefs: string[];
  tabler_marker: boolean;
}

export interface SvgIcon {
  node: CapturedNode;
  size: number;
  paint: PaintFacts;
  markup: MarkupFacts | null;
  /** `<use>` references of the icon (sprite), from the capture or the markup. */
  use_hrefs: string[];
}

/** Every inline SVG icon of the page, capture order. */
export function svgIcons(ctx: AnalysisContext): SvgIcon[] {
  return ctx.derive('icons:svg', () => {
    const candidates = shapeScope(ctx).nodes.filter((n) => n.tag === 'svg' && !insideSvg(ctx, n) && isIconSized(n) && !isLogo(ctx, n));
    const markup = pairWithMarkup(ctx, candidates);
    return candidates.map((node) => {
      const m = markup.get(node.id) ?? null;
      const shapes = descendants(ctx, node).filter((d) => SHAPES.has(d.tag));
      const computed = shapes.length > 0 ? paintOf(shapes.map(computedPaint)) : null;
      const capturedUses = descendants(ctx, node).filter((d) => d.tag === 'use').map((d) => d.attrs['href'] ?? '').filter(Boolean);
      return {
        node,
        size: Math.round(Math.max(node.box.width, node.box.height)),
        paint: computed && computed.style !== null ? computed : (m?.paint ?? computed ?? { style: null, stroke_width: null, color: null }),
        markup: m,
        use_hrefs: capturedUses.length > 0 ? capturedUses : (m?.use_hrefs ?? []),
      };
    });
  });
}

function isIconSized(node: CapturedNode): boolean {
  const { width, height } = node.box;
  return Math.max(width, height) <= MAX_ICON_PX && Math.min(width, height) >= MIN_ICON_PX;
}

function insideSvg(ctx: AnalysisContext, node: CapturedNode): boolean {
  const parent = node.parent === null ? undefined : ctx.nodeById(node.parent);
  return parent !== undefined && (parent.tag === 'svg' || SHAPES.has(parent.tag) || parent.tag === 'g');
}

/** The brand mark is an asset, not an icon: `logo`/`brand` in its own or a near ancestor's names, or the home link of the header. */
function isLogo(ctx: AnalysisContext, node: CapturedNode): boolean {
  const chain = [node, ...ctx.ancestors(node.id).slice(0, 3)];
  for (const n of chain) {
    if (LOGO.test(`${n.attrs['class'] ?? ''} ${n.attrs['id'] ?? ''} ${n.attrs['aria-label'] ?? ''} ${n.attrs['title'] ?? ''}`)) return true;
    if (n.tag === 'a' && isHomeLink(n.attrs['href'] ?? '', ctx.capture.final_url) && node.box.y < 200) return true;
  }
  return false;
}

function isHomeLink(href: string, base: string): boolean {
  if (href === '/' || href === './') return true;
  if (!URL.canParse(href, base)) return false;
  const url = new URL(href, base);
  return url.origin === new URL(base).origin && (url.pathname === '/' || url.pathname === '') && url.hash === '';
}

function descendants(ctx: AnalysisContext, node: CapturedNode): CapturedNode[] {
  const out: CapturedNode[] = [];
  const stack = [...ctx.children(node.id)].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    out.push(n);
    stack.push(...[...ctx.children(n.id)].reverse());
  }
  return out;
}

interface ShapePaint {
  tag: string;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
}

function computedPaint(n: CapturedNode): ShapePaint {
  const stroke = painted(n.style['stroke']);
  const width = Number.parseFloat(n.style['stroke-width'] ?? '1');
  return { tag: n.tag, fill: painted(n.style['fill']), stroke: stroke && width > 0 ? stroke : null, strokeWidth: Number.isFinite(width) ? width : 1 };
}

/** A paint value that puts color down, as written (`none`/transparent → null). */
function painted(value: string | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (v === '' || /^none$/i.test(v) || /^transparent$/i.test(v)) return null;
  const c = cachedColor(v);
  if (c && c.alpha === 0) return null;
  return v;
}

/**
 * Outline: some shapes are stroke-only and none fill-only (a shape doing both, like an open path
 * inheriting the default black fill, does not change that); solid: shapes fill and none are
 * stroke-only; mixed: both kinds side by side (duotone sets).
 */
export function paintOf(shapes: readonly ShapePaint[]): PaintFacts {
  let strokeOnly = 0;
  let fillOnly = 0;
  let both = 0;
  const widths = new Map<number, number>();
  const colors = { stroke: new Map<string, number>(), fill: new Map<string, number>() };
  for (const s of shapes) {
    const fill = s.tag === 'line' ? null : s.fill;
    if (s.stroke && !fill) strokeOnly++;
    else if (fill && !s.stroke) fillOnly++;
    else if (fill && s.stroke) both++;
    if (s.stroke) {
      widths.set(s.strokeWidth, (widths.get(s.strokeWidth) ?? 0) + 1);
      colors.stroke.set(s.stroke, (colors.stroke.get(s.stroke) ?? 0) + 1);
    }
    if (fill) colors.fill.set(fill, (colors.fill.get(fill) ?? 0) + 1);
  }
  const style: PaintStyle | null = strokeOnly > 0 && fillOnly === 0 ? 'outline' : fillOnly > 0 && strokeOnly === 0 ? 'solid' : strokeOnly > 0 ? 'mixed' : both > 0 ? 'mixed' : null;
  const top = (m: Map<string, number> | Map<number, number>): string | number | null => [...m].sort((a, b) => b[1] - a[1] || compare(String(a[0]), String(b[0])))[0]?.[0] ?? null;
  const colorText = (style === 'outline' ? top(colors.stroke) : style === 'solid' ? top(colors.fill) : (top(colors.stroke) ?? top(colors.fill))) as string | null;
  return {
    style,
    stroke_width: style === 'solid' ? null : (top(widths) as number | null),
    color: colorText === null ? null : (cachedColor(colorText)?.hex ?? (/currentcolor/i.test(colorText) ? 'currentColor' : null)),
  };
}

// ---- markup ------------------------------------------------------------------------------

interface DomSvg {
  el: DomElement;
  signature: string;
}

const SIGNATURE_ATTRS = ['class', 'id', 'role', 'aria-label', 'aria-hidden'];

function signature(attrs: Record<string, string>, childTags: readonly string[]): string {
  return `${SIGNATURE_ATTRS.map((k) => attrs[k] ?? '').join('|')}#${childTags.filter((t) => STRUCTURE.has(t)).join(',')}`;
}

/** Top-level `<svg>` elements of the rendered HTML, document order. */
function domSvgs(ctx: AnalysisContext): DomSvg[] {
  return ctx.derive('icons:domSvgs', () => {
    const out: DomSvg[] = [];
    for (const el of walkElements(ctx.dom().root, (e) => e.tag === 'svg')) {
      if (el.tag !== 'svg') continue;
      const tags = el.children.filter((c): c is DomElement => c.type === 'element').map((c) => c.tag);
      out.push({ el, signature: signature(el.attrs, tags) });
    }
    return out;
  });
}

const LOOKAHEAD = 400;

function pairWithMarkup(ctx: AnalysisContext, svgs: readonly CapturedNode[]): Map<string, MarkupFacts> {
  const dom = domSvgs(ctx);
  const out = new Map<string, MarkupFacts>();
  let next = 0;
  // Pair every captured top-level svg (not only icons) so the walk stays in step with the document.
  const wanted = new Set(svgs.map((s) => s.id));
  const all = ctx.nodes().filter((n) => n.tag === 'svg' && !n.in_shadow && !insideSvg(ctx, n));
  for (const node of all) {
    const sig = signature(node.attrs, ctx.children(node.id).map((c) => c.tag));
    const end = Math.min(dom.length, next + LOOKAHEAD);
    for (let j = next; j < end; j++) {
      if (dom[j]!.signature !== sig) continue;
      if (wanted.has(node.id)) out.set(node.id, markupFacts(ctx, dom[j]!.el));
      next = j + 1;
      break;
    }
  }
  return out;
}

interface Inherited {
  fill: string;
  stroke: string;
  strokeWidth: string;
}

function markupFacts(ctx: AnalysisContext, svg: DomElement): MarkupFacts {
  const shapes: ShapePaint[] = [];
  const useHrefs: string[] = [];
  let currentColor = false;
  let fixed = false;
  let firstShape = true;
  let tablerMarker = false;
  const symbols = symbolIndex(ctx);
  const visit = (el: DomElement, inherited: Inherited, depth: number): void => {
    if (depth > 24 || el.tag === 'defs' || el.tag === 'title' || el.tag === 'desc' || el.tag === 'mask' || el.tag === 'clippath') return;
    const own = paintAttrs(el);
    const here: Inherited = { fill: own.fill ?? inherited.fill, stroke: own.stroke ?? inherited.stroke, strokeWidth: own.strokeWidth ?? inherited.strokeWidth };
    if (SHAPES.has(el.tag)) {
      const shape: ShapePaint = { tag: el.tag, fill: painted(here.fill), stroke: painted(here.stroke), strokeWidth: Number.parseFloat(here.strokeWidth) || 1 };
      if (firstShape && el.tag === 'path' && shape.stroke === null && shape.fill === null) tablerMarker = true;
      firstShape = false;
      shapes.push(shape);
      for (const p of [shape.fill, shape.stroke]) {
        if (p === null) continue;
        if (/^currentcolor$/i.test(p)) currentColor = true;
        else if (cachedColor(p)) fixed = true;
      }
    }
    if (el.tag === 'use') {
      const href = el.attrs['href'] ?? el.attrs['xlink:href'] ?? '';
      if (href) useHrefs.push(href);
      const target = href.startsWith('#') ? symbols.get(href.slice(1)) : undefined;
      if (target) for (const child of elementChildren(target)) visit(child, here, depth + 1);
    }
    for (const child of elementChildren(el)) visit(child, here, depth + 1);
  };
  visit(svg, { fill: 'black', stroke: 'none', strokeWidth: '1' }, 0);
  return { attrs: svg.attrs, paint: paintOf(shapes), current_color: currentColor, fixed_colors: fixed, use_hrefs: useHrefs, tabler_marker: tablerMarker };
}

function elementChildren(el: DomElement): DomElement[] {
  return el.children.filter((c): c is DomElement => c.type === 'element');
}

/** fill/stroke/stroke-width from presentation attributes, overridden by the inline style. */
function paintAttrs(el: DomElement): { fill?: string; stroke?: string; strokeWidth?: string } {
  const out: { fill?: string; stroke?: string; strokeWidth?: string } = {};
  if (el.attrs['fill'] !== undefined) out.fill = el.attrs['fill'];
  if (el.attrs['stroke'] !== undefined) out.stroke = el.attrs['stroke'];
  if (el.attrs['stroke-width'] !== undefined) out.strokeWidth = el.attrs['stroke-width'];
  for (const decl of (el.attrs['style'] ?? '').split(';')) {
    const [prop, ...rest] = decl.split(':');
    const value = rest.join(':').trim();
    const name = prop?.trim().toLowerCase();
    if (!value) continue;
    if (name === 'fill') out.fill = value;
    else if (name === 'stroke') out.stroke = value;
    else if (name === 'stroke-width') out.strokeWidth = value;
  }
  return out;
}

/** Elements with an id that `<use>` can point to (symbols in a sprite, mostly). */
function symbolIndex(ctx: AnalysisContext): Map<string, DomElement> {
  return ctx.derive('icons:symbols', () => {
    const map = new Map<string, DomElement>();
    for (const el of findAll(ctx.dom().root, (e) => (e.tag === 'symbol' || e.tag === 'g' || e.tag === 'svg') && e.attrs['id'] !== undefined)) {
      if (!map.has(el.attrs['id']!)) map.set(el.attrs['id']!, el);
    }
    return map;
  });
}

/** Sprites of the page: same-document symbol sets and external sprite files, with their `<use>` counts. */
export function spriteFacts(ctx: AnalysisContext): { source: 'inline' | 'external'; file: string | null; symbols: number | null; uses: number }[] {
  const uses = findAll(ctx.dom().root, (e) => e.tag === 'use').map((e) => e.attrs['href'] ?? e.attrs['xlink:href'] ?? '').filter(Boolean);
  const byFile = new Map<string, number>();
  for (const href of uses) {
    const file = href.startsWith('#') ? '' : href.split('#')[0]!;
    byFile.set(file, (byFile.get(file) ?? 0) + 1);
  }
  const symbols = findAll(ctx.dom().root, (e) => e.tag === 'symbol').length;
  return [...byFile]
    .sort((a, b) => b[1] - a[1] || compare(a[0], b[0]))
    .map(([file, count]) => (file === '' ? { source: 'inline' as const, file: null, symbols, uses: count } : { source: 'external' as const, file, symbols: null, uses: count }));
}
