/**
 * Match tiers when nothing matches well (issue 11 §2; spec §2.6): the nearest pages still rank
 * first, and a query whose subject the engine could not read never gets a `strong` card.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import { readQuery } from '../../src/search/query-tags.js';
import { calibrated, tierOf } from '../../src/search/rank.js';
import { createSearchEngine, type LoadedCorpus } from '../../src/search/search.js';

describe('coverage of a reading', () => {
  it('is the share of content words read into facets (words with no facet, like modern, count half; generic words left out)', () => {
    expect(readQuery('dark moody fintech site with serif headlines').coverage).toBe(1);
    expect(readQuery('navy law firm').coverage).toBeCloseTo(1 / 3);
    expect(readQuery('modern gaming site').coverage).toBeCloseTo(0.75);
    expect(readQuery('something nice').coverage).toBe(0);
  });

  it('counts a word read only as weak cues half (script is a display face at half weight; serif is read outright)', () => {
    expect(readQuery('script headings').coverage).toBeCloseTo(0.5);
    expect(readQuery('serif headings').coverage).toBe(1);
    // "tech company" is one phrase of two words, each half read.
    expect(readQuery('dark tech company').coverage).toBeCloseTo(2 / 3);
  });

  it('caps what full agreement on the read part is worth', () => {
    expect(tierOf(calibrated(1, 0.35, null, 1))).toBe('strong');
    expect(tierOf(calibrated(1, 0.35, null, readQuery('navy law firm').coverage))).toBe('related');
    expect(tierOf(calibrated(1, 0.35, 1, readQuery('navy law firm').coverage))).toBe('related');
  });
});

describe('tiers of captioned pages (calibrated on the caption cosine, issue 11 §2)', () => {
  it('a page whose caption says what was asked and whose facets agree is strong', () => {
    expect(tierOf(calibrated(1, 0.1, null, 1, 0.55))).toBe('strong');
    expect(tierOf(calibrated(null, 0.1, 0.9, 1, 0.55))).toBe('strong');
  });

  it('a caption far from the query keeps even full agreement below strong', () => {
    expect(tierOf(calibrated(1, 0.4, null, 1, 0.1))).toBe('good');
    expect(tierOf(calibrated(1, 0.4, null, 1, 0.1))).not.toBe(tierOf(calibrated(1, 0.4, null, 1)));
  });

  it('an unread subject stays related unless the caption itself is close', () => {
    const coverage = readQuery('navy law firm').coverage;
    expect(tierOf(calibrated(1, 0.35, null, coverage, 0.25))).toBe('related');
    expect(tierOf(calibrated(0.2, 0.35, null, 1, 0.2))).toBe('related');
  });

  it('a page without a caption keeps the card-text calibration', () => {
    expect(calibrated(1, 0.35, null, 1, null)).toBe(calibrated(1, 0.35, null, 1));
    expect(calibrated(1, 0.35, null, 1, -1)).toBe(calibrated(1, 0.35, null, 1));
  });
});

describe('queries the corpus cannot answer well', () => {
  let corpus: LoadedCorpus;
  beforeAll(async () => { corpus = await loadDefaultCorpus(); });

  for (const query of ['navy law firm', 'purple dinosaur museum', 'dark watchmaker atelier']) {
    it(`${JSON.stringify(query)}: the nearest pages, none strong`, async () => {
      const engine = createSearchEngine({ load: async () => corpus });
      for (const depth of ['fast', 'deep'] as const) {
        const { results } = await engine.search({ query, depth, topK: 6, filters: null });
        expect(results, depth).toHaveLength(6);
        expect(results.map((r) => r.match), depth).not.toContain('strong');
      }
    });
  }
});

describe('an unmatched subject is related, never strong (issue 11 §2)', () => {
  it('caps a page without any asked industry below the good bar, however well the look agrees', async () => {
    const { subjectCapped, tierOf } = await import('../../src/search/rank.js');
    const { readQuery } = await import('../../src/search/query-tags.js');
    const reading = readQuery('luxury jewelry store');
    const look = { score: 1, matched: [{ field: 'mood' as const, value: 'luxury', weight: 1 }], missed: [{ field: 'industry' as const, value: 'fashion', weight: 0.5 }] };
    expect(tierOf(subjectCapped(reading, look, 0.95))).toBe('related');
    const both = { ...look, matched: [...look.matched, { field: 'industry' as const, value: 'fashion', weight: 0.5 }], missed: [] };
    expect(tierOf(subjectCapped(reading, both, 0.95))).toBe('strong');
    // a query that names no industry is not capped
    expect(tierOf(subjectCapped(readQuery('dark moody minimal'), look, 0.95))).toBe('strong');
  });
});
