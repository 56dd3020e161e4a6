/**
 * Large static pages (issue 8 item 2, issue 9 §3): a page of 50,000 elements and no script used
 * to fail with "a script on the page never yields" because our own forcing work held its main
 * thread past the responsiveness probe. A page of 100,000 elements (the size) now
 * completes within the page budget, and says what it sampled in the result envelope. Real Chromium, a real HTTP server on 127.0.0.1, the real runtime.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_BUDGET_MS } from '../../src/crawl/capture.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import type { Crawler } from '../../src/crawl/types.js';
import { openTestRuntime } from '../helpers/runtime.js';

/** `elements` elements in cards of 6 (div, h3, p, a, button, span), four card styles, no script. */
export function staticPage(elements: number): string {
  const cards: string[] = [];
  for (let i = 0; i < Math.floor(elements / 6); i++) {
    const v = i % 4;
    cards.push(`<div class="card c${v}"><h3>Item ${i}</h3><p>Text of item ${i} <a href="#i${i}">more</a></p><button class="btn b${v % 2}">Go ${i}</button><span>·</span></div>`);
  }
  return `<!doctype html><html><head><title>Static ${elements}</title><style>
body { font-family: sans-serif; margin: 0; }
.card { display: inline-block; width: 200px; margin: 4px; padding: 8px; border: 1px solid #ddd; }
.btn { background: #2563eb; color: #fff; border: 0; padding: 4px 8px; border-radius: 4px; transition: background-color 200ms; }
.btn:hover { background: #1d4ed8; } .b1 { background: #e4572e; } .b1:hover { background: #c8441f; }
.btn:focus-visible { outline: 2px solid #111; } a { color: #2563eb; } a:hover { text-decoration: none; }
</style></head><body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header><main>${cards.join('')}</main></body></html>`;
}

let server: Server;
let origin: string;
const pages = new Map<string, string>();

beforeAll(async () => {
  pages.set('/100k.html', staticPage(100_000));
  server = createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a 100,000-element static page', () => {
  it('completes within the page budget, with the sampling said in envelope.warnings', async () => {
    const real = createCrawler({ maxContexts: 1 });
    let captureMs = 0;
    const timed: Crawler = {
      capture: async (url, options) => {
        const started = Date.now();
        try {
          return await real.capture(url, options);
        } finally {
          captureMs = Date.now() - started;
        }
      },
      discover: (url, max, options) => real.discover(url, max, options),
      fetch: (url, options) => real.fetch(url, options),
      close: () => real.close(),
    };
    const runtime = await openTestRuntime({ concurrency: 1, crawler: timed });
    try {
      const s = runtime.client().submissions;
      const { submission_id: id } = await s.create({ url: `${origin}/100k.html` }, { sections: ['profile'] });
      const done = await s.wait(id, { intervalMs: 100 });
      expect(done.error).toBeNull();
      expect(done.status).toBe('completed');
      expect(captureMs).toBeLessThan(DEFAULT_PAGE_BUDGET_MS); // issue 9 §3: within the page budget, not only the hard limit
      const { warnings } = await s.result(id);
      expect(warnings).toEqual(expect.arrayContaining([
        { code: 'truncated', message: expect.stringContaining('more than 8000 visible elements') },
        { code: 'screenshot_clipped', message: expect.stringContaining('clipped at 16384px') },
      ]));
      // No false blame: nothing says the page stopped responding, and no step ran out of time.
      expect(warnings.filter((w) => w.code === 'budget_exhausted')).toEqual([]);
    } finally {
      await runtime.cleanup();
      await real.close();
    }
  }, 90_000);
});
