/**
 * The store a test runtime opens: SQLite in its data dir (the default), or, in the Postgres pass
 * (BRAND_DESIGN_TEST_STORE=postgres, see postgres-setup.ts), a database of its own on the run's
 * Postgres: one per data dir, so two runtimes opened on one data dir share their state as they do
 * with SQLite, and no two test files ever see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPool } from '../../src/jobs/postgres/pg.js';
import type { StoreOptions } from '../../src/jobs/open-store.js';

const databases = new Map<string, string>();

/** True in the Postgres pass. */
export function testStoreIsPostgres(): boolean {
  return inject('postgresUrl') !== undefined;
}

/** `{ store }` for openBrandDesign: nothing in the SQLite pass; a fresh database per data dir in the Postgres pass. */
export async function testStoreOptions(dataDir: string): Promise<{ store?: StoreOptions }> {
  const admin = inject('postgresUrl');
  if (admin === undefined) return {};
  let url = databases.get(dataDir);
  if (!url) {
    const name = `bd_${randomBytes(8).toString('hex')}`;
    const pool = await openPool(admin);
    try {
      await pool.query(`CREATE DATABASE ${name}`);
    } finally {
      await pool.end();
    }
    const parsed = new URL(admin);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    databases.set(dataDir, url);
  }
  return { store: { postgres: url } };
}

/**
 * Every byte the store holds for a data dir, for "never stored in plain text" checks: the SQLite
 * file and its WAL, or every row of every table of the data dir's Postgres database as text.
 */
export async function everythingStored(dataDir: string): Promise<Buffer> {
  const url = databases.get(dataDir);
  if (url === undefined) {
    const file = join(dataDir, 'brand-design.sqlite');
    return Buffer.concat([file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)));
  }
  const pool = await openPool(url);
  try {
    const tables = (await pool.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)).rows;
    const texts: string[] = [];
    for (const { name } of tables) {
      const { rows } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
      texts.push(...rows.map((r) => r.row));
    }
    return Buffer.from(texts.join('\n'));
  } finally {
    await pool.end();
  }
}
