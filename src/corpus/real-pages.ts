/**
 * Building the bundled corpus from its real pages (corpus/pages.json, issue 11 §1). The pages'
 * sites are not in the package: the build serves the folders that hold them (`<root>/<identity>/…`,
 * e.g. ../shared/realweb materialized) on an ephemeral loopback port, extracts each page from
 * there, and gives the card the page's stable URL, identity, source and license.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { contentTypeFor } from '../crawl/fixture-origin.js';
import { ValidationError } from '../errors.js';
import type { ManifestEntry } from './manifest.js';
import type { CorpusPage } from './page-list.js';
import { BUNDLED_CORPUS_DIR } from './manifest.js';

export const PAGES_FILE = 'pages.json';

/** corpus/pages.json's pages. */
export function readCorpusPages(file: string = join(BUNDLED_CORPUS_DIR, PAGES_FILE)): CorpusPage[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown };
  if (!Array.isArray(parsed.pages)) throw new ValidationError([{ loc: ['pages'], msg: `${file}: expected { "pages": [...] }`, type: 'type_error.list' }]);
  return parsed.pages as CorpusPage[];
}

/** The folder of `identity` in the first sites root that has it; null when none does. */
export function findSiteDir(roots: readonly string[], siteDir: string): string | null {
  for (const root of roots) {
    const dir = join(root, siteDir);
    if (existsSync(dir) && statSync(dir).isDirectory()) return dir;
  }
  return null;
}

/**
 * The content hash of a real page: its HTML and the local stylesheets it links (what can change
 * how it paints without changing its HTML). Null when the page is missing.
 */
export function realPageHash(file: string): string | null {
  if (!existsSync(file)) return null;
  const html = readFileSync(file);
  const hash = createHash('sha256').update(html);
  for (const match of html.toString('utf8').matchAll(/<link\b[^>]*\bhref\s*=\s*["']?([^"'\s>]+\.css)(?:[?#][^"'\s>]*)?["']?[^>]*>/gi)) {
    const href = match[1]!;
    if (/^(?:[a-z]+:)?\/\//i.test(href)) continue;
    let sheet: string;
    try {
      sheet = join(dirname(file), decodeURIComponent(href));
    } catch {
      continue; // a malformed %-escape names no file
    }
    if (existsSync(sheet) && statSync(sheet).isFile()) hash.update(`\0${href}\0`).update(readFileSync(sheet));
  }
  return `sha256:${hash.digest('hex')}`;
}

/**
 * Manifest entries for the pages found under `roots`, crawled from `origin` (the loopback server
 * of `serveSiteRoots`). Pages whose site is missing are returned in `missing`.
 */
export function realPageEntries(pages: readonly CorpusPage[], roots: readonly string[], origin: string): { entries: ManifestEntry[]; missing: string[] } {
  const entries: ManifestEntry[] = [];
  const missing: string[] = [];
  for (const page of pages) {
    const dir = findSiteDir(roots, page.site_dir);
    const file = dir ? join(dir, ...page.site_path.split('/')) : null;
    if (!file || !existsSync(file)) {
      missing.push(page.id);
      continue;
    }
    entries.push({
      id: page.id,
      url: page.url,
      brand_name: null,
      industry: page.industry ?? null,
      page_type: page.page_type ?? null,
      identity: page.identity,
      source: { repo: page.repo, commit: page.commit, path: page.source_path, url: page.source_url, license: page.license, license_file: page.license_file },
      crawl_url: `${origin}/${encodeURIComponent(page.site_dir)}/${page.site_path.split('/').map(encodeURIComponent).join('/')}`,
      content_hash: realPageHash(file),
    });
  }
  return { entries, missing };
}

export interface SiteServer {
  /** `http://127.0.0.1:<port>`; `/<identity>/<path>` is `<root>/<identity>/<path>` of the first root that has the identity. */
  origin: string;
  close(): Promise<void>;
}

/** A read-only static server over several sites roots, on an ephemeral loopback port. */
export async function serveSiteRoots(roots: readonly string[]): Promise<SiteServer> {
  const bases = roots.map((r) => resolve(r));
  const server: Server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const site = path.split('/')[1] ?? '';
    const base = bases.find((b) => site && existsSync(join(b, site)));
    let file = base ? normalize(join(base, path)) : '';
    if (!base || (file !== base && !file.startsWith(base + sep))) {
      res.writeHead(404).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const size = statSync(file).size;
      res.writeHead(200, { 'content-type': contentTypeFor(file), 'content-length': size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}
