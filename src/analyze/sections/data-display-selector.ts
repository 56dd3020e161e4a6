/**
 * A small selector matcher for properties the Capture does not carry in computed styles
 * (`list-style-type`, `::before` markers). It understands type, class and id compounds joined by
 * descendant or child combinators, which covers framework resets (`ol, ul { list-style: none }`)
 * and component rules (`.plan li`). Anything else (attribute selectors, pseudo-classes with
 * arguments, sibling combinators) does not match: no answer rather than a wrong one.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { StyleRule } from '../shared/css.js';

interface Compound {
  tag: string | null;
  ids: string[];
  classes: string[];
}

interface ParsedSelector {
  /** Rightmost first; `combinators[i]` joins compound i to compound i + 1 (toward the root). */
  compounds: Compound[];
  combinators: ('descendant' | 'child')[];
  specificity: number;
  /** The pseudo-element it styles (`before`, `marker`), if any. */
  pseudo: string | null;
}

/** Parses one complex selector (memoized per run); null when it uses features this matcher does not support. */
export function parseSelector(ctx: AnalysisContext, text: string): ParsedSelector | null {
  const cache = ctx.derive('data_display:selectors', () => new Map<string, ParsedSelector | null>());
  if (cache.has(text)) return cache.get(text)!;
  const result = parse(text.trim());
  cache.set(text, result);
  return result;
}

