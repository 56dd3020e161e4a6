/**
 * Issue 8 item 1, the issue's own repro: a page served from a local address that is not loopback
 * (10.231.77.2, inside a network namespace this test creates, joined to the host by a veth pair)
 * names `http://127.0.0.1:PORT/...` assets; a loopback-only server on the host counts requests.
 * Extracting the page must not reach it — neither Chromium nor the Node mirror step — and
 * nothing of it may be stored. Needs root and iproute2 (`ip netns`); skipped, saying so, elsewhere.
 * Traffic goes only to loopback and to the namespace this test made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openTestRuntime } from '../helpers/runtime.js';

const NS = `bdssrf${process.pid}`;
const HOST_IF = `bdh${process.pid}`;
const NS_IF = `bdn${process.pid}`;
const HOST_ADDRESS = '10.231.77.1';
const PAGE_ADDRESS = '10.231.77.2';
const SECRET = 'netns-loopback-secret-51c2';

function run(args: string[]): { ok: boolean; output: string } {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`.trim() };
}

/** Why this machine cannot build the namespace, or null when it can. */
function netnsUnavailable(): string | null {
  if (process.platform !== 'linux') return 'network namespaces are Linux-only';
  if (process.getuid?.() !== 0) return 'creating a network namespace needs root';
  const probe = `${NS}p`;
  const added = run(['netns', 'add', probe]);
  if (!added.ok) return `\`ip netns add\` failed: ${added.output || 'iproute2 missing?'}`;
  run(['netns', 'del', probe]);
  return null;
}

/** Namespaces left by an earlier run that was killed before its cleanup (their address would clash). */
function removeStaleNamespaces(): void {
  for (const line of run(['netns', 'list']).output.split('\n')) {
    const pid = Number(/^bdssrf(\d+)\b/.exec(line)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0); // still running: its namespace is in use
    } catch {
      run(['netns', 'del', `bdssrf${pid}`]);
    }
  }
}

const unavailable = netnsUnavailable();

/** The page server, run inside the namespace by `ip netns exec`. */
const PAGE_SERVER = `
const http = require('node:http');
const s = 'http://127.0.0.1:' + process.env.SECRET_PORT;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Private Brand</title>'
  + '<meta property="og:image" content="' + s + '/og.png"><link rel="icon" href="' + s + '/favicon.ico">'
  + '<link rel="manifest" href="/manifest.json"><style>@font-face{font-family:S;src:url(' + s + '/font.woff2)}'
  + 'body{font-family:S,sans-serif;margin:0}.hero{background:#eef url(' + s + '/bg.png);height:200px}</style></head><body>'
  + '<header><a class="logo" href="/"><img src="' + s + '/logo.png" alt="Private Brand logo" width="120" height="40"></a></header>'
  + '<section class="hero"><h1>Private Brand</h1><img src="/own.png" alt="own" width="40" height="40">'
  + '<img src="/hop.png" alt="hop" width="40" height="40"></section>'
  + '<video poster="' + s + '/poster.jpg" width="320" height="180"></video></body></html>';
http.createServer((req, res) => {
  if (req.url === '/') { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); return res.end(page); }
  if (req.url === '/manifest.json') { res.writeHead(200, { 'content-type': 'application/manifest+json' }); return res.end(JSON.stringify({ name: 'Private Brand', icons: [{ src: s + '/icon-192.png', sizes: '192x192' }] })); }
  if (req.url === '/own.png') { res.writeHead(200, { 'content-type': 'image/png' }); return res.end(png); }
  if (req.url === '/hop.png') { res.writeHead(302, { location: s + '/hop.png' }); return res.end(); }
  res.writeHead(404); res.end();
}).listen(Number(process.env.PAGE_PORT), process.env.PAGE_ADDRESS, () => console.log('listening'));
`;

describe.skipIf(unavailable !== null)(`network policy in a network namespace of the test's own${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let secret: Server;
  let secretPort = 0;
  const hits: string[] = [];
  let pageServer: ChildProcess | undefined;
  const pagePort = 18_000 + (process.pid % 1000);

  beforeAll(async () => {
    secret = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ secret: SECRET }));
    });
    await new Promise<void>((resolve) => secret.listen(0, '127.0.0.1', resolve));
    secretPort = (secret.address() as AddressInfo).port;

    removeStaleNamespaces();
    for (const args of [
      ['netns', 'add', NS],
      ['link', 'add', HOST_IF, 'type', 'veth', 'peer', 'name', NS_IF],
      ['link', 'set', NS_IF, 'netns', NS],
      ['addr', 'add', `${HOST_ADDRESS}/30`, 'dev', HOST_IF],
      ['link', 'set', HOST_IF, 'up'],
      ['-n', NS, 'addr', 'add', `${PAGE_ADDRESS}/30`, 'dev', NS_IF],
      ['-n', NS, 'link', 'set', NS_IF, 'up'],
      ['-n', NS, 'link', 'set', 'lo', 'up'],
    ]) {
      const step = run(args);
      if (!step.ok) throw new Error(`ip ${args.join(' ')}: ${step.output}`);
    }
    pageServer = spawn('ip', ['netns', 'exec', NS, process.execPath, '-e', PAGE_SERVER], {
      env: { ...process.env, SECRET_PORT: String(secretPort), PAGE_PORT: String(pagePort), PAGE_ADDRESS },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      let errors = '';
      pageServer!.stderr!.on('data', (chunk) => (errors += String(chunk)));
      pageServer!.stdout!.on('data', (chunk) => String(chunk).includes('listening') && resolve());
      pageServer!.on('exit', (code) => reject(new Error(`page server exited (${code}): ${errors}`)));
    });
  }, 30_000);

  afterAll(async () => {
    if (pageServer && pageServer.exitCode === null) {
      const exited = new Promise((resolve) => pageServer!.once('exit', resolve));
      pageServer.kill();
      await exited;
    }
    run(['netns', 'del', NS]); // takes the veth pair with it
    run(['link', 'del', HOST_IF]); // in case the namespace was never made
    await new Promise((resolve) => secret?.close(resolve));
  });

  it('extracts the page on 10.231.77.2 without reaching the host\'s loopback, and stores nothing of it', async () => {
    const runtime = await openTestRuntime();
    try {
      const client = runtime.client();
      const url = `http://${PAGE_ADDRESS}:${pagePort}/`;
      const { submission_id: id } = await client.submissions.create({ url });
      const view = await client.submissions.wait(id, { intervalMs: 50 });
      expect(view.status, view.error ?? '').toBe('completed');
      expect(hits).toEqual([]);
      const files = (await client.submissions.download(id)).files.filter((file): file is Extract<typeof file, { url: string }> => 'url' in file);
      const assets = files.filter((file) => file.path.startsWith('assets/'));
      // The page's own address class (private) is allowed: its own image was mirrored.
      expect(assets.map((file) => file.source_url)).toContain(`${url}own.png`);
      for (const file of files) {
        expect(file.source_url ?? '').not.toContain(`:${secretPort}`);
        if (file.url) expect(readFileSync(fileURLToPath(file.url)).includes(SECRET)).toBe(false);
      }
      const capture = JSON.parse(readFileSync(fileURLToPath(files.find((file) => file.path === 'capture.json')!.url!), 'utf8'));
      expect(capture.network.blocked.count).toBeGreaterThan(0);
    } finally {
      await runtime.cleanup();
    }
  }, 60_000);
});
