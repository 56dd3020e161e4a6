/**
 * Deep search's measured design agreement: how closely an entry's measured palette (hue,
 * lightness, chroma), type families, corner radii and layout scores come to what the query asks.
 * Continuous where the fast facets are categorical, so near misses rank above far ones
 * (a teal primary is closer to "blue" than an orange one).
 */
import { hueAngleGap, parseColor } from '../analyze/shared/color.js';
import { colorCloseness, oklabOf } from './color-reading.js';
import type { FacetField } from './query-tags.js';
import { HUE_ANGLES, type Hue, type Layout, type TypeCharacter } from './vocabulary.js';

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

/** Measured design values of an entry (from its card or design system). */
export interface DesignMeasures {
  primary: Oklch | null;
  background: Oklch | null;
  /** Palette colors with their share of use (0..1), strongest first. */
  palette: (Oklch & { weight: number })[];
  heading: TypeCharacter | null;
  body: TypeCharacter | null;
  families: string[];
  /** Corner radius in px of buttons and cards (999 = pill); null when unmeasured. */
  radius: { button: number | null; card: number | null };
  /** Layout scores 0..1 per spec layout value. */
  layoutScores: Partial<Record<Layout, number>>;
  gradients: boolean;
  glass: boolean;
  shadow: 'flat' | 'subtle' | 'layered' | null;
  /** Dominant border width in px (brutalist pages draw 2px+ black lines). */
  borderWidth: number | null;
  /**
   * Mean OKLCH lightness of the first viewport (the thumbnail's color grid), when known: what the
   * eye calls a dark page (a black hero over a white canvas is dark at first sight).
   */
  viewportL?: number | null;
  /** Share of the first viewport's grid cells in a saturated color (OKLCH chroma ≥ 0.1): how loud the page looks. */
  viewportVivid?: number | null;
  /** Share of the first viewport's grid cells in gray tones (black-and-white photos, charcoal bands). */
  viewportGray?: number | null;
  /**
   * The whole thumbnail as the eye takes it in (corpus/thumbs.json, src/corpus/thumb-look.ts): the
   * share of the page that is dark, in vivid color, photographic, and its mean chroma; null when
   * the page has no stored look (a caller's page, a corpus without thumbs.json).
   */
  page?: PageLook | null;
}

/** The whole-thumbnail figures deep search reads (a subset of ThumbLook). */
export interface PageLook {
  /** Share darker than OKLab L 0.5. */
  dark: number;
  /** Share in a vivid color (chroma ≥ 0.1). */
  vivid: number;
  /** Mean OKLCH chroma. */
  chroma: number;
  /** Share of blocks with many distinct tones (photographs, illustrations). */
  photo: number;
  /** Share of the page per 30° OKLCH hue bin (0° first; chroma ≥ 0.04): which colors the eye sees, and how much of each (seen-look.ts). */
  hues?: readonly number[];
  /** Mean chroma of the first viewport's grid cells (seen-look.ts `gridChroma`): how much color the first view shows. */
  heroChroma?: number | null;
  /** Share of the first viewport that looks photographic (seen-look.ts `viewportPhotoShare`): a photo hero. */
  heroPhoto?: number | null;
  /** Share of the page's and first view's grid cells in near-black (OKLab L < 0.3, chroma < 0.04): black bands, a black page. */
  black?: number | null;
  /** The first view's text rows centered, and set to the left or right (thumb-look.ts `heroAlignment`; seen-look.ts `seenAlignment`). */
  heroCenter?: number;
  heroLeft?: number;
  heroRight?: number;
}

const clamp01 = (x: number): number => Math.max(0, Math.min(1, x));
const CHROMATIC = 0.045;

/** 0..1: how strongly the palette shows `hue` (the primary counts most). */
export function hueCloseness(m: DesignMeasures, hue: Hue): number {
  const score = (c: Oklch): number => {
    if (c.c < CHROMATIC) return 0;
    const isBrownish = c.h >= 35 && c.h < 100 && c.l < 0.6;
    if (hue === 'brown') return isBrownish ? 1 : clamp01(1 - hueAngleGap(c.h, HUE_ANGLES.brown) / 40) * (c.l < 0.7 ? 0.5 : 0.2);
    const near = clamp01(1 - hueAngleGap(c.h, HUE_ANGLES[hue]) / 50);
    return isBrownish && (hue === 'orange' || hue === 'yellow') ? near * 0.5 : near;
  };
  let best = m.primary ? score(m.primary) : 0;
  const strongest = Math.max(1e-6, ...m.palette.filter((p) => p.c >= CHROMATIC).map((p) => p.weight));
  for (const p of m.palette) best = Math.max(best, score(p) * 0.8 * Math.sqrt(p.weight / strongest));
  return best;
}

/**
 * 0..1: how close the page's colors come to one named color (OKLab): the primary counts fully, the
 * canvas nearly so ("cream", "navy" pages are often cream or navy grounds), other palette colors
 * by their share of use.
 */
export function paletteCloseness(m: DesignMeasures, hex: string): number {
  const target = parseColor(hex);
  if (!target) return 0;
  const t = oklabOf(target.oklch);
  let best = 0;
  if (m.primary) best = colorCloseness(t, oklabOf(m.primary));
  if (m.background) best = Math.max(best, 0.9 * colorCloseness(t, oklabOf(m.background)));
  const strongest = Math.max(1e-6, ...m.palette.map((p) => p.weight));
  for (const p of m.palette) best = Math.max(best, 0.8 * Math.sqrt(p.weight / strongest) * colorCloseness(t, oklabOf(p)));
  return best;
}

