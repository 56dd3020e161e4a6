/**
 * Atomic file writes (issue 13 §2): the bytes go to a temporary file in the target's own folder,
 * are flushed (fsync), and the temporary file is renamed over the target. rename(2) within one
 * folder replaces the name in one step, so a reader opens either the old file or the new one,
 * whole — never a torn mix of two writers, never half a file. A crash between the write and the
 * rename leaves only a temporary file, under a name no reader asks for (`isTempName`), which
 * `sweepTempFiles` removes once it is old.
 *
 * Hand-written rather than npm `write-file-atomic`: that package names its temporary files
 * `<name>.<hash>`, which listings could not tell from artifacts, and it has no sync form with
 * the same naming for the job code that writes synchronously.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Artifacts are private to the data dir's owner (issue 8 item 10). */
export const ARTIFACT_FILE_MODE = 0o600;

const TEMP_PATTERN = /^\.(.+)\.tmp-\d+-[0-9a-f]{8}$/;

/** `.<name>.tmp-<pid>-<random>` beside the target: same folder (so rename is atomic), hidden, unique per writer. */
export function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** True for the name of a temporary file of an atomic write (left behind only by a crash). */
export function isTempName(name: string): boolean {
  return TEMP_PATTERN.test(name);
}

export interface AtomicWriteOptions {
  /** @default ARTIFACT_FILE_MODE */
  mode?: number;
}

/** Writes `data` to `target` atomically (temp file, fsync, rename). The folder must exist. */
export async function writeFileAtomic(target: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const temp = tempPathFor(target);
  try {
    const handle = await open(temp, 'wx', options.mode ?? ARTIFACT_FILE_MODE);
    try {
      await handle.writeFile(data);
      // Flushed before the rename: after a power loss the new name never points at missing data,
      // and on NFS the close after fsync is what sends the bytes to the server (close-to-open).
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The synchronous twin of `writeFileAtomic`, for code that writes synchronously. */
export function writeFileAtomicSync(target: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  const temp = tempPathFor(target);
  try {
    const fd = openSync(temp, 'wx', options.mode ?? ARTIFACT_FILE_MODE);
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset, bytes.length - offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
