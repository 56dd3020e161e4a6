/**
 * Brand-name inference for the `profile` section (spec §2.3: "A profile section carries a
 * brand_name field"). Kept apart from profile.ts because the title heuristics are the part
 * most worth testing on their own.
 *
 * Sources, strongest first: web manifest, og:site_name, JSON-LD Organization/WebSite,
 * application-name, the header logo, the <title>, the host name, and the footer's copyright
 * holder when the host is an address rather than a name. A name-shaped value from a stronger
 * source wins; agreement between sources raises the confidence. Punctuation-only values, generic
 * words ("Logo", "Menu") and bare hosts ("127.0.0.1:8811") are never name-shaped (issue 8 item 13).
 */
import type { Capture } from '../../crawl/capture-types.js';
import { byTag, findAll, hasAttr, textContent, type DomDocument, type DomElement } from '../shared/dom.js';

export interface BrandName {
  value: string;
  source: string;
  confidence: number;
  note?: string;
  /** Strong sources (manifest, og:site_name, JSON-LD, application-name) naming something else. */
  conflicts: { source: string; value: string }[];
}

interface Candidate {
  value: string;
  source: string;
  base: number;
  note?: string;
}

/** Framework defaults and generic words that are never a brand (create-react-app's "React App"…). */
const PLACEHOLDERS = new Set([
  'react app', 'create react app sample', 'vite app', 'vite + react', 'vite + react + ts', 'vite + vue', 'vite + svelte',
  'create next app', 'next.js', 'nuxt', 'angular', 'ionic app', 'my app', 'app', 'web app', 'home', 'homepage', 'home page',
  'welcome', 'untitled', 'untitled document', 'document', 'index', 'loading', 'loading...', 'loading…', 'website',
  'my website', 'site', 'official site', 'official website', 'main', 'page', 'new tab',
  // UI words a header logo or a template carries instead of a name (issue 8 item 13).
  'logo', 'logotype', 'brand', 'brand name', 'brand logo', 'your brand', 'your logo', 'company', 'company name',
  'your company', 'site name', 'site title', 'site logo', 'title', 'menu', 'main menu', 'open menu', 'close menu',
  'toggle menu', 'navigation', 'nav', 'main navigation', 'toggle navigation', 'skip to content', 'skip to main content',
  'icon', 'image', 'header', 'placeholder', 'lorem ipsum', 'default', 'null', 'undefined', 'example', 'test',
  // An image's placeholder alt text and a template's sample page titles (issue 11 §1, corpus cards).
  'img', 'demo', 'sample post', 'blog single', 'single post', 'your website', 'single page website',
]);

/**
 * Publishers of free templates: in a page's title, footer or logo their name credits the template,
 * not the site (issue 11 §1: corpus cards named "Start Bootstrap Theme", "webthemez"), unless the
 * page is on their own host.
 */
const TEMPLATE_VENDOR = /^(?:start ?bootstrap|webthemez|colorlib|bootstrapmade|themewagon|templatemo|templatemag|html ?codex|html5 ?up|creative ?tim|freehtml5|w3layouts|untree|uideck|themefisher|graygrids|bootstrapdash|onepagelove|gridgum|inovatik)(?:\.(?:com|co|net))?\b/i;

/** Words of a template's own description where its name ends ("Bell Bootstrap Template"). */
const DESCRIPTOR_END = /^(?:templates?|themes?|demos?)$/i;

/**
 * A name with a template's credit or description taken off: "Spectral by HTML5 UP" → "Spectral",
 * a logo's "Impact." → "Impact"; null when nothing of a name is left ("Coded by Creative Tim",
 * "Start Bootstrap Theme", "Bootstrap Agency Template", "Landing Page", "webthemez").
 */
function withoutTemplateCredit(value: string, host: HostLabel | null): string | null {
  let v = withoutCredit(value, host);
  if (v === null) return null;
  const words = asWords(v).split(/\s+/).map(bareWord);
  if (DESCRIPTOR_END.test(words.at(-1) ?? '')) return null;
  if (words.every((w) => TEMPLATE_WORDS.test(w) || DESCRIPTOR_END.test(w)) && (words.length > 1 || DESCRIPTOR_END.test(words[0]!))) return null;
  // A logo's trailing period is punctuation ("HeroBiz." on BootstrapMade logos); "Acme Inc." keeps its own.
  if (!LEGAL_SUFFIX.test(v)) v = v.replace(/\s*\.+$/, '');
  return v || null;
}

const bareWord = (word: string): string => word.replace(/[^\p{L}\p{N}-]/gu, '');

