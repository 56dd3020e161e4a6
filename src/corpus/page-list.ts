/**
 * The bundled corpus's page list (corpus/pages.json, issue 11 §1): real pages of real templates,
 * one visual identity per template, the entry page plus sibling pages (about, blog, pricing, …).
 * Pure decisions only: which sibling files are worth a card, when a sibling is a near-copy of the
 * entry page, when a page cannot have loaded its CSS, and the page's stable card URL.
 * `scripts/corpus-pages.ts` does the reading (sites, git mirrors) and writes the file.
 */
import { createHash } from 'node:crypto';

/** One page of corpus/pages.json. */
export interface CorpusPage {
  /** `<identity>` for the entry page, `<identity>--<page stem>` for a sibling. */
  id: string;
  /** The template the page belongs to: one visual identity (the realweb id). */
  identity: string;
  /** The card's URL: `https://<identity>.realweb.brand-design.test/<path>` (see `cardUrl`). */
  url: string;
  /** Starting labels (seed-labels.ts): corpus/labels.json replaces them by hand. */
  industry: string | null;
  page_type: string | null;
  repo: string;
  commit: string;
  /** The page's path inside the repository at `commit`. */
  source_path: string;
  /** `https://github.com/<repo>/blob/<commit>/<source_path>`. */
  source_url: string;
  /** SPDX id or vendor license name (see licenses.ts). */
  license: string;
  /** The file the license was read from, repository path at `commit` (`<page html>` when from the page). */
  license_file: string;
  /** The folder that holds the identity's files in the sites dir, relative to it (`<identity>`). */
  site_dir: string;
  /** The page's path inside `site_dir`. */
  site_path: string;
  /** `entry` for the template's entry page, else the sibling's stem (`about`, `blog-single`, …). */
  role: string;
}

/**
 * Sibling stems worth a card, by kind, most wanted first: each kind is one page type a designer
 * may search for (spec §2.5 page_type). A template gets at most one page per kind.
 */
const SIBLING_KINDS: readonly [kind: string, test: RegExp][] = [
  // Kinds with a spec §2.5 page_type first: they make the filters useful.
  ['about', /^(?:about|about-?us|company|story|our-?story)$/],
  ['pricing', /^(?:pricing|plans?|price|packages?)$/],
  ['blog', /^(?:blog|news|journal|articles?|blog-?(?:grid|list|classic|masonry|sidebar|right-?sidebar|left-?sidebar))$/],
  ['shop', /^(?:shop|store|products?|catalog|collections?|category|shop-?(?:grid|list))$/],
  ['product', /^(?:product-?(?:single|details?|page)|single-?product|shop-?(?:single|details?)|item)$/],
  ['portfolio', /^(?:portfolio|work|works|projects?|gallery|portfolio-?(?:grid|masonry))$/],
  ['case_study', /^(?:case-?stud(?:y|ies)|portfolio-?(?:single|details?|item)|project-?(?:single|details?)|single-?project)$/],
  ['services', /^(?:services?|what-?we-?do)$/],
  ['features', /^(?:features?)$/],
  ['solutions', /^(?:solutions?)$/],
  ['team', /^(?:team|our-?team|staff|doctors?|trainers?|people)$/],
  ['careers', /^(?:careers?|jobs?|job-?listing)$/],
  ['testimonials', /^(?:testimonials?|clients|customers)$/],
  ['landing', /^(?:landing|landing-?page)$/],
  ['post', /^(?:blog-?(?:single|details?|post|article)|single-?(?:blog|post)?|post|article|news-?(?:single|details?))$/],
  ['contact', /^(?:contact|contact-?us|contacts)$/],
  ['menu', /^(?:menu|our-?menu|food-?menu|reservation|booking)$/],
  ['login', /^(?:login|sign-?in|register|sign-?up|signup|auth)$/],
  ['docs', /^(?:docs|documentation|faq|help|support)$/],
  ['events', /^(?:events?|courses?|classes|schedule|programs?)$/],
  ['checkout', /^(?:cart|checkout|basket)$/],
  ['profile', /^(?:profile|user-?profile|account|resume|cv)$/],
];

