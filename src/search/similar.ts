/**
 * Similarity lookup (spec §4.10): corpus brands that look like one of the caller's extractions.
 *
 * Each page becomes a feature set in blocks — palette (OKLab of primary and canvas, and a
 * color-area signature: the share of the palette each hue/lightness bin covers), typography
 * (heading and body character, family names), shape (corner radii, shadows, borders, gradients,
 * glass), layout (the eight layout scores), a thumbnail (the first viewport's 12×8 grid of mean
 * colors, compared cell by cell in OKLab), and the identity paragraph's embedding. The score is a
 * weighted sum of per-block similarities (a block missing on either side counts as neutral 0.5);
 * results are closest first, with match and reason null. The submission's own URL is left out
 * (it would trivially match itself).
 */
import { parseColor } from '../analyze/shared/color.js';
import { cropTop, decodePng } from '../corpus/png.js';
import { colorGrid, type ColorGrid } from '../corpus/thumbnail.js';
import { entryFromDesignSystem, type CorpusEntry } from './corpus-entry.js';
import type { DesignMeasures, Oklch } from './deep-facets.js';
import type { DesignSystemLike } from './design-facets.js';
import type { LoadedCorpus } from './search.js';
import { LAYOUTS } from './vocabulary.js';

export interface SimilarityFeatures {
  primary: [number, number, number] | null;
  background: [number, number, number] | null;
  /** Color-area signature: 12 hue bins (chromatic) + 3 lightness bins (neutral), unit length. */
  signature: Float64Array;
  heading: string | null;
  body: string | null;
  families: Set<string>;
  /** log-scaled corner radii 0..1 (button, card). */
  radius: [number | null, number | null];
  shadow: string | null;
  borderWidth: number;
  gradients: boolean;
  glass: boolean;
  layout: Float64Array;
  /** The thumbnail grid in OKLab, row-major; null without a screenshot. */
  thumbnail: { columns: number; rows: number; lab: Float64Array } | null;
  identity: Float32Array | null;
  /** The look as labelled (by eye for corpus pages, from the analysis otherwise): theme, hues, moods. */
  look: { theme: string | null; hues: Set<string>; moods: Set<string> } | null;
}

export interface SimilarityIndex {
  features: SimilarityFeatures[];
}

/**
 * Block weights (sum 1). Judged by eye on 20 pages (eval/search/similar.json), what makes two
 * thumbnails look alike is first what the eye labels (light or dark, the hues seen, photo-led or
 * illustrated, minimal or dense) and the first viewport's color layout; type families and radii are
 * too small to see at that scale.
 */
export const SIMILARITY_WEIGHTS = { palette: 0.2, typography: 0.05, shape: 0.05, layout: 0.1, thumbnail: 0.25, identity: 0.1, look: 0.25 };

/** Rows of the first viewport the thumbnail grid covers, and its columns (as corpus cards store it). */
const GRID_VIEWPORT_PX = 900;
const GRID_COLUMNS = 12;

const toOklab = (c: Oklch | null): [number, number, number] | null => {
  if (!c) return null;
  const rad = (c.h * Math.PI) / 180;
  return [c.l, c.c * Math.cos(rad), c.c * Math.sin(rad)];
};

export function colorSignature(m: DesignMeasures): Float64Array {
  const bins = new Float64Array(15);
  for (const p of m.palette) {
    if (p.c >= 0.045) bins[Math.floor((((p.h % 360) + 360) % 360) / 30)]! += p.weight * Math.min(1, p.c / 0.15);
    else bins[12 + (p.l < 0.35 ? 0 : p.l < 0.75 ? 1 : 2)]! += p.weight;
  }
  const norm = Math.hypot(...bins) || 1;
  return bins.map((b) => b / norm);
}

const logRadius = (r: number | null): number | null => (r === null ? null : Math.log2(1 + Math.min(r, 999)) / Math.log2(1000));

function gridLab(grid: ColorGrid | null): SimilarityFeatures['thumbnail'] {
  if (!grid || grid.colors.length !== grid.columns * grid.rows) return null;
  const lab = new Float64Array(grid.colors.length * 3);
  grid.colors.forEach((hex, i) => {
    const c = parseColor(hex)?.oklch ?? { l: 0, c: 0, h: 0 };
    lab.set(toOklab(c)!, i * 3);
  });
  return { columns: grid.columns, rows: grid.rows, lab };
}

