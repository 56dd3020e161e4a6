/**
 * Similarity lookup over the bundled corpus (issue 4 §4–5): another page of the same brand is in
 * the top 5 for ≥ 90% of the pages of brands with several pages. Queries here start from the
 * card's features; scripts/eval-search.ts --data-dir runs the same check from real extractions.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import type { LoadedCorpus } from '../../src/search/search.js';
import { identityOf } from '../../src/search/card-entry.js';
import type { CorpusCard } from '../../src/corpus/cards.js';
import { featuresOf, onePerIdentity, similarEntries, similarity } from '../../src/search/similar.js';

let corpus: LoadedCorpus;
beforeAll(async () => {
  corpus = await loadDefaultCorpus();
});

describe('similar', () => {
  it('finds another page of the same brand in the top 5 for ≥ 90% of multi-page brands', async () => {
    const byBrand = new Map<string, number[]>();
    corpus.entries.forEach((e, i) => byBrand.set(e.brandKey, [...(byBrand.get(e.brandKey) ?? []), i]));
    const multi = [...byBrand.values()].filter((v) => v.length > 1).flat();
    expect(multi.length).toBeGreaterThanOrEqual(10);
    let hits = 0;
    for (const i of multi) {
      const e = corpus.entries[i]!;
      const results = await similarEntries(corpus, { measures: e.measures, thumbnail: e.thumbnail, identity: corpus.vectors[i]! }, { limit: 5, excludeUrl: e.card.url });
      expect(results.map((r) => r.entry.card.url)).not.toContain(e.card.url);
      if (results.some((r) => r.entry.brandKey === e.brandKey)) hits++;
    }
    expect(hits / multi.length).toBeGreaterThanOrEqual(0.9);
  });

  it('scores a page against itself above every other page, and missing blocks as neutral', () => {
    const all = corpus.entries.map((e, i) => featuresOf(e, corpus.vectors[i]!));
    for (let i = 0; i < all.length; i += 15) {
      const self = similarity(all[i]!, all[i]!);
      // A page not labelled yet has its kind and mood blocks neutral (0.5), even against itself.
      expect(self).toBeGreaterThan(0.85);
      for (let j = 0; j < all.length; j++) if (corpus.entries[j]!.card.url !== corpus.entries[i]!.card.url) expect(similarity(all[i]!, all[j]!)).toBeLessThanOrEqual(self);
    }
    const bare = featuresOf({ ...corpus.entries[0]!, thumbnail: null }, null);
    expect(similarity(bare, bare)).toBeLessThan(similarity(all[0]!, all[0]!)); // unknown identity/thumbnail count 0.5, not 1
  });

  it('weighs the look the eye labels: light or dark, the hues seen, the moods (issue 11 §2)', () => {
    const entry = corpus.entries[0]!;
    const withLook = (theme: 'light' | 'dark', hues: string[], moods: string[]) =>
      featuresOf({ ...entry, facets: { ...entry.facets, theme, lookHues: hues, moods } }, corpus.vectors[0]!);
    const dark = withLook('dark', ['orange'], ['photographic', 'moody']);
    expect(similarity(dark, withLook('dark', ['orange'], ['photographic', 'moody']))).toBeGreaterThan(similarity(dark, withLook('light', ['orange'], ['photographic', 'moody'])));
    expect(similarity(dark, withLook('dark', ['orange'], ['moody']))).toBeGreaterThan(similarity(dark, withLook('dark', ['blue'], ['moody'])));
    expect(similarity(dark, withLook('dark', ['orange'], ['photographic']))).toBeGreaterThan(similarity(dark, withLook('dark', ['orange'], ['illustrated'])));
    // Without facets (an old caller's features) the look block is neutral, never an error.
    const bare = featuresOf({ measures: entry.measures, thumbnail: entry.thumbnail }, corpus.vectors[0]!);
    expect(bare.look).toBeNull();
    expect(similarity(bare, dark)).toBeGreaterThan(0);
  });

  it('starts from a design system (and survives an unreadable screenshot)', async () => {
    const designSystem = JSON.parse(readFileSync(new URL('../fixtures/design-systems/gen-tarix.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const results = await similarEntries(corpus, { designSystem, screenshotPng: Buffer.from('not a png') }, { limit: 3 });
    expect(results).toHaveLength(3);
    expect(results[0]!.score).toBeGreaterThanOrEqual(results[2]!.score);
    // Tarix is a dark page: most of its closest corpus pages are dark too.
    expect(results.filter((r) => r.entry.facets.theme === 'dark').length).toBeGreaterThanOrEqual(2);
  });

  it('shows one page per visual identity: siblings do not crowd out other brands (issue 11 §2)', async () => {
    let lookups = 0;
    for (let i = 0; i < corpus.entries.length; i += 7) {
      const e = corpus.entries[i]!;
      const results = await similarEntries(corpus, { measures: e.measures, thumbnail: e.thumbnail, identity: corpus.vectors[i]! }, { limit: 30, excludeUrl: e.card.url });
      expect(results).toHaveLength(30);
      const identities = results.map((r) => r.entry.identity);
      expect(new Set(identities).size, e.card.url).toBe(identities.length);
      lookups++;
    }
    expect(lookups).toBeGreaterThan(10);
  });

  it('keeps the closest page of each identity, in order', () => {
    const item = (identity: string, id: string) => ({ entry: { identity }, id });
    const ranked = [item('a', 'a1'), item('a', 'a2'), item('b', 'b1'), item('a', 'a3'), item('c', 'c1'), item('b', 'b2')];
    expect(onePerIdentity(ranked, 6).map((r) => r.id)).toEqual(['a1', 'b1', 'c1']);
    expect(onePerIdentity(ranked, 2).map((r) => r.id)).toEqual(['a1', 'b1']);
  });

  it("reads a card's identity, falling back to its host for cards without one", () => {
    const card = corpus.entries[0]!;
    const base = { url: 'https://example.test/about.html' } as CorpusCard;
    expect(identityOf({ ...base, identity: 'template-x' } as CorpusCard)).toBe('template-x');
    expect(identityOf(base)).toBe('example.test');
    expect(card.identity).toBeTruthy();
  });
});

