/**
 * Golden tests: the sections of real fixture-site captures (test/fixtures/captures/<site>.json,
 * generated with real Chromium by the lead). Each site is skipped until its capture exists.
 * The expected sequences follow the fixture pages' markup (fixtures/sites/<site>/index.html),
 * including their traps: ids that name another kind (`section#pricing` holding metrics,
 * `footer#changelog`), product grids with prices, lazy-loaded reviews.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeSections } from '../../src/analyze/sections/sections.js';

const CAPTURES = fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
const path = (site: string): string => `${CAPTURES}${site}.json`;
const load = (site: string): Capture => JSON.parse(readFileSync(path(site), 'utf8')) as Capture;
const run = (site: string) => {
  const capture = load(site);
  return analyzeSections(capture, new AnalysisContext(capture));
};

const SEQUENCES: Record<string, string[]> = {
  studio: ['header', 'hero', 'features', 'stats', 'pricing', 'testimonials', 'faq', 'cta', 'footer'],
  nightfall: ['header', 'hero', 'features', 'stats', 'cta', 'footer'],
  consent: ['announcement', 'header', 'hero', 'products', 'footer'],
  lazy: ['header', 'hero', 'products', 'testimonials', 'footer'],
  shadow: ['header', 'hero', 'features', 'footer'],
  frames: ['header', 'hero', 'footer'],
  spa: ['header', 'hero', 'features', 'products', 'footer'],
  multipage: ['header', 'hero', 'features', 'contact', 'footer'],
};

describe('sections golden: section order of the fixture sites', () => {
  for (const [site, sequence] of Object.entries(SEQUENCES)) {
    it.skipIf(!existsSync(path(site)))(`${site}: ${sequence.join(' → ')}`, () => {
      expect(run(site).sequence).toEqual(sequence);
    });
  }
});

describe.skipIf(!existsSync(path('studio')))('sections golden: studio details', () => {
  it('describes each band with its heading, background and columns', () => {
    const { items } = run('studio');
    const byKind = Object.fromEntries(items.map((i) => [i.kind, i]));
    expect(byKind['hero']!.heading).toMatchObject({ text: 'Research that remembers itself.', level: 1 });
    expect(byKind['hero']!.layout.columns).toBe(2);
    expect(byKind['features']!.layout.columns).toBe(3);
    expect(byKind['stats']!.layout.columns).toBe(4);
    expect(byKind['testimonials']!.background).toMatchObject({ color: '#f3ece2', dark: false, distinct_from_page: true });
    expect(byKind['footer']!.background).toMatchObject({ color: '#1f1d1a', dark: true });
    expect(byKind['cta']!.layout.alignment).toBe('center');
    for (const item of items) expect(item.confidence).toBeGreaterThanOrEqual(0.6);
  });
});

describe.skipIf(!existsSync(path('nightfall')))('sections golden: nightfall traps', () => {
  it('reads section#pricing (three metrics) as stats and footer#changelog as the footer', () => {
    const { items } = run('nightfall');
    expect(items.find((i) => i.kind === 'stats')!.selector).toContain('#pricing');
    expect(items.at(-1)!.selector).toContain('footer#changelog');
  });
});
