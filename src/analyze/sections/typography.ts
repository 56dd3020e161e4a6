/**
 * The `typography` section (spec §2.3; issue 3 "Required shape": families with stack, rendered
 * font, role and source; body; h1–h6; scale). Everything is read from the text the page shows
 * (derived/type-runs), weighted by text length, so a style used by one stray node never outvotes
 * the page's copy, and every value lists the nodes that carry it.
 *
 * Roles (one main `role`, all of them in `roles`):
 * - body: the family of paragraph-like text (also when it is monospace: the role says what the
 *   family does; `category` says what it looks like).
 * - mono: a monospace stack, or a family mostly used inside code/pre/kbd/samp.
 * - heading: the family most h1–h6 levels use, when it differs from body.
 * - display: text ≥ 48px (hero numbers, hero titles) in a family that is neither body nor heading.
 * - ui: buttons, navigation, form controls and labels, when their family differs from body.
 * - svg: a family only inline SVG text uses (a partner logo set in Arial, an avatar's initials in
 *   Georgia): artwork, listed so nothing is hidden, but it votes for no style, scale or role.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { iconFontFamilies, textRuns, type TextRun } from '../derived/type-runs.js';
import { familyKey, type TypeCategory } from '../derived/type-stack.js';
import type { Analyzer, Finding } from '../registry.js';
import { familyDrafts, type FamilyDraft, type TypeFamily, type TypeRole } from './typography-families.js';
import { typeScale, type TypeScale } from './typography-scale.js';
import {
  bodyText, headingInstances, headingLevels, isBodyCandidate, isStyledLabel, labelStyles, usageTagger, usedBy,
  type BodyText, type HeadingLevels, type LabelStyle, type UsageTag,
} from './typography-styles.js';
import { groupBy, round } from './typography-stats.js';

export type { BodyText, HeadingLevels, HeadingStyle, LabelStyle, UsageTag } from './typography-styles.js';
export type { FontFaceFact, RenderedFontUse, TypeFamily, TypeRole } from './typography-families.js';
export type { ScaleStep, TypeScale } from './typography-scale.js';

export interface WeightUse {
  weight: number;
  elements: number;
  text_chars: number;
  used_by: UsageTag[];
}

export interface SpacingUse {
  em: number;
  css: string;
  elements: number;
  text_chars: number;
  used_by: UsageTag[];
}

export interface TransformUse {
  value: string;
  elements: number;
  text_chars: number;
  used_by: UsageTag[];
  examples: string[];
}

export interface Tracking {
  em: number;
  css: string;
}

export interface Pairing {
  /** single: one family for headings and body; pair: two; multi: three or more (mono and ui families aside). */
  strategy: 'single' | 'pair' | 'multi' | null;
  heading: { family: string; category: TypeCategory | null } | null;
  body: { family: string; category: TypeCategory | null } | null;
  /** The other families and what they do (mono, display, ui). */
  accents: { family: string; role: TypeRole; category: TypeCategory | null }[];
  description: string;
}

export interface TypographySection {
  families: TypeFamily[];
  body: BodyText | null;
  headings: HeadingLevels;
  scale: TypeScale;
  weights: WeightUse[];
  letter_spacing: { headings: Tracking | null; body: Tracking | null; labels: Tracking | null; buttons: Tracking | null; values: SpacingUse[] };
  text_transforms: TransformUse[];
  /** Eyebrows, overlines, badges and other small standalone label text, most used style first. */
  labels: LabelStyle[];
  pairing: Pairing;
  /** Icon fonts seen (their glyphs are icons, not type, so they are not in `families`). */
  icon_fonts: string[];
  findings?: Finding[];
}

export const typographyAnalyzer: Analyzer<TypographySection> = {
  id: 'typography',
  requires: ['nodes'],
  analyze: analyzeTypography,
};

const ROLE_ORDER: readonly TypeRole[] = ['body', 'heading', 'display', 'mono', 'ui', 'svg'];
const UI_TAGS = new Set<UsageTag>(['button', 'nav', 'form', 'label']);

