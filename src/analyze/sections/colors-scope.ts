/**
 * What the colors section reads from the node table: which nodes count (in scope), what kind of
 * text each one carries, and every painted color as a sample with the color actually painted
 * (translucent colors composited over their backdrop) and a painted-area weight.
 *
 * Out of scope: zero-size and offscreen nodes, and consent banners / chat widgets (a OneTrust
 * banner's blue "Accept" button is not the brand's CTA). Computed in one pass over the nodes,
 * parents before children (capture order), memoized per run.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf, canvasColor } from '../derived/backgrounds.js';
import { px } from '../derived/components.js';
import { composite, parseColor, type ParsedColor } from '../shared/color.js';

export type TextKind = 'copy' | 'heading' | 'control' | 'code';
export type Landmark = 'header' | 'nav' | 'footer' | 'aside';

export interface NodeInfo {
  node: CapturedNode;
  excluded: boolean;
  /** The node is, or sits inside, a link, button or form control. */
  control: boolean;
  /** The nearest landmark around the node. */
  landmark: Landmark | null;
  /** Part of the site's logo (class/id `logo`, `brand`, `wordmark`, or the header's home link). */
  logo: boolean;
  /** Inside `pre`/`code`. */
  code: boolean;
  /** A paragraph-like element (p, li, dd, td, blockquote, figcaption …) or inside one. */
  paragraph: boolean;
}

export type SampleKind = 'text' | 'background' | 'gradient' | 'border' | 'outline' | 'fill' | 'stroke';

export interface ColorSample {
  node_id: string;
  kind: SampleKind;
  /** The painted (opaque) color. */
  color: ParsedColor;
  hex: string;
  /** Painted area in CSS px² (text: estimated glyph area; backgrounds: the part left visible). */
  area: number;
}

