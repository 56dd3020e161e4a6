/**
 * Stats (spec §2.3 `data_display`): big numbers with labels ("10k+", "99.9%", "4.9/5", "$2B"),
 * laid out as a row. A stat value is a short numeric text set well above body size; its label is
 * the other text of the same item. A lone big number is kept only when it carries a label and is
 * clearly display-sized; prices inside pricing plans are not stats.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { footerRegion, headerRegion, isInside } from '../derived/nav-regions.js';
import { fontOf, mostCommon, paintHex, type FontStyle } from '../derived/nav-style.js';
import { descendants } from './data-display-pricing.js';

export interface StatItem {
  value: string;
  label: string | null;
  node_id: string;
  selector: string;
}

export interface StatGroup {
  node_id: string;
  selector: string;
  items: StatItem[];
  columns: number;
}

export interface StatsSummary {
  count: number;
  groups: StatGroup[];
  value_style: { font: FontStyle; color: string | null } | null;
  label_style: { font: FontStyle; color: string | null } | null;
}

const STAT = /^(?:#|no\.\s?)?[~≈<>+−-]?\s?(?:US\$|[$€£¥₹])?\s?\d[\d.,]*(?:\s?(?:[kmb]|bn|mm|x|×|%|\+|s|ms|sec|min|mins|h|hrs?|days?|yrs?|years?|tb|gb|mb|kb|pb|[kmb]\+|\/\s?\d+(?:\.\d+)?|★|\/7))?\+?$/i;

/** Median font size of paragraph-length text: what "body size" means for display-size checks. */
export function bodyFontSize(ctx: AnalysisContext): number {
  return ctx.derive('data_display:bodySize', () => {
    const sizes = ctx.nodes().filter((n) => n.text.length >= 40).map((n) => Number.parseFloat(n.style['font-size'] ?? '16')).filter(Number.isFinite).sort((a, b) => a - b);
    return sizes.length > 0 ? sizes[Math.floor(sizes.length / 2)]! : 16;
  });
}

export function analyzeStats(ctx: AnalysisContext, excluded: ReadonlySet<string>): StatsSummary {
  const body = bodyFontSize(ctx);
  const header = headerRegion(ctx);
  const footer = footerRegion(ctx);
  const values = ctx.nodes().filter((n) => {
    const text = n.text.trim();
    // Years ("2019") and step numbers ("01") are set large too, but they are not stats.
    if (!text || text.length > 12 || !STAT.test(text) || /^(19|20)\d{2}$|^0\d$/.test(text) || n.interactive) return false;
    const size = Number.parseFloat(n.style['font-size'] ?? '0');
    return size >= Math.max(24, body * 1.5) && !excluded.has(n.id) && !isInside(ctx, header, n.id) && !isInside(ctx, footer, n.id);
  });
  const byRow = new Map<string, StatItem[]>();
  for (const value of values) {
    const item = value.parent !== null ? ctx.nodeById(value.parent) : undefined;
    if (!item || excluded.has(item.id)) continue;
    const label = labelOf(ctx, item, value);
    const row = item.parent ?? item.id;
    const list = byRow.get(row) ?? [];
    list.push({ value: value.text.trim(), label, node_id: value.id, selector: value.selector });
    byRow.set(row, list);
  }
  const groups: StatGroup[] = [];
  for (const [rowId, items] of byRow) {
    const lone = items.length === 1;
    if (lone && (items[0]!.label === null || Number.parseFloat(ctx.nodeById(items[0]!.node_id)!.style['font-size'] ?? '0') < body * 2)) continue;
    const row = ctx.nodeById(rowId)!;
    const xs = new Set(items.map((i) => Math.round(ctx.nodeById(i.node_id)!.box.x / 8)));
    groups.push({ node_id: row.id, selector: row.selector, items, columns: xs.size });
  }
  const valueNodes = groups.flatMap((g) => g.items.map((i) => ctx.nodeById(i.node_id)!));
  const labelNodes = groups.flatMap((g) => g.items.map((i) => labelNode(ctx, ctx.nodeById(i.node_id)!))).filter((n): n is CapturedNode => n !== null);
  const styleOf = (nodes: CapturedNode[]): StatsSummary['value_style'] => {
    const top = mostCommon(nodes, (n) => `${n.style['font-family']}|${n.style['font-size']}|${n.style['font-weight']}|${n.style['color']}`);
    return top ? { font: fontOf(top.items[0]!), color: paintHex(ctx, top.items[0]!, top.items[0]!.style['color']) } : null;
  };
  return { count: valueNodes.length, groups, value_style: styleOf(valueNodes), label_style: styleOf(labelNodes) };
}

/** The item's other text, nearest after the value first. */
function labelOf(ctx: AnalysisContext, item: CapturedNode, value: CapturedNode): string | null {
  const texts = descendants(ctx, item).filter((n) => n.id !== value.id && n.text && !ctx.ancestors(n.id).some((a) => a.id === value.id));
  const own = item.text && item.id !== value.id ? [item.text] : [];
  const label = [...own, ...texts.map((n) => n.text)].join(' ').replace(/\s+/g, ' ').trim();
  return label ? label.slice(0, 120) : null;
}

function labelNode(ctx: AnalysisContext, value: CapturedNode): CapturedNode | null {
  const item = value.parent !== null ? ctx.nodeById(value.parent) : undefined;
  if (!item) return null;
  return descendants(ctx, item).find((n) => n.id !== value.id && n.text) ?? null;
}
