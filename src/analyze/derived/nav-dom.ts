/**
 * The rendered DOM (ctx.dom()) joined to the visible node table. The node table only holds what
 * was visible at capture time; hidden dropdown items, mobile-menu toggles, `<picture>` sources,
 * theme-toggled logo variants and attributes the collector does not keep (`poster`, `srcset`,
 * `loading`, `width`) live only in the markup. Navigation and assets need both views, so the
 * join is computed once per run here.
 *
 * The join replays the collector's walk (crawl/collectors/nodes.ts): visible nodes are a
 * subsequence of the document-order elements, and each node's last selector segment is
 * `tag#id` or `tag.class1.class2:nth-of-type(k)`. Children of a mapped node are searched among
 * the element's direct children first (so a hidden twin deeper in the tree cannot steal the
 * match), then among its descendants (display:contents wrappers), then leniently.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { DomElement } from '../shared/dom.js';

export interface DomIndex {
  /** Elements in document order (preorder), the root `<html>` first. */
  readonly elements: readonly DomElement[];
  /** Preorder position of each element. */
  readonly position: ReadonlyMap<DomElement, number>;
  /** Exclusive end (preorder position) of each element's subtree. */
  readonly end: readonly number[];
  readonly parent: ReadonlyMap<DomElement, DomElement | null>;
  /** Visible node id of an element (absent: not visible at capture time, or not matched). */
  readonly nodeOf: ReadonlyMap<DomElement, string>;
  readonly elementOf: ReadonlyMap<string, DomElement>;
  /** The first element carrying each `id` attribute. */
  readonly byId: ReadonlyMap<string, DomElement>;
}

/** Memoized DOM ↔ node join for this run. */
export function domIndex(ctx: AnalysisContext): DomIndex {
  return ctx.derive('nav:domIndex', () => buildIndex(ctx));
}

function buildIndex(ctx: AnalysisContext): DomIndex {
  const elements: DomElement[] = [];
  const parent = new Map<DomElement, DomElement | null>();
  const position = new Map<DomElement, number>();
  const end: number[] = [];
  const byId = new Map<string, DomElement>();
  // Iterative preorder with explicit exit markers, so deep documents cannot overflow the stack.
  const stack: { el: DomElement; exit: boolean }[] = [{ el: ctx.dom().root, exit: false }];
  parent.set(ctx.dom().root, null);
  while (stack.length > 0) {
    const { el, exit } = stack.pop()!;
    if (exit) {
      end[position.get(el)!] = elements.length;
      continue;
    }
    position.set(el, elements.length);
    elements.push(el);
    const id = el.attrs['id'];
    if (id && !byId.has(id)) byId.set(id, el);
    stack.push({ el, exit: true });
    if (SKIPPED.has(el.tag)) continue;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i]!;
      if (child.type !== 'element') continue;
      parent.set(child, el);
      stack.push({ el: child, exit: false });
    }
  }

  const nodeOf = new Map<DomElement, string>();
  const elementOf = new Map<string, DomElement>();
  const index: DomIndex = { elements, position, end, parent, nodeOf, elementOf, byId };
  const root = ctx.children(null).find((n) => n.tag === 'html');
  if (!root || elements.length === 0) return index;
  nodeOf.set(elements[0]!, root.id);
  elementOf.set(root.id, elements[0]!);
  // Each scan step is one element comparison; the budget bounds a badly mismatched DOM.
  let budget = 40 * elements.length + 1000;
  const queue: CapturedNode[] = [root];
  for (let q = 0; q < queue.length && budget > 0; q++) {
    const node = queue[q]!;
    const d = position.get(elementOf.get(node.id)!)!;
    let cursor = d + 1;
    for (const kid of ctx.children(node.id)) {
      if (kid.in_shadow) continue;
      const found = scanChildren(kid, cursor, end[d]!) ?? scanDescendants(kid, cursor, end[d]!, true) ?? scanDescendants(kid, cursor, end[d]!, false);
      if (found === null) continue;
      nodeOf.set(elements[found]!, kid.id);
      elementOf.set(kid.id, elements[found]!);
      cursor = end[found]!;
      queue.push(kid);
    }
  }
  return index;

  function scanChildren(kid: CapturedNode, from: number, to: number): number | null {
    for (let i = from; i < to && budget > 0; i = end[i]!) {
      budget--;
      if (matches(kid, elements[i]!, true)) return i;
    }
    return null;
  }
  function scanDescendants(kid: CapturedNode, from: number, to: number, strict: boolean): number | null {
    for (let i = from; i < to && budget > 0; i++) {
      budget--;
      if (matches(kid, elements[i]!, strict)) return i;
    }
    return null;
  }
  function matches(node: CapturedNode, el: DomElement, strict: boolean): boolean {
    if (node.tag.toLowerCase() !== el.tag || nodeOf.has(el)) return false;
    const nth = /:nth-of-type\((\d+)\)$/.exec(lastSegment(node.selector))?.[1];
    if (nth !== undefined && nthOfType(el, parent.get(el) ?? null) !== Number(nth)) return false;
    if (node.attrs['href'] !== undefined && el.attrs['href'] !== undefined && node.attrs['href'] !== el.attrs['href']) return false;
    if (!strict) return true;
    return (
      (node.attrs['id'] ?? '') === (el.attrs['id'] ?? '') &&
      normalizeClass(node.attrs['class']) === normalizeClass(el.attrs['class']) &&
      (node.attrs['src'] ?? '') === (el.attrs['src'] ?? '')
    );
  }
}

