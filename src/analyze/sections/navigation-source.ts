/**
 * Where navigation trees read their elements from: the rendered DOM joined to the visible node
 * table (hidden dropdown items included), or, when the rendered HTML is missing or does not
 * match the node table, a DOM-shaped tree rebuilt from the visible nodes.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { domIndex, selectorOfElement, type DomIndex } from '../derived/nav-dom.js';
import type { DomElement } from '../shared/dom.js';

/** Where elements come from: the rendered DOM joined to nodes, or a tree rebuilt from nodes. */
export interface TreeSource {
  nodeIdOf(el: DomElement): string | null;
  selectorOf(el: DomElement): string;
  byId(id: string): DomElement | null;
  contains(outer: DomElement, inner: DomElement): boolean;
  parentOf(el: DomElement): DomElement | null;
}

export function domSource(ctx: AnalysisContext): TreeSource {
  const index: DomIndex = domIndex(ctx);
  return {
    nodeIdOf: (el) => index.nodeOf.get(el) ?? null,
    selectorOf: (el) => selectorOfElement(ctx, el),
    byId: (id) => index.byId.get(id) ?? null,
    contains: (outer, inner) => {
      const a = index.position.get(outer);
      const b = index.position.get(inner);
      return a !== undefined && b !== undefined && b >= a && b < index.end[a]!;
    },
    parentOf: (el) => index.parent.get(el) ?? null,
  };
}

/**
 * A DOM-shaped tree rebuilt from the visible nodes under `rootId`, for captures whose rendered
 * HTML is missing or does not match the node table. Own text goes before child elements.
 */
export function nodeTreeSource(ctx: AnalysisContext, rootId: string): { root: DomElement; source: TreeSource } {
  const ids = new Map<DomElement, string>();
  const parents = new Map<DomElement, DomElement | null>();
  const byNode = new Map<string, DomElement>();
  const build = (node: CapturedNode, parent: DomElement | null): DomElement => {
    const el: DomElement = { type: 'element', tag: node.tag.toLowerCase(), attrs: { ...node.attrs }, children: [] };
    if (node.text) el.children.push({ type: 'text', text: node.text });
    ids.set(el, node.id);
    byNode.set(node.id, el);
    parents.set(el, parent);
    for (const child of ctx.children(node.id)) el.children.push(build(child, el));
    return el;
  };
  const rootNode = ctx.nodeById(rootId)!;
  const root = build(rootNode, null);
  const byId = new Map<string, DomElement>();
  for (const [el] of ids) if (el.attrs['id'] && !byId.has(el.attrs['id'])) byId.set(el.attrs['id'], el);
  return {
    root,
    source: {
      nodeIdOf: (el) => ids.get(el) ?? null,
      selectorOf: (el) => ctx.nodeById(ids.get(el) ?? '')?.selector ?? el.tag,
      byId: (id) => byId.get(id) ?? null,
      contains: (outer, inner) => {
        for (let cur: DomElement | null = inner; cur; cur = parents.get(cur) ?? null) if (cur === outer) return true;
        return false;
      },
      parentOf: (el) => parents.get(el) ?? null,
    },
  };
}
