/**
 * Which page of a template speaks for it (issue 11 §2). A template's homepage or landing page shows
 * its look; its about, blog, pricing or contact pages share the header, palette and type but little
 * else, and their captions say so. When a query names no page type and a sibling page of a
 * template ranks before the template's own showcase page (on a shared facet or a stray word), the
 * showcase page takes that place and the sibling follows it: a designer asking for a look is shown
 * the page that shows it. Pure.
 */
const SHOWCASE: ReadonlySet<string> = new Set(['homepage', 'landing_page']);

export interface IdentityPage {
  identity: string;
  pageType: string;
}

/**
 * `ranked` reordered so each identity's first place goes to its best-ranked showcase page, when
 * `pageTypeAsked` is false; otherwise unchanged. Items keep their relative order otherwise.
 */
export function showcaseFirst<T>(ranked: readonly T[], pageOf: (r: T) => IdentityPage, pageTypeAsked: boolean): T[] {
  if (pageTypeAsked) return [...ranked];
  const firstShowcase = new Map<string, number>();
  ranked.forEach((r, i) => {
    const p = pageOf(r);
    if (SHOWCASE.has(p.pageType) && !firstShowcase.has(p.identity)) firstShowcase.set(p.identity, i);
  });
  const moved = new Set<number>();
  const out: T[] = [];
  const placed = new Set<string>();
  ranked.forEach((r, i) => {
    if (moved.has(i)) return;
    const p = pageOf(r);
    const showcase = firstShowcase.get(p.identity);
    if (!placed.has(p.identity) && showcase !== undefined && showcase > i) {
      out.push(ranked[showcase]!);
      moved.add(showcase);
    }
    placed.add(p.identity);
    out.push(r);
  });
  return out;
}
