/**
 * Brand-adherence jobs (spec §2.8, §3.2) and the verifier's caches in SQLite. Transitions are
 * guarded updates, as for submissions.
 */
import type { Database } from './database.js';
import { guardedTransition } from './guarded-update.js';

/** Spec §3.2: accepted → extracting → judging → completed; failed from any of the first three. */
export const JUDGE_STATUS = Object.freeze({
  accepted: 'accepted',
  extracting: 'extracting',
  judging: 'judging',
  completed: 'completed',
  failed: 'failed',
} as const);
export type JudgeStatus = (typeof JUDGE_STATUS)[keyof typeof JUDGE_STATUS];
export const JUDGE_STATUSES = Object.values(JUDGE_STATUS) as JudgeStatus[];
export const JUDGE_IN_PROGRESS: readonly JudgeStatus[] = ['accepted', 'extracting', 'judging'];

export const JUDGE_TRANSITIONS: Readonly<Record<JudgeStatus, readonly JudgeStatus[]>> = {
  accepted: ['extracting', 'judging'], // back to accepted only through crash recovery
  extracting: ['accepted'],
  judging: ['extracting'],
  completed: ['judging'],
  failed: ['accepted', 'extracting', 'judging'],
};

export interface JudgeCacheHit {
  design_extraction: { reference: boolean; source: boolean };
  verifier_extraction: { reference: boolean; source: boolean };
  final_report: boolean;
}

export const NO_CACHE_HIT: JudgeCacheHit = Object.freeze({
  design_extraction: { reference: false, source: false },
  verifier_extraction: { reference: false, source: false },
  final_report: false,
});

export interface JudgeRow {
  seq: number;
  id: string;
  user_id: string;
  api_key_id: string | null;
  api_key_name: string | null;
  reference_url: string;
  source_url: string;
  source_css: string | null;
  status: JudgeStatus;
  current_step: string;
  step_started_at: string;
  updated_at: string;
  accepted_at: string;
  completed_at: string | null;
  error: string | null;
  is_public: number;
  force_fresh: number;
  reference_submission_id: string | null;
  source_submission_id: string | null;
  /** JSON array: the reference site's other pages (issue 10 §1), pooled with reference_url. */
  reference_urls: string;
  /** JSON array: their submissions, in the same order, once submitted. */
  reference_submission_ids: string;
  cache_hit: string;
  score: number | null;
  recommendations: string;
  fixes: string;
  attempts: number;
  worker: string | null;
}

export type NewJudgeJob = Pick<JudgeRow, 'id' | 'user_id' | 'api_key_id' | 'api_key_name' | 'reference_url' | 'source_url' | 'source_css'> & {
  /** The reference site's other pages. @default [] */
  reference_urls?: string[];
  is_public: boolean;
  force_fresh: boolean;
  now: string;
};

export class JudgeStore {
  constructor(private readonly db: Database) {}

  insert(j: NewJudgeJob): void {
    this.db
      .prepare(
        `INSERT INTO judge_jobs (id, user_id, api_key_id, api_key_name, reference_url, source_url, source_css, status,
           current_step, step_started_at, updated_at, accepted_at, is_public, force_fresh, cache_hit, reference_urls)
         VALUES (@id, @user_id, @api_key_id, @api_key_name, @reference_url, @source_url, @source_css, 'accepted',
           'accepted', @now, @now, @now, @is_public, @force_fresh, @cache_hit, @reference_urls)`,
      )
      .run({ ...j, is_public: j.is_public ? 1 : 0, force_fresh: j.force_fresh ? 1 : 0, cache_hit: JSON.stringify(NO_CACHE_HIT), reference_urls: JSON.stringify(j.reference_urls ?? []) });
  }

  get(id: string): JudgeRow | undefined {
    return this.db.prepare('SELECT * FROM judge_jobs WHERE id = ?').get(id) as JudgeRow | undefined;
  }

  transition(id: string, to: JudgeStatus, step: string, now: string, extra: Partial<Pick<JudgeRow, 'error' | 'completed_at' | 'score' | 'recommendations' | 'fixes' | 'worker'>> = {}): boolean {
    return guardedTransition(this.db, 'judge_jobs', id, to, JUDGE_TRANSITIONS[to], step, now, extra);
  }

  step(id: string, status: JudgeStatus, step: string, now: string): boolean {
    return this.db
      .prepare('UPDATE judge_jobs SET current_step = ?, step_started_at = ?, updated_at = ? WHERE id = ? AND status = ?')
      .run(step, now, now, id, status).changes === 1;
  }

