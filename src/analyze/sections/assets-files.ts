/**
 * Asset files declared by the page (spec §2.3 `assets`: favicons, og:image, manifest icons, font
 * files). Every URL is made absolute (against the page, the manifest or the stylesheet that
 * declared it) and joined with what the capture's network log knows about it: HTTP status,
 * size, and `saved_as`, the file the capture kept of its body.
 */
import type { Capture, NetworkResource } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { absoluteUrl } from '../derived/nav-dom.js';
import { unquote } from '../shared/css.js';

export interface ResourceFacts {
  /** File name of the saved body, relative to the capture folder; null when not saved. */
  saved_as: string | null;
  /** HTTP status seen by the capture; null when the page never requested it. */
  status: number | null;
  bytes: number | null;
  content_type: string | null;
  /** The network error, when the request failed. */
  failed: string | null;
}

export interface Favicon extends ResourceFacts {
  href: string;
  rel: string;
  type: string | null;
  sizes: string | null;
  media: string | null;
  source: 'link' | 'convention';
}

export interface SocialImage extends ResourceFacts {
  url: string;
  source: string;
  width: number | null;
  height: number | null;
  alt: string | null;
}

export interface ManifestIcon extends ResourceFacts {
  src: string;
  sizes: string | null;
  type: string | null;
  purpose: string | null;
}

export interface FontFile extends ResourceFacts {
  url: string;
  family: string | null;
  weight: string | null;
  style: string | null;
  format: string | null;
  /** The browser's FontFace status for this source (`loaded`, `error`, …); null when unknown. */
  face_status: string | null;
  /** Where the file was seen: an @font-face rule, the document's FontFace set, the network log. */
  sources: ('css' | 'font_faces' | 'network')[];
  /** The @font-face rule's stylesheet id. */
  sheet_id: string | null;
}

