/**
 * openBrandDesign(): the local runtime. State lives in one SQLite file under the data dir, or in
 * Postgres (`store: { postgres }`, issue 13 §1); artifacts as files under the data dir or
 * `artifacts.dir` (ARCHITECTURE "State").
 */
import { EventEmitter } from 'node:events';
import { join, resolve } from 'node:path';
import { prepareDataDir, restrictTree } from '../jobs/private-files.js';
import { openStore, storeOption, type StoreOptions } from '../jobs/open-store.js';
import { openQueues } from '../queue/open-queues.js';
import { prepareDelivery, prepareJudgeDelivery } from '../queue/delivery.js';
import { queueSettings, type QueueSettings } from '../queue/settings.js';
import { failSubmission, prepareExtraction, runExtraction, type ExtractJobDeps } from '../jobs/extract-job.js';
import { HEARTBEAT_INTERVAL_MS, findOrphans, markOrphans, newWorkerIdentity, planRecovery, requeue, retireWorkerIdentity, workerAlive } from '../jobs/recovery.js';
import { STEP } from '../jobs/states.js';
import { sharedHeapBudget } from '../jobs/heap-budget.js';
import { createJobControl, type JobControl } from './job-control.js';
import { nowIso } from './ids.js';
import type * as JudgeJob from '../jobs/judge-job.js';
import { createCrawler } from '../crawl/crawler.js';
import { captureVariant } from '../crawl/site-access.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, MAX_CONNECT_TIMEOUT_MS, wsEndpointProblem } from '../crawl/remote-browser.js';
import type { BrowserOptions, Crawler } from '../crawl/types.js';
import { Issues, boolean, integer, networkOptions, objectArg, oneOf } from './validate.js';
import type { NetworkOptions } from '../crawl/network-policy.js';
import { CreditLedger, type MeteringOptions } from './credits.js';
import { KeyStore, LOCAL_OWNER_ID, type ApiKeyInfo, type CreateKeyInput, type CreatedApiKey } from './keys.js';
import { createClient, createPublicClient, type Client, type PublicClient } from './client.js';
import type { RuntimeCore } from './core.js';
import type { SearchServiceOptions } from './search.js';
import { loadSearch, searchIfLoaded } from './search-load.js';
import { validateGeneratorOptions, type GeneratorOptions } from '../prompts/openai-compatible.js';

const DATABASE_FILE = 'brand-design.sqlite';

/**
 * Judge jobs and the verifier behind them (~35 modules) load with the first judge job, and search
 * (its engine and corpus) with the first search: a cold `brand-design extract` loads neither
 * (issue 9 §3).
 */
const judgeJob = (): Promise<typeof JudgeJob> => import('../jobs/judge-job.js');
const prepareJudge: typeof JudgeJob.prepareJudge = async (...args) => (await judgeJob()).prepareJudge(...args);
const runJudge: typeof JudgeJob.runJudge = async (...args) => (await judgeJob()).runJudge(...args);
const failJudge: typeof JudgeJob.failJudge = async (...args) => (await judgeJob()).failJudge(...args);

