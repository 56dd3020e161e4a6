/**
 * Operator controls over submissions (issue 8 item 5): list orphans, resume them, cancel a job,
 * retry a failed one. These are the dashboard owner's operations (like key management), exposed
 * as `bd.jobs` and as `brand-design resume | cancel | retry`. Every change is a guarded
 * transition, so racing a worker (or another operator) changes nothing twice.
 */
import { invalid } from '../errors.js';
import { failSubmission, type ExtractJobDeps } from '../jobs/extract-job.js';
import { findOrphans, requeue, workerAlive } from '../jobs/recovery.js';
import { RETRY_FROM, STEP, isInProgress } from '../jobs/states.js';
import type { SubmissionRow } from '../jobs/submission-store.js';
import type { RuntimeCore } from './core.js';
import { assertOpen, notFound } from './core.js';
import { nowIso } from './ids.js';
import { statusView, type SubmissionStatusView } from './views.js';

export interface JobControl {
  /** Unfinished submissions whose owning process is gone (step `orphaned`) or that a shutdown re-queued (step `interrupted`). */
  orphans(): Promise<SubmissionStatusView[]>;
  /**
   * Runs orphans in this runtime: all of them, or the given ids (each must be an orphan).
   * Returns the ids now queued here; wait for them with `client().submissions.wait`.
   */
  resume(ids?: string[]): Promise<string[]>;
  /** Fails an unfinished submission with error "cancelled", refunding its charge; stops it if this runtime runs it. */
  cancel(id: string): Promise<SubmissionStatusView>;
  /** Queues a failed submission again in this runtime (charged again when it was metered; 402 if the balance is short). */
  retry(id: string): Promise<SubmissionStatusView>;
}

type Deps = Pick<ExtractJobDeps, 'store' | 'onChange'>;

export function createJobControl(core: RuntimeCore, deps: Deps): JobControl {
  const { store } = core;
  const row = async (id: unknown): Promise<SubmissionRow> => {
    assertOpen(core);
    const found = typeof id === 'string' ? await store.get(id) : undefined;
    if (!found) throw notFound('submission', String(id));
    return found;
  };

  return {
    async orphans() {
      assertOpen(core);
      return findOrphans(await store.unfinished()).map(statusView);
    },

    async resume(ids) {
      assertOpen(core);
      const orphans = findOrphans(await store.unfinished());
      let chosen = orphans;
      if (ids !== undefined) {
        chosen = [];
        for (const id of ids) {
          const found = await row(id);
          const orphan = orphans.find((o) => o.id === id);
          if (!orphan) throw invalid(['id'], notOrphanReason(found), 'value_error.not_orphaned');
          chosen.push(orphan);
        }
      }
      for (const orphan of chosen) {
        await requeue(store, orphan.id, STEP.resumed);
        await core.runner.enqueue(orphan.id);
        deps.onChange(orphan.id);
      }
      return chosen.map((o) => o.id);
    },

    async cancel(id) {
      const found = await row(id);
      if (!isInProgress(found.status)) throw invalid(['id'], `submission ${found.id} is already ${found.status}; only unfinished submissions can be cancelled`, 'value_error.finished');
      await failSubmission(deps, found.id, 'cancelled by the operator');
      // A job this runtime runs stops now; one run by another live process stops at its next step
      // (its guarded updates no longer apply to a failed row).
      core.runner.abort(found.id);
      return statusView((await store.get(found.id))!);
    },

    async retry(id) {
      const found = await row(id);
      if (!RETRY_FROM.includes(found.status)) throw invalid(['id'], `submission ${found.id} is ${found.status}; only failed submissions can be retried`, 'value_error.not_failed');
      // Metered when it was charged at creation (credit_ref_id); a retry is charged again, since the failure was refunded.
      const charge = found.credit_ref_id !== null ? core.credits.chargeFor(found.user_id, 'submission') : null;
      const changed = await store.retry(found.id, STEP.retried, nowIso(), charge);
      if (!changed) throw invalid(['id'], `submission ${found.id} changed while retrying it; try again`, 'value_error.changed');
      await core.runner.enqueue(found.id);
      deps.onChange(found.id);
      return statusView((await store.get(found.id))!);
    },
  };
}

function notOrphanReason(row: SubmissionRow): string {
  if (!isInProgress(row.status)) return `submission ${row.id} is ${row.status}, not an orphan; only unfinished jobs whose process is gone can be resumed`;
  if (workerAlive(row.worker, row.heartbeat_at)) return `submission ${row.id} is being run by a live process (${row.worker}); it is not an orphan`;
  return `submission ${row.id} was just accepted and is not an orphan yet`;
}
