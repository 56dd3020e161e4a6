/**
 * Issue 8 items 6, 8, 9 and 15 on the command line (12, --json always an array: cli.test.ts): the built CLI (`dist/cli/main.js`) in real
 * processes, with real Chromium on the bundled fixture sites and real pipes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderNameFor } from '../../src/cli/output-files.js';
import { tempDataDir } from '../helpers/runtime.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

function cli(args: string[], env: Record<string, string> = {}, timeout = 120_000) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, signal: run.signal };
}

/** One line on stderr, no stack trace. */
function oneLine(stderr: string): string {
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  return lines[0]!;
}

describe('--out folder names (issue 8 item 8)', () => {
  it('differ for URLs that used to collide, and stay the same for the same page', () => {
    const pairs: [string, string][] = [
      ['https://acme.test/a-b', 'https://acme.test/a/b'],
      ['https://acme.test/list?page=1', 'https://acme.test/list?page=2'],
      [`https://acme.test/${'x'.repeat(130)}/one`, `https://acme.test/${'x'.repeat(130)}/two`],
      ['http://acme.test/', 'https://acme.test/'],
    ];
    for (const [a, b] of pairs) expect(folderNameFor(a)).not.toBe(folderNameFor(b));
    expect(folderNameFor('https://Acme.test/p?b=2&a=1#top')).toBe(folderNameFor('https://acme.test/p?a=1&b=2&utm_source=x'));
    expect(folderNameFor('https://acme.test/docs/intro')).toMatch(/^acme\.test-docs-intro-[0-9a-f]{8}$/);
    expect(folderNameFor(`https://acme.test/${'x'.repeat(300)}`).length).toBeLessThanOrEqual(89);
  });
});

