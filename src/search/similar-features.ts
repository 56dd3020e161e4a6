/**
 * What similarity lookup (spec §4.10) reads off one page: the features a designer sees first in a
 * thumbnail (issue 11 §2) — overall light or dark and the dominant surface color, how saturated
 * the first viewport is, the type personality (serif, sans, display, mono), the layout (photo-led
 * hero, dense grid, dashboard chrome, single column), whether it is an entry page or an inner page —
 * plus the measured palette, shape and the identity paragraph's embedding. Pure.
 *
 * The first viewport is read from a 12×8 color grid: the corpus thumbnail's (corpus/thumbs.json),
 * else the one every corpus card keeps from its extraction's viewport screenshot (and that a
 * caller's screenshot yields the same way), so a caller's extraction and a corpus page are read
 * alike. The whole page is similar-page.ts.
 */
import { parseColor } from '../analyze/shared/color.js';
import { cropTop, decodePng } from '../corpus/thumb-image.js';
import { colorGrid, type ColorGrid } from '../corpus/thumbnail.js';
import { gridColors, type ThumbLook } from '../corpus/thumb-look.js';
import { siblingKind } from '../corpus/page-list.js';
import { seedPageType } from '../corpus/seed-labels.js';
import type { CorpusEntry } from './corpus-entry.js';
import type { DesignMeasures } from './deep-facets.js';
import { blurHueBins, labDistance, pageLook, toOklab, type Lab, type PageLook } from './similar-page.js';
import { LAYOUTS } from './vocabulary.js';

export { labDistance, toOklab, type Lab } from './similar-page.js';


/** The first viewport as the eye reads it, from the color grid. */
export interface ViewportLook {
  columns: number;
  rows: number;
  /** OKLab per cell, row-major. */
  lab: Float64Array;
  /** Mean OKLab lightness of the viewport. */
  meanL: number;
  /** Share of cells in a saturated color (OKLCH chroma ≥ 0.08). */
  vivid: number;
  /** The color covering most of the viewport (cells merged when within ΔE 0.06), and its share. */
  dominant: Lab;
  dominantShare: number;
  /** Mean lightness per row, top to bottom: a dark hero over a white page reads dark-then-light. */
  rowL: Float64Array;
  /** Lightness spread across cells: a photo or busy hero varies, a flat band does not. */
  texture: number;
  /** 0..1: a left column that differs from the content beside it down the whole viewport (admin chrome). */
  sidebar: number;
  /**
   * Share of the viewport's cells per 30° hue bin (cells with OKLCH chroma ≥ 0.04, weighted by
   * chroma up to 0.12), each bin blurred into its neighbours: the hero's color as the eye meets it.
   */
  hues: Float64Array;
  /** Share of the viewport's cells in a color (chroma ≥ 0.04). */
  colored: number;
}

export interface SimilarityFeatures {
  primary: Lab | null;
  /**
   * The page's second brand color: the first chromatic palette color (OKLCH chroma ≥ 0.06) after
   * the primary and unlike it. Sibling pages of one site often swap which of their two brand colors
   * the extraction reads as primary (a hospital's blue on its homepage, its lighter blue on the
   * services page); null when the page has none.
   */
  accent: Lab | null;
  background: Lab | null;
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
  /** The first viewport read off the grid; null without a screenshot. */
  viewport: ViewportLook | null;
  /** The whole page read off its thumbnail (similar-page.ts); null without one. */
  page: PageLook | null;
  identity: Float32Array | null;
  /** The look as labelled (by eye for corpus pages, from the analysis otherwise): theme, hues, moods, layouts. */
  look: { theme: string | null; hues: Set<string>; moods: Set<string>; layouts: Set<string> } | null;
  /**
   * What kind of screen it is: an app screen (admin dashboard chrome), an entry page that opens on
   * the site's hero (home, landing, portfolio), or an inner page under the site's header (about,
   * blog, pricing…); null when unknown.
   */
  kind: PageKind | null;
  /**
   * The labelled page type (homepage, blog, about, team…); null when unknown. Among inner pages it
   * tells the layout under the shared site header: a blog list, a team grid, a contact form.
   */
  pageType: string | null;
}

/** Rows of the first viewport the thumbnail grid covers, and its columns (as corpus cards store it). */
const GRID_VIEWPORT_PX = 900;
const GRID_COLUMNS = 12;

