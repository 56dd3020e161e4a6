/**
 * Submission lifecycle (spec §2.1, §3.1). The spec names the states but not the transitions;
 * ours are linear, with `failed` reachable from every in-progress state:
 *
 *   accepted → queued → crawling → extracting → completed
 *        └────────┴─────────┴───────────┴──────→ failed
 *
 * A cache hit goes accepted → completed directly. Crash recovery and shutdown move
 * crawling/extracting back to queued (resume) or to failed; `retry` moves a failed submission back
 * to queued (issue 8 item 5); `cancel` is a failure. Every transition is a guarded update
 * (see submission-store.ts).
 */
export const SUBMISSION_STATUS = Object.freeze({
  accepted: 'accepted',
  queued: 'queued',
  crawling: 'crawling',
  extracting: 'extracting',
  completed: 'completed',
  failed: 'failed',
} as const);

export type SubmissionStatus = (typeof SUBMISSION_STATUS)[keyof typeof SUBMISSION_STATUS];

export const SUBMISSION_STATUSES = Object.values(SUBMISSION_STATUS) as SubmissionStatus[];

/** The four states that count together as `in_progress` in list totals (spec §3.1). */
export const IN_PROGRESS_STATUSES: readonly SubmissionStatus[] = ['accepted', 'queued', 'crawling', 'extracting'];

export function isInProgress(status: SubmissionStatus): boolean {
  return IN_PROGRESS_STATUSES.includes(status);
}

/** Allowed predecessors of each state. */
export const TRANSITIONS: Readonly<Record<SubmissionStatus, readonly SubmissionStatus[]>> = Object.freeze({
  accepted: [],
  queued: ['accepted', 'crawling', 'extracting'], // crawling/extracting: recovery or shutdown (see RETRY_FROM)
  crawling: ['queued'],
  extracting: ['crawling'],
  completed: ['accepted', 'extracting'], // accepted → completed is a cache hit
  failed: ['accepted', 'queued', 'crawling', 'extracting'],
});

/** `retry` (issue 8 item 5) is the one way back from a finished state: failed → queued, never implied by TRANSITIONS. */
export const RETRY_FROM: readonly SubmissionStatus[] = ['failed'];

/**
 * `current_step` names (documented in the README). Crawl steps come from crawl/types.ts;
 * analysis steps are `analyzing_<section>`.
 */
export const STEP = Object.freeze({
  accepted: 'accepted',
  queued: 'queued',
  resumed: 'queued_after_restart',
  /** Re-queued by a shutdown (Ctrl-C, SIGTERM, close()); runs again through `resume` (issue 8 item 4). */
  interrupted: 'interrupted',
  /**
   * Still in progress in the store, but the process that owned it is gone (killed, crashed). The
   * spec's state set has no "orphaned" status, so the step says it; `resume`, `cancel` or a runtime
   * opened with `recover: 'resume' | 'fail'` settles it (issue 8 item 5).
   */
  orphaned: 'orphaned',
  retried: 'queued_for_retry',
  cancelled: 'cancelled',
  mirroring: 'mirroring_assets',
  completed: 'completed',
  cached: 'served_from_cache',
  failed: 'failed',
} as const);

export const analyzingStep = (section: string): string => `analyzing_${section}`;
