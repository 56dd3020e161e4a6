/**
 * The text styles of typography: body copy (paragraph-like text weighted by its length),
 * h1–h6 (tags and role=heading aria-level), labels/eyebrows (short uppercase or tracked text),
 * and the usage tag of every run that the scale, weights and letter-spacing lists are keyed by.
 */
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { cssPx, fontWeight, textRuns, type TextRun } from '../derived/type-runs.js';
import { familyKey, firstFamily } from '../derived/type-stack.js';
import { composite, parseColor } from '../shared/color.js';
import { elementRule, paragraphRule } from './typography-base.js';
import {
  evidenceOf, groupBy, letterSpacingOf, lineHeightOf, round, sumChars, weightedMode, type LetterSpacing, type LineHeight, type RunEvidence,
} from './typography-stats.js';

export type UsageTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'display' | 'lead' | 'body' | 'small' | 'label' | 'button' | 'nav' | 'form' | 'code';

export interface BodyText {
  family: string;
  stack: string;
  size_px: number;
  rem: number;
  line_height: LineHeight;
  weight: number;
  letter_spacing: LetterSpacing;
  /** Rendered text color (`#rrggbb`, alpha composited over its backdrop); null when none is defensible. */
  color: string | null;
  /** Characters of paragraph-like text at this size, and their (paragraph-weighted) share of all paragraph-like text. */
  text_chars: number;
  share: number;
  /**
   * How it was chosen: `paragraphs` — the size most paragraph-like text uses (by length), and the
   * line height, weight, spacing and color most of that text has; `body_element` — no size holds
   * half of that text, so the `<body>` element's computed type is the base (some text renders at it).
   */
  basis: 'paragraphs' | 'body_element';
  /** The `<body>` element's own computed type, for comparison (what text inherits when unstyled). */
  body_element: BodyElement | null;
  evidence: RunEvidence;
}

export interface BodyElement {
  node_id: string;
  family: string;
  stack: string;
  size_px: number;
  line_height: LineHeight;
  weight: number;
  letter_spacing: LetterSpacing;
  color: string | null;
}

export interface HeadingStyle {
  family: string;
  size_px: number;
  rem: number;
  weight: number;
  line_height: LineHeight;
  letter_spacing: LetterSpacing;
  text_transform: string;
  italic: boolean;
  color: string | null;
  /** Headings of this level on the page (with text). */
  count: number;
  /** Distinct styles among them; the reported one is the most common. */
  variants: number;
  evidence: RunEvidence;
}

export type HeadingLevels = Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', HeadingStyle | null>;

export interface LabelStyle {
  family: string;
  size_px: number;
  weight: number;
  letter_spacing: LetterSpacing;
  text_transform: string;
  count: number;
  examples: string[];
  evidence: RunEvidence;
}

const PARAGRAPH_TAGS = new Set(['p', 'li', 'dd', 'dt', 'blockquote', 'figcaption', 'td', 'th', 'article', 'summary', 'cite', 'q']);
const LABEL_CLASS = /(^|[\s_-])(eyebrow|overline|kicker|pretitle|subtitle|tagline|label|badge|tag|chip|pill|caption)([\s_-]|$)/i;

const styleKey = (r: TextRun): string =>
  [familyKey(r.family), round(r.size), r.weight, r.line_height_px === null ? 'n' : round(r.line_height_px), round(r.letter_spacing_px), r.text_transform, r.italic].join('|');

/**
 * Short, standalone text styled as a label: uppercase (by transform or as written), tracked out
 * (≥ 0.04em), or carrying label vocabulary in its class (eyebrow, overline, kicker, badge, tag …).
 */
export function isLabelish(r: TextRun): boolean {
  if (r.context !== 'text') return false;
  const text = r.node.text.trim();
  if (r.chars < 2 || r.chars > 40 || text.split(/\s+/).length > 6 || r.in_paragraph) return false;
  return isStyledLabel(r) || LABEL_CLASS.test(r.node.attrs['class'] ?? '');
}

/** Uppercase (by transform, or written in capitals: at least 3 letters) or tracked out (≥ 0.04em). */
export function isStyledLabel(r: TextRun): boolean {
  const letters = r.node.text.replace(/[^\p{L}]/gu, '');
  const caps = letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const tracked = r.size > 0 && r.letter_spacing_px / r.size >= 0.04;
  return r.text_transform === 'uppercase' || caps || tracked;
}

export function isBodyCandidate(r: TextRun): boolean {
  return r.context === 'text' && r.chars >= 3 && r.size >= 10 && r.size < 32 && !isLabelish(r);
}