/** A value without its "by …" credit; null for a publisher's name or a credit alone ("Coded by Creative Tim"). */
function withoutCredit(value: string, host: HostLabel | null): string | null {
  if (TEMPLATE_VENDOR.test(value) && !(host && matchesHost(value, host.key))) return null;
  const credit = /^(.*?)\s+by\s+\S.{0,40}$/i.exec(value);
  if (!credit) return value;
  const v = credit[1]!.trim();
  return !v || /^(?:coded|designed|made|created|developed|built|powered|distributed|(?:a |free )?(?:template|theme)s?|design)$/i.test(v) ? null : v;
}

/** A file-name title ("Aroma-Beauty-and-Spa-Responsive-Bootstrap-Template") read as words. */
const asWords = (value: string): string => (!/\s/.test(value) && (value.match(/[-_]/g)?.length ?? 0) >= 2 ? value.replace(/[-_]+/g, ' ').trim() : value);

/** A host, not a name: an IP address or localhost, or any host with a port (issue 8 item 13). */
const HOST_SHAPED = /^(?:https?:\/\/)?(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:.]+\]|localhost|[a-z\d-]+(?:\.[a-z\d-]+)*:\d{1,5})(?::\d{1,5})?\/?$/i;

/** True for values that cannot be a brand name whatever their source. */
function notAName(value: string): boolean {
  // A name has a letter: "2012" is the year of a "© 2012 | Privacy" footer, not its holder.
  return !/\p{L}/u.test(value) || PLACEHOLDERS.has(value.toLowerCase()) || HOST_SHAPED.test(value);
}

/** Page names that title segments carry besides the brand ("Blog | Acme"). */
const PAGE_WORDS = new Set(['our price', 'product detail', 'product details', 'blog', 'pricing', 'plans', 'about', 'about us', 'contact', 'contact us', 'docs', 'documentation', 'careers', 'jobs', 'login', 'log in', 'sign in', 'sign up', 'register', 'features', 'products', 'product', 'news', 'press', 'support', 'help', 'faq', 'shop', 'store', 'search', 'dashboard', 'customers', 'team', 'services', 'solutions', 'resources', 'changelog', 'status', 'legal', 'privacy policy', 'terms of service']);

const TITLE_SEPARATOR = /\s*(?:\||·|•|»|::)\s*|\s+[-–—]\s+|(?<=\S):\s+/;
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
  if (!host && !title) {
    const lead = titleLeadCandidate(capture);
    if (lead) candidates.push(lead);
  }
  if (!host) candidates.push(...copyrightCandidates(dom), ...headingCandidates(dom), ...holderBeforeSignCandidates(dom));
  const agreed = agreedGenericCandidate(capture, dom);
  if (agreed) candidates.push(agreed);
  // Last: a title whose leading words are all descriptive ("Modern Business - Start Bootstrap
  // Template", "Personal free bootstrap Template") names the template by them.
  if (!host && !title) {
    const own = titleOwnNameCandidate(capture);
    if (own) candidates.push(own);
  }

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

/** Words that describe a template rather than name it; a long title's name ends before them. */
const TEMPLATE_WORDS = /^(?:free|premium|bootstrap\d*|html5?|css3?|responsive|multi-?purpose|one-?page|onepage|template|theme|website|web|site|landing|page|mobile|flat|creative|modern|simple|clean|minimal|corporate|business|personal|professional|and|for|with|a|an|the|by|in)$/i;

/**
 * The leading name of a title that is not name-shaped as a whole: its first segment's first words,
 * up to the first word that describes the template, at most 4 words.
 */
function titleLeadCandidate(capture: Capture): Candidate | null {
  const title = clean(capture.head.title ?? '');
  if (!title || notAName(title)) return null; // before splitting, as in titleCandidate ("[::1]:8811")
  const segment = title.split(TITLE_SEPARATOR).map(clean).map((s) => (s && !notAName(s) && !PAGE_WORDS.has(s.toLowerCase()) ? withoutCredit(s, null) : null)).find((s) => s);
  if (!segment) return null;
  const first = asWords(segment);
  const words: string[] = [];
  for (const word of first.split(/\s+/)) {
    // A name is Title Case: "Car Care auto-mobile html5 bootstrap web template" ends before "auto-mobile".
    if (TEMPLATE_WORDS.test(bareWord(word)) || DESCRIPTOR_END.test(bareWord(word)) || words.length === 4 || (words.length > 0 && /^\p{Ll}/u.test(word))) break;
    // "WishFund- Nonprofit Charity Theme": a dash glued to a word ends the name.
    if (/\p{L}-$/u.test(word)) {
      words.push(word.slice(0, -1));
      break;
    }
    words.push(word);
  }
  const value = brandShaped(words.join(' ').replace(/[\s,:;–—-]+$/, ''), null);
  return value ? { value, source: 'title.lead', base: 0.35, note: `leading words of "${first}"` } : null;
}

/**
 * Descriptive words a template is named by ("Modern Business", "Personal", "Mobile App", "Landing
 * Page"); generic ones (free, bootstrap, html5, responsive, template…) never are.
 */
