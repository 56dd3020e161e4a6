/**
 * `brand-design doctor` (issue 12 §4) through the built CLI: every check passes on this machine;
 * a missing Chromium, a damaged database and a data dir open to other users each fail their own
 * check, on one line, with exit 3.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDataDir } from '../helpers/runtime.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

function cli(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const CHECKS = ['Chromium', 'fonts', 'better-sqlite3', 'hnswlib-node', 'embedding model', 'onnxruntime-node', 'data dir'];

describe('brand-design doctor', () => {
  beforeAll(() => {
    if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
  });

  it('checks everything in one go, one ✔ line per check, exit 0', () => {
    const dataDir = tempDataDir();
    // A data dir in use: the runtime's own layout (owner-only), with a real database.
    expect(cli(['list', '--data-dir', dataDir]).code).toBe(0);
    const run = cli(['doctor', '--data-dir', dataDir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.slice(0, -1).map((l) => l.replace(/:.*$/, ''))).toEqual(CHECKS.map((c) => `✔ ${c}`));
    expect(run.stdout).toMatch(/✔ Chromium: .+renders a page/);
    expect(run.stdout).toContain('integrity_check ok');
    expect(lines.at(-1)).toBe('all checks passed');
  }, 60_000);

  it('fails each broken piece on its own line and exits 3', () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'brand-design.sqlite'), 'this is not a database, just text that fills a page or two. '.repeat(100));
    const broken = cli(['doctor', '--json', '--data-dir', dataDir], { BRAND_DESIGN_CHROMIUM: '/nonexistent/chromium' });
    expect(broken.code).toBe(3);
    const report = JSON.parse(broken.stdout) as { ok: boolean; checks: { name: string; ok: boolean; detail: string }[] };
    expect(report.ok).toBe(false);
    const byName = Object.fromEntries(report.checks.map((c) => [c.name, c]));
    expect(byName.Chromium).toMatchObject({ ok: false, detail: expect.stringContaining('/nonexistent/chromium') });
    expect(byName['data dir']).toMatchObject({ ok: false, detail: expect.stringMatching(/not a database|damaged|DATABASE_CORRUPT|corrupt/i) });
    expect(byName['better-sqlite3']!.ok).toBe(true); // the others still ran

    const open = tempDataDir();
    chmodSync(open, 0o755);
    const text = cli(['doctor', '--data-dir', open]);
    expect(text.code).toBe(3);
    expect(text.stdout).toMatch(/^✖ data dir: .+open to other users \(mode 755\)/m);
    expect(text.stdout.trimEnd().split('\n').at(-1)).toBe('1 check(s) failed');
  }, 60_000);
});