function bodyWeight(r: TextRun): number {
  const paragraph = PARAGRAPH_TAGS.has(r.node.tag) || r.in_paragraph ? 2 : 1;
  const chrome = r.in_header || r.in_footer ? 0.5 : 1;
  return r.chars * paragraph * chrome;
}

export function colorOf(ctx: AnalysisContext, r: TextRun): string | null {
  const c = parseColor(r.node.style['color']);
  if (!c || c.alpha === 0) return null; // transparent text: gradient-clipped or hidden
  return c.alpha < 1 ? composite(c, backdropOf(ctx, r.node.id).color).hex : c.hex;
}

export function bodyText(ctx: AnalysisContext, runs: readonly TextRun[], rootPx: number): BodyText | null {
  const candidates = runs.filter(isBodyCandidate);
  const family = weightedMode(candidates, (r) => familyKey(r.family), bodyWeight);
  const element = bodyElement(ctx);
  if (!family) return element && runs.length > 0 ? baseOfEmptyPage(ctx, element, rootPx) : null;
  const total = candidates.reduce((n, r) => n + bodyWeight(r), 0);
  const rule = element ? paragraphRule(ctx, rootPx, element.size_px) : null;
  // The base family (a generic `p` rule's, else <body>'s) when copy renders in it at all: a
  // display family used for many intros and menus does not make it the body family.
  const baseFamily = rule?.family ?? (element ? firstFamily(element.stack) : null);
  const familyGroups = groupBy(candidates, (r) => familyKey(r.family), bodyWeight);
  const based = baseFamily ? familyGroups.find((g) => g.key === familyKey(baseFamily) && g.weight / total >= 0.05) : undefined;
  const chosen = based ?? family;
  const sizes = groupBy(chosen.items, (r) => String(round(r.size, 1)), bodyWeight);
  // The base size is the one the CSS sets (typography-base.ts), whatever share of copy renders at
  // it; the most-used paragraph size only when the page's type has no base in that family.
  const baseSize = chosen === based || (element && familyKey(firstFamily(element.stack) ?? '') === chosen.key) ? (rule?.size_px ?? element?.size_px ?? null) : null;
  const declared = baseSize !== null ? sizes.find((g) => Math.abs(Number(g.key) - baseSize) <= 0.5) : undefined;
  // Copy set larger than the base and holding most of it is the body (a 14 px UI base under
  // 18 px article copy); copy smaller than the base is the scale's small step, not the body.
  const enlarged = baseSize !== null && Number(sizes[0]!.key) > baseSize + 0.5 && sizes[0]!.weight / total >= 0.5;
  // A base no copy renders at, under one size that holds nearly all of a real amount of copy
  // (Metropolis: <body> 10pt, its #content column 9pt around every paragraph), is not the body:
  // that one size is. A few lines of copy (a hero blurb) do not outweigh the base.
  const unshownBase = declared === undefined && sizes[0]!.weight / total >= 0.8 && sumChars(sizes[0]!.items) >= 200;
  const fromElement = baseSize !== null && !enlarged && !unshownBase && (declared === undefined || declared !== sizes[0]);
  const size = (enlarged ? undefined : declared) ?? sizes[0]!;
  const sample = size.items[0]!;
  const sizePx = fromElement ? round(baseSize!) : round(sample.size);
  const mode = <K>(key: (r: TextRun) => K): TextRun => weightedMode(size.items, (r) => String(key(r)), bodyWeight)!.items[0]!;
  // Links inside the copy wear the link color, not the text color.
  const color = weightedMode(size.items.filter((r) => r.node.tag !== 'a').map((r) => ({ r, c: colorOf(ctx, r) })).filter((x) => x.c !== null), (x) => x.c!, (x) => bodyWeight(x.r));
  const own = {
    line_height: lineHeightOf(mode((r) => (r.line_height_px === null ? 'n' : round(r.line_height_px))).line_height_px, sample.size),
    weight: mode((r) => r.weight).weight,
    letter_spacing: letterSpacingOf(mode((r) => round(r.letter_spacing_px)).letter_spacing_px, sample.size),
    color: color?.key ?? null,
  };
  // A `p` rule that sets only the size inherits <body>'s line height, as a ratio in practice
  // (`line-height: 1.5`; measured on the real-web set, reading the `body` rule's own unit did worse:
  // later, more specific rules set it): the computed px of <body> is the ratio at the body's size.
  const ratio = element?.line_height.ratio ?? null;
  const baseLine = rule?.line_height_px ?? (ratio === null ? null : round(ratio * sizePx, 2));
  // The base line height (a `p` rule's, else <body>'s ratio at the base size) holds whenever the
  // base size is the body size: the rendered mode at that size is often table or list text.
  const lineHeight = baseSize !== null && !enlarged && !unshownBase && baseLine !== null ? lineHeightOf(baseLine, sizePx) : own.line_height;
  const picked = fromElement
    ? { line_height: lineHeight, weight: element!.weight, letter_spacing: element!.letter_spacing, color: element!.color }
    : { ...own, line_height: lineHeight };
  return {
    family: weightedMode(chosen.items, (r) => r.family, (r) => r.chars)!.key,
    stack: weightedMode(chosen.items, (r) => r.stack, (r) => r.chars)!.key,
    size_px: sizePx,
    rem: round(sizePx / rootPx, 3),
    ...picked,
    text_chars: sumChars(size.items),
    share: round(size.weight / total, 3),
    basis: fromElement ? 'body_element' : 'paragraphs',
    body_element: element,
    evidence: evidenceOf(size.items),
  };
}

