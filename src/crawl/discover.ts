/**
 * Map mode (spec §4.2: "discovers and submits multiple URLs from the site"): the start URL first,
 * then URLs from the site's sitemaps (`/sitemap.xml` and robots.txt `Sitemap:` lines), then the
 * links on the rendered start page. Everything here is pure except `discoverUrls`, whose only I/O
 * goes through the `DiscoverIo` it is given (the crawler passes fixture-aware fetch and
 * a rendered-page link reader), so it is testable without a browser.
 */
import { invalid } from '../errors.js';

/** What `discoverUrls` needs from the outside world. */
export interface DiscoverIo {
  /** GET a text resource; null when it cannot be fetched at all. May throw; failures count as "absent". */
  fetchText(url: string): Promise<{ status: number; contentType: string | null; text: string } | null>;
  /** Absolute `href`s of `a[href]` on the rendered page at `url`. */
  pageLinks(url: string): Promise<string[]>;
  /** Aborts discovery between steps; the signal's reason is thrown. */
  signal?: AbortSignal;
  /** Non-fatal findings (a sitemap that failed, a page whose links could not be read). */
  onWarning?: (message: string) => void;
}

export interface SitemapDocument {
  kind: 'urlset' | 'sitemapindex' | 'text' | 'unknown';
  /** Page URLs for `urlset`/`text`, child sitemap URLs for `sitemapindex`. */
  urls: string[];
}

/** Most sitemap files fetched for one discovery (root, robots.txt entries, index children). */
const MAX_SITEMAP_FETCHES = 10;
/** Sitemaps larger than this are read only up to it (the protocol's own limit is 50 MB). */
const MAX_SITEMAP_CHARS = 10_000_000;

/** File extensions that name assets, not pages; such URLs are never submitted as pages. */
const ASSET_EXTENSIONS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp', 'tif', 'tiff',
  'pdf', 'zip', 'gz', 'tgz', 'rar', '7z', 'tar', 'bz2', 'dmg', 'exe', 'msi', 'apk',
  'css', 'js', 'mjs', 'map', 'json', 'xml', 'txt', 'csv', 'rss', 'atom', 'webmanifest',
  'woff', 'woff2', 'ttf', 'otf', 'eot',
  'mp4', 'webm', 'mov', 'avi', 'mp3', 'wav', 'ogg', 'm4a',
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'key', 'epub',
]);

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  if (cdata) return cdata[1]!.trim();
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return XML_ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}

function absoluteHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null; // not an absolute URL: sitemaps require absolute ones, so it is junk
  }
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/**
 * Reads a sitemap (`<urlset>`, `<sitemapindex>`, or a plain-text list of URLs) and says which
 * kind it is. Tolerates junk: comments, CDATA, entities, namespace prefixes, unclosed elements,
 * `<image:loc>` and other extension locs (ignored), non-URL text (skipped).
 */
export function parseSitemapDocument(input: string): SitemapDocument {
  const xml = input.slice(0, MAX_SITEMAP_CHARS).replace(/^\uFEFF/, '').replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  const root = /<(?:([\w.-]+):)?(urlset|sitemapindex)\b/i.exec(xml);
  if (!root) {
    if (xml.includes('<')) return { kind: 'unknown', urls: [] };
    const lines = xml.split(/\r?\n/).map((line) => absoluteHttpUrl(line.trim()));
    return { kind: 'text', urls: unique(lines.filter((url): url is string => url !== null)) };
  }
  const prefix = root[1] ? `${root[1]}:` : '';
  const kind = root[2]!.toLowerCase() === 'sitemapindex' ? 'sitemapindex' : 'urlset';
  // Only the sitemap namespace's own <loc> (same prefix as the root); <image:loc> and friends are skipped.
  // The closing tag is not required: text runs to the next tag (or CDATA end) either way.
  const locPattern = new RegExp(`<${escapeRegExp(prefix)}loc\\b[^>]*>\\s*(<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|[^<]*)`, 'gi');
  const urls: string[] = [];
  for (const match of xml.matchAll(locPattern)) {
    const url = absoluteHttpUrl(decodeXmlText(match[1]!));
    if (url) urls.push(url);
  }
  return { kind, urls: unique(urls) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** URLs listed in a sitemap: page URLs of a `<urlset>`, child sitemaps of a `<sitemapindex>`. */
export function parseSitemap(xml: string): string[] {
  return parseSitemapDocument(xml).urls;
}

/** `Sitemap:` lines of a robots.txt, resolved against the robots.txt URL. */
export function parseRobotsSitemaps(robotsTxt: string, robotsUrl: string): string[] {
  const found: string[] = [];
  for (const line of robotsTxt.split(/\r?\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!match) continue;
    try {
      const url = new URL(match[1]!, robotsUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') found.push(url.href);
    } catch {
      continue; // an unparseable Sitemap: value is skipped, as crawlers do
    }
  }
  return unique(found);
}

/**
 * The canonical form of a URL, used for de-duplication and as the job store's cache key:
 * lowercase scheme and host (URL parsing), no fragment, no default port, no `utm_*` parameters,
 * remaining query parameters sorted by name (stable, original encoding kept), empty `?` dropped.
 * The path is kept as is (`/a` and `/a/` stay different; the root is always `/`).
 * A string that is not an absolute URL is returned trimmed and otherwise unchanged.
 */
export function normalizeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim();
  }
  parsed.hash = '';
  // Always reassigned: a bare trailing `?` has an empty `search` but survives in `href`.
  const params = parsed.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => ({ part, key: queryKey(part) }))
    .filter(({ key }) => !key.toLowerCase().startsWith('utm_'));
  params.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  parsed.search = params.length > 0 ? `?${params.map(({ part }) => part).join('&')}` : '';
  return parsed.href;
}