  update(id: string, fields: Partial<Pick<JudgeRow, 'reference_submission_id' | 'reference_submission_ids' | 'source_submission_id' | 'cache_hit' | 'worker' | 'is_public' | 'updated_at' | 'score'>>): void {
    const keys = Object.keys(fields);
    if (keys.length === 0) return;
    this.db.prepare(`UPDATE judge_jobs SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ id, ...fields });
  }

  claim(id: string, worker: string): void {
    this.db.prepare('UPDATE judge_jobs SET worker = ?, attempts = attempts + 1 WHERE id = ?').run(worker, id);
  }

  unfinished(): JudgeRow[] {
    return this.db.prepare(`SELECT * FROM judge_jobs WHERE status IN ('accepted','extracting','judging') ORDER BY seq`).all() as JudgeRow[];
  }

  /** Most recent first; totals independent of pagination and summing to total (like §4.3). */
  list(f: { userId: string | null; status?: JudgeStatus; limit: number; offset: number }): { rows: JudgeRow[]; total: number; totals: { completed: number; failed: number; in_progress: number } } {
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (f.userId !== null) { where.push('user_id = @userId'); params.userId = f.userId; }
    if (f.status) { where.push('status = @status'); params.status = f.status; }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const counts = this.db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(status = 'completed'), 0) AS completed, COALESCE(SUM(status = 'failed'), 0) AS failed,
           COALESCE(SUM(status IN ('accepted','extracting','judging')), 0) AS in_progress FROM judge_jobs ${clause}`,
      )
      .get(params) as { total: number; completed: number; failed: number; in_progress: number };
    const rows = this.db.prepare(`SELECT * FROM judge_jobs ${clause} ORDER BY seq DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: f.limit, offset: f.offset }) as JudgeRow[];
    return { rows, total: counts.total, totals: { completed: counts.completed, failed: counts.failed, in_progress: counts.in_progress } };
  }

  // --- partial verdicts ---------------------------------------------------------------------

  checkpointComponent(jobId: string, component: string, position: number, verdict: unknown, now: string): void {
    this.db
      .prepare(
        `INSERT INTO judge_components (job_id, component, position, verdict, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(job_id, component) DO UPDATE SET verdict = excluded.verdict, updated_at = excluded.updated_at`,
      )
      .run(jobId, component, position, JSON.stringify(verdict), now);
  }

  components(jobId: string): { component: string; verdict: unknown }[] {
    return (this.db.prepare('SELECT component, verdict FROM judge_components WHERE job_id = ? ORDER BY position').all(jobId) as { component: string; verdict: string }[])
      .map((r) => ({ component: r.component, verdict: JSON.parse(r.verdict) as unknown }));
  }

  clearComponents(jobId: string): void {
    this.db.prepare('DELETE FROM judge_components WHERE job_id = ?').run(jobId);
  }

  // --- caches -------------------------------------------------------------------------------

  features(extractionId: string, version: number): unknown | undefined {
    const row = this.db.prepare('SELECT features FROM verifier_features WHERE extraction_id = ? AND version = ?').get(extractionId, version) as { features: string } | undefined;
    return row ? (JSON.parse(row.features) as unknown) : undefined;
  }

  putFeatures(extractionId: string, version: number, features: unknown, now: string): void {
    this.db
      .prepare('INSERT OR REPLACE INTO verifier_features (extraction_id, version, features, created_at) VALUES (?, ?, ?, ?)')
      .run(extractionId, version, JSON.stringify(features), now);
  }

  report(referenceExtractionId: string, sourceExtractionId: string, version: string): unknown | undefined {
    const row = this.db
      .prepare('SELECT report FROM judge_reports WHERE reference_extraction_id = ? AND source_extraction_id = ? AND verifier_version = ?')
      .get(referenceExtractionId, sourceExtractionId, version) as { report: string } | undefined;
    return row ? (JSON.parse(row.report) as unknown) : undefined;
  }

  putReport(referenceExtractionId: string, sourceExtractionId: string, version: string, report: unknown, now: string): void {
    this.db
      .prepare('INSERT OR REPLACE INTO judge_reports (reference_extraction_id, source_extraction_id, verifier_version, report, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(referenceExtractionId, sourceExtractionId, version, JSON.stringify(report), now);
  }

  /** BEGIN IMMEDIATE, as the submission store's transactions (a read-then-write deferred one fails at once under another writer). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }
}
