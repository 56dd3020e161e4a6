/**
 * The verifier's calibration set (issue 10 §2): real multi-page templates (eval/judge/sites.json),
 * their saved captures (eval/judge/captures/) and the pairs built from them.
 *
 * Pairs, each (reference page, source page):
 * - self: a page against itself (one per site);
 * - same: every other page of a site against its entry page, and its entry page against each
 *   other page (login vs dashboard, blog post vs home, both ways);
 * - other: entry pages of two different sites, every hard pair (same vendor or framework: two
 *   BootstrapDash admins, two Creative Tim kits, two Themefisher sites) and a fixed stride of the
 *   remaining pairs, plus inner pages of hard pairs (login vs login of two admin templates).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const CAPTURES_DIR = join(here, 'captures');

export interface CalibrationSite {
  site: string;
  repo: string;
  commit: string;
  license: string;
  license_file: string;
  attribution: string | null;
  /** Entry page first. */
  pages: string[];
}

export type PairKind = 'self' | 'same' | 'other';

export interface CalibrationPair {
  kind: PairKind;
  reference: string;
  source: string;
  /** Same vendor/framework (other-brand pairs that are hard to tell apart). */
  hard: boolean;
}

export function loadSites(): CalibrationSite[] {
  return (JSON.parse(readFileSync(join(here, 'sites.json'), 'utf8')) as { sites: CalibrationSite[] }).sites;
}

/** File-name key of one page: `<site>__<path with / as _>` without .html. */
export function pageKey(site: string, page: string): string {
  return `${site}__${page.replace(/\.html?$/, '').replace(/[^a-zA-Z0-9-]+/g, '_')}`;
}

const vendor = (s: CalibrationSite): string => s.repo.split('/')[0]!.toLowerCase().replace('themewagon', 'bootstrapdash');

export function buildPairs(sites: readonly CalibrationSite[]): CalibrationPair[] {
  const pairs: CalibrationPair[] = [];
  for (const s of sites) {
    const entry = pageKey(s.site, s.pages[0]!);
    pairs.push({ kind: 'self', reference: entry, source: entry, hard: false });
    for (const page of s.pages.slice(1)) {
      const other = pageKey(s.site, page);
      pairs.push({ kind: 'same', reference: entry, source: other, hard: false });
      pairs.push({ kind: 'same', reference: other, source: entry, hard: false });
    }
  }
  let stride = 0;
  for (const a of sites) {
    for (const b of sites) {
      if (a === b) continue;
      const hard = vendor(a) === vendor(b);
      // Every hard pair both ways; one in five of the rest (deterministic), enough to see the spread.
      if (!hard && stride++ % 5 !== 0) continue;
      pairs.push({ kind: 'other', reference: pageKey(a.site, a.pages[0]!), source: pageKey(b.site, b.pages[0]!), hard });
      // Same page type of two templates of one vendor: login vs login, table vs table.
      if (hard && a.pages[1] && b.pages[1] && a.site < b.site) pairs.push({ kind: 'other', reference: pageKey(a.site, a.pages[1]), source: pageKey(b.site, b.pages[1]), hard });
    }
  }
  return pairs;
}
