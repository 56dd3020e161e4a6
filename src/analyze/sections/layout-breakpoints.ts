/**
 * Breakpoints (layout section): the viewport widths at which the page's layout actually changes.
 *
 * A width media query counts when at least one rule under it sets a layout property (display,
 * grid tracks, flex direction/wrap, widths, columns, float, position, order) on a selector that
 * can match this page (every class/id/tag of its subject compound exists in the rendered DOM).
 * Queries that only retune type or colors, or that style elements the page does not have
 * (unused framework CSS), are listed under `ignored` with the reason.
 */
import type { AnalysisContext } from '../context.js';
import { parseMediaQuery, type StyleRule } from '../shared/css.js';
import { walkElements } from '../shared/dom.js';

export interface Breakpoint {
  px: number;
  /** How queries test it: `>=` (min-width, mobile-first) and/or `<=` (max-width). */
  operators: string[];
  /** Up to 3 distinct queries as written. */
  queries: string[];
  /** Rules under it that change layout and can match the page. */
  rule_count: number;
  /** The layout properties those rules set, sorted. */
  properties: string[];
  /** Up to 5 of their selectors. */
  selectors: string[];
  sheets: string[];
}

export interface IgnoredBreakpoint {
  px: number;
  queries: string[];
  rule_count: number;
  reason: 'no layout property' | 'no matching element';
}

export interface Breakpoints {
  breakpoints: Breakpoint[];
  /** `mobile-first` when min-width queries dominate, `desktop-first` for max-width. */
  strategy: 'mobile-first' | 'desktop-first' | 'mixed' | null;
  ignored: IgnoredBreakpoint[];
}

const LAYOUT_PROPERTIES = new Set([
  'display', 'grid', 'grid-template', 'grid-template-columns', 'grid-template-rows', 'grid-template-areas', 'grid-column', 'grid-row',
  'grid-area', 'grid-auto-flow', 'grid-auto-columns', 'flex', 'flex-direction', 'flex-wrap', 'flex-flow', 'flex-basis',
  'width', 'max-width', 'min-width', 'inline-size', 'max-inline-size', 'columns', 'column-count', 'float', 'position', 'order',
]);

interface Bucket {
  px: number;
  operators: Set<string>;
  queries: Set<string>;
  layoutRules: StyleRule[];
  properties: Set<string>;
  otherRules: number;
  unmatchedLayoutRules: number;
  sheets: Set<string>;
}

export function breakpoints(ctx: AnalysisContext): Breakpoints {
  const names = pageNames(ctx);
  const buckets = new Map<number, Bucket>();
  // Rules share a few media texts: each is parsed once (issue 9 §3).
  const parsedMedia = new Map<string, ReturnType<typeof parseMediaQuery>>();
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      if (!rule.media) continue;
      let parsed = parsedMedia.get(rule.media);
      if (!parsed) parsedMedia.set(rule.media, (parsed = parseMediaQuery(rule.media)));
      const { types, conditions } = parsed;
      if (types.length > 0 && !types.some((t) => t === 'screen' || t === 'all')) continue; // print/speech
      const widths = conditions.filter((c) => (c.feature === 'width' || c.feature === 'device-width') && c.value !== null && c.operator !== null);
      if (widths.length === 0) continue;
      const layoutProps = rule.declarations.map((d) => d.property).filter((p) => LAYOUT_PROPERTIES.has(p));
      const matches = layoutProps.length > 0 && selectorCanMatch(rule.selector, names);
      for (const c of widths) {
        const px = widthPx(c.value!);
        if (px === null) continue;
        const key = Math.round(px);
        const bucket = buckets.get(key) ?? { px: key, operators: new Set(), queries: new Set(), layoutRules: [], properties: new Set(), otherRules: 0, unmatchedLayoutRules: 0, sheets: new Set() };
        bucket.operators.add(c.operator!);
        bucket.queries.add(rule.media);
        bucket.sheets.add(rule.sheetId);
        if (matches) {
          bucket.layoutRules.push(rule);
          for (const p of layoutProps) bucket.properties.add(p);
        } else if (layoutProps.length > 0) bucket.unmatchedLayoutRules++;
        else bucket.otherRules++;
        buckets.set(key, bucket);
      }
    }
  }

  const result: Breakpoints = { breakpoints: [], strategy: null, ignored: [] };
  let min = 0;
  let max = 0;
  for (const bucket of [...buckets.values()].sort((a, b) => a.px - b.px)) {
    const queries = [...bucket.queries].sort().slice(0, 3);
    if (bucket.layoutRules.length === 0) {
      result.ignored.push({
        px: bucket.px,
        queries,
        rule_count: bucket.otherRules + bucket.unmatchedLayoutRules,
        reason: bucket.unmatchedLayoutRules > 0 ? 'no matching element' : 'no layout property',
      });
      continue;
    }
    const operators = [...bucket.operators].sort();
    for (const op of operators) {
      if (op.startsWith('>')) min += bucket.layoutRules.length;
      else if (op.startsWith('<')) max += bucket.layoutRules.length;
    }
    result.breakpoints.push({
      px: bucket.px,
      operators,
      queries,
      rule_count: bucket.layoutRules.length,
      properties: [...bucket.properties].sort(),
      selectors: [...new Set(bucket.layoutRules.map((r) => r.selector))].slice(0, 5),
      sheets: [...bucket.sheets].sort(),
    });
  }
  if (min + max > 0) result.strategy = min >= 2 * max ? 'mobile-first' : max >= 2 * min ? 'desktop-first' : 'mixed';
  return result;
}