export function analyzeTypography(capture: Capture, ctx: AnalysisContext): TypographySection {
  const findings: Finding[] = [];
  const all = textRuns(ctx);
  const runs = all.filter((r) => r.context !== 'svg');
  const rootPx = rootFontSize(ctx);
  const body = bodyText(ctx, runs, rootPx);
  const headings = headingLevels(ctx, runs, rootPx);
  const labels = labelStyles(runs, body?.size_px ?? null);
  const tag = usageTagger(body?.size_px ?? null, labels.runs);

  const drafts = familyDrafts(capture, ctx, runs, findings);
  const families = [...assignRoles(drafts, body, headings, tag), ...svgFamilies(capture, ctx, all, drafts)];
  const svgOnly = families.filter((f) => f.role === 'svg');
  if (svgOnly.length > 0) {
    findings.push({ message: `${svgOnly.length} famil${svgOnly.length === 1 ? 'y is' : 'ies are'} only used by text inside inline SVG (logos, avatars, illustrations): ${svgOnly.map((f) => f.family).join(', ')}; listed with role svg, not counted as the page's type`, evidence: svgOnly.map((f) => ({ family: f.family, node_ids: f.evidence.node_ids })) });
  }
  if (runs.length > 0 && capture.fonts.rendered.length === 0) {
    findings.push({ message: 'the capture has no rendered-font data; `rendered` is null for every family', evidence: 'fonts.rendered' });
  }
  if (runs.length === 0) findings.push({ message: 'no visible text was captured; typography is empty', evidence: { nodes: capture.nodes.length } });

  const section: TypographySection = {
    families,
    body,
    headings,
    scale: typeScale(runs, headings, body?.size_px ?? null, rootPx, tag),
    weights: groupBy(runs, (r) => String(r.weight), (r) => r.chars)
      .map((g) => ({ weight: Number(g.key), elements: g.items.length, text_chars: g.weight, used_by: usedBy(g.items, tag) }))
      .sort((a, b) => a.weight - b.weight),
    letter_spacing: letterSpacing(runs, labels.runs, body, tag),
    text_transforms: groupBy(runs.filter((r) => r.text_transform !== 'none'), (r) => r.text_transform, (r) => r.chars).map((g) => ({
      value: g.key,
      elements: g.items.length,
      text_chars: g.weight,
      used_by: usedBy(g.items, tag),
      examples: [...new Set(g.items.map((r) => r.node.text.trim()))].slice(0, 3),
    })),
    labels: labels.styles,
    pairing: pairing(families, headings),
    icon_fonts: [...iconFontFamilies(ctx)],
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}

function rootFontSize(ctx: AnalysisContext): number {
  const html = ctx.nodes().find((n) => n.tag === 'html');
  const size = Number.parseFloat(html?.style['font-size'] ?? '');
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/** The family most heading levels use (ties: the higher level decides). */
function headingFamilyKey(headings: HeadingLevels): string | null {
  const levels = Object.values(headings).filter((h) => h !== null);
  const counts = groupBy(levels, (h) => familyKey(h.family), () => 1);
  return counts[0]?.key ?? null;
}

function assignRoles(drafts: readonly FamilyDraft[], body: BodyText | null, headings: HeadingLevels, tag: (r: TextRun) => UsageTag): TypeFamily[] {
  const bodyKey = body ? familyKey(body.family) : null;
  const headingKey = headingFamilyKey(headings);
  const headingFamilies = new Set(Object.values(headings).filter((h) => h !== null).map((h) => familyKey(h.family)));
  return drafts.map(({ key, runs, ...draft }) => {
    const total = Math.max(1, draft.usage.text_chars);
    let code = 0;
    let ui = 0;
    for (const r of runs) {
      const t = tag(r);
      if (t === 'code') code += r.chars;
      else if (UI_TAGS.has(t)) ui += r.chars;
    }
    const large = runs.some((r) => r.size >= 48 && r.context !== 'code');
    const mono = draft.category === 'monospace' || code / total >= 0.5;
    const plays = new Set<TypeRole>();
    if (key === bodyKey) plays.add('body');
    if (headingFamilies.has(key)) plays.add('heading');
    if (large) plays.add('display');
    if (mono) plays.add('mono');
    if (ui > 0 && ui / total >= 0.1) plays.add('ui');

    let role: TypeRole;
    if (key === bodyKey) role = 'body';
    else if (mono) role = 'mono';
    else if (key === headingKey) role = 'heading';
    else if (large) role = 'display';
    else if (headingFamilies.has(key)) role = 'heading';
    else if (ui / total >= 0.5) role = 'ui';
    else if (draft.sizes_px.max >= 20) role = 'display';
    else role = ui > 0 ? 'ui' : 'body';
    plays.add(role);
    return { ...draft, role, roles: ROLE_ORDER.filter((r) => plays.has(r)) } as TypeFamily;
  }).map(reorder);
}

/**
 * Families that only inline SVG text uses, with role `svg`; their share is of all text (page and
 * SVG), and a system font missing on the capture machine is not worth a finding for artwork.
 */
function svgFamilies(capture: Capture, ctx: AnalysisContext, all: readonly TextRun[], page: readonly FamilyDraft[]): TypeFamily[] {
  const svgRuns = all.filter((r) => r.context === 'svg');
  if (svgRuns.length === 0) return [];
  const known = new Set(page.map((d) => d.key));
  const total = all.reduce((n, r) => n + r.chars, 0);
  return familyDrafts(capture, ctx, svgRuns, [], total)
    .filter((d) => !known.has(d.key))
    .map(({ key: _key, runs: _runs, ...draft }) => reorder({ ...draft, role: 'svg', roles: ['svg'] } as TypeFamily));
}

/** Puts `role`/`roles` right after `rendered…` fields so the JSON reads in the documented order. */
function reorder(f: TypeFamily): TypeFamily {
  const { family, name, stack, other_stacks, category, rendered, rendered_fonts, renders_as_declared, role, roles, ...rest } = f;
  return { family, name, stack, other_stacks, category, rendered, rendered_fonts, renders_as_declared, role, roles, ...rest };
}

/** The letter spacing most of the text's visual mass uses (characters × size, so a display line counts). */
function tracking(runs: readonly TextRun[]): Tracking | null {
  const top = groupBy(runs, (r) => String(emOf(r)), (r) => r.chars * r.size)[0];
  if (!top) return null;
  const em = Number(top.key);
  return { em, css: em === 0 ? 'normal' : `${em}em` };
}

/** Letter spacing in em, to the nearest 0.005em (computed px differ with every size). */
function emOf(r: TextRun): number {
  return r.size > 0 ? round(Math.round((r.letter_spacing_px / r.size) * 200) / 200, 3) : 0;
}

function letterSpacing(runs: readonly TextRun[], labels: ReadonlySet<TextRun>, body: BodyText | null, tag: (r: TextRun) => UsageTag): TypographySection['letter_spacing'] {
  const bodyRuns = body ? runs.filter((r) => isBodyCandidate(r) && familyKey(r.family) === familyKey(body.family) && Math.abs(r.size - body.size_px) <= 0.5) : [];
  return {
    headings: tracking(headingInstances(runs)),
    body: tracking(bodyRuns),
    labels: tracking([...labels].some(isStyledLabel) ? [...labels].filter(isStyledLabel) : [...labels]),
    buttons: tracking(runs.filter((r) => r.context === 'button')),
    values: groupBy(runs, (r) => String(emOf(r)), (r) => r.chars)
      .map((g) => {
        const em = Number(g.key);
        return { em, css: em === 0 ? 'normal' : `${em}em`, elements: g.items.length, text_chars: g.weight, used_by: usedBy(g.items, tag) };
      })
      .sort((a, b) => a.em - b.em),
  };
}

const CATEGORY_WORDS: Record<TypeCategory, string> = {
  serif: 'serif', 'sans-serif': 'sans-serif', monospace: 'monospace', 'system-ui': 'system UI', cursive: 'script', fantasy: 'decorative',
};

function pairing(families: readonly TypeFamily[], headings: HeadingLevels): Pairing {
  const bodyFamily = families.find((f) => f.roles.includes('body')) ?? null;
  const headingKey = headingFamilyKey(headings);
  const headingFamily = families.find((f) => familyKey(f.family) === headingKey) ?? null;
  const accents = families
    .filter((f) => f !== bodyFamily && f !== headingFamily && f.role !== 'svg' && f.usage.share >= 0.01)
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || b.usage.text_chars - a.usage.text_chars)
    .map((f) => ({ family: f.family, role: f.role, category: f.category }));
  const core = new Set([bodyFamily, headingFamily, ...families.filter((f) => f.role === 'display' && f.usage.share >= 0.01)].filter((f) => f !== null));
  const strategy = core.size === 0 ? null : core.size === 1 ? 'single' : core.size === 2 ? 'pair' : 'multi';

  const cat = (f: TypeFamily): string => (f.category ? `${CATEGORY_WORDS[f.category]} ` : '');
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  let description: string;
  if (bodyFamily && headingFamily && bodyFamily === headingFamily) {
    description = `One ${cat(bodyFamily)}family (${bodyFamily.name}) for headings and body text`;
  } else if (bodyFamily && headingFamily) {
    description = bodyFamily.category !== null && bodyFamily.category === headingFamily.category
      ? `${headingFamily.name} headings paired with ${bodyFamily.name} body text, both ${CATEGORY_WORDS[bodyFamily.category]}`
      : `${cap(cat(headingFamily))}headings (${headingFamily.name}) paired with ${cat(bodyFamily)}body text (${bodyFamily.name})`;
  } else if (bodyFamily) {
    description = `${cap(cat(bodyFamily))}body text (${bodyFamily.name}) and no headings`;
  } else if (headingFamily) {
    description = `${cap(cat(headingFamily))}headings (${headingFamily.name}) and no body copy`;
  } else {
    description = families[0] ? `${cap(cat(families[0]))}text in ${families[0].name}` : 'No visible text';
  }
  const extras = accents.map((a) => {
    const f = families.find((x) => x.family === a.family)!;
    if (a.role === 'mono') return `monospace accents (${f.name})`;
    if (a.role === 'display') return `${cat(f)}display type (${f.name})`;
    if (a.role === 'ui') return f.category === 'system-ui' ? `UI text in the system font (${f.name})` : `${cat(f)}UI text (${f.name})`;
    return `${cat(f)}${a.role} text (${f.name})`;
  });
  if (extras.length > 0) description += `, with ${extras.length === 1 ? extras[0] : `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}`}`;

  return {
    strategy,
    heading: headingFamily ? { family: headingFamily.family, category: headingFamily.category } : null,
    body: bodyFamily ? { family: bodyFamily.family, category: bodyFamily.category } : null,
    accents,
    description,
  };
}

