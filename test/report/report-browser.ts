/**
 * Opens a report file in a real Chromium from file:// and records everything that would make it
 * less than self-contained: requests to anything but file:/data: (aborted and listed), failed
 * requests, console errors, page errors and dialogs (issue 12 §1).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { findChromiumExecutable } from '../../src/crawl/browser.js';

export interface ReportVisit {
  page: Page;
  external: string[];
  failed: string[];
  consoleErrors: string[];
  pageErrors: string[];
  dialogs: string[];
}

export async function launchReportBrowser(): Promise<Browser> {
  const { path } = await findChromiumExecutable();
  return chromium.launch({ executablePath: path, args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'] });
}

/** Loads `file` at a fixed viewport with animations off, and waits until its fonts are ready. */
export async function visitReport(browser: Browser, file: string, viewport = { width: 1200, height: 900 }): Promise<ReportVisit> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', colorScheme: 'light' });
  const page = await context.newPage();
  const visit: ReportVisit = { page, external: [], failed: [], consoleErrors: [], pageErrors: [], dialogs: [] };
  const local = (url: string): boolean => url.startsWith('file:') || url.startsWith('data:');
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (local(url)) return route.continue();
    visit.external.push(url);
    return route.abort('blockedbyclient');
  });
  page.on('request', (request) => {
    if (!local(request.url()) && !visit.external.includes(request.url())) visit.external.push(request.url());
  });
  page.on('requestfailed', (request) => visit.failed.push(`${request.url().slice(0, 120)}: ${request.failure()?.errorText}`));
  page.on('console', (message) => {
    if (message.type() === 'error') visit.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => visit.pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    visit.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return visit;
}
