/** `brand-design extract <url...>`: extract one or more pages, with live progress. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discardEarlyLaunch, launchEarly } from '../crawl/browser.js';
import type { SubmissionCreated, SubmissionStatusView } from '../api/views.js';
import type { ResultEnvelope } from '../api/submission-read.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse, positiveInt, sectionsFrom } from './args.js';
import { ProgressDisplay } from './progress.js';
import { onInterrupt } from './signals.js';
import { copyOutputFile, ensureDir, folderNameFor, writeOutputFile } from './output-files.js';
import { summarizeResult, warningsOf } from './summary.js';
import { CAPTURE_FLAGS, CAPTURE_HELP, resolveCaptureSettings, runtimeCaptureOptions } from './capture-flags.js';
import { sharedStoreOptions } from './shared-store.js';

/** Warnings listed per result in the summary; `show` lists them all. */
const SUMMARY_WARNINGS = 3;

export const EXTRACT_HELP = `Extract the brand design system of one or more pages.

Usage: brand-design extract <url...> [options]

Options:
  --out <dir>          also write each result (guidelines.json, artifacts, assets) under <dir>/<host-path>-<hash>/
  --concurrency <n>    pages extracted at once (default 2)
  --sections <a,b>     analyze only these sections (profile always runs)
  --map                discover same-site pages (sitemap.xml, then links) from each URL
  --max-urls <n>       with --map: at most n pages per site, 1-200 (default 20)
  --force              ignore cached extractions and crawl again
  --json               print the result envelopes as a JSON array (always an array, one per page)
  --strict             exit 1 when a completed page has capture warnings (⚠: an incomplete capture)
  --timeout <s>        give up waiting after s seconds (default 600)
  --data-dir <dir>     where state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

${CAPTURE_HELP}

Bundled fixture sites answer offline at https://<site>.brand-design.test/ (e.g. https://studio.brand-design.test/).
Exit codes: 0 all completed, 1 some failed (or, with --strict, completed with warnings), 2 usage error,
3 environment error (no usable Chromium, an --out path that cannot be written).`;

export async function runExtract(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    ...CAPTURE_FLAGS,
    out: { type: 'string' },
    concurrency: { type: 'string' },
    sections: { type: 'string' },
    map: { type: 'boolean' },
    'max-urls': { type: 'string' },
    force: { type: 'boolean' },
    json: { type: 'boolean' },
    strict: { type: 'boolean' },
    timeout: { type: 'string' },
  });
  if (positionals.length === 0) throw new UsageError('give at least one URL');
  const concurrency = positiveInt(values.concurrency, 'concurrency', 2, 32);
  const maxUrls = positiveInt(values['max-urls'], 'max-urls', 20, 200);
  const timeoutMs = positiveInt(values.timeout, 'timeout', 600) * 1000;
  const sections = sectionsFrom(values.sections);
  // Capture options: flags over brand-design.config.json over defaults (issue 12 §4).
  const capture = runtimeCaptureOptions(resolveCaptureSettings(values, process.cwd(), process.env).settings);

  // An --out folder that cannot be made fails now, not after minutes of crawling.
  if (values.out !== undefined) ensureDir(values.out);
  // Cold start (issue 9 §3): Chromium boots while the runtime's modules load and the database
  // opens, and the crawler adopts it. No Chromium fails here, before the data dir is touched; one
  // that does not start fails below, before anything is submitted (exit 3 with the install hint;
  // issue 8 item 15): the launch itself is the probe.
  // A remote browser (--browser-endpoint) is connected to on first use; nothing launches here.
  const browser = capture.browser.wsEndpoint ? { ready: Promise.resolve() } : await launchEarly(capture.browser);
  let runtime: Awaited<ReturnType<typeof import('../api/runtime.js').openBrandDesign>>;
  try {
    const { openBrandDesign } = await import('../api/runtime.js');
    // Orphans of earlier runs are left for `brand-design resume`: extract runs only what it was asked (issue 8 item 5).
    runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), concurrency, recover: 'leave', browser: capture.browser, network: capture.network });
  } catch (error) {
    await discardEarlyLaunch();
    throw error;
  }
  try {
    await browser.ready;
  } catch (error) {
    await runtime.close();
    throw error;
  }
  // Ctrl-C / SIGTERM: re-queue what runs, close the browser, exit 130 / 143 (issue 8 item 4).
  const interruption = onInterrupt(() => runtime.close());
  try {
    const client = clientOf(runtime);
    const created: SubmissionCreated[] = [];
    const batchLabel = `cli extract ${new Date().toISOString()}`;
    for (const url of positionals) {
      const options = { force: values.force ?? false, sections, batchLabel: positionals.length > 1 || values.map ? batchLabel : undefined };
      if (values.map) created.push(...(await client.submissions.create({ url }, { ...options, map: true, maxUrls })).submissions);
      else created.push(await client.submissions.create({ url }, options));
    }
    const started = Date.now();
    const progress = new ProgressDisplay(process.stderr, created.map((c) => c.submission_id), !values.json && Boolean(process.stderr.isTTY));
    const waited = await interruption.race(
      Promise.all(created.map((c) => client.submissions.wait(c.submission_id, { timeoutMs, onProgress: (view) => progress.update(view) }))),
    );
    if (typeof waited === 'number') {
      progress.finish();
      return waited;
    }
    const finals = waited;

    const envelopes = await Promise.all(finals.map((f) => client.submissions.result(f.submission_id)));
    progress.finish(envelopes); // the last redraw marks incomplete captures ⚠, like the summary
    if (values.out) for (const envelope of envelopes) await writeOut(client.submissions.download.bind(client.submissions), envelope, values.out);
    // Always an array, one envelope per page, whatever the number of URLs (issue 8 item 12).
    if (values.json) process.stdout.write(`${JSON.stringify(envelopes, null, 2)}\n`);
    else process.stdout.write(`${envelopes.map((e) => summarizeResult(e, { elapsedMs: elapsed(finals, e, started), maxWarnings: SUMMARY_WARNINGS })).join('\n\n')}\n`);
    if (!finals.every((f) => f.status === 'completed')) return EXIT.failed;
    return values.strict && envelopes.some((e) => warningsOf(e).length > 0) ? EXIT.failed : EXIT.ok;
  } finally {
    interruption.dispose();
    await runtime.close();
    await discardEarlyLaunch(); // not adopted when every page was a cache hit
  }
}

function elapsed(finals: SubmissionStatusView[], envelope: ResultEnvelope, started: number): number | undefined {
  const view = finals.find((f) => f.submission_id === envelope.submission_id);
  if (!view || view.cache_hit) return undefined;
  return Date.parse(view.updated_at) - Math.max(started, Date.parse(view.accepted_at));
}

async function writeOut(download: (id: string) => ReturnType<import('../api/client.js').SubmissionsApi['download']>, envelope: ResultEnvelope, outDir: string): Promise<void> {
  if (envelope.status !== 'completed') return;
  const target = join(outDir, folderNameFor(envelope.source_url));
  ensureDir(target);
  for (const file of (await download(envelope.submission_id)).files) {
    const path = join(target, file.path);
    if ('content' in file) writeOutputFile(path, file.content);
    else copyOutputFile(fileURLToPath(file.url), path);
  }
  process.stderr.write(`wrote ${target}\n`);
}
