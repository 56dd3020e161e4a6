import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BrandDesignError, NotReadyError, ValidationError, type SubmissionStatusView } from '../../src/index.js';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

const STUDIO = 'https://studio.brand-design.test/';

describe('submission lifecycle on a fixture site (real Chromium)', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  let submissionId: string;
  const seen: SubmissionStatusView[] = [];

  beforeAll(async () => {
    runtime = await openTestRuntime();
    const created = await runtime.client().submissions.create({ url: STUDIO });
    submissionId = created.submission_id;
    expect(created).toEqual({
      submission_id: expect.stringMatching(/^sub_/),
      status: 'accepted',
      source_url: STUDIO,
      accepted_at: expect.any(String),
      cache_hit: false,
    });
    await runtime.client().submissions.wait(submissionId, { onProgress: (v) => seen.push(v), intervalMs: 20 });
  });
  afterAll(() => runtime.cleanup());

  it('moves through the documented states in order and completes', () => {
    const statuses: string[] = [...new Set(seen.map((v) => v.status))];
    const order = ['accepted', 'queued', 'crawling', 'extracting', 'completed'];
    expect(statuses.at(-1)).toBe('completed');
    expect(statuses).toEqual(order.filter((s) => statuses.includes(s)));
    expect(statuses).toContain('crawling');
    expect(statuses).toContain('extracting');
    const steps = seen.map((v) => v.current_step);
    expect(steps).toContain('loading_page');
    expect(steps.some((s) => s.startsWith('analyzing_'))).toBe(true);
  });

  it('fills the status view of spec §2.1', async () => {
    const view = await runtime.client().submissions.get(submissionId);
    expect(view).toMatchObject({ status: 'completed', current_step: 'completed', is_public: false, cache_hit: false, error: null, credits_consumed: null, api_key_name: null });
    expect(view.extraction_id).toMatch(/^ext_/);
    expect(Date.parse(view.completed_at!)).toBeGreaterThanOrEqual(Date.parse(view.accepted_at));
  });

  it('returns the result envelope with the profile and on-disk artifacts', async () => {
    const envelope = await runtime.client().submissions.result(submissionId);
    expect(envelope.status).toBe('completed');
    const profile = envelope.result.design_system.profile as { brand_name: string };
    expect(typeof profile.brand_name).toBe('string');
    expect(profile.brand_name.length).toBeGreaterThan(0);
    for (const name of ['html', 'css', 'screenshot', 'full_page_screenshot', 'element_layout'] as const) {
      const ref = envelope.result.artifacts[name];
      expect(ref.content_type).toBeTruthy();
      expect(existsSync(fileURLToPath(ref.url))).toBe(true);
    }
    expect(readFileSync(fileURLToPath(envelope.result.artifacts.screenshot.url)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('filters sections, and rejects an unknown section name with 422 INVALID_REQUEST', async () => {
    const only = await runtime.client().submissions.result(submissionId, { sections: 'profile' });
    expect(Object.keys(only.result.design_system)).toEqual(['profile']);
    expect(only.result.artifacts.html).toBeDefined();
    const error = await thrown(() => runtime.client().submissions.result(submissionId, { sections: 'profile,palette' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(422);
    expect(error.toJSON()).toMatchObject({ detail: { error: 'INVALID_REQUEST', message: expect.stringContaining('palette') } });
  });

  it('downloads the manifest of spec §2.4 with mirrored files', async () => {
    const manifest = await runtime.client().submissions.download(submissionId);
    expect(manifest.submission_id).toBe(submissionId);
    const guidelines = manifest.files.find((f) => f.path === 'guidelines.json');
    expect(guidelines && 'content' in guidelines && JSON.parse(guidelines.content).profile).toBeTruthy();
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['page.html', 'styles.css', 'screenshot.png', 'full-page.png', 'element-layout.json']));
    for (const file of manifest.files) if ('url' in file) expect(existsSync(fileURLToPath(file.url))).toBe(true);
    // the favicon the profile names is mirrored into the data dir
    expect(manifest.files.some((f) => f.path.startsWith('assets/'))).toBe(true);
  });

  it('serves a second submission of the same URL from cache, keeping the original completed_at', async () => {
    const original = await runtime.client().submissions.get(submissionId);
    const again = await runtime.client().submissions.create({ url: 'https://STUDIO.brand-design.test/#top' });
    expect(again.cache_hit).toBe(true);
    const view = await runtime.client().submissions.get(again.submission_id);
    expect(view).toMatchObject({ status: 'completed', cache_hit: true, extraction_id: original.extraction_id, completed_at: original.completed_at });
    expect((await runtime.client().submissions.result(again.submission_id)).result.design_system.profile).toEqual(
      (await runtime.client().submissions.result(submissionId)).result.design_system.profile,
    );
  });

  it('runs fresh when forced', async () => {
    const fresh = await runtime.client().submissions.create({ url: STUDIO }, { force: true });
    expect(fresh.cache_hit).toBe(false);
    const done = await runtime.client().submissions.wait(fresh.submission_id);
    expect(done.status).toBe('completed');
    expect(done.extraction_id).not.toBe((await runtime.client().submissions.get(submissionId)).extraction_id);
  });

  it('answers NOT_FOUND for unknown ids and 422 for malformed ones', async () => {
    const missing = await thrown(() => runtime.client().submissions.get('sub_nope'));
    expect(missing).toBeInstanceOf(BrandDesignError);
    expect(missing).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(missing.toJSON()).toEqual({ detail: { error: 'NOT_FOUND', message: expect.any(String) } });
    expect(await thrown(() => runtime.client().submissions.result(42 as unknown as string))).toBeInstanceOf(ValidationError);
    expect(await thrown(() => runtime.client().submissions.download('sub_nope'))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('treats NOT_READY as a subclass callers can branch on', () => {
    expect(new NotReadyError()).toMatchObject({ code: 'NOT_READY', status: 409, retryable: true });
  });
});
