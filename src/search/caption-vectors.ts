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
