/**
 * Users' credit balances and the credit ledger in SQLite (spec §4.2, §8), synchronous: the SQLite
 * store calls these inside its transactions (sqlite-store.ts).
 */
import type { Database } from './database.js';
import { assertAffordable } from './admission.js';
import type { Charge, ChargeRequest } from './store.js';
import { newId, nowIso } from '../api/ids.js';

export class SqliteLedger {
  constructor(private readonly db: Database) {}

  balance(userId: string): number | undefined {
    const row = this.db.prepare('SELECT credits_balance FROM users WHERE id = ?').get(userId) as { credits_balance: number } | undefined;
    return row?.credits_balance;
  }

  grant(userId: string, amount: number): number | undefined {
    const info = this.db.prepare('UPDATE users SET credits_balance = credits_balance + ? WHERE id = ?').run(amount, userId);
    return info.changes === 1 ? this.balance(userId) : undefined;
  }

  /** 402 when the balance is short; otherwise debits and writes the ledger row. Call inside a transaction. */
  charge(request: ChargeRequest, subjectId: string): Charge {
    assertAffordable(request.userId, this.balance(request.userId), request.amount);
    const creditRefId = newId('cr');
    this.db.prepare('UPDATE users SET credits_balance = credits_balance - ? WHERE id = ?').run(request.amount, request.userId);
    this.db
      .prepare('INSERT INTO credit_ledger (id, user_id, operation, amount, subject_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(creditRefId, request.userId, request.operation, request.amount, subjectId, nowIso());
    return { creditRefId, amount: request.amount };
  }

  /** Refunds a charge once. Call inside a transaction. */
  refund(creditRefId: string): boolean {
    const row = this.db
      .prepare('SELECT user_id, amount FROM credit_ledger WHERE id = ? AND refunded_at IS NULL')
      .get(creditRefId) as { user_id: string; amount: number } | undefined;
    if (!row) return false;
    this.db.prepare('UPDATE credit_ledger SET refunded_at = ? WHERE id = ?').run(nowIso(), creditRefId);
    this.db.prepare('UPDATE users SET credits_balance = credits_balance + ? WHERE id = ?').run(row.amount, row.user_id);
    return true;
  }
}
