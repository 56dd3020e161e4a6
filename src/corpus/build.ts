/**
 * `corpus build` (issue 4 §2): runs our own extractor on every manifest entry and writes the
 * corpus cards. Incremental: an entry whose page content, labels and card version are unchanged
 * since the last build keeps its card and is not extracted again; a changed page is re-extracted
 * (with `force`, so the runtime's 24 h cache cannot hand back the old page); a newer card version
 * re-derives cards from the stored extractions when the data dir still has them.
 *
 * Output in `outDir`: cards.json (manifest order, one card per line), build-state.json (per entry:
 * content hash, labels, card version, submission/extraction ids and time) and screenshots/<id>.jpg.
 * Vectors are not written here: pass `onCards` (or call it after the build) to embed
 * `cardEmbeddingText(card)` for every card.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openBrandDesign } from '../api/runtime.js';
import type { Client } from '../api/client.js';
import type { ResultEnvelope } from '../api/submission-read.js';
import type { BrowserOptions } from '../crawl/types.js';
import { asBrandDesignError } from '../errors.js';
import { createBrowserPool, type BrowserPool } from '../crawl/browser.js';
import { buildCard, CARD_VERSION, type CorpusCard } from './cards.js';
import { applyLabels, readLabels } from './labels.js';
import { BUNDLED_CORPUS_DIR, pageContentHash, validateManifest, type ManifestEntry } from './manifest.js';
import { shootPage, type PageShotOptions } from './page-shot.js';
import { scanStandIns } from './cdn-stand-in.js';
import { screenshotGrid, type ThumbnailOptions } from './thumbnail.js';
import { updateThumbLooks } from './thumb-store.js';

export interface CorpusBuildOptions {
  /**
   * Entries to build: the bundled corpus's real pages (`realPageEntries` over corpus/pages.json,
   * with their sites served on loopback), a manifest (`readManifest`) or a URL list (`parseUrlList`).
   */
  entries: ManifestEntry[];
  /** Folder for cards.json, build-state.json and screenshots/. @default the bundled corpus folder */
  outDir?: string;
  /** The extraction runtime's data dir. @default '.brand-design' */
  dataDir?: string;
  /** Pages extracted at once. @default 2 */
  concurrency?: number;
  /** Re-extract every entry, changed or not. @default false */
  force?: boolean;
  /** Longest wait for one page's extraction, ms. @default 180000 */
  pageTimeoutMs?: number;
  browser?: BrowserOptions;
  /** Color grid options (the grid is read from the extraction's viewport screenshot). */
  thumbnail?: ThumbnailOptions;
  /** The JPEG thumbnail Chromium takes of every page (width 360, quality 70, top 4800 CSS px by default). */
  shot?: PageShotOptions;
  /** Stops taking new pages once aborted; pages already built are saved (run again to continue). */
  signal?: AbortSignal;
  onProgress?: (event: CorpusBuildEvent) => void;
  /**
   * Called after cards.json is written, with every card (manifest order) and the ids whose card
   * was (re)built — the hook for writing `corpus/vectors.f32` from `cardEmbeddingText(card)`.
   */
  onCards?: (cards: CorpusCard[], changed: string[]) => void | Promise<void>;
}

export type CorpusBuildEvent =
  | { kind: 'plan'; total: number; extract: number; rederive: number; unchanged: number; removed: number }
  | { kind: 'page'; id: string; url: string; outcome: 'extracted' | 'rederived' | 'failed'; error?: string; done: number; todo: number; page_ms: number; elapsed_ms: number };

export interface CorpusBuildReport {
  total: number;
  extracted: string[];
  rederived: string[];
  unchanged: string[];
  failed: { id: string; url: string; error: string }[];
  removed: string[];
  elapsed_ms: number;
  /** Extractions per minute over the extraction phase; null when nothing was extracted. */
  pages_per_minute: number | null;
  files: { cards: string; state: string; screenshots: string; cards_bytes: number; state_bytes: number; screenshots_bytes: number; screenshot_count: number };
}

/** One entry of build-state.json. */
export interface BuildStateEntry {
  id: string;
  url: string;
  brand_name: string | null;
  industry: string | null;
  page_type: string | null;
  content_hash: string | null;
  identity?: string | null;
  source?: ManifestEntry['source'];
  card_version: number;
  submission_id: string;
  extraction_id: string | null;
  extracted_at: string;
}

