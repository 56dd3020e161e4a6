/**
 * The design facets of a corpus card, read from an extraction's design system: dominant hues,
 * layout values, design style, type character and hierarchy. Pure and deterministic; every facet
 * is a function of measured sections, never of the curated labels or of the generator's intent.
 */
import type { ColorsSection } from '../analyze/sections/colors-types.js';
import type { ElevationSection } from '../analyze/sections/elevation.js';
import type { LayoutSection } from '../analyze/sections/layout.js';
import type { SurfacesSection } from '../analyze/sections/surfaces.js';
import type { TypographySection } from '../analyze/sections/typography.js';
import { hueBucket, parseColor } from '../analyze/shared/color.js';
import { familyKey } from '../analyze/derived/type-stack.js';
import { HUES, LAYOUTS, STYLES, type Hue, type Layout, type Style, type TypeCharacter } from './vocabulary.js';

/** The sections the facets read; any may be missing (its analyzer failed). */
export interface CardSections {
  colors?: ColorsSection;
  typography?: TypographySection;
  surfaces?: SurfacesSection;
  elevation?: ElevationSection;
  layout?: LayoutSection;
}

/** A secondary hue counts when its vivid colors (OKLCH chroma ≥ this)… */
const VIVID_CHROMA = 0.08;
/** …cover at least this share of the painted area. */
const HUE_AREA_SHARE = 0.015;
/** A layout value describes the page when it scores at least this (the layout section's own "primary" bar). */
export const LAYOUT_THRESHOLD = 0.5;
/** A style other than flat is chosen only when it scores at least this. */
const STYLE_THRESHOLD = 0.5;

/**
 * Dominant palette hues, spec vocabulary only, strongest first (at most 3): the primary color's
 * hue, then hues whose vivid colors cover ≥ 1.5% of the painted area or paint the canvas/surface.
 * Near-neutral inks (navy text, slate borders) do not make a page "blue".
 */
export function dominantHues(colors: ColorsSection | undefined): Hue[] {
  if (!colors) return [];
  const weights = new Map<Hue, number>();
  const add = (hue: string, weight: number): void => {
    if ((HUES as readonly string[]).includes(hue)) weights.set(hue as Hue, (weights.get(hue as Hue) ?? 0) + weight);
  };
  const primary = parseColor(colors.roles.primary?.value);
  const primaryHue = primary ? hueBucket(primary) : 'neutral';
  for (const entry of colors.palette) {
    if (entry.hue === 'neutral') continue;
    const canvas = entry.roles.some((r) => r === 'background' || r === 'surface');
    if (entry.oklch.c >= VIVID_CHROMA || canvas) add(entry.hue, entry.usage.area_ratio + (canvas ? HUE_AREA_SHARE : 0));
  }
  const ranked = [...weights.entries()]
    .filter(([hue, weight]) => weight >= HUE_AREA_SHARE && hue !== primaryHue)
    .sort((a, b) => b[1] - a[1] || HUES.indexOf(a[0]) - HUES.indexOf(b[0]))
    .map(([hue]) => hue);
  const hues = (HUES as readonly string[]).includes(primaryHue) ? [primaryHue as Hue, ...ranked] : ranked;
  return hues.slice(0, 3);
}

/** Every layout value scoring ≥ 0.5, plus the layout section's primary values; best first. */
export function layoutValues(layout: LayoutSection | undefined): Layout[] {
  if (!layout) return [];
  const score = (v: Layout): number => layout.scores[v]?.score ?? 0;
  return LAYOUTS.filter((v) => score(v) >= LAYOUT_THRESHOLD || layout.primary.includes(v))
    .sort((a, b) => score(b) - score(a) || LAYOUTS.indexOf(a) - LAYOUTS.indexOf(b));
}

export function layoutScores(layout: LayoutSection | undefined): Record<Layout, number> {
  return Object.fromEntries(LAYOUTS.map((v) => [v, layout?.scores[v]?.score ?? 0])) as Record<Layout, number>;
}

/** Elements wearing a hard offset shadow (no blur, offset on both axes): the brutalist signature. */
export function hardShadowElements(elevation: ElevationSection | undefined): number {
  if (!elevation) return 0;
  return [...elevation.shadows.scale, ...elevation.shadows.colored]
    .filter((t) => t.layers.some((l) => !l.inset && l.blur === 0 && l.x !== 0 && l.y !== 0 && Math.max(Math.abs(l.x), Math.abs(l.y)) >= 2))
    .reduce((n, t) => n + t.count, 0);
}

function radiusOf(surfaces: SurfacesSection | undefined, kind: string): number | null {
  return surfaces?.radius.by_component.find((b) => b.kind === kind)?.radius.value_px ?? null;
}

/** Share of the page covered by background gradients. */
function gradientArea(surfaces: SurfacesSection | undefined, layout: LayoutSection | undefined): number {
  if (!surfaces) return 0;
  const page = layout ? layout.page.width * layout.page.height : 0;
  const area = surfaces.gradients.filter((g) => g.usage !== 'pseudo-element').reduce((sum, g) => sum + g.area, 0);
  return page > 0 ? area / page : 0;
}

