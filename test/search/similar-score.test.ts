/**
 * The pieces of `similar`'s score that read what a designer sees first (issue 11 §2): the first
 * viewport's own hues, serif against sans, and one brand as brand color and type families together.
 * Pure, on synthetic grids and features.
 */
import { describe, expect, it } from 'vitest';
import { secondBrandColor, viewportLook } from '../../src/search/similar-features.js';
import { darkness, kind, similarity, similarityBlocks, textness, typePersonality, viewHues } from '../../src/search/similar-score.js';
import { thumbLook } from '../../src/corpus/thumb-look.js';
import { featuresOf } from '../../src/search/similar.js';
import type { FeatureSource } from '../../src/search/similar-features.js';

/** A 12×8 first viewport: its top `bandRows` rows in `band`, the rest in `rest`. */
const view = (band: string, rest = '#ffffff', bandRows = 5) =>
  viewportLook({ columns: 12, rows: 8, colors: Array.from({ length: 96 }, (_, i) => (i < bandRows * 12 ? band : rest)) })!;

describe('viewHues: the first viewport’s colors', () => {
  it('matches a teal hero band with a teal one, not with a white hero or a red band', () => {
    const teal = view('#14b8a6');
    expect(viewHues(teal, view('#0d9488'))).toBeGreaterThan(0.9);
    expect(viewHues(teal, view('#ffffff'))).toBeLessThan(0.3);
    expect(viewHues(teal, view('#dc2626'))).toBeLessThan(0.5);
    expect(viewHues(teal, view('#0d9488'))).toBeGreaterThan(viewHues(teal, view('#dc2626')));
  });

  it('lets two near-neutral viewports agree whatever their small accents', () => {
    // A light grey viewport with four blue cells (a button, a logo): 4 % in color.
    const greyWithBlue = viewportLook({ columns: 12, rows: 8, colors: Array.from({ length: 96 }, (_, i) => (i < 4 ? '#2563eb' : '#f5f5f5')) })!;
    const white = view('#ffffff');
    expect(white.colored).toBe(0);
    expect(viewHues(white, view('#111111'))).toBe(1);
    expect(viewHues(white, greyWithBlue)).toBe(1);
  });

  it('reads the hues and the colored share off the grid', () => {
    const navy = view('#1e3a8a', '#1e3a8a');
    expect(navy.colored).toBe(1);
    const lead = navy.hues.indexOf(Math.max(...navy.hues));
    expect(lead * 30).toBeGreaterThanOrEqual(240);
    expect(lead * 30).toBeLessThan(300);
  });
});

describe('typePersonality: serif against sans', () => {
  const t = (heading: string | null, body: string | null) => ({ heading, body });
  it('is 1 for two serif pages, 0 for serif beside sans, and says little for two sans pages', () => {
    expect(typePersonality(t('serif', 'sans'), t('serif', 'serif'))).toBe(1);
    expect(typePersonality(t('serif', 'sans'), t('sans', 'sans'))).toBe(0);
    expect(typePersonality(t('display', 'sans'), t('sans', 'sans'))).toBeGreaterThan(0);
    expect(typePersonality(t('display', 'sans'), t('sans', 'sans'))).toBeLessThan(1);
    // Serif running text under a sans heading is partly serif.
    expect(typePersonality(t('display', 'serif'), t('serif', 'serif'))).toBeGreaterThan(typePersonality(t('display', 'sans'), t('serif', 'serif')));
  });
});

describe('brand: color and families together', () => {
  const HUES = { teal: 180, blue: 260, sky: 230 };
  const color = (name: keyof typeof HUES) => ({ l: 0.6, c: 0.15, h: HUES[name] });
  const page = (primary: keyof typeof HUES, families: string[], second?: keyof typeof HUES): ReturnType<typeof featuresOf> => {
    const palette = [primary, ...(second ? [second] : [])].map((name, i) => ({ ...color(name), weight: i ? 0.15 : 0.3 }));
    const source: FeatureSource = {
      measures: {
        primary: color(primary), background: { l: 1, c: 0, h: 0 }, palette, heading: 'sans', body: 'sans', families,
        radius: { button: 4, card: 8 }, layoutScores: {}, gradients: false, glass: false, shadow: null, borderWidth: 1,
        viewportL: null, viewportVivid: null, viewportGray: null, page: null,
      },
      thumbnail: null,
    };
    return featuresOf(source, null);
  };
  it('is high only when both the brand color and the families are shared', () => {
    const home = page('teal', ['Open Sans', 'Raleway']);
    expect(similarityBlocks(home, page('teal', ['Open Sans', 'Raleway'])).brand).toBeCloseTo(1, 6);
    // The same vendor fonts under another brand color, or the same color in other fonts: no brand.
    expect(similarityBlocks(home, page('blue', ['Open Sans', 'Raleway'])).brand).toBeLessThan(0.1);
    expect(similarityBlocks(home, page('teal', ['Lora'])).brand).toBe(0);
  });

  it('counts a sibling page whose extraction read its other shade of the brand as primary', () => {
    // The homepage: blue, then sky blue; its services page read sky blue as primary.
    const home = page('blue', ['Open Sans'], 'sky');
    const services = page('sky', ['Open Sans']);
    expect(similarityBlocks(home, services).brand).toBeCloseTo(1 - 30 / 120, 6); // 30° apart: one hue family
    expect(similarityBlocks(page('blue', ['Open Sans']), services).brand).toBeLessThan(0.1); // no second color: no brand
    expect(similarityBlocks(home, page('sky', ['Lora'])).brand).toBe(0); // other families
    // A teal accent under a blue primary (80° apart) barely counts for a teal page: a vendor's stock accent.
    expect(similarityBlocks(page('blue', ['Open Sans'], 'teal'), page('teal', ['Open Sans'])).brand).toBeLessThan(0.35);
  });
});

