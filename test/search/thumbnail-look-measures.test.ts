/**
 * Search reads the whole thumbnail as the eye takes it in (issue 11 §2; corpus/thumbs.json from
 * src/corpus/thumb-look.ts): how much of the page is dark or in vivid color and how grey it is
 * decide "dark", "neon"/"bold and loud" and "grayscale photos", not only the first viewport or the
 * extractor's palette label.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_CORPUS_DIR } from '../../src/corpus/manifest.js';
import { readThumbLooks, thumbLookOfFile, updateThumbLooks } from '../../src/corpus/thumb-store.js';
import { heroAlignment, heroComposition } from '../../src/corpus/thumb-look.js';
import type { CorpusCard } from '../../src/corpus/cards.js';
import { entryFromCard, saturationSeen, viewportGrayShare } from '../../src/search/card-entry.js';
import { measureCue, type DesignMeasures, type PageLook } from '../../src/search/deep-facets.js';

const base: DesignMeasures = {
  primary: { l: 0.6, c: 0.2, h: 25 }, background: { l: 0.99, c: 0, h: 0 }, palette: [], heading: null, body: null, families: [],
  radius: { button: null, card: null }, layoutScores: {}, gradients: false, glass: false, shadow: null, borderWidth: null,
  viewportL: 0.5, viewportVivid: 0.05, viewportGray: 0.5,
};
const look = (p: Partial<PageLook>): PageLook => ({ dark: 0.2, vivid: 0.03, chroma: 0.016, photo: 0.15, ...p });
const grid = (hexes: string[]): string[] => Array.from({ length: 96 }, (_, i) => hexes[i % hexes.length]!);

describe('whole-thumbnail measures (deep)', () => {
  it('a page dark down its length is darker than one with a dark first view only', () => {
    const darkPage = measureCue({ ...base, page: look({ dark: 0.7 }) }, 'theme', 'dark')!;
    const darkHero = measureCue({ ...base, page: look({ dark: 0.1 }) }, 'theme', 'dark')!;
    expect(darkPage).toBeGreaterThan(darkHero);
    expect(measureCue({ ...base, page: look({ dark: 0.1 }) }, 'theme', 'light')!).toBeGreaterThan(measureCue({ ...base, page: look({ dark: 0.7 }) }, 'theme', 'light')!);
  });

  it('a black-and-white photo page is grayscale, a colorful one is not, a vivid accent costs', () => {
    const bw = measureCue({ ...base, page: look({ chroma: 0.005, vivid: 0.01 }) }, 'palette', 'monochrome')!;
    const colorful = measureCue({ ...base, page: look({ chroma: 0.03, vivid: 0.15 }) }, 'palette', 'monochrome')!;
    expect(bw).toBeGreaterThan(0.8);
    expect(colorful).toBe(0);
    expect(measureCue({ ...base, page: look({ chroma: 0.005, vivid: 0.06 }) }, 'palette', 'monochrome')!).toBeLessThan(bw);
  });

  it('without a stored look, grayscale falls back to the first viewport grid', () => {
    expect(viewportGrayShare(grid(['#777777', '#ffffff']))).toBeCloseTo(0.5, 2);
    expect(viewportGrayShare(grid(['#000000', '#e0203a']))).toBe(0);
    expect(viewportGrayShare([])).toBeNull();
    expect(measureCue({ ...base, viewportGray: 0.6, viewportVivid: 0 }, 'palette', 'monochrome')).toBe(1);
    expect(measureCue({ ...base, viewportGray: null }, 'palette', 'monochrome')).toBeNull();
  });

  it('a page loud down its length is more vivid than a quiet one with the same first view', () => {
    expect(measureCue({ ...base, page: look({ vivid: 0.25 }) }, 'saturation', 'vivid')!).toBeGreaterThan(measureCue({ ...base, page: look({ vivid: 0 }) }, 'saturation', 'vivid')!);
  });
});

describe('saturation as the thumbnail shows it (fast and deep)', () => {
  it('a third of the page in vivid color is vivid; almost none is muted; in between neither', () => {
    expect(saturationSeen(0.2)).toBe('vivid');
    expect(saturationSeen(0.01)).toBe('muted');
    expect(saturationSeen(0.05)).toBeNull();
  });

  it("replaces the extractor's palette saturation when the page has a stored look", () => {
    const card = {
      id: 'p', url: 'https://p.realweb.brand-design.test/', identity_paragraph: 'A page.', brand_name: 'P', tags: [], typography: null, screenshot_url: null,
      palette: { luminance: 'light', temperature: 'warm', saturation: 'vivid', themes: [], aesthetic_codes: [], effects: [], primary: ['#e0203a'], secondary: [] },
      facets: {
        industry: 'saas', page_type: 'homepage', hues: ['red'], layouts: [], layout_scores: {}, style: 'flat', style_scores: {}, theme: 'light',
        families: { heading: null, body: null, mono: null }, type_categories: { heading: null, body: null }, corner_style: null,
        radius_px: { button: null, card: null }, colors: { primary: '#e0203a', background: '#ffffff', text: null, surface: null },
        elevation: null, hierarchy_ratio: null, sequence: [], thumbnail: null,
      },
    } as unknown as CorpusCard;
    expect(entryFromCard(card).facets.saturation).toBe('vivid');
    expect(entryFromCard(card, null, look({ vivid: 0.005 })).facets.saturation).toBe('muted');
    expect(entryFromCard(card, null, look({ vivid: 0.005 })).measures.page?.vivid).toBe(0.005);
  });
});

describe('grey photographs (thumb-look grayPhoto)', () => {
  const look = (id: string) => readThumbLooks(BUNDLED_CORPUS_DIR).get(id)!;

  it('reads a black-and-white photo hero as a photograph, a text-only page as none', () => {
    // A black-and-white wedding photograph fills most of the first viewport.
    const bw = look('lz-wedding-bells-free-responsive-html5-template');
    expect(bw.topGrayPhoto!).toBeGreaterThan(0.1);
    expect(bw.topPhoto! + bw.topGrayPhoto!).toBeGreaterThan(0.35);
    // Grey text on white, a documentation page: its anti-aliased text is no photograph.
    expect(look('cr-neat-python-docs').grayPhoto!).toBeLessThan(0.01);
    expect(look('opl-carta').topGrayPhoto!).toBeLessThan(0.02);
  });

  it('is stored for every thumbnail', () => {
    const stored = [...readThumbLooks(BUNDLED_CORPUS_DIR).values()];
    expect(stored.filter((l) => typeof l.grayPhoto !== 'number' || typeof l.topGrayPhoto !== 'number')).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'thumbs-gray-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is added to an older stored look, every other field kept as stored', () => {
    mkdirSync(join(dir, 'screenshots'));
    copyFileSync(join(BUNDLED_CORPUS_DIR, 'screenshots', 'h5u-forty.jpg'), join(dir, 'screenshots', 'a.jpg'));
    const { grayPhoto: _g, topGrayPhoto: _t, ...older } = thumbLookOfFile(join(dir, 'screenshots', 'a.jpg'));
    const stored = { ...older, dark: 0.123 }; // a value the JPEG would not give: kept, not read again
    writeFileSync(join(dir, 'thumbs.json'), JSON.stringify({ version: 1, looks: { a: stored } }));
    expect(updateThumbLooks(dir, ['a'])).toEqual([]);
    const after = readThumbLooks(dir).get('a')!;
    expect(after).toEqual({ ...stored, grayPhoto: expect.any(Number), topGrayPhoto: expect.any(Number) });
    expect(Object.keys(after)).toEqual(Object.keys(thumbLookOfFile(join(dir, 'screenshots', 'a.jpg'))));
    expect(readFileSync(join(dir, 'thumbs.json'), 'utf8')).toContain('"dark":0.123');
  });
});

describe("the first view's composition (thumb-look heroAlignment)", () => {
  const look = (id: string) => readThumbLooks(BUNDLED_CORPUS_DIR).get(id)!;
  /** A white 360 × 225 frame with dark "type" strokes (2 px bars, 2 px apart) in rows 60..120 between x0 and x1. */
  const frame = (x0: number, x1: number) => {
    const width = 360, height = 225, data = new Uint8Array(width * height * 3).fill(255);
    for (let y = 60; y < 120; y++) for (let x = x0; x < x1; x++) if (x % 4 < 2 && y % 8 < 5) data.set([20, 20, 20], (y * width + x) * 3);
    return { width, height, data };
  };

  it('reads a text block in the middle as centered, one at the left edge as left, none as no reading', () => {
    const centered = heroAlignment(frame(110, 250));
    expect(centered.heroCenter).toBeGreaterThan(0.9);
    expect(heroComposition(centered)).toBe('centered');
    const left = heroAlignment(frame(30, 150));
    expect(left.heroLeft).toBeGreaterThan(0.9);
    expect(heroComposition(left)).toBe('left');
    expect(heroComposition(heroAlignment(frame(0, 0)))).toBeNull();
  });

  it('reads corpus first views as the eye does', () => {
    // Checked by eye: a centered title over a dark photo; a headline at the left beside a picture; a centered title over a blog list.
    expect(heroComposition(look('bm-regna'))).toBe('centered');
    expect(heroComposition(look('bm-bizland'))).toBe('left');
    expect(heroComposition(look('bm-impact--blog-details'))).toBe('centered');
    expect(heroComposition(look('bm-folio'))).toBe('split_left');
  });

  it('is stored for every thumbnail, and added to an older stored look without touching its fields', () => {
    const stored = [...readThumbLooks(BUNDLED_CORPUS_DIR).values()];
    expect(stored.filter((l) => typeof l.heroCenter !== 'number' || typeof l.heroPictureLeft !== 'number')).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'thumbs-hero-'));
    try {
      mkdirSync(join(dir, 'screenshots'));
      copyFileSync(join(BUNDLED_CORPUS_DIR, 'screenshots', 'bm-regna.jpg'), join(dir, 'screenshots', 'a.jpg'));
      const fresh = thumbLookOfFile(join(dir, 'screenshots', 'a.jpg'));
      const { heroCenter: _c, heroLeft: _l, heroRight: _r, heroPictureRight: _pr, heroPictureLeft: _pl, ...older } = fresh;
      writeFileSync(join(dir, 'thumbs.json'), JSON.stringify({ version: 1, looks: { a: { ...older, dark: 0.321 } } }));
      expect(updateThumbLooks(dir, ['a'])).toEqual([]);
      const after = readThumbLooks(dir).get('a')!;
      expect(after).toEqual({ ...fresh, dark: 0.321 });
      expect(Object.keys(after)).toEqual(Object.keys(fresh));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
