/**
 * The verifier's own per-element reading of one side (spec §2.8 `verifier_extraction`): every
 * visible, painted element with the values a fix could change (colors, font, radius, spacing,
 * shadow) and the selector a fix would target. Computed once per extraction and cached.
 */
import type { Capture } from '../crawl/capture-types.js';
import { AnalysisContext } from '../analyze/context.js';
import { backdropOf } from '../analyze/derived/backgrounds.js';
import { components, px } from '../analyze/derived/components.js';
import { embeddedUi } from '../analyze/derived/button-styles.js';
import { parseColor } from '../analyze/shared/color.js';
import type { ElementRef } from './types.js';

export const FEATURES_VERSION = 1;

export type FeatureKind = 'button' | 'link' | 'input' | 'card' | 'badge' | 'nav' | 'header' | 'footer' | 'table' | 'form' | 'heading' | 'text' | 'other';

export interface FeatureElement {
  node_id: string;
  selector: string;
  tag: string;
  kind: FeatureKind;
  /** Has its own visible text. */
  has_text: boolean;
  area: number;
  /** Text color (#rrggbb), when the element has text. */
  color: string | null;
  /** Own painted background (#rrggbb), when opaque enough to count. */
  background: string | null;
  /** The opaque color behind the element's content. */
  backdrop: string;
  border_color: string | null;
  border_width_px: number;
  font_family: string;
  font_stack: string;
  font_size_px: number;
  font_weight: number;
  line_height_px: number | null;
  radius_px: number;
  padding_px: [number, number, number, number];
  margin_px: [number, number, number, number];
  gap_px: number | null;
  box_shadow: string | null;
}

export interface VerifierFeatures {
  version: typeof FEATURES_VERSION;
  url: string;
  elements: FeatureElement[];
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIP_TAGS = new Set(['html', 'head', 'script', 'style', 'noscript', 'template', 'br', 'wbr']);

const hexOf = (value: string | undefined, minAlpha = 0.5): string | null => {
  const c = parseColor(value);
  return c && c.alpha >= minAlpha ? c.hex : null;
};

export function firstFamily(stack: string): string {
  const first = stack.split(',')[0] ?? '';
  return first.trim().replace(/^["']|["']$/g, '');
}

export function extractFeatures(capture: Capture): VerifierFeatures {
  const ctx = new AnalysisContext(capture);
  const kinds = new Map(components(ctx).map((c) => [c.node.id, c.kind as FeatureKind]));
  const elements: FeatureElement[] = [];
  for (const node of capture.nodes) {
    if (SKIP_TAGS.has(node.tag)) continue;
    const s = node.style;
    if (s['visibility'] === 'hidden' || Number(s['opacity'] ?? '1') < 0.05) continue;
    if (node.box.width <= 1 || node.box.height <= 1) continue;
    if (embeddedUi(ctx, node)) continue; // consent banners and chat widgets are not the brand
    const hasText = node.text.trim().length > 0;
    const borderWidth = Math.max(...['top', 'right', 'bottom', 'left'].map((side) => px(s[`border-${side}-width`])));
    const lineHeight = s['line-height'] === 'normal' ? null : px(s['line-height']) || null;
    const gap = s['gap'] && s['gap'] !== 'normal' ? px(s['gap'].split(' ')[0]) : null;
    elements.push({
      node_id: node.id,
      selector: node.selector,
      tag: node.tag,
      kind: kinds.get(node.id) ?? (HEADINGS.has(node.tag) ? 'heading' : hasText ? 'text' : 'other'),
      has_text: hasText,
      area: Math.round(node.box.width * node.box.height),
      color: hasText ? hexOf(s['color'], 0.3) : null,
      background: hexOf(s['background-color']),
      backdrop: backdropOf(ctx, node.id).color.hex,
      border_color: borderWidth > 0 ? hexOf(s['border-top-color'], 0.2) : null,
      border_width_px: borderWidth,
      font_family: firstFamily(s['font-family'] ?? ''),
      font_stack: s['font-family'] ?? '',
      font_size_px: px(s['font-size']),
      font_weight: Number(s['font-weight'] ?? '400') || 400,
      line_height_px: lineHeight,
      radius_px: px(s['border-top-left-radius']),
      padding_px: [px(s['padding-top']), px(s['padding-right']), px(s['padding-bottom']), px(s['padding-left'])],
      margin_px: [px(s['margin-top']), px(s['margin-right']), px(s['margin-bottom']), px(s['margin-left'])],
      gap_px: gap,
      box_shadow: s['box-shadow'] && s['box-shadow'] !== 'none' ? s['box-shadow'] : null,
    });
  }
  return { version: FEATURES_VERSION, url: capture.final_url, elements };
}

/** Groups elements by a picked value (null values skipped), largest total area first, then value. */
export function groupBy<T extends string | number>(elements: readonly FeatureElement[], pick: (e: FeatureElement) => T | null): { value: T; elements: FeatureElement[]; area: number }[] {
  const groups = new Map<T, FeatureElement[]>();
  for (const e of elements) {
    const value = pick(e);
    if (value === null) continue;
    const list = groups.get(value) ?? [];
    list.push(e);
    groups.set(value, list);
  }
  return [...groups.entries()]
    .map(([value, list]) => ({ value, elements: list, area: list.reduce((sum, e) => sum + e.area, 0) }))
    .sort((a, b) => b.area - a.area || String(a.value).localeCompare(String(b.value)));
}

/** Element references for issues and fixes: one entry per selector, most elements first, at most `limit`. */
export function elementRefs(elements: readonly FeatureElement[], limit = 8): ElementRef[] {
  const bySelector = new Map<string, string[]>();
  for (const e of elements) bySelector.set(e.selector, [...(bySelector.get(e.selector) ?? []), e.node_id]);
  return [...bySelector.entries()]
    .map(([selector, ids]) => ({ selector, node_ids: ids.slice(0, 20), count: ids.length }))
    .sort((a, b) => b.count - a.count || a.selector.localeCompare(b.selector))
    .slice(0, limit);
}
