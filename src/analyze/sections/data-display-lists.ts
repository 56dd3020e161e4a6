/**
 * Styled content lists (spec §2.3 `data_display`: lists): `ul`/`ol` outside the page chrome with
 * their marker style. Computed styles do not carry `list-style-type`, so markers are read from,
 * in order: an icon image on each item (`background: url(check.svg)`), a leading icon element,
 * a `::before`/`::marker` rule with `content`, the cascaded `list-style(-type)` rule, and the UA
 * default (disc / decimal) when no rule says otherwise.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { footerRegion, headerRegion, isInside } from '../derived/nav-regions.js';
import { fontOf, mostCommon, paintHex, round, type FontStyle } from '../derived/nav-style.js';
import { cascadedValue } from './data-display-selector.js';

export type ListMarker = 'disc' | 'circle' | 'square' | 'decimal' | 'alpha' | 'roman' | 'check' | 'icon' | 'image' | 'custom' | 'none';

export interface StyledList {
  node_id: string;
  selector: string;
  ordered: boolean;
  items: number;
  marker: ListMarker;
  /** What decided the marker: a selector, an image URL, an icon node, or `default`. */
  marker_evidence: string;
  /** Vertical distance between consecutive items' tops minus the item height (px). */
  item_gap_px: number | null;
  item_divider: boolean;
  font: FontStyle;
  color: string | null;
  examples: string[];
}

export interface ListsSummary {
  count: number;
  by_marker: Partial<Record<ListMarker, number>>;
  /** Lists whose items are only links (menus, link lists) are counted here, not described. */
  link_lists: number;
  lists: StyledList[];
}

const CHECK_HINT = /check|tick|✓|✔|☑|success|done/i;

export function analyzeLists(ctx: AnalysisContext): ListsSummary {
  const header = headerRegion(ctx);
  const footer = footerRegion(ctx);
  const lists: StyledList[] = [];
  let linkLists = 0;
  for (const node of ctx.nodes()) {
    if (node.tag !== 'ul' && node.tag !== 'ol') continue;
    const items = ctx.children(node.id).filter((c) => c.tag === 'li');
    if (items.length < 2) continue;
    if (isInside(ctx, header, node.id) || isInside(ctx, footer, node.id) || ctx.ancestors(node.id).some((a) => a.tag === 'nav')) continue;
    if (items.every((li) => isLinkOnly(ctx, li))) {
      linkLists++;
      continue;
    }
    lists.push(describe(ctx, node, items));
  }
  const byMarker: Partial<Record<ListMarker, number>> = {};
  for (const l of lists) byMarker[l.marker] = (byMarker[l.marker] ?? 0) + 1;
  lists.sort((a, b) => b.items - a.items || order(a.node_id) - order(b.node_id));
  return { count: lists.length, by_marker: byMarker, link_lists: linkLists, lists: lists.slice(0, 12) };
}

const order = (id: string): number => Number(id.replace(/\D/g, '')) || 0;

function isLinkOnly(ctx: AnalysisContext, li: CapturedNode): boolean {
  const kids = ctx.children(li.id);
  return li.text === '' && kids.length === 1 && kids[0]!.tag === 'a';
}

function describe(ctx: AnalysisContext, list: CapturedNode, items: CapturedNode[]): StyledList {
  const ordered = list.tag === 'ol';
  const first = items[0]!;
  const marker = markerOf(ctx, list, first, ordered);
  const gaps: number[] = [];
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1]!.box;
    const gap = items[i]!.box.y - (prev.y + prev.height);
    if (items[i]!.box.x === prev.x) gaps.push(gap);
  }
  gaps.sort((a, b) => a - b);
  const divider = items.filter((li) => Number.parseFloat(li.style['border-top-width'] ?? '0') > 0 || Number.parseFloat(li.style['border-bottom-width'] ?? '0') > 0).length >= items.length - 1;
  const textNode = items.find((li) => li.text) ?? first;
  return {
    node_id: list.id,
    selector: list.selector,
    ordered,
    items: items.length,
    marker: marker.marker,
    marker_evidence: marker.evidence,
    item_gap_px: gaps.length > 0 ? round(gaps[Math.floor(gaps.length / 2)]!) : null,
    item_divider: divider,
    font: fontOf(textNode),
    color: mostCommon(items, (li) => paintHex(ctx, li, li.style['color']))?.key ?? null,
    examples: items.slice(0, 3).map((li) => li.text).filter(Boolean),
  };
}

function markerOf(ctx: AnalysisContext, list: CapturedNode, li: CapturedNode, ordered: boolean): { marker: ListMarker; evidence: string } {
  const image = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(li.style['background-image'] ?? '')?.[1];
  if (image) return { marker: CHECK_HINT.test(image) ? 'check' : 'image', evidence: image };
  const lead = ctx.children(li.id)[0];
  if (lead && (lead.tag === 'svg' || lead.tag === 'img' || lead.tag === 'i') && lead.box.width <= 32 && lead.box.height <= 32 && lead.box.x <= li.box.x + 8) {
    const hint = `${lead.attrs['class'] ?? ''} ${lead.attrs['src'] ?? ''} ${lead.attrs['alt'] ?? ''} ${lead.attrs['aria-label'] ?? ''}`;
    return { marker: CHECK_HINT.test(hint) ? 'check' : 'icon', evidence: lead.selector };
  }
  const before = cascadedValue(ctx, li, ['content'], 'before') ?? cascadedValue(ctx, li, ['content'], 'marker');
  if (before && !/^(none|normal|""|'')$/.test(before.value.trim())) {
    return { marker: CHECK_HINT.test(before.value) || /\\2713|\\2714|\\2705/i.test(before.value) ? 'check' : 'custom', evidence: `${before.selector} { content: ${before.value} }` };
  }
  const rule = cascadedValue(ctx, li, ['list-style-type', 'list-style']) ?? cascadedValue(ctx, list, ['list-style-type', 'list-style']);
  if (rule) {
    const value = rule.value.toLowerCase();
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(rule.value)?.[1];
    if (url) return { marker: CHECK_HINT.test(url) ? 'check' : 'image', evidence: `${rule.selector} { list-style: ${rule.value} }` };
    return { marker: typeName(value, ordered), evidence: rule.selector };
  }
  if (li.style['display'] !== 'list-item') return { marker: 'none', evidence: `li display: ${li.style['display']}` };
  return { marker: ordered ? 'decimal' : 'disc', evidence: 'default' };
}

function typeName(value: string, ordered: boolean): ListMarker {
  if (/\bnone\b/.test(value)) return 'none';
  if (/\bcircle\b/.test(value)) return 'circle';
  if (/\bsquare\b/.test(value)) return 'square';
  if (/\bdisc\b/.test(value)) return 'disc';
  if (/decimal|\bnumeric\b/.test(value)) return 'decimal';
  if (/alpha|latin/.test(value)) return 'alpha';
  if (/roman/.test(value)) return 'roman';
  if (/["']/.test(value)) return CHECK_HINT.test(value) ? 'check' : 'custom';
  return ordered ? 'decimal' : 'disc';
}
