/**
 * The ArtifactStore contract (issue 13 §2), one suite every adapter must pass (as Keyv and
 * unstorage test their stores). Today: the shared-directory store. An object-store adapter joins
 * the list with a factory that opens a real bucket.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artifactKey, checkedKey, type ArtifactStore } from '../../src/artifacts/artifact-store.js';
import { SharedDirArtifactStore } from '../../src/artifacts/shared-dir.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const ADAPTERS: [string, () => ArtifactStore][] = [
  ['shared directory', () => {
    const root = mkdtempSync(join(tmpdir(), 'brand-design-store-'));
    roots.push(root);
    return new SharedDirArtifactStore(root);
  }],
];

describe.each(ADAPTERS)('ArtifactStore: %s', (_name, open) => {
  it('writes, reads back, overwrites, and tells what exists', async () => {
    const store = open();
    const key = artifactKey('ext_a', 'capture.json');
    expect(await store.exists(key)).toBe(false);
    expect(await store.read(key)).toBeNull();
    await store.write(key, '{"v":1}');
    expect((await store.read(key))?.toString()).toBe('{"v":1}');
    await store.write(key, new Uint8Array([123, 125]));
    expect((await store.read(key))?.toString()).toBe('{}');
    expect(await store.exists(key)).toBe(true);
    expect(await store.exists('artifacts/ext_a')).toBe(false); // a folder is not an artifact
  });

  it('lists keys under a prefix recursively and sorted, and the extractions that have artifacts', async () => {
    const store = open();
    await store.write(artifactKey('ext_b', 'resources', '001-logo.svg'), '<svg/>');
    await store.write(artifactKey('ext_b', 'capture.json'), '{}');
    await store.write(artifactKey('ext_c', 'page.html'), '<p>');
    expect(await store.list('artifacts/ext_b')).toEqual(['artifacts/ext_b/capture.json', 'artifacts/ext_b/resources/001-logo.svg']);
    expect(await store.list('artifacts/ext_none')).toEqual([]);
    expect(await store.listExtractions()).toEqual(['ext_b', 'ext_c']);
  });

  it("deletes one extraction's artifacts and nothing else; deleting again is fine", async () => {
    const store = open();
    await store.write(artifactKey('ext_d', 'capture.json'), '{}');
    await store.write(artifactKey('ext_e', 'capture.json'), '{}');
    await store.deleteExtraction('ext_d');
    await store.deleteExtraction('ext_d');
    expect(await store.listExtractions()).toEqual(['ext_e']);
    expect(await store.exists(artifactKey('ext_e', 'capture.json'))).toBe(true);
  });

  it('refuses keys that would leave the artifact root', async () => {
    const store = open();
    for (const bad of ['../outside', 'artifacts/../../etc/passwd', '/etc/passwd', 'artifacts//x', 'artifacts\\x', '']) {
      expect(() => checkedKey(bad)).toThrow(/relative artifact path/);
      await expect(store.write(bad, 'x')).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    }
    expect(() => artifactKey('..', 'x')).toThrow(/relative artifact path/);
    await expect(store.deleteExtraction('..')).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
  });
});
