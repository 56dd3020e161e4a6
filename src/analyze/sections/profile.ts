/**
 * The `profile` section (spec §2.3: the first design-system section; "A profile section carries
 * a brand_name field"). Who the site is: name, description, theme color, language, favicon, URL
 * and title, each with `evidence` saying which head fact it came from.
 *
 * The identity paragraph is written by a later step; it is deliberately absent here.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { IdentityFacets } from '../identity.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { parseColor } from '../shared/color.js';
import { metaTags } from '../shared/dom.js';
import { inferBrandName } from './profile-brand-name.js';

export interface ProfileEvidence {
  field: 'brand_name' | 'title' | 'description' | 'theme_color' | 'language' | 'favicon' | 'url';
  /** Where the value came from: `manifest.name`, `meta.og:site_name`, `title`, `link[rel="icon"]`, … */
  source: string;
  value: string;
  note?: string;
}

export interface ProfileSection {
  brand_name: string;
  title: string | null;
  description: string | null;
  url: string;
  favicon: string | null;
  /** `#rrggbb`. */
  theme_color: string | null;
  /** BCP 47 tag, canonical case (`en-US`). */
  language: string | null;
  /** 0..1 per inferred field; only `brand_name` is a guess worth scoring. */
  confidence: { brand_name: number };
  evidence: ProfileEvidence[];
  findings?: Finding[];
  /** Written by the runner from the finished sections (src/analyze/run.ts), never by this analyzer. */
  identity_paragraph?: string;
  identity?: IdentityFacets;
}

export const profileAnalyzer: Analyzer<ProfileSection> = {
  id: 'profile',
  requires: ['final_url', 'head'],
  analyze: analyzeProfile,
};

