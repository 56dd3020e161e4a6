/**
 * Deep search's measures of the first viewport (the card's color grid): a page looks dark when its
 * first view is dark, and loud when much of it is in saturated color, not when one button is.
 */
import { describe, expect, it } from 'vitest';
import { viewportLightness, viewportVividShare } from '../../src/search/card-entry.js';
import { measureCue, type DesignMeasures } from '../../src/search/deep-facets.js';

const base: DesignMeasures = {
  primary: { l: 0.6, c: 0.2, h: 25 }, background: { l: 0.99, c: 0, h: 0 }, palette: [], heading: null, body: null, families: [],
  radius: { button: null, card: null }, layoutScores: {}, gradients: false, glass: false, shadow: null, borderWidth: null,
};
const grid = (hexes: string[]): string[] => Array.from({ length: 96 }, (_, i) => hexes[i % hexes.length]!);

describe('first-viewport measures', () => {
  it('reads lightness and the share of saturated cells off the grid', () => {
    expect(viewportLightness(grid(['#000000']))).toBeCloseTo(0, 2);
    expect(viewportLightness(grid(['#ffffff']))).toBeCloseTo(1, 2);
    expect(viewportVividShare(grid(['#ffffff', '#e0203a']))).toBeCloseTo(0.5, 2);
    expect(viewportVividShare([])).toBeNull();
  });

  it('a black hero over a white canvas is dark at first sight', () => {
    const blackHero = { ...base, viewportL: viewportLightness(grid(['#111111'])) };
    expect(measureCue(blackHero, 'theme', 'dark')).toBe(1);
    expect(measureCue(base, 'theme', 'dark')).toBe(0); // without a grid: the white canvas
  });

  it('a page half in red is louder than a white page with a red button', () => {
    const loud = { ...base, viewportVivid: viewportVividShare(grid(['#ffffff', '#e0203a'])) };
    const quiet = { ...base, viewportVivid: viewportVividShare(grid(['#ffffff'])) };
    expect(measureCue(loud, 'saturation', 'vivid')!).toBeGreaterThan(measureCue(quiet, 'saturation', 'vivid')!);
    expect(measureCue(quiet, 'saturation', 'muted')!).toBeGreaterThan(measureCue(loud, 'saturation', 'muted')!);
  });
});
