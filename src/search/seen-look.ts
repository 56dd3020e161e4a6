/**
 * What the whole thumbnail shows of the look a query asks for (issue 11 §2): a color asked by name
 * is measured on the thumbnail's hue bins (corpus/thumbs.json, src/corpus/thumb-look.ts: share of
 * the page per 30° OKLCH hue bin), not on the extracted palette or the curator's hue label alone —
 * a furniture shop whose only pink is one small button is no "hot pink shop"; light or dark on the
 * page's dark share and its first view; grayscale on the page's mean chroma; vivid on its vivid share.
 *
 * Two uses: `seenAspects` scores how much of each asked aspect a page visibly shows (features of
 * the re-scoring model, rerank.ts), and `visiblyMissing` names an asked color or theme the page visibly
 * lacks, which caps its match tier below `strong` (rank.ts `lookCapped`). Pure.
 */
import { parseColor } from '../analyze/shared/color.js';
import { cellOklab } from '../corpus/thumb-look.js';
import type { DesignMeasures, PageLook } from './deep-facets.js';
import type { FacetCue, QueryReading } from './query-tags.js';
import type { Hue } from './vocabulary.js';

/**
 * OKLCH hue ranges of each family (the boundaries of analyze/shared/color-hue.ts `hueOf`; pink wraps
 * through 0°; brown shares orange's and yellow's angles, told apart there by lightness, which the
 * bins do not keep).
 */
export const HUE_RANGES: Readonly<Record<Hue, readonly [number, number]>> = {
  pink: [335, 372], red: [12, 45], orange: [45, 78], yellow: [78, 115], green: [115, 170], teal: [170, 220], blue: [220, 285], purple: [285, 335], brown: [35, 100],
};

/** Degrees either side of a named color's own hue that count as that color on the thumbnail. */
export const COLOR_WINDOW = 15;

/** Share of the page (0..1) whose hue falls in [from, to) degrees (to may pass 360), from 12 bins of 30°, each taken as evenly filled. */
export function hueShareIn(bins: readonly number[], from: number, to: number): number {
  let share = 0;
  for (let k = 0; k < bins.length; k++) {
    for (const turn of [-360, 0, 360]) {
      const lo = k * 30 + turn;
      const overlap = Math.max(0, Math.min(lo + 30, to) - Math.max(lo, from));
      share += ((bins[k] ?? 0) * overlap) / 30;
    }
  }
  return share;
}

/** Share of the page in a hue family. */
export const familyShare = (bins: readonly number[], hue: Hue): number => hueShareIn(bins, HUE_RANGES[hue][0], HUE_RANGES[hue][1]);

/** Share of the page near one named color's hue; null for a color without hue (black, white, gray). */
export function colorShare(bins: readonly number[], hex: string): number | null {
  let h = hueOfHex.get(hex);
  if (h === undefined) {
    const c = parseColor(hex)?.oklch;
    h = !c || c.c < 0.045 ? null : c.h;
    hueOfHex.set(hex, h);
  }
  return h === null ? null : hueShareIn(bins, h - COLOR_WINDOW, h + COLOR_WINDOW);
}

/** Named colors' hue angles (null: no hue), parsed once: a query's color is read against every candidate. */
const hueOfHex = new Map<string, number | null>();

/**
 * Thresholds on the thumbnail, from the corpus's own pages (664, hand hue labels):
 * - `hueMissing`: below this share a hue is not seen (a pixel-thin accent). Of the pages the
 *   curator labelled with a hue, 9 in 10 show more of it; it is the median of the pages labelled without it.
 * - `hueFull`: a hue this present is plainly the page's color (the labelled pages' median is 0.02–0.09).
 * - `darkMissing` / `lightMissing`: the dark share below which a page is not dark (the darkest 5 % of the
 *   pages labelled dark start at 0.19), and above which it is not light (the 95th percentile of light pages is 0.39).
 * - `colorfulVivid` / `colorfulChroma`: a page this vivid (the top third of the corpus; card-entry.ts
 *   SEEN_SATURATION) or this chromatic over its area (twice the median page; black-and-white photo pages
 *   measure ~0.005) is not grayscale; nor is one whose first view shows this much color (`colorfulHero`,
 *   mean chroma of its grid cells: a blue-sky photo hero measures 0.043 over a white page of 0.019; of the
 *   pages graded 2 by eye for grayscale and black-and-white queries, all but one show ≤ 0.02, that one 0.032); `mutedVivid`: a page with at most this much vivid color is not loud.
 * - `blackMissing`: black asked as one of two colors ("black and yellow") is not seen on a page with less
 *   than this share of near-black grid cells (the pages graded 2 by eye for such queries show 0.04–0.44).
 */
export const SEEN = { hueMissing: 0.005, hueFull: 0.05, darkMissing: 0.12, lightMissing: 0.6, colorfulVivid: 0.08, colorfulChroma: 0.035, colorfulHero: 0.04, mutedVivid: 0.01, blackMissing: 0.03, labelDarkBelow: 0.35, labelLightAbove: 0.4 };

