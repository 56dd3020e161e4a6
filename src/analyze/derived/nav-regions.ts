/**
 * Where the page header (top navigation bar) and the page footer are. Navigation reads their
 * trees, assets scores logos by whether they sit in the header, and other sections may want to
 * exclude chrome from content statistics; memoized per run.
 *
 * Real sites do not always use `<header>`/`<footer>`: Bootstrap's `nav.navbar`, a
 * `div.site-header`, a `<header>` that wraps the whole hero, a card's `<footer>`. Candidates come
 * from semantics and common class vocabulary and are scored by position, size and link count.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';

export interface Region {
  node: CapturedNode;
  score: number;
  /** Why this node was chosen (evidence). */
  reasons: string[];
}

const HEADER_CLASS = /(^|[\s_-])(header|navbar|nav-?bar|top-?bar|topnav|top-nav|masthead|site-?nav|main-?nav|app-?bar|menubar|navigation)([\s_-]|$)/i;
const FOOTER_CLASS = /(^|[\s_-])(footer|colophon|site-?info|bottom-?bar)([\s_-]|$)/i;
/** Navigation blocks that are never the site's top bar. */
const NOT_A_BAR = /breadcrumb|pagination|pager|(^|[\s_-])tabs?([\s_-]|$)|(^|[\s_-])toc([\s_-]|$)|table of contents|on this page|sidebar|side-?nav/i;
const CONTENT_ANCESTORS = new Set(['article', 'aside', 'dialog', 'blockquote', 'figure', 'li', 'td', 'form']);

const OVERLAY_HINT = /cookie|consent|onetrust|optanon|didomi|cookiebot|usercentrics|gdpr|truste|osano|termly|iubenda|intercom|drift-|hubspot-messages|crisp-client|zendesk|livechat/i;

/**
 * Nodes inside overlays that are not the brand's page: cookie/consent banners, chat widgets,
 * modal dialogs. Their logos, links and buttons belong to third parties (or to a modal state).
 */
export function overlayNodes(ctx: AnalysisContext): ReadonlySet<string> {
  return ctx.derive('nav:overlays', () => {
    const inside = new Set<string>();
    for (const n of ctx.nodes()) {
      const role = n.attrs['role'] ?? '';
      const root = role === 'dialog' || role === 'alertdialog' || n.attrs['aria-modal'] === 'true' || n.tag === 'dialog' || OVERLAY_HINT.test(`${n.attrs['id'] ?? ''} ${n.attrs['class'] ?? ''} ${n.attrs['aria-label'] ?? ''}`);
      if (root || (n.parent !== null && inside.has(n.parent))) inside.add(n.id);
    }
    return inside;
  });
}

/** Number of interactive descendants (links, buttons) per node, from one reverse pass. */
export function interactiveCounts(ctx: AnalysisContext): ReadonlyMap<string, number> {
  return ctx.derive('nav:interactiveCounts', () => {
    const counts = new Map<string, number>();
    const nodes = ctx.nodes();
    for (let i = nodes.length - 1; i >= 0; i--) {
      const n = nodes[i]!;
      const own = (counts.get(n.id) ?? 0) + (n.interactive && (n.tag === 'a' || n.tag === 'button' || n.attrs['role'] === 'button') ? 1 : 0);
      counts.set(n.id, own);
      if (n.parent !== null) counts.set(n.parent, (counts.get(n.parent) ?? 0) + own);
    }
    return counts;
  });
}

export function headerRegion(ctx: AnalysisContext): Region | null {
  return ctx.derive('nav:header', () => {
    const vw = ctx.capture.viewport.width;
    const vh = ctx.capture.viewport.height;
    const counts = interactiveCounts(ctx);
    const overlays = overlayNodes(ctx);
    let best: Region | null = null;
    for (const node of ctx.nodes()) {
      const role = node.attrs['role'] ?? '';
      const hint = `${node.attrs['class'] ?? ''} ${node.attrs['id'] ?? ''}`;
      const reasons: string[] = [];
      let score = 0;
      if (node.tag === 'header' || role === 'banner') (score += 4), reasons.push(node.tag === 'header' ? 'header element' : 'role=banner');
      else if (node.tag === 'nav' || role === 'navigation') (score += 2), reasons.push(node.tag === 'nav' ? 'nav element' : 'role=navigation');
      if (HEADER_CLASS.test(hint)) (score += 2), reasons.push(`class/id "${hint.trim()}"`);
      if (score === 0 || NOT_A_BAR.test(`${hint} ${node.attrs['aria-label'] ?? ''}`) || overlays.has(node.id)) continue;
      const { y, width, height } = node.box;
      const links = counts.get(node.id) ?? 0;
      if (y > vh || links === 0 || width <= 0 || height <= 0) continue;
      if (y <= 120) (score += 3), reasons.push(`at the top (y=${Math.round(y)})`);
      else if (y <= 300) score += 1;
      if (width >= 0.6 * vw) (score += 1), reasons.push('full width');
      if (height >= 24 && height <= 220) score += 1;
      if (height > 400) (score -= 4), reasons.push(`tall (${Math.round(height)}px): a wrapper, not a bar`);
      if (links >= 2) score += 1;
      const position = node.style['position'];
      if (position === 'fixed' || position === 'sticky') (score += 1), reasons.push(`position ${position}`);
      const content = ctx.ancestors(node.id).find((a) => CONTENT_ANCESTORS.has(a.tag) || a.tag === 'footer' || a.tag === 'main');
      if (content) (score -= content.tag === 'main' ? 2 : 5), reasons.push(`inside ${content.tag}`);
      if (!best || score > best.score) best = { node, score, reasons };
    }
    return best && best.score >= 5 ? best : null;
  });
}

export function footerRegion(ctx: AnalysisContext): Region | null {
  return ctx.derive('nav:footer', () => {
    const vw = ctx.capture.viewport.width;
    const docHeight = Math.max(ctx.capture.document.height, ...ctx.nodes().slice(0, 2).map((n) => n.box.y + n.box.height));
    const counts = interactiveCounts(ctx);
    const overlays = overlayNodes(ctx);
    let best: Region | null = null;
    for (const node of ctx.nodes()) {
      const role = node.attrs['role'] ?? '';
      const hint = `${node.attrs['class'] ?? ''} ${node.attrs['id'] ?? ''}`;
      const reasons: string[] = [];
      let score = 0;
      if (node.tag === 'footer' || role === 'contentinfo') (score += 4), reasons.push(node.tag === 'footer' ? 'footer element' : 'role=contentinfo');
      if (FOOTER_CLASS.test(hint)) (score += 2), reasons.push(`class/id "${hint.trim()}"`);
      if (score === 0 || overlays.has(node.id)) continue;
      const { y, width, height } = node.box;
      if (width <= 0 || height <= 0) continue;
      if (ctx.ancestors(node.id).some((a) => CONTENT_ANCESTORS.has(a.tag) || a.tag === 'header' || a.tag === 'nav')) continue;
      if (y + height >= docHeight - 400) (score += 3), reasons.push('at the bottom of the page');
      if (width >= 0.6 * vw) (score += 1), reasons.push('full width');
      if ((counts.get(node.id) ?? 0) >= 1) score += 1;
      if (!best || score > best.score) best = { node, score, reasons };
    }
    return best && best.score >= 5 ? best : null;
  });
}

/** Whether `id` is the region's node or inside it. */
export function isInside(ctx: AnalysisContext, region: Region | null, id: string): boolean {
  if (!region) return false;
  if (region.node.id === id) return true;
  return ctx.ancestors(id).some((a) => a.id === region.node.id);
}
