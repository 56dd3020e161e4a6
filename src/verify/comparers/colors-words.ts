/**
 * Element references and wording for the colors and contrast verdicts: issues name the elements
 * (full selectors in `elements`, a short readable form in the sentence), the current value and
 * the exact target (issue 5 §2 "Recommendations").
 */
import type { ElementRef } from '../types.js';

interface Located {
  node_id: string;
  selector: string;
}

/**
 * One reference per selector, most elements first, at most `limit` (the same shape and order as
 * features.elementRefs, for paints of nodes that may have no feature, such as the canvas).
 */
export function refsOf(items: readonly Located[], limit = 8): ElementRef[] {
  const bySelector = new Map<string, string[]>();
  for (const item of items) {
    const ids = bySelector.get(item.selector) ?? [];
    if (!ids.includes(item.node_id)) ids.push(item.node_id);
    bySelector.set(item.selector, ids);
  }
  return [...bySelector.entries()]
    .map(([selector, ids]) => ({ selector, node_ids: ids.slice(0, 20), count: ids.length }))
    .sort((a, b) => b.count - a.count || a.selector.localeCompare(b.selector))
    .slice(0, limit);
}

/** Distinct nodes among the items. */
export function nodeCount(items: readonly Located[]): number {
  return new Set(items.map((i) => i.node_id)).size;
}

/** Distinct selectors among the items, sorted (what a fix targets). */
export function selectorsOf(items: readonly Located[]): string[] {
  return [...new Set(items.map((i) => i.selector))].sort();
}

/** The last compound of a selector without structural pseudo-classes: `a.btn.btn-primary`. */
export function shortSelector(selector: string): string {
  const last = selector.split(/\s*[>+~]\s*|\s+/).filter(Boolean).pop() ?? selector;
  return last.replace(/:(?:nth-of-type|nth-child|first-child|last-child|first-of-type|last-of-type)(?:\([^)]*\))?/g, '') || last;
}

/** `"a.btn.btn-primary" (4)` or `"a.card-link", "p > a" (7)`: the two most common short forms. */
export function nameElements(items: readonly Located[]): string {
  const counts = new Map<string, Set<string>>();
  for (const i of items) {
    const short = shortSelector(i.selector);
    const ids = counts.get(short) ?? new Set<string>();
    ids.add(i.node_id);
    counts.set(short, ids);
  }
  const names = [...counts.entries()].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0])).map(([s]) => `"${s}"`);
  const shown = names.slice(0, 2).join(', ') + (names.length > 2 ? ', …' : '');
  return `${shown} (${nodeCount(items)})`;
}

export const fmt = (n: number, digits = 2): string => String(Math.round(n * 10 ** digits) / 10 ** digits);
