/**
 * Owner-only file modes for the data dir (issue 8 item 10): the database holds API-key hashes and
 * private results, the artifacts private captures. Modes are set with chmod after creation, so
 * they do not depend on the process umask.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates nothing; makes `dir` and everything under it owner-only. Symlinks are left alone. */
export function restrictTree(dir: string): void {
  let stat;
  try {
    stat = lstatSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing was written
    throw error;
  }
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(dir, PRIVATE_FILE_MODE);
    return;
  }
  if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE);
  for (const name of readdirSync(dir)) restrictTree(join(dir, name));
}

/**
 * Creates the data dir and its `artifacts/` folder owner-only. A data dir that already exists is
 * tightened only when it is ours (it holds `databaseName`), never some folder the caller named.
 */
export function prepareDataDir(dataDir: string, databaseName: string): void {
  const ours = !existsSync(dataDir) || existsSync(join(dataDir, databaseName));
  mkdirSync(join(dataDir, 'artifacts'), { recursive: true, mode: PRIVATE_DIR_MODE });
  if (ours) chmodSync(dataDir, PRIVATE_DIR_MODE);
  chmodSync(join(dataDir, 'artifacts'), PRIVATE_DIR_MODE);
}
