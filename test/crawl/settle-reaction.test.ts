/**
 * The page's reaction to our scroll back to the top (settle.ts SCROLL_REACTION_MAX_MS, issue 9 §3).
 * Real Chromium, loopback pages.
 * - A sticky header that flips its class and a scrollspy that moves `active` in the scroll handler
 *   no longer restart the DOM-quiet window: it ends the scroll tail (150 ms) after the scroll back,
 *   where it waited a whole window (300 ms) from the reaction before.
 * - What the reaction sets off later still counts: a staggered reveal it starts after those frames
 *   is waited for to its last item.
 */
import { expect, it } from 'vitest';
import { HTML, useCrawlHarness } from '../helpers/crawl-harness.js';

/** A long page whose scroll handler reacts at once; `reveal` adds a reveal chain it starts 120 ms later. */
const page = (reveal: boolean): string => `<!doctype html><title>Sticky</title>
<style>body { margin: 0; font: 16px sans-serif; color: #222; } header { position: sticky; top: 0; background: #fff; height: 60px; }
header.scrolled { background: #102030; } nav a { color: #333; margin: 0 8px; } nav a.active { color: #c0392b; }
section { height: 900px; } .item { opacity: 0; } .item.shown { opacity: 1; }</style>
<header id="top"><nav><a href="#a" class="active">A</a><a href="#b">B</a><a href="#c">C</a></nav></header>
<section id="a"><h1>Welcome</h1>${[1, 2, 3].map((n) => `<p class="item" id="item${n}">Item ${n}</p>`).join('')}</section>
<section id="b"><h2>B</h2></section><section id="c"><h2>C</h2></section>
<script>
const links = [...document.querySelectorAll('nav a')];
let down = false;
addEventListener('scroll', () => {
  const y = scrollY;
  document.getElementById('top').classList.toggle('scrolled', y > 50);
  // The scrollspy updates in the next frame (a handler throttled to animation frames).
  requestAnimationFrame(() => {
    const current = ['a', 'b', 'c'].filter((id) => document.getElementById(id).offsetTop <= scrollY + 100).pop() ?? 'a';
    for (const link of links) link.classList.toggle('active', link.hash === '#' + current);
  });
  if (y > 0) down = true;
  else if (down && ${reveal}) {
    down = false;
    // A staggered reveal the way back up sets off: 120 ms, then every 250 ms.
    [1, 2, 3].forEach((n, i) => setTimeout(() => document.getElementById('item' + n).classList.add('shown'), 120 + 250 * i));
  }
});
</script>`;

const harness = useCrawlHarness('settle-reaction', { '/sticky': [HTML, page(false)], '/reveal': [HTML, page(true)] });

it('a sticky header and a scrollspy reacting to the scroll back do not restart the DOM-quiet window; a reveal they start later is waited for', async () => {
  // The reaction is absorbed only when its two frames come within SCROLL_REACTION_MAX_MS (100 ms):
  // on a loaded machine (CI's 2 cores under a parallel suite) they may not, and then the reaction
  // counts by design. So the timing is asked of the best of three captures; the states every time.
  const waits: number[] = [];
  for (let attempt = 0; attempt < 3 && !waits.some((ms) => ms < 240); attempt += 1) {
    const phases: Record<string, number> = {};
    const sticky = await harness.crawler.capture(`${harness.origin}/sticky`, { outDir: harness.outDir(`sticky-${attempt}`), onPhase: (phase, ms) => { phases[phase] = ms; } });
    expect(sticky.warnings.filter((w) => w.code === 'not_settled')).toEqual([]);
    // The reaction happened (the header is back to its top state, A is the active link) ...
    expect(sticky.nodes.find((node) => node.attrs['id'] === 'top')?.style['background-color']).toBe('rgb(255, 255, 255)');
    expect(sticky.nodes.find((node) => node.attrs['href'] === '#a')?.style['color']).toBe('rgb(192, 57, 43)');
    waits.push(phases['settle.quiet.dom'] ?? Infinity);
  }
  // ... and the wait ended about the scroll tail (150 ms) after the scroll back (measured: 150 ms);
  // counted from the scrollspy's update, a frame after the scroll back, it lasted 314 ms.
  expect(Math.min(...waits)).toBeLessThan(240);

  const reveal = await harness.crawler.capture(`${harness.origin}/reveal`, { outDir: harness.outDir('reveal') });
  expect(reveal.warnings.filter((w) => w.code === 'not_settled')).toEqual([]);
  for (const n of [1, 2, 3]) expect(reveal.nodes.find((node) => node.attrs['id'] === `item${n}`)?.style['opacity']).toBe('1');
}, 60_000);
