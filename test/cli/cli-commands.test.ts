/**
 * Issue 12 §4 on the command line (built dist/, real processes, real Chromium on the bundled
 * fixture sites): judge list/show --css, keys and --api-key, list --all, show in text mode.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixesToCss } from '../../src/verify/fixes-css.js';
import { tempDataDir } from '../helpers/runtime.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

function cli(args: string[], env: Record<string, string | undefined> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, BRAND_DESIGN_API_KEY: undefined, ...env }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const REFERENCE = 'https://studio.brand-design.test/';
const SOURCE = 'https://nightfall.brand-design.test/';

describe('brand-design judge list|show, keys, --api-key, list --all, show (issue 12 §4)', () => {
  const dataDir = tempDataDir();
  const dd = ['--data-dir', dataDir];
  let judged: ReturnType<typeof cli>;
  let jobId: string;
  beforeAll(() => {
    if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
    judged = cli(['judge', REFERENCE, SOURCE, ...dd]);
    jobId = /^job (job_\w+)$/m.exec(judged.stdout)?.[1] ?? '';
  }, 120_000);

  it('judge prints the job id in text mode; judge list lists it', () => {
    expect(judged.code).toBe(0);
    expect(jobId).toMatch(/^job_/);
    const list = cli(['judge', 'list', ...dd]);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`${jobId}  completed`);
    expect(list.stdout).toContain(`${SOURCE} → ${REFERENCE}`);
    expect(JSON.parse(cli(['judge', 'list', '--json', ...dd]).stdout).jobs.map((j: { job_id: string }) => j.job_id)).toEqual([jobId]);
    expect(cli(['judge', 'list', '--status', 'done', ...dd]).code).toBe(2);
  });

  it('judge show prints the verdict and writes its fixes as CSS (fixesToCss)', () => {
    const css = join(dataDir, 'fixes.css');
    const show = cli(['judge', 'show', jobId, '--css', css, ...dd]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`Brand adherence of ${SOURCE} to ${REFERENCE}`);
    const verdict = JSON.parse(cli(['judge', 'show', jobId, '--json', ...dd]).stdout);
    expect(verdict.fixes.length).toBeGreaterThan(0);
    const written = readFileSync(css, 'utf8');
    expect(written).toContain(`brand-adherence job ${jobId}`);
    expect(written.endsWith(fixesToCss(verdict.fixes))).toBe(true);
    expect(written).toContain('!important');
    const toStdout = cli(['judge', 'show', jobId, '--css', '-', ...dd]);
    expect(toStdout.stdout).toBe(written);
    expect(cli(['judge', 'show', 'job_missing', ...dd])).toMatchObject({ code: 1, stderr: expect.stringContaining('NOT_FOUND') });
    expect(cli(['judge', 'show', ...dd]).code).toBe(2);
  });

  it('keys create prints the secret once; --api-key acts as it; revoke makes it UNAUTHORIZED', () => {
    const created = cli(['keys', 'create', 'ci-viewer', '--role', 'viewer', '--email', 'viewer@example.test', ...dd]);
    expect(created.code).toBe(0);
    const secret = created.stdout.trim();
    expect(secret).toMatch(/^bd_/);
    const listed = cli(['keys', 'list', ...dd]);
    expect(listed.stdout).toMatch(/ci-viewer {2}viewer +viewer@example\.test {2}bd_\S+… {2}active/);
    expect(listed.stdout).not.toContain(secret);

    // A viewer of another account: sees none of the owner's submissions, may not judge.
    const asKey = cli(['list', '--json', '--api-key', secret, ...dd]);
    expect(asKey.code).toBe(0);
    expect(JSON.parse(asKey.stdout).total).toBe(0);
    expect(JSON.parse(cli(['list', '--json', ...dd]).stdout).total).toBe(2); // the owner sees both extractions
    expect(cli(['--api-key', secret, 'judge', 'show', jobId, ...dd])).toMatchObject({ code: 1, stderr: expect.stringContaining('NOT_FOUND') });
    expect(cli(['judge', REFERENCE, SOURCE, ...dd], { BRAND_DESIGN_API_KEY: secret })).toMatchObject({ code: 1, stderr: expect.stringContaining('FORBIDDEN') });
    // Key management and job control are the owner's.
    expect(cli(['keys', 'list', '--api-key', secret, ...dd])).toMatchObject({ code: 1, stderr: expect.stringContaining('FORBIDDEN') });
    expect(cli(['cancel', 'sub_any', '--api-key', secret, ...dd])).toMatchObject({ code: 1, stderr: expect.stringContaining('FORBIDDEN') });

    expect(cli(['keys', 'revoke', 'ci-viewer', ...dd])).toMatchObject({ code: 0, stdout: expect.stringContaining('revoked') });
    expect(cli(['list', '--api-key', secret, ...dd])).toMatchObject({ code: 1, stderr: expect.stringMatching(/UNAUTHORIZED: The API key has been revoked/) });
    expect(cli(['keys', 'revoke', 'ci-viewer', ...dd])).toMatchObject({ code: 1, stderr: expect.stringContaining('NOT_FOUND') });
    expect(cli(['keys', 'create', 'x', '--role', 'root', ...dd]).code).toBe(2);
    expect(cli(['keys', 'create', 'x', '--expires', 'soon', ...dd]).code).toBe(2);
    expect(cli(['keys', 'rotate', ...dd]).code).toBe(2);
    expect(cli(['list', '--api-key'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--api-key') });
  });

  it('list --all walks every page; --limit with --all is a usage error', () => {
    const all = JSON.parse(cli(['list', '--all', '--json', ...dd]).stdout);
    expect(all.submissions.map((s: { source_url: string }) => s.source_url).sort()).toEqual([REFERENCE, SOURCE].sort());
    const paged = JSON.parse(cli(['list', '--limit', '1', '--json', ...dd]).stdout);
    expect(paged.submissions).toHaveLength(1);
    expect(cli(['list', '--all', '--limit', '5', ...dd]).code).toBe(2);
  });

  it('show prints roles, palette, fonts, radii and buttons: hex off a terminal, 24-bit blocks when forced', () => {
    const id = JSON.parse(cli(['list', '--json', '--q', 'nightfall', ...dd]).stdout).submissions[0].submission_id;
    const plain = cli(['show', id, ...dd]);
    expect(plain.code).toBe(0);
    for (const heading of ['Color roles', 'Palette', 'Fonts', 'Radii', 'Buttons']) expect(plain.stdout).toMatch(new RegExp(`^${heading}`, 'm'));
    expect(plain.stdout).toMatch(/^ {2}primary {5}#7c5cff/m);
    expect(plain.stdout).toContain('Space Grotesk');
    expect(plain.stdout).not.toContain('\x1b[');
    const colored = cli(['show', id, ...dd], { FORCE_COLOR: '1' });
    expect(colored.stdout).toContain('\x1b[48;2;124;92;255m    \x1b[0m #7c5cff');
    expect(cli(['show', id, ...dd], { FORCE_COLOR: '1', NO_COLOR: '1' }).stdout).not.toContain('\x1b[');
  });
});
