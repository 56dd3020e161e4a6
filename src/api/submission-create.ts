/**
 * POST /design/submissions (spec §4.2): one URL, or map mode (many same-site URLs under one batch).
 */
import { normalizeUrl, pageKey } from '../crawl/discover.js';
import { SECTION_NAMES, isSectionName, type SectionName } from '../analyze/section-names.js';
import { SUBMISSION_STATUS, STEP } from '../jobs/states.js';
import { cssVariant } from '../jobs/extract-job.js';
import { findOrphans } from '../jobs/recovery.js';
import type { SubmissionRow } from '../jobs/submission-store.js';
import type { Principal } from './keys.js';
import { authorize, type Caller, type RuntimeCore } from './core.js';
import { Issues, boolean, httpUrl, integer, objectArg, optionalString } from './validate.js';
import { createdView, type SubmissionCreated } from './views.js';
import { newId, nowIso } from './ids.js';

export interface CreateSubmissionBody {
  url: string;
}

export interface CreateSubmissionOptions {
  /** Discover and submit same-site URLs (sitemap.xml first, then page links). @default false */
  map?: boolean;
  /** Map mode: most URLs to discover, 1–200; larger values are clamped to 200 (spec §8). @default 20 */
  maxUrls?: number;
  /** Ignore a cached extraction and crawl again. @default false */
  force?: boolean;
  /** Analyze only these design-system sections. @default all 14 */
  sections?: SectionName[];
  /** A label for the batch; a batch id is assigned when a label is given or in map mode. */
  batchLabel?: string;
  /**
   * CSS injected into the page before capture (e.g. `fixesToCss(verdict.fixes)` to preview fixes).
   * The result is cached separately from the plain page.
   */
  injectCss?: string;
}

/** Map mode's response (the spec leaves it unshown, §4.2): the batch plus one creation response per URL. */
export interface MapSubmissionCreated {
  batch_id: string;
  batch_label: string;
  source_url: string;
  map: true;
  max_urls: number;
  accepted_at: string;
  submissions: SubmissionCreated[];
}

export const MAP_DEFAULT_MAX_URLS = 20;
const DISCOVERY_TIMEOUT_MS = 30_000;

export async function createSubmission(
  core: RuntimeCore,
  caller: Caller,
  body: unknown,
  options?: CreateSubmissionOptions,
): Promise<SubmissionCreated | MapSubmissionCreated> {
  const principal = await authorize(core, caller, 'submissions.create');
  const issues = new Issues();
  const input = objectArg(body, ['body'], 'an object { url }', issues);
  const opts = objectArg(options, ['query'], 'an options object { map?, maxUrls?, force?, sections?, batchLabel? }', issues);
  const url = httpUrl(input.url, ['body', 'url'], issues);
  const map = boolean(opts.map, ['query', 'map'], issues, false);
  const maxUrls = integer(opts.maxUrls, ['query', 'max_urls'], { min: 1, max: 200, default: MAP_DEFAULT_MAX_URLS, clampAbove: true }, issues);
  const force = boolean(opts.force, ['query', 'force'], issues, false);
  const batchLabel = optionalString(opts.batchLabel, ['query', 'batch_label'], issues, 200);
  const injectCss = optionalString(opts.injectCss, ['query', 'inject_css'], issues, 200_000);
  const sections = sectionList(opts.sections, issues);
  issues.throwIfAny();

  if (!map) {
    const batchId = batchLabel ? newId('batch') : null;
    const row = (await admit(core, principal, [url!], { force, sections, batchId, batchLabel: batchLabel ?? null, injectCss: injectCss ?? null }))[0]!;
    return createdView(row);
  }

  const discovered = await discoverWithin(core, url!, maxUrls);
  const batchId = newId('batch');
  const label = batchLabel ?? `map of ${new URL(url!).host} (${discovered.length} URL${discovered.length === 1 ? '' : 's'})`;
  const rows = await admit(core, principal, discovered, { force, sections, batchId, batchLabel: label, injectCss: injectCss ?? null });
  return {
    batch_id: batchId,
    batch_label: label,
    source_url: url!,
    map: true,
    max_urls: maxUrls,
    accepted_at: rows[0]!.accepted_at,
    submissions: rows.map(createdView),
  };
}

