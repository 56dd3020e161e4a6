/** Users, API keys and the credit ledger in Postgres (the SQLite twins: sqlite-accounts.ts, sqlite-ledger.ts). */
import type { ApiKeyInfo } from '../../api/keys.js';
import { newId, nowIso } from '../../api/ids.js';
import { assertAffordable } from '../admission.js';
import { SELECT_KEY_INFO } from '../sqlite-accounts.js';
import type { AccountOps, Charge, ChargeRequest, CreditOps, KeyRow } from '../store.js';
import type { PgPool, Queryable } from './pg.js';

/** Serializes key creation (the active-name check, then the insert) across processes. */
const KEYS_LOCK = 0x62646b79; // 'bdky'

/**
 * 402 when the balance is short, else debits and writes the ledger row. The user's row is locked
 * (FOR UPDATE) until the caller's transaction ends, so two charges never both pass the check.
 */
export async function charge(tx: Queryable, request: ChargeRequest, subjectId: string): Promise<Charge> {
  const { rows } = await tx.query<{ credits_balance: number }>('SELECT credits_balance FROM users WHERE id = $1 FOR UPDATE', [request.userId]);
  assertAffordable(request.userId, rows[0]?.credits_balance, request.amount);
  const creditRefId = newId('cr');
  await tx.query('UPDATE users SET credits_balance = credits_balance - $1 WHERE id = $2', [request.amount, request.userId]);
  await tx.query('INSERT INTO credit_ledger (id, user_id, operation, amount, subject_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [creditRefId, request.userId, request.operation, request.amount, subjectId, nowIso()]);
  return { creditRefId, amount: request.amount };
}

export async function balance(db: Queryable, userId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ credits_balance: number }>('SELECT credits_balance FROM users WHERE id = $1', [userId]);
  return rows[0]?.credits_balance;
}

/** Refunds once: the guarded UPDATE of the ledger row decides, so a second refund changes nothing. */
export async function refund(tx: Queryable, creditRefId: string): Promise<boolean> {
  const { rows } = await tx.query<{ user_id: string; amount: number }>(
    'UPDATE credit_ledger SET refunded_at = $1 WHERE id = $2 AND refunded_at IS NULL RETURNING user_id, amount', [nowIso(), creditRefId]);
  const row = rows[0];
  if (!row) return false;
  await tx.query('UPDATE users SET credits_balance = credits_balance + $1 WHERE id = $2', [row.amount, row.user_id]);
  return true;
}

export function pgCredits(pool: PgPool): CreditOps {
  return {
    balance: (userId) => balance(pool, userId),
    async grant(userId, amount) {
      const { rows } = await pool.query<{ credits_balance: number }>(
        'UPDATE users SET credits_balance = credits_balance + $1 WHERE id = $2 RETURNING credits_balance', [amount, userId]);
      return rows[0]?.credits_balance;
    },
    refund: (ref) => pool.transaction((tx) => refund(tx, ref)),
  };
}

export function pgAccounts(pool: PgPool): AccountOps {
  const info = async (db: Queryable, id: string): Promise<ApiKeyInfo | undefined> =>
    (await db.query<ApiKeyInfo>(`${SELECT_KEY_INFO} WHERE k.id = $1`, [id])).rows[0];
  return {
    async ensureUser(id, email, initial, now) {
      await pool.query('INSERT INTO users (id, email, credits_balance, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [id, email, initial, now]);
    },
    async userEmail(id) {
      return (await pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])).rows[0]?.email;
    },
    createKey: (k) => pool.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [KEYS_LOCK]);
      if ((await tx.query('SELECT 1 FROM api_keys WHERE name = $1 AND revoked_at IS NULL', [k.name])).rows.length > 0) return false;
      let userId = k.ownerId;
      if (k.email !== undefined) {
        await tx.query('INSERT INTO users (id, email, credits_balance, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING',
          [k.newUserId, k.email, k.initialBalance, k.now]);
        userId = (await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [k.email])).rows[0]!.id;
      }
      await tx.query('INSERT INTO api_keys (id, user_id, name, role, secret_hash, prefix, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [k.id, userId, k.name, k.role, k.secretHash, k.prefix, k.now, k.expiresAt]);
      return (await info(tx, k.id))!;
    }),
    async listKeys() {
      return (await pool.query<ApiKeyInfo>(`${SELECT_KEY_INFO} ORDER BY k.created_at, k.seq`)).rows;
    },
    async revokeKey(idOrName, now) {
      const { rows } = await pool.query<{ id: string }>(
        `UPDATE api_keys SET revoked_at = $1 WHERE id = (SELECT id FROM api_keys WHERE (id = $2 OR name = $2) AND revoked_at IS NULL ORDER BY seq LIMIT 1)
           AND revoked_at IS NULL RETURNING id`, [now, idOrName]);
      return rows[0] ? info(pool, rows[0].id) : undefined;
    },
    async keyByHash(hash) {
      return (await pool.query<KeyRow>('SELECT k.*, u.email FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.secret_hash = $1', [hash])).rows[0];
    },
    async touchKey(id, now) {
      await pool.query('UPDATE api_keys SET last_used_at = $1 WHERE id = $2', [now, id]);
    },
  };
}
