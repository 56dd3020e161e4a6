/**
 * The neutral roles of the colors section: background (the page canvas), link (inline links in
 * copy) and border; text and text_muted are colors-text.ts, surface (cards/panels) colors-surface.ts.
 *
 * Every role is read on the page's own tone: text, borders and surfaces inside a dark band of a
 * light page (a footer, a "dark section") are not the page's text or borders, so only nodes
 * whose backdrop has the background's tone take part.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf, canvasColor } from '../derived/backgrounds.js';
import { componentsOfKind, px } from '../derived/components.js';
import { contrastRatio, deltaE2000, type ParsedColor } from '../shared/color.js';
import { colorClusters, round, type Cluster } from './colors-palette.js';
import { linkRuleDeclarations } from './colors-modes.js';
import { colorOf, colorSamples, nodeInfos, textKindOf } from './colors-scope.js';
import type { ColorEvidence, ColorRole } from './colors-types.js';

export type Tone = 'light' | 'dark';
export const toneOf = (c: ParsedColor): Tone => (c.oklch.l < 0.58 ? 'dark' : 'light');

export const nullRole = (): ColorRole => ({ value: null, confidence: 0, evidence: [] });
export const examples = (ids: Iterable<string>): string[] => [...ids].slice(0, 5);

/** Weighted votes grouped by cluster; the group's value is its heaviest exact hex. */
export interface Group {
  cluster: Cluster;
  weight: number;
  hexWeights: Map<string, number>;
  nodes: string[];
  value: string;
}

export interface Vote {
  hex: string;
  weight: number;
  node_id: string;
}

export function tally(ctx: AnalysisContext, votes: Vote[]): Group[] {
  const { clusterOf } = colorClusters(ctx);
  const groups = new Map<Cluster, Group>();
  for (const v of votes) {
    const cluster = clusterOf(v.hex);
    if (!cluster || v.weight <= 0) continue;
    const g: Group = groups.get(cluster) ?? { cluster, weight: 0, hexWeights: new Map<string, number>(), nodes: [], value: v.hex };
    g.weight += v.weight;
    g.hexWeights.set(v.hex, (g.hexWeights.get(v.hex) ?? 0) + v.weight);
    if (!g.nodes.includes(v.node_id)) g.nodes.push(v.node_id);
    groups.set(cluster, g);
  }
  for (const g of groups.values()) {
    g.value = [...g.hexWeights.entries()].sort(([ha, a], [hb, b]) => b - a || (ha < hb ? -1 : 1))[0]![0];
  }
  return [...groups.values()].sort((a, b) => b.weight - a.weight || (a.value < b.value ? -1 : 1));
}

/** WCAG contrast of two opaque colors, memoized for the run. */
export function contrastOf(ctx: AnalysisContext, a: string, b: string): number {
  const cache = ctx.derive('colors:contrast', () => new Map<string, number>());
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  let ratio = cache.get(key);
  if (ratio === undefined) {
    ratio = contrastRatio(a, b);
    cache.set(key, ratio);
  }
  return ratio;
}

export interface Background {
  role: ColorRole;
  color: ParsedColor;
  tone: Tone;
  /** The node whose color is the canvas (page wrapper or html/body); null for the default white. */
  node_id: string | null;
}

/**
 * The canvas (html/body background, CSS propagation), unless one element paints over nearly the
 * whole document (an app wrapper `<div class="min-h-screen bg-slate-950">`): then that color.
 * Dark bands never change it: they cover a part of the page, not the page.
 */
