/**
 * Query reading of colors and compounds (issue 11 §2): color names by their value (hue family,
 * lightness, chroma), light/dark from black/night/moody words, pastel and neon, and compound words
 * that are not split into unrelated styles.
 */
import { describe, expect, it } from 'vitest';
import { cuesOfColor } from '../../src/search/color-reading.js';
import { readQuery } from '../../src/search/query-tags.js';

const cues = (q: string, field: string) => readQuery(q).wants.filter((c) => c.field === field).map((c) => `${c.value}${c.weight < 1 ? `@${c.weight}` : ''}`).sort();
const avoided = (q: string) => readQuery(q).avoids.filter((c) => !c.implied).map((c) => `${c.field}:${c.value}`).sort();

describe('color names read by their value', () => {
  it('navy, cobalt, sky blue and dark blue are blue', () => {
    for (const q of ['navy fintech', 'cobalt buttons', 'sky blue saas', 'dark blue insurance', 'navy-blue bank']) {
      expect(readQuery(q).tags.hue, q).toEqual(['blue']);
    }
  });

  it('teal, turquoise and seafoam are teal; mint, forest and sage are green', () => {
    expect(readQuery('teal healthcare').tags.hue).toEqual(['teal']);
    expect(readQuery('turquoise travel site').tags.hue).toContain('teal');
    for (const q of ['mint skincare', 'forest green outdoor brand', 'sage wellness studio', 'emerald jewelry']) expect(readQuery(q).tags.hue, q).toContain('green');
  });

  it('burgundy, maroon and crimson are red (burgundy sits on the red/pink boundary and asks for both)', () => {
    expect(readQuery('burgundy wine bar').tags.hue).toEqual(['red', 'pink']);
    expect(readQuery('maroon law firm').tags.hue).toContain('red');
    expect(readQuery('crimson accents').tags.hue).toContain('red');
  });

  it('terracotta and rust are earthy warm hues: red/orange/brown, warm', () => {
    expect(readQuery('terracotta restaurant').tags.hue).toEqual(['red', 'orange', 'brown']);
    expect(cues('terracotta restaurant', 'temperature')).toEqual(['warm@0.5']);
    expect(readQuery('rust and clay pottery').tags.hue).toContain('brown');
  });

  it('a specific name also asks for the color itself; a basic term names only its family', () => {
    expect(readQuery('navy fintech').wants.find((c) => c.field === 'color')).toMatchObject({ value: '#01153e', label: 'navy', weight: 1 });
    expect(cues('blue fintech', 'color')).toEqual([]);
    expect(cues('blue fintech', 'hue')).toEqual(['blue']);
  });

  it('cream, ivory and beige are a warm light canvas, not yellow', () => {
    for (const q of ['cream bakery', 'ivory stationery studio', 'beige fashion label']) {
      expect(readQuery(q).tags.hue, q).toEqual([]);
      expect(cues(q, 'theme'), q).toEqual(['light@0.5']);
      expect(cues(q, 'temperature'), q).toEqual(['warm@0.5']);
      expect(readQuery(q).tags.aesthetic, q).toHaveLength(1);
    }
  });

  it('derives the cues from the color: vivid, muted, warm, cool', () => {
    const of = (name: string, hex: string) => cuesOfColor(name, hex).cues.map((c) => `${c.field}:${c.value}${c.weight < 1 ? `@${c.weight}` : ''}`);
    expect(of('hot pink', '#ff028d')).toEqual(expect.arrayContaining(['hue:pink', 'saturation:vivid@0.5', 'temperature:warm@0.5']));
    expect(of('dusty blue', '#5a86ad')).toEqual(expect.arrayContaining(['hue:blue', 'saturation:muted@0.5', 'temperature:cool@0.5']));
    expect(of('charcoal', '#343837')).toEqual(['theme:dark@0.5']);
    expect(of('silver', '#c5c9c7')).toEqual(['saturation:muted@0.5']);
  });
});

describe('subjects named with color words', () => {
  it('"ice cream" and "by the sea" are subjects, not ice blue and sea green', () => {
    expect(readQuery('ice cream parlor').tags).toMatchObject({ industry: ['food'], hue: [] });
    expect(cues('ice cream parlor', 'color')).toEqual([]);
    expect(readQuery('rooms by the sea').tags.aesthetic).toEqual(['coastal']);
    expect(cues('rooms by the sea', 'color')).toEqual([]);
  });
});

