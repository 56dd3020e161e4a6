/**
 * The brand roles: primary (main action/identity color), secondary and accent.
 *
 * Primary is voted for, never the most frequent color: CTA button fills weighted by prominence
 * (size, above the fold, saturation), outline buttons, inline links, the logo's fills, the
 * theme-color, variables named like `--primary`/`--brand`/`--color-primary`, chromatic bands.
 * Header chrome and body text never vote. Neutrals vote only as filled buttons that stand out
 * from the page and as `--primary`-named variables, at a discount: a monochrome brand still gets
 * a (neutral, low-confidence) primary, and says so in a finding.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import type { ColorVariables, SchemeName } from '../derived/color-variables.js';
import { componentsOfKind, px } from '../derived/components.js';
import { colorsInValue, NEUTRAL_CHROMA, parseColor, type ParsedColor } from '../shared/color.js';
import { metaTags } from '../shared/dom.js';
import { colorClusters, distance, round } from './colors-palette.js';
import { contrastOf, examples, nullRole, type Background } from './colors-roles.js';
import { colorOf, colorSamples, nodeInfos } from './colors-scope.js';
import type { ColorEvidence, ColorRole } from './colors-types.js';

type Source = ColorEvidence['source'];

interface Vote {
  color: ParsedColor;
  weight: number;
  source: Source;
  node_id?: string;
  variable?: string;
  selector?: string;
}

interface BrandGroup {
  value: string;
  color: ParsedColor;
  score: number;
  chromatic: boolean;
  votes: Vote[];
}

export interface BrandRoles {
  primary: ColorRole;
  secondary: ColorRole;
  accent: ColorRole;
  monochrome: boolean;
}

const PRIMARY_NAME = /(?:^|[-_])(?:primary|brand)(?:[-_](?:500|600|color|colour|default|base|main))?$/i;
/** Tailwind v4 shade scales (`--color-secondary-700`, `--color-accent-400`) count at any step; `--brand-2` / `--brand-alt` are a second brand color. */
const SECONDARY_NAME = /(?:^|[-_])(?:secondary|brand[-_]?(?:2|alt|secondary))(?:[-_](?:\d{2,3}|color|colour|default|base|main))?$/i;
const ACCENT_NAME = /(?:^|[-_])(?:accent|highlight)(?:[-_](?:\d{2,3}|color|colour|default|base|main))?$/i;
/**
 * Brand votes need more chroma than "not gray" (NEUTRAL_CHROMA): tinted UI grays such as
 * #555b78 (c≈0.05) color nav links and captions on many sites without being a brand color.
 */
const BRAND_CHROMA = Math.max(NEUTRAL_CHROMA, 0.06);
const isChromatic = (c: ParsedColor): boolean => c.oklch.c >= BRAND_CHROMA;
const hueGap = (a: ParsedColor, b: ParsedColor): number => {
  const d = Math.abs(a.oklch.h - b.oklch.h) % 360;
  return Math.min(d, 360 - d);
};

