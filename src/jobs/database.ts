/**
 * The better-sqlite3 adapter: the only file that imports it (ARCHITECTURE "one adapter file per
 * dependency"). The native module is loaded with `await import()` so that importing the library
 * loads no native binary.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { BrandDesignError } from '../errors.js';
import { MIGRATIONS } from './migrations.js';
import { assertSupportedNode } from './node-support.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';

export type Database = BetterSqlite3.Database;

/**
 * How long a connection waits for another process's write lock before SQLITE_BUSY. Long enough
 * for several processes opening a fresh data dir at once to take turns migrating it (issue 8 item 3).
 */
const BUSY_TIMEOUT_MS = 10_000;

/** SQLite result codes that mean the file itself is damaged or is not a database at all. */
const CORRUPT_CODES = /^SQLITE_(CORRUPT|NOTADB)/;

export async function openDatabase(file: string): Promise<Database> {
  const dir = dirname(file);
  assertSupportedNode(); // before the native module loads: on Node 20 it would crash the process
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { default: Sqlite } = await import('better-sqlite3');
  let db: Database | undefined;
  try {
    db = new Sqlite(file);
    // The busy timeout comes first: switching to WAL itself needs the lock another process may hold.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await untilNotBusy(db, prepare);
  } catch (error) {
    db?.close();
    throw isCorruptDatabaseError(error) ? corruptDatabase(file, error) : error;
  }
  restrictDatabaseFiles(file);
  return db;
}

function prepare(db: Database): void {
  // WAL: readers in other processes (the CLI's `list` while an `extract` runs) never block the writer.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  // Reads the schema of every table, so a damaged catalogue is found here, not mid-job.
  db.prepare('SELECT count(*) FROM sqlite_schema').get();
}

/**
 * Runs `step` again while SQLite answers SQLITE_BUSY, for up to the busy timeout. SQLite returns
 * BUSY without calling its busy handler in some races of several processes opening a new file
 * (the first switch to WAL, WAL recovery): the open must still succeed (issue 8 item 3). Every
 * step of `prepare` is idempotent and the migration is one transaction, so a retry is safe.
 */
async function untilNotBusy(db: Database, step: (db: Database) => void): Promise<void> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      step(db);
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !code.startsWith('SQLITE_BUSY') || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt) * (0.5 + Math.random())));
    }
  }
}

/**
 * Applies the pending migrations. `user_version` is read only after taking the write lock
 * (BEGIN IMMEDIATE), so when several processes open a new data dir at once exactly one of them
 * migrates and the others, waiting on the lock, then see the new version and do nothing
 * (issue 8 item 3: "table users already exists").
 */
export function migrate(db: Database): void {
  // Fast path without the lock: a data dir that is up to date (every open but the first) never waits.
  if ((db.pragma('user_version', { simple: true }) as number) >= MIGRATIONS.length) return;
  db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    for (let version = current; version < MIGRATIONS.length; version++) db.exec(MIGRATIONS[version]!);
    if (current < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}

/** True for SQLite's "database disk image is malformed" and "file is not a database". */
export function isCorruptDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CORRUPT_CODES.test(code);
}

/** Issue 8 item 7: name the file and say what to do; nothing is moved or deleted for the user. */
export function corruptDatabase(file: string, cause: unknown): BrandDesignError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new BrandDesignError(
    'DATABASE_CORRUPT',
    `the database ${file} is damaged (${reason}). Move it aside (e.g. mv "${file}" "${file}.damaged") ` +
      `together with its -wal and -shm files, or restore it from a backup, then run again: a new empty ` +
      `database is created. Artifacts under ${dirname(file)}/artifacts are kept.`,
    { cause },
  );
}

/** The database and its WAL/SHM files hold key hashes and private results: owner-only (issue 8 item 10). */
function restrictDatabaseFiles(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
  }
}
