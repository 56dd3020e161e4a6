/**
 * The one error type that crosses the public surface (spec §7).
 *
 * Every failure a caller can see is a `BrandDesignError` whose `code` and `status` follow the
 * spec's table; `toJSON()` yields the body the HTTP service would send for that status.
 * Subclasses exist only where callers branch on them (`NotReadyError`, `ValidationError`).
 */

/** Spec §7 codes, plus local-runtime codes that map onto status 500 (plain-text body). */
export const ERROR_CODES = {
  UNAUTHORIZED: { status: 401, retryable: false },
  INSUFFICIENT_CREDITS: { status: 402, retryable: false },
  FORBIDDEN: { status: 403, retryable: false },
  NOT_FOUND: { status: 404, retryable: false },
  NOT_READY: { status: 409, retryable: true },
  INVALID_REQUEST: { status: 422, retryable: false },
  BRAND_ADHERENCE_FAILED: { status: 424, retryable: false },
  SEARCH_FAILED: { status: 502, retryable: true },
  AT_CAPACITY: { status: 503, retryable: true },
  // Local runtime conditions: no HTTP twin in the spec, reported as 500 (plain text).
  BROWSER_NOT_FOUND: { status: 500, retryable: false },
  /** A Chromium executable was found but does not start (issue 8 item 15). */
  BROWSER_LAUNCH_FAILED: { status: 500, retryable: false },
  /** A remote browser (`browser.wsEndpoint`) that stayed unreachable through its reconnect window (issue 13 §2). */
  BROWSER_UNAVAILABLE: { status: 500, retryable: true },
  RUNTIME_CLOSED: { status: 500, retryable: false },
  WAIT_TIMEOUT: { status: 500, retryable: true },
  /** The SQLite file of the data dir is damaged or not a database (the message says what to do). */
  DATABASE_CORRUPT: { status: 500, retryable: false },
  /** The Postgres store (`store: { postgres }`, issue 13 §1) could not be reached or refused the login. */
  STORE_UNAVAILABLE: { status: 500, retryable: true },
  INTERNAL: { status: 500, retryable: false },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One item of a 422 body (spec §7): the offending field's path, a message, a machine type. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export interface BrandDesignErrorOptions {
  cause?: unknown;
  /** Extra fields carried in the body, e.g. `balance` and `required` for 402. */
  extra?: Record<string, unknown>;
}

export class BrandDesignError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryable: boolean;
  readonly extra: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: BrandDesignErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BrandDesignError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.retryable = ERROR_CODES[code].retryable;
    this.extra = options.extra ?? {};
  }

  /** The response body the HTTP service sends for this error (spec §7). */
  toJSON(): unknown {
    if (this.status === 500) return `Internal Server Error: ${this.message}`;
    if (this.status === 502 || this.status === 503) return { detail: this.message };
    return { detail: { error: this.code, message: this.message, ...this.extra } };
  }
}

/** 409 NOT_READY: expected while polling (spec §7 polling rule). */
export class NotReadyError extends BrandDesignError {
  constructor(message = 'The result is not ready yet; keep polling.') {
    super('NOT_READY', message);
    this.name = 'NotReadyError';
  }
}

/**
 * 422. `issues` follows spec §7 (`loc`, `msg`, `type`). The unknown-section form of §4.5 is the
 * only 422 the spec shows with an `error`/`message` body; it is built with `form: 'error'`.
 */
export class ValidationError extends BrandDesignError {
  readonly issues: ValidationIssue[];
  private readonly form: 'issues' | 'error';

  constructor(issues: ValidationIssue[], options: { form?: 'issues' | 'error' } = {}) {
    super('INVALID_REQUEST', issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
    this.name = 'ValidationError';
    this.issues = issues;
    this.form = options.form ?? 'issues';
  }

  override toJSON(): unknown {
    if (this.form === 'error') return { detail: { error: 'INVALID_REQUEST', message: this.message, issues: this.issues } };
    return { detail: this.issues };
  }
}

/** Builds a one-issue ValidationError. */
export function invalid(loc: (string | number)[], msg: string, type = 'value_error'): ValidationError {
  return new ValidationError([{ loc, msg, type }]);
}

/** Wraps anything thrown into a BrandDesignError so nothing bare crosses the public surface. */
export function asBrandDesignError(error: unknown): BrandDesignError {
  if (error instanceof BrandDesignError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new BrandDesignError('INTERNAL', message, { cause: error });
}
