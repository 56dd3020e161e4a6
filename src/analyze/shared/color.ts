/**
 * Color adapter: the only importer of culori (ARCHITECTURE "One adapter file per dependency").
 *
 * Everything here returns plain data (`ParsedColor`) so sections (colors, surfaces, actions, …)
 * and the verifier can store, compare and serialize colors without knowing culori. We import
 * `culori/fn` and register only the modes used (STYLE.md, culori): rgb/hsl/hwb/lab/lch/oklab/oklch
 * and display-p3 for parsing what Chromium serializes in computed styles; lab65 for CIEDE2000;
 * lrgb for WCAG luminance.
 */
import {
  clampChroma,
  converter,
  differenceCiede2000,
  formatHex,
  interpolate,
  modeHsl,
  modeHwb,
  modeLab,
  modeLab65,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeRgb,
  parse,
  useMode,
  wcagLuminance,
  type Color,
} from 'culori/fn';

// Registration is idempotent and cheap; doing it lazily keeps module import free of work.
let registered = false;
function ensureModes(): void {
  if (registered) return;
  for (const mode of [modeRgb, modeHsl, modeHwb, modeLab, modeLab65, modeLch, modeLrgb, modeOklab, modeOklch, modeP3]) {
    useMode(mode);
  }
  registered = true;
}

/** A parsed CSS color as plain JSON. `hex` is gamut-mapped to sRGB; `alpha` is 0..1. */
export interface ParsedColor {
  hex: string;
  alpha: number;
  /** OKLCH of the color (l 0..1, c ≥ 0, h degrees; h is 0 for achromatic colors, check `c`). */
  oklch: { l: number; c: number; h: number };
}

/** CIELAB (D65) coordinates, as used by CIEDE2000 and the Sharma et al. reference data. */
export interface LabColor {
  l: number;
  a: number;
  b: number;
}

export type HueName = 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink' | 'brown' | 'neutral';

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

function toParsed(color: Color): ParsedColor {
  // Describe the sRGB color we report (gamut-mapped), so hex and oklch never disagree.
  const inGamut = clampChroma(color, 'oklch');
  const oklch = converter('oklch')(inGamut);
  const c = oklch.c ?? 0;
  const h = oklch.h === undefined || Number.isNaN(oklch.h) ? 0 : ((oklch.h % 360) + 360) % 360;
  return {
    hex: formatHex(inGamut),
    alpha: round(color.alpha ?? 1, 3),
    oklch: {
      l: round(oklch.l ?? 0, 4),
      c: round(c, 4),
      h: c < 1e-4 ? 0 : round(h, 2) % 360,
    },
  };
}

/**
 * Parses any CSS color text (hex, named, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(),
 * color(srgb|display-p3 …), transparent, and a basic `color-mix(in <space>, a [p%], b [p%])`).
 * Returns null for what is not a concrete color (`currentcolor`, `inherit`, `none`, `var()`, junk):
 * a caller should never get a made-up color.
 */
export function parseColor(text: string | null | undefined): ParsedColor | null {
  if (typeof text !== 'string') return null;
  // Pages repeat a handful of computed colors thousands of times: memoize (results are frozen,
  // so sharing them between sections is safe).
  const hit = parsed.get(text);
  if (hit !== undefined) return hit;
  const color = parseToCulori(text.trim());
  const result = color ? Object.freeze(toParsed(color)) : null;
  if (parsed.size >= PARSE_CACHE_LIMIT) parsed.clear();
  parsed.set(text, result);
  return result;
}

const PARSE_CACHE_LIMIT = 20_000;
const parsed = new Map<string, ParsedColor | null>();

