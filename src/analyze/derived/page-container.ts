/**
 * The page's content container: the dominant centered width that section content sits in
 * (Bootstrap `.container`, Tailwind `max-w-7xl mx-auto`, a `--container` variable, or plain
 * symmetric insets). Read from geometry, not class names: the widest-reaching group of
 * horizontally centered, not-full-bleed boxes of the same width, weighted by how much of the
 * page height they cover. Used by layout (content max width) and sections (what "wide" means).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { isRendered, isThirdPartyOverlay, lengthPx, pageHeight, pageWidth, round } from './page-tree.js';

export interface ContentContainer {
  /** Border-box width of the container, CSS px. */
  width_px: number;
  /** Width available to content: border box minus horizontal padding. */
  inner_width_px: number;
  /** The container's inline padding (left), CSS px. */
  padding_inline_px: number;
  /** Page x of the content's left and right edges (inside the padding). */
  inner_left_px: number;
  inner_right_px: number;
  /**
   * How the width is defined: `max-width` (the boxes carry a computed max-width equal to their
   * width), `centered` (centered boxes of one width without a max-width: fixed widths, margins),
   * `padding` (full-bleed boxes whose symmetric padding insets the content).
   */
  source: 'max-width' | 'centered' | 'padding';
  /** Computed max-width as captured (`1160px`), when source is max-width. */
  max_width: string | null;
  /** Nodes of the group, capture order (all of them; sections cite the first few). */
  node_ids: string[];
  selectors: string[];
  /** Share (0..1) of the page height covered by the union of the group's boxes. */
  coverage: number;
  /** Custom properties whose value is this width (e.g. `--container: 1160px`). */
  css_variables: string[];
}

interface Candidate {
  node: CapturedNode;
  width: number;
  padding: number;
  source: ContentContainer['source'];
}

const TEXT_LEVEL = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'img', 'svg', 'button', 'input', 'select', 'textarea', 'label', 'li', 'strong', 'em', 'b', 'i', 'small', 'code', 'pre', 'figure', 'picture', 'video', 'iframe', 'canvas', 'blockquote', 'dt', 'dd', 'td', 'th', 'tr', 'table']);
const SOURCE_WEIGHT: Record<ContentContainer['source'], number> = { 'max-width': 1, centered: 0.9, padding: 0.6 };

export function contentContainer(ctx: AnalysisContext): ContentContainer | null {
  return ctx.derive('page:container', () => findContainer(ctx));
}

function findContainer(ctx: AnalysisContext): ContentContainer | null {
  const pw = pageWidth(ctx);
  const ph = pageHeight(ctx);
  const tolerance = Math.max(2, pw * 0.01);
  const groups = new Map<string, Candidate[]>();
  const add = (c: Candidate): void => {
    const key = `${c.source === 'padding' ? 'p' : 'c'}:${Math.round(c.width)}`;
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  };

  for (const node of ctx.nodes()) {
    if (!isRendered(node) || TEXT_LEVEL.has(node.tag) || node.in_shadow) continue;
    const position = node.style['position'];
    if (position === 'fixed' || position === 'absolute' || isThirdPartyOverlay(node)) continue;
    const { x, width, height } = node.box;
    if (height < 16 || width < Math.max(240, pw * 0.3)) continue;
    const left = x;
    const right = pw - (x + width);
    if (width <= pw - 16 && left >= 8 && Math.abs(left - right) <= tolerance) {
      const maxWidth = lengthPx(node.style['max-width']);
      const bounded = maxWidth > 0 && Math.abs(maxWidth - width) <= 1;
      add({ node, width, padding: lengthPx(node.style['padding-left']), source: bounded ? 'max-width' : 'centered' });
    } else if (width >= pw - 2 && node.tag !== 'html' && node.tag !== 'body') {
      const pl = lengthPx(node.style['padding-left']);
      const pr = lengthPx(node.style['padding-right']);
      if (pl >= 8 && Math.abs(pl - pr) <= 1 && width - 2 * pl >= 240) add({ node, width: width - 2 * pl, padding: 0, source: 'padding' });
    }
  }

  let best: { list: Candidate[]; coverage: number; score: number } | null = null;
  for (const key of [...groups.keys()].sort()) {
    const list = groups.get(key)!;
    // A group is "max-width" when most of its members are bounded by one.
    const bounded = list.filter((c) => c.source === 'max-width').length;
    const coverage = unionLength(list.map((c) => [c.node.box.y, c.node.box.y + c.node.box.height] as const)) / ph;
    const source = list[0]!.source === 'padding' ? 'padding' : bounded * 2 >= list.length ? 'max-width' : 'centered';
    const score = coverage * SOURCE_WEIGHT[source] + Math.min(list.length, 10) * 0.002;
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && list[0]!.width > best.list[0]!.width)) {
      best = { list, coverage, score };
    }
  }
  if (!best) return null;
  // One stray centered box is not a page container.
  if (best.coverage < 0.15 && !(best.list.length >= 2 && best.coverage >= 0.08)) return null;

  const list = best.list;
  const bounded = list.filter((c) => c.source === 'max-width');
  const source: ContentContainer['source'] = list[0]!.source === 'padding' ? 'padding' : bounded.length * 2 >= list.length ? 'max-width' : 'centered';
  const width = round(list[0]!.width, 2);
  // The most common inline padding among members (containers usually share one).
  const padding = mode(list.map((c) => round(c.padding, 2)));
  const innerWidth = round(width - 2 * padding, 2);
  const innerLeft = round((pw - width) / 2 + padding, 2);
  return {
    width_px: round(width),
    inner_width_px: round(innerWidth),
    padding_inline_px: round(padding, 2),
    inner_left_px: round(innerLeft, 2),
    inner_right_px: round(innerLeft + innerWidth, 2),
    source,
    max_width: source === 'max-width' ? bounded[0]!.node.style['max-width'] ?? null : null,
    node_ids: list.map((c) => c.node.id),
    selectors: [...new Set(list.map((c) => c.node.selector))].slice(0, 5),
    coverage: round(best.coverage, 3),
    css_variables: variablesWithLength(ctx, width),
  };
}

/** Length of the union of [start, end) intervals. */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let total = 0;
  let start = -Infinity;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      start = s;
      end = e;
    } else if (e > end) end = e;
  }
  if (end > start) total += end - start;
  return total;
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0] ?? 0;
  let bestCount = 0;
  for (const [v, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/** `--container: 1160px`, `--max-w: 72.5rem` (rem at 16px): names of variables equal to `px`. */
export function variablesWithLength(ctx: AnalysisContext, px: number): string[] {
  const names = new Set<string>();
  for (const prop of ctx.customProperties()) {
    const value = cssLengthPx(prop.value);
    if (value !== null && Math.abs(value - px) <= 0.5) names.add(prop.name);
  }
  return [...names].sort();
}

/** A plain length in px (`24px`, `1.5rem`, `2em` at 16px); null for anything computed or relative. */
export function cssLengthPx(value: string): number | null {
  const m = /^(-?\d*\.?\d+)(px|rem|em)?$/i.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  if (unit === '') return n === 0 ? 0 : null;
  return unit === 'px' ? n : n * 16;
}
