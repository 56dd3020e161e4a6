/**
 * Mirrors the logos, media, icons and font files a design system references into the
 * extraction's folder (spec §2.4: "Assets are mirrored … first, so the URLs stay valid if the
 * origin site changes"). Bodies the capture already saved are copied; others are fetched once,
 * through the crawler's fetch and so under the extraction's network policy (issue 8 item 1).
 * Only bodies that are what an asset is — an image, a font or a video, by content type and
 * magic bytes — are stored: a JSON secret named as an og:image never becomes an asset.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFileAtomicSync } from '../artifacts/atomic-write.js';
import { createHash } from 'node:crypto';
import { extname, join } from 'node:path';
import type { Capture } from '../crawl/capture-types.js';
import { CaptureError, type FetchedResource } from '../crawl/types.js';

export interface MirroredAsset {
  /** Path relative to the extraction folder, e.g. `assets/1a2b3c4d5e6f-logo.svg`. */
  path: string;
  source_url: string;
  content_type: string | null;
  bytes: number;
}

export interface MirrorInput {
  capture: Capture;
  designSystem: unknown;
  dir: string;
  fetch: (url: string) => Promise<FetchedResource>;
  signal?: AbortSignal;
  /** Told why an asset was left out (refused by the network policy, not the kind of file it claims to be). */
  onWarning?: (message: string) => void;
  /** @default 100 */
  maxAssets?: number;
}

const ASSET_KEY = /favicon|logo|icon|image|img|src|poster|video|media|font|file|screenshot|og/i;
const ASSET_EXTENSION = /\.(svg|png|jpe?g|gif|webp|avif|ico|bmp|mp4|webm|mov|woff2?|ttf|otf|eot)(\?|#|$)/i;

/** Absolute http(s) URLs in the design system that name an asset (by key or extension), in first-seen order. */
export function referencedAssetUrls(designSystem: unknown, capture: Capture): string[] {
  const saved = new Set(capture.network.resources.filter((r) => r.saved_as).map((r) => r.url));
  const found = new Set<string>();
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (!/^https?:\/\//i.test(value) || value === capture.final_url) return;
      if (key === 'href') return; // navigation targets are pages, not assets
      if (saved.has(value) || ASSET_KEY.test(key) || ASSET_EXTENSION.test(value)) found.add(value);
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(designSystem, '');
  return [...found];
}

export async function mirrorAssets(input: MirrorInput): Promise<MirroredAsset[]> {
  const urls = referencedAssetUrls(input.designSystem, input.capture).slice(0, input.maxAssets ?? 100);
  const byUrl = new Map(input.capture.network.resources.map((r) => [r.url, r]));
  const assetsDir = join(input.dir, 'assets');
  const mirrored: MirroredAsset[] = [];
  for (const url of urls) {
    if (input.signal?.aborted) break;
    const name = assetFileName(url);
    const target = join(assetsDir, name);
    mkdirSync(assetsDir, { recursive: true });
    const resource = byUrl.get(url);
    let body: Buffer;
    let contentType: string | null;
    if (resource?.saved_as && existsSync(join(input.dir, resource.saved_as))) {
      body = readFileSync(join(input.dir, resource.saved_as));
      contentType = resource.content_type;
    } else {
      try {
        const fetched = await input.fetch(url);
        if (fetched.status >= 400) continue;
        body = fetched.body;
        contentType = fetched.contentType;
      } catch (error) {
        // An asset that cannot be fetched is left out of the manifest; the design system still names its origin URL.
        if (error instanceof CaptureError && error.reason === 'blocked') input.onWarning?.(`asset not mirrored: ${error.message}`);
        continue;
      }
    }
    const mismatch = assetMismatch(url, contentType, body);
    if (mismatch) {
      input.onWarning?.(`asset not mirrored: ${url} ${mismatch}`);
      continue;
    }
    writeFileAtomicSync(target, body, { mode: 0o600 }); // issue 13 §2: readers on other machines see it whole or not at all
    mirrored.push({ path: `assets/${name}`, source_url: url, content_type: contentType, bytes: body.length });
  }
  return mirrored;
}

export type AssetKind = 'image' | 'font' | 'video';

const EXTENSION_KIND: Record<string, AssetKind> = {
  svg: 'image', png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', webp: 'image', avif: 'image', ico: 'image', bmp: 'image',
  woff: 'font', woff2: 'font', ttf: 'font', otf: 'font', eot: 'font',
  mp4: 'video', webm: 'video', mov: 'video', m4v: 'video', ogv: 'video',
};

/** The kind a URL's file extension promises, or null when it names none. */
export function expectedAssetKind(url: string): AssetKind | null {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // not a URL: read the string as a path
  }
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext ? EXTENSION_KIND[ext] ?? null : null;
}

/** The kind a content type declares: an asset kind, `unknown` (none, octet-stream), or `other` (HTML, JSON, text…). */
export function declaredAssetKind(contentType: string | null): AssetKind | 'unknown' | 'other' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream' || type === 'binary/octet-stream') return 'unknown';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('font/') || /^application\/(x-)?font(-|\/)|^application\/vnd\.ms-fontobject$|^application\/(x-)?font-woff2?$/.test(type)) return 'font';
  return 'other';
}

