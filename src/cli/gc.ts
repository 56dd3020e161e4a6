/**
 * `brand-design gc`: prune old extractions and their artifacts (issue 12 §4). What goes is decided
 * by gc-plan.ts (pure); here the rows are read and deleted in one write transaction (BEGIN
 * IMMEDIATE), so a cache hit another process records meanwhile either comes first (and keeps its
 * extraction) or finds the extraction gone; the folders are removed after the commit.
 */
import { existsSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Database } from '../jobs/database.js';
import { DATA_DIR_OPTION, EXIT, UsageError, dataDirFrom, nonNegativeInt, parse, requireOwner } from './args.js';
import { cutoffFrom, planGc, type GcCriteria, type GcJudge, type GcPlan } from './gc-plan.js';
import { STALE_TEMP_MS } from '../artifacts/artifact-store.js';
import { SharedDirArtifactStore } from '../artifacts/shared-dir.js';

export const GC_HELP = `Prune old extractions and their artifacts (finished work only; running jobs are never touched).

Usage: brand-design gc [--older-than <age>] [--keep-last <n>] [--dry-run] [--json]

Options:
  --older-than <age>  only work accepted before this: a duration (90m, 12h, 30d, 2w) or an ISO date
  --keep-last <n>     keep the n newest submissions of each page (normalized URL)
  --dry-run           list what would go; delete nothing
  --json              print the plan (and the bytes freed) as JSON
  --data-dir <dir>    where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Give --older-than, --keep-last or both (both: a submission goes when it is old and not among the
newest n). A finished judge job goes when older than --older-than; one that stays keeps its two
submissions. An extraction goes with the last submission that refers to it (cache hits share one).
Exit codes: 0 done, 2 usage error, 3 the data dir cannot be read or written.`;

/** The database file in the data dir (src/api/runtime.ts DATABASE_FILE). */
const DATABASE_FILE = 'brand-design.sqlite';

