/**
 * Timing of the pg-boss queue (issue 13 §1: "a worker that dies mid-job has its job picked up by
 * another after a heartbeat expiry, within a documented bound"), as pure values and checks.
 *
 * pg-boss 10 has no heartbeat of its own: a job is failed by its maintenance pass once
 * `started_on + expire_in` is past. Our worker moves `started_on` forward every
 * `heartbeatSeconds` while the job runs (pg-boss.ts `touch`), so expiry means "no heartbeat for
 * `expireInSeconds`", not "ran longer than `expireInSeconds`": a slow page on a live worker is never
 * taken from it, a killed worker's job is.
 */
import { Issues, integer, objectArg } from '../api/validate.js';

export interface QueueSettings {
  /** A running job with no heartbeat for this long is expired and delivered again. @default 60 */
  expireInSeconds: number;
  /** How often a worker refreshes the jobs it runs; under half of `expireInSeconds`. @default expireInSeconds / 4, at most 15 */
  heartbeatSeconds: number;
  /** How often pg-boss's maintenance (expiry) runs, once for the whole cluster. @default expireInSeconds / 4, at most 15 */
  maintenanceIntervalSeconds: number;
  /** How often an idle worker asks Postgres for work. @default 1 */
  pollingIntervalMs: number;
  /** Delay before an expired job is delivered again. @default 0 */
  retryDelaySeconds: number;
}

export const DEFAULT_QUEUE_SETTINGS: Readonly<QueueSettings> = Object.freeze({
  expireInSeconds: 60,
  heartbeatSeconds: 15,
  maintenanceIntervalSeconds: 15,
  pollingIntervalMs: 1000,
  retryDelaySeconds: 0,
});

/**
 * The longest time from a worker's death to another worker starting its job: the last heartbeat
 * was at most at the death, expiry comes `expireInSeconds` later, is noticed at the next
 * maintenance pass, becomes fetchable after the retry delay and is fetched at the next poll.
 */
export function takeoverBoundSeconds(s: QueueSettings): number {
  return s.expireInSeconds + s.maintenanceIntervalSeconds + s.retryDelaySeconds + s.pollingIntervalMs / 1000;
}

/** Validates `queue` options (422 with the offending field) and fills defaults. */
export function queueSettings(value: unknown, loc: string[] = ['options', 'queue']): QueueSettings {
  const issues = new Issues();
  const o = objectArg(value, loc, 'an object { expireInSeconds?, heartbeatSeconds?, maintenanceIntervalSeconds?, pollingIntervalMs?, retryDelaySeconds? }', issues) as Partial<QueueSettings>;
  const d = DEFAULT_QUEUE_SETTINGS;
  // pg-boss caps expiry below 24 h.
  const expireInSeconds = integer(o.expireInSeconds, [...loc, 'expireInSeconds'], { min: 2, max: 86_399, default: d.expireInSeconds }, issues);
  const heartbeatSeconds = integer(o.heartbeatSeconds, [...loc, 'heartbeatSeconds'], { min: 1, max: 86_399, default: Math.max(1, Math.min(d.heartbeatSeconds, Math.floor(expireInSeconds / 4))) }, issues);
  // Expiry is checked about four times per window, so a shorter window also moves jobs sooner.
  const maintenanceIntervalSeconds = integer(o.maintenanceIntervalSeconds, [...loc, 'maintenanceIntervalSeconds'], { min: 1, max: 86_399, default: Math.max(1, Math.min(d.maintenanceIntervalSeconds, Math.floor(expireInSeconds / 4))) }, issues);
  const pollingIntervalMs = integer(o.pollingIntervalMs, [...loc, 'pollingIntervalMs'], { min: 50, max: 600_000, default: d.pollingIntervalMs }, issues);
  const retryDelaySeconds = integer(o.retryDelaySeconds, [...loc, 'retryDelaySeconds'], { min: 0, max: 86_399, default: d.retryDelaySeconds }, issues);
  // Two missed heartbeats must not expire a live job (a busy event loop, a slow round trip).
  if (heartbeatSeconds * 2 >= expireInSeconds) {
    issues.add([...loc, 'heartbeatSeconds'], `expected under half of expireInSeconds (${expireInSeconds}); got ${heartbeatSeconds}`, 'value_error.number.not_lt');
  }
  issues.throwIfAny();
  return { expireInSeconds, heartbeatSeconds, maintenanceIntervalSeconds, pollingIntervalMs, retryDelaySeconds };
}
