/**
 * Reports opened in a real Chromium from file:// (issue 12 §1): a fixture site extracted by the
 * runtime and written by `brand-design report`, a hostile design system, and a verdict. Each must
 * make no request outside file:/data:, log no console error, and show its key parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { renderJudgeReport, renderReport } from '../../src/index.js';
import { runReport } from '../../src/cli/report.js';
import { runJudgeCommand } from '../../src/cli/judge.js';
import { openTestRuntime } from '../helpers/runtime.js';
import { hostileDesignSystem } from './hostile.js';
import { launchReportBrowser, visitReport, type ReportVisit } from './report-browser.js';

const dir = mkdtempSync(join(tmpdir(), 'brand-design-report-'));
let browser: Browser;
let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
let submissionId: string;
let screenshotFile: string;

function expectSelfContained(visit: ReportVisit): void {
  expect(visit.external).toEqual([]);
  expect(visit.failed).toEqual([]);
  expect(visit.consoleErrors).toEqual([]);
  expect(visit.pageErrors).toEqual([]);
  expect(visit.dialogs).toEqual([]);
}

beforeAll(async () => {
  browser = await launchReportBrowser();
  runtime = await openTestRuntime({ dataDir: join(dir, 'data') });
  const client = runtime.client();
  const created = await client.submissions.create({ url: 'https://studio.brand-design.test/' });
  const done = await client.submissions.wait(created.submission_id, { timeoutMs: 90_000 });
  expect(done.status).toBe('completed');
  submissionId = created.submission_id;
  screenshotFile = join(dir, 'data', (await client.submissions.result(submissionId)).result.artifacts.screenshot.path);
  await runtime.close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the report in a browser', () => {
  it('brand-design report writes a self-contained file: screenshot, captured fonts, swatches, specimen, states, strip, exports', async () => {
    const out = join(dir, 'studio.html');
    expect(await runReport([submissionId, '--out', out, '--data-dir', join(dir, 'data')])).toBe(0);
    const visit = await visitReport(browser, out);
    expectSelfContained(visit);
    const { page } = visit;
    await expect(page.locator('[data-report="brand-name"]').textContent()).resolves.toBe('Fieldnote');
    expect(await page.locator('[data-report="screenshot"] img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);
    expect(await page.locator('[data-report="identity"]').isVisible()).toBe(true);
    expect(await page.locator('.r-role:not(.r-role-empty)').count()).toBeGreaterThanOrEqual(7);
    // The specimen is drawn in the page's own files: every embedded face loads, and the H1 row uses one.
    const fonts = await page.evaluate(() => [...document.fonts].map((f) => ({ family: f.family, status: f.status })));
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    await page.evaluate(() => Promise.all([...document.fonts].map((f) => f.load())));
    expect((await page.evaluate(() => [...document.fonts].map((f) => f.status))).every((s) => s === 'loaded')).toBe(true);
    const h1Font = await page.locator('.r-specimen-row').first().locator('.r-specimen-text').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(h1Font).toMatch(/^"?bd-font-\d/);
    expect(await page.locator('[data-report="type-specimen"]').isVisible()).toBe(true);
    // The primary button in four states, and the hover state really differs from the default.
    const primary = page.locator('[data-report="buttons"] [data-variant="primary"]');
    expect(await primary.locator('.r-state').count()).toBe(4);
    const fills = await primary.locator('.r-sample-button').evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(fills[0]).not.toBe(fills[1]);
    expect(await page.locator('[data-report="page-sections"] li').count()).toBeGreaterThanOrEqual(5);
    const downloads = await page.locator('[data-report="exports"] a[download]').evaluateAll((as) => as.map((a) => a.getAttribute('download')));
    expect(downloads).toEqual(expect.arrayContaining(['tokens.json', 'tokens.css', 'DESIGN.md', 'design-system.json']));
    // The evidence shows on hover.
    const card = page.locator('.r-role[data-role="primary"]');
    await card.hover();
    expect(await card.locator('.r-evidence').isVisible()).toBe(true);
    await page.context().close();
  });

  it('--open says why it cannot open the file when there is no opener, after writing it', async () => {
    const out = join(dir, 'open.html');
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'empty-bin');
    try {
      expect(await runReport([submissionId, '--out', out, '--open', '--data-dir', join(dir, 'data')])).toBe(3);
    } finally {
      process.env.PATH = path;
    }
    expect(readFileSync(out, 'utf8')).toContain('Fieldnote');
  });

  it('the harness itself catches a report that fetches (so the checks above can fail)', async () => {
    const file = join(dir, 'leaky.html');
    writeFileSync(file, '<!doctype html><title>x</title><img src="http://127.0.0.1:9/pixel.png"><style>body{background:url(https://example.invalid/bg.png)}</style>');
    const visit = await visitReport(browser, file);
    expect(visit.external).toEqual(expect.arrayContaining(['http://127.0.0.1:9/pixel.png', 'https://example.invalid/bg.png']));
    await visit.page.context().close();
  });

  it('refuses a failed submission with nothing to show (NOT_FOUND), like download', async () => {
    const rt = await openTestRuntime({ dataDir: join(dir, 'data') });
    const created = await rt.client().submissions.create({ url: 'https://studio.brand-design.test/_status/404' });
    expect((await rt.client().submissions.wait(created.submission_id, { timeoutMs: 60_000 })).status).toBe('failed');
    await rt.close();
    await expect(runReport([created.submission_id, '--out', join(dir, 'failed.html'), '--data-dir', join(dir, 'data')])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows hostile page strings as text: nothing runs, nothing is fetched', async () => {
    const file = join(dir, 'hostile.html');
    writeFileSync(file, renderReport(hostileDesignSystem()));
    const visit = await visitReport(browser, file);
    expectSelfContained(visit);
    expect(await visit.page.locator('script, img[src="x"]').count()).toBe(0);
    expect(await visit.page.locator('[data-report="brand-name"]').textContent()).toContain('<script>alert(1)</script>');
    await visit.page.context().close();
  });

  it('renders a verdict with its score, components, recommendations and before/after screenshots', async () => {
    const shot = { type: 'image/png' as const, data: readFileSync(screenshotFile) };
    const file = join(dir, 'judge.html');
    writeFileSync(file, renderJudgeReport({
      job_id: 'job_x', status: 'completed', reference_url: 'https://studio.brand-design.test/', source_url: 'https://nightfall.brand-design.test/', score: 0.41,
      components: { colors: { score: 0.2, summary: 'The primary is violet, not red.' }, typography: { score: 0.6, summary: 'Sans headings, not serif.' }, shape: null },
      recommendations: ['Use #e4572e for the primary buttons (now #7c5cff).', 'Set headings in Playfair Display.'],
      fixes: [{ action: 'snap_to_token', property: 'background-color', from: '#7c5cff', to_value: '#e4572e', token: 'primary', selectors: ['.btn-primary'], count: 3, delta_e: 40, predicted_gain: 0.08, component: 'colors' }],
    }, { reference: { screenshot: shot }, source: { screenshot: shot }, preview: { screenshot: shot, score: 0.63 } }));
    const visit = await visitReport(browser, file);
    expectSelfContained(visit);
    const { page } = visit;
    expect(await page.locator('[data-report="score-value"]').textContent()).toBe('41');
    expect(await page.locator('[data-report="score"] .r-bar').count()).toBe(3);
    expect(await page.locator('[data-report="recommendations"] li').count()).toBe(2);
    expect(await page.locator('[data-report="fixes"] tbody tr').count()).toBe(1);
    for (const key of ['before', 'after', 'reference-shot', 'source-shot']) {
      expect(await page.locator(`[data-report="${key}"] img`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it('brand-design judge --report --preview-fixes shows both pages and the source before/after its fixes', async () => {
    const out = join(dir, 'verdict.html');
    // The reference (studio) was extracted above; the source is extracted twice: as it is, and with the fixes injected.
    const code = await runJudgeCommand(['https://studio.brand-design.test/', 'https://nightfall.brand-design.test/', '--report', out, '--preview-fixes', '--data-dir', join(dir, 'data')]);
    expect(code).toBe(0);
    const visit = await visitReport(browser, out);
    expectSelfContained(visit);
    const { page } = visit;
    expect(Number(await page.locator('[data-report="score-value"]').textContent())).toBeLessThan(90);
    expect(await page.locator('[data-report="fixes"] tbody tr').count()).toBeGreaterThan(0);
    for (const key of ['reference-shot', 'source-shot', 'before', 'after']) {
      expect(await page.locator(`[data-report="${key}"] img`).evaluate((img: HTMLImageElement) => img.naturalWidth), key).toBeGreaterThan(1000);
    }
    // Before is the plain source's stored screenshot; after is the re-capture with the fixes injected
    // (the preview job's own extraction of the source, a CSS variant).
    const [before, after, source] = await Promise.all(['before', 'after', 'source-shot'].map((key) => page.locator(`[data-report="${key}"] img`).getAttribute('src')));
    expect(before).toBe(source);
    const rt = await openTestRuntime({ dataDir: join(dir, 'data') });
    try {
      const client = rt.client();
      // The newest submission of the source URL is the preview job's (submissions.list keeps the newest per URL).
      const preview = (await client.judge.list({ limit: 1 })).jobs[0]!;
      const row = (await client.submissions.list({ q: 'nightfall', limit: 100 })).submissions[0]!;
      expect(row.batch_label).toBe(`judge ${preview.job_id}`);
      const stored = readFileSync(join(dir, 'data', (await client.submissions.result(row.submission_id)).result.artifacts.screenshot.path));
      expect(after).toBe(`data:image/png;base64,${stored.toString('base64')}`);
      expect(after).not.toBe(before);
    } finally {
      await rt.close();
    }
    expect(await page.locator('#preview .r-lede').textContent()).toMatch(/Score \d+ → \d+/);
    await page.context().close();
  }, 120_000);
});
