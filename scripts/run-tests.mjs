#!/usr/bin/env node
// Runs the vitest suite and ends with one plain "tests: N passed, N failed, N skipped" line,
// so any CI reader sees the counts; exits non-zero when any run failed.
//
// With no arguments (the whole suite) it then runs the suites that exercise the store a second
// time against a real Postgres (issue 13 §1: the API suite against both stores): vitest's global
// setup starts one embedded Postgres when BRAND_DESIGN_TEST_STORE=postgres, and every test
// runtime gets a database of its own (test/helpers/test-store.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The suites that read and write the store through the API, run again on Postgres. */
export const POSTGRES_SUITES = ['test/api', 'test/judge/jobs.test.ts', 'test/prompts/facade.test.ts', 'test/search/api.test.ts'];
/** Store-independent or SQLite-only files under those folders (the SQLite file itself, its modes, native exit, crash children). */
export const SQLITE_ONLY = [
  'test/api/hardening-store.test.ts',
  'test/api/native-exit.test.ts',
  'test/api/public-surface.test.ts',
  'test/api/crash-recovery.test.ts',
  'test/api/postgres-store.test.ts',
];

const vitest = join('node_modules', 'vitest', 'vitest.mjs');

function run(label, args, env) {
  const report = join(tmpdir(), `brand-design-vitest-${process.pid}-${label}.json`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  let passed = 0, failed = 0, skipped = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
    skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    rmSync(report, { force: true });
  } else {
    failed = 1;
  }
  const code = result.status ?? 1;
  if (code !== 0 && failed === 0) failed = 1;
  return { label, passed, failed, skipped, code, seconds: Math.round((Date.now() - started) / 1000) };
}

const args = process.argv.slice(2);
const runs = [run('sqlite', args, {})];
if (args.length === 0) {
  runs.push(run('postgres', [...POSTGRES_SUITES, ...SQLITE_ONLY.flatMap((file) => ['--exclude', file])], { BRAND_DESIGN_TEST_STORE: 'postgres' }));
}
const sum = (key) => runs.reduce((total, r) => total + r[key], 0);
console.log('');
if (runs.length > 1) for (const r of runs) console.log(`${r.label} store: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds} s)`);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(runs.find((r) => r.code !== 0)?.code ?? 0);
