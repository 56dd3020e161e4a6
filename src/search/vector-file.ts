/**
 * One file of embeddings beside its JSON meta (the corpus cards' `vectors.f32`, the captions'
 * `captions.f32`): rows of `dimension` little-endian float32, in the order of `meta.ids`. Each
 * file is written atomically (src/artifacts/atomic-write.ts), so a search loading the corpus
 * while it is rebuilt reads whole files; the package's files are readable by all (0644).
 */
import { join } from 'node:path';
import { writeFileAtomicSync } from '../artifacts/atomic-write.js';

const CORPUS_FILE_MODE = 0o644;

export function writeVectorFile(dir: string, files: { vectors: string; meta: string }, vectors: readonly ArrayLike<number>[], dimension: number, meta: object): void {
  const data = new Float32Array(vectors.length * dimension);
  vectors.forEach((v, i) => data.set(v, i * dimension));
  writeFileAtomicSync(join(dir, files.vectors), new Uint8Array(data.buffer, data.byteOffset, data.byteLength), { mode: CORPUS_FILE_MODE });
  writeFileAtomicSync(join(dir, files.meta), `${JSON.stringify(meta)}\n`, { mode: CORPUS_FILE_MODE });
}
