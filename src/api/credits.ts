/**
 * Credit metering (spec §4.2, §8; amounts "not shown", ours are documented in the README).
 * Off by default: then nothing is charged and `credits_consumed` is null. When on, each
 * operation is charged up front against the user's balance and refunded if it fails.
 */
import type { Database } from '../jobs/database.js';
import { BrandDesignError } from '../errors.js';
import { newId, nowIso } from './ids.js';

export interface MeteringOptions {
  /** @default false */
  enabled?: boolean;
  /** Balance a new user (and the local owner) starts with. @default 100 */
  initialBalance?: number;
  /** Cost per operation. @default { submission: 1, search_fast: 1, search_deep: 5, similar: 1 } */
  costs?: Partial<CreditCosts>;
}

export interface CreditCosts {
  submission: number;
  search_fast: number;
  search_deep: number;
  similar: number;
}

export const DEFAULT_COSTS: CreditCosts = Object.freeze({ submission: 1, search_fast: 1, search_deep: 5, similar: 1 });

export interface Charge {
  creditRefId: string;
  amount: number;
}

export class CreditLedger {
  readonly enabled: boolean;
  readonly costs: CreditCosts;

  constructor(private readonly db: Database, options: MeteringOptions = {}) {
    this.enabled = options.enabled ?? false;
    this.costs = { ...DEFAULT_COSTS, ...options.costs };
  }

  balance(userId: string): number {
    const row = this.db.prepare('SELECT credits_balance FROM users WHERE id = ?').get(userId) as { credits_balance: number } | undefined;
    if (!row) throw new BrandDesignError('NOT_FOUND', `No user ${userId}.`);
    return row.credits_balance;
  }

  /** Adds credits (the dashboard's top-up). */
  grant(userId: string, amount: number): number {
    if (!Number.isInteger(amount) || amount <= 0) throw new BrandDesignError('INVALID_REQUEST', 'expected a positive whole number of credits');
    const info = this.db.prepare('UPDATE users SET credits_balance = credits_balance + ? WHERE id = ?').run(amount, userId);
    if (info.changes !== 1) throw new BrandDesignError('NOT_FOUND', `No user ${userId}.`);
    return this.balance(userId);
  }

  /** 402 INSUFFICIENT_CREDITS with balance and required when `required` exceeds the balance. */
  assertCanAfford(userId: string, required: number): void {
    const balance = this.balance(userId);
    if (balance < required) {
      throw new BrandDesignError('INSUFFICIENT_CREDITS', `This needs ${required} credits and the balance is ${balance}.`, {
        extra: { balance, required },
      });
    }
  }

  /**
   * Charges `amount` atomically; callers run it inside the same transaction that records the
   * charged work, so a crash never leaves a charge without its subject.
   */
  charge(userId: string, operation: string, amount: number, subjectId: string): Charge {
    this.assertCanAfford(userId, amount);
    const creditRefId = newId('cr');
    this.db.prepare('UPDATE users SET credits_balance = credits_balance - ? WHERE id = ?').run(amount, userId);
    this.db
      .prepare('INSERT INTO credit_ledger (id, user_id, operation, amount, subject_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(creditRefId, userId, operation, amount, subjectId, nowIso());
    return { creditRefId, amount };
  }

  /** Refunds a charge once; a second refund of the same charge does nothing. Returns whether it refunded. */
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
