/**
 * Issue 8 item 1 (SSRF through asset mirroring), end to end with the real runtime: real Chromium,
 * real http servers on loopback, real SQLite. `brand.example` is mapped to 127.0.0.1 with the
 * `network.resolve` option, so a loopback server plays "the public page"; a second loopback
 * server plays the secret service the page names (og:image, favicon, manifest icon, @font-face,
 * CSS background, img, video poster) and counts every request it gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openTestRuntime } from '../helpers/runtime.js';
import { fetchResource } from '../../src/crawl/fetch.js';
import { gateForExtraction } from '../../src/crawl/network-gate.js';
import { CaptureError } from '../../src/crawl/types.js';

const SECRET = 'loopback-secret-7f3a';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HOST = 'brand.example';

interface Recorded {
  server: Server;
  port: number;
  hits: string[];
}

async function listen(handler: (path: string) => { status: number; type?: string; body?: Buffer | string; location?: string }): Promise<Recorded> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const answer = handler(request.url ?? '/');
    response.writeHead(answer.status, { ...(answer.type ? { 'content-type': answer.type } : {}), ...(answer.location ? { location: answer.location } : {}) });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

/** The secret service: JSON for og.png (the repro), a real PNG for logo.png, JSON elsewhere. */
const secretAnswer = (path: string) =>
  path.startsWith('/logo.png') ? { status: 200, type: 'image/png', body: PNG } : { status: 200, type: 'application/json', body: JSON.stringify({ secret: SECRET }) };

/** Download manifest entries that are files on disk (not inline content). */
function onDisk<T extends { path: string }>(files: T[]): (T & { url: string; source_url?: string })[] {
  return files.filter((file): file is T & { url: string; source_url?: string } => 'url' in file);
}

function page(secretPort: number): string {
  const s = `http://127.0.0.1:${secretPort}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Public Brand</title>
<meta property="og:image" content="${s}/og.png">
<meta property="og:site_name" content="Public Brand">
<link rel="icon" href="${s}/favicon.ico">
<link rel="manifest" href="/manifest.json">
<style>
@font-face { font-family: Secret; src: url(${s}/font.woff2) format('woff2'); }
body { font-family: Secret, sans-serif; margin: 0; color: #222; }
.hero { background: #ffeedd url(${s}/bg.png); height: 240px; padding: 32px; }
.cta { background: #e4572e; color: #fff; padding: 12px 20px; border-radius: 6px; }
</style></head><body>
<header><a href="/" class="logo"><img src="${s}/logo.png" alt="Public Brand logo" width="120" height="40"></a>
<nav><a href="/about">About</a> <a class="cta" href="/start">Start</a></nav></header>
<section class="hero"><h1>Public Brand</h1><p>Hello.</p><img src="/hop.png" alt="hop" width="40" height="40"><img src="/hop-name.png" alt="hop by name" width="40" height="40"><img src="/own.png" alt="own" width="40" height="40"></section>
<video poster="${s}/poster.jpg" width="320" height="180"></video>
</body></html>`;
}

function manifest(secretPort: number): string {
  return JSON.stringify({ name: 'Public Brand', icons: [{ src: `http://127.0.0.1:${secretPort}/icon-192.png`, sizes: '192x192', type: 'image/png' }] });
}

