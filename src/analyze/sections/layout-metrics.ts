/**
 * Measurements behind the layout scores: how much of the content column is empty, how text is
 * aligned, how many distinct left edges blocks use, how regular the column rows are, how many
 * cards there are and how much overlaps. Each is a plain number reported as evidence.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { componentsOfKind } from '../derived/components.js';
import { pageBands } from '../derived/page-bands.js';
import { contentContainer } from '../derived/page-container.js';
import { isRendered, isThirdPartyOverlay, isTiny, lengthPx, pageHeight, pageWidth, round } from '../derived/page-tree.js';
import { contentRows } from './layout-grid.js';
import { layering, type Layering } from './layout-layering.js';

export interface LayoutMetrics {
  /** Share of the content column (page height × content width) with no text, media or control. */
  whitespace_ratio: number;
  /** Visible nodes with text of their own, and visible media/controls: what there is to lay out. */
  text_nodes: number;
  media_nodes: number;
  /** Visible text-bearing nodes per viewport-sized area of page. */
  text_nodes_per_screen: number;
  /** Median font size of text, weighted by characters. */
  median_font_px: number | null;
  /** Median breathing room between a band's edge and its first/last content, px. */
  band_padding_px: number | null;
  /** Share of text characters that are centered (headings count triple). */
  centered_text_ratio: number;
  centered_heading_ratio: number;
  /** Share of text characters aligned left/start. */
  left_text_ratio: number;
  /** Share of left-aligned text blocks that start on the content edge or a column line. */
  flush_left_ratio: number;
  /** Share of block left edges falling on the 8 most used x positions. */
  edge_alignment: number;
  distinct_left_edges: number;
  content_rows: number;
  /** Area-weighted share of content rows with equal tracks / with tracks ≥ 1.3× apart. */
  equal_row_ratio: number;
  asymmetric_row_ratio: number;
  /** Area-weighted share of content rows whose gap is the dominant gutter. */
  gutter_consistency: number;
  cards: { count: number; area_ratio: number; node_ids: string[] };
  /** Area-weighted median visible gap between the columns of content rows, px. */
  row_gap_px: number | null;
  /** Area-weighted median number of columns of content rows. */
  row_columns: number | null;
  layered: Layering;
}

const MEDIA = new Set(['img', 'svg', 'video', 'canvas', 'iframe', 'input', 'textarea', 'select', 'button', 'picture', 'object', 'embed']);
const INLINE = /^inline(?!-(block|flex|grid|table))/;
const HEADING = /^h[1-6]$/;

