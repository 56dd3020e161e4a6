/**
 * Credit metering (spec §4.2, §8; amounts "not shown", ours are documented in the README).
 * Off by default: then nothing is charged and `credits_consumed` is null. When on, each
 * operation is charged up front against the user's balance and refunded if it fails.
 */
import type { ChargeRequest, CreditOps } from '../jobs/store.js';
import { BrandDesignError } from '../errors.js';

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

export type { Charge } from '../jobs/store.js';

/** Metering settings and the balance reads and top-ups; charges and refunds happen inside the store's atomic operations. */
export class CreditLedger {
  readonly enabled: boolean;
  readonly costs: CreditCosts;

  constructor(private readonly ops: CreditOps, options: MeteringOptions = {}) {
    this.enabled = options.enabled ?? false;
    this.costs = { ...DEFAULT_COSTS, ...options.costs };
  }

  async balance(userId: string): Promise<number> {
    const balance = await this.ops.balance(userId);
    if (balance === undefined) throw new BrandDesignError('NOT_FOUND', `No user ${userId}.`);
    return balance;
  }

  /** Adds credits (the dashboard's top-up). */
  async grant(userId: string, amount: number): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new BrandDesignError('INVALID_REQUEST', 'expected a positive whole number of credits');
    const balance = await this.ops.grant(userId, amount);
    if (balance === undefined) throw new BrandDesignError('NOT_FOUND', `No user ${userId}.`);
    return balance;
  }

  /** A charge request for `operation` when metering is on; null otherwise. */
  chargeFor(userId: string, operation: keyof CreditCosts): ChargeRequest | null {
    return this.enabled ? { userId, operation, amount: this.costs[operation] } : null;
  }
}
