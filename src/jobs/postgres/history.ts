/** Search history in Postgres (spec §2.7, §4.11; the SQLite twin: search/history.ts). */
import { entry, type HistoryRow, type HistoryStatus } from '../../search/history.js';
import type { HistoryOps } from '../store.js';
import { charge, refund } from './accounts.js';
import type { PgPool } from './pg.js';
import { Params } from './sql.js';

export function pgHistory(pool: PgPool): HistoryOps {
  return {
    begin: (e, chargeRequest, metered) => pool.transaction(async (tx) => {
      const charged = chargeRequest ? await charge(tx, chargeRequest, e.id) : null;
      await tx.query(
        `INSERT INTO search_history (id, user_id, api_key_id, api_key_name, kind, query, depth, filters, status, credit_ref_id, credits_consumed, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'in_progress', $9, $10, $11)`,
        [e.id, e.userId, e.apiKeyId, e.apiKeyName, e.kind, e.query, e.depth, JSON.stringify(e.filters), charged?.creditRefId ?? null,
          metered ? (charged?.amount ?? 0) : null, e.now]);
      return charged;
    }),
    async complete(id, o) {
      const result = await pool.query(
        `UPDATE search_history SET status = 'completed', result_count = $1, latency_ms = $2, query_tags = $3, completed_at = $4
         WHERE id = $5 AND status = 'in_progress'`,
        [o.resultCount, Math.round(o.latencyMs), o.queryTags === null ? null : JSON.stringify(o.queryTags), o.now, id]);
      return result.rowCount === 1;
    },
    fail: (id, o) => pool.transaction(async (tx) => {
      const refunded = o.refundRef ? await refund(tx, o.refundRef) : false;
      const result = await tx.query(
        `UPDATE search_history SET status = 'failed', error = $1, latency_ms = $2, completed_at = $3, query_tags = COALESCE($4, query_tags),
           credits_consumed = CASE WHEN $5 THEN 0 ELSE credits_consumed END
         WHERE id = $6 AND status = 'in_progress'`,
        [o.error, Math.round(o.latencyMs), o.now, o.queryTags ? JSON.stringify(o.queryTags) : null, refunded, id]);
      return result.rowCount === 1;
    }),
    async get(id) {
      const row = (await pool.query<HistoryRow>('SELECT * FROM search_history WHERE id = $1', [id])).rows[0];
      return row ? { ...entry(row), user_id: row.user_id } : undefined;
    },
    async list(f) {
      // Spec §4.11: total_by_status counts under the other filters (status left out); total under all.
      const p = new Params();
      const where: string[] = [];
      if (f.userId !== null) where.push(`user_id = ${p.add(f.userId)}`);
      if (f.kind) where.push(`kind = ${p.add(f.kind)}`);
      if (f.depth) where.push(`depth = ${p.add(f.depth)}`);
      if (f.q) where.push(`strpos(lower(query), lower(${p.add(f.q)})) > 0`);
      if (f.apiKeyName !== undefined) where.push(`api_key_name = ${p.add(f.apiKeyName)}`);
      const others = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const byStatus = (await pool.query<Record<HistoryStatus, number>>(
        `SELECT (COUNT(*) FILTER (WHERE status = 'completed'))::int AS completed, (COUNT(*) FILTER (WHERE status = 'failed'))::int AS failed,
           (COUNT(*) FILTER (WHERE status = 'in_progress'))::int AS in_progress FROM search_history ${others}`, p.values)).rows[0]!;
      if (f.status) where.push(`status = ${p.add(f.status)}`);
      const all = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const { total } = (await pool.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM search_history ${all}`, p.values)).rows[0]!;
      const page = `LIMIT ${p.add(f.limit)} OFFSET ${p.add(f.offset)}`;
      const rows = (await pool.query<HistoryRow>(`SELECT * FROM search_history ${all} ORDER BY seq DESC ${page}`, p.values)).rows;
      return { rows: rows.map(entry), total, total_by_status: byStatus };
    },
  };
}
