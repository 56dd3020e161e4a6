/**
 * The caption's phrases (issue 11 §2, deep reading more per candidate): a caption lists what the
 * thumbnail shows, and one thing asked is matched against each phrase on its own
 * (src/search/caption-vectors.ts `captionPhrases`, the stored `caption-phrases.f32`, the
 * re-scoring feature `captionPhrase`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionPhrases, readPhraseVectors, writePhraseVectors } from '../../src/search/caption-vectors.js';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import { bestDot, dot, fusedRankings, type LoadedCorpus } from '../../src/search/search.js';
import { rerankFeatures } from '../../src/search/rerank.js';

describe('captionPhrases', () => {
  it('splits a caption at commas, semicolons, colons and spaced dashes, without quotes', () => {
    expect(captionPhrases('wedding, beach couple photo, script names, hot pink band')).toEqual(['wedding', 'beach couple photo', 'script names', 'hot pink band']);
    expect(captionPhrases('charity: dark photo hero of children \'Giving What We Can\'; orange buttons')).toEqual(['charity', 'dark photo hero of children Giving What We Can', 'orange buttons']);
    expect(captionPhrases('"Imperial" script on black-and-white building photo - studio')).toEqual(['Imperial script on black-and-white building photo', 'studio']);
  });

  it('keeps hyphenated words whole and leaves out one-letter scraps', () => {
    expect(captionPhrases('black-and-white photos, a, x-ray')).toEqual(['black-and-white photos', 'x-ray']);
    expect(captionPhrases('')).toEqual([]);
  });
});

describe('best phrase cosine', () => {
  it('is the largest dot product, −1 without phrases', () => {
    const q = new Float32Array([1, 0]);
    expect(bestDot(q, [new Float32Array([0.2, 0.9]), new Float32Array([0.8, 0.6])])).toBeCloseTo(0.8);
    expect(bestDot(q, [])).toBe(-1);
    expect(bestDot(q, null)).toBe(-1);
  });
});

describe('on the committed corpus', () => {
  let corpus: LoadedCorpus;
  let dir: string;
  beforeAll(async () => {
    corpus = await loadDefaultCorpus();
    dir = mkdtempSync(join(tmpdir(), 'bd-phrases-'));
  }, 180_000);
  afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

  it('loads one vector per phrase of every caption', () => {
    expect(corpus.captionPhraseVectors).toBeDefined();
    corpus.entries.forEach((e, i) => {
      const vectors = corpus.captionPhraseVectors![i];
      if (!e.caption) expect(vectors).toBeNull();
      else expect(vectors!.length).toBe(captionPhrases(e.caption).length);
    });
  });

  it('writes phrase vectors that read back as written, and ignores them once a caption changes', async () => {
    const items = corpus.entries.filter((e) => e.caption).slice(0, 5).map((e) => ({ id: e.id, caption: e.caption! }));
    const rows = await writePhraseVectors(dir, items, corpus.embedder);
    expect(rows).toBe(items.reduce((n, c) => n + captionPhrases(c.caption).length, 0));
    const back = readPhraseVectors(dir, items, corpus.embedder)!;
    expect(back.map((v) => v.length)).toEqual(items.map((c) => captionPhrases(c.caption).length));
    const [direct] = await corpus.embedder.embed([captionPhrases(items[0]!.caption)[0]!]);
    expect(dot(back[0]![0]!, direct!)).toBeGreaterThan(0.9999);
    expect(readPhraseVectors(dir, [{ ...items[0]!, caption: `${items[0]!.caption}, red band` }, ...items.slice(1)], corpus.embedder)).toBeNull();
  }, 30_000);

  it('a caption that names the asked thing among others matches it better by its phrase than as a whole', async () => {
    const fused = (await fusedRankings(corpus, { query: 'script handwritten headings', depth: 'deep', topK: 10, filters: null }))!;
    const features = rerankFeatures(fused);
    const script = features.filter(({ ranked }) => /\bscript\b/i.test(fused.entries[ranked.index]!.caption ?? ''));
    expect(script.length).toBeGreaterThanOrEqual(4);
    // Such pages' best phrases are closer to the query than their whole captions (by 0.05 on average)...
    const gain = script.reduce((n, { features: f }) => n + f.captionPhrase - f.captionDense, 0) / script.length;
    expect(gain).toBeGreaterThan(0.05);
    // ...and the three pages of the pool whose phrase is closest all name a script.
    const byPhrase = [...features].sort((a, b) => b.features.captionPhrase - a.features.captionPhrase).slice(0, 3);
    for (const { ranked } of byPhrase) expect(fused.entries[ranked.index]!.caption).toMatch(/\bscript\b/i);
  });
});
