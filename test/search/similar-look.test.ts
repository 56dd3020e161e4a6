/**
 * What `similar` relies on to show look-alikes (issue 11 §2), on the committed corpus and on the
 * pure pieces: a light page's neighbours are light, a dashboard's are dashboards, one brand shows
 * once, a page of wide painted bands lists pages painting that hue; the first viewport read off its color grid (sidebar chrome), the kind of screen, and shared
 * look labels weighed by how rare they are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import type { CorpusEntry } from '../../src/search/corpus-entry.js';
import type { LoadedCorpus } from '../../src/search/search.js';
import { pageKind, unpainted, viewportLook } from '../../src/search/similar-features.js';
import { corpusThumbLook, featuresOf, labelRarity, similarEntries, similarity } from '../../src/search/similar.js';

let corpus: LoadedCorpus;
beforeAll(async () => {
  corpus = await loadDefaultCorpus();
}, 120_000);

/** The corpus labels an admin dashboard as a `product` page laid out as a dense grid of cards. */
const isDashboard = (e: CorpusEntry): boolean =>
  e.facets.page_type === 'product' && e.facets.layouts.slice(0, 2).includes('dense_packed') && e.facets.layouts.includes('card_based');

async function topSix(i: number): Promise<CorpusEntry[]> {
  const e = corpus.entries[i]!;
  const query = { measures: e.measures, thumbnail: e.thumbnail, identity: corpus.vectors[i]!, facets: e.facets, look: corpusThumbLook(corpus, i) };
  const results = await similarEntries(corpus, query, { limit: 6, excludeUrl: e.card.url });
  return results.map((r) => r.entry);
}

/**
 * Labelled light, or a `dark` label that breaks the corpus README's rule: under 40 % of the
 * thumbnail dark is a dark header, hero or footer over a light page (corpus/README.md lists those
 * labels, not applied: a white services page under a black header is light).
 */
const readsLight = (e: CorpusEntry): boolean => e.facets.theme === 'light' || (e.look?.dark ?? 1) < 0.4;

