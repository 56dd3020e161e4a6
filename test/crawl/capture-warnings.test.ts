/**
 * Structured capture warnings (issue 8 item 6): `{ code, message }` with a closed set of codes,
 * old string warnings read as `other`, and the list on the result envelope — so an incomplete
 * capture never looks like a clean success.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_WARNING_CODES, readCaptureWarnings, readWarningsFile, WARNINGS_FILE, writeWarningsFile } from '../../src/crawl/warnings.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import { openTestRuntime } from '../helpers/runtime.js';

describe('reading warnings of any age', () => {
  it('reads strings (captures saved before codes) as `other`, keeps coded ones, drops junk', () => {
    expect(readCaptureWarnings([
      'page did not settle within the 15s page budget',
      { code: 'truncated', message: 'the page has more than 8000 visible elements' },
      { code: 'no_such_code', message: 'kept, as other' },
      42,
      null,
      { code: 'dialog' },
    ])).toEqual([
      { code: 'other', message: 'page did not settle within the 15s page budget' },
      { code: 'truncated', message: 'the page has more than 8000 visible elements' },
      { code: 'other', message: 'kept, as other' },
    ]);
    expect(readCaptureWarnings(undefined)).toEqual([]);
  });

  it('the code list is closed and has no duplicates', () => {
    expect(new Set(CAPTURE_WARNING_CODES).size).toBe(CAPTURE_WARNING_CODES.length);
    expect(CAPTURE_WARNING_CODES).toEqual(expect.arrayContaining(['not_settled', 'truncated', 'states_sampled', 'screenshot_clipped', 'other']));
  });

  it('reads an extraction folder: warnings.json, else the old capture.json, else nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-design-warnings-'));
    try {
      expect(readWarningsFile(dir)).toEqual([]);
      writeFileSync(join(dir, 'capture.json'), JSON.stringify({ warnings: ['a popup window (about:blank) was opened by the page and closed'] }));
      expect(readWarningsFile(dir)).toEqual([{ code: 'other', message: 'a popup window (about:blank) was opened by the page and closed' }]);
      writeWarningsFile(dir, [{ code: 'popup', message: 'a popup window (about:blank) was opened by the page and closed' }]);
      expect(readWarningsFile(dir)).toEqual([{ code: 'popup', message: 'a popup window (about:blank) was opened by the page and closed' }]);
      expect(WARNINGS_FILE).toBe('warnings.json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('warnings on the result envelope (real runtime, real Chromium)', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  beforeAll(async () => {
    runtime = await openTestRuntime({ concurrency: 1, browser: { pageBudgetMs: 2_500, captureTimeoutMs: 30_000 } });
  });
  afterAll(async () => {
    await runtime.cleanup();
  });

  it('a page that never settles completes, and says so in envelope.warnings', async () => {
    const s = runtime.client().submissions;
    const { submission_id: id } = await s.create({ url: 'https://never-settles.brand-design.test/' }, { sections: ['profile'] });
    const done = await s.wait(id, { intervalMs: 50 });
    expect(done.status).toBe('completed');
    const envelope = await s.result(id);
    expect(envelope.warnings).toEqual(expect.arrayContaining([
      { code: 'not_settled', message: expect.stringMatching(/^page did not settle within the 2.5s page budget/) },
    ]));
    for (const warning of envelope.warnings) expect(CAPTURE_WARNING_CODES).toContain(warning.code);
  }, 60_000);

  it('a clean page has an empty list', async () => {
    const s = runtime.client().submissions;
    const { submission_id: id } = await s.create({ url: 'https://studio.brand-design.test/about.html' }, { sections: ['profile'] });
    expect((await s.wait(id, { intervalMs: 50 })).status).toBe('completed');
    expect((await s.result(id)).warnings).toEqual([]);
  }, 60_000);
});

describe('warnings the collectors raise (real Chromium)', () => {
  it('fonts_missing: a web font that failed to load; stylesheet_unreadable says why a sheet did not load', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        // The second stylesheet is on another origin whose port is closed: it never loads.
        response.end('<!doctype html><title>Fonts</title><link rel="stylesheet" href="http://127.0.0.1:9/theme.css"><style>@font-face { font-family: Gone; src: url(/gone.woff2) format("woff2"); } body { font-family: Gone, sans-serif; }</style><h1>Hello</h1>');
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const crawler = createCrawler({ pageBudgetMs: 2_500, captureTimeoutMs: 30_000 });
    const dir = mkdtempSync(join(tmpdir(), 'brand-design-fonts-'));
    try {
      const capture = await crawler.capture(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { outDir: dir });
      expect(capture.fonts.faces).toContainEqual(expect.objectContaining({ family: 'Gone', status: 'error' }));
      expect(capture.warnings).toContainEqual({ code: 'fonts_missing', message: expect.stringMatching(/1 web font family failed to load .*: Gone$/) });
      // A stylesheet that failed to load says why, not "cross-origin".
      expect(capture.warnings).toContainEqual({ code: 'stylesheet_unreadable', message: expect.stringMatching(/^stylesheet http:\/\/127\.0\.0\.1:9\/theme\.css did not load \(net::ERR_/) });
    } finally {
      await crawler.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
