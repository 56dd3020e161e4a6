/**
 * Issue 13 §2, at the level of jobs: what a submission sees when the remote browser goes away.
 * A job whose capture was running when the connection dropped is captured again once the server
 * is back (the job completes, the page was asked for twice); a job while the server stays down
 * fails with a message naming the remote browser, and its credit is refunded.
 * Real runtime, real SQLite, a real browser server in a child process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTestRuntime } from '../helpers/runtime.js';
import { crashBrowserServer, startBrowserServer, type ServerProcess } from './browser-server-process.js';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('jobs on a remote browser that goes away', () => {
  let port: number;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(async () => {
    if (server) await crashBrowserServer(server);
  });

  it('completes a submission whose capture lost the browser connection, once the server is back', async () => {
    server = await startBrowserServer(['--port', String(port)]);
    let held: ServerResponse | null = null;
    let hits = 0;
    let firstHit!: () => void;
    const arrived = new Promise<void>((resolve) => (firstHit = resolve));
    const site = createServer((request, response) => {
      if (request.url !== '/') {
        response.writeHead(404).end(); // favicon, manifest: not what this test counts
        return;
      }
      hits += 1;
      if (hits === 1) {
        held = response;
        firstHit();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Ledger</title><h1 style="color:#1f4e79">Ledger</h1><a style="background:#e4572e;color:#fff;padding:8px" href="/start">Start</a>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const runtime = await openTestRuntime({ browser: { wsEndpoint: server.endpoint, connectTimeoutMs: 20_000 } });
    try {
      const client = runtime.client();
      const { submission_id: id } = await client.submissions.create({ url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/` });
      await arrived;
      await crashBrowserServer(server);
      server = await startBrowserServer(['--port', String(port)]);
      const view = await client.submissions.wait(id, { intervalMs: 50 });
      expect(view.status, view.error ?? '').toBe('completed');
      expect(hits).toBe(2); // the page was loaded again on the new connection
    } finally {
      (held as ServerResponse | null)?.destroy();
      await runtime.cleanup();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('fails a submission while the server stays down, naming the remote browser, and refunds it', async () => {
    if (server) await crashBrowserServer(server);
    server = null;
    const runtime = await openTestRuntime({ browser: { wsEndpoint: `ws://127.0.0.1:${port}/brand-design`, connectTimeoutMs: 1_000 }, metering: { enabled: true, initialBalance: 5 } });
    try {
      const client = runtime.client();
      const { submission_id: id } = await client.submissions.create({ url: 'https://c-lumen.brand-design.test/' });
      const view = await client.submissions.wait(id, { intervalMs: 50 });
      expect(view.status).toBe('failed');
      expect(view.error).toMatch(/remote browser at ws:\/\/127\.0\.0\.1:\d+\/… did not answer .*brand-design browser-server/);
      expect(await runtime.credits.balance()).toBe(5);
    } finally {
      await runtime.cleanup();
    }
  });
});
