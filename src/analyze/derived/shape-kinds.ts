/**
 * The kind of thing a node is, as the shape sections report it: the shared component reading
 * (derived/components: button, input, card, badge, nav, …) plus media elements, whose corners
 * and shadows are part of a visual identity too (rounded images, circular avatars, embeds).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { components, type ComponentKind } from './components.js';

export type ShapeKind = ComponentKind | 'image' | 'avatar' | 'video' | 'iframe';

const AVATAR = /avatar|profile-?pic|headshot|portrait/i;

/** Node id → kind, for the nodes that have one. */
export function shapeKinds(ctx: AnalysisContext): ReadonlyMap<string, ShapeKind> {
  return ctx.derive('shape:kinds', () => {
    const map = new Map<string, ShapeKind>();
    for (const c of components(ctx)) map.set(c.node.id, c.kind);
    for (const node of ctx.nodes()) {
      if (map.has(node.id)) continue;
      const kind = mediaKind(node);
      if (kind) map.set(node.id, kind);
    }
    return map;
  });
}

function mediaKind(node: CapturedNode): ShapeKind | null {
  const { width, height } = node.box;
  if (width <= 0 || height <= 0) return null;
  if (node.tag === 'video') return 'video';
  if (node.tag === 'iframe') return 'iframe';
  if (node.tag !== 'img' && node.tag !== 'picture' && node.tag !== 'canvas') return null;
  const hint = `${node.attrs['class'] ?? ''} ${node.attrs['alt'] ?? ''} ${node.attrs['src'] ?? ''}`;
  const square = Math.abs(width - height) <= 2 && width <= 120;
  if (AVATAR.test(hint) || (square && width >= 24 && isRound(node))) return 'avatar';
  return 'image';
}

function isRound(node: CapturedNode): boolean {
  const r = node.style['border-top-left-radius'] ?? '0px';
  const n = Number.parseFloat(r);
  return r.endsWith('%') ? n >= 50 : n >= Math.min(node.box.width, node.box.height) / 2 - 0.5;
}

/** Counts of kinds among nodes, most first (ties by name); nodes without a kind count as `other`. */
export function kindCounts(ctx: AnalysisContext, nodes: readonly CapturedNode[]): { kind: ShapeKind | 'other'; count: number }[] {
  const kinds = shapeKinds(ctx);
  const counts = new Map<ShapeKind | 'other', number>();
  for (const n of nodes) {
    const k = kinds.get(n.id) ?? 'other';
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}
