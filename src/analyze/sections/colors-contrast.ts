/**
 * Rendered text/background pairs with their WCAG 2 contrast (1.4.3 AA / 1.4.6 AAA): every text
 * node's color (composited over its backdrop when translucent) against the backdrop it is painted
 * on (backdropOf). Grouped by (text, background, size class), ranked by text area.
 */
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { round } from './colors-palette.js';
import { contrastOf } from './colors-roles.js';
import { colorSamples, isLargeText, nodeInfos } from './colors-scope.js';
import type { ContrastPair, ContrastSummary } from './colors-types.js';

const PAIRS_MAX = 12;

export function contrastPairs(ctx: AnalysisContext): { pairs: ContrastPair[]; summary: ContrastSummary } {
  const infos = nodeInfos(ctx);
  const groups = new Map<string, { text: string; background: string; large: boolean; count: number; area: number; overImage: boolean; examples: string[]; ratio: number }>();
  let totalArea = 0;
  let nodes = 0;
  for (const s of colorSamples(ctx)) {
    if (s.kind !== 'text') continue;
    const node = infos.get(s.node_id)!.node;
    const backdrop = backdropOf(ctx, node.id);
    const large = isLargeText(node);
    const key = `${s.hex}|${backdrop.color.hex}|${large ? 'L' : 'N'}`;
    let g = groups.get(key);
    if (!g) {
      g = { text: s.hex, background: backdrop.color.hex, large, count: 0, area: 0, overImage: false, examples: [], ratio: contrastOf(ctx, s.hex, backdrop.color.hex) };
      groups.set(key, g);
    }
    g.count++;
    g.area += s.area;
    g.overImage ||= backdrop.over_image;
    if (g.examples.length < 3) g.examples.push(node.id);
    totalArea += s.area;
    nodes++;
  }
  let failures = 0;
  let failureArea = 0;
  const pairs: ContrastPair[] = [];
  const ranked = [...groups.values()].sort((a, b) => b.area - a.area || b.count - a.count || (a.text + a.background < b.text + b.background ? -1 : a.text + a.background > b.text + b.background ? 1 : Number(a.large) - Number(b.large)));
  for (const g of ranked) {
    const aa = g.ratio >= (g.large ? 3 : 4.5);
    const aaa = g.ratio >= (g.large ? 4.5 : 7);
    // Near-invisible text over an image or gradient is painted on something we cannot see:
    // listed (over_image) but not counted as a failure.
    if (!aa && !(g.overImage && g.ratio < 1.5)) {
      failures += g.count;
      failureArea += g.area;
    }
    pairs.push({
      text: g.text,
      background: g.background,
      ratio: round(g.ratio, 2),
      size: g.large ? 'large' : 'normal',
      aa,
      aaa,
      count: g.count,
      area_ratio: totalArea > 0 ? round(g.area / totalArea, 4) : 0,
      over_image: g.overImage,
      examples: g.examples,
    });
  }
  return {
    pairs: pairs.slice(0, PAIRS_MAX),
    summary: { text_nodes: nodes, pairs: groups.size, aa_failures: failures, aa_failure_area_ratio: totalArea > 0 ? round(failureArea / totalArea, 4) : 0 },
  };
}
