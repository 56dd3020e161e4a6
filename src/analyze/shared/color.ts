/**
 * Color adapter: the only importer of culori (ARCHITECTURE "One adapter file per dependency").
 *
 * Everything here returns plain data (`ParsedColor`) so sections (colors, surfaces, actions, …)
 * and the verifier can store, compare and serialize colors without knowing culori. We import
 * `culori/fn` and register only the modes used (STYLE.md, culori): rgb/hsl/hwb/lab/lch/oklab/oklch
 * and the `color()` spaces Chromium serializes in computed styles (display-p3, srgb-linear,
 * rec2020, a98-rgb, prophoto-rgb, xyz-d50/d65); lab65 for CIEDE2000; lrgb for WCAG luminance.
 *
 * Issue 9 §2: parsing never throws. Text that is not a color (`blur(6px)`, `translateY(…)`, a
 * length, junk) is null; modern syntax is resolved where it can be (`color-mix()`, relative colors,
 * `light-dark()` given a scheme, `calc()` in channels) and declined (null) otherwise.
 */
import {
  converter,
  differenceCiede2000,
  displayable,
  fixupHueDecreasing,
  fixupHueIncreasing,
  fixupHueLonger,
  fixupHueShorter,
  formatHex,
  interpolate,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLab65,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  toGamut,
  useMode,
  wcagLuminance,
  type Color,
} from 'culori/fn';
import { colorCandidates, matchFunction, readColorMix, readRelativeColor, splitTopLevel, type ColorMix, type RelativeColor } from './color-syntax.js';
import { evaluateChannel } from './css-math.js';
import { hueOf, type HueName } from './color-hue.js';

export { splitTopLevel } from './color-syntax.js';
export { NEUTRAL_CHROMA, type HueName } from './color-hue.js';

