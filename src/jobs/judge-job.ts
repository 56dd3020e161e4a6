/**
 * One brand-adherence job (spec §3.2): accepted → extracting (both pages extracted, or reused
 * from cache) → judging (the verifier's features of each side, then one comparer per component,
 * each checkpointed) → completed; any permanent failure → failed.
 *
 * Reuse at each layer is recorded in `cache_hit` (spec §2.8): design_extraction when a completed
 * extraction of the URL was reused, verifier_extraction when the per-element features of that
 * extraction were already computed, final_report when this pair of extractions was already judged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeCore } from '../api/core.js';
import { admit } from '../api/submission-create.js';
import { nowIso } from '../api/ids.js';
import { SECTION_NAMES } from '../analyze/section-names.js';
import type { Capture } from '../crawl/capture-types.js';
import { judge, summarize, VERIFIER_VERSION, type Verdict } from '../verify/adherence.js';
import { COMPARERS } from '../verify/comparers/index.js';
import { poolReference } from '../verify/site-reference.js';
import { extractFeatures, FEATURES_VERSION, type VerifierFeatures } from '../verify/features.js';
import { COMPONENT_IDS, type ComponentVerdict, type JudgeSide } from '../verify/types.js';
import { isInProgress } from './states.js';
import { JUDGE_STATUS, type JudgeCacheHit, type JudgeRow } from './judge-store.js';
import type { JudgeOps } from './store.js';
import type { SubmissionRow } from './submission-store.js';

export interface JudgeJobDeps {
  core: RuntimeCore;
  judges: JudgeOps;
  workerId: string;
  onChange: (jobId: string) => void;
}

export const JUDGE_STEP = Object.freeze({
  waiting: 'waiting_for_extractions',
  features: 'reading_features',
  reusing: 'reusing_report',
  writing: 'writing_report',
  completed: 'completed',
  failed: 'failed',
});

export async function prepareJudge(judges: JudgeOps, workerId: string, jobId: string): Promise<boolean> {
  const row = await judges.get(jobId);
  if (!row || !(['accepted', 'extracting', 'judging'] as string[]).includes(row.status)) return false;
  await judges.update(jobId, { worker: workerId });
  return true;
}

export async function runJudge(deps: JudgeJobDeps, jobId: string, signal: AbortSignal): Promise<void> {
  const { judges } = deps;
  const job = await judges.get(jobId);
  if (!job) return;
  await judges.claim(jobId, deps.workerId);
  // A resumed job starts over (every layer is cached, so this is cheap).
  if (job.status !== JUDGE_STATUS.accepted) {
    await judges.clearComponents(jobId);
    await judges.transition(jobId, JUDGE_STATUS.accepted, 'accepted', nowIso());
  }
  if (!(await judges.transition(jobId, JUDGE_STATUS.extracting, JUDGE_STEP.waiting, nowIso()))) return;
  deps.onChange(jobId);

  try {
    const cacheHit: JudgeCacheHit = JSON.parse(job.cache_hit) as JudgeCacheHit;
    const [reference, source, siteRows] = await extractBoth(deps, job, cacheHit, signal);
    if (!(await judges.transition(jobId, JUDGE_STATUS.judging, JUDGE_STEP.features, nowIso()))) return;
    deps.onChange(jobId);

    // A site reference (issue 10 §1): the named page first, the site's other pages pooled with it.
    const named = await loadSide(deps, reference, 'reference', cacheHit);
    const siteSides: JudgeSide[] = [];
    for (const row of siteRows) {
      const own = structuredClone(cacheHit);
      siteSides.push(await loadSide(deps, row, 'reference', own));
      cacheHit.verifier_extraction.reference &&= own.verifier_extraction.reference;
    }
    const referenceSide = poolReference(named, siteSides);
    const sourceSide = await loadSide(deps, source, 'source', cacheHit);
    await judges.update(jobId, { cache_hit: JSON.stringify(cacheHit) });
    // The report cache is keyed by every reference extraction, in order.
    const referenceKey = [reference, ...siteRows].map((r) => r.extraction_id!).join('+');

    const cached = job.force_fresh ? undefined : ((await judges.report(referenceKey, source.extraction_id!, VERIFIER_VERSION)) as ComponentVerdict[] | undefined);
    let verdict: Verdict;
    if (cached) {
      await judges.step(jobId, JUDGE_STATUS.judging, JUDGE_STEP.reusing, nowIso());
      cacheHit.final_report = true;
      await judges.update(jobId, { cache_hit: JSON.stringify(cacheHit) });
      for (const [i, v] of cached.entries()) await judges.checkpointComponent(jobId, v.component, i, v, nowIso());
      verdict = summarize(cached);
    } else {
      // The verifier reports synchronously; its writes go out in order, each before the next state change.
      let writes: Promise<unknown> = Promise.resolve();
      const write = (fn: () => Promise<unknown>): void => {
        writes = writes.then(fn).then(() => deps.onChange(jobId));
      };
      verdict = await judge(referenceSide, sourceSide, COMPARERS, (id, component) => {
        // spec §2.9: partial verdicts fill components as they finish.
        const at = nowIso();
        write(() => judges.checkpointComponent(jobId, id, COMPONENT_IDS.indexOf(id), component, at));
      }, (id) => {
        signal.throwIfAborted();
        const at = nowIso();
        write(() => judges.step(jobId, JUDGE_STATUS.judging, `judging_${id}`, at));
      });
      await writes;
      await judges.step(jobId, JUDGE_STATUS.judging, JUDGE_STEP.writing, nowIso());
      await judges.putReport(referenceKey, source.extraction_id!, VERIFIER_VERSION, Object.values(verdict.components), nowIso());
    }
    const now = nowIso();
    await judges.transition(jobId, JUDGE_STATUS.completed, JUDGE_STEP.completed, now, {
      completed_at: now,
      score: verdict.score,
      recommendations: JSON.stringify(verdict.recommendations),
      fixes: JSON.stringify(verdict.fixes),
    });
    deps.onChange(jobId);
  } catch (error) {
    if (signal.aborted) return; // closing: the next open resumes the job
    await failJudge(deps, jobId, error instanceof Error ? error.message : String(error));
  }
}

export async function failJudge(deps: Pick<JudgeJobDeps, 'judges' | 'onChange'>, jobId: string, message: string): Promise<void> {
  await deps.judges.transition(jobId, JUDGE_STATUS.failed, JUDGE_STEP.failed, nowIso(), { error: message });
  deps.onChange(jobId);
}

/** Submits (or reuses) every extraction (reference, its site's other pages, source) without charging credits, then waits for all. */
async function extractBoth(deps: JudgeJobDeps, job: JudgeRow, cacheHit: JudgeCacheHit, signal: AbortSignal): Promise<[SubmissionRow, SubmissionRow, SubmissionRow[]]> {
  const { core, judges } = deps;
  const principal = { userId: job.user_id, email: '', role: 'member' as const, keyId: job.api_key_id, keyName: job.api_key_name };
  const submit = async (url: string, injectCss: string | null, existing: string | null): Promise<SubmissionRow> => {
    const row = existing ? await core.store.get(existing) : undefined;
    if (row && row.status !== 'failed') return row;
    return (await admit(core, principal, [url], {
      force: job.force_fresh === 1, sections: [...SECTION_NAMES], batchId: null, batchLabel: `judge ${job.id}`, injectCss, free: true,
    }))[0]!;
  };
  const reference = await submit(job.reference_url, null, job.reference_submission_id);
  const source = await submit(job.source_url, job.source_css, job.source_submission_id);
  const siteUrls = JSON.parse(job.reference_urls ?? '[]') as string[];
  const siteIds = JSON.parse(job.reference_submission_ids ?? '[]') as string[];
  const site: SubmissionRow[] = [];
  for (const [i, url] of siteUrls.entries()) site.push(await submit(url, null, siteIds[i] ?? null));
  // spec §2.8 cache_hit: the reference side is a hit when every one of its pages was reused.
  cacheHit.design_extraction = { reference: [reference, ...site].every((r) => r.cache_hit === 1), source: source.cache_hit === 1 };
  await judges.update(job.id, { reference_submission_id: reference.id, reference_submission_ids: JSON.stringify(site.map((r) => r.id)), source_submission_id: source.id, cache_hit: JSON.stringify(cacheHit) });
  deps.onChange(job.id);
  const [ref, src, ...siteRows] = await Promise.all([reference, source, ...site].map((r) => finished(core, r.id, signal)));
  for (const [row, side] of [[ref!, 'reference'], [src!, 'source'], ...siteRows.map((r) => [r, 'reference site'] as const)] as const) {
    if (row.status !== 'completed') throw new Error(`the ${side} page ${row.source_url} could not be extracted: ${row.error ?? row.status}`);
  }
  return [ref!, src!, siteRows];
}