export function backgroundRole(ctx: AnalysisContext): Background {
  return ctx.derive('colors:background', (capture) => {
    const canvas = canvasColor(ctx);
    const infos = nodeInfos(ctx);
    const docW = Math.max(capture.document.width, capture.viewport.width);
    const docH = Math.max(capture.document.height, capture.viewport.height);
    let wrapper: { id: string; color: ParsedColor; note?: string } | null = null;
    for (const node of capture.nodes) {
      if (node.tag === 'html' || node.tag === 'body' || infos.get(node.id)?.excluded) continue;
      const bg = colorOf(ctx, node.style['background-color']);
      if (!bg || bg.alpha < 0.95 || node.box.width < docW * 0.9 || node.box.height < docH * 0.8) continue;
      wrapper = { id: node.id, color: { ...bg, alpha: 1 } };
    }
    wrapper = contentPanel(ctx, (wrapper ?? canvas).color) ?? wrapper;
    const canvasImage = capture.nodes.find((n) => n.id === canvas.source_node_id)?.style['background-image'] ?? 'none';
    const canvasEvidence: ColorEvidence = { source: 'canvas', color: canvas.color.hex, ...(canvas.source_node_id ? { node_ids: [canvas.source_node_id] } : { note: 'no background declared: the browser default white' }) };
    if (canvasImage !== 'none') canvasEvidence.note = 'the canvas also paints a gradient or image';
    if (wrapper && wrapper.color.hex !== canvas.color.hex) {
      const role: ColorRole = {
        value: wrapper.color.hex,
        confidence: 0.85,
        evidence: [{ source: 'page-wrapper', color: wrapper.color.hex, node_ids: [wrapper.id], note: wrapper.note ?? 'paints over ≥ 80% of the document' }, canvasEvidence],
      };
      return { role, color: wrapper.color, tone: toneOf(wrapper.color), node_id: wrapper.id };
    }
    const confidence = canvas.source_node_id === null ? 0.8 : canvasImage !== 'none' ? 0.85 : 0.95;
    return { role: { value: canvas.color.hex, confidence, evidence: [canvasEvidence] }, color: canvas.color, tone: toneOf(canvas.color), node_id: canvas.source_node_id };
  });
}

/**
 * A content panel that stands in for the canvas: one opaque box at least 60% of the page wide
 * and 40% of its area that holds at least 70% of the page's copy, painted in another tone than
 * the canvas (Massively's white `#main` column over a dark photo backdrop). The copy is read
 * on it, so it is the background its text, borders and cards belong to (eval/realweb/README.md
 * "background": "a wrapper that paints nearly the whole page" — here, nearly all of the content).
 */
function contentPanel(ctx: AnalysisContext, canvas: ParsedColor): { id: string; color: ParsedColor; note: string } | null {
  const { capture } = ctx;
  const infos = nodeInfos(ctx);
  const docW = Math.max(capture.document.width, capture.viewport.width);
  const docArea = docW * Math.max(capture.document.height, capture.viewport.height);
  const chars = new Map<string, number>();
  let total = 0;
  for (const info of infos.values()) {
    const text = info.node.text.trim();
    if (info.excluded || !text || textKindOf(info) !== 'copy') continue;
    const from = backdropOf(ctx, info.node.id).source_node_id;
    total += text.length;
    if (from) chars.set(from, (chars.get(from) ?? 0) + text.length);
  }
  if (total === 0) return null;
  for (const node of capture.nodes) {
    if (node.tag === 'html' || node.tag === 'body' || infos.get(node.id)?.excluded) continue;
    const bg = colorOf(ctx, node.style['background-color']);
    if (!bg || bg.alpha < 0.95 || node.box.width < docW * 0.6 || node.box.width * node.box.height < docArea * 0.4) continue;
    if (toneOf(bg) === toneOf(canvas) || (chars.get(node.id) ?? 0) < total * 0.7) continue;
    return { id: node.id, color: { ...bg, alpha: 1 }, note: `a content panel holding ${Math.round((100 * chars.get(node.id)!) / total)}% of the copy, over a ${toneOf(canvas)} backdrop` };
  }
  return null;
}

/**
 * A node is read for the page's roles when its backdrop is close in lightness to the page's
 * background (OKLCH ΔL ≤ 0.3): cards and tinted bands are, a dark footer or an orange CTA band
 * carrying white text is not.
 */
export function onPage(ctx: AnalysisContext, nodeId: string, bg: Background): boolean {
  return Math.abs(backdropOf(ctx, nodeId).color.oklch.l - bg.color.oklch.l) <= 0.3;
}

/**
 * Inline links (README "Color roles"): the color of `a` elements inside copy. When copy holds no
 * link (a landing page whose only links are buttons, cards and menus), the site's base `a { color }`
 * rule says what a link looks like; links elsewhere on the page (card titles, "read more", social
 * icons) are styled for their component and decide only when there is no such rule either.
 */
