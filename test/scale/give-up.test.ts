/**
 * Final failure across processes (issue 13 §1: "attempts counted and refunds on final failure"):
 * a metered submission's worker is SIGKILLed during its last allowed attempt; the worker that
 * gets the expired job does not crawl it again but fails it and refunds its charge, through the
 * store. No browser: the dying worker's crawler hangs, the second one must never be called.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrandDesign } from '../../src/index.js';
import type { Crawler } from '../../src/crawl/types.js';
import { startPostgres, type TestPostgres } from './embedded-postgres.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHILD = fileURLToPath(new URL('./hanging-worker-child.ts', import.meta.url));
const QUEUE = { expireInSeconds: 4, heartbeatSeconds: 1, maintenanceIntervalSeconds: 1, pollingIntervalMs: 200 };
let postgres: TestPostgres;
let root: string;

beforeAll(async () => {
  postgres = await startPostgres();
  root = mkdtempSync(join(tmpdir(), 'bd-give-up-'));
});

afterAll(async () => {
  await postgres?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

it('fails and refunds a job whose worker died during its last attempt, without crawling it again', async () => {
  const artifacts = join(root, 'artifacts');
  const metering = { enabled: true, initialBalance: 10 };
  const client = await openBrandDesign({ dataDir: join(root, 'client'), store: { postgres: postgres.url }, artifacts: { dir: artifacts }, work: false, metering });
  const dying = spawn(process.execPath, ['--import', 'tsx', CHILD, postgres.url, artifacts, join(root, 'dying'), JSON.stringify(QUEUE)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let survivor: Awaited<ReturnType<typeof openBrandDesign>> | undefined;
  try {
    const { submission_id: id } = (await client.client().submissions.create({ url: 'https://shadow.brand-design.test/' })) as { submission_id: string };
    expect(await client.credits.balance()).toBe(9);
    await new Promise<void>((resolve) => createInterface({ input: dying.stdout! }).on('line', (line) => line.startsWith('capturing') && resolve()));
    dying.kill('SIGKILL');

    let crawled = 0;
    const mustNotCrawl: Crawler = {
      capture: async () => {
        crawled++;
        throw new Error('a given-up job was crawled again');
      },
      discover: async (url) => [url],
      fetch: () => Promise.reject(new Error('not fetched')),
      close: async () => undefined,
    };
    survivor = await openBrandDesign({ dataDir: join(root, 'survivor'), store: { postgres: postgres.url }, artifacts: { dir: artifacts }, maxAttempts: 1, queue: QUEUE, crawler: mustNotCrawl, metering });
    const view = await client.client().submissions.wait(id, { timeoutMs: 30_000, intervalMs: 200 });
    expect(view.status).toBe('failed');
    expect(view.error).toMatch(/worker stopped during 1 attempt/);
    expect(crawled).toBe(0);
    expect(await client.credits.balance()).toBe(10);
    expect((await client.client().submissions.list()).submissions[0]!.credits_consumed).toBe(0);
  } finally {
    if (dying.exitCode === null && dying.signalCode === null) dying.kill('SIGKILL');
    await survivor?.close();
    await client.close();
  }
});