export type PageKind = 'app' | 'entry' | 'inner';

/**
 * Whether a URL is its site's root page — the last path segment empty or an index file (`/`,
 * `/index.html`, `/shop/`) — or an inner page (`/menu.html`, `/portfolio`); null without a URL
 * that parses. Pure.
 */
export function siteRoot(url: string | null | undefined): boolean | null {
  const path = pathOf(url);
  return path === null ? null : rootName(path.slice(path.lastIndexOf('/') + 1));
}

/** The path of a URL that parses, else null. */
function pathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** A last path segment that names no page of its own: none (`/`, `/shop/`) or an index file. */
const rootName = (segment: string): boolean => segment === '' || /^index\.[a-z]+$/i.test(segment);

/** Roles (page-list.ts `siblingKind`) whose pages open on a hero of their own wherever they live. */
const ENTRY_ROLES = new Set(['landing', 'features']);

/**
 * The kind of a page nobody labelled (a caller's extraction) from its address alone: a page named
 * for a role the corpus knows (`about.html`, `/pricing/`, `blog-single.html`, `contact-us`) is an
 * inner page of that type, the way the corpus's own pages were first typed (seed-labels.ts); else a
 * site's root page (`/`, `/index.html`, a folder) is its entry page; any other name is unknown.
 * Read so (after `pageKind`'s measures, which tell admin screens), the corpus's own pages get their
 * hand-labelled kind 718 times in 750; the misses are mostly blog front pages at a site's root. Pure.
 */
export function urlPageKind(url: string | null | undefined): { kind: PageKind | null; pageType: string | null } {
  const path = pathOf(url);
  if (path === null) return { kind: null, pageType: null };
  // The last named segment names the page, a file or a folder: `/about.html` and `/about/` alike
  // (real sites serve their inner pages as folders); `/blog/index.html` is its folder's root.
  const name = path.split('/').filter(Boolean).at(-1) ?? '';
  const role = rootName(name) ? null : siblingKind(name.replace(/\.[a-z0-9]+$/i, ''));
  if (role !== null) return { kind: ENTRY_ROLES.has(role) ? 'entry' : 'inner', pageType: seedPageType(role) };
  return rootName(path.slice(path.lastIndexOf('/') + 1)) ? { kind: 'entry', pageType: 'homepage' } : { kind: null, pageType: null };
}

/** Page types whose pages open on the site's hero; the others are inner pages under the site's header. */
const ENTRY_PAGE_TYPES = new Set(['homepage', 'landing_page', 'portfolio', 'product', 'features']);

/** Entry page types that also name a section of a site: a portfolio site or its portfolio grid, a product's site or a product's page. */
const SECTION_PAGE_TYPES = new Set(['portfolio', 'product']);

/**
 * The page's kind: from its labelled page type where it has one (a `product` page laid out as a
 * dense grid of cards is an app screen: the corpus labels admin dashboards so), else only an app screen is recognised, by its
 * measures — a sidebar down the first viewport over a dense grid of cards, or a dense card grid of
 * unequal panels.
 */
export function pageKind(
  labels: { page_type: string; layouts: readonly string[]; moods: readonly string[] } | null,
  layoutScores: DesignMeasures['layoutScores'],
  view: ViewportLook | null,
  root: boolean | null = null,
): PageKind | null {
  // A dashboard's layout leads with a dense grid of cards; a shop's product page is also `product`
  // (and may be dense somewhere) but leads with a photo column or a flush text column.
  const cards = labels ? labels.layouts.slice(0, 2).includes('dense_packed') && labels.layouts.includes('card_based') : false;
  if (labels?.page_type) {
    if (labels.page_type === 'product' && cards) return 'app';
    // A type that names both a whole site and a section of one (SECTION_PAGE_TYPES), below the
    // site's root (siteRoot false), is that section under the site's header, not the page that
    // opens on its hero: a portfolio grid, a restaurant's menu, a product's detail page (issue 11
    // §2: a menu page drew a photo-hero homepage's neighbours). A homepage or landing page is one
    // wherever it lives (/home.html, /examples/landing.html).
    if (SECTION_PAGE_TYPES.has(labels.page_type) && root === false) return 'inner';
    return ENTRY_PAGE_TYPES.has(labels.page_type) ? 'entry' : 'inner';
  }
  const dense = layoutScores.dense_packed ?? 0;
  const cardGrid = layoutScores.card_based ?? 0;
  // A sidebar over a dense grid of cards; or, with a white sidebar the grid cannot tell from the
  // page, a dense card grid that also breaks into panels of unequal widths (charts beside tables).
  const chrome = (view?.sidebar ?? 0) >= 0.9 && dense >= 0.6 && cardGrid >= 0.5;
  const panels = dense >= 0.7 && cardGrid >= 0.5 && (layoutScores.asymmetric_broken_grid ?? 0) >= 0.45;
  return chrome || panels ? 'app' : null;
}


