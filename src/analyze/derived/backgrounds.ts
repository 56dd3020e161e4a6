/**
 * The background a node is painted over: its own opaque background, else the nearest ancestor's,
 * composited down to the page canvas. Needed for contrast pairs, "dark section on a light page",
 * and component surfaces. Memoized per run via ctx.derive.
 */
import type { AnalysisContext } from '../context.js';
import { composite, parseColor, type ParsedColor } from '../shared/color.js';

const WHITE = parseColor('#ffffff')!;

export interface Backdrop {
  /** The opaque color behind the node's content. */
  color: ParsedColor;
  /** Node whose background-color decided it (the node itself or an ancestor); null: the default canvas. */
  source_node_id: string | null;
  /** True when an ancestor (or the node) paints a gradient or image, so `color` is approximate. */
  over_image: boolean;
}

/** The page canvas: the root's or body's background (CSS propagates body to the canvas), else white. */
export function canvasColor(ctx: AnalysisContext): { color: ParsedColor; source_node_id: string | null } {
  return ctx.derive('derived:canvas', () => {
    const roots = ctx.nodes().filter((n) => n.tag === 'html' || n.tag === 'body');
    for (const tag of ['html', 'body']) {
      const n = roots.find((r) => r.tag === tag);
      const c = parseColor(n?.style['background-color']);
      if (n && c && c.alpha > 0) return { color: c.alpha < 1 ? composite(c, WHITE) : c, source_node_id: n.id };
    }
    return { color: WHITE, source_node_id: null };
  });
}

export function backdropOf(ctx: AnalysisContext, nodeId: string): Backdrop {
  const cache = ctx.derive('derived:backdrops', () => new Map<string, Backdrop>());
  const hit = cache.get(nodeId);
  if (hit) return hit;
  const node = ctx.nodeById(nodeId);
  let result: Backdrop;
  if (!node) {
    result = { ...canvasColor(ctx), over_image: false };
  } else {
    const own = parseColor(node.style['background-color']);
    const image = node.style['background-image'] ?? 'none';
    const parent = node.parent !== null && ctx.nodeById(node.parent) ? backdropOf(ctx, node.parent) : { ...canvasColor(ctx), over_image: false };
    const overImage = parent.over_image || (image !== 'none' && image !== '');
    if (own && own.alpha >= 1) result = { color: own, source_node_id: node.id, over_image: overImage };
    else if (own && own.alpha > 0) result = { color: composite(own, parent.color), source_node_id: node.id, over_image: overImage };
    else result = { ...parent, over_image: overImage };
  }
  cache.set(nodeId, result);
  return result;
}
