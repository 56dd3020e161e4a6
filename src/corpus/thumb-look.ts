/**
 * What a designer sees in a whole page thumbnail (issue 11 §2), read once from the image: how
 * much of the page is dark, its mean lightness, how colorful or grey it is, how much is in vivid
 * color and which hue leads, which vivid colors are painted outside photographs (bands, tiles,
 * buttons) and over how much of the page, how photographic or textured it is (the whole page and its
 * first viewport), how long the page runs, a coarse
 * color grid over the whole page and a finer one over its first viewport. Similarity lookup
 * compares these instead of the extraction's viewport screenshot alone, which sees only the first
 * screen and is sometimes taken before the hero painted. Pure.
 *
 * Every image is first brought to the corpus thumbnail's frame — 360 px wide for a 1440 CSS px
 * viewport, at most 1200 px (4800 CSS px) tall — so a corpus JPEG and a caller's full-page PNG are
 * read alike.
 */
import { srgbToOklab } from '../analyze/shared/color.js';
import { cropTop, downscale, type RgbImage } from './thumb-image.js';

export const THUMB_LOOK_VERSION = 1;

/** The corpus thumbnail frame: width px, and the most rows kept (4800 CSS px at 360/1440). */
export const THUMB_WIDTH = 360;
export const THUMB_MAX_HEIGHT = 1200;
/** Rows of the frame the first viewport covers (900 CSS px). */
export const THUMB_VIEWPORT_HEIGHT = 225;

/** `#rrggbb` cells packed into one string, row-major: `columns × rows × 6` hex digits. */
export interface PackedGrid {
  columns: number;
  rows: number;
  hex: string;
}

export interface ThumbLook {
  v: number;
  /** How long the page runs, CSS px (capped at 4800); null when only a viewport was seen. */
  length: number | null;
  /** Mean OKLab lightness 0..1. */
  meanL: number;
  /** Share of the page darker than OKLab L 0.5 (dark sections, dark photos). */
  dark: number;
  /** Share in a neutral (OKLCH chroma < 0.03): white, grey and black. */
  gray: number;
  /** Share in a vivid color (chroma ≥ 0.1). */
  vivid: number;
  /** Mean OKLCH chroma. */
  chroma: number;
  /** Share of colored pixels (chroma ≥ 0.04) per 30° hue bin, 0° first; sums to the colored share. */
  hues: number[];
  /** The leading hue's mean angle (degrees) and its share of the colored pixels; null on a grey page. */
  hue: number | null;
  hueShare: number;
  /** Share of neighbouring pixel pairs with a lightness step ≥ 0.08 (text, rules, detail). */
  edges: number;
  /** Share of 6×6 blocks with many distinct tones (photographs, illustrations, gradients). */
  photo: number;
  /**
   * Painted color: share of the page per 30° hue bin in a vivid color (chroma ≥ 0.08) outside the
   * photographic blocks — the bands, tiles, buttons and headings a designer set, not the skin, wood
   * and sky tones of photographs. Absent in looks stored before it was read.
   */
  flat?: number[];
  /** Share of the first viewport's 6×6 blocks that read as a photograph (a photo hero against a flat or text hero). Absent in older looks. */
  topPhoto?: number;
  /**
   * Share of the page's 6×6 blocks that read as a black-and-white (or faded) photograph and not as
   * one by `photo`: a grey photograph has too few distinct colors for `photo`'s test, so a
   * black-and-white wedding hero read as flat (issue 11 §2, similar). Added to `photo` where a
   * look is compared (similar-page.ts). Absent in looks stored before it was read.
   */
  grayPhoto?: number;
  /** The same within the first viewport (added to `topPhoto`). Absent in older looks. */
  topGrayPhoto?: number;
  /**
   * Where the first view's headline block sits across the page (heroAlignment): the shares of its
   * text rows, headline rows counted thrice, whose text is centered, off to the left, off to the
   * right (0 each on a first view without text). Absent in looks stored before it was read.
   */
  heroCenter?: number;
  heroLeft?: number;
  heroRight?: number;
  /**
   * How much of the half facing the text is picture (photo, illustration, mockup): over the rows
   * whose text sits left, the share of the right half's blocks that are busy; and the mirror. A
   * split hero (text one side, image the other) has much; a plain left-aligned one little.
   */
  heroPictureRight?: number;
  heroPictureLeft?: number;
  /** 6 × 12 mean colors over the whole page, rows spread over its length. */
  page: PackedGrid;
  /** 12 × 8 mean colors over the first viewport. */
  top: PackedGrid;
}