describe('similar on the corpus (issue 11 §2)', () => {
  it("lists light pages first for a light page, and a page's own identity at most once", async () => {
    let light = 0;
    // Every third page keeps the test short; the property holds for all of them.
    for (let i = 0; i < corpus.entries.length; i += 3) {
      const e = corpus.entries[i]!;
      if (e.facets.theme !== 'light') continue;
      const top = await topSix(i);
      expect(top.filter(readsLight).length, e.id).toBeGreaterThanOrEqual(5);
      expect(top.filter((r) => r.identity === e.identity).length, e.id).toBeLessThanOrEqual(1);
      expect(new Set(top.map((r) => r.identity)).size, e.id).toBe(top.length);
      light++;
    }
    expect(light).toBeGreaterThan(100);
  }, 60_000);

  it("lists dark pages for a page that is dark through (its thumbnail, not its label), and any page's own identity at most once", async () => {
    // Dark through: most of the whole thumbnail darker than OKLab L 0.5 (thumbs.json), whatever
    // the hand theme says (a dark hero over a white page is labelled dark).
    const darkThrough = corpus.entries.flatMap((e, i) => ((e.look?.dark ?? 0) >= 0.6 ? [i] : []));
    expect(darkThrough.length).toBeGreaterThanOrEqual(30);
    let mostlyDark = 0;
    for (const i of darkThrough) {
      const top = await topSix(i);
      if (top.filter((r) => (r.look?.dark ?? 0) >= 0.4).length >= 4) mostlyDark++;
      expect(top.filter((r) => r.identity === corpus.entries[i]!.identity).length, corpus.entries[i]!.id).toBeLessThanOrEqual(1);
    }
    expect(mostlyDark / darkThrough.length).toBeGreaterThanOrEqual(0.85);
  }, 60_000);

  it('lists serif pages for a light serif page more often than their share of the corpus', async () => {
    const serif = (e: CorpusEntry): boolean => e.measures.heading === 'serif' || e.measures.body === 'serif';
    const pages = corpus.entries.flatMap((e, i) => (serif(e) && e.facets.theme === 'light' ? [i] : []));
    expect(pages.length).toBeGreaterThanOrEqual(30);
    let neighbours = 0;
    for (const i of pages) neighbours += (await topSix(i)).filter(serif).length;
    // One page in ten is serif; a serif page's top 6 holds well over two serif pages on average.
    expect(corpus.entries.filter(serif).length / corpus.entries.length).toBeLessThan(0.15);
    expect(neighbours / pages.length).toBeGreaterThanOrEqual(2.3);
  }, 60_000);

  it('lists pages that paint the same hue for a page of wide painted bands, well above chance', async () => {
    // Painted: vivid color outside photographs (thumbs.json `flat`), per 30° hue bin; a hue with its two neighbours.
    const flat = (e: CorpusEntry): number[] => e.look?.flat ?? new Array<number>(12).fill(0);
    const around = (f: number[], bin: number): number => f[(bin + 11) % 12]! + f[bin]! + f[(bin + 1) % 12]!;
    const lead = (f: number[]): number => f.indexOf(Math.max(...f));
    const banded = corpus.entries.flatMap((e, i) => {
      const f = flat(e);
      const total = f.reduce((a, b) => a + b, 0);
      return total >= 0.08 && around(f, lead(f)) >= 0.7 * total ? [i] : [];
    });
    expect(banded.length).toBeGreaterThanOrEqual(100);
    let same = 0;
    let chance = 0;
    for (const i of banded) {
      const bin = lead(flat(corpus.entries[i]!));
      const paints = (e: CorpusEntry): boolean => around(flat(e), bin) >= 0.02;
      same += (await topSix(i)).filter(paints).length;
      chance += (6 * corpus.entries.filter(paints).length) / corpus.entries.length;
    }
    // Crimson bands list pages with crimson bands, not white pages with a crimson button.
    expect(chance / banded.length).toBeLessThan(1.5);
    expect(same / banded.length).toBeGreaterThanOrEqual(4.8);
  }, 60_000);

  it("gives a dashboard dashboards as neighbours, dark ones included", async () => {
    const dashboards = corpus.entries.flatMap((e, i) => (isDashboard(e) ? [i] : []));
    expect(dashboards.length).toBeGreaterThanOrEqual(10);
    let fullRows = 0;
    for (const i of dashboards) {
      const top = await topSix(i);
      const alike = top.filter(isDashboard).length;
      expect(alike, corpus.entries[i]!.id).toBeGreaterThanOrEqual(5);
      if (alike === 6) fullRows++;
    }
    expect(fullRows / dashboards.length).toBeGreaterThanOrEqual(0.9);
    // A dark dashboard (its colors are those of dark photo sites) still lists dashboards.
    const dark = dashboards.find((i) => corpus.entries[i]!.facets.theme === 'dark');
    expect(dark).toBeDefined();
    expect((await topSix(dark!)).filter(isDashboard).length).toBe(6);
  }, 60_000);
});

/** A 12×8 grid: `left` for the first `width` columns of every row but the top one, `rest` elsewhere. */
const grid = (left: string, rest: string, width = 1): { columns: number; rows: number; colors: string[] } => ({
  columns: 12,
  rows: 8,
  colors: Array.from({ length: 96 }, (_, i) => (i >= 12 && i % 12 < width ? left : rest)),
});

