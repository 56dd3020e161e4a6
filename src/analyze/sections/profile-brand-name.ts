/**
 * Brand-name inference for the `profile` section (spec §2.3: "A profile section carries a
 * brand_name field"). Kept apart from profile.ts because the name rules are the part most worth
 * testing on their own; what reads as a name is in profile-brand-text.ts, the <title>'s reading in
 * profile-brand-title.ts.
 *
 * Sources, strongest first: web manifest, og:site_name, JSON-LD Organization/WebSite,
 * application-name, the header logo, the <title>, the host name, and the footer's copyright
 * holder when the host is an address rather than a name. A name-shaped value from a stronger
 * source wins; agreement between sources raises the confidence. Punctuation-only values, generic
 * words ("Logo", "Menu") and bare hosts ("127.0.0.1:8811") are never name-shaped (issue 8 item 13).
 */
import type { Capture } from '../../crawl/capture-types.js';
import { byTag, findAll, hasAttr, textContent, type DomDocument, type DomElement } from '../shared/dom.js';
import { asWords, brandShaped, clean, hostLabel, LEGAL_SUFFIX, matchesHost, normalize, PLACEHOLDERS, TITLE_SEPARATOR, type Candidate, type HostLabel } from './profile-brand-text.js';
import { titleCandidate, titleLeadCandidate, titleOwnNameCandidate } from './profile-brand-title.js';

export { hostLabel, type HostLabel } from './profile-brand-text.js';

export interface BrandName {
  value: string;
  source: string;
  confidence: number;
  note?: string;
  /** Strong sources (manifest, og:site_name, JSON-LD, application-name) naming something else. */
  conflicts: { source: string; value: string }[];
}

const ORG_TYPES = new Set(['organization', 'corporation', 'brand', 'localbusiness', 'onlinestore', 'store', 'ngo', 'educationalorganization', 'newsmediaorganization', 'restaurant', 'sportsorganization', 'airline']);

export function inferBrandName(capture: Capture, dom: DomDocument): BrandName {
  const host = hostLabel(capture.final_url);
  const candidates = [
    ...manifestCandidates(capture.head.manifest?.json, host),
    ...metaCandidates(capture, host, ['og:site_name']),
    ...jsonLdCandidates(capture.head.json_ld, host),
    ...metaCandidates(capture, host, ['application-name', 'apple-mobile-web-app-title']),
    ...logoCandidates(dom, capture.final_url),
  ];
  const title = titleCandidate(capture, host);
  if (title) candidates.push(title);
  if (host) candidates.push({ value: host.display, source: 'url.host', base: 0.3, note: host.host });
  // Read only when the host is an address (an IP, localhost), where nothing else is left: the
  // leading name of a title too long to be one ("Park City Multi-purpose Free Bootstrap Responsive
  // Template" → "Park City"), the footer's copyright holder, the first heading.
  // A lead that opens with an article ("The Best Wedding …") is as often a description as a name:
  // it comes last, after the footer and the headings ("Sarah & Samson" names that wedding site).
  const lead = !host && !title ? titleLeadCandidate(capture) : null;
  if (lead && !lead.articled) candidates.push(lead);
  if (!host) candidates.push(...copyrightCandidates(dom), ...headingCandidates(dom), ...holderBeforeSignCandidates(dom));
  const agreed = agreedGenericCandidate(capture, dom);
  if (agreed) candidates.push(agreed);
  // Last: a title whose leading words are all descriptive ("Modern Business - Start Bootstrap
  // Template", "Personal free bootstrap Template") names the template by them.
  if (!host && !title) {
    const own = titleOwnNameCandidate(capture);
    if (own) candidates.push(own);
  }
  if (lead?.articled) candidates.push(lead);

  // Never the address itself: a page served from 127.0.0.1:<port> (a local preview, the corpus
  // build) is not named "127.0.0.1:43857" (issue 11 §1). A named host is always a candidate above.
  const chosen = candidates[0] ?? { value: UNNAMED, source: 'none', base: 0 };
  const key = normalize(chosen.value);
  // Each independent source that agrees adds confidence; the host name counts as one.
  const group = (source: string): string => source.replace(/^(manifest|json_ld)\..*$/, '$1');
  const agreeing = new Set(
    candidates.filter((c) => c.source !== 'url.host' && group(c.source) !== group(chosen.source) && normalize(c.value) === key).map((c) => group(c.source)),
  );
  const hostAgrees = host !== null && chosen.source !== 'url.host' && matchesHost(chosen.value, host.key);
  const confidence = Math.min(0.99, chosen.base + 0.05 * agreeing.size + (hostAgrees ? 0.05 : 0));
  const conflicts = candidates
    .filter((c) => c.base >= 0.8 && group(c.source) !== group(chosen.source))
    .filter((c) => !normalize(c.value).includes(key) && !key.includes(normalize(c.value)))
    .map((c) => ({ source: c.source, value: c.value }));
  const result: BrandName = { value: chosen.value, source: chosen.source, confidence: Math.round(confidence * 100) / 100, conflicts };
  if (chosen.note !== undefined) result.note = chosen.note;
  return result;
}

