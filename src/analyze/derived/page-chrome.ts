/**
 * Site chrome at the top of the page, for the page bands (`page-bands.ts`): which positioned
 * bars are the header or an announcement strip, a header nested in the hero or a strip nested in
 * the header, and the reading order where bands overlap (a floating or sticky header over the
 * hero comes first).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { parseColor } from '../shared/color.js';
import type { PageBand } from './page-bands.js';
import { isRendered, nodeDepths, pageWidth, subtree, subtreeText } from './page-tree.js';

const HEADERISH = /(^|[\s_-])(header|navbar|nav-bar|topbar|top-bar|masthead|site-nav|main-nav|top-nav)/i;
/** Top chrome (header, nav, announcement strip) is at most this tall and starts this close to the top. */
export const CHROME_MAX_HEIGHT = 200;
export const CHROME_MAX_TOP = 120;

/** A header/nav landmark element. */
function isBar(n: CapturedNode): boolean {
  const role = n.attrs['role'] ?? '';
  return n.tag === 'header' || n.tag === 'nav' || role === 'banner' || role === 'navigation';
}

/**
 * Bands top to bottom; where two overlap (one starts inside the other's span) source order
 * decides, and top chrome (a header bar at the top of the band it overlays) comes first: a
 * floating header at y=16 over a hero at y=0, a sticky header whose negative margin lets the
 * hero slide under it, a header positioned over the hero from later in the source.
 */
export function readingOrder(ctx: AnalysisContext, bands: PageBand[]): PageBand[] {
  const sorted = [...bands].sort((a, b) => a.node.box.y - b.node.box.y || sourceOrder(ctx, a.node) - sourceOrder(ctx, b.node));
  const result: PageBand[] = [];
  for (const band of sorted) {
    let i = result.length;
    while (i > 0 && goesBefore(ctx, band.node, result[i - 1]!.node)) i--;
    result.splice(i, 0, band);
  }
  return result;
}

function goesBefore(ctx: AnalysisContext, b: CapturedNode, a: CapturedNode): boolean {
  const overlaps = b.box.y < a.box.y + a.box.height - 1 && a.box.y < b.box.y + b.box.height - 1;
  if (!overlaps) return false;
  // A band nested in another (header in the hero, strip in the header) leads it when it sits at its top.
  if (isAncestor(ctx, a, b)) return b.box.y - a.box.y <= 40;
  if (isAncestor(ctx, b, a)) return a.box.y - b.box.y > 40;
  const chromeB = topChrome(ctx, b, true);
  const chromeA = topChrome(ctx, a, true);
  // Top chrome over a content band goes first when it sits at that band's top.
  if (chromeB && !chromeA && b.box.y - a.box.y <= 120 && a.box.height > 1.5 * b.box.height) return true;
  if (chromeA && !chromeB) return false;
  return sourceOrder(ctx, b) < sourceOrder(ctx, a);
}

/**
 * A bar at the top of the page that is site chrome: a header/nav landmark, a header-named block,
 * or a short bar holding a nav or several links. `inFlow` also accepts bars that are not
 * positioned (used for ordering); the geometry limits are the same.
 */
export function topChrome(ctx: AnalysisContext, n: CapturedNode, inFlow = false): boolean {
  if (n.box.height > CHROME_MAX_HEIGHT || n.box.y > CHROME_MAX_TOP) return false;
  const position = n.style['position'];
  if (!inFlow && position !== 'fixed' && position !== 'absolute' && position !== 'sticky') return false;
  if (isBar(n)) return true;
  if (HEADERISH.test(`${n.attrs['class'] ?? ''} ${n.attrs['id'] ?? ''}`)) return true;
  return holdsNavigation(ctx, n);
}

/** A nav element or at least three links within the node (first 300 descendants). */
export function holdsNavigation(ctx: AnalysisContext, n: CapturedNode): boolean {
  let links = 0;
  let seen = 0;
  for (const d of subtree(ctx, n.id)) {
    if (d.tag === 'nav' || d.attrs['role'] === 'navigation') return true;
    if (d.tag === 'a' && isRendered(d) && ++links >= 3) return true;
    if (++seen > 300) break;
  }
  return false;
}

