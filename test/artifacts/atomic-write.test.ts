/**
 * Issue 13 §2: artifacts written by several processes into one shared folder. Real processes,
 * real files: concurrent writers of one artifact never leave a torn file (a reader sees one
 * writer's content, whole), and a writer killed between its temporary write and the rename
 * leaves nothing a reader or a listing sees, only a temporary file that the sweep removes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SharedDirArtifactStore } from '../../src/artifacts/shared-dir.js';
import { isTempName } from '../../src/artifacts/atomic-write.js';
import { artifactKey } from '../../src/artifacts/artifact-store.js';

const CHILD = fileURLToPath(new URL('./writer-child.ts', import.meta.url));
const SIZE = 4 * 1024 * 1024;
/** Large enough that a writer killed at any moment is almost always mid-write. */
const CRASH_SIZE = 16 * 1024 * 1024;

const roots: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'brand-design-artifacts-'));
  roots.push(root);
  return root;
}

/** Starts a writer process; resolves once it is about to write. */
async function writer(root: string, key: string, char: string, times: number, size = SIZE): Promise<{ child: ChildProcess; done: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, root, key, char, String(size), String(times)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const done = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    void done.then((code) => reject(new Error(`writer exited with ${code} before it was ready`)));
  });
  return { child, done };
}

/** What a reader sees: null (no file yet), or the one character the whole file is made of; 'TORN' otherwise. */
function readWhole(path: string, size = SIZE): string | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (bytes.length !== size) return 'TORN';
  const char = String.fromCharCode(bytes[0]!);
  return bytes.equals(Buffer.alloc(size, char)) ? char : 'TORN';
}

describe('shared-directory artifacts written by many processes', () => {
  it('never shows a torn file to a reader while three processes rewrite the same artifact', async () => {
    const root = tempRoot();
    const store = new SharedDirArtifactStore(root);
    const key = artifactKey('ext_shared', 'capture.json');
    await store.write(key, Buffer.alloc(SIZE, 'o'));
    const writers = await Promise.all(['a', 'b', 'c'].map((char) => writer(root, key, char, 40)));
    const seen = new Set<string | null>();
    let reads = 0;
    let finished = false;
    void Promise.all(writers.map((w) => w.done)).then(() => (finished = true));
    while (!finished) {
      seen.add(readWhole(store.localPath(key)));
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(writers.map((w) => w.done))).toEqual([0, 0, 0]);
    expect(reads).toBeGreaterThan(10); // the reader really raced the writers
    expect(seen.has('TORN')).toBe(false);
    expect(seen.has(null)).toBe(false); // the artifact never disappears while it is replaced
    expect([...seen].every((s) => s !== null && 'oabc'.includes(s))).toBe(true);
    // No temporary file is left behind, and the listing shows the artifact once.
    expect(readdirSync(join(root, 'artifacts', 'ext_shared'))).toEqual(['capture.json']);
    expect(await store.list('artifacts')).toEqual([key]);
  });

  it('leaves no visible partial file when a writer is killed between its temporary write and the rename', async () => {
    const root = tempRoot();
    const store = new SharedDirArtifactStore(root);
    const fresh = artifactKey('ext_crash', 'page.html');
    const replaced = artifactKey('ext_crash', 'styles.css');
    await store.write(replaced, Buffer.alloc(CRASH_SIZE, 'o'));
    const folder = join(root, 'artifacts', 'ext_crash');

    // Writers that rewrite the artifact without pause are killed at an arbitrary moment, most
    // likely mid-write (writing 16 MB is nearly all a round); every outcome must look whole.
    let rounds = 0;
    for (const key of [fresh, replaced, fresh, replaced, fresh, replaced]) {
      const name = key.split('/').pop()!;
      const appeared = new Promise<void>((resolve) => {
        const watcher = watch(folder, (_event, file) => {
          if (file && isTempName(file) && file.startsWith(`.${name}.`)) {
            watcher.close();
            resolve();
          }
        });
      });
      const { child, done } = await writer(root, key, 'x', 0, CRASH_SIZE);
      await appeared;
      await new Promise((resolve) => setTimeout(resolve, 5 + 10 * rounds));
      child.kill('SIGKILL');
      await done;
      rounds += 1;
      expect(await store.list('artifacts/ext_crash')).not.toContainEqual(expect.stringMatching(/\.tmp-/));
      expect([null, 'x']).toContain(readWhole(store.localPath(fresh), CRASH_SIZE));
      expect(['o', 'x']).toContain(readWhole(store.localPath(replaced), CRASH_SIZE));
    }

    const leftovers = readdirSync(folder).filter(isTempName);
    expect(leftovers.length).toBeGreaterThanOrEqual(1); // the crash did happen mid-write
    // The listing shows only whole artifacts; exists() agrees with it.
    const listed = await store.list('artifacts/ext_crash');
    expect(listed.every((key) => key === fresh || key === replaced)).toBe(true);
    expect(await store.exists(fresh)).toBe(listed.includes(fresh));
    // A young leftover may be a write in progress elsewhere: kept. An old one is swept.
    expect(await store.sweepTemp(60_000)).toEqual([]);
    const swept = await store.sweepTemp(60_000, Date.now() + 120_000);
    expect(swept.length).toBe(leftovers.length);
    expect(readdirSync(folder).filter(isTempName)).toEqual([]);
    expect(['o', 'x']).toContain(readWhole(store.localPath(replaced), CRASH_SIZE));
  });
});
