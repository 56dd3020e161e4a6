/**
 * The search history table (spec §2.7, §4.11), appended to `MIGRATIONS` in migrations.ts.
 *
 * One row per search or similarity lookup: the request and its outcome, never the results.
 * `status` goes in_progress → completed | failed; `credits_consumed` is null when metering was
 * off and 0 once a failed request was refunded (like submissions, spec §2.1).
 */
export const SEARCH_HISTORY_MIGRATION = `
  CREATE TABLE search_history (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL REFERENCES users(id),
    api_key_id TEXT,
    api_key_name TEXT,
    kind TEXT NOT NULL,
    query TEXT NOT NULL,
    depth TEXT NOT NULL,
    filters TEXT NOT NULL,
    query_tags TEXT,
    status TEXT NOT NULL,
    result_count INTEGER NOT NULL DEFAULT 0,
    latency_ms INTEGER,
    credit_ref_id TEXT,
    credits_consumed INTEGER,
    error TEXT,
    created_at TEXT NOT NULL,
    completed_at TEXT
  );
  CREATE INDEX search_history_user ON search_history(user_id, seq);
`;
