/**
 * The job runner: a p-queue of extractions with bounded concurrency (the only file importing
 * p-queue). It knows nothing of what a job does — see extract-job.ts.
 */
import type PQueue from 'p-queue';
import { SUBMISSION_STATUS, STEP } from './states.js';
import type { SubmissionStore } from './submission-store.js';
import { nowIso } from '../api/ids.js';

export interface RunnerOptions {
  concurrency: number;
  store: SubmissionStore;
  run: (submissionId: string, signal: AbortSignal) => Promise<void>;
  /** Called when `run` itself throws (a bug or a storage error): the job must not stay in progress. */
  onError: (submissionId: string, error: unknown) => void;
  onChange: (submissionId: string) => void;
  workerId: string;
}

export class Runner {
  private queue: PQueue | undefined;
  private readonly controller = new AbortController();
  private readonly pending = new Set<string>();

  private constructor(private readonly options: RunnerOptions) {}

  static async create(options: RunnerOptions): Promise<Runner> {
    const runner = new Runner(options);
    const { default: Queue } = await import('p-queue');
    runner.queue = new Queue({ concurrency: options.concurrency });
    return runner;
  }

  /** accepted → queued, then runs when a slot frees. Jobs already queued are not queued twice. */
  enqueue(submissionId: string): void {
    if (this.pending.has(submissionId) || this.controller.signal.aborted) return;
    const { store } = this.options;
    const row = store.get(submissionId);
    if (!row) return;
    if (row.status === SUBMISSION_STATUS.accepted) {
      store.transition(submissionId, SUBMISSION_STATUS.queued, STEP.queued, nowIso(), { worker: this.options.workerId });
      this.options.onChange(submissionId);
    } else if (row.status === SUBMISSION_STATUS.queued) {
      store.setWorker(submissionId, this.options.workerId);
    }
    this.pending.add(submissionId);
    void this.queue!.add(async () => {
      try {
        if (!this.controller.signal.aborted) await this.options.run(submissionId, this.controller.signal);
      } catch (error) {
        this.options.onError(submissionId, error);
      } finally {
        this.pending.delete(submissionId);
      }
    });
  }

  /** Jobs waiting or running in this process. */
  get size(): number {
    return this.pending.size;
  }

  /** Resolves when every queued job has finished. */
  async idle(): Promise<void> {
    await this.queue!.onIdle();
  }

  /**
   * Stops taking work and aborts running captures. Jobs still in progress stay in progress in
   * the store; the next open on the same data dir resumes them (recovery.ts).
   */
  async close(): Promise<void> {
    this.controller.abort();
    this.queue?.clear();
    await this.queue?.onIdle();
  }
}
