/**
 * Roles of a process (issue 13 §1): `work: false` only submits and reads — its submissions wait in
 * the Postgres queue for a worker — and needs Postgres; `brand-design worker` needs --postgres.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrandDesign } from '../../src/index.js';
import { ValidationError } from '../../src/errors.js';
import { EXTRACT_QUEUE } from '../../src/queue/open-queues.js';
import { startPostgres, type TestPostgres } from './embedded-postgres.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let postgres: TestPostgres;
let root: string;

beforeAll(async () => {
  postgres = await startPostgres();
  root = mkdtempSync(join(tmpdir(), 'bd-roles-'));
});

afterAll(async () => {
  await postgres?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

it('work: false submits into the Postgres queue and runs nothing itself', async () => {
  const client = await openBrandDesign({ dataDir: join(root, 'client'), store: { postgres: postgres.url }, work: false });
  try {
    const { submission_id } = (await client.client().submissions.create({ url: 'https://shadow.brand-design.test/' })) as { submission_id: string };
    await new Promise((r) => setTimeout(r, 1500));
    // No worker: still waiting, and its job waits in pg-boss.
    expect((await client.client().submissions.get(submission_id)).status).toBe('accepted');
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ state: string; key: string }>('SELECT state, singleton_key AS key FROM pgboss.job WHERE name = $1', [EXTRACT_QUEUE]);
      expect(rows).toEqual([{ state: 'created', key: submission_id }]);
    } finally {
      await db.end();
    }
  } finally {
    await client.close();
  }
});

it('refuses work: false with SQLite (422 on options.work)', async () => {
  const error = await openBrandDesign({ dataDir: join(root, 'sqlite'), work: false }).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).issues.map((i) => i.loc.join('.'))).toEqual(['options.work']);
});

it('brand-design worker without --postgres is a usage error (exit 2)', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'worker', '--no-config'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, BRAND_DESIGN_POSTGRES: '' } });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('--postgres');
});

it('a worker told to stop hands its jobs to the queue, says so (not `resume`), and exits 0', async () => {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'worker', '--no-config', '--postgres', postgres.url, '--data-dir', join(root, 'worker')], { cwd: ROOT, env: { ...process.env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!stderr.includes('brand-design worker on') && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  child.kill('SIGTERM');
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  expect(stderr).toContain('handing running jobs back to the queue');
  expect(stderr).not.toContain("run 'brand-design resume'");
  expect(code).toBe(0);
}, 90_000);
