/**
 * The color reading of one judge side, shared by the colors and contrast comparers: every painted
 * color (the colors section's own samples: translucent paint composited, text weighted by glyph
 * area, backgrounds by the part left visible), its clusters of near-duplicates (CIEDE2000 ≤ 2),
 * the text pairs with their backdrops, and the reference's palette as tokens.
 *
 * Both sides are read with the very code that built the reference's palette (analyze/sections/
 * colors-scope + colors-palette), so a page judged against itself matches token for token.
 * Memoized per side object (the adherence run passes the same sides to every comparer).
 */
import { AnalysisContext } from '../../analyze/context.js';
import { backdropOf } from '../../analyze/derived/backgrounds.js';
import type { ButtonStyle } from '../../analyze/sections/actions.js';
import { colorClusters, type Clustering } from '../../analyze/sections/colors-palette.js';
import { colorSamples, isLargeText, type SampleKind } from '../../analyze/sections/colors-scope.js';
import { COLOR_ROLES, type ColorRoleName, type ColorsSection, type PaletteEntry } from '../../analyze/sections/colors-types.js';
import { deltaE2000Lab, hueBucket, toLab, type LabColor } from '../../analyze/shared/color.js';
import type { FeatureElement, FeatureKind } from '../features.js';
import type { JudgeSide } from '../types.js';

/** The CSS properties a color fix may set (applied as `selector { property: value !important }`). */
export type ColorProperty = 'background-color' | 'color' | 'border-color';

/** ΔE00 up to which two colors count as the same (no cost, no issue, no fix). */
export const DEAD_ZONE = 1;
/** ΔE00 over which closeness falls by 1/e past the dead zone. */
export const CLOSENESS_SCALE = 8;

/** 1 within the dead zone, then exp(-(d - 1)/8): ΔE 3 → 0.78, 5 → 0.61, 10 → 0.32, 20 → 0.09. */
export function closeness(deltaE: number): number {
  return Math.exp(-Math.max(0, deltaE - DEAD_ZONE) / CLOSENESS_SCALE);
}

const PROPERTY_OF: Partial<Record<SampleKind, ColorProperty>> = { background: 'background-color', text: 'color', border: 'border-color' };

/** One painted color of one node. */
export interface PaintUse {
  node_id: string;
  selector: string;
  kind: SampleKind;
  /** The CSS property that paints it, when a fix can set it; null for gradients, fills, strokes, outlines. */
  property: ColorProperty | null;
  hex: string;
  area: number;
  element: FeatureElement | null;
  /** The feature kind of the node (`other` when it has no feature). */
  featureKind: FeatureKind;
}

/** One text node as painted: its color over its backdrop. */
export interface TextPaint {
  node_id: string;
  selector: string;
  hex: string;
  backdrop: string;
  /** Node whose background-color is the backdrop (null: the default canvas). */
  backdrop_node: string | null;
  over_image: boolean;
  large: boolean;
  area: number;
  element: FeatureElement | null;
}

export interface RoleValue {
  value: string;
  confidence: number;
}

export interface ColorModel {
  side: JudgeSide;
  ctx: AnalysisContext;
  uses: PaintUse[];
  texts: TextPaint[];
  clustering: Clustering;
  roles: Partial<Record<ColorRoleName, RoleValue>>;
  palette: PaletteEntry[];
  buttons: ButtonStyle[];
  totalArea: number;
}

const models = new WeakMap<JudgeSide, ColorModel>();

export function colorModel(side: JudgeSide): ColorModel {
  const hit = models.get(side);
  if (hit) return hit;
  const ctx = new AnalysisContext(side.capture);
  const features = new Map(side.features.elements.map((e) => [e.node_id, e]));
  const uses: PaintUse[] = [];
  const texts: TextPaint[] = [];
  let totalArea = 0;
  for (const s of colorSamples(ctx)) {
    const node = ctx.nodeById(s.node_id);
    if (!node) continue;
    const element = features.get(s.node_id) ?? null;
    uses.push({ node_id: s.node_id, selector: node.selector, kind: s.kind, property: PROPERTY_OF[s.kind] ?? null, hex: s.hex, area: s.area, element, featureKind: element?.kind ?? 'other' });
    totalArea += s.area;
    if (s.kind === 'text') {
      const backdrop = backdropOf(ctx, s.node_id);
      texts.push({ node_id: s.node_id, selector: node.selector, hex: s.hex, backdrop: backdrop.color.hex, backdrop_node: backdrop.source_node_id, over_image: backdrop.over_image, large: isLargeText(node), area: s.area, element });
    }
  }
  const colors = side.designSystem.colors as ColorsSection | undefined;
  const roles: Partial<Record<ColorRoleName, RoleValue>> = {};
  for (const role of COLOR_ROLES) {
    const r = colors?.roles?.[role];
    if (r?.value) roles[role] = { value: r.value, confidence: r.confidence };
  }
  const clustering = colorClusters(ctx);
  const model: ColorModel = {
    side,
    ctx,
    uses,
    texts,
    clustering,
    roles,
    palette: colors?.palette ?? syntheticPalette(clustering),
    buttons: ((side.designSystem.actions as { buttons?: ButtonStyle[] } | undefined)?.buttons ?? []).filter((b) => b.count > 0),
    totalArea,
  };
  models.set(side, model);
  return model;
}

