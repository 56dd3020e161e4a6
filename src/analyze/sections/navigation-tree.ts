/**
 * Navigation trees from markup (spec §2.3 `navigation`: "labels, hrefs, nesting"). Nesting comes
 * from the DOM, not the node table: dropdown panels are usually hidden at capture time
 * (opacity 0, visibility hidden, display none), so their items exist only in the rendered HTML.
 *
 * Patterns handled: `ul > li > a + ul` (WordPress, plain sites), `li > button[aria-controls] +
 * ul#id` and panels referenced from anywhere by `aria-controls` (Headless UI, Radix), Bootstrap's
 * `li.dropdown > a.dropdown-toggle + div.dropdown-menu`, `div.relative > button[aria-expanded] +
 * div` (Tailwind UI), `details > summary + ul`. A hidden container that repeats the visible links
 * (the mobile drawer) is skipped, not read as a submenu.
 */
import { absoluteUrl } from '../derived/nav-dom.js';
import { labelOfElement } from '../derived/nav-text.js';
import type { DomElement } from '../shared/dom.js';
import type { TreeSource } from './navigation-source.js';

export interface NavItem {
  label: string;
  /** Secondary text of rich menu entries ("Capture interviews and field notes"). */
  description: string | null;
  /** Absolute URL; null for buttons and `#`-only toggles. */
  href: string | null;
  children: NavItem[];
  /** A button-looking call to action (filled, or classed primary/cta). */
  is_cta: boolean;
  /** aria-current, an active/current class, or the URL of this page. */
  active: boolean;
  /** `toggle`: opens a submenu (button, summary, aria-expanded/haspopup). */
  kind: 'link' | 'button' | 'toggle';
  /**
   * `menu`: part of the navigation list (inside a nav/list/menu); `action`: a utility link or call
   * to action beside it ("Log in", "Start free").
   */
  group: 'menu' | 'action';
  /** Visible at capture time (false for items recovered from hidden dropdowns). */
  visible: boolean;
  node_id: string | null;
  selector: string;
}

export interface BuildOptions {
  source: TreeSource;
  baseUrl: string;
  /** Elements left out with their subtrees (logo, mobile toggle, search, skip link). */
  skip: ReadonlySet<DomElement>;
  /** Hrefs of the visible links of the region, to recognise a hidden mobile drawer. */
  visibleHrefs: ReadonlySet<string>;
  isCta(nodeId: string): boolean;
}

const LINKISH_ROLES = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio', 'link', 'tab', 'button']);
const MENU_CONTAINER = /(^|[\s_-])(dropdown|sub-?menu|mega|flyout|popover|menu|panel|children)([\s_-]|$)/i;
const ACTIVE_CLASS = /(^|\s)(active|current|is-active|is-current|selected|current-menu-item|current_page_item|router-link-exact-active)(\s|$)/i;

export function isLinkish(el: DomElement): boolean {
  if (el.tag === 'a') return el.attrs['href'] !== undefined || el.attrs['role'] === 'button';
  if (el.tag === 'button' || el.tag === 'summary') return true;
  return LINKISH_ROLES.has(el.attrs['role'] ?? '');
}

function isToggle(el: DomElement): boolean {
  return (
    el.tag === 'summary' ||
    el.attrs['aria-expanded'] !== undefined ||
    (el.attrs['aria-haspopup'] !== undefined && el.attrs['aria-haspopup'] !== 'false') ||
    /(^|[\s_-])dropdown-toggle([\s_-]|$)/i.test(el.attrs['class'] ?? '')
  );
}