const NAMING_WORDS = /^(?:personal|business|corporate|creative|modern|mobile|landing|page|simple|clean|minimal|flat|professional|web|site|website)$/i;

/**
 * The template's own name when its title is made of descriptive words only: the leading Title-Case
 * run of the first segment, up to the first generic template word or lowercase word, where at
 * least one word is descriptive ("Modern Business - Start Bootstrap Template" → "Modern Business",
 * "Personal free bootstrap Template" → "Personal"). Read after every other source (issue 11 §1:
 * these cards read "Untitled site").
 */
function titleOwnNameCandidate(capture: Capture): Candidate | null {
  const title = clean(capture.head.title ?? '');
  if (!title || notAName(title)) return null;
  const segment = title.split(TITLE_SEPARATOR).map(clean).find((s) => s && !notAName(s) && !PAGE_WORDS.has(s.toLowerCase()) && withoutCredit(s, null) !== null);
  if (!segment) return null;
  const words: string[] = [];
  for (const word of asWords(segment).split(/\s+/)) {
    const bare = bareWord(word);
    if (!/^\p{Lu}/u.test(word) || DESCRIPTOR_END.test(bare) || (TEMPLATE_WORDS.test(bare) && !NAMING_WORDS.test(bare)) || words.length === 3) break;
    words.push(bare);
  }
  if (!words.some((w) => NAMING_WORDS.test(w))) return null;
  const value = words.join(' ');
  return value && !notAName(value) ? { value, source: 'title.own_name', base: 0.1, note: `descriptive words of "${segment}"` } : null;
}

/** The page's first heading when it reads as a name (≤ 5 words). */
function headingCandidates(dom: DomDocument): Candidate[] {
  const h1 = byTag(dom.root, 'h1')[0];
  const value = h1 ? brandShaped(textContent(h1), null) : null;
  return value ? [{ value, source: 'heading.h1', base: 0.15 }] : [];
}

/** Legal-form suffixes dropped from a copyright holder ("Acme Inc." → "Acme"). */
const LEGAL_SUFFIX = /[\s,]+(?:inc|llc|l\.l\.c|ltd|limited|gmbh|corp|corporation|co|plc|ag|s\.a|s\.a\.s|b\.v|pty ltd|oy|ab)\.?$/i;

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

function titleCandidate(capture: Capture, host: HostLabel | null): Candidate | null {
  const title = clean(capture.head.title ?? '');
  if (!title || notAName(title)) return null; // before splitting: "[::1]:8811" holds a "::" separator
  const split = (text: string): string[] =>
    // A leading copyright sign is a notice, not part of the name ("© Acme Hotel" → "Acme Hotel").
    clean(text).replace(/^(?:©|\(c\))\s*(?:\d{4}\s+)?/i, '').replace(/^(?:welcome to|home of)\s+/i, '').split(TITLE_SEPARATOR).map(clean)
      .filter((s) => s && !notAName(s)).map((s) => withoutTemplateCredit(s, host)).filter((s): s is string => s !== null && !notAName(s));
  const segments = split(title);
  // A segment that carried a template credit describes the template ("Play | Open source Project
  // by UIdeck"): the other segment is the name.
  const credited = new Set(clean(title).split(TITLE_SEPARATOR).map(clean).filter((s) => /\s+by\s+\S/i.test(s)).map((s) => withoutTemplateCredit(s, host)).filter((s): s is string => s !== null));
  if (segments.length === 0) return null;
  const colon = !/\s(?:\||·|•|»|::|[-–—])\s/.test(title) && title.includes(':');
  // A segment that also appears as a segment of og:title/twitter:title (when those differ from
  // the title) is likely the constant part of every page title: the brand.
  const others = ['og:title', 'twitter:title']
    .map((p) => capture.head.meta.find((m) => (m.property ?? m.name)?.toLowerCase() === p)?.content ?? '')
    .filter((t) => t && clean(t) !== title)
    .map((t) => new Set(split(t).map(normalize)));
  const scored = segments.map((segment, index) => {
    const words = segment.split(/\s+/).length;
    const hostMatch = host !== null && matchesHost(segment, host.key);
    const repeated = segments.length > 1 && others.some((o) => o.has(normalize(segment)));
    // "Page | Brand" puts the brand last; "Brand: tagline" puts it first.
    const positional = segments.length > 1 && index === (colon ? 0 : segments.length - 1) ? 0.5 : 0;
    const generic = PAGE_WORDS.has(segment.toLowerCase()) ? -1.5 : 0;
    const description = segments.length > 1 && credited.has(segment) ? -1 : 0;
    const score = (hostMatch ? 3 : 0) + (repeated ? 1 : 0) + positional + generic + description + (words <= 3 ? 1 : -0.25 * (words - 3)) + (taglineLike(segment) ? -1.5 : 0);
    return { segment, index, hostMatch, repeated, score };
  });
  scored.sort((a, b) => b.score - a.score || a.segment.length - b.segment.length || b.index - a.index);
  const best = scored[0]!;
  // A page's own name ("About", left alone once "Start Bootstrap Theme" is gone) is not the brand.
  if (!brandShaped(best.segment, host) || PAGE_WORDS.has(best.segment.toLowerCase())) return null;
  const base = best.hostMatch ? 0.75 : best.repeated ? 0.65 : segments.length > 1 ? 0.55 : 0.5;
  const why = best.hostMatch ? 'matches the host name' : best.repeated ? 'repeated in og:title/twitter:title' : 'most name-like segment';
  return { value: best.segment, source: 'title', base, note: `segment ${best.index + 1} of ${segments.length} of "${title}": ${why}` };
}

