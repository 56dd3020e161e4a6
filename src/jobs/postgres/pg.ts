/**
 * The `pg` adapter: the only file that imports node-postgres (ARCHITECTURE "one adapter file per
 * dependency"), loaded with `await import()` so SQLite users never load it.
 *
 * Every value the store keeps is TEXT, INTEGER or DOUBLE PRECISION, which node-postgres returns as
 * JavaScript strings and numbers, so rows read here have exactly the shape of SQLite's; counts
 * (bigint) are cast to integer in the SQL.
 */
import type { Pool, PoolClient } from 'pg';
import { BrandDesignError } from '../../errors.js';
import { redactedUrl } from '../open-store.js';

/** A pool or one client inside a transaction: what the table code runs queries on. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

export interface PgPool extends Queryable {
  /** Runs `fn` on one client between BEGIN and COMMIT (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

/** Connections per process: enough for the jobs and readers of one runtime. */
const POOL_SIZE = 8;
const CONNECT_TIMEOUT_MS = 10_000;

/** SQLSTATE classes that mean the server cannot be reached or refused us (08 connection, 28 authorization, 3D000 no database). */
const UNAVAILABLE = /^(08|28|3D000|57P03)/;

export async function openPool(url: string): Promise<PgPool> {
  const { default: pg } = await import('pg');
  const pool: Pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client whose connection drops emits 'error' on the pool; without a listener Node would exit.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw unavailable(url, error);
  }
  return {
    query: (sql, params) => pool.query(sql, params as unknown[]) as never,
    async transaction(fn) {
      const client: PoolClient = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(client as unknown as Queryable);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    end: () => pool.end(),
  };
}

/** True for an error that says the server is unreachable or refused the login (not a bad query). */
export function isUnavailableError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return UNAVAILABLE.test(code) || ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH'].includes(code);
  return error instanceof Error && /timeout|terminated|connect/i.test(error.message);
}

function unavailable(url: string, cause: unknown): unknown {
  if (!isUnavailableError(cause)) return cause;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new BrandDesignError(
    'STORE_UNAVAILABLE',
    `the Postgres store ${redactedUrl(url)} cannot be used (${reason}). Check that the server runs and accepts this user, password and database.`,
    { cause },
  );
}
