/**
 * Golden tests: data_display over real captures of the fixture sites (fixtures/sites/README.md:
 * studio's stats row and pricing plans). Skipped until the captures exist; `BRAND_DESIGN_CAPTURES`
 * points at another folder of `<site>.json` captures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeDataDisplay } from '../../src/analyze/sections/data-display.js';

const DIR = process.env['BRAND_DESIGN_CAPTURES'] ?? fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
function load(site: string): Capture | null {
  const file = join(DIR, `${site}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Capture) : null;
}
const run = (capture: Capture) => analyzeDataDisplay(capture, new AnalysisContext(capture));
const studio = load('studio');
const nightfall = load('nightfall');
const lazy = load('lazy');

describe.skipIf(!studio)('data_display golden: studio', () => {
  const section = run(studio!);

  it('reads the stats row: 2,400+ / 1.8M / 38% / 4.9/5 with labels', () => {
    expect(section.stats.groups.map((g) => g.items.map((i) => [i.value, i.label]))).toEqual([
      [
        ['2,400+', 'research teams'],
        ['1.8M', 'interviews stored'],
        ['38%', 'less time to synthesis'],
        ['4.9/5', 'average G2 rating'],
      ],
    ]);
    expect(section.stats.value_style).toMatchObject({ font: { family: 'Playfair Display', size_px: 48, weight: 600 }, color: '#1f1d1a' });
    expect(section.stats.label_style).toMatchObject({ color: '#6b645b' });
  });

  it('reads the pricing table: Solo $0, Team $24 "Most popular" highlighted, Organization $48', () => {
    expect(section.pricing).toHaveLength(1);
    const table = section.pricing[0]!;
    expect(table.plans.map((p) => [p.name, p.price?.amount, p.price?.period, p.highlighted, p.badge])).toEqual([
      ['Solo', 0, 'forever', false, null],
      ['Team', 24, 'month', true, 'Most popular'],
      ['Organization', 48, 'month', false, null],
    ]);
    expect(table.highlighted_plan).toBe('Team');
    expect(table.plans[1]!.features).toEqual(['Unlimited studies', '100 hours of transcription', 'Cross-study highlights', 'Slack and Figma integrations']);
    expect(table.plans[1]!.cta).toMatchObject({ label: 'Start free trial', is_cta: true });
    expect(table.plans.map((p) => p.style.radius_px)).toEqual([16, 16, 16]);
    expect(table.price_font).toMatchObject({ family: 'Playfair Display', size_px: 44 });
  });

  it('reads the badge, eyebrow labels, check lists and cards', () => {
    expect(section.badges.style).toMatchObject({ background: '#1f1d1a', color: '#fbf8f3', radius_px: 999, shape: 'pill', text_transform: 'uppercase' });
    expect(section.labels.count).toBe(4);
    expect(section.labels.style).toMatchObject({ text_transform: 'uppercase', font: { size_px: 13, weight: 600 } });
    expect(section.lists.by_marker['check']).toBe(3);
    expect(section.cards.style).toMatchObject({ background: '#ffffff', radius_px: 16, border: { width_px: 1, color: '#e7e0d5' }, shadow: 'rgba(31, 29, 26, 0.06) 0px 1px 2px 0px, rgba(31, 29, 26, 0.06) 0px 8px 24px 0px' });
    expect(section.cards.grids.map((g) => [g.columns, g.gap_px])).toEqual([
      [3, 24],
      [3, 24],
      [3, 24],
    ]);
    expect(section.tables.count).toBe(0);
  });
});

describe.skipIf(!nightfall)('data_display golden: nightfall', () => {
  it('reads the metrics row', () => {
    const section = run(nightfall!);
    expect(section.stats.groups.flatMap((g) => g.items.map((i) => i.value))).toEqual(['48B', '<1%', '9 s']);
    expect(section.pricing).toEqual([]);
  });
});

describe.skipIf(!lazy)('data_display golden: lazy', () => {
  it('does not read product prices (£34 · 60 cm) as a pricing table', () => {
    expect(run(lazy!).pricing).toEqual([]);
  });
});