export function layoutMetrics(ctx: AnalysisContext, gutter: number | null): LayoutMetrics {
  const pw = pageWidth(ctx);
  const ph = Math.min(pageHeight(ctx), 40_000);
  const container = contentContainer(ctx);
  const left = container ? container.inner_left_px : 0;
  const right = container ? container.inner_right_px : pw;
  const vw = ctx.capture.viewport.width || pw;
  const vh = ctx.capture.viewport.height || 900;

  const ink: { box: CapturedNode['box']; node: CapturedNode }[] = [];
  let textNodes = 0;
  let mediaNodes = 0;
  const fonts: [number, number][] = [];
  let chars = 0;
  let centered = 0;
  let leftChars = 0;
  let headingChars = 0;
  let headingCentered = 0;
  let leftBlocks = 0;
  let flushBlocks = 0;
  const lines = columnLines(ctx, left);

  for (const node of ctx.nodes()) {
    if (!isRendered(node) || isTiny(node) || isThirdPartyOverlay(node) || node.style['opacity'] === '0') continue;
    const parentTag = node.parent ? ctx.nodeById(node.parent)?.tag : undefined;
    if (parentTag === 'svg' || node.tag === 'html' || node.tag === 'body') continue;
    const text = node.text.trim();
    if (MEDIA.has(node.tag)) {
      ink.push({ box: node.box, node });
      mediaNodes++;
    }
    if (text.length === 0) continue;
    textNodes++;
    ink.push({ box: textBox(node, text), node });
    const weight = Math.min(text.length, 400) * (HEADING.test(node.tag) ? 3 : 1);
    const fs = lengthPx(node.style['font-size']);
    if (fs > 0) fonts.push([fs, Math.min(text.length, 400)]);
    chars += weight;
    const align = alignmentOf(node, pw, left);
    if (align === 'center') centered += weight;
    if (align === 'left') leftChars += weight;
    if (HEADING.test(node.tag)) {
      headingChars += weight;
      if (align === 'center') headingCentered += weight;
    }
    if (align === 'left' && !INLINE.test(node.style['display'] ?? 'block')) {
      leftBlocks++;
      if (lines.some((x) => Math.abs(node.box.x - x) <= 4)) flushBlocks++;
    }
  }

  const rows = contentRows(ctx);
  const rowArea = (r: (typeof rows)[number]): number => r.node.box.width * r.node.box.height;
  const totalRowArea = rows.reduce((s, r) => s + rowArea(r), 0);
  const share = (pred: (r: (typeof rows)[number]) => boolean): number => (totalRowArea > 0 ? round(rows.filter(pred).reduce((s, r) => s + rowArea(r), 0) / totalRowArea, 3) : 0);
  const edges = leftEdges(ctx, pw);

  return {
    text_nodes: textNodes,
    media_nodes: mediaNodes,
    whitespace_ratio: round(1 - inkCoverage(ink.map((i) => i.box), left, right, ph), 3),
    text_nodes_per_screen: round(textNodes / Math.max(1, (pw * ph) / (vw * vh)), 1),
    median_font_px: weightedMedian(fonts),
    band_padding_px: bandPadding(ctx, ink),
    centered_text_ratio: chars > 0 ? round(centered / chars, 3) : 0,
    centered_heading_ratio: headingChars > 0 ? round(headingCentered / headingChars, 3) : 0,
    left_text_ratio: chars > 0 ? round(leftChars / chars, 3) : 0,
    flush_left_ratio: leftBlocks > 0 ? round(flushBlocks / leftBlocks, 3) : 0,
    edge_alignment: edges.alignment,
    distinct_left_edges: edges.distinct,
    content_rows: rows.length,
    equal_row_ratio: share((r) => r.equal),
    asymmetric_row_ratio: share((r) => r.track_ratio >= 1.3),
    gutter_consistency: gutter === null ? 0 : share((r) => r.gap_px !== null && Math.abs(r.gap_px - gutter) <= 1),
    row_gap_px: weightedMedian(rows.filter((r) => r.gap_px !== null).map((r) => [r.gap_px!, rowArea(r)])),
    row_columns: weightedMedian(rows.map((r) => [r.columns, rowArea(r)])),
    cards: cardMetrics(ctx, (right - left) * ph),
    layered: layering(ctx),
  };
}

/** The painted extent of a text node: a short single line covers only its characters. */
function textBox(node: CapturedNode, text: string): CapturedNode['box'] {
  const fs = lengthPx(node.style['font-size']) || 16;
  const lh = lengthPx(node.style['line-height']) || fs * 1.3;
  const { x, y, width, height } = node.box;
  if (height > lh * 1.6) return node.box;
  const estimated = Math.min(width, text.length * fs * 0.5);
  const align = node.style['text-align'] ?? 'start';
  const dx = align === 'center' ? (width - estimated) / 2 : align === 'right' || align === 'end' ? width - estimated : 0;
  return { x: x + dx, y, width: estimated, height };
}

function alignmentOf(node: CapturedNode, pw: number, contentLeft: number): 'center' | 'left' | 'right' {
  const align = node.style['text-align'] ?? 'start';
  if (align === 'center' || align === '-webkit-center') return 'center';
  if (align === 'right' || align === 'end' || align === '-webkit-right') return 'right';
  // A narrow block centered on the page by its container (flex centering, margin auto).
  const center = node.box.x + node.box.width / 2;
  if (Math.abs(center - pw / 2) <= 2 && node.box.x > contentLeft + 8 && node.box.width < pw * 0.6) return 'center';
  return 'left';
}

