/**
 * The `structure` section (spec §2.3; issue 3 "structure: landmark outline, heading outline,
 * DOM statistics").
 *
 * - `landmarks`: header/nav/main/aside/footer/section/form/search and explicit landmark roles,
 *   nested as on the page, with the role they expose and their accessible name.
 * - `headings`: the h1–h6 (and role=heading) tree with full text; skipped levels, missing or
 *   multiple h1 are findings.
 * - `dom` / `rendered` / `frames`: counts over the whole rendered document, over what is
 *   visible (shadow trees included), and the page's iframes.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { headingOutline, landmarkOutline, type HeadingOutline, type LandmarkItem } from './structure-outline.js';
import { domStats, frameStats, renderedStats, type DomStats, type FrameStats, type RenderedStats } from './structure-stats.js';

export interface StructureSection {
  landmarks: {
    outline: LandmarkItem[];
    /** Exposed landmark roles and how many of each, by role name. */
    counts: Record<string, number>;
  };
  headings: HeadingOutline;
  dom: DomStats;
  rendered: RenderedStats;
  frames: FrameStats;
  findings?: Finding[];
}

/** Needs only the rendered HTML: without visible nodes the outlines are empty but the DOM counts stand. */
export const structureAnalyzer: Analyzer<StructureSection> = {
  id: 'structure',
  requires: ['html'],
  analyze: analyzeStructure,
};

export function analyzeStructure(_capture: Capture, ctx: AnalysisContext): StructureSection {
  const findings: Finding[] = [];
  const landmarks = landmarkOutline(ctx, findings);
  const headings = headingOutline(ctx, findings);
  const section: StructureSection = {
    landmarks,
    headings,
    dom: domStats(ctx),
    rendered: renderedStats(ctx),
    frames: frameStats(ctx),
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}
