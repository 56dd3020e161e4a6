/**
 * Derived data shared by the section analyzers, computed once per analysis run and only when
 * first asked for (Lighthouse "computed artifacts"; ARCHITECTURE "Contracts": shared derived data
 * is computed once per run via `ctx`).
 *
 * Everything returned here is shared between sections: treat it as read-only. An analyzer that
 * wants to reshape it copies first (the runner also deep-copies each section's output).
 */
import type { Capture, CapturedNode } from '../crawl/capture-types.js';
import { colorsInValue, parseColor, type ParsedColor } from './shared/color.js';
import type { CustomProperty, ParsedStylesheet } from './shared/css.js';
import { parseStylesheetCached } from './shared/sheet-cache.js';
import { parseHtml, type DomDocument } from './shared/dom.js';

/** Which painted part of a node a color table entry describes. */
export type ColorUseProperty = 'color' | 'background-color' | 'background-image' | 'border-color' | 'outline-color' | 'fill' | 'stroke';

/** One painted color of one node. */
export interface ColorUse {
  node_id: string;
  property: ColorUseProperty;
  /** The computed value it was parsed from (a gradient for `background-image`). */
  value: string;
  color: ParsedColor;
  /**
   * Painted area in CSS px², the weight sections give this use: the node's box area for
   * `color` (text), backgrounds, fill and stroke; for a gradient the box area split evenly over
   * its color stops; for borders and outlines the area of the painted strip.
   */
  area: number;
  /** The node has its own text; `color` on a node without text paints nothing but icons/currentColor. */
  has_text: boolean;
}

const SVG_PAINTED = new Set(['svg', 'path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'use', 'g']);
const SIDES = ['top', 'right', 'bottom', 'left'] as const;

export class AnalysisContext {
  readonly capture: Capture;
  private readonly cache = new Map<string, unknown>();

  constructor(capture: Capture) {
    this.capture = capture;
  }

  /**
   * Memoizes any derived value under `key` for the rest of the run, so two sections that need
   * the same derivation (e.g. "typography scale" for typography and actions) compute it once.
   * Keys are namespaced by convention: `<section>:<what>`.
   */
  derive<T>(key: string, compute: (capture: Capture, ctx: AnalysisContext) => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = compute(this.capture, this);
    this.cache.set(key, value);
    return value;
  }

  /** Every captured stylesheet, parsed, in capture order (sheet `media` scopes its rules). */
  stylesheets(): readonly ParsedStylesheet[] {
    return this.derive('ctx:stylesheets', (c) => c.stylesheets.map((s) => parseStylesheetCached(s.text, s.id, s.media)));
  }

  /** Custom properties from all sheets, in cascade source order (sheet order, then rule order). */
  customProperties(): readonly CustomProperty[] {
    return this.derive('ctx:customProperties', () => this.stylesheets().flatMap((s) => s.customProperties));
  }

  /** The rendered HTML (DOM serialized after scripts ran), parsed. */
  dom(): DomDocument {
    return this.derive('ctx:dom', (c) => parseHtml(c.html.rendered));
  }

  /** The HTML as served by the origin, parsed; null when the capture has none. */
  servedDom(): DomDocument | null {
    return this.derive('ctx:servedDom', (c) => (c.html.served === null ? null : parseHtml(c.html.served)));
  }

  /** The visible nodes in capture (depth-first) order. */
  nodes(): readonly CapturedNode[] {
    return this.capture.nodes;
  }

  nodeById(id: string): CapturedNode | undefined {
    return this.derive('ctx:nodeById', (c) => new Map(c.nodes.map((n) => [n.id, n]))).get(id);
  }

  /** Direct children of a node (visible ones), in capture order; `null` gives the roots. */
  children(id: string | null): readonly CapturedNode[] {
    const index = this.derive('ctx:children', (c) => {
      const map = new Map<string | null, CapturedNode[]>();
      for (const n of c.nodes) {
        const parent = n.parent !== null && this.nodeById(n.parent) ? n.parent : null;
        const list = map.get(parent) ?? [];
        list.push(n);
        map.set(parent, list);
      }
      return map;
    });
    return index.get(id) ?? [];
  }

  /** Ancestors of a node, nearest first (only those present in the node table). */
  ancestors(id: string): CapturedNode[] {
    const result: CapturedNode[] = [];
    const seen = new Set<string>([id]);
    let parentId = this.nodeById(id)?.parent ?? null;
    while (parentId !== null && !seen.has(parentId)) {
      const parent = this.nodeById(parentId);
      if (!parent) break;
      result.push(parent);
      seen.add(parentId);
      parentId = parent.parent;
    }
    return result;
  }

  /** Every painted color of every node, in node order (see `ColorUse`). */
  colorTable(): readonly ColorUse[] {
    return this.derive('ctx:colorTable', (c) => c.nodes.flatMap(colorUsesOf));
  }
}

function colorUsesOf(node: CapturedNode): ColorUse[] {
  const s = node.style;
  if (s['visibility'] === 'hidden' || s['opacity'] === '0' || s['display'] === 'none') return [];
  const boxArea = Math.round(Math.max(0, node.box.width) * Math.max(0, node.box.height));
  const hasText = node.text.trim().length > 0;
  const uses: ColorUse[] = [];
  const add = (property: ColorUseProperty, value: string | undefined, area: number): void => {
    const color = parseColor(value);
    if (value === undefined || !color || color.alpha === 0) return;
    uses.push({ node_id: node.id, property, value, color, area, has_text: hasText });
  };

  add('color', s['color'], boxArea);
  add('background-color', s['background-color'], boxArea);
  const image = s['background-image'];
  if (image && /gradient\(/i.test(image)) {
    const stops = colorsInValue(image).filter((c) => c.alpha > 0);
    const share = stops.length > 0 ? Math.round(boxArea / stops.length) : 0;
    for (const color of stops) uses.push({ node_id: node.id, property: 'background-image', value: image, color, area: share, has_text: hasText });
  }

  // Borders: one use per distinct side color, weighted by the strip each side paints. Computed
  // border widths are 0 when the side's style is none/hidden, so the width alone says "painted".
  const borderAreas = new Map<string, number>();
  for (const side of SIDES) {
    const width = px(s[`border-${side}-width`]);
    const value = s[`border-${side}-color`];
    if (width <= 0 || value === undefined) continue;
    const length = side === 'top' || side === 'bottom' ? node.box.width : node.box.height;
    borderAreas.set(value, (borderAreas.get(value) ?? 0) + Math.max(0, length) * width);
  }
  for (const [value, area] of borderAreas) add('border-color', value, Math.round(area));

  const outlineWidth = px(s['outline-width']);
  if ((s['outline-style'] ?? 'none') !== 'none' && outlineWidth > 0) {
    add('outline-color', s['outline-color'], Math.round(2 * (node.box.width + node.box.height) * outlineWidth));
  }

  if (SVG_PAINTED.has(node.tag)) {
    if (s['fill'] && s['fill'] !== 'none') add('fill', s['fill'], boxArea);
    if (s['stroke'] && s['stroke'] !== 'none' && px(s['stroke-width'] ?? '1px') > 0) add('stroke', s['stroke'], boxArea);
  }
  return uses;
}

function px(value: string | undefined): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}