function parse(text: string): ParsedSelector | null {
  if (!text || /[[+~(]|\|/.test(text)) return null;
  const tokens = text.replace(/\s*>\s*/g, ' > ').split(/\s+/).filter(Boolean);
  const compounds: Compound[] = [];
  const combinators: ParsedSelector['combinators'] = [];
  let pseudo: string | null = null;
  let pendingChild = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === '>') {
      pendingChild = true;
      continue;
    }
    if (compounds.length > 0) combinators.push(pendingChild ? 'child' : 'descendant');
    pendingChild = false;
    let rest = token;
    const pseudoMatch = /::?(before|after|marker)$/i.exec(rest);
    if (pseudoMatch) {
      if (i !== tokens.length - 1) return null;
      pseudo = pseudoMatch[1]!.toLowerCase();
      rest = rest.slice(0, pseudoMatch.index);
    }
    if (/:/.test(rest)) return null;
    const m = /^(\*|[a-zA-Z][\w-]*)?((?:[.#][\w-]+)*)$/.exec(rest);
    if (!m) return null;
    const parts = m[2]!.match(/[.#][\w-]+/g) ?? [];
    compounds.push({
      tag: m[1] && m[1] !== '*' ? m[1].toLowerCase() : null,
      ids: parts.filter((p) => p.startsWith('#')).map((p) => p.slice(1)),
      classes: parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1)),
    });
  }
  if (compounds.length === 0) return null;
  compounds.reverse();
  combinators.reverse();
  const specificity = compounds.reduce((s, c) => s + c.ids.length * 10000 + c.classes.length * 100 + (c.tag ? 1 : 0), 0);
  return { compounds, combinators, specificity, pseudo };
}

function matchesCompound(node: CapturedNode, c: Compound): boolean {
  if (c.tag && node.tag.toLowerCase() !== c.tag) return false;
  if (c.ids.length > 0 && !c.ids.every((id) => node.attrs['id'] === id)) return false;
  if (c.classes.length > 0) {
    const own = new Set((node.attrs['class'] ?? '').split(/\s+/));
    if (!c.classes.every((cl) => own.has(cl))) return false;
  }
  return true;
}

/** Whether `selector` (already parsed) matches `node`, judging ancestors from the node table. */
export function matchesNode(ctx: AnalysisContext, node: CapturedNode, selector: ParsedSelector): boolean {
  if (!matchesCompound(node, selector.compounds[0]!)) return false;
  const ancestors = ctx.ancestors(node.id);
  let at = 0;
  for (let i = 1; i < selector.compounds.length; i++) {
    const combinator = selector.combinators[i - 1]!;
    const compound = selector.compounds[i]!;
    if (combinator === 'child') {
      if (at >= ancestors.length || !matchesCompound(ancestors[at]!, compound)) return false;
      at++;
    } else {
      while (at < ancestors.length && !matchesCompound(ancestors[at]!, compound)) at++;
      if (at >= ancestors.length) return false;
      at++;
    }
  }
  return true;
}

export interface CascadeHit {
  value: string;
  selector: string;
  sheet_id: string;
}

/**
 * The winning declaration of one of `properties` for `node` (or its `pseudo` element) among
 * rules without media conditions, by specificity then source order. `!important` wins first.
 */
export function cascadedValue(ctx: AnalysisContext, node: CapturedNode, properties: readonly string[], pseudo: string | null = null): CascadeHit | null {
  // Only candidates whose rightmost compound can match this node are judged (issue 9 §3: icon
  // font sheets declare `content` in thousands of rules, each re-split and matched per <li>).
  const index = candidatesFor(ctx, properties);
  const prefix = `${pseudo ?? ''}|`;
  let best: Candidate | null = null;
  const consider = (list: readonly Candidate[] | undefined): void => {
    for (const c of list ?? []) {
      // Source order (rule, then part of its selector list) breaks equal ranks: the later wins.
      if (best && (compareRank(c.rank, best.rank) < 0 || (compareRank(c.rank, best.rank) === 0 && c.seq < best.seq))) continue;
      if (matchesNode(ctx, node, c.parsed)) best = c;
    }
  };
  const id = node.attrs['id'];
  if (id !== undefined) consider(index.get(`${prefix}#${id}`));
  for (const cl of new Set((node.attrs['class'] ?? '').split(/\s+/))) consider(index.get(`${prefix}.${cl}`));
  consider(index.get(`${prefix}${node.tag.toLowerCase()}`));
  consider(index.get(`${prefix}*`));
  return (best as Candidate | null)?.hit ?? null;
}

interface Candidate {
  hit: CascadeHit;
  parsed: ParsedSelector;
  rank: [number, number, number];
  /** Position in cascade order over all candidates (rule order, then selector-list order). */
  seq: number;
}

/**
 * Every (rule, selector part) that could give `properties` to an element or pseudo-element, with
 * its rank, bucketed by `<pseudo>|` plus its rightmost compound's id, else first class, else tag,
 * else `*`; memoized per run (one build serves `::before` and `::marker` alike).
 */
function candidatesFor(ctx: AnalysisContext, properties: readonly string[]): Map<string, Candidate[]> {
  return ctx.derive(`data_display:candidates:${properties.join(',')}`, () => {
    const index = new Map<string, Candidate[]>();
    let order = 0;
    let seq = 0;
    for (const rule of rulesDeclaring(ctx, properties)) {
      order++;
      if (rule.media !== null || rule.supports !== null) continue;
      const declaration = [...rule.declarations].reverse().find((d) => properties.includes(d.property));
      if (!declaration) continue;
      for (const part of rule.selector.split(',')) {
        const parsed = parseSelector(ctx, part);
        if (!parsed) continue;
        const rank: [number, number, number] = [declaration.important ? 1 : 0, parsed.specificity, order];
        const first = parsed.compounds[0]!;
        const key = `${parsed.pseudo ?? ''}|` + (first.ids.length > 0 ? `#${first.ids[0]}` : first.classes.length > 0 ? `.${first.classes[0]}` : first.tag ?? '*');
        const list = index.get(key) ?? [];
        list.push({ hit: { value: declaration.value, selector: part.trim(), sheet_id: rule.sheetId }, parsed, rank, seq: seq++ });
        index.set(key, list);
      }
    }
    return index;
  });
}

function compareRank(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Style rules declaring any of `properties`, in cascade order, memoized per property set. */
function rulesDeclaring(ctx: AnalysisContext, properties: readonly string[]): readonly StyleRule[] {
  return ctx.derive(`data_display:rules:${properties.join(',')}`, () =>
    ctx.stylesheets().flatMap((sheet) => sheet.rules.filter((r) => r.declarations.some((d) => properties.includes(d.property)))),
  );
}