/** Default documents a server answers for a folder URL: `/index.html` is the page `/` (issue 8 item 14). */
const DEFAULT_DOCUMENT = /\/(?:index|default)\.(?:html?|php|aspx?|shtml|xhtml)$/i;

/**
 * The page a URL names, for map mode's de-duplication: `normalizeUrl`, then a trailing default
 * document dropped (`/index.html`, `/about/index.htm`, `/default.aspx` → the folder). Not the
 * cache key: a server may serve different pages there, but discovery should not submit both.
 */
export function pageKey(url: string): string {
  const normalized = normalizeUrl(url);
  try {
    const parsed = new URL(normalized);
    parsed.pathname = parsed.pathname.replace(DEFAULT_DOCUMENT, '/');
    return parsed.href;
  } catch {
    return normalized; // not an absolute URL: nothing to fold
  }
}

function queryKey(part: string): string {
  const raw = part.split('=', 1)[0]!;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw; // malformed escapes: compare the raw key
  }
}

function siteKey(url: string): { host: string; port: string } | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    // URL drops the scheme's default port, so http://a and https://a both yield ''.
    return { host: parsed.hostname.replace(/^www\./, ''), port: parsed.port };
  } catch {
    return null; // not an absolute URL: belongs to no site
  }
}

/**
 * True when both URLs are on the same site: same host once a leading `www.` is ignored, same
 * explicit port; http and https count as the same site. Subdomains are different sites.
 */
export function isSameSite(a: string, b: string): boolean {
  const left = siteKey(a);
  const right = siteKey(b);
  return left !== null && right !== null && left.host === right.host && left.port === right.port;
}

/** True for http(s) URLs whose path does not end in an asset extension (images, PDFs, CSS, …). */
export function isPageUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false; // relative or malformed: callers resolve links before asking
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const lastSegment = parsed.pathname.slice(parsed.pathname.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot < 0 || !ASSET_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function fetchOk(io: DiscoverIo, url: string): Promise<string | null> {
  try {
    const response = await io.fetchText(url);
    if (!response || response.status < 200 || response.status >= 300) return null;
    return response.text;
  } catch (error) {
    throwIfAborted(io.signal);
    io.onWarning?.(`could not fetch ${url}: ${describe(error)}`);
    return null;
  }
}

/** Page URLs from the site's sitemaps, in sitemap order, following sitemap indexes breadth-first. */
async function sitemapPageUrls(start: URL, io: DiscoverIo): Promise<string[]> {
  const queue = [new URL('/sitemap.xml', start).href];
  const robotsUrl = new URL('/robots.txt', start).href;
  const robots = await fetchOk(io, robotsUrl);
  if (robots !== null) queue.push(...parseRobotsSitemaps(robots, robotsUrl));

  const visited = new Set<string>();
  const pages: string[] = [];
  while (queue.length > 0 && visited.size < MAX_SITEMAP_FETCHES) {
    throwIfAborted(io.signal);
    const sitemapUrl = queue.shift()!;
    const key = normalizeUrl(sitemapUrl);
    // Only the site's own sitemaps are read: discovery touches nothing but the site being crawled.
    if (visited.has(key) || !isSameSite(sitemapUrl, start.href)) continue;
    visited.add(key);
    const text = await fetchOk(io, sitemapUrl);
    if (text === null) continue;
    const document = parseSitemapDocument(text);
    if (document.kind === 'sitemapindex') queue.push(...document.urls);
    else pages.push(...document.urls);
  }
  return pages;
}

/**
 * Map mode: same-site page URLs, the start URL first, then sitemap URLs, then links on the
 * rendered start page; de-duplicated by `normalizeUrl` (which is also the form returned),
 * without mailto:/tel:/javascript: or asset links, at most `maxUrls` (at least 1).
 */
export async function discoverUrls(startUrl: string, maxUrls: number, io: DiscoverIo): Promise<string[]> {
  const limit = Math.max(1, Math.floor(Number.isFinite(maxUrls) ? maxUrls : 1));
  if (absoluteHttpUrl(startUrl.trim()) === null) throw invalid(['url'], `expected an absolute http(s) URL, got ${JSON.stringify(startUrl)}`);
  const start = new URL(normalizeUrl(startUrl));
  const found: string[] = [start.href];
  const seen = new Set([pageKey(start.href)]);
  const add = (candidate: string, base: string): void => {
    if (found.length >= limit) return;
    let absolute: string;
    try {
      absolute = new URL(candidate.trim(), base).href;
    } catch {
      return; // unparseable href: not a page
    }
    if (!isPageUrl(absolute) || !isSameSite(absolute, start.href)) return;
    const normalized = normalizeUrl(absolute);
    // `/` and `/index.html` are one page: the first form seen is kept (issue 8 item 14).
    if (seen.has(pageKey(normalized))) return;
    seen.add(pageKey(normalized));
    found.push(normalized);
  };

  if (found.length < limit) {
    for (const url of await sitemapPageUrls(start, io)) add(url, start.href);
  }
  if (found.length < limit) {
    throwIfAborted(io.signal);
    let links: string[] = [];
    try {
      links = await io.pageLinks(start.href);
    } catch (error) {
      throwIfAborted(io.signal);
      io.onWarning?.(`could not read links on ${start.href}: ${describe(error)}`);
    }
    for (const link of links) add(link, start.href);
  }
  return found;
}