/** The kind of a sibling page from its file stem, or null when it is not one we keep. */
export function siblingKind(stem: string): string | null {
  const s = stem.toLowerCase().replace(/_/g, '-');
  for (const [kind, test] of SIBLING_KINDS) if (test.test(s)) return kind;
  return null;
}

/** Rank of a kind in SIBLING_KINDS (lower is wanted first). */
export function siblingKindRank(kind: string): number {
  const i = SIBLING_KINDS.findIndex(([k]) => k === kind);
  return i < 0 ? SIBLING_KINDS.length : i;
}

/**
 * Picks the siblings of one template: one page per kind, most wanted kinds first, at most `max`.
 * `stems` are the HTML file stems beside the entry page (the entry itself excluded by the caller).
 */
export function pickSiblings(stems: readonly string[], max: number): { stem: string; kind: string }[] {
  const byKind = new Map<string, string>();
  for (const stem of [...stems].sort()) {
    const kind = siblingKind(stem);
    // Shortest stem of a kind is the plain page (`blog` before `blog-grid`).
    if (kind && (!byKind.has(kind) || stem.length < byKind.get(kind)!.length)) byKind.set(kind, stem);
  }
  return [...byKind.entries()]
    .sort((a, b) => siblingKindRank(a[0]) - siblingKindRank(b[0]))
    .slice(0, max)
    .map(([kind, stem]) => ({ stem, kind }));
}

/** Word 3-shingles of visible text (lower case, letters and digits). */
export function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Share of the sibling's shingles that also occur on the entry page (0..1). */
export function containment(sibling: Set<string>, entry: Set<string>): number {
  if (sibling.size === 0) return 1;
  let shared = 0;
  for (const s of sibling) if (entry.has(s)) shared++;
  return shared / sibling.size;
}

/**
 * A sibling is a near-copy when most of its text is the entry page's (a second home page, the
 * same landing page with another hero), or when it has almost no text of its own (a stub).
 * 0.8: template siblings share header, footer and a few sections with the entry page (measured
 * 0.2–0.6 on about/blog/contact pages of these templates); copies of the home page sit above 0.85.
 */
export function isNearCopy(siblingText: string, entryText: string): boolean {
  const sib = shingles(siblingText);
  if (sib.size < 15) return true;
  return containment(sib, shingles(entryText)) >= 0.8;
}

/**
 * A page cannot have loaded its CSS offline when none of its stylesheets is a local file that
 * exists and it has no substantial inline `<style>` (`localSheetsFound`: linked local sheets
 * present in the sites dir; `inlineCssChars`: characters in `<style>` elements).
 */
export function lacksCss(localSheetsFound: number, inlineCssChars: number): boolean {
  return localSheetsFound === 0 && inlineCssChars < 500;
}

/** The page id: the identity for the entry page, `<identity>--<stem>` for a sibling. */
export function pageId(identity: string, stem: string | null): string {
  if (!stem) return identity;
  const clean = stem.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${identity}--${clean}`;
}

/** DNS labels are at most 63 characters: long identities keep a readable prefix and a hash. */
export function hostLabel(identity: string): string {
  if (identity.length <= 63) return identity;
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 8);
  return `${identity.slice(0, 54).replace(/-+$/, '')}-${hash}`;
}

/**
 * The card URL: one synthetic origin per identity, `https://<identity>.realweb.brand-design.test/`,
 * and the page's path in its template folder. Decided over the GitHub blob URL because a card's
 * URL names a *site*: one host per visual identity keeps every host-based rule right (the entry page
 * and its about page are one site; two templates of one collection repository are two sites), and
 * the path says which page it is. The `.test` TLD (RFC 6761) can never resolve on the internet;
 * the source on GitHub is on the card as `source.url`.
 */
export function cardUrl(identity: string, sitePath: string): string {
  const path = sitePath.split('/').map(encodeURIComponent).join('/');
  return `https://${hostLabel(identity)}.realweb.brand-design.test/${path}`;
}

/** `https://github.com/<repo>/blob/<commit>/<path>` */
export function sourceUrl(repo: string, commit: string, path: string): string {
  return `https://github.com/${repo}/blob/${commit}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
