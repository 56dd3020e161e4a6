/**
 * Golden tests: navigation over real captures of the fixture sites (fixtures/sites/README.md
 * documents the expected nav items and footers). Skipped until the captures exist.
 * `BRAND_DESIGN_CAPTURES` points at another folder of `<site>.json` captures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeNavigation, type NavItem } from '../../src/analyze/sections/navigation.js';

const DIR = process.env['BRAND_DESIGN_CAPTURES'] ?? fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
function load(site: string): Capture | null {
  const file = join(DIR, `${site}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Capture) : null;
}
const run = (capture: Capture) => analyzeNavigation(capture, new AnalysisContext(capture));
const tree = (items: NavItem[]): unknown[] => items.map((i) => (i.children.length > 0 ? { [i.label]: tree(i.children) } : i.label));
const studio = load('studio');
const studioPricing = load('studio-pricing');
const nightfall = load('nightfall');
const multipage = load('multipage');
const shadow = load('shadow');

describe.skipIf(!studio)('navigation golden: studio', () => {
  const nav = run(studio!);
  const header = nav.header!;
  const origin = 'https://studio.brand-design.test';

  it('has the documented items, the Product dropdown recovered from the hidden menu', () => {
    expect(tree(header.items)).toEqual([{ Product: ['Notebooks', 'Highlights', 'Integrations'] }, 'Pricing', 'Customers', 'About', 'Log in', 'Start free']);
    expect(header.items[0]).toMatchObject({ kind: 'toggle', visible: true });
    expect(header.items[0]!.children.every((c) => !c.visible && c.href === `${origin}/#features`)).toBe(true);
    expect(header.items[0]!.children[0]!.description).toBe('Capture interviews and field notes');
    expect(header.items.map((i) => i.href)).toEqual([null, `${origin}/pricing.html`, `${origin}/#customers`, `${origin}/about.html`, `${origin}/login`, `${origin}/pricing.html`]);
  });

  it('marks Start free (primary) as the only CTA, not the ghost Log in', () => {
    expect(header.items.filter((i) => i.is_cta).map((i) => i.label)).toEqual(['Start free']);
    expect(header.items.filter((i) => i.group === 'action').map((i) => i.label)).toEqual(['Log in', 'Start free']);
  });

  it('reads the sticky translucent bar', () => {
    expect(header.position).toBe('sticky');
    expect(header.style).toMatchObject({ background: '#fbf8f3', text_color: '#1f1d1a', has_cta: true, has_search: false, transparent_over_hero: false, backdrop_filter: 'saturate(1.4) blur(10px)', border_bottom: { width_px: 1, color: '#e7e0d5' } });
    expect(Math.round(header.style.height_px)).toBeGreaterThanOrEqual(72);
    expect(header.style.font).toMatchObject({ family: 'Inter', size_px: 15, weight: 500 });
    expect(header.logo).toMatchObject({ href: `${origin}/`, label: 'Fieldnote' });
    expect(header.mobile_toggle).toMatchObject({ label: 'Open menu', visible: false });
  });

  it('has the documented footer columns and copyright', () => {
    const footer = nav.footer!;
    expect(footer.columns.map((c) => [c.heading, c.items.map((i) => i.label)])).toEqual([
      ['Product', ['Notebooks', 'Highlights', 'Pricing']],
      ['Company', ['About', 'Careers', 'Contact']],
      ['Resources', ['FAQ', 'Security', 'Privacy']],
    ]);
    expect(footer.copyright).toBe('© 2025 Fieldnote ApS');
    expect(footer.style).toMatchObject({ background: '#1f1d1a', link_color: '#f3ece2' });
    expect(footer.social).toEqual([]);
  });
});

describe.skipIf(!studioPricing)('navigation golden: studio /pricing.html', () => {
  it('marks Pricing active from aria-current, not the CTA that links to the same page', () => {
    const items = run(studioPricing!).header!.items;
    expect(items.filter((i) => i.active).map((i) => i.label)).toEqual(['Pricing']);
  });
});

describe.skipIf(!nightfall)('navigation golden: nightfall', () => {
  it('has the documented items and CTA', () => {
    const header = run(nightfall!).header!;
    expect(tree(header.items)).toEqual(['Product', 'Docs', 'Pricing', 'Changelog', 'Sign in', 'Get started']);
    expect(header.items.filter((i) => i.is_cta).map((i) => i.label)).toEqual(['Get started']);
  });
});

describe.skipIf(!multipage)('navigation golden: multipage', () => {
  it('keeps the Home link, drops the wordmark, and reads aria-current', () => {
    const nav = run(multipage!);
    expect(tree(nav.header!.items)).toEqual(['Home', 'Services', 'Projects', 'Studio', 'Journal', 'Careers']);
    expect(nav.header!.items.filter((i) => i.active).map((i) => i.label)).toEqual(['Home']);
    expect(nav.header!.logo?.label).toBe('Alder & Pike');
    expect(nav.footer!.social.map((s) => s.network)).toEqual(['instagram']);
  });
});

describe.skipIf(!shadow)('navigation golden: shadow', () => {
  it('adds the button rendered inside the <quill-actions> shadow root', () => {
    const header = run(shadow!).header!;
    expect(header.items.map((i) => [i.label, i.is_cta, i.group])).toEqual([
      ['Editor', false, 'menu'],
      ['Templates', false, 'menu'],
      ['Teams', false, 'menu'],
      ['Try Quill', true, 'action'],
    ]);
  });
});
