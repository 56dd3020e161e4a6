/**
 * Pooling for the designer gold set (issue 11 §2): what to grade next for a query is the union of
 * each ranker's top results (fast and deep, top 20) plus a few random pages that pass the query's
 * filters (so the ideal ranking also knows pages neither ranker found), minus what is judged.
 * Deterministic: the random pages depend only on the query id and the page ids.
 */

export interface PoolItem {
  id: string;
  /** Where the page came from: 'fast', 'deep' (with its rank, 1-based) or 'random'. */
  from: string[];
}

/** 32-bit FNV-1a of a string: the seed of a query's random picks. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small seeded generator in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` ids drawn without replacement from `ids` (sorted first, so the draw ignores input order). */
export function seededSample(ids: readonly string[], n: number, seed: string): string[] {
  const rest = [...ids].sort();
  const next = generator(fnv1a(seed));
  const picked: string[] = [];
  while (picked.length < n && rest.length) picked.push(rest.splice(Math.floor(next() * rest.length), 1)[0]!);
  return picked;
}

/**
 * The pages to grade for one query: fast and deep top lists, then `randomCount` random pages that
 * pass the filters, without those already judged (`isJudged`). Order: by best rank, random last.
 */
export function poolFor(
  queryId: string,
  fast: readonly string[],
  deep: readonly string[],
  passing: readonly string[],
  isJudged: (id: string) => boolean,
  randomCount = 5,
): PoolItem[] {
  const items = new Map<string, { from: string[]; best: number }>();
  const add = (id: string, label: string, rank: number): void => {
    const item = items.get(id) ?? { from: [], best: Infinity };
    item.from.push(label);
    item.best = Math.min(item.best, rank);
    items.set(id, item);
  };
  fast.forEach((id, i) => add(id, `fast#${i + 1}`, i));
  deep.forEach((id, i) => add(id, `deep#${i + 1}`, i));
  const candidates = passing.filter((id) => !items.has(id));
  for (const id of seededSample(candidates, randomCount, queryId)) add(id, 'random', Infinity);
  return [...items.entries()]
    .filter(([id]) => !isJudged(id))
    .sort((a, b) => a[1].best - b[1].best || a[0].localeCompare(b[0]))
    .map(([id, v]) => ({ id, from: v.from }));
}
