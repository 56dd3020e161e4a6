/**
 * Pages that cannot be captured fail with a CaptureError whose reason says why, hostile pages
 * are captured anyway (with warnings) — and the crawler keeps working afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserPool } from '../../src/crawl/browser.js';
import { capturePage } from '../../src/crawl/capture.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import { CaptureError, type BrowserOptions, type Crawler } from '../../src/crawl/types.js';

const OPTIONS: BrowserOptions = { pageBudgetMs: 2_500, captureTimeoutMs: 10_000, maxContexts: 3 };
const hostile = (path: string): string => `https://hostile.brand-design.test${path}`;

let crawler: Crawler;
let root: string;
let runs = 0;
const outDir = (): string => join(root, `capture-${runs++}`);

async function failure(url: string, signal?: AbortSignal): Promise<CaptureError> {
  try {
    await crawler.capture(url, { outDir: outDir(), signal });
  } catch (error) {
    if (error instanceof CaptureError) return error;
    throw error;
  }
  throw new Error(`expected ${url} to fail`);
}

/** A local port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'brand-design-bad-pages-'));
  crawler = createCrawler(OPTIONS);
});

afterAll(async () => {
  await crawler.close();
  rmSync(root, { recursive: true, force: true });
});

describe.concurrent('pages that cannot be captured', () => {
  it('dns: a host that does not resolve', async () => {
    const error = await failure('https://no-such-host.invalid/');
    expect(error.reason).toBe('dns');
    expect(error.message).toMatch(/^https:\/\/no-such-host\.invalid\/: .*resolved/);
  });

  it('connection: nothing listening on the port', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const error = await failure(url);
    expect(error.reason).toBe('connection');
    expect(error.message).toContain(url);
    expect(error.message).toContain('ERR_CONNECTION_REFUSED');
  });

  it('http_status: 4xx and 5xx main documents, with the status in the message', async () => {
    for (const status of [404, 500]) {
      const error = await failure(hostile(`/_status/${status}`));
      expect(error.reason).toBe('http_status');
      expect(error.message).toContain(`HTTP ${status}`);
    }
  });

  it('not_html: JSON and PDF answers, with the content type in the message', async () => {
    const json = await failure(hostile('/_json'));
    expect(json).toMatchObject({ reason: 'not_html' });
    expect(json.message).toContain('application/json');
    const pdf = await failure(hostile('/_pdf'));
    expect(pdf).toMatchObject({ reason: 'not_html' });
    expect(pdf.message).toContain('application/pdf');
  });

  it('download: an attachment, and a page that navigates to one', async () => {
    expect((await failure(hostile('/_download'))).reason).toBe('download');
    const later = await failure(hostile('/download.html'));
    expect(later.reason).toBe('download');
    expect(later.message).toContain('/_download');
  });

  it('timeout: a main document that never answers', async () => {
    let started = 0; // from when the capture had its context (the pool may make it wait first)
    const error = await crawler
      .capture(hostile('/_hang'), { outDir: outDir(), onStep: (step) => void (step === 'loading_page' && (started = Date.now())) })
      .then(() => null, (caught: unknown) => caught as CaptureError);
    expect(error).toMatchObject({ reason: 'timeout', message: expect.stringContaining('no response within') });
    expect(Date.now() - started).toBeLessThan(OPTIONS.captureTimeoutMs! + 2_000);
  });

  it('timeout: a page whose script never yields (and the browser survives it)', async () => {
    const error = await failure(hostile('/loop.html'));
    expect(error.reason).toBe('timeout');
    expect(error.message).toMatch(/stopped responding/);
  });

  it('aborted: before and during the capture', async () => {
    expect((await failure(hostile('/'), AbortSignal.abort())).reason).toBe('aborted');
    const controller = new AbortController();
    const pending = crawler.capture('https://never-settles.brand-design.test/', {
      outDir: outDir(),
      signal: controller.signal,
      onStep: (step) => {
        if (step === 'waiting_for_ready') controller.abort(new Error('user cancelled'));
      },
    });
    await expect(pending).rejects.toMatchObject({ reason: 'aborted', message: expect.stringContaining('user cancelled') });
  });
});

describe.concurrent('hostile pages that are captured anyway', () => {
  it('dialogs are dismissed and noted', async () => {
    const capture = await crawler.capture(hostile('/alert.html'), { outDir: outDir() });
    expect(capture.warnings).toEqual(expect.arrayContaining([
      { code: 'dialog', message: expect.stringMatching(/alert dialog .*Welcome to Trapdoor/) },
      { code: 'dialog', message: expect.stringMatching(/confirm dialog .*Allow notifications/) },
    ]));
  });

  it('popups are closed and noted', async () => {
    const capture = await crawler.capture(hostile('/popup.html'), { outDir: outDir() });
    expect(capture.final_url).toBe(hostile('/popup.html'));
    expect(capture.warnings.some((warning) => warning.code === 'popup' && /popup window .*from=popup/.test(warning.message))).toBe(true);
  });

  it('script errors do not matter', async () => {
    const capture = await crawler.capture(hostile('/error.html'), { outDir: outDir() });
    expect(capture.nodes.some((node) => node.text === 'Errors, but it renders')).toBe(true);
  });

});

describe('after the hostile pages', () => {
  it('the same crawler still captures a good page', async () => {
    const capture = await crawler.capture('https://studio.brand-design.test/', { outDir: outDir() });
    expect(capture.nodes.length).toBeGreaterThan(100);
    expect(capture.states.length).toBeGreaterThan(0);
    expect(capture.screenshots.viewport).toBe('screenshot.png');
  });
});

describe('with a pool of its own', () => {
  const pool = createBrowserPool(OPTIONS);
  afterAll(() => pool.close());

  it('a crashed renderer fails with crashed, and the pool goes on', async () => {
    const lease = await pool.acquire();
    // Crash the capture's page once its document exists, through the DevTools protocol.
    lease.context.on('page', (page) => {
      void page.waitForURL(hostile('/'), { waitUntil: 'domcontentloaded' }).then(async () => {
        const session = await page.context().newCDPSession(page);
        await session.send('Page.crash').catch(() => undefined); // the answer never comes: the renderer is gone
      });
    });
    const error = await capturePage(lease.context, hostile('/'), OPTIONS, { outDir: outDir() }).then(
      () => null,
      (caught: unknown) => caught,
    );
    await lease.release();
    expect(error).toBeInstanceOf(CaptureError);
    expect((error as CaptureError).reason).toBe('crashed');
    const next = await pool.acquire();
    const capture = await capturePage(next.context, hostile('/'), OPTIONS, { outDir: outDir() });
    await next.release();
    expect(capture.nodes.length).toBeGreaterThan(3);
  });

  it('a page that redirects itself by script after load is captured where it lands', async () => {
    const lease = await pool.acquire();
    try {
      // Routes registered before the capture's own still answer non-fixture hosts.
      await lease.context.route('https://self-redirect.test/**', (route) => {
        const html = new URL(route.request().url()).pathname === '/next'
          ? '<!doctype html><title>Next</title><h1>Arrived</h1>'
          : '<!doctype html><title>Start</title><h1>Leaving</h1><script>addEventListener("load", () => setTimeout(() => location.replace("/next"), 50));</script>';
        return route.fulfill({ status: 200, contentType: 'text/html', body: html });
      });
      const capture = await capturePage(lease.context, 'https://self-redirect.test/', OPTIONS, { outDir: outDir() });
      expect(capture.final_url).toBe('https://self-redirect.test/next');
      expect(capture.nodes.some((node) => node.text === 'Arrived')).toBe(true);
    } finally {
      await lease.release();
    }
  });

  it('very large pages are cut at 8000 nodes, with a warning', async () => {
    // Heavy by design (20,000 cells, 40,000px tall): its own, roomier limits.
    const lease = await pool.acquire();
    try {
      const capture = await capturePage(lease.context, hostile('/huge.html'), { ...OPTIONS, captureTimeoutMs: 40_000 }, { outDir: outDir() });
      expect(capture.nodes).toHaveLength(8_000);
      expect(capture.warnings.some((warning) => warning.code === 'truncated' && warning.message.includes('more than 8000 visible elements'))).toBe(true);
      expect(capture.warnings.some((warning) => warning.code === 'screenshot_clipped' && warning.message.includes('full-page screenshot clipped at 16384px'))).toBe(true);
      expect(capture.screenshots.full_page).toBe('full-page.png');
    } finally {
      await lease.release();
    }
  });
});
