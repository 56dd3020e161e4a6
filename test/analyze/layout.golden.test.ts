/**
 * Golden tests: layout of real fixture-site captures (test/fixtures/captures/<site>.json).
 * The expected values are the tokens the fixture stylesheets declare (studio: `--container:
 * 1160px`, a 4 px `--space-*` scale, 24 px grid gaps, one 768 px breakpoint).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeLayout } from '../../src/analyze/sections/layout.js';

const CAPTURES = fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
const path = (site: string): string => `${CAPTURES}${site}.json`;
const run = (site: string) => {
  const capture = JSON.parse(readFileSync(path(site), 'utf8')) as Capture;
  return analyzeLayout(capture, new AnalysisContext(capture));
};

describe.skipIf(!existsSync(path('studio')))('layout golden: studio', () => {
  const layout = () => run('studio');

  it('content width is the 1160 px container, from --container', () => {
    expect(layout().content_width).toMatchObject({ max_width_px: 1160, inner_width_px: 1112, padding_inline_px: 24, source: 'max-width' });
    expect(layout().content_width!.evidence.css_variables).toContain('--container');
  });

  it('three columns, 24 px gutter, 4 px spacing base from the --space scale', () => {
    const l = layout();
    expect(l.grid).toMatchObject({ columns: 3, gutter_px: 24 });
    expect(l.spacing.base_unit_px).toBe(4);
    expect(l.spacing.fit).toBeGreaterThanOrEqual(0.9);
    for (const px of [8, 16, 24, 32, 48, 96]) expect(l.spacing.steps.map((s) => s.px)).toContain(px);
    expect(l.spacing.evidence.css_variables.map((v) => v.px)).toEqual([4, 8, 12, 16, 24, 32, 48, 64, 96]);
  });

  it('one breakpoint at 768 px that restacks the grids', () => {
    const { breakpoints } = layout();
    expect(breakpoints.breakpoints).toHaveLength(1);
    expect(breakpoints.breakpoints[0]).toMatchObject({ px: 768, operators: ['<='], properties: ['display', 'grid-template-columns'] });
    expect(breakpoints.strategy).toBe('desktop-first');
  });

  it('scores it card based with generous whitespace, not dense', () => {
    const l = layout();
    expect(l.primary).toContain('card_based');
    expect(l.scores.generous_whitespace.score).toBeGreaterThanOrEqual(0.6);
    expect(l.scores.dense_packed.score).toBeLessThan(0.2);
    expect(l.scores.centered_symmetric.score).toBeLessThan(l.scores.left_aligned_flush.score);
  });
});

describe.skipIf(!existsSync(path('nightfall')))('layout golden: nightfall', () => {
  it('1120 px container, 820 px breakpoint, centered hero', () => {
    const l = run('nightfall');
    expect(l.content_width).toMatchObject({ max_width_px: 1120, source: 'max-width' });
    expect(l.breakpoints.breakpoints.map((b) => b.px)).toEqual([820]);
    expect(l.scores.centered_symmetric.score).toBeGreaterThan(l.scores.left_aligned_flush.score);
  });
});

describe('layout golden: every fixture capture yields a bounded content width', () => {
  const widths: Record<string, number> = { consent: 1080, lazy: 1100, shadow: 1040, frames: 1100, spa: 1180, multipage: 1200 };
  for (const [site, width] of Object.entries(widths)) {
    it.skipIf(!existsSync(path(site)))(`${site}: ${width} px`, () => {
      expect(run(site).content_width?.max_width_px).toBe(width);
    });
  }
});
