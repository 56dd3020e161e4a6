/**
 * The token model: one pure reading of a design system (spec §2.3 `result.design_system`) that
 * every export format renders from, so DTCG, CSS variables, Tailwind and DESIGN.md name and value
 * each token the same way (issue 3 "Exports").
 *
 * Rules the model keeps for every format:
 * - Absent or partial sections are skipped, never filled in: a token exists only when its
 *   section gives a value that reads cleanly (a color that parses, a length that is a finite
 *   number). Nothing here guesses.
 * - Names are kebab-case, stable, and unique within their group; the order is the design
 *   system's own (roles in spec order, palette by painted area, scales ascending), so the same
 *   design system renders byte-identical output.
 * - Every token keeps a little provenance (`evidence`: counts, CSS variables, sources) that the
 *   DTCG export carries in `$extensions["com.brand-design"]`.
 */
import { buttonTokens } from './tokens-buttons.js';
import { colorModes, colorTokens } from './tokens-color.js';
import { arr, num, obj, str, strings, type Json, type Rgba } from './tokens-read.js';
import { durationTokens, easingTokens, layoutTokens, radiusTokens, shadowTokens, spacingTokens } from './tokens-shape.js';
import { fontSizeTokens, fontTokens, fontWeightTokens, textStyleTokens } from './tokens-type.js';

export type { Rgba } from './tokens-read.js';

export interface TokenBase {
  /** Kebab-case, unique within its group. */
  name: string;
  /** One readable line: what it is for, as the data shows. */
  description: string;
  /** Provenance carried into DTCG `$extensions`. */
  evidence: Json;
}

export interface ColorToken extends TokenBase {
  kind: 'role' | 'palette';
  color: Rgba;
  /** Role tokens: the value per scheme when the site has both (colors.modes). */
  modes?: { light?: string; dark?: string };
}

export interface ColorModes {
  /** The scheme the capture rendered: the default (`:root`) values. */
  default: 'light' | 'dark';
  /** The other scheme the site defines, if any. */
  alternate: 'light' | 'dark';
  /** Role tokens whose value differs in the alternate scheme. */
  overrides: { name: string; color: Rgba }[];
  /** How the alternate scheme was found (media query, selector, meta …). */
  detection: string[];
}

export type FontRole = 'body' | 'heading' | 'display' | 'mono' | 'ui';

export interface FontToken extends TokenBase {
  name: FontRole | `${FontRole}-${number}`;
  role: FontRole;
  /** Readable family name (a build-hashed `__Inter_d65c78` reads `Inter`). */
  family: string;
  /** The font stack, first family first; never empty. */
  stack: string[];
  category: string | null;
  source: 'webfont' | 'system' | null;
  weights: number[];
  /** The Tailwind v4 `--font-*` category this family leads, when it is the first of its category. */
  tailwind: 'sans' | 'serif' | 'mono' | null;
}

export interface FontSizeToken extends TokenBase {
  px: number;
  usedBy: string[];
}

export interface FontWeightToken extends TokenBase {
  value: number;
}

export interface TextStyleToken extends TokenBase {
  /** The FontToken this style's family is, if one is. */
  font: string | null;
  family: string;
  stack: string[];
  sizePx: number;
  weight: number;
  /** Unitless ratio; null when the page uses `normal`. */
  lineHeight: number | null;
  letterSpacingPx: number;
  letterSpacingEm: number;
  textTransform: string | null;
  italic: boolean;
  color: Rgba | null;
}

export interface DimensionToken extends TokenBase {
  px: number;
}

export interface RadiusToken extends DimensionToken {
  /** `scale`: a step of the page's radius scale; `component`: the radius a component kind uses. */
  kind: 'scale' | 'component';
}

export interface ShadowLayerToken {
  inset: boolean;
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: Rgba;
}

export interface ShadowToken extends TokenBase {
  kind: 'scale' | 'colored' | 'ring' | 'inset';
  layers: ShadowLayerToken[];
}

export interface DurationToken extends TokenBase {
  ms: number;
}

export interface EasingToken extends TokenBase {
  bezier: [number, number, number, number];
}

