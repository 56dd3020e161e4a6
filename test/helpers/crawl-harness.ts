/**
 * One loopback server of test pages and one crawler for a test file, opened before its tests and
 * closed after them, with a scratch folder for the captures. The settle tests serve a handful of
 * hand-written pages each; this keeps the plumbing in one place.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createCrawler } from '../../src/crawl/crawler.js';
import type { Crawler } from '../../src/crawl/types.js';

/** path → [content type, body]; or a handler of its own. */
export type TestPages = Record<string, readonly [string, string | Buffer]> | ((request: IncomingMessage, response: ServerResponse) => void);

export interface CrawlHarness {
  readonly origin: string;
  readonly crawler: Crawler;
  /** A fresh output folder under the harness's scratch folder. */
  outDir(name: string): string;
}

export const HTML = 'text/html; charset=utf-8';

export function useCrawlHarness(name: string, pages: TestPages, captureTimeoutMs = 40_000): CrawlHarness {
  let origin = '';
  let crawler: Crawler | null = null;
  let dir = '';
  let close: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `brand-design-${name}-`));
    const server = createServer(typeof pages === 'function' ? pages : (request, response) => {
      const page = pages[request.url ?? ''];
      response.writeHead(page ? 200 : 404, { 'content-type': page?.[0] ?? 'text/plain' });
      response.end(page?.[1] ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    crawler = createCrawler({ captureTimeoutMs });
  });
  afterAll(async () => {
    await crawler?.close();
    await close?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get origin() { return origin; },
    get crawler() {
      if (!crawler) throw new Error('the crawl harness is used before its beforeAll ran');
      return crawler;
    },
    outDir: (sub) => join(dir, sub),
  };
}
