/**
 * The header navigation bar (spec §2.3 `navigation`: header tree, position static/sticky/fixed,
 * style). The tree comes from navigation-tree.ts; this file decides what is left out of it
 * (logo, mobile toggle, search, skip and theme controls), which items are calls to action, and
 * how the bar is positioned and painted.
 */
import type { Box, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { componentsOfKind, paintsSurface } from '../derived/components.js';
import { brandNameOf, classNamesLogo, isHomeHref, textNamesLogo } from '../derived/nav-brand.js';
import { absoluteUrl, domIndex } from '../derived/nav-dom.js';
import { headerRegion, type Region } from '../derived/nav-regions.js';
import { ownBackgroundHex } from '../derived/nav-style.js';
import { labelOfElement, nodeTextDeep } from '../derived/nav-text.js';
import { deltaE2000 } from '../shared/color.js';
import { walkElements, type DomElement } from '../shared/dom.js';
import { headerStyle, positionOf, type BarPosition, type HeaderStyle, type PositionSource } from './navigation-bar.js';
import { domSource, nodeTreeSource, type TreeSource } from './navigation-source.js';
import { buildNavTree, isLinkish, type NavItem } from './navigation-tree.js';

export interface MobileToggle {
  label: string;
  node_id: string | null;
  selector: string;
  /** Shown at the capture viewport (usually false on desktop captures). */
  visible: boolean;
  aria_expanded: string | null;
  aria_controls: string | null;
  /** The element named by aria-controls exists in the DOM. */
  controls_found: boolean;
}

export interface HeaderNav {
  node_id: string;
  selector: string;
  box: Box;
  items: NavItem[];
  position: BarPosition;
  /** Which node's computed `position` decided it; null for the static default. */
  position_source: PositionSource | null;
  style: HeaderStyle;
  logo: { label: string; href: string | null; node_id: string | null; selector: string } | null;
  mobile_toggle: MobileToggle | null;
  evidence: { score: number; reasons: string[] };
}

const BUTTON_CLASS = /(^|[\s_-])(btn|button|cta)([\s_-]|$)/i;
const CTA_CLASS = /(^|[\s_-])(primary|cta|signup|sign-up|get-started)([\s_-]|$)/i;
const TOGGLE_HINT = /(^|[\s_-])(hamburger|burger|menu-?toggle|nav-?toggle|navbar-?toggler|menu-?button|menu-?btn|mobile-?menu|mobile-?nav|nav-?trigger|offcanvas|drawer-?toggle|toggle-?menu|toggle-?nav)([\s_-]|$)|\b(open|toggle|show)\s+(the\s+)?(main\s+|mobile\s+|site\s+)?(menu|navigation|nav)\b|^\s*(menu|navigation)\s*$/i;
const SEARCH_HINT = /(^|[\s_-])(search|docsearch)([\s_-]|$)|^\s*search\b/i;
const THEME_HINT = /\b(theme|dark mode|light mode|color scheme|colour scheme)\b|(^|[\s_-])theme-?toggle([\s_-]|$)/i;
const SKIP_HINT = /\bskip\b|\bjump to\b/i;

export function analyzeHeader(ctx: AnalysisContext): HeaderNav | null {
  const region = headerRegion(ctx);
  if (!region) return null;
  const base = ctx.capture.final_url;
  const { root, source, fromDom } = treeFor(ctx, region);
  const brand = brandNameOf(ctx);

  const skip = new Set<DomElement>();
  let logo: HeaderNav['logo'] = null;
  let mobileToggle: MobileToggle | null = null;
  let hasSearch = false;
  for (const el of walkElements(root)) {
    const hint = `${el.attrs['class'] ?? ''} ${el.attrs['id'] ?? ''}`;
    if (isSearchControl(el)) hasSearch = true;
    if (!isLinkish(el) && !(el.attrs['aria-controls'] !== undefined && el.attrs['aria-expanded'] !== undefined)) continue;
    const { label } = labelOfElement(el);
    const aria = `${el.attrs['aria-label'] ?? ''} ${el.attrs['title'] ?? ''}`;
    if (isLogoLink(el, label, brand, base)) {
      skip.add(el);
      logo ??= { label: label || aria.trim(), href: absoluteUrl(el.attrs['href'], base), node_id: source.nodeIdOf(el), selector: source.selectorOf(el) };
    } else if (el.tag !== 'a' && (TOGGLE_HINT.test(hint) || TOGGLE_HINT.test(aria) || TOGGLE_HINT.test(label) || (!label && el.attrs['aria-expanded'] !== undefined && source.nodeIdOf(el) === null))) {
      skip.add(el);
      // The accessible name: aria-label wins over the visible text.
      mobileToggle ??= toggleOf(el, (el.attrs['aria-label'] ?? '').trim() || label || aria.trim(), source);
    } else if (SEARCH_HINT.test(hint) || SEARCH_HINT.test(aria) || /^search$/i.test(label) || /\/search\b/.test(el.attrs['href'] ?? '')) {
      skip.add(el);
      hasSearch = true;
    } else if (THEME_HINT.test(aria) || THEME_HINT.test(hint) || (el.tag === 'a' && SKIP_HINT.test(label) && (el.attrs['href'] ?? '').startsWith('#'))) {
      skip.add(el);
    }
  }

  const visibleHrefs = new Set<string>();
  for (const el of walkElements(root)) {
    if (el.tag === 'a' && source.nodeIdOf(el) !== null && !skip.has(el)) {
      const h = absoluteUrl(el.attrs['href'], base);
      if (h) visibleHrefs.add(h);
    }
  }
  const header = region.node;
  const backdrop = backdropOf(ctx, header.id).color.hex;
  const items = buildNavTree(root, { source, baseUrl: base, skip, visibleHrefs, isCta: (id) => isCta(ctx, id) });
  if (fromDom) addShadowItems(ctx, region.node, items);
  const position = positionOf(ctx, header);
  const style = headerStyle(ctx, header, items, backdrop, hasSearch, position.value);
  return {
    node_id: header.id,
    selector: header.selector,
    box: header.box,
    items,
    position: position.value,
    position_source: position.source,
    style,
    logo,
    mobile_toggle: mobileToggle,
    evidence: { score: region.score, reasons: region.reasons },
  };
}

/**
 * Links and buttons rendered inside shadow roots (web components) are not in the serialized DOM;
 * the visible ones are added from the node table, in document order.
 */
function addShadowItems(ctx: AnalysisContext, header: CapturedNode, items: NavItem[]): void {
  const order = (id: string | null): number => (id === null ? -1 : Number(id.replace(/\D/g, '')) || 0);
  const stack = [...ctx.children(header.id)];
  const found: CapturedNode[] = [];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.in_shadow && (n.tag === 'button' || (n.tag === 'a' && n.attrs['href'] !== undefined) || n.attrs['role'] === 'button')) found.push(n);
    else stack.push(...ctx.children(n.id));
  }
  found.sort((a, b) => order(a.id) - order(b.id));
  for (const n of found) {
    const label = nodeTextDeep(ctx, n, 80) || n.attrs['aria-label'] || '';
    if (!label) continue;
    const cta = isCta(ctx, n.id);
    const item: NavItem = {
      label,
      description: null,
      href: n.tag === 'a' ? absoluteUrl(n.attrs['href'], ctx.capture.final_url) : null,
      children: [],
      is_cta: cta,
      active: n.attrs['aria-current'] !== undefined && n.attrs['aria-current'] !== 'false',
      kind: n.tag === 'a' ? 'link' : 'button',
      group: cta || !ctx.ancestors(n.id).some((a) => a.tag === 'nav') ? 'action' : 'menu',
      visible: true,
      node_id: n.id,
      selector: n.selector,
    };
    const at = items.findIndex((i) => i.node_id !== null && order(i.node_id) > order(n.id));
    items.splice(at < 0 ? items.length : at, 0, item);
  }
}

