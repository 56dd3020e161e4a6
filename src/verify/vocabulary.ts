/**
 * What a reference brand allows (issue 10 §1 "compare what a page uses against what the reference
 * site allows"): the colors and type families the reference uses anywhere — painted on any
 * element in any role, or declared in its stylesheets (custom properties and rules: the site's
 * other page types are styled by the same sheets) — and how much of a source page stays inside it.
 *
 * Only chromatic colors are judged: whites, grays and near-blacks are shared by every brand and
 * say nothing about which one a page belongs to. A page that uses a brand color in another role
 * than the reference page (a login page's full-page brand gradient) is inside the vocabulary; a
 * page that lacks a component (no CTA) loses nothing, because only what the source uses is read.
 */
import { NEUTRAL_CHROMA, parseColor, type ParsedColor } from '../analyze/shared/color.js';
import { deltaE } from './comparers/colors-model.js';
import type { FeatureElement } from './features.js';
import type { JudgeSide } from './types.js';

/** A source color this close to a reference color is that color (the colors comparer's counterpart). */
export const ALLOWED_DISTANCE = 5;
/** Generic and system families every page falls back to: they name no brand. */
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace', '-apple-system', 'blinkmacsystemfont', 'inherit', 'initial', 'unset', '']);
/** Icon fonts are glyph sets, not type. */
const ICON = /icon|awesome|glyph|material symbols|mdi|feather|themify|ionic|simple-line|typicons|linearicons|boxicons|bootstrap-icons/i;

export interface BrandVocabulary {
  /** Chromatic colors (#rrggbb) the reference paints or declares. */
  colors: string[];
  /** Lower-cased first families the reference renders or declares. */
  families: Set<string>;
}

export interface ChromaticUse {
  hex: string;
  area: number;
  element: FeatureElement;
}

const vocabularies = new WeakMap<JudgeSide, BrandVocabulary>();

const COLOR_TOKEN = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab|lab|lch)\([^()]*\)/g;
const FAMILY_DECL = /font-family\s*:\s*([^;{}!]+)/gi;

