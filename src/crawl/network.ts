/**
 * What the crawler sees of the network: fixture routing (`https://<site>.brand-design.test/`
 * answered from fixtures/sites), a per-page request log with in-flight tracking for the
 * "network quiet" condition, and the bodies worth keeping (main document, stylesheets,
 * images, SVGs, icons, fonts).
 */
import type { BrowserContext, Page, Request, Response, Route } from './browser.js';
import { bounded, delay } from './bounded.js';
import type { NetworkResource } from './capture-types.js';
import { isFixtureUrl, resolveFixtureRequest, type FixtureResponse } from './fixture-origin.js';
import type { NetworkGate } from './network-gate.js';

/** A request older than this no longer blocks "network quiet" (long polls, hung beacons). */
export const STALE_REQUEST_MS = 5_000;
const MAX_REDIRECTS = 20;
const BODY_TIMEOUT_MS = 5_000;
export const MAX_RESOURCE_BYTES = 2 * 1024 * 1024;
const MAX_LOGGED_REQUESTS = 3_000;

/** A fixture answer after following its redirects in Node, with the hops taken. */
export interface ResolvedFixture {
  url: string;
  response: FixtureResponse;
  redirects: { url: string; status: number }[];
}

/**
 * Answers a fixture URL, following 3xx hops in Node: Playwright does not route the request
 * a fulfilled redirect leads to, so the browser must be handed the final answer.
 */
export async function resolveFixture(url: string): Promise<ResolvedFixture | null> {
  const redirects: { url: string; status: number }[] = [];
  let current = url;
  for (;;) {
    const response = await resolveFixtureRequest(current);
    if (!response) return null;
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) return { url: current, response, redirects };
    redirects.push({ url: current, status: response.status });
    if (redirects.length > MAX_REDIRECTS) return { url: current, response, redirects };
    current = new URL(location, current).href;
    if (!isFixtureUrl(current)) return null;
  }
}

/** What routing did on one context: fixture answers, and the network policy's gate. */
export class FixtureLog {
  /** Answers handed to the browser, by URL, so their bodies need no protocol round trip. */
  readonly served = new Map<string, FixtureResponse>();
  /** Routing failures other than the page closing under a pending answer. */
  readonly errors: string[] = [];
  /** The extraction's network policy (null: every request goes on to the network). */
  gate: NetworkGate | null = null;
}

/**
 * One route for every request of `context`: the network policy first (issue 8 item 1: Chromium's
 * requests are checked like Node's; a refused one is aborted as `blockedbyclient` and logged),
 * then fixture hosts served from the bundled sites (when `fixtures`), everything else on to the
 * network. Fixtures honour `delayMs` (`/_slow/<ms>`) and `hang` (`/_hang`: never answered).
 * Playwright continues redirect hops without asking the route, so those are checked afterwards
 * by the address they were served from (NetworkRecorder).
 */
