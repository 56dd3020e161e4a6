/**
 * Loading a corpus for the engine: its entries (from cards.json), their embeddings (from
 * `vectors.f32` when it is current, embedded now otherwise), a BM25 index over their texts, and
 * the query embedder.
 *
 * `vectors.f32` holds one little-endian float32 row per card in cards.json order; `vectors.json`
 * says which model made them, for which card ids, and a hash of the embedded texts, so a stale
 * file (other cards, other texts, other model) is ignored rather than trusted.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandDesignError } from '../errors.js';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CorpusCard } from '../corpus/cards.js';
import { BUNDLED_CORPUS_DIR } from '../corpus/manifest.js';
import { createBm25 } from './lexical.js';
import { entryFromCard } from './card-entry.js';
import { readPageLabels } from './page-labels.js';
import { embedPhrases, readCaptionVectors, readPhraseVectors, writeCaptionVectors, writePhraseVectors, type Captioned } from './caption-vectors.js';
import { writeVectorFile } from './vector-file.js';
import type { CorpusEntry } from './corpus-entry.js';
import type { Embedder, LexicalScorer, LoadedCorpus } from './search.js';

export interface CorpusSourceOptions {
  /** Folder with the built corpus (cards.json, vectors.f32, screenshots/). @default the bundled `corpus/` */
  corpusDir?: string;
  /** The query embedder; must be the model the corpus vectors were built with. @default createEmbedder() */
  embedder?: Embedder | (() => Promise<Embedder>);
}

export const VECTORS_FILE = 'vectors.f32';
export const VECTORS_META_FILE = 'vectors.json';

interface VectorsMeta {
  format: 'brand-design/corpus-vectors@1';
  model: string;
  dimension: number;
  ids: string[];
  texts_sha256: string;
}

const textsHash = (texts: readonly string[]): string => createHash('sha256').update(texts.join('\n')).digest('hex');
const modelOf = (embedder: Embedder): string => (embedder as { model?: string }).model ?? 'unknown';

/** BM25 (lexical.ts) over the entries' texts, as one score per entry. */
export function bm25Scorer(texts: readonly string[]): LexicalScorer {
  const index = createBm25(texts.map((text, id) => ({ id, text })));
  return {
    scores(query) {
      const scores = new Float64Array(texts.length);
      for (const hit of index.search(query, texts.length)) scores[hit.id] = hit.score;
      return scores;
    },
  };
}

/** A corpus from ready entries; their vectors are embedded now when not given. */
export async function corpusFromEntries(
  entries: CorpusEntry[],
  o: { embedder: Embedder; vectors?: Float32Array[]; captionVectors?: Float32Array[]; phraseVectors?: Float32Array[][]; lexical?: (texts: string[]) => LexicalScorer },
): Promise<LoadedCorpus> {
  const texts = entries.map((e) => e.text);
  const vectors = o.vectors ?? (await o.embedder.embed(texts));
  if (vectors.length !== entries.length) throw new BrandDesignError('INTERNAL', `corpus has ${entries.length} entries but ${vectors.length} vectors`);
  const withCaption = entries.flatMap((e, i) => (e.caption ? [i] : []));
  if (withCaption.length === 0) return { entries, vectors, lexical: (o.lexical ?? bm25Scorer)(texts), embedder: o.embedder };
  const embedded = o.captionVectors ?? (await o.embedder.embed(withCaption.map((i) => entries[i]!.caption!)));
  const captionVectors: (Float32Array | null)[] = entries.map(() => null);
  withCaption.forEach((i, k) => { captionVectors[i] = embedded[k]!; });
  const phrases = o.phraseVectors ?? (await embedPhrases(captioned(entries), o.embedder));
  const captionPhraseVectors: (Float32Array[] | null)[] = entries.map(() => null);
  withCaption.forEach((i, k) => { captionPhraseVectors[i] = phrases[k]!; });
  return {
    entries, vectors, lexical: (o.lexical ?? bm25Scorer)(texts),
    captions: bm25Scorer(entries.map((e) => e.caption ?? '')), captionVectors, captionPhraseVectors, embedder: o.embedder,
  };
}

async function resolveEmbedder(option: CorpusSourceOptions['embedder']): Promise<Embedder> {
  if (typeof option === 'function') return option();
  if (option) return option;
  const { createEmbedder } = await import('../corpus/embedder.js');
  return createEmbedder();
}

