/**
 * The rest of spec §2.3 `navigation` beyond header and footer: the skip link, breadcrumbs, and
 * other navigation blocks (sidebars, tabs, tables of contents, pagination).
 */
import type { AnalysisContext } from '../context.js';
import { absoluteUrl, domIndex, selectorOfElement } from '../derived/nav-dom.js';
import { footerRegion, headerRegion, isInside, overlayNodes } from '../derived/nav-regions.js';
import { labelOfElement } from '../derived/nav-text.js';
import { bodyOf, textContent, walkElements, type DomElement } from '../shared/dom.js';
import { domSource, nodeTreeSource } from './navigation-source.js';
import { buildNavTree, flattenItems, type NavItem } from './navigation-tree.js';

export interface SkipLink {
  label: string;
  href: string;
  /** The fragment target exists in the DOM. */
  target_found: boolean;
  /** Shown at capture time (skip links are usually visible only on focus). */
  visible: boolean;
  selector: string;
}

export interface Breadcrumbs {
  items: { label: string; href: string | null }[];
  source: 'markup' | 'json_ld';
  selector: string | null;
}

export interface OtherNav {
  kind: 'sidebar' | 'tabs' | 'toc' | 'pagination' | 'breadcrumbs' | 'other';
  label: string | null;
  items: NavItem[];
  node_id: string;
  selector: string;
}

const SKIP = /\bskip\b|\bjump to\b|\bzum inhalt\b|\baller au contenu\b/i;
const BREADCRUMB = /breadcrumb/i;

/** The first skip link among the first links of the body. */
export function skipLinkOf(ctx: AnalysisContext): SkipLink | null {
  const index = domIndex(ctx);
  let seen = 0;
  for (const el of walkElements(bodyOf(ctx.dom()))) {
    if (el.tag !== 'a') continue;
    if (++seen > 10) break;
    const href = el.attrs['href'] ?? '';
    const label = labelOfElement(el).label;
    if (!href.startsWith('#') || href.length < 2 || !(SKIP.test(label) || /skip/i.test(el.attrs['class'] ?? ''))) continue;
    const target = decodeURIComponent(href.slice(1));
    return {
      label,
      href: absoluteUrl(href, ctx.capture.final_url) ?? href,
      target_found: index.byId.has(target) || index.elements.some((e) => e.tag === 'a' && e.attrs['name'] === target),
      visible: index.nodeOf.has(el),
      selector: selectorOfElement(ctx, el),
    };
  }
  return null;
}

export function breadcrumbsOf(ctx: AnalysisContext): Breadcrumbs | null {
  const base = ctx.capture.final_url;
  const root = bodyOf(ctx.dom());
  for (const el of walkElements(root)) {
    const hint = `${el.attrs['aria-label'] ?? ''} ${el.attrs['class'] ?? ''} ${el.attrs['id'] ?? ''} ${el.attrs['itemtype'] ?? ''}`;
    if (!BREADCRUMB.test(hint)) continue;
    const items = breadcrumbItems(el, base);
    if (items.length >= 1) return { items, source: 'markup', selector: selectorOfElement(ctx, el) };
  }
  for (const block of ctx.capture.head.json_ld) {
    const list = findBreadcrumbList(block, 0);
    if (list) return { items: list.map((i) => ({ label: i.name, href: absoluteUrl(i.item, base) })), source: 'json_ld', selector: null };
  }
  return null;
}

function breadcrumbItems(container: DomElement, base: string): Breadcrumbs['items'] {
  const items: Breadcrumbs['items'] = [];
  const lis = [...walkElements(container)].filter((e) => e.tag === 'li');
  const entries = lis.length > 0 ? lis : [...walkElements(container)].filter((e) => e.tag === 'a');
  for (const entry of entries) {
    const link = entry.tag === 'a' ? entry : [...walkElements(entry)].find((e) => e.tag === 'a');
    const label = link ? labelOfElement(link).label : textContent(entry);
    if (label && label.length <= 120) items.push({ label, href: link ? absoluteUrl(link.attrs['href'], base) : null });
  }
  return items;
}

