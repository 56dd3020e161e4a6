/**
 * A job queue with bounded concurrency (the only file importing p-queue). It knows nothing of
 * what a job does: `prepare` claims a job (e.g. accepted → queued), `run` does it, `onError`
 * fails it when `run` itself throws. Extractions and judge jobs each get their own runner, so a
 * judge job waiting for its two extractions never holds the slot they need.
 */
import type PQueue from 'p-queue';

export interface RunnerOptions {
  concurrency: number;
  /** Claims the job for this runtime; false when it is no longer runnable. */
  prepare: (id: string) => Promise<boolean>;
  run: (id: string, signal: AbortSignal) => Promise<void>;
  /** Called when `run` itself throws (a bug or a storage error): the job must not stay in progress. */
  onError: (id: string, error: unknown) => Promise<void>;
}

export class Runner {
  private queue: PQueue | undefined;
  private readonly controller = new AbortController();
  private readonly pending = new Set<string>();
  /** One controller per job, so a single job can be stopped (cancel) without closing the runner. */
  private readonly jobs = new Map<string, AbortController>();
  /** Claims in flight (the store is asynchronous): `idle()` waits for them too. */
  private readonly claiming = new Set<Promise<void>>();

  private constructor(private readonly options: RunnerOptions) {}

  static async create(options: RunnerOptions): Promise<Runner> {
    const runner = new Runner(options);
    const { default: Queue } = await import('p-queue');
    runner.queue = new Queue({ concurrency: options.concurrency });
    return runner;
  }

  /** Claims a job and queues it once; it runs when a slot frees. Resolves once it is claimed (or found not runnable). */
  enqueue(id: string): Promise<void> {
    if (this.pending.has(id) || this.controller.signal.aborted) return Promise.resolve();
    // Reserved before the claim's first await, so a second enqueue of the same id does nothing.
    this.pending.add(id);
    const claim = this.claim(id).finally(() => this.claiming.delete(claim));
    this.claiming.add(claim);
    return claim;
  }

  private async claim(id: string): Promise<void> {
    let claimed = false;
    try {
      claimed = !this.controller.signal.aborted && (await this.options.prepare(id));
    } finally {
      if (!claimed) this.pending.delete(id);
    }
    if (!claimed) return;
    const job = new AbortController();
    this.jobs.set(id, job);
    void this.queue!.add(async () => {
      try {
        if (!this.controller.signal.aborted && !job.signal.aborted) await this.options.run(id, AbortSignal.any([this.controller.signal, job.signal]));
      } catch (error) {
        await this.options.onError(id, error);
      } finally {
        this.pending.delete(id);
        this.jobs.delete(id);
      }
    });
  }

  /** Stops one job of this runner (waiting or running); false when it is not here. */
  abort(id: string): boolean {
    const job = this.jobs.get(id);
    job?.abort(new Error(`job ${id} was stopped`));
    return job !== undefined;
  }

  /** Jobs waiting or running in this process. */
  get size(): number {
    return this.pending.size;
  }

  /** Resolves when every queued job has finished. */
  async idle(): Promise<void> {
    while (this.claiming.size > 0) await Promise.allSettled([...this.claiming]);
    await this.queue!.onIdle();
  }

  /**
   * Stops taking work and aborts running jobs; the job code re-queues them (recovery.ts `requeue`),
   * and they run again through `resume` or a runtime opened with `recover: 'resume'`.
   */
  async close(): Promise<void> {
    this.controller.abort();
    await Promise.allSettled([...this.claiming]);
    this.queue?.clear();
    await this.queue?.onIdle();
  }
}
