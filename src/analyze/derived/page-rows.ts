/**
 * Multi-column rows: parents whose visible children sit side by side. One reading for CSS grid
 * (tracks from the computed `grid-template-columns`, which Chromium resolves to px), flexbox
 * rows and older float/inline-block layouts (children sharing a top edge). Layout derives the
 * page's column count and gutter from them; sections use them for a band's column layout.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { paintsSurface } from './components.js';
import { isRendered, lengthPx, round } from './page-tree.js';

export interface LayoutRow {
  node: CapturedNode;
  mechanism: 'grid' | 'flex' | 'flow';
  /** Columns of the row: grid tracks, else the children on its first line. */
  columns: number;
  /** Track (grid) or first-line item (flex/flow) widths, px. */
  track_widths_px: number[];
  /**
   * Visible horizontal gap between columns, px: the computed column-gap (else the measured space
   * between item boxes), plus the inline padding of items that paint nothing themselves — the
   * way Bootstrap (`.row > .col` padding) and similar grids make their gutters.
   */
  gap_px: number | null;
  /** True when all tracks are within 5% of each other. */
  equal: boolean;
  /** Widest / narrowest track. */
  track_ratio: number;
  /** Children on the first line, capture order. */
  item_ids: string[];
  /** Number of lines the items wrap to. */
  lines: number;
  /** Narrowest first-line item, px (tells columns of content from rows of links/buttons). */
  min_item_width_px: number;
}

const SAME_TOP = 4;

export function layoutRows(ctx: AnalysisContext): readonly LayoutRow[] {
  return ctx.derive('page:rows', () => {
    const rows: LayoutRow[] = [];
    for (const node of ctx.nodes()) {
      if (!isRendered(node)) continue;
      const row = rowOf(ctx, node);
      if (row) rows.push(row);
    }
    return rows;
  });
}

function rowOf(ctx: AnalysisContext, node: CapturedNode): LayoutRow | null {
  const display = node.style['display'] ?? '';
  const kids = ctx.children(node.id).filter((k) => isRendered(k) && k.style['position'] !== 'absolute' && k.style['position'] !== 'fixed' && k.box.width >= 8);
  if (kids.length < 2) return null;
  const sorted = [...kids].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const top = sorted[0]!.box.y;
  const firstLine = sorted.filter((k) => Math.abs(k.box.y - top) <= SAME_TOP).sort((a, b) => a.box.x - b.box.x);
  const lines = countLines(sorted);

  const isGrid = display === 'grid' || display === 'inline-grid';
  const isFlexRow = (display === 'flex' || display === 'inline-flex') && !(node.style['flex-direction'] ?? 'row').startsWith('column');
  let mechanism: LayoutRow['mechanism'];
  let tracks: number[];
  if (isGrid) {
    const parsed = gridTracks(node.style['grid-template-columns']);
    if (parsed.length < 2 && firstLine.length < 2) return null;
    mechanism = 'grid';
    tracks = parsed.length >= 2 ? parsed : firstLine.map((k) => k.box.width);
  } else {
    if (firstLine.length < 2 || !sideBySide(firstLine)) return null;
    mechanism = isFlexRow ? 'flex' : 'flow';
    // A flow row needs real side-by-side blocks, not inline words and links.
    if (mechanism === 'flow' && firstLine.some((k) => (k.style['display'] ?? '').startsWith('inline') && !(k.style['display'] ?? '').includes('block'))) return null;
    tracks = firstLine.map((k) => k.box.width);
  }
  const min = Math.min(...tracks);
  const max = Math.max(...tracks);
  return {
    node,
    mechanism,
    columns: tracks.length,
    track_widths_px: tracks.map((t) => round(t, 1)),
    gap_px: gapOf(ctx, node, firstLine, isGrid || isFlexRow),
    equal: min > 0 && max / min <= 1.05,
    track_ratio: min > 0 ? round(max / min, 2) : 0,
    item_ids: firstLine.map((k) => k.id),
    lines,
    min_item_width_px: round(Math.min(...firstLine.map((k) => k.box.width)), 1),
  };
}

/** `354.656px [main-start] 354.672px 354.656px` → [354.656, 354.672, 354.656]; `none` → []. */
export function gridTracks(value: string | undefined): number[] {
  if (!value || value === 'none' || /subgrid|masonry/.test(value)) return [];
  const withoutNames = value.replace(/\[[^\]]*\]/g, ' ');
  const tracks: number[] = [];
  for (const token of withoutNames.trim().split(/\s+/)) {
    const m = /^(-?\d*\.?\d+)px$/.exec(token);
    if (!m) return []; // an unresolved template (repeat(), fr, auto) is not a measured track list
    tracks.push(Number(m[1]));
  }
  return tracks;
}

function sideBySide(items: CapturedNode[]): boolean {
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1]!.box;
    if (items[i]!.box.x < prev.x + prev.width - 1) return false;
  }
  return true;
}

function countLines(sorted: CapturedNode[]): number {
  let lines = 0;
  let lastTop = -Infinity;
  for (const k of sorted) {
    if (k.box.y > lastTop + SAME_TOP) {
      lines++;
      lastTop = k.box.y;
    }
  }
  return lines;
}

function gapOf(ctx: AnalysisContext, node: CapturedNode, firstLine: CapturedNode[], usesGap: boolean): number | null {
  if (firstLine.length < 2) return null;
  const declared = usesGap ? lengthPx(node.style['column-gap'] ?? node.style['gap']) : 0;
  const spaces: number[] = [];
  for (let i = 1; i < firstLine.length; i++) {
    const prev = firstLine[i - 1]!;
    const next = firstLine[i]!;
    const between = declared > 0 ? declared : next.box.x - (prev.box.x + prev.box.width);
    const pr = lengthPx(prev.style['padding-right']);
    const pl = lengthPx(next.style['padding-left']);
    const transparent = (pr > 0 && !paintsSurface(ctx, prev) ? pr : 0) + (pl > 0 && !paintsSurface(ctx, next) ? pl : 0);
    spaces.push(between + transparent);
  }
  spaces.sort((a, b) => a - b);
  const median = spaces[Math.floor(spaces.length / 2)]!;
  return median >= 0 ? round(median, 1) : null;
}