function findBreadcrumbList(node: unknown, depth: number): { name: string; item: string | null }[] | null {
  if (depth > 5 || typeof node !== 'object' || node === null) return null;
  if (Array.isArray(node)) {
    for (const n of node) {
      const found = findBreadcrumbList(n, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = node as Record<string, unknown>;
  if (record['@type'] === 'BreadcrumbList' && Array.isArray(record['itemListElement'])) {
    const items = (record['itemListElement'] as unknown[])
      .filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null)
      .sort((a, b) => Number(a['position'] ?? 0) - Number(b['position'] ?? 0))
      .map((i) => {
        const item = i['item'];
        const name = typeof i['name'] === 'string' ? i['name'] : typeof item === 'object' && item !== null && typeof (item as Record<string, unknown>)['name'] === 'string' ? ((item as Record<string, unknown>)['name'] as string) : '';
        const href = typeof item === 'string' ? item : typeof item === 'object' && item !== null && typeof (item as Record<string, unknown>)['@id'] === 'string' ? ((item as Record<string, unknown>)['@id'] as string) : null;
        return { name, item: href };
      })
      .filter((i) => i.name);
    return items.length > 0 ? items : null;
  }
  for (const value of Object.values(record)) {
    const found = findBreadcrumbList(value, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Visible `nav`/`role=navigation`/`role=tablist` blocks outside the header and footer. */
export function otherNavs(ctx: AnalysisContext, isCta: (id: string) => boolean): OtherNav[] {
  const header = headerRegion(ctx);
  const footer = footerRegion(ctx);
  const index = domIndex(ctx);
  const dom = domSource(ctx);
  const overlays = overlayNodes(ctx);
  const vw = ctx.capture.viewport.width;
  const out: OtherNav[] = [];
  const taken: string[] = [];
  for (const node of ctx.nodes()) {
    const role = node.attrs['role'] ?? '';
    if (node.tag !== 'nav' && role !== 'navigation' && role !== 'tablist') continue;
    if (isInside(ctx, header, node.id) || isInside(ctx, footer, node.id) || overlays.has(node.id)) continue;
    if (header && ctx.ancestors(header.node.id).some((a) => a.id === node.id)) continue;
    if (taken.some((t) => ctx.ancestors(node.id).some((a) => a.id === t))) continue;
    const mapped = index.elementOf.get(node.id);
    const { root: el, source } = mapped ? { root: mapped, source: dom } : nodeTreeSource(ctx, node.id);
    const items = buildNavTree(el, { source, baseUrl: ctx.capture.final_url, skip: new Set(), visibleHrefs: new Set(), isCta });
    if (items.length === 0) continue;
    const label = node.attrs['aria-label'] ?? null;
    const hint = `${label ?? ''} ${node.attrs['class'] ?? ''} ${node.attrs['id'] ?? ''}`;
    const flat = flattenItems(items);
    const page = ctx.capture.final_url.split('#')[0];
    let kind: OtherNav['kind'] = 'other';
    if (BREADCRUMB.test(hint)) kind = 'breadcrumbs';
    else if (role === 'tablist' || /\btabs?\b/i.test(hint)) kind = 'tabs';
    else if (/pagination|pager/i.test(hint) || flat.filter((i) => /^\d+$/.test(i.label)).length >= 2) kind = 'pagination';
    else if (/\b(toc|table of contents|on this page|contents)\b/i.test(hint) || flat.every((i) => i.href !== null && i.href.split('#')[0] === page && i.href.includes('#'))) kind = 'toc';
    else if (node.box.height > node.box.width && node.box.width < vw * 0.35) kind = 'sidebar';
    out.push({ kind, label, items, node_id: node.id, selector: node.selector });
    taken.push(node.id);
    if (out.length >= 10) break;
  }
  return out;
}
