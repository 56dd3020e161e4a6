/**
 * The curator's labels as search reads them (issue 11 §1/§2): the eye's theme and hues rank a page,
 * the card's hues still decide the filters (spec §2.5), and captions are indexed without a sibling
 * page's boilerplate.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CorpusCard } from '../../src/corpus/cards.js';
import { entryFromCard } from '../../src/search/card-entry.js';
import { valueMatch } from '../../src/search/facet-match.js';
import { captionOf, readPageLabels } from '../../src/search/page-labels.js';
import { satisfies } from '../../src/search/search.js';

const card = (facets: Partial<CorpusCard['facets']>): CorpusCard => ({
  id: 'p', url: 'https://p.realweb.brand-design.test/', identity_paragraph: 'A page.', brand_name: 'P', tags: [],
  palette: null, typography: null, screenshot_url: null,
  facets: {
    industry: 'saas', page_type: 'homepage', hues: ['red'], layouts: [], layout_scores: {}, style: 'flat', style_scores: {}, theme: 'light',
    families: { heading: null, body: null, mono: null }, type_categories: { heading: null, body: null }, corner_style: null,
    radius_px: { button: null, card: null }, colors: { primary: null, background: '#ffffff', text: null, surface: null },
    elevation: null, hierarchy_ratio: null, sequence: [], thumbnail: null, ...facets,
  },
} as unknown as CorpusCard);

describe('captions', () => {
  it('drop the sibling boilerplate and the template name, keep what the page shows', () => {
    expect(captionOf("blog page of bm-flexor: the identity's header, palette and type; mostly text blocks")).toBe('blog page, mostly text blocks');
    expect(captionOf("blog-single page of lz-photo-style-two: the identity's header, palette and type; photo cards"))
      .toBe('blog single page, photo cards');
    expect(captionOf('coming-soon over night city photo, gold "BACK", countdown')).toBe('coming-soon over night city photo, gold "BACK", countdown');
    expect(captionOf('')).toBeNull();
    expect(captionOf(undefined)).toBeNull();
  });
});

describe('the look by eye', () => {
  const look = { theme: 'dark' as const, hues: ['orange'], caption: 'black hero photo, orange buttons' };

  it('ranks by the eye theme and hues; filters keep the card hues verbatim', () => {
    const plain = entryFromCard(card({}));
    const seen = entryFromCard(card({}), look);
    expect(plain.facets.theme).toBe('light');
    expect(seen.facets.theme).toBe('dark');
    expect(valueMatch(plain.facets, 'hue', 'orange')).toBe(0);
    expect(valueMatch(seen.facets, 'hue', 'orange')).toBe(1);
    expect(valueMatch(seen.facets, 'hue', 'red')).toBe(0);
    const hue = (h: string) => ({ page_type: null, industry: null, layout: null, hue: h });
    expect(satisfies(seen, hue('red'))).toBe(true);
    expect(satisfies(seen, hue('orange'))).toBe(false);
    expect(seen.caption).toBe(look.caption);
    expect(seen.text).toBe(plain.text); // the embedded card text is unchanged: captions have their own vectors
  });

  it('an empty hue list by eye (black and white) matches no hue', () => {
    expect(valueMatch(entryFromCard(card({}), { theme: null, hues: [], caption: null }).facets, 'hue', 'red')).toBe(0);
  });

  it('reads labels.json of a corpus folder; none when it is absent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-design-labels-'));
    try {
      expect(readPageLabels(dir).size).toBe(0);
      writeFileSync(join(dir, 'labels.json'), JSON.stringify({ pages: { p: { theme: 'dark', hues: ['teal'], note: 'dark teal hero' }, q: { theme: 'dusk' } } }));
      const labels = readPageLabels(dir);
      expect(labels.get('p')).toEqual({ theme: 'dark', hues: ['teal'], caption: 'dark teal hero' });
      expect(labels.get('q')).toEqual({ theme: null, hues: null, caption: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
