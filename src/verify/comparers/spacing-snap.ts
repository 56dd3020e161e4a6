/**
 * Snapping a measured value to a reference scale, shared by the length comparers (spacing, type
 * sizes, radii, button padding): a smooth cost with a dead zone (so a change too small to see costs
 * nothing and the score falls continuously as a change grows — issue 5 §3 "graded"), the nearest
 * and second-nearest steps, and the unambiguity rule every fix obeys (issue 5 §2: the nearest token
 * at most half as far as the second).
 */

/** 0 inside the dead zone, then 1 − e^(−excess/k): continuous, monotone, saturating at 1. */
export function smoothCost(distance: number, deadZone: number, k: number): number {
  const excess = Math.max(0, distance - deadZone);
  return excess === 0 ? 0 : 1 - Math.exp(-excess / k);
}

export interface Nearest<T> {
  step: T;
  distance: number;
  /** Distance to the second-nearest step; null when the scale has one step. */
  second: number | null;
}

/** Nearest step by `distance` (ties: the earlier step in `steps`), with the runner-up's distance. */
export function nearestStep<T>(value: number, steps: readonly T[], distance: (value: number, step: T) => number): Nearest<T> | null {
  let best: { step: T; distance: number } | null = null;
  let second: number | null = null;
  for (const step of steps) {
    const d = distance(value, step);
    if (best === null || d < best.distance) {
      if (best !== null) second = second === null ? best.distance : Math.min(second, best.distance);
      best = { step, distance: d };
    } else if (second === null || d < second) {
      second = d;
    }
  }
  return best === null ? null : { ...best, second };
}

/** Issue 5 §2: snap only when the nearest step is at most half as far as the second nearest. */
export function isUnambiguous(nearest: Nearest<unknown>): boolean {
  return nearest.second === null || nearest.distance <= 0.5 * nearest.second;
}

/** |ln(a / b)| for positive lengths (relative deviation, symmetric); a zero is treated as 0.5px. */
export function logDistance(a: number, b: number): number {
  return Math.abs(Math.log(Math.max(a, 0.5) / Math.max(b, 0.5)));
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A px length as CSS text (`12px`, `17.6px`). */
export function pxText(value: number): string {
  return `${round(value, 2)}px`;
}

/** Distinct values (rounded to 0.5px), ascending. */
export function distinctLengths(values: Iterable<number>): number[] {
  return [...new Set([...values].map((v) => Math.round(v * 2) / 2))].sort((a, b) => a - b);
}

/** Weighted mean of costs; 0 when nothing weighs. */
export function weightedMean(items: readonly { weight: number; cost: number }[]): number {
  let w = 0;
  let c = 0;
  for (const item of items) {
    w += item.weight;
    c += item.weight * item.cost;
  }
  return w > 0 ? c / w : 0;
}

/**
 * Earth mover's distance between two weighted 1-D distributions under |x − y| (the L1 distance of
 * their CDFs). Weights are normalized per side; 0 when either side is empty.
 */
export function emd1d(a: readonly { value: number; weight: number }[], b: readonly { value: number; weight: number }[]): number {
  const total = (xs: readonly { weight: number }[]): number => xs.reduce((s, x) => s + x.weight, 0);
  const ta = total(a);
  const tb = total(b);
  if (ta <= 0 || tb <= 0) return 0;
  const points = [...a.map((x) => ({ v: x.value, da: x.weight / ta, db: 0 })), ...b.map((x) => ({ v: x.value, da: 0, db: x.weight / tb }))].sort((p, q) => p.v - q.v);
  let ca = 0;
  let cb = 0;
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    ca += points[i]!.da;
    cb += points[i]!.db;
    const next = points[i + 1];
    if (next) sum += Math.abs(ca - cb) * (next.v - points[i]!.v);
  }
  return sum;
}

/**
 * Node ids a fix can reach with injected CSS: not inside a shadow root (a document stylesheet does
 * not style it) and with a selector to target.
 */
export function reachableIds(capture: { nodes: readonly { id: string; in_shadow: boolean; selector: string }[] }): Set<string> {
  return new Set(capture.nodes.filter((n) => !n.in_shadow && n.selector.trim() !== '').map((n) => n.id));
}

/** Distinct selectors of the elements, most elements first (ties by selector). */
export function selectorsOf(elements: readonly { selector: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const e of elements) counts.set(e.selector, (counts.get(e.selector) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
}

/** `"a.btn" (3)` / `"a.btn", "p.lead" and 2 more (9)` — how messages name elements. */
export function describeElements(elements: readonly { selector: string }[], limit = 2): string {
  const selectors = selectorsOf(elements);
  const named = selectors.slice(0, limit).map((s) => `"${shortSelector(s)}"`).join(', ');
  const more = selectors.length > limit ? ` and ${selectors.length - limit} more` : '';
  return `${named}${more} (${elements.length})`;
}

/** The last two steps of a long selector path, for messages (`div.hero-actions > a.btn-primary`). */
export function shortSelector(selector: string): string {
  const parts = selector.split(/\s*>\s*/);
  return parts.length <= 2 ? selector : parts.slice(-2).join(' > ');
}
