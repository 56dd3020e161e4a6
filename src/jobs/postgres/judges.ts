/** Brand-adherence jobs and the verifier's caches in Postgres (the SQLite twin: judge-store.ts). */
import { JUDGE_TRANSITIONS, NO_CACHE_HIT, type JudgeRow } from '../judge-store.js';
import type { JudgeOps } from '../store.js';
import type { PgPool } from './pg.js';
import { Params, TOTALS_SQL, assignments, guardedTransition } from './sql.js';

const IN_PROGRESS = `('accepted','extracting','judging')`;

export function pgJudges(pool: PgPool): JudgeOps {
  return {
    async insert(j) {
      await pool.query(
        `INSERT INTO judge_jobs (id, user_id, api_key_id, api_key_name, reference_url, source_url, source_css, status,
           current_step, step_started_at, updated_at, accepted_at, is_public, force_fresh, cache_hit, reference_urls)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'accepted', 'accepted', $8, $8, $8, $9, $10, $11, $12)`,
        [j.id, j.user_id, j.api_key_id, j.api_key_name, j.reference_url, j.source_url, j.source_css, j.now,
          j.is_public ? 1 : 0, j.force_fresh ? 1 : 0, JSON.stringify(NO_CACHE_HIT), JSON.stringify(j.reference_urls ?? [])],
      );
    },
    async get(id) {
      return (await pool.query<JudgeRow>('SELECT * FROM judge_jobs WHERE id = $1', [id])).rows[0];
    },
    async list(f) {
      const p = new Params();
      const where: string[] = [];
      if (f.userId !== null) where.push(`user_id = ${p.add(f.userId)}`);
      if (f.status) where.push(`status = ${p.add(f.status)}`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const counts = (await pool.query<{ total: number; completed: number; failed: number; in_progress: number }>(
        `SELECT ${TOTALS_SQL}, (COUNT(*) FILTER (WHERE status IN ${IN_PROGRESS}))::int AS in_progress FROM judge_jobs ${clause}`, p.values)).rows[0]!;
      const page = `LIMIT ${p.add(f.limit)} OFFSET ${p.add(f.offset)}`;
      const rows = (await pool.query<JudgeRow>(`SELECT * FROM judge_jobs ${clause} ORDER BY seq DESC ${page}`, p.values)).rows;
      return { rows, total: counts.total, totals: { completed: counts.completed, failed: counts.failed, in_progress: counts.in_progress } };
    },
    async unfinished() {
      return (await pool.query<JudgeRow>(`SELECT * FROM judge_jobs WHERE status IN ${IN_PROGRESS} ORDER BY seq`)).rows;
    },
    transition: (id, to, step, now, extra = {}) => guardedTransition(pool, 'judge_jobs', id, to, JUDGE_TRANSITIONS[to], step, now, extra),
    async step(id, status, step, now) {
      const result = await pool.query('UPDATE judge_jobs SET current_step = $1, step_started_at = $2, updated_at = $2 WHERE id = $3 AND status = $4', [step, now, id, status]);
      return result.rowCount === 1;
    },
    async update(id, fields) {
      if (Object.keys(fields).length === 0) return;
      const p = new Params();
      const sets = assignments(fields, p);
      await pool.query(`UPDATE judge_jobs SET ${sets.join(', ')} WHERE id = ${p.add(id)}`, p.values);
    },
    async claim(id, worker) {
      await pool.query('UPDATE judge_jobs SET worker = $1, attempts = attempts + 1 WHERE id = $2', [worker, id]);
    },
    async checkpointComponent(jobId, component, position, verdict, now) {
      await pool.query(
        `INSERT INTO judge_components (job_id, component, position, verdict, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (job_id, component) DO UPDATE SET verdict = excluded.verdict, updated_at = excluded.updated_at`,
        [jobId, component, position, JSON.stringify(verdict), now]);
    },
    async components(jobId) {
      const { rows } = await pool.query<{ component: string; verdict: string }>('SELECT component, verdict FROM judge_components WHERE job_id = $1 ORDER BY position', [jobId]);
      return rows.map((r) => ({ component: r.component, verdict: JSON.parse(r.verdict) as unknown }));
    },
    async clearComponents(jobId) {
      await pool.query('DELETE FROM judge_components WHERE job_id = $1', [jobId]);
    },
    async features(extractionId, version) {
      const row = (await pool.query<{ features: string }>('SELECT features FROM verifier_features WHERE extraction_id = $1 AND version = $2', [extractionId, version])).rows[0];
      return row ? (JSON.parse(row.features) as unknown) : undefined;
    },
    async putFeatures(extractionId, version, features, now) {
      await pool.query(
        `INSERT INTO verifier_features (extraction_id, version, features, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (extraction_id) DO UPDATE SET version = excluded.version, features = excluded.features, created_at = excluded.created_at`,
        [extractionId, version, JSON.stringify(features), now]);
    },
    async report(referenceExtractionId, sourceExtractionId, version) {
      const row = (await pool.query<{ report: string }>(
        'SELECT report FROM judge_reports WHERE reference_extraction_id = $1 AND source_extraction_id = $2 AND verifier_version = $3',
        [referenceExtractionId, sourceExtractionId, version])).rows[0];
      return row ? (JSON.parse(row.report) as unknown) : undefined;
    },
    async putReport(referenceExtractionId, sourceExtractionId, version, report, now) {
      await pool.query(
        `INSERT INTO judge_reports (reference_extraction_id, source_extraction_id, verifier_version, report, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (reference_extraction_id, source_extraction_id, verifier_version) DO UPDATE SET report = excluded.report, created_at = excluded.created_at`,
        [referenceExtractionId, sourceExtractionId, version, JSON.stringify(report), now]);
    },
  };
}