function parseToCulori(text: string): Color | null {
  ensureModes();
  if (text === '') return null;
  if (/^color-mix\(/i.test(text)) return parseColorMix(text);
  return parse(text) ?? null;
}

/** color-mix() per CSS Color 5 §2 (percentages normalized; missing ones split the remainder). */
function parseColorMix(text: string): Color | null {
  const inner = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const args = splitTopLevel(inner, ',');
  if (args.length !== 3) return null;
  const space = /^in\s+([a-z0-9-]+)/i.exec(args[0]!.trim())?.[1]?.toLowerCase();
  const modeBySpace: Record<string, string> = { srgb: 'rgb', 'srgb-linear': 'lrgb', hsl: 'hsl', hwb: 'hwb', lab: 'lab', lch: 'lch', oklab: 'oklab', oklch: 'oklch', 'display-p3': 'p3' };
  const mode = space ? modeBySpace[space] : undefined;
  if (!mode) return null;
  const stops = args.slice(1).map((arg) => {
    const m = /\s(-?[\d.]+)%\s*$|^(-?[\d.]+)%\s/.exec(` ${arg.trim()} `);
    const pct = m ? Number(m[1] ?? m[2]) : null;
    const colorText = arg.trim().replace(/(^|\s)-?[\d.]+%(\s|$)/, ' ').trim();
    return { color: parseToCulori(colorText), pct };
  });
  const [a, b] = stops as [(typeof stops)[0], (typeof stops)[0]];
  if (!a.color || !b.color) return null;
  let p1 = a.pct ?? (b.pct === null ? 50 : 100 - b.pct);
  let p2 = b.pct ?? 100 - p1;
  const sum = p1 + p2;
  if (sum <= 0) return null;
  const alphaMultiplier = sum < 100 ? sum / 100 : 1;
  p1 /= sum;
  p2 /= sum;
  const mixed = interpolate([a.color, b.color], mode as 'rgb')(p2) as Color;
  return { ...mixed, alpha: (mixed.alpha ?? 1) * alphaMultiplier };
}

/** Splits on `separator` outside parentheses (for function argument lists). */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Every color literal inside a value such as a gradient or a shadow list, in order. */
export function colorsInValue(value: string): ParsedColor[] {
  const found: ParsedColor[] = [];
  const pattern = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;
  for (const match of value.matchAll(pattern)) {
    const color = parseColor(match[0]);
    if (color) found.push(color);
  }
  return found;
}

/** A CSS color string or an already parsed color. */
export type ColorInput = ParsedColor | string;

function toCulori(color: ColorInput): Color {
  ensureModes();
  if (typeof color === 'string') {
    const parsed = parseToCulori(color.trim());
    if (!parsed) throw new TypeError(`not a CSS color: ${JSON.stringify(color)}`);
    return parsed;
  }
  const rgb = parse(color.hex);
  if (!rgb) throw new TypeError(`not a hex color: ${JSON.stringify(color.hex)}`);
  return { ...rgb, alpha: color.alpha };
}

/** CIELAB D65 coordinates of a color (the space CIEDE2000 is defined in). */
export function toLab(color: ColorInput): LabColor {
  const lab = converter('lab65')(toCulori(color));
  return { l: lab.l, a: lab.a, b: lab.b };
}

let ciede2000: ((a: Color, b: Color) => number) | null = null;

/** CIEDE2000 difference of two Lab colors (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000Lab(a: LabColor, b: LabColor): number {
  ensureModes();
  ciede2000 ??= differenceCiede2000();
  return ciede2000({ mode: 'lab65', ...a }, { mode: 'lab65', ...b });
}

/** CIEDE2000 difference of two colors; ~1 is a just-noticeable difference, <2.3 "same color". */
export function deltaE2000(a: ColorInput, b: ColorInput): number {
  return deltaE2000Lab(toLab(a), toLab(b));
}

/** WCAG 2 relative luminance (0 black … 1 white) of the color's opaque sRGB value. */
export function relativeLuminance(color: ColorInput): number {
  const c = toCulori(color);
  return wcagLuminance({ ...c, alpha: 1 });
}

/**
 * Source-over compositing of `top` onto `bottom` (in sRGB, as browsers paint). The result's alpha
 * is the combined coverage, so a translucent stack stays translucent until it meets an opaque layer.
 */
export function composite(top: ColorInput, bottom: ColorInput): ParsedColor {
  const t = converter('rgb')(toCulori(top));
  const b = converter('rgb')(toCulori(bottom));
  const ta = t.alpha ?? 1;
  const ba = b.alpha ?? 1;
  const alpha = ta + ba * (1 - ta);
  if (alpha === 0) return toParsed({ mode: 'rgb', r: 0, g: 0, b: 0, alpha: 0 });
  const mix = (x: number, y: number): number => (x * ta + y * ba * (1 - ta)) / alpha;
  return toParsed({ mode: 'rgb', r: mix(t.r, b.r), g: mix(t.g, b.g), b: mix(t.b, b.b), alpha });
}

/**
 * WCAG 2 contrast ratio (1 … 21). A translucent foreground is first composited over the
 * background, as it is painted; the background is taken as opaque (composite it first if not).
 */
export function contrastRatio(foreground: ColorInput, background: ColorInput): number {
  const bg: ParsedColor = typeof background === 'string' ? requireParsed(background) : background;
  const opaqueBg: ParsedColor = { ...bg, alpha: 1 };
  const fg = composite(foreground, opaqueBg);
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(opaqueBg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

function requireParsed(text: string): ParsedColor {
  const parsed = parseColor(text);
  if (!parsed) throw new TypeError(`not a CSS color: ${JSON.stringify(text)}`);
  return parsed;
}

/**
 * Below this OKLCH chroma a color reads as gray: white, black and the tinted UI grays
 * (Tailwind slate-500 is c≈0.041) included; muted brand hues (teal #008080, c≈0.093) are not.
 */
export const NEUTRAL_CHROMA = 0.045;

/**
 * A coarse hue family for naming and grouping. Boundaries are OKLCH hue angles chosen so CSS
 * named colors and common palette steps land in their everyday family (e.g. #ff0000 → red,
 * #008080 → teal, #8b4513 → brown); low chroma is `neutral`, dark or muted oranges are `brown`,
 * and light reds are `pink`.
 */
export function hueBucket(color: ColorInput): HueName {
  const { l, c, h } = typeof color === 'string' ? requireParsed(color).oklch : color.oklch;
  if (c < NEUTRAL_CHROMA) return 'neutral';
  if (h >= 35 && h < 100 && (l < 0.6 || (c < 0.1 && l < 0.8))) return 'brown';
  if (h < 12 || h >= 335) return 'pink';
  if (h < 45) return l > 0.8 ? 'pink' : 'red';
  if (h < 78) return 'orange';
  if (h < 115) return 'yellow';
  if (h < 170) return 'green';
  if (h < 220) return 'teal';
  if (h < 285) return 'blue';
  return 'purple';
}
