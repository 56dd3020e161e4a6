/**
 * The fixture origin: `https://<site>.brand-design.test/…` is answered from the bundled fixture
 * sites in `fixtures/sites/<site>/` instead of the network, so captures, tests and the demo work
 * offline (ARCHITECTURE "Runtime dependencies at run time").
 *
 * This module only reads files; the crawler decides how to deliver a `FixtureResponse`
 * (e.g. `route.fulfill`, honouring `delayMs` and `hang`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FixtureResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Wait this long before answering (`/_slow/<ms>`). */
  delayMs?: number;
  /** Never answer (`/_hang`); the request stays pending until the page gives up. */
  hang?: boolean;
}

const PACKAGE_NAME = 'brand-design';
const FIXTURE_HOST = /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.brand-design\.test$/;
/** Longest `/_slow/<ms>` delay honoured, so a typo cannot park a request for hours. */
const MAX_SLOW_MS = 120_000;
/** Longest `/_redirect/<n>` chain. */
const MAX_REDIRECTS = 50;

/** The package root: the nearest folder above this module whose package.json is ours. */
function findPackageRoot(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
        if (parsed.name === PACKAGE_NAME) return dir;
      } catch (error) {
        // A malformed package.json on the way up is not ours; keep walking.
        if (!(error instanceof SyntaxError)) throw error;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const PACKAGE_ROOT = findPackageRoot();

/** Absolute path of `fixtures/sites` in this package (works from `src/` and from `dist/crawl/`). */
export const FIXTURE_SITES_DIR: string = PACKAGE_ROOT
  ? join(PACKAGE_ROOT, 'fixtures', 'sites')
  : resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'sites');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

/** Content-Type for a file name, by extension; unknown extensions are octet-stream. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function parseFixtureUrl(url: string): { site: string; url: URL } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // not a URL at all, so certainly not a fixture URL
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const match = FIXTURE_HOST.exec(parsed.hostname);
  return match ? { site: match[1]!, url: parsed } : null;
}

/**
 * Header on the answer for a fixture host with no site folder, so the crawler can say "no such
 * fixture site" instead of "HTTP 404" (issue 8 item 15).
 */
export const NO_SUCH_FIXTURE_SITE_HEADER = 'x-brand-design-no-such-fixture-site';

/** The site name of a fixture URL (`studio` for https://studio.brand-design.test/); null otherwise. */
export function fixtureSiteName(url: string): string | null {
  return parseFixtureUrl(url)?.site ?? null;
}

/** Hosts `<site>.brand-design.test` map to fixtures/sites/<site>/. Returns false for any other host. */
export function isFixtureUrl(url: string): boolean {
  return parseFixtureUrl(url) !== null;
}

