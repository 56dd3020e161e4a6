/**
 * Brand-adherence jobs (spec §4.12–4.16). The request and list shapes are "not shown" in the spec;
 * ours (documented in the README):
 *
 *   create({ reference_url, reference_urls?, source_url, is_public?, source_css?, force? })
 *     → { job_id, status, reference_url, reference_urls, source_url, accepted_at }
 *   list({ status?, limit 1–100 = 20, offset ≥ 0 = 0 })
 *     → { jobs: [status views], total, limit, offset, totals { completed, failed, in_progress } }
 */
import { BrandDesignError, NotReadyError } from '../errors.js';
import { JUDGE_IN_PROGRESS, JUDGE_STATUSES, type JudgeCacheHit, type JudgeRow, type JudgeStatus } from '../jobs/judge-store.js';
import { COMPONENT_IDS, type ComponentId, type Fix, type VerdictCap } from '../verify/types.js';
import { combineScore, componentCosts, firedCaps, rankIssuesAndFixes } from '../verify/score.js';
import type { ComponentVerdict } from '../verify/types.js';
import { authorize, canRead, notFound, optionalPrincipal, type Caller, type RuntimeCore } from './core.js';
import { Issues, boolean, httpUrl, integer, objectArg, oneOf, optionalString, requiredId } from './validate.js';
import { newId, nowIso } from './ids.js';
import { pollUntilDone, type PollOptions } from './poll.js';

export interface CreateJudgeBody {
  /** The site whose brand is the reference. */
  reference_url: string;
  /**
   * Other pages of the reference site (issue 10 §1: a site reference), pooled with
   * `reference_url`: what the brand uses on any of them is on-brand. At most 200 (spec §8 max_urls),
   * each validated like `reference_url`; duplicates and `reference_url` itself are dropped.
   * @default []
   */
  reference_urls?: string[];
  /** The page being judged. */
  source_url: string;
  /** @default false */
  is_public?: boolean;
  /** CSS injected into the source page before capture (e.g. `fixesToCss(fixes)` to check the fixes). */
  source_css?: string;
  /** Re-extract both pages and re-judge instead of reusing caches. @default false */
  force?: boolean;
}

export interface JudgeCreated {
  job_id: string;
  status: JudgeStatus;
  reference_url: string;
  reference_urls: string[];
  source_url: string;
  accepted_at: string;
}

/** Spec §2.8. */
export interface JudgeStatusView {
  job_id: string;
  status: JudgeStatus;
  reference_url: string;
  /** The reference site's other pages, pooled with reference_url ([] for a one-page reference). */
  reference_urls: string[];
  source_url: string;
  accepted_at: string;
  user_id: string;
  current_step: string;
  step_started_at: string;
  updated_at: string;
  cache_hit: JudgeCacheHit;
  is_public: boolean;
  api_key_name: string | null;
  completed_at: string | null;
  error: string | null;
}

/** Spec §2.9, plus per-component scores and the worst issues with their structure. */
export interface JudgeVerdict {
  job_id: string;
  status: JudgeStatus;
  reference_url: string;
  reference_urls: string[];
  source_url: string;
  is_public: boolean;
  accepted_at: string;
  completed_at: string | null;
  score: number | null;
  recommendations: string[];
  fixes: Fix[];
  /** Each component's score and summary; null until judged. */
  components: Record<ComponentId, { score: number | null; summary: string } | null>;
  /** Every brand-breaking cap that fired (issue 10 §1), lowest limit first. */
  caps: VerdictCap[];
  /** What each judged component costs the overall score (weight share × (1 − score)), largest first. */
  costs: { component: ComponentId; cost: number }[];
}

export interface JudgeList {
  jobs: JudgeStatusView[];
  total: number;
  limit: number;
  offset: number;
  totals: { completed: number; failed: number; in_progress: number };
}