const WIDGET = /cookie|consent|onetrust|optanon|cookiebot|didomi|osano|usercentrics|qc-cmp|truste|iubenda|termly|klaro|cc-window|cc-banner|gdpr|intercom|hubspot-messages|crisp-client|zendesk|tawk|livechat|grecaptcha|drift-(?:widget|frame)/i;
/** The site's own logo by class/id (`logo`, `navbar-brand`, `site-header__logo`); not partner/customer logo walls. */
const LOGO = /^(?!.*(?:partner|client|customer|sponsor|trusted|press|featured|social))(?:[\w-]+[-_])?(?:logo|brand|wordmark|logotype|site-title)(?:[-_](?:mark|img|image|link|icon|svg|wrap|wrapper|container|home|text))?$/i;
const CONTROL_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary', 'label', 'option']);
const LANDMARK_TAGS: Record<string, Landmark> = { header: 'header', nav: 'nav', footer: 'footer', aside: 'aside' };
const LANDMARK_ROLES: Record<string, Landmark> = { banner: 'header', navigation: 'nav', contentinfo: 'footer', complementary: 'aside' };
const PARAGRAPH_TAGS = new Set(['p', 'li', 'dd', 'dt', 'td', 'th', 'blockquote', 'figcaption', 'caption', 'summary', 'cite', 'q', 'address']);
const SHAPE_TAGS = new Set(['path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'use']);

/** parseColor memoized for the run: computed styles repeat the same few strings thousands of times. */
export function colorOf(ctx: AnalysisContext, text: string | null | undefined): ParsedColor | null {
  if (text === null || text === undefined) return null;
  const cache = ctx.derive('colors:parsed', () => new Map<string, ParsedColor | null>());
  let parsed = cache.get(text);
  if (parsed === undefined) {
    parsed = parseColor(text);
    cache.set(text, parsed);
  }
  return parsed;
}

/** `top` painted over an opaque `bottom`, memoized for the run. */
export function paintedOver(ctx: AnalysisContext, top: ParsedColor, bottom: ParsedColor): ParsedColor {
  if (top.alpha >= 1) return top;
  const cache = ctx.derive('colors:composites', () => new Map<string, ParsedColor>());
  const key = `${top.hex}/${top.alpha}|${bottom.hex}`;
  let painted = cache.get(key);
  if (!painted) {
    painted = composite(top, { ...bottom, alpha: 1 });
    cache.set(key, painted);
  }
  return painted;
}

const tokensOf = (node: CapturedNode): string[] => [node.attrs['id'] ?? '', ...(node.attrs['class'] ?? '').split(/\s+/)].filter(Boolean);

export function nodeInfos(ctx: AnalysisContext): ReadonlyMap<string, NodeInfo> {
  return ctx.derive('colors:nodeInfos', (capture) => {
    const infos = new Map<string, NodeInfo>();
    // Widgets and hidden subtrees take their descendants with them; offscreen and tiny nodes do
    // not (an overflow-visible child of a 0×0 wrapper is still painted).
    const excludedSubtrees = new Set<string>();
    const doc = { width: Math.max(capture.document.width, capture.viewport.width), height: Math.max(capture.document.height, capture.viewport.height) };
    const infoOf = (node: CapturedNode): NodeInfo => {
      const known = infos.get(node.id);
      if (known) return known;
      const parentNode = node.parent !== null ? ctx.nodeById(node.parent) : undefined;
      const parent = parentNode ? infoOf(parentNode) : null;
      const tokens = tokensOf(node);
      const { x, y, width, height } = node.box;
      const offscreen = x + width <= 0 || y + height <= 0 || x >= doc.width || y >= doc.height;
      const widget = tokens.some((t) => WIDGET.test(t)) || (node.attrs['role'] === 'dialog' && /cookie|consent/i.test(node.attrs['aria-label'] ?? ''));
      // `visibility: hidden` is not inherited for good (a child may set `visible`), so it only hides the node.
      const hidden = node.style['opacity'] === '0' || node.style['display'] === 'none';
      if (widget || hidden || (parent && excludedSubtrees.has(parent.node.id))) excludedSubtrees.add(node.id);
      const landmark = LANDMARK_TAGS[node.tag] ?? LANDMARK_ROLES[node.attrs['role'] ?? ''] ?? parent?.landmark ?? null;
      const homeLink = node.tag === 'a' && landmark === 'header' && isHomeLink(node.attrs['href'], capture.final_url);
      const info: NodeInfo = {
        node,
        excluded: excludedSubtrees.has(node.id) || node.style['visibility'] === 'hidden' || offscreen || width * height < 4,
        control: Boolean(parent?.control) || CONTROL_TAGS.has(node.tag) || node.attrs['role'] === 'button' || node.attrs['role'] === 'link',
        landmark,
        logo: Boolean(parent?.logo) || homeLink || tokens.some((t) => LOGO.test(t)),
        code: Boolean(parent?.code) || node.tag === 'pre' || node.tag === 'code' || node.tag === 'kbd' || node.tag === 'samp',
        paragraph: Boolean(parent?.paragraph) || PARAGRAPH_TAGS.has(node.tag),
      };
      infos.set(node.id, info);
      return info;
    };
    for (const node of capture.nodes) infoOf(node);
    return infos;
  });
}

function isHomeLink(href: string | undefined, base: string): boolean {
  if (href === undefined) return false;
  if (href === '/' || href === './' || href === '#' || href === '') return true;
  if (!URL.canParse(href, base) || !URL.canParse(base)) return false;
  const url = new URL(href, base);
  return url.origin === new URL(base).origin && (url.pathname === '/' || url.pathname === '/index.html') && url.hash === '';
}

export function textKindOf(info: NodeInfo): TextKind {
  if (info.code) return 'code';
  if (info.control) return 'control';
  if (/^h[1-6]$/.test(info.node.tag) || info.node.attrs['role'] === 'heading') return 'heading';
  return 'copy';
}

/**
 * A figure set as text: a stat ("99.9%", "$2.4M", "10k+", "4.9/5", "2m 24s"), a price or a date
 * number: short, with digits and at most three letters. It is display type, not copy.
 */
export function isFigureText(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || t.length > 14 || !/\d/.test(t)) return false;
  return t.replace(/[^\p{L}]/gu, '').length <= 3;
}

/** WCAG large-scale text: ≥ 24px, or ≥ 18.66px (14pt) bold. */
export function isLargeText(node: CapturedNode): boolean {
  const size = px(node.style['font-size']) || 16;
  const weight = Number.parseInt(node.style['font-weight'] ?? '400', 10) || 400;
  return size >= 24 || (size >= 18.66 && weight >= 700);
}

/** Estimated glyph area of the node's own text: the box for long text, else chars × em × line. */
export function textArea(node: CapturedNode): number {
  const chars = node.text.trim().length;
  if (chars === 0) return 0;
  const box = Math.max(0, node.box.width) * Math.max(0, node.box.height);
  if (chars >= 200) return Math.round(box);
  const size = px(node.style['font-size']) || 16;
  const line = px(node.style['line-height']) || size * 1.3;
  return Math.round(Math.min(box, chars * size * 0.5 * line));
}

/** Every painted color of every in-scope node, in node order. */
export function colorSamples(ctx: AnalysisContext): readonly ColorSample[] {
  return ctx.derive('colors:samples', () => {
    const infos = nodeInfos(ctx);
    const visible = visibleBackgroundAreas(ctx);
    const samples: ColorSample[] = [];
    for (const use of ctx.colorTable()) {
      const info = infos.get(use.node_id);
      if (!info || info.excluded) continue;
      const node = info.node;
      const own = (): ParsedColor => backdropOf(ctx, node.id).color;
      const over = (color: ParsedColor, backdrop: () => ParsedColor): ParsedColor => (color.alpha < 1 ? paintedOver(ctx, color, backdrop()) : color);
      let sample: Omit<ColorSample, 'hex'> | null = null;
      switch (use.property) {
        case 'color':
          if (use.has_text) sample = { node_id: node.id, kind: 'text', color: over(use.color, own), area: textArea(node) };
          break;
        case 'background-color':
          sample = { node_id: node.id, kind: 'background', color: use.color.alpha < 1 ? own() : use.color, area: visible.get(node.id) ?? 0 };
          break;
        case 'background-image':
          // A gradient stop is a token used at some opacity (washes, glows): report the stop's own
          // color, weighted by how much of it shows (its alpha; radial glows fade out, so less).
          sample = { node_id: node.id, kind: 'gradient', color: use.color, area: Math.round(use.area * use.color.alpha * (/radial-gradient/i.test(use.value) ? 0.3 : 1)) };
          break;
        case 'border-color':
        case 'outline-color':
          sample = { node_id: node.id, kind: use.property === 'border-color' ? 'border' : 'outline', color: over(use.color, own), area: use.area };
          break;
        case 'fill':
        case 'stroke':
          if (SHAPE_TAGS.has(node.tag)) sample = { node_id: node.id, kind: use.property, color: over(use.color, own), area: use.area };
          break;
      }
      if (sample) samples.push({ ...sample, hex: sample.color.hex, color: { ...sample.color, alpha: 1 } });
    }
    // The default (white) canvas is painted by no node's style: give it its sample.
    const canvasId = canvasNodeId(ctx);
    if (canvasColor(ctx).source_node_id === null && canvasId !== null) {
      const color = canvasColor(ctx).color;
      samples.unshift({ node_id: canvasId, kind: 'background', color, hex: color.hex, area: visible.get(canvasId) ?? 0 });
    }
    return samples;
  });
}

/** The node standing for the page canvas: the one canvasColor took it from, else `<html>`. */
export function canvasNodeId(ctx: AnalysisContext): string | null {
  return ctx.derive('colors:canvasNode', (capture) => {
    const source = canvasColor(ctx).source_node_id;
    if (source !== null) return source;
    return (capture.nodes.find((n) => n.tag === 'html') ?? capture.nodes.find((n) => n.tag === 'body') ?? null)?.id ?? null;
  });
}

/**
 * The part of each background left visible: its box (the whole document for the canvas) minus
 * the boxes of the nearest descendants that paint over it (an opaque-ish color or any image).
 */
export function visibleBackgroundAreas(ctx: AnalysisContext): ReadonlyMap<string, number> {
  return ctx.derive('colors:visibleBackgrounds', (capture) => {
    const infos = nodeInfos(ctx);
    const canvasId = canvasNodeId(ctx);
    const docBox = { x: 0, y: 0, width: Math.max(capture.document.width, capture.viewport.width), height: Math.max(capture.document.height, capture.viewport.height) };
    const covers = (n: CapturedNode): boolean => {
      const bg = colorOf(ctx, n.style['background-color']);
      const image = n.style['background-image'] ?? 'none';
      return (bg !== null && bg.alpha >= 0.5) || (image !== 'none' && image !== '');
    };
    const painterAbove = new Map<string, string | null>();
    const area = new Map<string, number>();
    const boxOf = (n: CapturedNode) => (n.id === canvasId ? docBox : n.box);
    for (const node of capture.nodes) {
      const parentId = node.parent;
      const parent = parentId !== null ? ctx.nodeById(parentId) : undefined;
      const above = parent ? (area.has(parent.id) ? parent.id : (painterAbove.get(parent.id) ?? null)) : null;
      painterAbove.set(node.id, above);
      const info = infos.get(node.id);
      const paintsColor = (colorOf(ctx, node.style['background-color'])?.alpha ?? 0) > 0 || node.id === canvasId;
      if (!info || info.excluded || !(paintsColor || covers(node))) continue;
      const box = boxOf(node);
      area.set(node.id, Math.max(0, box.width) * Math.max(0, box.height));
      if (above !== null && covers(node)) {
        const ancestor = ctx.nodeById(above)!;
        area.set(above, (area.get(above) ?? 0) - intersection(box, boxOf(ancestor)));
      }
    }
    for (const [id, value] of area) area.set(id, Math.max(0, Math.round(value)));
    return area;
  });
}

function intersection(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