/** The color grid of a PNG screenshot's first viewport, the way corpus thumbnails are made. */
export function screenshotGrid(png: Buffer): ColorGrid {
  return colorGrid(cropTop(decodePng(png), GRID_VIEWPORT_PX), GRID_COLUMNS);
}

export function featuresOf(entry: Pick<CorpusEntry, 'measures' | 'thumbnail'> & { facets?: CorpusEntry['facets'] }, identity: Float32Array | null): SimilarityFeatures {
  const m = entry.measures;
  const f = entry.facets;
  return {
    primary: toOklab(m.primary),
    background: toOklab(m.background),
    signature: colorSignature(m),
    heading: m.heading,
    body: m.body,
    families: new Set(m.families.map((f) => f.toLowerCase())),
    radius: [logRadius(m.radius.button), logRadius(m.radius.card)],
    shadow: m.shadow,
    borderWidth: m.borderWidth ?? 1,
    gradients: m.gradients,
    glass: m.glass,
    layout: Float64Array.from(LAYOUTS, (l) => m.layoutScores[l] ?? 0),
    thumbnail: gridLab(entry.thumbnail),
    identity,
    look: f ? { theme: f.theme, hues: new Set(f.lookHues ?? f.hues), moods: new Set(f.moods) } : null,
  };
}

const jaccard = (a: Set<string>, b: Set<string>): number => {
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 1 : [...a].filter((x) => b.has(x)).length / union;
};

/** Light or dark alike, the same hues seen, the same moods (photographic, illustrated, minimal…); 0.5 when either is unknown. */
function lookSimilarity(a: SimilarityFeatures, b: SimilarityFeatures): number {
  if (!a.look || !b.look) return 0.5;
  const theme = a.look.theme === null || b.look.theme === null ? 0.5 : a.look.theme === b.look.theme ? 1 : 0;
  const moods = a.look.moods.size === 0 || b.look.moods.size === 0 ? 0.5 : jaccard(a.look.moods, b.look.moods);
  return 0.4 * theme + 0.35 * jaccard(a.look.hues, b.look.hues) + 0.25 * moods;
}

const dist = (a: number[], b: number[]): number => Math.hypot(...a.map((x, i) => x - b[i]!));
const cosine = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
  let dotp = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) { dotp += a[i]! * b[i]!; na += a[i]! ** 2; nb += b[i]! ** 2; }
  return na === 0 || nb === 0 ? 0 : dotp / Math.sqrt(na * nb);
};
const same = (a: unknown, b: unknown): number => (a === null || b === null ? 0.5 : a === b ? 1 : 0);

/** 0..1 similarity of two pages. */
export function similarity(a: SimilarityFeatures, b: SimilarityFeatures): number {
  const colorSim = (x: number[] | null, y: number[] | null, scale: number): number => (x && y ? Math.exp(-dist(x, y) / scale) : 0.5);
  const palette = 0.35 * colorSim(a.primary, b.primary, 0.08) + 0.35 * colorSim(a.background, b.background, 0.1) + 0.3 * Math.max(0, cosine(a.signature, b.signature));
  const union = new Set([...a.families, ...b.families]).size;
  const shared = [...a.families].filter((f) => b.families.has(f)).length;
  const typography = 0.3 * same(a.heading, b.heading) + 0.2 * same(a.body, b.body) + 0.5 * (union ? shared / union : 0.5);
  const radius = a.radius.map((r, i) => (r === null || b.radius[i] === null ? 0.5 : 1 - Math.abs(r - b.radius[i]!)));
  const shape = 0.25 * radius[0]! + 0.2 * radius[1]! + 0.2 * same(a.shadow, b.shadow) + 0.15 * (1 - Math.min(1, Math.abs(a.borderWidth - b.borderWidth) / 2))
    + 0.1 * (a.gradients === b.gradients ? 1 : 0) + 0.1 * (a.glass === b.glass ? 1 : 0);
  const layout = Math.max(0, cosine(a.layout, b.layout));
  const identity = a.identity && b.identity ? Math.max(0, cosine(a.identity, b.identity)) : 0.5;
  const w = SIMILARITY_WEIGHTS;
  return w.palette * palette + w.typography * typography + w.shape * shape + w.layout * layout + w.thumbnail * thumbnailSimilarity(a, b)
    + w.identity * identity + w.look * lookSimilarity(a, b);
}

