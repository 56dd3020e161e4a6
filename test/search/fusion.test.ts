import { describe, expect, it } from 'vitest';
import { BrandDesignError } from '../../src/errors.js';
import { fuseRankings } from '../../src/search/fusion.js';

const list = (...ids: number[]) => ids.map((id) => ({ id, score: 0 }));

describe('reciprocal rank fusion', () => {
  it('sums weight / (k + rank) over the lists', () => {
    const fused = fuseRankings([{ hits: list(1, 2, 3) }, { hits: list(3, 1), weight: 2 }], { k: 60 });
    expect(fused).toEqual([
      { id: 3, score: 1 / 63 + 2 / 61, ranks: [3, 1] },
      { id: 1, score: 1 / 61 + 2 / 62, ranks: [1, 2] },
      { id: 2, score: 1 / 62, ranks: [2, null] },
    ]);
  });

  it('lets a heavier list decide', () => {
    const lists = (weight: number) => [{ hits: list(1, 2) }, { hits: list(2, 1), weight }];
    expect(fuseRankings(lists(0.5)).map((h) => h.id)).toEqual([1, 2]);
    expect(fuseRankings(lists(2)).map((h) => h.id)).toEqual([2, 1]);
  });

  it('breaks exact ties by rank in list order, then by id', () => {
    // 7 and 8 each appear once at rank 1: the first list wins.
    expect(fuseRankings([{ hits: list(7) }, { hits: list(8) }]).map((h) => h.id)).toEqual([7, 8]);
    expect(fuseRankings([{ hits: list(8) }, { hits: list(7) }]).map((h) => h.id)).toEqual([8, 7]);
    // Same ranks everywhere: ascending id, for numbers and strings alike.
    expect(fuseRankings([{ hits: list(9) }, { hits: list(9) }, { hits: list(4) }, { hits: list(4) }]).map((h) => h.id)).toEqual([9, 4]);
    const strings = fuseRankings([{ hits: [{ id: 'b' }] }, { hits: [{ id: 'a' }] }], { k: 0 });
    expect(strings.map((h) => h.id)).toEqual(['b', 'a']);
    const same = fuseRankings([{ hits: [{ id: 'b' }, { id: 'a' }] }, { hits: [{ id: 'a' }, { id: 'b' }] }]);
    expect(same.map((h) => h.id)).toEqual(['b', 'a']); // equal score; 'b' ranks better in list 0
  });

  it('treats scores equal up to summation order as ties', () => {
    // A has ranks (1, 7, 2) and B (2, 1, 7): the same three terms, but summed in list order
    // 1/61 + 1/67 + 1/62 is one ulp below 1/62 + 1/61 + 1/67. The tie-break must decide: A.
    const A = 1, B = 2;
    const fused = fuseRankings([
      { hits: list(A, B, 101, 102, 103, 104, 105) },
      { hits: list(B, 201, 202, 203, 204, 205, A) },
      { hits: list(301, A, 302, 303, 304, 305, B) },
    ]);
    expect(fused[0]!.score).toBeLessThan(fused[1]!.score);
    expect(fused.slice(0, 2).map((h) => h.id)).toEqual([A, B]);
  });

  it('counts a repeated id once, at its first position, without skipping ranks', () => {
    expect(fuseRankings([{ hits: list(5, 5, 6) }])).toEqual([
      { id: 5, score: 1 / 61, ranks: [1] },
      { id: 6, score: 1 / 62, ranks: [2] },
    ]);
  });

  it('ignores weight-0 lists entirely and honours limit', () => {
    expect(fuseRankings([{ hits: list(1) }, { hits: list(2), weight: 0 }]).map((h) => h.id)).toEqual([1]);
    expect(fuseRankings([{ hits: list(1, 2, 3, 4) }], { limit: 2 }).map((h) => h.id)).toEqual([1, 2]);
    expect(fuseRankings([])).toEqual([]);
    expect(fuseRankings([{ hits: [] }])).toEqual([]);
  });

  it('rejects negative or non-finite weights and constants', () => {
    expect(() => fuseRankings([{ hits: list(1), weight: -1 }])).toThrow(BrandDesignError);
    expect(() => fuseRankings([{ hits: list(1), weight: Number.NaN }])).toThrow(BrandDesignError);
    expect(() => fuseRankings([{ hits: list(1) }], { k: -5 })).toThrow(BrandDesignError);
    expect(() => fuseRankings([{ hits: list(1) }], { limit: 1.5 })).toThrow(BrandDesignError);
  });
});
