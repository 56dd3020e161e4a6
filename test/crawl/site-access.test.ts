/**
 * Capture options (issue 12 §4), end to end with real Chromium against loopback servers: a staging
 * page that answers only with basic auth, a header and a cookie; styles for
 * `prefers-color-scheme: dark`; and a second host the credentials must never reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessHeadersFor, captureVariant } from '../../src/crawl/site-access.js';
import { openTestRuntime, tempDataDir } from '../helpers/runtime.js';

const AUTH = `Basic ${Buffer.from('ada:s3cret').toString('base64')}`;
const ACCESS = { headers: { 'X-Staging': 'yes' }, cookies: [{ name: 'session', value: 'abc' }], basicAuth: { username: 'ada', password: 's3cret' } };

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('staging access and color scheme in the capture', () => {
  const seenByThirdParty: IncomingHttpHeaders[] = [];
  const seenBySite: IncomingHttpHeaders[] = [];
  let site: Server;
  let thirdParty: Server;
  let url: string;

  beforeAll(async () => {
    thirdParty = createServer((req, res) => {
      seenByThirdParty.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/css' }).end('.badge { color: #0a7d32; }');
    });
    const thirdPort = await listen(thirdParty);
    site = createServer((req, res) => {
      seenBySite.push(req.headers);
      const allowed = req.headers.authorization === AUTH && req.headers['x-staging'] === 'yes' && /(^|; )session=abc(;|$)/.test(req.headers.cookie ?? '');
      if (!allowed) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="staging"', 'content-type': 'text/plain' }).end('staging only');
        return;
      }
      if (req.url === '/site.css') {
        res.writeHead(200, { 'content-type': 'text/css' }).end(`
          body { background: #ffffff; color: #1b1b1b; font-family: sans-serif; }
          a.cta { background: #c2410c; color: #ffffff; padding: 12px 20px; border-radius: 6px; display: inline-block; }
          @media (prefers-color-scheme: dark) { body { background: #0f1115; color: #e8e8e8; } }`);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html lang="en"><head><title>Staging Co</title>
        <link rel="stylesheet" href="/site.css"><link rel="stylesheet" href="http://localhost:${thirdPort}/cdn.css"></head>
        <body><main><h1>Staging Co</h1><p>${'Words about the product. '.repeat(20)}</p><p><a class="cta" href="/start">Start now</a></p>
        <span class="badge">new</span></main></body></html>`);
    });
    url = `http://127.0.0.1:${await listen(site)}/`;
  });

  afterAll(() => {
    site.close();
    thirdParty.close();
  });

  it('sends the access to the page host only (pure)', () => {
    expect(accessHeadersFor(ACCESS, 'https://stage.acme.test/a', 'https://stage.acme.test/x.css')).toEqual({ 'X-Staging': 'yes', Authorization: AUTH });
    expect(accessHeadersFor(ACCESS, 'https://stage.acme.test/a', 'https://cdn.acme.test/x.css')).toEqual({});
    expect(captureVariant({})).toBe('');
    expect(captureVariant({ viewport: { width: 1440, height: 900 } })).toBe('');
    expect(captureVariant({ colorScheme: 'dark' })).not.toBe(captureVariant({ colorScheme: 'light' }));
  });

  it('captures a page behind basic auth, a header and a cookie; dark and light are separate cache entries', async () => {
    const dataDir = tempDataDir();
    const extract = async (browser: object) => {
      const runtime = await openTestRuntime({ dataDir, browser });
      try {
        const client = runtime.client();
        const { submission_id } = await client.submissions.create({ url });
        await client.submissions.wait(submission_id, { timeoutMs: 60_000 });
        return (await client.submissions.result(submission_id));
      } finally {
        await runtime.close();
      }
    };
    const blocked = await extract({});
    expect(blocked.status).toBe('failed');
    expect(blocked.error).toContain('401');

    const dark = await extract({ access: ACCESS, colorScheme: 'dark' });
    expect(dark.status).toBe('completed');
    expect(dark.warnings).toEqual([]); // no login prompt stalled the page
    const darkColors = dark.result.design_system.colors as { roles: Record<string, { value: string | null }>; modes: { rendered: string } };
    expect(darkColors.roles.background!.value).toBe('#0f1115');
    expect(darkColors.modes.rendered).toBe('dark');

    const light = await extract({ access: ACCESS });
    expect(light.cache_hit).toBe(false); // not the dark capture from the cache
    expect((light.result.design_system.colors as typeof darkColors).roles.background!.value).toBe('#ffffff');
    expect((await extract({ access: ACCESS })).cache_hit).toBe(true);

    // The stylesheet on the page's host got the credentials; the other host never did.
    expect(seenBySite.some((h) => h.authorization === AUTH && h['x-staging'] === 'yes')).toBe(true);
    expect(seenByThirdParty.length).toBeGreaterThan(0);
    for (const h of seenByThirdParty) {
      expect(h.authorization).toBeUndefined();
      expect(h['x-staging']).toBeUndefined();
      expect(h.cookie).toBeUndefined();
    }
  }, 120_000);
});