export function colorSignature(m: DesignMeasures): Float64Array {
  const bins = new Float64Array(15);
  for (const p of m.palette) {
    if (p.c >= 0.045) bins[Math.floor((((p.h % 360) + 360) % 360) / 30)]! += p.weight * Math.min(1, p.c / 0.15);
    else bins[12 + (p.l < 0.35 ? 0 : p.l < 0.75 ? 1 : 2)]! += p.weight;
  }
  const norm = Math.hypot(...bins) || 1;
  return bins.map((b) => b / norm);
}

/** The first chromatic palette color after the primary and unlike it (ΔE ≥ 0.03), in OKLab; null when none. Pure. */
export function secondBrandColor(m: Pick<DesignMeasures, 'primary' | 'palette'>): Lab | null {
  const primary = toOklab(m.primary);
  for (const p of m.palette) {
    if (p.c < 0.06) continue;
    const lab = toOklab(p)!;
    if (!primary || labDistance(lab, 0, primary, 0) >= 0.03) return lab;
  }
  return null;
}

const logRadius = (r: number | null): number | null => (r === null ? null : Math.log2(1 + Math.min(r, 999)) / Math.log2(1000));


/** The first viewport's look from its color grid; null when there is no grid. */
export function viewportLook(grid: ColorGrid | null): ViewportLook | null {
  if (!grid || grid.colors.length === 0 || grid.colors.length !== grid.columns * grid.rows) return null;
  const { columns, rows } = grid;
  const n = columns * rows;
  const lab = new Float64Array(n * 3);
  let sumL = 0;
  let vivid = 0;
  let colored = 0;
  const bins = new Float64Array(12);
  grid.colors.forEach((hex, i) => {
    const c = parseColor(hex)?.oklch ?? { l: 0, c: 0, h: 0 };
    lab.set(toOklab(c)!, i * 3);
    sumL += c.l;
    if (c.c >= 0.08) vivid++;
    if (c.c >= 0.04) {
      colored++;
      bins[Math.floor((((c.h % 360) + 360) % 360) / 30) % 12]! += Math.min(1, c.c / 0.12) / n;
    }
  });
  const hues = blurHueBins(bins);
  const meanL = sumL / n;
  const texture = Math.sqrt(Array.from({ length: n }, (_, i) => (lab[i * 3]! - meanL) ** 2).reduce((a, b) => a + b, 0) / n);
  // Dominant color: the cell with the most cells near it.
  let best = 0;
  let bestCount = -1;
  const near2 = 0.06 ** 2;
  for (let i = 0; i < n; i++) {
    let count = 0;
    for (let j = 0; j < n; j++) {
      const dl = lab[i * 3]! - lab[j * 3]!, da = lab[i * 3 + 1]! - lab[j * 3 + 1]!, db = lab[i * 3 + 2]! - lab[j * 3 + 2]!;
      if (dl * dl + da * da + db * db < near2) count++;
    }
    if (count > bestCount) { best = i; bestCount = count; }
  }
  const rowL = Float64Array.from({ length: rows }, (_, r) => {
    let s = 0;
    for (let c = 0; c < columns; c++) s += lab[(r * columns + c) * 3]!;
    return s / columns;
  });
  return {
    columns, rows, lab, meanL, vivid: vivid / n, texture,
    dominant: [lab[best * 3]!, lab[best * 3 + 1]!, lab[best * 3 + 2]!], dominantShare: bestCount / n,
    rowL, sidebar: sidebarScore(lab, columns, rows), hues, colored: colored / n,
  };
}