function html(status: number, title: string, message: string): FixtureResponse {
  const body = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body><h1>${title}</h1><p>${message}</p></body></html>\n`;
  return { status, headers: headersFor('text/html; charset=utf-8'), body: Buffer.from(body) };
}

function headersFor(contentType: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': contentType, 'cache-control': 'no-cache', ...extra };
}

function notFound(): FixtureResponse {
  return html(404, 'Not found', 'There is no such page on this fixture site.');
}

/** Reads `file` when it is a regular file; null when it does not exist or is a folder. */
async function readRegularFile(file: string): Promise<Buffer | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? await readFile(file) : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return null;
    throw error;
  }
}

/** True when `candidate` is `root` itself or inside it (no `..` escape). */
function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root + sep);
}

async function serveFile(root: string, relativePath: string): Promise<FixtureResponse> {
  const rootDir = resolve(root);
  const candidates: string[] = [];
  if (relativePath === '' || relativePath.endsWith('/')) {
    candidates.push(relativePath + 'index.html');
  } else {
    candidates.push(relativePath);
    const lastSegment = relativePath.slice(relativePath.lastIndexOf('/') + 1);
    if (!lastSegment.includes('.')) candidates.push(`${relativePath}.html`, `${relativePath}/index.html`);
  }
  for (const candidate of candidates) {
    const file = resolve(rootDir, candidate);
    if (!isInside(rootDir, file)) return notFound();
    const body = await readRegularFile(file);
    if (body) return { status: 200, headers: headersFor(contentTypeFor(file)), body };
  }
  return notFound();
}

/** `node_modules/@fontsource/<pkg>/files`, looked up from the package root upwards. */
function fontsourceFilesDir(pkg: string): string | null {
  if (!PACKAGE_ROOT) return null;
  let dir = PACKAGE_ROOT;
  for (;;) {
    const candidate = join(dir, 'node_modules', '@fontsource', pkg, 'files');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** A one-page PDF with correct xref offsets (built on demand, not at import). */
function tinyPdf(): Buffer {
  const content = 'BT /F1 18 Tf 20 44 Td (brand-design fixture PDF) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 320 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The built-in `/_…` paths for error-path tests; null when `path` is not one of them. */
async function serveBuiltIn(url: URL, path: string): Promise<FixtureResponse | null> {
  const [, head, arg, ...rest] = path.split('/');
  if (!head?.startsWith('_')) return null;
  const single = rest.length === 0 ? arg : undefined;
  switch (head) {
    case '_status': {
      const code = Number(single);
      // 1xx cannot be delivered as a final response; 204/304 must not carry a body.
      if (!/^\d{3}$/.test(single ?? '') || code < 200 || code > 599) return notFound();
      if (code === 204 || code === 304) return { status: code, headers: headersFor('text/plain; charset=utf-8'), body: Buffer.alloc(0) };
      return html(code, `Status ${code}`, `This fixture path always answers ${code}.`);
    }
    case '_hang':
      return { status: 200, headers: headersFor('text/html; charset=utf-8'), body: Buffer.alloc(0), hang: true };
    case '_slow': {
      if (!/^\d{1,9}$/.test(single ?? '')) return notFound();
      const delayMs = Math.min(Number(single), MAX_SLOW_MS);
      return { ...html(200, 'Slow response', `Answered after ${delayMs} ms.`), delayMs };
    }
    case '_redirect': {
      if (!/^\d{1,3}$/.test(single ?? '')) return notFound();
      const hops = Math.min(Number(single), MAX_REDIRECTS);
      if (hops === 0) return null; // zero hops: the caller serves `/` directly
      const next = hops === 1 ? '/' : `/_redirect/${hops - 1}`;
      const location = new URL(next, url).href;
      return { ...html(302, 'Found', `Redirecting to ${next}.`), headers: headersFor('text/html; charset=utf-8', { location }) };
    }
    case '_download':
      return {
        status: 200,
        headers: headersFor('application/octet-stream', { 'content-disposition': 'attachment; filename="report.bin"' }),
        body: Buffer.from('brand-design fixture download\n'),
      };
    case '_json':
      return {
        status: 200,
        headers: headersFor('application/json; charset=utf-8'),
        body: Buffer.from(JSON.stringify({ fixture: true, message: 'This is JSON, not a page.' }) + '\n'),
      };
    case '_pdf':
      return { status: 200, headers: headersFor('application/pdf'), body: tinyPdf() };
    case '_fonts': {
      if (!arg || rest.length !== 1 || !/^[a-z0-9-]+$/.test(arg) || !/^[A-Za-z0-9._-]+$/.test(rest[0]!)) return notFound();
      const dir = fontsourceFilesDir(arg);
      if (!dir) return notFound();
      const response = await serveFile(dir, rest[0]!);
      if (response.status === 200) response.headers['access-control-allow-origin'] = '*';
      return response;
    }
    default:
      return null;
  }
}

/**
 * Answers a request to a fixture host from `fixtures/sites/<site>/`; null for any other host.
 * `/` serves index.html, an extensionless path tries `<path>.html` then `<path>/index.html`.
 */
export async function resolveFixtureRequest(url: string): Promise<FixtureResponse | null> {
  const fixture = parseFixtureUrl(url);
  if (!fixture) return null;
  let path: string;
  try {
    path = decodeURIComponent(fixture.url.pathname);
  } catch {
    return notFound(); // malformed percent-encoding names no file
  }
  if (path.includes('\0')) return notFound();

  const builtIn = await serveBuiltIn(fixture.url, path);
  if (builtIn) return builtIn;
  if (path.startsWith('/_redirect/')) path = '/';

  const siteDir = join(FIXTURE_SITES_DIR, fixture.site);
  const siteInfo = await stat(siteDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (!siteInfo?.isDirectory()) {
    return { status: 404, headers: headersFor('text/plain; charset=utf-8', { [NO_SUCH_FIXTURE_SITE_HEADER]: fixture.site }), body: Buffer.from('unknown fixture site') };
  }
  return serveFile(siteDir, path.replace(/^\/+/, ''));
}