export function analyzeProfile(capture: Capture, ctx: AnalysisContext): ProfileSection {
  const evidence: ProfileEvidence[] = [];
  const findings: Finding[] = [];
  const note = (field: ProfileEvidence['field'], source: string, value: string | null, extra?: string): string | null => {
    if (value !== null) evidence.push(extra === undefined ? { field, source, value } : { field, source, value, note: extra });
    return value;
  };

  const brand = inferBrandName(capture, ctx.dom());
  note('brand_name', brand.source, brand.value, brand.note);
  for (const conflict of brand.conflicts) {
    findings.push({ message: `${conflict.source} names the brand "${conflict.value}", not "${brand.value}"`, evidence: conflict });
  }

  const title = clean(capture.head.title ?? '') || null;
  note('title', 'head.title', title);
  note('url', 'final_url', capture.final_url);

  const meta = (name: string): string | null => {
    const found = capture.head.meta.find((m) => (m.name ?? m.property)?.toLowerCase() === name && clean(m.content) !== '');
    return found ? clean(found.content) : null;
  };
  let description: string | null = null;
  for (const name of ['description', 'og:description', 'twitter:description']) {
    description = note('description', `meta.${name}`, meta(name));
    if (description) break;
  }

  const theme = themeColor(capture, ctx, findings);
  if (theme) note('theme_color', theme.source, theme.value);
  const language = languageOf(capture, ctx, findings);
  if (language) note('language', language.source, language.value);
  const favicon = faviconOf(capture, findings);
  if (favicon) note('favicon', favicon.source, favicon.value);

  const section: ProfileSection = {
    brand_name: brand.value,
    title,
    description,
    url: capture.final_url,
    favicon: favicon?.value ?? null,
    theme_color: theme?.value ?? null,
    language: language?.value ?? null,
    confidence: { brand_name: brand.confidence },
    evidence,
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}

interface Sourced {
  value: string;
  source: string;
}

/** meta theme-color (the light or media-less one when several exist), else the manifest's. */
function themeColor(capture: Capture, ctx: AnalysisContext, findings: Finding[]): Sourced | null {
  const fromHead = capture.head.meta.filter((m) => m.name?.toLowerCase() === 'theme-color').map((m) => ({ content: m.content, media: null as string | null }));
  // HeadFacts do not keep `media`; the DOM does, and tells the light variant from the dark one.
  const fromDom = metaTags(ctx.dom()).filter((m) => m.name === 'theme-color');
  const metas = fromDom.length > 0 ? fromDom : fromHead;
  const ordered = [...metas].sort((a, b) => rank(a.media) - rank(b.media));
  for (const m of ordered) {
    const color = parseColor(m.content);
    if (color) return { value: color.hex, source: m.media ? `meta.theme-color[media="${m.media}"]` : 'meta.theme-color' };
    findings.push({ message: `meta theme-color "${m.content}" is not a CSS color`, evidence: m.content });
  }
  const manifest = capture.head.manifest?.json;
  if (isRecord(manifest) && typeof manifest['theme_color'] === 'string') {
    const color = parseColor(manifest['theme_color']);
    if (color) return { value: color.hex, source: 'manifest.theme_color' };
    findings.push({ message: `manifest theme_color "${manifest['theme_color']}" is not a CSS color`, evidence: manifest['theme_color'] });
  }
  return null;
}

function rank(media: string | null): number {
  if (!media) return 0;
  return /light/i.test(media) ? 1 : 2;
}

/** <html lang>, else Content-Language meta, else og:locale; normalized to BCP 47 case. */
function languageOf(capture: Capture, ctx: AnalysisContext, findings: Finding[]): Sourced | null {
  const contentLanguage = metaTags(ctx.dom()).find((m) => m.httpEquiv === 'content-language')?.content;
  const ogLocale = capture.head.meta.find((m) => (m.property ?? m.name)?.toLowerCase() === 'og:locale')?.content;
  const tries: [string, string | null | undefined][] = [
    ['html[lang]', capture.head.lang],
    ['meta.content-language', contentLanguage?.split(',')[0]],
    ['meta.og:locale', ogLocale],
  ];
  for (const [source, raw] of tries) {
    if (!raw || !raw.trim()) continue;
    const tag = canonicalLanguage(raw);
    if (tag) return { value: tag, source };
    findings.push({ message: `${source} "${raw}" is not a language tag`, evidence: raw });
  }
  return null;
}

/** `en_us` → `en-US`, `zh-hant-tw` → `zh-Hant-TW`; null when it is not a BCP 47 shape. */
export function canonicalLanguage(raw: string): string | null {
  const parts = raw.trim().replace(/_/g, '-').split('-');
  if (!/^[a-z]{2,3}$/i.test(parts[0]!) || parts.slice(1).some((p) => !/^[a-z0-9]{1,8}$/i.test(p))) return null;
  return parts
    .map((p, i) => {
      if (i === 0) return p.toLowerCase();
      if (p.length === 4 && /^[a-z]+$/i.test(p)) return p[0]!.toUpperCase() + p.slice(1).toLowerCase();
      if (p.length === 2 || (p.length === 3 && /^\d+$/.test(p))) return p.toUpperCase();
      return p.toLowerCase();
    })
    .join('-');
}

interface IconChoice {
  href: string;
  source: string;
  tier: number;
  size: number;
  dark: boolean;
  order: number;
}

/**
 * The best icon: an SVG `rel=icon`, then the largest PNG icon, then other icons (ico), then the
 * largest apple-touch-icon, then the manifest's largest icon, else `/favicon.ico` on the origin
 * (unless the capture saw that request fail). Icons for dark color schemes come last in a tier.
 */
function faviconOf(capture: Capture, findings: Finding[]): Sourced | null {
  const choices: IconChoice[] = [];
  capture.head.links.forEach((link, order) => {
    const rels = link.rel.toLowerCase().split(/\s+/);
    const href = absolute(link.href, capture.final_url);
    if (!href) return;
    const type = (link.type ?? '').toLowerCase();
    const path = href.split(/[?#]/)[0]!.toLowerCase();
    const dark = /dark/i.test(link.media ?? '');
    const size = largestSize(link.sizes);
    const source = `link[rel="${link.rel}"]`;
    if (rels.includes('icon')) {
      const tier = type.includes('svg') || path.endsWith('.svg') ? 0 : type.includes('png') || path.endsWith('.png') ? 1 : 2;
      choices.push({ href, source, tier, size, dark, order });
    } else if (rels.includes('apple-touch-icon') || rels.includes('apple-touch-icon-precomposed')) {
      choices.push({ href, source, tier: 3, size: size || 180, dark, order });
    }
  });
  const manifest = capture.head.manifest;
  if (manifest && isRecord(manifest.json) && Array.isArray(manifest.json['icons'])) {
    manifest.json['icons'].forEach((icon: unknown, order) => {
      if (!isRecord(icon) || typeof icon['src'] !== 'string') return;
      const href = absolute(icon['src'], manifest.url);
      const sizes = typeof icon['sizes'] === 'string' ? icon['sizes'] : null;
      if (href) choices.push({ href, source: 'manifest.icons', tier: 4, size: largestSize(sizes), dark: false, order });
    });
  }
  choices.sort((a, b) => a.tier - b.tier || Number(a.dark) - Number(b.dark) || b.size - a.size || a.order - b.order);
  if (choices[0]) return { value: choices[0].href, source: choices[0].source };

  if (!URL.canParse(capture.final_url)) return null;
  const conventional = new URL('/favicon.ico', capture.final_url).href;
  const seen = capture.network.resources.find((r) => r.url === conventional);
  if (seen && (seen.failed !== null || (seen.status !== null && seen.status >= 400))) {
    findings.push({ message: 'the page declares no icon and /favicon.ico failed to load', evidence: { url: conventional, status: seen.status, failed: seen.failed } });
    return null;
  }
  return { value: conventional, source: seen ? 'network./favicon.ico' : 'convention./favicon.ico' };
}

/** `16x16 32x32` → 32; `any` (scalable) → 1024; missing → 0. */
function largestSize(sizes: string | null): number {
  if (!sizes) return 0;
  if (/\bany\b/i.test(sizes)) return 1024;
  return Math.max(0, ...[...sizes.matchAll(/(\d+)\s*x\s*(\d+)/gi)].map((m) => Math.max(Number(m[1]), Number(m[2]))));
}

function absolute(href: string, base: string): string | null {
  const trimmed = href.trim();
  if (!trimmed || !URL.canParse(trimmed, base)) return null;
  return new URL(trimmed, base).href;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
