/**
 * What a worker does with a job pg-boss hands it (issue 13 §1), decided from the job's row.
 *
 * pg-boss delivers a job again only when its previous delivery expired (its worker stopped
 * beating: killed, lost machine) or was handed back at shutdown. So a row still in a running state
 * (crawling, extracting; a judge job extracting or judging) at delivery time belongs to a dead
 * worker: it is taken over — moved back to queued through the store's guarded requeue, then
 * claimed and run — unless it has already been started `maxAttempts` times, in which case it is
 * failed and its charge refunded (the store's `attempts` is the count; pg-boss's retry limit is only
 * the backstop, see pg-boss-queue.ts). A finished row is not run again.
 */
import { STEP, SUBMISSION_STATUS, type SubmissionStatus } from '../jobs/states.js';

export type DeliveryAction = 'run' | 'take-over' | 'give-up' | 'skip';

/** Pure: the action for a submission row (undefined: deleted) delivered by the queue. */
export function decideDelivery(row: { status: SubmissionStatus; attempts: number } | undefined, maxAttempts: number): DeliveryAction {
  if (!row) return 'skip';
  switch (row.status) {
    case SUBMISSION_STATUS.accepted:
    case SUBMISSION_STATUS.queued:
      return 'run';
    case SUBMISSION_STATUS.crawling:
    case SUBMISSION_STATUS.extracting:
      return row.attempts >= maxAttempts ? 'give-up' : 'take-over';
    default:
      return 'skip';
  }
}

/** Pure: the same for a judge job (it restarts from the top when taken over: every layer is cached). */
export function decideJudgeDelivery(row: { status: string; attempts: number } | undefined, maxAttempts: number): DeliveryAction {
  if (!row) return 'skip';
  if (row.status === 'accepted') return 'run';
  if (row.status === 'extracting' || row.status === 'judging') return row.attempts >= maxAttempts ? 'give-up' : 'take-over';
  return 'skip';
}

export function giveUpReason(attempts: number): string {
  return `its worker stopped during ${attempts} attempt${attempts === 1 ? '' : 's'}; giving up on this page`;
}

export interface ExtractDeliveryDeps {
  get: (id: string) => Promise<{ status: SubmissionStatus; attempts: number } | undefined>;
  /** The store's guarded crawling/extracting → queued (its half-built extraction fails). */
  requeue: (id: string, step: string) => Promise<void>;
  /** The normal claim (accepted → queued, or a queued row taken): jobs/extract-job.ts prepareExtraction. */
  claim: (id: string) => Promise<boolean>;
  /** Fails the submission and refunds it: jobs/extract-job.ts failSubmission. */
  fail: (id: string, reason: string) => Promise<void>;
  maxAttempts: number;
}

/** The `prepare` handler of the extraction queue in Postgres mode. */
export async function prepareDelivery(deps: ExtractDeliveryDeps, id: string): Promise<boolean> {
  const row = await deps.get(id);
  switch (decideDelivery(row, deps.maxAttempts)) {
    case 'skip':
      return false;
    case 'give-up':
      await deps.fail(id, giveUpReason(row!.attempts));
      return false;
    case 'take-over':
      await deps.requeue(id, STEP.resumed);
      return deps.claim(id);
    case 'run':
      return deps.claim(id);
  }
}

export interface JudgeDeliveryDeps {
  get: (id: string) => Promise<{ status: string; attempts: number } | undefined>;
  /** The normal claim: jobs/judge-job.ts prepareJudge (a taken-over job restarts from the top). */
  claim: (id: string) => Promise<boolean>;
  /** jobs/judge-job.ts failJudge. */
  fail: (id: string, reason: string) => Promise<void>;
  maxAttempts: number;
}

/** The `prepare` handler of the judge queue in Postgres mode. */
export async function prepareJudgeDelivery(deps: JudgeDeliveryDeps, id: string): Promise<boolean> {
  const row = await deps.get(id);
  const action = decideJudgeDelivery(row, deps.maxAttempts);
  if (action === 'skip') return false;
  if (action === 'give-up') {
    await deps.fail(id, giveUpReason(row!.attempts).replace('this page', 'this job'));
    return false;
  }
  return deps.claim(id);
}
