import { randomBytes } from 'node:crypto';

/** Prefixed random identifiers (`sub_…`, `ext_…`): unguessable, sortable only by their row order. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** ISO 8601 timestamp with milliseconds, UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}
