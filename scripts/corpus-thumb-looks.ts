/**
 * Writes corpus/thumbs.json: the whole-thumbnail look of every card (src/corpus/thumb-look.ts) that
 * similarity lookup reads (issue 11 §2), from the committed thumbnails — no page is extracted.
 * Looks of thumbnails unchanged since the last run are kept.
 *
 *   node --import tsx scripts/corpus-thumb-looks.ts                 # the bundled corpus
 *   node --import tsx scripts/corpus-thumb-looks.ts --corpus <dir>  # another built corpus
 *
 * `corpus build` runs the same step after writing cards.json.
 */
import { parseArgs } from 'node:util';
import { readCardsFile } from '../src/corpus/build.js';
import { BUNDLED_CORPUS_DIR } from '../src/corpus/manifest.js';
import { updateThumbLooks } from '../src/corpus/thumb-store.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' } } });
const dir = values.corpus ?? BUNDLED_CORPUS_DIR;
const started = performance.now();
const ids = readCardsFile(dir).map((c) => c.id);
const read = updateThumbLooks(dir, ids);
console.log(JSON.stringify({ dir, cards: ids.length, read: read.length, ms: Math.round(performance.now() - started) }));
