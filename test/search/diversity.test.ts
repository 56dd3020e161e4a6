/**
 * Sibling pages of one visual identity in search results (issue 11): they step back behind other
 * brands of the same tier, never behind a weaker tier, and are never dropped.
 */
import { describe, expect, it } from 'vitest';
import { TIERS } from '../../src/search/rank.js';
import { diversify } from '../../src/search/search.js';

const STRONG = TIERS.strong + 0.1;
const GOOD = TIERS.good + 0.1;
const RELATED = TIERS.good - 0.2;
const page = (id: string, identity: string, calibrated: number) => ({ id, identity, calibrated });
const order = (list: ReturnType<typeof page>[]) => diversify(list, (p) => p.identity).map((p) => p.id);

describe('diversify', () => {
  it('moves a repeat behind new identities of the same tier', () => {
    expect(order([page('a1', 'a', RELATED), page('a2', 'a', RELATED), page('b', 'b', RELATED), page('c', 'c', RELATED)])).toEqual(['a1', 'b', 'c', 'a2']);
  });

  it('keeps a repeat ahead of a weaker tier', () => {
    expect(order([page('a1', 'a', STRONG), page('a2', 'a', STRONG), page('b', 'b', GOOD), page('c', 'c', RELATED)])).toEqual(['a1', 'a2', 'b', 'c']);
    expect(order([page('a1', 'a', STRONG), page('a2', 'a', GOOD), page('b', 'b', GOOD), page('c', 'c', RELATED)])).toEqual(['a1', 'b', 'a2', 'c']);
  });

  it('drops nothing and keeps the order otherwise', () => {
    const list = [page('a1', 'a', GOOD), page('b1', 'b', GOOD), page('a2', 'a', GOOD), page('b2', 'b', RELATED), page('a3', 'a', RELATED)];
    expect(order(list)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(order(list).sort()).toEqual(list.map((p) => p.id).sort());
    expect(order([])).toEqual([]);
  });
});
