/** `brand-design extract <url...>`: extract one or more pages, with live progress. */
import { mkdirSync, copyFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrandDesign } from '../api/runtime.js';
import { findChromiumExecutable } from '../crawl/browser.js';
import type { SubmissionCreated, SubmissionStatusView } from '../api/views.js';
import type { ResultEnvelope } from '../api/submission-read.js';
import { DATA_DIR_OPTION, EXIT, UsageError, dataDirFrom, parse, positiveInt, sectionsFrom } from './args.js';
import { ProgressDisplay } from './progress.js';
import { summarizeResult } from './summary.js';

export const EXTRACT_HELP = `Extract the brand design system of one or more pages.

Usage: brand-design extract <url...> [options]

Options:
  --out <dir>          also write each result (guidelines.json, artifacts, assets) under <dir>/<slug>/
  --concurrency <n>    pages extracted at once (default 2)
  --sections <a,b>     analyze only these sections (profile always runs)
  --map                discover same-site pages (sitemap.xml, then links) from each URL
  --max-urls <n>       with --map: at most n pages per site, 1-200 (default 20)
  --force              ignore cached extractions and crawl again
  --json               print the result envelopes as JSON instead of a summary
  --timeout <s>        give up waiting after s seconds (default 600)
  --data-dir <dir>     where state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Bundled fixture sites answer offline at https://<site>.brand-design.test/ (e.g. https://studio.brand-design.test/).
Exit codes: 0 all completed, 1 some failed, 2 usage error, 3 environment error (e.g. no Chromium).`;

export async function runExtract(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    out: { type: 'string' },
    concurrency: { type: 'string' },
    sections: { type: 'string' },
    map: { type: 'boolean' },
    'max-urls': { type: 'string' },
    force: { type: 'boolean' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
  });
  if (positionals.length === 0) throw new UsageError('give at least one URL');
  const concurrency = positiveInt(values.concurrency, 'concurrency', 2, 32);
  const maxUrls = positiveInt(values['max-urls'], 'max-urls', 20, 200);
  const timeoutMs = positiveInt(values.timeout, 'timeout', 600) * 1000;
  const sections = sectionsFrom(values.sections);

  // Fail fast, before anything is submitted, when there is no browser (exit 3 with the install hint).
  await findChromiumExecutable();
  const runtime = await openBrandDesign({ dataDir: dataDirFrom(values['data-dir']), concurrency });
  const interrupted = new AbortController();
  const onSignal = (): void => interrupted.abort();
  process.once('SIGINT', onSignal);
  try {
    const client = runtime.client();
    const created: SubmissionCreated[] = [];
    const batchLabel = `cli extract ${new Date().toISOString()}`;
    for (const url of positionals) {
      const options = { force: values.force ?? false, sections, batchLabel: positionals.length > 1 || values.map ? batchLabel : undefined };
      if (values.map) created.push(...(await client.submissions.create({ url }, { ...options, map: true, maxUrls })).submissions);
      else created.push(await client.submissions.create({ url }, options));
    }
    const started = Date.now();
    const progress = new ProgressDisplay(process.stderr, created.map((c) => c.submission_id), !values.json && Boolean(process.stderr.isTTY));
    const finals = await Promise.all(
      created.map((c) =>
        client.submissions.wait(c.submission_id, { timeoutMs, onProgress: (view) => progress.update(view) }),
      ),
    );
    progress.finish();
    if (interrupted.signal.aborted) return EXIT.interrupted;

    const envelopes = finals.map((f) => client.submissions.result(f.submission_id));
    if (values.out) for (const envelope of envelopes) writeOut(client.submissions.download.bind(client.submissions), envelope, values.out);
    if (values.json) process.stdout.write(`${JSON.stringify(envelopes.length === 1 ? envelopes[0] : envelopes, null, 2)}\n`);
    else process.stdout.write(`${envelopes.map((e) => summarizeResult(e, elapsed(finals, e, started))).join('\n\n')}\n`);
    return finals.every((f) => f.status === 'completed') ? EXIT.ok : EXIT.failed;
  } finally {
    process.off('SIGINT', onSignal);
    await runtime.close();
  }
}

function elapsed(finals: SubmissionStatusView[], envelope: ResultEnvelope, started: number): number | undefined {
  const view = finals.find((f) => f.submission_id === envelope.submission_id);
  if (!view || view.cache_hit) return undefined;
  return Date.parse(view.updated_at) - Math.max(started, Date.parse(view.accepted_at));
}

function writeOut(download: (id: string) => ReturnType<import('../api/client.js').SubmissionsApi['download']>, envelope: ResultEnvelope, outDir: string): void {
  if (envelope.status !== 'completed') return;
  const target = join(outDir, slug(envelope.source_url));
  mkdirSync(target, { recursive: true });
  for (const file of download(envelope.submission_id).files) {
    const path = join(target, file.path);
    mkdirSync(dirname(path), { recursive: true });
    if ('content' in file) writeFileSync(path, file.content);
    else copyFileSync(fileURLToPath(file.url), path);
  }
}

/** A folder name for a URL: host plus path, safe on every file system. */
export function slug(url: string): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  return `${u.host.replace(/[^a-z0-9.-]+/gi, '-')}${path ? `-${path}` : ''}`.slice(0, 120);
}
