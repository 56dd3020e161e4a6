/**
 * Robustness sweep over the real-web dev set (issue 9 §2): extracts every page of
 * `/work/shared/realweb/sources.json` (all of them, not only those with truth) with the real
 * runtime and reports failed submissions and `section_errors` per page as one JSON summary on
 * stdout. The goal is zero of both, with all 14 sections present on every page.
 *
 *   node --import tsx scripts/sweep-realweb.ts [--sources file] [--base url] [--ids a,b]
 *        [--concurrency n] [--data-dir dir] [--out file]
 *   node --import tsx scripts/sweep-realweb.ts --from-data-dir dir [--ids a,b] [--out file]
 *
 * - The pages must be served already (`cd <sites> && python3 -m http.server --bind 127.0.0.1 8765`).
 * - `--data-dir` keeps the state folder (its `capture.json` files can be re-analyzed offline with
 *   `analyzeCapture`); by default a temp dir is used and removed.
 * - `--from-data-dir` re-analyzes the captures a kept data dir holds (no browser; minutes, not an
 *   hour), to check an analyzer fix against the pages the live sweep captured.
 * - One line per finished page goes to stderr (`ok|FAIL|SECTION_ERRORS <id> …`), so a long run in
 *   the background can be followed; `--out` also writes the summary to a file.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openBrandDesign } from '../src/index.js';
import { analyzeCapture } from '../src/analyze/run.js';
import { SECTION_NAMES } from '../src/analyze/section-names.js';
import type { Capture } from '../src/crawl/capture-types.js';

interface SourcePage {
  id: string;
  entry: string;
  license?: string;
}

interface PageOutcome {
  id: string;
  url: string;
  status: string;
  error: string | null;
  section_errors: { section: string; error: string }[];
  missing_sections: string[];
  ms: number;
}

const { values } = parseArgs({
  options: {
    sources: { type: 'string', default: '/work/shared/realweb/sources.json' },
    base: { type: 'string', default: 'http://127.0.0.1:8765' },
    ids: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    'data-dir': { type: 'string' },
    out: { type: 'string' },
    'from-data-dir': { type: 'string' },
  },
});

const all = (JSON.parse(readFileSync(values.sources!, 'utf8')) as { pages: SourcePage[] }).pages;
const only = values.ids ? new Set(values.ids.split(',').map((s) => s.trim())) : null;
const pages = only ? all.filter((p) => only.has(p.id)) : all;
const started = Date.now();
const outcomes = values['from-data-dir'] ? await reanalyze(values['from-data-dir']) : await sweepLive();

outcomes.sort((a, b) => a.id.localeCompare(b.id));
const failed = outcomes.filter((o) => o.status !== 'completed');
const withErrors = outcomes.filter((o) => o.section_errors.length > 0);
const missing = outcomes.filter((o) => o.status === 'completed' && o.missing_sections.length > 0);
const summary = {
  mode: values['from-data-dir'] ? 'reanalyze' : 'live',
  pages: outcomes.length,
  completed: outcomes.length - failed.length,
  failed_submissions: failed.length,
  pages_with_section_errors: withErrors.length,
  section_errors: withErrors.reduce((n, o) => n + o.section_errors.length, 0),
  pages_missing_sections: missing.length,
  elapsed_s: Math.round((Date.now() - started) / 1000),
  failures: failed.map((o) => ({ id: o.id, url: o.url, error: o.error })),
  errors: withErrors.map((o) => ({ id: o.id, section_errors: o.section_errors })),
  missing: missing.map((o) => ({ id: o.id, missing_sections: o.missing_sections })),
};
const json = `${JSON.stringify(summary, null, 2)}\n`;
if (values.out) writeFileSync(values.out, json);
process.stdout.write(json);
process.exitCode = failed.length > 0 || withErrors.length > 0 || missing.length > 0 ? 1 : 0;

function report(outcome: PageOutcome, total: number, done: number): void {
  const tag = outcome.status !== 'completed' ? 'FAIL' : outcome.section_errors.length > 0 || outcome.missing_sections.length > 0 ? 'SECTION_ERRORS' : 'ok';
  const detail = tag === 'FAIL' ? ` ${outcome.error}` : outcome.section_errors.map((e) => ` ${e.section}: ${e.error}`).join(';');
  process.stderr.write(`${tag} ${outcome.id} (${done}/${total})${detail}\n`);
}

/** Extracts every page with the real runtime (browser, jobs, SQLite). */
async function sweepLive(): Promise<PageOutcome[]> {
  const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'brand-design-sweep-'));
  const bd = await openBrandDesign({ dataDir, concurrency: Number(values.concurrency) });
  const owner = bd.client();
  const outcomes: PageOutcome[] = [];
  try {
    // Submit everything up front: the runner's queue (concurrency n) paces the extractions.
    const submitted = [];
    for (const page of pages) {
      const url = `${values.base!.replace(/\/$/, '')}/${page.id}/${page.entry}`;
      const { submission_id } = await owner.submissions.create({ url }, { force: true, batchLabel: 'realweb-sweep' });
      submitted.push({ page, url, submission_id, t0: Date.now() });
    }
    await Promise.all(submitted.map(async ({ page, url, submission_id, t0 }) => {
      const view = await owner.submissions.wait(submission_id, { timeoutMs: 60 * 60_000, intervalMs: 500 });
      const envelope = owner.submissions.result(submission_id);
      const present = new Set(Object.keys(envelope.result.design_system));
      const outcome: PageOutcome = {
        id: page.id,
        url,
        status: view.status,
        error: envelope.error,
        section_errors: envelope.result.section_errors,
        missing_sections: view.status === 'completed' ? SECTION_NAMES.filter((s) => !present.has(s)) : [],
        ms: Date.now() - t0,
      };
      outcomes.push(outcome);
      report(outcome, pages.length, outcomes.length);
    }));
  } finally {
    await bd.close();
    if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
  }
  return outcomes;
}

/** Re-analyzes the captures of a kept data dir with the current analyzers. */
async function reanalyze(dataDir: string): Promise<PageOutcome[]> {
  const root = join(dataDir, 'artifacts');
  const wanted = new Set(pages.map((p) => p.id));
  const outcomes: PageOutcome[] = [];
  const files = readdirSync(root).map((d) => join(root, d, 'capture.json')).filter((f) => existsSync(f));
  for (const file of files) {
    const capture = JSON.parse(readFileSync(file, 'utf8')) as Capture;
    const id = new URL(capture.requested_url).pathname.split('/')[1] ?? '';
    if (!wanted.has(id)) continue;
    const t0 = Date.now();
    const result = await analyzeCapture(capture);
    const present = new Set(Object.keys(result.design_system));
    const outcome: PageOutcome = { id, url: capture.requested_url, status: 'completed', error: null, section_errors: result.section_errors, missing_sections: SECTION_NAMES.filter((s) => !present.has(s)), ms: Date.now() - t0 };
    outcomes.push(outcome);
    report(outcome, wanted.size, outcomes.length);
  }
  return outcomes;
}
