/**
 * Reading submissions: status (§4.4), list (§4.3), result (§4.5), download (§4.6),
 * visibility (§4.7) and the polling helper (§7 polling rule).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrandDesignError, NotReadyError, ValidationError } from '../errors.js';
import { ARTIFACT_FILES, type ArtifactName } from '../crawl/capture-types.js';
import { readWarningsFile, type CaptureWarning } from '../crawl/warnings.js';
import { SECTION_NAMES, isSectionName, type SectionName } from '../analyze/section-names.js';
import { SUBMISSION_STATUSES, isInProgress, type SubmissionStatus } from '../jobs/states.js';
import type { ExtractionRow, SubmissionRow } from '../jobs/submission-store.js';
import type { MirroredAsset } from '../jobs/mirror.js';
import { authorize, canRead, notFound, optionalPrincipal, type Caller, type RuntimeCore } from './core.js';
import { Issues, integer, objectArg, oneOf, optionalString, requiredId } from './validate.js';
import { statusView, type SubmissionStatusView } from './views.js';
import { nowIso } from './ids.js';
import { pollUntilDone, type PollOptions } from './poll.js';
import type { DesignSystem } from '../types/design-system.js';

export interface ListSubmissionsParams {
  status?: SubmissionStatus;
  /** Case-insensitive substring of the source URL. */
  q?: string;
  /** Only submissions created by the API key with this name (recorded when metering was on, spec §2.1). */
  apiKeyName?: string;
  batchId?: string;
  /** 1–100. @default 20 */
  limit?: number;
  /** ≥ 0. @default 0 */
  offset?: number;
}

export interface SubmissionList {
  submissions: SubmissionStatusView[];
  total: number;
  limit: number;
  offset: number;
  totals: { completed: number; failed: number; in_progress: number };
}

export interface ArtifactRef {
  /** Path relative to the data dir. */
  path: string;
  /** A file:// URL of the stored file. */
  url: string;
  content_type: string;
}

/** Spec §2.3. */
export interface ResultEnvelope {
  submission_id: string;
  status: SubmissionStatus;
  source_url: string;
  extraction_id: string | null;
  current_step: string;
  step_started_at: string;
  updated_at: string;
  result_updated_at: string | null;
  cache_hit: boolean;
  accepted_at: string;
  completed_at: string | null;
  error: string | null;
  /**
   * What the capture could not do (issue 8 item 6): `{ code, message }` with a code from
   * CAPTURE_WARNING_CODES (src/crawl/warnings.ts). Empty when the capture was clean, and while
   * no capture exists yet (a failed job's reason is `error`).
   */
  warnings: CaptureWarning[];
  result: {
    /** The sections done so far, each typed (issue 12 §2; schema/design-system.json). */
    design_system: DesignSystem;
    artifacts: Record<ArtifactName, ArtifactRef>;
    /** Sections whose analyzer failed; the others are still present. */
    section_errors: { section: string; error: string }[];
  };
}

/** Spec §2.4. */
export interface DownloadManifest {
  submission_id: string;
  extraction_id: string;
  files: ({ path: string; content: string } | { path: string; url: string; content_type: string | null; source_url?: string })[];
}

export async function getSubmission(core: RuntimeCore, caller: Caller, id: unknown): Promise<SubmissionStatusView> {
  const principal = await authorize(core, caller, 'submissions.read');
  const row = await findRow(core, id);
  if (!row || !canRead(row, principal, false)) throw notFound('submission', String(id));
  return statusView(row);
}

export async function listSubmissions(core: RuntimeCore, caller: Caller, params?: ListSubmissionsParams): Promise<SubmissionList> {
  const principal = await authorize(core, caller, 'submissions.read');
  const issues = new Issues();
  const p = objectArg(params, ['query'], 'a filter object', issues);
  const status = oneOf(p.status, ['query', 'status'], SUBMISSION_STATUSES, issues);
  const q = optionalString(p.q, ['query', 'q'], issues, 2000);
  const apiKeyName = optionalString(p.apiKeyName, ['query', 'api_key_name'], issues, 100);
  const batchId = optionalString(p.batchId, ['query', 'batch_id'], issues, 100);
  const limit = integer(p.limit, ['query', 'limit'], { min: 1, max: 100, default: 20 }, issues);
  const offset = integer(p.offset, ['query', 'offset'], { min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 }, issues);
  issues.throwIfAny();
  const { rows, total, totals } = await core.store.list({
    userId: principal.role === 'admin' ? null : principal.userId,
    status, q, apiKeyName, batchId, limit, offset,
  });
  return { submissions: rows.map(statusView), total, limit, offset, totals };
}

export async function getResult(core: RuntimeCore, caller: Caller, id: unknown, options?: { sections?: string[] | string }): Promise<ResultEnvelope> {
  const principal = await optionalPrincipal(core, caller);
  const wanted = parseSections(options?.sections);
  const row = await findRow(core, id);
  if (!row || !canRead(row, principal, true)) throw notFound('submission', String(id));
  const extraction = row.extraction_id ? await core.store.getExtraction(row.extraction_id) : undefined;
  const sections = extraction ? await core.store.sections(extraction.id) : [];
  // spec §4.5: 409 before the first checkpoint; a failed job answers with its envelope and error.
  if (isInProgress(row.status) && sections.length === 0) throw new NotReadyError(`Submission ${row.id} is ${row.status} (${row.current_step}); no section is ready yet.`);
  // Each stored value is what that section's analyzer returned (src/analyze/run.ts), so it has its section's type.
  const designSystem: Record<string, unknown> = {};
  for (const section of sections) if (!wanted || wanted.includes(section.name)) designSystem[section.name] = section.value;
  return {
    submission_id: row.id,
    status: row.status,
    source_url: row.source_url,
    extraction_id: row.extraction_id,
    current_step: row.current_step,
    step_started_at: row.step_started_at,
    updated_at: row.updated_at,
    result_updated_at: extraction?.result_updated_at ?? null,
    cache_hit: row.cache_hit === 1,
    accepted_at: row.accepted_at,
    completed_at: row.completed_at,
    error: row.error,
    warnings: extraction ? readWarningsFile(join(core.dataDir, extraction.dir)) : [],
    result: {
      design_system: designSystem as DesignSystem,
      artifacts: artifactRefs(core, extraction),
      section_errors: extraction ? (JSON.parse(extraction.section_errors) as { section: string; error: string }[]) : [],
    },
  };
}

