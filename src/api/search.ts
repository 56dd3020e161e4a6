/**
 * Search (spec §4.9), similarity lookup (§4.10) and search history (§4.11).
 *
 * Searches run synchronously (no polled states, §3.3). Each one is charged up front (deep costs
 * more), recorded in history as in_progress, and finished as completed or failed; a failure is
 * refunded and answered 502 (retry is safe). More searches in flight than the configured capacity
 * are refused with 503 and `retryAfter` (integer seconds) before anything is charged.
 *
 * Decisions where the spec is silent (README): filters reject unknown keys (a misspelled hard
 * constraint must not silently widen the result); a similarity lookup is recorded with the
 * submission's URL as its query, depth `fast` and filters `{ submission_id, limit }`; its
 * default limit is 6, like top_k; similar excludes the submission's own URL from its results.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_FILES } from '../crawl/capture-types.js';
import { BrandDesignError, asBrandDesignError } from '../errors.js';
import { DEPTHS, HISTORY_KINDS, HISTORY_STATUSES, type Depth, type HistoryEntry } from '../search/history.js';
import { createSearchEngine, type SearchCard, type SearchEngine, type SearchEngineOptions, type SearchFilters } from '../search/search.js';
import type { QueryTags } from '../search/query-tags.js';
import { FILTER_KEYS } from '../search/vocabulary.js';
import { canRead, notFound, type Caller, type RuntimeCore } from './core.js';
import { authorizeSearch } from './search-roles.js';
import type { Principal } from './keys.js';
import { Issues, integer, objectArg, oneOf, optionalString } from './validate.js';
import { newId, nowIso } from './ids.js';

export interface SearchServiceOptions extends SearchEngineOptions {
  /** Searches allowed in flight at once; one more is refused with 503 AT_CAPACITY. @default 8 */
  capacity?: number;
  /** The `retryAfter` (seconds) of a 503. @default 1 */
  retryAfterSeconds?: number;
  /** Use this engine instead of the bundled corpus (tests, custom corpora). */
  engine?: SearchEngine;
}

/** Spec §2.5. */
export interface SearchBody {
  query: string;
  /** @default 'fast' */
  depth?: Depth;
  /** 1–30. @default 6 */
  top_k?: number;
  filters?: Partial<SearchFilters> | null;
}

/** Spec §2.6. */
export interface SearchResults {
  search_id: string;
  depth: Depth;
  results: SearchCard[];
  query_tags: QueryTags | null;
}

export interface SimilarParams {
  /** A completed submission of the caller. */
  submissionId: string;
  /** 1–30. @default 6 */
  limit?: number;
}

export interface HistoryParams {
  kind?: 'search' | 'similar';
  status?: 'completed' | 'failed' | 'in_progress';
  depth?: Depth;
  /** Case-insensitive substring of the query text. */
  q?: string;
  apiKeyName?: string;
  /** 1–100. @default 20 */
  limit?: number;
  /** ≥ 0. @default 0 */
  offset?: number;
}

/** Spec §4.11. */
export interface HistoryList {
  submissions: HistoryEntry[];
  total: number;
  total_by_status: { completed: number; failed: number; in_progress: number };
  limit: number;
  offset: number;
}

interface SearchService {
  engine: () => SearchEngine;
  /** The engine once created (so close does not create one). */
  loaded: SearchEngine | undefined;
  /** Whether the engine is ours to close (not one passed in the options). */
  owned: boolean;
  capacity: number;
  retryAfterSeconds: number;
  inFlight: number;
}

const services = new WeakMap<RuntimeCore, SearchService>();

/** Configures search for a runtime (called once by openBrandDesign); later calls replace it. */
export function attachSearch(core: RuntimeCore, options: SearchServiceOptions = {}): void {
  const issues = new Issues();
  const capacity = integer(options.capacity, ['options', 'search', 'capacity'], { min: 1, max: 1024, default: 8 }, issues);
  const retryAfterSeconds = integer(options.retryAfterSeconds, ['options', 'search', 'retryAfterSeconds'], { min: 1, max: 3600, default: 1 }, issues);
  issues.throwIfAny();
  const svc: SearchService = {
    loaded: options.engine,
    owned: !options.engine,
    engine: () => (svc.loaded ??= createSearchEngine(options)),
    capacity,
    retryAfterSeconds,
    inFlight: 0,
  };
  services.set(core, svc);
}

/** Releases the search engine's embedder (call from the runtime's close). */
export async function closeSearch(core: RuntimeCore): Promise<void> {
  const svc = services.get(core);
  services.delete(core);
  if (svc?.owned) await svc.loaded?.close();
}

function service(core: RuntimeCore): SearchService {
  if (!services.has(core)) attachSearch(core);
  return services.get(core)!;
}