export const CARDS_FILE = 'cards.json';
export const STATE_FILE = 'build-state.json';
export const SCREENSHOTS_DIR = 'screenshots';

export async function buildCorpus(options: CorpusBuildOptions): Promise<CorpusBuildReport> {
  const started = Date.now();
  const entries = validateManifest(options.entries);
  const outDir = options.outDir ?? BUNDLED_CORPUS_DIR;
  mkdirSync(join(outDir, SCREENSHOTS_DIR), { recursive: true });
  const previousState = new Map(readBuildState(outDir).map((s) => [s.id, s]));
  const previousCards = new Map(readCardsFile(outDir).map((c) => [c.id, c]));
  const hashes = await hashAll(entries);

  const state = new Map<string, BuildStateEntry>();
  const cards = new Map<string, CorpusCard>();
  const toExtract: ManifestEntry[] = [];
  const toRederive: ManifestEntry[] = [];
  const unchanged: string[] = [];
  for (const entry of entries) {
    const before = previousState.get(entry.id);
    const card = previousCards.get(entry.id);
    if (before) state.set(entry.id, before);
    if (card) cards.set(entry.id, card);
    const screenshotKept = !card?.screenshot_url || existsSync(join(outDir, card.screenshot_url));
    const sameContent = !options.force && before && card && screenshotKept && before.url === entry.url && before.content_hash !== null && before.content_hash === hashes.get(entry.id);
    if (!sameContent) toExtract.push(entry);
    else if (before.card_version !== CARD_VERSION || !sameLabels(before, entry)) toRederive.push(entry);
    else unchanged.push(entry.id);
  }
  const wanted = new Set(entries.map((e) => e.id));
  const removed = [...new Set([...previousState.keys(), ...previousCards.keys()])].filter((id) => !wanted.has(id));
  for (const id of removed) rmSync(join(outDir, SCREENSHOTS_DIR, `${id}.jpg`), { force: true });
  options.onProgress?.({ kind: 'plan', total: entries.length, extract: toExtract.length, rederive: toRederive.length, unchanged: unchanged.length, removed: removed.length });

  const report: CorpusBuildReport = {
    total: entries.length, extracted: [], rederived: [], unchanged, failed: [], removed,
    elapsed_ms: 0, pages_per_minute: null, files: emptyFiles(outDir),
  };
  const save = (): void => writeOutputs(outDir, entries, cards, state);
  let extractionMs = 0;
  if (toExtract.length + toRederive.length > 0) {
    const runtime = await openBrandDesign({ dataDir: options.dataDir, concurrency: options.concurrency ?? 2, ...(options.browser ? { browser: options.browser } : {}) });
    // A browser of our own for the thumbnails: Chromium writes the JPEG (page-shot.ts).
    const pool = createBrowserPool({ ...options.browser, maxContexts: Math.max(1, options.concurrency ?? 2) });
    try {
      const client = runtime.client();
      const todo = toExtract.length + toRederive.length;
      let done = 0;
      const finish = (entry: ManifestEntry, outcome: 'extracted' | 'rederived' | 'failed', pageStarted: number, error?: string): void => {
        done++;
        if (outcome === 'failed') report.failed.push({ id: entry.id, url: entry.url, error: error ?? 'failed' });
        else report[outcome].push(entry.id);
        options.onProgress?.({ kind: 'page', id: entry.id, url: entry.url, outcome, ...(error ? { error } : {}), done, todo, page_ms: Date.now() - pageStarted, elapsed_ms: Date.now() - started });
      };
      // CDN stand-ins for the thumbnails (cdn-stand-in.ts): folders of vendored library copies named
      // by $BRAND_DESIGN_CORPUS_CDN_COPIES (comma-separated), scanned once per build.
      const copies = (process.env.BRAND_DESIGN_CORPUS_CDN_COPIES ?? '').split(',').map((d) => d.trim()).filter(Boolean);
      const shot = options.shot?.cdnStandIns || copies.length === 0 ? options.shot : { ...options.shot, cdnStandIns: scanStandIns(copies) };
      const ctx: PageContext = { client, outDir, hashes, cards, state, thumbnail: options.thumbnail, shot, pool };

      for (const entry of toRederive) {
        const pageStarted = Date.now();
        const envelope = await readCompleted(client, state.get(entry.id)!.submission_id);
        if (!envelope) {
          toExtract.push(entry); // the data dir no longer has the extraction: crawl again
          continue;
        }
        try {
          await storePage(ctx, entry, envelope, state.get(entry.id)!.extracted_at, true);
          finish(entry, 'rederived', pageStarted);
        } catch (error) {
          finish(entry, 'failed', pageStarted, asBrandDesignError(error).message);
        }
      }
      save();

      const extractionStarted = Date.now();
      const queue = [...toExtract];
      const worker = async (): Promise<void> => {
        for (let entry = queue.shift(); entry && !options.signal?.aborted; entry = queue.shift()) {
          const pageStarted = Date.now();
          try {
            const created = await client.submissions.create({ url: entry.crawl_url ?? entry.url }, { force: true, batchLabel: 'corpus build' });
            const final = await client.submissions.wait(created.submission_id, { timeoutMs: options.pageTimeoutMs ?? 180_000 });
            if (final.status !== 'completed') {
              finish(entry, 'failed', pageStarted, final.error ?? final.status);
              continue;
            }
            await storePage(ctx, entry, await client.submissions.result(final.submission_id), final.completed_at ?? new Date().toISOString());
            save();
            finish(entry, 'extracted', pageStarted);
          } catch (error) {
            finish(entry, 'failed', pageStarted, asBrandDesignError(error).message);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
      extractionMs = Date.now() - extractionStarted;
    } finally {
      await pool.close();
      await runtime.close();
    }
  }
  // Entries whose pages could not be extracted keep their previous card; new ones have none yet.
  save();
  // The whole-thumbnail looks similarity reads (thumb-store.ts): new or re-taken thumbnails are read now.
  updateThumbLooks(outDir, entries.map((e) => e.id));
  report.elapsed_ms = Date.now() - started;
  report.pages_per_minute = report.extracted.length > 0 && extractionMs > 0 ? Math.round((report.extracted.length / extractionMs) * 60_000 * 10) / 10 : null;
  report.files = fileSizes(outDir);
  if (options.onCards) await options.onCards(entries.flatMap((e) => cards.get(e.id) ?? []), [...report.extracted, ...report.rederived]);
  return report;
}

interface PageContext {
  client: Client;
  outDir: string;
  hashes: Map<string, string | null>;
  cards: Map<string, CorpusCard>;
  state: Map<string, BuildStateEntry>;
  thumbnail: ThumbnailOptions | undefined;
  shot: PageShotOptions | undefined;
  pool: BrowserPool;
}

/**
 * Card, thumbnail and state entry of one completed extraction. The thumbnail is a JPEG Chromium
 * takes of the page (fixed and sticky elements painted once); the color grid comes from the
 * extraction's viewport screenshot.
 */
async function storePage(ctx: PageContext, entry: ManifestEntry, envelope: ResultEnvelope, extractedAt: string, reuseShot = false): Promise<void> {
  const artifacts = envelope.result.artifacts;
  const viewport = artifacts.screenshot ?? artifacts.full_page_screenshot;
  const screenshotFile = join(ctx.outDir, SCREENSHOTS_DIR, `${entry.id}.jpg`);
  // A re-derived card keeps the thumbnail it has; an extracted page gets a new one.
  if (!(reuseShot && existsSync(screenshotFile))) {
    const shot = await shootPage(ctx.pool, entry.crawl_url ?? entry.url, { ...ctx.thumbnail, ...ctx.shot });
    writeFileSync(screenshotFile, shot.jpeg);
  }
  const screenshotUrl = `${SCREENSHOTS_DIR}/${entry.id}.jpg`;
  const grid = viewport && existsSync(fileURLToPath(viewport.url)) ? screenshotGrid(readFileSync(fileURLToPath(viewport.url)), ctx.thumbnail) : null;
  ctx.cards.set(entry.id, buildCard({ labels: entry, designSystem: envelope.result.design_system, screenshotUrl, thumbnail: grid }));
  ctx.state.set(entry.id, {
    id: entry.id, url: entry.url, brand_name: entry.brand_name, industry: entry.industry, page_type: entry.page_type,
    identity: entry.identity ?? null, source: entry.source ?? null,
    content_hash: ctx.hashes.get(entry.id) ?? null, card_version: CARD_VERSION,
    submission_id: envelope.submission_id, extraction_id: envelope.extraction_id, extracted_at: extractedAt,
  });
}

/** The completed result of an earlier submission, or null when this data dir no longer has it. */
async function readCompleted(client: Client, submissionId: string): Promise<ResultEnvelope | null> {
  try {
    const envelope = await client.submissions.result(submissionId);
    return envelope.status === 'completed' ? envelope : null;
  } catch (error) {
    if (asBrandDesignError(error).code === 'NOT_FOUND') return null;
    throw error;
  }
}

function sameLabels(state: BuildStateEntry, entry: ManifestEntry): boolean {
  return state.brand_name === entry.brand_name && state.industry === entry.industry && state.page_type === entry.page_type
    && (state.identity ?? null) === (entry.identity ?? null) && JSON.stringify(state.source ?? null) === JSON.stringify(entry.source ?? null);
}

async function hashAll(entries: ManifestEntry[]): Promise<Map<string, string | null>> {
  const hashes = new Map<string, string | null>();
  const queue = [...entries];
  // A few at a time: fixture pages hash from disk; other pages are fetched.
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let e = queue.shift(); e; e = queue.shift()) hashes.set(e.id, e.content_hash ?? await pageContentHash(e.url));
  }));
  return hashes;
}

