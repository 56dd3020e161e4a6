/**
 * Spacing fixes as few CSS rules as say the same thing: per element, padding sides that change
 * together become one `padding` (the sides not being fixed keep their value), row and column gaps
 * going to the same step become `gap`; then elements with the same change share one fix. Margins
 * stay per side (a `margin` shorthand would overwrite auto-centering).
 */
import type { FeatureElement } from '../features.js';
import type { SnapLengthFix } from '../types.js';
import { pxText, selectorsOf } from './spacing-snap.js';

/** One longhand of one element to change (`padding-top`, `margin-bottom`, `row-gap`, …). */
export interface SideFix {
  element: FeatureElement;
  property: string;
  from: number;
  to: number;
  severity: number;
}

const PADDING = ['padding-top', 'padding-right', 'padding-bottom', 'padding-left'] as const;

/** `16px` / `12px 22px` / `12px 22px 8px 22px`: the shortest `padding` value for four sides. */
export function boxCss(sides: readonly [number, number, number, number]): string {
  const [t, r, b, l] = sides.map(pxText) as [string, string, string, string];
  if (t === r && r === b && b === l) return t;
  if (t === b && r === l) return `${t} ${r}`;
  return `${t} ${r} ${b} ${l}`;
}

/** The longhands a sample's properties stand for (`padding` → four sides, `gap` → both gaps). */
export function longhandsOf(property: string): string[] {
  if (property === 'padding' || property === 'margin') return ['top', 'right', 'bottom', 'left'].map((s) => `${property}-${s}`);
  if (property === 'gap') return ['row-gap', 'column-gap'];
  return [property];
}

export function consolidateFixes(sideFixes: readonly SideFix[]): { fix: SnapLengthFix; severity: number }[] {
  const byElement = new Map<string, Map<string, SideFix>>();
  for (const f of sideFixes) {
    const props = byElement.get(f.element.node_id) ?? new Map<string, SideFix>();
    if (!props.has(f.property)) props.set(f.property, f);
    byElement.set(f.element.node_id, props);
  }
  const groups = new Map<string, { property: string; from: string; to: string; elements: FeatureElement[]; severity: number }>();
  const add = (element: FeatureElement, property: string, from: string, to: string, severity: number): void => {
    const key = `${property}|${from}|${to}`;
    const g = groups.get(key) ?? { property, from, to, elements: [], severity: 0 };
    g.elements.push(element);
    g.severity += severity;
    groups.set(key, g);
  };
  for (const props of byElement.values()) {
    const element = [...props.values()][0]!.element;
    const padding = PADDING.map((p) => props.get(p));
    if (padding.filter((p) => p !== undefined).length >= 2) {
      const from = element.padding_px.slice(0, 4) as [number, number, number, number];
      const to = from.map((v, i) => padding[i]?.to ?? v) as [number, number, number, number];
      add(element, 'padding', boxCss(from), boxCss(to), padding.reduce((s, p) => s + (p?.severity ?? 0), 0));
      for (const p of PADDING) props.delete(p);
    }
    const row = props.get('row-gap');
    const column = props.get('column-gap');
    if (row && column && row.from === column.from && row.to === column.to) {
      add(element, 'gap', pxText(row.from), pxText(row.to), row.severity + column.severity);
      props.delete('row-gap');
      props.delete('column-gap');
    }
    for (const f of props.values()) add(element, f.property, pxText(f.from), pxText(f.to), f.severity);
  }
  return [...groups.values()]
    .map((g) => ({
      fix: { action: 'snap_spacing' as const, property: g.property, from: g.from, to_value: g.to, selectors: selectorsOf(g.elements), count: g.elements.length },
      severity: g.severity,
    }))
    .sort((a, b) => b.severity - a.severity || a.fix.property.localeCompare(b.fix.property) || a.fix.from.localeCompare(b.fix.from) || a.fix.to_value.localeCompare(b.fix.to_value));
}
