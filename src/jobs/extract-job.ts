/**
 * One extraction, start to finish: queued → crawling (Chromium capture) → extracting (section
 * analyzers, each checkpointed) → mirroring assets → completed; any failure → failed + refund.
 * The runner decides *when* this runs; this file decides *what* happens to one submission.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFileAtomicSync } from '../artifacts/atomic-write.js';
import { join, relative } from 'node:path';
import type { SubmissionOps } from './store.js';
import type { Crawler, CrawlStep } from '../crawl/types.js';
import { CaptureError } from '../crawl/types.js';
import { readCaptureWarnings, writeWarningsFile } from '../crawl/warnings.js';
import { CAPTURE_FILE } from '../crawl/artifacts.js';
import { SECTION_NAMES, type SectionName } from '../analyze/section-names.js';
import { SUBMISSION_STATUS, STEP, analyzingStep } from './states.js';
import { mirrorAssets } from './mirror.js';
import { requeue } from './recovery.js';
import { newId, nowIso } from '../api/ids.js';

export interface ExtractJobDeps {
  store: SubmissionOps;
  crawler: () => Crawler;
  dataDir: string;
  workerId: string;
  /** Called after every stored change, so waiters and progress bars see it at once. */
  onChange: (submissionId: string) => void;
  /** Appended to the injected-CSS variant: the runtime's capture options (crawl/site-access.ts captureVariant). */
  captureVariant?: string;
  /** Told the artifact folder of the extraction once it is started (the runtime restricts it afterwards). */
  onExtraction?: (dir: string) => void;
}

/** Claims a submission for this runtime: accepted → queued, or takes over a queued one. */
export async function prepareExtraction(store: SubmissionOps, workerId: string, onChange: (id: string) => void, submissionId: string): Promise<boolean> {
  const claimed = await store.prepare(submissionId, workerId, nowIso());
  if (claimed === 'queued') onChange(submissionId);
  return claimed !== false;
}

/**
 * The analyzers: about 110 modules, most of the runtime's code. They load while the page is being
 * captured rather than before the runtime opens: a cold `brand-design extract` starts its capture
 * ~0.15 s of CPU sooner (issue 9 §3). A module already loaded costs nothing here.
 */
function loadAnalysis(): Promise<[typeof import('../analyze/run.js'), typeof import('../analyze/registry.js')]> {
  return Promise.all([import('../analyze/run.js'), import('../analyze/registry.js')]);
}

export async function runExtraction(deps: ExtractJobDeps, submissionId: string, signal: AbortSignal): Promise<void> {
  const { store } = deps;
  const row = await store.get(submissionId);
  if (!row) return;
  const extractionId = newId('ext');
  const dir = join(deps.dataDir, 'artifacts', extractionId);
  const sections = JSON.parse(row.sections) as SectionName[];

  const started = await store.start(submissionId, {
    id: extractionId, normalized_url: row.normalized_url, source_url: row.source_url, dir: relative(deps.dataDir, dir), sections,
    variant: cssVariant(row.inject_css) + (deps.captureVariant ?? ''),
  }, deps.workerId, nowIso());
  if (!started) return; // no longer queued (failed by recovery, or already taken)
  deps.onExtraction?.(dir);
  deps.onChange(submissionId);
  const analysis = loadAnalysis();
  analysis.catch(() => undefined); // awaited after the capture; a failed capture must not leave it unhandled
  // Step updates of the crawl are written in the order they happen (one after the other), and
  // every one is written before the next state change.
  let steps: Promise<unknown> = Promise.resolve();

  try {
    mkdirSync(dir, { recursive: true });
    const capture = await deps.crawler().capture(row.source_url, {
      outDir: dir,
      signal,
      ...(row.inject_css ? { injectCss: row.inject_css } : {}),
      onStep: (step: CrawlStep) => {
        const at = nowIso();
        steps = steps.then(() => store.step(submissionId, SUBMISSION_STATUS.crawling, step, at)).then((changed) => changed && deps.onChange(submissionId), () => undefined);
      },
    });
    await steps;
    const [{ analyzeCapture }, { analyzerFor }] = await analysis;
    // Issue 8 item 6: what the capture could not do travels with the result (envelope `warnings`).
    writeWarningsFile(dir, readCaptureWarnings(capture.warnings));
    // Steps name only the sections that have an analyzer (the others are absent from results).
    const order = (sections.length ? sections : [...SECTION_NAMES]).filter((s) => analyzerFor(s));
    if (!(await store.transition(submissionId, SUBMISSION_STATUS.extracting, order[0] ? analyzingStep(order[0]) : STEP.mirroring, nowIso()))) return;
    deps.onChange(submissionId);

    const outcome = await analyzeCapture(capture, {
      sections: order,
      onSection: async (section, result) => {
        const now = nowIso();
        // spec §4.5: each finished section is checkpointed so result() can return it while the job runs.
        if (result.ok) await store.checkpointSection(extractionId, section, SECTION_NAMES.indexOf(section), result.value, now);
        const next = order[order.indexOf(section) + 1];
        await store.step(submissionId, SUBMISSION_STATUS.extracting, next ? analyzingStep(next) : STEP.mirroring, now);
        deps.onChange(submissionId);
      },
    });
    await store.recordSectionErrors(extractionId, outcome.section_errors);
    writeFileAtomicSync(join(dir, 'design-system.json'), JSON.stringify(outcome.design_system, null, 2)); // issue 13 §2: whole or absent for readers

    await store.step(submissionId, SUBMISSION_STATUS.extracting, STEP.mirroring, nowIso());
    // Assets are fetched under this extraction's network policy (issue 8 item 1: no SSRF).
    const fetchAsset = (url: string) => deps.crawler().fetch(url, { timeoutMs: 10_000, maxBytes: 5_000_000, pageUrl: row.source_url, signal });
    const refusedAssets: string[] = [];
    const assets = await mirrorAssets({ capture, designSystem: outcome.design_system, dir, fetch: fetchAsset, signal, onWarning: (message) => refusedAssets.push(message) });
    if (refusedAssets.length > 0) {
      // Kept with the capture, so the refusals stay visible beside the requests Chromium was refused.
      capture.network.refused_assets = refusedAssets;
      writeFileAtomicSync(join(dir, CAPTURE_FILE), JSON.stringify(capture), { mode: 0o600 }); // replaces capture.json whole
    }

    await store.complete(submissionId, extractionId, capture.final_url, assets, nowIso());
    deps.onChange(submissionId);
  } catch (error) {
    if (signal.aborted) {
      // The runtime is closing: leave the job for the next open instead of failing it.
      await steps;
      await requeue(store, submissionId);
      deps.onChange(submissionId);
      return;
    }
    await steps;
    await failSubmission(deps, submissionId, describeFailure(error));
  }
}

/** Fails a submission, its running extraction, and refunds its charge (spec §3.1). Idempotent. */
export async function failSubmission(deps: Pick<ExtractJobDeps, 'store' | 'onChange'>, submissionId: string, message: string): Promise<void> {
  await deps.store.fail(submissionId, message, nowIso());
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