export interface BrandDesignOptions {
  /** Folder for the SQLite file and artifacts. @default '.brand-design' in the working directory */
  dataDir?: string;
  /**
   * Where state lives: SQLite in `dataDir` (the default), or `{ postgres: 'postgres://user:pass@host:5432/db' }`:
   * every table in that database (created and migrated on open), shared by every process given the same URL.
   */
  store?: StoreOptions;
  /**
   * Where artifacts (captures, screenshots, mirrored assets) are written: `{ dir }`, under which
   * `artifacts/<extraction>/…` is kept. With Postgres, point every process at the same folder (a
   * shared mount) so each can read what another extracted. @default { dir: dataDir }
   */
  artifacts?: { dir?: string };
  /**
   * False: this process only submits and reads; `brand-design worker` processes run the jobs
   * (issue 13 §1). Needs `store: { postgres }`. @default true
   */
  work?: boolean;
  /** Postgres mode: the job queue's expiry, heartbeat and polling (src/queue/settings.ts). */
  queue?: Partial<QueueSettings>;
  /** Extractions run at once. @default 2 */
  concurrency?: number;
  /** Chromium discovery, pool size, page budget, fixture origins. */
  browser?: BrowserOptions;
  /** Credit metering; off by default. */
  metering?: MeteringOptions;
  /** A completed extraction of the same normalized URL younger than this is reused. @default 86400000 (24 h) */
  cacheTtlMs?: number;
  /** The local owner's email (the account of keyless "dashboard" calls). @default 'owner@localhost' */
  ownerEmail?: string;
  /** Times an interrupted job is retried after a crash before it is failed and refunded. @default 2 */
  maxAttempts?: number;
  /** Brand-adherence jobs judged at once (their extractions use `concurrency`). @default 2 */
  judgeConcurrency?: number;
  /**
   * What opening does with orphans — unfinished jobs whose process is gone (killed, crashed, or
   * re-queued by a shutdown): `'resume'` runs them here (failing and refunding those already
   * attempted `maxAttempts` times), `'fail'` fails and refunds them, `'leave'` leaves them (their
   * step reads `orphaned`) for `jobs.resume()` / `brand-design resume`. `true` is `'resume'`,
   * `false` is `'leave'`. The CLI opens with `'leave'`. @default 'resume'
   */
  recover?: boolean | RecoverMode;
  /**
   * An OpenAI-compatible chat endpoint for prompt enhancement (`{ baseUrl, apiKey?, model,
   * timeoutMs?, temperature? }`). Without it, prompts are grounded by the deterministic local composer.
   */
  generator?: GeneratorOptions;
  /** Search: `capacity` (searches in flight before 503, default 8), `retryAfterSeconds` (1), `corpusDir` (the bundled corpus), `embedder`. */
  search?: SearchServiceOptions;
  /**
   * The network policy of every extraction (issue 8: no SSRF): a page may reach public addresses,
   * plus its own address class when the submitted URL itself is on loopback or a private network
   * (local development). `allowPrivate` (@default false), `allowHosts` and `denyHosts` (host names,
   * `*.domain`, IP addresses, CIDR ranges; @default []; denyHosts wins), `resolve` (fixed
   * name → address answers for Node and Chromium; @default {}). Not applied to a `crawler` you pass in.
   */
  network?: NetworkOptions;
  /** Use this crawler instead of launching Chromium (for embedding a shared browser). */
  crawler?: Crawler;
}

export type RecoverMode = 'resume' | 'fail' | 'leave';
const RECOVER_MODES: readonly RecoverMode[] = ['resume', 'fail', 'leave'];

export interface BrandDesign {
  readonly dataDir: string;
  /** Orphans, resume, cancel and retry (issue 8 item 5); the dashboard owner's operations. */
  jobs: JobControl;
  /** API keys (the dashboard's key management, spec §5.1). */
  keys: {
    create(input: CreateKeyInput): Promise<CreatedApiKey>;
    list(): Promise<ApiKeyInfo[]>;
    revoke(idOrName: string): Promise<ApiKeyInfo>;
  };
  /** Credits administration when metering is on. `userId` defaults to the local owner. */
  credits: {
    balance(userId?: string): Promise<number>;
    grant(amount: number, userId?: string): Promise<number>;
  };
  /** A client bound to `apiKey`; with no key, the local owner (dashboard, api_key_name null). */
  client(apiKey?: string): Client;
  /** An unauthenticated client: reads public results only (spec §5.4). */
  public(): PublicClient;
  /** Resolves when every extraction started by this runtime has finished. */
  idle(): Promise<void>;
  /**
   * Stops taking work, re-queues the jobs it was running (step `interrupted`), closes the browser.
   * Those jobs run again through `jobs.resume()` or an open with `recover: 'resume'`.
   */
  close(): Promise<void>;
}