interface Pixels {
  width: number;
  height: number;
  l: Float32Array;
  c: Float32Array;
  h: Float32Array;
  /** 15-bit color key (5 bits per channel). */
  key: Uint16Array;
}

let lut: Float32Array | null = null;

/**
 * OKLCH of every 15-bit color (5 bits per channel, the cell's center), built once with the
 * project's color adapter (culori): a per-pixel conversion of a 400k-pixel page stays a lookup.
 */
function oklchTable(): Float32Array {
  if (lut) return lut;
  lut = new Float32Array(32768 * 3);
  const level = (v: number): number => v * 8 + 4;
  for (let k = 0; k < 32768; k++) {
    const [l, a, b] = srgbToOklab(level(k >> 10), level((k >> 5) & 31), level(k & 31));
    lut[k * 3] = l;
    lut[k * 3 + 1] = Math.hypot(a, b);
    lut[k * 3 + 2] = ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  }
  return lut;
}

function pixels(image: RgbImage): Pixels {
  const table = oklchTable();
  const n = image.width * image.height;
  const out: Pixels = { width: image.width, height: image.height, l: new Float32Array(n), c: new Float32Array(n), h: new Float32Array(n), key: new Uint16Array(n) };
  for (let i = 0; i < n; i++) {
    const k = ((image.data[i * 3]! >> 3) << 10) | ((image.data[i * 3 + 1]! >> 3) << 5) | (image.data[i * 3 + 2]! >> 3);
    out.key[i] = k;
    out.l[i] = table[k * 3]!;
    out.c[i] = table[k * 3 + 1]!;
    out.h[i] = table[k * 3 + 2]!;
  }
  return out;
}

const hexOf = (image: RgbImage): string => Array.from(image.data, (v) => v.toString(16).padStart(2, '0')).join('');

/** The image in the corpus thumbnail's frame: 360 px wide, at most 1200 px tall. */
export function inThumbFrame(image: RgbImage): RgbImage {
  const scaled = image.width > THUMB_WIDTH ? cropTop(image, Math.ceil((THUMB_MAX_HEIGHT * image.width) / THUMB_WIDTH)) : image;
  return cropTop(downscale(scaled, THUMB_WIDTH), THUMB_MAX_HEIGHT);
}

/**
 * The look of a page image. `wholePage` false (a viewport screenshot only) leaves `length` null
 * and reads the statistics off the first viewport.
 */
export function thumbLook(image: RgbImage, o: { wholePage?: boolean } = {}): ThumbLook {
  const frame = inThumbFrame(image);
  const wholePage = o.wholePage ?? true;
  const topImage = cropTop(frame, THUMB_VIEWPORT_HEIGHT);
  // Statistics at half the frame's width: text still shows as edges, a 180 × ≤ 600 raster is quick.
  const p = pixels(downscale(wholePage ? frame : topImage, Math.ceil(frame.width / 2)));
  const n = p.l.length;
  let sumL = 0, dark = 0, gray = 0, vivid = 0, sumC = 0, colored = 0;
  const hues = new Array<number>(12).fill(0);
  const hueX = new Array<number>(12).fill(0);
  const hueY = new Array<number>(12).fill(0);
  for (let i = 0; i < n; i++) {
    const l = p.l[i]!, c = p.c[i]!;
    sumL += l;
    sumC += c;
    if (l < 0.5) dark++;
    if (c < 0.03) gray++;
    if (c >= 0.1) vivid++;
    if (c >= 0.04) {
      const bin = Math.floor((p.h[i]! % 360) / 30);
      hues[bin]!++;
      colored++;
      const rad = (p.h[i]! * Math.PI) / 180;
      hueX[bin]! += Math.cos(rad);
      hueY[bin]! += Math.sin(rad);
    }
  }
  const lead = hues.indexOf(Math.max(...hues));
  // The first viewport's rows in this raster (all of it when only a viewport was read).
  const texture = photoShare(p, wholePage ? Math.round((THUMB_VIEWPORT_HEIGHT * p.width) / frame.width) : p.height);
  const hue = colored > 0 ? ((Math.atan2(hueY[lead]!, hueX[lead]!) * 180) / Math.PI + 360) % 360 : null;
  return {
    v: THUMB_LOOK_VERSION,
    length: wholePage ? Math.round((frame.height * 1440) / frame.width) : null,
    meanL: round(sumL / n), dark: round(dark / n), gray: round(gray / n), vivid: round(vivid / n), chroma: round(sumC / n),
    hues: hues.map((h) => round(h / n)),
    hue: hue === null ? null : Math.round(hue),
    hueShare: colored > 0 ? round(hues[lead]! / colored) : 0,
    edges: round(edgeShare(p)),
    photo: round(texture.photo),
    flat: texture.flat.map(round),
    topPhoto: round(texture.topPhoto),
    grayPhoto: round(texture.grayPhoto),
    topGrayPhoto: round(texture.topGrayPhoto),
    ...roundedAlignment(heroAlignment(frame)),
    page: packed(downscale(frame, 6, 12)),
    top: packed(downscale(topImage, 12, 8)),
  };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const packed = (image: RgbImage): PackedGrid => ({ columns: image.width, rows: image.height, hex: hexOf(image) });

/** Share of right and down neighbour pairs whose lightness differs by 0.08 or more. */
function edgeShare(p: Pixels): number {
  let edges = 0, pairs = 0;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      const i = y * p.width + x;
      if (x + 1 < p.width) { pairs++; if (Math.abs(p.l[i]! - p.l[i + 1]!) >= 0.08) edges++; }
      if (y + 1 < p.height) { pairs++; if (Math.abs(p.l[i]! - p.l[i + p.width]!) >= 0.08) edges++; }
    }
  }
  return pairs ? edges / pairs : 0;
}