/**
 * One 0..1 score per style. Signals: brutalist — hard offset shadows, 2px+ borders, square corners;
 * glass — translucent blurred cards; gradient — background gradients by area; editorial — serif
 * headings, square corners, big display sizes, few shadows; playful — pill buttons, very round cards;
 * flat — no shadows, gradients or glass.
 */
export function styleScores(s: CardSections): Record<Style, number> {
  const { surfaces, elevation, typography, layout } = s;
  const hard = hardShadowElements(elevation);
  const borderPx = surfaces?.borders.dominant?.width_px ?? 0;
  const corner = surfaces?.summary.corner_style ?? null;
  const button = radiusOf(surfaces, 'button');
  const card = radiusOf(surfaces, 'card');
  const glassCards = (surfaces?.cards.variants ?? []).filter((v) => v.backdrop_filter).reduce((n, v) => n + v.count, 0);
  const glassPanels = (surfaces?.effects.glass ?? []).reduce((n, g) => n + g.count, 0);
  const gradients = gradientArea(surfaces, layout);
  const anyGradient = (surfaces?.gradients ?? []).some((g) => g.count > 0);
  const headingCategory = typography?.pairing.heading?.category ?? typography?.pairing.body?.category ?? null;
  const h1 = typography?.headings.h1?.size_px ?? 0;
  const shadowed = elevation?.summary.shadowed_elements ?? 0;
  const elevationStyle = elevation?.summary.style ?? null;

  const scores: Record<Style, number> = {
    brutalist: (hard >= 2 ? 0.6 : hard === 1 ? 0.4 : 0) + (borderPx >= 2 ? 0.25 : 0) + (corner === 'square' || card === 0 ? 0.15 : 0),
    glass: glassCards >= 2 ? 0.9 : glassCards === 1 ? 0.6 : glassPanels >= 3 ? 0.6 : glassPanels >= 1 ? 0.25 : 0,
    gradient: gradients >= 0.1 ? 0.9 : gradients >= 0.03 ? 0.7 : anyGradient ? 0.35 : 0,
    editorial: (headingCategory === 'serif' ? 0.4 : 0) + (button !== null && button <= 2 ? 0.25 : 0) + (h1 >= 72 ? 0.2 : 0) + (shadowed <= 2 ? 0.15 : 0),
    playful: (corner === 'pill' || (button !== null && button >= 999) ? 0.5 : 0) + (card !== null && card >= 24 && card < 999 ? 0.3 : 0) + (headingCategory === 'serif' ? 0 : 0.1),
    flat: Math.max(0, (elevationStyle === 'flat' ? 0.8 : elevationStyle === 'subtle' ? 0.65 : shadowed <= 3 ? 0.5 : 0.3) - (glassPanels > 0 ? 0.1 : 0) - (anyGradient ? 0.1 : 0)),
  };
  for (const style of STYLES) scores[style] = Math.round(Math.min(1, scores[style]) * 100) / 100;
  return scores;
}

/** The strongest distinctive style when it is confident (≥ 0.5) and at least as strong as flat; flat otherwise. */
export function detectStyle(scores: Record<Style, number>): Style {
  const best = STYLES.filter((s) => s !== 'flat' && scores[s] >= STYLE_THRESHOLD)
    .sort((a, b) => scores[b] - scores[a] || STYLES.indexOf(a) - STYLES.indexOf(b))[0];
  return best && scores[best] >= scores.flat ? best : 'flat';
}

/** Sans faces made for headlines (a grotesk or display cut), so a page set in them reads as display type. */
const DISPLAY_FAMILIES = new Set([
  'space grotesk', 'clash display', 'cabinet grotesk', 'syne', 'bebas neue', 'anton', 'oswald', 'archivo black',
  'unbounded', 'monument extended', 'druk', 'league gothic', 'big shoulders display', 'familjen grotesk', 'dela gothic one',
]);

/** What the headings are set in: serif, mono, display (script/decorative, a headline grotesk, or its own sans face), or sans. */
export function typeCharacter(typography: TypographySection | undefined): TypeCharacter | null {
  const heading = typography?.pairing.heading ?? typography?.pairing.body ?? null;
  if (!heading) return null;
  const body = typography?.pairing.body ?? null;
  if (heading.category === 'serif') return 'serif';
  if (heading.category === 'monospace') return 'mono';
  if (heading.category === 'cursive' || heading.category === 'fantasy') return 'display';
  const key = familyKey(heading.family);
  if (DISPLAY_FAMILIES.has(key)) return 'display';
  if (body && heading.category === 'sans-serif' && familyKey(body.family) !== key) return 'display';
  return 'sans';
}

/** h1 size over body size: dramatic ≥ 4.5×, strong ≥ 3.25×, moderate ≥ 2.25×, subtle below. */
export function typeHierarchy(typography: TypographySection | undefined): { level: 'dramatic' | 'strong' | 'moderate' | 'subtle'; ratio: number } | null {
  const body = typography?.body?.size_px;
  const h = typography?.headings;
  const top = h?.h1?.size_px ?? h?.h2?.size_px ?? h?.h3?.size_px;
  if (!body || !top) return null;
  const ratio = Math.round((top / body) * 100) / 100;
  return { level: ratio >= 4.5 ? 'dramatic' : ratio >= 3.25 ? 'strong' : ratio >= 2.25 ? 'moderate' : 'subtle', ratio };
}