/** Mean per-cell OKLab closeness of two thumbnail grids of the same shape; 0.5 when either is missing. */
function thumbnailSimilarity(a: SimilarityFeatures, b: SimilarityFeatures): number {
  const x = a.thumbnail;
  const y = b.thumbnail;
  if (!x || !y || x.columns !== y.columns || x.rows !== y.rows) return 0.5;
  let sum = 0;
  for (let i = 0; i < x.lab.length; i += 3) {
    sum += Math.exp(-Math.hypot(x.lab[i]! - y.lab[i]!, x.lab[i + 1]! - y.lab[i + 1]!, x.lab[i + 2]! - y.lab[i + 2]!) / 0.12);
  }
  return sum / (x.lab.length / 3);
}

function index(corpus: LoadedCorpus): SimilarityIndex {
  corpus.similarity ??= { features: corpus.entries.map((e, i) => featuresOf(e, corpus.vectors[i] ?? null)) };
  return corpus.similarity;
}

const normalizeUrl = (url: string): string => url.replace(/#.*$/, '').replace(/\/(index\.html?)?$/, '').toLowerCase();

/** What a lookup starts from: a design system (and its screenshot), or ready features (evaluation). */
export type SimilarQuery =
  | { designSystem: DesignSystemLike; screenshotPng?: Buffer | null }
  | { measures: CorpusEntry['measures']; thumbnail: ColorGrid | null; identity: Float32Array | null; facets?: CorpusEntry['facets'] };

async function queryFeatures(corpus: LoadedCorpus, query: SimilarQuery): Promise<SimilarityFeatures> {
  if (!('designSystem' in query)) return featuresOf(query, query.identity);
  const entry = entryFromDesignSystem('query', '', { brand_name: null, industry: '', page_type: '' }, query.designSystem);
  // A screenshot that cannot be decoded only loses the thumbnail block.
  let thumbnail: ColorGrid | null = null;
  if (query.screenshotPng) {
    try {
      thumbnail = screenshotGrid(query.screenshotPng);
    } catch {
      thumbnail = null;
    }
  }
  const [identity] = entry.card.identity_paragraph ? await corpus.embedder.embed([entry.card.identity_paragraph]) : [null];
  return featuresOf({ measures: entry.measures, thumbnail, facets: entry.facets }, identity ?? null);
}

/**
 * Corpus entries closest to the query, closest first, one page per visual identity (issue 11 §2:
 * the sibling pages of one template — its about, blog and pricing pages — look alike and would
 * otherwise crowd other brands out of the list; the closest page of each identity stands for it).
 */
export async function similarEntries(
  corpus: LoadedCorpus,
  query: SimilarQuery,
  o: { limit: number; excludeUrl?: string },
): Promise<{ entry: CorpusEntry; score: number }[]> {
  const features = await queryFeatures(corpus, query);
  const exclude = o.excludeUrl ? normalizeUrl(o.excludeUrl) : null;
  const { features: all } = index(corpus);
  const ranked = corpus.entries
    .map((entry, i) => ({ entry, score: similarity(features, all[i]!), i }))
    .filter(({ entry }) => exclude === null || normalizeUrl(entry.card.url) !== exclude)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  return onePerIdentity(ranked, o.limit).map(({ entry, score }) => ({ entry, score }));
}

/** The first `limit` items whose identity has not appeared before them. Pure. */
export function onePerIdentity<T extends { entry: Pick<CorpusEntry, 'identity'> }>(ranked: readonly T[], limit: number): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of ranked) {
    if (out.length >= limit) break;
    if (seen.has(item.entry.identity)) continue;
    seen.add(item.entry.identity);
    out.push(item);
  }
  return out;
}
