/**
 * The brand-role votes (colors-brand.ts): what each kind of evidence on the page says about the
 * brand colors, and how much. Pure functions of the capture; colors-brand.ts groups and ranks them.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { primaryButtonRule } from '../derived/button-rule.js';
import type { SchemeName } from '../derived/color-variables.js';
import { componentsOfKind, px } from '../derived/components.js';
import { colorsInValue, hueAngleGap, NEUTRAL_CHROMA, parseColor, type ParsedColor } from '../shared/color.js';
import { metaTags } from '../shared/dom.js';
import { distance } from './colors-palette.js';
import { contrastOf, type Background } from './colors-roles.js';
import { colorOf, colorSamples, nodeInfos } from './colors-scope.js';
import type { ColorEvidence } from './colors-types.js';

export type Source = ColorEvidence['source'];

export interface Vote {
  color: ParsedColor;
  weight: number;
  source: Source;
  node_id?: string;
  variable?: string;
  selector?: string;
  /** A forced :active state: the pressed shade of the hover color. */
  pressed?: boolean;
}

/**
 * Brand votes need more chroma than "not gray" (NEUTRAL_CHROMA): tinted UI grays such as
 * #555b78 (c≈0.05) color nav links and captions on many sites without being a brand color.
 */
export const BRAND_CHROMA = Math.max(NEUTRAL_CHROMA, 0.06);
export const isChromatic = (c: ParsedColor): boolean => c.oklch.c >= BRAND_CHROMA;
/** Degrees of OKLCH hue between two colors, 0..180. */
export const hueGap = (a: ParsedColor, b: ParsedColor): number => hueAngleGap(a.oklch.h, b.oklch.h);

/** Size (a 150×40 button is 1) and position (above the fold ×1.5); null for tiny or disabled buttons. */
export function prominenceOf(ctx: AnalysisContext, node: CapturedNode): number | null {
  const area = node.box.width * node.box.height;
  if (area < 400 || 'disabled' in node.attrs || node.attrs['aria-disabled'] === 'true') return null;
  return Math.min(2.5, Math.max(0.4, area / 6000)) * (node.box.y < ctx.capture.viewport.height ? 1.5 : 1);
}