export interface Box4 {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ButtonToken extends TokenBase {
  variant: string;
  background: Rgba | null;
  text: Rgba | null;
  border: { widthPx: number; style: string; color: Rgba } | null;
  radiusPx: number | null;
  padding: Box4 | null;
  font: { family: string; stack: string[]; sizePx: number | null; weight: number | null; letterSpacingPx: number | null; textTransform: string | null } | null;
  shadow: ShadowLayerToken[] | null;
  hover: { background?: Rgba; text?: Rgba; borderColor?: Rgba };
  count: number;
  examples: string[];
}

export interface BrandFacts {
  name: string | null;
  url: string | null;
  title: string | null;
  description: string | null;
  identity: string | null;
  themeColor: string | null;
  language: string | null;
}

export interface ContrastNote {
  text: string;
  background: string;
  ratio: number;
  size: string;
  areaRatio: number;
}

/** Readings DESIGN.md turns into guidance; not tokens. */
export interface DesignNotes {
  pairing: string | null;
  typeRatio: { ratio: number; name: string | null } | null;
  cornerStyle: string | null;
  elevationStyle: string | null;
  layoutValues: string[];
  monochrome: boolean | null;
  contrastFailures: ContrastNote[];
  contrastSummary: { textNodes: number; aaFailures: number; aaFailureAreaRatio: number } | null;
  offScaleSpacingPx: number[];
  spacingFit: number | null;
  breakpoints: { px: number; operators: string[] }[];
  sections: string[];
}

export interface TokenModel {
  brand: BrandFacts;
  colors: ColorToken[];
  modes: ColorModes | null;
  fonts: FontToken[];
  fontSizes: FontSizeToken[];
  fontWeights: FontWeightToken[];
  textStyles: TextStyleToken[];
  radii: RadiusToken[];
  shadows: ShadowToken[];
  spacing: { unitPx: number | null; steps: DimensionToken[] };
  contentWidth: DimensionToken | null;
  durations: DurationToken[];
  easings: EasingToken[];
  buttons: ButtonToken[];
  notes: DesignNotes;
}

/** Builds the token model from `result.design_system` (or any object shaped like it). */
export function buildTokenModel(designSystem: unknown): TokenModel {
  const ds = obj(designSystem) ?? {};
  const section = (name: string): Json | null => obj(ds[name]);
  const colors = section('colors');
  const typography = section('typography');
  const surfaces = section('surfaces');
  const elevation = section('elevation');
  const layout = section('layout');
  const actions = section('actions');
  const interactions = section('interactions');

  const colorList = colorTokens(colors);
  const fonts = fontTokens(typography);
  const spacing = spacingTokens(layout);
  return {
    brand: brandFacts(section('profile')),
    colors: colorList,
    modes: colorModes(colors, colorList),
    fonts,
    fontSizes: fontSizeTokens(typography),
    fontWeights: fontWeightTokens(typography),
    textStyles: textStyleTokens(typography, fonts),
    radii: radiusTokens(surfaces),
    shadows: shadowTokens(elevation),
    spacing: { unitPx: spacing.unitPx, steps: spacing.steps },
    contentWidth: layoutTokens(layout).contentWidth,
    durations: durationTokens(interactions),
    easings: easingTokens(interactions),
    buttons: buttonTokens(actions, fonts),
    notes: designNotes({ colors, typography, surfaces, elevation, layout, sections: section('sections') }, spacing),
  };
}

function brandFacts(profile: Json | null): BrandFacts {
  return {
    name: str(profile?.['brand_name']),
    url: str(profile?.['url']),
    title: str(profile?.['title']),
    description: str(profile?.['description']),
    identity: str(profile?.['identity_paragraph']) ?? str(profile?.['identity']),
    themeColor: str(profile?.['theme_color']),
    language: str(profile?.['language']),
  };
}

function designNotes(
  s: { colors: Json | null; typography: Json | null; surfaces: Json | null; elevation: Json | null; layout: Json | null; sections: Json | null },
  spacing: { offScalePx: number[]; fit: number | null },
): DesignNotes {
  const scale = obj(s.typography?.['scale']);
  const ratio = num(scale?.['ratio']);
  const summary = obj(s.colors?.['contrast_summary']);
  const failures: ContrastNote[] = [];
  for (const pair of arr(s.colors?.['contrast_pairs'])) {
    const p = obj(pair);
    const text = str(p?.['text']);
    const background = str(p?.['background']);
    const ratioValue = num(p?.['ratio']);
    if (!p || !text || !background || ratioValue === null || p['aa'] !== false || p['over_image'] === true) continue;
    failures.push({ text, background, ratio: ratioValue, size: str(p['size']) ?? 'normal', areaRatio: num(p['area_ratio']) ?? 0 });
  }
  failures.sort((a, b) => b.areaRatio - a.areaRatio || a.ratio - b.ratio || (a.text + a.background < b.text + b.background ? -1 : 1));
  const breakpoints: DesignNotes['breakpoints'] = [];
  for (const b of arr(obj(s.layout?.['breakpoints'])?.['breakpoints'])) {
    const px = num(obj(b)?.['px']);
    if (px !== null && px > 0) breakpoints.push({ px, operators: strings(obj(b)?.['operators']) });
  }
  // sections.sequence: kinds in page order; else read them off the items.
  const sequence = strings(s.sections?.['sequence']);
  const sectionKinds = sequence.length > 0 ? sequence : arr(s.sections?.['items']).map((item) => str(obj(item)?.['kind'])).filter((k): k is string => k !== null);
  return {
    pairing: str(obj(s.typography?.['pairing'])?.['description']),
    typeRatio: ratio !== null ? { ratio, name: str(scale?.['ratio_name']) } : null,
    cornerStyle: str(obj(s.surfaces?.['summary'])?.['corner_style']),
    elevationStyle: str(obj(s.elevation?.['summary'])?.['style']),
    layoutValues: strings(s.layout?.['primary']),
    monochrome: typeof obj(s.colors?.['stats'])?.['monochrome'] === 'boolean' ? (obj(s.colors?.['stats'])!['monochrome'] as boolean) : null,
    contrastFailures: failures.slice(0, 3),
    contrastSummary: summary && num(summary['text_nodes']) !== null
      ? { textNodes: num(summary['text_nodes'])!, aaFailures: num(summary['aa_failures']) ?? 0, aaFailureAreaRatio: num(summary['aa_failure_area_ratio']) ?? 0 }
      : null,
    offScaleSpacingPx: spacing.offScalePx,
    spacingFit: spacing.fit,
    breakpoints: breakpoints.sort((a, b) => a.px - b.px),
    sections: sectionKinds,
  };
}
