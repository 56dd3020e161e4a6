import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 14: with better-sqlite3 12 on Node 24, a prepared statement collected by the garbage
// collector outside a JS context (a timer, process or worker teardown) aborted the process with
// `Assertion failed: (env) != nullptr` in node::RemoveEnvironmentCleanupHook. Whatever Node line runs
// this suite, a program that opens the runtime and exits without close() must exit cleanly.
const child = join(import.meta.dirname, '..', 'helpers', 'open-and-exit.mjs');
const dirs: string[] = [];
afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

function run(mode: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bd-native-exit-'));
  dirs.push(dir);
  return spawnSync(process.execPath, [child, dir, mode], { encoding: 'utf8', timeout: 60_000 });
}

describe(`native teardown on Node ${process.versions.node}`, () => {
  for (const mode of ['return', 'exit', 'worker']) {
    it(`opening the runtime and leaving without close() exits 0 (${mode})`, () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const result = run(mode);
        expect(result.stderr).not.toMatch(/Assertion failed|Native stack trace/);
        expect({ status: result.status, signal: result.signal }).toEqual({ status: 0, signal: null });
        expect(result.stdout).toContain('done');
      }
    }, 120_000);
  }
});
