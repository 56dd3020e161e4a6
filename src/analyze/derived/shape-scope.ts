/**
 * Which captured nodes the shape sections (surfaces, elevation, icons) read, and small shared
 * helpers for their evidence. A node is in scope when it is painted (not hidden, not fully
 * transparent, not zero-sized), lies on the page (not parked offscreen, as skip links and
 * off-canvas menus are), and is not part of a consent banner or a third-party widget: a cookie
 * dialog's drop shadow or an Intercom launcher's radius says nothing about the brand.
 *
 * Computed from the node table in one pass (parents come before children in capture order),
 * memoized per run.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { parseColor, type ParsedColor } from '../shared/color.js';

/** A node cited as evidence. */
export interface NodeExample {
  node_id: string;
  selector: string;
}

/** A color as the sections report it: sRGB hex plus alpha (0..1). */
export interface ColorValue {
  hex: string;
  alpha: number;
}

/** Why a node is out of scope, for the sections' findings. */
export type OutOfScopeReason = 'hidden' | 'offscreen' | 'widget';

export interface ShapeScope {
  /** In-scope nodes, capture order. */
  nodes: readonly CapturedNode[];
  /** Out-of-scope node ids and why (descendants inherit their ancestor's reason). */
  excluded: ReadonlyMap<string, OutOfScopeReason>;
}

/**
 * Consent managers and support/chat widgets by their usual ids and classes (OneTrust, Cookiebot,
 * Didomi, Osano/cookieconsent, Usercentrics, Quantcast, TrustArc, CookieYes, Intercom, Drift,
 * HubSpot chat, Zendesk, Crisp, Tawk, LiveChat, Freshchat, reCAPTCHA badge). Matched against id
 * and class tokens only, so a "cookie recipe" heading is not excluded; generic prefixes some
 * frameworks use for everything (AEM's `cmp-`, HubSpot CMS's `hs-`) are deliberately absent.
 */
const WIDGET_TOKEN = /^(?:onetrust|ot-sdk|optanon|cookiebot|cybot|didomi|osano|usercentrics|qc-cmp|truste|trustarc|cky-|cc-window|cc-banner|cc_banner|cookie|consent|gdpr|intercom|drift-|hubspot-messages|zendesk|zEWidget|launcher-frame|crisp-client|tawk|olark|livechat|chat-widget|freshchat|fc-widget|helpscout|BeaconContainer|grecaptcha|recaptcha)/i;

export function isWidgetNode(node: CapturedNode): boolean {
  const tokens = `${node.attrs['id'] ?? ''} ${node.attrs['class'] ?? ''}`.split(/\s+/).filter(Boolean);
  if (tokens.some((t) => WIDGET_TOKEN.test(t))) return true;
  const label = node.attrs['aria-label'] ?? '';
  return (node.attrs['role'] === 'dialog' || node.attrs['role'] === 'alertdialog' || node.attrs['role'] === 'region') && /cookie|consent|privacy/i.test(label);
}

/** The scope of the shape sections for this run. */
export function shapeScope(ctx: AnalysisContext): ShapeScope {
  return ctx.derive('shape:scope', (capture) => {
    const excluded = new Map<string, OutOfScopeReason>();
    const nodes: CapturedNode[] = [];
    const docWidth = Math.max(capture.document.width, capture.viewport.width);
    const docHeight = Math.max(capture.document.height, capture.viewport.height);
    for (const node of capture.nodes) {
      const inherited = node.parent === null ? undefined : excluded.get(node.parent);
      const reason = inherited ?? ownReason(node, docWidth, docHeight);
      if (reason) excluded.set(node.id, reason);
      else nodes.push(node);
    }
    return { nodes, excluded };
  });
}

function ownReason(node: CapturedNode, docWidth: number, docHeight: number): OutOfScopeReason | undefined {
  const s = node.style;
  if (s['display'] === 'none' || s['visibility'] === 'hidden' || s['visibility'] === 'collapse' || Number.parseFloat(s['opacity'] ?? '1') === 0) return 'hidden';
  if (isWidgetNode(node)) return 'widget';
  const { x, y, width, height } = node.box;
  if (width <= 0 || height <= 0) return 'hidden';
  if (x + width <= 0 || y + height <= 0 || x >= docWidth || y >= docHeight) return 'offscreen';
  return undefined;
}

/** The nodes sorted back into capture order (after grouping has mixed them). */
export function inCaptureOrder(ctx: AnalysisContext, nodes: readonly CapturedNode[]): CapturedNode[] {
  const index = ctx.derive('shape:order', (c) => new Map(c.nodes.map((n, i) => [n.id, i])));
  return [...nodes].sort((a, b) => (index.get(a.id) ?? Infinity) - (index.get(b.id) ?? Infinity) || compare(a.id, b.id));
}

export function example(node: CapturedNode): NodeExample {
  return { node_id: node.id, selector: node.selector };
}

/** The first `limit` nodes as examples (capture order, so the same capture gives the same list). */
export function examplesOf(nodes: readonly CapturedNode[], limit = 3): NodeExample[] {
  return nodes.slice(0, limit).map(example);
}

const colorCache = new Map<string, ParsedColor | null>();
const COLOR_CACHE_LIMIT = 4096;

/**
 * parseColor, memoized by text: a page has a few dozen distinct computed colors but thousands of
 * color properties, and parsing (gamut mapping, OKLCH) dominates the shape sections otherwise.
 * A pure function of its input, so sharing the cache between runs cannot change any result.
 */
export function cachedColor(text: string | undefined): ParsedColor | null {
  if (text === undefined) return null;
  let hit = colorCache.get(text);
  if (hit === undefined) {
    if (colorCache.size >= COLOR_CACHE_LIMIT) colorCache.clear();
    hit = parseColor(text);
    colorCache.set(text, hit);
  }
  return hit;
}

/** A computed color as `{hex, alpha}`, or null when it is not a concrete color. */
export function colorValue(text: string | undefined): ColorValue | null {
  const c = cachedColor(text);
  return c ? { hex: c.hex, alpha: c.alpha } : null;
}

/** `#rrggbb` + alpha as a CSS color (`#rrggbb` when opaque, `rgb(r g b / a)` otherwise). */
export function cssColor(hex: string, alpha: number): string {
  if (alpha >= 1) return hex;
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255} / ${round(alpha, 3)})`;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** Appends to the list under `key`, creating it (grouping without copying arrays). */
export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Counts keyed values and returns them most frequent first, ties by key (deterministic). */
export function countBy<T>(items: readonly T[], key: (item: T) => string): { key: string; count: number; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups].map(([k, list]) => ({ key: k, count: list.length, items: list })).sort((a, b) => b.count - a.count || compare(a.key, b.key));
}

/** Code-unit string order (locale-independent, so output never depends on the machine). */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Names for an ordered scale of `n` steps, smallest first. Relative, so the names are unique and
 * stable: one step is `md`, a few span `sm`…`xl`, longer scales add `xs` and `2xl`, `3xl`, ….
 */
export function stepNames(n: number): string[] {
  if (n <= 0) return [];
  if (n === 1) return ['md'];
  if (n === 2) return ['sm', 'lg'];
  if (n === 3) return ['sm', 'md', 'lg'];
  if (n === 4) return ['sm', 'md', 'lg', 'xl'];
  const names = ['xs', 'sm', 'md', 'lg', 'xl'];
  for (let i = 2; names.length < n; i++) names.push(`${i}xl`);
  return names;
}
