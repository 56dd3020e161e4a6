import { describe, expect, it } from 'vitest';
import { readQuery } from '../../src/search/query-tags.js';

const tags = (q: string) => readQuery(q).tags;
const wants = (q: string) => readQuery(q).wants.map((c) => `${c.field}:${c.value}${c.weight < 1 ? `@${c.weight}` : ''}`).sort();

describe('readQuery (spec §2.6 query_tags)', () => {
  it('reads industries, page types and hues through synonyms', () => {
    expect(tags('banking app in navy, lookbook page')).toMatchObject({ industry: ['fintech'], page_type: ['collections'], hue: ['blue'] });
    expect(tags('coffee roastery with terracotta accents')).toMatchObject({ industry: ['beverage'], hue: ['red', 'orange', 'brown'] });
    expect(tags('crypto wallet, e-commerce marketplace')).toMatchObject({ industry: ['e_commerce', 'web3'] });
    expect(tags('case studies of a GPU inference company').industry).toEqual(['ai_infrastructure']);
    expect(tags('case studies of a GPU inference company').page_type).toEqual(['case_study']);
  });

  it('reads aesthetics: theme, type, layout, color and mood words, in query order', () => {
    expect(tags('dark moody site with serif headlines and lots of whitespace').aesthetic).toEqual(['dark', 'moody', 'serif', 'airy']);
    expect(tags('minimal pastel brand with rounded corners').aesthetic).toEqual(['minimal', 'muted', 'pastel', 'rounded']);
    expect(wants('sans-serif, not serif')).toEqual(['type:sans']);
  });

  it('sets style only when one style is named outright', () => {
    expect(tags('neo-brutalist agency').style).toBe('Brutalist');
    expect(tags('glassmorphism dashboard').style).toBe('Glassmorphism');
    expect(tags('playful and editorial').style).toBeNull(); // two styles: not confident
    expect(tags('elegant luxury brand').style).toBeNull(); // implied editorial only
    expect(wants('elegant luxury brand')).toEqual(['mood:elegant', 'mood:luxury', 'style:editorial@0.5', 'type:serif@0.5']);
    expect(tags('fintech homepage').style).toBeNull();
  });

  it('reads "dark blue" as a hue, not the theme', () => {
    expect(wants('dark blue insurance')).toEqual(['color:#00035b', 'hue:blue', 'industry:insurance', 'industry:insurtech@0.5', 'temperature:cool@0.5']);
    expect(wants('dark site with blue buttons')).toContain('theme:dark');
  });

  it('records negated cues as avoided, not wanted', () => {
    const r = readQuery('creative agency, no gradients, without serif type');
    expect(r.avoids.filter((c) => !c.implied).map((c) => `${c.field}:${c.value}`).sort()).toEqual(['style:gradient', 'type:serif']);
    expect(r.tags.aesthetic).toEqual([]);
    expect(r.tags.style).toBeNull();
  });

  it('reads script and handwriting as display type, and the words of web eras and imagery as moods', () => {
    expect(wants('script handwritten headings')).toEqual(['type:display@0.5']);
    expect(tags('old-school web 1.0 look').aesthetic).toEqual(['retro']);
    expect(tags('isometric illustration tech company').aesthetic).toEqual(['illustrated', 'tech']);
    expect(tags('photo-led restaurant').aesthetic).toEqual(['photographic']);
  });

  it('reads everyday subjects of a brief: photos as imagery, jewelry, admin dashboards, coming-soon pages, nightlife', () => {
    expect(wants('grocery with vegetable photos')).toEqual(['industry:food', 'mood:photographic@0.5']);
    expect(tags('luxury jewelry store')).toMatchObject({ industry: [], aesthetic: ['elegant', 'jewelry'] });
    // A bare shop or store is the kind of site; the subject before it decides the industry.
    expect(wants('coffee shop').filter((c) => c.startsWith('industry:'))).toEqual(['industry:beverage', 'industry:restaurant']);
    expect(wants('a shop for sneakers').filter((c) => c.startsWith('industry:'))).toEqual(['industry:e_commerce@0.5']);
    expect(tags('online store for sneakers').industry).toEqual(['e_commerce']);
    expect(wants('dark admin dashboard')).toEqual(['industry:saas@0.5', 'page_type:product', 'theme:dark']);
    expect(tags('coming soon page with countdown').page_type).toEqual(['landing_page']);
    expect(wants('neon nightlife')).toEqual(['industry:entertainment', 'saturation:vivid', 'theme:dark@0.5']);
  });

  it('reads mood words into the label moods of the corpus (alternatives of one field)', () => {
    expect(wants('calm minimal spa').filter((c) => c.startsWith('mood:'))).toEqual(['mood:calm', 'mood:clean', 'mood:minimal']);
    expect(wants('romantic wedding site in pink')).toContain('mood:romantic');
    expect(wants('futuristic dark AI startup')).toEqual(expect.arrayContaining(['mood:techy', 'mood:futuristic', 'theme:dark', 'industry:ai']));
  });

  it('returns empty arrays for a query it cannot read', () => {
    expect(tags('something nice')).toEqual({ industry: [], page_type: [], hue: [], aesthetic: [], style: null });
    expect(readQuery('something nice').rest).toEqual(['something', 'nice']);
  });
});