/** `768px` → 768, `48em`/`48rem` → 768 (media queries resolve em against the initial 16px). */
function widthPx(value: string): number | null {
  const m = /^(-?\d*\.?\d+)\s*(px|em|rem)?$/i.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'px').toLowerCase();
  return unit === 'px' ? n : n * 16;
}

interface PageNames {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
}

/** Every class, id and tag in the rendered DOM (hidden elements included) and the node table (shadow trees). */
function pageNames(ctx: AnalysisContext): PageNames {
  return ctx.derive('layout:pageNames', () => {
    const names: PageNames = { classes: new Set(), ids: new Set(), tags: new Set() };
    const add = (tag: string, attrs: Record<string, string>): void => {
      names.tags.add(tag);
      for (const c of (attrs['class'] ?? '').split(/\s+/)) if (c) names.classes.add(c);
      if (attrs['id']) names.ids.add(attrs['id']);
    };
    for (const el of walkElements(ctx.dom().root)) add(el.tag, el.attrs);
    for (const n of ctx.nodes()) add(n.tag, n.attrs);
    return names;
  });
}

/**
 * Whether some selector of the list can match the page: the subject (rightmost) compound's
 * classes, id and tag all exist. Pseudo-classes are ignored; a compound that is only pseudo
 * (`:is(…)` from nesting) is assumed to match.
 */
export function selectorCanMatch(selectorList: string, names: PageNames): boolean {
  for (const selector of splitSelectors(selectorList)) {
    const compounds = selector.replace(/\s*([>+~])\s*/g, ' ').trim().split(/\s+(?![^(]*\))/);
    const subject = stripPseudo(compounds[compounds.length - 1] ?? '');
    if (subject === '' || subject === '*') return true;
    const tag = /^([a-z][a-z0-9-]*)/i.exec(subject)?.[1]?.toLowerCase();
    if (tag && !names.tags.has(tag)) continue;
    const classes = [...subject.matchAll(/\.((?:\\.|[^.#[\s:])+)/g)].map((m) => unescape(m[1]!));
    const ids = [...subject.matchAll(/#((?:\\.|[^.#[\s:])+)/g)].map((m) => unescape(m[1]!));
    if (classes.every((c) => names.classes.has(c)) && ids.every((i) => names.ids.has(i))) return true;
  }
  return false;
}

function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** Removes `:hover`, `::before`, `:not(.x)`, `[data-x]` from a compound (escaped colons kept). */
function stripPseudo(compound: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const ch = compound[i]!;
    if (ch === '\\') {
      if (depth === 0) out += compound.slice(i, i + 2);
      i++;
    } else if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0) {
      if (ch === ':') {
        // skip the pseudo name; its argument list is skipped by the depth counter
        while (i + 1 < compound.length && /[:a-z0-9-]/i.test(compound[i + 1]!)) i++;
      } else out += ch;
    }
  }
  return out.trim();
}

function unescape(name: string): string {
  return name.replace(/\\([0-9a-f]{1,6}\s?|.)/gi, (_, e: string) => (/^[0-9a-f]{1,6}\s?$/i.test(e) ? String.fromCodePoint(Number.parseInt(e.trim(), 16)) : e));
}