/** Without a colors section (it failed), the clusters themselves stand for the palette. */
function syntheticPalette(clustering: Clustering): PaletteEntry[] {
  return clustering.clusters.map((c) => ({
    value: c.hex,
    oklch: c.color.oklch,
    hue: hueBucket(c.color),
    usage: { elements: c.nodes.size, area_ratio: clustering.totalArea > 0 ? c.area / clustering.totalArea : 0 },
    roles: [],
    css_variables: [],
    sources: [...c.kinds].sort(),
    merged: [...c.members.keys()].filter((h) => h !== c.hex).map((value) => ({ value, elements: c.members.get(value)!.nodes.size })),
  }));
}

// ---------------------------------------------------------------------------------------------
// Distances

const labs = new Map<string, LabColor>();

export function labOf(hex: string): LabColor {
  let lab = labs.get(hex);
  if (!lab) {
    if (labs.size >= 20_000) labs.clear();
    lab = toLab(hex);
    labs.set(hex, lab);
  }
  return lab;
}

const distances = new Map<string, number>();

/** CIEDE2000 between two hex colors (memoized: pages repeat a few dozen colors thousands of times). */
export function deltaE(a: string, b: string): number {
  if (a === b) return 0;
  const key = a < b ? `${a}${b}` : `${b}${a}`;
  let d = distances.get(key);
  if (d === undefined) {
    if (distances.size >= 50_000) distances.clear();
    d = deltaE2000Lab(labOf(a), labOf(b));
    distances.set(key, d);
  }
  return d;
}

/** A reference palette color a source color can be snapped to. */
export interface ColorToken {
  /** Role name (`primary`), else the CSS variable naming it (`--sand`), else `palette.<n>`. */
  name: string;
  value: string;
  /** The value and the shades the reference merged into it: all count as this token. */
  aliases: string[];
  roles: ColorRoleName[];
  area_ratio: number;
  /** How the reference paints it (background, text, border, …). */
  sources: string[];
}

export function referenceTokens(model: ColorModel): ColorToken[] {
  return model.palette.map((p, i) => ({
    name: p.roles[0] ?? p.css_variables[0] ?? `palette.${i + 1}`,
    value: p.value,
    aliases: [p.value, ...p.merged.map((m) => m.value)],
    roles: p.roles,
    area_ratio: p.usage.area_ratio,
    sources: p.sources,
  }));
}

/** Distance from a color to a token: to its value or the nearest shade merged into it. */
export function tokenDistance(hex: string, token: ColorToken): number {
  let best = Infinity;
  for (const alias of token.aliases) best = Math.min(best, deltaE(hex, alias));
  return best;
}

/** Tokens by distance to `hex`, nearest first (ties: palette order). */
export function nearestTokens(hex: string, tokens: readonly ColorToken[]): { token: ColorToken; distance: number }[] {
  return tokens.map((token, i) => ({ token, distance: tokenDistance(hex, token), i })).sort((a, b) => a.distance - b.distance || a.i - b.i);
}

/**
 * The nearest token when it is unambiguous (issue 5 §2: at most half as far as the second
 * nearest, or the only one); else null.
 */
export function unambiguousNearest(hex: string, tokens: readonly ColorToken[]): { token: ColorToken; distance: number } | null {
  const [first, second] = nearestTokens(hex, tokens);
  if (!first) return null;
  if (second && first.distance > 0.5 * second.distance) return null;
  return first;
}

export function round(value: number, digits = 4): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
