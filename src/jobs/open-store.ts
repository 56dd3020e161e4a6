/**
 * Chooses the store at open (issue 13 §1): SQLite in the data dir unless `store: { postgres: URL }`.
 * The Postgres implementation is loaded only when asked for, so SQLite users never load `pg`.
 */
import type { Issues } from '../api/validate.js';
import { openSqliteStore } from './sqlite-store.js';
import type { Store, StoreOption } from './store.js';

/** The `store` option of openBrandDesign. */
export interface StoreOptions {
  /** A Postgres connection URL, `postgres://user:password@host:5432/database` (also `postgresql://`). */
  postgres: string;
}

/** Validates `store` (422 issues like the other options); undefined means SQLite in the data dir. */
export function storeOption(value: unknown, loc: string[], issues: Issues): StoreOption | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    issues.add(loc, `expected an object { postgres: 'postgres://…' } (or nothing, for SQLite in the data dir); got ${JSON.stringify(value)}`, 'type_error.dict');
    return undefined;
  }
  const extra = Object.keys(value).filter((key) => key !== 'postgres');
  if (extra.length > 0) issues.add([...loc, extra[0]!], `unknown store option; expected only postgres`, 'value_error.extra');
  const url = (value as { postgres?: unknown }).postgres;
  const problem = postgresUrlProblem(url);
  if (problem) {
    issues.add([...loc, 'postgres'], problem, url === undefined ? 'missing' : 'value_error.url');
    return undefined;
  }
  return { postgres: url as string };
}

/** Why `url` is not a Postgres connection URL, or null. Pure. */
export function postgresUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0) return `expected a Postgres connection URL such as postgres://user:password@host:5432/database; got ${JSON.stringify(url) ?? 'nothing'}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `expected a Postgres connection URL such as postgres://user:password@host:5432/database; got an unparsable URL`;
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') return `expected a postgres:// or postgresql:// URL; got ${parsed.protocol}//`;
  if (!parsed.hostname && !parsed.searchParams.has('host')) return 'expected a host in the Postgres URL';
  return null;
}

/** The URL without its password, for messages and `store.location`. Pure. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

export async function openStore(option: StoreOption): Promise<Store> {
  if ('sqlite' in option) return openSqliteStore(option.sqlite);
  const { openPostgresStore } = await import('./postgres/store.js');
  return openPostgresStore(option.postgres);
}
