/**
 * Layout vocabulary scores (layout section): one 0..1 score per value of the spec's layout
 * vocabulary, each a weighted blend of the measurements in `layout-metrics.ts`, reported with
 * the numbers behind it. `primary` lists the values that describe the page best.
 *
 * The ramps are calibrated on the fixture sites (generated with real Chromium) and on typical
 * framework pages: a marketing page with 96 px section padding and a 1160 px container reads
 * as generous whitespace; a dashboard with 13 px type and 8 px gaps reads as dense.
 */
import { clamp01, round } from '../derived/page-tree.js';
import type { LayoutMetrics } from './layout-metrics.js';

export const LAYOUT_VALUES = [
  'grid_based_strict',
  'asymmetric_broken_grid',
  'generous_whitespace',
  'dense_packed',
  'centered_symmetric',
  'left_aligned_flush',
  'card_based',
  'overlapping_layered',
] as const;

export type LayoutValue = (typeof LAYOUT_VALUES)[number];

export interface LayoutScore {
  score: number;
  /** The measurements the score was computed from. */
  evidence: Record<string, number | string[] | null>;
}

export type LayoutScores = Record<LayoutValue, LayoutScore>;

/** Linear ramp: 0 at `from`, 1 at `to` (either direction), clamped. */
function ramp(value: number | null, from: number, to: number): number {
  if (value === null) return 0;
  return clamp01((value - from) / (to - from));
}

export function layoutScores(m: LayoutMetrics, gridColumns: number | null, viewportHeight = 900): LayoutScores {
  const vh = viewportHeight > 0 ? viewportHeight : 900;
  // No band tall enough to measure padding in: nothing but tight strips, as dense as it gets.
  const bandPadding = m.band_padding_px ?? 0;
  const rowsPresence = ramp(m.content_rows, 0, 3);
  const overlapPresence = ramp(m.layered.count, 0, 4);
  const scores: LayoutScores = {
    grid_based_strict: {
      score: (0.4 * m.equal_row_ratio + 0.3 * m.gutter_consistency + 0.3 * ramp(m.edge_alignment, 0.5, 0.9)) * rowsPresence,
      evidence: { content_rows: m.content_rows, columns: gridColumns, equal_row_ratio: m.equal_row_ratio, gutter_consistency: m.gutter_consistency, edge_alignment: m.edge_alignment, distinct_left_edges: m.distinct_left_edges },
    },
    asymmetric_broken_grid: {
      score: 0.45 * m.asymmetric_row_ratio * rowsPresence + 0.35 * ramp(m.edge_alignment, 0.8, 0.4) + 0.2 * overlapPresence,
      evidence: { asymmetric_row_ratio: m.asymmetric_row_ratio, edge_alignment: m.edge_alignment, distinct_left_edges: m.distinct_left_edges, layered_nodes: m.layered.count },
    },
    generous_whitespace: {
      score: 0.5 * ramp(m.whitespace_ratio, 0.5, 0.8) + 0.35 * ramp(m.band_padding_px, 24, 96) + 0.15 * ramp(m.text_nodes_per_screen, 60, 20),
      evidence: { whitespace_ratio: m.whitespace_ratio, band_padding_px: m.band_padding_px, text_nodes_per_screen: m.text_nodes_per_screen },
    },
    dense_packed: {
      // Tight section padding (relative to the viewport height), tight gutters, small type, then
      // text per screen and little empty space: a compact marketing page reaches ~0.55, a
      // dashboard or news front page (13 px type, 8 px gaps, 100+ texts per screen) 1.
      score: 0.35 * ramp(bandPadding / vh, 0.105, 0.06) + 0.25 * ramp(m.row_gap_px, 32, 12) + 0.2 * ramp(m.median_font_px, 17, 14)
        + 0.1 * ramp(m.text_nodes_per_screen, 15, 60) + 0.1 * ramp(m.whitespace_ratio, 0.75, 0.45),
      evidence: { whitespace_ratio: m.whitespace_ratio, text_nodes_per_screen: m.text_nodes_per_screen, band_padding_px: m.band_padding_px, median_font_px: m.median_font_px, row_gap_px: m.row_gap_px, row_columns: m.row_columns },
    },
    centered_symmetric: {
      score: 0.55 * ramp(m.centered_text_ratio, 0.1, 0.6) + 0.45 * ramp(m.centered_heading_ratio, 0.2, 0.8),
      evidence: { centered_text_ratio: m.centered_text_ratio, centered_heading_ratio: m.centered_heading_ratio },
    },
    left_aligned_flush: {
      score: 0.6 * ramp(m.left_text_ratio, 0.5, 0.9) * ramp(m.centered_heading_ratio, 0.6, 0.2) + 0.4 * ramp(m.flush_left_ratio, 0.2, 0.6),
      evidence: { left_text_ratio: m.left_text_ratio, centered_heading_ratio: m.centered_heading_ratio, flush_left_ratio: m.flush_left_ratio },
    },
    card_based: {
      score: 0.5 * ramp(m.cards.count, 1, 6) + 0.5 * ramp(m.cards.area_ratio, 0.03, 0.25),
      evidence: { cards: m.cards.count, card_area_ratio: m.cards.area_ratio, card_node_ids: m.cards.node_ids },
    },
    overlapping_layered: {
      // How many elements paint over others, plus the signs it is deliberate: a block hanging out of
      // its band, negative margins that cause the overlap, a raised z-index. One hero image pulled
      // over the next section with a negative margin and z-index reaches ~0.75; a couple of
      // absolutely positioned badges with no z-index stay below 0.5.
      score: 0.4 * ramp(m.layered.count, 0, 3) + 0.2 * ramp(m.layered.band_escapes, 0, 1) + 0.2 * ramp(m.layered.negative_margins, 0, 1) + 0.2 * ramp(m.layered.raised, 0, 1),
      evidence: {
        layered_nodes: m.layered.count,
        absolute_overlaps: m.layered.absolute_overlaps,
        sibling_overlaps: m.layered.sibling_overlaps,
        band_escapes: m.layered.band_escapes,
        negative_margins: m.layered.negative_margins,
        raised: m.layered.raised,
        overlap_area_px: m.layered.overlap_area_px,
        node_ids: m.layered.node_ids,
      },
    },
  };
  // A page with nothing visible to lay out has nothing to defend any value with.
  const empty = m.text_nodes + m.media_nodes === 0;
  for (const value of LAYOUT_VALUES) scores[value].score = empty ? 0 : round(clamp01(scores[value].score), 2);
  return scores;
}

/**
 * The best-describing values, best first: every value scoring ≥ 0.5 (at most 3); when none does,
 * the single top value if it scores anything at all.
 */
export function primaryValues(scores: LayoutScores): LayoutValue[] {
  const ranked = [...LAYOUT_VALUES].sort((a, b) => scores[b].score - scores[a].score || LAYOUT_VALUES.indexOf(a) - LAYOUT_VALUES.indexOf(b));
  const strong = ranked.filter((v) => scores[v].score >= 0.5).slice(0, 3);
  if (strong.length > 0) return strong;
  return scores[ranked[0]!].score > 0 ? [ranked[0]!] : [];
}
