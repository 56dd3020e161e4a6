/**
 * An empty shell is not a settled page (settle.ts `contentShown`). A client-rendered app whose
 * boot waits before its first API call leaves the network and the DOM quiet for longer than their
 * windows; the capture must wait for what it renders. Real Chromium, loopback pages.
 */
import { expect, it } from 'vitest';
import { HTML, useCrawlHarness } from '../helpers/crawl-harness.js';

/** Nothing in flight and nothing mutating for 900 ms, then the app renders its page. */
const SHELL = `<!doctype html><title>App</title><div id="root"></div>
<noscript>You need to enable JavaScript to run this app.</noscript>
<script>setTimeout(() => { document.getElementById('root').innerHTML = '<h1>Plan your next trip</h1><p>Rendered by the app.</p>'; }, 900);</script>`;

/** A page that never renders anything: captured as it is, within the DOM cap. */
const BLANK = `<!doctype html><title>Blank</title><div id="root"></div><script>/* a bundle that never boots */</script>`;

const harness = useCrawlHarness('settle-shell', { '/shell': [HTML, SHELL], '/blank': [HTML, BLANK] });

it('a client-rendered app that boots late is captured with what it renders, not as an empty shell', async () => {
  const capture = await harness.crawler.capture(`${harness.origin}/shell`, { outDir: harness.outDir('shell') });
  expect(capture.nodes.some((node) => node.tag === 'h1' && node.text.includes('Plan your next trip'))).toBe(true);
}, 60_000);

it('a page that never shows anything completes after the DOM cap', async () => {
  const started = Date.now();
  const capture = await harness.crawler.capture(`${harness.origin}/blank`, { outDir: harness.outDir('blank') });
  expect(capture.nodes.some((node) => node.tag === 'h1')).toBe(false);
  expect(Date.now() - started).toBeLessThan(15_000);
}, 60_000);
