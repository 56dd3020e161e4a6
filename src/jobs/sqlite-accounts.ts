/** Users and API keys in SQLite (spec §5), synchronous; the rules (names, roles, hashing) are in api/keys.ts. */
import type { Database } from './database.js';
import type { ApiKeyInfo } from '../api/keys.js';
import type { KeyRow, NewKey } from './store.js';

export const SELECT_KEY_INFO = `SELECT k.id, k.name, k.role, k.user_id, u.email, k.prefix, k.created_at, k.expires_at, k.revoked_at, k.last_used_at
  FROM api_keys k JOIN users u ON u.id = k.user_id`;

export class SqliteAccounts {
  constructor(private readonly db: Database) {}

  ensureUser(id: string, email: string, balance: number, now: string): void {
    this.db
      .prepare('INSERT INTO users (id, email, credits_balance, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO NOTHING')
      .run(id, email, balance, now);
  }

  userEmail(id: string): string | undefined {
    return (this.db.prepare('SELECT email FROM users WHERE id = ?').get(id) as { email: string } | undefined)?.email;
  }

  /** Call inside a write-locked transaction (read-then-write). */
  createKey(k: NewKey): ApiKeyInfo | false {
    if (this.db.prepare('SELECT 1 FROM api_keys WHERE name = ? AND revoked_at IS NULL').get(k.name)) return false;
    let userId = k.ownerId;
    if (k.email !== undefined) {
      const existing = this.db.prepare('SELECT id FROM users WHERE email = ?').get(k.email) as { id: string } | undefined;
      userId = existing?.id ?? k.newUserId;
      if (!existing) {
        this.db.prepare('INSERT INTO users (id, email, credits_balance, created_at) VALUES (?, ?, ?, ?)').run(userId, k.email, k.initialBalance, k.now);
      }
    }
    this.db
      .prepare('INSERT INTO api_keys (id, user_id, name, role, secret_hash, prefix, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(k.id, userId, k.name, k.role, k.secretHash, k.prefix, k.now, k.expiresAt);
    return this.info(k.id)!;
  }

  listKeys(): ApiKeyInfo[] {
    return this.db.prepare(`${SELECT_KEY_INFO} ORDER BY k.created_at, k.rowid`).all() as ApiKeyInfo[];
  }

  revokeKey(idOrName: string, now: string): ApiKeyInfo | undefined {
    const row = this.db
      .prepare('SELECT id FROM api_keys WHERE (id = ? OR name = ?) AND revoked_at IS NULL')
      .get(idOrName, idOrName) as { id: string } | undefined;
    if (!row) return undefined;
    this.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(now, row.id);
    return this.info(row.id);
  }

  keyByHash(secretHash: string): KeyRow | undefined {
    return this.db
      .prepare('SELECT k.*, u.email FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.secret_hash = ?')
      .get(secretHash) as KeyRow | undefined;
  }

  touchKey(id: string, now: string): void {
    this.db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(now, id);
  }

  private info(id: string): ApiKeyInfo | undefined {
    return this.db.prepare(`${SELECT_KEY_INFO} WHERE k.id = ?`).get(id) as ApiKeyInfo | undefined;
  }
}
