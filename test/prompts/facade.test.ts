import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/index.js';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

describe('client.prompts.enhance (spec §4.8)', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  let submissionId: string;
  beforeAll(async () => {
    runtime = await openTestRuntime();
    const created = await runtime.client().submissions.create({ url: 'https://studio.brand-design.test/' });
    submissionId = created.submission_id;
    await runtime.client().submissions.wait(submissionId);
  });
  afterAll(() => runtime.cleanup());

  it('grounds a prompt in the brand with the local composer', async () => {
    const out = await runtime.client().prompts.enhance({ submission_id: submissionId, prompt: '  A landing page for our mobile app  ' });
    expect(Object.keys(out)).toEqual(['enhanced_prompt', 'brand_name', 'source_url', 'model_used']);
    expect(out).toMatchObject({ brand_name: 'Fieldnote', source_url: 'https://studio.brand-design.test/', model_used: 'brand-design/local-composer@1' });
    expect(out.enhanced_prompt.startsWith('A landing page for our mobile app')).toBe(true);
    for (const token of ['#e4572e', '#fbf8f3', 'Playfair Display', 'Inter', '8px']) expect(out.enhanced_prompt).toContain(token);
    expect((await runtime.client().prompts.enhance({ submission_id: submissionId, prompt: 'A landing page for our mobile app' })).enhanced_prompt).toBe(out.enhanced_prompt);
  });

  it('requires both fields (422) and answers NOT_FOUND for unknown, unreadable or unfinished submissions', async () => {
    const prompts = runtime.client().prompts;
    const missing = await thrown(() => prompts.enhance({} as never));
    expect(missing).toBeInstanceOf(ValidationError);
    expect(missing.issues.map((i: { loc: string[] }) => i.loc.join('.'))).toEqual(['body.submission_id', 'body.prompt']);
    expect((await thrown(() => prompts.enhance({ submission_id: submissionId, prompt: '' }))).status).toBe(422);
    expect((await thrown(() => prompts.enhance({ submission_id: submissionId, prompt: 'x'.repeat(4001) }))).status).toBe(422);
    expect(await thrown(() => prompts.enhance({ submission_id: 'sub_unknown', prompt: 'hi' }))).toMatchObject({ code: 'NOT_FOUND' });
    const stranger = await runtime.keys.create({ name: 'stranger', email: 'stranger@example.com' });
    expect(await thrown(() => runtime.client(stranger.key).prompts.enhance({ submission_id: submissionId, prompt: 'hi' }))).toMatchObject({ code: 'NOT_FOUND' });
    const failed = await runtime.client().submissions.create({ url: 'https://studio.brand-design.test/_status/404' });
    await runtime.client().submissions.wait(failed.submission_id);
    expect(await thrown(() => prompts.enhance({ submission_id: failed.submission_id, prompt: 'hi' }))).toMatchObject({ code: 'NOT_FOUND' });
    const viewer = await runtime.keys.create({ name: 'enhance-viewer', role: 'viewer' });
    expect(await thrown(() => runtime.client(viewer.key).prompts.enhance({ submission_id: submissionId, prompt: 'hi' }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
