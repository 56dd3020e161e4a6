/**
 * How the header bar sits and is painted (spec §2.3 `navigation`: "position (static/sticky/
 * fixed), style"): its computed position (or a wrapper's), its paint (own, or a full-width inner
 * bar's; translucent paint composited), type of its items, alignment of the item group, and
 * whether it floats transparently over a hero.
 */
import type { Box, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { fontOf, mostCommon, ownBackgroundHex, paintHex, round, shadowOf, type FontStyle } from '../derived/nav-style.js';
import { flattenItems, type NavItem } from './navigation-tree.js';

export type BarPosition = 'static' | 'sticky' | 'fixed' | 'absolute';

export interface HeaderStyle {
  /** The bar's own paint (translucent paint composited over what is behind); null when it paints nothing. */
  background: string | null;
  /** What shows behind the bar's content (its own paint or the page beneath). */
  backdrop: string;
  text_color: string | null;
  height_px: number;
  font: FontStyle | null;
  transparent_over_hero: boolean;
  has_search: boolean;
  has_cta: boolean;
  /** Where the item group sits across the bar. */
  alignment: 'left' | 'center' | 'right' | null;
  border_bottom: { width_px: number; color: string | null } | null;
  shadow: string | null;
  backdrop_filter: string | null;
}

export interface PositionSource {
  node_id: string;
  selector: string;
  value: string;
}

/** The header's own computed position, else a wrapping ancestor's, else a full-width inner bar's. */
export function positionOf(ctx: AnalysisContext, header: CapturedNode): { value: BarPosition; source: PositionSource | null } {
  const pick = (n: CapturedNode): PositionSource | null | null => {
    const value = n.style['position'];
    return value === 'fixed' || value === 'sticky' || value === 'absolute' ? { node_id: n.id, selector: n.selector, value } : null;
  };
  const chain = [header, ...ctx.ancestors(header.id).filter((a) => a.tag !== 'body' && a.tag !== 'html')];
  for (const n of chain) {
    // An ancestor much taller than the bar (a page wrapper) positions more than the header.
    if (n !== header && n.box.height > header.box.height * 1.5 + 40) break;
    const found = pick(n);
    if (found) return { value: found.value as BarPosition, source: found };
  }
  const stack = [...ctx.children(header.id)];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.box.width < header.box.width * 0.9) continue;
    const found = pick(n);
    if (found && found.value !== 'absolute') return { value: found.value as BarPosition, source: found };
    stack.push(...ctx.children(n.id));
  }
  return { value: 'static', source: null };
}

export function headerStyle(ctx: AnalysisContext, header: CapturedNode, items: NavItem[], backdrop: string, hasSearch: boolean, position: BarPosition): HeaderStyle {
  // The bar's paint may sit on a full-width inner wrapper instead of the <header> itself.
  let painted: CapturedNode | null = ownBackgroundHex(ctx, header) !== null ? header : null;
  if (!painted) {
    for (const n of ctx.children(header.id)) {
      if (n.box.width >= header.box.width * 0.9 && ownBackgroundHex(ctx, n) !== null) {
        painted = n;
        break;
      }
    }
  }
  const background = painted ? ownBackgroundHex(ctx, painted) : null;
  const behind = background === null && (position === 'fixed' || position === 'absolute') ? paintedBehind(ctx, header) : null;
  const top = items.filter((i) => i.visible && !i.is_cta && i.node_id !== null && i.kind !== 'button');
  const topNodes = top.map((i) => ctx.nodeById(i.node_id!)!).filter(Boolean);
  const color = mostCommon(topNodes, (n) => paintHex(ctx, n, n.style['color']));
  const font = mostCommon(topNodes, (n) => `${n.style['font-family']}|${n.style['font-size']}|${n.style['font-weight']}`);
  const borderWidth = Number.parseFloat(header.style['border-bottom-width'] ?? '0') || 0;
  const glass = [header, ...ctx.children(header.id).filter((n) => n.box.width >= header.box.width * 0.9)].find((n) => (n.style['backdrop-filter'] ?? 'none') !== 'none');
  const filter = glass?.style['backdrop-filter'];
  return {
    background,
    // Over a hero, the bar shows the hero's paint, not the page canvas its DOM ancestors give.
    backdrop: behind ? (ownBackgroundHex(ctx, behind) ?? backdrop) : backdrop,
    text_color: color?.key ?? null,
    height_px: round(header.box.height),
    font: font ? fontOf(font.items[0]!) : null,
    transparent_over_hero: behind !== null,
    has_search: hasSearch,
    has_cta: flattenItems(items).some((i) => i.is_cta),
    alignment: alignmentOf(header.box, topNodes.map((n) => n.box)),
    border_bottom: borderWidth > 0 ? { width_px: round(borderWidth), color: paintHex(ctx, header, header.style['border-bottom-color']) } : null,
    shadow: shadowOf(header),
    backdrop_filter: filter && filter !== 'none' ? filter : null,
  };
}

/**
 * Where the main item group sits: items are split into clusters at wide gaps (the nav links vs.
 * the trailing "Log in"), and the largest cluster's center decides.
 */
function alignmentOf(bar: Box, boxes: Box[]): HeaderStyle['alignment'] {
  if (boxes.length === 0 || bar.width <= 0) return null;
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  const clusters: Box[][] = [[sorted[0]!]];
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const gap = sorted[i]!.x - (prev.x + prev.width);
    if (gap > 48) clusters.push([]);
    clusters[clusters.length - 1]!.push(sorted[i]!);
  }
  const main = clusters.reduce((best, c) => (c.length > best.length ? c : best));
  const left = Math.min(...main.map((b) => b.x));
  const right = Math.max(...main.map((b) => b.x + b.width));
  const center = ((left + right) / 2 - bar.x) / bar.width;
  return center < 0.4 ? 'left' : center > 0.6 ? 'right' : 'center';
}

/** What paints behind the bar where it sits (a hero under a transparent header), if anything. */
function paintedBehind(ctx: AnalysisContext, header: CapturedNode): CapturedNode | null {
  const band = header.box.y + header.box.height / 2;
  const own = new Set([header.id, ...ctx.ancestors(header.id).map((a) => a.id)]);
  for (const n of ctx.nodes()) {
    if (own.has(n.id) || n.tag === 'html' || n.tag === 'body') continue;
    if (n.box.y > band || n.box.y + n.box.height < band || n.box.width < header.box.width * 0.5) continue;
    if (ctx.ancestors(n.id).some((a) => a.id === header.id)) continue;
    const image = n.style['background-image'] ?? 'none';
    if (image !== 'none' || n.tag === 'img' || n.tag === 'video' || n.tag === 'picture' || ownBackgroundHex(ctx, n) !== null) return n;
  }
  return null;
}