export async function search(core: RuntimeCore, caller: Caller, body: unknown): Promise<SearchResults> {
  const principal = await authorizeSearch(core, caller, 'search.query');
  const request = validateSearchBody(body);
  const svc = service(core);
  const started = performance.now();
  const operation = request.depth === 'deep' ? 'search_deep' : 'search_fast';
  const filters = request.filters ?? {};

  if (svc.inFlight >= svc.capacity) {
    const id = newId('srch');
    await core.backend.history.begin(historyRow(principal, id, 'search', request.query, request.depth, filters), null, core.credits.enabled);
    await core.backend.history.fail(id, { error: 'at capacity', latencyMs: performance.now() - started, refundRef: null, now: nowIso() });
    throw new BrandDesignError(
      'AT_CAPACITY',
      `Search is at capacity (${svc.capacity} in flight); retry after ${svc.retryAfterSeconds} s. Nothing was charged.`,
      { extra: { retryAfter: svc.retryAfterSeconds } },
    );
  }

  const id = newId('srch');
  // The slot is taken before the first await, so concurrent calls see it (capacity, spec §7 503).
  svc.inFlight++;
  try {
    const charge = await begin(core, principal, id, 'search', request.query, request.depth, filters, operation);
    try {
      const outcome = await svc.engine().search(request);
      await core.backend.history.complete(id, { resultCount: outcome.results.length, latencyMs: performance.now() - started, queryTags: outcome.query_tags, now: nowIso() });
      return { search_id: id, depth: request.depth, results: outcome.results, query_tags: outcome.query_tags };
    } catch (error) {
      throw await failed(core, id, charge, started, error, 'Search');
    }
  } finally {
    svc.inFlight--;
  }
}

/** Spec §4.10: closest first; match and reason null; NOT_FOUND unless a completed submission the caller can read. */
export async function similar(core: RuntimeCore, caller: Caller, params: unknown): Promise<{ results: SearchCard[] }> {
  const principal = await authorizeSearch(core, caller, 'search.similar');
  const issues = new Issues();
  const p = objectArg(params, ['query'], 'an object { submissionId, limit? }', issues);
  const submissionId = p.submissionId;
  if (typeof submissionId !== 'string' || submissionId.length < 1 || submissionId.length > 200) {
    issues.add(['query', 'submission_id'], `expected a submission id string; got ${JSON.stringify(submissionId) ?? 'nothing'}`, submissionId === undefined ? 'missing' : 'type_error.str');
  }
  const limit = integer(p.limit, ['query', 'limit'], { min: 1, max: 30, default: 6 }, issues);
  issues.throwIfAny();

  const row = await core.store.get(submissionId as string);
  if (!row || !canRead(row, principal, false)) throw notFound('submission', String(submissionId));
  const extraction = row.extraction_id ? await core.store.getExtraction(row.extraction_id) : undefined;
  if (row.status !== 'completed' || !extraction) {
    throw new BrandDesignError('NOT_FOUND', `Submission ${row.id} has no completed extraction (it is ${row.status}); similarity needs one.`);
  }
  const svc = service(core);
  const started = performance.now();
  const id = newId('srch');
  const charge = await begin(core, principal, id, 'similar', row.source_url, 'fast', { submission_id: row.id, limit }, 'similar');
  try {
    const designSystem = Object.fromEntries((await core.store.sections(extraction.id)).map((s) => [s.name, s.value]));
    const screenshot = join(core.dataDir, extraction.dir, ARTIFACT_FILES.screenshot.path);
    const screenshotPng = existsSync(screenshot) ? await readFile(screenshot) : null;
    // The whole page as similar reads it off corpus thumbnails (issue 11 §2); the viewport when absent.
    const fullPage = join(core.dataDir, extraction.dir, ARTIFACT_FILES.full_page_screenshot.path);
    const fullPagePng = existsSync(fullPage) ? await readFile(fullPage) : null;
    const results = await svc.engine().similar(designSystem, { limit, excludeUrl: extraction.final_url ?? row.source_url, screenshotPng, fullPagePng });
    await core.backend.history.complete(id, { resultCount: results.length, latencyMs: performance.now() - started, queryTags: null, now: nowIso() });
    return { results };
  } catch (error) {
    throw await failed(core, id, charge, started, error, 'Similarity lookup');
  }
}

