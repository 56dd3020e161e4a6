/**
 * The `sections` section (spec §2.3; issue 3 "sections: the vertical sequence of page sections
 * (hero, features, logos, testimonials, pricing, cta, faq, footer, …) with box, background and
 * layout").
 *
 * Bands come from `derived/page-bands.ts` (top-level blocks spanning the content width, plus
 * header/footer landmarks and top chrome — fixed or floating headers, announcement strips, a
 * header nested in the hero: `derived/page-chrome.ts`); each is described by one walk of its subtree
 * (`sections-features.ts`) and classified by scored signals (`sections-classify.ts`). Every item
 * says why it got its kind (`evidence`) and what else it could have been (`alternatives`).
 */
import type { Box, Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf, canvasColor } from '../derived/backgrounds.js';
import { pageBands } from '../derived/page-bands.js';
import { contentContainer } from '../derived/page-container.js';
import { isRendered, pageWidth, roundBox, round, subtree } from '../derived/page-tree.js';
import type { Analyzer, Finding } from '../registry.js';
import { contentRows } from './layout-grid.js';
import { classifyBand, type SectionKind } from './sections-classify.js';
import { bandFeatures, type BandFeatures } from './sections-features.js';

export interface PageSection {
  index: number;
  kind: SectionKind;
  confidence: number;
  node_id: string;
  selector: string;
  tag: string;
  box: Box;
  /** The band spans the whole page width (as opposed to sitting inside the content container). */
  full_bleed: boolean;
  background: {
    /** The opaque color behind the band's content (`#rrggbb`). */
    color: string;
    dark: boolean;
    /** Differs from the page canvas: a tinted or dark band. */
    distinct_from_page: boolean;
    /** The band (or a full-size layer of it) paints a gradient or an image. */
    image: 'gradient' | 'image' | null;
    /** Node whose background decided `color` (null: the default canvas). */
    source_node_id: string | null;
  };
  layout: {
    /** Columns of the band's main row (1 when its content is stacked). */
    columns: number;
    /** Node of that row, when there is one. */
    row_node_id: string | null;
    alignment: 'left' | 'center' | 'right' | 'mixed';
    /** Share of the band's text (by characters, headings triple) that is centered. */
    centered_ratio: number;
  };
  /** The band's main heading: its first heading of the highest rank. */
  heading: { text: string; level: number; node_id: string } | null;
  /** Why this kind: the signals that scored. */
  evidence: string[];
  /** Runner-up kinds with their scores. */
  alternatives: { kind: SectionKind; score: number }[];
}

export interface SectionsSection {
  /** Kinds in page order (`['header', 'hero', 'features', …, 'footer']`). */
  sequence: SectionKind[];
  items: PageSection[];
  evidence: {
    /** Width a band had to reach: 90% of the content width. */
    wide_threshold_px: number;
    content_width_px: number | null;
  };
  findings?: Finding[];
}

export const sectionsAnalyzer: Analyzer<SectionsSection> = {
  id: 'sections',
  requires: ['nodes'],
  analyze: analyzeSections,
};

const NON_CONTENT = new Set<SectionKind>(['announcement', 'header', 'nav']);

