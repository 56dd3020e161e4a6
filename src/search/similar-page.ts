/**
 * The whole page as a designer sees it in a thumbnail (issue 11 §2), for similarity lookup (spec
 * §4.10): read off the look stored per corpus page (corpus/thumbs.json, src/corpus/thumb-look.ts)
 * or computed from a caller's full-page screenshot, and compared block by block. The first viewport
 * alone (similar-features.ts) misses what the rest of the page shows — a dark site under a light
 * hero, photographs down the page, a single screen against a long scroll. Pure.
 */
import { cellOklab, gridColors, type ThumbLook } from '../corpus/thumb-look.js';
import type { Oklch } from './deep-facets.js';

export type Lab = [number, number, number];

export const toOklab = (c: Oklch | null): Lab | null => {
  if (!c) return null;
  const rad = (c.h * Math.PI) / 180;
  return [c.l, c.c * Math.cos(rad), c.c * Math.sin(rad)];
};

/** Euclidean OKLab distance of the colors at `i` of `x` and `j` of `y` (sqrt, not Math.hypot: this runs per grid cell per page). */
export const labDistance = (x: ArrayLike<number>, i: number, y: ArrayLike<number>, j: number): number => {
  const dl = x[i]! - y[j]!, da = x[i + 1]! - y[j + 1]!, db = x[i + 2]! - y[j + 2]!;
  return Math.sqrt(dl * dl + da * da + db * db);
};

export interface PageLook {
  meanL: number;
  dark: number;
  gray: number;
  vivid: number;
  chroma: number;
  /** Colored share per 30° hue bin, each bin blurred into its neighbours (orange beside red is a warm neighbour). */
  hues: Float64Array;
  /** Hue bins holding at least 1 % of the page: one brand color, or many (a colorful page). */
  hueCount: number;
  edges: number;
  photo: number;
  /** Painted color per 30° hue bin (vivid, outside photographs; thumb-look.ts `flat`), blurred into neighbours; null in an older look. */
  paint: Float64Array | null;
  /** Share of the first viewport that reads as a photograph; null in an older look. */
  topPhoto: number | null;
  /** CSS px, capped at 4800; null when only a viewport was seen. */
  length: number | null;
  /** OKLab per cell of the whole-page grid, row-major. */
  grid: { columns: number; rows: number; lab: Float64Array };
  /** The color covering most of the page (grid cells within ΔE 0.06 merged), and its share. */
  dominant: Lab;
  dominantShare: number;
}

/** 12 hue bins each with half of both neighbours added: 29° and 31° are one color to the eye, not two bins apart. */
export function blurHueBins(bins: ArrayLike<number>): Float64Array {
  return Float64Array.from(bins, (v, i) => v + 0.5 * (bins[(i + 11) % 12]! + bins[(i + 1) % 12]!));
}

/** The whole-page look from a stored thumbnail look; null without one. */
export function pageLook(look: ThumbLook | null): PageLook | null {
  if (!look) return null;
  const colors = gridColors(look.page);
  const lab = new Float64Array(colors.length * 3);
  colors.forEach((hex, i) => lab.set(cellOklab(hex), i * 3));
  const n = colors.length;
  let best = 0;
  let bestCount = -1;
  for (let i = 0; i < n; i++) {
    let count = 0;
    for (let j = 0; j < n; j++) if (labDistance(lab, i * 3, lab, j * 3) < 0.06) count++;
    if (count > bestCount) { best = i; bestCount = count; }
  }
  return {
    meanL: look.meanL, dark: look.dark, gray: look.gray, vivid: look.vivid, chroma: look.chroma,
    hues: blurHueBins(look.hues), hueCount: look.hues.filter((h) => h >= 0.01).length,
    // Grey photographs (thumb-look.ts grayPhoto) are photographs too: a black-and-white photo hero is no flat one.
    edges: look.edges, photo: look.photo + (look.grayPhoto ?? 0), length: look.length,
    paint: look.flat ? blurHueBins(look.flat) : null,
    topPhoto: look.topPhoto === undefined ? null : look.topPhoto + (look.topGrayPhoto ?? 0),
    grid: { columns: look.page.columns, rows: look.page.rows, lab },
    dominant: [lab[best * 3]!, lab[best * 3 + 1]!, lab[best * 3 + 2]!], dominantShare: bestCount / n,
  };
}