export const normalizeFamily = (family: string): string => family.trim().replace(/^["']|["']$/g, '').trim().toLowerCase();

function chromatic(c: ParsedColor | null, minAlpha = 0.5): c is ParsedColor {
  return c !== null && c.alpha >= minAlpha && c.oklch.c >= NEUTRAL_CHROMA;
}

export function vocabularyOf(side: JudgeSide): BrandVocabulary {
  const cached = vocabularies.get(side);
  if (cached) return cached;
  const colors = new Set<string>();
  const families = new Set<string>();
  for (const e of side.features.elements) {
    for (const hex of [e.color, e.background, e.border_color]) if (hex && chromatic(parseColor(hex))) colors.add(hex);
    const family = normalizeFamily(e.font_family);
    if (!GENERIC.has(family) && !ICON.test(family)) families.add(family);
  }
  for (const sheet of side.capture.stylesheets) {
    const seen = new Set<string>();
    // Declared colors count, not only painted ones: a button's fill can be a gradient or
    // translucent layer the per-element reading does not keep, and the sheets style the site's
    // other page types too.
    for (const token of sheet.text.match(COLOR_TOKEN) ?? []) {
      if (seen.has(token)) continue;
      seen.add(token);
      const c = parseColor(token);
      if (chromatic(c, 0.3)) colors.add(c.hex);
    }
    for (const m of sheet.text.matchAll(FAMILY_DECL)) {
      const family = normalizeFamily(m[1]!.split(',')[0] ?? '');
      if (!GENERIC.has(family) && !ICON.test(family) && !family.startsWith('var(')) families.add(family);
    }
  }
  const vocabulary = { colors: [...colors].sort(), families };
  vocabularies.set(side, vocabulary);
  return vocabulary;
}

/** A custom property that names the brand's primary itself (`--bs-primary`, `--color-primary`, `--brand`), not a tint or a state of it. */
const PRIMARY_TOKEN = /^--(?:[a-z0-9]+-)*(?:primary|brand)(?:-colou?r)?$/i;
const CUSTOM_PROPERTY = /(--[\w-]+)\s*:\s*([^;{}]+)/g;
const declaredPrimaries = new WeakMap<JudgeSide, string[]>();

/**
 * The chromatic colors a side's stylesheets declare as its primary token (issue 10 §1: "its CSS
 * variables"): what the brand names its primary, whichever color a given page happens to show.
 */
export function declaredPrimaryColors(side: JudgeSide): string[] {
  const cached = declaredPrimaries.get(side);
  if (cached) return cached;
  const colors = new Set<string>();
  for (const sheet of side.capture.stylesheets) {
    for (const m of sheet.text.matchAll(CUSTOM_PROPERTY)) {
      if (!PRIMARY_TOKEN.test(m[1]!)) continue;
      for (const token of m[2]!.match(COLOR_TOKEN) ?? []) {
        const c = parseColor(token);
        if (chromatic(c, 0.3)) colors.add(c.hex);
      }
    }
  }
  const list = [...colors].sort();
  declaredPrimaries.set(side, list);
  return list;
}

/** The source's chromatic paints: text colors, fills and borders, by painted area. */
export function chromaticUses(side: JudgeSide): ChromaticUse[] {
  const uses: ChromaticUse[] = [];
  for (const e of side.features.elements) {
    if (e.background && chromatic(parseColor(e.background))) uses.push({ hex: e.background, area: e.area, element: e });
    // Text paints its glyphs, not its box: a fraction of the box's area.
    if (e.has_text && e.color && chromatic(parseColor(e.color))) uses.push({ hex: e.color, area: Math.min(e.area, e.font_size_px * e.font_size_px * 20) * 0.3, element: e });
    if (e.border_color && e.border_width_px > 0 && chromatic(parseColor(e.border_color))) uses.push({ hex: e.border_color, area: e.border_width_px * Math.sqrt(e.area) * 4, element: e });
  }
  return uses;
}

/** The nearest color of the vocabulary and its CIEDE2000 distance. */
export function nearestAllowed(vocabulary: BrandVocabulary, hex: string): { hex: string; distance: number } | null {
  let best: { hex: string; distance: number } | null = null;
  for (const v of vocabulary.colors) {
    const d = deltaE(hex, v);
    if (!best || d < best.distance) best = { hex: v, distance: d };
  }
  return best;
}

/**
 * How much of the source's chromatic paint is the brand's: Σ area · closeness ÷ Σ area, with
 * closeness 1 within ΔE00 3 of a brand color, falling as exp(−(d − 3)/4) beyond. Null when the
 * source paints nothing chromatic (nothing to judge).
 */
export function colorAllowance(vocabulary: BrandVocabulary, uses: readonly ChromaticUse[]): { score: number | null; foreign: { hex: string; nearest: string | null; delta_e: number; area_share: number }[] } {
  let total = 0;
  let allowed = 0;
  const foreign = new Map<string, { nearest: string | null; d: number; area: number }>();
  for (const u of uses) {
    const nearest = nearestAllowed(vocabulary, u.hex);
    const d = nearest?.distance ?? 100;
    const credit = Math.exp(-Math.max(0, d - 3) / 4);
    total += u.area;
    allowed += u.area * credit;
    if (d > ALLOWED_DISTANCE) {
      const f = foreign.get(u.hex) ?? { nearest: nearest?.hex ?? null, d, area: 0 };
      f.area += u.area;
      foreign.set(u.hex, f);
    }
  }
  if (total <= 0) return { score: null, foreign: [] };
  return {
    score: Math.round((allowed / total) * 1e4) / 1e4,
    foreign: [...foreign].map(([hex, f]) => ({ hex, nearest: f.nearest, delta_e: Math.round(f.d * 10) / 10, area_share: Math.round((f.area / total) * 1e3) / 1e3 }))
      .sort((a, b) => b.area_share - a.area_share || a.hex.localeCompare(b.hex)).slice(0, 8),
  };
}

/**
 * Share of the source's text (by painted text area) set in a family the reference renders or
 * declares anywhere; generic and icon families are left out. Null without such text.
 */
export function familyAllowance(vocabulary: BrandVocabulary, source: JudgeSide): { score: number | null; foreign: string[] } {
  let total = 0;
  let allowed = 0;
  const foreign = new Map<string, number>();
  for (const e of source.features.elements) {
    if (!e.has_text) continue;
    const family = normalizeFamily(e.font_family);
    if (GENERIC.has(family) || ICON.test(family)) continue;
    const area = Math.min(e.area, e.font_size_px * e.font_size_px * 20);
    total += area;
    if (vocabulary.families.has(family)) allowed += area;
    else foreign.set(e.font_family, (foreign.get(e.font_family) ?? 0) + area);
  }
  if (total <= 0) return { score: null, foreign: [] };
  return { score: Math.round((allowed / total) * 1e4) / 1e4, foreign: [...foreign].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([f]) => f).slice(0, 5) };
}
