/**
 * Data tables (spec §2.3 `data_display`: tables): header row style, striping, borders and
 * density. Layout tables (role=presentation, a single row or column) are counted, not described.
 * One pass assigns every node to its nearest table, so a 20,000-cell table costs O(n).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { px } from '../derived/components.js';
import { fontOf, mostCommon, ownBackgroundHex, paddingOf, paintHex, round, type FontStyle } from '../derived/nav-style.js';

export interface TableStyle {
  node_id: string;
  selector: string;
  rows: number;
  columns: number;
  header: { background: string | null; color: string | null; font: FontStyle; border_bottom: { width_px: number; color: string | null } | null; node_id: string } | null;
  striped: { colors: [string, string] } | null;
  borders: 'grid' | 'horizontal' | 'vertical' | 'outer' | 'none';
  border_color: string | null;
  density: 'compact' | 'regular' | 'comfortable';
  row_height_px: number;
  cell_padding: { top: number; right: number; bottom: number; left: number };
  body_font: FontStyle | null;
  radius_px: number;
}

export interface TablesSummary {
  count: number;
  layout_tables: number;
  tables: TableStyle[];
}

const SAMPLE_ROWS = 60;

interface TableParts {
  table: CapturedNode;
  rows: CapturedNode[];
  cells: Map<string, CapturedNode[]>;
}

export function analyzeTables(ctx: AnalysisContext): TablesSummary {
  const parts = new Map<string, TableParts>();
  const tableOf = new Map<string, string>();
  for (const n of ctx.nodes()) {
    const inherited = n.parent !== null ? tableOf.get(n.parent) : undefined;
    const role = n.attrs['role'] ?? '';
    if (n.tag === 'table' || role === 'table' || role === 'grid') {
      tableOf.set(n.id, n.id);
      parts.set(n.id, { table: n, rows: [], cells: new Map() });
      continue;
    }
    if (inherited === undefined) continue;
    tableOf.set(n.id, inherited);
    const p = parts.get(inherited)!;
    if (n.tag === 'tr' || role === 'row') p.rows.push(n);
    else if (n.tag === 'td' || n.tag === 'th' || role === 'cell' || role === 'columnheader' || role === 'gridcell') {
      const row = n.parent ?? '';
      const list = p.cells.get(row) ?? [];
      list.push(n);
      p.cells.set(row, list);
    }
  }
  const tables: TableStyle[] = [];
  let layout = 0;
  for (const p of parts.values()) {
    const columns = Math.max(0, ...p.rows.map((r) => p.cells.get(r.id)?.length ?? 0));
    if (p.table.attrs['role'] === 'presentation' || p.table.attrs['role'] === 'none' || p.rows.length < 2 || columns < 2) {
      layout++;
      continue;
    }
    tables.push(describe(ctx, p, columns));
  }
  return { count: tables.length, layout_tables: layout, tables: tables.slice(0, 10) };
}

function describe(ctx: AnalysisContext, p: TableParts, columns: number): TableStyle {
  const isHeaderRow = (r: CapturedNode): boolean => {
    const cells = p.cells.get(r.id) ?? [];
    return cells.length > 0 && (cells.every((c) => c.tag === 'th' || c.attrs['role'] === 'columnheader') || ctx.nodeById(r.parent ?? '')?.tag === 'thead');
  };
  const headerRow = p.rows.find(isHeaderRow) ?? null;
  // Style is read from the first rows; a 2,000-row table does not need 20,000 cells parsed.
  const bodyRows = p.rows.filter((r) => !isHeaderRow(r)).slice(0, SAMPLE_ROWS);
  const bodyCells = bodyRows.flatMap((r) => p.cells.get(r.id) ?? []);
  const headCell = headerRow ? (p.cells.get(headerRow.id) ?? [])[0] : undefined;

  // A row that paints nothing shows what is behind it (the table's or the page's background).
  const rowFill = (r: CapturedNode): string => ownBackgroundHex(ctx, r) ?? (p.cells.get(r.id)?.[0] ? ownBackgroundHex(ctx, p.cells.get(r.id)![0]!) : null) ?? backdropOf(ctx, r.id).color.hex;
  const fills = bodyRows.map(rowFill);
  let striped: TableStyle['striped'] = null;
  if (fills.length >= 4) {
    const even = new Set(fills.filter((_, i) => i % 2 === 0));
    const odd = new Set(fills.filter((_, i) => i % 2 === 1));
    if (even.size === 1 && odd.size === 1) {
      const [a] = [...even];
      const [b] = [...odd];
      if (a !== b) striped = { colors: [a!, b!] };
    }
  }

  const share = (test: (c: CapturedNode) => boolean): number => (bodyCells.length === 0 ? 0 : bodyCells.filter(test).length / bodyCells.length);
  const horizontal = share((c) => px(c.style['border-bottom-width']) > 0 || px(c.style['border-top-width']) > 0) >= 0.5 || bodyRows.filter((r) => px(r.style['border-bottom-width']) > 0 || px(r.style['border-top-width']) > 0).length >= bodyRows.length / 2;
  const vertical = share((c) => px(c.style['border-left-width']) > 0 || px(c.style['border-right-width']) > 0) >= 0.5;
  const outer = ['top', 'right', 'bottom', 'left'].every((s) => px(p.table.style[`border-${s}-width`]) > 0);
  const borders: TableStyle['borders'] = horizontal && vertical ? 'grid' : horizontal ? 'horizontal' : vertical ? 'vertical' : outer ? 'outer' : 'none';
  const borderColor = mostCommon(bodyCells, (c) => (px(c.style['border-bottom-width']) > 0 ? paintHex(ctx, c, c.style['border-bottom-color']) : px(c.style['border-top-width']) > 0 ? paintHex(ctx, c, c.style['border-top-color']) : null))?.key ?? (outer ? paintHex(ctx, p.table, p.table.style['border-top-color']) : null);

  const heights = bodyRows.map((r) => r.box.height).sort((a, b) => a - b);
  const rowHeight = heights.length > 0 ? heights[Math.floor(heights.length / 2)]! : 0;
  const cell = mostCommon(bodyCells, (c) => JSON.stringify(paddingOf(c)))?.items[0];
  return {
    node_id: p.table.id,
    selector: p.table.selector,
    rows: p.rows.length,
    columns,
    header: headCell && headerRow
      ? {
          background: ownBackgroundHex(ctx, headCell) ?? ownBackgroundHex(ctx, headerRow) ?? (headerRow.parent ? ownBackgroundHex(ctx, ctx.nodeById(headerRow.parent)!) : null),
          color: paintHex(ctx, headCell, headCell.style['color']),
          font: fontOf(headCell),
          border_bottom: px(headCell.style['border-bottom-width']) > 0 ? { width_px: round(px(headCell.style['border-bottom-width'])), color: paintHex(ctx, headCell, headCell.style['border-bottom-color']) } : null,
          node_id: headCell.id,
        }
      : null,
    striped,
    borders,
    border_color: borderColor,
    density: rowHeight <= 36 ? 'compact' : rowHeight <= 52 ? 'regular' : 'comfortable',
    row_height_px: round(rowHeight),
    cell_padding: cell ? paddingOf(cell) : { top: 0, right: 0, bottom: 0, left: 0 },
    body_font: bodyCells[0] ? fontOf(mostCommon(bodyCells, (c) => `${c.style['font-family']}|${c.style['font-size']}|${c.style['font-weight']}`)!.items[0]!) : null,
    radius_px: round(px(p.table.style['border-top-left-radius'])),
  };
}