export function brandRoles(ctx: AnalysisContext, bg: Background, text: string | null, vars: ColorVariables, scheme: SchemeName, linkRule: string | null): BrandRoles {
  const votes = [...buttonVotes(ctx, bg), ...stateVotes(ctx), ...linkVotes(ctx, text, linkRule), ...logoVotes(ctx), ...headVotes(ctx, scheme), ...surfaceVotes(ctx, bg)];
  const named = { primary: [] as Vote[], secondary: [] as Vote[], accent: [] as Vote[] };
  const painted = (hex: string): boolean => (colorClusters(ctx).clusterOf(hex)?.nodes.size ?? 0) > 0;
  for (const name of vars.names) {
    const color = vars.resolve(name, scheme);
    if (!color || color.alpha < 0.5 || name.startsWith('--tw-')) continue;
    const opaque = { ...color, alpha: 1 };
    const vote: Vote = { color: opaque, weight: painted(color.hex) ? 3 : 1, source: 'css-variable', variable: name };
    if (PRIMARY_NAME.test(name)) votes.push({ ...vote, weight: vote.weight * (isChromatic(opaque) ? 1 : 0.5) });
    else if (SECONDARY_NAME.test(name)) named.secondary.push(vote);
    else if (ACCENT_NAME.test(name)) named.accent.push(vote);
  }
  const groups = group(ctx, votes);
  const best = groups[0];
  if (!best) return { primary: nullRole(), secondary: nullRole(), accent: nullRole(), monochrome: true };

  const second = groups[1]?.score ?? 0;
  const kinds = new Set(best.votes.map((v) => v.source)).size;
  const dominance = (best.score - second) / best.score;
  const primary: ColorRole = {
    value: best.value,
    confidence: round(best.chromatic ? Math.min(0.97, 0.35 + 0.1 * Math.min(kinds, 4) + 0.3 * dominance) : Math.min(0.45, 0.2 + 0.05 * kinds + 0.2 * dominance), 2),
    evidence: evidenceOf(best.votes),
    alternatives: groups.slice(1, 4).map((g) => ({ value: g.value, score: round(g.score, 2) })),
  };

  const distinct = (c: ParsedColor, from: (ParsedColor | null)[]): boolean => from.every((f) => f === null || distance(ctx, c.hex, f.hex) > 10);
  const fromName = (list: Vote[], others: (ParsedColor | null)[]): ColorRole | null => {
    const vote = list.filter((v) => isChromatic(v.color) && distinct(v.color, others)).sort((a, b) => b.weight - a.weight || (a.variable! < b.variable! ? -1 : 1))[0];
    if (!vote) return null;
    const same = [...votes.filter((v) => distance(ctx, v.color.hex, vote.color.hex) <= 3), ...list.filter((v) => v.color.hex === vote.color.hex)];
    return { value: vote.color.hex, confidence: painted(vote.color.hex) ? 0.75 : 0.55, evidence: evidenceOf(same) };
  };
  const fromGroups = (others: (ParsedColor | null)[], accept: (g: BrandGroup) => boolean): ColorRole | null => {
    const g = groups.find((x) => x !== best && x.chromatic && distinct(x.color, others) && accept(x));
    if (!g) return null;
    return { value: g.value, confidence: round(Math.min(0.7, 0.25 + 0.25 * (g.score / best.score) + 0.05 * new Set(g.votes.map((v) => v.source)).size), 2), evidence: evidenceOf(g.votes) };
  };

  const primaryColor = best.color;
  let accent = fromName(named.accent, [primaryColor]);
  let secondary = fromName(named.secondary, [primaryColor, parseOr(accent)]);
  // A second chromatic CTA style is a secondary by definition, however heavy the primary's votes.
  const ctaWeight = (g: BrandGroup): number => g.votes.reduce((s, v) => s + (v.source === 'buttons' ? v.weight : 0), 0);
  secondary ??= fromGroups([primaryColor, parseOr(accent)], (g) => (g.score >= best.score * 0.25 && g.votes.some((v) => SECONDARY_SOURCES.has(v.source))) || ctaWeight(g) >= 0.5);
  accent ??= fromGroups([primaryColor, parseOr(secondary)], (g) => g.score >= 0.5 && hueGap(g.color, primaryColor) >= 30);
  return { primary, secondary: secondary ?? nullRole(), accent: accent ?? nullRole(), monochrome: !best.chromatic };
}

/** What makes a second chromatic cluster a secondary brand color rather than a stray highlight. */
const SECONDARY_SOURCES = new Set<Source>(['buttons', 'outline-buttons', 'brand-surfaces', 'logo']);

const parseOr = (role: ColorRole | null): ParsedColor | null => (role?.value ? parseColor(role.value) : null);

/**
 * Votes merged within ΔE ≤ 5 of the heaviest; by score, then hex. Hover/active shades join the
 * group of their default color afterwards, more loosely (hover ~8, active ~15 ΔE darker, same hue).
 */
function group(ctx: AnalysisContext, votes: Vote[]): BrandGroup[] {
  const byWeight = (a: Vote, b: Vote): number => b.weight - a.weight || (a.color.hex < b.color.hex ? -1 : 1);
  const ordered = [...votes.filter((v) => v.source !== 'hover-states').sort(byWeight), ...votes.filter((v) => v.source === 'hover-states').sort(byWeight)];
  const groups: BrandGroup[] = [];
  for (const v of ordered) {
    const near = (x: BrandGroup): boolean => {
      const d = distance(ctx, x.value, v.color.hex);
      return d <= 5 || (v.source === 'hover-states' && x.chromatic && d <= 20 && hueGap(x.color, v.color) <= 15);
    };
    const g = groups.find(near);
    if (g) {
      g.votes.push(v);
      g.score += v.weight;
    } else groups.push({ value: v.color.hex, color: v.color, score: v.weight, chromatic: isChromatic(v.color), votes: [v] });
  }
  // A group's value: its exact color with the most weight (hover shades never name it).
  for (const g of groups) {
    const weights = new Map<string, { weight: number; color: ParsedColor }>();
    for (const v of g.votes) {
      if (v.source === 'hover-states' && g.votes.some((x) => x.source !== 'hover-states')) continue;
      const w = weights.get(v.color.hex) ?? { weight: 0, color: v.color };
      w.weight += v.weight;
      weights.set(v.color.hex, w);
    }
    const [hex, top] = [...weights.entries()].sort(([ha, a], [hb, b]) => b.weight - a.weight || (ha < hb ? -1 : 1))[0]!;
    g.value = hex;
    g.color = top.color;
  }
  return groups.sort((a, b) => b.score - a.score || (a.value < b.value ? -1 : 1));
}

