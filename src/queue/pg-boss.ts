/**
 * The pg-boss adapter: the only file importing pg-boss (ARCHITECTURE "one adapter file per
 * dependency"), loaded on first use so `import 'brand-design'` loads no Postgres client.
 *
 * pg-boss 10.4 is the line that runs on Node 20 (11+ needs Node ≥ 22.12). Its own `work()` loop
 * is not used: it times a handler out at `expireIn` and runs one batch at a time, while we need a
 * heartbeat (settings.ts) and independent slots (pg-boss-queue.ts). We use its queue tables,
 * policies, fetch (`FOR UPDATE SKIP LOCKED`), completion, retries, dead letters and maintenance.
 */
import type PgBossType from 'pg-boss';
import type { QueueSettings } from './settings.js';

export interface FetchedJob {
  id: string;
  data: { id: string };
}

export interface QueueDefinition {
  name: string;
  /** Deliveries after the first before pg-boss fails the job and copies it to `deadLetter`. */
  retryLimit: number;
  deadLetter?: string;
}

/** The few pg-boss operations the queue uses. */
export interface BossConnection {
  /** Creates the queue when missing; `apply` also sets this process's settings on an existing one (workers do). */
  createQueue(definition: QueueDefinition, settings: QueueSettings, apply: boolean): Promise<void>;
  /** Sends a job keyed by `key`; null when a job with that key is already waiting (stately policy). */
  send(queue: string, id: string, key: string): Promise<string | null>;
  fetch(queue: string, batchSize: number): Promise<FetchedJob[]>;
  complete(queue: string, jobId: string): Promise<void>;
  fail(queue: string, jobId: string, message: string): Promise<void>;
  /**
   * The heartbeat: restarts the expiry clock of an active job and sets its window to the running
   * worker's `expireInSeconds` (the worker, not the sender, decides how long silence means death);
   * false when the job is no longer active (expired).
   */
  touch(queue: string, jobId: string, expireInSeconds: number): Promise<boolean>;
  /** Jobs of a queue by state (created, retry, active, completed, failed…), for tests and benches. */
  countByState(queue: string): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export interface BossOptions {
  /** Runs pg-boss maintenance (expiry) in this process. Workers do; submit-only clients need not. */
  supervise: boolean;
  /** Connections this process may hold. @default 10 */
  maxConnections?: number;
  /** Postgres schema of the queue tables. @default 'pgboss' */
  schema?: string;
  onError?: (error: Error) => void;
}

export async function connectBoss(url: string, settings: QueueSettings, options: BossOptions): Promise<BossConnection> {
  const { default: PgBoss } = (await import('pg-boss')) as unknown as { default: typeof PgBossType };
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    connectionString: url,
    schema,
    max: options.maxConnections ?? 10,
    supervise: options.supervise,
    schedule: false,
    migrate: true,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    // Finished jobs stay a day for inspection, then go.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  const db = boss.getDb();
  const touchSql = `UPDATE ${schema}.job SET started_on = now(), expire_in = $3 * interval '1 second' WHERE name = $1 AND id = $2 AND state = 'active'`;
  const countSql = `SELECT state, count(*)::int AS n FROM ${schema}.job WHERE name = $1 GROUP BY state`;

  return {
    async createQueue(definition, s, apply) {
      const options = {
        name: definition.name,
        // One queued and one active job per key: a job runs once at a time, a second send while
        // one waits is dropped (job-queue.ts: every job is keyed by its row id).
        policy: 'stately' as const,
        retryLimit: definition.retryLimit,
        retryDelay: s.retryDelaySeconds,
        expireInSeconds: s.expireInSeconds,
        ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
      };
      // create_queue does nothing for an existing queue; a worker then applies its settings to it
      // (a submit-only client leaves them). On a new database, processes that start together
      // create the queue's partition at once and Postgres aborts all but one with a deadlock
      // (40P01; seen with 8 processes): that is a lost race, not a fault, so try again.
      await retryOnDeadlock(() => boss.createQueue(definition.name, options));
      if (apply) await retryOnDeadlock(() => boss.updateQueue(definition.name, options));
    },
    send: (queue, id, key) => boss.send(queue, { id }, { singletonKey: key }),
    fetch: async (queue, batchSize) => (await boss.fetch<{ id: string }>(queue, { batchSize })).map((j) => ({ id: j.id, data: j.data })),
    complete: (queue, jobId) => boss.complete(queue, jobId),
    fail: (queue, jobId, message) => boss.fail(queue, jobId, { message }),
    async touch(queue, jobId, expireInSeconds) {
      const result = (await db.executeSql(touchSql, [queue, jobId, expireInSeconds])) as { rowCount?: number; rows: unknown[] };
      return (result.rowCount ?? 0) === 1;
    },
    async countByState(queue) {
      const { rows } = await db.executeSql(countSql, [queue]);
      return Object.fromEntries((rows as { state: string; n: number }[]).map((r) => [r.state, r.n]));
    },
    stop: () => boss.stop({ graceful: false, wait: true, close: true }),
  };
}

const DEADLOCK = '40P01';

/** Runs `op` again (up to `attempts` times, with a short jittered pause) when Postgres aborted it as a deadlock victim. */
export async function retryOnDeadlock<T>(op: () => Promise<T>, attempts = 10): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (error) {
      if (attempt >= attempts || (error as { code?: unknown }).code !== DEADLOCK) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 100));
    }
  }
}