/**
 * A page with text but no copy (a title banner over a data section its scripts never filled) still
 * has the base its CSS sets: a generic `p` rule at the viewport, else `<body>`'s computed type
 * (README "Typography, as measured"), with no text at it.
 */
function baseOfEmptyPage(ctx: AnalysisContext, element: BodyElement, rootPx: number): BodyText {
  const rule = paragraphRule(ctx, rootPx, element.size_px);
  const size = rule?.size_px ?? element.size_px;
  const line = rule?.line_height_px ?? (element.line_height.ratio === null ? null : round(element.line_height.ratio * size, 2));
  return {
    family: rule?.family ?? element.family, stack: element.stack, size_px: size, rem: round(size / rootPx, 3),
    line_height: lineHeightOf(line, size), weight: rule?.weight ?? element.weight, letter_spacing: element.letter_spacing, color: element.color,
    text_chars: 0, share: 0, basis: 'body_element', body_element: element, evidence: { node_ids: [element.node_id], selectors: ['body'] },
  };
}

function bodyElement(ctx: AnalysisContext): BodyElement | null {
  const body = ctx.nodes().find((n) => n.tag === 'body');
  const size = cssPx(body?.style['font-size']);
  if (!body || size === null || size <= 0) return null;
  const c = parseColor(body.style['color']);
  return {
    node_id: body.id,
    family: firstFamily(body.style['font-family']) ?? '',
    stack: body.style['font-family'] ?? '',
    size_px: round(size),
    line_height: lineHeightOf(cssPx(body.style['line-height']), size),
    weight: fontWeight(body.style['font-weight']),
    letter_spacing: letterSpacingOf(cssPx(body.style['letter-spacing']) ?? 0, size),
    color: !c || c.alpha === 0 ? null : c.alpha < 1 ? composite(c, backdropOf(ctx, body.id).color).hex : c.hex,
  };
}

/**
 * One instance per heading element with text, in document order: the heading's own text when it
 * has some (`<h1>Welcome <span>to our church</span></h1>` is a 50 px h1 with a smaller tagline),
 * else the run with the most text (the heading's text sits in a child).
 */
export function headingInstances(runs: readonly TextRun[]): TextRun[] {
  const byHeading = new Map<string, TextRun>();
  const own = (r: TextRun): boolean => r.node.id === r.heading_id;
  for (const r of runs) {
    if (r.heading_id === null || r.context === 'code') continue;
    const best = byHeading.get(r.heading_id);
    if (!best || (own(r) && !own(best)) || (own(r) === own(best) && r.chars > best.chars)) byHeading.set(r.heading_id, r);
  }
  return [...byHeading.values()];
}

/**
 * h1–h6. A level's reported style is its most common one, except h1: the page's main heading is
 * its first h1 outside the header (a hero title above repeated section h1s, not a logo). A level the page does not use takes the
 * style its generic `hN` rule defines (count 0, the rule as evidence), so a brand's h1 is known
 * on pages whose hero is an h2.
 */
