/**
 * The job queue every job kind (extractions, judge jobs) goes through, with two implementations
 * chosen at open (issue 13 §1): the in-process p-queue runner (jobs/runner.ts, SQLite mode: one
 * process owns the data dir) and pg-boss (pg-boss-queue.ts, Postgres mode: any number of worker
 * processes on any number of machines). The queue decides *when and where* a job runs; the job
 * code (jobs/extract-job.ts, jobs/judge-job.ts) decides what happens to its row, through guarded
 * store transitions, so a job delivered twice changes nothing twice.
 */

export interface JobHandlers {
  /** Claims the job for this process; false when it is no longer runnable (finished, failed, taken). */
  prepare: (id: string) => boolean | Promise<boolean>;
  run: (id: string, signal: AbortSignal) => Promise<void>;
  /** Called when `run` itself throws (a bug or a storage error): the job must not stay in progress. */
  onError: (id: string, error: unknown) => void | Promise<void>;
}

export interface JobQueue {
  /**
   * Queues a job once. Resolves when the job is durably queued (pg-boss: the row is in Postgres;
   * in-process: claimed and waiting for a slot); it runs when a slot frees, here or elsewhere.
   */
  enqueue(id: string): Promise<void>;
  /** Stops one job running in this process (cancel); false when it does not run here. */
  abort(id: string): boolean;
  /** Jobs waiting or running in this process. */
  readonly size: number;
  /** Resolves when no job runs in this process. */
  idle(): Promise<void>;
  /** Stops taking work and aborts running jobs (the job code re-queues them). */
  close(): Promise<void>;
}