/** Spec §4.11: free; newest first. */
export async function history(core: RuntimeCore, caller: Caller, params?: unknown): Promise<HistoryList> {
  const principal = await authorizeSearch(core, caller, 'search.history');
  const issues = new Issues();
  const p = objectArg(params, ['query'], 'a filter object', issues);
  const kind = oneOf(p.kind, ['query', 'kind'], HISTORY_KINDS, issues);
  const status = oneOf(p.status, ['query', 'status'], HISTORY_STATUSES, issues);
  const depth = oneOf(p.depth, ['query', 'depth'], DEPTHS, issues);
  const q = optionalString(p.q, ['query', 'q'], issues, 400);
  const apiKeyName = optionalString(p.apiKeyName, ['query', 'api_key_name'], issues, 100);
  const limit = integer(p.limit, ['query', 'limit'], { min: 1, max: 100, default: 20 }, issues);
  const offset = integer(p.offset, ['query', 'offset'], { min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 }, issues);
  issues.throwIfAny();
  const page = await core.backend.history.list({
    userId: principal.role === 'admin' ? null : principal.userId, kind, status, depth, q, apiKeyName, limit, offset,
  });
  return { submissions: page.rows, total: page.total, total_by_status: page.total_by_status, limit, offset };
}

interface ValidSearch {
  query: string;
  depth: Depth;
  topK: number;
  filters: SearchFilters | null;
}

/** Spec §2.5 and §8, as 422 issues with loc/msg/type. */
export function validateSearchBody(body: unknown): ValidSearch {
  const issues = new Issues();
  const input = objectArg(body, ['body'], 'an object { query, depth?, top_k?, filters? }', issues);
  if (body === undefined || body === null) issues.add(['body'], 'expected an object { query, depth?, top_k?, filters? }; got nothing', 'missing');
  const query = input.query;
  if (query === undefined || query === null) {
    if (body !== undefined && body !== null) issues.add(['body', 'query'], 'field required: a search description of 2 to 400 characters', 'missing');
  } else if (typeof query !== 'string') {
    issues.add(['body', 'query'], `expected a string of 2 to 400 characters; got ${JSON.stringify(query)}`, 'type_error.str');
  } else if (query.trim().length < 2) {
    issues.add(['body', 'query'], `expected at least 2 characters (blanks not counted); got ${query.trim().length}`, 'value_error.any_str.min_length');
  } else if (query.length > 400) {
    issues.add(['body', 'query'], `expected at most 400 characters; got ${query.length}`, 'value_error.any_str.max_length');
  }
  const depth = oneOf(input.depth, ['body', 'depth'], DEPTHS, issues) ?? 'fast';
  const topK = integer(input.top_k, ['body', 'top_k'], { min: 1, max: 30, default: 6 }, issues);
  const filters = validateFilters(input.filters, issues);
  issues.throwIfAny();
  return { query: query as string, depth, topK, filters };
}

function validateFilters(value: unknown, issues: Issues): SearchFilters | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    issues.add(['body', 'filters'], `expected an object with page_type, industry, hue, layout (each a string or null), or null; got ${JSON.stringify(value)}`, 'type_error.dict');
    return null;
  }
  const filters: SearchFilters = { page_type: null, industry: null, hue: null, layout: null };
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) {
      issues.add(['body', 'filters', key], `unknown filter; expected one of ${FILTER_KEYS.join(', ')}`, 'value_error.extra');
    } else if (v !== null && v !== undefined && typeof v !== 'string') {
      issues.add(['body', 'filters', key], `expected a string or null; got ${JSON.stringify(v)}`, 'type_error.str');
    } else filters[key as keyof SearchFilters] = (v as string | null | undefined) ?? null;
  }
  return filters;
}

function historyRow(principal: Principal, id: string, kind: 'search' | 'similar', query: string, depth: Depth, filters: object) {
  return {
    id, userId: principal.userId, apiKeyId: principal.keyId, apiKeyName: principal.keyName, kind, query, depth,
    filters: { ...filters } as Record<string, unknown>,
    now: nowIso(),
  };
}

/** Charges (402 when the balance is short) and records the request, in one atomic store operation. */
function begin(core: RuntimeCore, principal: Principal, id: string, kind: 'search' | 'similar', query: string, depth: Depth, filters: object, operation: 'search_fast' | 'search_deep' | 'similar') {
  return core.backend.history.begin(historyRow(principal, id, kind, query, depth, filters), core.credits.chargeFor(principal.userId, operation), core.credits.enabled);
}

/** Refunds, records the failure and returns the 502 to throw (spec §7: detail is a plain string). */
async function failed(core: RuntimeCore, id: string, charge: { creditRefId: string } | null, started: number, error: unknown, what: string): Promise<BrandDesignError> {
  const cause = asBrandDesignError(error);
  await core.backend.history.fail(id, { error: cause.message, latencyMs: performance.now() - started, refundRef: charge?.creditRefId ?? null, now: nowIso() });
  return new BrandDesignError('SEARCH_FAILED', `${what} failed: ${cause.message}. ${charge ? 'The credits were refunded; r' : 'R'}etrying is safe.`, { cause: error });
}