/**
 * Sentence-case or punctuated segments read as taglines ("Small-batch coffee, roasted weekly"),
 * while names are Title Case or a single word ("Kettle & Crow Coffee Roasters").
 */
function taglineLike(segment: string): boolean {
  if (/[,.!?]/.test(segment)) return true;
  const words = segment.split(/\s+/).filter((w) => /^[\p{L}]/u.test(w) && !/^(?:and|or|of|the|for|to|in|on|at|by|with|a|an|&)$/i.test(w));
  if (words.length < 3) return false;
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return lower / words.length > 0.5;
}

/** A value that reads as a name (not a sentence): trimmed, ≤ 50 chars and ≤ 5 words, not a placeholder. */
function brandShaped(raw: unknown, host: HostLabel | null): string | null {
  if (typeof raw !== 'string') return null;
  const cleaned = clean(raw);
  const value = cleaned && !notAName(cleaned) ? withoutTemplateCredit(cleaned, host) : null;
  if (!value || notAName(value) || /^https?:\/\//i.test(value)) return null;
  // A name begins with a letter, a digit, # or @: "_photo_two" is the colored half of a logo
  // ("CSS3<span>_photo_two</span>", issue 11 §1), not a name of its own.
  if (!/^[\p{L}\p{N}#@]/u.test(value)) return null;
  // A file-name title counts its words ("Free-Portfolio-HTML5-Responsive-Website-Sam" is six).
  if (value.length <= 50 && asWords(value).split(/\s+/).length <= 5) return value;
  // A long value may still carry the brand as one of its separated segments ("Acme — tagline").
  const segments = value.split(TITLE_SEPARATOR).map(clean);
  const match = segments.find((s) => host !== null && matchesHost(s, host.key));
  return match && match.length <= 50 ? match : null;
}

export interface HostLabel {
  host: string;
  /** The registrable label, normalized (`acme` for `www.acme.co.uk`). */
  key: string;
  display: string;
}

const TWO_LEVEL_SUFFIXES = new Set(['co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'ne.jp', 'or.jp', 'com.br', 'com.mx', 'com.ar', 'co.in', 'co.za', 'com.cn', 'com.tw', 'com.hk', 'co.kr', 'com.sg', 'com.tr', 'co.il']);
/** Shared-hosting domains where the subdomain is the site (and `*.brand-design.test` fixtures). */
const HOSTING_SUFFIXES = ['github.io', 'gitlab.io', 'vercel.app', 'netlify.app', 'pages.dev', 'web.app', 'firebaseapp.com', 'herokuapp.com', 'onrender.com', 'fly.dev', 'surge.sh', 'myshopify.com', 'wixsite.com', 'webflow.io', 'framer.website', 'substack.com', 'notion.site', 'brand-design.test'];

export function hostLabel(url: string): HostLabel | null {
  if (!URL.canParse(url)) return null;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[')) return null;
  const labels = host.split('.');
  const hosting = HOSTING_SUFFIXES.find((s) => host.endsWith(`.${s}`));
  let label: string;
  if (hosting) label = labels[labels.length - hosting.split('.').length - 1]!;
  else if (labels.length >= 3 && TWO_LEVEL_SUFFIXES.has(labels.slice(-2).join('.'))) label = labels[labels.length - 3]!;
  else label = labels.length >= 2 ? labels[labels.length - 2]! : labels[0]!;
  const display = label.split(/[-_]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  return { host, key: normalize(label), display };
}

/** `Acme Cloud` matches `acme`; `International Business Machines` matches `ibm` by its initials. */
function matchesHost(value: string, key: string): boolean {
  const n = normalize(value);
  if (!n || key.length < 2) return false;
  if (n === key) return true;
  if (key.length >= 3 && n.length >= 3 && (n.startsWith(key) || key.startsWith(n))) return true;
  const initials = value.split(/\s+/).map((w) => w[0] ?? '').join('').toLowerCase();
  return initials.length >= 2 && initials === key;
}

function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
