#!/usr/bin/env node
// Runs the vitest suite and ends with one plain "tests: N passed, N failed, N skipped" line,
// so any CI reader sees the counts; exits with vitest's own exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const report = join(tmpdir(), `brand-design-vitest-${process.pid}.json`);
const vitest = join('node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
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
const code = run.status ?? 1;
if (code !== 0 && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code);
