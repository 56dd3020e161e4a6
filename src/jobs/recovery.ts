/**
 * Job ownership and crash recovery (issue 8 item 5). Every job row being worked on names its owner
 * (`worker`: host, pid and runtime) and carries a heartbeat the owner refreshes while the job is in
 * progress. A job whose owner is gone is an *orphan*: it stays in its in-progress status (the
 * spec's state set, §2.1, has no other) with `current_step = 'orphaned'` until it is resumed,
 * cancelled, or settled by a runtime opened with `recover: 'resume' | 'fail'`. Jobs of a live
 * runtime are never touched.
 */
import { hostname } from 'node:os';
import type { SubmissionRow } from './submission-store.js';
import type { SubmissionOps } from './store.js';
import { SUBMISSION_STATUS, STEP } from './states.js';
import { nowIso } from '../api/ids.js';

export interface RecoveryDecision {
  resume: string[];
  fail: { id: string; reason: string }[];
}

/** An owner that has not refreshed its heartbeat for this long is dead, even if its pid runs (pid reuse). */
export const HEARTBEAT_STALE_MS = 120_000;
/** How often a runtime refreshes the heartbeat of the jobs it owns. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** An `accepted` row with no owner is normal for a moment (between insert and enqueue in another process). */
const UNCLAIMED_GRACE_MS = 30_000;

const HOST = hostname();

/** Worker ids of the runtimes open in this process (several may share one data dir in tests). */
const liveInThisProcess = new Set<string>();

/** `<host>/<pid>#<random>`: which machine, which process, which runtime in it. */
export function newWorkerIdentity(): string {
  const id = `${HOST}/${process.pid}#${Math.random().toString(36).slice(2, 10)}`;
  liveInThisProcess.add(id);
  return id;
}

export function retireWorkerIdentity(id: string): void {
  liveInThisProcess.delete(id);
}

/** Host (null in ids written before hosts were recorded: this machine) and pid of a worker id. */
export function parseWorker(worker: string): { host: string | null; pid: number } {
  const owner = worker.split('#')[0]!;
  const slash = owner.lastIndexOf('/');
  return { host: slash >= 0 ? owner.slice(0, slash) : null, pid: Number(owner.slice(slash + 1)) };
}

/**
 * True while the owner named by a worker id still runs: in this process, a runtime not yet closed;
 * on this machine, a live pid with a fresh heartbeat; elsewhere, a fresh heartbeat.
 */
export function workerAlive(worker: string | null, heartbeatAt: string | null = null, now = Date.now()): boolean {
  if (!worker) return false;
  const fresh = heartbeatAt === null || now - Date.parse(heartbeatAt) < HEARTBEAT_STALE_MS;
  const { host, pid } = parseWorker(worker);
  if (host !== null && host !== HOST) return heartbeatAt !== null && fresh;
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return liveInThisProcess.has(worker);
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return fresh;
}

/** Unfinished submissions whose owner is gone (or that never had one and were left waiting). */
export function findOrphans(rows: readonly SubmissionRow[], now = Date.now()): SubmissionRow[] {
  return rows.filter((row) => {
    if (workerAlive(row.worker, row.heartbeat_at, now)) return false;
    if (row.worker === null && row.status === SUBMISSION_STATUS.accepted) return now - Date.parse(row.updated_at) > UNCLAIMED_GRACE_MS;
    return true;
  });
}

/** Decides, without side effects, how `recover: 'resume'` settles each orphan. */
export function planRecovery(unfinished: readonly SubmissionRow[], maxAttempts: number): RecoveryDecision {
  const decision: RecoveryDecision = { resume: [], fail: [] };
  for (const row of findOrphans(unfinished)) {
    if (row.status === SUBMISSION_STATUS.accepted || row.status === SUBMISSION_STATUS.queued || row.attempts < maxAttempts) {
      decision.resume.push(row.id);
    } else {
      decision.fail.push({ id: row.id, reason: `the runtime stopped during ${stepBefore(row)} ${row.attempts} times; giving up on this page` });
    }
  }
  return decision;
}

/** `recover: 'leave'`: orphans keep their status; their step says what happened. Returns their ids. */
export async function markOrphans(store: SubmissionOps): Promise<string[]> {
  const now = nowIso();
  const orphans = findOrphans(await store.unfinished());
  for (const row of orphans) {
    if (row.current_step !== STEP.orphaned && row.current_step !== STEP.interrupted) await store.step(row.id, row.status, STEP.orphaned, now);
  }
  return orphans.map((row) => row.id);
}

/**
 * Moves an interrupted job back to queued with no owner; its half-built extraction is marked
 * failed. The default step is the shutdown's (`interrupted`); recovery passes its own.
 */
export function requeue(store: SubmissionOps, id: string, step: string = STEP.interrupted): Promise<void> {
  return store.requeue(id, step, nowIso());
}

/** The step an orphan was in before it was marked (for messages). */
function stepBefore(row: SubmissionRow): string {
  return row.current_step === STEP.orphaned ? row.status : row.current_step;
}