// Registration is idempotent and cheap; doing it lazily keeps module import free of work.
let registered = false;
function ensureModes(): void {
  if (registered) return;
  for (const mode of [modeRgb, modeHsl, modeHwb, modeLab, modeLab65, modeLch, modeLrgb, modeOklab, modeOklch, modeP3, modeRec2020, modeA98, modeProphoto, modeXyz50, modeXyz65]) {
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

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

let gamutMap: ((color: Color) => Color) | null = null;

function toParsed(color: Color): ParsedColor {
  // Describe the sRGB color we report (gamut-mapped), so hex and oklch never disagree.
  // CSS Color 4 §13.2 gamut mapping (OKLCH chroma reduction with a 0.02 ΔEOK clip tolerance), so
  // wide-gamut colors (`color(display-p3 1 0 0)`) come out as browsers paint them (#ff0b0c, not
  // the washed-out #ff3428 of plain chroma reduction).
  gamutMap ??= toGamut('rgb', 'oklch');
  const inGamut = displayable(color) ? color : gamutMap(color);
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

/** Which color scheme `light-dark(a, b)` picks; without one it is declined (null). */
export interface ParseColorOptions {
  scheme?: 'light' | 'dark';
}

/**
 * Parses any CSS color text (hex, named, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(),
 * color(<space> …), transparent, `color-mix()`, relative colors, `calc()` in channels and, with
 * a scheme, `light-dark()`). Returns null for what is not a concrete color (`currentcolor`,
 * `inherit`, `none`, `var()`, system colors, `blur(6px)`, junk): a caller never gets a made-up
 * color, and never an exception.
 */
export function parseColor(text: string | null | undefined, options: ParseColorOptions = {}): ParsedColor | null {
  if (typeof text !== 'string') return null;
  // Pages repeat a handful of computed colors thousands of times: memoize (results are frozen,
  // so sharing them between sections is safe).
  const key = options.scheme ? `${options.scheme}\u0000${text}` : text;
  const hit = parsed.get(key);
  if (hit !== undefined) return hit;
  const color = parseToCulori(text.trim(), options.scheme ?? null, 0);
  const result = color ? Object.freeze(toParsed(color)) : null;
  if (parsed.size >= PARSE_CACHE_LIMIT) parsed.clear();
  parsed.set(key, result);
  return result;
}

const PARSE_CACHE_LIMIT = 20_000;
const parsed = new Map<string, ParsedColor | null>();
/** Nesting depth of color functions in one value (`color-mix(in srgb, color-mix(…), …)`). */
const MAX_NESTING = 8;
const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;

function parseToCulori(input: string, scheme: 'light' | 'dark' | null, depth: number): Color | null {
  ensureModes();
  // Color syntax is ASCII case-insensitive (`RGB(…)`, `90DEG`, `#FFF`) and holds no strings.
  const text = input.trim().toLowerCase();
  if (text === '' || depth > MAX_NESTING) return null;
  if (text.startsWith('#')) return HEX.test(text) ? culoriParse(text) : null;
  // Named colors and `transparent`. culori also reads bare hex without `#` (`400` → #440000,
  // `abc`): CSS does not, and no color name is made of hex digits only.
  if (/^[a-z]+$/.test(text)) return /^[a-f]+$/.test(text) ? null : culoriParse(text);
  const fn = matchFunction(text);
  if (!fn) return null;
  if (fn.name === 'color-mix') return parseColorMix(fn.args, scheme, depth);
  if (fn.name === 'light-dark') {
    const args = splitTopLevel(fn.args, ',');
    if (args.length !== 2 || !scheme) return null;
    return parseToCulori(args[scheme === 'light' ? 0 : 1]!, scheme, depth + 1);
  }
  if (!COLOR_FUNCTIONS.has(fn.name)) return null; // blur(6px), translateY(…), var(…), calc(…), url(…)
  const relative = readRelativeColor(fn.name, fn.args);
  if (relative) return resolveRelative(relative, scheme, depth);
  if (/^\s*from\s/.test(fn.args)) return null;
  if (fn.args.includes('(')) return withComputedChannels(fn.name, fn.args);
  const color = culoriParse(text);
  // CSS Color 4 §5.1: rgb()/hex channels are clamped to 0..255 when parsed (`rgb(300, -2, 5)`).
  return color && fn.name.startsWith('rgb') ? clampRgb(color) : color;
}

/**
 * culori 4.0.2's parse throws a TypeError on some valid syntax it does not support
 * (`rgb(1px 2 3)`, Evercoder/culori#272, unreleased); anything it cannot parse is not a color here.
 */
function culoriParse(text: string): Color | null {
  try {
    return parse(text) ?? null;
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

function clampRgb(color: Color): Color {
  if (color.mode !== 'rgb') return color;
  const clamp = (v: number): number => Math.min(1, Math.max(0, v));
  return { ...color, r: clamp(color.r), g: clamp(color.g), b: clamp(color.b) };
}

/** Channel values of `color` in the CSS units of `space` (rgb 0..255, hsl s/l 0..100, …). */
function cssChannels(color: Color, space: RelativeColor['space']): Record<string, number> {
  const converted = converter(space.mode as 'rgb')(color) as unknown as Record<string, number | undefined>;
  const keywords: Record<string, number> = { alpha: color.alpha ?? 1 };
  // CSS channel keywords are culori's channel names in every space (r g b, h s l, l c h, x y z, …).
  space.channels.forEach((name, i) => {
    const v = converted[name];
    keywords[name] = v === undefined || Number.isNaN(v) ? 0 : v * space.scale[i]!;
  });
  return keywords;
}

/** Builds a culori color from channel values in CSS units. */
function fromCssChannels(space: RelativeColor['space'], values: [number, number, number], alpha: number): Color {
  const color: Record<string, number | string> = { mode: space.mode, alpha: Math.min(1, Math.max(0, alpha)) };
  space.channels.forEach((name, i) => {
    color[name] = values[i]! / space.scale[i]!;
  });
  return color as unknown as Color;
}

/** CSS Color 5 §4: `rgb(from <origin> r g calc(b * 0.5) / 50%)`; null when any part is not understood. */
function resolveRelative(relative: RelativeColor, scheme: 'light' | 'dark' | null, depth: number): Color | null {
  const origin = parseToCulori(relative.origin, scheme, depth + 1);
  if (!origin) return null;
  const keywords = cssChannels(origin, relative.space);
  const values = relative.channels.map((c, i) => evaluateChannel(c, keywords, relative.space.percent[i]!, relative.space.hue === i));
  const alpha = relative.alpha === null ? keywords['alpha']! : evaluateChannel(relative.alpha, keywords, 1);
  if (values.some((v) => v === null) || alpha === null) return null;
  const color = fromCssChannels(relative.space, values as [number, number, number], alpha);
  return relative.space.mode === 'rgb' && relative.space.scale[0] === 255 ? clampRgb(color) : color;
}

/** A color function whose channels use `calc()`/`min()`/… (`rgb(calc(255) 0 0)`). */
function withComputedChannels(name: string, args: string): Color | null {
  // Legacy comma syntax `rgba(a, b, c, alpha)` → `a b c / alpha`.
  const commas = splitTopLevel(args, ',');
  const modern = commas.length === 4 ? `${commas.slice(0, 3).join(' ')} / ${commas[3]}` : commas.join(' ');
  const relative = readRelativeColor(name, `from transparent ${modern}`);
  if (!relative) return null;
  // No channel keywords exist outside relative syntax: evaluate against an empty table.
  const values = relative.channels.map((c, i) => evaluateChannel(c, {}, relative.space.percent[i]!, relative.space.hue === i));
  const alpha = relative.alpha === null ? 1 : evaluateChannel(relative.alpha, {}, 1);
  if (values.some((v) => v === null) || alpha === null) return null;
  const color = fromCssChannels(relative.space, values as [number, number, number], alpha);
  return relative.space.scale[0] === 255 ? clampRgb(color) : color;
}

const HUE_FIXUPS: Record<ColorMix['hue'], (hues: number[]) => number[]> = { shorter: fixupHueShorter, longer: fixupHueLonger, increasing: fixupHueIncreasing, decreasing: fixupHueDecreasing };

/** color-mix() per CSS Color 5 §2 (read by `readColorMix`, mixed here). */
function parseColorMix(args: string, scheme: 'light' | 'dark' | null, depth: number): Color | null {
  const mix = readColorMix(args);
  if (!mix) return null;
  const a = parseToCulori(mix.colors[0], scheme, depth + 1);
  const b = a && parseToCulori(mix.colors[1], scheme, depth + 1);
  if (!a || !b) return null;
  const mixed = mixPremultiplied(a, b, mix.space.mode, HUE_FIXUPS[mix.hue], mix.weights[1]);
  return { ...mixed, alpha: (mixed.alpha ?? 1) * mix.alphaMultiplier };
}

/**
 * CSS Color 5 §2.4: mixing uses premultiplied alpha (`red, transparent 20%` stays red), but hue
 * is never premultiplied and a missing hue (white in oklch) takes the other color's. culori's
 * `interpolateWithPremultipliedAlpha` multiplies the hue too, so premultiply here.
 */
function mixPremultiplied(a: Color, b: Color, mode: string, fixup: (hues: number[]) => number[], t: number): Color {
  const premultiply = (color: Color, sign: 1 | -1): Color => {
    const c = converter(mode as 'rgb')(color) as unknown as Record<string, number | string | undefined>;
    const alpha = (c['alpha'] as number | undefined) ?? 1;
    const out: Record<string, number | string | undefined> = { ...c };
    for (const [key, value] of Object.entries(c)) {
      if (key === 'mode' || key === 'alpha' || key === 'h' || typeof value !== 'number') continue;
      out[key] = sign === 1 ? value * alpha : alpha === 0 ? value : value / alpha;
    }
    return out as unknown as Color;
  };
  const mixed = interpolate([premultiply(a, 1), premultiply(b, 1)], mode as 'rgb', { h: { fixup } } as never)(t) as Color;
  return premultiply(mixed, -1);
}

/** Every color inside a value such as a gradient or a shadow list, in order (what is not a color is skipped). */
export function colorsInValue(value: string): ParsedColor[] {
  return colorCandidates(value).map((text) => parseColor(text)).filter((c): c is ParsedColor => c !== null);
}
/** A CSS color string or an already parsed color. */
export type ColorInput = ParsedColor | string;

function toCulori(color: ColorInput): Color {
  ensureModes();
  if (typeof color === 'string') {
    const parsed = parseToCulori(color, null, 0);
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

let toOklab: ((c: { mode: 'rgb'; r: number; g: number; b: number }) => { l?: number; a?: number; b?: number }) | null = null;

/**
 * OKLab of an 8-bit sRGB triple, with no parsing or gamut mapping: for bulk pixel work (the
 * corpus thumbnails' looks, src/corpus/thumb-look.ts), where parseColor's per-call cost adds up.
 */
export function srgbToOklab(r: number, g: number, b: number): [number, number, number] {
  if (!toOklab) {
    ensureModes();
    toOklab = converter('oklab') as unknown as typeof toOklab;
  }
  const c = toOklab!({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
  return [c.l ?? 0, c.a ?? 0, c.b ?? 0];
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

/** Degrees between two hue angles around the wheel, 0..180 (350° and 10° are 20° apart). */
export function hueAngleGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

/**
 * A coarse hue family for naming and grouping (see `color-hue.ts` for the boundaries): e.g.
 * #ff0000 → red, #008080 → teal, #8b4513 → brown; low chroma is `neutral`.
 */
export function hueBucket(color: ColorInput): HueName {
  return hueOf(typeof color === 'string' ? requireParsed(color).oklch : color.oklch);
}
