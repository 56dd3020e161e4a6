/**
 * Golden tests over real captures of the fixture sites (see surfaces.golden.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeElevation, type ElevationSection } from '../../src/analyze/sections/elevation.js';
import type { Capture } from '../../src/crawl/capture-types.js';

const dir = process.env['CAPTURES_DIR'] ?? join(import.meta.dirname, '..', 'fixtures', 'captures');
const path = (site: string): string => join(dir, `${site}.json`);

function elevationOf(site: string): ElevationSection {
  const capture = JSON.parse(readFileSync(path(site), 'utf8')) as Capture;
  return analyzeElevation(capture, new AnalysisContext(capture));
}

describe.skipIf(!existsSync(path('studio')))('elevation golden: studio', () => {
  const e = existsSync(path('studio')) ? elevationOf('studio') : (null as unknown as ElevationSection);

  it('orders --shadow-card below --shadow-pop, with parsed layers', () => {
    const names = e.shadows.scale.map((s) => s.css_variables[0] ?? null);
    expect(names).toEqual(['--shadow-card', '--shadow-pop']);
    expect(e.shadows.scale[0]!.layers).toEqual([
      { inset: false, x: 0, y: 1, blur: 2, spread: 0, color: '#1f1d1a', alpha: 0.06 },
      { inset: false, x: 0, y: 8, blur: 24, spread: 0, color: '#1f1d1a', alpha: 0.06 },
    ]);
    expect(e.shadows.scale[1]).toMatchObject({ value: '0px 12px 32px 0px rgb(31 29 26 / 0.14)', kinds: [{ kind: 'card', count: 2 }] });
  });

  it('keeps the primary button shadows (tinted with the brand color) beside the scale', () => {
    expect(e.shadows.colored.map((s) => s.layers[0]!.color)).toEqual(['#a93a1a', '#e4572e']);
    expect(e.shadows.colored[1]!.states.hover).toBeGreaterThan(0);
  });

  it('finds the sticky header on z-index 20', () => {
    expect(e.z_index.layers).toEqual([expect.objectContaining({ z_index: 20, positions: ['sticky'], holds: [{ role: 'header', count: 1 }] })]);
  });
});

describe.skipIf(!existsSync(path('nightfall')))('elevation golden: nightfall', () => {
  const e = existsSync(path('nightfall')) ? elevationOf('nightfall') : (null as unknown as ElevationSection);

  it('separates the terminal drop shadow from the violet button glow', () => {
    expect(e.shadows.scale.map((s) => s.value)).toEqual(['0px 30px 80px 0px rgb(0 0 0 / 0.45)']);
    expect(e.shadows.colored[0]).toMatchObject({ colored: true, kinds: [{ kind: 'button', count: 3 }] });
    expect(e.z_index.layers.map((l) => [l.z_index, l.holds[0]!.role])).toEqual([[10, 'header']]);
  });
});
