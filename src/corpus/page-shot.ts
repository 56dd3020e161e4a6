/**
 * Corpus thumbnails from Chromium itself (issue 11 §1): the page is opened in a context of the
 * crawler's browser pool and Chromium's own screenshot encoder writes the JPEG at the chosen
 * quality and scale (`Page.captureScreenshot` with `format: 'jpeg'` and `clip.scale`), so the
 * package carries no image encoder of its own.
 *
 * No repeated headers: before the full-page shot, fixed elements become absolute and sticky ones
 * static, where they sit at the top of the page, so Chromium paints them once instead of again
 * down a full-page image. Content revealed on scroll (WOW, AOS) is revealed by scrolling the page
 * once before the shot, and stays revealed while Chromium captures the full page.
 */
import { readFileSync } from 'node:fs';
import type { BrowserPool, CDPSession, Page, Route } from '../crawl/browser.js';
import { isFixtureUrl, resolveFixtureRequest } from '../crawl/fixture-origin.js';
import { BrandDesignError } from '../errors.js';
import { cdnFileOf, pickStandIn, type StandInCatalog } from './cdn-stand-in.js';

export interface PageShotOptions {
  /** Thumbnail width, px. @default 360 */
  width?: number;
  /** Source rows (CSS px) kept from the top of the page: long pages are cut. @default 4800 */
  maxSourceHeight?: number;
  /** JPEG quality 1–100. @default 70 */
  quality?: number;
  /** Longest wait for the page to load, ms. @default 30000 */
  timeoutMs?: number;
  /** Pause after load (and after the reveal scroll) for scripts and transitions, ms. @default 1200 */
  settleMs?: number;
  /**
   * Hosts the page may load from besides its own (`127.0.0.1`, fixture origins are always
   * served). Everything else is aborted, so a page never waits on the internet.
   */
  allowHosts?: readonly string[];
  /**
   * Local copies of well-known library files (jQuery, Bootstrap's JS) that answer their CDN URLs
   * instead of the abort (cdn-stand-in.ts): a template whose spinner is hidden by a script needing
   * a CDN library shows its page, not the spinner. Corpus build only; none by default.
   */
  cdnStandIns?: StandInCatalog;
}

export interface PageShot {
  jpeg: Buffer;
  width: number;
  height: number;
  /** CSS px of the page the shot covers (≤ maxSourceHeight). */
  source_height: number;
  /** Fixed and sticky elements that were pinned in place for the shot. */
  unpinned: number;
  /** CDN URLs answered from a local copy of the same library file. */
  stood_in: string[];
}

/** Pins fixed/sticky elements where they are at the top of the page; returns how many. Runs in the page. */
function unpinScript(): number {
  let count = 0;
  window.scrollTo({ top: 0, behavior: 'instant' });
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    const position = getComputedStyle(el).position;
    if (position === 'fixed') {
      const box = el.getBoundingClientRect();
      // Absolute to the initial containing block at scroll 0: the same place, painted once.
      el.style.setProperty('position', 'absolute', 'important');
      el.style.setProperty('top', `${box.top + window.scrollY}px`, 'important');
      el.style.setProperty('bottom', 'auto', 'important');
      count++;
    } else if (position === 'sticky' || position === '-webkit-sticky') {
      el.style.setProperty('position', 'static', 'important');
      count++;
    }
  }
  return count;
}

/**
 * Scrolls the page down and back once so reveal-on-scroll scripts (AOS, WOW) show their sections,
 * then keeps them shown for the shot. Those scripts throttle their scroll handler (~100 ms, with a
 * trailing call), so each step waits longer than that and the scroll dwells at the bottom before
 * going back up; and they listen to scroll and resize again later — going back to the top, and the
 * viewport resize Chromium makes for a full-page capture (`captureBeyondViewport`), made AOS hide
 * or restart every section below the first screen (BootstrapMade's 2022+ templates: a hero above
 * a blank page). So window scroll and resize events stop reaching the page's own listeners before
 * it goes back to the top, and transitions still running are finished. Every scroll is instant:
 * with `scroll-behavior: smooth` (Bootstrap 5's :root) a scrollTo only starts an animation, and
 * the steps never got past the first screens.
 */