/** Filled buttons by prominence and class name; outline/ghost buttons by their chromatic border or label. */
export function buttonVotes(ctx: AnalysisContext, bg: Background): Vote[] {
  const infos = nodeInfos(ctx);
  const votes: Vote[] = [];
  for (const { node } of componentsOfKind(ctx, 'button')) {
    const info = infos.get(node.id);
    const base = prominenceOf(ctx, node);
    if (!info || info.excluded || base === null) continue;
    const prominence = base * classFactor(node.attrs['class'] ?? '');
    const behind = node.parent !== null ? backdropOf(ctx, node.parent).color : bg.color;
    const fills: ParsedColor[] = [];
    const own = colorOf(ctx, node.style['background-color']);
    if (own && own.alpha >= 0.5) fills.push({ ...backdropOf(ctx, node.id).color, alpha: 1 });
    else if (/gradient\(/.test(node.style['background-image'] ?? '')) fills.push(...colorsInValue(node.style['background-image']!).filter((c) => c.alpha >= 0.5).map((c) => ({ ...c, alpha: 1 })));
    const filled = fills.filter((f) => distance(ctx, f.hex, behind.hex) > 5);
    for (const fill of filled) {
      const weight = prominence / filled.length;
      if (isChromatic(fill)) votes.push({ color: fill, weight: weight * (0.6 + 0.6 * Math.min(1, fill.oklch.c / 0.15)), source: 'buttons', node_id: node.id });
      // A tinted fill (a sand or beige CTA, OKLCH C ≥ NEUTRAL_CHROMA) shows as a color even where
      // its luminance is close to the page's; a gray must stand out by contrast.
      else if (contrastOf(ctx, fill.hex, bg.color.hex) >= 3 || fill.oklch.c >= NEUTRAL_CHROMA) votes.push({ color: fill, weight: weight * 0.5, source: 'buttons', node_id: node.id });
    }
    if (filled.length > 0) continue;
    const label = colorOf(ctx, node.style['color']);
    const outline = [lineOf(ctx, node), label].find((c) => c !== null && c.alpha >= 0.5 && isChromatic(c));
    if (outline) votes.push({ color: { ...outline, alpha: 1 }, weight: prominence * 0.5, source: 'outline-buttons', node_id: node.id });
  }
  return votes;
}

/** The outline a transparent button draws: its border, else an inset box-shadow ring (`inset 0 0 0 2px`). */
function lineOf(ctx: AnalysisContext, node: CapturedNode): ParsedColor | null {
  if (px(node.style['border-top-width']) > 0) return colorOf(ctx, node.style['border-top-color']);
  const shadow = node.style['box-shadow'] ?? '';
  // Computed form: "rgb(33, 41, 49) 0px 0px 0px 2px inset" — no offset, no blur, a spread.
  const ring = /^(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px\s+inset$/.exec(shadow.trim());
  return ring && Number(ring[2]) > 0 ? colorOf(ctx, ring[1]) : null;
}

/**
 * The button's own class names say which role its fill plays (issue 9 §1: primary is "the fill
 * of the site's primary call-to-action button style"): a button named primary/cta counts double;
 * one named for another role (`btn-secondary`, `btn-danger`, `btn-success`, `btn-light`, …)
 * counts a third, so five small "edit" buttons named secondary do not outvote the one CTA.
 */
export function classFactor(cls: string): number {
  const tokens = cls.split(/\s+/).filter(Boolean);
  if (tokens.some((t) => PRIMARY_CLASS.test(t))) return 2;
  if (tokens.some((t) => OTHER_ROLE_CLASS.test(t))) return 1 / 3;
  return 1;
}
const PRIMARY_CLASS = /(?:^|[-_])(?:primary|cta)$|^cta[-_]/i;
const OTHER_ROLE_CLASS = /(?:^|[-_])(?:secondary|tertiary|danger|destructive|error|success|warning|info|light|dark|muted|outline|ghost|link)$/i;

/**
 * Forced :hover/:active styles that turn a button or link chromatic: black buttons that hover to
 * brass, ink links that hover to the brand color. Focus rings are left out (often UA defaults).
 */
export function stateVotes(ctx: AnalysisContext): Vote[] {
  const infos = nodeInfos(ctx);
  const buttons = new Set(componentsOfKind(ctx, 'button').map((c) => c.node.id));
  const links = new Set(componentsOfKind(ctx, 'link').map((c) => c.node.id));
  const votes: Vote[] = [];
  const seen = new Set<string>();
  const linkWeight = new Map<string, number>();
  for (const state of ctx.capture.states) {
    const info = infos.get(state.node_id);
    if (state.state === 'focus-visible' || !info || info.excluded || info.logo) continue;
    const isButton = buttons.has(state.node_id);
    if (!isButton && !links.has(state.node_id)) continue;
    const changed = isButton ? [state.changed['background-color'], state.changed['border-top-color'], state.changed['color']] : [state.changed['color']];
    const color = changed.map((v) => colorOf(ctx, v)).find((c) => c !== null && c.alpha >= 0.5 && isChromatic(c));
    if (!color || seen.has(`${state.node_id}|${color.hex}`)) continue;
    seen.add(`${state.node_id}|${color.hex}`);
    const base = isButton ? prominenceOf(ctx, info.node) : 1;
    if (base === null) continue;
    const prominence = isButton ? base * classFactor(info.node.attrs['class'] ?? '') : base;
    let weight = isButton ? 0.6 * prominence : 0.25;
    if (!isButton) {
      const used = linkWeight.get(color.hex) ?? 0;
      if (used >= 1.5) continue;
      linkWeight.set(color.hex, used + weight);
    }
    votes.push({ color: { ...color, alpha: 1 }, weight, source: 'hover-states', node_id: state.node_id, ...(state.state === 'active' ? { pressed: true } : {}) });
  }
  return votes;
}

/**
 * Chromatic links that are not body-text colored: in copy 0.5 each, elsewhere 0.2, capped; the
 * current page's nav item painted in a color of its own counts 1.
 */
export function linkVotes(ctx: AnalysisContext, text: string | null, linkRule: string | null): Vote[] {
  const infos = nodeInfos(ctx);
  const votes: Vote[] = [];
  const perColor = new Map<string, number>();
  for (const { node } of componentsOfKind(ctx, 'link')) {
    const info = infos.get(node.id);
    const color = colorOf(ctx, node.style['color']);
    if (!info || info.excluded || info.logo || !node.text.trim() || !color || color.alpha < 0.5 || !isChromatic(color) || color.hex === text) continue;
    if (node.attrs['aria-current'] && node.attrs['aria-current'] !== 'false') {
      votes.push({ color: { ...color, alpha: 1 }, weight: 1, source: 'current-nav', node_id: node.id });
      continue;
    }
    const weight = info.landmark === null ? 0.5 : 0.2;
    const used = perColor.get(color.hex) ?? 0;
    if (used >= 3) continue;
    perColor.set(color.hex, used + weight);
    votes.push({ color: { ...color, alpha: 1 }, weight, source: 'links', node_id: node.id });
  }
  const rule = parseColor(linkRule);
  if (rule && isChromatic(rule) && votes.length === 0) votes.push({ color: { ...rule, alpha: 1 }, weight: 0.5, source: 'link-rule' });
  return votes;
}

/** Chromatic colors painted by the logo (header logo counts fully, others half), once per color. */
export function logoVotes(ctx: AnalysisContext): Vote[] {
  const infos = nodeInfos(ctx);
  const seen = new Map<string, Vote>();
  for (const s of colorSamples(ctx)) {
    const info = infos.get(s.node_id)!;
    if (!info.logo || !isChromatic(s.color) || s.kind === 'border' || s.kind === 'outline') continue;
    const weight = info.landmark === 'header' || info.landmark === 'nav' ? 2.5 : 1.25;
    const known = seen.get(s.hex);
    if (!known || known.weight < weight) seen.set(s.hex, { color: s.color, weight, source: 'logo', node_id: s.node_id });
  }
  return [...seen.values()];
}

/** theme-color for the rendered scheme (or without media), and the manifest's; chromatic only. */
export function headVotes(ctx: AnalysisContext, scheme: SchemeName): Vote[] {
  const votes: Vote[] = [];
  const metas = metaTags(ctx.dom()).filter((m) => m.name === 'theme-color');
  const matching = metas.filter((m) => !m.media || new RegExp(`prefers-color-scheme\\s*:\\s*${scheme}`, 'i').test(m.media));
  const meta = (matching.length > 0 ? matching : metas).map((m) => parseColor(m.content)).find((c) => c !== null);
  if (meta && isChromatic(meta)) votes.push({ color: { ...meta, alpha: 1 }, weight: 2, source: 'theme-color', selector: 'meta[name="theme-color"]' });
  const manifest = ctx.capture.head.manifest?.json as Record<string, unknown> | null | undefined;
  const fromManifest = typeof manifest?.['theme_color'] === 'string' ? parseColor(manifest['theme_color']) : null;
  if (fromManifest && isChromatic(fromManifest)) votes.push({ color: { ...fromManifest, alpha: 1 }, weight: 1.5, source: 'theme-color', selector: 'manifest.theme_color' });
  return votes;
}

/** Large chromatic backgrounds that are not buttons (a brand-colored hero or CTA band). */
export function surfaceVotes(ctx: AnalysisContext, bg: Background): Vote[] {
  const buttons = new Set(componentsOfKind(ctx, 'button').map((c) => c.node.id));
  const docArea = Math.max(1, ctx.capture.document.width * ctx.capture.document.height);
  const votes: Vote[] = [];
  const textWeight = new Map<string, number>();
  for (const s of colorSamples(ctx)) {
    if (buttons.has(s.node_id) || s.node_id === bg.node_id) continue;
    if (s.kind === 'background' && isChromatic(s.color) && s.color.oklch.c >= 0.08 && s.area / docArea >= 0.01) {
      votes.push({ color: s.color, weight: Math.min(2, (s.area / docArea) * 20), source: 'brand-surfaces', node_id: s.node_id });
    } else if ((s.kind === 'text' || (s.kind === 'gradient' && /text/.test(ctx.nodeById(s.node_id)?.style['background-clip'] ?? ''))) && isChromatic(s.color) && (!nodeInfos(ctx).get(s.node_id)!.control || inCardLink(ctx, s.node_id))) {
      const used = textWeight.get(s.hex) ?? 0;
      if (used >= 1.5) continue;
      const weight = s.kind === 'gradient' ? 0.5 : 0.15;
      textWeight.set(s.hex, used + weight);
      votes.push({ color: s.color, weight, source: 'chromatic-text', node_id: s.node_id });
    }
  }
  return votes;
}

/**
 * Text inside a card that a link wraps whole (`<a><div class="product_box">… $120.00`): the
 * card's content — prices, titles — not a link label, so its color is a highlight like any
 * other (hd-zezmon's blue prices). The nearest control around the text must be that link, the
 * link card-sized (≥ 150×100 px), and the text's color its own, not the link color it inherits.
 */
function inCardLink(ctx: AnalysisContext, id: string): boolean {
  const infos = nodeInfos(ctx);
  const text = ctx.nodeById(id);
  if (!text || text.tag === 'a') return false;
  for (let node = ctx.nodeById(text.parent ?? ''); node; node = ctx.nodeById(node.parent ?? '')) {
    const control = infos.get(node.id);
    if (!control?.control) return false;
    if (node.tag === 'a' && !infos.get(node.parent ?? '')?.control) return node.box.width >= 150 && node.box.height >= 100 && text.style['color'] !== node.style['color'];
    if (node.tag !== 'div' && node.tag !== 'span' && node.tag !== 'p' && !/^h[1-6]$/.test(node.tag)) return false;
  }
  return false;
}

/**
 * The primary button style as the stylesheets define it, for a page that renders no call to
 * action at all (eval/realweb/README.md "primary": "the fill of the site's primary
 * call-to-action button style"): the cascade of its `.btn`/`.btn-primary` (`.button.primary`, …)
 * rules (derived/button-rule.ts), so a theme's override beats the framework's own rule. A neutral
 * fill (a monochrome theme's #212931 `.button.primary`) votes at half weight, as neutral buttons do.
 */
export function buttonRuleVotes(ctx: AnalysisContext, scheme: SchemeName): Vote[] {
  const rule = primaryButtonRule(ctx, scheme);
  if (!rule) return [];
  return [{ color: rule.background, weight: isChromatic(rule.background) ? 1 : 0.5, source: 'buttons', selector: rule.selector }];
}
