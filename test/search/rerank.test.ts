/**
 * The final re-scoring (src/search/rerank.ts; issue 11 §2): the first pages of the fused ranking
 * re-ordered by a linear model of their signals — a caption that names the asked thing outright
 * and a page agreeing on every asked facet rise over pages that only ranked well; a template's
 * inner page steps back; the tail keeps its order; and the committed weights, fitted on the gold
 * set, do that.
 */
import { describe, expect, it } from 'vitest';
import type { EntryFacets } from '../../src/search/facet-match.js';
import { readQuery } from '../../src/search/query-tags.js';
import { rankFast } from '../../src/search/rank.js';
import { rerank, rerankFeatures, RERANK_FEATURES, type RerankEntry, type RerankWeights } from '../../src/search/rerank.js';
import { RERANK_WEIGHTS } from '../../src/search/rerank-weights.js';

const measures = { primary: null, background: null, palette: [], heading: null, body: null, families: [], radius: { button: null, card: null }, layoutScores: {}, gradients: false, glass: false, shadow: null, borderWidth: null };
const facets = (over: Partial<EntryFacets> = {}): EntryFacets => ({
  industry: 'creative_agency', page_type: 'homepage', hues: ['blue'], layouts: [], theme: 'light', styles: ['flat'], type: ['sans'], families: [],
  temperature: 'cool', saturation: null, corners: 'rounded', moods: [], ...over,
});
const entry = (id: string, identity: string, over: Partial<EntryFacets> = {}): RerankEntry => ({ id, identity, facets: facets(over), measures });
const only = (feature: (typeof RERANK_FEATURES)[number], weight = 1): RerankWeights =>
  Object.fromEntries(RERANK_FEATURES.map((f) => [f, f === feature ? weight : 0])) as RerankWeights;

