/**
 * What the rest of the runtime asks of the crawler. The crawler only collects (ARCHITECTURE:
 * "the browser only collects"); everything that decides lives in analyze/.
 */
import type { Capture } from './capture-types.js';
import type { NetworkOptions } from './network-policy.js';
import type { SiteAccess } from './site-access.js';

/** Steps reported while a page is crawled; each becomes a submission's `current_step`. */
export const CRAWL_STEPS = [
  'launching_browser',
  'loading_page',
  'waiting_for_ready',
  'collecting_styles',
  'forcing_states',
  'taking_screenshots',
  'saving_artifacts',
] as const;
export type CrawlStep = (typeof CRAWL_STEPS)[number];

export interface BrowserOptions {
  /** Path to a Chromium executable. Wins over every other discovery source. */
  executablePath?: string;
  /** Connect to a running Chromium over CDP/Playwright websocket instead of launching one. */
  wsEndpoint?: string;
  /**
   * With `wsEndpoint`: how long connecting (or reconnecting, after the browser server restarted)
   * keeps trying before BROWSER_UNAVAILABLE (issue 13 §2, remote-browser.ts). @default 15000
   */
  connectTimeoutMs?: number;
  /** Extra Chromium flags appended to the defaults. */
  args?: string[];
  /** Most browser contexts (pages) open at once. @default 2 */
  maxContexts?: number;
  /** Time a page may take before the capture proceeds with what is there. @default 15000 */
  pageBudgetMs?: number;
  /** Hard limit for the whole capture of one page (navigation included). @default 45000 */
  captureTimeoutMs?: number;
  /** Viewport of the capture. @default { width: 1440, height: 900 } */
  viewport?: { width: number; height: number };
  /**
   * The `prefers-color-scheme` the page is rendered with (issue 12 §4: capture a site's other
   * scheme on purpose). @default Chromium's: light
   */
  colorScheme?: 'light' | 'dark';
  /** Extra headers, cookies and basic auth for a staging site, sent to the submitted page's host only (site-access.ts). */
  access?: SiteAccess;
  /**
   * Serve `https://<site>.brand-design.test/` from the bundled fixture sites. @default true
   * Any other host is fetched normally.
   */
  fixtureOrigins?: boolean;
  /**
   * The network policy (issue 8: SSRF): set from `openBrandDesign({ network })`. @default public
   * addresses only, plus the submitted URL's own address class (local development)
   */
  network?: NetworkOptions;
}

export interface CaptureOptions {
  /** Folder the capture writes its files into (screenshots, saved resources). Created if missing. */
  outDir: string;
  signal?: AbortSignal;
  onStep?: (step: CrawlStep) => void;
  /** Wall-clock ms of each internal phase (navigation, settle waits, collectors…), for profiling (phase-timer.ts). */
  onPhase?: (phase: string, ms: number) => void;
  /**
   * CSS added to the page (a `<style data-brand-design-injected>` at the end of `<head>`) before
   * it renders — to preview fixes, or to perturb a page for tests.
   */
  injectCss?: string;
}

export interface FetchedResource {
  url: string;
  status: number;
  contentType: string | null;
  body: Buffer;
}

export interface Crawler {
  /** Renders the page in Chromium and collects a Capture. Throws `CaptureError` when the page cannot be captured. */
  capture(url: string, options: CaptureOptions): Promise<Capture>;
  /** Map mode: same-site URLs, sitemap.xml first, then links on the page; at most `maxUrls`, the start URL first. */
  discover(url: string, maxUrls: number, options?: { signal?: AbortSignal }): Promise<string[]>;
  /**
   * Fetches one resource (fixture origins honoured), for mirroring assets, under the network
   * policy of an extraction of `pageUrl` (without it, of `url` itself). Throws CaptureError
   * on failure (`blocked` when the policy refuses a hop).
   */
  fetch(url: string, options?: { timeoutMs?: number; maxBytes?: number; pageUrl?: string; signal?: AbortSignal }): Promise<FetchedResource>;
  /** Closes every context and the browser. Idempotent. */
  close(): Promise<void>;
}

/** Why a capture failed; the message becomes the submission's `error` string (spec §2.1). */
export type CaptureFailure =
  | 'dns'
  | 'connection'
  | 'http_status'
  | 'not_html'
  | 'timeout'
  | 'download'
  | 'crashed'
  | 'aborted'
  | 'browser'
  /** A fetched resource was larger than the caller's `maxBytes` (Crawler.fetch). */
  | 'too_large'
  /** The network policy refused the URL (issue 8: SSRF); see network-policy.ts. */
  | 'blocked';

export class CaptureError extends Error {
  readonly reason: CaptureFailure;
  constructor(reason: CaptureFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptureError';
    this.reason = reason;
  }
}
