/**
 * One fresh browser context kept ready, with a blank page already open (issue 9 §3). Opening a
 * page starts a renderer process: measured at 200–1,000 ms on a busy 2-core machine, against
 * ~30 ms for the context itself, and it sat on every capture's critical path. The spare is made
 * as soon as a job is handed its context (while that job captures and analyzes, when the pool has
 * a free slot; else as soon as a slot frees), so the next capture starts navigating at once.
 *
 * Isolation is unchanged: a spare is an unused context, handed out once and closed after its job
 * like any other; routing, init scripts and the network policy are installed on it by the capture
 * before the first navigation (Playwright applies context routes and init scripts to pages already
 * open). A spare is made only once a pool has served a second job, so a one-page
 * `brand-design extract` never pays for one it will not use; it holds one of the pool's slots.
 */
import { abortError, bounded } from './bounded.js';
import type { BrowserContext, BrowserPool, ContextLease, Page } from './browser.js';

const SPARE_PAGE_TIMEOUT_MS = 15_000;

/** The blank page a spare context was handed out with, when it is still unused. */
export function blankPageOf(context: BrowserContext): Page | null {
  const pages = context.pages();
  return pages.length === 1 && pages[0]!.url() === 'about:blank' && !pages[0]!.isClosed() ? pages[0]! : null;
}

/** The blank page of a spare context, or a new page. */
export function openPage(context: BrowserContext): Promise<Page> {
  const blank = blankPageOf(context);
  return blank ? Promise.resolve(blank) : context.newPage();
}

/** `pool` with one context (and its page) prepared ahead of the next `acquire`. */
export function withSpareContext(pool: BrowserPool): BrowserPool {
  let spare: Promise<ContextLease | null> | null = null;
  let served = 0;
  let closed = false;

  const prepare = (): void => {
    if (closed || spare || served < 2) return;
    spare = (async () => {
      const lease = await pool.acquire();
      try {
        await bounded(lease.context.newPage(), SPARE_PAGE_TIMEOUT_MS, 'opening a spare page');
        return lease;
      } catch {
        await lease.release();
        return null;
      }
    })().catch(() => null); // no spare (browser gone, pool closing): the next acquire makes its own
  };

  /** Context closes still under way; `close()` waits for them. */
  const closing = new Set<Promise<void>>();
  /**
   * The lease as handed out. Releasing it returns at once: the context closes (30–400 ms measured)
   * while the job goes on to analyze, and its slot then goes to the next spare.
   */
  const hand = (lease: ContextLease): ContextLease => {
    let released: Promise<void> | null = null;
    return {
      ...lease,
      release: () => {
        if (!released) {
          released = lease.release().then(prepare, prepare);
          closing.add(released);
          void released.finally(() => closing.delete(released!));
        }
        return Promise.resolve();
      },
    };
  };

  /**
   * Hands `lease` out and starts the next spare at once, while this job captures (issue 9 §3): made
   * only after the job released its context, the spare's renderer start (200–1,000 ms on a busy
   * machine) outlasted the analysis and the next capture waited for it (context lease p50 80 ms).
   * With a free slot it is made now; with none, its request waits in the pool's queue and takes the
   * first slot released, as it did before.
   */
  const handNow = (lease: ContextLease): ContextLease => {
    const handed = hand(lease);
    prepare();
    return handed;
  };

  const usable = (lease: ContextLease): boolean => lease.context.browser()?.isConnected() === true && blankPageOf(lease.context) !== null;

  return {
    ...pool,
    async acquire(signal) {
      served += 1;
      const pending = spare;
      spare = null;
      const lease = pending ? await untilAborted(pending, signal, () => (spare ??= pending)) : null;
      if (lease && usable(lease) && !signal?.aborted) return handNow(lease);
      await lease?.release();
      return handNow(await pool.acquire(signal));
    },
    async close() {
      closed = true;
      const pending = spare;
      spare = null;
      await Promise.all([pool.close(), pending?.then((lease) => lease?.release()), ...closing]);
    },
  };
}

/** `pending`, or an abort error when `signal` fires first (then `giveBack` keeps the spare for the next caller). */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined, giveBack: () => void): Promise<T> {
  if (!signal) return pending;
  if (signal.aborted) {
    giveBack();
    return Promise.reject(abortError(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      giveBack();
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then((value) => {
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    }, reject);
  });
}