/** Cards as stored in `dir`/cards.json (screenshot_url relative to `dir`); [] when absent. */
export function readCardsFile(dir: string): CorpusCard[] {
  const file = join(dir, CARDS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CorpusCard[]) : [];
}

/** The build state stored in `dir`; [] when absent. */
export function readBuildState(dir: string): BuildStateEntry[] {
  const file = join(dir, STATE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { entries: BuildStateEntry[] }).entries : [];
}

/** The corpus cards with `screenshot_url` as a file:// URL. @param dir @default the bundled corpus */
export function loadCorpusCards(dir: string = BUNDLED_CORPUS_DIR): CorpusCard[] {
  return readCardsFile(dir).map((card) => ({
    ...card,
    screenshot_url: card.screenshot_url ? pathToFileURL(join(dir, card.screenshot_url)).href : null,
  }));
}

/** One JSON value per line inside an array: small diffs when one card changes. */
function jsonLines(values: unknown[]): string {
  return values.length ? `[\n${values.map((v) => JSON.stringify(v)).join(',\n')}\n]\n` : '[]\n';
}

function writeAtomic(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

function writeOutputs(outDir: string, entries: ManifestEntry[], cards: Map<string, CorpusCard>, state: Map<string, BuildStateEntry>): void {
  // Hand labels (corpus/labels.json in the output folder) win over the extractor's facets.
  const labels = readLabels(outDir);
  for (const [id, card] of cards) cards.set(id, applyLabels(card, labels.get(id)));
  writeAtomic(join(outDir, CARDS_FILE), jsonLines(entries.flatMap((e) => cards.get(e.id) ?? [])));
  const stateEntries = entries.flatMap((e) => state.get(e.id) ?? []);
  writeAtomic(join(outDir, STATE_FILE), `{\n"version": 1,\n"card_version": ${CARD_VERSION},\n"entries": ${jsonLines(stateEntries).trimEnd()}\n}\n`);
}

function emptyFiles(outDir: string): CorpusBuildReport['files'] {
  return { cards: join(outDir, CARDS_FILE), state: join(outDir, STATE_FILE), screenshots: join(outDir, SCREENSHOTS_DIR), cards_bytes: 0, state_bytes: 0, screenshots_bytes: 0, screenshot_count: 0 };
}

function fileSizes(outDir: string): CorpusBuildReport['files'] {
  const files = emptyFiles(outDir);
  const size = (f: string): number => (existsSync(f) ? statSync(f).size : 0);
  files.cards_bytes = size(files.cards);
  files.state_bytes = size(files.state);
  for (const name of readdirSync(files.screenshots)) {
    if (!name.endsWith('.jpg')) continue;
    files.screenshot_count++;
    files.screenshots_bytes += size(join(files.screenshots, name));
  }
  return files;
}
