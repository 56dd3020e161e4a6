/**
 * Submissions, extractions and their checkpointed sections in SQLite.
 *
 * Every state change is a guarded update (`… WHERE status IN (predecessors)`), so a transition
 * that no longer applies (a job failed by recovery, a duplicate worker) changes nothing and
 * reports `false` instead of corrupting the row (pg-boss style, STYLE.md).
 */
import type { Database } from './database.js';
import { guardedTransition } from './guarded-update.js';
import { SUBMISSION_STATUS, TRANSITIONS, type SubmissionStatus } from './states.js';
import type { SectionName } from '../analyze/section-names.js';

export interface SubmissionRow {
  seq: number;
  id: string;
  user_id: string;
  api_key_id: string | null;
  api_key_name: string | null;
  source_url: string;
  normalized_url: string;
  status: SubmissionStatus;
  current_step: string;
  step_started_at: string;
  updated_at: string;
  accepted_at: string;
  completed_at: string | null;
  error: string | null;
  is_public: number;
  cache_hit: number;
  extraction_id: string | null;
  credits_consumed: number | null;
  credit_ref_id: string | null;
  batch_id: string | null;
  batch_label: string | null;
  sections: string;
  force_fresh: number;
  attempts: number;
  worker: string | null;
  inject_css: string | null;
  /** Last time the owning runtime said it is alive (issue 8 item 5). */
  heartbeat_at: string | null;
}

export interface ExtractionRow {
  id: string;
  normalized_url: string;
  source_url: string;
  final_url: string | null;
  sections: string;
  status: 'running' | 'completed' | 'failed';
  dir: string;
  created_at: string;
  completed_at: string | null;
  result_updated_at: string | null;
  section_errors: string;
  assets: string;
  variant: string;
}

export interface NewSubmission {
  id: string;
  user_id: string;
  api_key_id: string | null;
  api_key_name: string | null;
  source_url: string;
  normalized_url: string;
  batch_id: string | null;
  batch_label: string | null;
  sections: readonly SectionName[];
  force_fresh: boolean;
  credits_consumed: number | null;
  credit_ref_id: string | null;
  inject_css: string | null;
  now: string;
}

export interface ListFilter {
  userId: string | null; // null: every user (admin)
  status?: SubmissionStatus;
  q?: string;
  apiKeyName?: string;
  batchId?: string;
  limit: number;
  offset: number;
}

export class SubmissionStore {
  constructor(private readonly db: Database) {}

  insert(s: NewSubmission): void {
    this.db
      .prepare(
        `INSERT INTO submissions (id, user_id, api_key_id, api_key_name, source_url, normalized_url, status,
           current_step, step_started_at, updated_at, accepted_at, batch_id, batch_label, sections, force_fresh,
           credits_consumed, credit_ref_id, inject_css)
         VALUES (@id, @user_id, @api_key_id, @api_key_name, @source_url, @normalized_url, 'accepted',
           'accepted', @now, @now, @now, @batch_id, @batch_label, @sections, @force_fresh,
           @credits_consumed, @credit_ref_id, @inject_css)`,
      )
      .run({ ...s, sections: JSON.stringify(s.sections), force_fresh: s.force_fresh ? 1 : 0 });
  }

  get(id: string): SubmissionRow | undefined {
    return this.db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as SubmissionRow | undefined;
  }

  /**
   * Guarded transition: applies only when the row is in one of `to`'s allowed predecessors.
   * Returns whether the row changed.
   */
  transition(id: string, to: SubmissionStatus, step: string, now: string, extra: Partial<Pick<SubmissionRow,
    'error' | 'completed_at' | 'extraction_id' | 'cache_hit' | 'worker' | 'credits_consumed'>> = {}): boolean {
    return this.transitionFrom(id, to, TRANSITIONS[to], step, now, extra);
  }

  /** A guarded transition from explicit predecessors (retry: failed → queued, states.ts RETRY_FROM). */
  transitionFrom(id: string, to: SubmissionStatus, from: readonly SubmissionStatus[], step: string, now: string, extra: Partial<Pick<SubmissionRow,
    'error' | 'completed_at' | 'extraction_id' | 'cache_hit' | 'worker' | 'credits_consumed' | 'credit_ref_id' | 'attempts'>> = {}): boolean {
    // A new owner starts its heartbeat at once, so no other process takes it for an orphan.
    const owned = typeof extra.worker === 'string' ? { heartbeat_at: now } : {};
    return guardedTransition(this.db, 'submissions', id, to, from, step, now, { ...extra, ...owned });
  }