const clamp01 = (x: number): number => Math.max(0, Math.min(1, x));

/**
 * Share of the first viewport's grid cells (the thumbnail's 12 × 8 mean colors, thumbs.json `top`)
 * that look photographic: a mid-tone cell (OKLab L 0.15–0.85) that differs from at least two of its
 * neighbours. A flat or white hero has none; a full-bleed photo hero most. Checked against the
 * curator's captions that name a photo hero (168 of 664 pages): it ranks them above the others with
 * an AUC of 0.81, the whole page's photo share 0.66.
 */
export function viewportPhotoShare(cells: readonly string[], columns: number, rows: number): number | null {
  if (cells.length !== columns * rows || cells.length === 0) return null;
  const lab = cells.map(cellOklab);
  let photo = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const p = lab[y * columns + x]!;
      if (p[0] <= 0.15 || p[0] >= 0.85) continue;
      let differing = 0;
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
        const q = lab[ny * columns + nx]!;
        if (Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) > 0.015) differing++;
      }
      if (differing >= 2) photo++;
    }
  }
  return photo / cells.length;
}

/**
 * Mean OKLCH chroma of grid cells: over the first viewport's 12 × 8 grid, how much color the first
 * view shows. A blue-sky photo hero reads plainly in color there (0.04) while a long white page
 * below it dilutes the whole page's chroma to 0.02; black-and-white heroes measure ≤ 0.005.
 */
export function gridChroma(cells: readonly string[]): number | null {
  if (cells.length === 0) return null;
  let sum = 0;
  for (const hex of cells) {
    const [, a, b] = cellOklab(hex);
    sum += Math.hypot(a, b);
  }
  return sum / cells.length;
}

/** Share of grid cells in near-black (OKLab L < 0.3, OKLCH chroma < 0.04): black bands and black pages, not dark photos' colored shadows. */
export function blackShare(cells: readonly string[]): number | null {
  if (cells.length === 0) return null;
  let black = 0;
  for (const hex of cells) {
    const [l, a, b] = cellOklab(hex);
    if (l < 0.3 && Math.hypot(a, b) < 0.04) black++;
  }
  return black / cells.length;
}

/**
 * How plainly the first view shows an asked alignment (issue 11 §2: "centered headline",
 * "left-aligned"; the curator's layout label describes the whole page, the designer means the first
 * view): the share of its text rows centered, or off to the left. By eye on 30 first views, every one
 * read centered was (13 of 13) and 12 of 13 read left were; a reading of "right" is not trusted
 * (1 of 4), so only these two are asked of it. Null when the look has no reading.
 */
export function seenAlignment(page: PageLook, value: string): number | null {
  if (page.heroCenter === undefined || page.heroLeft === undefined) return null;
  if (value === 'centered_symmetric') return page.heroCenter;
  if (value === 'left_aligned_flush') return page.heroLeft;
  return null;
}

/** 0..1: how plainly the thumbnail shows one asked cue; null when the cue is not a thing the thumbnail shows, or the page has no stored look. */
export function seenCue(m: DesignMeasures, cue: Pick<FacetCue, 'field' | 'value'>): number | null {
  const page = m.page;
  if (!page) return null;
  switch (cue.field) {
    case 'layout': return seenAlignment(page, cue.value);
    case 'hue': return page.hues ? clamp01(familyShare(page.hues, cue.value as Hue) / SEEN.hueFull) : null;
    case 'color': {
      const share = page.hues ? colorShare(page.hues, cue.value) : null;
      return share === null ? null : clamp01(share / SEEN.hueFull);
    }
    case 'theme': return cue.value === 'dark' ? clamp01((page.dark - SEEN.darkMissing) / 0.35) : clamp01((SEEN.lightMissing - page.dark) / 0.4);
    // Grayscale: the whole page and the first view both without color (the first view is what the
    // eye takes in first: a blue-sky photo hero over a white page is no grayscale page).
    case 'palette': return clamp01(1 - (page.chroma - 0.004) / 0.02) * clamp01(1 - page.vivid / 0.1) * (page.heroChroma === undefined || page.heroChroma === null ? 1 : clamp01(1 - (page.heroChroma - 0.005) / SEEN.colorfulHero));
    case 'saturation': return cue.value === 'vivid' ? clamp01(page.vivid / 0.2) : clamp01(1 - page.vivid / 0.08);
    // Photographic: the first view a photo (a photo hero; half of the captioned photo heroes have
    // ≥ 0.7 of it), and photos down the page.
    case 'mood': {
      if (cue.value !== 'photographic') return null;
      const whole = clamp01(page.photo / 0.35);
      return page.heroPhoto === undefined || page.heroPhoto === null ? whole : 0.5 * clamp01(page.heroPhoto / 0.7) + 0.5 * whole;
    }
    default: return null;
  }
}

