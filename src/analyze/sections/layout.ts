/**
 * The `layout` section (spec §2.3; issue 3 "layout: content max width, grid columns and gutter,
 * spacing scale { base_unit_px, steps }, breakpoints from media queries that actually change
 * layout, and scores for each layout value of the spec's vocabulary").
 *
 * Everything is read from the rendered geometry of the capture (boxes and computed styles at the
 * capture viewport) and from the stylesheets (breakpoints, declared variables); each value
 * carries the nodes, selectors, variables or counts that justify it, and is null when nothing does.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { contentContainer } from '../derived/page-container.js';
import { pageHeight, pageWidth, round } from '../derived/page-tree.js';
import type { Analyzer, Finding } from '../registry.js';
import { breakpoints, type Breakpoints } from './layout-breakpoints.js';
import { gridSummary, type GridSummary } from './layout-grid.js';
import { layoutMetrics } from './layout-metrics.js';
import { layoutScores, primaryValues, type LayoutScores, type LayoutValue } from './layout-scores.js';
import { spacingScale, type SpacingScale } from './layout-spacing.js';

export interface ContentWidth {
  /** Border-box width of the dominant centered container, px (its max-width when it has one). */
  max_width_px: number;
  /** Width left for content inside the container's padding. */
  inner_width_px: number;
  padding_inline_px: number;
  source: 'max-width' | 'centered' | 'padding';
  evidence: {
    /** Computed max-width as captured. */
    max_width: string | null;
    node_count: number;
    node_ids: string[];
    selectors: string[];
    /** Share of the page height the container's boxes cover. */
    coverage: number;
    css_variables: string[];
  };
}

export interface LayoutSection {
  viewport: { width: number; height: number };
  page: { width: number; height: number };
  /** Null when no centered container reaches across the page (full-bleed fluid layouts). */
  content_width: ContentWidth | null;
  grid: GridSummary;
  spacing: SpacingScale;
  breakpoints: Breakpoints;
  scores: LayoutScores;
  /** The layout values that describe the page best (highest scores), best first. */
  primary: LayoutValue[];
  findings?: Finding[];
}

export const layoutAnalyzer: Analyzer<LayoutSection> = {
  id: 'layout',
  requires: ['nodes'],
  analyze: analyzeLayout,
};

export function analyzeLayout(capture: Capture, ctx: AnalysisContext): LayoutSection {
  const findings: Finding[] = [];
  const container = contentContainer(ctx);
  const content_width: ContentWidth | null = container
    ? {
        max_width_px: container.width_px,
        inner_width_px: container.inner_width_px,
        padding_inline_px: container.padding_inline_px,
        source: container.source,
        evidence: {
          max_width: container.max_width,
          node_count: container.node_ids.length,
          node_ids: container.node_ids.slice(0, 10),
          selectors: container.selectors,
          coverage: container.coverage,
          css_variables: container.css_variables,
        },
      }
    : null;
  if (!container) findings.push({ message: 'no centered content container spans the page; content width is not bounded at this viewport', evidence: { viewport_width: capture.viewport.width } });

  const grid = gridSummary(ctx);
  const spacing = spacingScale(ctx);
  const bps = breakpoints(ctx);
  if (bps.breakpoints.length === 0 && bps.ignored.length > 0) {
    findings.push({ message: 'width media queries exist but none changes layout on this page', evidence: bps.ignored.map((b) => b.px) });
  }
  const metrics = layoutMetrics(ctx, grid.gutter_px);
  const scores = layoutScores(metrics, grid.columns, capture.viewport.height);

  const section: LayoutSection = {
    viewport: { width: capture.viewport.width, height: capture.viewport.height },
    page: { width: round(pageWidth(ctx)), height: round(pageHeight(ctx)) },
    content_width,
    grid,
    spacing,
    breakpoints: bps,
    scores,
    primary: primaryValues(scores),
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}