describe('network policy: no SSRF from a public page (real Chromium, real sockets)', () => {
  let secret: Recorded;
  let hop: Recorded;
  let site: Recorded;

  beforeAll(async () => {
    secret = await listen(secretAnswer);
    hop = await listen(() => ({ status: 200, type: 'image/png', body: PNG }));
    site = await listen((path) => {
      if (path === '/' ) return { status: 200, type: 'text/html; charset=utf-8', body: page(secret.port) };
      if (path === '/manifest.json') return { status: 200, type: 'application/manifest+json', body: manifest(secret.port) };
      if (path === '/own.png') return { status: 200, type: 'image/png', body: PNG };
      if (path === '/hop.png') return { status: 302, location: `http://127.0.0.1:${hop.port}/hop.png` };
      // Chromium resolves *.localhost to loopback by itself: a redirect onto a loopback *name*.
      if (path === '/hop-name.png') return { status: 302, location: `http://hop.localhost:${hop.port}/hop-name.png` };
      if (path === '/redirect-to-secret') return { status: 302, location: `http://127.0.0.1:${secret.port}/redirected.png` };
      return { status: 404, type: 'text/plain', body: 'not found' };
    });
  });
  afterAll(async () => {
    for (const server of [secret, hop, site]) await new Promise((resolve) => server.server.close(resolve));
  });

  const pageUrl = (): string => `http://${HOST}:${site.port}/`;

  it('extracts the public page without ever reaching the loopback service, and stores nothing of it', async () => {
    secret.hits.length = 0;
    const runtime = await openTestRuntime({ network: { resolve: { [HOST]: '127.0.0.1' } } });
    try {
      const client = runtime.client();
      const { submission_id: id } = await client.submissions.create({ url: pageUrl() });
      const view = await client.submissions.wait(id, { intervalMs: 50 });
      expect(view.status, view.error ?? '').toBe('completed');
      // Neither Chromium (route interception) nor Node (the mirror step) asked the secret service anything.
      expect(secret.hits).toEqual([]);

      const manifestFiles = onDisk((await client.submissions.download(id)).files);
      const assets = manifestFiles.filter((file) => file.path.startsWith('assets/'));
      expect(assets.map((file) => file.source_url)).toContain(`${pageUrl()}own.png`);
      for (const file of manifestFiles) {
        expect(file.source_url ?? '').not.toContain(`:${secret.port}`);
        if (file.url && !file.path.endsWith('.json')) expect(readFileSync(fileURLToPath(file.url)).includes(SECRET)).toBe(false);
      }

      const capture = JSON.parse(readFileSync(fileURLToPath(manifestFiles.find((file) => file.path === 'capture.json')!.url!), 'utf8'));
      // The refusals are on record: count and examples naming the secret service.
      expect(capture.network.blocked.count).toBeGreaterThanOrEqual(5);
      expect(capture.network.blocked.examples[0].url).toContain(`127.0.0.1:${secret.port}`);
      expect(capture.network.blocked.examples[0].reason).toMatch(/loopback address/);
      // Redirect hops are not routed by Playwright: one onto an IP literal is refused by Chromium's
      // own block list (never sent); one onto a name is judged by the address it was served from,
      // and its body is not kept.
      expect(hop.hits.filter((path) => path === '/hop.png')).toEqual([]);
      const byName = capture.network.resources.find((resource: { url: string }) => resource.url.includes(`hop.localhost:${hop.port}/hop-name.png`));
      expect(byName?.saved_as ?? null).toBeNull();
      expect(byName?.failed ?? '').toMatch(/blocked by the network policy: 127\.0\.0\.1 is a loopback address/);
      expect(assets.map((file) => file.source_url).some((url) => url?.includes(`:${hop.port}`))).toBe(false);
      // The mirror step was refused the secret URLs too.
      expect((capture.network.refused_assets ?? []).join('\n')).toContain(`127.0.0.1:${secret.port}`);
      expect(capture.network.refused_assets.join('\n')).toMatch(/refused by the network policy/);
    } finally {
      await runtime.cleanup();
    }
  }, 60_000);

  it('with allowPrivate the same page reaches the service, and only real images are stored', async () => {
    secret.hits.length = 0;
    const runtime = await openTestRuntime({ network: { allowPrivate: true, resolve: { [HOST]: '127.0.0.1' } } });
    try {
      const client = runtime.client();
      const { submission_id: id } = await client.submissions.create({ url: pageUrl() });
      expect((await client.submissions.wait(id, { intervalMs: 50 })).status).toBe('completed');
      expect(secret.hits.length).toBeGreaterThan(0);
      const assets = onDisk((await client.submissions.download(id)).files).filter((file) => file.path.startsWith('assets/'));
      const sources = assets.map((file) => file.source_url);
      expect(sources).toContain(`http://127.0.0.1:${secret.port}/logo.png`);
      // og.png answered JSON: reached, but not an image, so not an asset (issue 8: an image is an image).
      expect(sources).not.toContain(`http://127.0.0.1:${secret.port}/og.png`);
      for (const file of assets) expect(readFileSync(fileURLToPath(file.url!)).includes(SECRET)).toBe(false);
    } finally {
      await runtime.cleanup();
    }
  }, 60_000);

  it('fails a submission whose own host is in denyHosts, naming the policy', async () => {
    const runtime = await openTestRuntime({ network: { denyHosts: [HOST], resolve: { [HOST]: '127.0.0.1' } } });
    try {
      const client = runtime.client();
      const { submission_id: id } = await client.submissions.create({ url: pageUrl() });
      const view = await client.submissions.wait(id, { intervalMs: 50 });
      expect(view.status).toBe('failed');
      expect(view.error).toMatch(/refused by the network policy .*denyHosts/);
    } finally {
      await runtime.cleanup();
    }
  }, 60_000);

  describe('Node fetch (mirroring, sitemaps)', () => {
    const gate = () => gateForExtraction({ resolve: { [HOST]: '127.0.0.1' } }, pageUrl());
    const refusal = async (url: string, options: Parameters<typeof gateForExtraction>[0] = { resolve: { [HOST]: '127.0.0.1' } }) => {
      try {
        await fetchResource(url, { gate: await gateForExtraction(options, pageUrl()) });
      } catch (error) {
        return error;
      }
      return null;
    };

    it('refuses a redirect hop from the allowed host onto loopback before connecting', async () => {
      secret.hits.length = 0;
      const error = await refusal(`${pageUrl()}redirect-to-secret`);
      expect(error).toBeInstanceOf(CaptureError);
      expect((error as CaptureError).reason).toBe('blocked');
      expect(secret.hits).toEqual([]);
      // The allowed host itself is fetched as before.
      expect((await fetchResource(`${pageUrl()}own.png`, { gate: await gate() })).body.equals(PNG)).toBe(true);
    });

    it('refuses loopback by name, by decimal and IPv4-mapped literals, and allows it through allowHosts', async () => {
      secret.hits.length = 0;
      for (const url of [`http://localhost:${secret.port}/a`, `http://2130706433:${secret.port}/b`, `http://[::ffff:127.0.0.1]:${secret.port}/c`]) {
        expect([url, ((await refusal(url)) as CaptureError | null)?.reason]).toEqual([url, 'blocked']);
      }
      expect(secret.hits).toEqual([]);
      const allowed = await fetchResource(`http://localhost:${secret.port}/logo.png`, {
        gate: await gateForExtraction({ allowHosts: ['localhost'], resolve: { [HOST]: '127.0.0.1' } }, pageUrl()),
      });
      expect(allowed.status).toBe(200);
      expect(secret.hits).toEqual(['/logo.png']);
    });

    it('connects to the address the policy checked, not to a fresh DNS answer', async () => {
      // `pinned.test` exists only in this resolver: the socket can only reach the server through
      // the gate's lookup, which hands out the addresses it judged (no rebinding in between).
      const asked: string[] = [];
      const resolveAll = async (host: string) => {
        asked.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      };
      const allowing = await gateForExtraction({ allowHosts: ['pinned.test'], resolve: { [HOST]: '127.0.0.1' } }, pageUrl(), resolveAll);
      const fetched = await fetchResource(`http://pinned.test:${secret.port}/logo.png`, { gate: allowing });
      expect(fetched.body.equals(PNG)).toBe(true);
      expect(asked).toEqual(['pinned.test']); // resolved once: checked and used from the same answer
      secret.hits.length = 0;
      const refusing = await gateForExtraction({ resolve: { [HOST]: '127.0.0.1' } }, pageUrl(), resolveAll);
      await expect(fetchResource(`http://pinned.test:${secret.port}/logo.png`, { gate: refusing })).rejects.toMatchObject({ reason: 'blocked' });
      expect(secret.hits).toEqual([]);
    });

    it('lets a page served from loopback (local development) reach loopback, unless denyHosts says no', async () => {
      const local = await gateForExtraction({}, `http://127.0.0.1:${site.port}/`);
      expect((await fetchResource(`http://127.0.0.1:${secret.port}/logo.png`, { gate: local })).status).toBe(200);
      const denied = await gateForExtraction({ denyHosts: ['127.0.0.0/8'] }, `http://localhost:${site.port}/`).catch((error: unknown) => error);
      expect((denied as CaptureError).reason).toBe('blocked');
    });
  });
});
