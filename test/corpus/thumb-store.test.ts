/**
 * The thumbnail looks are read once per loaded corpus (issue 11 §2): `currentThumbLooks` checks each
 * JPEG against the size its stored look was read from, and the loaded entries carry the result, so
 * search and `similar` read the same look without parsing thumbs.json or touching the disk again.
 */
import jpeg from 'jpeg-js';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_CORPUS_DIR } from '../../src/corpus/manifest.js';
import { currentThumbLooks, readThumbLooks, updateThumbLooks } from '../../src/corpus/thumb-store.js';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import { corpusThumbLook } from '../../src/search/similar.js';

describe('currentThumbLooks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thumbs-current-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a stored look whose JPEG is unchanged, reads a re-taken one, and gives null without a JPEG', () => {
    mkdirSync(join(dir, 'screenshots'));
    const file = (id: string): string => join(dir, 'screenshots', `${id}.jpg`);
    copyFileSync(join(BUNDLED_CORPUS_DIR, 'screenshots', 'lz-css3-bw.jpg'), file('a'));
    copyFileSync(join(BUNDLED_CORPUS_DIR, 'screenshots', 'h5u-forty.jpg'), file('b'));
    updateThumbLooks(dir, ['a', 'b']);
    const stored = readThumbLooks(dir);
    // b is shot again after thumbs.json was written: a red square, another size.
    const red = { width: 8, height: 8, data: Buffer.alloc(256, 0).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)) };
    writeFileSync(file('b'), jpeg.encode(red, 90).data);
    const [a, b, gone, none] = currentThumbLooks(dir, [{ id: 'a', file: file('a') }, { id: 'b', file: file('b') }, { id: 'c', file: file('c') }, { id: 'd', file: null }]);
    expect(a).toEqual(stored.get('a'));
    expect(b!.vivid).toBe(1);
    expect(b!.bytes).not.toBe(stored.get('b')!.bytes);
    expect(gone).toBeNull();
    expect(none).toBeNull();
  });
});

describe('the loaded corpus', () => {
  it('carries each page’s stored look on its entry, and similar reads that very object', async () => {
    const corpus = await loadDefaultCorpus();
    const stored = readThumbLooks(BUNDLED_CORPUS_DIR);
    const i = corpus.entries.findIndex((e) => e.id === 'h5u-forty');
    expect(corpus.entries[i]!.look).toEqual(stored.get('h5u-forty'));
    expect(corpusThumbLook(corpus, i)).toBe(corpus.entries[i]!.look);
    expect(corpus.entries.filter((e) => e.look).length).toBeGreaterThanOrEqual(stored.size - 5);
  }, 60_000);
});