function cornerCloseness(m: DesignMeasures, want: string): number {
  const r = m.radius.button ?? m.radius.card;
  if (r === null) return 0;
  if (want === 'square') return r <= 2 ? 1 : r <= 4 ? 0.5 : 0;
  if (want === 'pill') return r >= 40 ? 1 : r >= 20 ? 0.5 : 0;
  return r >= 4 && r < 40 ? 1 : r >= 40 ? 0.4 : r >= 2 ? 0.4 : 0;
}

function styleCloseness(m: DesignMeasures, style: string): number {
  const r = m.radius.button ?? m.radius.card ?? 8;
  const vivid = m.primary ? clamp01(m.primary.c / 0.18) : 0;
  switch (style) {
    case 'glass': return m.glass ? 1 : 0;
    case 'gradient': return m.gradients ? 1 : 0;
    case 'flat': return (m.shadow === 'flat' || m.shadow === null ? 0.6 : m.shadow === 'subtle' ? 0.3 : 0) + (m.gradients || m.glass ? 0 : 0.4);
    case 'brutalist': return (r <= 2 ? 0.4 : 0) + ((m.borderWidth ?? 1) >= 2 ? 0.4 : 0) + (m.gradients || m.glass ? 0 : 0.2);
    case 'editorial': return (m.heading === 'serif' ? 0.5 : 0) + (r <= 4 ? 0.3 : 0) + (m.shadow === 'flat' ? 0.2 : 0);
    case 'playful': return (r >= 20 ? 0.5 : r >= 10 ? 0.25 : 0) + 0.5 * vivid;
    default: return 0;
  }
}

/** 0..1 for one measurable cue; null when the field is not measured (industry, page type). */
export function measureCue(m: DesignMeasures, field: FacetField, value: string): number | null {
  switch (field) {
    case 'hue': return hueCloseness(m, value as Hue);
    case 'color': return paletteCloseness(m, value);
    case 'theme': {
      const l = m.viewportL ?? m.background?.l ?? null;
      if (l === null) return null;
      const first = value === 'dark' ? clamp01((0.6 - l) / 0.35) : clamp01((l - 0.45) / 0.4);
      if (!m.page) return first;
      // A page that looks dark is dark at first sight and dark down its length (a black hero over a
      // white page is half of it): on the curator's labels, dark pages have half of the thumbnail dark
      // (median 0.42), light ones a sixth (0.17).
      const whole = value === 'dark' ? clamp01((m.page.dark - 0.15) / 0.4) : clamp01((0.55 - m.page.dark) / 0.4);
      return 0.5 * first + 0.5 * whole;
    }
    case 'type': return m.heading === value ? 1 : m.body === value ? 0.6 : 0;
    case 'layout': {
      const scores = Object.values(m.layoutScores).filter((s): s is number => typeof s === 'number');
      const top = Math.max(1e-6, ...scores);
      return clamp01((m.layoutScores[value as Layout] ?? 0) / top);
    }
    case 'corners': return cornerCloseness(m, value);
    case 'saturation': {
      if (!m.primary) return null;
      const primary = value === 'vivid' ? clamp01((m.primary.c - 0.04) / 0.14) : clamp01((0.16 - m.primary.c) / 0.12);
      // A saturated primary on a button is not a loud page: what share of the first view is in color counts as much.
      if (m.viewportVivid === null || m.viewportVivid === undefined) return primary;
      // The first view's share in color, and the whole page's where the thumbnail was read (vibrant
      // pages by the curator's labels: median 0.16 of the thumbnail vivid; minimal ones: none).
      const share = m.page ? 0.5 * m.viewportVivid + 0.5 * Math.min(1, m.page.vivid * 1.5) : m.viewportVivid;
      const area = value === 'vivid' ? clamp01(share / 0.3) : clamp01(1 - share / 0.3);
      return 0.5 * primary + 0.5 * area;
    }
    case 'temperature': {
      const chromatic = [m.primary, ...m.palette].filter((c): c is Oklch => !!c && c.c >= CHROMATIC);
      if (chromatic.length === 0) return 0.5;
      const warm = chromatic.filter((c) => c.h < 110 || c.h >= 330).length / chromatic.length;
      return value === 'warm' ? warm : 1 - warm;
    }
    case 'style': return clamp01(styleCloseness(m, value));
    // "Grayscale", "black and white": the page's colors carry no hue, and its first view is in gray
    // tones (a black-and-white photo) rather than a blank canvas; either alone is half of it.
    case 'palette': {
      // The whole thumbnail's mean chroma: black-and-white photo pages measure ~0.005, the median page 0.016.
      if (m.page) return clamp01(1 - (m.page.chroma - 0.004) / 0.02) * clamp01(1 - m.page.vivid / 0.1);
      if (m.viewportGray === null || m.viewportGray === undefined) return null;
      const vivid = m.viewportVivid ?? 0;
      return clamp01(m.viewportGray / 0.5) * clamp01(1 - vivid / 0.15);
    }
    default: return null;
  }
}
