/**
 * One extraction, start to finish: queued → crawling (Chromium capture) → extracting (section
 * analyzers, each checkpointed) → mirroring assets → completed; any failure → failed + refund.
 * The runner decides *when* this runs; this file decides *what* happens to one submission.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFileAtomicSync } from '../artifacts/atomic-write.js';
import { join, relative } from 'node:path';
import type { SubmissionStore } from './submission-store.js';
import type { CreditLedger } from '../api/credits.js';
import type { Crawler, CrawlStep } from '../crawl/types.js';
import { CaptureError } from '../crawl/types.js';
import { readCaptureWarnings, writeWarningsFile } from '../crawl/warnings.js';
import { CAPTURE_FILE } from '../crawl/artifacts.js';
import { analyzeCapture } from '../analyze/run.js';
import { analyzerFor } from '../analyze/registry.js';
import { SECTION_NAMES, type SectionName } from '../analyze/section-names.js';
import { SUBMISSION_STATUS, STEP, analyzingStep } from './states.js';
import { mirrorAssets } from './mirror.js';
import { requeue } from './recovery.js';
import { newId, nowIso } from '../api/ids.js';

export interface ExtractJobDeps {
  store: SubmissionStore;
  credits: CreditLedger;
  crawler: () => Crawler;
  dataDir: string;
  workerId: string;
  /** Called after every stored change, so waiters and progress bars see it at once. */
  onChange: (submissionId: string) => void;
  /** Appended to the injected-CSS variant: the runtime's capture options (crawl/site-access.ts captureVariant). */
  captureVariant?: string;
}

/** Claims a submission for this runtime: accepted → queued, or takes over a queued one. */
export function prepareExtraction(store: SubmissionStore, workerId: string, onChange: (id: string) => void, submissionId: string): boolean {
  const row = store.get(submissionId);
  if (!row) return false;
  if (row.status === SUBMISSION_STATUS.accepted) {
    store.transition(submissionId, SUBMISSION_STATUS.queued, STEP.queued, nowIso(), { worker: workerId });
    onChange(submissionId);
    return true;
  }
  if (row.status === SUBMISSION_STATUS.queued) {
    store.setWorker(submissionId, workerId);
    return true;
  }
  return false;
}

export async function runExtraction(deps: ExtractJobDeps, submissionId: string, signal: AbortSignal): Promise<void> {
  const { store } = deps;
  const row = store.get(submissionId);
  if (!row) return;
  const extractionId = newId('ext');
  const dir = join(deps.dataDir, 'artifacts', extractionId);
  const sections = JSON.parse(row.sections) as SectionName[];

  const started = store.transaction(() => {
    const current = store.get(submissionId);
    if (current?.status !== SUBMISSION_STATUS.queued) return false;
    store.insertExtraction({ id: extractionId, normalized_url: row.normalized_url, source_url: row.source_url, dir: relative(deps.dataDir, dir), sections, variant: cssVariant(row.inject_css) + (deps.captureVariant ?? ''), now: nowIso() });
    store.transition(submissionId, SUBMISSION_STATUS.crawling, 'launching_browser', nowIso(), { extraction_id: extractionId, worker: deps.workerId });
    store.claim(submissionId, deps.workerId);
    return true;
  });
  if (!started) return; // no longer queued (failed by recovery, or already taken)
  deps.onChange(submissionId);

  try {
    mkdirSync(dir, { recursive: true });
    const capture = await deps.crawler().capture(row.source_url, {
      outDir: dir,
      signal,
      ...(row.inject_css ? { injectCss: row.inject_css } : {}),
      onStep: (step: CrawlStep) => {
        if (store.step(submissionId, SUBMISSION_STATUS.crawling, step, nowIso())) deps.onChange(submissionId);
      },
    });
    // Issue 8 item 6: what the capture could not do travels with the result (envelope `warnings`).
    writeWarningsFile(dir, readCaptureWarnings(capture.warnings));
    // Steps name only the sections that have an analyzer (the others are absent from results).
    const order = (sections.length ? sections : [...SECTION_NAMES]).filter((s) => analyzerFor(s));
    if (!store.transition(submissionId, SUBMISSION_STATUS.extracting, order[0] ? analyzingStep(order[0]) : STEP.mirroring, nowIso())) return;
    deps.onChange(submissionId);

    const outcome = await analyzeCapture(capture, {
      sections: order,
      onSection: (section, result) => {
        const now = nowIso();
        // spec §4.5: each finished section is checkpointed so result() can return it while the job runs.
        if (result.ok) store.checkpointSection(extractionId, section, SECTION_NAMES.indexOf(section), result.value, now);
        const next = order[order.indexOf(section) + 1];
        store.step(submissionId, SUBMISSION_STATUS.extracting, next ? analyzingStep(next) : STEP.mirroring, now);
        deps.onChange(submissionId);
      },
    });
    store.recordSectionErrors(extractionId, outcome.section_errors);
    writeFileAtomicSync(join(dir, 'design-system.json'), JSON.stringify(outcome.design_system, null, 2)); // issue 13 §2: whole or absent for readers

    store.step(submissionId, SUBMISSION_STATUS.extracting, STEP.mirroring, nowIso());
    // Assets are fetched under this extraction's network policy (issue 8 item 1: no SSRF).
    const fetchAsset = (url: string) => deps.crawler().fetch(url, { timeoutMs: 10_000, maxBytes: 5_000_000, pageUrl: row.source_url, signal });
    const refusedAssets: string[] = [];
    const assets = await mirrorAssets({ capture, designSystem: outcome.design_system, dir, fetch: fetchAsset, signal, onWarning: (message) => refusedAssets.push(message) });
    if (refusedAssets.length > 0) {
      // Kept with the capture, so the refusals stay visible beside the requests Chromium was refused.
      capture.network.refused_assets = refusedAssets;
      writeFileAtomicSync(join(dir, CAPTURE_FILE), JSON.stringify(capture), { mode: 0o600 }); // replaces capture.json whole
    }

    store.completeWithExtraction(submissionId, extractionId, capture.final_url, assets, nowIso());
    deps.onChange(submissionId);
  } catch (error) {
    if (signal.aborted) {
      // The runtime is closing: leave the job for the next open instead of failing it.
      requeue(store, submissionId);
      deps.onChange(submissionId);
      return;
    }
    failSubmission(deps, submissionId, describeFailure(error));
  }
}

/** Fails a submission, its running extraction, and refunds its charge (spec §3.1). Idempotent. */
export function failSubmission(deps: Pick<ExtractJobDeps, 'store' | 'credits' | 'onChange'>, submissionId: string, message: string): void {
  const { store, credits } = deps;
  store.transaction(() => {
    const row = store.get(submissionId);
    if (!row) return;
    const refunded = row.credit_ref_id ? credits.refund(row.credit_ref_id) || row.credits_consumed === 0 : false;
    const changed = store.transition(submissionId, SUBMISSION_STATUS.failed, STEP.failed, nowIso(), {
      error: message,
      ...(row.credit_ref_id ? { credits_consumed: refunded ? 0 : row.credits_consumed } : {}),
    });
    if (changed && row.extraction_id) store.failExtraction(row.extraction_id);
  });
  deps.onChange(submissionId);
}

/** Extractions of the same URL with different injected CSS are different pages for the cache. */
export function cssVariant(css: string | null | undefined): string {
  return css ? createHash('sha1').update(css).digest('hex') : '';
}

function describeFailure(error: unknown): string {
  if (error instanceof CaptureError) return error.message;
  if (error instanceof Error) return `extraction failed: ${error.message}`;
  return `extraction failed: ${String(error)}`;
}
