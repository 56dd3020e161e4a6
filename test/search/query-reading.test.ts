/**
 * Reading rules of issue 11 §2 found on the designer gold set: words a designer uses for a
 * subject or imagery are not colors or industries of their own.
 */
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../src/search/query-tags.js';

const wants = (q: string): string[] => readQuery(q).wants.map((c) => `${c.field}:${c.label ?? c.value}${c.weight < 1 ? `@${c.weight}` : ''}`).sort();
const fields = (q: string, field: string): string[] => wants(q).filter((c) => c.startsWith(`${field}:`));

describe('names of things that are also colors', () => {
  it('"night sky" is a dark page, not sky blue', () => {
    expect(wants('night sky dark landing page')).toEqual(['page_type:landing_page', 'theme:dark']);
    expect(readQuery('starry night sky').tags.aesthetic).toEqual(['dark', 'starry']);
  });

  it('"sand", "sea", "stone", "chocolate" alone are subjects or imagery; before a color word they are colors', () => {
    expect(fields('sand and sea beach resort', 'color')).toEqual([]);
    expect(fields('bakery with chocolate cakes', 'color')).toEqual([]);
    expect(fields('stone building photos', 'color')).toEqual([]);
    expect(fields('sand tones and sea', 'color')).toEqual(['color:sand']);
    expect(fields('clay-colored palette', 'color')).toEqual(['color:clay']);
    expect(fields('clay pottery studio', 'color')).toEqual([]);
    expect(fields('travel agency with bright blue sky', 'color')).toEqual(['color:bright blue']);
  });

  it('color names that are mostly colors still read alone: navy, cream, terracotta, sage', () => {
    for (const name of ['navy', 'cream', 'terracotta', 'sage']) expect(fields(`${name} brand`, 'color'), name).toEqual([`color:${name}`]);
  });
});

describe('the head noun after a subject', () => {
  it('"travel agency" is travel, not a creative agency', () => {
    expect(fields('travel agency with bright blue sky', 'industry')).toEqual(['industry:hospitality']);
    expect(fields('creative agency', 'industry')).toEqual(['industry:creative_agency']);
    expect(fields('bold agency', 'industry')).toEqual(['industry:creative_agency']);
  });

  it('"photography studio", "construction company", "coffee shop": the subject decides', () => {
    expect(fields('photography studio', 'industry')).toEqual(['industry:photography']);
    // Construction firms are filed under architecture; real estate sells homes, it does not build them.
    expect(fields('black and yellow construction company', 'industry')).toEqual(['industry:architecture@0.5']);
    expect(fields('coffee shop in warm brown tones', 'industry')).toEqual(['industry:beverage', 'industry:restaurant']);
  });

  it('reads the head noun as part of the subject for coverage', () => {
    expect(readQuery('photography studio').coverage).toBe(1);
  });
});

describe('page kinds', () => {
  it('a resume is a portfolio page; "one-page" only hints at a landing page', () => {
    expect(fields('one-page personal resume', 'page_type')).toEqual(['page_type:landing_page@0.5', 'page_type:portfolio']);
    expect(fields('personal site', 'page_type')).toEqual(['page_type:portfolio']);
  });
});

describe('app screens and startups (issue 11 §2)', () => {
  const avoids = (q: string): string[] => readQuery(q).avoids.map((c) => `${c.field}:${c.value}${c.implied ? ' (implied)' : ''}`);

  it('a brief that names no page type avoids app screens (admin dashboards), without counting as asked', () => {
    expect(avoids('navy blue corporate law firm')).toEqual(['page_type:product (implied)']);
    expect(avoids('bold and loud')).toEqual(['page_type:product (implied)']);
  });

  it('a brief that asks for a dashboard or a product page does not; one asking another page type does', () => {
    expect(avoids('dark admin dashboard')).toEqual([]);
    expect(avoids('analytics dashboard')).toEqual([]);
    expect(avoids('smartwatch product page')).toEqual([]);
    expect(avoids('purple gradient SaaS landing page')).toEqual(['page_type:product (implied)']);
  });

  it('"startup" is a look, not the SaaS industry', () => {
    expect(fields('orange accent on a white startup site', 'industry')).toEqual([]);
    expect(fields('friendly illustrated startup homepage', 'industry')).toEqual([]);
    expect(readQuery('friendly illustrated startup homepage').tags.aesthetic).toContain('startup');
    expect(fields('orange accent on a white startup site', 'mood')).toEqual(['mood:friendly@0.5', 'mood:illustrated@0.5']);
  });
});

