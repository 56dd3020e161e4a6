/**
 * Writing `--out` files and folders (issue 8 item 9).
 *
 * Node's `mkdir(…, { recursive: true })` never returns under a pseudo-filesystem such as /proc:
 * `mkdir /proc/nope` answers ENOENT, which the recursive walk reads as "the parent is missing",
 * so it re-creates `/proc` (EEXIST, fine), retries the child (ENOENT) and loops forever. Here the
 * missing folders are created one by one, top down, from the nearest existing ancestor: at most
 * one `mkdir` per path component, and the first refusal is thrown as it is (code, path).
 *
 * Folder names of `extract --out` are unique per URL (issue 8 item 8): a readable part and a
 * short hash of the whole normalized URL.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { normalizeUrl } from '../crawl/discover.js';

/** Longest readable part of a folder name, before the hash. */
const READABLE_CHARS = 80;

/**
 * A folder name for a URL: host, path and query as letters, digits, dots and dashes (at most
 * 80 characters), then `-` and 8 hex digits of the SHA-256 of the normalized URL — so `/a-b` and
 * `/a/b`, `?page=1` and `?page=2`, or two long URLs sharing their first 80 characters never share
 * a folder, and the same page (fragment, `utm_*`, query order aside) always gets the same one.
 */
export function folderNameFor(url: string): string {
  const normalized = normalizeUrl(url);
  const hash = createHash('sha256').update(normalized).digest('hex').slice(0, 8);
  let readable = normalized;
  if (URL.canParse(normalized)) {
    const u = new URL(normalized);
    readable = `${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  }
  readable = readable.replace(/[^a-z0-9.]+/gi, '-').replace(/^[-.]+|-+$/g, '').slice(0, READABLE_CHARS).replace(/[-.]+$/, '');
  return `${readable || 'page'}-${hash}`;
}

/** An fs-style error (`code`, `path`, `syscall`) for a condition we detect ourselves. */
function fsError(code: string, syscall: string, path: string, text: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: ${text}, ${syscall} '${path}'`);
  error.code = code;
  error.path = path;
  error.syscall = syscall;
  return error;
}

function kindOf(path: string): 'dir' | 'other' | 'missing' {
  try {
    return statSync(path).isDirectory() ? 'dir' : 'other';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    throw error; // ENOTDIR (a file on the way), EACCES, ELOOP…: the real cause, with its path
  }
}

/**
 * Makes sure `dir` is a folder, creating the missing ones from the nearest existing ancestor
 * (with `mode` when given).
 * @throws the fs error of the first step that fails (ENOTDIR when a file is in the way).
 */
export function ensureDir(dir: string, mode?: number): void {
  const missing: string[] = [];
  let current = resolve(dir);
  for (;;) {
    const kind = kindOf(current);
    if (kind === 'dir') break;
    if (kind === 'other') throw fsError('ENOTDIR', 'mkdir', current, 'not a directory');
    missing.push(current);
    const parent = dirname(current);
    if (parent === current) break; // the root itself is missing: mkdir below reports why
    current = parent;
  }
  for (const path of missing.reverse()) mkdirSync(path, mode === undefined ? undefined : { mode });
}

/** Writes `content` to `file`, creating its folder first. Refuses a folder as the target (EISDIR). */
export function writeOutputFile(file: string, content: string | Uint8Array): string {
  const path = resolve(file);
  ensureDir(dirname(path));
  if (kindOf(path) === 'dir') throw fsError('EISDIR', 'open', path, 'illegal operation on a directory');
  writeFileSync(path, content);
  return path;
}

/** Copies `from` to `to`, creating the target's folder first. */
export function copyOutputFile(from: string, to: string): void {
  ensureDir(dirname(resolve(to)));
  copyFileSync(from, to);
}
