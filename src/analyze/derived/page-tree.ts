/**
 * Page geometry helpers over the captured node table, shared by the layout, sections and
 * structure sections: which nodes really paint, subtree walks, the page's width and height.
 * Everything is O(nodes) and memoized per run via ctx.derive where it is reused.
 */
import type { Box, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';

/** Parses a computed length (`24px`, `-8px`); 0 for `auto`, `normal`, `none` and junk. */
export function lengthPx(value: string | undefined): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

/** Rounds to `digits` decimals without producing -0. */
export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

export function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

/** A box with its numbers rounded to whole CSS px (evidence, not arithmetic). */
export function roundBox(box: Box): Box {
  return { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
}

/** True when the node paints something: a non-empty box, not hidden, not fully transparent. */
export function isRendered(node: CapturedNode): boolean {
  const s = node.style;
  if (node.box.width <= 0 || node.box.height <= 0) return false;
  if (s['display'] === 'none' || s['visibility'] === 'hidden' || s['visibility'] === 'collapse') return false;
  return s['opacity'] !== '0';
}

/** Screen-reader-only and similar clipped helpers: rendered, but 1–2 px in one dimension. */
export function isTiny(node: CapturedNode): boolean {
  return node.box.width < 3 || node.box.height < 3;
}

/** Width of the page's layout viewport: the root element's box, else the capture viewport. */
export function pageWidth(ctx: AnalysisContext): number {
  return ctx.derive('page:width', (c) => {
    const root = c.nodes.find((n) => n.tag === 'html') ?? c.nodes.find((n) => n.tag === 'body');
    const w = root && root.box.width > 0 ? root.box.width : c.viewport.width;
    return w > 0 ? w : 1440;
  });
}

/** Height of the rendered document (the capture's document height, else the lowest box). */
export function pageHeight(ctx: AnalysisContext): number {
  return ctx.derive('page:height', (c) => {
    let bottom = c.document.height;
    for (const n of c.nodes) if (isRendered(n)) bottom = Math.max(bottom, n.box.y + n.box.height);
    return bottom > 0 ? bottom : Math.max(1, c.viewport.height);
  });
}

/** Depth of every node in the visible tree (roots 0), computed once. */
export function nodeDepths(ctx: AnalysisContext): ReadonlyMap<string, number> {
  return ctx.derive('page:depths', (c) => {
    const depths = new Map<string, number>();
    for (const n of c.nodes) {
      // Capture order is depth-first, so a parent is always seen before its children.
      const parentDepth = n.parent !== null ? depths.get(n.parent) : undefined;
      depths.set(n.id, parentDepth === undefined ? 0 : parentDepth + 1);
    }
    return depths;
  });
}

/** The node and its visible descendants, depth-first in capture order. */
export function* subtree(ctx: AnalysisContext, rootId: string): Generator<CapturedNode> {
  const root = ctx.nodeById(rootId);
  if (!root) return;
  const stack: CapturedNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    yield n;
    const kids = ctx.children(n.id);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}

/**
 * Text of a node and its descendants, assembled from each node's own text in depth-first order
 * (the capture stores only direct text per node, so inline children land after the parent's own
 * text). Whitespace-collapsed and cut at `limit` characters.
 */
export function subtreeText(ctx: AnalysisContext, rootId: string, limit = 160): string {
  const parts: string[] = [];
  let length = 0;
  for (const n of subtree(ctx, rootId)) {
    const t = n.text.trim();
    if (!t) continue;
    parts.push(t);
    length += t.length + 1;
    if (length >= limit) break;
  }
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** Area of the intersection of two boxes (0 when they do not overlap). */
export function intersectionArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const CLASS_SPLIT = /\s+/;

/** Lower-cased class tokens plus the id, for keyword tests on framework-built markup. */
export function nameTokens(node: CapturedNode): string[] {
  const tokens = (node.attrs['class'] ?? '').toLowerCase().split(CLASS_SPLIT).filter(Boolean);
  const id = node.attrs['id']?.toLowerCase();
  if (id) tokens.push(id);
  return tokens;
}

/** Consent-manager and chat-widget vendors: their containers are never page structure. */
const OVERLAY_VENDOR = /(onetrust|cookiebot|didomi|usercentrics|truste|cmp-|cky-|osano|iubenda|qc-cmp|sp_message|intercom|drift-|hubspot-messages|crisp-|zendesk|chat-widget)/i;
/** Generic consent words: an overlay only when positioned over the page (a bakery's `.cookie-grid` is content). */
const OVERLAY_WORD = /(cookie|consent|gdpr|privacy-banner|launcher)/i;

/** Consent managers, chat launchers and similar third-party overlays (ignored as page structure). */
export function isThirdPartyOverlay(node: CapturedNode): boolean {
  const text = `${node.attrs['id'] ?? ''} ${node.attrs['class'] ?? ''} ${node.attrs['aria-label'] ?? ''}`;
  if (OVERLAY_VENDOR.test(text)) return true;
  const position = node.style['position'];
  return (position === 'fixed' || position === 'absolute' || position === 'sticky') && OVERLAY_WORD.test(text);
}