function manifestCandidates(json: unknown, host: HostLabel | null): Candidate[] {
  if (!isRecord(json)) return [];
  const out: Candidate[] = [];
  for (const field of ['short_name', 'name'] as const) {
    const value = brandShaped(json[field], host);
    if (value) out.push({ value, source: `manifest.${field}`, base: 0.9 });
  }
  // `short_name` is the brand when `name` only adds a qualifier ("Acme" / "Acme Project Manager");
  // otherwise it is an abbreviation ("NYT" / "The New York Times") and `name` is the brand.
  if (out.length === 2 && !normalize(out[1]!.value).startsWith(normalize(out[0]!.value))) out.reverse();
  return out;
}

const META_BASE: Record<string, number> = { 'og:site_name': 0.9, 'application-name': 0.8, 'apple-mobile-web-app-title': 0.75 };

/** `og:site_name` is a `property` by the Open Graph spec but often written as `name`; both count. */
function metaCandidates(capture: Capture, host: HostLabel | null, names: string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const name of names) {
    const content = capture.head.meta.find((m) => (m.property ?? m.name)?.toLowerCase() === name && m.content.trim() !== '')?.content;
    const value = brandShaped(content, host);
    if (value) out.push({ value, source: `meta.${name}`, base: META_BASE[name] ?? 0.75 });
  }
  return out;
}

function jsonLdCandidates(blocks: unknown[], host: HostLabel | null): Candidate[] {
  const orgs: Candidate[] = [];
  const sites: Candidate[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (depth > 5) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    if (!isRecord(node)) return;
    const types = (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter((t): t is string => typeof t === 'string').map((t) => t.toLowerCase());
    const name = brandShaped(Array.isArray(node['name']) ? node['name'][0] : node['name'], host);
    if (name && types.some((t) => ORG_TYPES.has(t))) orgs.push({ value: name, source: 'json_ld.organization.name', base: 0.85 });
    else if (name && types.includes('website')) sites.push({ value: name, source: 'json_ld.website.name', base: 0.8 });
    for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) visit(value, depth + 1);
  };
  blocks.forEach((b) => visit(b, 0));
  return [...orgs, ...sites];
}

/** Logo-ish elements and home links in the page header, in document order. */
function logoElements(dom: DomDocument, pageUrl: string): { el: DomElement; logo: boolean }[] {
  const banner = findAll(dom.root, (el) => el.tag === 'header' || hasAttr(el, 'role', 'banner'))[0] ?? byTag(dom.root, 'nav')[0];
  if (!banner || !URL.canParse(pageUrl)) return [];
  const origin = new URL(pageUrl).origin;
  const isHome = (el: DomElement): boolean => {
    const href = el.attrs['href'];
    return el.tag === 'a' && href !== undefined && URL.canParse(href, pageUrl) && new URL(href, pageUrl).href === `${origin}/`;
  };
  const isLogo = (el: DomElement): boolean => `${el.attrs['class'] ?? ''} ${el.attrs['id'] ?? ''}`.split(/\s+/).some((token) => LOGO_TOKEN.test(token));
  return findAll(banner, (e) => isHome(e) || isLogo(e)).map((el) => ({ el, logo: isLogo(el) }));
}

/** The first logo-ish element or home link in the page header, by its accessible label. */
function logoCandidates(dom: DomDocument, pageUrl: string): Candidate[] {
  for (const { el, logo } of logoElements(dom, pageUrl)) {
    const label = labelOf(el, logo);
    if (label) return [{ value: label.value, source: `header.logo.${label.from}`, base: 0.7 }];
  }
  return [];
}

/**
 * A generic word is the site's name when the header logo and the title's first word both say it
 * (BootstrapMade's "Company": logo "Company", title "About - Company Bootstrap Template"; issue 11 §1).
 */
function agreedGenericCandidate(capture: Capture, dom: DomDocument): Candidate | null {
  const words = clean(capture.head.title ?? '').split(TITLE_SEPARATOR).map(clean).filter(Boolean).map((s) => normalize(asWords(s).split(/\s+/)[0]!));
  const logo = logoElements(dom, capture.final_url).find(({ logo: isLogo }) => isLogo);
  const text = logo ? clean(textContent(logo.el)) : '';
  if (!text || !/^\p{Lu}\p{L}{2,}$/u.test(text) || !words.includes(normalize(text)) || !PLACEHOLDERS.has(text.toLowerCase())) return null;
  return { value: text, source: 'header.logo+title', base: 0.2, note: 'a generic word both the logo and the title give' };
}

/**
 * A class or id naming a logo: `logo`, `site-logo`, `logo_text`, `navbar-brand`, `brand-name` — as a
 * token or a part of one between dashes or underscores. Font Awesome's `brands` (an icon set:
 * `<a class="icon brands fa-twitter"><span class="label">Twitter</span>`) is not one (issue 11 §1:
 * three HTML5 UP cards were named "Twitter").
 */