/** Builds the item tree of everything under `container`. */
export function buildNavTree(container: DomElement, options: BuildOptions): NavItem[] {
  const consumed = new Set<DomElement>();
  const byUrl = new Set<NavItem>();
  const items = dedupe(buildList(container, { ...options, byUrl, root: container }, consumed, 0));
  // Without any nav/list markup, only calls to action are actions.
  if (!items.some((i) => i.group === 'menu')) for (const i of items) i.group = i.is_cta ? 'action' : 'menu';
  for (const i of items) if (i.is_cta) i.group = 'action';
  for (const i of flattenItems(items)) if (!items.includes(i)) i.group = 'menu';
  // "Links to this page" only stands in for aria-current/active classes when the site marks none,
  // and never makes a call to action "active".
  const all = flattenItems(items);
  const explicit = all.some((i) => i.active && !byUrl.has(i));
  for (const item of all) if (byUrl.has(item) && (explicit || item.is_cta)) item.active = false;
  return items;
}

interface Internal extends BuildOptions {
  byUrl: Set<NavItem>;
  root: DomElement;
}

const MENU_ROLES = new Set(['navigation', 'menubar', 'menu', 'list']);

/** Inside a nav, list or menu below the region's root. */
function inMenu(el: DomElement, o: Internal): boolean {
  for (let cur = o.source.parentOf(el); cur && cur !== o.root; cur = o.source.parentOf(cur)) {
    if (cur.tag === 'nav' || cur.tag === 'ul' || cur.tag === 'ol' || cur.tag === 'menu' || MENU_ROLES.has(cur.attrs['role'] ?? '')) return true;
  }
  return o.root.tag === 'nav' || o.root.tag === 'ul' || o.root.tag === 'ol';
}

function buildList(container: DomElement, o: Internal, consumed: Set<DomElement>, depth: number): NavItem[] {
  const out: NavItem[] = [];
  if (depth > 40) return out;
  const kids = container.children.filter((c): c is DomElement => c.type === 'element');
  let last: { item: NavItem; el: DomElement } | null = null;
  for (const child of kids) {
    if (consumed.has(child)) continue;
    if (o.skip.has(child)) {
      last = null;
      continue;
    }
    if (isLinkish(child)) {
      const item = leaf(child, o, consumed, depth);
      if (item) out.push(item);
      last = item ? { item, el: child } : null;
      continue;
    }
    if (!hasLinkish(child)) continue;
    if (isDrawer(child, o)) {
      last = null;
      continue;
    }
    // The panel right after a toggle (or a list/menu after a link inside a list item) is its submenu.
    if (last && last.item.children.length === 0 && (last.item.kind === 'toggle' || isMenuContainer(child) || o.source.nodeIdOf(child) === null || container.tag === 'li')) {
      last.item.children.push(...buildList(child, o, consumed, depth + 1));
      last = null;
      continue;
    }
    last = null;
    out.push(...buildList(child, o, consumed, depth + 1));
  }
  return out;
}

function leaf(el: DomElement, o: Internal, consumed: Set<DomElement>, depth: number): NavItem | null {
  consumed.add(el);
  const { label, description } = labelOfElement(el);
  const rawHref = el.tag === 'a' ? el.attrs['href'] : undefined;
  const href = rawHref === undefined || /^#?$/.test(rawHref.trim()) ? null : absoluteUrl(rawHref, o.baseUrl);
  const nodeId = o.source.nodeIdOf(el);
  const children: NavItem[] = [];
  const controls = el.attrs['aria-controls'];
  if (controls) {
    for (const id of controls.split(/\s+/)) {
      const target = o.source.byId(id);
      if (!target || consumed.has(target) || o.source.contains(target, el)) continue;
      // A hidden toggle controlling a visible panel is a mobile menu button for the desktop nav.
      if (nodeId === null && o.source.nodeIdOf(target) !== null) continue;
      consumed.add(target);
      children.push(...buildList(target, o, consumed, depth + 1));
    }
  }
  if (!label && children.length === 0) return null;
  const wrapper = o.source.parentOf(el);
  const ariaCurrent = el.attrs['aria-current'];
  const explicit =
    (ariaCurrent !== undefined && ariaCurrent !== 'false') ||
    ACTIVE_CLASS.test(el.attrs['class'] ?? '') ||
    (wrapper?.tag === 'li' && ACTIVE_CLASS.test(wrapper.attrs['class'] ?? ''));
  const byUrl = !explicit && href !== null && sameDocument(href, o.baseUrl);
  const kind: NavItem['kind'] = isToggle(el) ? 'toggle' : el.tag === 'a' ? 'link' : 'button';
  const item: NavItem = {
    label,
    description,
    href,
    children,
    is_cta: nodeId !== null && o.isCta(nodeId),
    active: explicit || byUrl,
    kind,
    group: inMenu(el, o) ? 'menu' : 'action',
    visible: nodeId !== null,
    node_id: nodeId,
    selector: o.source.selectorOf(el),
  };
  if (byUrl) o.byUrl.add(item);
  return item;
}