/** One evidence item per source and color: counts, weight share, examples. */
function evidenceOf(votes: Vote[]): ColorEvidence[] {
  const bySource = new Map<string, { ev: ColorEvidence; ids: string[]; weight: number }>();
  for (const v of votes) {
    const key = `${v.source}|${v.color.hex}|${v.variable ?? ''}|${v.selector ?? ''}`;
    const entry = bySource.get(key) ?? { ev: { source: v.source, color: v.color.hex, count: 0 }, ids: [], weight: 0 };
    entry.ev.count = (entry.ev.count ?? 0) + 1;
    entry.weight += v.weight;
    if (v.node_id && !entry.ids.includes(v.node_id)) entry.ids.push(v.node_id);
    if (v.variable) entry.ev.variable = v.variable;
    if (v.selector) entry.ev.selector = v.selector;
    bySource.set(key, entry);
  }
  return [...bySource.values()]
    .sort((a, b) => b.weight - a.weight || (a.ev.source < b.ev.source ? -1 : a.ev.source > b.ev.source ? 1 : 0) || (a.ev.color < b.ev.color ? -1 : 1))
    .map(({ ev, ids }) => (ids.length > 0 ? { ...ev, node_ids: examples(ids) } : ev));
}

/** Size (a 150×40 button is 1) and position (above the fold ×1.5); null for tiny or disabled buttons. */
function prominenceOf(ctx: AnalysisContext, node: CapturedNode): number | null {
  const area = node.box.width * node.box.height;
  if (area < 400 || 'disabled' in node.attrs || node.attrs['aria-disabled'] === 'true') return null;
  return Math.min(2.5, Math.max(0.4, area / 6000)) * (node.box.y < ctx.capture.viewport.height ? 1.5 : 1);
}

/** Filled buttons by prominence and class name; outline/ghost buttons by their chromatic border or label. */
function buttonVotes(ctx: AnalysisContext, bg: Background): Vote[] {
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
      else if (contrastOf(ctx, fill.hex, bg.color.hex) >= 3) votes.push({ color: fill, weight: weight * 0.5, source: 'buttons', node_id: node.id });
    }
    if (filled.length > 0) continue;
    const border = px(node.style['border-top-width']) > 0 ? colorOf(ctx, node.style['border-top-color']) : null;
    const label = colorOf(ctx, node.style['color']);
    const outline = [border, label].find((c) => c !== null && c.alpha >= 0.5 && isChromatic(c));
    if (outline) votes.push({ color: { ...outline, alpha: 1 }, weight: prominence * 0.5, source: 'outline-buttons', node_id: node.id });
  }
  return votes;
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
function stateVotes(ctx: AnalysisContext): Vote[] {
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
    votes.push({ color: { ...color, alpha: 1 }, weight, source: 'hover-states', node_id: state.node_id });
  }
  return votes;
}

/**
 * Chromatic links that are not body-text colored: in copy 0.5 each, elsewhere 0.2, capped; the
 * current page's nav item painted in a color of its own counts 1.
 */
function linkVotes(ctx: AnalysisContext, text: string | null, linkRule: string | null): Vote[] {
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
function logoVotes(ctx: AnalysisContext): Vote[] {
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
function headVotes(ctx: AnalysisContext, scheme: SchemeName): Vote[] {
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
function surfaceVotes(ctx: AnalysisContext, bg: Background): Vote[] {
  const buttons = new Set(componentsOfKind(ctx, 'button').map((c) => c.node.id));
  const docArea = Math.max(1, ctx.capture.document.width * ctx.capture.document.height);
  const votes: Vote[] = [];
  const textWeight = new Map<string, number>();
  for (const s of colorSamples(ctx)) {
    if (buttons.has(s.node_id) || s.node_id === bg.node_id) continue;
    if (s.kind === 'background' && isChromatic(s.color) && s.color.oklch.c >= 0.08 && s.area / docArea >= 0.01) {
      votes.push({ color: s.color, weight: Math.min(2, (s.area / docArea) * 20), source: 'brand-surfaces', node_id: s.node_id });
    } else if ((s.kind === 'text' || (s.kind === 'gradient' && /text/.test(ctx.nodeById(s.node_id)?.style['background-clip'] ?? ''))) && isChromatic(s.color) && !nodeInfos(ctx).get(s.node_id)!.control) {
      const used = textWeight.get(s.hex) ?? 0;
      if (used >= 1.5) continue;
      const weight = s.kind === 'gradient' ? 0.5 : 0.15;
      textWeight.set(s.hex, used + weight);
      votes.push({ color: s.color, weight, source: 'chromatic-text', node_id: s.node_id });
    }
  }
  return votes;
}