describe('rerank', () => {
  const reading = readQuery('dark agency');
  const entries = [entry('a', 'a'), entry('b', 'b', { theme: 'dark' }), entry('c--blog', 'c', { theme: 'dark', page_type: 'blog' }), entry('d', 'd')];
  const fast = rankFast(reading, entries, { dense: [0.9, 0.1, 0.5, 0.2], lexical: [3, 0, 0, 0], caption: [0, 4, 1, 0], captionDense: [0.2, 0.6, 0.4, 0.1] });

  it('reads each page: places, caption scores on one scale, agreement, inner pages', () => {
    const byId = new Map(rerankFeatures({ reading, entries, fast, deep: null }).map(({ ranked, features }) => [entries[ranked.index]!.id, features]));
    expect(byId.get('b')!.captionLexical).toBe(1);
    expect(byId.get('c--blog')!.captionLexical).toBeCloseTo(0.25);
    expect(byId.get('c--blog')!.innerPage).toBe(1);
    expect(byId.get('b')!.innerPage).toBe(0);
    expect(byId.get('b')!.agreement).toBeGreaterThan(byId.get('a')!.agreement);
    expect(byId.get(entries[fast[0]!.index]!.id)!.fastPlace).toBe(-0);
  });

  it('reads the caption\'s best phrase, and the whole caption where phrases are not known', () => {
    const withCaptions = rankFast(reading, entries, { dense: [0.9, 0.1, 0.5, 0.2], lexical: [3, 0, 0, 0], captionDense: [0.2, 0.6, 0.4, 0.1] });
    const phrase = [0.7, 0.5, -1, 0.3];
    const byId = new Map(rerankFeatures({ reading, entries, fast: withCaptions, deep: null, captionPhrase: (i) => phrase[i]! }).map(({ ranked, features }) => [entries[ranked.index]!.id, features]));
    expect(byId.get('a')!.captionPhrase).toBeCloseTo(0.7);
    expect(byId.get('c--blog')!.captionPhrase).toBeCloseTo(0.4);
    const without = new Map(rerankFeatures({ reading, entries, fast, deep: null }).map(({ ranked, features }) => [entries[ranked.index]!.id, features]));
    expect(without.get('a')!.captionPhrase).toBeCloseTo(0.2);
  });

  it('gives every page its template\'s entry page\'s caption match (an entry page, or a page whose entry page is filtered out, its own)', () => {
    const family = [...entries, entry('b--about', 'b')];
    const phrase = [0.7, 0.5, 0.45, 0.3, 0.1];
    const ranked = rankFast(reading, family, { dense: [0.9, 0.1, 0.5, 0.2, 0.3], lexical: [3, 0, 0, 0, 0], captionDense: [0.2, 0.6, 0.4, 0.1, 0.05] });
    const byId = new Map(rerankFeatures({ reading, entries: family, fast: ranked, deep: null, captionPhrase: (i) => phrase[i]! }).map(({ ranked: r, features }) => [family[r.index]!.id, features]));
    expect(byId.get('b--about')!.captionDense).toBeCloseTo(0.05);
    expect(byId.get('b--about')!.entryCaption).toBeCloseTo(0.6);
    expect(byId.get('b--about')!.entryPhrase).toBeCloseTo(0.5);
    expect(byId.get('b')!.entryCaption).toBeCloseTo(0.6);
    // c--blog's entry page is not among the candidates.
    expect(byId.get('c--blog')!.entryCaption).toBeCloseTo(0.4);
    expect(byId.get('c--blog')!.entryPhrase).toBeCloseTo(0.45);
  });

  it('reads the asked moods on the curator\'s labels on their own, every mood word counted', () => {
    const moody = readQuery('calm and romantic');
    const es = [entry('both', 'both', { moods: ['calm', 'romantic'] }), entry('one', 'one', { moods: ['calm'] }), entry('none', 'none')];
    const ranked = rankFast(moody, es, { dense: [0.1, 0.1, 0.1], lexical: [0, 0, 0] });
    const byId = new Map(rerankFeatures({ reading: moody, entries: es, fast: ranked, deep: null }).map(({ ranked: r, features }) => [es[r.index]!.id, features.moodLabel]));
    expect(byId.get('both')).toBe(1);
    expect(byId.get('one')).toBe(0.5);
    expect(byId.get('none')).toBe(0);
  });

  it('reads loud color asked and quiet color asked as two features (seenVivid, seenMuted), each 0 where the other is asked', () => {
    const page = (id: string, vivid: number): RerankEntry => ({ id, identity: id, facets: facets(), measures: { ...measures, page: { dark: 0.1, vivid, chroma: 0.003, photo: 0.1, hues: new Array(12).fill(0) } } });
    const es = [page('loud', 0.3), page('quiet', 0)];
    const seen = (query: string) => {
      const r = readQuery(query);
      const ranked = rankFast(r, es, { dense: [0.1, 0.1], lexical: [0, 0] });
      return new Map(rerankFeatures({ reading: r, entries: es, fast: ranked, deep: null }).map(({ ranked: x, features }) => [es[x.index]!.id, [features.seenVivid, features.seenMuted]]));
    };
    const colorful = seen('playful and colorful');
    expect(colorful.get('loud')).toEqual([1, 0]);
    expect(colorful.get('quiet')).toEqual([0, 0]);
    // "grayscale" asks quiet color (saturation muted at half weight): it is seenMuted, not seenVivid.
    const gray = seen('grayscale photos');
    expect(gray.get('quiet')).toEqual([0, 0.5]);
    expect(gray.get('loud')).toEqual([0, 0]);
  });

  it('orders the pool by the weighted features, the fused order breaking ties', () => {
    const ids = (w: RerankWeights, pool?: number) => rerank({ reading, entries, fast, deep: null }, w, pool).map((r) => entries[r.index]!.id);
    expect(ids(only('captionLexical'))).toEqual(['b', 'c--blog', ...fast.map((r) => entries[r.index]!.id).filter((id) => id !== 'b' && id !== 'c--blog')]);
    expect(ids(only('fastPlace'))).toEqual(fast.map((r) => entries[r.index]!.id));
    expect(ids(only('innerPage', -1)).at(-1)).toBe('c--blog');
    // Below the pool nothing moves.
    expect(ids(only('captionLexical'), 1)).toEqual(fast.map((r) => entries[r.index]!.id));
  });

  it('the committed weights favour captions that name the query, agreement, and entry pages', () => {
    for (const w of [RERANK_WEIGHTS.fast, RERANK_WEIGHTS.deep]) {
      expect(w.captionLexical).toBeGreaterThan(0);
      expect(w.agreement + w.agreementRead).toBeGreaterThan(0);
      expect(w.innerPage).toBeLessThan(0);
      expect(w.entryCaption + w.entryPhrase).toBeGreaterThan(0);
    }
    expect(RERANK_WEIGHTS.fast.deepPlace).toBe(0);
    expect(RERANK_WEIGHTS.fast.design).toBe(0);
  });
});
