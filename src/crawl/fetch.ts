/**
 * Fetching one resource outside the browser (asset mirroring, sitemaps): fixture origins are
 * answered from the bundled sites, everything else with Node's fetch. Time- and size-limited.
 */
import { delay } from './bounded.js';
import { isFixtureUrl } from './fixture-origin.js';
import { resolveFixture } from './network.js';
import { CaptureError, type FetchedResource } from './types.js';

export const DEFAULT_FETCH_TIMEOUT_MS = 15_000;
export const DEFAULT_FETCH_MAX_BYTES = 20 * 1024 * 1024;

export interface FetchResourceOptions {
  /** @default 15000 */
  timeoutMs?: number;
  /** @default 20 MB */
  maxBytes?: number;
  /** Answer `<site>.brand-design.test` from fixtures/sites. @default true */
  fixtures?: boolean;
}

/**
 * Fetches `url`, following redirects. A non-2xx answer is returned (with its status), not thrown.
 * @throws CaptureError dns | connection | timeout | too_large
 */
export async function fetchResource(url: string, options: FetchResourceOptions = {}): Promise<FetchedResource> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  if ((options.fixtures ?? true) && isFixtureUrl(url)) return fetchFixture(url, timeoutMs, maxBytes);
  return fetchNetwork(url, timeoutMs, maxBytes);
}

async function fetchFixture(url: string, timeoutMs: number, maxBytes: number): Promise<FetchedResource> {
  const resolved = await resolveFixture(url);
  if (!resolved) throw new CaptureError('dns', `${url}: the host name could not be resolved`);
  const { response } = resolved;
  if (response.hang || (response.delayMs ?? 0) > timeoutMs) {
    await delay(timeoutMs);
    throw new CaptureError('timeout', `${url}: no response within ${timeoutMs} ms`);
  }
  if (response.delayMs) await delay(response.delayMs);
  if (response.body.length > maxBytes) throw tooLarge(url, maxBytes);
  return { url: resolved.url, status: response.status, contentType: response.headers['content-type'] ?? null, body: response.body };
}

async function fetchNetwork(url: string, timeoutMs: number, maxBytes: number): Promise<FetchedResource> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, redirect: 'follow' });
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel();
      throw tooLarge(url, maxBytes);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
      size += part.value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge(url, maxBytes);
      }
      chunks.push(Buffer.from(part.value));
    }
    return { url: response.url || url, status: response.status, contentType: response.headers.get('content-type'), body: Buffer.concat(chunks) };
  } catch (error) {
    if (error instanceof CaptureError) throw error;
    throw classifyFetchError(url, error, timeoutMs);
  }
}

function tooLarge(url: string, maxBytes: number): CaptureError {
  return new CaptureError('too_large', `${url}: the response is larger than ${maxBytes} bytes`);
}

function classifyFetchError(url: string, error: unknown, timeoutMs: number): CaptureError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new CaptureError('timeout', `${url}: no response within ${timeoutMs} ms`, { cause: error });
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  const code = cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new CaptureError('dns', `${url}: the host name could not be resolved (${code})`, { cause: error });
  if (name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return new CaptureError('timeout', `${url}: no response within ${timeoutMs} ms`, { cause: error });
  }
  const detail = code || (error instanceof Error ? error.message : String(error));
  return new CaptureError('connection', `${url}: could not connect (${detail})`, { cause: error });
}