const near = (x: number, y: number, scale: number): number => Math.max(0, 1 - Math.abs(x - y) / scale);

/** Light or dark over the whole page: its dark share and mean lightness. */
export function pageTone(x: PageLook, y: PageLook): number {
  return 0.6 * near(x.dark, y.dark, 0.5) + 0.4 * near(x.meanL, y.meanL, 0.4);
}

/** Grey or colorful: the neutral and vivid shares and the mean chroma of the whole page. */
export function pageSaturation(x: PageLook, y: PageLook): number {
  return (near(x.gray, y.gray, 0.5) + near(x.vivid, y.vivid, 0.3) + near(x.chroma, y.chroma, 0.08)) / 3;
}

/**
 * Which hues the page shows, by area, and how many: one brand color or many (a colorful page).
 * Two grey pages agree, a grey and a colored one do not.
 */
export function pageHues(x: PageLook, y: PageLook): number {
  if (x.hueCount === 0 || y.hueCount === 0) return x.hueCount === y.hueCount ? 1 : 0.1;
  return 0.8 * cosine(x.hues, y.hues) + 0.2 * near(Math.min(x.hueCount, 5), Math.min(y.hueCount, 5), 4);
}

/**
 * The colors a designer painted (bands, tiles, buttons, headings; not photographs), by hue and by
 * area: the share both pages paint in the same hues over the share either paints (a weighted
 * Jaccard, `PAINT.floor` added to both so that two pages painting next to nothing agree). Unlike
 * the hue bins' cosine (pageHues), it reads amounts: a page of wide crimson bands is unlike a white
 * page with a crimson button, and the warm skin, wood and food tones of photographs do not count.
 * Null when either look predates `flat` (thumb-look.ts). Pure.
 */
export function pagePaint(x: PageLook, y: PageLook): number | null {
  if (!x.paint || !y.paint) return null;
  let lo = 0, hi = 0;
  for (let i = 0; i < 12; i++) {
    lo += Math.min(x.paint[i]!, y.paint[i]!);
    hi += Math.max(x.paint[i]!, y.paint[i]!);
  }
  return (lo + PAINT.floor) / (hi + PAINT.floor);
}

/** `floor`: the painted share (1 % of the page) below which two pages' painted colors hardly tell them apart. */
export const PAINT = { floor: 0.01 };

/**
 * Photo-led or flat, the first split a designer makes: the first viewport's photo share (a photo
 * hero against a text or illustrated hero; 0.5 of it) and the whole page's (photographs down the
 * page against flat tiles). Pure.
 */
export function pageImagery(x: PageLook, y: PageLook): number {
  const top = x.topPhoto === null || y.topPhoto === null ? 0.5 : near(x.topPhoto, y.topPhoto, 0.5);
  return 0.5 * top + 0.5 * near(x.photo, y.photo, 0.3);
}

/** The color covering most of the page. */
export function pageSurface(x: PageLook, y: PageLook): number {
  return Math.exp(-labDistance(x.dominant, 0, y.dominant, 0) / 0.1);
}

/** Photographs or flat fills, dense detail or air, a single screen or a long scroll. */
export function pageTexture(x: PageLook, y: PageLook): number {
  const length = x.length === null || y.length === null ? 0.5 : near(Math.log2(x.length), Math.log2(y.length), 2);
  return 0.45 * near(x.photo, y.photo, 0.4) + 0.3 * near(x.edges, y.edges, 0.12) + 0.25 * length;
}

/** Mean per-cell OKLab closeness of the two whole-page grids. */
export function pageGrid(x: PageLook, y: PageLook): number {
  if (x.grid.columns !== y.grid.columns || x.grid.rows !== y.grid.rows) return 0.5;
  let sum = 0;
  for (let i = 0; i < x.grid.lab.length; i += 3) sum += Math.exp(-labDistance(x.grid.lab, i, y.grid.lab, i) / 0.12);
  return sum / (x.grid.lab.length / 3);
}

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) { dot += a[i]! * b[i]!; na += a[i]! ** 2; nb += b[i]! ** 2; }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
