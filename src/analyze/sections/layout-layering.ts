/**
 * Overlap measurements behind the `overlapping_layered` score: boxes that sit on top of other
 * content in paint order. Read from the rendered boxes (which already include transforms and
 * the effect of negative margins), so a translated card or an art block pulled over the next
 * section counts by where it paints, not by how it was authored.
 *
 * - sibling / absolute overlaps: boxes of the same parent covering each other (a section pulled
 *   up over the previous one, an absolutely positioned badge or image over a card);
 * - band escapes: a block that paints past the top or bottom of its page band into the band next
 *   to it (hero art hanging over the feature section, a card straddling a section boundary),
 *   unless an ancestor clips it (`overflow: hidden/clip`);
 * - effective negative margins: a computed `margin-*` ≤ −12 px whose element then escapes its
 *   parent's box or overlaps a sibling. Gutter compensation (Bootstrap `.row`, Tailwind `-mx-4`
 *   inside `px-4`) and 1 px border-collapsing tricks stay inside the parent and do not count;
 * - raised layers: escapes and overlaps whose element (or its positioned ancestor) has a
 *   positive z-index, i.e. was deliberately stacked above its neighbours.
 *
 * Linear in the node count apart from the per-parent sibling pairs (capped at 60 children).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { pageBands } from '../derived/page-bands.js';
import { intersectionArea, isRendered, isThirdPartyOverlay, lengthPx } from '../derived/page-tree.js';

export interface Layering {
  /** Distinct elements layered over other content (any of the signals below). */
  count: number;
  absolute_overlaps: number;
  sibling_overlaps: number;
  /** Blocks painting ≥ 24 px past their band's edge into the neighbouring band. */
  band_escapes: number;
  /** Negative margins that make their element overlap (see above). */
  negative_margins: number;
  /** Layered elements stacked with a positive z-index. */
  raised: number;
  /** Painted area of the layered elements that lies over something else, px². */
  overlap_area_px: number;
  node_ids: string[];
}

/** Margins at or below this (px) are a layering device rather than a rounding/border trick. */
const NEGATIVE_MARGIN_PX = -12;
/** How far a box must reach past its band / parent to count as hanging over it, px. */
const ESCAPE_PX = 24;
const PARENT_ESCAPE_PX = 12;
const MARGINS = ['margin-top', 'margin-right', 'margin-bottom', 'margin-left'] as const;

const big = (n: CapturedNode): boolean => n.box.width >= 40 && n.box.height >= 40 && n.box.width * n.box.height >= 2500;
const floating = (n: CapturedNode): boolean => n.style['position'] === 'fixed' || n.style['position'] === 'sticky';
const zIndex = (n: CapturedNode): number => {
  const z = Number.parseInt(n.style['z-index'] ?? 'auto', 10);
  return Number.isFinite(z) ? z : 0;
};
const clips = (n: CapturedNode): boolean => /hidden|clip|auto|scroll/.test(n.style['overflow'] ?? 'visible');