/** The region's DOM element and source, or a tree rebuilt from nodes when the DOM does not match. */
export function treeFor(ctx: AnalysisContext, region: Region): { root: DomElement; source: TreeSource; fromDom: boolean } {
  const el = domIndex(ctx).elementOf.get(region.node.id);
  if (el) return { root: el, source: domSource(ctx), fromDom: true };
  return { ...nodeTreeSource(ctx, region.node.id), fromDom: false };
}

function isLogoLink(el: DomElement, label: string, brand: string | null, base: string): boolean {
  if (el.tag !== 'a') return false;
  if (classNamesLogo(el.attrs['class'], el.attrs['id']) || textNamesLogo(el.attrs['aria-label'])) return true;
  if (!isHomeHref(el.attrs['href'], base)) return false;
  if (/^home$/i.test(label)) return false;
  const hasImage = [...walkElements(el)].some((e) => e.tag === 'img' || e.tag === 'svg' || e.tag === 'picture');
  const brandMatch = brand !== null && label !== '' && label.toLowerCase().replace(/\W+/g, '') === brand.toLowerCase().replace(/\W+/g, '');
  return hasImage || brandMatch || /\bhome\b/i.test(el.attrs['aria-label'] ?? '');
}

function isSearchControl(el: DomElement): boolean {
  const type = (el.attrs['type'] ?? '').toLowerCase();
  const name = (el.attrs['name'] ?? '').toLowerCase();
  return (
    (el.tag === 'input' && (type === 'search' || ['q', 'query', 'search', 's', 'keyword', 'keywords'].includes(name))) ||
    el.attrs['role'] === 'search' ||
    el.tag === 'search' ||
    (el.tag === 'form' && /search/i.test(el.attrs['action'] ?? ''))
  );
}

function toggleOf(el: DomElement, label: string, source: TreeSource): MobileToggle {
  const controls = el.attrs['aria-controls'] ?? null;
  return {
    label,
    node_id: source.nodeIdOf(el),
    selector: source.selectorOf(el),
    visible: source.nodeIdOf(el) !== null,
    aria_expanded: el.attrs['aria-expanded'] ?? null,
    aria_controls: controls,
    controls_found: controls !== null && controls.split(/\s+/).some((id) => source.byId(id) !== null),
  };
}

/** A filled button-looking link or button (or one classed primary/cta) is a call to action. */
export function isCta(ctx: AnalysisContext, nodeId: string): boolean {
  const node = ctx.nodeById(nodeId);
  if (!node) return false;
  const cls = node.attrs['class'] ?? '';
  const buttonLike = BUTTON_CLASS.test(cls) || componentsOfKind(ctx, 'button').some((c) => c.node.id === nodeId) || paintsSurface(ctx, node);
  if (!buttonLike) return false;
  if (CTA_CLASS.test(cls)) return true;
  const fill = ownBackgroundHex(ctx, node);
  if (fill === null) return false;
  const behind = node.parent !== null ? backdropOf(ctx, node.parent).color.hex : '#ffffff';
  return deltaE2000(fill, behind) > 5;
}
