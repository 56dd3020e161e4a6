/**
 * In-page node walk: visible elements of the composed tree (light DOM children, then open
 * shadow-root children), depth first, with ids `n0…` in visit order, their computed style,
 * document-space boxes, a short selector, selected attributes and own text. Raw data only.
 *
 * It also leaves two Symbol-keyed tables on the page's global object (never in its markup):
 * element → node id, for the other collectors, and the elements picked for DevTools-protocol
 * probes (forced states, rendered fonts), which `dom-map.ts` resolves to protocol node ids.
 */
import type { Box, CapturedNode } from '../capture-types.js';

export interface NodeWalkArgs {
  properties: readonly string[];
  /** Stop recording after this many visible nodes. */
  maxNodes: number;
  /**
   * Most groups of alike interactive nodes probed for forced states, one representative each
   * (buttons first, then links, then the rest; issue 9 §3).
   */
  maxStateGroups: number;
  /** Computed-style properties (of `properties`) that must match for two nodes to share a group. */
  stateGroupStyle: readonly string[];
  /** Text-bearing nodes to probe for rendered fonts. */
  maxFontSamples: number;
  /** Text samples per distinct (font-family, weight, style). */
  fontSamplesPerStyle: number;
  nodeTableKey: string;
  probeTableKey: string;
}

export interface WalkedFrame {
  url: string;
  node_id: string | null;
  box: Box | null;
  same_origin: boolean;
}

/** A node as it crosses from the page: style values are indexes into `style_values`. */
export type WalkedNode = Omit<CapturedNode, 'style'> & { style: number[] };

export interface NodeWalkResult {
  /** Style values of `nodes`, each distinct string once (a large page repeats most of them). */
  style_values: string[];
  nodes: WalkedNode[];
  /** True when `maxNodes` was reached before the walk ended. */
  truncated: boolean;
  /** Elements looked at (visible or not). */
  visited: number;
  /** Node ids of the forced-state targets (group representatives), in probe-table order (the table holds both lists). */
  state_targets: string[];
  /** Per target, in the same order: the ids of the alike interactive nodes it stands for, itself first. */
  state_groups: string[][];
  /** Groups of alike interactive nodes on the page, probed or not (more than `maxStateGroups` means sampled). */
  state_group_count: number;
  font_samples: string[];
  frames: WalkedFrame[];
  document: { width: number; height: number };
  viewport: { width: number; height: number; device_scale_factor: number };
}