/**
 * 0..1: how much the first column (or two) reads as a sidebar — even from top to bottom, unlike
 * the content to its right. Admin dashboards carry one; a photo hero or a centered page does not.
 */
function sidebarScore(lab: Float64Array, columns: number, rows: number): number {
  if (columns < 6 || rows < 4) return 0;
  let best = 0;
  for (const width of [1, 2]) {
    let contrast = 0;
    let unevenness = 0;
    const strip: number[][] = [];
    for (let r = 1; r < rows; r++) {
      const left = [0, 0, 0];
      for (let c = 0; c < width; c++) for (let k = 0; k < 3; k++) left[k]! += lab[(r * columns + c) * 3 + k]! / width;
      const right = [0, 0, 0];
      const from = width + 1;
      for (let c = from; c < columns; c++) for (let k = 0; k < 3; k++) right[k]! += lab[(r * columns + c) * 3 + k]! / (columns - from);
      contrast += Math.hypot(left[0]! - right[0]!, left[1]! - right[1]!, left[2]! - right[2]!);
      strip.push(left);
    }
    const mean = [0, 1, 2].map((k) => strip.reduce((s, x) => s + x[k]!, 0) / strip.length);
    for (const x of strip) unevenness += Math.hypot(x[0]! - mean[0]!, x[1]! - mean[1]!, x[2]! - mean[2]!);
    contrast /= rows - 1;
    unevenness /= rows - 1;
    best = Math.max(best, Math.min(1, Math.max(0, contrast - 2 * unevenness) / 0.25));
  }
  return best;
}

/**
 * A blank first viewport on an entry page whose look is photographic: its hero (a background
 * photo, a slider) had not painted when the viewport was captured — the thumbnail shows it — so the
 * grid says nothing about the page and is left out rather than read as a white page.
 */
export function unpainted(view: ViewportLook | null, kind: PageKind | null, moods: readonly string[]): boolean {
  return view !== null && kind === 'entry' && moods.includes('photographic') && view.texture < 0.03 && view.dominantShare > 0.85;
}

/** The color grid of a PNG screenshot's first viewport, the way corpus thumbnails are made. */
export function screenshotGrid(png: Buffer): ColorGrid {
  return colorGrid(cropTop(decodePng(png), GRID_VIEWPORT_PX), GRID_COLUMNS);
}

/** What a page's features are read from: its measures and labels, and its screenshots as read. */
export type FeatureSource = Pick<CorpusEntry, 'measures' | 'thumbnail'> & {
  facets?: CorpusEntry['facets'];
  /** The whole-page look (corpus/thumbs.json, or a caller's screenshot); its first-viewport grid wins over `thumbnail`. */
  look?: ThumbLook | null;
  /** The page's URL: whether it is the site's root page (siteRoot) tells an entry page from a section below it. */
  url?: string | null;
};

export function featuresOf(entry: FeatureSource, identity: Float32Array | null): SimilarityFeatures {
  const m = entry.measures;
  const f = entry.facets;
  // The thumbnail's first viewport (taken by corpus build once the page settled) over the
  // extraction's viewport grid, which is sometimes shot before the hero painted.
  const grid = entry.look ? { columns: entry.look.top.columns, rows: entry.look.top.rows, colors: gridColors(entry.look.top) } : entry.thumbnail;
  const view = viewportLook(grid); // read once: its dominant color compares every cell with every other
  // A page with a labelled type is typed by it; one without (a caller's page) by its measures (an
  // admin screen), else by its address (urlPageKind).
  const measured = pageKind(f ?? null, m.layoutScores, view, siteRoot(entry.url));
  const fromUrl = f?.page_type || measured !== null ? null : urlPageKind(entry.url);
  const kind = measured ?? fromUrl?.kind ?? null;
  const viewport = unpainted(view, kind, f?.moods ?? []) ? null : view;
  return {
    primary: toOklab(m.primary),
    accent: secondBrandColor(m),
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
    viewport,
    page: pageLook(entry.look ?? null),
    identity,
    look: f ? { theme: f.theme, hues: new Set(f.lookHues ?? f.hues), moods: new Set(f.moods), layouts: new Set(f.layouts.slice(0, 2)) } : null,
    kind,
    pageType: f?.page_type || fromUrl?.pageType || null,
  };
}