/**
 * Share of 6×6 blocks that read as a photograph or an illustration: a spread of lightness over
 * many distinct colors. Flat fills have one color, text on a plain ground two tones and their
 * anti-aliasing (few distinct colors, in one hue); a photo or a gradient has many. Also the share
 * of those blocks within the first `topRows` rows, and the vivid colors of the other blocks by hue
 * bin (`flat`, shares of the page). Blocks of a grey photograph, which fail the distinct-color
 * test, are counted apart (`grayPhoto`, GRAY_PHOTO), so `photo` and `flat` read as before.
 */
function photoShare(p: Pixels, topRows: number): { photo: number; topPhoto: number; flat: number[]; grayPhoto: number; topGrayPhoto: number } {
  const B = 6;
  let blocks = 0, textured = 0, topBlocks = 0, topTextured = 0, gray = 0, topGray = 0;
  const flat = new Array<number>(12).fill(0);
  const seen = new Set<number>();
  const levels = new Map<number, number>();
  for (let by = 0; by + B <= p.height; by += B) {
    for (let bx = 0; bx + B <= p.width; bx += B) {
      blocks++;
      seen.clear();
      levels.clear();
      let s = 0, s2 = 0;
      for (let y = by; y < by + B; y++) {
        for (let x = bx; x < bx + B; x++) {
          const i = y * p.width + x;
          seen.add(p.key[i]!);
          s += p.l[i]!;
          s2 += p.l[i]! ** 2;
          const level = Math.round(p.l[i]! / GRAY_PHOTO.step);
          levels.set(level, (levels.get(level) ?? 0) + 1);
        }
      }
      const mean = s / (B * B);
      const sd = Math.sqrt(Math.max(0, s2 / (B * B) - mean * mean));
      const photo = sd >= 0.02 && seen.size >= 14;
      const grayPhoto = !photo && sd >= 0.02 && seen.size >= GRAY_PHOTO.colors && Math.max(...levels.values()) <= GRAY_PHOTO.modeShare * B * B;
      if (photo) textured++;
      if (grayPhoto) gray++;
      if (by + B <= topRows) {
        topBlocks++;
        if (photo) topTextured++;
        if (grayPhoto) topGray++;
      }
      if (photo) continue;
      for (let y = by; y < by + B; y++) {
        for (let x = bx; x < bx + B; x++) {
          const i = y * p.width + x;
          if (p.c[i]! >= 0.08) flat[Math.floor((p.h[i]! % 360) / 30)]!++;
        }
      }
    }
  }
  const pixelsInBlocks = blocks * B * B;
  return {
    photo: blocks ? textured / blocks : 0,
    topPhoto: topBlocks ? topTextured / topBlocks : 0,
    flat: flat.map((n) => (pixelsInBlocks ? n / pixelsInBlocks : 0)),
    grayPhoto: blocks ? gray / blocks : 0,
    topGrayPhoto: topBlocks ? topGray / topBlocks : 0,
  };
}

