/**
 * Submission lifecycle (spec §2.1, §3.1). The spec names the states but not the transitions;
 * ours are linear, with `failed` reachable from every in-progress state:
 *
 *   accepted → queued → crawling → extracting → completed
 *        └────────┴─────────┴───────────┴──────→ failed
 *
 * A cache hit goes accepted → completed directly. Crash recovery moves crawling/extracting back to
 * queued (resume) or to failed. Every transition is a guarded update (see submission-store.ts).
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
  queued: ['accepted', 'crawling', 'extracting'], // the last two only through crash recovery
  crawling: ['queued'],
  extracting: ['crawling'],
  completed: ['accepted', 'extracting'], // accepted → completed is a cache hit
  failed: ['accepted', 'queued', 'crawling', 'extracting'],
});

/**
 * `current_step` names (documented in the README). Crawl steps come from crawl/types.ts;
 * analysis steps are `analyzing_<section>`.
 */
export const STEP = Object.freeze({
  accepted: 'accepted',
  queued: 'queued',
  resumed: 'queued_after_restart',
  mirroring: 'mirroring_assets',
  completed: 'completed',
  cached: 'served_from_cache',
  failed: 'failed',
} as const);

export const analyzingStep = (section: string): string => `analyzing_${section}`;
