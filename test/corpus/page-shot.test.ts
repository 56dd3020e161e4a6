/**
 * Corpus thumbnails from Chromium (issue 11 §1): a JPEG at the chosen width and quality, and no
 * repeated headers — a page with a fixed, blurred header over a tall body (the pattern whose header
 * and hero the old full-page thumbnails painted again every 1800 px) shows its header's pixels
 * once, at the top. The JPEGs are decoded by Chromium (canvas) to count pixels.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserPool, type BrowserPool } from '../../src/crawl/browser.js';
import { shootPage } from '../../src/corpus/page-shot.js';

const HEADER = [224, 0, 0];
const STICKY = [0, 0, 224];
const REVEALED = [0, 176, 0];

/**
 * Sections revealed on scroll the way AOS does it: a scroll handler throttled to 100 ms with a
 * trailing call adds \`on\` (a 600 ms fade in) to sections inside the viewport and takes it off
 * sections below it (\`mirror\`), and a resize restarts them all, as AOS's refresh does; the page
 * scrolls smoothly (Bootstrap 5). Before the fix the shot showed the green section blank: the
 * smooth scroll never reached it, and scrolling back to the top, or Chromium's resize for the
 * full-page capture, hid it again.
 */
const REVEAL_PAGE = `<!doctype html><html><head><style>
:root { scroll-behavior: smooth; }
body { margin: 0; background: #ffffff; }
section { height: 900px; }
section.long { height: 3200px; }
section.tail { height: 3000px; }
section.long { background: linear-gradient(#ffffff, #f4f4f4) fixed; }
.reveal { height: 600px; background: rgb(0, 176, 0); opacity: 0; transition: opacity 600ms; }
.reveal.on { opacity: 1; }
</style></head><body><section></section><section class="long"></section><div class="reveal"></div><section class="tail"></section>
<script>
const els = [...document.querySelectorAll('.reveal')];
function check() {
  for (const el of els) el.classList.toggle('on', el.getBoundingClientRect().top < innerHeight - 50);
}
let last = 0, timer = 0;
addEventListener('scroll', () => {
  const busy = Date.now() + 30; while (Date.now() < busy); // a heavy page's handlers
  const now = Date.now();
  if (now - last >= 100) { last = now; check(); }
  else { clearTimeout(timer); timer = setTimeout(() => { last = Date.now(); check(); }, 100 - (now - last)); }
});
addEventListener('resize', () => { for (const el of els) el.classList.remove('on'); setTimeout(check, 50); });
addEventListener('load', check);
</script></body></html>`;

const PAGE = `<!doctype html><html><head><style>
body { margin: 0; font-family: sans-serif; background: #ffffff; }
header { position: fixed; top: 0; left: 0; right: 0; height: 80px; z-index: 10;
  background: rgba(224, 0, 0, 1); backdrop-filter: blur(14px) saturate(1.4); }
.bar { position: sticky; top: 80px; height: 40px; background: rgb(0, 0, 224); }
section { height: 1100px; border-bottom: 1px solid #dddddd; padding-top: 100px; }
</style></head><body><header>Header</header><section>One</section><div class="bar"></div>
<section>Two</section><section>Three</section><section>Four</section></body></html>`;

let dir = '';
let server: Server;
let origin = '';
let pool: BrowserPool;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'brand-design-shot-'));
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site', 'index.html'), PAGE);
  writeFileSync(join(dir, 'site', 'reveal.html'), REVEAL_PAGE);
  server = createServer((req, res) => {
    if (req.url === '/site/index.html' || req.url === '/site/reveal.html') res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(join(dir, req.url.slice(1))));
    else res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool = createBrowserPool({ maxContexts: 1 });
});

afterAll(async () => {
  await pool?.close();
  await new Promise<void>((ok) => server?.close(() => ok()));
  rmSync(dir, { recursive: true, force: true });
});

/** Rows of the JPEG where most pixels are within 40 levels of `rgb`, decoded by Chromium. */
async function rowsOfColor(jpeg: Buffer, rgb: number[]): Promise<number[]> {
  const lease = await pool.acquire();
  try {
    const page = await lease.context.newPage();
    // A string body: the page function must not depend on helpers the test transpiler adds.
    return await page.evaluate(`(async () => {
      const img = new Image();
      img.src = 'data:image/jpeg;base64,${jpeg.toString('base64')}';
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const want = ${JSON.stringify(rgb)};
      const rows = [];
      for (let y = 0; y < c.height; y++) {
        let hit = 0;
        for (let x = 0; x < c.width; x++) {
          const i = (y * c.width + x) * 4;
          if (Math.abs(d[i] - want[0]) < 40 && Math.abs(d[i + 1] - want[1]) < 40 && Math.abs(d[i + 2] - want[2]) < 40) hit++;
        }
        if (hit > c.width * 0.6) rows.push(y);
      }
      return rows;
    })()`);
  } finally {
    await lease.release();
  }
}