function sectionList(value: unknown, issues: Issues): SectionName[] {
  if (value === undefined || value === null) return [...SECTION_NAMES];
  if (!Array.isArray(value) || value.length === 0) {
    issues.add(['query', 'sections'], `expected a non-empty array of section names; got ${JSON.stringify(value)}`, 'type_error.list');
    return [];
  }
  const unknown = value.filter((s) => typeof s !== 'string' || !isSectionName(s));
  if (unknown.length) issues.add(['query', 'sections'], `unknown section name ${JSON.stringify(unknown[0])}; expected any of ${SECTION_NAMES.join(', ')}`, 'value_error.section');
  // Profile always runs: it names the brand every other feature shows.
  return SECTION_NAMES.filter((s) => s === 'profile' || value.includes(s));
}

async function discoverWithin(core: RuntimeCore, url: string, maxUrls: number): Promise<string[]> {
  const timeout = AbortSignal.timeout(DISCOVERY_TIMEOUT_MS);
  try {
    const urls = await core.crawler().discover(url, maxUrls, { signal: timeout });
    const unique = [url, ...urls.filter((u) => pageKey(u) !== pageKey(url))];
    return unique.slice(0, maxUrls);
  } catch {
    // An unreachable site still gets its one submission, which then fails with the real reason.
    return [url];
  }
}

/**
 * Inserts the submissions, charging credits in the same transaction (all or nothing: a batch
 * the balance cannot cover is refused whole with 402), then serves cache hits and queues the rest.
 *
 * Work in flight is not done twice (issue 8 item 14): unless `force` is set, a URL the same user
 * already has unfinished (same normalized URL, injected CSS and covering sections) is answered
 * with that submission instead of a new one, and is not charged again. The look-up and the insert share one
 * write-locked transaction, so two processes submitting the same new URL at once make one crawl.
 */
export async function admit(
  core: RuntimeCore,
  principal: Principal,
  urls: string[],
  o: { force: boolean; sections: SectionName[]; batchId: string | null; batchLabel: string | null; injectCss: string | null; free?: boolean },
): Promise<SubmissionRow[]> {
  const { store, credits } = core;
  const metering = credits.enabled && !o.free;
  const { rows, attached } = await store.admit({
    userId: principal.userId,
    apiKeyId: principal.keyId,
    // spec §2.1: null for dashboard submissions and when metering was off at submission time.
    apiKeyName: metering ? principal.keyName : null,
    pages: urls.map((sourceUrl) => ({ sourceUrl, normalizedUrl: normalizeUrl(sourceUrl) })),
    sections: o.sections,
    force: o.force,
    injectCss: o.injectCss,
    variant: cssVariant(o.injectCss) + (core.captureVariant ?? ''),
    notBefore: new Date(Date.now() - core.cacheTtlMs).toISOString(),
    batchId: o.batchId,
    batchLabel: o.batchLabel,
    cost: metering ? credits.costs.submission : null,
    now: nowIso(),
  });

  for (const row of rows) {
    if (attached.includes(row.id)) {
      // Asked for again: an orphan (its process is gone) is what the caller wants now, so run it here.
      if (findOrphans([row]).length > 0) {
        await store.requeue(row.id, STEP.resumed, nowIso());
        await core.runner.enqueue(row.id);
      }
    } else if (row.status === SUBMISSION_STATUS.accepted) {
      await core.runner.enqueue(row.id);
    }
    core.events.emit('change', row.id);
  }
  // The 202 response describes the submission as admitted (accepted, or completed on a cache
  // hit), even if a free worker has already picked it up.
  return rows;
}
