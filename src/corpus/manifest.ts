/**
 * What `corpus build` builds from: the curation manifest (corpus/manifest.json: id, url,
 * brand_name, industry, page_type per entry) or a user's URL list, and the content hash that
 * decides whether a page changed since its last extraction.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FIXTURE_SITES_DIR, isFixtureUrl } from '../crawl/fixture-origin.js';
import { ValidationError, type ValidationIssue } from '../errors.js';
import type { CardLabels } from './cards.js';
import { INDUSTRIES, PAGE_TYPES, isIndustry, isPageType } from './vocabulary.js';

export type ManifestEntry = CardLabels & {
  /** Where the page is extracted from when it is not `url` (real pages served on loopback by the build). */
  crawl_url?: string;
  /** The page's content hash when the caller computed it (real pages: from their site files). */
  content_hash?: string | null;
};

/** The bundled corpus folder (manifest, cards, build state, screenshots): `<package>/corpus`. */
export const BUNDLED_CORPUS_DIR: string = join(dirname(dirname(FIXTURE_SITES_DIR)), 'corpus');

const ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** Validates manifest entries (422 issues with loc `['manifest', index, field]`). */
export function validateManifest(entries: unknown): ManifestEntry[] {
  const issues: ValidationIssue[] = [];
  if (!Array.isArray(entries)) throw new ValidationError([{ loc: ['manifest'], msg: `expected an array of entries; got ${typeof entries}`, type: 'type_error.list' }]);
  const seen = new Set<string>();
  const out: ManifestEntry[] = [];
  entries.forEach((raw: unknown, i) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const issue = (field: string, msg: string, type = 'value_error'): void => void issues.push({ loc: ['manifest', i, field], msg, type });
    if (typeof e.id !== 'string' || !ID.test(e.id)) issue('id', `expected a lower-case id of letters, digits and dashes; got ${JSON.stringify(e.id)}`);
    else if (seen.has(e.id)) issue('id', `duplicate id ${JSON.stringify(e.id)}`);
    else seen.add(e.id);
    if (typeof e.url !== 'string' || !/^https?:\/\//.test(e.url) || !URL.canParse(e.url)) issue('url', `expected an http(s) URL; got ${JSON.stringify(e.url)}`);
    if (e.brand_name !== undefined && e.brand_name !== null && typeof e.brand_name !== 'string') issue('brand_name', 'expected a string or null', 'type_error.str');
    if (e.industry !== undefined && e.industry !== null && !isIndustry(e.industry)) issue('industry', `expected one of ${INDUSTRIES.join(', ')}; got ${JSON.stringify(e.industry)}`);
    if (e.page_type !== undefined && e.page_type !== null && !isPageType(e.page_type)) issue('page_type', `expected one of ${PAGE_TYPES.join(', ')}; got ${JSON.stringify(e.page_type)}`);
    out.push({
      id: String(e.id),
      url: String(e.url),
      brand_name: typeof e.brand_name === 'string' ? e.brand_name : null,
      industry: (e.industry as string | undefined) ?? null,
      page_type: (e.page_type as string | undefined) ?? null,
      // Real pages (corpus/pages.json) carry their identity, source and where to crawl them.
      ...(typeof e.identity === 'string' ? { identity: e.identity } : {}),
      ...(e.source && typeof e.source === 'object' ? { source: e.source as ManifestEntry['source'] } : {}),
      ...(typeof e.crawl_url === 'string' ? { crawl_url: e.crawl_url } : {}),
      ...(typeof e.content_hash === 'string' ? { content_hash: e.content_hash } : {}),
    });
  });
  if (issues.length) throw new ValidationError(issues);
  return out;
}

/** Reads a manifest file: `{ entries: [...] }` (corpus/manifest.json) or a bare array. */
export function readManifest(path: string): ManifestEntry[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  return validateManifest(Array.isArray(parsed) ? parsed : (parsed as { entries?: unknown })?.entries);
}

/**
 * A URL list: one URL per line, optionally followed by tab-separated brand name, industry and
 * page type (empty cells allowed); blank lines and `#` comments are skipped. Ids are made from
 * host and path.
 */
export function parseUrlList(text: string): ManifestEntry[] {
  const taken = new Set<string>();
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  const entries = lines.map((line) => {
    const [url = '', brand, industry, pageType] = line.split('\t').map((cell) => cell.trim());
    let id = idForUrl(url);
    for (let n = 2; taken.has(id); n++) id = `${idForUrl(url).slice(0, 110)}-${n}`;
    taken.add(id);
    return { id, url, brand_name: brand || null, industry: industry || null, page_type: pageType || null };
  });
  return validateManifest(entries);
}

/** A readable id for a URL: host and path, lower case, dashes (`acme-com-pricing`). */
export function idForUrl(url: string): string {
  let host = url;
  let path = '';
  if (URL.canParse(url)) {
    const u = new URL(url);
    host = u.hostname.replace(/^www\./, '');
    path = u.pathname.replace(/\.html?$/, '').replace(/\/+$/, '');
  }
  const id = `${host}${path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120);
  return id || 'page';
}

/** Every file under `dir`, relative, sorted (POSIX separators). */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name]))
    .sort();
}

/**
 * The content hash of a bundled fixture page: every file of its site folder that can paint it
 * (stylesheets, images, fonts, its own HTML), not the folder's other pages nor its expected.json
 * files. Null when `url` is not a fixture URL or its folder is missing.
 */
export function fixturePageHash(url: string, sitesDir: string = FIXTURE_SITES_DIR): string | null {
  if (!isFixtureUrl(url)) return null;
  const u = new URL(url);
  const site = u.hostname.split('.')[0]!;
  const dir = join(sitesDir, site);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return null;
  const path = decodeURIComponent(u.pathname).replace(/^\/+/, '');
  const page = path === '' || path.endsWith('/') ? `${path}index.html` : /\.[a-z0-9]+$/i.test(path) ? path : `${path}.html`;
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (/(^|\/)([a-z0-9-]+\.)?expected\.json$/.test(file)) continue;
    if (/\.html?$/.test(file) && file !== page) continue;
    hash.update(`${file}\0`).update(readFileSync(join(dir, ...file.split('/')))).update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}

/**
 * The content hash of any page: fixture pages from their folder; other pages from their HTML as
 * served (fetched with a timeout; linked CSS is not followed). Null when it cannot be read, which
 * makes the build re-extract the page.
 */
export async function pageContentHash(url: string, options: { timeoutMs?: number; sitesDir?: string } = {}): Promise<string | null> {
  if (isFixtureUrl(url)) return fixturePageHash(url, options.sitesDir);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 15_000), redirect: 'follow' });
    if (!response.ok) return null;
    const body = Buffer.from(await response.arrayBuffer());
    return `sha256:${createHash('sha256').update(body).digest('hex')}`;
  } catch (error) {
    // Unreachable now (offline, DNS, timeout): unknown content, so the page is extracted again.
    if (error instanceof Error) return null;
    throw error;
  }
}