export async function openBrandDesign(options: BrandDesignOptions = {}): Promise<BrandDesign> {
  const issues = new Issues();
  const o = objectArg(options, ['options'], 'an options object', issues) as BrandDesignOptions;
  const concurrency = integer(o.concurrency, ['options', 'concurrency'], { min: 1, max: 32, default: 2 }, issues);
  const cacheTtlMs = integer(o.cacheTtlMs, ['options', 'cacheTtlMs'], { min: 0, max: Number.MAX_SAFE_INTEGER, default: 86_400_000 }, issues);
  const maxAttempts = integer(o.maxAttempts, ['options', 'maxAttempts'], { min: 1, max: 10, default: 2 }, issues);
  const judgeConcurrency = integer(o.judgeConcurrency, ['options', 'judgeConcurrency'], { min: 1, max: 32, default: 2 }, issues);
  const recover = o.recover === undefined || o.recover === true ? 'resume' : o.recover === false ? 'leave' : oneOf(o.recover, ['options', 'recover'], RECOVER_MODES, issues) ?? 'leave';
  const network = networkOptions(o.network, ['options', 'network'], issues);
  if (o.browser?.colorScheme !== undefined) oneOf(o.browser.colorScheme, ['options', 'browser', 'colorScheme'], ['light', 'dark'] as const, issues);
  // Issue 13 §2: a remote browser (Playwright browser server or CDP) and how long reconnecting may take.
  const endpointProblem = o.browser?.wsEndpoint === undefined ? null : wsEndpointProblem(o.browser.wsEndpoint);
  if (endpointProblem) issues.add(['options', 'browser', 'wsEndpoint'], endpointProblem, 'value_error.url');
  integer(o.browser?.connectTimeoutMs, ['options', 'browser', 'connectTimeoutMs'], { min: 0, max: MAX_CONNECT_TIMEOUT_MS, default: DEFAULT_CONNECT_TIMEOUT_MS }, issues);
  const storeChoice = storeOption(o.store, ['options', 'store'], issues);
  const artifactsDir = artifactsOption(o.artifacts, issues);
  const work = boolean(o.work, ['options', 'work'], issues, true);
  if (!work && o.store === undefined) issues.add(['options', 'work'], 'work: false needs store: { postgres }: with SQLite the process that submits runs the jobs', 'value_error.work');
  issues.throwIfAny();
  const queue = queueSettings(o.queue);
  const postgres = storeChoice && 'postgres' in storeChoice ? storeChoice.postgres : undefined;
  // A capture in another scheme, size or with a staging login is another page for the cache.
  const variant = captureVariant({ colorScheme: o.browser?.colorScheme, viewport: o.browser?.viewport, access: o.browser?.access });

  // Artifact paths in the store are relative to this folder (`artifacts/<extraction>/…`).
  // The SQLite file stays in the data dir; artifacts go to `artifacts.dir` when given.
  const stateDir = resolve(o.dataDir ?? '.brand-design');
  const dataDir = artifactsDir === undefined ? stateDir : resolve(artifactsDir);
  if (storeChoice === undefined && stateDir !== dataDir) prepareDataDir(stateDir, DATABASE_FILE);
  prepareDataDir(dataDir, DATABASE_FILE);
  const backend = await openStore(storeChoice ?? { sqlite: join(stateDir, DATABASE_FILE) });
  const store = backend.submissions;
  const credits = new CreditLedger(backend.credits, o.metering);
  const keys = new KeyStore(backend.accounts, o.metering?.initialBalance ?? 100);
  try {
    await keys.ensureOwner(o.ownerEmail ?? 'owner@localhost');
  } catch (error) {
    await backend.close();
    throw error;
  }

  let crawler: Crawler | undefined = o.crawler;
  const getCrawler = (): Crawler => (crawler ??= createCrawler({ maxContexts: concurrency, ...o.browser, network }));
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const onChange = (id: string): void => void events.emit('change', id);
  const workerId = newWorkerIdentity();
  let closed = false;
  let closing: Promise<void> | undefined;

  const jobDeps = { store, crawler: getCrawler, dataDir, workerId, onChange, captureVariant: variant };
  const judges = backend.judges;
  const onJudgeChange = (id: string): void => void events.emit('judge', id);
  // The queues are set below (the judge job deps need the core, the queues the deps).
  const core: RuntimeCore = { backend, dataDir, store, keys, credits, runner: undefined as never, judges, judgeRunner: undefined as never, crawler: getCrawler, cacheTtlMs, events, isClosed: () => closed, captureVariant: variant,
    ...(o.generator ? { generator: validateGeneratorOptions(o.generator) } : {}) };
  const judgeDeps = { core, judges, workerId, onChange: onJudgeChange };
  const claimExtraction = (id: string): Promise<boolean> => prepareExtraction(store, workerId, onChange, id);
  const claimJudge = (id: string): Promise<boolean> => prepareJudge(judges, workerId, id);
  const queues = await openQueues({ postgres, work, concurrency, judgeConcurrency, maxAttempts, settings: queue }, {
    // Postgres: a delivery may be a dead worker's job, taken over or given up (queue/delivery.ts).
    prepare: (id) => postgres === undefined ? claimExtraction(id) : prepareDelivery({ get: (i) => store.get(i), requeue: (i, step) => store.requeue(i, step, nowIso()),
      claim: claimExtraction, fail: (i, reason) => failSubmission(jobDeps, i, reason), maxAttempts }, id),
    run: (id, signal) => runPrivately(jobDeps, id, signal),
    onError: (id, error) => failSubmission(jobDeps, id, `internal error: ${error instanceof Error ? error.message : String(error)}`),
    onGiveUp: (id, reason) => failSubmission(jobDeps, id, reason),
  }, {
    prepare: (id) => postgres === undefined ? claimJudge(id) : prepareJudgeDelivery({ get: (i) => judges.get(i), claim: claimJudge, fail: (i, reason) => failJudge(judgeDeps, i, reason), maxAttempts }, id),
    run: (id, signal) => runJudge(judgeDeps, id, signal),
    onError: (id, error) => failJudge(judgeDeps, id, `internal error: ${error instanceof Error ? error.message : String(error)}`),
    onGiveUp: (id, reason) => failJudge(judgeDeps, id, reason),
  }).catch(async (error: unknown) => {
    await backend.close(); // the only thing open yet
    throw error;
  });
  core.runner = queues.extract;
  core.judgeRunner = queues.judge;

  // Search options are checked now when given; otherwise search attaches itself on first use (search-load.ts).
  if (o.search !== undefined) (await loadSearch()).attachSearch(core, o.search);

  if (postgres !== undefined) {
    // Postgres: the queue recovers: a dead worker's jobs expire and move to a live one (queue/pg-boss-queue.ts).
  } else if (recover === 'resume') {
    const plan = planRecovery(await store.unfinished(), maxAttempts);
    for (const { id, reason } of plan.fail) await failSubmission(jobDeps, id, reason);
    for (const id of plan.resume) {
      await requeue(store, id, STEP.resumed);
      await core.runner.enqueue(id);
    }
    // Judge jobs are idempotent (every layer is cached): an interrupted one simply runs again.
    for (const job of await judges.unfinished()) if (!workerAlive(job.worker)) await core.judgeRunner.enqueue(job.id);
  } else if (recover === 'fail') {
    for (const row of findOrphans(await store.unfinished())) await failSubmission(jobDeps, row.id, `its process stopped during ${row.current_step}; failed on open (recover: 'fail')`);
    for (const job of await judges.unfinished()) if (!workerAlive(job.worker)) await failJudge(judgeDeps, job.id, "its process stopped; failed on open (recover: 'fail')");
  } else {
    // 'leave': nothing runs, but every reader (`list`, `get`) sees which jobs have lost their process.
    await markOrphans(store);
  }
  // The owner's heartbeat: other processes tell this runtime's jobs from orphans by it.
  let beating: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(() => {
    beating = store.heartbeat(workerId, nowIso()).catch(() => undefined);
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  const jobs = createJobControl(core, jobDeps);

  return {
    dataDir,
    jobs,
    keys: {
      create: (input) => keys.create(input),
      list: () => keys.list(),
      revoke: (idOrName) => keys.revoke(idOrName),
    },
    credits: {
      balance: (userId = LOCAL_OWNER_ID) => credits.balance(userId),
      grant: (amount, userId = LOCAL_OWNER_ID) => credits.grant(userId, amount),
    },
    client: (apiKey?: string) => createClient(core, apiKey),
    public: () => createPublicClient(core),
    async idle() {
      await core.judgeRunner.idle();
      await core.runner.idle();
    },
    close() {
      // Every caller (a signal handler and the command's own `finally`) waits for the same shutdown.
      closing ??= shutDown();
      return closing;
    },
  };

  async function shutDown(): Promise<void> {
    closed = true;
    clearInterval(heartbeat);
    // Shutdown re-queues (issue 8 item 4): running jobs are aborted and re-queued by the job
    // code; queued ones not started yet lose their owner. Both wait for `resume`.
    await queues.close();
    await store.releaseQueued(workerId, STEP.interrupted, nowIso());
    await (await searchIfLoaded())?.closeSearch(core);
    if (crawler && crawler !== o.crawler) await crawler.close();
    retireWorkerIdentity(workerId);
    await beating;
    await backend.close();
  }
}

/**
 * Runs one extraction, then makes its artifact folder owner-only (issue 8 item 10): the files in
 * it are written by the crawler, the analyzer and the asset mirror, each with the process umask.
 */
async function runPrivately(deps: ExtractJobDeps, submissionId: string, signal: AbortSignal): Promise<void> {
  let dir: string | undefined;
  try {
    await runExtraction({ ...deps, onExtraction: (started) => (dir = started) }, submissionId, signal);
  } finally {
    if (dir) restrictTree(dir);
    // The page's dead data is collected now rather than ~20 pages later (jobs/heap-budget.ts, issue 9 §3).
    sharedHeapBudget().afterJob();
  }
}

/** `artifacts: { dir }`: a folder path (422 otherwise). */
function artifactsOption(value: unknown, issues: Issues): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    issues.add(['options', 'artifacts'], `expected an object { dir }; got ${JSON.stringify(value)}`, 'type_error.dict');
    return undefined;
  }
  const dir = (value as { dir?: unknown }).dir;
  if (dir === undefined) return undefined;
  if (typeof dir !== 'string' || dir.trim().length === 0) {
    issues.add(['options', 'artifacts', 'dir'], `expected a folder path; got ${JSON.stringify(dir)}`, 'type_error.str');
    return undefined;
  }
  return dir;
}