async function revealByScrolling(page: Page, settleMs: number, maxY: number): Promise<void> {
  // No named function values inside: the page function runs as its source text, without the
  // helpers a transpiler may add for them.
  await page.evaluate(async (maxY: number) => {
    const step = Math.max(200, window.innerHeight * 0.6);
    const end = Math.min(document.documentElement.scrollHeight, maxY);
    // Each wait starts once two frames have been drawn at the new position: the scroll event is
    // dispatched with a frame, and on a loaded machine or a heavy page a frame comes late, so a
    // fixed wait from the scrollTo could end before the page's throttled handler had run there and
    // leave its trailing call to fire after the scroll back to the top (hiding what it revealed).
    // A page that draws no frames (hidden) waits 1 s instead.
    for (let y = 0; y < end; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); setTimeout(r, 1000); });
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo({ top: end, behavior: 'instant' });
    await new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); setTimeout(r, 1000); });
    await new Promise((r) => setTimeout(r, 300));
    for (const type of ['scroll', 'resize']) window.addEventListener(type, (e) => e.stopImmediatePropagation(), true);
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, maxY);
  await page.waitForTimeout(settleMs);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish(); // a finite transition or animation jumps to its end state
      } catch {
        // an infinite animation cannot finish: it stays as it is
      }
    }
  });
}

/** Serves fixture origins, lets loopback and allowed hosts through, aborts the rest. */
async function routeOffline(route: Route, allowHosts: ReadonlySet<string>, standIns: StandInCatalog | undefined, stoodIn: string[]): Promise<void> {
  const url = route.request().url();
  if (isFixtureUrl(url)) {
    const fixture = await resolveFixtureRequest(url);
    if (!fixture) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: fixture.status, headers: fixture.headers, body: fixture.body });
  }
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    // data:, blob: and other opaque URLs load as they are
    return route.continue();
  }
  if (!/^https?:$/.test(new URL(url).protocol) || allowHosts.has(host)) return route.continue();
  const wanted = standIns ? cdnFileOf(url) : null;
  const local = wanted ? pickStandIn(wanted, standIns!) : null;
  if (local) {
    stoodIn.push(url);
    return route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: readFileSync(local) });
  }
  return route.abort('blockedbyclient');
}

/** A thumbnail of `url` (a loopback or fixture page), taken in a context of `pool`. */
export async function shootPage(pool: BrowserPool, url: string, options: PageShotOptions = {}): Promise<PageShot> {
  const width = options.width ?? 360;
  const maxSource = options.maxSourceHeight ?? 4800;
  const settleMs = options.settleMs ?? 1200;
  const allow = new Set(['127.0.0.1', 'localhost', '[::1]', ...(options.allowHosts ?? [])]);
  const lease = await pool.acquire();
  let cdp: CDPSession | null = null;
  try {
    const page = await lease.context.newPage();
    const stoodIn: string[] = [];
    await page.route('**/*', (route) => routeOffline(route, allow, options.cdnStandIns, stoodIn));
    const response = await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs ?? 30_000 });
    if (response && response.status() >= 400) {
      throw new BrandDesignError('INTERNAL', `${url} answered HTTP ${response.status()}; no thumbnail taken`);
    }
    await page.waitForTimeout(settleMs);
    await revealByScrolling(page, settleMs, maxSource + 1200);
    const unpinned = await page.evaluate(unpinScript);
    const metrics = await page.evaluate(() => ({
      width: document.documentElement.clientWidth || window.innerWidth,
      height: Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0, window.innerHeight),
    }));
    const sourceHeight = Math.max(1, Math.min(metrics.height, maxSource));
    const scale = width / metrics.width;
    cdp = await lease.context.newCDPSession(page);
    const { data } = (await cdp.send('Page.captureScreenshot', {
      format: 'jpeg',
      quality: options.quality ?? 70,
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: metrics.width, height: sourceHeight, scale },
    })) as { data: string };
    return { jpeg: Buffer.from(data, 'base64'), width, height: Math.round(sourceHeight * scale), source_height: sourceHeight, unpinned, stood_in: stoodIn };
  } finally {
    await cdp?.detach().catch(() => undefined);
    await lease.release();
  }
}