/** A link to this very page (no fragment): `/pricing` on /pricing. Fragment links are in-page. */
function sameDocument(href: string, base: string): boolean {
  if (!URL.canParse(base)) return false;
  const a = new URL(href);
  const b = new URL(base);
  if (a.hash) return false;
  const path = (p: string): string => p.replace(/\/(index\.html?)?$/, '') || '/';
  return a.origin === b.origin && path(a.pathname) === path(b.pathname) && a.search === b.search;
}

function isMenuContainer(el: DomElement): boolean {
  return el.tag === 'ul' || el.tag === 'ol' || el.tag === 'menu' || el.attrs['role'] === 'menu' || MENU_CONTAINER.test(el.attrs['class'] ?? '');
}

function hasLinkish(el: DomElement): boolean {
  const stack: DomElement[] = [el];
  while (stack.length > 0) {
    const cur = stack.pop()!;
    if (isLinkish(cur)) return true;
    for (const c of cur.children) if (c.type === 'element') stack.push(c);
  }
  return false;
}

/** A hidden container whose links mostly repeat the visible ones: the mobile drawer. */
function isDrawer(el: DomElement, o: Internal): boolean {
  if (o.source.nodeIdOf(el) !== null || o.visibleHrefs.size === 0) return false;
  const hrefs: string[] = [];
  const stack: DomElement[] = [el];
  while (stack.length > 0 && hrefs.length < 200) {
    const cur = stack.pop()!;
    if (cur.tag === 'a' && cur.attrs['href']) {
      const h = absoluteUrl(cur.attrs['href'], o.baseUrl);
      if (h) hrefs.push(h);
    }
    for (const c of cur.children) if (c.type === 'element') stack.push(c);
  }
  if (hrefs.length < 3) return false;
  const repeated = hrefs.filter((h) => o.visibleHrefs.has(h)).length;
  return repeated / hrefs.length >= 0.5;
}

/** Drops repeated (label, href) entries of one level, keeping the visible one. */
function dedupe(items: NavItem[]): NavItem[] {
  const byKey = new Map<string, number>();
  const out: NavItem[] = [];
  for (const item of items) {
    item.children = dedupe(item.children);
    const key = `${item.label.toLowerCase()}|${item.href ?? ''}`;
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, out.length);
      out.push(item);
    } else if (!out[at]!.visible && item.visible) {
      out[at] = item;
    }
  }
  return out;
}

/** Flattens a tree depth-first. */
export function flattenItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((i) => [i, ...flattenItems(i.children)]);
}

/**
 * Caps a tree (mega menus can hold hundreds of links): at most `maxChildren` entries per level
 * and `maxDepth` levels. Returns how many entries were dropped.
 */
export function pruneTree(items: NavItem[], maxChildren = 60, maxDepth = 4, depth = 1): number {
  let dropped = 0;
  if (items.length > maxChildren) dropped += flattenItems(items.splice(maxChildren)).length;
  for (const item of items) {
    if (depth >= maxDepth) {
      dropped += flattenItems(item.children).length;
      item.children = [];
    } else dropped += pruneTree(item.children, maxChildren, maxDepth, depth + 1);
  }
  return dropped;
}
