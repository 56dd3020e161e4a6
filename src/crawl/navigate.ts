/**
 * Loading the main document and deciding whether it is a page we can capture: the navigation
 * error or the main response is turned into a CaptureError with a reason a caller can act on
 * (dns, connection, http_status, not_html, download, timeout), in words rather than Chromium's
 * `net::ERR_…` codes (issue 8 item 15: a redirect loop is not "could not connect").
 */
import type { Page, Response } from './browser.js';
import { bounded, StepTimeoutError } from './bounded.js';
import { NO_SUCH_FIXTURE_SITE_HEADER } from './fixture-origin.js';
import type { NetworkRecorder } from './network.js';
import { CaptureError, type CaptureFailure } from './types.js';

export interface Navigation {
  /** The main document response (null only when the browser reported none). */
  response: Response | null;
  status: number | null;
  contentType: string | null;
  redirects: { url: string; status: number }[];
}

/** Chromium's redirect limit (20 hops) was reached: the chain goes round in a circle. */
const REDIRECT_LOOP = /ERR_TOO_MANY_REDIRECTS/;
/** Chromium refuses to follow a redirect to file:, data:, javascript:, chrome: and the like. */
const UNSAFE_REDIRECT = /ERR_UNSAFE_REDIRECT/;
const DNS_ERRORS = /ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_DNS_/;
const CONNECTION_ERRORS =
  /ERR_CONNECTION_(REFUSED|RESET|CLOSED|FAILED|ABORTED)|ERR_ADDRESS_(UNREACHABLE|INVALID)|ERR_INTERNET_DISCONNECTED|ERR_NETWORK_|ERR_SSL_|ERR_CERT_|ERR_PROXY_|ERR_TUNNEL_|ERR_EMPTY_RESPONSE|ERR_UNSAFE_PORT|ERR_INVALID_RESPONSE|ERR_HTTP2_/;
const TIMEOUT_ERRORS = /ERR_TIMED_OUT|ERR_CONNECTION_TIMED_OUT|Timeout \d+ms exceeded/;

/** True for content types a browser renders as a document we can capture. */
export function isHtmlContentType(contentType: string | null): boolean {
  if (contentType === null || contentType.trim() === '') return true; // the browser sniffs; judge by the result
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'text/html' || type === 'application/xhtml+xml';
}

function isAttachment(response: Response | null): boolean {
  return /^\s*attachment/i.test(response?.headers()['content-disposition'] ?? '');
}

/** Walks the redirect chain Chromium followed (used for non-fixture URLs). */
function redirectChain(response: Response | null): { url: string; status: number }[] {
  const chain: { url: string; status: number }[] = [];
  for (let request = response?.request().redirectedFrom() ?? null; request; request = request.redirectedFrom()) {
    chain.unshift({ url: request.url(), status: 0 });
  }
  return chain;
}

/** Fills redirect statuses (the hop responses are not awaited while the chain is walked). */
async function withStatuses(response: Response | null, chain: { url: string; status: number }[]): Promise<void> {
  let request = response?.request().redirectedFrom() ?? null;
  for (let i = chain.length - 1; request && i >= 0; i -= 1, request = request.redirectedFrom()) {
    chain[i]!.status = (await request.response())?.status() ?? 0;
  }
}

/**
 * Navigates `page` to `url` (waiting for the response to commit, not for load) and checks the
 * main response. `knownRedirects` are hops already followed outside the browser (fixtures).
 * @throws CaptureError for every page that cannot be captured.
 */
export async function navigate(
  page: Page,
  url: string,
  recorder: NetworkRecorder,
  limits: { timeoutMs: number; signal: AbortSignal; requestedUrl: string; knownRedirects: { url: string; status: number }[]; downloads: () => string | null },
): Promise<Navigation> {
  const { requestedUrl } = limits;
  let response: Response | null = null;
  let failure: unknown = null;
  try {
    response = await bounded(page.goto(url, { waitUntil: 'commit', timeout: limits.timeoutMs }), limits.timeoutMs + 1_000, 'loading the page', limits.signal);
  } catch (error) {
    if (error instanceof CaptureError) throw error; // aborted, crashed, or the capture deadline
    failure = error;
  }
  const main = recorder.mainResponse ?? response;
  const headers = main?.headers() ?? {};
  const status = main?.status() ?? null;
  const contentType = headers['content-type'] ?? null;
  const fail = (reason: CaptureFailure, message: string): never => {
    throw new CaptureError(reason, `${requestedUrl}: ${message}`, { cause: failure ?? undefined });
  };

  const failureText = failure instanceof Error ? failure.message.split('\n')[0]! : failure === null ? '' : String(failure);
  // Before the status and content-type checks: the response seen is then a 3xx hop, not the page.
  if (REDIRECT_LOOP.test(failureText)) fail('connection', 'redirect loop: the address keeps redirecting (more than 20 hops) and never reaches a page');
  // Chromium reports no response for the refused hop, so its target is not known here.
  if (UNSAFE_REDIRECT.test(failureText)) fail('connection', 'redirect to a non-http(s) URL refused (e.g. file: or data:); only http and https pages are captured');
  const missingSite = headers[NO_SUCH_FIXTURE_SITE_HEADER];
  if (missingSite !== undefined) {
    fail('dns', `no such fixture site "${missingSite}": the bundled sites are the folders of fixtures/sites/ (e.g. https://studio.brand-design.test/)`);
  }
  if (limits.downloads() !== null || isAttachment(main) || /Download is starting/i.test(failureText)) {
    fail('download', `the address starts a file download${contentType ? ` (${contentType})` : ''} instead of showing a page`);
  }
  if (status !== null && status >= 400) fail('http_status', `the server answered HTTP ${status}${main?.statusText() ? ` ${main.statusText()}` : ''}`);
  if (main && !isHtmlContentType(contentType)) fail('not_html', `the address serves ${contentType}, not an HTML page`);
  if (failure !== null) {
    if (failure instanceof StepTimeoutError || TIMEOUT_ERRORS.test(failureText) || (failure instanceof Error && failure.name === 'TimeoutError')) {
      fail('timeout', `no response within ${limits.timeoutMs} ms`);
    }
    if (DNS_ERRORS.test(failureText)) fail('dns', `the host name could not be resolved (${failureText.match(/net::\S+/)?.[0] ?? failureText})`);
    if (CONNECTION_ERRORS.test(failureText)) fail('connection', `could not connect (${failureText.match(/net::\S+/)?.[0] ?? failureText})`);
    if (/crash/i.test(failureText)) fail('crashed', 'the page crashed while loading');
    fail('connection', `navigation failed: ${failureText}`);
  }
  const redirects = limits.knownRedirects.length > 0 ? [...limits.knownRedirects] : redirectChain(main);
  if (limits.knownRedirects.length === 0) {
    // Hop statuses are a nicety: a slow answer leaves them at 0 rather than failing the capture.
    await bounded(withStatuses(main, redirects), 2_000, 'reading redirects', limits.signal).catch((error: unknown) => {
      if (error instanceof CaptureError) throw error;
    });
  }
  return { response: main, status, contentType, redirects };
}