export function layering(ctx: AnalysisContext): Layering {
  const ids = new Set<string>();
  let absolute = 0;
  let siblings = 0;
  let area = 0;
  const byId = (id: string | null): CapturedNode | undefined => (id ? ctx.nodeById(id) : undefined);
  const eligible = (k: CapturedNode): boolean => isRendered(k) && big(k) && !isThirdPartyOverlay(k) && !floating(k) && k.style['opacity'] !== '0';

  // 1. Siblings covering each other.
  for (const parent of [null, ...ctx.nodes().map((n) => n.id)]) {
    if (parent && byId(parent)?.tag === 'svg') continue;
    const kids = ctx.children(parent).filter(eligible);
    if (kids.length < 2 || kids.length > 60) continue;
    for (let i = 0; i < kids.length; i++) {
      for (let j = i + 1; j < kids.length; j++) {
        const a = kids[i]!;
        const b = kids[j]!;
        const overlap = intersectionArea(a.box, b.box);
        const smaller = Math.min(a.box.width * a.box.height, b.box.width * b.box.height);
        // A real overlap: a tenth of the smaller box, or a band-sized strip (a section pulled up 60 px).
        if (overlap < smaller * 0.1 && overlap < 20_000) continue;
        const positioned = [a, b].find((n) => n.style['position'] === 'absolute');
        if (positioned) absolute++;
        else siblings++;
        ids.add((positioned ?? b).id);
        area += overlap;
      }
    }
  }

  // 2. Blocks hanging out of their band, 3. negative margins that overlap.
  const { bands, band_of } = pageBands(ctx);
  const bandIds = new Set(bands.map((b) => b.node.id));
  const escaped = new Set<string>();
  let escapes = 0;
  let negative = 0;
  for (const node of ctx.nodes()) {
    const parent = byId(node.parent);
    if (parent && escaped.has(parent.id)) {
      escaped.add(node.id); // the escaping block's own content: counted once, at the block
      continue;
    }
    if (!eligible(node) || parent?.tag === 'svg') continue;
    const bandIndex = bandIds.has(node.id) ? undefined : band_of.get(node.id);
    const band = bandIndex === undefined ? undefined : bands[bandIndex]?.node;
    let counted = false;
    if (band && !floating(band)) {
      const below = node.box.y + node.box.height - (band.box.y + band.box.height);
      const above = band.box.y - node.box.y;
      const neighbour = below >= ESCAPE_PX ? bands[bandIndex! + 1]?.node : above >= ESCAPE_PX ? bands[bandIndex! - 1]?.node : undefined;
      if (neighbour && !floating(neighbour) && !clippedWithin(ctx, node, band)) {
        const over = intersectionArea(node.box, neighbour.box);
        if (over >= Math.max(2500, node.box.width * ESCAPE_PX * 0.5)) {
          escapes++;
          escaped.add(node.id);
          ids.add(node.id);
          area += over;
          counted = true;
        }
      }
    }
    if (parent && MARGINS.some((m) => lengthPx(node.style[m]) <= NEGATIVE_MARGIN_PX) && (counted || overlapsAround(ctx, node, parent))) {
      negative++;
      ids.add(node.id);
    }
  }

  let raised = 0;
  for (const id of ids) {
    const node = byId(id)!;
    if (zIndex(node) > 0 || ctx.ancestors(id).some((a) => zIndex(a) > 0 && a.style['position'] !== 'fixed' && a.style['position'] !== 'sticky' && !bandIds.has(a.id))) raised++;
  }
  const nodeIds = [...ids].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || (a < b ? -1 : 1));
  return {
    count: ids.size,
    absolute_overlaps: absolute,
    sibling_overlaps: siblings,
    band_escapes: escapes,
    negative_margins: negative,
    raised,
    overlap_area_px: Math.round(area),
    node_ids: nodeIds.slice(0, 12),
  };
}

/** Whether an ancestor between the node and its band (inclusive) clips its overflow. */
function clippedWithin(ctx: AnalysisContext, node: CapturedNode, band: CapturedNode): boolean {
  for (const a of ctx.ancestors(node.id)) {
    if (clips(a)) return true;
    if (a.id === band.id) return false;
  }
  return false;
}

/** A negatively margined node that paints outside its parent's box or over a sibling. */
function overlapsAround(ctx: AnalysisContext, node: CapturedNode, parent: CapturedNode): boolean {
  const b = node.box;
  const p = parent.box;
  const outside = Math.max(p.x - b.x, b.x + b.width - (p.x + p.width), p.y - b.y, b.y + b.height - (p.y + p.height));
  if (outside >= PARENT_ESCAPE_PX && !clips(parent)) return true;
  return ctx.children(parent.id).some((s) => s.id !== node.id && isRendered(s) && big(s) && overlapDepth(s.box, b) >= PARENT_ESCAPE_PX);
}

/** The smaller side of the intersection of two boxes (0 when they do not meet). */
function overlapDepth(a: CapturedNode['box'], b: CapturedNode['box']): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? Math.min(w, h) : 0;
}
