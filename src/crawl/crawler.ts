/**
 * The Crawler (types.ts): one shared Chromium, a fresh browser context per job from a bounded
 * pool, fixture origins routed everywhere (captures, map-mode discovery, asset fetches).
 */
import { abortError, bounded, StepTimeoutError } from './bounded.js';
import { createBrowserPool, type ContextLease } from './browser.js';
import { capturePage, prepareContext } from './capture.js';
import { discoverUrls } from './discover.js';
import { fetchResource } from './fetch.js';
import { NetworkRecorder } from './network.js';
import { blockForbiddenLiterals, gateForExtraction, type NetworkGate } from './network-gate.js';
import { hostResolverArgs } from './network-policy.js';
import { runWithReconnect } from './remote-browser.js';
import { withSpareContext } from './spare-context.js';
import { CaptureError, type BrowserOptions, type Crawler, type FetchedResource } from './types.js';
import { accessHeadersFor, installSiteAccess } from './site-access.js';

const DISCOVERY_FETCH_TIMEOUT_MS = 10_000;
const DISCOVERY_MAX_BYTES = 5 * 1024 * 1024;
const LINKS_PAGE_TIMEOUT_MS = 15_000;
const SETUP_TIMEOUT_MS = 10_000;
const LINKS_QUIET_MS = 500;
/** Links are read after network quiet, or after this long on a page that never goes quiet. */
const LINKS_QUIET_CAP_MS = 5_000;

/** Creates a crawler; Chromium is launched on the first capture or discovery, not here. */
export function createCrawler(options: BrowserOptions = {}): Crawler {
  // The `resolve` map is given to Chromium too, so the browser reaches the address Node checks.
  // A context and page made ready while the previous job analyzes (spare-context.ts, issue 9 §3).
  const pool = withSpareContext(createBrowserPool({ ...options, args: [...(options.args ?? []), ...hostResolverArgs(options.network?.resolve)] }));
  const fixtures = options.fixtureOrigins !== false;
  /** Gates by page URL, so the assets of one extraction share its resolutions (a few pages at a time). */
  const gates = new Map<string, Promise<NetworkGate>>();
  const gateFor = (pageUrl: string | undefined): Promise<NetworkGate> => {
    const key = pageUrl ?? '';
    let gate = gates.get(key);
    if (!gate) {
      if (gates.size >= 32) gates.delete(gates.keys().next().value!);
      gate = gateForExtraction(options.network, pageUrl);
      gates.set(key, gate);
      gate.catch(() => gates.delete(key));
    }
    return gate;
  };

  async function withContext<T>(signal: AbortSignal | undefined, use: (lease: ContextLease) => Promise<T>): Promise<T> {
    let lease: ContextLease;
    try {
      lease = await pool.acquire(signal);
    } catch (error) {
      if (error instanceof StepTimeoutError) throw new CaptureError('browser', `Chromium did not start: ${error.message}`, { cause: error });
      throw error;
    }
    try {
      return await use(lease);
    } catch (error) {
      throw (await lease.lostConnection(error)) ?? error; // issue 13 §2: a dropped remote browser, run again by capture()
    } finally {
      await lease.release();
    }
  }

  const fetch = async (url: string, fetchOptions: { timeoutMs?: number; maxBytes?: number; pageUrl?: string; signal?: AbortSignal } = {}): Promise<FetchedResource> => {
    const { pageUrl, ...rest } = fetchOptions;
    // Without a page, the URL asked for is treated as the submitted one (its own class is allowed).
    const page = pageUrl ?? url;
    return fetchResource(url, { ...rest, fixtures, gate: await gateFor(page), headers: (hop) => accessHeadersFor(options.access, page, hop) });
  };

  /** Absolute `a[href]` URLs of a page rendered in Chromium (after it went network-quiet). */
  async function pageLinks(url: string, signal?: AbortSignal): Promise<string[]> {
    const gate = await gateForExtraction(options.network, url);
    return withContext(signal, async ({ context }) => {
      const log = await bounded(prepareContext(context, options, gate), SETUP_TIMEOUT_MS, 'routing fixture origins', signal);
      await bounded(installSiteAccess(context, url, options.access), SETUP_TIMEOUT_MS, 'adding the site access', signal);
      const page = await bounded(context.newPage(), SETUP_TIMEOUT_MS, 'opening a page', signal);
      await bounded(blockForbiddenLiterals(context, page, gate), SETUP_TIMEOUT_MS, 'blocking private addresses', signal);
      const recorder = new NetworkRecorder(page, log);
      try {
        await bounded(page.goto(url, { waitUntil: 'domcontentloaded', timeout: LINKS_PAGE_TIMEOUT_MS }), LINKS_PAGE_TIMEOUT_MS + 1_000, 'loading the page', signal);
      } catch (error) {
        if (error instanceof CaptureError) throw error;
        return []; // a page that does not load has no links to offer; discovery goes on with the sitemap
      }
      await recorder.waitForQuiet(LINKS_QUIET_MS, LINKS_QUIET_CAP_MS, 0);
      const links = await bounded(
        page.evaluate(() => Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href)),
        LINKS_PAGE_TIMEOUT_MS,
        'reading links',
        signal,
      ).catch((error: unknown) => {
        if (error instanceof StepTimeoutError) return [] as string[]; // a blocked page offers no links
        throw error;
      });
      return links.filter((href) => /^https?:/i.test(href));
    });
  }

  return {
    async capture(url, captureOptions) {
      captureOptions.onStep?.('launching_browser');
      return runWithReconnect(() => withContext(captureOptions.signal, ({ context }) => capturePage(context, url, options, captureOptions)), captureOptions.signal);
    },

    async discover(url, maxUrls, discoverOptions = {}) {
      const { signal } = discoverOptions;
      const checkAbort = (): void => {
        if (signal?.aborted) throw abortError(signal);
      };
      return discoverUrls(url, maxUrls, {
        fetchText: async (target) => {
          checkAbort();
          try {
            const fetched = await fetch(target, { timeoutMs: DISCOVERY_FETCH_TIMEOUT_MS, maxBytes: DISCOVERY_MAX_BYTES, pageUrl: url });
            return { status: fetched.status, contentType: fetched.contentType, text: fetched.body.toString('utf8') };
          } catch (error) {
            if (error instanceof CaptureError && error.reason !== 'aborted') return null; // no sitemap there
            throw error;
          }
        },
        pageLinks: async (target) => {
          checkAbort();
          return pageLinks(target, signal);
        },
      });
    },

    fetch,

    close: () => pool.close(),
  };
}