export function analyzeSections(capture: Capture, ctx: AnalysisContext): SectionsSection {
  const findings: Finding[] = [];
  const { bands, band_of, wide_threshold_px } = pageBands(ctx);
  const vh = capture.viewport.height > 0 ? capture.viewport.height : 900;
  const pw = pageWidth(ctx);
  const canvas = canvasColor(ctx).color.hex;
  const items: PageSection[] = [];
  let seenContent = false;
  let lastFooter = -1;
  bands.forEach((band, i) => {
    if (band.node.tag === 'footer' || band.node.attrs['role'] === 'contentinfo') lastFooter = i;
  });

  bands.forEach((band, index) => {
    const node = band.node;
    const features = bandFeatures(ctx, node, index, band_of);
    const image = backgroundImage(ctx, node.id);
    const c = classifyBand({ node, index, count: bands.length, viewport_height: vh, first_content: !seenContent, footer_after: index < lastFooter, background_image: image }, features);
    if (!NON_CONTENT.has(c.kind)) seenContent = true;
    const backdrop = backdropOf(ctx, node.id);
    const main = mainHeading(features);
    items.push({
      index,
      kind: c.kind,
      confidence: c.confidence,
      node_id: node.id,
      selector: node.selector,
      tag: node.tag,
      box: roundBox(node.box),
      full_bleed: node.box.width >= pw - 2,
      background: {
        color: backdrop.color.hex,
        dark: backdrop.color.oklch.l < 0.5,
        distinct_from_page: backdrop.color.hex !== canvas,
        image,
        source_node_id: backdrop.source_node_id,
      },
      layout: bandLayout(ctx, node.id, index, band_of),
      heading: main ? { text: main.text, level: main.level, node_id: main.node.id } : null,
      evidence: c.evidence,
      alternatives: c.alternatives,
    });
  });

  if (bands.length === 0) findings.push({ message: 'no page bands found: nothing spans the content width', evidence: { wide_threshold_px } });
  const heroes = items.filter((i) => i.kind === 'hero');
  if (items.length > 0 && heroes.length === 0) findings.push({ message: 'no hero: no large band with the h1 near the top of the page' });
  const h1Bands = new Set(items.filter((i) => i.heading?.level === 1).map((i) => i.index));
  if (h1Bands.size > 1) findings.push({ message: `${h1Bands.size} bands carry an h1`, evidence: [...h1Bands] });

  const section: SectionsSection = {
    sequence: items.map((i) => i.kind),
    items,
    evidence: { wide_threshold_px, content_width_px: contentContainer(ctx)?.width_px ?? null },
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}

function mainHeading(f: BandFeatures): BandFeatures['headings'][number] | null {
  let best: BandFeatures['headings'][number] | null = null;
  for (const h of f.headings) if (h.text && (!best || h.level < best.level)) best = h;
  return best;
}

/** A gradient or image on the band or on a layer covering most of it (`section > div.bg`). */
function backgroundImage(ctx: AnalysisContext, bandId: string): 'gradient' | 'image' | null {
  const band = ctx.nodeById(bandId)!;
  const layers = [band, ...ctx.children(bandId).filter((k) => isRendered(k) && k.box.width * k.box.height >= band.box.width * band.box.height * 0.8)];
  for (const layer of layers) {
    const image = layer.style['background-image'] ?? 'none';
    if (/gradient\(/i.test(image)) return 'gradient';
    if (/url\(/i.test(image)) return 'image';
    if ((layer.tag === 'img' || layer.tag === 'video' || layer.tag === 'picture') && layer !== band) return 'image';
  }
  return null;
}

function bandLayout(ctx: AnalysisContext, bandId: string, index: number, bandOf: ReadonlyMap<string, number>): PageSection['layout'] {
  let row: ReturnType<typeof contentRows>[number] | null = null;
  for (const r of contentRows(ctx)) {
    if (bandOf.get(r.node.id) !== index) continue;
    if (!row || r.node.box.width * r.node.box.height > row.node.box.width * row.node.box.height) row = r;
  }
  let chars = 0;
  let centered = 0;
  let right = 0;
  for (const n of subtree(ctx, bandId)) {
    const text = n.text.trim();
    if (!text || !isRendered(n) || bandOf.get(n.id) !== index) continue;
    const weight = Math.min(text.length, 400) * (/^h[1-6]$/.test(n.tag) ? 3 : 1);
    const align = n.style['text-align'] ?? 'start';
    chars += weight;
    if (align === 'center' || align === '-webkit-center') centered += weight;
    else if (align === 'right' || align === 'end') right += weight;
  }
  const centeredRatio = chars > 0 ? centered / chars : 0;
  const rightRatio = chars > 0 ? right / chars : 0;
  const alignment = centeredRatio >= 0.6 ? 'center' : rightRatio >= 0.6 ? 'right' : centeredRatio + rightRatio <= 0.4 ? 'left' : 'mixed';
  return { columns: row ? row.columns : 1, row_node_id: row ? row.node.id : null, alignment, centered_ratio: round(centeredRatio, 2) };
}