describe('light and dark from words', () => {
  it('black, night, moody, midnight mode read as a dark theme; white as light', () => {
    for (const q of ['black portfolio', 'all-black fashion site', 'night sky landing page', 'moody photography', 'jet black watch brand', 'onyx agency']) {
      expect(cues(q, 'theme'), q).toEqual(['dark']);
    }
    expect(cues('white minimal studio', 'theme')).toEqual(['light']);
  });

  it('black-and-yellow is yellow with black (a dark page only as a hint: 5 of the 8 pages graded 2 by eye for it are light pages with black bands); black and white is monochrome with black (10 of the 14 pages graded 2 for "black and white minimal" are dark)', () => {
    for (const q of ['black-and-yellow construction brand', 'black and yellow']) {
      expect(cues(q, 'theme'), q).toEqual(['dark@0.5']);
      expect(readQuery(q).tags.hue, q).toEqual(['yellow']);
    }
    expect(readQuery('black and white photography').tags.aesthetic).toContain('monochrome');
    expect(cues('black and white photography', 'theme')).toEqual(['dark@0.5']);
    // The hint keeps its word, so the thumbnail is checked for black (seen-look.ts visiblyMissing).
    expect(readQuery('black and white photography').wants.find((c) => c.field === 'theme')?.label).toBe('black');
    expect(cues('grayscale photography', 'theme')).toEqual([]);
  });

  it('keeps a tone of a hue apart from the theme: "dark green buttons" is green, not dark', () => {
    expect(cues('dark green buttons', 'theme')).toEqual([]);
    expect(readQuery('dark green buttons').tags.hue).toContain('green');
  });
});

describe('pastel and neon', () => {
  it('pastel is muted and light; neon is vivid and leans dark', () => {
    expect(cues('pastel bakery', 'saturation')).toEqual(['muted']);
    expect(cues('pastel bakery', 'theme')).toEqual(['light@0.5']);
    expect(cues('neon nightlife app', 'saturation')).toEqual(['vivid']);
    expect(cues('neon nightlife app', 'theme')).toEqual(['dark@0.5']);
  });

  it('a modifier inside a color name keeps its meaning: pastel pink, neon green', () => {
    expect(readQuery('pastel pink candles').tags).toMatchObject({ hue: ['pink'], aesthetic: expect.arrayContaining(['pastel']) });
    expect(readQuery('neon green gaming').tags).toMatchObject({ hue: ['green'], industry: ['gaming'], aesthetic: expect.arrayContaining(['neon']) });
  });
});

describe('compound words', () => {
  it('"eco-friendly" is a sustainable mood, not the playful style', () => {
    const r = readQuery('eco-friendly cosmetics brand');
    expect(r.tags.style).toBeNull();
    expect(cues('eco-friendly cosmetics brand', 'style')).toEqual([]);
    expect(r.tags.industry).toEqual(['beauty']);
    expect(r.tags.aesthetic).toContain('sustainable');
  });

  it('"user-friendly", "mobile-first", "data-driven" name no style by their second half', () => {
    for (const q of ['user-friendly saas dashboard', 'mobile-first banking', 'developer-friendly api docs']) {
      expect(cues(q, 'style'), q).toEqual([]);
      expect(readQuery(q).tags.style, q).toBeNull();
    }
  });

  it('"gradient-free" and "serif-less" avoid the first half', () => {
    expect(avoided('gradient-free landing page')).toEqual(['style:gradient']);
    expect(avoided('a serif free portfolio')).toEqual(['type:serif']);
    expect(cues('gradient-free landing page', 'style')).toEqual([]);
  });

  it('still reads compounds that are phrases: neo-brutalist, sans-serif, e-commerce, kid-friendly', () => {
    expect(readQuery('neo-brutalist agency').tags.style).toBe('Brutalist');
    expect(cues('sans-serif headlines', 'type')).toEqual(['sans']);
    expect(readQuery('e-commerce store').tags.industry).toEqual(['e_commerce']);
    expect(readQuery('kid-friendly learning app').tags.aesthetic).toContain('kids');
  });
});

describe('a tone word before a color without hue (issue 11 §2)', () => {
  it('"dark charcoal" is a dark page; "dark blue" stays a tone of blue', async () => {
    const { readQuery } = await import('../../src/search/query-tags.js');
    const theme = (q: string) => readQuery(q).wants.filter((c) => c.field === 'theme').map((c) => `${c.value}@${c.weight}`);
    expect(theme('dark charcoal agency with gold accents')).toEqual(['dark@1']);
    expect(theme('dark blue agency')).toEqual([]);
  });
});

describe('black or white paired with a hue is one of two colors, not the theme (issue 11 §2)', () => {
  it('"black and yellow", "red and black", "blue and white": the theme is a hint only', () => {
    expect(cues('black and yellow construction company', 'theme')).toEqual(['dark@0.5']);
    expect(cues('car dealership in red and black', 'theme')).toEqual(['dark@0.5']);
    expect(cues('clean medical site in blue and white', 'theme')).toEqual(['light@0.5']);
    expect(cues('black and yellow construction company', 'hue')).toContain('yellow');
  });

  it('"on black", "black" alone and "black and white" keep their reading (black and white: monochrome, black at half weight)', () => {
    expect(cues('neon colors on black', 'theme')).toContain('dark');
    expect(cues('black portfolio', 'theme')).toEqual(['dark']);
    expect(cues('black and white minimal', 'palette')).toEqual(['monochrome']);
    expect(cues('black and white minimal', 'theme')).toEqual(['dark@0.5']);
  });
});
