/**
 * Search history (spec §2.7, §4.11): every search and similarity lookup is recorded with its
 * request and outcome — never its results. Rows start `in_progress` and end `completed` or
 * `failed` through guarded updates (a finished row is never rewritten).
 *
 * This is the SQLite table code (synchronous, run by jobs/sqlite-store.ts); the Postgres twin is
 * jobs/postgres/history.ts, behind the same HistoryOps (jobs/store.ts).
 */
import type { Database } from '../jobs/database.js';

export const HISTORY_KINDS = ['search', 'similar'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export const HISTORY_STATUSES = ['completed', 'failed', 'in_progress'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];
export const DEPTHS = ['fast', 'deep'] as const;
export type Depth = (typeof DEPTHS)[number];

/** Spec §2.7. */
export interface HistoryEntry {
  id: string;
  kind: HistoryKind;
  query: string;
  depth: Depth;
  filters: Record<string, unknown>;
  query_tags: Record<string, unknown> | null;
  status: HistoryStatus;
  result_count: number;
  latency_ms: number | null;
  credit_ref_id: string | null;
  /** Null when metering was off; 0 once a failed request was refunded. */
  credits_consumed: number | null;
  api_key_name: string | null;
  created_at: string;
  completed_at: string | null;
  /** Why a failed request failed (not in the spec's list; null otherwise). */
  error: string | null;
}

export interface HistoryRow {
  id: string;
  user_id: string;
  api_key_name: string | null;
  kind: HistoryKind;
  query: string;
  depth: Depth;
  filters: string;
  query_tags: string | null;
  status: HistoryStatus;
  result_count: number;
  latency_ms: number | null;
  credit_ref_id: string | null;
  credits_consumed: number | null;
  error: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface NewHistoryEntry {
  id: string;
  userId: string;
  apiKeyId: string | null;
  apiKeyName: string | null;
  kind: HistoryKind;
  query: string;
  depth: Depth;
  filters: Record<string, unknown>;
  creditRefId: string | null;
  creditsConsumed: number | null;
  now: string;
}

export interface HistoryFilter {
  /** null: every user (admin). */
  userId: string | null;
  kind?: HistoryKind;
  status?: HistoryStatus;
  depth?: Depth;
  /** Case-insensitive substring of the query text. */
  q?: string;
  apiKeyName?: string;
  limit: number;
  offset: number;
}

export interface HistoryPage {
  rows: HistoryEntry[];
  total: number;
  total_by_status: Record<HistoryStatus, number>;
}

export class SearchHistory {
  constructor(private readonly db: Database) {}

  insert(e: NewHistoryEntry): void {
    this.db
      .prepare(
        `INSERT INTO search_history (id, user_id, api_key_id, api_key_name, kind, query, depth, filters, status,
           credit_ref_id, credits_consumed, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'in_progress', ?, ?, ?)`,
      )
      .run(e.id, e.userId, e.apiKeyId, e.apiKeyName, e.kind, e.query, e.depth, JSON.stringify(e.filters), e.creditRefId, e.creditsConsumed, e.now);
  }

  /** Marks an in-progress row completed. Returns whether it changed. */
  complete(id: string, o: { resultCount: number; latencyMs: number; queryTags: object | null; now: string }): boolean {
    const info = this.db
      .prepare(
        `UPDATE search_history SET status = 'completed', result_count = ?, latency_ms = ?, query_tags = ?, completed_at = ?
         WHERE id = ? AND status = 'in_progress'`,
      )
      .run(o.resultCount, Math.round(o.latencyMs), o.queryTags === null ? null : JSON.stringify(o.queryTags), o.now, id);
    return info.changes === 1;
  }

  /** Marks an in-progress row failed; `refunded` zeroes its credits (spec §8: failed requests are refunded). */
  fail(id: string, o: { error: string; latencyMs: number; refunded: boolean; queryTags?: object | null; now: string }): boolean {
    const info = this.db
      .prepare(
        `UPDATE search_history SET status = 'failed', error = ?, latency_ms = ?, completed_at = ?, query_tags = COALESCE(?, query_tags),
           credits_consumed = CASE WHEN ? THEN 0 ELSE credits_consumed END
         WHERE id = ? AND status = 'in_progress'`,
      )
      .run(o.error, Math.round(o.latencyMs), o.now, o.queryTags ? JSON.stringify(o.queryTags) : null, o.refunded ? 1 : 0, id);
    return info.changes === 1;
  }

  get(id: string): (HistoryEntry & { user_id: string }) | undefined {
    const row = this.db.prepare('SELECT * FROM search_history WHERE id = ?').get(id) as HistoryRow | undefined;
    return row ? { ...entry(row), user_id: row.user_id } : undefined;
  }

  /**
   * Spec §4.11: newest first; `total` counts everything matching, `total_by_status` counts by
   * outcome under the other filters (the status filter left out), both ignoring pagination.
   */
  list(f: HistoryFilter): HistoryPage {
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (f.userId !== null) { where.push('user_id = @userId'); params.userId = f.userId; }
    if (f.kind) { where.push('kind = @kind'); params.kind = f.kind; }
    if (f.depth) { where.push('depth = @depth'); params.depth = f.depth; }
    if (f.q) { where.push('instr(lower(query), lower(@q)) > 0'); params.q = f.q; }
    if (f.apiKeyName !== undefined) { where.push('api_key_name = @apiKeyName'); params.apiKeyName = f.apiKeyName; }
    const others = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const byStatus = this.db
      .prepare(
        `SELECT COALESCE(SUM(status = 'completed'), 0) AS completed, COALESCE(SUM(status = 'failed'), 0) AS failed,
           COALESCE(SUM(status = 'in_progress'), 0) AS in_progress
         FROM search_history ${others}`,
      )
      .get(params) as Record<HistoryStatus, number>;
    if (f.status) { where.push('status = @status'); params.status = f.status; }
    const all = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM search_history ${all}`).get(params) as { total: number };
    const rows = this.db
      .prepare(`SELECT * FROM search_history ${all} ORDER BY seq DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: f.limit, offset: f.offset }) as HistoryRow[];
    return { rows: rows.map(entry), total, total_by_status: byStatus };
  }
}

/** A stored row as the spec's entry (JSON columns parsed). Pure. */
export function entry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    kind: row.kind,
    query: row.query,
    depth: row.depth,
    filters: JSON.parse(row.filters) as Record<string, unknown>,
    query_tags: row.query_tags === null ? null : (JSON.parse(row.query_tags) as Record<string, unknown>),
    status: row.status,
    result_count: row.result_count,
    latency_ms: row.latency_ms,
    credit_ref_id: row.credit_ref_id,
    credits_consumed: row.credits_consumed,
    api_key_name: row.api_key_name,
    created_at: row.created_at,
    completed_at: row.completed_at,
    error: row.error,
  };
}