/** Runs in the page. Self-contained: uses nothing from this module's scope. */
export function walkNodes(args: NodeWalkArgs): NodeWalkResult {
  const SKIP = new Set(['script', 'style', 'template', 'noscript', 'head', 'meta', 'link', 'title', 'base']);
  const ATTRS = ['id', 'class', 'role', 'href', 'src', 'alt', 'type', 'name', 'rel', 'title', 'data-theme'];
  const INTERACTIVE = new Set(['a', 'button', 'input', 'select', 'textarea']);
  const round = (value: number): number => Math.round(value * 100) / 100;
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const nodes: WalkedNode[] = [];
  const styleValues: string[] = [];
  const styleIndex = new Map<string, number>();
  const intern = (value: string): number => {
    let index = styleIndex.get(value);
    if (index === undefined) {
      index = styleValues.push(value) - 1;
      styleIndex.set(value, index);
    }
    return index;
  };
  const frames: WalkedFrame[] = [];
  const ids = new WeakMap<Element, string>();
  const elements: Element[] = [];
  let truncated = false;
  let visited = 0;

  /** `nth` is the element's position among same-tag siblings, null when it is the only one. */
  const segment = (el: Element, nth: number | null): { text: string; anchored: boolean } => {
    const tag = el.localName;
    if (el.id && /^[A-Za-z][\w-]*$/.test(el.id)) return { text: `${tag}#${el.id}`, anchored: true };
    let text = tag;
    const classes = Array.from(el.classList).slice(0, 2);
    for (const name of classes) text += `.${CSS.escape(name)}`;
    if (nth !== null) text += `:nth-of-type(${nth})`;
    return { text, anchored: false };
  };

  /** Each child with its :nth-of-type position (null when no sibling shares its tag), in one pass. */
  const withPositions = (children: Element[]): { el: Element; nth: number | null }[] => {
    const totals = new Map<string, number>();
    for (const child of children) totals.set(child.localName, (totals.get(child.localName) ?? 0) + 1);
    const seen = new Map<string, number>();
    return children.map((child) => {
      const position = (seen.get(child.localName) ?? 0) + 1;
      seen.set(child.localName, position);
      return { el: child, nth: totals.get(child.localName)! > 1 ? position : null };
    });
  };

  const ownText = (el: Element): string => {
    let text = '';
    for (const child of Array.from(el.childNodes)) if (child.nodeType === Node.TEXT_NODE) text += (child as Text).data;
    return text.replace(/\s+/g, ' ').trim().slice(0, 200);
  };

  const attributes = (el: Element): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const attr of Array.from(el.attributes)) {
      if (ATTRS.includes(attr.name) || attr.name.startsWith('aria-')) out[attr.name] = attr.value.slice(0, 500);
    }
    return out;
  };

  const isInteractive = (el: Element): boolean =>
    INTERACTIVE.has(el.localName) || el.getAttribute('role') === 'button' || el.hasAttribute('tabindex');

  // Explicit stack instead of recursion: very deep documents must not overflow the call stack.
  interface Item { el: Element; nth: number | null; parent: string | null; path: string[]; inShadow: boolean }
  const stack: Item[] = [{ el: document.documentElement, nth: null, parent: null, path: [], inShadow: false }];
  while (stack.length > 0) {
    const { el, nth, parent, path, inShadow } = stack.pop()!;
    visited += 1;
    const tag = el.localName;
    if (SKIP.has(tag)) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none') continue;
    const own = segment(el, nth);
    const selectorPath = own.anchored ? [own.text] : [...path, own.text].slice(-4);
    const rect = el.getBoundingClientRect();
    // Visible: a painted box of some size, not pushed off the page (`left: -9999px` skip links).
    const visible =
      style.display !== 'contents' &&
      rect.width * rect.height > 1 &&
      rect.right + scrollX > 0 &&
      rect.bottom + scrollY > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    let id = parent;
    if (visible) {
      if (nodes.length >= args.maxNodes) {
        truncated = true;
        break;
      }
      id = `n${nodes.length}`;
      const values = args.properties.map((property) => intern(style.getPropertyValue(property)));
      const box = { x: round(rect.x + scrollX), y: round(rect.y + scrollY), width: round(rect.width), height: round(rect.height) };
      nodes.push({
        id,
        parent,
        tag,
        selector: selectorPath.join(' > '),
        attrs: attributes(el),
        text: ownText(el),
        box,
        style: values,
        in_shadow: inShadow,
        interactive: isInteractive(el),
      });
      ids.set(el, id);
      elements.push(el);
    }
    if (tag === 'iframe' || tag === 'frame') {
      const frame = el as HTMLIFrameElement;
      // contentDocument is null for a cross-origin frame.
      const doc = frame.contentDocument;
      frames.push({
        url: doc ? doc.URL : frame.src,
        node_id: visible ? id : null,
        box: visible ? nodes[nodes.length - 1]!.box : null,
        same_origin: doc !== null,
      });
    }
    // Push in reverse so children pop in document order; shadow children come after light ones.
    const nextPath = own.anchored ? [own.text] : [...path, own.text].slice(-3);
    const shadowChildren = el.shadowRoot ? withPositions(Array.from(el.shadowRoot.children)) : [];
    for (let i = shadowChildren.length - 1; i >= 0; i -= 1) stack.push({ ...shadowChildren[i]!, parent: id, path: [], inShadow: true });
    const children = withPositions(Array.from(el.children));
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ ...children[i]!, parent: id, path: nextPath, inShadow });
  }

  // Probe targets: interactive nodes (buttons, then links, then other controls) and a sample
  // of text-bearing nodes spread over distinct font styles.
  const rank = (node: WalkedNode): number => {
    if (node.tag === 'button' || node.attrs.role === 'button' || (node.tag === 'input' && /^(submit|button)$/.test(node.attrs.type ?? ''))) return 0;
    if (node.tag === 'a' && node.attrs.href !== undefined) return 1;
    return 2;
  };
  const indexed = nodes.map((node, index) => ({ node, index }));
  // Alike interactive nodes (same tag, classes, landmark and key computed styles) react alike to
  // :hover/:focus-visible/:active: one representative is probed per group (issue 9 §3).
  const groupStyle = args.stateGroupStyle.map((name) => args.properties.indexOf(name)).filter((i) => i >= 0);
  const groups = new Map<string, { index: number; members: string[] }>();
  for (const { node, index } of indexed) {
    if (!node.interactive) continue;
    const el = elements[index]!;
    const landmark = el.closest('header, nav, footer, aside, main, form, [role="dialog"]')?.localName ?? '';
    const key = [node.tag, node.attrs.role ?? '', node.attrs.type ?? '', landmark, Array.from(el.classList).sort().join(' '), ...groupStyle.map((i) => node.style[i])].join('|');
    const group = groups.get(key);
    if (group) group.members.push(node.id);
    else groups.set(key, { index, members: [node.id] });
  }
  const ranked = [...groups.values()].sort((a, b) => rank(nodes[a.index]!) - rank(nodes[b.index]!) || a.index - b.index);
  const probedGroups = ranked.slice(0, args.maxStateGroups);
  const stateTargets = probedGroups.map(({ index }) => ({ node: nodes[index]!, index }));
  const perStyle = new Map<string, number>();
  const fontKeys = ['font-family', 'font-weight', 'font-style'].map((name) => args.properties.indexOf(name));
  const fontSamples = indexed.filter(({ node }) => {
    if (node.text === '') return false;
    const key = fontKeys.map((i) => (i >= 0 ? node.style[i] : -1)).join('|');
    const count = perStyle.get(key) ?? 0;
    if (count >= args.fontSamplesPerStyle) return false;
    perStyle.set(key, count + 1);
    return true;
  }).slice(0, args.maxFontSamples);

  const globals = globalThis as unknown as Record<symbol, unknown>;
  globals[Symbol.for(args.nodeTableKey)] = ids;
  globals[Symbol.for(args.probeTableKey)] = [...stateTargets, ...fontSamples].map(({ index }) => elements[index]);

  const root = document.scrollingElement ?? document.documentElement;
  return {
    style_values: styleValues,
    nodes,
    truncated,
    visited,
    state_targets: stateTargets.map(({ node }) => node.id),
    state_groups: probedGroups.map((group) => group.members),
    state_group_count: groups.size,
    font_samples: fontSamples.map(({ node }) => node.id),
    frames,
    document: {
      width: Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0),
      height: Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0),
    },
    viewport: { width: window.innerWidth, height: window.innerHeight, device_scale_factor: window.devicePixelRatio },
  };
}

/** The walk's nodes with their styles spelled out (`property → value`), as the Capture has them. */
export function decodeNodes(result: NodeWalkResult, properties: readonly string[]): CapturedNode[] {
  return result.nodes.map((node) => {
    const style: Record<string, string> = {};
    properties.forEach((property, i) => {
      style[property] = result.style_values[node.style[i]!] ?? '';
    });
    return { ...node, style };
  });
}