  /** Records a new step within the current (in-progress) state. */
  step(id: string, status: SubmissionStatus, step: string, now: string): boolean {
    const info = this.db
      .prepare('UPDATE submissions SET current_step = ?, step_started_at = ?, updated_at = ? WHERE id = ? AND status = ?')
      .run(step, now, now, id, status);
    return info.changes === 1;
  }

  setVisibility(id: string, isPublic: boolean, now: string): void {
    this.db.prepare('UPDATE submissions SET is_public = ?, updated_at = ? WHERE id = ?').run(isPublic ? 1 : 0, now, id);
  }

  setWorker(id: string, worker: string): void {
    this.db.prepare('UPDATE submissions SET worker = ?, heartbeat_at = ? WHERE id = ?').run(worker, new Date().toISOString(), id);
  }

  claim(id: string, worker: string): void {
    this.db.prepare('UPDATE submissions SET worker = ?, heartbeat_at = ?, attempts = attempts + 1 WHERE id = ?').run(worker, new Date().toISOString(), id);
  }

  /** The owner's "still alive" for every unfinished job it holds (issue 8 item 5). */
  heartbeat(worker: string, now: string): void {
    this.db
      .prepare(`UPDATE submissions SET heartbeat_at = ? WHERE worker = ? AND status IN ('accepted','queued','crawling','extracting')`)
      .run(now, worker);
  }

  /** On shutdown: queued jobs this owner had not started yet lose their owner (step `step`). Returns their ids. */
  releaseQueued(worker: string, step: string, now: string): string[] {
    return (this.db
      .prepare(`UPDATE submissions SET worker = NULL, current_step = ?, step_started_at = ?, updated_at = ? WHERE worker = ? AND status = 'queued' RETURNING id`)
      .all(step, now, now, worker) as { id: string }[]).map((r) => r.id);
  }

  /**
   * The caller's unfinished submission of the same page (normalized URL, injected-CSS variant)
   * whose sections cover `sections`: a second request for it attaches instead of crawling again
   * (issue 8 item 14). Call inside `immediateTransaction` so two processes cannot both miss it.
   */
  findInFlight(userId: string, normalizedUrl: string, injectCss: string | null, sections: readonly SectionName[]): SubmissionRow | undefined {
    const rows = this.db
      .prepare(
        `SELECT * FROM submissions WHERE user_id = ? AND normalized_url = ? AND inject_css IS ?
           AND status IN ('accepted','queued','crawling','extracting') ORDER BY seq`,
      )
      .all(userId, normalizedUrl, injectCss) as SubmissionRow[];
    return rows.find((row) => {
      const have = new Set(JSON.parse(row.sections) as string[]);
      return sections.every((s) => have.has(s));
    });
  }

  /** Submissions a dead process left in progress (recovery) or still waiting for a worker. */
  unfinished(): SubmissionRow[] {
    return this.db
      .prepare(`SELECT * FROM submissions WHERE status IN ('accepted','queued','crawling','extracting') ORDER BY seq`)
      .all() as SubmissionRow[];
  }