/**
 * A block that fails the photograph test for too few distinct colors is still a photograph when
 * its lightness is spread: no level (`step` wide) holds more than `modeShare` of it, among at
 * least `colors` distinct colors. Text on a plain ground is mostly its ground (a third to nine
 * tenths of a block at one level), a grey photograph a smooth spread of tones (a fifth or less):
 * measured on a black-and-white wedding hero beside text-only documentation pages.
 */
export const GRAY_PHOTO = { step: 0.02, modeShare: 0.25, colors: 8 };

export type HeroAlignment = Required<Pick<ThumbLook, 'heroCenter' | 'heroLeft' | 'heroRight' | 'heroPictureRight' | 'heroPictureLeft'>>;

const roundedAlignment = (a: HeroAlignment): HeroAlignment => ({
  heroCenter: round(a.heroCenter), heroLeft: round(a.heroLeft), heroRight: round(a.heroRight), heroPictureRight: round(a.heroPictureRight), heroPictureLeft: round(a.heroPictureLeft),
});

/**
 * Reading the first view's composition (issue 11 §2: "centered headline", "left-aligned", "split
 * hero" are what a designer sees first; the curator's layout label describes the whole page). On
 * the thumbnail frame (360 px wide) between the nav band and the fold (`top`..`bottom` rows):
 * - a 6 × 6 block is text-like when it holds lightness steps of ≥ `step` over a plain ground (one
 *   level holds ≥ `ground` of it), or `boldSteps` steps of ≥ `bold` (white type over a photo);
 *   a block that is not text but has many tones is picture (`pictureColors` distinct colors);
 * - per block row, text blocks at most `gap` blocks apart form a run; the row's strongest run
 *   (most steps) is its text, read at its step-weighted center: centered within `centerTolerance`
 *   of the middle, else left or right. Runs wider than `wideRun` of the frame are photo texture or
 *   rules, not a text block; rows weaker than `weakRow` of the strongest row are stray detail;
 * - the first `headlineRows` text rows count `headlineWeight` times: the headline is what the eye
 *   reads the composition by (a centered title over left-aligned cards reads centered).
 * Set on 62 thumbnails' first views by eye, then checked on 30 others: 26 read right, 2 got no
 * reading, 2 wrong; of those read centered 13 of 13 were, of those read left 12 of 13. "Right" is
 * rarely right (1 of 4 in the first set: sidebars and photo detail right of a centered title), and
 * most split heroes (text one side, a picture the other) read as left or right, not split.
 */
export const HERO_ALIGN = { top: 22, bottom: 200, block: 6, step: 0.12, ground: 0.45, bold: 0.3, boldSteps: 4, pictureColors: 8, gap: 3, minRun: 4, centerTolerance: 0.07, wideRun: 0.8, weakRow: 0.2, headlineRows: 4, headlineWeight: 3, minText: 30 };

/** Text blocks of one block row at most HERO_ALIGN.gap apart: first and last column, summed steps, steps × column. */
interface TextRun { from: number; to: number; strength: number; moment: number }

