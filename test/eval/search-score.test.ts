import { describe, expect, it } from 'vitest';
import { ndcgAt, passesFilters, precisionAt, scoreQuery, summarize, type GoldQuery, type GradeBook } from '../../eval/search/score.js';
import { poolFor, seededSample } from '../../eval/search/pool.js';

const facets = (o: Partial<{ industry: string; page_type: string; hues: string[]; layouts: string[] }> = {}) => ({
  industry: 'saas', page_type: 'homepage', hues: ['blue'], layouts: ['card_based'], ...o,
});

describe('designer gold set scoring', () => {
  it('nDCG@10 is 1 for the ideal order and below 1 otherwise; unjudged results count as 0', () => {
    expect(ndcgAt([2, 1, 0], [0, 1, 2])).toBe(1);
    const swapped = ndcgAt([1, 2, 0], [0, 1, 2])!;
    expect(swapped).toBeGreaterThan(0.7);
    expect(swapped).toBeLessThan(1);
    // gain 2^g - 1: a 2 at rank 1 is worth 3, a 1 at rank 2 is worth 1/log2(3)
    expect(ndcgAt([null, 2], [2])).toBeCloseTo(1 / Math.log2(3), 10);
    expect(ndcgAt([0, 0], [0, 0])).toBeNull();
  });

  it('P@5 counts grade ≥ 1 (strict: 2) over 5, or over the pages that pass the filters', () => {
    expect(precisionAt([2, 1, 0, null, 2], 5, 1)).toBe(0.6);
    expect(precisionAt([2, 1, 0, null, 2], 5, 2)).toBe(0.4);
    expect(precisionAt([2, 2], 5, 1, 2)).toBe(1);
    expect(precisionAt([2, 2], 5, 1)).toBe(0.4);
  });

  it('filters hold only when every value is present verbatim (spec §2.5)', () => {
    expect(passesFilters(facets(), { industry: 'saas', hue: 'blue' })).toBe(true);
    expect(passesFilters(facets(), { hue: 'teal' })).toBe(false);
    expect(passesFilters(facets(), { layout: 'card_based', page_type: 'pricing' })).toBe(false);
    expect(passesFilters(facets(), null)).toBe(true);
  });

  it('scores a query from the grading record: unjudged top-10 results and filter violations are listed', () => {
    const q: GoldQuery = { id: 'q1', query: 'navy fintech', filters: { industry: 'fintech' }, kinds: ['color', 'industry'] };
    const book: GradeBook = { q1: { a: [2, 'navy hero'], b: 1, c: 0, far: 2 } };
    const ranked = [
      { id: 'b', facets: facets({ industry: 'fintech' }) },
      { id: 'x', facets: facets({ industry: 'fintech' }) },
      { id: 'a', facets: facets({ industry: 'saas' }) },
    ];
    // `far` fails the filter: it is left out of the ideal ranking
    const s = scoreQuery(q, book, ranked, (id) => id !== 'far', 3);
    expect(s.unjudged).toEqual(['x']);
    expect(s.filterViolations).toEqual(['a']);
    const ideal = 3 + 1 / Math.log2(3);
    expect(s.ndcg10).toBeCloseTo((1 + 3 / Math.log2(4)) / ideal, 10);
    expect(s.p5).toBeCloseTo(2 / 3, 10);
    const sum = summarize([s, { ...s, id: 'q2', ndcg10: null, filterViolations: [] }]);
    expect(sum.without_relevant).toEqual(['q2']);
    expect(sum.ndcg_at_10).toBeCloseTo(s.ndcg10!, 10);
    expect(sum.filter_adherence).toBeCloseTo(1 - 1 / 6, 10);
  });
});

describe('pooling', () => {
  it('unions fast and deep with random pages that pass the filters, without judged pages', () => {
    const pool = poolFor('q1', ['a', 'b'], ['b', 'c'], ['a', 'b', 'c', 'd', 'e', 'f'], (id) => id === 'a', 2);
    expect(pool.slice(0, 2)).toEqual([{ id: 'b', from: ['fast#2', 'deep#1'] }, { id: 'c', from: ['deep#2'] }]);
    expect(pool.slice(2).map((p) => p.from)).toEqual([['random'], ['random']]);
    expect(pool.slice(2).every((p) => ['d', 'e', 'f'].includes(p.id))).toBe(true);
  });

  it('draws the same random pages for the same query whatever the input order', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `p${i}`);
    expect(seededSample(ids, 5, 'q7')).toEqual(seededSample([...ids].reverse(), 5, 'q7'));
    expect(seededSample(ids, 5, 'q7')).not.toEqual(seededSample(ids, 5, 'q8'));
    expect(new Set(seededSample(ids, 50, 'q7')).size).toBe(50);
  });
});

describe('similar by eye', () => {
  it('counts judged look-alikes, lists unjudged results and same-identity results', async () => {
    const { scoreSimilar } = await import('../../eval/search/score.js');
    const book = { a: { judged: { b: 1 as const, c: [0, 'other palette'] as [0, string], d: 1 as const } } };
    const top = [{ id: 'b', identity: 'x' }, { id: 'c', identity: 'y' }, { id: 'd', identity: 'a' }, { id: 'e', identity: 'z' }];
    expect(scoreSimilar('a', 'a', top, book)).toEqual({ id: 'a', alike: 2, unjudged: ['e'], sameIdentity: 1 });
    expect(scoreSimilar('q', null, top, book)).toEqual({ id: 'q', alike: 0, unjudged: ['b', 'c', 'd', 'e'], sameIdentity: 0 });
  });
});