describe('the first viewport as the eye reads it', () => {
  it('sees a sidebar: an even column unlike the content beside it, not a flat page or a photo', () => {
    expect(viewportLook(grid('#1e293b', '#f8fafc'))!.sidebar).toBeGreaterThan(0.9);
    expect(viewportLook(grid('#4f46e5', '#ffffff', 2))!.sidebar).toBeGreaterThan(0.9);
    expect(viewportLook(grid('#ffffff', '#ffffff'))!.sidebar).toBeCloseTo(0, 6);
    // A photo: every cell different, the left column as uneven as the rest.
    const photo = { columns: 12, rows: 8, colors: Array.from({ length: 96 }, (_, i) => `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`) };
    expect(viewportLook(photo)!.sidebar).toBeLessThan(0.3);
    expect(viewportLook(photo)!.texture).toBeGreaterThan(viewportLook(grid('#ffffff', '#ffffff'))!.texture);
  });

  it('reads light or dark, row by row, and the dominant color', () => {
    const darkHero = { columns: 12, rows: 8, colors: Array.from({ length: 96 }, (_, i) => (i < 48 ? '#111111' : '#ffffff')) };
    const look = viewportLook(darkHero)!;
    expect(look.rowL[0]).toBeLessThan(0.3);
    expect(look.rowL[7]).toBeGreaterThan(0.95);
    expect(look.dominantShare).toBeCloseTo(0.5);
    expect(viewportLook(null)).toBeNull();
    expect(viewportLook({ columns: 12, rows: 8, colors: ['#fff'] })).toBeNull();
  });

  it('tells an app screen, an entry page and an inner page', () => {
    const labels = (page_type: string, layouts: string[] = [], moods: string[] = []) => ({ page_type, layouts, moods });
    expect(pageKind(labels('product', ['dense_packed', 'card_based']), {}, null)).toBe('app');
    expect(pageKind(labels('product', ['centered_symmetric'], ['photographic']), {}, null)).toBe('entry'); // a UI kit's showcase
    expect(pageKind(labels('product', ['left_aligned_flush', 'overlapping_layered', 'dense_packed']), {}, null)).toBe('entry'); // a shop's product page
    expect(pageKind(labels('landing_page'), {}, null)).toBe('entry');
    expect(pageKind(labels('pricing'), {}, null)).toBe('inner');
    // Without labels (a caller's extraction) only dashboard chrome is recognised, by its measures.
    const chrome = viewportLook(grid('#1e293b', '#f8fafc'));
    expect(pageKind(null, { dense_packed: 0.8, card_based: 0.9 }, chrome)).toBe('app');
    expect(pageKind(null, { dense_packed: 0.2, card_based: 0.9 }, chrome)).toBeNull();
    // A white sidebar does not show in the grid; unequal dense panels of cards still read as an app.
    const white = viewportLook(grid('#ffffff', '#ffffff'));
    expect(pageKind(null, { dense_packed: 0.8, card_based: 0.9, asymmetric_broken_grid: 0.7 }, white)).toBe('app');
    expect(pageKind(null, { dense_packed: 0.8, card_based: 0.9, asymmetric_broken_grid: 0.1 }, white)).toBeNull(); // a dense price table
    expect(pageKind({ page_type: '', layouts: [], moods: [] }, { dense_packed: 0.8, card_based: 0.9 }, viewportLook(grid('#fff', '#fff')))).toBeNull();
  });
});

describe('a first viewport captured before its hero painted', () => {
  it('is left out on a photographic entry page, kept on an inner page or a page that is white by design', () => {
    const blank = viewportLook(grid('#ffffff', '#ffffff'))!;
    expect(unpainted(blank, 'entry', ['warm', 'photographic'])).toBe(true);
    expect(unpainted(blank, 'inner', ['photographic'])).toBe(false); // photos further down an about page
    expect(unpainted(blank, 'entry', ['minimal', 'clean'])).toBe(false);
    expect(unpainted(viewportLook(grid('#1e293b', '#f8fafc'))!, 'entry', ['photographic'])).toBe(false);
    const base = corpus.entries[0]!;
    const page = featuresOf({ measures: base.measures, thumbnail: grid('#ffffff', '#ffffff'), facets: { ...base.facets, page_type: 'homepage', moods: ['photographic'] } }, null);
    expect(page.viewport).toBeNull();
  });
});

describe('shared look labels', () => {
  it('weigh by rarity: sharing a rare mood counts for more than sharing a common one', () => {
    const base = corpus.entries[0]!;
    const page = (moods: string[]) => featuresOf({ ...base, facets: { ...base.facets, moods, layouts: [], lookHues: [] } }, null);
    const pages = [...Array.from({ length: 20 }, () => page(['photographic'])), page(['romantic']), page(['romantic', 'photographic'])];
    const rarity = labelRarity(pages);
    expect(rarity.get('mood:romantic')!).toBeGreaterThan(rarity.get('mood:photographic')!);
    const query = page(['romantic', 'photographic']);
    expect(similarity(query, page(['romantic']), { rarity })).toBeGreaterThan(similarity(query, page(['photographic']), { rarity }));
    // Unweighted, the two are the same distance away.
    expect(similarity(query, page(['romantic']))).toBeCloseTo(similarity(query, page(['photographic'])), 10);
  });
});
