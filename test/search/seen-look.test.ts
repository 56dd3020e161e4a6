/**
 * The look a query asks for, as the whole thumbnail shows it (issue 11 §2; src/search/seen-look.ts):
 * a color by the thumbnail's hue bins, light or dark by its dark share; and the tier cap — a color
 * or theme asked outright that the page visibly lacks is never a `strong` match.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import type { DesignMeasures, PageLook } from '../../src/search/deep-facets.js';
import { readQuery } from '../../src/search/query-tags.js';
import { LOOK_MISSED_CAP, lookCapped, tierOf } from '../../src/search/rank.js';
import { createSearchEngine, type LoadedCorpus } from '../../src/search/search.js';
import { blackShare, colorShare, familyShare, gridChroma, hueShareIn, seenAspects, seenCue, themeLabelMissed, viewportPhotoShare, visiblyMissing } from '../../src/search/seen-look.js';
import { rerankFeatures } from '../../src/search/rerank.js';
import { rankFast } from '../../src/search/rank.js';

const bins = (entries: Record<number, number>): number[] => Array.from({ length: 12 }, (_, k) => entries[k] ?? 0);
const base: DesignMeasures = {
  primary: { l: 0.6, c: 0.2, h: 355 }, background: { l: 0.99, c: 0, h: 0 }, palette: [], heading: null, body: null, families: [],
  radius: { button: null, card: null }, layoutScores: {}, gradients: false, glass: false, shadow: null, borderWidth: null, viewportL: 0.9,
};
const withPage = (p: Partial<PageLook>, m: Partial<DesignMeasures> = {}): DesignMeasures => ({ ...base, ...m, page: { dark: 0.1, vivid: 0.05, chroma: 0.02, photo: 0.1, hues: bins({}), ...p } });

describe('hue shares of the thumbnail', () => {
  it('reads a range of degrees off 30° bins, each taken as evenly filled, wrapping through 0°', () => {
    expect(hueShareIn(bins({ 1: 0.3 }), 30, 60)).toBeCloseTo(0.3);
    expect(hueShareIn(bins({ 1: 0.3 }), 45, 60)).toBeCloseTo(0.15);
    // pink spans 335°–12°: the end of bin 11 and the start of bin 0
    expect(familyShare(bins({ 11: 0.3, 0: 0.3 }), 'pink')).toBeCloseTo(0.3 * (25 / 30) + 0.3 * (12 / 30));
    expect(familyShare(bins({ 8: 0.2 }), 'blue')).toBeCloseTo(0.2);
    expect(familyShare(bins({ 8: 0.2 }), 'pink')).toBe(0);
  });

  it('a named color is read near its own hue; a color without hue has none', () => {
    // hot pink (#ff028d) sits at ~358°
    expect(colorShare(bins({ 11: 0.2 }), '#ff028d')).toBeGreaterThan(0.05);
    expect(colorShare(bins({ 1: 0.2 }), '#ff028d')).toBe(0);
    expect(colorShare(bins({ 1: 0.2 }), '#000000')).toBeNull();
  });
});

describe('a photo hero on the first view (12 × 8 grid of mean colors)', () => {
  const flat = Array.from({ length: 96 }, () => '#ffffff');
  const tinted = Array.from({ length: 96 }, () => '#3366aa');
  // a photograph: mid tones that change from cell to cell
  const photo = Array.from({ length: 96 }, (_, i) => { const v = (40 + ((i * 37) % 150)).toString(16).padStart(2, '0'); return `#${v}${v}${v}`; });
  it('a flat or white hero has none, a textured mid-tone one most', () => {
    expect(viewportPhotoShare(flat, 12, 8)).toBe(0);
    expect(viewportPhotoShare(tinted, 12, 8)).toBe(0);
    expect(viewportPhotoShare(photo, 12, 8)!).toBeGreaterThan(0.8);
    expect(viewportPhotoShare([], 12, 8)).toBeNull();
  });
  it('makes "photographic" plainer on a photo-hero page than on one with photos further down only', () => {
    const cue = { field: 'mood' as const, value: 'photographic' };
    expect(seenCue(withPage({ photo: 0.2, heroPhoto: 0.8 }), cue)!).toBeGreaterThan(seenCue(withPage({ photo: 0.2, heroPhoto: 0 }), cue)!);
  });
});

describe('seen cues and aspects', () => {
  it('a page awash in the asked hue agrees more than one with a trace of it', () => {
    const reading = readQuery('hot pink');
    expect(seenAspects(reading, withPage({ hues: bins({ 11: 0.2 }) })).color).toBeGreaterThan(seenAspects(reading, withPage({ hues: bins({ 11: 0.002 }) })).color);
  });

  it('dark from the dark share, grayscale from low chroma, photographic from the photo share', () => {
    expect(seenCue(withPage({ dark: 0.6 }), { field: 'theme', value: 'dark' })).toBe(1);
    expect(seenCue(withPage({ dark: 0.05 }), { field: 'theme', value: 'dark' })).toBe(0);
    expect(seenCue(withPage({ chroma: 0.004, vivid: 0 }), { field: 'palette', value: 'monochrome' })).toBe(1);
    expect(seenCue(withPage({ chroma: 0.03, vivid: 0.2 }), { field: 'palette', value: 'monochrome' })).toBe(0);
    expect(seenCue(withPage({ photo: 0.5 }), { field: 'mood', value: 'photographic' })).toBe(1);
    expect(seenCue(withPage({}), { field: 'industry', value: 'fashion' })).toBeNull();
  });

  it('per aspect for the re-scoring model: the asked ones only, alternatives by their weight', () => {
    const a = seenAspects(readQuery('dark site, navy accents, photo-led'), withPage({ dark: 0.6, photo: 0.5, hues: bins({ 8: 0.1 }) }));
    expect(a).toMatchObject({ color: 1, theme: 1, palette: 0, saturation: 0 });
    expect(a.photo).toBe(1);
    expect(seenAspects(readQuery('law firm'), withPage({ dark: 0.6 }))).toEqual({ color: 0, theme: 0, palette: 0, saturation: 0, photo: 0, layout: 0 });
  });

  it('the re-scoring model reads them: the page showing the asked pink scores higher, the one lacking it is marked', () => {
    const reading = readQuery('hot pink shop');
    const facets = { industry: 'e_commerce', page_type: 'homepage', hues: ['pink'], layouts: [], theme: 'light' as const, styles: [], type: [], families: [], temperature: null, saturation: null, corners: null, moods: [] };
    const entries = [
      { id: 'a', identity: 'a', facets, measures: withPage({ hues: bins({ 11: 0.08 }) }) },
      { id: 'b', identity: 'b', facets, measures: withPage({ hues: bins({ 5: 0.08 }) }) },
    ];
    const fast = rankFast(reading, entries, { dense: [0.5, 0.5], lexical: [0, 0] });
    const byId = new Map(rerankFeatures({ reading, entries, fast, deep: null }).map(({ ranked, features }) => [entries[ranked.index]!.id, features]));
    expect(byId.get('a')!.seenColor).toBeGreaterThan(byId.get('b')!.seenColor);
    expect(byId.get('a')!.seenMissing).toBe(0);
    expect(byId.get('b')!.seenMissing).toBe(1);
  });

  it("centered or left-aligned is read off the first view's composition, and the re-scoring model reads it", () => {
    const centeredHero = withPage({ heroCenter: 0.9, heroLeft: 0.1, heroRight: 0 } as Partial<PageLook>);
    const leftHero = withPage({ heroCenter: 0.05, heroLeft: 0.9, heroRight: 0.05 } as Partial<PageLook>);
    expect(seenCue(centeredHero, { field: 'layout', value: 'centered_symmetric' })).toBe(0.9);
    expect(seenCue(leftHero, { field: 'layout', value: 'left_aligned_flush' })).toBe(0.9);
    // Another layout, or a look stored before the composition was read: nothing seen.
    expect(seenCue(centeredHero, { field: 'layout', value: 'dense_packed' })).toBeNull();
    expect(seenCue(withPage({}), { field: 'layout', value: 'centered_symmetric' })).toBeNull();
    const reading = readQuery('big photo hero with centered headline');
    expect(seenAspects(reading, centeredHero).layout).toBeGreaterThan(seenAspects(reading, leftHero).layout);
    expect(seenAspects(readQuery('left aligned landing page'), leftHero).layout).toBeGreaterThan(seenAspects(readQuery('left aligned landing page'), centeredHero).layout);
    const facets = { industry: 'saas', page_type: 'landing_page', hues: [], layouts: [], theme: 'light' as const, styles: [], type: [], families: [], temperature: null, saturation: null, corners: null, moods: [] };
    const entries = [{ id: 'a', identity: 'a', facets, measures: centeredHero }, { id: 'b', identity: 'b', facets, measures: leftHero }];
    const fast = rankFast(reading, entries, { dense: [0.5, 0.5], lexical: [0, 0] });
    const byId = new Map(rerankFeatures({ reading, entries, fast, deep: null }).map(({ ranked, features }) => [entries[ranked.index]!.id, features]));
    expect(byId.get('a')!.seenLayout).toBeGreaterThan(byId.get('b')!.seenLayout);
  });

  it('nothing is seen without a stored look, or when the query asks nothing a thumbnail shows', () => {
    expect(seenCue(base, { field: 'hue', value: 'pink' })).toBeNull();
    expect(seenAspects(readQuery('hot pink'), base)).toEqual({ color: 0, theme: 0, palette: 0, saturation: 0, photo: 0, layout: 0 });
    expect(seenAspects(readQuery('law firm'), withPage({}))).toEqual({ color: 0, theme: 0, palette: 0, saturation: 0, photo: 0, layout: 0 });
  });
});

describe('an asked color or theme the page visibly lacks caps its tier (issue 11 §2)', () => {
  it('names the missing color, and not one the page shows', () => {
    const reading = readQuery('vibrant hot pink online shop');
    expect(visiblyMissing(reading, withPage({ hues: bins({ 2: 0.05, 6: 0.03 }) }))?.field).toBe('color');
    expect(visiblyMissing(reading, withPage({ hues: bins({ 11: 0.04 }) }))).toBeNull();
    // a neighbouring family the name only leans to (red, for hot pink) does not stand in for it
    expect(visiblyMissing(reading, withPage({ hues: bins({ 1: 0.05 }) }))).not.toBeNull();
  });

  it('dark asked of an all-white page, light asked of a dark one; weak hints cap nothing', () => {
    expect(visiblyMissing(readQuery('dark portfolio'), withPage({ dark: 0.03 }, { viewportL: 0.95 }))?.value).toBe('dark');
    expect(visiblyMissing(readQuery('dark portfolio'), withPage({ dark: 0.5 }, { viewportL: 0.3 }))).toBeNull();
    expect(visiblyMissing(readQuery('light portfolio'), withPage({ dark: 0.8 }, { viewportL: 0.2 }))?.value).toBe('light');
    // "soft" only hints at a light page
    expect(visiblyMissing(readQuery('soft portfolio'), withPage({ dark: 0.8 }, { viewportL: 0.2 }))).toBeNull();
  });

  it('grayscale asked of a page in plain color, loud color asked of a page with next to none', () => {
    expect(visiblyMissing(readQuery('grayscale architecture photos'), withPage({ vivid: 0.15, chroma: 0.04 }))?.field).toBe('palette');
    expect(visiblyMissing(readQuery('grayscale architecture photos'), withPage({ vivid: 0.01, chroma: 0.006 }))).toBeNull();
    expect(visiblyMissing(readQuery('vibrant agency'), withPage({ vivid: 0.004 }))?.field).toBe('saturation');
    expect(visiblyMissing(readQuery('vibrant agency'), withPage({ vivid: 0.2 }))).toBeNull();
  });

  it('grayscale asked of a page whose first view is in color (a blue-sky photo hero over a white page)', () => {
    expect(gridChroma(['#808080', '#ffffff'])).toBeCloseTo(0, 3);
    expect(gridChroma(['#3a7bd5', '#ffffff'])!).toBeGreaterThan(0.05);
    expect(gridChroma([])).toBeNull();
    const reading = readQuery('grayscale architecture photos');
    // the whole page quiet (chroma 0.019, hardly any vivid color), the first view plainly in color
    expect(visiblyMissing(reading, withPage({ vivid: 0.003, chroma: 0.019, heroChroma: 0.043 }))?.field).toBe('palette');
    expect(visiblyMissing(reading, withPage({ vivid: 0.003, chroma: 0.019, heroChroma: 0.002 }))).toBeNull();
    expect(seenCue(withPage({ vivid: 0.003, chroma: 0.006, heroChroma: 0.043 }), { field: 'palette', value: 'monochrome' })!)
      .toBeLessThan(seenCue(withPage({ vivid: 0.003, chroma: 0.006, heroChroma: 0.002 }), { field: 'palette', value: 'monochrome' })!);
  });

  it('black as one of two colors ("black and yellow") is missing from a page with next to no black on it', () => {
    expect(blackShare(['#000000', '#111111', '#ffffff', '#ffd000'])).toBe(0.5);
    expect(blackShare(['#1a0a40'])).toBe(0); // a deep violet is no black
    const reading = readQuery('black and yellow construction company');
    expect(visiblyMissing(reading, withPage({ hues: bins({ 3: 0.05 }), black: 0.01 }))?.label).toBe('black');
    expect(visiblyMissing(reading, withPage({ hues: bins({ 3: 0.05 }), black: 0.2 }))).toBeNull();
  });

  it('the curator\'s light/dark label opposite to the asked theme is a miss, unless the measured dark share says otherwise', () => {
    const dark = readQuery('dark fintech dashboard');
    expect(themeLabelMissed(dark, 'light', 0.15)?.value).toBe('dark'); // a light dashboard with a dark sidebar
    expect(themeLabelMissed(dark, 'light', 0.5)).toBeNull(); // labelled light, half dark: the label is not clear-cut
    expect(themeLabelMissed(dark, 'dark', 0.05)).toBeNull();
    const light = readQuery('light airy portfolio');
    expect(themeLabelMissed(light, 'dark', 0.8)?.value).toBe('light');
    expect(themeLabelMissed(light, 'dark', 0.25)).toBeNull(); // labelled dark for its hero, white below
    // A theme hint is no outright ask: "black and yellow" keeps light pages with black bands.
    expect(themeLabelMissed(readQuery('black and yellow construction company'), 'light', 0.1)).toBeNull();
    expect(visiblyMissing(dark, withPage({ dark: 0.15 }), 'light')?.value).toBe('dark');
    expect(visiblyMissing(dark, withPage({ dark: 0.15 }), null)).toBeNull();
  });

  it('keeps the score below strong, and leaves the rest alone', () => {
    const reading = readQuery('hot pink shop');
    const lacking = withPage({ hues: bins({ 6: 0.05 }) });
    expect(tierOf(lookCapped(reading, lacking, null, 0.95))).toBe('good');
    expect(lookCapped(reading, lacking, null, 0.95)).toBe(LOOK_MISSED_CAP);
    expect(lookCapped(reading, lacking, null, 0.5)).toBe(0.5);
    expect(lookCapped(reading, withPage({ hues: bins({ 11: 0.05 }) }), null, 0.95)).toBe(0.95);
    expect(lookCapped(reading, base, null, 0.95)).toBe(0.95);
  });
});

describe('on the bundled corpus', () => {
  let corpus: LoadedCorpus;
  beforeAll(async () => { corpus = await loadDefaultCorpus(); });

  it('the pages whose caption names a photo hero show more of one on the first view than the others (AUC ≥ 0.75)', () => {
    const hero = /photo hero|photo slider|over (a |an )?[\w -]*photo|full-screen[\w -]*photo|photo header|photo background/;
    const pos: number[] = [], neg: number[] = [];
    for (const e of corpus.entries) {
      const h = e.measures.page?.heroPhoto;
      if (h === undefined || h === null || !e.caption) continue;
      (hero.test(e.caption) ? pos : neg).push(h);
    }
    expect(pos.length).toBeGreaterThan(50);
    let wins = 0;
    for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
    expect(wins / (pos.length * neg.length)).toBeGreaterThanOrEqual(0.75);
  });

  it('"vibrant hot pink online shop": no strong card without visible pink (the pastel furniture shop with one pink button is not strong)', async () => {
    const engine = createSearchEngine({ load: async () => corpus });
    const byUrl = new Map(corpus.entries.map((e) => [e.card.url, e]));
    for (const depth of ['fast', 'deep'] as const) {
      const { results } = await engine.search({ query: 'vibrant hot pink online shop', depth, topK: 10, filters: null });
      expect(results.length, depth).toBe(10);
      for (const card of results.filter((r) => r.match === 'strong')) {
        const hues = byUrl.get(card.url)!.measures.page!.hues!;
        expect(Math.max(familyShare(hues, 'pink'), colorShare(hues, '#ff028d')!), `${depth} ${card.url}`).toBeGreaterThanOrEqual(0.005);
      }
      const aranoz = results.find((r) => byUrl.get(r.url)!.id === 'cl-aranoz');
      if (aranoz) expect(aranoz.match, depth).not.toBe('strong');
    }
  });

  it('"architecture firm with grayscale building photos": no strong card whose first view is in color', async () => {
    const engine = createSearchEngine({ load: async () => corpus });
    const byUrl = new Map(corpus.entries.map((e) => [e.card.url, e]));
    let colorfulHeroes = 0;
    for (const depth of ['fast', 'deep'] as const) {
      const { results } = await engine.search({ query: 'architecture firm with grayscale building photos', depth, topK: 10, filters: null });
      colorfulHeroes += results.filter((r) => (byUrl.get(r.url)!.measures.page?.heroChroma ?? 0) >= 0.04).length;
      for (const card of results.filter((r) => r.match === 'strong')) expect(byUrl.get(card.url)!.measures.page!.heroChroma!, `${depth} ${card.url}`).toBeLessThan(0.04);
    }
    // the query's results do include such pages (the architecture studio under a blue sky): the cap is what keeps them below strong
    expect(colorfulHeroes).toBeGreaterThan(0);
  });

  it('"dark fintech dashboard": no strong card the curator saw as light', async () => {
    const engine = createSearchEngine({ load: async () => corpus });
    const byUrl = new Map(corpus.entries.map((e) => [e.card.url, e]));
    for (const depth of ['fast', 'deep'] as const) {
      const { results } = await engine.search({ query: 'dark fintech dashboard', depth, topK: 10, filters: null });
      expect(results.some((r) => r.match === 'strong'), depth).toBe(true); // the dark dashboards stay strong
      for (const card of results.filter((r) => r.match === 'strong')) expect(byUrl.get(card.url)!.facets.theme, `${depth} ${card.url}`).not.toBe('light');
    }
  });
});
