/**
 * The shared-directory artifact store (issue 13 §2): files under one root folder — the data dir
 * by default, or a folder every worker mounts (NFS, SMB, a cloud file share). Paths are the
 * runtime's usual ones (`<root>/artifacts/<extraction>/…`), so a data dir written before this
 * store existed reads the same.
 *
 * Atomicity: every write is temp file + fsync + rename in the target's folder (atomic-write.ts).
 * On a local disk and on NFSv3/v4 a rename within one directory is atomic on the server, so
 * readers on every machine see the old file or the new one whole. NFS clients cache attributes
 * and directory listings for a few seconds (`acdirmin`/`actimeo`): a file another machine just
 * renamed into place may show up there slightly later, never half-written.
 */
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { ARTIFACTS_PREFIX, checkedKey, type ArtifactStore } from './artifact-store.js';
import { isTempName, writeFileAtomic } from './atomic-write.js';

/** Folders are owner-only, as the data dir's (issue 8 item 10). */
const FOLDER_MODE = 0o700;

export class SharedDirArtifactStore implements ArtifactStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  localPath(key: string): string {
    return join(this.root, ...checkedKey(key).split('/'));
  }

  async write(key: string, data: string | Uint8Array): Promise<void> {
    const path = this.localPath(key);
    await mkdir(join(path, '..'), { recursive: true, mode: FOLDER_MODE });
    await writeFileAtomic(path, data);
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.localPath(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
      throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.localPath(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    return info?.isFile() ?? false;
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    await this.walk(checkedKey(prefix), (key, name) => {
      if (!isTempName(name)) keys.push(key);
    });
    return keys.sort();
  }

  async listExtractions(): Promise<string[]> {
    const entries = await readdir(join(this.root, ARTIFACTS_PREFIX), { withFileTypes: true }).catch(missingAsEmpty);
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  }

  async deleteExtraction(extractionId: string): Promise<void> {
    const folder = this.localPath(`${ARTIFACTS_PREFIX}/${extractionId}`);
    // checkedKey keeps the id one plain segment; this keeps the folder strictly inside artifacts/.
    if (!folder.startsWith(join(this.root, ARTIFACTS_PREFIX) + sep)) throw new Error(`refusing to delete ${folder}`);
    await rm(folder, { recursive: true, force: true });
  }

  async sweepTemp(olderThanMs: number, now = Date.now()): Promise<string[]> {
    const stale: string[] = [];
    await this.walk(ARTIFACTS_PREFIX, (key, name, mtimeMs) => {
      if (isTempName(name) && now - mtimeMs >= olderThanMs) stale.push(key);
    });
    await Promise.all(stale.map((key) => rm(this.localPath(key), { force: true })));
    return stale.sort();
  }

  /** Calls `visit` for every file under the folder `prefix` (none when it does not exist). */
  private async walk(prefix: string, visit: (key: string, name: string, mtimeMs: number) => void): Promise<void> {
    const entries = await readdir(this.localPath(prefix), { withFileTypes: true }).catch(missingAsEmpty);
    for (const entry of entries) {
      const key = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) await this.walk(key, visit);
      else if (entry.isFile()) {
        const info = await stat(this.localPath(key)).catch(missingAsNull); // renamed or removed meanwhile
        if (info) visit(key, entry.name, info.mtimeMs);
      }
    }
  }
}

function missingAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}

function missingAsEmpty(error: NodeJS.ErrnoException): never[] {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
  throw error;
}
