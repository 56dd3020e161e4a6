/**
 * The Postgres-mode job queue (issue 13 §1) over pg-boss: jobs are rows in Postgres, any number
 * of processes send them, worker processes fetch and run them.
 *
 * - One pg-boss job per row id (submission or judge job), sent with that id as its singleton key
 *   under the `stately` policy: at most one waiting and one running per id, so a job runs once at
 *   a time and a repeated send while one waits is dropped.
 * - `concurrency` slots per process, each fetching when free (`FOR UPDATE SKIP LOCKED`: a job goes
 *   to one worker). An idle process polls every `pollingIntervalMs`; a send in this process wakes it.
 * - Heartbeat: every `heartbeatSeconds` the worker restarts the expiry clock of each job it runs
 *   (settings.ts). A worker that dies (SIGKILL, lost machine) stops beating; pg-boss's maintenance
 *   expires the job after `expireInSeconds` and delivers it again, to any worker, within
 *   `takeoverBoundSeconds`. A worker whose heartbeat finds its job expired (it was cut off from
 *   Postgres that long) stops the job, since another worker may have it now.
 * - Attempts: the store counts starts (`attempts`); the delivery handler (delivery.ts) gives up a
 *   job started `maxAttempts` times and fails and refunds it through the store. pg-boss's own retry
 *   limit is a backstop: a job it fails for good goes to the dead-letter queue, whose handler
 *   fails and refunds it the same way (`onGiveUp`, guarded, so twice changes nothing).
 * - A job whose `run` returns normally completes; one whose `run` throws is failed through the
 *   store by `onError` and completes (no blind retry of a deterministic error). A job aborted by
 *   `close()` (SIGTERM, shutdown) is handed back: sent again, then completed.
 */
import type { BossConnection, FetchedJob } from './pg-boss.js';
import type { JobHandlers, JobQueue } from './job-queue.js';
import type { QueueSettings } from './settings.js';

export interface PgBossQueueOptions {
  connection: BossConnection;
  /** pg-boss queue name, e.g. `brand-design.extract`. */
  name: string;
  /** Jobs run at once in this process; 0 only sends (a submit-only client, `work: false`). */
  concurrency: number;
  settings: QueueSettings;
  /** Deliveries of one job before pg-boss gives up on it (the backstop of the store's attempts). */
  maxDeliveries: number;
  handlers: JobHandlers & {
    /** A job pg-boss gave up on (every delivery expired): fail and refund it. Idempotent. */
    onGiveUp: (id: string, reason: string) => void | Promise<void>;
  };
  /** Storage errors of the fetch loop and the heartbeat (the loop keeps going). */
  onLoopError?: (error: unknown) => void;
}

interface Running {
  jobId: string;
  controller: AbortController;
  done: Promise<void>;
}

/** Why a job stopped early: `close` hands it back, `lease` means another worker may have it. */
class LeaseLost extends Error {}

