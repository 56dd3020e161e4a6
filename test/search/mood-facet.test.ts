/**
 * The mood facet: a page's mood labels (corpus/labels.json, carried in palette.aesthetic_codes) agree
 * with the mood words of a query; the extractor's own mood words map onto the label vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { moodsOf } from '../../src/search/design-facets.js';
import { agreement, type EntryFacets } from '../../src/search/facet-match.js';
import { readQuery } from '../../src/search/query-tags.js';

const facets = (moods: string[]): EntryFacets => ({
  industry: 'hospitality', page_type: 'homepage', hues: ['brown'], layouts: [], theme: 'light', styles: ['flat'], type: ['serif'], families: [],
  temperature: 'warm', saturation: 'muted', corners: 'square', moods,
});

describe('mood facet', () => {
  it('reads moods off aesthetic codes: the style and unknown words out, extractor words mapped', () => {
    expect(moodsOf(['flat', 'Technical', 'airy', 'colorful', 'romantic', 'romantic'])).toEqual(['techy', 'vibrant', 'romantic']);
    expect(moodsOf([])).toEqual([]);
  });

  it('ranks a page labeled with the asked mood above one without it', () => {
    const reading = readQuery('calm elegant hotel');
    const calm = agreement(reading, facets(['calm', 'elegant'])).score!;
    const loud = agreement(reading, facets(['bold', 'vibrant'])).score!;
    expect(calm).toBeGreaterThan(loud);
    expect(agreement(reading, facets(['calm'])).matched.map((c) => `${c.field}:${c.value}`)).toContain('mood:calm');
  });

  it('moods of different query words are all asked; moods of one word are alternatives (issue 11 §2)', () => {
    const loud = readQuery('bold and loud');
    expect(agreement(loud, facets(['bold', 'vibrant'])).score!).toBeGreaterThan(agreement(loud, facets(['bold', 'moody'])).score!);
    const friendly = readQuery('friendly illustrated');
    expect(agreement(friendly, facets(['friendly', 'illustrated'])).score!).toBeGreaterThan(agreement(friendly, facets(['friendly', 'clean'])).score!);
    // "elegant" reads as elegant or luxury: either one is the whole of that word
    const elegant = readQuery('elegant');
    expect(agreement(elegant, facets(['luxury'])).score).toBe(agreement(elegant, facets(['elegant'])).score);
  });

  it('a mood word gives half credit to its nearest mood (playful ~ friendly, bold ~ vibrant)', () => {
    const playful = readQuery('playful');
    const friendlyPage = agreement(playful, facets(['friendly'])).score!;
    expect(friendlyPage).toBeGreaterThan(agreement(playful, facets(['calm'])).score!);
    expect(friendlyPage).toBeLessThan(agreement(playful, facets(['playful'])).score!);
  });
});
