/**
 * elevation.z_index: the stacking layers the page sets up, and what each holds (header, modal,
 * dropdown, banner, …). Only z-index values that take effect count: on positioned boxes, and on
 * flex/grid items (which stack without being positioned).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { compare, examplesOf, push, shapeScope, type NodeExample } from '../derived/shape-scope.js';

export type LayerRole =
  | 'background' | 'modal' | 'overlay' | 'header' | 'navigation' | 'dropdown' | 'tooltip'
  | 'toast' | 'banner' | 'sidebar' | 'floating' | 'sticky' | 'content';

export interface ZLayer {
  z_index: number;
  count: number;
  /** Distinct computed `position` values of its nodes. */
  positions: string[];
  holds: { role: LayerRole; count: number }[];
  examples: NodeExample[];
}

const CLASS_ROLES: [RegExp, LayerRole][] = [
  [/modal|dialog|lightbox/i, 'modal'],
  [/overlay|backdrop|scrim/i, 'overlay'],
  [/header|navbar|topbar|masthead|app-?bar/i, 'header'],
  [/dropdown|popover|popup|flyout|mega-?menu|submenu|menu-?panel|combobox|listbox/i, 'dropdown'],
  [/tooltip|tippy/i, 'tooltip'],
  [/toast|snackbar|notification/i, 'toast'],
  [/banner|announcement|promo-?bar|notice|alert-?bar/i, 'banner'],
  [/sidebar|drawer|off-?canvas|side-?panel/i, 'sidebar'],
];

export function zLayers(ctx: AnalysisContext): ZLayer[] {
  const byZ = new Map<number, CapturedNode[]>();
  for (const node of shapeScope(ctx).nodes) {
    const z = zIndexOf(ctx, node);
    if (z === null) continue;
    push(byZ, z, node);
  }
  return [...byZ]
    .sort((a, b) => a[0] - b[0])
    .map(([z, nodes]) => {
      const roles = new Map<LayerRole, number>();
      for (const n of nodes) {
        const role = layerRole(ctx, n, z);
        roles.set(role, (roles.get(role) ?? 0) + 1);
      }
      return {
        z_index: z,
        count: nodes.length,
        positions: [...new Set(nodes.map((n) => n.style['position'] ?? 'static'))].sort(compare),
        holds: [...roles].map(([role, count]) => ({ role, count })).sort((a, b) => b.count - a.count || compare(a.role, b.role)),
        examples: examplesOf(nodes),
      };
    });
}

function zIndexOf(ctx: AnalysisContext, node: CapturedNode): number | null {
  const raw = node.style['z-index'] ?? 'auto';
  if (!/^-?\d+$/.test(raw.trim())) return null;
  const positioned = (node.style['position'] ?? 'static') !== 'static';
  const parent = node.parent === null ? undefined : ctx.nodeById(node.parent);
  const flexItem = /flex|grid/.test(parent?.style['display'] ?? '');
  return positioned || flexItem ? Number(raw) : null;
}

/** What a stacked node is, from semantics, common class vocabulary, then position and geometry. */
export function layerRole(ctx: AnalysisContext, node: CapturedNode, z: number): LayerRole {
  if (z < 0) return 'background';
  const role = node.attrs['role'] ?? '';
  if (role === 'dialog' || role === 'alertdialog' || node.attrs['aria-modal'] === 'true' || node.tag === 'dialog') return 'modal';
  const position = node.style['position'] ?? 'static';
  const { width: vw, height: vh } = ctx.capture.viewport;
  const { x, y, width, height } = node.box;
  if (position === 'fixed' && width >= vw * 0.9 && height >= vh * 0.9) return 'overlay';
  if (node.tag === 'header' || role === 'banner') return 'header';
  if (role === 'menu' || role === 'listbox') return 'dropdown';
  if (role === 'tooltip') return 'tooltip';
  if (role === 'status' || role === 'alert') return 'toast';
  const cls = `${node.attrs['class'] ?? ''} ${node.attrs['id'] ?? ''}`;
  for (const [pattern, r] of CLASS_ROLES) if (pattern.test(cls)) return r;
  if (node.tag === 'nav' || role === 'navigation') return 'navigation';
  if (node.tag === 'aside') return 'sidebar';
  // A wrapper whose child is the header or nav holds that.
  for (const child of ctx.children(node.id)) {
    if (child.tag === 'header' || child.attrs['role'] === 'banner') return 'header';
    if (child.tag === 'nav') return 'navigation';
  }
  if (position === 'fixed' || position === 'sticky') {
    if (y <= 10 && width >= vw * 0.8) return 'header';
    if (position === 'fixed' && width <= 400 && height <= 400) return 'floating';
    if (position === 'fixed' && width >= vw * 0.8 && x <= 10) return 'banner';
    return 'sticky';
  }
  return 'content';
}
