/**
 * Writes the corpus embeddings search loads (corpus/vectors.f32 + vectors.json, one row per card
 * in cards.json order) so the first search does not embed the whole corpus.
 *
 *   node --import tsx scripts/corpus-vectors.ts                 # the bundled corpus
 *   node --import tsx scripts/corpus-vectors.ts --corpus <dir>  # another built corpus
 *
 * `corpus build` should call `writeCorpusVectors` from its `onCards` hook; this script is the
 * same step on its own. Stale files (other cards, texts or model) are ignored by the loader.
 */
import { parseArgs } from 'node:util';
import { createEmbedder } from '../src/corpus/embedder.js';
import { BUNDLED_CORPUS_DIR } from '../src/corpus/manifest.js';
import { readCorpusCards, writeCorpusVectors } from '../src/search/corpus-load.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' } } });
const dir = values.corpus ?? BUNDLED_CORPUS_DIR;
const embedder = await createEmbedder();
const started = performance.now();
const rows = await writeCorpusVectors(dir, readCorpusCards(dir), embedder);
await embedder.close();
console.log(JSON.stringify({ dir, rows, dimension: embedder.dimension, model: embedder.model, ms: Math.round(performance.now() - started) }));