/** Elements whose content is not part of the rendered tree. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

function lastSegment(selector: string): string {
  const at = selector.lastIndexOf(' > ');
  return at < 0 ? selector : selector.slice(at + 3);
}

function normalizeClass(value: string | undefined): string {
  return (value ?? '').trim().split(/\s+/).filter(Boolean).join(' ');
}

function nthOfType(el: DomElement, parent: DomElement | null): number {
  if (!parent) return 1;
  let k = 0;
  for (const child of parent.children) {
    if (child.type !== 'element' || child.tag !== el.tag) continue;
    k++;
    if (child === el) return k;
  }
  return 1;
}

/** Whether the element was visible at capture time (it has a node in the node table). */
export function isVisibleElement(index: DomIndex, el: DomElement): boolean {
  return index.nodeOf.has(el);
}

/** The visible node of an element, if any. */
export function nodeOfElement(ctx: AnalysisContext, el: DomElement): CapturedNode | undefined {
  const id = domIndex(ctx).nodeOf.get(el);
  return id === undefined ? undefined : ctx.nodeById(id);
}

/**
 * A selector for evidence: the node's own selector when visible, else one built the way the
 * collector builds them (`tag#id`, or up to four `tag.c1.c2:nth-of-type(k)` segments).
 */
export function selectorOfElement(ctx: AnalysisContext, el: DomElement): string {
  const index = domIndex(ctx);
  const id = index.nodeOf.get(el);
  if (id !== undefined) return ctx.nodeById(id)!.selector;
  const parts: string[] = [];
  let current: DomElement | null = el;
  while (current && parts.length < 4) {
    const parentEl: DomElement | null = index.parent.get(current) ?? null;
    const segment = segmentOf(current, parentEl);
    parts.unshift(segment.text);
    if (segment.anchored) break;
    current = parentEl;
  }
  return parts.join(' > ');
}

function segmentOf(el: DomElement, parent: DomElement | null): { text: string; anchored: boolean } {
  const id = el.attrs['id'];
  if (id && /^[A-Za-z][\w-]*$/.test(id)) return { text: `${el.tag}#${id}`, anchored: true };
  let text = el.tag;
  for (const name of normalizeClass(el.attrs['class']).split(' ').filter(Boolean).slice(0, 2)) text += `.${cssEscape(name)}`;
  if (parent) {
    const same = parent.children.filter((c) => c.type === 'element' && c.tag === el.tag);
    if (same.length > 1) text += `:nth-of-type(${nthOfType(el, parent)})`;
  }
  return { text, anchored: false };
}

/** CSSOM `CSS.escape` (https://drafts.csswg.org/cssom/#serialize-an-identifier). */
export function cssEscape(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const code = value.charCodeAt(i);
    if (code === 0) out += '\uFFFD';
    else if ((code >= 1 && code <= 0x1f) || code === 0x7f || (i === 0 && code >= 48 && code <= 57) || (i === 1 && code >= 48 && code <= 57 && value[0] === '-')) out += `\\${code.toString(16)} `;
    else if (i === 0 && ch === '-' && value.length === 1) out += `\\${ch}`;
    else if (code >= 0x80 || ch === '-' || ch === '_' || /[0-9A-Za-z]/.test(ch)) out += ch;
    else out += `\\${ch}`;
  }
  return out;
}

/** Ancestors of an element, nearest first, up to (not including) `stop`. */
export function elementAncestors(index: DomIndex, el: DomElement, stop: DomElement | null = null): DomElement[] {
  const out: DomElement[] = [];
  let current = index.parent.get(el) ?? null;
  while (current && current !== stop) {
    out.push(current);
    current = index.parent.get(current) ?? null;
  }
  return out;
}

/** Whether `inner` is `outer` or inside it. */
export function containsElement(index: DomIndex, outer: DomElement, inner: DomElement): boolean {
  const a = index.position.get(outer);
  const b = index.position.get(inner);
  return a !== undefined && b !== undefined && b >= a && b < index.end[a]!;
}

/** Element descendants (not the element itself) in document order. */
export function descendantElements(index: DomIndex, el: DomElement): DomElement[] {
  const at = index.position.get(el);
  if (at === undefined) return [];
  return index.elements.slice(at + 1, index.end[at]);
}

/** Absolute URL of `href` against `base`, or null when it is empty, unparsable or a script URL. */
export function absoluteUrl(href: string | undefined | null, base: string): string | null {
  const trimmed = (href ?? '').trim();
  if (!trimmed || /^javascript:/i.test(trimmed) || !URL.canParse(trimmed, base)) return null;
  return new URL(trimmed, base).href;
}

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
