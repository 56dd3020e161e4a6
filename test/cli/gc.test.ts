/**
 * `brand-design gc` (issue 12 §4): real extractions (Chromium on the bundled fixture sites), a
 * real judge job, the built CLI pruning them. The one rule that matters: nothing still referenced
 * — by a submission that stays, a judge job that stays, or a job still running — is deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planGc, cutoffFrom, type GcSubmission } from '../../src/cli/gc-plan.js';
import { openDatabase } from '../../src/jobs/database.js';
import { openTestRuntime, tempDataDir } from '../helpers/runtime.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

function cli(args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, BRAND_DESIGN_API_KEY: undefined }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const STUDIO = 'https://studio.brand-design.test/';
const NIGHTFALL = 'https://nightfall.brand-design.test/';
const LONG_AGO = '2020-01-01T00:00:00.000Z';

describe('planGc (pure)', () => {
  const sub = (id: string, url: string, status = 'completed', extraction: string | null = `ext_${id}`): GcSubmission => ({ id, normalized_url: url, status, accepted_at: LONG_AGO, extraction_id: extraction });
  const ext = (id: string, status = 'completed') => ({ id, status, dir: `artifacts/${id}`, source_url: 'x' });

  it('--keep-last keeps the newest n of each page; an extraction goes with the last submission that refers to it', () => {
    const submissions = [sub('a3', 'a', 'completed', 'ext_shared'), sub('b1', 'b'), sub('a2', 'a', 'completed', 'ext_shared'), sub('a1', 'a')];
    const plan = planGc({ submissions, extractions: [ext('ext_shared'), ext('ext_a1'), ext('ext_b1')], judges: [], artifactDirs: [] }, { keepLast: 1 });
    expect(plan.submissions.map((s) => s.id)).toEqual(['a2', 'a1']);
    expect(plan.extractions.map((e) => e.id)).toEqual(['ext_a1']); // ext_shared is still a3's
  });

  it('never plans work in progress, nor what a judge job that stays points at', () => {
    const submissions = [sub('run', 'a', 'crawling'), sub('held', 'b'), sub('free', 'c'), sub('sitePage', 'd')];
    const judges = [{ id: 'job_new', status: 'completed', accepted_at: '2999-01-01T00:00:00.000Z', submission_ids: ['held', 'sitePage'] }]; // a site reference holds its other pages too
    const plan = planGc({ submissions, extractions: [ext('ext_run', 'running'), ext('ext_held'), ext('ext_free'), ext('ext_sitePage')], judges, artifactDirs: ['ext_free', 'ext_gone'] }, { olderThan: '2021-01-01T00:00:00.000Z' });
    expect(plan.submissions.map((s) => s.id)).toEqual(['free']);
    expect(plan.judges).toEqual([]);
    expect(plan.extractions.map((e) => e.id)).toEqual(['ext_free']);
    expect(plan.strayDirs).toEqual(['ext_gone']);
  });

  it('reads ages as durations or ISO dates', () => {
    expect(cutoffFrom('2d', Date.parse('2026-01-03T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(cutoffFrom('2026-02-01', 0)).toBe('2026-02-01T00:00:00.000Z');
    expect(cutoffFrom('soon', 0)).toBeNull();
  });
});

describe('brand-design gc on a real data dir', () => {
  const dataDir = tempDataDir();
  const dd = ['--data-dir', dataDir];
  const ids: Record<string, string> = {};
  const extractionOf: Record<string, string> = {};
  const artifactDir = (extractionId: string) => join(dataDir, 'artifacts', extractionId);
  /** Every submission row (`list` shows one per page). */
  const submissionIds = async (): Promise<string[]> => {
    const db = await openDatabase(join(dataDir, 'brand-design.sqlite'));
    try {
      return (db.prepare('SELECT id FROM submissions ORDER BY id').all() as { id: string }[]).map((r) => r.id).sort();
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
    const runtime = await openTestRuntime({ dataDir });
    const client = runtime.client();
    const extract = async (name: string, url: string, force = false) => {
      const { submission_id } = await client.submissions.create({ url }, { force });
      await client.submissions.wait(submission_id, { timeoutMs: 90_000 });
      ids[name] = submission_id;
      extractionOf[name] = (await client.submissions.result(submission_id)).extraction_id as string;
    };
    await extract('running', STUDIO); // extraction A: made to look mid-crawl below
    await extract('forced', STUDIO, true); // extraction B
    await extract('recentHit', STUDIO); // a cache hit: B again
    await extract('night', NIGHTFALL); // extraction C
    const job = await client.judge.create({ reference_url: STUDIO, source_url: NIGHTFALL });
    await client.judge.wait(job.job_id, { timeoutMs: 90_000 });
    ids.job = job.job_id;
    await runtime.close();

    // Age everything, except one recent cache hit; and make the first job look like another
    // process is still crawling it (a job in flight must never be touched).
    const db = await openDatabase(join(dataDir, 'brand-design.sqlite'));
    db.prepare('UPDATE submissions SET accepted_at = ?').run(LONG_AGO);
    db.prepare('UPDATE judge_jobs SET accepted_at = ?').run(LONG_AGO);
    db.prepare('UPDATE submissions SET accepted_at = ? WHERE id = ?').run(new Date().toISOString(), ids.recentHit);
    db.prepare("UPDATE submissions SET status = 'crawling' WHERE id = ?").run(ids.running);
    db.prepare("UPDATE extractions SET status = 'running' WHERE id = ?").run(extractionOf.running);
    db.close();
    mkdirSync(join(dataDir, 'artifacts', 'ext_stray'));
    writeFileSync(join(dataDir, 'artifacts', 'ext_stray', 'capture.json'), '{}');
  }, 240_000);

  it('sets the scene: three extractions, a cache hit sharing one', () => {
    expect(extractionOf.recentHit).toBe(extractionOf.forced);
    expect(new Set([extractionOf.running, extractionOf.forced, extractionOf.night]).size).toBe(3);
  });

  it('--dry-run lists what would go and deletes nothing', async () => {
    const run = cli(['gc', '--older-than', '1d', '--dry-run', '--json', ...dd]);
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout);
    expect(plan.dry_run).toBe(true);
    expect(plan.extractions.map((e: { id: string }) => e.id)).toEqual([extractionOf.night]);
    expect(plan.strayDirs).toEqual(['ext_stray']);
    expect(plan.bytes).toBeGreaterThan(0);
    for (const name of ['running', 'forced', 'night']) expect(existsSync(artifactDir(extractionOf[name]!))).toBe(true);
    expect(existsSync(artifactDir('ext_stray'))).toBe(true);
    expect(await submissionIds()).toHaveLength(6);
  });

  it('removes only what nothing refers to any more', async () => {
    const run = cli(['gc', '--older-than', '1d', ...dd]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^removed extraction ext_\w+ {2}https:\/\/nightfall\.brand-design\.test\//m);
    expect(run.stdout).toMatch(/1 extraction\(s\), 4 submission\(s\), 1 judge job\(s\), 1 stray folder\(s\); [\d.]+ [KM]?B freed/);
    // Still referenced: the in-flight job's extraction, and the one the recent cache hit shares.
    expect(existsSync(artifactDir(extractionOf.running!))).toBe(true);
    expect(existsSync(artifactDir(extractionOf.forced!))).toBe(true);
    expect(existsSync(artifactDir(extractionOf.night!))).toBe(false);
    expect(existsSync(artifactDir('ext_stray'))).toBe(false);
    expect(await submissionIds()).toEqual([ids.running, ids.recentHit].sort());
    const shown = cli(['show', ids.recentHit!, '--json', ...dd]);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout).result.design_system.profile.brand_name).toBeTruthy();
    expect(cli(['judge', 'show', ids.job!, ...dd])).toMatchObject({ code: 1, stderr: expect.stringContaining('NOT_FOUND') });
    // Run again: nothing left to take.
    expect(cli(['gc', '--older-than', '1d', ...dd]).stdout).toContain('0 extraction(s), 0 submission(s), 0 judge job(s), 0 stray folder(s)');
  });

  it('needs a criterion; acting as a key is refused', () => {
    expect(cli(['gc', ...dd]).code).toBe(2);
    expect(cli(['gc', '--older-than', 'soon', ...dd]).code).toBe(2);
    expect(cli(['gc', '--keep-last', '1', '--api-key', 'bd_nope', ...dd])).toMatchObject({ code: 1, stderr: expect.stringContaining('FORBIDDEN') });
  });
});
