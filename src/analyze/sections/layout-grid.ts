/**
 * Grid columns and gutter (layout section): the column count and gap of the page's content
 * rows (CSS grids, flex rows and float rows of real content blocks), weighted by the painted
 * area of each row so a full-width three-card row outweighs a footer's link columns.
 * Rows of nav links, buttons and badges (items narrower than 100 px, rows under 64 px tall) and
 * spread-out bars (`justify-content: space-between` leaving a gap wider than a quarter of the
 * row) are not columns.
 */
import type { AnalysisContext } from '../context.js';
import { contentContainer } from '../derived/page-container.js';
import { layoutRows, type LayoutRow } from '../derived/page-rows.js';
import { pageWidth, round } from '../derived/page-tree.js';

export interface GridRowEvidence {
  node_id: string;
  selector: string;
  mechanism: LayoutRow['mechanism'];
  columns: number;
  gap_px: number | null;
  track_widths_px: number[];
  equal: boolean;
}

export interface GridSummary {
  /** Dominant column count of content rows; null when the page has no multi-column content. */
  columns: number | null;
  /** Dominant gap between columns, px. */
  gutter_px: number | null;
  evidence: {
    /** Every column count seen: how many rows, and their share of the content rows' area. */
    column_counts: { columns: number; rows: number; area_ratio: number }[];
    gutters: { px: number; rows: number; area_ratio: number }[];
    /** The largest content rows (up to 8), page order. */
    rows: GridRowEvidence[];
  };
}

const MIN_COLUMN_PX = 100;
const MIN_ROW_HEIGHT_PX = 64;

/** Rows of real content columns (not link/button rows), memoized for scores and sections. */
export function contentRows(ctx: AnalysisContext): readonly LayoutRow[] {
  return ctx.derive('layout:contentRows', () => {
    const container = contentContainer(ctx);
    const reference = container ? container.inner_width_px : pageWidth(ctx) * 0.8;
    return layoutRows(ctx).filter(
      (r) =>
        r.columns >= 2 &&
        r.columns <= 24 &&
        r.min_item_width_px >= MIN_COLUMN_PX &&
        r.node.box.height >= MIN_ROW_HEIGHT_PX &&
        r.node.box.width >= reference * 0.4 &&
        (r.gap_px ?? 0) <= r.node.box.width * 0.25,
    );
  });
}

export function gridSummary(ctx: AnalysisContext): GridSummary {
  const rows = contentRows(ctx);
  const area = (r: LayoutRow): number => r.node.box.width * r.node.box.height;
  const total = rows.reduce((sum, r) => sum + area(r), 0);
  const byColumns = weigh(rows, (r) => r.columns, area);
  const byGap = weigh(rows.filter((r) => r.gap_px !== null), (r) => Math.round(r.gap_px!), area);
  const top = [...rows].sort((a, b) => area(b) - area(a) || a.node.box.y - b.node.box.y).slice(0, 8).sort((a, b) => a.node.box.y - b.node.box.y || a.node.box.x - b.node.box.x);
  return {
    columns: byColumns[0]?.key ?? null,
    gutter_px: byGap[0]?.key ?? null,
    evidence: {
      column_counts: byColumns.map((b) => ({ columns: b.key, rows: b.rows, area_ratio: total > 0 ? round(b.area / total, 3) : 0 })),
      gutters: byGap.map((b) => ({ px: b.key, rows: b.rows, area_ratio: total > 0 ? round(b.area / total, 3) : 0 })),
      rows: top.map((r) => ({ node_id: r.node.id, selector: r.node.selector, mechanism: r.mechanism, columns: r.columns, gap_px: r.gap_px, track_widths_px: r.track_widths_px, equal: r.equal })),
    },
  };
}

interface Weighted {
  key: number;
  rows: number;
  area: number;
}

/** Groups rows by `keyOf`, heaviest (by area, then rows, then smaller key) first. */
function weigh(rows: readonly LayoutRow[], keyOf: (r: LayoutRow) => number, areaOf: (r: LayoutRow) => number): Weighted[] {
  const map = new Map<number, Weighted>();
  for (const r of rows) {
    const key = keyOf(r);
    const w = map.get(key) ?? { key, rows: 0, area: 0 };
    w.rows++;
    w.area += areaOf(r);
    map.set(key, w);
  }
  return [...map.values()].sort((a, b) => b.area - a.area || b.rows - a.rows || a.key - b.key);
}
