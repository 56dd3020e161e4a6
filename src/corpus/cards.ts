/**
 * A corpus card (spec §2.6) from an extraction's design system. The curated labels (brand name,
 * industry, page type) come from the manifest; everything visual — palette, typography, hues,
 * layout, style, identity paragraph, screenshot — from running our extractor on the page.
 *
 * Card fields the spec leaves open are decided here (README "Corpus cards"):
 * - palette.luminance `light | medium | dark`: area-weighted OKLCH lightness of the palette.
 * - palette.temperature `warm | cool | neutral`: the profile's identity temperature.
 * - palette.saturation `vivid | balanced | muted | monochrome`: the primary color's chroma.
 * - palette.themes: the color schemes the page renders or defines (`light`, `dark`).
 * - palette.aesthetic_codes: the detected style, then the identity's mood words.
 * - palette.effects: surface and elevation treatments (`glass`, `gradients`, `hard-shadows`, …).
 * - palette.primary: the brand colors (primary, secondary, accent roles); palette.secondary: the
 *   supporting neutrals (background, surface, text, muted text, border).
 * - typography.family_strategy `single | pair | multi`; hierarchy `dramatic | strong | moderate |
 *   subtle` (h1 over body size); character `sans | serif | mono | display`.
 * Pure and deterministic: the same design system and labels give the same card.
 */
import type { ColorsSection } from '../analyze/sections/colors-types.js';
import type { ElevationSection } from '../analyze/sections/elevation.js';
import type { LayoutSection } from '../analyze/sections/layout.js';
import type { ProfileSection } from '../analyze/sections/profile.js';
import type { SurfacesSection } from '../analyze/sections/surfaces.js';
import type { TypographySection } from '../analyze/sections/typography.js';
import type { SectionsSection } from '../analyze/sections/sections.js';
import { parseColor } from '../analyze/shared/color.js';
import {
  detectStyle, dominantHues, hardShadowElements, layoutScores, layoutValues, styleScores, typeCharacter, typeHierarchy,
} from './card-facets.js';
import type { ColorGrid } from './thumbnail.js';
import type { Hue, Layout, Style, TypeCharacter } from './vocabulary.js';

/** Bump when the card derivation changes: `corpus build` re-derives every card of an older version. */
export const CARD_VERSION = 2;

export interface CardPalette {
  luminance: 'light' | 'medium' | 'dark' | null;
  temperature: 'warm' | 'cool' | 'neutral' | null;
  saturation: 'vivid' | 'balanced' | 'muted' | 'monochrome' | null;
  themes: ('light' | 'dark')[];
  aesthetic_codes: string[];
  effects: string[];
  primary: string[];
  secondary: string[];
}

export interface CardTypography {
  family_strategy: 'single' | 'pair' | 'multi' | null;
  hierarchy: 'dramatic' | 'strong' | 'moderate' | 'subtle' | null;
  character: TypeCharacter | null;
}

/** Internal facets for filtering and ranking; not part of the spec's card. */
export interface CardFacets {
  industry: string | null;
  page_type: string | null;
  /** Dominant palette hues (spec §2.5 `hue` vocabulary), strongest first. */
  hues: Hue[];
  /** Layout values scoring ≥ 0.5 plus the layout section's primary values, best first. */
  layouts: Layout[];
  layout_scores: Record<Layout, number>;
  style: Style;
  style_scores: Record<Style, number>;
  theme: 'light' | 'dark' | null;
  families: { heading: string | null; body: string | null; mono: string | null };
  type_categories: { heading: string | null; body: string | null };
  corner_style: 'square' | 'rounded' | 'pill' | 'mixed' | null;
  radius_px: { button: number | null; card: number | null };
  colors: { primary: string | null; background: string | null; text: string | null; surface: string | null };
  elevation: 'flat' | 'subtle' | 'layered' | null;
  hierarchy_ratio: number | null;
  /** Section kinds in page order (header and footer included). */
  sequence: string[];
  /** Mean colors of the first viewport on a coarse grid; null without a screenshot. */
  thumbnail: ColorGrid | null;
}

/** Where a real page comes from (issue 11 §1): shipped with its card, for attribution. */
export interface CardSource {
  repo: string;
  commit: string;
  /** The page's path in the repository at `commit`. */
  path: string;
  /** `https://github.com/<repo>/blob/<commit>/<path>` */
  url: string;
  /** SPDX id or vendor license name (src/corpus/licenses.ts). */
  license: string;
  /** Where the license was read, repository path at `commit`. */
  license_file: string;
}