export async function runGc(argv: string[]): Promise<number> {
  const { values } = parse(argv, { ...DATA_DIR_OPTION, 'older-than': { type: 'string' }, 'keep-last': { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } }, false);
  const criteria: GcCriteria = {};
  if (values['older-than'] !== undefined) {
    const cutoff = cutoffFrom(values['older-than'], Date.now());
    if (cutoff === null) throw new UsageError(`--older-than expects a duration such as 90m, 12h, 30d, 2w or an ISO date; got ${JSON.stringify(values['older-than'])}`);
    criteria.olderThan = cutoff;
  }
  if (values['keep-last'] !== undefined) criteria.keepLast = nonNegativeInt(values['keep-last'], 'keep-last', 0);
  if (criteria.olderThan === undefined && criteria.keepLast === undefined) throw new UsageError('say what goes: --older-than <age>, --keep-last <n>, or both');
  requireOwner('gc');
  const dataDir = resolve(dataDirFrom(values['data-dir']));
  const dryRun = values['dry-run'] ?? false;
  const empty: GcPlan = { submissions: [], judges: [], extractions: [], strayDirs: [] };
  let plan = empty;
  const store = new SharedDirArtifactStore(dataDir);
  // Listed before the rows are read: an extraction's row is written before its folder, so every
  // folder seen here has its row in the read below (a new job's folder is never taken for a stray).
  const artifactDirs = await store.listExtractions();
  if (existsSync(join(dataDir, DATABASE_FILE))) {
    const { openDatabase } = await import('../jobs/database.js');
    const db = await openDatabase(join(dataDir, DATABASE_FILE));
    try {
      plan = dryRun ? planGc(readRows(db, artifactDirs), criteria) : db.transaction(() => deleteRows(db, planGc(readRows(db, artifactDirs), criteria))).immediate();
    } finally {
      db.close();
    }
  }
  const folders = foldersOf(plan, dataDir);
  const bytes = folders.reduce((sum, dir) => sum + sizeOf(dir), 0);
  if (!dryRun) for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  // Issue 13 §2: temporary files of atomic writes whose writer crashed before the rename; younger
  // ones may be a write in progress on another machine and stay.
  const staleTemp = dryRun ? [] : await store.sweepTemp(STALE_TEMP_MS);
  if (staleTemp.length > 0 && !values.json) process.stdout.write(`removed ${staleTemp.length} unfinished write(s) left by a crash (${staleTemp.slice(0, 3).join(', ')}${staleTemp.length > 3 ? ', …' : ''})\n`);
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ dry_run: dryRun, criteria, ...plan, bytes }, null, 2)}\n`);
    return EXIT.ok;
  }
  const verb = dryRun ? 'would remove' : 'removed';
  for (const e of plan.extractions) process.stdout.write(`${verb} extraction ${e.id}  ${e.source_url}  (${e.dir})\n`);
  for (const s of plan.submissions) process.stdout.write(`${verb} submission ${s.id}  ${s.status.padEnd(9)} ${s.accepted_at}\n`);
  for (const j of plan.judges) process.stdout.write(`${verb} judge job ${j.id}  ${j.status.padEnd(9)} ${j.accepted_at}\n`);
  for (const d of plan.strayDirs) process.stdout.write(`${verb} artifacts/${d} (no extraction refers to it)\n`);
  process.stdout.write(`${dryRun ? 'dry run: ' : ''}${plan.extractions.length} extraction(s), ${plan.submissions.length} submission(s), ${plan.judges.length} judge job(s), ${plan.strayDirs.length} stray folder(s); ${formatBytes(bytes)} ${dryRun ? 'would be freed' : 'freed'}\n`);
  return EXIT.ok;
}

function readRows(db: Database, artifactDirs: string[]): Parameters<typeof planGc>[0] {
  return {
    submissions: db.prepare('SELECT id, normalized_url, status, accepted_at, extraction_id FROM submissions ORDER BY accepted_at DESC, seq DESC').all() as GcPlan['submissions'],
    extractions: db.prepare('SELECT id, status, dir, source_url FROM extractions').all() as GcPlan['extractions'],
    judges: (db.prepare('SELECT * FROM judge_jobs').all() as JudgeRowLike[]).map(judgeOf),
    artifactDirs,
  };
}

/** The columns of a judge job that name submissions (a site reference lists its other pages as JSON). */
interface JudgeRowLike {
  id: string;
  status: string;
  accepted_at: string;
  reference_submission_id: string | null;
  source_submission_id: string | null;
  reference_submission_ids?: string | null;
}

function judgeOf(row: JudgeRowLike): GcJudge {
  let others: unknown = [];
  try {
    others = JSON.parse(row.reference_submission_ids ?? '[]');
  } catch {
    others = [];
  }
  const ids = [row.reference_submission_id, row.source_submission_id, ...(Array.isArray(others) ? others : [])];
  return { id: row.id, status: row.status, accepted_at: row.accepted_at, submission_ids: ids.filter((id): id is string => typeof id === 'string' && id.length > 0) };
}

/** Deletes the plan's rows, children first (foreign keys are on). Runs inside the transaction. */
function deleteRows(db: Database, plan: GcPlan): GcPlan {
  const run = (sql: string, ids: readonly string[]): void => {
    const statement = db.prepare(sql);
    const slots = (sql.match(/\?/g) ?? []).length; // the id fills every placeholder
    for (const id of ids) statement.run(...Array<string>(slots).fill(id));
  };
  const judgeIds = plan.judges.map((j) => j.id);
  const extractionIds = plan.extractions.map((e) => e.id);
  run('DELETE FROM judge_components WHERE job_id = ?', judgeIds);
  run('DELETE FROM judge_jobs WHERE id = ?', judgeIds);
  run('DELETE FROM submissions WHERE id = ?', plan.submissions.map((s) => s.id));
  run('DELETE FROM extraction_sections WHERE extraction_id = ?', extractionIds);
  run('DELETE FROM verifier_features WHERE extraction_id = ?', extractionIds);
  run('DELETE FROM judge_reports WHERE reference_extraction_id = ? OR source_extraction_id = ?', extractionIds);
  run('DELETE FROM extractions WHERE id = ?', extractionIds);
  return plan;
}

/** Absolute folders to remove, each strictly inside the data dir's artifacts/ (a row's `dir` is never trusted further). */
function foldersOf(plan: GcPlan, dataDir: string): string[] {
  const artifacts = join(dataDir, 'artifacts');
  const inside = (dir: string): boolean => {
    const rel = relative(artifacts, dir);
    return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes(`..${sep}`);
  };
  const dirs = [...plan.extractions.map((e) => resolve(dataDir, e.dir)), ...plan.strayDirs.map((d) => join(artifacts, d))];
  return dirs.filter((d) => inside(d) && existsSync(d));
}

function sizeOf(path: string): number {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
