/**
 * The search facade (spec §4.9–4.11): validation (422 loc/msg/type), credits and refunds, the
 * 503 capacity limit, history, and similarity lookup's NOT_FOUND rules. The bundled corpus and
 * the real embedder answer the searches; a stand-in engine only where the test is about the
 * facade's handling of an engine that hangs or fails.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../src/api/core.js';
import { history, search, similar } from '../../src/api/search.js';
import { ValidationError } from '../../src/errors.js';
import type { SearchEngine } from '../../src/search/search.js';
import { thrown } from '../helpers/runtime.js';
import { openSearchCore, storeSubmission, type SearchCore } from './search-core.js';

const owner: Caller = { kind: 'key', apiKey: undefined };
const issuesOf = async (fn: () => unknown) => {
  const error = await thrown(fn);
  expect(error).toBeInstanceOf(ValidationError);
  expect(error.status).toBe(422);
  return (error as ValidationError).issues.map((i) => ({ loc: i.loc.join('.'), type: i.type }));
};

describe('search validation (spec §2.5, §8)', () => {
  let s: SearchCore;
  beforeAll(async () => { s = await openSearchCore(); });
  afterAll(() => s.cleanup());

  it('rejects bad fields with one issue each, and records nothing', async () => {
    expect(await issuesOf(() => search(s.core, owner, undefined))).toEqual([{ loc: 'body', type: 'missing' }]);
    expect(await issuesOf(() => search(s.core, owner, {}))).toEqual([{ loc: 'body.query', type: 'missing' }]);
    expect(await issuesOf(() => search(s.core, owner, { query: 'a' }))).toEqual([{ loc: 'body.query', type: 'value_error.any_str.min_length' }]);
    expect(await issuesOf(() => search(s.core, owner, { query: '   ' }))).toEqual([{ loc: 'body.query', type: 'value_error.any_str.min_length' }]);
    expect(await issuesOf(() => search(s.core, owner, { query: 'x'.repeat(401) }))).toEqual([{ loc: 'body.query', type: 'value_error.any_str.max_length' }]);
    expect(await issuesOf(() => search(s.core, owner, { query: 42 }))).toEqual([{ loc: 'body.query', type: 'type_error.str' }]);
    expect(await issuesOf(() => search(s.core, owner, { query: 'dark fintech', top_k: 0, depth: 'medium', filters: [] }))).toEqual([
      { loc: 'body.depth', type: 'type_error.enum' },
      { loc: 'body.top_k', type: 'value_error.number.not_ge' },
      { loc: 'body.filters', type: 'type_error.dict' },
    ]);
    expect(await issuesOf(() => search(s.core, owner, { query: 'dark fintech', top_k: 31 }))).toEqual([{ loc: 'body.top_k', type: 'value_error.number.not_le' }]);
    expect(await issuesOf(() => search(s.core, owner, { query: 'dark fintech', top_k: 2.5 }))).toEqual([{ loc: 'body.top_k', type: 'type_error.integer' }]);
    expect(await issuesOf(() => search(s.core, owner, { query: 'dark fintech', filters: { industry: 3, colour: 'red' } }))).toEqual([
      { loc: 'body.filters.industry', type: 'type_error.str' },
      { loc: 'body.filters.colour', type: 'value_error.extra' },
    ]);
    const error = await thrown(() => search(s.core, owner, { query: 'a' }));
    expect(error.toJSON()).toEqual({ detail: [{ loc: ['body', 'query'], msg: expect.stringContaining('at least 2'), type: 'value_error.any_str.min_length' }] });
    expect((await history(s.core, owner)).total).toBe(0);
  });

  it('accepts the limits and applies the defaults: fast, top_k 6', async () => {
    const two = await search(s.core, owner, { query: 'ok' });
    expect(two).toMatchObject({ search_id: expect.stringMatching(/^srch_/), depth: 'fast' });
    expect(two.results).toHaveLength(6);
    const max = await search(s.core, owner, { query: 'x'.repeat(400), top_k: 30, depth: 'deep', filters: { industry: null, hue: null } });
    expect(max.depth).toBe('deep');
    expect(max.results).toHaveLength(30);
    const one = await search(s.core, owner, { query: 'dark fintech', top_k: 1, filters: null });
    expect(one.results).toHaveLength(1);
  });

  it('returns no cards for an unknown filter value, recorded as a completed search', async () => {
    const result = await search(s.core, owner, { query: 'bold brand', filters: { industry: 'spaceships' } });
    expect(result.results).toEqual([]);
    expect((await history(s.core, owner, { limit: 1 })).submissions[0]).toMatchObject({
      id: result.search_id, status: 'completed', result_count: 0, filters: { industry: 'spaceships' },
      credits_consumed: null, credit_ref_id: null, api_key_name: null, // metering off; the owner has no key
    });
  });
});

describe('credits, refunds and capacity (spec §4.9, §7)', () => {
  let s: SearchCore;
  let release: () => void = () => {};
  let mode: 'hang' | 'fail' = 'hang';
  let searches = 0;
  const engine: SearchEngine = {
    warm: async () => {},
    close: async () => {},
    similar: async () => [],
    search: () => (searches++, mode === 'fail' ? Promise.reject(new Error('index unavailable')) : new Promise((resolve) => { release = () => resolve({ results: [], query_tags: { industry: [], page_type: [], hue: [], aesthetic: [], style: null } }); })),
  };
  beforeAll(async () => { s = await openSearchCore({ metering: { enabled: true, initialBalance: 10 }, search: { engine, capacity: 1, retryAfterSeconds: 2 } }); });
  afterAll(() => s.cleanup());
  const balance = () => s.core.credits.balance('usr_local');

  it('charges up front (deep costs more) and answers 503 with retryAfter beyond capacity, charging nothing', async () => {
    const running = search(s.core, owner, { query: 'glass dashboards', depth: 'deep' });
    // Charged (and holding its slot) while the engine runs.
    await vi.waitFor(async () => expect(await balance()).toBe(5));
    const error = await thrown(() => search(s.core, owner, { query: 'second search' }));
    expect(error).toMatchObject({ code: 'AT_CAPACITY', status: 503, extra: { retryAfter: 2 } });
    expect(Number.isInteger(error.extra.retryAfter)).toBe(true);
    expect(error.toJSON()).toEqual({ detail: expect.stringContaining('retry after 2 s') });
    expect(await balance()).toBe(5);
    expect((await history(s.core, owner, { status: 'in_progress' })).submissions).toMatchObject([{ query: 'glass dashboards', depth: 'deep', credits_consumed: 5 }]);
    release();
    await running;
    expect((await history(s.core, owner)).submissions.map((h) => [h.query, h.status, h.credits_consumed])).toEqual([
      ['second search', 'failed', 0],
      ['glass dashboards', 'completed', 5],
    ]);
    const next = search(s.core, owner, { query: 'after the first finished' });
    await vi.waitFor(async () => expect(await balance()).toBe(4));
    await vi.waitFor(() => expect(searches).toBe(2)); // the engine holds it: release that one
    release();
    await next;
  });

  it('refunds a failed search and answers 502 with a plain-string detail', async () => {
    mode = 'fail';
    const error = await thrown(() => search(s.core, owner, { query: 'anything at all' }));
    expect(error).toMatchObject({ code: 'SEARCH_FAILED', status: 502 });
    expect(error.toJSON()).toEqual({ detail: expect.stringContaining('index unavailable') });
    expect(await balance()).toBe(4);
    expect((await history(s.core, owner, { limit: 1 })).submissions[0]).toMatchObject({ status: 'failed', credits_consumed: 0, credit_ref_id: expect.stringMatching(/^cr_/), error: expect.stringContaining('index unavailable') });
    mode = 'hang';
  });

  it('answers 402 with balance and required when the balance is short, recording nothing', async () => {
    const before = (await history(s.core, owner)).total;
    const error = await thrown(() => search(s.core, owner, { query: 'too expensive', depth: 'deep' }));
    expect(error.toJSON()).toEqual({ detail: { error: 'INSUFFICIENT_CREDITS', message: expect.any(String), balance: 4, required: 5 } });
    expect((await history(s.core, owner)).total).toBe(before);
  });
});

describe('history (spec §2.7, §4.11) and roles', () => {
  let s: SearchCore;
  beforeAll(async () => { s = await openSearchCore({ metering: { enabled: true, initialBalance: 100 } }); });
  afterAll(() => s.cleanup());

  it('lists newest first with filters, pagination, total and total_by_status; each user sees their own', async () => {
    const alice = await s.core.keys.create({ name: 'alice-key', email: 'alice@example.com' });
    const bob = await s.core.keys.create({ name: 'bob-key', email: 'bob@example.com' });
    const asAlice: Caller = { kind: 'key', apiKey: alice.key };
    const asBob: Caller = { kind: 'key', apiKey: bob.key };
    await search(s.core, asAlice, { query: 'dark fintech', filters: { hue: 'blue' } });
    await search(s.core, asAlice, { query: 'playful wellness', depth: 'deep', top_k: 3 });
    await search(s.core, asAlice, { query: 'brutalist agency' });
    await search(s.core, asBob, { query: 'bob searches fintech' });

    const all = await history(s.core, asAlice);
    expect(all).toMatchObject({ total: 3, limit: 20, offset: 0, total_by_status: { completed: 3, failed: 0, in_progress: 0 } });
    expect(all.submissions.map((h) => h.query)).toEqual(['brutalist agency', 'playful wellness', 'dark fintech']);
    expect(all.submissions[2]).toEqual({
      id: expect.stringMatching(/^srch_/), kind: 'search', query: 'dark fintech', depth: 'fast',
      filters: { page_type: null, industry: null, hue: 'blue', layout: null },
      query_tags: { industry: ['fintech'], page_type: [], hue: [], aesthetic: ['dark'], style: null },
      status: 'completed', result_count: expect.any(Number), latency_ms: expect.any(Number), credit_ref_id: expect.stringMatching(/^cr_/),
      credits_consumed: 1, api_key_name: 'alice-key', created_at: expect.any(String), completed_at: expect.any(String), error: null,
    });
    expect(all.submissions[1]).toMatchObject({ depth: 'deep', credits_consumed: 5, result_count: 3 });
    expect((await history(s.core, asAlice, { q: 'FINTECH' })).submissions.map((h) => h.query)).toEqual(['dark fintech']);
    expect((await history(s.core, asAlice, { depth: 'deep' })).total).toBe(1);
    expect((await history(s.core, asAlice, { kind: 'similar' })).total).toBe(0);
    expect(await history(s.core, asAlice, { status: 'failed' })).toMatchObject({ total: 0, total_by_status: { completed: 3 } });
    expect(await history(s.core, asAlice, { limit: 1, offset: 1 })).toMatchObject({ total: 3, limit: 1, offset: 1, submissions: [{ query: 'playful wellness' }] });
    expect((await history(s.core, asAlice, { apiKeyName: 'bob-key' })).total).toBe(0);
    expect((await history(s.core, asBob)).submissions.map((h) => h.query)).toEqual(['bob searches fintech']);
    expect((await history(s.core, owner, { apiKeyName: 'bob-key' })).total).toBe(1); // the owner is an admin

    expect(await issuesOf(() => history(s.core, asAlice, { limit: 0, offset: -1, kind: 'searches', status: 'done', depth: 'slow' }))).toEqual([
      { loc: 'query.kind', type: 'type_error.enum' },
      { loc: 'query.status', type: 'type_error.enum' },
      { loc: 'query.depth', type: 'type_error.enum' },
      { loc: 'query.limit', type: 'value_error.number.not_ge' },
      { loc: 'query.offset', type: 'value_error.number.not_ge' },
    ]);
    expect(await issuesOf(() => history(s.core, asAlice, { limit: 101 }))).toEqual([{ loc: 'query.limit', type: 'value_error.number.not_le' }]);
  });

  it('lets a viewer read history but not search (403); a bad key is 401', async () => {
    const viewer = await s.core.keys.create({ name: 'viewer-key', email: 'view@example.com', role: 'viewer' });
    const asViewer: Caller = { kind: 'key', apiKey: viewer.key };
    expect((await history(s.core, asViewer)).total).toBe(0);
    expect(await thrown(() => search(s.core, asViewer, { query: 'dark fintech' }))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await thrown(() => similar(s.core, asViewer, { submissionId: 'sub_x' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await thrown(() => search(s.core, { kind: 'key', apiKey: 'bd_nope' }, { query: 'dark fintech' }))).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });
});

describe('similar (spec §4.10)', () => {
  let s: SearchCore;
  beforeAll(async () => { s = await openSearchCore({ metering: { enabled: true, initialBalance: 100 } }); });
  afterAll(() => s.cleanup());

  it('answers NOT_FOUND unless a completed submission readable by the caller', async () => {
    const alice = await s.core.keys.create({ name: 'alice', email: 'alice@example.com' });
    const asAlice: Caller = { kind: 'key', apiKey: alice.key };
    const ownersPage = await storeSubmission(s.core, 'usr_local', 'https://gen-sage-card.brand-design.test/', 'gen-sage-card');
    const failed = await storeSubmission(s.core, alice.user_id, 'https://gen-tarix.brand-design.test/', 'gen-tarix', 'failed');
    const running = await storeSubmission(s.core, alice.user_id, 'https://gen-tarix.brand-design.test/', 'gen-tarix', 'accepted');
    for (const id of ['sub_unknown', ownersPage, failed, running]) {
      expect(await thrown(() => similar(s.core, asAlice, { submissionId: id })), id).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    expect(await s.core.credits.balance(alice.user_id)).toBe(100);
    expect((await history(s.core, asAlice)).total).toBe(0);
    expect(await issuesOf(() => similar(s.core, asAlice, { submissionId: '', limit: 31 }))).toEqual([
      { loc: 'query.submission_id', type: 'type_error.str' },
      { loc: 'query.limit', type: 'value_error.number.not_le' },
    ]);
    expect(await issuesOf(() => similar(s.core, asAlice, { limit: 0 }))).toEqual([
      { loc: 'query.submission_id', type: 'missing' },
      { loc: 'query.limit', type: 'value_error.number.not_ge' },
    ]);
  });

  it('returns corpus cards closest first with match, reason and badge null, charged and recorded', async () => {
    const id = await storeSubmission(s.core, 'usr_local', 'https://gen-fable-house.brand-design.test/', 'gen-fable-house');
    const before = await s.core.credits.balance('usr_local');
    const { results } = await similar(s.core, owner, { submissionId: id, limit: 4 });
    expect(results).toHaveLength(4);
    for (const card of results) expect(card).toMatchObject({ match: null, reason: null, badge: null, url: expect.stringMatching(/^https:\/\//) });
    expect(await s.core.credits.balance('usr_local')).toBe(before - 1);
    expect((await history(s.core, owner, { kind: 'similar' })).submissions).toMatchObject([{
      kind: 'similar', query: 'https://gen-fable-house.brand-design.test/', depth: 'fast', filters: { submission_id: id, limit: 4 },
      status: 'completed', result_count: 4, credits_consumed: 1, query_tags: null,
    }]);
    expect((await similar(s.core, owner, { submissionId: id })).results).toHaveLength(6);
  });
});