export async function installRouting(context: BrowserContext, log: FixtureLog, fixtures: boolean): Promise<void> {
  await context.route('**/*', (route) => {
    handleRoute(route, log, fixtures).catch((error: unknown) => {
      // The page or context closed while a delayed answer was pending: nothing left to answer.
      if (!isClosedError(error)) log.errors.push(`${route.request().url()}: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
}

/** Fixture serving only (kept for callers that route no policy). */
export async function installFixtureRouting(context: BrowserContext, log: FixtureLog): Promise<void> {
  await installRouting(context, log, true);
}

async function handleRoute(route: Route, log: FixtureLog, fixtures: boolean): Promise<void> {
  const url = route.request().url();
  if (log.gate) {
    let verdict;
    try {
      verdict = await log.gate.checkUrl(url);
    } catch {
      // The name does not resolve for us: nothing to judge. Routes registered before ours (an
      // embedder answering its own hosts) still get their turn; otherwise Chromium fails on DNS
      // too, and were it to resolve the name after all, the served-from check below still applies.
      return route.fallback();
    }
    if (verdict.allow !== true) {
      log.gate.recordBlocked(url, verdict.allow === false ? verdict.message : 'not checked');
      return route.abort('blockedbyclient');
    }
  }
  // fallback(), not continue(): routes registered before ours still get their turn.
  if (!fixtures || !isFixtureUrl(url)) return route.fallback();
  const resolved = await resolveFixture(url);
  if (!resolved) return route.abort('namenotresolved');
  const { response } = resolved;
  if (response.hang) return; // left pending until the page gives up or closes
  if (response.delayMs) await delay(response.delayMs);
  log.served.set(url, response);
  await route.fulfill({ status: response.status, headers: response.headers, body: response.body });
}

export function isClosedError(error: unknown): boolean {
  return error instanceof Error && /has been closed|Target closed|Browser closed|context closed|crashed|Failed to find browser context/i.test(error.message);
}

interface LoggedRequest {
  request: Request;
  startedAt: number;
  finished: boolean;
  status: number | null;
  contentType: string | null;
  bytes: number | null;
  failed: string | null;
  body: Promise<Buffer | null> | null;
  /** Why the policy refuses the address this response came from (a redirect hop, DNS rebinding), or null. */
  refused: Promise<string | null> | null;
}

/** The kinds of body kept: stylesheets (for unreadable CSSOM), and assets mirrored to disk. */
function keepsBody(type: string, contentType: string | null, url: string): 'css' | 'asset' | null {
  if (type === 'stylesheet' || contentType?.startsWith('text/css')) return 'css';
  if (type === 'image' || type === 'font') return 'asset';
  if (contentType && /^(image\/|font\/|application\/(font|x-font|vnd\.ms-fontobject))/.test(contentType)) return 'asset';
  return /\.(svg|ico|png|jpe?g|gif|webp|avif|woff2?|ttf|otf)(\?|#|$)/i.test(url) ? 'asset' : null;
}

/** Request log of one page: in-flight tracking, statuses, kept bodies, the main document. */
export class NetworkRecorder {
  private readonly entries: LoggedRequest[] = [];
  private readonly byRequest = new Map<Request, LoggedRequest>();
  private readonly listeners = new Set<() => void>();
  /** The last main-frame document response (the page's own HTML). */
  mainResponse: Response | null = null;
  mainResponseAt: number | null = null;
  /** When a request last started or ended (epoch ms). */
  private lastActivity = Date.now();

  constructor(private readonly page: Page, private readonly fixtures: FixtureLog) {
    page.on('request', (request) => this.onRequest(request));
    page.on('response', (response) => this.onResponse(response));
    page.on('requestfinished', (request) => this.onDone(request, null));
    page.on('requestfailed', (request) => this.onDone(request, request.failure()?.errorText ?? 'failed'));
  }

  private onRequest(request: Request): void {
    const entry: LoggedRequest = {
      request, startedAt: Date.now(), finished: false, status: null, contentType: null, bytes: null, failed: null, body: null, refused: null,
    };
    this.byRequest.set(request, entry);
    if (this.entries.length < MAX_LOGGED_REQUESTS) this.entries.push(entry);
    this.changed();
  }

  private onResponse(response: Response): void {
    const request = response.request();
    const entry = this.byRequest.get(request);
    const headers = response.headers();
    if (entry) {
      entry.refused = this.refusedAddress(response);
      entry.status = response.status();
      entry.contentType = headers['content-type'] ?? null;
      const length = Number(headers['content-length']);
      entry.bytes = Number.isFinite(length) && headers['content-length'] !== undefined ? length : null;
    }
    if (request.isNavigationRequest() && request.frame() === this.page.mainFrame()) {
      this.mainResponse = response;
      this.mainResponseAt = Date.now();
    }
  }

  private onDone(request: Request, failure: string | null): void {
    const entry = this.byRequest.get(request);
    if (entry) {
      entry.finished = true;
      entry.failed = failure;
      if (failure?.includes('ERR_BLOCKED_BY_CLIENT')) this.fixtures.gate?.recordRefusedByChromium(request.url());
      const fixture = this.fixtures.served.get(request.url());
      if (fixture) entry.bytes = fixture.body.length;
      const kind = keepsBody(request.resourceType(), entry.contentType, request.url());
      if (failure === null && kind && (entry.bytes === null || entry.bytes <= MAX_RESOURCE_BYTES)) entry.body = this.readBody(request);
    }
    this.changed();
  }

  /**
   * Checks the address a response was served from against the policy: the route saw only the
   * first hop of a redirect chain, and Chromium resolved the name itself.
   */
  private refusedAddress(response: Response): Promise<string | null> | null {
    const gate = this.fixtures.gate;
    if (!gate || this.fixtures.served.has(response.url())) return null;
    return response.serverAddr().then(
      (server) => (server ? gate.refuseServedFrom(response.url(), server.ipAddress) : null),
      () => null, // no address known (cache, closed page): nothing to judge
    );
  }

  /** Why the policy refuses the main document's server (a redirect into a private network), or null. */
  async mainRefused(): Promise<string | null> {
    const response = this.mainResponse;
    if (!response) return null;
    return (await this.byRequest.get(response.request())?.refused) ?? null;
  }

  private readBody(request: Request): Promise<Buffer | null> {
    const fixture = this.fixtures.served.get(request.url());
    if (fixture) return Promise.resolve(fixture.body);
    const entry = this.byRequest.get(request);
    const read = (async () => {
      // A body from an address the policy refuses is never kept (issue 8: SSRF).
      if (entry?.refused && (await entry.refused)) return null;
      const response = await request.response();
      return response ? await response.body() : null;
    })();
    // A body the browser no longer holds (or never will) is simply not kept.
    return bounded(read, BODY_TIMEOUT_MS, 'reading a response body').catch(() => null);
  }

  private changed(): void {
    this.lastActivity = Date.now();
    for (const listener of [...this.listeners]) listener();
  }

  /** Requests still in flight that have not gone stale. */
  private active(now = Date.now()): LoggedRequest[] {
    const out: LoggedRequest[] = [];
    for (const entry of this.byRequest.values()) if (!entry.finished && now - entry.startedAt < STALE_REQUEST_MS) out.push(entry);
    return out;
  }

  /** URLs of requests still in flight (stale ones included), for warnings. */
  pending(): string[] {
    return [...this.byRequest.values()].filter((entry) => !entry.finished).map((entry) => entry.request.url());
  }

  /**
   * Resolves true once no (non-stale) request has been in flight for `quietMs`, and not before
   * `notBefore` (epoch ms, leaves time for requests a page action just started to show up);
   * false when `timeoutMs` passes first. Driven by request events, not by polling.
   */
  waitForQuiet(quietMs: number, timeoutMs: number, notBefore = 0): Promise<boolean> {
    return new Promise((resolve) => {
      let quietTimer: NodeJS.Timeout | undefined;
      let staleTimer: NodeJS.Timeout | undefined;
      const finish = (quiet: boolean): void => {
        clearTimeout(quietTimer);
        clearTimeout(staleTimer);
        clearTimeout(cap);
        this.listeners.delete(check);
        resolve(quiet);
      };
      const check = (): void => {
        clearTimeout(quietTimer);
        clearTimeout(staleTimer);
        const now = Date.now();
        const active = this.active(now);
        if (active.length === 0) {
          const wait = Math.max(quietMs - (now - this.lastActivity), notBefore - now);
          if (wait <= 0) return finish(true);
          quietTimer = setTimeout(() => finish(true), wait);
        } else {
          // Look again when the oldest in-flight request turns stale.
          const oldest = Math.min(...active.map((entry) => entry.startedAt));
          staleTimer = setTimeout(check, oldest + STALE_REQUEST_MS - now + 1);
        }
      };
      const cap = setTimeout(() => finish(false), Math.max(0, timeoutMs));
      this.listeners.add(check);
      check();
    });
  }

  /** Body of a stylesheet response by URL, for sheets whose CSSOM could not be read. */
  async stylesheetText(url: string): Promise<string | null> {
    const entry = this.entries.find((item) => item.request.url() === url && item.body !== null);
    const body = entry?.body ? await entry.body : null;
    return body ? body.toString('utf8') : null;
  }

  /** Why the request for `url` gave no body (its failure, or an HTTP error status); null when it loaded or was not seen. */
  loadFailure(url: string): string | null {
    const entry = this.entries.findLast((item) => item.request.url() === url);
    if (!entry) return null;
    if (entry.failed) return entry.failed;
    return entry.status !== null && entry.status >= 400 ? `HTTP ${entry.status}` : null;
  }

  /** Stylesheet URLs that loaded, in request order. */
  stylesheetUrls(): string[] {
    return this.entries
      .filter((entry) => entry.failed === null && keepsBody(entry.request.resourceType(), entry.contentType, entry.request.url()) === 'css')
      .map((entry) => entry.request.url());
  }

  /** The served HTML of the main document. */
  async mainBody(timeoutMs: number): Promise<string | null> {
    const response = this.mainResponse;
    if (!response) return null;
    const fixture = this.fixtures.served.get(response.url());
    if (fixture) return fixture.body.toString('utf8');
    // No body (a cancelled or evicted response) means no served HTML, not a failed capture.
    const body = await bounded(response.body(), timeoutMs, 'reading the served HTML').catch(() => null);
    return body ? body.toString('utf8') : null;
  }

  /** The resource list, with asset bodies for saving (not part of the JSON). */
  async resources(): Promise<{ resource: NetworkResource; body: Buffer | null }[]> {
    return Promise.all(
      this.entries.map(async (entry) => {
        const kind = keepsBody(entry.request.resourceType(), entry.contentType, entry.request.url());
        const refused = entry.refused ? await entry.refused : null;
        const body = kind === 'asset' && entry.body && !refused ? await entry.body : null;
        return {
          resource: {
            url: entry.request.url(),
            type: entry.request.resourceType(),
            status: entry.status,
            content_type: entry.contentType,
            bytes: entry.bytes ?? body?.length ?? null,
            failed: refused ?? entry.failed ?? (entry.finished ? null : 'pending when the capture ended'),
            saved_as: null,
          },
          body,
        };
      }),
    );
  }
}
