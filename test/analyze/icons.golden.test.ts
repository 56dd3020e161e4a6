/**
 * Golden tests over real captures of the fixture sites (see surfaces.golden.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeIcons, type IconsSection } from '../../src/analyze/sections/icons.js';
import type { Capture } from '../../src/crawl/capture-types.js';

const dir = process.env['CAPTURES_DIR'] ?? join(import.meta.dirname, '..', 'fixtures', 'captures');
const path = (site: string): string => join(dir, `${site}.json`);

function iconsOf(site: string): IconsSection {
  const capture = JSON.parse(readFileSync(path(site), 'utf8')) as Capture;
  return analyzeIcons(capture, new AnalysisContext(capture));
}

describe.skipIf(!existsSync(path('studio')))('icons golden: studio', () => {
  it('finds the chevron and the three feature icons (not the logo): inline, outline', () => {
    const s = iconsOf('studio');
    expect(s).toMatchObject({ system: 'inline_svg', count: 4, style: 'outline', library: null });
    expect(s.sizes).toEqual([{ size_px: 22, count: 3 }, { size_px: 12, count: 1 }]);
    expect(s.stroke_widths).toEqual([{ value: 1.6, count: 3 }, { value: 1.5, count: 1 }]);
    // The chevron strokes with currentColor; the feature icons hard-code #1f1d1a.
    expect(s.colors).toEqual({ current_color: 1, fixed: 3, unknown: 0, values: [{ hex: '#1f1d1a', count: 4 }] });
  });
});

describe.skipIf(!existsSync(path('nightfall')))('icons golden: nightfall', () => {
  it('has no icons: its only svg is the logo and the terminal dots are not an icon font', () => {
    expect(iconsOf('nightfall')).toMatchObject({ system: null, count: 0 });
  });
});
