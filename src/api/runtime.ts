/**
 * openBrandDesign(): the local runtime. State lives in one SQLite file under the data dir,
 * artifacts as files beside it (ARCHITECTURE "State").
 */
import { EventEmitter } from 'node:events';
import { join, resolve } from 'node:path';
import { openDatabase } from '../jobs/database.js';
import { prepareDataDir, restrictTree } from '../jobs/private-files.js';
import { SubmissionStore } from '../jobs/submission-store.js';
import { Runner } from '../jobs/runner.js';
import { failSubmission, prepareExtraction, runExtraction, type ExtractJobDeps } from '../jobs/extract-job.js';
import { HEARTBEAT_INTERVAL_MS, findOrphans, markOrphans, newWorkerIdentity, planRecovery, requeue, retireWorkerIdentity, workerAlive } from '../jobs/recovery.js';
import { STEP } from '../jobs/states.js';
import { createJobControl, type JobControl } from './job-control.js';
import { nowIso } from './ids.js';
import { JudgeStore } from '../jobs/judge-store.js';
import { failJudge, prepareJudge, runJudge } from '../jobs/judge-job.js';
import { createCrawler } from '../crawl/crawler.js';
import { captureVariant } from '../crawl/site-access.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, MAX_CONNECT_TIMEOUT_MS, wsEndpointProblem } from '../crawl/remote-browser.js';
import type { BrowserOptions, Crawler } from '../crawl/types.js';
import { Issues, integer, networkOptions, objectArg, oneOf } from './validate.js';
import type { NetworkOptions } from '../crawl/network-policy.js';
import { CreditLedger, type MeteringOptions } from './credits.js';
import { KeyStore, LOCAL_OWNER_ID, type ApiKeyInfo, type CreateKeyInput, type CreatedApiKey } from './keys.js';
import { createClient, createPublicClient, type Client, type PublicClient } from './client.js';
import type { RuntimeCore } from './core.js';
import { attachSearch, closeSearch, type SearchServiceOptions } from './search.js';
import { validateGeneratorOptions, type GeneratorOptions } from '../prompts/openai-compatible.js';

const DATABASE_FILE = 'brand-design.sqlite';

export interface BrandDesignOptions {
  /** Folder for the SQLite file and artifacts. @default '.brand-design' in the working directory */
  dataDir?: string;
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
    create(input: CreateKeyInput): CreatedApiKey;
    list(): ApiKeyInfo[];
    revoke(idOrName: string): ApiKeyInfo;
  };
  /** Credits administration when metering is on. `userId` defaults to the local owner. */
  credits: {
    balance(userId?: string): number;
    grant(amount: number, userId?: string): number;
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
  issues.throwIfAny();
  // A capture in another scheme, size or with a staging login is another page for the cache.
  const variant = captureVariant({ colorScheme: o.browser?.colorScheme, viewport: o.browser?.viewport, access: o.browser?.access });

  const dataDir = resolve(o.dataDir ?? '.brand-design');
  prepareDataDir(dataDir, DATABASE_FILE);
  const db = await openDatabase(join(dataDir, DATABASE_FILE));
  const store = new SubmissionStore(db);
  const credits = new CreditLedger(db, o.metering);
  const keys = new KeyStore(db, o.metering?.initialBalance ?? 100);
  keys.ensureOwner(o.ownerEmail ?? 'owner@localhost');

  let crawler: Crawler | undefined = o.crawler;
  const getCrawler = (): Crawler => (crawler ??= createCrawler({ maxContexts: concurrency, ...o.browser, network }));
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const onChange = (id: string): void => void events.emit('change', id);
  const workerId = newWorkerIdentity();
  let closed = false;
  let closing: Promise<void> | undefined;

  const jobDeps = { store, credits, crawler: getCrawler, dataDir, workerId, onChange, captureVariant: variant };
  const runner = await Runner.create({
    concurrency,
    prepare: (id) => prepareExtraction(store, workerId, onChange, id),
    run: (id, signal) => runPrivately(jobDeps, id, signal),
    onError: (id, error) => failSubmission(jobDeps, id, `internal error: ${error instanceof Error ? error.message : String(error)}`),
  });
  const judges = new JudgeStore(db);
  const onJudgeChange = (id: string): void => void events.emit('judge', id);
  // Placeholder until the judge runner exists (the job deps need the core, the core the runner).
  const core: RuntimeCore = { db, dataDir, store, keys, credits, runner, judges, judgeRunner: runner, crawler: getCrawler, cacheTtlMs, events, isClosed: () => closed, captureVariant: variant,
    ...(o.generator ? { generator: validateGeneratorOptions(o.generator) } : {}) };
  const judgeDeps = { core, judges, workerId, onChange: onJudgeChange };
  core.judgeRunner = await Runner.create({
    concurrency: judgeConcurrency,
    prepare: (id) => prepareJudge(judges, workerId, id),
    run: (id, signal) => runJudge(judgeDeps, id, signal),
    onError: (id, error) => failJudge(judgeDeps, id, `internal error: ${error instanceof Error ? error.message : String(error)}`),
  });

  attachSearch(core, o.search);

  if (recover === 'resume') {
    const plan = planRecovery(store, maxAttempts);
    for (const { id, reason } of plan.fail) failSubmission(jobDeps, id, reason);
    for (const id of plan.resume) {
      requeue(store, id, STEP.resumed);
      runner.enqueue(id);
    }
    // Judge jobs are idempotent (every layer is cached): an interrupted one simply runs again.
    for (const job of judges.unfinished()) if (!workerAlive(job.worker)) core.judgeRunner.enqueue(job.id);
  } else if (recover === 'fail') {
    for (const row of findOrphans(store.unfinished())) failSubmission(jobDeps, row.id, `its process stopped during ${row.current_step}; failed on open (recover: 'fail')`);
    for (const job of judges.unfinished()) if (!workerAlive(job.worker)) failJudge(judgeDeps, job.id, "its process stopped; failed on open (recover: 'fail')");
  } else {
    // 'leave': nothing runs, but every reader (`list`, `get`) sees which jobs have lost their process.
    markOrphans(store);
  }
  // The owner's heartbeat: other processes tell this runtime's jobs from orphans by it.
  const heartbeat = setInterval(() => store.heartbeat(workerId, nowIso()), HEARTBEAT_INTERVAL_MS);
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
      await runner.idle();
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
    await core.judgeRunner.close();
    // Shutdown re-queues (issue 8 item 4): running jobs are aborted and re-queued by the job
    // code; queued ones not started yet lose their owner. Both wait for `resume`.
    await runner.close();
    store.releaseQueued(workerId, STEP.interrupted, nowIso());
    await closeSearch(core);
    if (crawler && crawler !== o.crawler) await crawler.close();
    retireWorkerIdentity(workerId);
    db.close();
  }
}

/**
 * Runs one extraction, then makes its artifact folder owner-only (issue 8 item 10): the files in
 * it are written by the crawler, the analyzer and the asset mirror, each with the process umask.
 */
async function runPrivately(deps: ExtractJobDeps, submissionId: string, signal: AbortSignal): Promise<void> {
  let dir: string | undefined;
  const onChange = (id: string): void => {
    const extractionId = dir === undefined ? deps.store.get(id)?.extraction_id : undefined;
    if (extractionId) dir = join(deps.dataDir, 'artifacts', extractionId);
    deps.onChange(id);
  };
  try {
    await runExtraction({ ...deps, onChange }, submissionId, signal);
  } finally {
    if (dir) restrictTree(dir);
  }
}
