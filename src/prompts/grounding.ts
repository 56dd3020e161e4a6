/**
 * The brand grounding: the facts of an extracted design system a prompt is grounded in
 * (issue 5 §4: name, palette with roles and hex values, type families and scale,
 * radius/spacing/shadow tokens, button styles, mood).
 *
 * It reads `result.design_system` as stored, so any section may be absent (not analyzed,
 * failed, filtered out) or partial: every field is read through a guard, and a value that does
 * not read cleanly is left out rather than guessed. The grounding is plain JSON, so the same
 * object is what the local composer writes prose from and what a generator receives.
 */
import { COLOR_ROLE_ORDER } from '../export/tokens-color.js';
import { arr, len, num, obj, parseColor, round, str, strings, type Json } from '../export/tokens-read.js';

export interface GroundingColor {
  role: (typeof COLOR_ROLE_ORDER)[number];
  hex: string;
  /** 0..1; 1 unless the page paints the role translucent. */
  alpha: number;
}

export interface GroundingPaletteColor {
  hex: string;
  hue: string | null;
  /** The roles this palette entry plays (empty for supporting colors). */
  roles: string[];
  /** Share of the painted area, 0..1, when the colors section reports it. */
  area_ratio: number | null;
}

export interface GroundingFamily {
  family: string;
  /** serif, sans-serif, monospace … */
  category: string | null;
  /** The family's main role: body, heading, display, mono, ui. */
  role: string | null;
  weights: number[];
}

export interface GroundingTextStyle {
  family: string | null;
  size_px: number | null;
  weight: number | null;
  /** Unitless line height. */
  line_height: number | null;
  text_transform: string | null;
}

export interface GroundingHeading extends GroundingTextStyle {
  level: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

export interface GroundingTypography {
  families: GroundingFamily[];
  body: GroundingTextStyle | null;
  headings: GroundingHeading[];
  scale: { base_px: number | null; ratio: number | null; ratio_name: string | null; steps_px: number[] } | null;
}

export interface GroundingRadius {
  name: string;
  px: number;
  /** Component kinds drawn with this radius (button, card …). */
  used_by: string[];
}

export interface GroundingShadow {
  name: string;
  /** The CSS `box-shadow` value. */
  value: string;
  used_by: string[];
}

export interface GroundingButton {
  variant: string;
  background: string | null;
  text: string | null;
  border: string | null;
  radius_px: number | null;
  shape: string | null;
  /** CSS padding shorthand, e.g. `12px 22px`. */
  padding: string | null;
  font: { family: string | null; size_px: number | null; weight: number | null; text_transform: string | null } | null;
  shadow: string | null;
  hover_background: string | null;
}

export interface BrandGrounding {
  brand_name: string;
  source_url: string;
  identity_paragraph: string | null;
  /** profile.identity: theme (light/dark), temperature (warm/cool) and mood words. */
  theme: string | null;
  temperature: string | null;
  mood: string[];
  colors: { roles: GroundingColor[]; palette: GroundingPaletteColor[] };
  typography: GroundingTypography;
  radius: GroundingRadius[];
  spacing: { base_unit_px: number | null; steps_px: number[] } | null;
  shadows: GroundingShadow[];
  buttons: GroundingButton[];
}

/** Palette entries carried: the most painted first, as the colors section orders them. */
const PALETTE_LIMIT = 8;
const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'ghost', 'link'];

export function buildGrounding(designSystem: unknown, sourceUrl: string): BrandGrounding {
  const ds = obj(designSystem) ?? {};
  const profile = obj(ds['profile']);
  const identity = obj(profile?.['identity']);
  return {
    brand_name: brandName(profile, sourceUrl),
    source_url: sourceUrl,
    identity_paragraph: str(profile?.['identity_paragraph'])?.trim() ?? null,
    theme: str(identity?.['theme']),
    temperature: str(identity?.['temperature']),
    mood: strings(identity?.['mood']),
    colors: colorsOf(obj(ds['colors'])),
    typography: typographyOf(obj(ds['typography'])),
    radius: radiusOf(obj(ds['surfaces'])),
    spacing: spacingOf(obj(ds['layout'])),
    shadows: shadowsOf(obj(ds['elevation'])),
    buttons: buttonsOf(obj(ds['actions'])),
  };
}