export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly running = new Map<string, Running>();
  private readonly deadName: string;
  private stopped = false;
  private sleeping: (() => void) | undefined;
  /** A slot freed or a job was sent while the loop was fetching: fetch again before sleeping. */
  private woken = false;
  private loops: Promise<void>[] = [];
  private idleWaiters: (() => void)[] = [];

  private constructor(private readonly o: PgBossQueueOptions) {
    this.deadName = `${o.name}.dead`;
  }

  static async create(options: PgBossQueueOptions): Promise<PgBossQueue> {
    const queue = new PgBossQueue(options);
    const { connection, settings, name } = options;
    const works = options.concurrency > 0;
    await connection.createQueue({ name: queue.deadName, retryLimit: 0 }, settings, works);
    await connection.createQueue({ name, retryLimit: Math.max(0, options.maxDeliveries - 1), deadLetter: queue.deadName }, settings, works);
    if (options.concurrency > 0) queue.loops = [queue.fetchLoop(), queue.deadLetterLoop()];
    return queue;
  }

  async enqueue(id: string): Promise<void> {
    if (this.stopped) return;
    await this.o.connection.send(this.o.name, id, id);
    this.wake();
  }

  private wake(): void {
    this.woken = true;
    this.sleeping?.();
  }

  abort(id: string): boolean {
    const job = this.running.get(id);
    job?.controller.abort(new Error(`job ${id} was stopped`));
    return job !== undefined;
  }

  get size(): number {
    return this.running.size;
  }

  /**
   * Resolves when the queue has nothing waiting or running, anywhere: a job just sent may not be
   * fetched yet, so an empty local slot table alone would resolve too early. With no worker
   * running (`work: false` and none started) it waits until one drains the queue.
   */
  async idle(): Promise<void> {
    for (;;) {
      if (this.running.size > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
      const counts = await this.o.connection.countByState(this.o.name);
      if (!counts.created && !counts.retry && !counts.active && this.running.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.o.settings.pollingIntervalMs, 100)));
    }
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.wake();
    const shutdown = new Error('the worker is shutting down');
    for (const job of this.running.values()) job.controller.abort(shutdown);
    await Promise.all([...this.running.values()].map((j) => j.done));
    await Promise.all(this.loops);
  }

  /** Fills free slots; sleeps until a slot frees, a local send, or the polling interval. */
  private async fetchLoop(): Promise<void> {
    const { connection, name, concurrency, settings } = this.o;
    while (!this.stopped) {
      const free = concurrency - this.running.size;
      let fetched: FetchedJob[] = [];
      if (free > 0) {
        try {
          fetched = await connection.fetch(name, free);
        } catch (error) {
          this.o.onLoopError?.(error);
        }
      }
      if (this.stopped) {
        // Fetched during shutdown: give them straight back.
        for (const job of fetched) await this.handBack(job).catch((e: unknown) => this.o.onLoopError?.(e));
        break;
      }
      for (const job of fetched) this.start(job);
      // A full batch may mean more is waiting: ask again at once while slots are free.
      if (fetched.length > 0 && fetched.length === free) continue;
      if (this.woken) {
        this.woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, settings.pollingIntervalMs);
        function done(): void {
          clearTimeout(timer);
          resolve();
        }
        this.sleeping = done;
      });
      this.sleeping = undefined;
      this.woken = false;
    }
  }

  /** Jobs pg-boss failed for good (every delivery expired): the store fails and refunds them. */
  private async deadLetterLoop(): Promise<void> {
    const { connection, settings } = this.o;
    while (!this.stopped) {
      try {
        const [job] = await connection.fetch(this.deadName, 1);
        if (job) {
          await this.o.handlers.onGiveUp(job.data.id, 'its worker stopped during every attempt; giving up on this job');
          await connection.complete(this.deadName, job.id);
          continue;
        }
      } catch (error) {
        this.o.onLoopError?.(error);
      }
      await sleep(Math.max(settings.pollingIntervalMs, 1000), () => this.stopped);
    }
  }

  private start(job: FetchedJob): void {
    const id = job.data.id;
    const controller = new AbortController();
    const entry: Running = { jobId: job.id, controller, done: Promise.resolve() };
    this.running.set(id, entry);
    entry.done = this.process(job, controller).finally(() => {
      this.running.delete(id);
      this.wake();
      if (this.running.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  private async process(job: FetchedJob, controller: AbortController): Promise<void> {
    const { connection, name, handlers, settings } = this.o;
    const id = job.data.id;
    const beat = (): Promise<void> => connection.touch(name, job.id, settings.expireInSeconds).then((alive) => {
      if (!alive) controller.abort(new LeaseLost(`job ${id} expired while it ran here (no heartbeat for ${settings.expireInSeconds} s); another worker may run it`));
    }, (error: unknown) => this.o.onLoopError?.(error));
    // The first beat sets the job's expiry window to this worker's (the sender's may differ).
    await beat();
    if (controller.signal.aborted) return; // expired before it started here: another worker has it
    const heartbeat = setInterval(() => void beat(), settings.heartbeatSeconds * 1000);
    try {
      try {
        if (await handlers.prepare(id)) await handlers.run(id, controller.signal);
      } catch (error) {
        if (!controller.signal.aborted) await handlers.onError(id, error);
      }
    } catch (error) {
      this.o.onLoopError?.(error);
    } finally {
      clearInterval(heartbeat);
    }
    try {
      const reason: unknown = controller.signal.reason;
      if (reason instanceof LeaseLost) return; // pg-boss already re-delivered it: nothing of ours to finish
      if (controller.signal.aborted && this.stopped) await this.handBack(job);
      else await connection.complete(name, job.id);
    } catch (error) {
      this.o.onLoopError?.(error);
    }
  }

  /** Shutdown: a new job for the same id (allowed beside the active one), then this one completes. */
  private async handBack(job: FetchedJob): Promise<void> {
    await this.o.connection.send(this.o.name, job.data.id, job.data.id);
    await this.o.connection.complete(this.o.name, job.id);
  }
}

function sleep(ms: number, stop: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = (): void => {
      if (stop() || Date.now() - started >= ms) resolve();
      else setTimeout(tick, Math.min(200, ms));
    };
    tick();
  });
}