/** The content's left edge and the left edges of content-row items: where flush text starts. */
function columnLines(ctx: AnalysisContext, contentLeft: number): number[] {
  const xs = new Set<number>([Math.round(contentLeft)]);
  for (const row of contentRows(ctx)) for (const id of row.item_ids) xs.add(Math.round(ctx.nodeById(id)!.box.x));
  return [...xs];
}

/** Share of the content column covered by ink, on a coarse raster (cells of ≥ 16 px). */
function inkCoverage(boxes: CapturedNode['box'][], left: number, right: number, height: number): number {
  const width = Math.max(1, right - left);
  const cell = Math.max(16, Math.ceil(Math.sqrt((width * height) / 80_000)));
  const cols = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const grid = new Uint8Array(cols * rows);
  let covered = 0;
  for (const b of boxes) {
    const x0 = Math.max(0, Math.floor((b.x - left) / cell));
    const x1 = Math.min(cols - 1, Math.floor((b.x + b.width - left - 0.01) / cell));
    const y0 = Math.max(0, Math.floor(b.y / cell));
    const y1 = Math.min(rows - 1, Math.floor((b.y + b.height - 0.01) / cell));
    for (let r = y0; r <= y1; r++) {
      for (let c = x0; c <= x1; c++) {
        const i = r * cols + c;
        if (grid[i] === 0) {
          grid[i] = 1;
          covered++;
        }
      }
    }
  }
  return covered / (cols * rows);
}

function weightedMedian(values: [number, number][]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  for (const [v, w] of sorted) {
    acc += w;
    if (acc >= total / 2) return round(v, 1);
  }
  return round(sorted[sorted.length - 1]![0], 1);
}

/** Median over bands ≥ 120 px tall of the empty space above the first and below the last content. */
function bandPadding(ctx: AnalysisContext, ink: { box: CapturedNode['box']; node: CapturedNode }[]): number | null {
  const { bands, band_of } = pageBands(ctx);
  const extent = new Map<number, [number, number]>();
  for (const { box, node } of ink) {
    const i = band_of.get(node.id);
    if (i === undefined) continue;
    const e = extent.get(i) ?? [Infinity, -Infinity];
    e[0] = Math.min(e[0], box.y);
    e[1] = Math.max(e[1], box.y + box.height);
    extent.set(i, e);
  }
  const pads: number[] = [];
  bands.forEach((band, i) => {
    const e = extent.get(i);
    const b = band.node.box;
    if (!e || b.height < 120) return;
    pads.push(Math.max(0, ((e[0] - b.y) + (b.y + b.height - e[1])) / 2));
  });
  if (pads.length === 0) return null;
  pads.sort((a, b) => a - b);
  return round(pads[Math.floor(pads.length / 2)]!, 1);
}

function leftEdges(ctx: AnalysisContext, pw: number): { alignment: number; distinct: number } {
  const counts = new Map<number, number>();
  let total = 0;
  for (const node of ctx.nodes()) {
    if (!isRendered(node) || INLINE.test(node.style['display'] ?? 'block') || node.tag === 'html' || node.tag === 'body') continue;
    const { x, width, height } = node.box;
    if (width < 80 || height < 16 || width >= pw * 0.98) continue;
    const key = Math.round(x / 2) * 2;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total++;
  }
  if (total === 0) return { alignment: 0, distinct: 0 };
  const top = [...counts.values()].sort((a, b) => b - a).slice(0, 8).reduce((s, n) => s + n, 0);
  return { alignment: round(top / total, 3), distinct: counts.size };
}

function cardMetrics(ctx: AnalysisContext, contentArea: number): LayoutMetrics['cards'] {
  const cards = componentsOfKind(ctx, 'card');
  const ids = new Set(cards.map((c) => c.node.id));
  const outer = cards.filter((c) => !ctx.ancestors(c.node.id).some((a) => ids.has(a.id)));
  const area = outer.reduce((s, c) => s + c.node.box.width * c.node.box.height, 0);
  return { count: outer.length, area_ratio: contentArea > 0 ? round(Math.min(1, area / contentArea), 3) : 0, node_ids: outer.slice(0, 12).map((c) => c.node.id) };
}
