/**
 * Reveal-on-scroll scripts (AOS, WOW, waypoints) commonly start on the window's `load` event and
 * only then watch the scroll: content below the fold stays at opacity 0 until scrolled to after
 * `load`. A capture that scrolls before `load` (the page's images still loading) never sees it,
 * and whole sections vanish from the design system (seen on BootstrapMade templates, whose
 * `AOS.init` runs on load). Real Chromium, a loopback page whose one image answers late.
 */
import { expect, it } from 'vitest';
import { HTML, useCrawlHarness } from '../helpers/crawl-harness.js';

const PAGE = `<!doctype html><title>Reveal</title>
<style>body { margin: 0; font: 16px sans-serif; color: #222; } section { height: 1200px; padding: 40px; }
.reveal { opacity: 0; } .reveal.in { opacity: 1; } .deep { color: #8a2be2; }</style>
<section><h1>Top</h1><img src="/slow.png" width="10" height="10" alt=""></section>
<section><p class="reveal">Middle copy that fades in.</p></section>
<section><p class="reveal deep" id="deep">Deep copy that fades in when scrolled to.</p></section>
<script>
window.addEventListener('load', () => {
  // As AOS does: from load on, each .reveal fades in once it is scrolled into view.
  const check = () => { for (const el of document.querySelectorAll('.reveal:not(.in)')) { const r = el.getBoundingClientRect(); if (r.top < innerHeight && r.bottom > 0) el.classList.add('in'); } };
  addEventListener('scroll', check, { passive: true });
  check();
});
</script>`;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** As AOS does (a 99 ms throttle, trailing call only): the first call after reaching the bottom
 * comes ~100 ms later; a scroll that turned back up at once left it seeing the top. */
const THROTTLED = `<!doctype html><title>Throttled</title>
<style>body { margin: 0; font: 16px sans-serif; } section { height: 1000px; } .reveal { opacity: 0; } .reveal.in { opacity: 1; }</style>
<section><h1>Top</h1></section><section><p class="reveal" id="deep">Bottom copy a throttled handler reveals.</p></section>
<script>
let pending = false;
addEventListener('scroll', () => {
  if (pending) return;
  pending = true;
  setTimeout(() => { pending = false; for (const el of document.querySelectorAll('.reveal')) if (el.getBoundingClientRect().top < innerHeight) el.classList.add('in'); }, 100);
}, { passive: true });
</script>`;

const harness = useCrawlHarness('reveal', (request, response) => {
  if (request.url === '/slow.png') {
    // `load` waits for this image: it comes well after DOMContentLoaded.
    setTimeout(() => { response.writeHead(200, { 'content-type': 'image/png' }); response.end(PNG); }, 900);
    return;
  }
  const body = request.url === '/' ? PAGE : request.url === '/throttled' ? THROTTLED : null;
  response.writeHead(body ? 200 : 404, { 'content-type': body ? HTML : 'text/plain' });
  response.end(body ?? 'not found');
});

it('content a load-time script reveals on scroll is captured: the scroll comes after `load`', async () => {
  const capture = await harness.crawler.capture(`${harness.origin}/`, { outDir: harness.outDir('reveal') });
  const texts = capture.nodes.map((node) => node.text ?? '');
  expect(texts).toContain('Top');
  expect(texts.some((t) => t.startsWith('Deep copy'))).toBe(true);
}, 60_000);

it('content a throttled scroll handler reveals is captured: the scroll stays at the bottom long enough for it', async () => {
  const capture = await harness.crawler.capture(`${harness.origin}/throttled`, { outDir: harness.outDir('throttled') });
  expect(capture.nodes.map((node) => node.text ?? '').some((t) => t.startsWith('Bottom copy'))).toBe(true);
}, 60_000);
