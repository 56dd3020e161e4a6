/** `brand-design corpus build`: build (or refresh) a search corpus by extracting its pages. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createEmbedder } from '../corpus/embedder.js';
import { writeCorpusVectors } from '../search/corpus-load.js';
import { findChromiumExecutable } from '../crawl/browser.js';
import { buildCorpus, type CorpusBuildEvent, type CorpusBuildReport } from '../corpus/build.js';
import { BUNDLED_CORPUS_DIR, parseUrlList, readManifest, type ManifestEntry } from '../corpus/manifest.js';
import { readCorpusPages, realPageEntries, serveSiteRoots, type SiteServer } from '../corpus/real-pages.js';
import { DATA_DIR_OPTION, EXIT, UsageError, dataDirFrom, parse, positiveInt } from './args.js';

export const CORPUS_HELP = `Build a search corpus: extract every page and write its cards.

Usage: brand-design corpus build --sites <dir>[,<dir>...] [options]
       brand-design corpus build --from <file> --out <dir> [options]

Options:
  --sites <dirs>       the bundled corpus: folders holding the sites of corpus/pages.json
                       (<dir>/<identity>/...), served offline on a loopback port while building;
                       default $BRAND_DESIGN_CORPUS_SITES (comma-separated)
  --from <file>        other pages: a URL list (.txt: one URL per line, optionally followed by
                       tab-separated brand name, industry, page type) or a manifest (.json:
                       { "entries": [{ id, url, brand_name, industry, page_type }] })
  --out <dir>          where cards.json, build-state.json and screenshots/ go (required with --from;
                       default: the bundled corpus folder)
  --concurrency <n>    pages extracted at once (default 2)
  --force              extract every page again, changed or not
  --timeout <s>        give up on one page after s seconds (default 180)
  --json               print the build report as JSON
  --data-dir <dir>     where extraction state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Incremental: a page whose content, labels and card version are unchanged since the last build in
<dir> keeps its card and is not extracted again.
Exit codes: 0 every page built, 1 some pages failed, 2 usage error, 3 environment error (e.g. no Chromium).`;

export async function runCorpus(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'build') throw new UsageError(sub ? `unknown corpus command ${JSON.stringify(sub)}; expected build` : 'expected a corpus command: build');
  const { values, positionals } = parse(rest, {
    ...DATA_DIR_OPTION,
    from: { type: 'string' },
    out: { type: 'string' },
    sites: { type: 'string' },
    concurrency: { type: 'string' },
    force: { type: 'boolean' },
    timeout: { type: 'string' },
    json: { type: 'boolean' },
  }, false);
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  if (values.from && !values.out) throw new UsageError('--from needs --out <dir> (the bundled corpus folder is built from its own manifest)');
  const concurrency = positiveInt(values.concurrency, 'concurrency', 2, 32);
  const timeoutMs = positiveInt(values.timeout, 'timeout', 180) * 1000;
  const sites = (values.sites ?? process.env.BRAND_DESIGN_CORPUS_SITES ?? '').split(',').map((d) => d.trim()).filter(Boolean);
  if (!values.from && sites.length === 0) throw new UsageError('the bundled corpus is built from its real pages: give --sites <dir>[,<dir>...] (the folders holding corpus/pages.json\'s sites) or $BRAND_DESIGN_CORPUS_SITES');
  const missingDir = sites.find((d) => !existsSync(d));
  if (missingDir) throw new UsageError(`--sites: no such folder ${missingDir}`);
  let entries = values.from ? readEntries(values.from) : undefined;
  const outDir = values.out ? resolve(values.out) : BUNDLED_CORPUS_DIR;

  await findChromiumExecutable(); // exit 3 with the install hint before anything else
  const interrupted = new AbortController();
  const onSignal = (): void => interrupted.abort();
  process.once('SIGINT', onSignal);
  let server: SiteServer | null = null;
  try {
    if (!entries) {
      server = await serveSiteRoots(sites);
      const real = realPageEntries(readCorpusPages(join(outDir, 'pages.json')), sites, server.origin);
      // A page without its site would lose its card: refuse rather than shrink the corpus.
      if (real.missing.length) throw new UsageError(`${real.missing.length} pages of pages.json have no site under --sites: ${real.missing.slice(0, 5).join(', ')}${real.missing.length > 5 ? ', ...' : ''} (scripts/corpus-pages.ts --more materializes the extra templates)`);
      entries = real.entries;
    }
    const report = await buildCorpus({
      entries,
      outDir,
      dataDir: dataDirFrom(values['data-dir']),
      concurrency,
      force: values.force ?? false,
      pageTimeoutMs: timeoutMs,
      signal: interrupted.signal,
      onProgress: (event) => process.stderr.write(progressLine(event)),
      // The search vectors (MiniLM over identity paragraph + tags) are rebuilt with the cards on
      // every build: hand labels (labels.json) change the tags without any page changing.
      onCards: async (cards) => {
        const embedder = await createEmbedder();
        try {
          const count = await writeCorpusVectors(outDir, cards, embedder);
          process.stderr.write(`corpus: embedded ${count} cards into vectors.f32\n`);
        } finally {
          await embedder.close();
        }
      },
    });
    if (interrupted.signal.aborted) {
      process.stderr.write('corpus: interrupted; the pages built so far are saved, run the command again to continue\n');
      return EXIT.interrupted;
    }
    process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : summary(report));
    return report.failed.length > 0 ? EXIT.failed : EXIT.ok;
  } finally {
    await server?.close();
    process.off('SIGINT', onSignal);
  }
}

function readEntries(file: string): ManifestEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read --from ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!file.endsWith('.json')) return parseUrlList(text);
  try {
    return readManifest(file);
  } catch (error) {
    if (error instanceof SyntaxError) throw new UsageError(`--from ${file} is not valid JSON: ${error.message}`);
    throw error;
  }
}

/** One line per event: the plan, then each page with the running rate and time left. */
export function progressLine(event: CorpusBuildEvent): string {
  if (event.kind === 'plan') {
    return `corpus: ${event.total} entries — ${event.extract} to extract, ${event.rederive} to re-derive, ${event.unchanged} unchanged${event.removed ? `, ${event.removed} removed` : ''}\n`;
  }
  const rate = event.done / Math.max(event.elapsed_ms / 60_000, 1e-6);
  const left = (event.todo - event.done) / rate;
  const detail = event.outcome === 'failed' ? ` — ${event.error ?? 'failed'}` : '';
  const width = String(event.todo).length;
  return `[${String(event.done).padStart(width)}/${event.todo}] ${event.outcome.padEnd(9)} ${event.id} (${(event.page_ms / 1000).toFixed(1)}s)${detail} · ${rate.toFixed(1)} pages/min, ~${formatMinutes(left)} left\n`;
}

function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '0s';
  return minutes < 1 ? `${Math.round(minutes * 60)}s` : `${Math.round(minutes)}m`;
}

function summary(r: CorpusBuildReport): string {
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const lines = [
    `Built ${r.total} entries in ${(r.elapsed_ms / 1000).toFixed(1)}s: ${r.extracted.length} extracted, ${r.rederived.length} re-derived, ${r.unchanged.length} unchanged, ${r.failed.length} failed${r.removed.length ? `, ${r.removed.length} removed` : ''}.`,
    ...(r.pages_per_minute !== null ? [`Extraction rate: ${r.pages_per_minute} pages/min.`] : []),
    `cards:       ${r.files.cards} (${mb(r.files.cards_bytes)})`,
    `state:       ${r.files.state} (${mb(r.files.state_bytes)})`,
    `screenshots: ${r.files.screenshots} (${r.files.screenshot_count} files, ${mb(r.files.screenshots_bytes)})`,
    ...r.failed.map((f) => `failed: ${f.id} ${f.url} — ${f.error}`),
  ];
  return `${lines.join('\n')}\n`;
}
