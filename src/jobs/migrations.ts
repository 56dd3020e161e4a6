import { SEARCH_HISTORY_MIGRATION } from './migrations-search.js';

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
  // Judge (brand-adherence) jobs, the verifier's caches, and page variants with injected CSS.
  `
  ALTER TABLE submissions ADD COLUMN inject_css TEXT;
  ALTER TABLE extractions ADD COLUMN variant TEXT NOT NULL DEFAULT '';
  CREATE TABLE judge_jobs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL REFERENCES users(id),
    api_key_id TEXT,
    api_key_name TEXT,
    reference_url TEXT NOT NULL,
    source_url TEXT NOT NULL,
    source_css TEXT,
    status TEXT NOT NULL,
    current_step TEXT NOT NULL,
    step_started_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    accepted_at TEXT NOT NULL,
    completed_at TEXT,
    error TEXT,
    is_public INTEGER NOT NULL DEFAULT 0,
    force_fresh INTEGER NOT NULL DEFAULT 0,
    reference_submission_id TEXT,
    source_submission_id TEXT,
    cache_hit TEXT NOT NULL,
    score REAL,
    recommendations TEXT NOT NULL DEFAULT '[]',
    fixes TEXT NOT NULL DEFAULT '[]',
    attempts INTEGER NOT NULL DEFAULT 0,
    worker TEXT
  );
  CREATE INDEX judge_jobs_user ON judge_jobs(user_id, seq);
  CREATE TABLE judge_components (
    job_id TEXT NOT NULL REFERENCES judge_jobs(id),
    component TEXT NOT NULL,
    position INTEGER NOT NULL,
    verdict TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (job_id, component)
  );
  CREATE TABLE verifier_features (
    extraction_id TEXT PRIMARY KEY REFERENCES extractions(id),
    version INTEGER NOT NULL,
    features TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE judge_reports (
    reference_extraction_id TEXT NOT NULL,
    source_extraction_id TEXT NOT NULL,
    verifier_version TEXT NOT NULL,
    report TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (reference_extraction_id, source_extraction_id, verifier_version)
  );
  `,
  SEARCH_HISTORY_MIGRATION,
  // Job ownership (issue 8 item 5): the worker column names host, pid and runtime; the owner
  // refreshes heartbeat_at while it runs the job, so a dead owner is recognisable from any process.
  `
  ALTER TABLE submissions ADD COLUMN heartbeat_at TEXT;
  ALTER TABLE judge_jobs ADD COLUMN heartbeat_at TEXT;
  CREATE INDEX submissions_in_flight ON submissions(user_id, normalized_url) WHERE status IN ('accepted','queued','crawling','extracting');
  `,
  // Site references (issue 10 §1): the reference's other pages (JSON array of URLs) and their
  // extractions (JSON array of submission ids, in the same order), pooled with reference_url.
  `
  ALTER TABLE judge_jobs ADD COLUMN reference_urls TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE judge_jobs ADD COLUMN reference_submission_ids TEXT NOT NULL DEFAULT '[]';
  `,
];
