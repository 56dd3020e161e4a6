/**
 * Clients: the per-caller facade, one method per spec endpoint. A client bound to a key checks
 * the key on every call (a key revoked after the client was made stops working at once).
 */
import type { RuntimeCore, Caller } from './core.js';
import { authorize } from './core.js';
import { createSubmission, type CreateSubmissionBody, type CreateSubmissionOptions, type MapSubmissionCreated } from './submission-create.js';
import {
  getDownload, getResult, getSubmission, listSubmissions, setSubmissionVisibility, waitForSubmission,
  type DownloadManifest, type ListSubmissionsParams, type ResultEnvelope, type SubmissionList, type WaitOptions,
} from './submission-read.js';
import type { SubmissionCreated, SubmissionStatusView } from './views.js';
import { createJudge, getJudge, getVerdict, listJudges, setJudgeVisibility, waitForJudge, type CreateJudgeBody, type JudgeCreated, type JudgeList, type JudgeStatusView, type JudgeVerdict } from './judge.js';
import type { JudgeStatus } from '../jobs/judge-store.js';
import { enhance } from './prompts.js';
import type { SearchBody, SearchResults, SimilarParams, HistoryParams, HistoryList } from './search.js';
import { loadSearch } from './search-load.js';
import type { SearchCard } from '../search/search.js';
import type { EnhancedPrompt, GeneratorOptions } from '../prompts/enhance.js';

/** Spec §2.11. */
export interface Account {
  user_id: string;
  email: string;
  role: string;
}

export interface SubmissionsApi {
  /** POST /design/submissions (spec §4.2) → 202 creation response, or the batch in map mode. */
  create(body: CreateSubmissionBody, options: CreateSubmissionOptions & { map: true }): Promise<MapSubmissionCreated>;
  create(body: CreateSubmissionBody, options?: CreateSubmissionOptions): Promise<SubmissionCreated>;
  /** GET /design/submissions/{id} (§4.4). */
  get(id: string): Promise<SubmissionStatusView>;
  /** GET /design/submissions (§4.3). */
  list(params?: ListSubmissionsParams): Promise<SubmissionList>;
  /** GET /design/submissions/{id}/result (§4.5): may be partial; NotReadyError (409) before the first section. */
  result(id: string, options?: { sections?: string[] | string }): Promise<ResultEnvelope>;
  /** GET /design/submissions/{id}/download (§4.6). */
  download(id: string): Promise<DownloadManifest>;
  /** Visibility toggle (§4.7), owner only. */
  setVisibility(id: string, isPublic: boolean): Promise<SubmissionStatusView>;
  /** Polls until completed or failed; returns the final status view. */
  wait(id: string, options?: WaitOptions): Promise<SubmissionStatusView>;
}

export interface JudgeApi {
  /** POST /judge/brand-adherence (§4.12). */
  create(body: CreateJudgeBody): Promise<JudgeCreated>;
  /** GET /judge/brand-adherence (§4.13), most recent first. */
  list(params?: { status?: JudgeStatus; limit?: number; offset?: number }): Promise<JudgeList>;
  /** GET /judge/brand-adherence/{job_id} (§4.14). */
  get(jobId: string): Promise<JudgeStatusView>;
  /** GET /judge/brand-adherence/{job_id}/result (§4.15): partial while running; 409 before the first component; 424 once failed. */
  result(jobId: string): Promise<JudgeVerdict>;
  /** PATCH /judge/brand-adherence/{job_id}/visibility (§4.16), owner only. */
  setVisibility(jobId: string, isPublic: boolean): Promise<JudgeStatusView>;
  /** Polls until completed or failed; returns the final status view. */
  wait(jobId: string, options?: { timeoutMs?: number; intervalMs?: number; onProgress?: (view: JudgeStatusView) => void }): Promise<JudgeStatusView>;
}

export interface PromptsApi {
  /** POST /design/prompts/enhance (§4.8): the prompt grounded in a completed submission's brand. */
  enhance(body: { submission_id: string; prompt: string }, options?: { generator?: GeneratorOptions }): Promise<EnhancedPrompt>;
}

export interface SearchApi {
  /** POST /search (§4.9): the corpus by aesthetic description; synchronous. */
  query(body: SearchBody): Promise<SearchResults>;
  /** GET /search/similar (§4.10): corpus brands that look like one of the caller's completed extractions. */
  similar(params: SimilarParams): Promise<{ results: SearchCard[] }>;
  /** GET /search/submissions (§4.11): past searches and similarity lookups, newest first. */
  history(params?: HistoryParams): Promise<HistoryList>;
}

export interface Client {
  /** GET /design/me (§4.1). */
  me(): Promise<Account>;
  search: SearchApi;
  submissions: SubmissionsApi;
  judge: JudgeApi;
  prompts: PromptsApi;
  /** The caller's credit balance and whether metering is on. */
  credits(): Promise<{ metering: boolean; balance: number }>;
}

/** What an unauthenticated caller may do (spec §5.4): read public results. */
export interface PublicClient {
  submissions: Pick<SubmissionsApi, 'result' | 'download'>;
  judge: Pick<JudgeApi, 'result'>;
}

export function createClient(core: RuntimeCore, apiKey: string | undefined): Client {
  const caller: Caller = { kind: 'key', apiKey };
  return {
    async me() {
      const principal = await authorize(core, caller, 'me');
      return { user_id: principal.userId, email: principal.email, role: principal.role };
    },
    async credits() {
      const principal = await authorize(core, caller, 'credits.read');
      return { metering: core.credits.enabled, balance: await core.credits.balance(principal.userId) };
    },
    submissions: {
      create: ((body: CreateSubmissionBody, options?: CreateSubmissionOptions) => createSubmission(core, caller, body, options)) as SubmissionsApi['create'],
      get: (id) => getSubmission(core, caller, id),
      list: (params) => listSubmissions(core, caller, params),
      result: (id, options) => getResult(core, caller, id, options),
      download: (id) => getDownload(core, caller, id),
      setVisibility: (id, isPublic) => setSubmissionVisibility(core, caller, id, isPublic),
      wait: (id, options) => waitForSubmission(core, caller, id, options),
    },
    prompts: { enhance: (body, options) => enhance(core, caller, body, options) },
    search: {
      // Loaded on first use (search-load.ts): a client that never searches never loads search.
      query: async (body) => (await loadSearch()).search(core, caller, body),
      similar: async (params) => (await loadSearch()).similar(core, caller, params),
      history: async (params) => (await loadSearch()).history(core, caller, params),
    },
    judge: {
      create: (body) => createJudge(core, caller, body),
      list: (params) => listJudges(core, caller, params),
      get: (jobId) => getJudge(core, caller, jobId),
      result: (jobId) => getVerdict(core, caller, jobId),
      setVisibility: (jobId, isPublic) => setJudgeVisibility(core, caller, jobId, isPublic),
      wait: (jobId, options) => waitForJudge(core, caller, jobId, options),
    },
  };
}

export function createPublicClient(core: RuntimeCore): PublicClient {
  const caller: Caller = { kind: 'public' };
  return {
    submissions: {
      result: (id, options) => getResult(core, caller, id, options),
      download: (id) => getDownload(core, caller, id),
    },
    judge: { result: (jobId) => getVerdict(core, caller, jobId) },
  };
}