/** profile.brand_name; without one, the site's host name, so the brief still names something. */
function brandName(profile: Json | null, sourceUrl: string): string {
  const name = str(profile?.['brand_name'])?.trim();
  if (name) return name;
  try {
    return new URL(sourceUrl).hostname.replace(/^www\./, '') || sourceUrl;
  } catch {
    // Not a URL (a caller passing a label): the label itself names the brand.
    return sourceUrl;
  }
}

/** `#rrggbb` lower case and its alpha, or null for anything that is not a concrete color. */
export function hexOf(value: unknown): { hex: string; alpha: number } | null {
  const color = parseColor(value);
  return color ? { hex: color.hex, alpha: round(color.alpha, 3) } : null;
}

function colorsOf(colors: Json | null): BrandGrounding['colors'] {
  const roles = obj(colors?.['roles']);
  const out: GroundingColor[] = [];
  for (const role of COLOR_ROLE_ORDER) {
    const color = hexOf(obj(roles?.[role])?.['value']);
    if (color) out.push({ role, ...color });
  }
  const palette: GroundingPaletteColor[] = [];
  for (const item of arr(colors?.['palette'])) {
    const entry = obj(item);
    const color = hexOf(entry?.['value']);
    if (!entry || !color || palette.some((p) => p.hex === color.hex)) continue;
    palette.push({ hex: color.hex, hue: str(entry['hue']), roles: strings(entry['roles']), area_ratio: num(obj(entry['usage'])?.['area_ratio']) });
    if (palette.length === PALETTE_LIMIT) break;
  }
  return { roles: out, palette };
}

function textStyleOf(style: Json | null): GroundingTextStyle | null {
  if (!style) return null;
  const lineHeight = obj(style['line_height']);
  const transform = str(style['text_transform']);
  const out: GroundingTextStyle = {
    family: str(style['family']),
    size_px: roundOrNull(len(style['size_px'])),
    weight: num(style['weight']),
    line_height: roundOrNull(len(lineHeight?.['ratio'])),
    text_transform: transform && transform !== 'none' ? transform : null,
  };
  return out.family || out.size_px !== null ? out : null;
}

function typographyOf(typography: Json | null): GroundingTypography {
  const families: GroundingFamily[] = [];
  for (const item of arr(typography?.['families'])) {
    const f = obj(item);
    const family = str(f?.['name']) ?? str(f?.['family']);
    if (!f || !family || families.some((x) => x.family === family)) continue;
    const weights = arr(f['weights']).map(num).filter((w): w is number => w !== null);
    families.push({ family, category: str(f['category']), role: str(f['role']), weights });
  }
  const headingsRaw = obj(typography?.['headings']);
  const headings: GroundingHeading[] = [];
  for (const level of HEADING_LEVELS) {
    const style = textStyleOf(obj(headingsRaw?.[level]));
    if (style) headings.push({ level, ...style });
  }
  const scaleRaw = obj(typography?.['scale']);
  const steps = arr(scaleRaw?.['steps']).map((s) => roundOrNull(len(obj(s)?.['px']))).filter((px): px is number => px !== null && px > 0);
  const scale = scaleRaw
    ? {
        base_px: roundOrNull(len(scaleRaw['base_px'])),
        ratio: roundOrNull(len(scaleRaw['ratio']), 3),
        ratio_name: str(scaleRaw['ratio_name']),
        steps_px: [...new Set(steps)].sort((a, b) => a - b),
      }
    : null;
  return { families, body: textStyleOf(obj(typography?.['body'])), headings, scale };
}

/** Component kinds named by a section, without the catch-all `other`. */
function kindsOf(value: unknown): string[] {
  return arr(value).map((k) => str(obj(k)?.['kind'])).filter((k): k is string => k !== null && k !== 'other');
}

