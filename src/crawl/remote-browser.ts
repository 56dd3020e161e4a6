/**
 * Remote browsers (issue 13 §2): workers on other machines use one Chromium through a Playwright
 * browser server (`brand-design browser-server`, Playwright's own `launchServer`) named by
 * `browser.wsEndpoint`. This file holds what decides: which endpoints are valid, how long and
 * how often a lost connection is tried again, and when a capture is run again because the
 * connection dropped under it. It imports no Playwright (browser.ts is the adapter).
 */
import { BrandDesignError } from '../errors.js';
import { abortError } from './bounded.js';
import { CaptureError } from './types.js';

/**
 * The websocket path the browser server listens on unless told otherwise. Fixed (Playwright's
 * default is a random path per start) so that a restarted server answers at the same endpoint
 * and workers reconnect without being reconfigured.
 */
export const DEFAULT_WS_PATH = '/brand-design';

/** `browser.connectTimeoutMs` default: how long connecting to a remote browser keeps trying. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;
export const MAX_CONNECT_TIMEOUT_MS = 300_000;
/** The first wait between attempts; it doubles up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 250;
export const MAX_RETRY_DELAY_MS = 2_000;
/** One attempt's own limit (a host that drops packets does not eat the whole budget at once). */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** True for a DevTools (CDP) endpoint: `http(s)://host:port` or a `/devtools/browser/` websocket. */
export function isCdpEndpoint(endpoint: string): boolean {
  return /^https?:/i.test(endpoint) || endpoint.includes('/devtools/browser/');
}

/**
 * Why `value` is not a usable `browser.wsEndpoint`, or null when it is: a ws://, wss://,
 * http:// or https:// URL with a host (http(s) only for a CDP endpoint).
 */
export function wsEndpointProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return `expected a ws://, wss:// or http:// browser endpoint; got ${JSON.stringify(value)}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `expected a ws://, wss:// or http:// browser endpoint; got ${JSON.stringify(value)}, which is not a URL`;
  }
  if (!['ws:', 'wss:', 'http:', 'https:'].includes(url.protocol)) return `expected a ws://, wss:// or http:// browser endpoint; got the scheme ${url.protocol}`;
  if (url.hostname === '') return `expected a browser endpoint with a host; got ${JSON.stringify(value)}`;
  return null;
}

/**
 * The waits between connection attempts within `budgetMs`: 250 ms doubling to 2 s, as many as
 * fit (their sum never exceeds the budget). Pure.
 */
export function retryDelays(budgetMs: number): number[] {
  const delays: number[] = [];
  let spent = 0;
  for (let delay = FIRST_RETRY_DELAY_MS; spent + delay <= budgetMs; delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS)) {
    delays.push(delay);
    spent += delay;
  }
  return delays;
}

export interface ConnectRetryOptions {
  /** @default DEFAULT_CONNECT_TIMEOUT_MS */
  budgetMs?: number;
  signal?: AbortSignal;
}

/**
 * Connects with `connect(timeoutMs)`, trying again after each failure (a browser server that is
 * restarting refuses connections for a second or two) until `budgetMs` is spent.
 * @throws BrandDesignError BROWSER_UNAVAILABLE (retryable) naming the endpoint, the attempts and
 * the last failure, when no attempt succeeded.
 */
export async function connectWithRetry<T>(endpoint: string, connect: (timeoutMs: number) => Promise<T>, options: ConnectRetryOptions = {}): Promise<T> {
  const budgetMs = options.budgetMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const started = Date.now();
  const delays = retryDelays(budgetMs);
  let attempts = 0;
  let last: unknown;
  for (;;) {
    if (options.signal?.aborted) throw abortError(options.signal);
    attempts += 1;
    const remaining = Math.max(1_000, budgetMs - (Date.now() - started));
    try {
      return await connect(Math.min(ATTEMPT_TIMEOUT_MS, remaining));
    } catch (error) {
      last = error;
    }
    const delay = delays[attempts - 1];
    if (delay === undefined || Date.now() - started + delay > budgetMs) break;
    await sleep(delay, options.signal);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  throw new BrandDesignError(
    'BROWSER_UNAVAILABLE',
    `The remote browser at ${redact(endpoint)} did not answer (${attempts} attempt${attempts === 1 ? '' : 's'} over ${seconds} s): ${firstLine(last)}. ` +
      'Start it with `brand-design browser-server`, or check browser.wsEndpoint.',
    { cause: last },
  );
}

/**
 * A capture whose browser connection was lost while it ran. The crawler runs such a capture
 * once more on a new connection (`runWithReconnect`); the job never sees it unless that fails too.
 */
export class BrowserConnectionLostError extends CaptureError {
  constructor(endpoint: string, cause: unknown) {
    super('browser', `The connection to the remote browser at ${redact(endpoint)} was lost during the capture: ${firstLine(cause)}`, { cause });
    this.name = 'BrowserConnectionLostError';
  }
}

/** True when `error` or one of its causes reads like Playwright's "target/browser closed" family. */
export function mentionsClosedTarget(error: unknown): boolean {
  for (let item: unknown = error, depth = 0; item instanceof Error && depth < 5; item = item.cause, depth += 1) {
    if (/has been closed|Target closed|Connection closed|browser has disconnected|websocket/i.test(item.message)) return true;
  }
  return false;
}

/** Captures run again after a lost connection: once (the reconnect itself already retries). */
export const CAPTURE_RUNS_AFTER_LOST_CONNECTION = 1;

/**
 * Runs `run`, and again (at most CAPTURE_RUNS_AFTER_LOST_CONNECTION times) when it failed with
 * BrowserConnectionLostError and the caller has not aborted. The last failure is thrown as is.
 */
export async function runWithReconnect<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let rerun = 0; ; rerun += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof BrowserConnectionLostError) || rerun >= CAPTURE_RUNS_AFTER_LOST_CONNECTION || signal?.aborted) throw error;
    }
  }
}

/** The endpoint without its path: the path of a browser server is its only secret. */
export function redact(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return url.pathname.length > 1 ? `${url.protocol}//${url.host}/…` : `${url.protocol}//${url.host}`;
  } catch {
    return '(not a URL)';
  }
}

function firstLine(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
