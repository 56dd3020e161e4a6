/**
 * The store: every table the runtime keeps, behind one asynchronous interface with two
 * implementations chosen at open (issue 13 §1): SQLite (sqlite-store.ts, the embedded default)
 * and Postgres (postgres/store.ts, for many processes and machines).
 *
 * Operations are domain-level and each is atomic inside its implementation (one better-sqlite3
 * `BEGIN IMMEDIATE` transaction, or one Postgres client between BEGIN and COMMIT), so callers never
 * hold a transaction across an `await`. State changes of job rows are guarded updates
 * (`UPDATE … WHERE status IN (predecessors)`) that report whether the row changed, in both.
 */
import type { SectionName } from '../analyze/section-names.js';
import type { ApiKeyInfo } from '../api/keys.js';
import type { HistoryFilter, HistoryPage, HistoryEntry, NewHistoryEntry } from '../search/history.js';
import type { SubmissionStatus } from './states.js';
import type { ExtractionRow, ListFilter, NewSubmission, SubmissionRow } from './submission-store.js';
import type { JudgeRow, JudgeStatus, NewJudgeJob } from './judge-store.js';

export type StoreKind = 'sqlite' | 'postgres';

/** A charge made: its ledger row and amount. */
export interface Charge {
  creditRefId: string;
  amount: number;
}

/** A charge to make inside an atomic operation: 402 INSUFFICIENT_CREDITS (nothing written) when the balance is short. */
export interface ChargeRequest {
  userId: string;
  operation: string;
  amount: number;
}

export interface Totals {
  completed: number;
  failed: number;
  in_progress: number;
}

export interface ListPage<R> {
  rows: R[];
  total: number;
  totals: Totals;
}

/** Fields a guarded submission transition may set besides status and step. */
export type SubmissionExtra = Partial<Pick<SubmissionRow,
  'error' | 'completed_at' | 'extraction_id' | 'cache_hit' | 'worker' | 'credits_consumed' | 'credit_ref_id' | 'attempts'>>;

export type JudgeExtra = Partial<Pick<JudgeRow, 'error' | 'completed_at' | 'score' | 'recommendations' | 'fixes' | 'worker'>>;

export type JudgeFields = Partial<Pick<JudgeRow,
  'reference_submission_id' | 'reference_submission_ids' | 'source_submission_id' | 'cache_hit' | 'worker' | 'is_public' | 'updated_at' | 'score'>>;

/** One `POST /design/submissions` (spec §4.2) as the store admits it: see admission.ts for the rules. */
export interface AdmitRequest {
  userId: string;
  apiKeyId: string | null;
  /** Already decided by the caller (spec §2.1: null for the dashboard and when metering is off). */
  apiKeyName: string | null;
  pages: { sourceUrl: string; normalizedUrl: string }[];
  sections: readonly SectionName[];
  force: boolean;
  injectCss: string | null;
  /** Cache variant of the extraction (injected CSS and capture options). */
  variant: string;
  /** Completed extractions older than this are not reused. */
  notBefore: string;
  batchId: string | null;
  batchLabel: string | null;
  /** Credits per new submission; null when not metered. */
  cost: number | null;
  now: string;
}

export interface AdmitOutcome {
  /** One row per page, in order: new, served from cache, or the caller's unfinished one (attached). */
  rows: SubmissionRow[];
  /** Ids of rows that were already in flight (not charged, not inserted). */
  attached: string[];
}

export interface SubmissionOps {
  /** Atomic: cache look-ups, in-flight look-ups, the balance check, charges and inserts (issue 8 item 14). */
  admit(request: AdmitRequest): Promise<AdmitOutcome>;
  get(id: string): Promise<SubmissionRow | undefined>;
  list(filter: ListFilter): Promise<ListPage<SubmissionRow>>;
  /** Submissions still in progress (any owner), oldest first. */
  unfinished(): Promise<SubmissionRow[]>;
  /** Guarded transition from `from` (default: states.ts TRANSITIONS[to]); a new owner starts its heartbeat. */
  transition(id: string, to: SubmissionStatus, step: string, now: string, extra?: SubmissionExtra, from?: readonly SubmissionStatus[]): Promise<boolean>;
  /** A new step within the current (in-progress) state. */
  step(id: string, status: SubmissionStatus, step: string, now: string): Promise<boolean>;
  setVisibility(id: string, isPublic: boolean, now: string): Promise<void>;
  /** Claims for `worker`: accepted → queued, or takes over a queued row. False when no longer runnable. */
  prepare(id: string, worker: string, now: string): Promise<'queued' | 'taken' | false>;
  /**
   * Atomic: while the row is queued, inserts its extraction, moves it to crawling owned by `worker`
   * and counts the attempt. False when it is no longer queued.
   */
  start(id: string, extraction: NewExtraction, worker: string, now: string): Promise<boolean>;
  /** The owner's "still alive" for every unfinished job it holds (issue 8 item 5). */
  heartbeat(worker: string, now: string): Promise<void>;
  /** Queued rows of `worker` not started yet lose their owner (shutdown). Returns their ids. */
  releaseQueued(worker: string, step: string, now: string): Promise<string[]>;
  /** Atomic: crawling/extracting → queued with no owner; its half-built extraction fails. */
  requeue(id: string, step: string, now: string): Promise<void>;
  /** Atomic: → failed with `message`, refunding its charge once and failing its running extraction. Idempotent. */
  fail(id: string, message: string, now: string): Promise<void>;
  /**
   * Atomic: failed → queued (states.ts RETRY_FROM), charging again when `charge` is given.
   * False when the row changed meanwhile (nothing charged).
   */
  retry(id: string, step: string, now: string, charge: ChargeRequest | null): Promise<boolean>;
  // extractions and their checkpointed sections (spec §4.5 partial results)
  getExtraction(id: string): Promise<ExtractionRow | undefined>;
  sections(extractionId: string): Promise<{ name: SectionName; value: unknown }[]>;
  checkpointSection(extractionId: string, name: SectionName, position: number, value: unknown, now: string): Promise<void>;
  recordSectionErrors(extractionId: string, errors: { section: string; error: string }[]): Promise<void>;
  /** Atomic: completes the extraction and the submission together. */
  complete(id: string, extractionId: string, finalUrl: string, assets: unknown[], now: string): Promise<boolean>;
}