export async function createJudge(core: RuntimeCore, caller: Caller, body: unknown): Promise<JudgeCreated> {
  const principal = await authorize(core, caller, 'judge.create');
  const issues = new Issues();
  const input = objectArg(body, ['body'], 'an object { reference_url, source_url }', issues);
  const referenceUrl = httpUrl(input.reference_url, ['body', 'reference_url'], issues);
  const referenceUrls = urlList(input.reference_urls, ['body', 'reference_urls'], issues);
  const sourceUrl = httpUrl(input.source_url, ['body', 'source_url'], issues);
  const isPublic = boolean(input.is_public, ['body', 'is_public'], issues, false);
  const sourceCss = optionalString(input.source_css, ['body', 'source_css'], issues, 200_000);
  const force = boolean(input.force, ['body', 'force'], issues, false);
  issues.throwIfAny();
  const id = newId('job');
  await core.judges.insert({
    id, user_id: principal.userId, api_key_id: principal.keyId, api_key_name: principal.keyName,
    reference_url: referenceUrl!, reference_urls: [...new Set(referenceUrls)].filter((u) => u !== referenceUrl), source_url: sourceUrl!, source_css: sourceCss ?? null, is_public: isPublic, force_fresh: force, now: nowIso(),
  });
  const row = (await core.judges.get(id))!;
  await core.judgeRunner.enqueue(id);
  core.events.emit('judge', id);
  return { job_id: row.id, status: row.status, reference_url: row.reference_url, reference_urls: referenceUrlsOf(row), source_url: row.source_url, accepted_at: row.accepted_at };
}

/** The site's other pages as stored (a row written before the column existed reads []). */
export function referenceUrlsOf(row: JudgeRow): string[] {
  return JSON.parse(row.reference_urls ?? '[]') as string[];
}

/** Spec §8: map mode discovers at most 200 URLs of a site; a site reference takes as many pages. */
export const MAX_REFERENCE_URLS = 200;

function urlList(value: unknown, loc: (string | number)[], issues: Issues): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    issues.add(loc, `expected an array of http(s) URL strings; got ${JSON.stringify(value)}`, 'type_error.list');
    return [];
  }
  if (value.length > MAX_REFERENCE_URLS) {
    issues.add(loc, `expected at most ${MAX_REFERENCE_URLS} reference pages; got ${value.length}`, 'value_error.list.max_items');
    return [];
  }
  return value.map((v, i) => httpUrl(v, [...loc, i], issues)).filter((u): u is string => u !== undefined);
}

export async function getJudge(core: RuntimeCore, caller: Caller, jobId: unknown): Promise<JudgeStatusView> {
  const principal = await authorize(core, caller, 'judge.read');
  const row = await findJob(core, jobId);
  if (!row || !canRead(row, principal, false)) throw notFound('brand-adherence job', String(jobId));
  return judgeView(row);
}

export async function listJudges(core: RuntimeCore, caller: Caller, params?: unknown): Promise<JudgeList> {
  const principal = await authorize(core, caller, 'judge.read');
  const issues = new Issues();
  const p = objectArg(params, ['query'], 'a filter object', issues);
  const status = oneOf(p.status, ['query', 'status'], JUDGE_STATUSES, issues);
  const limit = integer(p.limit, ['query', 'limit'], { min: 1, max: 100, default: 20 }, issues);
  const offset = integer(p.offset, ['query', 'offset'], { min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 }, issues);
  issues.throwIfAny();
  const { rows, total, totals } = await core.judges.list({ userId: principal.role === 'admin' ? null : principal.userId, status, limit, offset });
  return { jobs: rows.map(judgeView), total, limit, offset, totals };
}