/** A card of the corpus: the spec §2.6 search card (without match, reason, badge) plus `id` and `facets`. */
export interface CorpusCard {
  id: string;
  url: string;
  /**
   * The visual identity (site/template) the page belongs to: pages of one identity are one brand,
   * so search and similar can keep one brand from crowding a list. Additive to the spec card.
   */
  identity?: string | null;
  /** The page's source repository, commit, path and license (real pages; null for generated ones). */
  source?: CardSource | null;
  /** Labels set or corrected by hand (corpus/labels.json): `industry`, `page_type`, `layout`, `style`, `mood`. */
  hand_labels?: string[];
  /** The extractor's values of the fields a hand label replaced, so a removed label restores them. */
  extracted?: Partial<{ industry: string | null; page_type: string | null; layouts: Layout[]; style: Style; aesthetic_codes: string[] }>;
  identity_paragraph: string;
  brand_name: string | null;
  tags: string[];
  palette: CardPalette | null;
  typography: CardTypography | null;
  /** Relative to the corpus folder in cards.json (`screenshots/<id>.jpg`); a file:// URL once loaded. */
  screenshot_url: string | null;
  facets: CardFacets;
}

/** The curated labels of one entry (corpus/manifest.json). */
export interface CardLabels {
  id: string;
  url: string;
  brand_name: string | null;
  industry: string | null;
  page_type: string | null;
  /** The visual identity (corpus/pages.json `identity`); @default the URL's host. */
  identity?: string | null;
  source?: CardSource | null;
}

type DesignSystem = Partial<{
  profile: ProfileSection & { identity_paragraph?: string; identity?: { theme: string | null; temperature: string | null; mood: string[] } };
  colors: ColorsSection;
  typography: TypographySection;
  surfaces: SurfacesSection;
  elevation: ElevationSection;
  layout: LayoutSection;
  sections: SectionsSection;
}>;

export interface CardInput {
  labels: CardLabels;
  /** `result.design_system` of a completed extraction (any section may be missing). */
  designSystem: Record<string, unknown>;
  screenshotUrl?: string | null;
  thumbnail?: ColorGrid | null;
}

const unique = <T>(values: (T | null | undefined)[]): T[] => [...new Set(values.filter((v): v is T => v !== null && v !== undefined))];

export function buildCard(input: CardInput): CorpusCard {
  const ds = input.designSystem as DesignSystem;
  const { labels } = input;
  const { colors, typography, surfaces, elevation, layout, profile } = ds;
  const role = (name: keyof ColorsSection['roles']): string | null => colors?.roles[name]?.value ?? null;

  const scores = styleScores(ds);
  const style = detectStyle(scores);
  const hues = dominantHues(colors);
  const layouts = layoutValues(layout);
  const character = typeCharacter(typography);
  const hierarchy = typeHierarchy(typography);
  const theme = colors?.modes.rendered ?? (profile?.identity?.theme as 'light' | 'dark' | null | undefined) ?? null;
  const corner = surfaces?.summary.corner_style ?? null;
  const mono = typography?.families.find((f) => f.role === 'mono')?.family ?? null;
  const brandName = labels.brand_name ?? profile?.brand_name ?? null;

  const tags = cardTags({ industry: labels.industry, page_type: labels.page_type, style, theme, character, hues, layouts, corner_style: corner });

  return {
    id: labels.id,
    url: labels.url,
    identity: labels.identity ?? identityOf(labels.url),
    source: labels.source ?? null,
    identity_paragraph: profile?.identity_paragraph ?? fallbackParagraph(brandName, labels),
    brand_name: brandName,
    tags,
    palette: colors ? cardPalette(ds, style) : null,
    typography: typography ? { family_strategy: typography.pairing.strategy, hierarchy: hierarchy?.level ?? null, character } : null,
    screenshot_url: input.screenshotUrl ?? null,
    facets: {
      industry: labels.industry,
      page_type: labels.page_type,
      hues,
      layouts,
      layout_scores: layoutScores(layout),
      style,
      style_scores: scores,
      theme,
      families: { heading: typography?.pairing.heading?.family ?? null, body: typography?.pairing.body?.family ?? null, mono },
      type_categories: { heading: typography?.pairing.heading?.category ?? null, body: typography?.pairing.body?.category ?? null },
      corner_style: corner,
      radius_px: {
        button: surfaces?.radius.by_component.find((b) => b.kind === 'button')?.radius.value_px ?? null,
        card: surfaces?.radius.by_component.find((b) => b.kind === 'card')?.radius.value_px ?? null,
      },
      colors: { primary: role('primary'), background: role('background'), text: role('text'), surface: role('surface') },
      elevation: elevation?.summary.style ?? null,
      hierarchy_ratio: hierarchy?.ratio ?? null,
      sequence: ds.sections?.sequence ?? [],
      thumbnail: input.thumbnail ?? null,
    },
  };
}