export function linkRole(ctx: AnalysisContext, bg: Background, ruleColor: { hex: string; selector: string } | null, text: string | null = null): ColorRole {
  const infos = nodeInfos(ctx);
  const inCopy: Vote[] = [];
  const elsewhere: Vote[] = [];
  for (const { node } of componentsOfKind(ctx, 'link')) {
    const info = infos.get(node.id);
    if (!info || info.excluded || !node.text.trim() || info.landmark !== null || !onPage(ctx, node.id, bg)) continue;
    const color = colorOf(ctx, node.style['color']);
    if (!color || color.alpha === 0) continue;
    const parent = node.parent !== null ? infos.get(node.parent) : undefined;
    // A copyright line ("© 2019 All Rights Reserved By <a>Free Html Templates</a>") is a footer
    // credit wherever it sits, not body copy: its link wears the credit's style.
    const copy = parent !== undefined && !parent.control && textKindOf(parent) === 'copy' && parent.node.text.trim().length > node.text.trim().length && !CREDIT_LINE.test(parent.node.text);
    (copy ? inCopy : elsewhere).push({ hex: color.hex, weight: 1, node_id: node.id });
  }
  const rule = ruleColor ? [{ source: 'link-rule' as const, color: ruleColor.hex, selector: ruleColor.selector }] : [];
  const fromVotes = (votes: Vote[], note: string | null): ColorRole | null => {
    const groups = tally(ctx, votes);
    const best = groups[0];
    if (!best) return null;
    const total = groups.reduce((n, g) => n + g.weight, 0);
    const agrees = ruleColor !== null && colorClusters(ctx).clusterOf(ruleColor.hex) === best.cluster;
    const evidence: ColorEvidence[] = [{ source: 'links', color: best.value, count: best.nodes.length, share: round(best.weight / total, 3), node_ids: examples(best.nodes), ...(note ? { note } : {}) }, ...rule];
    return { value: best.value, confidence: round(Math.min(0.95, (note ? 0.35 : 0.5) + (best.weight / total) * 0.3 + (agrees ? 0.15 : 0)), 2), evidence };
  };
  const copied = fromVotes(inCopy, null);
  if (copied) return copied;
  const inherits = linkRuleInheriting(ctx, bg.tone);
  if (inherits && text !== null) {
    return { value: text, confidence: 0.6, evidence: [{ source: 'link-rule', color: text, selector: inherits, note: 'no inline link is rendered; the rule for links inherits the text color' }] };
  }
  if (ruleColor) {
    // Links outside copy that render the rule's color back it up (and are its evidence).
    const agreeing = tally(ctx, elsewhere).find((g) => g.cluster === colorClusters(ctx).clusterOf(ruleColor.hex));
    if (!agreeing) return { value: ruleColor.hex, confidence: 0.45, evidence: [{ ...rule[0]!, note: 'no inline link is rendered; taken from the stylesheet rule for links' }] };
    return { value: ruleColor.hex, confidence: 0.75, evidence: [{ source: 'links', color: agreeing.value, count: agreeing.nodes.length, node_ids: examples(agreeing.nodes) }, ...rule] };
  }
  return fromVotes(elsewhere, 'no link inside copy and no rule for links: the color most links outside copy render') ?? nullRole();
}

const CREDIT_LINE = /©|&copy;|\bcopyright\b|all rights reserved/i;

/** Plain-link selectors, as colors-modes.ts `linkRuleColor` reads them (`a`, `a:link`, `body a`). */
/**
 * The selector of the last plain-link rule that sets `color`, when it says `inherit` or
 * `currentColor` (Tailwind's preflight, HTML5 UP, many themes): links then wear the text around
 * them, whatever a framework rule before it said (README "link": the site's base `a { color }`).
 */
function linkRuleInheriting(ctx: AnalysisContext, scheme: Tone): string | null {
  const last = linkRuleDeclarations(ctx, scheme).at(-1);
  return last && /^(?:inherit|currentcolor|unset)$/.test(last.value.trim().toLowerCase()) ? last.selector : null;
}

