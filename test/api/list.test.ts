import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

const base = 'https://multipage.brand-design.test';

describe('listing submissions (spec §4.3)', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  let keyA: string;
  beforeAll(async () => {
    runtime = await openTestRuntime({ metering: { enabled: true, initialBalance: 1000 } });
    keyA = (await runtime.keys.create({ name: 'key-a' })).key;
    const a = runtime.client(keyA).submissions;
    const owner = runtime.client().submissions;
    const ids = [
      (await a.create({ url: `${base}/` })).submission_id,
      (await a.create({ url: `${base}/_status/404` })).submission_id,
      (await owner.create({ url: `${base}/`, }, { force: true, batchLabel: 'second look' })).submission_id,
      (await owner.create({ url: 'https://studio.brand-design.test/_status/500' })).submission_id,
    ];
    for (const id of ids) await owner.wait(id);
  });
  afterAll(() => runtime.cleanup());

  it('is newest first, deduplicated by URL, with totals summing to total', async () => {
    const list = await runtime.client().submissions.list();
    const urls = list.submissions.map((s) => s.source_url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(list.total).toBe(3);
    expect(list.totals.completed + list.totals.failed + list.totals.in_progress).toBe(list.total);
    expect(list.totals).toEqual({ completed: 1, failed: 2, in_progress: 0 });
    const times = list.submissions.map((s) => Date.parse(s.accepted_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // the deduplicated entry for the home page is the newest one (the forced re-run)
    expect(list.submissions.find((s) => s.source_url === `${base}/`)!.batch_label).toBe('second look');
  });

  it('filters by status, q, api key name and batch', async () => {
    const s = runtime.client().submissions;
    expect((await s.list({ status: 'failed' })).total).toBe(2);
    expect((await s.list({ q: 'STUDIO' })).submissions.map((x) => x.source_url)).toEqual(['https://studio.brand-design.test/_status/500']);
    const byKey = await s.list({ apiKeyName: 'key-a' });
    expect(byKey.total).toBe(2);
    expect(byKey.submissions.every((x) => x.api_key_name === 'key-a')).toBe(true);
    const batchId = (await s.list({ q: `${base}/` })).submissions.find((x) => x.batch_label)!.batch_id!;
    expect((await s.list({ batchId })).total).toBe(1);
    expect(await s.list({ status: 'queued' })).toMatchObject({ total: 0, totals: { completed: 0, failed: 0, in_progress: 0 } });
  });

  it('paginates with totals independent of pagination', async () => {
    const s = runtime.client().submissions;
    const all = (await s.list({ limit: 100 })).submissions.map((x) => x.submission_id);
    const page1 = await s.list({ limit: 2, offset: 0 });
    const page2 = await s.list({ limit: 2, offset: 2 });
    expect([...page1.submissions, ...page2.submissions].map((x) => x.submission_id)).toEqual(all);
    expect(page2).toMatchObject({ total: 3, limit: 2, offset: 2, totals: page1.totals });
    expect((await s.list({ offset: 50 })).submissions).toEqual([]);
  });

  it('scopes a member key to its own user, and rejects out-of-range parameters', async () => {
    const other = await runtime.keys.create({ name: 'other', email: 'other@example.com' });
    expect((await runtime.client(other.key).submissions.list()).total).toBe(0);
    const s = runtime.client().submissions;
    for (const params of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 1.5 }, { status: 'done' }]) {
      const error = await thrown(() => s.list(params as never));
      expect(error.status).toBe(422);
      expect(error.issues[0].loc[0]).toBe('query');
    }
  });
});