const LOGO_TOKEN = /^(?:.*[-_])?(?:logo(?:type)?|brand(?:ing)?)(?:[-_].*)?$/i;

/** What a page with no name anywhere (no title, logo, heading or named host) is called. */
export const UNNAMED = 'Untitled site';

/** The page's first heading when it reads as a name (≤ 5 words). */
function headingCandidates(dom: DomDocument): Candidate[] {
  const h1 = byTag(dom.root, 'h1')[0];
  const value = h1 ? brandShaped(textContent(h1), null) : null;
  return value ? [{ value, source: 'heading.h1', base: 0.15 }] : [];
}

/** The copyright holder in the page footer: "© 2024 Acme Inc. All rights reserved." → "Acme". */
function copyrightCandidates(dom: DomDocument): Candidate[] {
  const footer = findAll(dom.root, (el) => el.tag === 'footer' || hasAttr(el, 'role', 'contentinfo')).at(-1);
  if (!footer) return [];
  // The smallest element holding the notice, so neighbouring footer links do not run into it.
  const notices = findAll(footer, (el) => /©|\(c\)|copyright/i.test(textContent(el))).map((el) => clean(textContent(el)));
  const notice = notices.sort((a, b) => a.length - b.length)[0];
  if (notice === undefined) return [];
  const match = /(?:©|\(c\)|copyright)\s*(?:(?:©|\(c\)|copyright\b)\s*)*(?:\d{4}(?:\s*[-–]\s*(?:\d{4}|present))?\b)?[\s,]*([^|·•]{2,60}?)\s*(?:\.\s|\.$|[|·•]|all rights?\b|$)/i.exec(notice);
  if (!match) return [];
  // "© Car Care 2015 All right reserved" → "Car Care"; "© reserved, Template by WebThemez.com" names no one;
  // "© Copyright Arkline" → "Arkline" (the marks come in any order and number).
  const holder = match[1]!.split(/\b(?:all rights?|rights|reserved|template|theme)\b/i)[0]!.replace(/[\s,.]+(?:19|20)\d{2}[\s,.]*$/, '').replace(/[\s,.–—-]+$/, '');
  const value = brandShaped(holder.replace(LEGAL_SUFFIX, ''), null);
  return value ? [{ value, source: 'footer.copyright', base: 0.25 }] : [];
}

/**
 * A footer that puts its holder before the sign ("Aroman © 2012 • Privacy Policy"): read after the
 * first heading, since the words before a sign are often not a name.
 */
function holderBeforeSignCandidates(dom: DomDocument): Candidate[] {
  const footer = findAll(dom.root, (el) => el.tag === 'footer' || hasAttr(el, 'role', 'contentinfo')).at(-1);
  const notice = footer ? findAll(footer, (el) => /©|\(c\)/i.test(textContent(el))).map((el) => clean(textContent(el))).sort((a, b) => a.length - b.length)[0] : undefined;
  const match = notice === undefined ? null : /^([^©|·•]{2,40}?)\s*(?:©|\(c\))\s*(?:(?:19|20)\d{2})?\s*(?:$|[|·•])/i.exec(notice);
  const value = match ? brandShaped(match[1]!.replace(/[\s,.–—-]+$/, ''), null) : null;
  return value ? [{ value, source: 'footer.copyright_before', base: 0.12 }] : [];
}

function labelOf(el: DomElement, textAllowed: boolean): { value: string; from: string } | null {
  const tries: [string, string | undefined][] = [
    ['aria-label', el.attrs['aria-label']],
    ['title', el.attrs['title']],
    ['alt', findAll(el, (e) => e.tag === 'img')[0]?.attrs['alt']],
    ['svg-title', findAll(el, (e) => e.tag === 'title')[0] ? textContent(findAll(el, (e) => e.tag === 'title')[0]!) : undefined],
    ['text', textAllowed ? textContent(el) : undefined],
  ];
  for (const [from, raw] of tries) {
    const value = raw === undefined ? null : brandShaped(stripLogoWords(raw), null);
    if (value) return { value, from };
  }
  return null;
}

/** `Go to the Acme homepage` → `Acme`; `Acme logo` → `Acme`. */
function stripLogoWords(text: string): string {
  const lead = text.replace(/^\s*(?:(?:go|back|return|navigate|link)\s+to\s+(?:the\s+)?|logo\s*(?:of|for|:|-|–)?\s+)/i, '');
  const stripped = lead.replace(/[\s,:–—-]+(?:home\s*page|homepage|home|logo(?:type)?|website|site|main page)\s*$/i, '').trim();
  // "My Home" is a name, not "My" and a home link (issue 11 §1): a lone determiner is what is left
  // of a name, so the trailing word stays.
  return /^(?:my|our|your|the|a|an)$/i.test(stripped) ? lead.trim() : stripped;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
