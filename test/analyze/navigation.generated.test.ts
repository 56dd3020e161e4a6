/**
 * Golden tests over captures of the generated brand sites (fixtures/generator): each site's
 * expected.json is derived from its BrandSpec, never from the page, so a mismatch is the
 * analysis's. Runs for every `gen-*` capture in test/fixtures/captures (or `BRAND_DESIGN_CAPTURES`),
 * with expected.json from fixtures/sites (or `BRAND_DESIGN_SITES`, e.g. a generated corpus).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeNavigation } from '../../src/analyze/sections/navigation.js';

const DIR = process.env['BRAND_DESIGN_CAPTURES'] ?? fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
const SITES = process.env['BRAND_DESIGN_SITES'] ?? fileURLToPath(new URL('../../fixtures/sites/', import.meta.url));

interface Expected {
  brand_name: string;
  sections: string[];
  radii: { card: number; badge: number };
  colors_extra: { header_background: string | null };
  navigation: { position: string; labels: string[]; actions: string[]; cta: string };
}

/** The expected.json of a capture: `gen-x` → gen-x/expected.json, `gen-x-pricing` → gen-x/pricing.expected.json. */
function expectedFile(name: string): string | null {
  if (existsSync(join(SITES, name, 'expected.json'))) return join(SITES, name, 'expected.json');
  const page = /^(.*)-([a-z]+)$/.exec(name);
  return page && existsSync(join(SITES, page[1]!, `${page[2]}.expected.json`)) ? join(SITES, page[1]!, `${page[2]}.expected.json`) : null;
}

/** `[site, capture, expected]` for every generated site that has both. */
function generated(): [string, Capture, Expected][] {
  if (!existsSync(DIR)) return [];
  return readdirSync(DIR)
    .filter((f) => /^gen-.*\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .filter((name) => expectedFile(name) !== null)
    .sort()
    .map((name) => [name, JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Capture, JSON.parse(readFileSync(expectedFile(name)!, 'utf8')) as Expected]);
}
const cases = generated();

describe.skipIf(cases.length === 0)('navigation on generated sites', () => {
  it.each(cases)('%s: menu, actions, CTA, position, header paint, footer', (_site, capture, expected) => {
    const nav = analyzeNavigation(capture, new AnalysisContext(capture));
    const items = nav.header!.items;
    expect(items.filter((i) => i.group === 'menu').map((i) => i.label)).toEqual(expected.navigation.labels);
    expect(items.filter((i) => i.group === 'action').map((i) => i.label)).toEqual(expected.navigation.actions);
    expect(items.filter((i) => i.is_cta).map((i) => i.label)).toEqual([expected.navigation.cta]);
    expect(nav.header!.position).toBe(expected.navigation.position);
    if (expected.colors_extra.header_background) expect(nav.header!.style.background).toBe(expected.colors_extra.header_background);
    expect(nav.footer).not.toBeNull();
  });
});
