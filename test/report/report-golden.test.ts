/**
 * Golden images of reports (issue 12 §1): frozen fixture design systems (test/report/fixtures),
 * their webfonts from @fontsource, rendered in Chromium at a fixed viewport with animations off,
 * compared with test/report/golden/*.png by pixelmatch. Regenerate on purpose with
 * `UPDATE_GOLDEN=1 npx vitest run test/report/report-golden.test.ts`, and look at the images.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { renderJudgeReport, renderReport } from '../../src/index.js';
import { fixtureDesignSystem, fixtureFonts } from './fixture-artifacts.js';
import { launchReportBrowser, visitReport } from './report-browser.js';

const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));
/** Share of pixels allowed to differ (anti-aliasing, glyph rasterization), and pixelmatch's per-pixel threshold. */
const MAX_DIFF_RATIO = 0.003;
const THRESHOLD = 0.1;

const dir = mkdtempSync(join(tmpdir(), 'brand-design-golden-'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchReportBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function screenshotOf(name: string, html: string): Promise<Buffer> {
  const file = join(dir, `${name}.html`);
  writeFileSync(file, html);
  const visit = await visitReport(browser, file, { width: 1100, height: 800 });
  expect(visit.external).toEqual([]);
  expect(visit.consoleErrors).toEqual([]);
  const png = await visit.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  await visit.page.context().close();
  return png;
}

function compareWithGolden(name: string, actual: Buffer): void {
  const path = join(GOLDEN, `${name}.png`);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
  if (!existsSync(path)) throw new Error(`no golden image ${path}; create it with UPDATE_GOLDEN=1 and look at it`);
  const expected = PNG.sync.read(readFileSync(path));
  const got = PNG.sync.read(actual);
  if (got.width !== expected.width || got.height !== expected.height) {
    writeFileSync(join(dir, `${name}.actual.png`), actual);
    throw new Error(`${name}: ${got.width}×${got.height}, golden ${expected.width}×${expected.height}`);
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: THRESHOLD });
  const ratio = differing / (got.width * got.height);
  if (ratio > MAX_DIFF_RATIO) {
    // Left beside the test output for a look: the diff image marks what moved.
    const out = join(tmpdir(), `brand-design-golden-${name}`);
    writeFileSync(`${out}.actual.png`, actual);
    writeFileSync(`${out}.diff.png`, PNG.sync.write(diff));
  }
  expect(ratio, `${name}: ${differing} pixels differ`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
}

function fixtureReport(name: string): string {
  const ds = fixtureDesignSystem(name);
  return renderReport(ds, { fonts: fixtureFonts(ds), exports: false, sourceUrl: ds.profile.url, capturedAt: '2026-11-24T00:00:00Z' });
}

describe('report golden images', () => {
  it('studio (light, warm, serif headings)', async () => {
    compareWithGolden('studio', await screenshotOf('studio', fixtureReport('studio')));
  });

  it('nightfall (dark, with a light theme too)', async () => {
    compareWithGolden('nightfall', await screenshotOf('nightfall', fixtureReport('nightfall')));
  });

  it('a verdict', async () => {
    const html = renderJudgeReport({
      job_id: 'job_golden', status: 'completed', reference_url: 'https://studio.brand-design.test/', source_url: 'https://nightfall.brand-design.test/', score: 0.41,
      completed_at: '2026-11-24T00:00:00Z',
      components: {
        colors: { score: 0.22, summary: 'The primary is violet (#7c5cff) where the reference uses red (#e4572e).' },
        typography: { score: 0.55, summary: 'Headings are sans-serif; the reference sets them in Playfair Display.' },
        components: { score: 0.7, summary: 'Buttons are close in shape, not in color.' },
        shape: { score: 0.81, summary: 'Radii within 2px of the reference scale.' },
        contrast: { score: 0.95, summary: 'All text passes AA.' },
        spacing: null, elevation: null,
      },
      recommendations: ['Use #e4572e for .btn-primary backgrounds (now #7c5cff).', 'Set h1, h2 in "Playfair Display", Georgia, serif (now Space Grotesk).', 'Round cards at 16px (now 20px).'],
      fixes: [
        { action: 'snap_to_token', property: 'background-color', from: '#7c5cff', to_value: '#e4572e', token: 'primary', selectors: ['.btn-primary', '.cta a'], count: 3, delta_e: 40.2, predicted_gain: 0.081, component: 'colors' },
        { action: 'snap_radius', property: 'border-radius', from: '20px', to_value: '16px', selectors: ['.card'], count: 4, predicted_gain: 0.012, component: 'shape' },
      ],
    });
    compareWithGolden('verdict', await screenshotOf('verdict', html));
  });
});
