/** `brand-design report <submission_id>`: the submission's design system as one self-contained HTML file (issue 12 §1). */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { openBrandDesign } from '../api/runtime.js';
import { BrandDesignError } from '../errors.js';
import type { Client } from '../api/client.js';
import { fixesToCss } from '../verify/fixes-css.js';
import type { ReportImage } from '../report/artifacts.js';
import { loadReportArtifacts } from '../report/load-artifacts.js';
import { renderJudgeReport, type JudgeReportArtifacts } from '../report/render-judge-report.js';
import { renderReport } from '../report/render-report.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse } from './args.js';
import { writeOutputFile } from './output-files.js';
import { sharedStoreOptions } from './shared-store.js';

export const REPORT_HELP = `Write a submission's design system as a visual HTML report (one file, works offline).

Usage: brand-design report <submission_id> [options]

Options:
  --out <file>      where to write it (default report-<submission_id>.html)
  --open            open it in the default browser (xdg-open on Linux, open on macOS)
  --no-exports      leave out the embedded token downloads
  --data-dir <dir>  where state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

A partial result (some sections still running or failed) gives a partial report.
Exit codes: 0 written, 1 not found or no section ready, 2 usage error, 3 environment error (cannot write, nothing to open it with).`;

/** The command that opens a file with the desktop's default application on `platform`. */
export function openerFor(platform: NodeJS.Platform): string {
  return platform === 'darwin' ? 'open' : platform === 'win32' ? 'explorer' : 'xdg-open';
}

/** The full path of `command` on `pathVariable` (PATH), or null when no executable file of that name is there. */
export function findOnPath(command: string, pathVariable: string | undefined): string | null {
  for (const dir of (pathVariable ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch (error) {
      // Not here, or not executable: try the next PATH entry.
      if (!['ENOENT', 'EACCES', 'ENOTDIR', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  return null;
}

export async function runReport(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, out: { type: 'string' }, open: { type: 'boolean' }, 'no-exports': { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('give exactly one submission id');
  const id = positionals[0]!;
  const dataDir = dataDirFrom(values['data-dir']);
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir, recover: false });
  let path: string;
  try {
    const envelope = await clientOf(runtime).submissions.result(id);
    // Like download (spec §4.6): a failed submission with no section has nothing to show.
    if (envelope.status === 'failed' && Object.keys(envelope.result.design_system).length === 0) {
      throw new BrandDesignError('NOT_FOUND', `Submission ${id} failed (${envelope.error ?? 'no extraction'}); there is nothing to report.`);
    }
    const artifacts = loadReportArtifacts(envelope, dataDir);
    if (values['no-exports']) artifacts.exports = false;
    path = writeOutputFile(values.out ?? `report-${id}.html`, renderReport(envelope.result.design_system, artifacts));
  } finally {
    await runtime.close();
  }
  process.stdout.write(`${path}\n`);
  if (!values.open) return EXIT.ok;
  const opener = openerFor(process.platform);
  const found = process.platform === 'win32' ? opener : findOnPath(opener, process.env.PATH);
  if (!found) {
    process.stderr.write(`brand-design report: wrote ${path}, but cannot open it: no '${opener}' on PATH (install xdg-utils, or open the file in a browser yourself)\n`);
    return EXIT.environment;
  }
  const child = spawn(found, [path], { detached: true, stdio: 'ignore' });
  child.on('error', (error) => process.stderr.write(`brand-design report: could not run ${found}: ${error.message}\n`));
  child.unref();
  return EXIT.ok;
}

/**
 * The screenshot of one page a judge job extracted: its submissions carry the batch label
 * `judge <job_id>` (README "Brand adherence"), found by URL among the caller's submissions.
 * `submissions.list` keeps only the newest submission per URL, so this is read right after the
 * job (before a preview job submits the source again); null when a newer submission of the URL
 * hides it. (The judge views do not expose their submission ids.)
 */
async function judgedPageScreenshot(client: Client, dataDir: string, jobId: string, url: string): Promise<ReportImage | null> {
  const row = (await client.submissions.list({ q: url, limit: 100 })).submissions.find((s) => s.batch_label === `judge ${jobId}` && s.status === 'completed');
  if (!row) return null;
  const path = join(dataDir, (await client.submissions.result(row.submission_id)).result.artifacts.screenshot.path);
  return existsSync(path) ? { type: 'image/png', data: readFileSync(path) } : null;
}

export interface JudgeReportOptions {
  /** Re-judge the source with the verdict's fixes injected as CSS and show it before/after. */
  previewFixes?: boolean;
  timeoutMs?: number;
  top?: number;
  /** Progress lines (the preview job). */
  onProgress?: (line: string) => void;
}

/**
 * `brand-design judge … --report out.html` (issue 12 §1): the verdict of `jobId` with both pages'
 * screenshots; with `previewFixes`, a second judge job re-captures the source with
 * `fixesToCss(verdict.fixes)` injected, for before/after screenshots and scores. Returns the path.
 */
export async function writeJudgeReport(client: Client, dataDir: string, jobId: string, out: string, options: JudgeReportOptions = {}): Promise<string> {
  const verdict = await client.judge.result(jobId);
  const artifacts: JudgeReportArtifacts = {
    reference: { screenshot: await judgedPageScreenshot(client, dataDir, jobId, verdict.reference_url) },
    source: { screenshot: await judgedPageScreenshot(client, dataDir, jobId, verdict.source_url) },
  };
  if (options.top !== undefined) artifacts.top = options.top;
  if (options.previewFixes && verdict.fixes.length > 0) {
    const preview = await client.judge.create({ reference_url: verdict.reference_url, source_url: verdict.source_url, source_css: fixesToCss(verdict.fixes) });
    const done = await client.judge.wait(preview.job_id, { timeoutMs: options.timeoutMs ?? 600_000, onProgress: (v) => options.onProgress?.(`preview ${v.status}: ${v.current_step}`) });
    if (done.status === 'completed') {
      artifacts.preview = { screenshot: await judgedPageScreenshot(client, dataDir, preview.job_id, verdict.source_url), score: (await client.judge.result(preview.job_id)).score };
    } else {
      options.onProgress?.(`preview failed: ${done.error ?? done.status}; the report has no before/after`);
    }
  }
  return writeOutputFile(out, renderJudgeReport(verdict, artifacts));
}
