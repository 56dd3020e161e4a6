/**
 * What a color word in a query asks for (issue 11 §2 "query reading"): derived from the named
 * color's OKLCH coordinates (culori, through analyze/shared/color.ts), not from a list of
 * synonyms. "navy" is #01153e in the xkcd survey: hue 260° → blue; "terracotta" (#ca6641, 40°,
 * just below the red/orange boundary and just above brown's lightness) asks for red, orange or
 * brown; "cream" (#ffffc2, a pale yellow of low chroma)
 * reads as a warm light canvas, not as yellow; "black" as a dark theme.
 *
 * Families are the corpus's own (`hueOf`, the function that labels card hues), so a word and a
 * page agree on what "blue" is; a color near a family boundary asks for both neighbours. Besides
 * the family, a specific color name asks for the color itself (`color:<hex>`): ranking scores how
 * close a page's palette comes to it in OKLab, so "navy" prefers deep blues to sky blues.
 * Basic color terms (red … brown) name a whole family and ask for no single color.
 */
import { parseColor } from '../analyze/shared/color.js';
import { hueOf, NEUTRAL_CHROMA } from '../analyze/shared/color-hue.js';
import { XKCD_COLOR_NAMES } from './color-names-xkcd.js';
import type { FacetCue } from './query-tags.js';
import { HUES, type Hue } from './vocabulary.js';

export interface ColorWord {
  /** The name as words ("forest green" → ["forest", "green"]). */
  words: string[];
  cues: FacetCue[];
  /** Display words for `query_tags.aesthetic` (the name itself when it names no hue family). */
  aesthetic: string[];
}

/** Basic color terms (Berlin & Kay) as the spec's hue vocabulary: each names its whole family. */
const BASIC_TERMS: Readonly<Record<string, Hue>> = {
  red: 'red', orange: 'orange', yellow: 'yellow', green: 'green', teal: 'teal', blue: 'blue', purple: 'purple', pink: 'pink', brown: 'brown',
};

/** Lightness below which a gray reads as black (a dark page). */
const DARK_L = 0.25;
/** Grays up to this lightness still lean dark (charcoal, gunmetal): a weaker dark cue. */
const DIM_L = 0.4;
/** Grays above this lightness read as white (a light page). */
const WHITE_L = 0.9;
/** Chroma at or above which a named color is vivid; below `MUTED_C` (but chromatic) it is muted. */
const VIVID_C = 0.2;
const MUTED_C = 0.08;

const angle = (h: number): number => ((h % 360) + 360) % 360;

/** Families a color could be read as: its own, then those a small shift of hue or lightness reaches. */
function families(l: number, c: number, h: number): { hue: Hue; weight: number }[] {
  const near = new Set<string>();
  const far = new Set<string>();
  for (const [dh, dl] of [[0, 0], [6, 0], [-6, 0], [0, 0.04], [0, -0.04]] as const) near.add(hueOf({ l: l + dl, c, h: angle(h + dh) }));
  for (const [dh, dl] of [[15, 0], [-15, 0], [0, 0.1], [0, -0.1]] as const) far.add(hueOf({ l: l + dl, c, h: angle(h + dh) }));
  const out: { hue: Hue; weight: number }[] = [];
  for (const hue of HUES) {
    if (near.has(hue)) out.push({ hue, weight: 1 });
    else if (far.has(hue)) out.push({ hue, weight: 0.5 });
  }
  return out;
}

/** Warm (reds to yellows, pinks) or cool (greens-blue to violet), from the hue angle. */
function temperature(h: number): 'warm' | 'cool' | null {
  if (h < 110 || h >= 330) return 'warm';
  if (h >= 150 && h < 300) return 'cool';
  return null;
}

/**
 * The cues of a named color. `family` is set for basic terms, which ask for their family only.
 * Pure: a function of the color's value.
 */
export function cuesOfColor(name: string, hex: string, family: Hue | null = null): ColorWord {
  const words = name.split(' ');
  if (family) return { words, cues: [{ field: 'hue', value: family, weight: 1 }], aesthetic: [] };
  const parsed = parseColor(hex);
  if (!parsed) return { words, cues: [], aesthetic: [] };
  const { l, c, h } = parsed.oklch;
  const cues: FacetCue[] = [];
  const warmth = temperature(h);
  if (c < NEUTRAL_CHROMA) {
    // A gray: its lightness is the page's theme (black, charcoal, white) or a muted, gray palette.
    if (l < DARK_L) cues.push({ field: 'theme', value: 'dark', weight: 1 });
    else if (l < DIM_L) cues.push({ field: 'theme', value: 'dark', weight: 0.5 });
    else if (l > WHITE_L) cues.push({ field: 'theme', value: 'light', weight: 1 });
    else cues.push({ field: 'saturation', value: 'muted', weight: 0.5 });
    return { words, cues, aesthetic: [name] };
  }
  // Pale yellows of low chroma (cream, ivory, beige, parchment) read as a warm off-white canvas:
  // yellow needs far more chroma than other hues before it looks yellow at this lightness.
  if (l >= 0.85 && c < 0.09 && h >= 70 && h < 115) {
    cues.push({ field: 'theme', value: 'light', weight: 0.5 }, { field: 'temperature', value: 'warm', weight: 0.5 }, { field: 'color', value: parsed.hex, weight: 1, label: name });
    return { words, cues, aesthetic: [name] };
  }
  for (const { hue, weight } of families(l, c, h)) cues.push({ field: 'hue', value: hue, weight });
  cues.push({ field: 'color', value: parsed.hex, weight: 1, label: name });
  // A deep chromatic shade ("navy", "dark blue") is a tone of its hue, not the page's theme.
  if (c >= VIVID_C) cues.push({ field: 'saturation', value: 'vivid', weight: 0.5 });
  else if (c < MUTED_C) cues.push({ field: 'saturation', value: 'muted', weight: 0.5 });
  if (warmth) cues.push({ field: 'temperature', value: warmth, weight: 0.5 });
  return { words, cues, aesthetic: [] };
}

let table: ColorWord[] | null = null;

/** Every color name the reader knows (the xkcd survey's names and the basic terms), parsed once. */
export function colorWords(): ColorWord[] {
  if (table) return table;
  const byName = new Map<string, string>();
  for (const item of XKCD_COLOR_NAMES.trim().split(/[;\n]/)) {
    const [name, hex] = item.split('=') as [string, string];
    if (!byName.has(name)) byName.set(name, `#${hex}`);
  }
  table = [...byName].map(([name, hex]) => cuesOfColor(name, hex, BASIC_TERMS[name] ?? null));
  return table;
}

/** Closeness 0..1 of two OKLab colors: 1 when equal, 0 from a distance of `COLOR_REACH` on. */
export const COLOR_REACH = 0.18;

export interface Oklab {
  l: number;
  a: number;
  b: number;
}

export function oklabOf(c: { l: number; c: number; h: number }): Oklab {
  const rad = (c.h * Math.PI) / 180;
  return { l: c.l, a: c.c * Math.cos(rad), b: c.c * Math.sin(rad) };
}

export function colorCloseness(x: Oklab, y: Oklab): number {
  return Math.max(0, 1 - Math.hypot(x.l - y.l, x.a - y.a, x.b - y.b) / COLOR_REACH);
}
