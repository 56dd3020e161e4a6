/**
 * The shared internals every facade group works with: one per open runtime. Not exported from
 * the package.
 */
import { EventEmitter } from 'node:events';
import type { SubmissionRow } from '../jobs/submission-store.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { JudgeOps, Store, SubmissionOps } from '../jobs/store.js';
import type { GeneratorOptions } from '../prompts/openai-compatible.js';
import type { Crawler } from '../crawl/types.js';
import { BrandDesignError } from '../errors.js';
import type { CreditLedger } from './credits.js';
import type { KeyStore, Principal } from './keys.js';
import { roleAllows, type Operation } from './roles.js';

export interface RuntimeCore {
  /** The whole store (SQLite or Postgres, jobs/store.ts); `store` and `judges` are its parts. */
  backend: Store;
  /** The root artifact paths are relative to (`artifacts/<extraction>/…`). */
  dataDir: string;
  store: SubmissionOps;
  keys: KeyStore;
  credits: CreditLedger;
  runner: JobQueue;
  judges: JudgeOps;
  judgeRunner: JobQueue;
  crawler: () => Crawler;
  cacheTtlMs: number;
  /** Emits `change` with a submission id (and `judge` with a job id) after every stored change made by this runtime. */
  events: EventEmitter;
  isClosed: () => boolean;
  /** The OpenAI-compatible endpoint prompt enhancement uses by default; the local composer when absent. */
  generator?: GeneratorOptions;
  /** Cache variant of this runtime's capture options (color scheme, viewport, site access; '' at defaults): crawl/site-access.ts. */
  captureVariant?: string;
}

/** How a facade call identifies its caller: a key (or the owner), or nobody (public reads). */
export type Caller = { kind: 'key'; apiKey: string | undefined } | { kind: 'public' };

export function assertOpen(core: RuntimeCore): void {
  if (core.isClosed()) throw new BrandDesignError('RUNTIME_CLOSED', 'This brand-design runtime was closed; open a new one with openBrandDesign().');
}

/** Spec §5: 401 for a bad key, then 403 when the key's role may not call the operation. */
export async function authorize(core: RuntimeCore, caller: Caller, operation: Operation): Promise<Principal> {
  assertOpen(core);
  if (caller.kind === 'public') {
    throw new BrandDesignError('UNAUTHORIZED', 'This call needs an API key: send one in the X-API-Key header (here: runtime.client(key)).');
  }
  const principal = caller.apiKey === undefined ? await core.keys.owner() : await core.keys.authenticate(caller.apiKey);
  if (!roleAllows(principal.role, operation)) {
    throw new BrandDesignError('FORBIDDEN', `A ${principal.role} key may not call ${operation}.`);
  }
  return principal;
}

/** Optional authentication (spec §5.4): a key reads its own; without one only public results. */
export async function optionalPrincipal(core: RuntimeCore, caller: Caller, operation: Operation = 'submissions.read'): Promise<Principal | null> {
  assertOpen(core);
  if (caller.kind === 'public') return null;
  return authorize(core, caller, operation);
}

export function canRead(row: Pick<SubmissionRow, 'user_id' | 'is_public'>, principal: Principal | null, allowPublic: boolean): boolean {
  if (allowPublic && row.is_public === 1) return true;
  if (!principal) return false;
  return principal.role === 'admin' ? true : row.user_id === principal.userId;
}

export function notFound(kind: string, id: string): BrandDesignError {
  return new BrandDesignError('NOT_FOUND', `No ${kind} ${JSON.stringify(id)} is readable with these credentials.`);
}
