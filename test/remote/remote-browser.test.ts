/**
 * Issue 13 §2: extractions through a browser server in another process (`brand-design
 * browser-server`, Playwright's launchServer), reconnection when it restarts, a clear error when
 * it stays down, and the network policy holding for pages rendered by the remote Chromium.
 * Real Chromium, real sockets, real SQLite; nothing is mocked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCrawler } from '../../src/crawl/crawler.js';
import { DEFAULT_CHROMIUM_ARGS } from '../../src/crawl/browser.js';
import type { Crawler } from '../../src/crawl/types.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { BrandDesignError } from '../../src/errors.js';
import { openTestRuntime } from '../helpers/runtime.js';
import { crashBrowserServer, startBrowserServer, type ServerProcess } from './browser-server-process.js';

const FIXTURE = 'https://c-lumen.brand-design.test/'; // a small bundled site: the test is about the connection

/** Capture (remote Chromium) and analysis (pure), as an extraction job does them. */
async function extract(crawler: Crawler, url: string, outDir: string): Promise<Record<string, unknown>> {
  mkdirSync(outDir, { recursive: true });
  const capture = await crawler.capture(url, { outDir });
  expect(existsSync(join(outDir, 'capture.json'))).toBe(true);
  const { design_system: designSystem } = await analyzeCapture(capture, { sections: ['colors', 'typography'] });
  return designSystem as Record<string, unknown>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('extraction through a remote browser server', () => {
  let port: number;
  let server: ServerProcess;
  let dir: string;

  beforeAll(async () => {
    port = await freePort();
    server = await startBrowserServer(['--port', String(port)]);
    dir = mkdtempSync(join(tmpdir(), 'brand-design-remote-'));
  });
  afterAll(async () => {
    await crashBrowserServer(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('extracts a fixture page, then again after the server was killed and restarted on the same port', async () => {
    expect(server.endpoint).toBe(`ws://127.0.0.1:${port}/brand-design`);
    const crawler = createCrawler({ wsEndpoint: server.endpoint });
    try {
      const first = await extract(crawler, FIXTURE, join(dir, 'first'));
      expect(first.colors).toBeTruthy();

      await crashBrowserServer(server);
      server = await startBrowserServer(['--port', String(port)]);
      expect(server.endpoint).toBe(`ws://127.0.0.1:${port}/brand-design`); // same endpoint: nothing to reconfigure

      // The same crawler reconnects to the new server on its next capture.
      const second = await extract(crawler, FIXTURE, join(dir, 'second'));
      expect(second.colors).toEqual(first.colors);
    } finally {
      await crawler.close();
    }
  });

  it('runs a capture again when the connection drops under it, once the server is back', async () => {
    let held: ServerResponse | null = null;
    let hits = 0;
    let firstHit!: () => void;
    const arrived = new Promise<void>((resolve) => (firstHit = resolve));
    const site = createServer((request, response) => {
      hits += 1;
      if (hits === 1) {
        held = response; // the first load hangs until the browser under it is gone
        firstHit();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Back</title><h1 style="color:#123456">Back again</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const crawler = createCrawler({ wsEndpoint: server.endpoint, connectTimeoutMs: 20_000 });
    try {
      const capture = crawler.capture(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`, { outDir: dir });
      await arrived;
      await crashBrowserServer(server);
      server = await startBrowserServer(['--port', String(port)]);
      const result = await capture;
      expect(result.html.rendered).toContain('Back again');
      expect(hits).toBe(2);
    } finally {
      (held as ServerResponse | null)?.destroy();
      await crawler.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('keeps the network policy: a public page rendered by the remote Chromium cannot reach loopback', async () => {
    const hits: string[] = [];
    const secret = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png' }).end();
    });
    await new Promise<void>((resolve) => secret.listen(0, '127.0.0.1', resolve));
    const secretPort = (secret.address() as AddressInfo).port;
    // The fixture origin counts as a public site; its page asks for loopback by address and by name.
    const injectCss = `body { background-image: url(http://127.0.0.1:${secretPort}/by-address.png); }
      h1 { background-image: url(http://localhost:${secretPort}/by-name.png); }
      @font-face { font-family: Probe; src: url(http://[::1]:${secretPort}/v6.woff2); } body { font-family: Probe, serif; }`;
    const crawler = createCrawler({ wsEndpoint: server.endpoint });
    try {
      const capture = await crawler.capture(FIXTURE, { outDir: join(dir, 'policy'), injectCss });
      expect(hits).toEqual([]);
      const blocked = capture.network.blocked!;
      const refused = blocked.examples.map((example) => example.url).join(' ');
      expect(blocked.count).toBeGreaterThanOrEqual(2);
      expect(refused).toContain(`127.0.0.1:${secretPort}/by-address.png`);
      expect(refused).toContain(`localhost:${secretPort}/by-name.png`);
    } finally {
      await crawler.close();
      await new Promise((resolve) => secret.close(resolve));
    }
  });

  it('writes its endpoint file, runs Chromium with the crawler\'s flags, and stops cleanly on SIGTERM: exit 0, its Chromium gone', async () => {
    const endpointFile = join(dir, 'endpoint.txt');
    const own = await startBrowserServer(['--port', '0', '--endpoint-file', endpointFile]);
    expect(readFileSync(endpointFile, 'utf8')).toBe(`${own.endpoint}\n`);
    const family = own.family();
    expect(family.length).toBeGreaterThan(1); // node and its Chromium
    const commandLines = family.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
    const browser = commandLines.find((args) => args.includes('--headless') || args.some((a) => a.startsWith('--headless')));
    expect(browser).toBeDefined();
    for (const flag of DEFAULT_CHROMIUM_ARGS) expect(browser).toContain(flag);
    own.child.kill('SIGTERM');
    expect(await own.exited).toBe(0);
    const alive = family.filter((pid) => {
      try {
        process.kill(pid, 0);
        return !/^Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '');
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });

  it('exits 1 when its Chromium dies under it, so a supervisor can start it again', async () => {
    const own = await startBrowserServer(['--port', '0']);
    const parentOf = (pid: number): number => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    const chromium = own.family().find((pid) => pid !== own.child.pid && parentOf(pid) === own.child.pid && /chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')));
    expect(chromium).toBeDefined();
    process.kill(chromium!, 'SIGKILL');
    expect(await own.exited).toBe(1);
    expect(own.stderr()).toMatch(/Chromium exited/);
  });
});

describe('a remote browser that stays down', () => {
  it('fails the capture with BROWSER_UNAVAILABLE after the bounded retry, naming what to start', async () => {
    const port = await freePort(); // nothing listens there
    const crawler = createCrawler({ wsEndpoint: `ws://127.0.0.1:${port}/brand-design`, connectTimeoutMs: 1_500 });
    const dir = mkdtempSync(join(tmpdir(), 'brand-design-remote-'));
    const started = Date.now();
    try {
      const error = await crawler.capture(FIXTURE, { outDir: dir }).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(BrandDesignError);
      expect(error).toMatchObject({ code: 'BROWSER_UNAVAILABLE', retryable: true });
      expect((error as Error).message).toMatch(/did not answer \(\d+ attempts over [\d.]+ s\).*brand-design browser-server/);
      expect((error as Error).message).not.toContain('/brand-design '); // the path (its only secret) is not printed
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await crawler.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects a malformed browser.wsEndpoint and connectTimeoutMs at open with 422 issues', async () => {
    const error = await openTestRuntime({ browser: { wsEndpoint: 'ftp://browser:1', connectTimeoutMs: -1 } }).then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_REQUEST' });
    const locs = (error as { issues: { loc: string[] }[] }).issues.map((issue) => issue.loc.join('.'));
    expect(locs).toEqual(['options.browser.wsEndpoint', 'options.browser.connectTimeoutMs']);
  });
});
