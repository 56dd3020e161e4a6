/**
 * Which page of a template speaks for it (issue 11 §2). A template's entry page (its homepage,
 * landing page or one-page portfolio) shows its look; its about, blog, pricing or contact pages
 * share the header, palette and type but little else, and their captions say so. When a sibling
 * page of a template ranks before the template's showcase page (on a shared facet or a stray word),
 * the showcase page takes that place and the sibling follows it — unless the query asks for a page
 * type the showcase page is not (a "blog" brief keeps the template's blog page first). Pure.
 */
const SHOWCASE_TYPES: ReadonlySet<string> = new Set(['homepage', 'landing_page']);

export interface IdentityPage {
  identity: string;
  pageType: string;
  /** The template's entry page (the corpus names it by the identity itself). */
  entry: boolean;
}

/**
 * `ranked` reordered so each identity's first place goes to its showcase page: the entry page when
 * it is among the candidates, else its best-ranked homepage or landing page. With `askedTypes`
 * (the page types the query asks), only a showcase page of an asked type moves up. Items keep
 * their relative order otherwise.
 */
export function showcaseFirst<T>(ranked: readonly T[], pageOf: (r: T) => IdentityPage, askedTypes: readonly string[] = []): T[] {
  const showcase = new Map<string, number>();
  ranked.forEach((r, i) => {
    const p = pageOf(r);
    const current = showcase.get(p.identity);
    if (p.entry && (current === undefined || !pageOf(ranked[current]!).entry)) showcase.set(p.identity, i);
    else if (current === undefined && SHOWCASE_TYPES.has(p.pageType)) showcase.set(p.identity, i);
  });
  const moved = new Set<number>();
  const out: T[] = [];
  const placed = new Set<string>();
  ranked.forEach((r, i) => {
    if (moved.has(i)) return;
    const p = pageOf(r);
    const s = showcase.get(p.identity);
    if (!placed.has(p.identity) && s !== undefined && s > i && (askedTypes.length === 0 || askedTypes.includes(pageOf(ranked[s]!).pageType))) {
      out.push(ranked[s]!);
      moved.add(s);
    }
    placed.add(p.identity);
    out.push(r);
  });
  return out;
}
