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
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { HTML, useCrawlHarness } from '../helpers/crawl-harness.js';

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

const harness = useCrawlHarness('settle-quiet', {
  '/counter': [HTML, COUNTER],
  '/fades-3': [HTML, fades('jquery-3.js')],
  '/fades-1.7': [HTML, fades('jquery-1.7.js')],
  '/jquery-3.js': ['text/javascript', vendor('jquery-3.4.1.min.js')],
  '/jquery-1.7.js': ['text/javascript', vendor('jquery-1.7.2.min.js')],
});

it('a counter that only rewrites its text does not hold the capture to the DOM cap', async () => {
  const capture = await harness.crawler.capture(`${harness.origin}/counter`, { outDir: harness.outDir('counter') });
  expect(capture.warnings.filter((w) => w.code === 'not_settled')).toEqual([]);
  const count = capture.nodes.find((node) => node.attrs['id'] === 'c');
  expect(count?.style['color']).toBe('rgb(10, 125, 50)');
  expect(Number(count?.text)).toBeGreaterThan(0);
}, 60_000);

it.each(['3', '1.7'])('jQuery %s animations are read at their end state, queued ones included, without waiting them out', async (version) => {
  const capture = await harness.crawler.capture(`${harness.origin}/fades-${version}`, { outDir: harness.outDir(`fades-${version}`) });
  expect(capture.warnings.filter((w) => w.code === 'not_settled')).toEqual([]);
  // fadeOut ends at display: none: the preloader, and the tip faded in then out, are not visible elements.
  const ids = capture.nodes.map((node) => node.attrs['id']);
  expect(ids.filter((id) => id === 'preloader' || id === 'loading' || id === 'tip')).toEqual([]);
  expect(capture.nodes.find((node) => node.attrs['id'] === 'box')?.style['opacity']).toBe('0.25');
  expect(capture.nodes.find((node) => node.tag === 'h1')?.text).toBe('Welcome');
}, 60_000);
