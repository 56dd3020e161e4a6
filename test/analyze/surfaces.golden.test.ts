/**
 * Golden tests: real Chromium captures of the fixture sites (test/fixtures/captures/<site>.json),
 * re-analyzed without a browser. The expected values are the sites' own tokens (their CSS).
 * `CAPTURES_DIR` points the tests at another folder of captures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeSurfaces, type SurfacesSection } from '../../src/analyze/sections/surfaces.js';
import type { Capture } from '../../src/crawl/capture-types.js';

const dir = process.env['CAPTURES_DIR'] ?? join(import.meta.dirname, '..', 'fixtures', 'captures');
const path = (site: string): string => join(dir, `${site}.json`);

function surfacesOf(site: string): SurfacesSection {
  const capture = JSON.parse(readFileSync(path(site), 'utf8')) as Capture;
  return analyzeSurfaces(capture, new AnalysisContext(capture));
}

describe.skipIf(!existsSync(path('studio')))('surfaces golden: studio', () => {
  const s = existsSync(path('studio')) ? surfacesOf('studio') : (null as unknown as SurfacesSection);

  it('finds the radius tokens --radius-md 8px (buttons), --radius-lg 16px (cards) and the pill', () => {
    const step = (px: number) => s.radius.scale.find((r) => r.value_px === px);
    expect(step(8)?.css_variables).toEqual(['--radius-md']);
    expect(step(16)?.css_variables).toEqual(['--radius-lg']);
    const full = s.radius.scale.find((r) => r.name === 'full')!;
    expect(full).toMatchObject({ value_px: 999, css_variables: ['--radius-pill'] });
    expect(full.values).toEqual(expect.arrayContaining(['999px', '50%']));
    const kind = (k: string) => s.radius.by_component.find((c) => c.kind === k)?.radius.value_px;
    expect([kind('button'), kind('card'), kind('badge'), kind('avatar')]).toEqual([8, 16, 999, 999]);
  });

  it('reads the 1px --color-border border, the cards and the glass header', () => {
    expect(s.borders.dominant).toEqual({ width_px: 1, style: 'solid', color: { hex: '#e7e0d5', alpha: 1 } });
    expect(s.borders.colors[0]).toMatchObject({ hex: '#e7e0d5', css_variables: ['--color-border'] });
    const featureCards = s.cards.variants.find((v) => v.shadow?.startsWith('0px 1px 2px 0px rgb(31 29 26 / 0.06), 0px 8px 24px 0px'));
    expect(featureCards).toMatchObject({ background: { hex: '#ffffff', alpha: 1 }, radius_px: 16, padding: [32, 32, 32, 32], count: 3 });
    expect(s.effects.glass).toEqual([expect.objectContaining({ backdrop_filter: 'saturate(1.4) blur(10px)', blur_px: 10, background: { hex: '#fbf8f3', alpha: 0.92 }, count: 1 })]);
    expect(s.gradients).toEqual([]);
  });
});

describe.skipIf(!existsSync(path('nightfall')))('surfaces golden: nightfall', () => {
  const s = existsSync(path('nightfall')) ? surfacesOf('nightfall') : (null as unknown as SurfacesSection);

  it('finds glass cards, the brand gradient on text and the radial glows', () => {
    expect(s.effects.glass.reduce((n, g) => n + g.count, 0)).toBeGreaterThanOrEqual(6);
    expect(s.effects.glass.every((g) => g.blur_px === 18)).toBe(true);
    const text = s.gradients.find((g) => g.usage === 'text');
    expect(text).toMatchObject({ type: 'linear', angle_deg: 135, stops: [{ hex: '#7c5cff', alpha: 1, position: '0%' }, { hex: '#22d3ee', alpha: 1, position: '100%' }] });
    expect(s.gradients.filter((g) => g.type === 'radial').length).toBeGreaterThanOrEqual(2);
    expect(s.summary).toMatchObject({ has_glass: true, has_gradients: true });
  });

  it('reads 10px buttons and 20px cards', () => {
    const kind = (k: string) => s.radius.by_component.find((c) => c.kind === k)?.radius.value_px;
    expect([kind('button'), kind('card')]).toEqual([10, 20]);
  });
});

// README "radii" of the other fixture sites: the dominant radius per component kind, in px.
const RADII: [site: string, kinds: Record<string, number>, corner: SurfacesSection['summary']['corner_style']][] = [
  ['consent', { button: 4, image: 4 }, 'rounded'],
  ['lazy', { button: 999, card: 14 }, 'pill'],
  ['spa', { button: 12, card: 16 }, 'rounded'],
  ['shadow', { button: 6, card: 12 }, 'rounded'],
  ['multipage', { button: 0 }, 'square'],
];

describe.each(RADII.filter(([site]) => existsSync(path(site))))('surfaces golden: %s', (site, kinds, corner) => {
  it('reads the documented component radii', () => {
    const s = surfacesOf(site);
    const found = Object.fromEntries(Object.keys(kinds).map((k) => [k, s.radius.by_component.find((c) => c.kind === k)?.radius.value_px]));
    expect(found).toEqual(kinds);
    expect(s.summary.corner_style).toBe(corner);
  });
});

describe.skipIf(!existsSync(path('lazy')))('surfaces golden: lazy review borders', () => {
  it('reads the 4px #b8336a left border of the reviews as vertical dividers', () => {
    expect(surfacesOf('lazy').borders.dividers.variants[0]).toMatchObject({ orientation: 'vertical', width_px: 4, color: { hex: '#b8336a', alpha: 1 }, count: 3 });
  });
});
