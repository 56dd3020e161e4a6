/**
 * Golden tests: assets over real captures of the fixture sites (fixtures/sites/README.md: studio's
 * SVG logo + wordmark, icon, og:image, manifest, webfonts). Skipped until the captures exist;
 * `BRAND_DESIGN_CAPTURES` points at another folder of `<site>.json` captures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeAssets } from '../../src/analyze/sections/assets.js';

const DIR = process.env['BRAND_DESIGN_CAPTURES'] ?? fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
function load(site: string): Capture | null {
  const file = join(DIR, `${site}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Capture) : null;
}
const run = (capture: Capture) => analyzeAssets(capture, new AnalysisContext(capture));
const studio = load('studio');
const nightfall = load('nightfall');
const lazy = load('lazy');

describe.skipIf(!studio)('assets golden: studio', () => {
  const section = run(studio!);
  const origin = 'https://studio.brand-design.test';

  it('picks the header SVG mark with its wordmark', () => {
    expect(section.logo).toMatchObject({ kind: 'svg', label: 'Fieldnote logo', wordmark_text: 'Fieldnote', href: `${origin}/`, in_header: true, box: { width: 32, height: 32 } });
    expect(section.logo!.wordmark_font).toMatchObject({ family: 'Playfair Display', weight: 700, size_px: 22 });
    expect(section.logo!.svg_markup).toContain('fill="#e4572e"');
    expect(section.logo!.variants.map((v) => [v.mode, v.source])).toEqual([
      ['light', 'primary'],
      ['dark', 'footer'],
    ]);
  });

  it('rejects UI icons and avatars', () => {
    expect(section.rejected_logos.filter((r) => r.reason === 'avatar')).toHaveLength(3);
    expect(section.rejected_logos.some((r) => r.reason === 'small_icon')).toBe(true);
  });

  it('lists the icon, og:image, manifest icon and webfont files, absolute', () => {
    expect(section.favicons.map((f) => [f.href, f.type])).toEqual([[`${origin}/favicon.svg`, 'image/svg+xml']]);
    expect(section.social_images.map((s) => [s.source, s.url])).toEqual([['og:image', `${origin}/images/og-image.svg`]]);
    expect(section.manifest_icons.map((m) => [m.src, m.sizes])).toEqual([[`${origin}/favicon.svg`, 'any']]);
    expect(section.font_files.map((f) => [f.family, f.weight, f.format])).toEqual([
      ['Inter', '400', 'woff2'],
      ['Inter', '500', 'woff2'],
      ['Inter', '600', 'woff2'],
      ['Playfair Display', '600', 'woff2'],
      ['Playfair Display', '700', 'woff2'],
    ]);
    expect(section.font_files.every((f) => f.url.startsWith(`${origin}/_fonts/`) && f.status === 200)).toBe(true);
  });

  it('ranks the hero illustration first among content images', () => {
    expect(section.images.top[0]).toMatchObject({ src: `${origin}/images/hero.svg`, format: 'svg', alt_status: 'present', role: 'content' });
    expect(section.images.by_role).toMatchObject({ avatar: 3 });
  });
});

describe.skipIf(!nightfall)('assets golden: nightfall', () => {
  it('picks the gradient SVG mark and lists both webfont families', () => {
    const section = run(nightfall!);
    expect(section.logo).toMatchObject({ kind: 'svg', label: 'Nightfall', wordmark_text: 'Nightfall' });
    expect(section.logo!.svg_markup).toContain('<linearGradient');
    expect([...new Set(section.font_files.map((f) => f.family))]).toEqual(['JetBrains Mono', 'Space Grotesk']);
  });
});

describe.skipIf(!lazy)('assets golden: lazy', () => {
  it('takes the text wordmark and counts the lazy product images', () => {
    const section = run(lazy!);
    expect(section.logo).toMatchObject({ kind: 'text', label: 'Fernhill' });
    expect(section.images.lazy).toBe(4);
  });
});