describe('secondBrandColor', () => {
  const measures = (palette: { l: number; c: number; h: number; weight: number }[]) => ({ primary: { l: 0.6, c: 0.15, h: 180 }, palette });
  it('is the first chromatic palette color unlike the primary', () => {
    const second = secondBrandColor(measures([
      { l: 0.6, c: 0.15, h: 180, weight: 0.3 }, // the primary itself
      { l: 0.95, c: 0.01, h: 90, weight: 0.3 }, // a near-white
      { l: 0.5, c: 0.12, h: 30, weight: 0.15 }, // red: the second brand color
      { l: 0.7, c: 0.1, h: 260, weight: 0.1 },
    ]))!;
    expect(second[0]).toBeCloseTo(0.5, 6);
    expect(Math.atan2(second[2], second[1]) * (180 / Math.PI)).toBeCloseTo(30, 4);
  });
  it('is null on a page of one color and greys', () => {
    expect(secondBrandColor(measures([{ l: 0.6, c: 0.15, h: 180, weight: 0.3 }, { l: 0.2, c: 0.02, h: 0, weight: 0.2 }]))).toBeNull();
  });
});

describe('darkness: the labelled theme beside the measured dark share', () => {
  const page = (dark: number) => ({ dark }) as NonNullable<ReturnType<typeof featuresOf>['page']>;
  const look = (theme: string | null) => ({ theme, hues: new Set<string>(), moods: new Set<string>(), layouts: new Set<string>() });
  it('reads a page labelled dark for its hero but white below as partly light', () => {
    const heroOnly = darkness({ look: look('dark'), page: page(0.2) })!;
    const darkThrough = darkness({ look: look('dark'), page: page(0.8) })!;
    expect(darkThrough).toBe(1);
    expect(heroOnly).toBeLessThan(darkThrough);
    expect(heroOnly).toBeGreaterThan(darkness({ look: look('light'), page: page(0.2) })!);
  });
  it('uses either alone where the other is missing, and null with neither', () => {
    expect(darkness({ look: look('dark'), page: null })).toBe(1);
    expect(darkness({ look: null, page: page(0.05) })).toBe(0);
    expect(darkness({ look: look(null), page: null })).toBeNull();
  });
});

describe('text pages: the type weighs more where the page shows little else', () => {
  /** A 360 × 900 page painted by `paint(x, y)` → [r, g, b], read as corpus thumbnails are. */
  const look = (paint: (x: number, y: number) => [number, number, number]) => {
    const width = 360, height = 900, data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 3);
    return thumbLook({ width, height, data });
  };
  // Lines of dark text on white, and a colorful photograph-like page.
  const textPage = look((x, y) => (y % 24 < 4 && x > 40 && x < 320 ? [30, 30, 30] : [255, 255, 255]));
  const noise = (x: number, y: number): number => ((Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1 + 1) % 1;
  const photoPage = look((x, y) => [Math.floor(200 * noise(x, y)), Math.floor(120 + 100 * noise(y, x)), 60]);
  const page = (heading: 'serif' | 'sans', l: ReturnType<typeof thumbLook>) => featuresOf({
    measures: {
      primary: { l: 0.4, c: 0.1, h: 250 }, background: { l: 1, c: 0, h: 0 }, palette: [], heading, body: heading, families: [heading === 'serif' ? 'Lora' : 'Inter'],
      radius: { button: 4, card: 8 }, layoutScores: {}, gradients: false, glass: false, shadow: null, borderWidth: 1,
      viewportL: null, viewportVivid: null, viewportGray: null, page: null,
    },
    thumbnail: null,
    look: l,
  }, null);

  it('reads a page of text as text only, a photographic one not', () => {
    expect(textness(page('serif', textPage))).toBeGreaterThan(0.8);
    expect(textness(page('serif', photoPage))).toBe(0);
    expect(textness({ page: null })).toBe(0);
  });

  it('keeps two serif text pages further from a sans text page than two photo pages differing only in type', () => {
    const gap = (l: ReturnType<typeof thumbLook>): number => similarity(page('serif', l), page('serif', l)) - similarity(page('serif', l), page('sans', l));
    expect(gap(textPage)).toBeGreaterThan(gap(photoPage) + 0.02);
  });
});

describe('kind: the kind of screen', () => {
  const page = (k: 'app' | 'entry' | 'inner' | null, pageType: string | null = null) => ({ kind: k, pageType });

  it('inner pages of one type look alike; of different types, less, but more than an entry page beside an inner one', () => {
    expect(kind(page('inner', 'blog'), page('inner', 'blog'))).toBe(1);
    expect(kind(page('inner', 'blog'), page('inner', 'team'))).toBeLessThan(0.75);
    expect(kind(page('inner', 'blog'), page('inner', 'team'))).toBeGreaterThan(kind(page('entry', 'homepage'), page('inner', 'blog')));
    // An unknown type (a caller's page) is not held against it.
    expect(kind(page('inner', 'blog'), page('inner'))).toBe(1);
  });

  it('entry pages of different types all open on a hero; an app screen is unlike any page', () => {
    expect(kind(page('entry', 'homepage'), page('entry', 'landing_page'))).toBe(1);
    expect(kind(page('app', 'product'), page('entry', 'homepage'))).toBe(0);
    expect(kind(page(null), page('entry', 'homepage'))).toBe(0.5);
  });
});
