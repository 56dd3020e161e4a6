/**
 * API keys and the users they belong to (spec §5). Keys are created by the runtime's owner
 * (the "dashboard"); the secret is returned once and only its SHA-256 is stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountOps } from '../jobs/store.js';
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
  constructor(private readonly accounts: AccountOps, private readonly defaultBalance: number) {}

  /** Ensures the local owner's account exists. */
  async ensureOwner(email: string): Promise<void> {
    await this.accounts.ensureUser(LOCAL_OWNER_ID, email, this.defaultBalance, nowIso());
  }

  async owner(): Promise<Principal> {
    const email = await this.accounts.userEmail(LOCAL_OWNER_ID);
    return { userId: LOCAL_OWNER_ID, email: email!, role: 'admin', keyId: null, keyName: null };
  }

  async create(input: CreateKeyInput): Promise<CreatedApiKey> {
    if (typeof input !== 'object' || input === null) throw invalid(['body'], 'expected an object { name, role?, expiresAt?, email? }', 'type_error');
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (name.length < 1 || name.length > 100) throw invalid(['name'], 'expected a key name of 1 to 100 characters', 'value_error');
    const role = input.role ?? 'member';
    if (!isRole(role)) throw invalid(['role'], `expected one of admin, member, viewer; got ${JSON.stringify(input.role)}`, 'enum');
    const expiresAt = parseExpiry(input.expiresAt);
    if (input.email !== undefined && (typeof input.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(input.email))) {
      throw invalid(['email'], 'expected an email address', 'value_error');
    }
    const secret = `bd_${randomBytes(24).toString('base64url')}`;
    // One atomic step: the name check, the account (created for a new email) and the key.
    const created = await this.accounts.createKey({
      id: newId('key'), name, role, secretHash: hash(secret), prefix: secret.slice(0, 10), expiresAt,
      ...(input.email !== undefined ? { email: input.email } : {}),
      newUserId: newId('usr'), ownerId: LOCAL_OWNER_ID, initialBalance: this.defaultBalance, now: nowIso(),
    });
    if (!created) throw invalid(['name'], `an active key named ${JSON.stringify(name)} already exists`, 'value_error');
    return { ...created, key: secret };
  }

  list(): Promise<ApiKeyInfo[]> {
    return this.accounts.listKeys();
  }

  /** Revokes by id or by name; unknown → NOT_FOUND. Returns the revoked key's info. */
  async revoke(idOrName: string): Promise<ApiKeyInfo> {
    const revoked = await this.accounts.revokeKey(idOrName, nowIso());
    if (!revoked) throw new BrandDesignError('NOT_FOUND', `No active API key with id or name ${JSON.stringify(idOrName)}.`);
    return revoked;
  }

  /** Spec §5.2: missing, unknown, revoked or expired → 401 UNAUTHORIZED. */
  async authenticate(secret: string | undefined): Promise<Principal> {
    if (typeof secret !== 'string' || secret.length === 0) throw unauthorized('No API key was given.');
    const digest = hash(secret);
    const row = await this.accounts.keyByHash(digest);
    if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(digest))) throw unauthorized('The API key is not valid.');
    if (row.revoked_at) throw unauthorized('The API key has been revoked.');
    if (row.expires_at && Date.parse(row.expires_at) <= Date.now()) throw unauthorized(`The API key expired at ${row.expires_at}.`);
    await this.accounts.touchKey(row.id, nowIso());
    return { userId: row.user_id, email: row.email, role: row.role, keyId: row.id, keyName: row.name };
  }
}

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
