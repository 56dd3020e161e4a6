/**
 * Real-web evaluation (eval/realweb/README.md): serves a materialized sites folder on loopback,
 * extracts every page with the real runtime (fresh data dir, no cache), and prints one JSON
 * summary — the robustness sweep over every page (failed submissions, section errors, missing
 * sections, warnings), time per page, and per-field accuracy on the pages that have truth.
 *
 *   npm run eval:realweb -- <sites_dir> [--ids a,b] [--truth-only] [--concurrency 2] [--out details.json]
 *                             [--save-captures dir]   also keep each page's capture.json as dir/<id>.json
 *   npm run eval:realweb -- --from-captures dir [--ids a,b]
 *                             re-analyze saved captures offline (no browser) and score them: the
 *                             loop for working on analyzers (capture once, analyze many times)
 *
 * <sites_dir> is what `../shared/realweb/materialize.sh -o <sites_dir>` produced. The page list
 * comes from `../shared/realweb/sources.json` (or REALWEB_SOURCES); pages not materialized are
 * skipped and counted.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { exitWithUsageIfAsked } from './usage.js';
import { analyzeCapture, openBrandDesign, SECTION_NAMES, type Capture } from '../src/index.js';
import { accuracy, scorePage, type FieldVerdict, type PageTruth } from '../eval/realweb/score.js';
import { serveSites } from '../eval/realweb/serve.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

interface SourcePage {
  id: string;
  repo: string;
  commit: string;
  root: string;
  entry: string;
  license: string;
}

interface PageRun {
  id: string;
  url: string;
  status: string;
  seconds: number;
  error: string | null;
  section_errors: { section: string; error: string }[];
  missing_sections: string[];
  warnings: unknown[];
  verdicts: FieldVerdict[] | null;
}

exitWithUsageIfAsked(import.meta.url);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ids: { type: 'string' },
    'truth-only': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '2' },
    out: { type: 'string' },
    'save-captures': { type: 'string' },
    'from-captures': { type: 'string' },
  },
});
const fromCaptures = values['from-captures'];
const sitesDir = positionals[0] ?? fromCaptures!;
if (!fromCaptures && (!sitesDir || !existsSync(sitesDir))) {
  process.stderr.write('usage: npm run eval:realweb -- <sites_dir> [--ids a,b] [--truth-only] [--concurrency n] [--out file] [--save-captures dir]\n'
    + '       npm run eval:realweb -- --from-captures dir [--ids a,b]\n');
  process.exit(2);
}

const sourcesFile = process.env.REALWEB_SOURCES ?? resolve(root, '..', 'shared', 'realweb', 'sources.json');
const sources = (JSON.parse(readFileSync(sourcesFile, 'utf8')) as { pages: SourcePage[] }).pages;
const truthDir = join(root, 'eval', 'realweb', 'truth');
const truths = new Map<string, PageTruth>(
  readdirSync(truthDir).filter((f) => f.endsWith('.json')).map((f) => {
    const truth = JSON.parse(readFileSync(join(truthDir, f), 'utf8')) as PageTruth;
    return [truth.id, truth];
  }),
);

const wanted = values.ids ? new Set(values.ids.split(',')) : null;
let pages = sources.filter((p) => (!wanted || wanted.has(p.id)) && (!values['truth-only'] || truths.has(p.id)));
const present = (p: SourcePage): boolean => existsSync(fromCaptures ? join(fromCaptures, `${p.id}.json`) : join(sitesDir, p.id, p.entry));
const missing = pages.filter((p) => !present(p)).map((p) => p.id);
pages = pages.filter((p) => !missing.includes(p.id));

const runs: PageRun[] = [];
const started = performance.now();
if (fromCaptures) await analyzeSaved(fromCaptures);
else await extractAll(sitesDir);

/** Every page through the real runtime: serve, submit, wait, read the envelope, score. */
async function extractAll(dir: string): Promise<void> {
  const sites = await serveSites(dir);
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-eval-'));
  const runtime = await openBrandDesign({ dataDir, concurrency: Number(values.concurrency) });
  const keep = values['save-captures'];
  if (keep) mkdirSync(keep, { recursive: true });
  try {
    const s = runtime.client().submissions;
    // Each page is submitted when a slot frees up, so its time is its own, not its queue's.
    const queue = [...pages];
    const concurrency = Number(values.concurrency);
    await Promise.all(Array.from({ length: concurrency }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) await extractOne(page);
    }));
    async function extractOne(page: SourcePage): Promise<void> {
      const url = `${sites.origin}/${page.id}/${page.entry.split('/').map(encodeURIComponent).join('/')}`;
      const t0 = performance.now();
      const { submission_id } = await s.create({ url }, { force: true });
      const done = await s.wait(submission_id, { intervalMs: 50, timeoutMs: 180_000 }).catch((error: unknown) => ({ status: 'timed_out', error: String(error) }));
      const seconds = round((performance.now() - t0) / 1000, 2);
      const run: PageRun = { id: page.id, url, status: done.status, seconds, error: null, section_errors: [], missing_sections: [], warnings: [], verdicts: null };
      if (done.status === 'completed') {
        const envelope = (await s.result(submission_id)) as { result: { design_system: Record<string, unknown>; section_errors: PageRun['section_errors'] }; warnings?: unknown[] };
        const ds = envelope.result.design_system;
        run.section_errors = envelope.result.section_errors;
        run.missing_sections = SECTION_NAMES.filter((name) => !(name in ds));
        run.warnings = envelope.warnings ?? [];
        const truth = truths.get(page.id);
        if (truth) run.verdicts = scorePage(ds, truth);
        const saved = (await s.download(submission_id)).files.find((f) => f.path === 'capture.json');
        if (keep && saved && 'url' in saved) copyFileSync(fileURLToPath(saved.url), join(keep, `${page.id}.json`));
      } else {
        run.error = (done as { error?: string | null }).error ?? done.status;
      }
      runs.push(run);
      process.stderr.write(`${run.status === 'completed' ? 'ok  ' : 'FAIL'} ${page.id} ${seconds}s${run.verdicts ? ` ${run.verdicts.filter((v) => v.ok).length}/${run.verdicts.length}` : ''}\n`);
    }
  } finally {
    await runtime.close();
    await sites.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Saved captures analyzed in this process, no browser: seconds are analysis time only. */
async function analyzeSaved(dir: string): Promise<void> {
  for (const page of pages) {
    const capture = JSON.parse(readFileSync(join(dir, `${page.id}.json`), 'utf8')) as Capture;
    const t0 = performance.now();
    const { design_system: ds, section_errors } = await analyzeCapture(capture);
    const truth = truths.get(page.id);
    runs.push({
      id: page.id, url: capture.final_url, status: 'completed', seconds: round((performance.now() - t0) / 1000, 3), error: null, section_errors,
      missing_sections: SECTION_NAMES.filter((name) => !(name in ds)), warnings: capture.warnings ?? [], verdicts: truth ? scorePage(ds, truth) : null,
    });
  }
}

runs.sort((a, b) => (a.id < b.id ? -1 : 1));
const scored = runs.filter((r) => r.verdicts);
const { overall, fields } = accuracy(scored.map((r) => r.verdicts!));
const seconds = runs.map((r) => r.seconds);
const summary = {
  sites_dir: resolve(sitesDir),
  pages: runs.length,
  not_materialized: missing,
  wall_s: round((performance.now() - started) / 1000, 1),
  concurrency: Number(values.concurrency),
  sweep: {
    completed: runs.filter((r) => r.status === 'completed').length,
    failed: runs.filter((r) => r.status !== 'completed').map((r) => ({ id: r.id, error: r.error })),
    section_errors: runs.flatMap((r) => r.section_errors.map((e) => ({ id: r.id, ...e }))),
    missing_sections: runs.filter((r) => r.missing_sections.length).map((r) => ({ id: r.id, sections: r.missing_sections })),
    pages_with_warnings: runs.filter((r) => r.warnings.length).length,
  },
  seconds_per_page: { p50: percentile(seconds, 50), p95: percentile(seconds, 95), max: Math.max(0, ...seconds) },
  truth: {
    pages: scored.length,
    overall,
    fields,
    lowest_field: Object.entries(fields).sort(([, a], [, b]) => a!.accuracy - b!.accuracy)[0]?.[0] ?? null,
    misses: scored.flatMap((r) => r.verdicts!.filter((v) => !v.ok).map((v) => ({ id: r.id, field: v.field, expected: v.expected, got: v.got, distance: v.distance === null ? null : round(v.distance, 1) }))),
  },
};
if (values.out) writeFileSync(values.out, `${JSON.stringify({ summary, runs }, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(summary)}\n`);

function percentile(list: number[], p: number): number {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
