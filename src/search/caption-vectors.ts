/**
 * Stored embeddings of the curator's captions (page-labels.ts): `captions.f32` (one little-endian
 * float32 row per captioned card, in cards.json order) and `captions.json` (model, dimension, the
 * card ids and a hash of the captions). Written beside `vectors.f32` by the same step; a stale or
 * missing file is ignored and the loader embeds the captions itself (a few hundred short texts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Embedder } from './search.js';
import { writeVectorFile } from './vector-file.js';

export const CAPTIONS_FILE = 'captions.f32';
export const CAPTIONS_META_FILE = 'captions.json';

interface CaptionsMeta {
  format: 'brand-design/caption-vectors@1';
  model: string;
  dimension: number;
  ids: string[];
  captions_sha256: string;
}

export interface Captioned {
  id: string;
  caption: string;
}

const hashOf = (items: readonly Captioned[]): string => createHash('sha256').update(items.map((c) => `${c.id}\t${c.caption}`).join('\n')).digest('hex');
const modelOf = (embedder: Embedder): string => (embedder as { model?: string }).model ?? 'unknown';

/** The stored caption vectors when this model made them for exactly these captions; null otherwise. */
export function readCaptionVectors(dir: string, items: readonly Captioned[], embedder: Embedder): Float32Array[] | null {
  const metaFile = join(dir, CAPTIONS_META_FILE);
  const dataFile = join(dir, CAPTIONS_FILE);
  if (!existsSync(metaFile) || !existsSync(dataFile)) return null;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as CaptionsMeta;
  const current = meta.format === 'brand-design/caption-vectors@1' && meta.model === modelOf(embedder) && meta.dimension === embedder.dimension
    && meta.ids.length === items.length && meta.captions_sha256 === hashOf(items);
  if (!current) return null;
  const bytes = readFileSync(dataFile);
  if (bytes.length !== items.length * meta.dimension * 4) return null;
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  return items.map((_, i) => all.slice(i * meta.dimension, (i + 1) * meta.dimension));
}

/** Embeds and writes the captions' vectors; returns the number of rows. */
export async function writeCaptionVectors(dir: string, items: readonly Captioned[], embedder: Embedder): Promise<number> {
  const vectors = items.length ? await embedder.embed(items.map((c) => c.caption)) : [];
  const meta: CaptionsMeta = { format: 'brand-design/caption-vectors@1', model: modelOf(embedder), dimension: embedder.dimension, ids: items.map((c) => c.id), captions_sha256: hashOf(items) };
  writeVectorFile(dir, { vectors: CAPTIONS_FILE, meta: CAPTIONS_META_FILE }, vectors, embedder.dimension, meta);
  return items.length;
}

export const PHRASES_FILE = 'caption-phrases.f32';
export const PHRASES_META_FILE = 'caption-phrases.json';

/**
 * A caption's phrases: the curator writes a thumbnail's caption as a list of what it shows
 * ("wedding, beach couple photo, script names, hot pink band"), and one thing asked ("script
 * headings") is diluted in the whole caption's embedding by the things not asked; each phrase on
 * its own is matched too (issue 11 §2, deep search reading more per candidate). Split at commas,
 * semicolons, colons and dashes; quotes dropped; phrases of one letter left out.
 */
export function captionPhrases(caption: string): string[] {
  return caption.split(/\s*(?:[,;:]|\s[-–—]\s)\s*/).map((p) => p.replace(/["'‘’“”]/g, '').trim()).filter((p) => p.length > 1);
}

interface PhrasesMeta {
  format: 'brand-design/caption-phrase-vectors@1';
  model: string;
  dimension: number;
  ids: string[];
  /** Phrases per id, in order (rows of the file). */
  counts: number[];
  phrases_sha256: string;
}

const phrasesHash = (items: readonly Captioned[]): string => createHash('sha256').update(items.map((c) => `${c.id}\t${captionPhrases(c.caption).join('|')}`).join('\n')).digest('hex');

/** Per captioned item, the vectors of its phrases, when this model made them for exactly these captions; null otherwise. */
export function readPhraseVectors(dir: string, items: readonly Captioned[], embedder: Embedder): Float32Array[][] | null {
  const metaFile = join(dir, PHRASES_META_FILE);
  const dataFile = join(dir, PHRASES_FILE);
  if (!existsSync(metaFile) || !existsSync(dataFile)) return null;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as PhrasesMeta;
  const current = meta.format === 'brand-design/caption-phrase-vectors@1' && meta.model === modelOf(embedder) && meta.dimension === embedder.dimension
    && meta.ids.length === items.length && meta.counts.length === items.length && meta.phrases_sha256 === phrasesHash(items);
  if (!current) return null;
  const rows = meta.counts.reduce((a, b) => a + b, 0);
  const bytes = readFileSync(dataFile);
  if (bytes.length !== rows * meta.dimension * 4) return null;
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  let start = 0;
  return meta.counts.map((n) => Array.from({ length: n }, () => {
    const v = all.slice(start, start + meta.dimension);
    start += meta.dimension;
    return v;
  }));
}

/** Embeds the captions' phrases: per item, one vector per phrase. */
export async function embedPhrases(items: readonly Captioned[], embedder: Embedder): Promise<Float32Array[][]> {
  const phrases = items.map((c) => captionPhrases(c.caption));
  const flat = phrases.flat();
  const vectors = flat.length ? await embedder.embed(flat) : [];
  let row = 0;
  return phrases.map((p) => p.map(() => vectors[row++]!));
}

/** Embeds and writes the captions' phrase vectors; returns the number of rows. */
export async function writePhraseVectors(dir: string, items: readonly Captioned[], embedder: Embedder): Promise<number> {
  const perItem = await embedPhrases(items, embedder);
  const meta: PhrasesMeta = { format: 'brand-design/caption-phrase-vectors@1', model: modelOf(embedder), dimension: embedder.dimension, ids: items.map((c) => c.id), counts: perItem.map((v) => v.length), phrases_sha256: phrasesHash(items) };
  writeVectorFile(dir, { vectors: PHRASES_FILE, meta: PHRASES_META_FILE }, perItem.flat(), embedder.dimension, meta);
  return meta.counts.reduce((a, b) => a + b, 0);
}
