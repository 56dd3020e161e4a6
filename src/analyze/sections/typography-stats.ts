/**
 * Small, deterministic helpers the typography files share: rounding, text-weighted modes,
 * evidence lists, and the line-height / letter-spacing value shapes.
 */
import type { TextRun } from '../derived/type-runs.js';

export const round = (value: number, digits = 2): number => {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

export interface Group<T> {
  key: string;
  weight: number;
  items: T[];
}

/** Items grouped by key, heaviest first; ties keep first-seen order (capture order), so output is stable. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string, weight: (item: T) => number = () => 1): Group<T>[] {
  const groups = new Map<string, Group<T>>();
  for (const item of items) {
    const k = key(item);
    const g = groups.get(k) ?? { key: k, weight: 0, items: [] };
    g.weight += weight(item);
    g.items.push(item);
    groups.set(k, g);
  }
  return [...groups.values()].sort((a, b) => b.weight - a.weight);
}

/** The heaviest group, or null for no items. */
export function weightedMode<T>(items: readonly T[], key: (item: T) => string, weight?: (item: T) => number): Group<T> | null {
  return groupBy(items, key, weight)[0] ?? null;
}

export interface RunEvidence {
  /** Node ids, most text first (at most 5). */
  node_ids: string[];
  /** Distinct selectors of those nodes (at most 3). */
  selectors: string[];
}

export function evidenceOf(runs: readonly TextRun[], limit = 5): RunEvidence {
  const ordered = runs.map((r, i) => ({ r, i })).sort((a, b) => b.r.chars - a.r.chars || a.i - b.i).map((x) => x.r);
  const node_ids: string[] = [];
  const selectors: string[] = [];
  for (const r of ordered) {
    if (node_ids.length < limit && !node_ids.includes(r.node.id)) node_ids.push(r.node.id);
    if (selectors.length < 3 && !selectors.includes(r.node.selector)) selectors.push(r.node.selector);
    if (node_ids.length >= limit && selectors.length >= 3) break;
  }
  return { node_ids, selectors };
}

export interface LineHeight {
  /** Computed line height in px; null for `normal`. */
  px: number | null;
  /** px ÷ font size; null for `normal`. */
  ratio: number | null;
  /** As CSS: the unitless ratio (`1.6`) or `normal`. */
  css: string;
}

export function lineHeightOf(linePx: number | null, sizePx: number): LineHeight {
  if (linePx === null || sizePx <= 0) return { px: null, ratio: null, css: 'normal' };
  const ratio = round(linePx / sizePx, 3);
  return { px: round(linePx), ratio, css: String(ratio) };
}

export interface LetterSpacing {
  px: number;
  /** px ÷ font size. */
  em: number;
  /** As CSS: `-0.02em`, or `normal` for zero. */
  css: string;
}

export function letterSpacingOf(spacingPx: number, sizePx: number): LetterSpacing {
  const em = sizePx > 0 ? round(spacingPx / sizePx, 3) : 0;
  return { px: round(spacingPx), em, css: em === 0 ? 'normal' : `${em}em` };
}

export function sumChars(runs: readonly TextRun[]): number {
  let n = 0;
  for (const r of runs) n += r.chars;
  return n;
}

/** Distinct values, first-seen order. */
export function distinct<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
