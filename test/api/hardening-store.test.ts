/**
 * Store hardening (issue 8): concurrent first opens of a data dir (item 3), a damaged database
 * file (item 7), owner-only modes of the data dir and its files (item 10).
 * Real processes, real SQLite files, real Chromium; nothing here is mocked.
 */
import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BrandDesignError, openBrandDesign } from '../../src/index.js';
import { tempDataDir, thrown } from '../helpers/runtime.js';

const OPEN_CHILD = fileURLToPath(new URL('../helpers/open-child.ts', import.meta.url));

/** `n` children that each open the data dir named on a stdin line and answer with one line. */
async function startOpeners(n: number): Promise<{ openAll(dataDir: string): Promise<string[]>; stop(): Promise<void> }> {
  const children: { child: ChildProcess; next: () => Promise<string> }[] = [];
  for (let i = 0; i < n; i++) {
    const child = spawn(process.execPath, ['--import', 'tsx', OPEN_CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
    const queue: string[] = [];
    const waiting: ((line: string) => void)[] = [];
    createInterface({ input: child.stdout! }).on('line', (line) => (waiting.length ? waiting.shift()!(line) : queue.push(line)));
    const next = (): Promise<string> => (queue.length ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiting.push(resolve)));
    children.push({ child, next });
  }
  expect(await Promise.all(children.map((c) => c.next()))).toEqual(Array(n).fill('ready'));
  return {
    async openAll(dataDir) {
      for (const { child } of children) child.stdin!.write(`${dataDir}\n`);
      return Promise.all(children.map((c) => c.next()));
    },
    async stop() {
      await Promise.all(children.map(({ child }) => new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin!.end();
      })));
    },
  };
}

describe('store hardening: concurrent first opens (issue 8 item 3)', () => {
  it('four processes opening a fresh data dir at once all succeed, round after round', async () => {
    const openers = await startOpeners(4);
    try {
      for (let round = 0; round < 4; round++) expect(await openers.openAll(tempDataDir())).toEqual(['ok', 'ok', 'ok', 'ok']);
    } finally {
      await openers.stop();
    }
  }, 120_000); // a few seconds on an idle machine; starting four children is slow on a loaded one
});

/** Makes a real data dir with one artifact file, then damages its database file at `offset`. */
async function damagedDataDir(offset: number): Promise<{ dataDir: string; file: string; artifact: string }> {
  const dataDir = tempDataDir();
  const runtime = await openBrandDesign({ dataDir });
  await runtime.keys.create({ name: 'ci' });
  await runtime.close();
  const artifact = join(dataDir, 'artifacts', 'ext_kept', 'capture.json');
  mkdirSync(join(dataDir, 'artifacts', 'ext_kept'), { recursive: true });
  writeFileSync(artifact, '{"kept":true}');
  const file = join(dataDir, 'brand-design.sqlite');
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, offset);
  closeSync(fd);
  return { dataDir, file, artifact };
}

describe('store hardening: a damaged database file (issue 8 item 7)', () => {
  for (const [what, offset] of [['a damaged schema page', 100], ['a damaged header', 0]] as const) {
    it(`${what}: DATABASE_CORRUPT naming the file and what to do; nothing moved`, async () => {
      const { dataDir, file, artifact } = await damagedDataDir(offset);
      const before = readFileSync(file);
      const error = await thrown(() => openBrandDesign({ dataDir }));
      expect(error).toBeInstanceOf(BrandDesignError);
      expect(error.code).toBe('DATABASE_CORRUPT');
      expect(error.message).toContain(file);
      expect(error.message).toMatch(/move it aside/i);
      expect(error.message).toMatch(/backup/);
      expect(error.message).toMatch(/artifacts .*kept/i);
      expect(readFileSync(file)).toEqual(before);
      expect(readFileSync(artifact, 'utf8')).toBe('{"kept":true}');
    });
  }
});

describe('store hardening: owner-only data dir (issue 8 item 10)', () => {
  it('creates the data dir 0700 and the database, WAL, SHM and artifact files 0600 under umask 022', async () => {
    const previous = process.umask(0o022);
    const dataDir = join(tempDataDir(), 'state');
    try {
      const runtime = await openBrandDesign({ dataDir, concurrency: 1 });
      try {
        const s = runtime.client().submissions;
        const { submission_id } = await s.create({ url: 'https://studio.brand-design.test/about.html' }, { sections: ['profile'] });
        expect((await s.wait(submission_id, { timeoutMs: 60_000 })).status).toBe('completed');
        const mode = (path: string): string => (statSync(path).mode & 0o777).toString(8);
        expect(mode(dataDir)).toBe('700');
        expect(mode(join(dataDir, 'artifacts'))).toBe('700');
        for (const name of ['brand-design.sqlite', 'brand-design.sqlite-wal', 'brand-design.sqlite-shm']) expect(mode(join(dataDir, name))).toBe('600');
        const folder = join(dataDir, 'artifacts', (await s.get(submission_id)).extraction_id!);
        const files = readdirSync(folder, { recursive: true, withFileTypes: true });
        expect(files.filter((f) => f.isFile()).map((f) => f.name)).toContain('screenshot.png');
        for (const f of files) expect([join(f.parentPath, f.name), mode(join(f.parentPath, f.name))]).toEqual([join(f.parentPath, f.name), f.isDirectory() ? '700' : '600']);
      } finally {
        await runtime.close();
      }
    } finally {
      process.umask(previous);
    }
  });
});
