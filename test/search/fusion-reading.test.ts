/**
 * How the reading steers the fused ranking. Admin dashboards and other app screens (the corpus's `product` pages) step behind the pages of the
 * asked subject when a query names no page type (issue 11 §2: "navy blue corporate law firm" ranked
 * an admin dashboard second), and keep their place when it asks for one.
 */
import { describe, expect, it } from 'vitest';
import { agreement, type EntryFacets } from '../../src/search/facet-match.js';
import { readQuery } from '../../src/search/query-tags.js';

const page = (page_type: string): EntryFacets => ({
  industry: 'saas', page_type, hues: ['blue'], layouts: [], theme: 'light', styles: ['flat'], type: ['sans'], families: [],
  temperature: 'cool', saturation: 'muted', corners: 'rounded', moods: ['corporate', 'clean'],
});

describe('app screens', () => {
  it('a dashboard agrees less than a homepage of the same look when no page type is asked', () => {
    const reading = readQuery('navy blue corporate');
    expect(agreement(reading, page('product')).score!).toBeLessThan(agreement(reading, page('homepage')).score!);
  });

  it('a query asking for a dashboard prefers it', () => {
    const reading = readQuery('blue admin dashboard');
    expect(agreement(reading, page('product')).score!).toBeGreaterThan(agreement(reading, page('homepage')).score!);
  });
});

describe('facet weight follows what was read', () => {
  it('a query whose subject is no facet leaves more of the ranking to the text lists', async () => {
    const { fusionWeights } = await import('../../src/search/rank.js');
    const read = readQuery('navy blue corporate');
    const unread = readQuery('car dealership in navy blue');
    expect(unread.coverage).toBeLessThan(read.coverage);
    expect(fusionWeights(3, unread.coverage).facets).toBeLessThan(fusionWeights(3, read.coverage).facets);
    expect(fusionWeights(3, 1).dense).toBe(fusionWeights(3, 0.5).dense);
  });
});

describe('captions against the unread words', () => {
  it('between pages equal on everything else, the caption closer to the unread subject ranks first', async () => {
    const { rankFast } = await import('../../src/search/rank.js');
    const measures = { primary: null, background: null, palette: [], heading: null, body: null, families: [], radius: { button: null, card: null }, layoutScores: {}, gradients: false, glass: false, shadow: null, borderWidth: null };
    const entries = [{ facets: page('homepage'), measures }, { facets: page('homepage'), measures }];
    const reading = readQuery('navy blue corporate law firm');
    const ranked = rankFast(reading, entries, { dense: [0.3, 0.3], lexical: [0, 0], captionDense: [0.4, 0.4], captionUnread: [0.1, 0.5] });
    expect(ranked.map((r) => r.index)).toEqual([1, 0]);
  });
});

describe('deep reads layout by the label alone', () => {
  it('measured layout scores do not reorder pages the curator labeled alike', async () => {
    const { rankDeep, rankFast } = await import('../../src/search/rank.js');
    const base = { primary: null, background: null, palette: [], heading: null, body: null, families: [], radius: { button: null, card: null }, gradients: false, glass: false, shadow: null, borderWidth: null };
    const facets = { ...page('homepage'), layouts: ['asymmetric_broken_grid'] };
    const entries = [
      { facets, measures: { ...base, layoutScores: { asymmetric_broken_grid: 0.1, grid_based_strict: 0.9 } } },
      { facets, measures: { ...base, layoutScores: { asymmetric_broken_grid: 0.9 } } },
    ];
    const reading = readQuery('asymmetric broken grid');
    const fast = rankFast(reading, entries, { dense: [0.5, 0.3], lexical: [1, 0], captionDense: [0.5, 0.3] });
    expect(fast.map((r) => r.index)).toEqual([0, 1]);
    expect(rankDeep(reading, entries, fast, 60).map((r) => r.index)).toEqual([0, 1]);
  });
});