function radiusOf(surfaces: Json | null): GroundingRadius[] {
  const out: GroundingRadius[] = [];
  for (const item of arr(obj(surfaces?.['radius'])?.['scale'])) {
    const step = obj(item);
    const name = str(step?.['name']);
    const px = roundOrNull(len(step?.['value_px']));
    if (!step || !name || px === null) continue;
    out.push({ name, px, used_by: kindsOf(step['kinds']) });
  }
  return out;
}

/** The spacing steps the page uses on its base unit (off-unit values are not part of a scale). */
function spacingOf(layout: Json | null): BrandGrounding['spacing'] {
  const spacing = obj(layout?.['spacing']);
  if (!spacing) return null;
  const unit = len(spacing['base_unit_px']);
  const steps = arr(spacing['steps'])
    .map((s) => roundOrNull(len(obj(s)?.['px'])))
    .filter((px): px is number => px !== null && px > 0 && (!unit || Number.isInteger(round(px / unit, 4))));
  if (!unit && steps.length === 0) return null;
  return { base_unit_px: unit ? round(unit) : null, steps_px: [...new Set(steps)].sort((a, b) => a - b) };
}

function shadowsOf(elevation: Json | null): GroundingShadow[] {
  const out: GroundingShadow[] = [];
  for (const item of arr(obj(elevation?.['shadows'])?.['scale'])) {
    const s = obj(item);
    const value = str(s?.['value']);
    if (!s || !value) continue;
    out.push({ name: str(s['name']) ?? `shadow-${out.length + 1}`, value, used_by: kindsOf(s['kinds']) });
  }
  return out;
}

/** The first (most confident) button style of each variant. */
function buttonsOf(actions: Json | null): GroundingButton[] {
  const out: GroundingButton[] = [];
  for (const item of arr(actions?.['buttons'])) {
    const b = obj(item);
    const variant = str(b?.['variant']);
    if (!b || !variant || !BUTTON_VARIANTS.includes(variant) || out.some((x) => x.variant === variant)) continue;
    const background = num(b['background_alpha']) === 0 ? null : hexOf(b['background'])?.hex ?? null;
    const border = obj(b['border']);
    const borderColor = hexOf(border?.['color'])?.hex;
    const borderWidth = len(border?.['width_px']);
    const font = obj(b['font']);
    const transform = str(font?.['text_transform']);
    out.push({
      variant,
      background,
      text: hexOf(b['color'])?.hex ?? null,
      border: borderColor && borderWidth ? `${round(borderWidth)}px ${str(border?.['style']) ?? 'solid'} ${borderColor}` : null,
      radius_px: roundOrNull(len(b['border_radius_px'])),
      shape: str(b['shape']),
      padding: paddingOf(obj(b['padding'])),
      font: font
        ? { family: str(font['family']), size_px: roundOrNull(len(font['size_px'])), weight: num(font['weight']), text_transform: transform && transform !== 'none' ? transform : null }
        : null,
      shadow: str(b['box_shadow']),
      hover_background: hoverBackground(obj(obj(b['states'])?.['hover'])),
    });
  }
  return out;
}

function hoverBackground(hover: Json | null): string | null {
  for (const item of arr(hover?.['effects'])) {
    const effect = obj(item);
    if (str(effect?.['property']) === 'background-color') return hexOf(effect?.['to'])?.hex ?? null;
  }
  return null;
}

/** top/right/bottom/left → the shortest CSS shorthand. */
function paddingOf(padding: Json | null): string | null {
  const [t, r, b, l] = ['top', 'right', 'bottom', 'left'].map((side) => roundOrNull(len(padding?.[side])));
  if (t == null || r == null || b == null || l == null) return null;
  if (t === b && r === l) return t === r ? `${t}px` : `${t}px ${r}px`;
  return `${t}px ${r}px ${b}px ${l}px`;
}

function roundOrNull(n: number | null, digits = 2): number | null {
  return n === null ? null : round(n, digits);
}