/**
 * The site header nested at the top of the first band (Tailwind UI / Webflow heroes put
 * `<header class="absolute inset-x-0 top-0">` or `<nav class="navbar">` inside the hero
 * section): reported as its own band when no band before it is the header already.
 */
export function nestedHeader(ctx: AnalysisContext, bands: PageBand[], threshold: number, vh: number): PageBand | null {
  const top = [...bands].sort((a, b) => a.node.box.y - b.node.box.y || sourceOrder(ctx, a.node) - sourceOrder(ctx, b.node));
  const first = top.find((b) => b.node.box.height >= 120);
  if (!first || first.node.box.y > vh * 0.5) return null;
  // A header band already there (or the first band is itself chrome): nothing to split out.
  if (top.some((b) => b.node.box.y <= first.node.box.y + 8 && (topChrome(ctx, b.node, true) || (b !== first && isBar(b.node))))) return null;
  const depths = nodeDepths(ctx);
  const base = depths.get(first.node.id) ?? 0;
  let seen = 0;
  for (const d of subtree(ctx, first.node.id)) {
    if (++seen > 400) break;
    if (d === first.node || (depths.get(d.id) ?? 0) - base > 5 || !isRendered(d)) continue;
    if (!isBar(d)) continue;
    if (d.box.y - first.node.box.y > 40 || d.box.height > CHROME_MAX_HEIGHT || d.box.width < threshold * 0.5) return null;
    let links = 0;
    for (const x of subtree(ctx, d.id)) if (x.tag === 'a' && isRendered(x)) links++;
    return links >= 2 ? { node: d, via: [...first.via, first.node.id] } : null;
  }
  return null;
}

/**
 * An announcement strip inside the header landmark (`<header><div class="promo">Free shipping
 * …</div><div class="nav">…</div></header>`): the header's first block when it is a short text
 * bar without navigation and a block below it holds the nav.
 */
export function announcementInHeader(ctx: AnalysisContext, bands: PageBand[], threshold: number, minHeight: number): PageBand | null {
  const header = bands.find((b) => (b.node.tag === 'header' || b.node.attrs['role'] === 'banner') && b.node.box.y <= 8);
  if (!header) return null;
  const kids = ctx.children(header.node.id).filter((k) => isRendered(k) && k.box.height >= minHeight).sort((a, b) => a.box.y - b.box.y || sourceOrder(ctx, a) - sourceOrder(ctx, b));
  if (kids.length < 2) return null;
  const [first, ...rest] = kids as [CapturedNode, ...CapturedNode[]];
  if (first.box.height > 64 || first.box.width < threshold || first.box.y - header.node.box.y > 4 || subtreeText(ctx, first.id, 20) === '') return null;
  if (holdsNavigation(ctx, first) || !rest.some((k) => k.box.y >= first.box.y + first.box.height - 1 && holdsNavigation(ctx, k))) return null;
  // A strip paints its own color (a logo row of a two-row header does not), and does not link home.
  const own = parseColor(first.style['background-color']);
  const headerBg = parseColor(header.node.style['background-color']);
  if (!own || own.alpha < 0.5 || (headerBg && headerBg.alpha >= 0.5 && headerBg.hex === own.hex)) return null;
  for (const d of subtree(ctx, first.id)) if (d.tag === 'a' && /^(\/|https?:\/\/[^/]+\/?)$/.test(d.attrs['href'] ?? '')) return null;
  return { node: first, via: [...header.via, header.node.id] };
}

function isAncestor(ctx: AnalysisContext, ancestor: CapturedNode, node: CapturedNode): boolean {
  return ctx.ancestors(node.id).some((a) => a.id === ancestor.id);
}

/** Entirely outside the page horizontally (off-canvas drawers parked at x = -320 or x = pageWidth). */
export function offscreen(ctx: AnalysisContext, n: CapturedNode): boolean {
  return n.box.x + n.box.width <= 0 || n.box.x >= pageWidth(ctx);
}

/** Index of the node in capture (document) order. */
export function sourceOrder(ctx: AnalysisContext, node: CapturedNode): number {
  const index = ctx.derive('page:order', (c) => new Map(c.nodes.map((n, i) => [n.id, i])));
  return index.get(node.id) ?? 0;
}