export function headingLevels(ctx: AnalysisContext, runs: readonly TextRun[], rootPx: number): HeadingLevels {
  const instances = headingInstances(runs);
  const levels = {} as HeadingLevels;
  for (const level of [1, 2, 3, 4, 5, 6] as const) {
    const own = instances.filter((r) => r.heading_level === level);
    const groups = groupBy(own, styleKey, () => 1).sort((a, b) => b.weight - a.weight || sumChars(b.items) - sumChars(a.items));
    // The main h1: the first outside the header (a logo set in an h1 is not the page's title).
    const main = own.find((r) => !r.in_header) ?? own[0];
    const top = level === 1 && main ? groups.find((g) => g.items.includes(main)) : groups[0];
    if (!top) {
      levels[`h${level}`] = headingFromRule(ctx, level, rootPx);
      continue;
    }
    const r = top.items[0]!;
    const color = weightedMode(top.items.map((x) => colorOf(ctx, x)).filter((c): c is string => c !== null), (c) => c);
    levels[`h${level}`] = {
      family: r.family,
      size_px: round(r.size),
      rem: round(r.size / rootPx, 3),
      weight: r.weight,
      line_height: lineHeightOf(r.line_height_px, r.size),
      letter_spacing: letterSpacingOf(r.letter_spacing_px, r.size),
      text_transform: r.text_transform,
      italic: r.italic,
      color: color?.key ?? null,
      count: own.length,
      variants: groups.length,
      evidence: evidenceOf(top.items),
    };
  }
  return levels;
}

function headingFromRule(ctx: AnalysisContext, level: number, rootPx: number): HeadingStyle | null {
  const body = bodyElement(ctx);
  const rule = elementRule(ctx, `h${level}`, rootPx, body?.size_px ?? rootPx);
  if (!rule || rule.size_px === null) return null;
  // Family: the rule's, else what headings of the page render in, else <body>'s.
  const rendered = headingInstances(textRuns(ctx)).find((r) => r.heading_level !== null)?.family ?? null;
  return {
    family: rule.family ?? rendered ?? body?.family ?? '',
    size_px: round(rule.size_px),
    rem: round(rule.size_px / rootPx, 3),
    weight: rule.weight ?? 700,
    line_height: lineHeightOf(rule.line_height_px, rule.size_px),
    letter_spacing: letterSpacingOf(0, rule.size_px),
    text_transform: 'none',
    italic: false,
    color: null,
    count: 0,
    variants: 0,
    evidence: { node_ids: [], selectors: [rule.selector] },
  };
}

export function labelStyles(runs: readonly TextRun[], bodyPx: number | null): { styles: LabelStyle[]; runs: Set<TextRun> } {
  const limit = Math.max(bodyPx ?? 16, 16) + 1;
  const labels = runs.filter((r) => isLabelish(r) && r.size <= limit);
  // Uppercase or tracked labels (eyebrows, overlines) first: they are the label convention;
  // sentence-case text that only has a label-like class comes after.
  const groups = groupBy(labels, styleKey, () => 1).sort((a, b) => Number(isStyledLabel(b.items[0]!)) - Number(isStyledLabel(a.items[0]!)) || b.weight - a.weight || sumChars(b.items) - sumChars(a.items));
  const styles = groups.slice(0, 5).map((g): LabelStyle => {
    const r = g.items[0]!;
    return {
      family: r.family,
      size_px: round(r.size),
      weight: r.weight,
      letter_spacing: letterSpacingOf(r.letter_spacing_px, r.size),
      text_transform: r.text_transform,
      count: g.items.length,
      examples: [...new Set(g.items.map((x) => x.node.text.trim()))].slice(0, 3),
      evidence: evidenceOf(g.items),
    };
  });
  return { styles, runs: new Set(labels) };
}

/** What a run is used for, for `used_by` lists (body size decides body / lead / small). */
export function usageTagger(bodyPx: number | null, labels: ReadonlySet<TextRun>): (r: TextRun) => UsageTag {
  return (r) => {
    if (r.context === 'code') return 'code';
    if (r.heading_level !== null) return `h${r.heading_level}` as UsageTag;
    if (r.context === 'button') return 'button';
    if (r.context === 'form') return 'form';
    if (labels.has(r)) return 'label';
    if (r.context === 'nav') return 'nav';
    if (r.size >= 48 || (bodyPx !== null && r.size >= 2 * bodyPx)) return 'display';
    if (bodyPx === null || Math.abs(r.size - bodyPx) <= 0.5) return 'body';
    return r.size > bodyPx ? 'lead' : 'small';
  };
}

/** Usage tags of some runs, most text first (at most `limit`). */
export function usedBy(runs: readonly TextRun[], tag: (r: TextRun) => UsageTag, limit = 6): UsageTag[] {
  return groupBy(runs, tag, (r) => r.chars).slice(0, limit).map((g) => g.key as UsageTag);
}

export type { LetterSpacing, LineHeight };