function finished(core: RuntimeCore, submissionId: string, signal: AbortSignal): Promise<SubmissionRow> {
  return new Promise((resolve, reject) => {
    let done = false;
    const check = (): void => {
      core.store.get(submissionId).then((row) => {
        if (done || !row || isInProgress(row.status)) return;
        done = true;
        cleanup();
        resolve(row);
      }, (error: unknown) => {
        if (done) return;
        done = true;
        cleanup();
        reject(error);
      });
    };
    const onChange = (id: string): void => void (id === submissionId && check());
    const timer = setInterval(check, 250); // changes made by another process sharing the data dir
    const onAbort = (): void => {
      done = true;
      cleanup();
      reject(signal.reason);
    };
    const cleanup = (): void => {
      clearInterval(timer);
      core.events.off('change', onChange);
      signal.removeEventListener('abort', onAbort);
    };
    core.events.on('change', onChange);
    signal.addEventListener('abort', onAbort, { once: true });
    check();
  });
}

async function loadSide(deps: JudgeJobDeps, row: SubmissionRow, side: 'reference' | 'source', cacheHit: JudgeCacheHit): Promise<JudgeSide> {
  const { core, judges } = deps;
  const extraction = (await core.store.getExtraction(row.extraction_id!))!;
  const designSystem = Object.fromEntries((await core.store.sections(extraction.id)).map((s) => [s.name, s.value]));
  const capture = JSON.parse(readFileSync(join(core.dataDir, extraction.dir, 'capture.json'), 'utf8')) as Capture;
  let features = (await judges.features(extraction.id, FEATURES_VERSION)) as VerifierFeatures | undefined;
  cacheHit.verifier_extraction[side] = features !== undefined;
  if (!features) {
    features = extractFeatures(capture);
    await judges.putFeatures(extraction.id, FEATURES_VERSION, features, nowIso());
  }
  return { url: row.source_url, designSystem, capture, features };
}
