/**
 * The two queues of a runtime (extractions, judge jobs), chosen with the store (issue 13 §1):
 * in-process p-queue runners with SQLite, pg-boss with Postgres. Roles: a runtime opened with
 * `work: false` only sends (its queues have no slots); a worker (`brand-design worker`) runs jobs.
 */
import { Runner } from '../jobs/runner.js';
import { BrandDesignError } from '../errors.js';
import type { JobHandlers, JobQueue } from './job-queue.js';
import { connectBoss, type BossConnection } from './pg-boss.js';
import { PgBossQueue } from './pg-boss-queue.js';
import type { QueueSettings } from './settings.js';

export const EXTRACT_QUEUE = 'brand-design.extract';
export const JUDGE_QUEUE = 'brand-design.judge';

export type QueueHandlers = JobHandlers & {
  /** Fails and refunds a job the queue gave up on (every delivery's worker died). Idempotent. */
  onGiveUp: (id: string, reason: string) => Promise<void>;
};

export interface QueueChoice {
  /** Postgres URL of the store: jobs go through pg-boss in the same database. Absent: in-process. */
  postgres?: string;
  /** False: this process only submits and reads. */
  work: boolean;
  concurrency: number;
  judgeConcurrency: number;
  /** Starts of one job before it is failed and refunded (the store's attempts). */
  maxAttempts: number;
  settings: QueueSettings;
}

export interface RuntimeQueues {
  extract: JobQueue;
  judge: JobQueue;
  /** Closes both queues (running jobs are aborted and handed back), then the pg-boss connection. */
  close(): Promise<void>;
}

export async function openQueues(choice: QueueChoice, extract: QueueHandlers, judge: QueueHandlers): Promise<RuntimeQueues> {
  if (choice.postgres === undefined) {
    const [e, j] = [await Runner.create({ concurrency: choice.concurrency, ...asyncHandlers(extract) }), await Runner.create({ concurrency: choice.judgeConcurrency, ...asyncHandlers(judge) })];
    return { extract: e, judge: j, close: async () => void (await Promise.all([j.close(), e.close()])) };
  }
  let connection: BossConnection;
  try {
    connection = await connectBoss(choice.postgres, choice.settings, {
      // Expiry is run by the processes that run jobs; a submit-only client holds few connections.
      supervise: choice.work,
      maxConnections: choice.work ? Math.min(4 + choice.concurrency + choice.judgeConcurrency, 20) : 4,
      onError: (error) => process.emitWarning(`brand-design queue: ${error.message}`),
    });
  } catch (error) {
    throw new BrandDesignError('INTERNAL', `could not open the job queue in Postgres: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const common = { connection, settings: choice.settings, maxDeliveries: choice.maxAttempts + 1, onLoopError: (error: unknown) => process.emitWarning(`brand-design queue: ${error instanceof Error ? error.message : String(error)}`) };
  let e: PgBossQueue | undefined;
  let j: PgBossQueue;
  try {
    e = await PgBossQueue.create({ ...common, name: EXTRACT_QUEUE, concurrency: choice.work ? choice.concurrency : 0, handlers: extract });
    j = await PgBossQueue.create({ ...common, name: JUDGE_QUEUE, concurrency: choice.work ? choice.judgeConcurrency : 0, handlers: judge });
  } catch (error) {
    await e?.close();
    await connection.stop();
    throw new BrandDesignError('INTERNAL', `could not set up the job queues in Postgres: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    extract: e,
    judge: j,
    async close() {
      await Promise.all([j.close(), e.close()]);
      await connection.stop();
    },
  };
}

/** The in-process runner's handlers are asynchronous (the store is). */
function asyncHandlers(h: JobHandlers): { prepare: (id: string) => Promise<boolean>; run: JobHandlers['run']; onError: (id: string, error: unknown) => Promise<void> } {
  return { prepare: async (id) => h.prepare(id), run: h.run, onError: async (id, error) => h.onError(id, error) };
}
