/**
 * Issue 8 item 15: a failed page says what went wrong in words, not Chromium's net::ERR_ codes.
 * Real Chromium against a real HTTP server on loopback (a submitted loopback URL may reach its
 * own address class) and the bundled fixture origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTestRuntime } from '../helpers/runtime.js';

describe('error texts of pages that cannot be captured', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else if (path.startsWith('/hop/')) response.writeHead(302, { location: `/hop/${Number(path.slice(5)) + 1}` }).end();
      else if (path === '/to-file') response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ok</title><h1>ok</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    runtime = await openTestRuntime();
  });
  afterAll(async () => {
    await runtime.cleanup();
    await new Promise((resolve) => server.close(resolve));
  });

  const failure = async (url: string): Promise<string> => {
    const created = await runtime.client().submissions.create({ url });
    const done = await runtime.client().submissions.wait(created.submission_id, { timeoutMs: 60_000 });
    expect(done.status).toBe('failed');
    return done.error ?? '';
  };

  it('a redirect to itself reads "redirect loop", not "could not connect"', async () => {
    const error = await failure(`${base}/loop`);
    expect(error).toMatch(/redirect loop/);
    expect(error).not.toMatch(/could not connect|net::/);
  });

  it('an endless redirect chain reads "redirect loop"', async () => {
    expect(await failure(`${base}/hop/0`)).toMatch(/redirect loop/);
  });

  it('a redirect to file: is refused in words', async () => {
    const error = await failure(`${base}/to-file`);
    expect(error).toMatch(/redirect to a non-http\(s\) URL refused/);
    expect(error).not.toMatch(/ERR_UNSAFE_REDIRECT/);
  });

  it('an unknown *.brand-design.test host reads "no such fixture site", not "HTTP 404"', async () => {
    const error = await failure('https://no-such-site-here.brand-design.test/');
    expect(error).toMatch(/no such fixture site "no-such-site-here"/);
    expect(error).not.toMatch(/HTTP 404/);
  });

  it('a missing page on a real fixture site is still HTTP 404', async () => {
    expect(await failure('https://studio.brand-design.test/_status/404')).toMatch(/HTTP 404/);
  });
});
