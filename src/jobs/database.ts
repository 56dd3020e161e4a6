/**
 * The better-sqlite3 adapter: the only file that imports it (ARCHITECTURE "one adapter file per
 * dependency"). The native module is loaded with `await import()` so that importing the library
 * loads no native binary.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS } from './migrations.js';

export type Database = BetterSqlite3.Database;

export async function openDatabase(file: string): Promise<Database> {
  mkdirSync(dirname(file), { recursive: true });
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(file);
  // WAL: readers in other processes (the CLI's `list` while an `extract` runs) never block the writer.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
