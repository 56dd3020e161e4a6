/**
 * Small helpers for the Postgres table code: numbered parameters, and the guarded transition
 * (jobs/guarded-update.ts for SQLite): `UPDATE … WHERE id = … AND status = ANY(predecessors)`,
 * reporting whether the row changed (STYLE.md, pg-boss style).
 */
import type { Queryable } from './pg.js';

/** Collects values and hands out their `$n` placeholders in order. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Column names come from the code (typed `extra` keys), never from input; checked anyway. */
const COLUMN = /^[a-z_]+$/;

export function assignments(fields: Record<string, unknown>, p: Params): string[] {
  return Object.entries(fields).map(([column, value]) => {
    if (!COLUMN.test(column)) throw new Error(`not a column name: ${column}`);
    return `${column} = ${p.add(value)}`;
  });
}

export async function guardedTransition(
  db: Queryable,
  table: 'submissions' | 'judge_jobs',
  id: string,
  to: string,
  from: readonly string[],
  step: string,
  now: string,
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const p = new Params();
  const at = p.add(now);
  const sets = [`status = ${p.add(to)}`, `current_step = ${p.add(step)}`, `step_started_at = ${at}`, `updated_at = ${at}`, ...assignments(extra, p)];
  const result = await db.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ${p.add(id)} AND status = ANY(${p.add([...from])}::text[])`, p.values);
  return result.rowCount === 1;
}

/** Counts by outcome, as integers (COUNT is bigint, which node-postgres returns as a string). */
export const TOTALS_SQL = `COUNT(*)::int AS total,
  (COUNT(*) FILTER (WHERE status = 'completed'))::int AS completed,
  (COUNT(*) FILTER (WHERE status = 'failed'))::int AS failed`;
