/**
 * What the DOM-quiet wait waits for (settle.ts, issue 9 §3). Real Chromium, loopback pages.
 * - Text-only changes (a number counter counting for ever) do not hold the capture: what is
 *   collected from the element is the same whatever digits it shows. Before, such a page was held
 *   to the 3 s DOM cap and said the DOM kept changing.
 * - jQuery animations are finished, as CSS animations are: a preloader's slow `fadeOut` and a
 *   box's `animate` are read at their end state (the preloader gone, the box at its target
 *   opacity) without waiting them out. Before, the capture hit the DOM cap mid-fade.
 * test/crawl/vendor/ holds jQuery 3.4.1 and 1.7.2 (no `.finish()`) as released (MIT, banners kept).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCrawler } from '../../src/crawl/crawler.js';
import type { Crawler } from '../../src/crawl/types.js';

const vendor = (file: string): Buffer => readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'vendor', file));

const COUNTER = `<!doctype html><title>Counter</title>
<style>body { font: 16px sans-serif; color: #123456; } .count { color: #0a7d32; font-size: 40px; }</style>
<h1>Our numbers</h1><p>Happy clients:</p><span class="count" id="c">0</span>
<script>let n = 0; setInterval(() => { n += 7; document.getElementById('c').textContent = String(n); }, 30);</script>`;

/** A preloader's slow fadeOut, a box's animate, a tip's fadeIn with a fadeOut queued behind it. */
const fades = (jquery: string): string => `<!doctype html><title>Fades</title>
<style>body { margin: 0; font: 16px sans-serif; color: #222; } #preloader { position: fixed; inset: 0; background: #fff; z-index: 9; }
#box { width: 200px; height: 100px; background: #c0392b; } #tip { display: none; }</style>
<div id="preloader"><p id="loading">Loading</p></div>
<h1>Welcome</h1><div id="box"></div><p id="tip">Back to top</p>
<script src="/${jquery}"></script>
<script>$(window).on('load', () => { $('#preloader').fadeOut(6000); $('#box').animate({ opacity: 0.25 }, 6000); $('#tip').fadeIn(3000).fadeOut(3000); });</script>`;

let server: Server;
let origin: string;
let crawler: Crawler;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'brand-design-settle-quiet-'));
  const pages: Record<string, [string, string | Buffer]> = {
    '/counter': ['text/html; charset=utf-8', COUNTER],
    '/fades-3': ['text/html; charset=utf-8', fades('jquery-3.js')],
    '/fades-1.7': ['text/html; charset=utf-8', fades('jquery-1.7.js')],
    '/jquery-3.js': ['text/javascript', vendor('jquery-3.4.1.min.js')],
    '/jquery-1.7.js': ['text/javascript', vendor('jquery-1.7.2.min.js')],
  };
  server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': page?.[0] ?? 'text/plain' });
    response.end(page?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  crawler = createCrawler({ captureTimeoutMs: 40_000 });
});

afterAll(async () => {
  await crawler.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('a counter that only rewrites its text does not hold the capture to the DOM cap', async () => {
  const capture = await crawler.capture(`${origin}/counter`, { outDir: join(dir, 'counter') });
  expect(capture.warnings.filter((w) => w.code === 'not_settled')).toEqual([]);
  const count = capture.nodes.find((node) => node.attrs['id'] === 'c');
  expect(count?.style['color']).toBe('rgb(10, 125, 50)');
  expect(Number(count?.text)).toBeGreaterThan(0);
}, 60_000);

it.each(['3', '1.7'])('jQuery %s animations are read at their end state, queued ones included, without waiting them out', async (version) => {
  const capture = await crawler.capture(`${origin}/fades-${version}`, { outDir: join(dir, `fades-${version}`) });
  expect(capture.warnings.filter((w) => w.code === 'not_settled')).toEqual([]);
  // fadeOut ends at display: none: the preloader, and the tip faded in then out, are not visible elements.
  const ids = capture.nodes.map((node) => node.attrs['id']);
  expect(ids.filter((id) => id === 'preloader' || id === 'loading' || id === 'tip')).toEqual([]);
  expect(capture.nodes.find((node) => node.attrs['id'] === 'box')?.style['opacity']).toBe('0.25');
  expect(capture.nodes.find((node) => node.tag === 'h1')?.text).toBe('Welcome');
}, 60_000);
