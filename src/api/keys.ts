/**
 * API keys and the users they belong to (spec §5). Keys are created by the runtime's owner
 * (the "dashboard"); the secret is returned once and only its SHA-256 is stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../jobs/database.js';
import { BrandDesignError, invalid } from '../errors.js';
import { isRole, type Role } from './roles.js';
import { newId, nowIso } from './ids.js';

export const LOCAL_OWNER_ID = 'usr_local';

export interface CreateKeyInput {
  /** Shown as `api_key_name` on what the key creates; unique among active keys. */
  name: string;
  /** @default 'member' */
  role?: Role;
  /** After this instant the key answers 401 UNAUTHORIZED (spec §5.2). */
  expiresAt?: Date | string | null;
  /**
   * The account the key belongs to. Omitted: the local owner's account. A new email creates a
   * separate user with its own submissions and credit balance.
   */
  email?: string;
}

export interface ApiKeyInfo {
  id: string;
  name: string;
  role: Role;
  user_id: string;
  email: string;
  prefix: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface CreatedApiKey extends ApiKeyInfo {
  /** The secret. Shown once; only a hash is stored. */
  key: string;
}

/** Who is calling: resolved from a key, or the local owner. */
export interface Principal {
  userId: string;
  email: string;
  role: Role;
  keyId: string | null;
  keyName: string | null;
}

const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export class KeyStore {
  constructor(private readonly db: Database, private readonly defaultBalance: number) {}

  /** Ensures the local owner's account exists. */
  ensureOwner(email: string): void {
    this.db
      .prepare('INSERT INTO users (id, email, credits_balance, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO NOTHING')
      .run(LOCAL_OWNER_ID, email, this.defaultBalance, nowIso());
  }

  owner(): Principal {
    const user = this.db.prepare('SELECT email FROM users WHERE id = ?').get(LOCAL_OWNER_ID) as { email: string };
    return { userId: LOCAL_OWNER_ID, email: user.email, role: 'admin', keyId: null, keyName: null };
  }

  create(input: CreateKeyInput): CreatedApiKey {
    if (typeof input !== 'object' || input === null) throw invalid(['body'], 'expected an object { name, role?, expiresAt?, email? }', 'type_error');
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (name.length < 1 || name.length > 100) throw invalid(['name'], 'expected a key name of 1 to 100 characters', 'value_error');
    const role = input.role ?? 'member';
    if (!isRole(role)) throw invalid(['role'], `expected one of admin, member, viewer; got ${JSON.stringify(input.role)}`, 'enum');
    const expiresAt = parseExpiry(input.expiresAt);
    if (input.email !== undefined && (typeof input.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(input.email))) {
      throw invalid(['email'], 'expected an email address', 'value_error');
    }
    const clash = this.db.prepare('SELECT 1 FROM api_keys WHERE name = ? AND revoked_at IS NULL').get(name);
    if (clash) throw invalid(['name'], `an active key named ${JSON.stringify(name)} already exists`, 'value_error');

    const secret = `bd_${randomBytes(24).toString('base64url')}`;
    const now = nowIso();
    const id = newId('key');
    return this.db.transaction(() => {
      let userId = LOCAL_OWNER_ID;
      if (input.email !== undefined) {
        const existing = this.db.prepare('SELECT id FROM users WHERE email = ?').get(input.email) as { id: string } | undefined;
        userId = existing?.id ?? newId('usr');
        if (!existing) {
          this.db.prepare('INSERT INTO users (id, email, credits_balance, created_at) VALUES (?, ?, ?, ?)').run(userId, input.email, this.defaultBalance, now);
        }
      }
      this.db
        .prepare('INSERT INTO api_keys (id, user_id, name, role, secret_hash, prefix, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(id, userId, name, role, hash(secret), secret.slice(0, 10), now, expiresAt);
      return { ...this.info(id)!, key: secret };
    }).immediate(); // read-then-write: take the write lock first
  }

  list(): ApiKeyInfo[] {
    return (this.db.prepare(`${SELECT_INFO} ORDER BY k.created_at, k.rowid`).all() as ApiKeyInfo[]);
  }

  /** Revokes by id or by name; unknown → NOT_FOUND. Returns the revoked key's info. */
  revoke(idOrName: string): ApiKeyInfo {
    const row = this.db
      .prepare('SELECT id FROM api_keys WHERE (id = ? OR name = ?) AND revoked_at IS NULL')
      .get(idOrName, idOrName) as { id: string } | undefined;
    if (!row) throw new BrandDesignError('NOT_FOUND', `No active API key with id or name ${JSON.stringify(idOrName)}.`);
    this.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(nowIso(), row.id);
    return this.info(row.id)!;
  }

  /** Spec §5.2: missing, unknown, revoked or expired → 401 UNAUTHORIZED. */
  authenticate(secret: string | undefined): Principal {
    if (typeof secret !== 'string' || secret.length === 0) throw unauthorized('No API key was given.');
    const digest = hash(secret);
    const row = this.db
      .prepare('SELECT k.*, u.email FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.secret_hash = ?')
      .get(digest) as (ApiKeyInfo & { secret_hash: string }) | undefined;
    if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(digest))) throw unauthorized('The API key is not valid.');
    if (row.revoked_at) throw unauthorized('The API key has been revoked.');
    if (row.expires_at && Date.parse(row.expires_at) <= Date.now()) throw unauthorized(`The API key expired at ${row.expires_at}.`);
    this.db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(nowIso(), row.id);
    return { userId: row.user_id, email: row.email, role: row.role, keyId: row.id, keyName: row.name };
  }

  private info(id: string): ApiKeyInfo | undefined {
    return this.db.prepare(`${SELECT_INFO} WHERE k.id = ?`).get(id) as ApiKeyInfo | undefined;
  }
}

const SELECT_INFO = `SELECT k.id, k.name, k.role, k.user_id, u.email, k.prefix, k.created_at, k.expires_at, k.revoked_at, k.last_used_at
  FROM api_keys k JOIN users u ON u.id = k.user_id`;

// Spec §5.6: the 401 message is a sentence naming the X-API-Key scheme.
function unauthorized(reason: string): BrandDesignError {
  return new BrandDesignError('UNAUTHORIZED', `${reason} Send a valid key in the X-API-Key header (here: openBrandDesign(...).client(key)).`);
}

function parseExpiry(value: Date | string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  if (!Number.isFinite(time)) throw invalid(['expiresAt'], 'expected a Date or an ISO 8601 date-time', 'datetime');
  return new Date(time).toISOString();
}
