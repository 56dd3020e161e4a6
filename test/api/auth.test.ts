import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandDesignError } from '../../src/index.js';
import { openTestRuntime, thrown } from '../helpers/runtime.js';
import { everythingStored } from '../helpers/test-store.js';

const PAGE = 'https://studio.brand-design.test/pricing.html';

describe('API keys, roles and visibility', () => {
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  beforeAll(async () => {
    runtime = await openTestRuntime();
  });
  afterAll(() => runtime.cleanup());

  it('returns the secret once and stores only its hash', async () => {
    const created = await runtime.keys.create({ name: 'ci', role: 'member' });
    expect(created.key).toMatch(/^bd_/);
    const listed = (await runtime.keys.list()).find((k) => k.id === created.id)!;
    expect(listed).not.toHaveProperty('key');
    expect(listed).toMatchObject({ name: 'ci', role: 'member', user_id: 'usr_local', revoked_at: null });
    const stored = await everythingStored(runtime.dataDir);
    expect(stored.includes(Buffer.from(created.key.slice(0, 10)))).toBe(true); // the prefix is kept (a sanity check of the dump)
    expect(stored.includes(Buffer.from(created.key))).toBe(false);
  });

  it('validates key creation', async () => {
    expect(await thrown(() => runtime.keys.create({ name: '' }))).toMatchObject({ status: 422 });
    expect(await thrown(() => runtime.keys.create({ name: 'x', role: 'root' as never }))).toMatchObject({ status: 422 });
    expect(await thrown(() => runtime.keys.create({ name: 'x', expiresAt: 'soon' }))).toMatchObject({ status: 422 });
    await runtime.keys.create({ name: 'dup' });
    expect(await thrown(() => runtime.keys.create({ name: 'dup' }))).toMatchObject({ status: 422 });
  });

  it('answers me() for the owner and for a key', async () => {
    expect(await runtime.client().me()).toEqual({ user_id: 'usr_local', email: 'owner@localhost', role: 'admin' });
    const key = await runtime.keys.create({ name: 'someone', role: 'viewer', email: 'ana@example.com' });
    expect(await runtime.client(key.key).me()).toEqual({ user_id: key.user_id, email: 'ana@example.com', role: 'viewer' });
  });

  it('401s missing, unknown, revoked and expired keys, with an X-API-Key sentence', async () => {
    const revoked = await runtime.keys.create({ name: 'gone' });
    await runtime.keys.revoke('gone');
    const expired = await runtime.keys.create({ name: 'old', expiresAt: new Date(Date.now() - 1000) });
    for (const key of ['', 'bd_unknown', revoked.key, expired.key]) {
      const error = await thrown(() => runtime.client(key).me());
      expect(error).toBeInstanceOf(BrandDesignError);
      expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
      expect(error.message).toMatch(/X-API-Key/);
    }
    expect(await thrown(() => runtime.keys.revoke('gone'))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('revocation takes effect on an existing client at once', async () => {
    const key = await runtime.keys.create({ name: 'short-lived' });
    const client = runtime.client(key.key);
    expect((await client.me()).role).toBe('member');
    await runtime.keys.revoke(key.id);
    expect(await thrown(() => client.me())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('403s a viewer that creates or changes visibility', async () => {
    const viewer = await runtime.keys.create({ name: 'reader', role: 'viewer' });
    const error = await thrown(() => runtime.client(viewer.key).submissions.create({ url: PAGE }));
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(error.toJSON()).toEqual({ detail: { error: 'FORBIDDEN', message: expect.any(String) } });
    expect((await runtime.client(viewer.key).submissions.list()).total).toBeGreaterThanOrEqual(0);
  });

  it('keeps results private to their owner until made public; only the owner may toggle', async () => {
    const alice = await runtime.keys.create({ name: 'alice', email: 'alice@example.com' });
    const bob = await runtime.keys.create({ name: 'bob', email: 'bob@example.com' });
    const created = await runtime.client(alice.key).submissions.create({ url: PAGE });
    await runtime.client(alice.key).submissions.wait(created.submission_id);
    const id = created.submission_id;

    expect((await runtime.client(alice.key).submissions.result(id)).status).toBe('completed');
    expect(await thrown(() => runtime.client(bob.key).submissions.get(id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await thrown(() => runtime.client(bob.key).submissions.result(id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await thrown(() => runtime.public().submissions.result(id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await thrown(() => runtime.public().submissions.download(id))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await runtime.client(bob.key).submissions.list()).submissions.map((s) => s.submission_id)).not.toContain(id);

    expect(await thrown(() => runtime.client(bob.key).submissions.setVisibility(id, true))).toMatchObject({ code: 'NOT_FOUND' });
    // the local owner (admin) can read it but is not its owner
    expect(await thrown(() => runtime.client().submissions.setVisibility(id, true))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await thrown(() => runtime.client(alice.key).submissions.setVisibility(id, 'yes' as never))).toMatchObject({ status: 422 });

    expect((await runtime.client(alice.key).submissions.setVisibility(id, true)).is_public).toBe(true);
    expect((await runtime.public().submissions.result(id)).status).toBe('completed');
    expect((await runtime.public().submissions.download(id)).files.length).toBeGreaterThan(1);
    expect((await runtime.client(bob.key).submissions.result(id)).status).toBe('completed');
    // still not in bob's list, and get() stays owner-only
    expect(await thrown(() => runtime.client(bob.key).submissions.get(id))).toMatchObject({ code: 'NOT_FOUND' });

    await runtime.client(alice.key).submissions.setVisibility(id, false);
    expect(await thrown(() => runtime.public().submissions.result(id))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