/** The card's tags: labels and facets in one list (industry, page type, style, theme, type, hues, top layouts, corners). */
export function cardTags(f: {
  industry: string | null; page_type: string | null; style: string | null; theme: string | null; character: string | null;
  hues: readonly string[]; layouts: readonly string[]; corner_style: string | null;
}): string[] {
  return unique<string>([
    f.industry, f.page_type, f.style, f.theme, f.character, ...f.hues, ...f.layouts.slice(0, 2),
    f.corner_style && f.corner_style !== 'mixed' ? `${f.corner_style} corners` : null,
  ]);
}

/** A page's identity when the manifest names none: its host (one site, one brand). */
function identityOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).hostname.split('.')[0]! : null;
}

function cardPalette(ds: DesignSystem, style: Style): CardPalette {
  const colors = ds.colors!;
  const role = (name: keyof ColorsSection['roles']): string | null => colors.roles[name]?.value ?? null;
  let area = 0;
  let lightness = 0;
  for (const entry of colors.palette) {
    area += entry.usage.area_ratio;
    lightness += entry.usage.area_ratio * entry.oklch.l;
  }
  const meanL = area > 0 ? lightness / area : null;
  const primary = parseColor(role('primary'));
  const chroma = primary?.oklch.c ?? 0;
  const saturation: CardPalette['saturation'] = colors.stats.monochrome || !primary || chroma < 0.045 ? 'monochrome'
    : chroma >= 0.17 ? 'vivid' : chroma >= 0.1 ? 'balanced' : 'muted';
  const themes = unique<'light' | 'dark'>([colors.modes.rendered, ...colors.modes.available].filter((t) => t === 'light' || t === 'dark'));
  const identity = ds.profile?.identity;
  const temperature = identity?.temperature === 'warm' || identity?.temperature === 'cool' || identity?.temperature === 'neutral' ? identity.temperature : null;
  return {
    luminance: meanL === null ? null : meanL >= 0.7 ? 'light' : meanL <= 0.4 ? 'dark' : 'medium',
    temperature,
    saturation,
    themes,
    aesthetic_codes: unique<string>([style, ...(identity?.mood ?? [])]),
    effects: effects(ds),
    primary: unique<string>([role('primary'), role('secondary'), role('accent')]),
    secondary: unique<string>([role('background'), role('surface'), role('text'), role('text_muted'), role('border')]),
  };
}

function effects(ds: DesignSystem): string[] {
  const { surfaces, elevation } = ds;
  const out: string[] = [];
  if (surfaces?.summary.has_glass) out.push('glass');
  if (surfaces?.summary.has_gradients) out.push('gradients');
  if (surfaces?.summary.has_grain) out.push('grain');
  if (hardShadowElements(elevation) > 0) out.push('hard-shadows');
  const shadows = elevation?.summary.style;
  if (shadows) out.push(shadows === 'flat' ? 'no-shadows' : shadows === 'subtle' ? 'subtle-shadows' : 'layered-shadows');
  if ((elevation?.shadows.colored.length ?? 0) > 0) out.push('colored-shadows');
  if ((elevation?.text_shadows.length ?? 0) > 0) out.push('text-shadows');
  if ((surfaces?.borders.dominant?.width_px ?? 0) >= 2) out.push('thick-borders');
  if ((surfaces?.effects.blend_modes.length ?? 0) > 0) out.push('blend-modes');
  return out;
}

function fallbackParagraph(brandName: string | null, labels: CardLabels): string {
  const what = [labels.industry?.replace(/_/g, ' '), labels.page_type?.replace(/_/g, ' ')].filter(Boolean).join(' ');
  return `${brandName ?? new URL(labels.url).hostname}${what ? `: a ${what} page` : ''}; its visual identity could not be extracted.`;
}

/**
 * The text embedded for dense and lexical search: the identity paragraph, then the tags in plain
 * words (vocabulary underscores become spaces). Use it for `corpus/vectors.f32`, one row per card.
 */
export function cardEmbeddingText(card: Pick<CorpusCard, 'identity_paragraph' | 'tags'>): string {
  const tags = card.tags.map((t) => t.replace(/_/g, ' '));
  return tags.length ? `${card.identity_paragraph} Tags: ${tags.join(', ')}.` : card.identity_paragraph;
}