export async function getDownload(core: RuntimeCore, caller: Caller, id: unknown): Promise<DownloadManifest> {
  const principal = await optionalPrincipal(core, caller);
  const row = await findRow(core, id);
  if (!row || !canRead(row, principal, true)) throw notFound('submission', String(id));
  if (isInProgress(row.status)) throw new NotReadyError(`Submission ${row.id} is ${row.status}; only completed submissions can be downloaded.`);
  const extraction = row.extraction_id ? await core.store.getExtraction(row.extraction_id) : undefined;
  if (row.status !== 'completed' || !extraction) {
    throw new BrandDesignError('NOT_FOUND', `Submission ${row.id} failed (${row.error ?? 'no extraction'}); there is nothing to download.`);
  }
  const designSystem = Object.fromEntries((await core.store.sections(extraction.id)).map((s) => [s.name, s.value]));
  const dir = join(core.dataDir, extraction.dir);
  const files: DownloadManifest['files'] = [{ path: 'guidelines.json', content: JSON.stringify(designSystem, null, 2) }];
  for (const artifact of Object.values(ARTIFACT_FILES)) {
    const file = join(dir, artifact.path);
    if (existsSync(file)) files.push({ path: artifact.path, url: pathToFileURL(file).href, content_type: artifact.content_type });
  }
  const capture = join(dir, 'capture.json');
  if (existsSync(capture)) files.push({ path: 'capture.json', url: pathToFileURL(capture).href, content_type: 'application/json' });
  for (const asset of JSON.parse(extraction.assets) as MirroredAsset[]) {
    files.push({ path: asset.path, url: pathToFileURL(join(dir, asset.path)).href, content_type: asset.content_type, source_url: asset.source_url });
  }
  return { submission_id: row.id, extraction_id: extraction.id, files };
}

/** Spec §4.7: only the owner may change visibility. */
export async function setSubmissionVisibility(core: RuntimeCore, caller: Caller, id: unknown, isPublic: unknown): Promise<SubmissionStatusView> {
  const principal = await authorize(core, caller, 'submissions.setVisibility');
  const issues = new Issues();
  requiredId(id, ['path', 'id'], issues);
  if (typeof isPublic !== 'boolean') issues.add(['body', 'is_public'], `expected true or false; got ${JSON.stringify(isPublic) ?? 'nothing'}`, 'type_error.bool');
  issues.throwIfAny();
  const row = await findRow(core, id);
  if (!row || !canRead(row, principal, false)) throw notFound('submission', String(id));
  if (row.user_id !== principal.userId) throw new BrandDesignError('FORBIDDEN', 'Only the owner of a submission may change its visibility.');
  await core.store.setVisibility(row.id, isPublic as boolean, nowIso());
  core.events.emit('change', row.id);
  return statusView((await core.store.get(row.id))!);
}

export type WaitOptions = PollOptions<SubmissionStatusView>;

/** Polls until completed or failed (spec §7 polling rule) and returns the final status view. */
export function waitForSubmission(core: RuntimeCore, caller: Caller, id: unknown, options: WaitOptions = {}): Promise<SubmissionStatusView> {
  return pollUntilDone(core, 'change', () => getSubmission(core, caller, id), (v) => !isInProgress(v.status), (v) => `Submission ${v.submission_id}`, options);
}

async function findRow(core: RuntimeCore, id: unknown): Promise<SubmissionRow | undefined> {
  if (typeof id !== 'string' || id.length === 0) {
    throw new ValidationError([{ loc: ['path', 'id'], msg: `expected a submission id string; got ${JSON.stringify(id)}`, type: 'type_error.str' }]);
  }
  return core.store.get(id);
}

/** Spec §4.5: a comma-separated list (or array) of section names; an unknown one → 422 INVALID_REQUEST. */
function parseSections(value: string[] | string | undefined): SectionName[] | null {
  if (value === undefined) return null;
  const names = (Array.isArray(value) ? value : String(value).split(',')).map((s) => String(s).trim()).filter(Boolean);
  const unknown = names.find((name) => !isSectionName(name));
  if (unknown !== undefined) {
    throw new ValidationError(
      [{ loc: ['query', 'sections'], msg: `unknown section name ${JSON.stringify(unknown)}; expected any of ${SECTION_NAMES.join(', ')}`, type: 'value_error.section' }],
      { form: 'error' },
    );
  }
  return names.length ? (names as SectionName[]) : null;
}

function artifactRefs(core: RuntimeCore, extraction: ExtractionRow | undefined): Record<ArtifactName, ArtifactRef> {
  const refs = {} as Record<ArtifactName, ArtifactRef>;
  for (const [name, file] of Object.entries(ARTIFACT_FILES) as [ArtifactName, (typeof ARTIFACT_FILES)[ArtifactName]][]) {
    const path = extraction ? join(extraction.dir, file.path) : '';
    refs[name] = { path, url: extraction ? pathToFileURL(join(core.dataDir, path)).href : '', content_type: file.content_type };
  }
  return refs;
}
