/** The Postgres test helper names the folder the `postgres` user cannot enter (a clone under `mktemp -d`). */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { assertReachableByPostgresUser } from './embedded-postgres.js';

let made: string | undefined;
afterEach(() => made && rmSync(made, { recursive: true, force: true }));

it('names the first folder above the binaries that others cannot enter, and passes once it opens', () => {
  made = mkdtempSync(join(tmpdir(), 'bd-guard-'));
  const inner = join(made, 'node_modules', 'pkg');
  mkdirSync(inner, { recursive: true });
  chmodSync(made, 0o700);
  expect(() => assertReachableByPostgresUser(inner)).toThrow(new RegExp(`cannot enter ${made} \\(mode 700\\).*chmod o\\+x`));
  chmodSync(made, 0o755);
  expect(() => assertReachableByPostgresUser(inner)).not.toThrow();
});