/**
 * Dividers drawn as a fill, not a border: an `hr` or a rule `div` 1–2 px thick painted with
 * `background-color` (`.section-divider { height: 1px; background-color: #d0dae2 }`). They are the
 * page's divider color as much as a `border-top` is; weighed like a border strip (length × thickness).
 */
function dividerFills(ctx: AnalysisContext, bg: Background): Vote[] {
  const infos = nodeInfos(ctx);
  const votes: Vote[] = [];
  for (const node of ctx.capture.nodes) {
    const { width, height } = node.box;
    const thin = Math.min(width, height);
    if (thin <= 0 || thin > 2 || Math.max(width, height) < 40 || node.tag === 'html' || node.tag === 'body') continue;
    const info = infos.get(node.id);
    const color = colorOf(ctx, node.style['background-color']);
    if (!info || info.excluded || !color || color.alpha < 0.5 || color.oklch.c >= 0.05 || !onPage(ctx, node.id, bg)) continue;
    const opaque = color.alpha < 1 ? null : color;
    if (!opaque || deltaE2000(opaque, bg.color) < 1.5) continue;
    votes.push({ hex: opaque.hex, weight: width * height, node_id: node.id });
  }
  return votes;
}

/**
 * A form field still wearing Chromium's own border (`2px inset` #767676): the browser's default,
 * not a color the site chose. Authors do not write `inset` borders on fields.
 */
const browserFieldBorder = (node: CapturedNode): boolean => FIELD_TAGS.has(node.tag) && node.style['border-top-style'] === 'inset';
const FIELD_TAGS = new Set(['input', 'textarea', 'select']);

/**
 * An inline link whose only border is its bottom edge (`a { border-bottom: dotted 1px }`, HTML5 UP
 * and many themes) draws an underline in the link's ink: text decoration, not a divider or card
 * edge. A block link with a bottom border (a row of a sidebar or service list) draws a row divider.
 */
function linkUnderline(node: CapturedNode): boolean {
  if (node.tag !== 'a' || !(node.style['display'] ?? 'inline').startsWith('inline')) return false;
  const width = (side: string): number => px(node.style[`border-${side}-width`]);
  return width('bottom') > 0 && width('top') === 0 && width('left') === 0 && width('right') === 0;
}

/**
 * The dominant border/divider color on the page's tone, by painted strip: card, table, hr and
 * form-field borders (inputs are where many sites show their border token). Buttons are left out,
 * and so are saturated or tinted borders (a 4px brand bar beside a quote, an alert's yellow edge
 * are accents) and borders that do not show against what they sit on (ΔE00 < 1.5: white on
 * white, #fafafa on white); a #f2f2f2 hairline on white (ΔE00 2.6) is many sites' divider. A
 * field left with the browser's default border is not the site's border color.
 */
export function borderRole(ctx: AnalysisContext, bg: Background): ColorRole {
  const buttons = new Set(componentsOfKind(ctx, 'button').map((c) => c.node.id));
  const infos = nodeInfos(ctx);
  const votes = colorSamples(ctx)
    .filter((s) => s.kind === 'border' && s.color.oklch.c < 0.05 && !buttons.has(s.node_id) && onPage(ctx, s.node_id, bg))
    .filter((s) => Math.max(...['top', 'right', 'bottom', 'left'].map((side) => px(infos.get(s.node_id)!.node.style[`border-${side}-width`]))) <= 4)
    .filter((s) => deltaE2000(s.color, backdropOf(ctx, s.node_id).color) >= 1.5 && !browserFieldBorder(infos.get(s.node_id)!.node) && !linkUnderline(infos.get(s.node_id)!.node))
    .map((s) => ({ hex: s.hex, weight: s.area, node_id: s.node_id }));
  votes.push(...dividerFills(ctx, bg));
  const groups = tally(ctx, votes);
  const best = groups[0];
  if (!best) return nullRole();
  const share = best.weight / groups.reduce((n, g) => n + g.weight, 0);
  return { value: best.value, confidence: round(Math.min(0.9, 0.4 + share * 0.5), 2), evidence: [{ source: 'borders', color: best.value, count: best.nodes.length, share: round(share, 3), area: Math.round(best.weight), node_ids: examples(best.nodes) }] };
}
