/**
 * The surface role of the colors section: the fill of cards and panels on the page's own tone.
 */
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { componentsOfKind, px } from '../derived/components.js';
import { distance, round } from './colors-palette.js';
import { examples, nullRole, tally, type Background } from './colors-roles.js';
import { colorOf, colorSamples, nodeInfos, type NodeInfo } from './colors-scope.js';
import type { ColorRole } from './colors-types.js';

/**
 * Cards and panels: near-neutral backgrounds on the page's tone, by visible area. A box counts
 * when it shows: its color differs from what is behind it, or it is a bounded box with an edge
 * (border or shadow) — so a white bordered card on a white page (Tailwind `bg-white border`,
 * brutalist cards in the canvas color) is a surface of the canvas color, while a full-bleed band
 * repainting the canvas is not. Bounded, rounded/bordered/shadowed boxes count more than
 * full-bleed bands; fills far from the page's lightness (a gray window bar, a dark band) are not
 * surfaces.
 */
export function surfaceRole(ctx: AnalysisContext, bg: Background): ColorRole {
  const infos = nodeInfos(ctx);
  const skip = new Set(['button', 'input', 'badge', 'link'].flatMap((k) => componentsOfKind(ctx, k as 'button').map((c) => c.node.id)));
  const viewportW = ctx.capture.viewport.width;
  const votes: { hex: string; weight: number; node_id: string }[] = [];
  for (const s of colorSamples(ctx)) {
    if (s.kind !== 'background' || s.node_id === bg.node_id || skip.has(s.node_id) || s.area < 2000) continue;
    const info: NodeInfo = infos.get(s.node_id)!;
    const node = info.node;
    if (node.tag === 'html' || node.tag === 'body' || info.control || node.box.width * node.box.height < 10000) continue;
    // OKLCH lightness steps are wider at the dark end: a neutral-800 card on a black page is ΔL 0.27.
    if (s.color.oklch.c >= 0.08 || Math.abs(s.color.oklch.l - bg.color.oklch.l) > (bg.tone === 'dark' ? 0.3 : 0.2)) continue;
    const bounded = node.box.width < viewportW * 0.95;
    const edged = px(node.style['border-top-width']) > 0 || (node.style['box-shadow'] ?? 'none') !== 'none';
    const shaped = edged || px(node.style['border-top-left-radius']) > 0;
    // A glass panel (4% ink over the canvas) is a surface even when it is within ΔE 2 of it.
    const behind = node.parent !== null ? backdropOf(ctx, node.parent).color.hex : bg.color.hex;
    if (distance(ctx, s.hex, behind) < 0.5 && !(bounded && edged)) continue;
    // Nor is a box outside the page wrapper that repaints the background's color (a white header
    // band beside the white content panel that is the page's background over a dark backdrop).
    if (bg.node_id !== null && distance(ctx, s.hex, bg.color.hex) < 0.5 && !within(ctx, node.id, bg.node_id)) continue;
    votes.push({ hex: s.hex, weight: s.area * (bounded ? (shaped ? 1.5 : 1) : 0.5), node_id: s.node_id });
  }
  const groups = tally(ctx, votes);
  const best = groups[0];
  if (!best) return openCards(ctx, bg);
  const share = best.weight / groups.reduce((n, g) => n + g.weight, 0);
  return {
    value: best.value,
    confidence: round(Math.min(0.9, 0.35 + share * 0.35 + Math.min(best.nodes.length, 6) * 0.03), 2),
    evidence: [{ source: 'surfaces', color: best.value, count: best.nodes.length, share: round(share, 3), area: Math.round(best.weight), node_ids: examples(best.nodes) }],
  };
}

/**
 * No box paints a surface, but cards are drawn as outlines (a border or shadow, no fill) over the
 * canvas: their surface is the canvas itself, at a low confidence. Without such cards: null.
 */
function openCards(ctx: AnalysisContext, bg: Background): ColorRole {
  const infos = nodeInfos(ctx);
  const ids: string[] = [];
  let area = 0;
  for (const { node } of componentsOfKind(ctx, 'card')) {
    const info = infos.get(node.id);
    if (!info || info.excluded || info.control || (colorOf(ctx, node.style['background-color'])?.alpha ?? 0) > 0.05) continue;
    const border = px(node.style['border-top-width']) > 0 && px(node.style['border-bottom-width']) > 0 && (colorOf(ctx, node.style['border-top-color'])?.alpha ?? 0) > 0.05;
    if (!border && (node.style['box-shadow'] ?? 'none') === 'none') continue;
    if (distance(ctx, backdropOf(ctx, node.id).color.hex, bg.color.hex) >= 0.5) continue;
    ids.push(node.id);
    area += node.box.width * node.box.height;
  }
  if (ids.length === 0) return nullRole();
  return {
    value: bg.color.hex,
    confidence: 0.4,
    evidence: [{ source: 'surfaces', color: bg.color.hex, count: ids.length, area: Math.round(area), node_ids: examples(ids), note: 'cards are outlined with no fill of their own: they show the canvas' }],
  };
}

function within(ctx: AnalysisContext, nodeId: string, ancestorId: string): boolean {
  for (let n = ctx.nodeById(nodeId); n; n = n.parent !== null ? ctx.nodeById(n.parent) : undefined) if (n.id === ancestorId) return true;
  return false;
}
