/**
 * Mirrors the logos, media, icons and font files a design system references into the
 * extraction's folder (spec §2.4: "Assets are mirrored … first, so the URLs stay valid if the
 * origin site changes"). Bodies the capture already saved are copied; others are fetched once.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { extname, join } from 'node:path';
import type { Capture } from '../crawl/capture-types.js';
import type { FetchedResource } from '../crawl/types.js';

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
    if (resource?.saved_as && existsSync(join(input.dir, resource.saved_as))) {
      copyFileSync(join(input.dir, resource.saved_as), target);
      mirrored.push({ path: `assets/${name}`, source_url: url, content_type: resource.content_type, bytes: resource.bytes ?? 0 });
      continue;
    }
    try {
      const fetched = await input.fetch(url);
      if (fetched.status >= 400) continue;
      writeFileSync(target, fetched.body);
      mirrored.push({ path: `assets/${name}`, source_url: url, content_type: fetched.contentType, bytes: fetched.body.length });
    } catch {
      // An asset that cannot be fetched is left out of the manifest; the design system still names its origin URL.
      continue;
    }
  }
  return mirrored;
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
