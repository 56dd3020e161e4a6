/**
 * The one way job rows change state: a guarded update that applies only while the row is in one
 * of the allowed predecessor states (pg-boss style, STYLE.md). Returns whether the row changed.
 */
import type { Database } from './database.js';

export function guardedTransition(
  db: Database,
  table: 'submissions' | 'judge_jobs',
  id: string,
  to: string,
  from: readonly string[],
  step: string,
  now: string,
  extra: Record<string, unknown> = {},
): boolean {
  const sets = ['status = @to', 'current_step = @step', 'step_started_at = @now', 'updated_at = @now'];
  for (const key of Object.keys(extra)) sets.push(`${key} = @${key}`);
  const placeholders = from.map((_, i) => `@from${i}`).join(',');
  const params: Record<string, unknown> = { id, to, step, now, ...extra };
  from.forEach((state, i) => (params[`from${i}`] = state));
  return db.prepare(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = @id AND status IN (${placeholders})`).run(params).changes === 1;
}
