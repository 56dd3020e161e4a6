/**
 * Brand facts navigation and assets share: the brand name (profile's `inferBrandName`, once per
 * run), what a logo looks like in markup, and what a link to the home page is.
 */
import type { AnalysisContext } from '../context.js';
import { hostLabel, inferBrandName } from '../sections/profile-brand-name.js';

/**
 * A class/id token naming a logo (`logo`, `navbar-brand`, `site-logo`, `brand-mark`), but not a
 * utility class built on a color called "brand" (`bg-brand-500`, `hover:text-brand`).
 */
const LOGO_TOKEN = /^(?:[a-z]+[-_])*(?:logo|logotype|logomark|wordmark|brand|brandmark|site-?title|site-?name)(?:[-_][a-z]+)*$/;
const UTILITY_PREFIX = /^(?:bg|text|border|fill|stroke|ring|from|to|via|decoration|outline|shadow|accent|caret|divide|placeholder)-/;

/** Whether class names or ids name a logo (Tailwind variants such as `md:` are ignored). */
export function classNamesLogo(...values: (string | undefined)[]): boolean {
  return values.some((value) =>
    (value ?? '').split(/\s+/).some((raw) => {
      const token = raw.slice(raw.lastIndexOf(':') + 1).toLowerCase();
      return token !== '' && LOGO_TOKEN.test(token) && !UTILITY_PREFIX.test(token);
    }),
  );
}

/** Whether free text (alt, aria-label, title, a file name) says "logo". */
export function textNamesLogo(...values: (string | undefined)[]): boolean {
  return values.some((value) => /\blogo(type|mark)?\b|\bwordmark\b/i.test(value ?? ''));
}

/** The brand name and the host label, normalized for comparisons (`acme`), once per run. */
export function brandNameOf(ctx: AnalysisContext): string | null {
  return ctx.derive('nav:brand', (c) => {
    const name = inferBrandName(c, ctx.dom()).value;
    return name ? name : null;
  });
}

export function hostKeyOf(ctx: AnalysisContext): string | null {
  return ctx.derive('nav:hostKey', (c) => hostLabel(c.final_url)?.key ?? null);
}

export function normalizeName(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A link to the site's home page (`/`, `./`, `index.html`, the origin). */
export function isHomeHref(href: string | undefined, base: string): boolean {
  if (href === undefined || !URL.canParse(href.trim(), base)) return false;
  const url = new URL(href.trim(), base);
  const origin = URL.canParse(base) ? new URL(base).origin : '';
  return url.origin === origin && /^\/(index\.html?|home\/?)?$/i.test(url.pathname) && url.hash === '' && url.search === '';
}