describe('black and white', () => {
  it('"black and white", "grayscale", "monochrome" ask for a page without hues, not a muted one', () => {
    for (const q of ['black and white minimal', 'grayscale building photos', 'monochrome portfolio']) expect(fields(q, 'palette'), q).toEqual(['palette:monochrome']);
    expect(fields('black and white minimal', 'saturation')).toEqual(['saturation:muted@0.5']);
  });

  it('a page the eye saw without hues agrees; one accent hue half way at most', async () => {
    const { valueMatch } = await import('../../src/search/facet-match.js');
    const page = (lookHues: string[]) => ({ industry: '', page_type: 'homepage', hues: ['blue'], lookHues, layouts: [], theme: null, styles: [], type: [], families: [], temperature: null, saturation: null, corners: null, moods: [] });
    expect(valueMatch(page([]), 'palette', 'monochrome')).toBe(1);
    expect(valueMatch(page(['red']), 'palette', 'monochrome')).toBeLessThan(0.5);
    expect(valueMatch(page(['red', 'blue']), 'palette', 'monochrome')).toBe(0);
  });
});

describe('the unread part of a brief', () => {
  it('keeps the content words no facet read, in order, for the captions to match on their own', () => {
    expect(readQuery('navy blue corporate law firm').unread).toBe('law firm');
    expect(readQuery('car dealership in red and black').unread).toBe('car dealership');
    expect(readQuery('dark admin dashboard').unread).toBe('');
    // a subject the spec's industries name only approximately is matched against the captions too
    expect(readQuery('black and yellow construction company').unread).toBe('construction');
    expect(readQuery('luxury jewelry store').unread).toBe('jewelry');
  });

  it('"app" says what the product is (an app landing page shows phones), so the captions read it', () => {
    expect(readQuery('pastel playful app landing page').unread).toBe('app');
    expect(readQuery('pastel playful landing page').unread).toBe('');
  });
});

describe('photos are imagery', () => {
  it('"property photos", "vegetable photos" ask for photographs, not a photography business', () => {
    expect(fields('real estate listings with property photos', 'industry')).toEqual(['industry:real_estate']);
    expect(fields('fresh green grocery with vegetable photos', 'industry')).toEqual(['industry:food']);
    expect(fields('real estate listings with property photos', 'mood')).toEqual(['mood:photographic@0.5']);
    expect(fields('photography studio', 'industry')).toEqual(['industry:photography']);
  });
});

describe('a grid of products', () => {
  it("is a shop's collection or home page, not one product's page", () => {
    expect(fields('fashion e-commerce product grid', 'page_type')).toEqual(['page_type:collections@0.5', 'page_type:homepage@0.5']);
    expect(fields('product page for a smartwatch', 'page_type')).toEqual(['page_type:product']);
  });
});

describe('soft', () => {
  it('"soft" alone is a quiet, light look (weak cues); before a hue it is the tone of that hue', () => {
    const soft = readQuery('soft beauty salon and spa');
    expect(soft.wants.filter((c) => c.field !== 'industry').map((c) => `${c.field}:${c.value}@${c.weight}`).sort())
      .toEqual(['mood:calm@0.5', 'saturation:muted@0.5', 'theme:light@0.5']);
    expect(soft.tags.aesthetic).toContain('soft');
    expect(soft.rest).not.toContain('soft');
    expect(readQuery('soft pink bakery').wants.some((c) => c.field === 'theme')).toBe(false);
  });
});

describe('imagery read as a look', () => {
  it('"night sky" is a dark page, and a starry sky the captions are asked for', () => {
    const r = readQuery('night sky dark landing page');
    expect(r.wants.filter((c) => c.field === 'theme').map((c) => c.value)).toEqual(['dark']);
    expect(r.unread).toBe('night sky');
    expect(r.coverage).toBe(1);
    expect(readQuery('dark landing page').unread).toBe('');
  });
});

describe('synonyms for the captions', () => {
  it('a look word brings the other words of its lexicon line, a subject word does not', () => {
    const r = readQuery('architecture firm with grayscale building photos');
    expect(r.synonyms).toEqual(expect.arrayContaining(['black and white', 'monochrome']));
    expect(r.synonyms).not.toContain('grayscale');
    expect(r.synonyms).not.toContain('interior design');
  });

  it('nothing after a negation, nothing for a color, a theme or a mood', () => {
    expect(readQuery('no gradients').synonyms).toEqual([]);
    expect(readQuery('dark moody navy').synonyms).toEqual([]);
  });

  it('a look word with a light or dark hint still brings its line ("black and white", "neon", "pastel")', () => {
    expect(readQuery('black and white minimal').synonyms).toEqual(expect.arrayContaining(['grayscale', 'monochrome']));
    expect(readQuery('neon colors on black').synonyms).toEqual(expect.arrayContaining(['fluorescent']));
    expect(readQuery('pastel app').synonyms).toEqual(expect.arrayContaining(['sorbet']));
  });
});
