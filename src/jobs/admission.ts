/**
 * What admitting a submission decides (spec §4.2, §2.1; issue 8 item 14), as pure functions both
 * stores share: each store runs the look-ups and writes inside one transaction and asks these.
 *
 * - A page with a fresh completed extraction (same normalized URL, variant, covering sections) is
 *   a new submission completed at once from cache (`served_from_cache`), charged like any other.
 * - Otherwise, unless `force`, the caller's unfinished submission of the same page (same injected
 *   CSS, covering sections) is returned instead: attached, not inserted, not charged.
 * - The whole request is refused with 402 when the balance cannot cover every charged page.
 */
import { BrandDesignError } from '../errors.js';
import { STEP } from './states.js';
import type { AdmitRequest, Charge } from './store.js';
import type { ExtractionRow, NewSubmission, SubmissionRow } from './submission-store.js';

/** The credits a request needs: one cost per page that is not attached to work in flight. */
export function creditsNeeded(cost: number | null, pages: readonly { cached: unknown; inFlight: unknown }[]): number {
  if (cost === null) return 0;
  return cost * pages.filter((p) => p.cached || !p.inFlight).length;
}

/** 402 INSUFFICIENT_CREDITS with balance and required (spec §7), or 404 for an unknown user. */
export function assertAffordable(userId: string, balance: number | undefined, required: number): void {
  if (balance === undefined) throw new BrandDesignError('NOT_FOUND', `No user ${userId}.`);
  if (balance < required) {
    throw new BrandDesignError('INSUFFICIENT_CREDITS', `This needs ${required} credits and the balance is ${balance}.`, {
      extra: { balance, required },
    });
  }
}

/** The row to insert for one page. */
export function newSubmission(request: AdmitRequest, page: AdmitRequest['pages'][number], id: string, charge: Charge | null): NewSubmission {
  return {
    id,
    user_id: request.userId,
    api_key_id: request.apiKeyId,
    api_key_name: request.apiKeyName,
    source_url: page.sourceUrl,
    normalized_url: page.normalizedUrl,
    batch_id: request.batchId,
    batch_label: request.batchLabel,
    sections: request.sections,
    force_fresh: request.force,
    credits_consumed: charge?.amount ?? null,
    credit_ref_id: charge?.creditRefId ?? null,
    inject_css: request.injectCss,
    now: request.now,
  };
}

/** A cache hit goes accepted → completed at once; spec §2.1: completed_at is the original extraction's. */
export function cacheHit(cached: ExtractionRow): { step: string; extra: Pick<SubmissionRow, 'cache_hit' | 'extraction_id' | 'completed_at'> } {
  return { step: STEP.cached, extra: { cache_hit: 1, extraction_id: cached.id, completed_at: cached.completed_at } };
}

/** The first of `rows` (oldest first) whose sections cover `wanted`. */
export function covering<R extends { sections: string }>(rows: readonly R[], wanted: readonly string[]): R | undefined {
  return rows.find((row) => {
    const have = new Set(JSON.parse(row.sections) as string[]);
    return wanted.every((s) => have.has(s));
  });
}

/** Whether a failed submission's charge counts as refunded (a refund now, or one already zeroed). */
export function refundedAfterFailure(row: Pick<SubmissionRow, 'credit_ref_id' | 'credits_consumed'>, refundedNow: boolean): boolean {
  return row.credit_ref_id ? refundedNow || row.credits_consumed === 0 : false;
}