/** The thumbnail's agreement per aspect of the asked look (0 where the query asks none of it, or the page has no stored look). */
export interface SeenAspects { color: number; theme: number; palette: number; saturation: number; photo: number; layout: number }

export function seenAspects(reading: QueryReading, m: DesignMeasures): SeenAspects {
  const out: SeenAspects = { color: 0, theme: 0, palette: 0, saturation: 0, photo: 0, layout: 0 };
  for (const cue of reading.wants) {
    const aspect = cue.field === 'hue' || cue.field === 'color' ? 'color' : cue.field === 'mood' && cue.value === 'photographic' ? 'photo' : cue.field === 'theme' || cue.field === 'palette' || cue.field === 'saturation' || cue.field === 'layout' ? cue.field : null;
    if (!aspect) continue;
    const s = seenCue(m, cue);
    // Alternatives of one aspect ("navy": blue, or its own hue): the best, each by its weight.
    if (s !== null) out[aspect] = Math.max(out[aspect], s * cue.weight);
  }
  return out;
}

/**
 * The asked color, theme or color character the page visibly lacks (issue 11 §2: a missing asked
 * color cannot be a strong match), or null. Only direct asks count (weight 1: "pink", "black", "dark"; not "soft"'s
 * light hint): a hue when the thumbnail shows less than `SEEN.hueMissing` of every asked family and
 * of the named color; grayscale when the page is in plain color; vivid when it shows next to no vivid
 * color; dark when the page is all but white (and its first view light), light when it is mostly
 * dark (and its first view dark).
 */
export function visiblyMissing(reading: QueryReading, m: DesignMeasures, labelledTheme: 'light' | 'dark' | null = null): FacetCue | null {
  const page = m.page;
  if (!page) return labelledTheme ? themeLabelMissed(reading, labelledTheme, null) : null;
  const direct = reading.wants.filter((c) => c.weight >= 1);
  // The color itself and its own families; a neighbouring family a named color only leans to
  // ("hot pink": red at half weight) does not stand in for it.
  const colorAsks = reading.wants.filter((c) => (c.field === 'hue' || c.field === 'color') && c.weight >= 1);
  if (page.hues && direct.some((c) => c.field === 'hue' || c.field === 'color')) {
    const shares = colorAsks.map((c) => (c.field === 'hue' ? familyShare(page.hues!, c.value as Hue) : colorShare(page.hues!, c.value))).filter((s): s is number => s !== null);
    if (shares.length > 0 && Math.max(...shares) < SEEN.hueMissing) return direct.find((c) => c.field === 'color') ?? direct.find((c) => c.field === 'hue')!;
  }
  // Grayscale asked of a page in plain color; loud color asked of a page with next to none.
  if (direct.some((c) => c.field === 'palette') && (page.vivid >= SEEN.colorfulVivid || page.chroma >= SEEN.colorfulChroma || (page.heroChroma ?? 0) >= SEEN.colorfulHero)) return direct.find((c) => c.field === 'palette')!;
  const vivid = direct.find((c) => c.field === 'saturation' && c.value === 'vivid');
  if (vivid && page.vivid <= SEEN.mutedVivid) return vivid;
  // "black and yellow": black as one of two colors (a theme hint with the word as its label) is
  // missing from a page with next to no black on it (the pages graded 2 for it show ≥ 0.12).
  const blackAsked = reading.wants.find((c) => c.field === 'theme' && c.value === 'dark' && c.label === 'black');
  if (blackAsked && page.black !== undefined && page.black !== null && page.black < SEEN.blackMissing) return blackAsked;
  const theme = direct.find((c) => c.field === 'theme');
  if (theme) {
    const view = m.viewportL ?? null;
    if (theme.value === 'dark' && page.dark < SEEN.darkMissing && (view === null || view > 0.6)) return theme;
    if (theme.value === 'light' && page.dark > SEEN.lightMissing && (view === null || view < 0.45)) return theme;
  }
  return labelledTheme ? themeLabelMissed(reading, labelledTheme, page.dark) : null;
}

/**
 * The curator's light/dark label (set by eye on the thumbnail) says the page is the opposite of
 * the asked theme, and the measured dark share does not say otherwise: a light dashboard with a
 * dark sidebar (15 % dark) is no strong "dark dashboard", though too dark to pass for "all but
 * white". A label the measure contradicts (labelled dark for its hero, white below) does not cap.
 */
export function themeLabelMissed(reading: QueryReading, labelledTheme: 'light' | 'dark', darkShare: number | null): FacetCue | null {
  const theme = reading.wants.find((c) => c.field === 'theme' && c.weight >= 1);
  if (!theme || theme.value === labelledTheme) return null;
  if (theme.value === 'dark' && labelledTheme === 'light' && (darkShare === null || darkShare < SEEN.labelDarkBelow)) return theme;
  if (theme.value === 'light' && labelledTheme === 'dark' && (darkShare === null || darkShare > SEEN.labelLightAbove)) return theme;
  return null;
}
