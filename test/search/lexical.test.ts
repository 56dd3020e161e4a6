import { describe, expect, it } from 'vitest';
import { BrandDesignError } from '../../src/errors.js';
import { createBm25, foldText, stem, tokenize } from '../../src/search/lexical.js';

describe('tokenize', () => {
  it('lowercases, folds accents and special letters', () => {
    expect(foldText('Café Œuvre NAÏVE Straße Ørsted')).toBe('cafe oeuvre naive strasse orsted');
    expect(tokenize('CAFÉ Crème')).toEqual(tokenize('cafe creme'));
    expect(tokenize('CAFÉ Crème')).toEqual(['caf', 'crem']);
  });

  it('drops stopwords, query filler, possessives and single letters; keeps numbers', () => {
    expect(tokenize("I'm looking for something like Stripe's site with a 3D hero, and 1 big CTA")).toEqual([
      'im', 'strip', 'sit', '3d', 'hero', '1', 'big', 'cta',
    ]);
    expect(tokenize('the and of with')).toEqual([]);
  });

  it('keeps compounds as parts and joined', () => {
    expect(tokenize('e-commerce')).toEqual(['commerc', 'ecommerc']);
    expect(tokenize('developer_tools dark-mode')).toEqual(['developer', 'tool', 'developertool', 'dark', 'mod', 'darkmod']);
  });

  it('maps British spellings', () => {
    expect(tokenize('colourful grey centred')).toEqual(tokenize('colorful gray centered'));
  });
});

describe('stem', () => {
  it('conflates the forms design queries use', () => {
    const groups = [
      ['space', 'spaces', 'spacing', 'spaced'],
      ['curate', 'curated', 'curates'],
      ['minimal', 'minimalist', 'minimalism', 'minimalists'],
      ['brutalist', 'brutalism', 'brutal'],
      ['gallery', 'galleries'],
      ['box', 'boxes'],
      ['glass', 'glasses'],
      ['bold', 'boldly'],
      ['color', 'colors', 'colored', 'coloring'],
      ['price', 'pricing', 'prices'],
      ['shop', 'shopping', 'shops'],
      ['playful', 'playfully'],
      ['illustrated', 'illustration', 'illustrations'],
      ['decorated', 'decoration'],
      ['animated', 'animation', 'animations'],
    ];
    for (const group of groups) expect(new Set(group.map(stem)), group.join()).toHaveProperty('size', 1);
  });

  it('strips -ion only after c or t and from a long enough stem ("lion", "onion", "region", "fashion" stay)', () => {
    expect(['lion', 'onion', 'region', 'fashion', 'action'].map(stem)).toEqual(['lion', 'onion', 'region', 'fashion', 'action']);
  });

  it('leaves short words, numbers and -eed words alone', () => {
    expect(['red', 'ai', 'ux', 'bus', 'speed', 'need', 'ring', 'string', '2024', 'web3'].map(stem)).toEqual([
      'red', 'ai', 'ux', 'bus', 'speed', 'need', 'ring', 'string', '2024', 'web3',
    ]);
  });
});

const docs = [
  { id: 10, text: 'Dark editorial fintech site with serif headlines and generous whitespace.' },
  { id: 11, text: 'Playful pastel e-commerce shop, rounded cards, bright pink accents.' },
  { id: 12, text: 'Minimalist architecture studio: monochrome, grid, lots of whitespace.' },
  { id: 13, text: 'Brutalist developer tools landing page, monospace type, dark mode, neon green.' },
  { id: 14, text: 'Serif serif serif: an editorial magazine about serif typography and editorial design.' },
];

describe('BM25', () => {
  const bm25 = createBm25(docs);

  it('scores exactly as Okapi BM25 with Lucene idf (k1 = 1.2, b = 0.75)', () => {
    // Hand computation for the query "fintech": one document (id 10) contains it once.
    const lengths = docs.map((d) => tokenize(d.text).length);
    const avg = lengths.reduce((a, b) => a + b) / lengths.length;
    const idf = Math.log(1 + (5 - 1 + 0.5) / (1 + 0.5));
    const expected = (idf * 1 * 2.2) / (1 + 1.2 * (1 - 0.75 + (0.75 * lengths[0]!) / avg));
    expect(bm25.search('fintech', 5)).toEqual([{ id: 10, score: expect.closeTo(expected, 12) }]);
  });

  it('ranks by term overlap, saturating repeated terms and normalizing long documents', () => {
    const hits = bm25.search('editorial serif', 5);
    expect(hits.map((h) => h.id)).toEqual([14, 10]);
    const one = createBm25([{ id: 1, text: 'serif' }, { id: 2, text: 'serif serif serif serif serif serif' }, { id: 3, text: 'sans' }], { b: 0 });
    const [top, second] = one.search('serif', 3);
    expect(top!.id).toBe(2);
    expect(top!.score / second!.score).toBeLessThan(2.2); // saturation: at most (k1 + 1)
  });

  it('matches across inflections, accents and compounds', () => {
    expect(bm25.search('minimalism architectural studios', 3)[0]!.id).toBe(12);
    expect(bm25.search('ecommerce shops', 3)[0]!.id).toBe(11);
    expect(bm25.search('Brutalism DEVELOPER-TOOLS', 3)[0]!.id).toBe(13);
  });

  it('returns only matching documents, never more than k, never padded', () => {
    expect(bm25.search('whitespace', 10).map((h) => h.id).sort()).toEqual([10, 12]);
    expect(bm25.search('whitespace', 1)).toHaveLength(1);
    expect(bm25.search('nothing matches zebra', 10)).toEqual([]);
    expect(bm25.search('the of and', 10)).toEqual([]);
    expect(bm25.search('dark', 0)).toEqual([]);
  });

  it('applies the filter before cutting to k', () => {
    expect(bm25.search('dark', 10, (id) => id !== 10)).toEqual([{ id: 13, score: expect.any(Number) }]);
    expect(bm25.search('serif editorial', 1, (id) => id === 10).map((h) => h.id)).toEqual([10]);
    expect(bm25.search('dark', 10, () => false)).toEqual([]);
  });

  it('breaks ties by id', () => {
    const tied = createBm25([{ id: 9, text: 'teal' }, { id: 3, text: 'teal' }, { id: 5, text: 'teal' }]);
    expect(tied.search('teal', 3).map((h) => h.id)).toEqual([3, 5, 9]);
  });

  it('handles an empty corpus and rejects bad input', () => {
    expect(createBm25([]).search('anything', 5)).toEqual([]);
    expect(() => createBm25([{ id: 1, text: 'a' }, { id: 1, text: 'b' }])).toThrow(BrandDesignError);
    expect(() => createBm25(docs, { k1: -1 })).toThrow(BrandDesignError);
    expect(() => createBm25(docs, { b: 2 })).toThrow(BrandDesignError);
    expect(() => bm25.search('dark', 1.5)).toThrow(BrandDesignError);
  });
});