/** Spec §4.15: 200 (maybe partial), 409 before the first component, 424 for a failed job, 404. */
export async function getVerdict(core: RuntimeCore, caller: Caller, jobId: unknown): Promise<JudgeVerdict> {
  const principal = await optionalPrincipal(core, caller, 'judge.read');
  const row = await findJob(core, jobId);
  if (!row || !canRead(row, principal, true)) throw notFound('brand-adherence job', String(jobId));
  if (row.status === 'failed') {
    throw new BrandDesignError('BRAND_ADHERENCE_FAILED', `Brand-adherence job ${row.id} failed: ${row.error ?? 'unknown reason'}. Stop polling.`);
  }
  const finished = (await core.judges.components(row.id)).map((c) => c.verdict as ComponentVerdict);
  if (finished.length === 0) throw new NotReadyError(`Brand-adherence job ${row.id} is ${row.status} (${row.current_step}); no component is judged yet.`);
  const completed = row.status === 'completed';
  const ranked = completed ? null : rankIssuesAndFixes(finished);
  const components = Object.fromEntries(COMPONENT_IDS.map((id) => {
    const v = finished.find((c) => c.component === id);
    return [id, v ? { score: v.score, summary: v.summary } : null];
  })) as JudgeVerdict['components'];
  return {
    job_id: row.id,
    status: row.status,
    reference_url: row.reference_url,
    reference_urls: referenceUrlsOf(row),
    source_url: row.source_url,
    is_public: row.is_public === 1,
    accepted_at: row.accepted_at,
    completed_at: row.completed_at,
    score: completed ? row.score : combineScore(finished),
    recommendations: completed ? (JSON.parse(row.recommendations) as string[]) : ranked!.recommendations,
    fixes: completed ? (JSON.parse(row.fixes) as Fix[]) : ranked!.fixes,
    components,
    caps: firedCaps(finished),
    costs: componentCosts(finished),
  };
}

/** Spec §4.16: owner only; 200 with the updated status view. */
export async function setJudgeVisibility(core: RuntimeCore, caller: Caller, jobId: unknown, isPublic: unknown): Promise<JudgeStatusView> {
  const principal = await authorize(core, caller, 'judge.setVisibility');
  const issues = new Issues();
  requiredId(jobId, ['path', 'job_id'], issues);
  if (typeof isPublic !== 'boolean') issues.add(['body', 'is_public'], `expected true or false; got ${JSON.stringify(isPublic) ?? 'nothing'}`, 'type_error.bool');
  issues.throwIfAny();
  const row = await findJob(core, jobId);
  if (!row || !canRead(row, principal, false)) throw notFound('brand-adherence job', String(jobId));
  if (row.user_id !== principal.userId) throw new BrandDesignError('FORBIDDEN', 'Only the owner of a brand-adherence job may change its visibility.');
  await core.judges.update(row.id, { is_public: isPublic ? 1 : 0, updated_at: nowIso() });
  return judgeView((await core.judges.get(row.id))!);
}

/** Polls until completed or failed (spec §7: stop also on 424) and returns the final status view. */
export function waitForJudge(core: RuntimeCore, caller: Caller, jobId: unknown, options: PollOptions<JudgeStatusView> = {}): Promise<JudgeStatusView> {
  return pollUntilDone(core, 'judge', () => getJudge(core, caller, jobId), (v) => !JUDGE_IN_PROGRESS.includes(v.status), (v) => `Brand-adherence job ${v.job_id}`, options);
}

export function judgeView(row: JudgeRow): JudgeStatusView {
  return {
    job_id: row.id,
    status: row.status,
    reference_url: row.reference_url,
    reference_urls: referenceUrlsOf(row),
    source_url: row.source_url,
    accepted_at: row.accepted_at,
    user_id: row.user_id,
    current_step: row.current_step,
    step_started_at: row.step_started_at,
    updated_at: row.updated_at,
    cache_hit: JSON.parse(row.cache_hit) as JudgeCacheHit,
    is_public: row.is_public === 1,
    api_key_name: row.api_key_name,
    completed_at: row.completed_at,
    error: row.error,
  };
}

async function findJob(core: RuntimeCore, jobId: unknown): Promise<JudgeRow | undefined> {
  const issues = new Issues();
  requiredId(jobId, ['path', 'job_id'], issues);
  issues.throwIfAny();
  return core.judges.get(jobId as string);
}
