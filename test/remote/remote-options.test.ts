/**
 * Issue 13 §2, the pure parts: which browser endpoints are accepted, how long and how often a
 * lost connection is tried again, the browser-server command line, and how the CLI reports a
 * browser that stays down.
 */
import { describe, expect, it } from 'vitest';
import { connectWithRetry, redact, retryDelays, wsEndpointProblem } from '../../src/crawl/remote-browser.js';
import { browserServerSettings } from '../../src/cli/browser-server.js';
import { describeCliError } from '../../src/cli/error-line.js';
import { BrandDesignError } from '../../src/errors.js';

describe('browser.wsEndpoint', () => {
  it('accepts Playwright server and CDP endpoints, and says what is wrong with anything else', () => {
    for (const good of ['ws://127.0.0.1:3000/brand-design', 'wss://browsers.internal/x', 'http://127.0.0.1:9222', 'ws://h:1/devtools/browser/abc']) expect(wsEndpointProblem(good)).toBeNull();
    expect(wsEndpointProblem('ftp://h/x')).toMatch(/scheme ftp:/);
    expect(wsEndpointProblem('127.0.0.1:3000')).toMatch(/ws:\/\//);
    expect(wsEndpointProblem(3000)).toMatch(/got 3000/);
  });

  it('never prints the path of an endpoint (the server\'s only secret)', () => {
    expect(redact('ws://10.0.0.5:3000/s3cr3t-path')).toBe('ws://10.0.0.5:3000/…');
    expect(redact('http://127.0.0.1:9222')).toBe('http://127.0.0.1:9222');
  });
});

describe('reconnecting', () => {
  it('waits 250 ms doubling to 2 s between attempts, within the budget', () => {
    expect(retryDelays(15_000)).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000, 2000, 2000]);
    expect(retryDelays(1_000)).toEqual([250, 500]);
    expect(retryDelays(0)).toEqual([]);
  });

  it('returns the first connection that works, after failures', async () => {
    let calls = 0;
    const browser = await connectWithRetry('ws://127.0.0.1:1/x', async () => {
      calls += 1;
      if (calls < 3) throw new Error('connect ECONNREFUSED');
      return 'connected';
    }, { budgetMs: 5_000 });
    expect(browser).toBe('connected');
    expect(calls).toBe(3);
  });

  it('gives up with BROWSER_UNAVAILABLE (retryable), the CLI exits 3 on it', async () => {
    const error = await connectWithRetry('ws://127.0.0.1:1/x', () => Promise.reject(new Error('connect ECONNREFUSED')), { budgetMs: 800 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandDesignError);
    expect(error).toMatchObject({ code: 'BROWSER_UNAVAILABLE', retryable: true });
    expect((error as Error).message).toMatch(/^The remote browser at ws:\/\/127\.0\.0\.1:1\/… did not answer \(3 attempts over 0\.\d s\): connect ECONNREFUSED/);
    expect(describeCliError('extract', error).exit).toBe(3);
  });
});

describe('brand-design browser-server options', () => {
  it('defaults to loopback, any port, the fixed path', () => {
    expect(browserServerSettings([])).toEqual({ port: 0, host: '127.0.0.1', wsPath: '/brand-design' });
    expect(browserServerSettings(['--port', '3000', '--endpoint-file', 'ep.txt'])).toMatchObject({ port: 3000, endpointFile: 'ep.txt' });
  });

  it('wants a hard-to-guess --ws-path before it listens beyond this machine', () => {
    expect(() => browserServerSettings(['--host', '0.0.0.0'])).toThrow(/--ws-path/);
    expect(browserServerSettings(['--host', '0.0.0.0', '--ws-path', '/k7Qx9'])).toMatchObject({ host: '0.0.0.0', wsPath: '/k7Qx9' });
    expect(browserServerSettings(['--host', '::1']).host).toBe('::1');
    expect(() => browserServerSettings(['--port', '70000'])).toThrow(/--port/);
    expect(() => browserServerSettings(['--ws-path', 'no-slash'])).toThrow(/--ws-path/);
  });
});

describe('telling a lost connection from a page failure', () => {
  it('reads Playwright\'s closed-target errors, also as the cause of a capture error', async () => {
    const { mentionsClosedTarget } = await import('../../src/crawl/remote-browser.js');
    const { CaptureError } = await import('../../src/crawl/types.js');
    const closed = new Error('page.goto: Target page, context or browser has been closed');
    expect(mentionsClosedTarget(closed)).toBe(true);
    expect(mentionsClosedTarget(new CaptureError('connection', 'http://x/: navigation failed', { cause: closed }))).toBe(true);
    expect(mentionsClosedTarget(new CaptureError('http_status', 'http://x/: the server answered HTTP 404'))).toBe(false);
    expect(mentionsClosedTarget('Target closed')).toBe(false); // not an Error
  });
});
