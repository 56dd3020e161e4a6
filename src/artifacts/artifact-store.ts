/**
 * Where artifacts live (issue 13 §2), behind one small interface: the shared-directory store
 * (shared-dir.ts, the default; also what a network-filesystem mount uses) today, an object store
 * (S3-compatible) later. Keys are the paths the runtime has always used, relative to the
 * artifact root: `artifacts/<extraction id>/<file>` (capture.json, page.html, screenshot.png,
 * resources/…, assets/…), so a database row's `dir` means the same thing in every store.
 *
 * What an S3 adapter would map each operation to (not shipped: it needs its own run of
 * test/artifacts/store-contract.test.ts against a real server first):
 * write → PutObject (one object replaces another whole: the same old-or-new guarantee, no temp
 * file); read/exists → GetObject/HeadObject; list → ListObjectsV2 by prefix; deleteExtraction →
 * list + DeleteObjects; sweepTemp → nothing (abandoned multipart uploads are a bucket lifecycle
 * rule); localPath → null, so readers that want a file path read the bytes instead.
 */
import { invalid } from '../errors.js';

export const ARTIFACTS_PREFIX = 'artifacts';

export interface ArtifactStore {
  /** Writes one artifact atomically: a reader sees the previous content or this one, whole, never a part. */
  write(key: string, data: string | Uint8Array): Promise<void>;
  /** The artifact's bytes; null when there is none. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Keys of the artifacts under `prefix` (a folder key), recursively, sorted; unfinished writes are not listed. */
  list(prefix: string): Promise<string[]>;
  /** Ids of the extractions that have artifacts (the folders under `artifacts/`). */
  listExtractions(): Promise<string[]>;
  /** Deletes every artifact of one extraction (what its submissions refer to). Idempotent. */
  deleteExtraction(extractionId: string): Promise<void>;
  /**
   * Removes what writers that crashed mid-write left (temporary files older than `olderThanMs`,
   * so a write in progress on another machine is never touched). Returns their keys.
   */
  sweepTemp(olderThanMs: number, now?: number): Promise<string[]>;
  /** The file behind `key` for readers that need a path (file URLs, the report); null in a store without files. */
  localPath(key: string): string | null;
}

/** Temporary files younger than this may belong to a write in progress; gc leaves them. */
export const STALE_TEMP_MS = 60 * 60 * 1000;

/** `artifacts/<extractionId>/<file…>`. @throws ValidationError for an id or file that would leave the folder */
export function artifactKey(extractionId: string, ...file: string[]): string {
  return checkedKey([ARTIFACTS_PREFIX, extractionId, ...file].join('/'));
}

/**
 * `key` when it is a relative path of plain segments (no `..`, `.`, empty segment, backslash or
 * leading slash): keys come from ids and file names, and must never name a file outside the root.
 * @throws ValidationError
 */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  if (key === '' || key.includes('\\') || key.includes('\0') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw invalid(['artifact'], `expected a relative artifact path of plain segments (e.g. artifacts/<extraction>/capture.json); got ${JSON.stringify(key)}`);
  }
  return key;
}
