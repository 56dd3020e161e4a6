/**
 * Crash recovery (issue: "if the process is killed mid-job, the next openBrandDesign on the same
 * data dir resumes or fails-and-refunds that job"). A job whose worker process is gone is resumed
 * from the start (a capture is not resumable mid-way) until it has been attempted
 * `maxAttempts` times; then it is failed and refunded. Jobs of a live runtime are left alone.
 */
import type { SubmissionStore } from './submission-store.js';
import { SUBMISSION_STATUS, STEP } from './states.js';
import { nowIso } from '../api/ids.js';

export interface RecoveryDecision {
  resume: string[];
  fail: { id: string; reason: string }[];
}

/** Worker ids of the runtimes open in this process (several may share one data dir in tests). */
const liveInThisProcess = new Set<string>();

export function newWorkerIdentity(): string {
  const id = `${process.pid}#${Math.random().toString(36).slice(2, 10)}`;
  liveInThisProcess.add(id);
  return id;
}

export function retireWorkerIdentity(id: string): void {
  liveInThisProcess.delete(id);
}

/** True while the process named by a worker id still runs on this machine. */
export function workerAlive(worker: string | null): boolean {
  if (!worker) return false;
  const pid = Number(worker.split('#')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return liveInThisProcess.has(worker);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Decides, without side effects, what to do with each unfinished submission. */
export function planRecovery(store: SubmissionStore, maxAttempts: number): RecoveryDecision {
  const decision: RecoveryDecision = { resume: [], fail: [] };
  for (const row of store.unfinished()) {
    if (row.status === SUBMISSION_STATUS.accepted || row.status === SUBMISSION_STATUS.queued) {
      if (!workerAlive(row.worker)) decision.resume.push(row.id);
      continue;
    }
    if (workerAlive(row.worker)) continue;
    if (row.attempts >= maxAttempts) {
      decision.fail.push({ id: row.id, reason: `the runtime stopped during ${row.current_step} ${row.attempts} times; giving up on this page` });
    } else {
      decision.resume.push(row.id);
    }
  }
  return decision;
}

/** Moves interrupted jobs back to queued; their half-built extraction is marked failed. */
export function requeue(store: SubmissionStore, id: string): void {
  store.transaction(() => {
    const row = store.get(id);
    if (!row || (row.status !== SUBMISSION_STATUS.crawling && row.status !== SUBMISSION_STATUS.extracting)) return;
    if (row.extraction_id) store.failExtraction(row.extraction_id);
    store.transition(id, SUBMISSION_STATUS.queued, STEP.resumed, nowIso(), { extraction_id: null, worker: null });
  });
}
