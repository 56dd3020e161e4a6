/**
 * The SQLite store (the embedded default, issue 13 §1): the synchronous better-sqlite3 classes
 * behind the asynchronous Store interface. Every atomic operation is one `BEGIN IMMEDIATE`
 * transaction (the write lock first: a deferred read-then-write transaction fails at once with
 * SQLITE_BUSY when another process wrote in between), run synchronously, so nothing else on this
 * connection interleaves with it.
 */
import { openDatabase, type Database } from './database.js';
import { SubmissionStore } from './submission-store.js';
import { JudgeStore } from './judge-store.js';
import { SqliteLedger } from './sqlite-ledger.js';
import { SqliteAccounts } from './sqlite-accounts.js';
import { SearchHistory } from '../search/history.js';
import { assertAffordable, cacheHit, creditsNeeded, newSubmission, refundedAfterFailure } from './admission.js';
import { RETRY_FROM, SUBMISSION_STATUS, TRANSITIONS } from './states.js';
import type { AccountOps, AdmitOutcome, CreditOps, HistoryOps, JudgeOps, Store, SubmissionOps } from './store.js';
import { newId } from '../api/ids.js';

export async function openSqliteStore(file: string): Promise<SqliteStore> {
  return new SqliteStore(await openDatabase(file), file);
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly submissions: SubmissionOps;
  readonly judges: JudgeOps;
  readonly accounts: AccountOps;
  readonly credits: CreditOps;
  readonly history: HistoryOps;

  constructor(readonly db: Database, readonly location: string) {
    const subs = new SubmissionStore(db);
    const judges = new JudgeStore(db);
    const ledger = new SqliteLedger(db);
    const accounts = new SqliteAccounts(db);
    const history = new SearchHistory(db);
    const atomic = <T>(fn: () => T): Promise<T> => {
      try {
        return Promise.resolve(db.transaction(fn).immediate());
      } catch (error) {
        return Promise.reject(error);
      }
    };
    const now = <T>(fn: () => T): Promise<T> => {
      try {
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error);
      }
    };

    this.submissions = {
      admit: (r) => atomic((): AdmitOutcome => {
        const plans = r.pages.map((page) => ({ page, cached: r.force ? undefined : subs.findCached(page.normalizedUrl, r.notBefore, r.sections, r.variant) }));
        // `force` asks for a crawl of its own, so it never attaches.
        const inFlightOf = (normalized: string) => (r.force ? undefined : subs.findInFlight(r.userId, normalized, r.injectCss, r.sections));
        if (r.cost !== null) {
          const required = creditsNeeded(r.cost, plans.map((p) => ({ cached: p.cached, inFlight: p.cached ? undefined : inFlightOf(p.page.normalizedUrl) })));
          assertAffordable(r.userId, ledger.balance(r.userId), required);
        }
        const attached: string[] = [];
        const rows = plans.map(({ page, cached }) => {
          // Looked up again: an earlier page of this request may be the same page.
          const inFlight = cached ? undefined : inFlightOf(page.normalizedUrl);
          if (inFlight) {
            attached.push(inFlight.id);
            return inFlight;
          }
          const id = newId('sub');
          const charge = r.cost !== null ? ledger.charge({ userId: r.userId, operation: 'submission', amount: r.cost }, id) : null;
          subs.insert(newSubmission(r, page, id, charge));
          if (cached) {
            const hit = cacheHit(cached);
            subs.transition(id, SUBMISSION_STATUS.completed, hit.step, r.now, hit.extra);
          }
          return subs.get(id)!;
        });
        return { rows, attached };
      }),
      get: (id) => now(() => subs.get(id)),
      list: (f) => now(() => subs.list(f)),
      unfinished: () => now(() => subs.unfinished()),
      transition: (id, to, step, at, extra = {}, from = TRANSITIONS[to]) => now(() => subs.transitionFrom(id, to, from, step, at, extra)),
      step: (id, status, step, at) => now(() => subs.step(id, status, step, at)),
      setVisibility: (id, isPublic, at) => now(() => subs.setVisibility(id, isPublic, at)),
      prepare: (id, worker, at) => atomic(() => {
        const row = subs.get(id);
        if (row?.status === SUBMISSION_STATUS.accepted) {
          subs.transition(id, SUBMISSION_STATUS.queued, 'queued', at, { worker });
          return 'queued' as const;
        }
        if (row?.status === SUBMISSION_STATUS.queued) {
          subs.setWorker(id, worker);
          return 'taken' as const;
        }
        return false as const;
      }),
      start: (id, e, worker, at) => atomic(() => {
        if (subs.get(id)?.status !== SUBMISSION_STATUS.queued) return false;
        subs.insertExtraction({ ...e, now: at });
        subs.transition(id, SUBMISSION_STATUS.crawling, 'launching_browser', at, { extraction_id: e.id, worker });
        subs.claim(id, worker);
        return true;
      }),
      heartbeat: (worker, at) => now(() => subs.heartbeat(worker, at)),
      releaseQueued: (worker, step, at) => now(() => subs.releaseQueued(worker, step, at)),
      requeue: (id, step, at) => atomic(() => {
        const row = subs.get(id);
        if (!row || (row.status !== SUBMISSION_STATUS.crawling && row.status !== SUBMISSION_STATUS.extracting)) return;
        if (row.extraction_id) subs.failExtraction(row.extraction_id);
        subs.transition(id, SUBMISSION_STATUS.queued, step, at, { extraction_id: null, worker: null });
      }),
      fail: (id, message, at) => atomic(() => {
        const row = subs.get(id);
        if (!row) return;
        const refunded = refundedAfterFailure(row, row.credit_ref_id ? ledger.refund(row.credit_ref_id) : false);
        const changed = subs.transition(id, SUBMISSION_STATUS.failed, 'failed', at, {
          error: message,
          ...(row.credit_ref_id ? { credits_consumed: refunded ? 0 : row.credits_consumed } : {}),
        });
        if (changed && row.extraction_id) subs.failExtraction(row.extraction_id);
      }),
      retry: (id, step, at, charge) => atomic(() => {
        const row = subs.get(id);
        if (!row || !RETRY_FROM.includes(row.status)) return false;
        const charged = charge ? ledger.charge(charge, id) : null;
        return subs.transitionFrom(id, SUBMISSION_STATUS.queued, RETRY_FROM, step, at, {
          error: null, completed_at: null, extraction_id: null, worker: null, attempts: 0,
          ...(charged ? { credits_consumed: charged.amount, credit_ref_id: charged.creditRefId } : {}),
        });
      }),
      getExtraction: (id) => now(() => subs.getExtraction(id)),
      sections: (id) => now(() => subs.sections(id)),
      checkpointSection: (id, name, position, value, at) => now(() => subs.checkpointSection(id, name, position, value, at)),
      recordSectionErrors: (id, errors) => now(() => subs.recordSectionErrors(id, errors)),
      complete: (id, extractionId, finalUrl, assets, at) => now(() => subs.completeWithExtraction(id, extractionId, finalUrl, assets, at)),
    };

    this.judges = {
      insert: (j) => now(() => judges.insert(j)),
      get: (id) => now(() => judges.get(id)),
      list: (f) => now(() => judges.list(f)),
      unfinished: () => now(() => judges.unfinished()),
      transition: (id, to, step, at, extra) => now(() => judges.transition(id, to, step, at, extra)),
      step: (id, status, step, at) => now(() => judges.step(id, status, step, at)),
      update: (id, fields) => now(() => judges.update(id, fields)),
      claim: (id, worker) => now(() => judges.claim(id, worker)),
      checkpointComponent: (id, component, position, verdict, at) => now(() => judges.checkpointComponent(id, component, position, verdict, at)),
      components: (id) => now(() => judges.components(id)),
      clearComponents: (id) => now(() => judges.clearComponents(id)),
      features: (id, version) => now(() => judges.features(id, version)),
      putFeatures: (id, version, features, at) => now(() => judges.putFeatures(id, version, features, at)),
      report: (ref, src, version) => now(() => judges.report(ref, src, version)),
      putReport: (ref, src, version, report, at) => now(() => judges.putReport(ref, src, version, report, at)),
    };

    this.accounts = {
      ensureUser: (id, email, balance, at) => now(() => accounts.ensureUser(id, email, balance, at)),
      userEmail: (id) => now(() => accounts.userEmail(id)),
      createKey: (k) => atomic(() => accounts.createKey(k)),
      listKeys: () => now(() => accounts.listKeys()),
      revokeKey: (idOrName, at) => now(() => accounts.revokeKey(idOrName, at)),
      keyByHash: (hash) => now(() => accounts.keyByHash(hash)),
      touchKey: (id, at) => now(() => accounts.touchKey(id, at)),
    };

    this.credits = {
      balance: (userId) => now(() => ledger.balance(userId)),
      grant: (userId, amount) => now(() => ledger.grant(userId, amount)),
      refund: (ref) => atomic(() => ledger.refund(ref)),
    };

    this.history = {
      begin: (e, charge, metered) => atomic(() => {
        const charged = charge ? ledger.charge(charge, e.id) : null;
        history.insert({ ...e, creditRefId: charged?.creditRefId ?? null, creditsConsumed: metered ? (charged?.amount ?? 0) : null });
        return charged;
      }),
      complete: (id, o) => now(() => history.complete(id, o)),
      fail: (id, o) => atomic(() => {
        const refunded = o.refundRef ? ledger.refund(o.refundRef) : false;
        return history.fail(id, { error: o.error, latencyMs: o.latencyMs, refunded, queryTags: o.queryTags, now: o.now });
      }),
      get: (id) => now(() => history.get(id)),
      list: (f) => now(() => history.list(f)),
    };
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
