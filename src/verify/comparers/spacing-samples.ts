/**
 * The spacing a side renders, read the same way on both sides (as layout.spacing samples it):
 * paddings, margins and flex/grid gaps of the feature elements, one sample per distinct value per
 * property family per element, 1…400px; auto-centering margins (`margin: 0 auto`) are layout,
 * not spacing, and are left out. Each sample keeps the CSS properties that carry it, so a fix can
 * name them (`padding` when all four sides share the value).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { FeatureElement } from '../features.js';
import type { JudgeSide } from '../types.js';

export interface SpacingSample {
  element: FeatureElement;
  value: number;
  family: 'padding' | 'margin' | 'gap';
  /** CSS properties carrying this value on the element (`padding`, `padding-top`, `gap`, `row-gap`…). */
  properties: string[];
}

const MIN_PX = 1;
const MAX_PX = 400;
const SIDES = ['top', 'right', 'bottom', 'left'] as const;

const px = (value: string | undefined): number | null => {
  if (value === undefined || value === 'normal' || value === 'auto') return null;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
};

const half = (v: number): number => Math.round(v * 2) / 2;
const round2 = (v: number): number => Math.round(v * 100) / 100;

export function spacingSamples(side: JudgeSide): SpacingSample[] {
  const nodes = new Map<string, CapturedNode>(side.capture.nodes.map((n) => [n.id, n]));
  const out: SpacingSample[] = [];
  for (const e of side.features.elements) {
    const node = nodes.get(e.node_id);
    if (!node || e.tag === 'html' || Math.min(node.box.width, node.box.height) < 2) continue;
    out.push(...sidesSamples(e, 'padding', e.padding_px, [true, true, true, true]));
    const [, mr, , ml] = e.margin_px;
    const centering = ml > 0 && Math.abs(ml - mr) <= 1 && ((node.style['max-width'] ?? 'none') !== 'none' || ml >= 48);
    out.push(...sidesSamples(e, 'margin', e.margin_px, [true, !centering, true, !centering]));
    const display = node.style['display'] ?? '';
    if (display.includes('flex') || display.includes('grid')) {
      const row = px(node.style['row-gap']) ?? e.gap_px;
      const column = px(node.style['column-gap']) ?? e.gap_px;
      if (row !== null && column !== null && half(row) === half(column)) {
        if (inRange(row)) out.push({ element: e, value: round2(row), family: 'gap', properties: ['gap'] });
      } else {
        if (row !== null && inRange(row)) out.push({ element: e, value: round2(row), family: 'gap', properties: ['row-gap'] });
        if (column !== null && inRange(column)) out.push({ element: e, value: round2(column), family: 'gap', properties: ['column-gap'] });
      }
    }
  }
  return out;
}

function inRange(v: number): boolean {
  return v >= MIN_PX && v <= MAX_PX;
}

/** One sample per distinct positive value of a box family; `padding` when all four sides share it. */
function sidesSamples(e: FeatureElement, family: 'padding' | 'margin', values: readonly number[], use: readonly boolean[]): SpacingSample[] {
  const byValue = new Map<number, { value: number; properties: string[] }>();
  values.forEach((raw, i) => {
    if (!use[i] || !inRange(raw)) return;
    const entry = byValue.get(half(raw)) ?? { value: round2(raw), properties: [] };
    entry.properties.push(`${family}-${SIDES[i]}`);
    byValue.set(half(raw), entry);
  });
  return [...byValue.values()].map(({ value, properties }) => ({ element: e, value, family, properties: properties.length === 4 ? [family] : properties }));
}

/** Spacing properties of one element, px (centering margins left out), for comparing an element the two pages share. */
export function spacingProperties(e: FeatureElement, node: CapturedNode): Record<string, number> {
  const out: Record<string, number> = {};
  SIDES.forEach((side, i) => (out[`padding-${side}`] = e.padding_px[i]!));
  const [mt, mr, mb, ml] = e.margin_px;
  out['margin-top'] = mt;
  out['margin-bottom'] = mb;
  const centering = ml > 0 && Math.abs(ml - mr) <= 1 && ((node.style['max-width'] ?? 'none') !== 'none' || ml >= 48);
  if (!centering) {
    out['margin-left'] = ml;
    out['margin-right'] = mr;
  }
  const display = node.style['display'] ?? '';
  if (display.includes('flex') || display.includes('grid')) {
    out['row-gap'] = px(node.style['row-gap']) ?? e.gap_px ?? 0;
    out['column-gap'] = px(node.style['column-gap']) ?? e.gap_px ?? 0;
  }
  // Negative margins pull boxes together: a different device, not a step of the scale.
  for (const [k, v] of Object.entries(out)) {
    if (v < 0 || v > MAX_PX) delete out[k];
    else out[k] = round2(v);
  }
  return out;
}
