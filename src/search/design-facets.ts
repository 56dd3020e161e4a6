/**
 * Reads search facets and design measures off a finished design system (the analysis's
 * sections): for a caller's extraction in similarity lookup, and for ad-hoc corpora built from
 * design systems. Facets are read the way corpus cards read them (corpus/card-facets.ts). Pure;
 * a missing section leaves its facets null or empty.
 */
import { parseColor } from '../analyze/shared/color.js';
import { detectStyle, dominantHues as cardHues, layoutValues, styleScores, typeCharacter as headingCharacter, type CardSections } from '../corpus/card-facets.js';
import type { DesignMeasures, Oklch } from './deep-facets.js';
import type { EntryFacets } from './facet-match.js';
import { LAYOUTS, MOOD_SYNONYMS, MOODS, type Layout, type TypeCharacter } from './vocabulary.js';

/** Mood words in the label vocabulary (the style and unknown words left out; extractor words mapped). */
export function moodsOf(codes: readonly string[]): string[] {
  const moods = codes.map((c) => MOOD_SYNONYMS[c.toLowerCase()] ?? c.toLowerCase()).filter((c) => (MOODS as readonly string[]).includes(c));
  return [...new Set(moods)];
}

type Obj = Record<string, any>;
export type DesignSystemLike = Partial<Record<string, unknown>>;

/** Maps an analyzed font category to a type character. */
export function typeCharacter(category: unknown): TypeCharacter | null {
  switch (category) {
    case 'serif': return 'serif';
    case 'sans-serif': case 'system-ui': return 'sans';
    case 'monospace': return 'mono';
    case 'display': case 'cursive': case 'fantasy': case 'handwriting': return 'display';
    default: return null;
  }
}

const oklchOf = (hex: unknown): Oklch | null => (typeof hex === 'string' ? (parseColor(hex)?.oklch ?? null) : null);

export function measuresFromDesignSystem(ds: DesignSystemLike): DesignMeasures {
  const colors = (ds.colors ?? {}) as Obj;
  const typography = (ds.typography ?? {}) as Obj;
  const surfaces = (ds.surfaces ?? {}) as Obj;
  const elevation = (ds.elevation ?? {}) as Obj;
  const layout = (ds.layout ?? {}) as Obj;
  const palette = (Array.isArray(colors.palette) ? colors.palette : []) as Obj[];
  const maxArea = Math.max(1e-6, ...palette.map((p) => Number(p.usage?.area_ratio ?? 0)));
  const radius = (kind: string): number | null => {
    const entry = ((surfaces.radius?.by_component ?? []) as Obj[]).find((b) => b.kind === kind);
    const px = entry?.radius?.value_px;
    return typeof px === 'number' ? px : null;
  };
  const layoutScores: Partial<Record<Layout, number>> = {};
  for (const name of LAYOUTS) {
    const score = layout.scores?.[name]?.score;
    if (typeof score === 'number') layoutScores[name] = score;
  }
  const shadow = elevation.summary?.style;
  return {
    primary: oklchOf(colors.roles?.primary?.value),
    background: oklchOf(colors.roles?.background?.value),
    palette: palette
      .map((p) => ({ ...(oklchOf(p.value) ?? { l: 0, c: 0, h: 0 }), weight: Math.sqrt(Number(p.usage?.area_ratio ?? 0) / maxArea) }))
      .filter((p) => Number.isFinite(p.weight)),
    heading: typeCharacter(typography.pairing?.heading?.category),
    body: typeCharacter(typography.pairing?.body?.category),
    families: ((typography.families ?? []) as Obj[]).filter((f) => f.role !== 'svg' && typeof f.family === 'string').map((f) => f.family as string),
    radius: { button: radius('button'), card: radius('card') },
    layoutScores,
    gradients: surfaces.summary?.has_gradients === true,
    glass: surfaces.summary?.has_glass === true,
    shadow: shadow === 'flat' || shadow === 'subtle' || shadow === 'layered' ? shadow : null,
    borderWidth: typeof surfaces.borders?.dominant?.width_px === 'number' ? surfaces.borders.dominant.width_px : null,
  };
}

/**
 * Visual facets of a design system, read the way corpus cards read them (corpus/card-facets.ts);
 * the curated labels (industry, page type) come from elsewhere.
 */
export function facetsFromDesignSystem(ds: DesignSystemLike, labels: { industry: string; page_type: string }): EntryFacets {
  const m = measuresFromDesignSystem(ds);
  const sections = ds as CardSections;
  const identity = ((ds.profile as Obj | undefined)?.identity ?? {}) as Obj;
  const corner = ((ds.surfaces as Obj | undefined)?.summary?.corner_style ?? null) as string | null;
  const heading = headingCharacter(sections.typography);
  return {
    industry: labels.industry,
    page_type: labels.page_type,
    hues: cardHues(sections.colors),
    layouts: layoutValues(sections.layout),
    theme: identity.theme === 'dark' || identity.theme === 'light' ? identity.theme : m.background ? (m.background.l < 0.5 ? 'dark' : 'light') : null,
    styles: [detectStyle(styleScores(sections))],
    type: [heading, m.body].filter((t, i, all): t is TypeCharacter => t !== null && all.indexOf(t) === i),
    families: m.families,
    temperature: identity.temperature === 'warm' || identity.temperature === 'cool' ? identity.temperature : null,
    saturation: m.primary ? (m.primary.c >= 0.1 ? 'vivid' : 'muted') : null,
    corners: corner === 'square' || corner === 'rounded' || corner === 'pill' || corner === 'mixed' ? corner : null,
    moods: moodsOf(Array.isArray(identity.mood) ? (identity.mood as unknown[]).filter((m): m is string => typeof m === 'string') : []),
  };
}
