/**
 * The CLI on a shared Postgres store (README "Running on many machines"): with
 * $BRAND_DESIGN_POSTGRES set, a command reads and submits on that store as a client that runs
 * nothing, from any machine and data dir; unset, the local SQLite store is used.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrandDesign } from '../../src/index.js';
import { sharedStoreOptions } from '../../src/cli/shared-store.js';
import { startPostgres, type TestPostgres } from './embedded-postgres.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('sharedStoreOptions', () => {
  it('is the local store when $BRAND_DESIGN_POSTGRES is unset or blank', () => {
    expect(sharedStoreOptions({})).toEqual({});
    expect(sharedStoreOptions({ BRAND_DESIGN_POSTGRES: '  ' })).toEqual({});
  });
  it('is a submit-and-read client of the shared store, with the shared artifact folder when given', () => {
    expect(sharedStoreOptions({ BRAND_DESIGN_POSTGRES: 'postgres://u:p@db/bd' })).toEqual({ store: { postgres: 'postgres://u:p@db/bd' }, work: false });
    expect(sharedStoreOptions({ BRAND_DESIGN_POSTGRES: 'postgres://u:p@db/bd', BRAND_DESIGN_ARTIFACTS: '/mnt/bd' }))
      .toEqual({ store: { postgres: 'postgres://u:p@db/bd' }, work: false, artifacts: { dir: '/mnt/bd' } });
  });
});

describe('brand-design list on a shared Postgres store', () => {
  let postgres: TestPostgres;
  let root: string;
  beforeAll(async () => {
    postgres = await startPostgres();
    root = mkdtempSync(join(tmpdir(), 'bd-cli-pg-'));
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('sees a submission another process made there, from another data dir; without the variable it does not', async () => {
    const app = await openBrandDesign({ dataDir: join(root, 'app'), store: { postgres: postgres.url }, work: false });
    let id: string;
    try {
      ({ submission_id: id } = (await app.client().submissions.create({ url: 'https://shadow.brand-design.test/' })) as { submission_id: string });
    } finally {
      await app.close();
    }
    const list = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'list', '--json', '--data-dir', join(root, 'elsewhere')],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, BRAND_DESIGN_POSTGRES: '', ...env }, timeout: 60_000 });
    const shared = list({ BRAND_DESIGN_POSTGRES: postgres.url });
    expect(shared.status, shared.stderr).toBe(0);
    expect((JSON.parse(shared.stdout) as { submissions: { submission_id: string; status: string }[] }).submissions.map((s) => [s.submission_id, s.status])).toEqual([[id, 'accepted']]);
    const local = list({});
    expect(local.status, local.stderr).toBe(0);
    expect((JSON.parse(local.stdout) as { submissions: unknown[] }).submissions).toEqual([]);
  }, 90_000);
});
