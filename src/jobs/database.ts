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
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';

export type Database = BetterSqlite3.Database;

/**
 * How long a connection waits for another process's write lock before SQLITE_BUSY. Long enough
 * for several processes opening a fresh data dir at once to take turns migrating it (issue 8 item 3).
 */
const BUSY_TIMEOUT_MS = 10_000;

/** SQLite result codes that mean the file itself is damaged or is not a database at all. */
const CORRUPT_CODES = /^SQLITE_(CORRUPT|NOTADB)/;

/**
 * Every connection this process opened, closed or not, kept reachable until the process ends
 * (issue 14). better-sqlite3 12 wraps connections and statements in `node::ObjectWrap`, whose
 * destructor on Node 24 looks the environment up through the current JS context: when the garbage
 * collector destroys one outside a context (a GC in a timer, a worker's teardown) Node aborts with
 * `Assertion failed: (env) != nullptr` in `RemoveEnvironmentCleanupHook`. Objects still alive when
 * an environment ends are freed by Node's own cleanup hooks instead, which is safe. So no connection
 * and no statement may ever become garbage: each connection prepares a given SQL text once and
 * hands out that statement again (`pinStatements`), which also bounds what is kept to the distinct
 * SQL texts of each connection — a few dozen.
 */
const pinned = new Set<Database>();

function pinStatements(db: Database): Database {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepareOnce = db.prepare.bind(db);
  // An own property shadows the prototype's. The project never changes a statement's modes (pluck,
  // raw, expand, safeIntegers) nor iterates one, so sharing a statement is safe. (`transaction()`
  // keeps its BEGIN/COMMIT statements for as long as the connection lives: pinned too.)
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepareOnce(sql);
      statements.set(sql, statement);
    }
    return statement;
  }) as Database['prepare'];
  // better-sqlite3's `pragma()` prepares through the native handle and drops the statement at once;
  // this one goes through the kept statements (the pluck mode is set on every call).
  db.pragma = ((source: string, options?: { simple?: boolean }) => {
    const statement = db.prepare(`PRAGMA ${source}`);
    if (!statement.reader) return statement.run();
    return options?.simple ? statement.pluck(true).get() : statement.pluck(false).all();
  }) as Database['pragma'];
  pinned.add(db);
  return db;
}

export async function openDatabase(file: string): Promise<Database> {
  const dir = dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { default: Sqlite } = await import('better-sqlite3');
  let db: Database | undefined;
  try {
    db = pinStatements(new Sqlite(file));
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
