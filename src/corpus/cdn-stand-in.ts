/**
 * Build-time CDN stand-in for corpus thumbnails (issue 11 §1, round 5). Many free templates (HTML
 * Codex's among them) load jQuery and Bootstrap's JS from a public CDN and show a full-screen
 * loading spinner until their own script, which needs those libraries, hides it. The corpus build
 * serves the sites offline, so the CDN request is aborted, the script throws and the thumbnail is a
 * white spinner. While the corpus is built (on a developer machine, never in CI and never in the
 * extractor's network policy) such a request is answered from a local copy of the same library
 * file: the copies that other templates vendor (MIT-licensed jQuery, Bootstrap, …).
 *
 * Only a fixed list of well-known library files is stood in, and only by a local copy of the same
 * file name and major version (a jQuery 1 page never gets jQuery 3); everything else stays blocked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A library file a CDN URL names. */
export interface CdnFile {
  library: string;
  /** The version in the URL (`3.4.1`, `5`), null when the URL names none. */
  version: string | null;
  /** The file's base name (`jquery.min.js`, `bootstrap.bundle.min.js`). */
  file: string;
}

/** Local copies found on disk, by file base name. */
export type StandInCatalog = ReadonlyMap<string, readonly { path: string; version: string | null }[]>;

/** The library files that may be stood in, by base name → library. */
const KNOWN_FILES: Readonly<Record<string, string>> = {
  'jquery.js': 'jquery',
  'jquery.min.js': 'jquery',
  'bootstrap.js': 'bootstrap',
  'bootstrap.min.js': 'bootstrap',
  'bootstrap.bundle.js': 'bootstrap',
  'bootstrap.bundle.min.js': 'bootstrap',
  'popper.min.js': 'popper',
  'popper.js': 'popper',
};

/** CDN hosts whose URLs are read (RFC-style host names, lower case). */
const CDN_HOSTS = new Set([
  'code.jquery.com',
  'ajax.googleapis.com',
  'cdn.jsdelivr.net',
  'cdnjs.cloudflare.com',
  'unpkg.com',
  'stackpath.bootstrapcdn.com',
  'maxcdn.bootstrapcdn.com',
  'netdna.bootstrapcdn.com',
]);

const VERSION = /(\d+(?:\.\d+){0,2})/;

/** The library file a CDN URL names, or null for any other URL (pure). */
export function cdnFileOf(url: string): CdnFile | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || !CDN_HOSTS.has(parsed.hostname.toLowerCase())) return null;
  const path = decodeURIComponent(parsed.pathname);
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  // code.jquery.com/jquery-3.4.1.min.js: the version is in the file name.
  const jq = /^jquery-(\d+\.\d+\.\d+)(\.min)?\.js$/i.exec(last);
  if (jq) return { library: 'jquery', version: jq[1]!, file: `jquery${jq[2] ?? ''}.js` };
  const file = last.toLowerCase();
  const library = KNOWN_FILES[file];
  if (!library) return null;
  // …/npm/bootstrap@5.0.0/dist/js/…, unpkg.com/popper.js@1.16/…, …/libs/jquery/3.4.1/…, …/bootstrap/4.5.2/js/…
  for (const segment of segments.slice(0, -1)) {
    const at = /^@?[^@]+@(.+)$/.exec(segment);
    if (at) return { library, version: VERSION.exec(at[1]!)?.[1] ?? null, file };
  }
  const numbered = segments.slice(0, -1).find((s) => /^v?\d+(?:\.\d+)*$/.test(s));
  return { library, version: numbered ? numbered.replace(/^v/, '') : null, file };
}

const major = (version: string | null): string | null => (version ? version.split('.')[0]! : null);

/**
 * The local copy that stands in for `wanted` (pure): same file name, same major version (exact
 * version first); null when the URL names no version or no copy matches.
 */
export function pickStandIn(wanted: CdnFile, catalog: StandInCatalog): string | null {
  const copies = catalog.get(wanted.file) ?? [];
  if (!wanted.version) return null;
  const exact = copies.find((c) => c.version === wanted.version);
  if (exact) return exact.path;
  return copies.find((c) => major(c.version) === major(wanted.version))?.path ?? null;
}

/** The version a library file's banner comment names (`/*! jQuery v3.4.1 …`, `Bootstrap v5.0.2`). */
export function bannerVersion(head: string): string | null {
  return /\bv?(\d+\.\d+\.\d+)\b/.exec(head.slice(0, 400))?.[1] ?? null;
}

/** Local copies of the known library files under `dirs` (recursive, up to `maxDepth` folders deep). */
export function scanStandIns(dirs: readonly string[], maxDepth = 6): StandInCatalog {
  const catalog = new Map<string, { path: string; version: string | null }[]>();
  const walk = (dir: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      let isDir = false;
      try {
        isDir = statSync(path).isDirectory();
      } catch {
        continue;
      }
      if (isDir) {
        if (depth < maxDepth) walk(path, depth + 1);
      } else {
        // Templates vendor jQuery under its versioned name too (`jquery-3.4.1.min.js`).
        const versioned = /^jquery-(\d+\.\d+\.\d+)(\.min)?\.js$/i.exec(name);
        const file = versioned ? `jquery${versioned[2] ?? ''}.js` : name.toLowerCase();
        if (!KNOWN_FILES[file]) continue;
        const version = bannerVersion(readFileSync(path, 'utf8').slice(0, 400)) ?? versioned?.[1] ?? null;
        const list = catalog.get(file) ?? [];
        if (!list.some((c) => c.version === version)) list.push({ path, version });
        catalog.set(file, list);
      }
    }
  };
  for (const dir of dirs) walk(dir, 0);
  return catalog;
}