const ICON_RELS = ['icon', 'shortcut', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon', 'fluid-icon'];

/** Network facts by URL (the first request for a URL wins), memoized. */
export function resourceFacts(ctx: AnalysisContext, url: string | null): ResourceFacts {
  const index = ctx.derive('assets:resources', (c) => {
    const map = new Map<string, NetworkResource>();
    for (const r of c.network.resources) if (!map.has(r.url)) map.set(r.url, r);
    return map;
  });
  const r = url === null ? undefined : (index.get(url) ?? index.get(url.split('#')[0]!));
  return { saved_as: r?.saved_as ?? null, status: r?.status ?? null, bytes: r?.bytes ?? null, content_type: r?.content_type ?? null, failed: r?.failed ?? null };
}

/** `data:` URIs are cut to their media type so a section never carries a whole inlined file. */
export function displayUrl(url: string): string {
  if (!url.startsWith('data:')) return url;
  const head = url.slice(0, url.indexOf(',') + 1 || 40);
  return `${head}… (${url.length} chars inline)`;
}

export function favicons(ctx: AnalysisContext): Favicon[] {
  const c = ctx.capture;
  const out: Favicon[] = [];
  for (const link of c.head.links) {
    const rels = link.rel.toLowerCase().split(/\s+/);
    if (!rels.some((r) => ICON_RELS.includes(r))) continue;
    const href = absoluteUrl(link.href, c.final_url);
    if (!href) continue;
    out.push({ href: displayUrl(href), rel: link.rel, type: link.type, sizes: link.sizes, media: link.media, source: 'link', ...resourceFacts(ctx, href) });
  }
  if (out.length === 0 && URL.canParse(c.final_url)) {
    const conventional = new URL('/favicon.ico', c.final_url).href;
    const facts = resourceFacts(ctx, conventional);
    if (facts.status !== null && facts.status < 400 && facts.failed === null) {
      out.push({ href: conventional, rel: 'icon', type: facts.content_type, sizes: null, media: null, source: 'convention', ...facts });
    }
  }
  return out;
}

export function socialImages(ctx: AnalysisContext): SocialImage[] {
  const c = ctx.capture;
  const metas = c.head.meta.map((m) => ({ key: (m.property ?? m.name ?? '').toLowerCase(), content: m.content.trim() }));
  const value = (key: string): string | null => metas.find((m) => m.key === key && m.content)?.content ?? null;
  const out: SocialImage[] = [];
  const seen = new Set<string>();
  for (const key of ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']) {
    for (const m of metas.filter((x) => x.key === key && x.content)) {
      const url = absoluteUrl(m.content, c.final_url);
      if (!url || seen.has(`${key.split(':')[0]}|${url}`)) continue;
      seen.add(`${key.split(':')[0]}|${url}`);
      const og = key.startsWith('og:');
      const num = (k: string): number | null => {
        const n = Number.parseInt(value(k) ?? '', 10);
        return Number.isFinite(n) ? n : null;
      };
      out.push({
        url: displayUrl(url),
        source: key,
        width: og ? num('og:image:width') : null,
        height: og ? num('og:image:height') : null,
        alt: og ? value('og:image:alt') : value('twitter:image:alt'),
        ...resourceFacts(ctx, url),
      });
    }
  }
  return out;
}

export function manifestIcons(ctx: AnalysisContext): ManifestIcon[] {
  const manifest = ctx.capture.head.manifest;
  if (!manifest || typeof manifest.json !== 'object' || manifest.json === null) return [];
  const icons = (manifest.json as Record<string, unknown>)['icons'];
  if (!Array.isArray(icons)) return [];
  const out: ManifestIcon[] = [];
  for (const icon of icons) {
    if (typeof icon !== 'object' || icon === null) continue;
    const rec = icon as Record<string, unknown>;
    const src = typeof rec['src'] === 'string' ? absoluteUrl(rec['src'], manifest.url) : null;
    if (!src) continue;
    const str = (k: string): string | null => (typeof rec[k] === 'string' ? (rec[k] as string) : null);
    out.push({ src: displayUrl(src), sizes: str('sizes'), type: str('type'), purpose: str('purpose'), ...resourceFacts(ctx, src) });
  }
  return out;
}

const FORMAT_BY_EXT: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype', eot: 'embedded-opentype', svg: 'svg' };

export function fontFiles(ctx: AnalysisContext): FontFile[] {
  const c: Capture = ctx.capture;
  const byUrl = new Map<string, FontFile>();
  const add = (url: string, patch: Partial<FontFile>, source: FontFile['sources'][number]): void => {
    const existing = byUrl.get(url);
    if (existing) {
      if (!existing.sources.includes(source)) existing.sources.push(source);
      for (const [k, v] of Object.entries(patch)) if ((existing as unknown as Record<string, unknown>)[k] === null && v !== null && v !== undefined) (existing as unknown as Record<string, unknown>)[k] = v;
      return;
    }
    byUrl.set(url, {
      url: displayUrl(url),
      family: patch.family ?? null,
      weight: patch.weight ?? null,
      style: patch.style ?? null,
      format: patch.format ?? formatOf(url),
      face_status: patch.face_status ?? null,
      sources: [source],
      sheet_id: patch.sheet_id ?? null,
      ...resourceFacts(ctx, url),
    });
  };
  const sheets = new Map(c.stylesheets.map((s) => [s.id, s]));
  for (const sheet of ctx.stylesheets()) {
    const base = sheets.get(sheet.sheetId)?.href ?? c.final_url;
    for (const face of sheet.fontFaces) {
      for (const src of face.src) {
        if (!src.url) continue;
        const url = absoluteUrl(src.url, base);
        if (url) add(url, { family: unquote(face.family), weight: face.weight, style: face.style, format: src.format ? unquote(src.format) : null, sheet_id: sheet.sheetId }, 'css');
      }
    }
  }
  for (const face of c.fonts.faces) {
    for (const src of face.src) {
      const url = absoluteUrl(src, c.final_url);
      if (url) add(url, { family: face.family, weight: face.weight, style: face.style, face_status: face.status }, 'font_faces');
    }
  }
  for (const r of c.network.resources) if (r.type === 'font') add(r.url, {}, 'network');
  return [...byUrl.values()].sort((a, b) => cmp(a.family ?? '\uffff', b.family ?? '\uffff') || cmp(a.weight ?? '', b.weight ?? '') || cmp(a.url, b.url));
}

function formatOf(url: string): string | null {
  if (url.startsWith('data:')) return /^data:(?:font|application)\/(?:x-)?(?:font-)?([\w-]+)/i.exec(url)?.[1]?.toLowerCase() ?? null;
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext ? (FORMAT_BY_EXT[ext] ?? null) : null;
}

/** Code-unit order: the same on every machine, unlike localeCompare. */
export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
