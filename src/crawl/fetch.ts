/**
 * Fetching one resource outside the browser (asset mirroring, sitemaps): fixture origins are
 * answered from the bundled sites, everything else over node:http(s) under the network policy
 * (issue 8 item 1, SSRF): redirects are followed here, one hop at a time, and every hop's host is
 * checked by the extraction's `NetworkGate`, whose `lookup` makes the socket connect to the
 * address it checked. Time- and size-limited.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { delay } from './bounded.js';
import { isFixtureUrl } from './fixture-origin.js';
import { BLOCKED_CODE, NetworkGate } from './network-gate.js';
import { createNetworkPolicy } from './network-policy.js';
import { resolveFixture } from './network.js';
import { CaptureError, type FetchedResource } from './types.js';

export const DEFAULT_FETCH_TIMEOUT_MS = 15_000;
export const DEFAULT_FETCH_MAX_BYTES = 20 * 1024 * 1024;
/** Redirect hops followed before giving up (what browsers allow). */
export const MAX_FETCH_REDIRECTS = 20;

export interface FetchResourceOptions {
  /** @default 15000 */
  timeoutMs?: number;
  /** @default 20 MB */
  maxBytes?: number;
  /** Answer `<site>.brand-design.test` from fixtures/sites. @default true */
  fixtures?: boolean;
  /** The extraction's network policy. @default a gate allowing public addresses only */
  gate?: NetworkGate;
  signal?: AbortSignal;
  /** Extra request headers for each hop's URL (the site access of the page, for its own host only). */
  headers?: (url: string) => Record<string, string>;
}

/**
 * Fetches `url`, following redirects (each hop checked by the policy). A non-2xx answer is
 * returned (with its status), not thrown.
 * @throws CaptureError dns | connection | timeout | too_large | blocked | aborted
 */
export async function fetchResource(url: string, options: FetchResourceOptions = {}): Promise<FetchedResource> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const gate = options.gate ?? new NetworkGate(createNetworkPolicy());
  const fixtures = options.fixtures ?? true;
  const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const verdict = await gate.checkUrl(current).catch((error: unknown) => {
      throw classifyFetchError(current, error, timeoutMs, options.signal);
    });
    if (verdict.allow !== true) {
      const reason = verdict.allow === false ? verdict.message : 'not checked';
      gate.recordBlocked(current, reason);
      throw new CaptureError('blocked', `${current}: refused by the network policy (${reason})`);
    }
    const answer = fixtures && isFixtureUrl(current) ? await fetchFixture(current, timeoutMs, maxBytes) : await fetchOnce(current, gate, signal, timeoutMs, maxBytes, options.signal, options.headers?.(current));
    if (!answer.location) return answer.resource;
    if (hop >= MAX_FETCH_REDIRECTS) throw new CaptureError('connection', `${url}: more than ${MAX_FETCH_REDIRECTS} redirects`);
    const next = new URL(answer.location, current);
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw new CaptureError('connection', `${current}: redirects to a ${next.protocol} URL, which is not fetched`);
    }
    current = next.href;
  }
}

interface HopAnswer {
  resource: FetchedResource;
  /** Set when the answer is a redirect to follow. */
  location: string | null;
}

async function fetchFixture(url: string, timeoutMs: number, maxBytes: number): Promise<HopAnswer> {
  const resolved = await resolveFixture(url);
  if (!resolved) throw new CaptureError('dns', `${url}: the host name could not be resolved`);
  const { response } = resolved;
  if (response.hang || (response.delayMs ?? 0) > timeoutMs) {
    await delay(timeoutMs);
    throw new CaptureError('timeout', `${url}: no response within ${timeoutMs} ms`);
  }
  if (response.delayMs) await delay(response.delayMs);
  if (response.body.length > maxBytes) throw tooLarge(url, maxBytes);
  const resource = { url: resolved.url, status: response.status, contentType: response.headers['content-type'] ?? null, body: response.body };
  return { resource, location: null };
}

/** One GET, no redirect following; the socket's address comes from the gate's lookup. */
function fetchOnce(url: string, gate: NetworkGate, signal: AbortSignal, timeoutMs: number, maxBytes: number, callerSignal?: AbortSignal, extraHeaders: Record<string, string> = {}): Promise<HopAnswer> {
  return new Promise<HopAnswer>((resolve, reject) => {
    const fail = (error: unknown): void => reject(error instanceof CaptureError ? error : classifyFetchError(url, error, timeoutMs, callerSignal));
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    // agent: false — a fresh socket per hop, so no pooled connection skips the policy's lookup.
    const request = send(url, {
      method: 'GET',
      agent: false,
      lookup: gate.lookup,
      signal,
      headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'brand-design (asset mirror)', ...extraHeaders },
    });
    request.on('error', fail);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        resolve({ resource: { url, status, contentType: null, body: Buffer.alloc(0) }, location });
        return;
      }
      readBody(response, url, maxBytes).then(
        (body) => resolve({ resource: { url, status, contentType: response.headers['content-type'] ?? null, body }, location: null }),
        fail,
      );
    });
    request.end();
  });
}

async function readBody(response: IncomingMessage, url: string, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(url, maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(response)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(url, maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The body with its content-encoding undone (what fetch() used to do for us). */
function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

function tooLarge(url: string, maxBytes: number): CaptureError {
  return new CaptureError('too_large', `${url}: the response is larger than ${maxBytes} bytes`);
}

function classifyFetchError(url: string, error: unknown, timeoutMs: number, callerSignal?: AbortSignal): CaptureError {
  if (error instanceof CaptureError) return error;
  if (callerSignal?.aborted) return new CaptureError('aborted', `${url}: aborted`, { cause: error });
  const name = error instanceof Error ? error.name : '';
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? ((error instanceof Error ? error.cause : undefined) as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === BLOCKED_CODE) return new CaptureError('blocked', `${url}: refused by the network policy (${(error as Error).message})`, { cause: error });
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'ABORT_ERR' || code === 'ETIMEDOUT') {
    return new CaptureError('timeout', `${url}: no response within ${timeoutMs} ms`, { cause: error });
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new CaptureError('dns', `${url}: the host name could not be resolved (${code})`, { cause: error });
  const detail = code || (error instanceof Error ? error.message : String(error));
  return new CaptureError('connection', `${url}: could not connect (${detail})`, { cause: error });
}
