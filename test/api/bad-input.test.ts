import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/index.js';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

describe('bad input and bad pages through the runtime', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  beforeAll(async () => {
    runtime = await openTestRuntime({ metering: { enabled: true, initialBalance: 50 } });
  });
  afterAll(() => runtime.cleanup());

  it.each([
    ['ftp://example.com/', 'value_error.url.scheme'],
    ['javascript:alert(1)', 'value_error.url.scheme'],
    ['file:///etc/passwd', 'value_error.url.scheme'],
    ['not a url', 'value_error.url'],
    ['', 'type_error.url'],
    [42, 'type_error.url'],
    [undefined, 'missing'],
  ])('rejects the url %j with a 422 naming body.url', async (url, type) => {
    const before = await runtime.credits.balance();
    const error = await thrown(() => runtime.client().submissions.create({ url } as { url: string }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(422);
    expect(error.issues).toEqual([{ loc: ['body', 'url'], msg: expect.any(String), type }]);
    expect(error.toJSON()).toEqual({ detail: error.issues });
    expect(await runtime.credits.balance()).toBe(before); // nothing charged
  });

  it('rejects malformed options and collects every issue', async () => {
    const error = await thrown(() =>
      runtime.client().submissions.create({ url: 'https://studio.brand-design.test/' }, { map: 'yes' as unknown as boolean, maxUrls: 0, sections: ['palette' as never] }),
    );
    expect(error.issues.map((i: { loc: string[] }) => i.loc.join('.'))).toEqual(['query.map', 'query.max_urls', 'query.sections']);
  });

  it('rejects a non-object body', async () => {
    const error = await thrown(() => runtime.client().submissions.create('https://x.test' as never));
    expect(error.issues[0].loc).toEqual(['body']);
  });

  const failing: [string, string, RegExp][] = [
    ['connection refused', 'http://127.0.0.1:9/', /refused|connect/i],
    ['unresolvable host', 'https://no-such-host.invalid/', /resolve|dns|name/i],
    ['HTTP 404', 'https://studio.brand-design.test/_status/404', /404/],
    ['HTTP 500', 'https://studio.brand-design.test/_status/500', /500/],
    ['a JSON response', 'https://studio.brand-design.test/_json', /json|html/i],
    ['a PDF response', 'https://studio.brand-design.test/_pdf', /pdf|html/i],
    ['a download', 'https://studio.brand-design.test/_download', /download/i],
  ];

  it.each(failing)('fails a submission for %s with a clear error, refunded', async (_label, url, message) => {
    const before = await runtime.credits.balance();
    const created = await runtime.client().submissions.create({ url });
    expect(await runtime.credits.balance()).toBe(before - 1);
    const done = await runtime.client().submissions.wait(created.submission_id, { timeoutMs: 60_000 });
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(message);
    expect(done.credits_consumed).toBe(0);
    expect(await runtime.credits.balance()).toBe(before);
    // a failed submission still answers result() (so pollers stop) but cannot be downloaded
    expect(await runtime.client().submissions.result(created.submission_id)).toMatchObject({ status: 'failed', error: done.error });
    expect(await thrown(() => runtime.client().submissions.download(created.submission_id))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps serving good pages after the bad ones', async () => {
    const created = await runtime.client().submissions.create({ url: 'https://studio.brand-design.test/about.html' });
    const done = await runtime.client().submissions.wait(created.submission_id);
    expect(done.status).toBe('completed');
  });
});

describe('no browser', () => {
  it('fails the submission with a message naming what to install, and refunds it', async () => {
    const runtime = await openTestRuntime({ browser: { executablePath: '/nonexistent/chromium' }, metering: { enabled: true, initialBalance: 5 } });
    try {
      const created = await runtime.client().submissions.create({ url: 'https://studio.brand-design.test/' });
      const done = await runtime.client().submissions.wait(created.submission_id);
      expect(done).toMatchObject({ status: 'failed', credits_consumed: 0 });
      expect(done.error).toMatch(/\/nonexistent\/chromium.*(playwright install chromium|apt-get install chromium)/s);
      expect(await runtime.credits.balance()).toBe(5);
    } finally {
      await runtime.cleanup();
    }
  });
});
