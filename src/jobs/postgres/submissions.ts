/**
 * Submissions, extractions and their checkpointed sections in Postgres: the same operations and
 * guarded transitions as SQLite (submission-store.ts, sqlite-store.ts). Atomic operations run on
 * one client between BEGIN and COMMIT and lock what they read-then-write (`FOR UPDATE`, or an
 * advisory lock per user for admission), as SQLite's BEGIN IMMEDIATE serializes them.
 */
import type { SectionName } from '../../analyze/section-names.js';
import { newId } from '../../api/ids.js';
import { assertAffordable, cacheHit, covering, creditsNeeded, newSubmission, refundedAfterFailure } from '../admission.js';
import { RETRY_FROM, SUBMISSION_STATUS, TRANSITIONS } from '../states.js';
import type { AdmitRequest, SubmissionExtra, SubmissionOps } from '../store.js';
import type { ExtractionRow, NewSubmission, SubmissionRow } from '../submission-store.js';
import { balance, charge, refund } from './accounts.js';
import type { PgPool, Queryable } from './pg.js';
import { Params, TOTALS_SQL, guardedTransition } from './sql.js';

const IN_PROGRESS = `('accepted','queued','crawling','extracting')`;

async function get(db: Queryable, id: string, lock = false): Promise<SubmissionRow | undefined> {
  return (await db.query<SubmissionRow>(`SELECT * FROM submissions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])).rows[0];
}

function transition(db: Queryable, id: string, to: SubmissionRow['status'], step: string, now: string, extra: SubmissionExtra = {}, from: readonly string[] = TRANSITIONS[to]): Promise<boolean> {
  // A new owner starts its heartbeat at once, so no other process takes it for an orphan.
  const owned = typeof extra.worker === 'string' ? { heartbeat_at: now } : {};
  return guardedTransition(db, 'submissions', id, to, from, step, now, { ...extra, ...owned });
}

async function insert(db: Queryable, s: NewSubmission): Promise<void> {
  await db.query(
    `INSERT INTO submissions (id, user_id, api_key_id, api_key_name, source_url, normalized_url, status,
       current_step, step_started_at, updated_at, accepted_at, batch_id, batch_label, sections, force_fresh,
       credits_consumed, credit_ref_id, inject_css)
     VALUES ($1, $2, $3, $4, $5, $6, 'accepted', 'accepted', $7, $7, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [s.id, s.user_id, s.api_key_id, s.api_key_name, s.source_url, s.normalized_url, s.now, s.batch_id, s.batch_label,
      JSON.stringify(s.sections), s.force_fresh ? 1 : 0, s.credits_consumed, s.credit_ref_id, s.inject_css],
  );
}

async function findCached(db: Queryable, normalizedUrl: string, notBefore: string, sections: readonly SectionName[], variant: string): Promise<ExtractionRow | undefined> {
  const { rows } = await db.query<ExtractionRow>(
    `SELECT * FROM extractions WHERE normalized_url = $1 AND variant = $2 AND status = 'completed' AND completed_at >= $3
     ORDER BY completed_at DESC LIMIT 5`, [normalizedUrl, variant, notBefore]);
  return covering(rows, sections);
}

async function findInFlight(db: Queryable, userId: string, normalizedUrl: string, injectCss: string | null, sections: readonly SectionName[]): Promise<SubmissionRow | undefined> {
  const { rows } = await db.query<SubmissionRow>(
    `SELECT * FROM submissions WHERE user_id = $1 AND normalized_url = $2 AND inject_css IS NOT DISTINCT FROM $3
       AND status IN ${IN_PROGRESS} ORDER BY seq`, [userId, normalizedUrl, injectCss]);
  return covering(rows, sections);
}

async function failExtraction(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE extractions SET status = 'failed' WHERE id = $1 AND status = 'running'`, [id]);
}

async function admit(tx: Queryable, r: AdmitRequest): Promise<{ rows: SubmissionRow[]; attached: string[] }> {
  // One admission per user at a time, in every process: the in-flight look-up and the insert
  // cannot interleave with another's (issue 13: two clients submitting one new URL make one crawl).
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('brand-design admit ' || $1))`, [r.userId]);
  const plans = [];
  for (const page of r.pages) plans.push({ page, cached: r.force ? undefined : await findCached(tx, page.normalizedUrl, r.notBefore, r.sections, r.variant) });
  // `force` asks for a crawl of its own, so it never attaches.
  const inFlightOf = (normalized: string) => (r.force ? Promise.resolve(undefined) : findInFlight(tx, r.userId, normalized, r.injectCss, r.sections));
  if (r.cost !== null) {
    const looked = [];
    for (const p of plans) looked.push({ cached: p.cached, inFlight: p.cached ? undefined : await inFlightOf(p.page.normalizedUrl) });
    assertAffordable(r.userId, await balance(tx, r.userId), creditsNeeded(r.cost, looked));
  }
  const attached: string[] = [];
  const rows: SubmissionRow[] = [];
  for (const { page, cached } of plans) {
    // Looked up again: an earlier page of this request may be the same page.
    const inFlight = cached ? undefined : await inFlightOf(page.normalizedUrl);
    if (inFlight) {
      attached.push(inFlight.id);
      rows.push(inFlight);
      continue;
    }
    const id = newId('sub');
    const charged = r.cost !== null ? await charge(tx, { userId: r.userId, operation: 'submission', amount: r.cost }, id) : null;
    await insert(tx, newSubmission(r, page, id, charged));
    if (cached) {
      const hit = cacheHit(cached);
      await transition(tx, id, SUBMISSION_STATUS.completed, hit.step, r.now, hit.extra);
    }
    rows.push((await get(tx, id))!);
  }
  return { rows, attached };
}

async function list(db: Queryable, f: Parameters<SubmissionOps['list']>[0]): ReturnType<SubmissionOps['list']> {
  const p = new Params();
  const where: string[] = [];
  if (f.userId !== null) where.push(`user_id = ${p.add(f.userId)}`);
  if (f.status) where.push(`status = ${p.add(f.status)}`);
  if (f.q) where.push(`strpos(lower(source_url), lower(${p.add(f.q)})) > 0`);
  if (f.apiKeyName !== undefined) where.push(`api_key_name = ${p.add(f.apiKeyName)}`);
  if (f.batchId !== undefined) where.push(`batch_id = ${p.add(f.batchId)}`);
  // Spec §4.3: newest first, the newest matching submission of each normalized URL; totals over all of them.
  const deduped = `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY normalized_url ORDER BY seq DESC) AS rn
    FROM submissions ${where.length ? `WHERE ${where.join(' AND ')}` : ''}) filtered WHERE rn = 1`;
  const counts = (await db.query<{ total: number; completed: number; failed: number; in_progress: number }>(
    `SELECT ${TOTALS_SQL}, (COUNT(*) FILTER (WHERE status IN ${IN_PROGRESS}))::int AS in_progress FROM (${deduped}) d`, p.values)).rows[0]!;
  const limit = p.add(f.limit);
  const offset = p.add(f.offset);
  const rows = (await db.query<SubmissionRow & { rn?: unknown }>(`${deduped} ORDER BY seq DESC LIMIT ${limit} OFFSET ${offset}`, p.values)).rows;
  for (const row of rows) delete row.rn;
  return { rows, total: counts.total, totals: { completed: counts.completed, failed: counts.failed, in_progress: counts.in_progress } };
}

export function pgSubmissions(pool: PgPool): SubmissionOps {
  return {
    admit: (r) => pool.transaction((tx) => admit(tx, r)),
    get: (id) => get(pool, id),
    list: (f) => list(pool, f),
    async unfinished() {
      return (await pool.query<SubmissionRow>(`SELECT * FROM submissions WHERE status IN ${IN_PROGRESS} ORDER BY seq`)).rows;
    },
    transition: (id, to, step, now, extra = {}, from = TRANSITIONS[to]) => transition(pool, id, to, step, now, extra, from),
    async step(id, status, step, now) {
      const result = await pool.query('UPDATE submissions SET current_step = $1, step_started_at = $2, updated_at = $2 WHERE id = $3 AND status = $4', [step, now, id, status]);
      return result.rowCount === 1;
    },
    async setVisibility(id, isPublic, now) {
      await pool.query('UPDATE submissions SET is_public = $1, updated_at = $2 WHERE id = $3', [isPublic ? 1 : 0, now, id]);
    },
    async prepare(id, worker, now) {
      if (await transition(pool, id, SUBMISSION_STATUS.queued, 'queued', now, { worker }, [SUBMISSION_STATUS.accepted])) return 'queued';
      const taken = await pool.query(`UPDATE submissions SET worker = $1, heartbeat_at = $2 WHERE id = $3 AND status = 'queued'`, [worker, now, id]);
      return taken.rowCount === 1 ? 'taken' : false;
    },
    start: (id, e, worker, now) => pool.transaction(async (tx) => {
      if ((await get(tx, id, true))?.status !== SUBMISSION_STATUS.queued) return false;
      await tx.query(`INSERT INTO extractions (id, normalized_url, source_url, sections, status, dir, created_at, variant) VALUES ($1, $2, $3, $4, 'running', $5, $6, $7)`,
        [e.id, e.normalized_url, e.source_url, JSON.stringify(e.sections), e.dir, now, e.variant]);
      await transition(tx, id, SUBMISSION_STATUS.crawling, 'launching_browser', now, { extraction_id: e.id, worker });
      await tx.query('UPDATE submissions SET worker = $1, heartbeat_at = $2, attempts = attempts + 1 WHERE id = $3', [worker, now, id]);
      return true;
    }),
    async heartbeat(worker, now) {
      await pool.query(`UPDATE submissions SET heartbeat_at = $1 WHERE worker = $2 AND status IN ${IN_PROGRESS}`, [now, worker]);
    },
    async releaseQueued(worker, step, now) {
      const { rows } = await pool.query<{ id: string }>(
        `UPDATE submissions SET worker = NULL, current_step = $1, step_started_at = $2, updated_at = $2 WHERE worker = $3 AND status = 'queued' RETURNING id`, [step, now, worker]);
      return rows.map((r) => r.id);
    },
    requeue: (id, step, now) => pool.transaction(async (tx) => {
      const row = await get(tx, id, true);
      if (!row || (row.status !== SUBMISSION_STATUS.crawling && row.status !== SUBMISSION_STATUS.extracting)) return;
      if (row.extraction_id) await failExtraction(tx, row.extraction_id);
      await transition(tx, id, SUBMISSION_STATUS.queued, step, now, { extraction_id: null, worker: null });
    }),
    fail: (id, message, now) => pool.transaction(async (tx) => {
      const row = await get(tx, id, true);
      if (!row) return;
      const refunded = refundedAfterFailure(row, row.credit_ref_id ? await refund(tx, row.credit_ref_id) : false);
      const changed = await transition(tx, id, SUBMISSION_STATUS.failed, 'failed', now, {
        error: message,
        ...(row.credit_ref_id ? { credits_consumed: refunded ? 0 : row.credits_consumed } : {}),
      });
      if (changed && row.extraction_id) await failExtraction(tx, row.extraction_id);
    }),
    retry: (id, step, now, chargeRequest) => pool.transaction(async (tx) => {
      const row = await get(tx, id, true);
      if (!row || !RETRY_FROM.includes(row.status)) return false;
      const charged = chargeRequest ? await charge(tx, chargeRequest, id) : null;
      return transition(tx, id, SUBMISSION_STATUS.queued, step, now, {
        error: null, completed_at: null, extraction_id: null, worker: null, attempts: 0,
        ...(charged ? { credits_consumed: charged.amount, credit_ref_id: charged.creditRefId } : {}),
      }, RETRY_FROM);
    }),
    async getExtraction(id) {
      return (await pool.query<ExtractionRow>('SELECT * FROM extractions WHERE id = $1', [id])).rows[0];
    },
    async sections(extractionId) {
      const { rows } = await pool.query<{ name: SectionName; value: string }>('SELECT name, value FROM extraction_sections WHERE extraction_id = $1 ORDER BY position', [extractionId]);
      return rows.map((r) => ({ name: r.name, value: JSON.parse(r.value) as unknown }));
    },
    checkpointSection: (extractionId, name, position, value, now) => pool.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO extraction_sections (extraction_id, name, position, value, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (extraction_id, name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        [extractionId, name, position, JSON.stringify(value), now]);
      await tx.query('UPDATE extractions SET result_updated_at = $1 WHERE id = $2', [now, extractionId]);
    }),
    async recordSectionErrors(extractionId, errors) {
      await pool.query('UPDATE extractions SET section_errors = $1 WHERE id = $2', [JSON.stringify(errors), extractionId]);
    },
    complete: (id, extractionId, finalUrl, assets, now) => pool.transaction(async (tx) => {
      await tx.query(`UPDATE extractions SET status = 'completed', final_url = $1, assets = $2, completed_at = $3, result_updated_at = COALESCE(result_updated_at, $3)
        WHERE id = $4 AND status = 'running'`, [finalUrl, JSON.stringify(assets), now, extractionId]);
      return transition(tx, id, SUBMISSION_STATUS.completed, 'completed', now, { completed_at: now });
    }),
  };
}