/** The bundled (or `corpusDir`) corpus: cards, current vectors or fresh embeddings, BM25. */
export async function loadDefaultCorpus(o: CorpusSourceOptions = {}): Promise<LoadedCorpus> {
  const dir = o.corpusDir ?? BUNDLED_CORPUS_DIR;
  const cards = readCorpusCards(dir);
  if (cards.length === 0) {
    throw new BrandDesignError('INTERNAL', `No corpus cards in ${dir}; build them with \`brand-design corpus build\`.`);
  }
  const embedder = await resolveEmbedder(o.embedder);
  const looks = readPageLabels(dir);
  // The whole-thumbnail looks read at build time (thumbs.json), checked against their JPEGs once
  // here and carried on each entry: search and similarity both read `entry.look`.
  const { currentThumbLooks } = await import('../corpus/thumb-store.js');
  const thumbs = currentThumbLooks(dir, cards.map((c) => ({ id: c.id, file: c.screenshot_url?.startsWith('file:') ? fileURLToPath(c.screenshot_url) : null })));
  const entries = cards.map((card, i) => ({ ...entryFromCard(card, looks.get(card.id) ?? null, thumbs[i] ?? null), look: thumbs[i] ?? null }));
  const captionVectors = readCaptionVectors(dir, captioned(entries), embedder) ?? undefined;
  const phraseVectors = readPhraseVectors(dir, captioned(entries), embedder) ?? undefined;
  return corpusFromEntries(entries, { embedder, vectors: readCorpusVectors(dir, cards, embedder) ?? undefined, ...(captionVectors ? { captionVectors } : {}), ...(phraseVectors ? { phraseVectors } : {}) });
}

/** The stored vectors when they were made by this model for exactly these cards and texts; null otherwise. */
export function readCorpusVectors(dir: string, cards: readonly CorpusCard[], embedder: Embedder): Float32Array[] | null {
  const metaFile = join(dir, VECTORS_META_FILE);
  const dataFile = join(dir, VECTORS_FILE);
  if (!existsSync(metaFile) || !existsSync(dataFile)) return null;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as VectorsMeta;
  const texts = cards.map((c) => entryText(c));
  const current = meta.format === 'brand-design/corpus-vectors@1' && meta.model === modelOf(embedder) && meta.dimension === embedder.dimension
    && meta.ids.length === cards.length && meta.ids.every((id, i) => id === cards[i]!.id) && meta.texts_sha256 === textsHash(texts);
  if (!current) return null;
  const bytes = readFileSync(dataFile);
  if (bytes.length !== cards.length * meta.dimension * 4) return null;
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  return cards.map((_, i) => all.slice(i * meta.dimension, (i + 1) * meta.dimension));
}

/** The entries that have a caption, in corpus order (the rows of captions.f32). */
const captioned = (entries: readonly { id: string; caption?: string | null }[]): Captioned[] =>
  entries.flatMap((e) => (e.caption ? [{ id: e.id, caption: e.caption }] : []));

/**
 * Writes `vectors.f32` + `vectors.json` for the cards (the `onCards` hook of `corpus build`),
 * `captions.f32` + `captions.json` for the captions of `labels.json` in the same folder, and
 * `caption-phrases.f32` + `caption-phrases.json` for each caption's phrases.
 * Returns the number of card rows written.
 */
export async function writeCorpusVectors(dir: string, cards: readonly CorpusCard[], embedder: Embedder): Promise<number> {
  const texts = cards.map((c) => entryText(c));
  const vectors = await embedder.embed(texts);
  const meta: VectorsMeta = { format: 'brand-design/corpus-vectors@1', model: modelOf(embedder), dimension: embedder.dimension, ids: cards.map((c) => c.id), texts_sha256: textsHash(texts) };
  writeVectorFile(dir, { vectors: VECTORS_FILE, meta: VECTORS_META_FILE }, vectors, embedder.dimension, meta);
  const looks = readPageLabels(dir);
  const items = captioned(cards.map((c) => entryFromCard(c, looks.get(c.id) ?? null)));
  await writeCaptionVectors(dir, items, embedder);
  await writePhraseVectors(dir, items, embedder);
  return cards.length;
}

const entryText = (card: CorpusCard): string => entryFromCard(card).text;

/**
 * The cards of a built corpus with `screenshot_url` as a file:// URL — what corpus/build.ts's
 * `loadCorpusCards` returns, read here so search does not import the builder (and through it
 * the runtime, which imports search: an import cycle).
 */
export function readCorpusCards(dir: string): CorpusCard[] {
  const file = join(dir, 'cards.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as CorpusCard[]).map((card) => ({
    ...card,
    screenshot_url: card.screenshot_url ? pathToFileURL(join(dir, card.screenshot_url)).href : null,
  }));
}