describe('shootPage', () => {
  it('writes a JPEG of the chosen width, from the top of the page, cut at maxSourceHeight', { timeout: 60_000 }, async () => {
    const shot = await shootPage(pool, `${origin}/site/index.html`, { settleMs: 50, width: 360, maxSourceHeight: 2000 });
    expect([...shot.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(shot.width).toBe(360);
    expect(shot.source_height).toBe(2000);
    expect(shot.height).toBe(Math.round(2000 * (360 / 1440)));
    const low = await shootPage(pool, `${origin}/site/index.html`, { settleMs: 50, quality: 20 });
    const high = await shootPage(pool, `${origin}/site/index.html`, { settleMs: 50, quality: 95 });
    expect(low.jpeg.length).toBeLessThan(high.jpeg.length);
  });

  it('paints a fixed header and a sticky bar once: their rows sit in one band where the page has them', { timeout: 60_000 }, async () => {
    const shot = await shootPage(pool, `${origin}/site/index.html`, { settleMs: 50 });
    expect(shot.unpinned).toBe(2);
    const scale = 360 / 1440;
    const header = await rowsOfColor(shot.jpeg, HEADER);
    expect(header.length).toBeGreaterThan(0);
    expect(Math.min(...header)).toBeLessThanOrEqual(1);
    expect(Math.max(...header)).toBeLessThanOrEqual(Math.ceil(80 * scale)); // once, at the top
    const bar = await rowsOfColor(shot.jpeg, STICKY);
    expect(bar.length).toBeGreaterThan(0);
    // In flow after section One (1100px + 100px padding + 1px border), 40px tall, and nowhere else.
    expect(Math.min(...bar)).toBeGreaterThanOrEqual(Math.floor(1201 * scale) - 1);
    expect(Math.max(...bar)).toBeLessThanOrEqual(Math.ceil((1201 + 40) * scale) + 1);
  });

  it('shows sections a reveal-on-scroll script shows, hides when scrolled past and restarts on resize (AOS)', { timeout: 60_000 }, async () => {
    const shot = await shootPage(pool, `${origin}/site/reveal.html`, { settleMs: 200 });
    const scale = 360 / 1440;
    const rows = await rowsOfColor(shot.jpeg, REVEALED);
    // The section sits at 4100-4700 CSS px: about 150 thumbnail rows, all of them painted.
    expect(rows.length).toBeGreaterThan(600 * scale * 0.9);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(Math.floor(4100 * scale) - 1);
    expect(Math.max(...rows)).toBeLessThanOrEqual(Math.ceil(4700 * scale) + 1);
  });

  it('shows a generated glass page with a fixed blurred nav once (its old thumbnail repeated it every 1800px)', { timeout: 60_000 }, async () => {
    const shot = await shootPage(pool, 'https://c-irisstack.brand-design.test/', { settleMs: 50 });
    expect(await topBandRepeats(shot.jpeg)).toEqual([]);
  });
});

/**
 * Offsets (thumbnail px) where the top 30 rows (the nav) appear again: mean absolute difference
 * under 4 levels against the same rows further down. The old thumbnail of c-irisstack (from the extraction's full-page PNG) gave [450].
 */
async function topBandRepeats(jpeg: Buffer): Promise<number[]> {
  const lease = await pool.acquire();
  try {
    const page = await lease.context.newPage();
    return await page.evaluate(`(async () => {
      const img = new Image();
      img.src = 'data:image/jpeg;base64,${jpeg.toString('base64')}';
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const W = c.width, band = 30, out = [];
      for (let off = 60; off + band < c.height; off += 2) {
        let s = 0, n = 0;
        for (let y = 0; y < band; y += 2) for (let x = 0; x < W; x += 4) {
          const a = (y * W + x) * 4, b = ((y + off) * W + x) * 4;
          s += Math.abs(d[a] - d[b]) + Math.abs(d[a + 1] - d[b + 1]) + Math.abs(d[a + 2] - d[b + 2]); n += 3;
        }
        if (s / n < 4 && (out.length === 0 || off - out[out.length - 1] > 20)) out.push(off);
      }
      return out;
    })()`);
  } finally {
    await lease.release();
  }
}
