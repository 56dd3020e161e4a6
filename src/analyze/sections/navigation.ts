/**
 * The `navigation` section (spec §2.3: "header and footer navigation trees (labels, hrefs,
 * nesting), position (static/sticky/fixed), style").
 *
 * - `header`: the top bar's item tree (dropdown items recovered from the rendered DOM even when
 *   hidden at capture time), calls to action, position, paint and type, logo link, mobile toggle.
 * - `footer`: link columns with headings, legal links, social profiles, copyright.
 * - `other`: sidebars, tabs, tables of contents, pagination; plus `skip_link` and `breadcrumbs`.
 *
 * Every entry names its node id / selector; hidden items say `visible: false`.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { breadcrumbsOf, otherNavs, skipLinkOf, type Breadcrumbs, type OtherNav, type SkipLink } from './navigation-extras.js';
import { analyzeFooter, type FooterNav } from './navigation-footer.js';
import { analyzeHeader, isCta, type HeaderNav } from './navigation-header.js';
import { flattenItems, pruneTree } from './navigation-tree.js';

export type { NavItem } from './navigation-tree.js';
export type { BarPosition, HeaderStyle, PositionSource } from './navigation-bar.js';
export type { HeaderNav, MobileToggle } from './navigation-header.js';
export type { FooterNav, FooterColumn, FooterLink, SocialLink } from './navigation-footer.js';
export type { Breadcrumbs, OtherNav, SkipLink } from './navigation-extras.js';

export interface NavigationSection {
  header: HeaderNav | null;
  footer: FooterNav | null;
  other: OtherNav[];
  skip_link: SkipLink | null;
  breadcrumbs: Breadcrumbs | null;
  /** Counts for a quick read: items in the header tree (all levels), hidden ones, footer links. */
  summary: { header_items: number; header_hidden_items: number; header_depth: number; footer_columns: number; footer_links: number; social_links: number };
  findings?: Finding[];
}

export const navigationAnalyzer: Analyzer<NavigationSection> = {
  id: 'navigation',
  requires: ['nodes'],
  analyze: analyzeNavigation,
};

export function analyzeNavigation(_capture: Capture, ctx: AnalysisContext): NavigationSection {
  const findings: Finding[] = [];
  const header = analyzeHeader(ctx);
  const footer = analyzeFooter(ctx);
  const other = otherNavs(ctx, (id) => isCta(ctx, id));
  const dropped = header ? pruneTree(header.items) : 0;
  if (dropped > 0) findings.push({ message: `header navigation truncated: ${dropped} deeper or surplus menu entries left out (at most 60 per level, 4 levels)` });
  for (const o of other) pruneTree(o.items);
  const flat = header ? flattenItems(header.items) : [];
  const depth = (items: HeaderNav['items'], d: number): number => items.reduce((m, i) => Math.max(m, i.children.length > 0 ? depth(i.children, d + 1) : d), items.length > 0 ? d : 0);
  if (!header) findings.push({ message: 'no header navigation bar was found (no header/nav/banner with links near the top of the page)' });
  if (!footer) findings.push({ message: 'no page footer was found' });
  const toggles = flat.filter((i) => i.kind === 'toggle' && i.children.length === 0 && i.visible);
  for (const t of toggles) findings.push({ message: `dropdown "${t.label}" has no items in the rendered DOM (rendered on demand by script)`, evidence: t.selector });
  const section: NavigationSection = {
    header,
    footer,
    other,
    skip_link: skipLinkOf(ctx),
    breadcrumbs: breadcrumbsOf(ctx),
    summary: {
      header_items: flat.length,
      header_hidden_items: flat.filter((i) => !i.visible).length,
      header_depth: header ? depth(header.items, 1) : 0,
      footer_columns: footer?.columns.length ?? 0,
      footer_links: footer ? footer.columns.reduce((n, c) => n + c.items.length, 0) + footer.legal.length : 0,
      social_links: footer?.social.length ?? 0,
    },
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}
