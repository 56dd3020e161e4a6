import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

describe('map mode (spec §4.2)', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  beforeAll(async () => {
    runtime = await openTestRuntime({ metering: { enabled: true, initialBalance: 500 } });
  });
  afterAll(() => runtime.cleanup());

  it('discovers same-site pages and submits each under one batch', async () => {
    const s = runtime.client().submissions;
    const batch = await s.create({ url: 'https://multipage.brand-design.test/' }, { map: true, maxUrls: 50 });
    expect(batch).toMatchObject({ map: true, max_urls: 50, batch_id: expect.stringMatching(/^batch_/), batch_label: expect.any(String) });
    const urls = batch.submissions.map((x) => x.source_url);
    expect(urls[0]).toBe('https://multipage.brand-design.test/');
    expect(urls.length).toBeGreaterThanOrEqual(6);
    expect(urls.every((u) => new URL(u).host === 'multipage.brand-design.test')).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const sub of batch.submissions) await s.wait(sub.submission_id);
    const listed = await s.list({ batchId: batch.batch_id, limit: 100 });
    expect(listed.total).toBe(urls.length);
    expect(listed.submissions.every((x) => x.batch_id === batch.batch_id && x.batch_label === batch.batch_label)).toBe(true);
    expect(listed.totals.completed).toBe(urls.length);
  });

  it('caps discovery at max_urls and clamps values above 200', async () => {
    const s = runtime.client().submissions;
    const two = await s.create({ url: 'https://multipage.brand-design.test/' }, { map: true, maxUrls: 2 });
    expect(two.submissions).toHaveLength(2);
    const clamped = await s.create({ url: 'https://multipage.brand-design.test/' }, { map: true, maxUrls: 5000 });
    expect(clamped.max_urls).toBe(200);
    expect((await thrown(() => s.create({ url: 'https://multipage.brand-design.test/' }, { map: true, maxUrls: 0 }))).status).toBe(422);
  });

  it('refuses a whole batch the balance cannot cover (402), creating nothing', async () => {
    const poor = await openTestRuntime({ metering: { enabled: true, initialBalance: 3 } });
    try {
      const s = poor.client().submissions;
      const error = await thrown(() => s.create({ url: 'https://multipage.brand-design.test/' }, { map: true, maxUrls: 6 }));
      expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402, extra: { balance: 3, required: expect.any(Number) } });
      expect(error.extra.required).toBeGreaterThan(3);
      expect((await s.list()).total).toBe(0);
      expect(await poor.credits.balance()).toBe(3);
    } finally {
      await poor.cleanup();
    }
  });
});
