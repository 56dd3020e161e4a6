/**
 * Time limits for everything that talks to a page. A page whose main thread is blocked
 * (`for (;;) {}`) never answers `page.evaluate` or a CDP call, so every such call is raced
 * against a timer and, when given, an AbortSignal; the abandoned promise is left to settle
 * (or be rejected when its page is closed).
 */
import { CaptureError } from './types.js';

/** A call to the page did not answer within its limit. */
export class StepTimeoutError extends Error {
  readonly label: string;
  constructor(label: string, ms: number) {
    super(`${label} did not finish within ${ms} ms`);
    this.name = 'StepTimeoutError';
    this.label = label;
  }
}

/**
 * Resolves with `promise`, or rejects with StepTimeoutError after `ms`, or with
 * CaptureError('aborted') when `signal` aborts first.
 */
export function bounded<T>(promise: Promise<T>, ms: number, label: string, signal?: AbortSignal): Promise<T> {
  // The abandoned promise may still reject later (e.g. "target closed"); that is expected.
  promise.catch(() => undefined);
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => finish(() => reject(new StepTimeoutError(label, ms))), Math.max(0, ms));
    const onAbort = (): void => finish(() => reject(abortError(signal)));
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish(settle: () => void): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

/**
 * The CaptureError for an aborted signal: its reason when that is already a CaptureError (a
 * crash or the capture's own deadline), otherwise 'aborted' with the reason as the cause.
 */
export function abortError(signal?: AbortSignal): CaptureError {
  const reason: unknown = signal?.reason;
  if (reason instanceof CaptureError) return reason;
  const detail = reason instanceof Error ? `: ${reason.message}` : '';
  return new CaptureError('aborted', `capture aborted${detail}`, { cause: reason });
}

/** A wall-clock limit shared by the steps of one capture. */
export class Deadline {
  readonly startedAt = Date.now();
  constructor(readonly totalMs: number) {}
  /** Milliseconds left, never below zero. */
  remaining(): number {
    return Math.max(0, this.totalMs - (Date.now() - this.startedAt));
  }
  elapsed(): number {
    return Date.now() - this.startedAt;
  }
  /** The smaller of `capMs` and the time left. */
  cap(capMs: number): number {
    return Math.min(capMs, this.remaining());
  }
}

/** Resolves after `ms`; used only to delay a fixture answer (`/_slow/<ms>`), never to wait for a page. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
