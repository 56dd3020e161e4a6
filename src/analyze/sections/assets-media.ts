/**
 * Images and videos (spec §2.3 `assets`). Images: visible `<img>` and large CSS background
 * images, with rendered size, format, alt presence and what the capture saved of them; the top N
 * by painted area are listed, all are counted. Videos: `<video>` elements (also hidden ones from
 * the DOM) with their poster, and iframes of known video hosts.
 */
import type { Box, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { absoluteUrl, domIndex, selectorOfElement } from '../derived/nav-dom.js';
import { overlayNodes } from '../derived/nav-regions.js';
import type { DomElement } from '../shared/dom.js';
import { displayUrl, resourceFacts, type ResourceFacts } from './assets-files.js';

export type ImageRole = 'logo' | 'partner_logo' | 'avatar' | 'icon' | 'content' | 'background';

export interface ImageAsset extends ResourceFacts {
  src: string | null;
  /** The other candidate URLs (`src`, `srcset`, `<picture><source>`) besides `src`, the one fetched. */
  srcset: string[];
  format: string | null;
  role: ImageRole;
  alt: string | null;
  alt_status: 'present' | 'empty' | 'missing' | 'not_applicable';
  box: Box;
  area: number;
  loading: string | null;
  node_id: string;
  selector: string;
}

export interface ImagesSummary {
  count: number;
  by_format: Record<string, number>;
  by_role: Partial<Record<ImageRole, number>>;
  alt: { present: number; empty: number; missing: number };
  lazy: number;
  /** Bytes of the images the capture downloaded (known sizes only). */
  bytes: number;
  top: ImageAsset[];
}

export interface VideoAsset extends ResourceFacts {
  kind: 'video' | 'embed';
  provider: string | null;
  src: string | null;
  poster: string | null;
  poster_saved_as: string | null;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  visible: boolean;
  box: Box | null;
  node_id: string | null;
  selector: string;
}

const FORMAT_BY_EXT: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif', svg: 'svg', ico: 'ico', bmp: 'bmp', jxl: 'jxl', heic: 'heic' };
const VIDEO_HOSTS: [RegExp, string][] = [
  [/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/, 'youtube'], [/(^|\.)vimeo\.com$/, 'vimeo'], [/(^|\.)(wistia\.(com|net)|wi\.st)$/, 'wistia'],
  [/(^|\.)loom\.com$/, 'loom'], [/(^|\.)vidyard\.com$/, 'vidyard'], [/(^|\.)streamable\.com$/, 'streamable'], [/(^|\.)dailymotion\.com$/, 'dailymotion'],
  [/(^|\.)twitch\.tv$/, 'twitch'], [/(^|\.)tiktok\.com$/, 'tiktok'], [/(^|\.)jwplayer\.com$|(^|\.)jwplatform\.com$/, 'jwplayer'],
  [/(^|\.)brightcove\.(net|com)$/, 'brightcove'], [/(^|\.)mux\.com$/, 'mux'], [/(^|\.)(videodelivery\.net|cloudflarestream\.com)$/, 'cloudflare_stream'],
  [/(^|\.)facebook\.com$/, 'facebook'],
];

const INLINE_OR_ITEM = new Set(['li', 'a', 'button', 'span', 'label', 'input', 'select', 'summary']);
const ICONISH = /icon|check|tick|arrow|chevron|caret|bullet|sprite|dot|star|quote/i;

export function formatOfImage(url: string | null, contentType: string | null): string | null {
  const fromType = /^image\/(?:x-)?([a-z0-9.+-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (fromType) return fromType === 'svg+xml' ? 'svg' : fromType === 'jpg' ? 'jpeg' : fromType === 'x-icon' || fromType === 'vnd.microsoft.icon' ? 'ico' : fromType;
  if (!url) return null;
  if (url.startsWith('data:')) return formatOfImage(null, /^data:([^;,]+)/.exec(url)?.[1] ?? null);
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext ? (FORMAT_BY_EXT[ext] ?? null) : null;
}

export function analyzeImages(ctx: AnalysisContext, roles: ReadonlyMap<string, ImageRole>, topN = 12): ImagesSummary {
  const base = ctx.capture.final_url;
  const index = domIndex(ctx);
  const images: ImageAsset[] = [];
  const overlays = overlayNodes(ctx);
  for (const n of ctx.nodes()) {
    const area = Math.round(n.box.width * n.box.height);
    if (area < 64 || overlays.has(n.id)) continue;
    const isImg = n.tag === 'img' || (n.tag === 'input' && n.attrs['type'] === 'image');
    const bg = !isImg ? /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(n.style['background-image'] ?? '')?.[1] : undefined;
    // A CSS background counts as an image when it plausibly covers a block (a hero, a banner),
    // not when it is a list marker, a button icon or a sprite on a small element.
    if (!isImg && (!bg || area < 40_000 || INLINE_OR_ITEM.has(n.tag) || (n.style['display'] ?? '').startsWith('inline') || ICONISH.test(bg.split(/[?#]/)[0]!))) continue;
    const el = index.elementOf.get(n.id);
    const rawSrc = isImg ? (n.attrs['src'] ?? el?.attrs['src'] ?? null) : (bg ?? null);
    const src = rawSrc ? absoluteUrl(rawSrc, base) : null;
    const srcset = el ? srcsetOf(ctx, el, base) : [];
    // The URL the page actually fetched: src, else the first srcset candidate the network saw.
    const fetched = [src, ...srcset].find((u) => u !== null && resourceFacts(ctx, u).status !== null) ?? src;
    const facts = resourceFacts(ctx, fetched);
    const alt = isImg ? (n.attrs['alt'] ?? null) : null;
    images.push({
      src: fetched ? displayUrl(fetched) : null,
      srcset: [...new Set([src, ...srcset])].filter((u): u is string => u !== null && u !== fetched).map(displayUrl).slice(0, 8),
      format: formatOfImage(fetched, facts.content_type),
      role: isImg ? (roles.get(n.id) ?? roleOf(n)) : 'background',
      alt,
      alt_status: !isImg ? 'not_applicable' : alt === null ? 'missing' : alt.trim() === '' ? 'empty' : 'present',
      box: n.box,
      area,
      loading: el?.attrs['loading'] ?? null,
      node_id: n.id,
      selector: n.selector,
      ...facts,
    });
  }
  const byFormat: Record<string, number> = {};
  const byRole: Partial<Record<ImageRole, number>> = {};
  const alt = { present: 0, empty: 0, missing: 0 };
  let lazy = 0;
  let bytes = 0;
  const counted = new Set<string>();
  for (const img of images) {
    const f = img.format ?? 'unknown';
    byFormat[f] = (byFormat[f] ?? 0) + 1;
    byRole[img.role] = (byRole[img.role] ?? 0) + 1;
    if (img.alt_status !== 'not_applicable') alt[img.alt_status]++;
    if (img.loading === 'lazy') lazy++;
    if (img.src && img.bytes !== null && !counted.has(img.src)) {
      counted.add(img.src);
      bytes += img.bytes;
    }
  }
  const top = [...images].filter((i) => i.role === 'content' || i.role === 'background').sort((a, b) => b.area - a.area || order(a.node_id) - order(b.node_id)).slice(0, topN);
  return { count: images.length, by_format: sortKeys(byFormat), by_role: byRole, alt, lazy, bytes, top };
}

const order = (id: string): number => Number(id.replace(/\D/g, '')) || 0;

function sortKeys(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function roleOf(n: CapturedNode): ImageRole {
  const hint = `${n.attrs['class'] ?? ''} ${n.attrs['alt'] ?? ''}`;
  if (/avatar|headshot|profile/i.test(hint) || (n.style['border-top-left-radius'] === '50%' && n.box.width <= 128)) return 'avatar';
  if (n.box.width <= 48 && n.box.height <= 48) return 'icon';
  return 'content';
}

function srcsetOf(ctx: AnalysisContext, el: DomElement, base: string): string[] {
  const parse = (value: string | undefined): string[] =>
    (value ?? '').split(/,\s+(?=\S)/).map((part) => part.trim().split(/\s+/)[0] ?? '').map((u) => absoluteUrl(u, base)).filter((u): u is string => u !== null);
  const out = parse(el.attrs['srcset']);
  const parent = domIndex(ctx).parent.get(el);
  if (parent?.tag === 'picture') for (const s of parent.children) if (s.type === 'element' && s.tag === 'source') out.push(...parse(s.attrs['srcset']));
  return [...new Set(out)];
}

export function analyzeVideos(ctx: AnalysisContext): VideoAsset[] {
  const index = domIndex(ctx);
  const base = ctx.capture.final_url;
  const out: VideoAsset[] = [];
  for (const el of index.elements) {
    if (el.tag !== 'video' && el.tag !== 'iframe') continue;
    const id = index.nodeOf.get(el) ?? null;
    const node = id !== null ? ctx.nodeById(id) : undefined;
    const rawSrc = el.attrs['src'] ?? el.attrs['data-src'] ?? el.children.find((c): c is DomElement => c.type === 'element' && c.tag === 'source')?.attrs['src'];
    const src = rawSrc ? absoluteUrl(rawSrc, base) : null;
    let provider: string | null = null;
    if (el.tag === 'iframe') {
      if (!src || !URL.canParse(src)) continue;
      const host = new URL(src).hostname.toLowerCase();
      provider = VIDEO_HOSTS.find(([re]) => re.test(host))?.[1] ?? null;
      if (!provider || (provider === 'facebook' && !/plugins\/video/.test(src))) continue;
    }
    const poster = el.attrs['poster'] ? absoluteUrl(el.attrs['poster'], base) : null;
    const has = (name: string): boolean => el.attrs[name] !== undefined || (el.tag === 'iframe' && src !== null && new RegExp(`[?&]${name}=1`).test(src));
    out.push({
      kind: el.tag === 'video' ? 'video' : 'embed',
      provider,
      src: src ? displayUrl(src) : null,
      poster: poster ? displayUrl(poster) : null,
      autoplay: has('autoplay'),
      muted: has('muted') || has('mute'),
      loop: has('loop'),
      controls: has('controls'),
      visible: node !== undefined,
      box: node ? node.box : null,
      node_id: id,
      selector: selectorOfElement(ctx, el),
      poster_saved_as: poster ? resourceFacts(ctx, poster).saved_as : null,
      ...resourceFacts(ctx, src),
    });
    if (out.length >= 20) break;
  }
  return out;
}