describe('the brand-design command: results and errors (built dist/)', () => {
  const dataDir = tempDataDir();
  const out = join(dataDir, 'out');
  const page1 = 'https://hostile.brand-design.test/alert.html?page=1';
  const page2 = 'https://hostile.brand-design.test/alert.html?page=2';
  let first: ReturnType<typeof cli>;
  beforeAll(() => {
    if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
    // A page that opens dialogs: it completes, with `dialog` warnings (an incomplete capture).
    first = cli(['extract', page1, page2, '--data-dir', dataDir, '--out', out, '--json', '--strict']);
  }, 180_000);

  it('--strict exits 1 when a completed page has warnings; --json lists them in an array', () => {
    expect(first.code).toBe(1);
    const envelopes = JSON.parse(first.stdout);
    expect(Array.isArray(envelopes)).toBe(true);
    expect(envelopes.map((e: { source_url: string }) => e.source_url)).toEqual([page1, page2]);
    for (const envelope of envelopes) {
      expect(envelope.status).toBe('completed');
      expect(envelope.warnings).toContainEqual({ code: 'dialog', message: expect.stringContaining('Welcome to Trapdoor!') });
    }
  });

  it('writes one --out folder per URL, even when only the query differs', () => {
    const folders = readdirSync(out).sort();
    expect(folders).toEqual([folderNameFor(page1), folderNameFor(page2)].sort());
    for (const folder of folders) expect(existsSync(join(out, folder, 'guidelines.json'))).toBe(true);
  });

  it('marks an incomplete capture ⚠ with its warnings, and exits 0 without --strict', () => {
    const run = cli(['extract', page1, '--data-dir', dataDir]); // a cache hit: same result, same warnings
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^⚠ Trapdoor — https:\/\/hostile\.brand-design\.test\/alert\.html\?page=1 \(2 warnings: dialog\)$/m);
    expect(run.stdout).toContain('warning dialog: ');
    expect(run.stdout).not.toContain('✔');
  });

  // `script` (util-linux) runs the command on a pseudo-terminal, where progress is a redrawn block.
  it.skipIf(!existsSync('/usr/bin/script'))('marks it ⚠ in the live progress on a terminal too', () => {
    const command = `'${process.execPath}' '${BIN}' extract '${page1}' --data-dir '${dataDir}'`;
    const run = spawnSync('/usr/bin/script', ['-qec', command, '/dev/null'], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status).toBe(0);
    // Each redraw writes the page's line as `ESC[2K<mark> <url> <step>`; the last one counts.
    const marks = run.stdout.split('\x1b[2K').filter((line) => line.startsWith(` ${page1} `, 1)).map((line) => line[0]);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.at(-1)).toBe('⚠');
  });

  it('show lists the warnings', () => {
    const id = JSON.parse(first.stdout)[0].submission_id;
    const run = cli(['show', id, '--data-dir', dataDir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^⚠ /);
    expect(run.stdout.match(/^ {2}warning dialog: /gm)).toHaveLength(2);
  });

  it('export --out under /proc fails at once with one line and exit 3 (no endless mkdir)', () => {
    const id = JSON.parse(first.stdout)[0].submission_id;
    const run = cli(['export', id, '--format', 'css', '--out', '/proc/nope/x.css', '--data-dir', dataDir], {}, 20_000);
    expect(run.signal).toBeNull(); // not killed by the timeout
    expect(run.code).toBe(3);
    expect(oneLine(run.stderr)).toBe('brand-design export: cannot create /proc/nope: no such file or folder (or the file system does not allow creating it) (ENOENT)');
  });

  it('a --data-dir under /proc fails at once with one line and exit 3 (no endless mkdir)', () => {
    const run = cli(['list', '--data-dir', '/proc/nope/data'], {}, 20_000);
    expect(run.signal).toBeNull();
    expect(run.code).toBe(3);
    expect(oneLine(run.stderr)).toBe('brand-design list: cannot create /proc/nope: no such file or folder (or the file system does not allow creating it) (ENOENT)');
  });

  it('write errors are one line naming the path and the cause, exit 3', () => {
    const id = JSON.parse(first.stdout)[0].submission_id;
    const folder = join(dataDir, 'a-folder');
    mkdirSync(folder, { recursive: true });
    const file = join(dataDir, 'a-file');
    writeFileSync(file, 'x');
    const cases: [string, RegExp][] = [
      [folder, new RegExp(`^brand-design export: cannot write ${folder}: it is a folder, not a file \\(EISDIR\\)$`)],
      [join(file, 'x.css'), new RegExp(`^brand-design export: cannot create ${file}: a file is in the way where a folder is needed \\(ENOTDIR\\)$`)],
      ['/sys/x.css', /^brand-design export: cannot write \/sys\/x\.css: .+ \((EACCES|EROFS|EPERM)\)$/],
    ];
    for (const [target, expected] of cases) {
      const run = cli(['export', id, '--format', 'css', '--out', target, '--data-dir', dataDir], {}, 20_000);
      expect(run.code).toBe(3);
      expect(oneLine(run.stderr)).toMatch(expected);
    }
    const run = cli(['extract', page1, '--out', file, '--data-dir', dataDir], {}, 20_000);
    expect(run.code).toBe(3);
    expect(oneLine(run.stderr)).toMatch(/cannot create .*a-file: a file is in the way where a folder is needed \(ENOTDIR\)$/);
  });

  it('exits 0 quietly when the reader of its output goes away (EPIPE)', async () => {
    const child = spawn(process.execPath, [BIN, 'list', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // like `| head -0`: the read end is closed before anything is written
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('exits 3 with a clear line when Chromium is found but does not start', () => {
    const run = cli(['extract', 'https://studio.brand-design.test/', '--data-dir', tempDataDir()], { BRAND_DESIGN_CHROMIUM: '/bin/false' }, 60_000);
    expect(run.code).toBe(3);
    expect(oneLine(run.stderr)).toMatch(/^brand-design extract: BROWSER_LAUNCH_FAILED: Chromium at \/bin\/false could not start: .*(playwright install chromium|apt-get install chromium)/);
  });
});
