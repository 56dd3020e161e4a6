/**
 * The Postgres store (issue 13 §1): every table in one Postgres database, shared by any number of
 * processes on any number of machines. Opening connects, then applies pending migrations under an
 * advisory lock (migrations.ts).
 */
import { redactedUrl } from '../open-store.js';
import type { Store } from '../store.js';
import { pgAccounts, pgCredits } from './accounts.js';
import { pgHistory } from './history.js';
import { pgJudges } from './judges.js';
import { migrate } from './migrations.js';
import { openPool, type PgPool } from './pg.js';
import { pgSubmissions } from './submissions.js';

export async function openPostgresStore(url: string): Promise<Store> {
  const pool = await openPool(url);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return postgresStore(pool, redactedUrl(url));
}

function postgresStore(pool: PgPool, location: string): Store {
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    location,
    submissions: pgSubmissions(pool),
    judges: pgJudges(pool),
    accounts: pgAccounts(pool),
    credits: pgCredits(pool),
    history: pgHistory(pool),
    close: () => (closing ??= pool.end()),
  };
}