const ascii = (body: Buffer, start: number, end: number): string => body.subarray(start, end).toString('latin1');

/** The kind the first bytes show (magic numbers; SVG by its root element), or null. */
export function sniffAssetKind(body: Buffer): AssetKind | null {
  if (body.length < 4) return null;
  const head4 = ascii(body, 0, 4);
  if (body[0] === 0x89 && head4.slice(1) === 'PNG') return 'image';
  if (body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image';
  if (head4 === 'GIF8' || head4.startsWith('BM') || (head4 === 'RIFF' && ascii(body, 8, 12) === 'WEBP')) return 'image';
  if (body[0] === 0 && body[1] === 0 && (body[2] === 1 || body[2] === 2) && body[3] === 0) return 'image'; // ICO, CUR
  if (ascii(body, 4, 8) === 'ftyp') return /^(avi[fs]|heic|heix|mif1|msf1)$/.test(ascii(body, 8, 12)) ? 'image' : 'video';
  if (head4 === 'wOFF' || head4 === 'wOF2' || head4 === 'OTTO' || head4 === 'true' || head4 === 'ttcf') return 'font';
  if (body[0] === 0 && body[1] === 1 && body[2] === 0 && body[3] === 0) return 'font'; // TrueType
  if (body.length > 35 && body[34] === 0x4c && body[35] === 0x50) return 'font'; // EOT "LP"
  if (body[0] === 0x1a && body[1] === 0x45 && body[2] === 0xdf && body[3] === 0xa3) return 'video'; // WebM, Matroska
  if (head4 === 'OggS') return 'video';
  const text = body.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) return 'image';
  return null;
}

/**
 * Why a fetched body is not the asset its URL names, or null when it is: the bytes must be an
 * image, a font or a video; the content type, when it says something, must agree (SVG may also
 * come as XML); and a file extension naming a kind must agree too.
 */
export function assetMismatch(url: string, contentType: string | null, body: Buffer): string | null {
  const sniffed = sniffAssetKind(body);
  if (!sniffed) return `is not an image, font or video (content type ${contentType ?? 'none'})`;
  const declared = declaredAssetKind(contentType);
  const xmlSvg = sniffed === 'image' && /^(text|application)\/xml\b/i.test(contentType ?? '');
  if (declared !== 'unknown' && declared !== sniffed && !xmlSvg) return `declares ${contentType} but its bytes are a ${sniffed}`;
  const expected = expectedAssetKind(url);
  if (expected && expected !== sniffed) return `names a${expected === 'image' ? 'n' : ''} ${expected} but its bytes are a ${sniffed}`;
  return null;
}

/** A stable, collision-free file name: a hash of the URL plus a readable tail. */
export function assetFileName(url: string): string {
  const digest = createHash('sha1').update(url).digest('hex').slice(0, 12);
  let base = 'asset';
  try {
    base = new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'asset';
  } catch {
    // keep the default
  }
  const ext = extname(base).slice(0, 8);
  const stem = base.slice(0, base.length - ext.length).replace(/[^a-z0-9_-]+/gi, '-').slice(0, 40) || 'asset';
  return `${digest}-${stem}${ext.replace(/[^.a-z0-9]/gi, '')}`;
}
