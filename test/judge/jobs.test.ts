import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandDesignError, NotReadyError, type JudgeStatusView } from '../../src/index.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import type { Crawler } from '../../src/crawl/types.js';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

const STUDIO = 'https://studio.brand-design.test/';
const ABOUT = 'https://studio.brand-design.test/about.html';
const PRICING = 'https://studio.brand-design.test/pricing.html';

describe('brand-adherence jobs (spec §4.12–4.16)', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  beforeAll(async () => {
    runtime = await openTestRuntime();
  });
  afterAll(() => runtime.cleanup());

  it('runs accepted → extracting → judging → completed and reuses every layer the second time', async () => {
    const judge = runtime.client().judge;
    const created = await judge.create({ reference_url: STUDIO, source_url: ABOUT });
    expect(created).toEqual({ job_id: expect.stringMatching(/^job_/), status: 'accepted', reference_url: STUDIO, reference_urls: [], source_url: ABOUT, accepted_at: expect.any(String) });
    const seen: JudgeStatusView[] = [];
    const t0 = performance.now();
    const done = await judge.wait(created.job_id, { intervalMs: 10, onProgress: (v) => seen.push(v) });
    const cold = performance.now() - t0;
    expect(done).toMatchObject({ status: 'completed', current_step: 'completed', user_id: 'usr_local', api_key_name: null, is_public: false, error: null });
    expect([...new Set(seen.map((v) => v.status))]).toEqual(['accepted', 'extracting', 'judging', 'completed'].filter((s) => seen.some((v) => v.status === s)));
    expect(seen.map((v) => v.current_step)).toContain('waiting_for_extractions');
    expect(done.cache_hit).toEqual({ design_extraction: { reference: false, source: false }, verifier_extraction: { reference: false, source: false }, final_report: false });

    const verdict = await judge.result(created.job_id);
    expect(verdict).toMatchObject({ job_id: created.job_id, status: 'completed', reference_url: STUDIO, source_url: ABOUT, is_public: false });
    expect(verdict.score === null || (verdict.score >= 0 && verdict.score <= 1)).toBe(true);
    expect(verdict.recommendations.length).toBeLessThanOrEqual(20);
    expect(verdict.fixes.length).toBeLessThanOrEqual(20);

    const again = await judge.create({ reference_url: STUDIO, source_url: ABOUT });
    const t1 = performance.now();
    const cached = await judge.wait(again.job_id, { intervalMs: 5 });
    const warm = performance.now() - t1;
    expect(cached.cache_hit).toEqual({ design_extraction: { reference: true, source: true }, verifier_extraction: { reference: true, source: true }, final_report: true });
    expect((await judge.result(again.job_id)).score).toBe(verdict.score);
    expect(warm).toBeLessThan(cold);
  });

  it('judges against a site reference (reference_urls pooled with reference_url), stored with the job and cached per page set', async () => {
    const judge = runtime.client().judge;
    const created = await judge.create({ reference_url: STUDIO, reference_urls: [PRICING, STUDIO, PRICING], source_url: ABOUT });
    // Duplicates and the named reference itself are dropped.
    expect(created.reference_urls).toEqual([PRICING]);
    const done = await judge.wait(created.job_id, { intervalMs: 10 });
    expect(done).toMatchObject({ status: 'completed', reference_urls: [PRICING] });
    const verdict = await judge.result(created.job_id);
    expect(verdict.reference_urls).toEqual([PRICING]);
    expect(verdict.score).toBeGreaterThan(0);
    // The same site again reuses its report; a one-page reference is judged on its own.
    const again = await judge.wait((await judge.create({ reference_url: STUDIO, reference_urls: [PRICING], source_url: ABOUT })).job_id, { intervalMs: 5 });
    expect(again.cache_hit.final_report).toBe(true);
    expect(again.cache_hit.design_extraction.reference).toBe(true);
    expect((await judge.list({ limit: 1 })).jobs[0]!.reference_urls).toEqual([PRICING]);
  });

  it('validates the request (422) and the role (403)', async () => {
    const judge = runtime.client().judge;
    const error = await thrown(() => judge.create({ reference_url: 'ftp://x', source_url: undefined } as never));
    expect(error.status).toBe(422);
    expect(error.issues.map((i: { loc: string[] }) => i.loc.join('.'))).toEqual(['body.reference_url', 'body.source_url']);
    expect((await thrown(() => judge.create({ reference_url: STUDIO, source_url: ABOUT, is_public: 'yes' } as never))).status).toBe(422);
    // reference_urls: each validated like reference_url, at most 200 (spec §8 max_urls).
    const pages = await thrown(() => judge.create({ reference_url: STUDIO, reference_urls: [PRICING, 'ftp://x'], source_url: ABOUT }));
    expect(pages).toMatchObject({ status: 422 });
    expect(pages.issues.map((i: { loc: (string | number)[] }) => i.loc.join('.'))).toEqual(['body.reference_urls.1']);
    expect((await thrown(() => judge.create({ reference_url: STUDIO, reference_urls: PRICING, source_url: ABOUT } as never))).issues[0]).toMatchObject({ type: 'type_error.list' });
    const many = Array.from({ length: 201 }, (_, i) => `${STUDIO}p${i}.html`);
    expect((await thrown(() => judge.create({ reference_url: STUDIO, reference_urls: many, source_url: ABOUT }))).issues[0]).toMatchObject({ loc: ['body', 'reference_urls'], type: 'value_error.list.max_items' });
    const viewer = await runtime.keys.create({ name: 'judge-viewer', role: 'viewer' });
    expect(await thrown(() => runtime.client(viewer.key).judge.create({ reference_url: STUDIO, source_url: ABOUT }))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await thrown(() => judge.get('job_missing'))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await thrown(() => judge.result('job_missing'))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('fails a job whose page cannot be extracted; its result is 424 BRAND_ADHERENCE_FAILED', async () => {
    const judge = runtime.client().judge;
    const job = await judge.create({ reference_url: STUDIO, source_url: 'https://studio.brand-design.test/_status/404' });
    const done = await judge.wait(job.job_id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/source page .*404/);
    const error = await thrown(() => judge.result(job.job_id));
    expect(error).toBeInstanceOf(BrandDesignError);
    expect(error).toMatchObject({ code: 'BRAND_ADHERENCE_FAILED', status: 424 });
    expect(error.toJSON()).toEqual({ detail: { error: 'BRAND_ADHERENCE_FAILED', message: expect.stringContaining('404') } });
  });

  it('keeps verdicts private to the owner until made public', async () => {
    const alice = await runtime.keys.create({ name: 'judge-alice', email: 'judge-alice@example.com' });
    const bob = await runtime.keys.create({ name: 'judge-bob', email: 'judge-bob@example.com' });
    const job = await runtime.client(alice.key).judge.create({ reference_url: STUDIO, source_url: ABOUT });
    await runtime.client(alice.key).judge.wait(job.job_id);
    expect((await runtime.client(alice.key).judge.get(job.job_id)).api_key_name).toBe('judge-alice');
    expect(await thrown(() => runtime.public().judge.result(job.job_id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await thrown(() => runtime.client(bob.key).judge.result(job.job_id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await thrown(() => runtime.client(bob.key).judge.setVisibility(job.job_id, true))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await thrown(() => runtime.client().judge.setVisibility(job.job_id, true))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await thrown(() => runtime.client(alice.key).judge.setVisibility(job.job_id, 1 as never))).toMatchObject({ status: 422 });
    expect((await runtime.client(alice.key).judge.setVisibility(job.job_id, true)).is_public).toBe(true);
    expect((await runtime.public().judge.result(job.job_id)).status).toBe('completed');
    expect((await runtime.client(bob.key).judge.result(job.job_id)).status).toBe('completed');
  });

  it('lists jobs most recent first with totals independent of pagination', async () => {
    const judge = runtime.client().judge;
    const all = await judge.list({ limit: 100 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.totals.completed + all.totals.failed + all.totals.in_progress).toBe(all.total);
    const times = all.jobs.map((j) => Date.parse(j.accepted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page = await judge.list({ limit: 1, offset: 1 });
    expect(page.jobs[0]!.job_id).toBe(all.jobs[1]!.job_id);
    expect(page.totals).toEqual(all.totals);
    expect((await judge.list({ status: 'failed' })).jobs.every((j) => j.status === 'failed')).toBe(true);
    for (const params of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { status: 'done' }]) {
      expect((await thrown(() => judge.list(params as never))).status).toBe(422);
    }
  });
});

describe('a judge job before its first component (spec §3.2)', () => {
  it('answers 409 NOT_READY while extracting', async () => {
    const real = createCrawler();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const crawler: Crawler = {
      capture: async (url, options) => {
        await gate;
        return real.capture(url, options);
      },
      discover: (u, m, o) => real.discover(u, m, o),
      fetch: (u, o) => real.fetch(u, o),
      close: () => real.close(),
    };
    const runtime = await openTestRuntime({ crawler });
    try {
      const judge = runtime.client().judge;
      const job = await judge.create({ reference_url: STUDIO, source_url: ABOUT });
      const deadline = Date.now() + 10_000;
      while ((await judge.get(job.job_id)).status !== 'extracting' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect((await judge.get(job.job_id)).current_step).toBe('waiting_for_extractions');
      const early = await thrown(() => judge.result(job.job_id));
      expect(early).toBeInstanceOf(NotReadyError);
      release();
      expect((await judge.wait(job.job_id)).status).toBe('completed');
    } finally {
      await runtime.cleanup();
      await real.close();
    }
  });
});