  /**
   * Spec §4.3: newest first, deduplicated by URL (the newest matching submission of each
   * normalized URL), `total` and `totals` over everything matching, independent of pagination.
   * Filters apply before deduplication, so `totals` always sums to `total`.
   */
  list(f: ListFilter): { rows: SubmissionRow[]; total: number; totals: { completed: number; failed: number; in_progress: number } } {
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (f.userId !== null) { where.push('user_id = @userId'); params.userId = f.userId; }
    if (f.status) { where.push('status = @status'); params.status = f.status; }
    if (f.q) { where.push('instr(lower(source_url), lower(@q)) > 0'); params.q = f.q; }
    if (f.apiKeyName !== undefined) { where.push('api_key_name = @apiKeyName'); params.apiKeyName = f.apiKeyName; }
    if (f.batchId !== undefined) { where.push('batch_id = @batchId'); params.batchId = f.batchId; }
    const filtered = `SELECT *, ROW_NUMBER() OVER (PARTITION BY normalized_url ORDER BY seq DESC) AS rn
      FROM submissions ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const deduped = `SELECT * FROM (${filtered}) WHERE rn = 1`;
    const counts = this.db
      .prepare(
        `SELECT COUNT(*) AS total,
           COALESCE(SUM(status = 'completed'), 0) AS completed,
           COALESCE(SUM(status = 'failed'), 0) AS failed,
           COALESCE(SUM(status IN ('accepted','queued','crawling','extracting')), 0) AS in_progress
         FROM (${deduped})`,
      )
      .get(params) as { total: number; completed: number; failed: number; in_progress: number };
    const rows = this.db
      .prepare(`${deduped} ORDER BY seq DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: f.limit, offset: f.offset }) as (SubmissionRow & { rn?: number })[];
    for (const row of rows) delete row.rn;
    return {
      rows,
      total: counts.total,
      totals: { completed: counts.completed, failed: counts.failed, in_progress: counts.in_progress },
    };
  }

  // --- extractions -------------------------------------------------------------------------

  insertExtraction(e: Pick<ExtractionRow, 'id' | 'normalized_url' | 'source_url' | 'dir' | 'variant'> & { sections: readonly SectionName[]; now: string }): void {
    this.db
      .prepare(
        `INSERT INTO extractions (id, normalized_url, source_url, sections, status, dir, created_at, variant)
         VALUES (?, ?, ?, ?, 'running', ?, ?, ?)`,
      )
      .run(e.id, e.normalized_url, e.source_url, JSON.stringify(e.sections), e.dir, e.now, e.variant);
  }

  getExtraction(id: string): ExtractionRow | undefined {
    return this.db.prepare('SELECT * FROM extractions WHERE id = ?').get(id) as ExtractionRow | undefined;
  }

  /** The newest completed extraction of a URL younger than `notBefore` covering every wanted section. */
  findCached(normalizedUrl: string, notBefore: string, sections: readonly SectionName[], variant = ''): ExtractionRow | undefined {
    const candidates = this.db
      .prepare(
        `SELECT * FROM extractions WHERE normalized_url = ? AND variant = ? AND status = 'completed' AND completed_at >= ?
         ORDER BY completed_at DESC LIMIT 5`,
      )
      .all(normalizedUrl, variant, notBefore) as ExtractionRow[];
    return candidates.find((c) => {
      const have = new Set(JSON.parse(c.sections) as string[]);
      return sections.every((s) => have.has(s));
    });
  }

  /** Checkpoints one section: `result()` can return it from now on (spec §4.5 partial results). */
  checkpointSection(extractionId: string, name: SectionName, position: number, value: unknown, now: string): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO extraction_sections (extraction_id, name, position, value, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(extraction_id, name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        )
        .run(extractionId, name, position, JSON.stringify(value), now);
      this.db.prepare('UPDATE extractions SET result_updated_at = ? WHERE id = ?').run(now, extractionId);
    }).immediate();
  }

  recordSectionErrors(extractionId: string, errors: { section: string; error: string }[]): void {
    this.db.prepare('UPDATE extractions SET section_errors = ? WHERE id = ?').run(JSON.stringify(errors), extractionId);
  }

  sections(extractionId: string): { name: SectionName; value: unknown }[] {
    const rows = this.db
      .prepare('SELECT name, value FROM extraction_sections WHERE extraction_id = ? ORDER BY position')
      .all(extractionId) as { name: SectionName; value: string }[];
    return rows.map((r) => ({ name: r.name, value: JSON.parse(r.value) as unknown }));
  }

  completeExtraction(id: string, finalUrl: string, assets: unknown[], now: string): void {
    this.db
      .prepare(`UPDATE extractions SET status = 'completed', final_url = ?, assets = ?, completed_at = ?, result_updated_at = COALESCE(result_updated_at, ?) WHERE id = ? AND status = 'running'`)
      .run(finalUrl, JSON.stringify(assets), now, now, id);
  }

  failExtraction(id: string): void {
    this.db.prepare(`UPDATE extractions SET status = 'failed' WHERE id = ? AND status = 'running'`).run(id);
  }

  /** Completes a submission together with its extraction, atomically. */
  completeWithExtraction(submissionId: string, extractionId: string, finalUrl: string, assets: unknown[], now: string): boolean {
    return this.db.transaction(() => {
      this.completeExtraction(extractionId, finalUrl, assets, now);
      return this.transition(submissionId, SUBMISSION_STATUS.completed, 'completed', now, { completed_at: now });
    }).immediate();
  }

  /**
   * Every multi-statement transaction takes the write lock first (BEGIN IMMEDIATE): a deferred one
   * that reads and then writes gets SQLITE_BUSY at once, without waiting, when another process
   * wrote in between (WAL snapshot), which failed jobs with "database is locked" when two
   * processes shared a data dir.
   */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /** A transaction that takes the write lock first (BEGIN IMMEDIATE): check-then-insert is atomic across processes. */
  immediateTransaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }
}
