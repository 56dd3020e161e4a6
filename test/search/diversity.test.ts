/**
 * Sibling pages of one visual identity in search results (issue 11 §2): the first five places hold
 * one page per identity unless the query asks for the sibling's page type; below them, siblings
 * step back behind other brands of the same tier, never behind a weaker tier; nothing is dropped.
 */
import { describe, expect, it } from 'vitest';
import { TIERS } from '../../src/search/rank.js';
import { diversify, DISTINCT_HEAD, tierCaptions } from '../../src/search/search.js';

const STRONG = TIERS.strong + 0.1;
const GOOD = TIERS.good + 0.1;
const RELATED = TIERS.good - 0.2;
const page = (id: string, identity: string, calibrated: number, type = 'homepage') => ({ id, identity, calibrated, type });
type Page = ReturnType<typeof page>;
const order = (list: Page[], asked: string[] = []) => diversify(list, (p) => p.identity, (p) => asked.includes(p.type)).map((p) => p.id);
/** Five strong pages of distinct identities: fills the distinct head so the tier rule below it shows. */
const head = ['h1', 'h2', 'h3', 'h4', 'h5'].map((id) => page(id, id, STRONG));

describe('diversify', () => {
  it('holds one page per identity in the first five places, whatever its tier', () => {
    expect(DISTINCT_HEAD).toBe(5);
    const list = [page('a1', 'a', STRONG), page('a2', 'a', STRONG, 'blog'), page('a3', 'a', STRONG, 'about'), page('b', 'b', GOOD), page('c', 'c', GOOD), page('d', 'd', RELATED), page('e', 'e', RELATED), page('f', 'f', RELATED)];
    expect(order(list)).toEqual(['a1', 'b', 'c', 'd', 'e', 'a2', 'a3', 'f']);
  });

  it('keeps a sibling of an asked page type in the first five', () => {
    const list = [page('a1', 'a', STRONG), page('a2', 'a', STRONG, 'blog'), page('a3', 'a', STRONG, 'about'), page('b', 'b', GOOD), page('c', 'c', GOOD), page('d', 'd', RELATED), page('e', 'e', RELATED)];
    expect(order(list, ['blog'])).toEqual(['a1', 'a2', 'b', 'c', 'd', 'a3', 'e']);
  });

  it('keeps no second page of an asked type of one identity in the first five', () => {
    const list = [page('a1', 'a', STRONG, 'portfolio'), page('a2', 'a', STRONG, 'portfolio'), page('b', 'b', GOOD), page('c', 'c', GOOD), page('d', 'd', RELATED), page('e', 'e', RELATED)];
    expect(order(list, ['portfolio'])).toEqual(['a1', 'b', 'c', 'd', 'e', 'a2']);
  });

  it('fills the first five with siblings when fewer identities remain', () => {
    expect(order([page('a1', 'a', STRONG), page('a2', 'a', STRONG), page('b', 'b', GOOD)])).toEqual(['a1', 'b', 'a2']);
  });

  it('below the first five, moves a repeat behind new identities of the same tier', () => {
    expect(order([...head, page('a1', 'a', RELATED), page('a2', 'a', RELATED), page('b', 'b', RELATED), page('c', 'c', RELATED)]).slice(5)).toEqual(['a1', 'b', 'c', 'a2']);
  });

  it('below the first five, keeps a repeat ahead of a weaker tier', () => {
    expect(order([...head, page('a1', 'a', STRONG), page('a2', 'a', STRONG), page('b', 'b', GOOD), page('c', 'c', RELATED)]).slice(5)).toEqual(['a1', 'a2', 'b', 'c']);
    expect(order([...head, page('a1', 'a', STRONG), page('a2', 'a', GOOD), page('b', 'b', GOOD), page('c', 'c', RELATED)]).slice(5)).toEqual(['a1', 'b', 'a2', 'c']);
  });

  it('drops nothing', () => {
    const list = [page('a1', 'a', GOOD), page('b1', 'b', GOOD), page('a2', 'a', GOOD), page('b2', 'b', RELATED), page('a3', 'a', RELATED)];
    expect(order(list)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(order(list).sort()).toEqual(list.map((p) => p.id).sort());
    expect(order([])).toEqual([]);
  });
});

describe('tierCaptions', () => {
  it('gives a template\'s inner page the better of its own caption cosine and its entry page\'s, so its tier follows its template\'s look', () => {
    const entries = [{ id: 'a', identity: 'a' }, { id: 'a--about', identity: 'a' }, { id: 'b--blog', identity: 'b' }, { id: 'c', identity: 'c' }, { id: 'c--pricing', identity: 'c' }];
    // b's entry page is not a candidate (filtered out): its blog page keeps its own.
    expect(tierCaptions(entries, [0.6, 0.1, 0.2, 0.1, 0.5])).toEqual([0.6, 0.6, 0.2, 0.1, 0.5]);
  });
});
