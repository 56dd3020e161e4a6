import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

describe('credit metering', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  beforeAll(async () => {
    runtime = await openTestRuntime({ metering: { enabled: true, initialBalance: 3, costs: { submission: 2 } } });
  });
  afterAll(() => runtime.cleanup());

  it('charges a submission, records the charge and the key name', async () => {
    const key = await runtime.keys.create({ name: 'billing', email: 'pay@example.com' });
    const client = runtime.client(key.key);
    expect(await client.credits()).toEqual({ metering: true, balance: 3 });
    const created = await client.submissions.create({ url: 'https://studio.brand-design.test/about.html' });
    const view = await client.submissions.get(created.submission_id);
    expect(view).toMatchObject({ credits_consumed: 2, api_key_name: 'billing', credit_ref_id: expect.stringMatching(/^cr_/) });
    expect((await client.credits()).balance).toBe(1);
    const error = await thrown(() => client.submissions.create({ url: 'https://studio.brand-design.test/' }));
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402 });
    expect(error.toJSON()).toEqual({ detail: { error: 'INSUFFICIENT_CREDITS', message: expect.any(String), balance: 1, required: 2 } });
    expect((await client.submissions.list()).total).toBe(1); // nothing was created by the refused call
    await client.submissions.wait(created.submission_id);
    expect((await client.submissions.get(created.submission_id)).credits_consumed).toBe(2); // completed keeps its charge
  });

  it('refunds a failed submission: credits_consumed 0 and the balance restored', async () => {
    await runtime.credits.grant(10);
    const before = await runtime.credits.balance();
    const created = await runtime.client().submissions.create({ url: 'https://studio.brand-design.test/_status/503' });
    expect(await runtime.credits.balance()).toBe(before - 2);
    const done = await runtime.client().submissions.wait(created.submission_id);
    expect(done).toMatchObject({ status: 'failed', credits_consumed: 0, api_key_name: null });
    expect(await runtime.credits.balance()).toBe(before);
  });

  it('rejects a bad grant', async () => {
    expect(await thrown(() => runtime.credits.grant(-5))).toMatchObject({ code: 'INVALID_REQUEST' });
  });
});

describe('metering off (the default)', () => {
  it('leaves credits_consumed and credit_ref_id null and api_key_name null', async () => {
    const runtime = await openTestRuntime();
    try {
      const key = await runtime.keys.create({ name: 'free' });
      const created = await runtime.client(key.key).submissions.create({ url: 'https://studio.brand-design.test/_status/404' });
      const done = await runtime.client(key.key).submissions.wait(created.submission_id);
      expect(done).toMatchObject({ status: 'failed', credits_consumed: null, credit_ref_id: null, api_key_name: null });
    } finally {
      await runtime.cleanup();
    }
  });
});