/** Where the first view's text sits across the frame, and what faces it (HERO_ALIGN). Pure. */
export function heroAlignment(frame: RgbImage): HeroAlignment {
  const A = HERO_ALIGN, B = A.block;
  const none: HeroAlignment = { heroCenter: 0, heroLeft: 0, heroRight: 0, heroPictureRight: 0, heroPictureLeft: 0 };
  const p = pixels(cropTop(frame, A.bottom));
  const cols = Math.floor(p.width / B);
  if (cols < 4) return none;
  const levels = new Map<number, number>();
  const keys = new Set<number>();
  const runs: { strength: number; center: number; picture: boolean[] }[] = [];
  for (let by = A.top; by + B <= p.height; by += B) {
    const text = new Array<number>(cols).fill(0);
    const picture = new Array<boolean>(cols).fill(false);
    for (let cx = 0; cx < cols; cx++) {
      levels.clear();
      keys.clear();
      let steps = 0, boldSteps = 0, s = 0, s2 = 0;
      for (let y = by; y < by + B; y++) {
        for (let x = cx * B; x < cx * B + B; x++) {
          const i = y * p.width + x, l = p.l[i]!;
          s += l;
          s2 += l * l;
          keys.add(p.key[i]!);
          const level = Math.round(l / 0.05);
          levels.set(level, (levels.get(level) ?? 0) + 1);
          for (const j of [x + 1 < cx * B + B ? i + 1 : -1, y + 1 < by + B ? i + p.width : -1]) {
            if (j < 0) continue;
            const d = Math.abs(l - p.l[j]!);
            if (d >= A.step) steps++;
            if (d >= A.bold) boldSteps++;
          }
        }
      }
      const mean = s / (B * B);
      const sd = Math.sqrt(Math.max(0, s2 / (B * B) - mean * mean));
      if ((steps >= 2 && Math.max(...levels.values()) >= A.ground * B * B) || boldSteps >= A.boldSteps) text[cx] = steps;
      else if (sd >= 0.02 && keys.size >= A.pictureColors) picture[cx] = true;
    }
    // The row's strongest run of text blocks.
    let best = null as TextRun | null;
    let run = null as TextRun | null;
    let gap = 0;
    for (let c = 0; c <= cols; c++) {
      const t = c < cols ? text[c]! : 0;
      if (t > 0) {
        if (run && gap <= A.gap) { run.to = c; run.strength += t; run.moment += t * (c + 0.5); } else run = { from: c, to: c, strength: t, moment: t * (c + 0.5) };
        gap = 0;
      } else gap++;
      if (run && (gap > A.gap || c === cols)) {
        if (!best || run.strength > best.strength) best = run;
        if (gap > A.gap) run = null;
      }
    }
    if (!best || best.strength < A.minRun || (best.to - best.from + 1) / cols > A.wideRun) continue;
    runs.push({ strength: best.strength, center: best.moment / best.strength / cols, picture });
  }
  const strongest = Math.max(0, ...runs.map((r) => r.strength));
  let center = 0, left = 0, right = 0, total = 0, pictureRight = 0, pictureLeft = 0, textLeft = 0, textRight = 0, counted = 0;
  const half = Math.floor(cols / 2);
  const busyShare = (cells: readonly boolean[]): number => cells.filter(Boolean).length / cells.length;
  for (const r of runs) {
    if (r.strength < A.weakRow * strongest) continue;
    const weight = r.strength * (counted++ < A.headlineRows ? A.headlineWeight : 1);
    total += weight;
    if (Math.abs(r.center - 0.5) <= A.centerTolerance) center += weight;
    else if (r.center < 0.5) left += weight;
    else right += weight;
    if (r.center < 0.5) { pictureRight += busyShare(r.picture.slice(half)) * weight; textLeft += weight; } else { pictureLeft += busyShare(r.picture.slice(0, half)) * weight; textRight += weight; }
  }
  if (total < A.minText) return none;
  return { heroCenter: center / total, heroLeft: left / total, heroRight: right / total, heroPictureRight: textLeft ? pictureRight / textLeft : 0, heroPictureLeft: textRight ? pictureLeft / textRight : 0 };
}

/** The first view's composition as a designer names it, from its alignment (HERO_ALIGN), or null (no text, or no one reading). */
export function heroComposition(a: Partial<HeroAlignment>): 'centered' | 'left' | 'right' | 'split_left' | 'split_right' | null {
  const c = a.heroCenter ?? 0, l = a.heroLeft ?? 0, r = a.heroRight ?? 0;
  const lead = Math.max(c, l, r);
  if (lead < 0.45) return null;
  if (lead === c) return 'centered';
  if (lead === l) return (a.heroPictureRight ?? 0) >= 0.4 ? 'split_left' : 'left';
  return (a.heroPictureLeft ?? 0) >= 0.4 ? 'split_right' : 'right';
}

/** The cells of a packed grid as `#rrggbb`. */
export function gridColors(grid: PackedGrid): string[] {
  return Array.from({ length: grid.columns * grid.rows }, (_, i) => `#${grid.hex.slice(i * 6, i * 6 + 6)}`);
}

/** One grid cell (`#rrggbb`, as gridColors gives it) in OKLab. */
export function cellOklab(hex: string): [number, number, number] {
  return srgbToOklab(parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16));
}
