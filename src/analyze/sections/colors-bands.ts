/**
 * Bands whose tone is opposite to the page: dark sections (and dark footers) on a light page,
 * light sections on a dark page. They are evidence of the design ("alternating dark bands"),
 * and the reason the page roles are read on the page's tone only; they never change `background`.
 */
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { parseColor } from '../shared/color.js';
import { round } from './colors-palette.js';
import { tally, type Background } from './colors-roles.js';
import { colorSamples, nodeInfos } from './colors-scope.js';
import type { ColorBand } from './colors-types.js';

export function colorBands(ctx: AnalysisContext, bg: Background): ColorBand[] {
  const infos = nodeInfos(ctx);
  const width = Math.max(ctx.capture.viewport.width, 1);
  const docHeight = Math.max(ctx.capture.document.height, ctx.capture.viewport.height, 1);
  const opposite = (l: number): boolean => (bg.tone === 'light' ? l < 0.5 : l > 0.72);
  const bands = new Map<string, ColorBand>();
  // The band a node sits in (itself or its nearest band ancestor), memoized along the parent chain.
  const inBand = new Map<string, string | null>();
  const bandOf = (id: string | null): string | null => {
    if (id === null) return null;
    if (bands.has(id)) return id;
    if (inBand.has(id)) return inBand.get(id)!;
    const found = bandOf(ctx.nodeById(id)?.parent ?? null);
    inBand.set(id, found);
    return found;
  };
  for (const s of colorSamples(ctx)) {
    if (s.kind !== 'background' || s.node_id === bg.node_id) continue;
    const info = infos.get(s.node_id)!;
    const node = info.node;
    if (node.tag === 'html' || node.tag === 'body' || info.control || node.box.width < width * 0.9 || node.box.height < 40) continue;
    if (!opposite(s.color.oklch.l)) continue;
    // Nested bands (a dark footer's inner strip) belong to the outer one.
    if (bandOf(node.parent) !== null) continue;
    bands.set(node.id, {
      node_id: node.id,
      selector: node.selector,
      tone: bg.tone === 'light' ? 'dark' : 'light',
      color: s.hex,
      box: { y: round(node.box.y, 1), height: round(node.box.height, 1) },
      text: null,
      height_ratio: round(node.box.height / docHeight, 4),
    });
  }
  if (bands.size === 0) return [];
  const votes = new Map<string, { hex: string; weight: number; node_id: string }[]>();
  for (const s of colorSamples(ctx)) {
    if (s.kind !== 'text') continue;
    const band = bandOf(s.node_id);
    if (band === null || backdropOf(ctx, s.node_id).color.oklch.l > 0.5 === (bg.tone === 'light')) continue;
    const list = votes.get(band) ?? [];
    list.push({ hex: s.hex, weight: s.area, node_id: s.node_id });
    votes.set(band, list);
  }
  // The band's own (inherited) text color when its text uses it; else the one with most area.
  for (const band of bands.values()) {
    const list = votes.get(band.node_id) ?? [];
    const declared = parseColor(ctx.nodeById(band.node_id)?.style['color']);
    band.text = declared && list.some((v) => v.hex === declared.hex) ? declared.hex : (tally(ctx, list)[0]?.value ?? null);
  }
  return [...bands.values()].sort((a, b) => a.box.y - b.box.y || (a.node_id < b.node_id ? -1 : 1));
}
