/** Schema migrations, applied in order; `PRAGMA user_version` records how many ran. Append only. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    credits_balance INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    secret_hash TEXT NOT NULL UNIQUE,
    prefix TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    revoked_at TEXT,
    last_used_at TEXT
  );
  CREATE TABLE credit_ledger (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    operation TEXT NOT NULL,
    amount INTEGER NOT NULL,
    subject_id TEXT,
    created_at TEXT NOT NULL,
    refunded_at TEXT
  );
  CREATE TABLE extractions (
    id TEXT PRIMARY KEY,
    normalized_url TEXT NOT NULL,
    source_url TEXT NOT NULL,
    final_url TEXT,
    sections TEXT NOT NULL,
    status TEXT NOT NULL,
    dir TEXT NOT NULL,
    created_at TEXT NOT NULL,
    completed_at TEXT,
    result_updated_at TEXT,
    section_errors TEXT NOT NULL DEFAULT '[]',
    assets TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX extractions_cache ON extractions(normalized_url, status, completed_at);
  CREATE TABLE extraction_sections (
    extraction_id TEXT NOT NULL REFERENCES extractions(id),
    name TEXT NOT NULL,
    position INTEGER NOT NULL,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (extraction_id, name)
  );
  CREATE TABLE submissions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL REFERENCES users(id),
    api_key_id TEXT,
    api_key_name TEXT,
    source_url TEXT NOT NULL,
    normalized_url TEXT NOT NULL,
    status TEXT NOT NULL,
    current_step TEXT NOT NULL,
    step_started_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    accepted_at TEXT NOT NULL,
    completed_at TEXT,
    error TEXT,
    is_public INTEGER NOT NULL DEFAULT 0,
    cache_hit INTEGER NOT NULL DEFAULT 0,
    extraction_id TEXT REFERENCES extractions(id),
    credits_consumed INTEGER,
    credit_ref_id TEXT,
    batch_id TEXT,
    batch_label TEXT,
    sections TEXT NOT NULL,
    force_fresh INTEGER NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL DEFAULT 0,
    worker TEXT
  );
  CREATE INDEX submissions_user ON submissions(user_id, seq);
  CREATE INDEX submissions_status ON submissions(status);
  CREATE INDEX submissions_batch ON submissions(batch_id);
  `,
];