export interface NewExtraction {
  id: string;
  normalized_url: string;
  source_url: string;
  dir: string;
  variant: string;
  sections: readonly SectionName[];
}

export interface JudgeOps {
  insert(job: NewJudgeJob): Promise<void>;
  get(id: string): Promise<JudgeRow | undefined>;
  list(filter: { userId: string | null; status?: JudgeStatus; limit: number; offset: number }): Promise<ListPage<JudgeRow>>;
  unfinished(): Promise<JudgeRow[]>;
  transition(id: string, to: JudgeStatus, step: string, now: string, extra?: JudgeExtra): Promise<boolean>;
  step(id: string, status: JudgeStatus, step: string, now: string): Promise<boolean>;
  update(id: string, fields: JudgeFields): Promise<void>;
  /** Takes the job for `worker` and counts the attempt. */
  claim(id: string, worker: string): Promise<void>;
  checkpointComponent(jobId: string, component: string, position: number, verdict: unknown, now: string): Promise<void>;
  components(jobId: string): Promise<{ component: string; verdict: unknown }[]>;
  clearComponents(jobId: string): Promise<void>;
  features(extractionId: string, version: number): Promise<unknown | undefined>;
  putFeatures(extractionId: string, version: number, features: unknown, now: string): Promise<void>;
  report(referenceExtractionId: string, sourceExtractionId: string, version: string): Promise<unknown | undefined>;
  putReport(referenceExtractionId: string, sourceExtractionId: string, version: string, report: unknown, now: string): Promise<void>;
}

/** An API key row with its owner's email and the stored hash (for authentication). */
export type KeyRow = ApiKeyInfo & { secret_hash: string };

export interface NewKey {
  id: string;
  name: string;
  role: string;
  secretHash: string;
  prefix: string;
  expiresAt: string | null;
  /** The account: the local owner when absent; an email creates the user when new. */
  email?: string;
  newUserId: string;
  ownerId: string;
  initialBalance: number;
  now: string;
}

export interface AccountOps {
  /** Creates the user when absent (never changes an existing one). */
  ensureUser(id: string, email: string, balance: number, now: string): Promise<void>;
  userEmail(id: string): Promise<string | undefined>;
  /** Atomic: the name is free among active keys (else false), the user exists or is created, the key is inserted. */
  createKey(key: NewKey): Promise<ApiKeyInfo | false>;
  listKeys(): Promise<ApiKeyInfo[]>;
  /** Revokes the active key with this id or name; undefined when none. */
  revokeKey(idOrName: string, now: string): Promise<ApiKeyInfo | undefined>;
  /** The key with this hash. */
  keyByHash(secretHash: string): Promise<KeyRow | undefined>;
  /** Records a successful use. */
  touchKey(id: string, now: string): Promise<void>;
}

export interface CreditOps {
  /** undefined for an unknown user. */
  balance(userId: string): Promise<number | undefined>;
  /** Adds credits; undefined for an unknown user. Returns the new balance. */
  grant(userId: string, amount: number): Promise<number | undefined>;
  /** Refunds a charge once; a second refund does nothing. Returns whether it refunded. */
  refund(creditRefId: string): Promise<boolean>;
}

export interface HistoryOps {
  /** Atomic: charges (402 when short) and records the in-progress request. */
  begin(entry: Omit<NewHistoryEntry, 'creditRefId' | 'creditsConsumed'>, charge: ChargeRequest | null, metered: boolean): Promise<Charge | null>;
  complete(id: string, o: { resultCount: number; latencyMs: number; queryTags: object | null; now: string }): Promise<boolean>;
  /** Atomic: refunds `refundRef` (when given) and marks the row failed, zeroing its credits when refunded. */
  fail(id: string, o: { error: string; latencyMs: number; refundRef: string | null; queryTags?: object | null; now: string }): Promise<boolean>;
  get(id: string): Promise<(HistoryEntry & { user_id: string }) | undefined>;
  list(filter: HistoryFilter): Promise<HistoryPage>;
}

export interface Store {
  readonly kind: StoreKind;
  /** Where the store lives, for messages: a file path, or the Postgres URL without its password. */
  readonly location: string;
  readonly submissions: SubmissionOps;
  readonly judges: JudgeOps;
  readonly accounts: AccountOps;
  readonly credits: CreditOps;
  readonly history: HistoryOps;
  close(): Promise<void>;
}

/** How openBrandDesign chooses the store (issue 13 §1). */
export type StoreOption = { sqlite: string } | { postgres: string };
