/**
 * The whole-thumbnail looks of a corpus (thumb-look.ts), stored beside its cards as `thumbs.json`
 * (issue 11 §2): read once per page at build time from `screenshots/<id>.jpg`, so search never
 * decodes an image for a corpus page. Each look records the byte size of the JPEG it was read
 * from; a thumbnail taken again (another size) is read again, a missing one drops its look.
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJpeg } from './thumb-image.js';
import { thumbLook, THUMB_LOOK_VERSION, type ThumbLook } from './thumb-look.js';

export const THUMBS_FILE = 'thumbs.json';

/** A look as stored: the look and the size of the thumbnail it was read from. */
export type StoredThumbLook = ThumbLook & { bytes: number };

/** The looks stored in `dir`/thumbs.json by page id; empty when absent or of another version. */
export function readThumbLooks(dir: string): Map<string, StoredThumbLook> {
  const file = join(dir, THUMBS_FILE);
  if (!existsSync(file)) return new Map();
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { version: number; looks: Record<string, StoredThumbLook> };
  if (stored.version !== THUMB_LOOK_VERSION) return new Map();
  return new Map(Object.entries(stored.looks));
}

/**
 * The looks of a corpus's thumbnails, for search and similarity at load: the stored look of each
 * page whose JPEG (`file`, null for a page without one) has the byte size it was read from, else
 * the look read from the JPEG now (a thumbnail taken again after thumbs.json was written); null for
 * a page whose thumbnail is missing. Each file is checked once, here.
 */
export function currentThumbLooks(dir: string, pages: readonly { id: string; file: string | null }[]): (StoredThumbLook | null)[] {
  const stored = readThumbLooks(dir);
  return pages.map(({ id, file }) => {
    if (!file || !existsSync(file)) return null;
    const look = stored.get(id);
    return look && look.bytes === statSync(file).size ? look : thumbLookOfFile(file);
  });
}

/** Fields read since looks were first stored, in the order a fresh look has them; a stored look lacking any gets them from its JPEG. */
const ADDED_FIELDS = ['grayPhoto', 'topGrayPhoto', 'heroCenter', 'heroLeft', 'heroRight', 'heroPictureRight', 'heroPictureLeft'] as const;

/** A stored look with the fields read since it was stored added from its JPEG; the others kept. */
function completed(kept: StoredThumbLook, file: string): StoredThumbLook {
  if (ADDED_FIELDS.every((f) => kept[f] !== undefined)) return kept;
  const fresh = thumbLookOfFile(file);
  const { page, top, bytes, ...rest } = kept;
  const measures = Object.fromEntries(Object.entries(rest).filter(([f]) => !(ADDED_FIELDS as readonly string[]).includes(f)));
  const added = Object.fromEntries(ADDED_FIELDS.map((f) => [f, kept[f] ?? fresh[f]]));
  // In the order a fresh look has its fields (thumbLookOfFile); a stored value is never replaced.
  return { ...measures, ...added, page, top, bytes } as StoredThumbLook;
}

/** The look of one thumbnail JPEG. */
export function thumbLookOfFile(file: string): StoredThumbLook {
  const bytes = readFileSync(file);
  return { ...thumbLook(decodeJpeg(bytes)), bytes: bytes.length };
}

/**
 * Brings `dir`/thumbs.json up to date with the thumbnails `screenshots/<id>.jpg` of `ids`: looks
 * of unchanged thumbnails are kept, the others read now, ids without a thumbnail left out.
 * A look stored without the fields added since (`flat`, `topPhoto`) is read again; one without the
 * grey photographs (`grayPhoto`, `topGrayPhoto`) or the first view's alignment (`heroCenter` …
 * `heroPictureLeft`) gets them added, its other fields kept as stored (other readers of
 * thumbs.json see the same values). Returns the ids read now.
 */
export function updateThumbLooks(dir: string, ids: readonly string[]): string[] {
  const before = readThumbLooks(dir);
  const looks: [string, StoredThumbLook][] = [];
  const read: string[] = [];
  for (const id of ids) {
    const file = join(dir, 'screenshots', `${id}.jpg`);
    if (!existsSync(file)) continue;
    const kept = before.get(id);
    // A look stored before the painted colors were read (no `flat`) is read again.
    if (kept && kept.bytes === statSync(file).size && kept.flat !== undefined) {
      looks.push([id, completed(kept, file)]);
      continue;
    }
    looks.push([id, thumbLookOfFile(file)]);
    read.push(id);
  }
  // One page per line: a rebuilt page changes one line of the diff.
  const body = looks.map(([id, look]) => `${JSON.stringify(id)}: ${JSON.stringify(look)}`).join(',\n');
  const file = join(dir, THUMBS_FILE);
  writeFileSync(`${file}.tmp`, `{\n"version": ${THUMB_LOOK_VERSION},\n"looks": {\n${body}\n}\n}\n`);
  renameSync(`${file}.tmp`, file);
  return read;
}
