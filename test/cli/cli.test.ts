import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderNameFor } from '../../src/cli/output-files.js';
import { tempDataDir } from '../helpers/runtime.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

function cli(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the brand-design command (built dist/)', () => {
  const dataDir = tempDataDir();
  beforeAll(() => {
    if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
  });

  it('prints help and exits 0; usage errors exit 2', () => {
    expect(cli(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('extract') });
    for (const command of ['extract', 'list', 'show', 'export', 'judge', 'enhance', 'corpus', 'keys', 'gc', 'doctor']) {
      expect(cli([command, '--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: brand-design') });
    }
    expect(cli([]).code).toBe(2);
    // Every command's summary starts in one column, the longest name included.
    const rows = cli(['--help']).stdout.split('\n').filter((line) => /^ {2}[a-z-]+ {2,}\S/.test(line));
    expect(rows.some((line) => line.startsWith('  browser-server  Serve'))).toBe(true);
    expect(new Set(rows.map((line) => line.search(/(?<=\S {2,})\S/))).size).toBe(1);
    expect(cli(['frobnicate']).code).toBe(2);
    expect(cli(['extract']).code).toBe(2);
    expect(cli(['extract', 'https://studio.brand-design.test/', '--concurrency', 'lots']).code).toBe(2);
    expect(cli(['extract', 'https://studio.brand-design.test/', '--sections', 'palette']).code).toBe(2);
    expect(cli(['extract', 'ftp://nope/', '--data-dir', dataDir])).toMatchObject({ code: 2, stderr: expect.stringContaining('INVALID_REQUEST') });
    expect(cli(['list', '--status', 'done', '--data-dir', dataDir]).code).toBe(2);
  });

  it('extracts a fixture site, prints a summary, writes --out, and lists and shows it', () => {
    const out = join(dataDir, 'out');
    const run = cli(['extract', 'https://studio.brand-design.test/', '--data-dir', dataDir, '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✔ .+ — https:\/\/studio\.brand-design\.test\//);
    expect(run.stderr).toMatch(/\[1\/1\] https:\/\/studio\.brand-design\.test\/ (queued|crawling)/); // plain progress lines off a TTY
    const folder = join(out, folderNameFor('https://studio.brand-design.test/'));
    expect(JSON.parse(readFileSync(join(folder, 'guidelines.json'), 'utf8')).profile.brand_name).toBeTruthy();
    expect(existsSync(join(folder, 'screenshot.png'))).toBe(true);

    const list = cli(['list', '--json', '--data-dir', dataDir]);
    expect(list.code).toBe(0);
    const parsed = JSON.parse(list.stdout);
    expect(parsed.total).toBe(1);
    const id = parsed.submissions[0].submission_id;
    const show = cli(['show', id, '--json', '--sections', 'profile', '--data-dir', dataDir]);
    expect(show.code).toBe(0);
    expect(Object.keys(JSON.parse(show.stdout).result.design_system)).toEqual(['profile']);
    expect(cli(['show', 'sub_missing', '--data-dir', dataDir])).toMatchObject({ code: 1, stderr: expect.stringContaining('NOT_FOUND') });
  });

  it('exits 1 when a page fails, with the reason; --json is an array even for one URL (issue 8 item 12)', () => {
    const run = cli(['extract', 'https://studio.brand-design.test/_status/404', '--data-dir', dataDir, '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ status: 'failed', error: expect.stringContaining('404') })]);
  });

  it('exits 3 with an install hint when no Chromium can be found, submitting nothing', () => {
    const dir = tempDataDir();
    const run = cli(['extract', 'https://studio.brand-design.test/', '--data-dir', dir], { BRAND_DESIGN_CHROMIUM: '/nonexistent/chromium' });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/BROWSER_NOT_FOUND.*\/nonexistent\/chromium.*(playwright install chromium|apt-get install)/s);
    expect(existsSync(join(dir, 'brand-design.sqlite'))).toBe(false);
  });
});
