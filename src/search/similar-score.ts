/**
 * How alike two pages look (spec §4.10 similarity lookup; issue 11 §2: judged by eye on
 * thumbnails). Each block scores 0..1 — 0.5 when either side lacks what it reads — and the score
 * is their weighted sum. Pure.
 */
import { hueAngleGap } from '../analyze/shared/color.js';
import { labDistance, type Lab, type SimilarityFeatures, type ViewportLook } from './similar-features.js';
import { pageGrid, pageHues, pageImagery, pagePaint, pageSaturation, pageSurface, pageTexture, pageTone } from './similar-page.js';
import { HUE_ANGLES, type Hue } from './vocabulary.js';

export type SimilarityBlock = 'tone' | 'surface' | 'palette' | 'saturation' | 'typography' | 'layout' | 'kind' | 'mood' | 'grid' | 'shape' | 'identity' | 'brand' | 'imagery' | 'paint';

/**
 * Block weights (sum 1). What a designer sees first in a thumbnail leads: the palette (hues seen,
 * over the whole page and over the first viewport), one brand (brand color and type families
 * together), light or dark, the moods (photo-led, illustrated, minimal, dense…), the layout, the
 * kind of screen and the color grid; the painted colors by area (pagePaint: crimson bands are not a
 * crimson button, photographs' warm tones are no palette) and photo-led against flat (pageImagery)
 * beside them; surface, saturation and type personality follow (serif against
 * sans, typePersonality), corner radii and shadows are too small to see. Set by eye on the 20
 * pages of eval/search/similar.json (every result in a top 6 judged; the order of every judged
 * pair), checked against the same-brand rate (issue 4 §5) and the properties of
 * test/search/similar-look.test.ts.
 */
export const SIMILARITY_WEIGHTS: Readonly<Record<SimilarityBlock, number>> = {
  tone: 0.104, surface: 0.035, palette: 0.163, saturation: 0.031, typography: 0.038, layout: 0.074, kind: 0.074, mood: 0.077, grid: 0.064, shape: 0.012, identity: 0.058, brand: 0.135,
  paint: 0.077, imagery: 0.058,
};

/**
 * Within blocks, the share the whole page (its thumbnail, similar-page.ts) takes beside the first
 * viewport and the labels, when both pages have one; in the palette, `view` is the share of the
 * first viewport's own hues (viewHues: a teal hero band is not a white hero with teal buttons).
 */
export const MIX = {
  tone: { theme: 0.7, view: 0.15, page: 0.15 },
  surface: { view: 0.4, canvas: 0.3, page: 0.3 },
  palette: { page: 0.3, view: 0.35 },
  saturation: { page: 0.6 },
  layout: { page: 0.15 },
  grid: { page: 0.25 },
};

/**
 * How telling a shared label is: a label most pages carry (`photographic`, `centered_symmetric`)
 * says little about two pages looking alike, a rare one (`romantic`, `dense_packed`) says much.
 * Keyed `<field>:<label>`; a label it does not know weighs 1.
 */
export type LabelRarity = ReadonlyMap<string, number>;

/** Inverse document frequency of each look label over a set of pages (hues, moods, layouts). */
export function labelRarity(pages: readonly SimilarityFeatures[]): LabelRarity {
  const df = new Map<string, number>();
  for (const p of pages) {
    if (!p.look) continue;
    for (const key of lookKeys(p.look)) df.set(key, (df.get(key) ?? 0) + 1);
  }
  return new Map([...df].map(([key, n]) => [key, Math.log(1 + pages.length / n)]));
}

const lookKeys = (look: NonNullable<SimilarityFeatures['look']>): string[] => [
  ...[...look.hues].map((h) => `hue:${h}`), ...[...look.moods].map((m) => `mood:${m}`), ...[...look.layouts].map((l) => `layout:${l}`),
];

/** Jaccard of two label sets, each label weighted by its rarity. */
function weightedJaccard(a: Set<string>, b: Set<string>, field: string, rarity: LabelRarity | undefined): number {
  const w = (x: string): number => rarity?.get(`${field}:${x}`) ?? 1;
  let inter = 0;
  let union = 0;
  for (const x of a) {
    union += w(x);
    if (b.has(x)) inter += w(x);
  }
  for (const x of b) if (!a.has(x)) union += w(x);
  return union === 0 ? 1 : inter / union;
}

/** 1 for the same hue word, partly for neighbours on the wheel (pink and red, red and orange), 0 past 60°. */
function hueCloseness(x: string, y: string): number {
  if (x === y) return 1;
  const hx = HUE_ANGLES[x as Hue];
  const hy = HUE_ANGLES[y as Hue];
  if (hx === undefined || hy === undefined) return 0;
  if (hx === hy) return 0.5; // brown sits with the oranges: a warm neighbour, not the same color
  return Math.max(0, 1 - hueAngleGap(hx, hy) / 60);
}

/**
 * How far the hues seen on two pages agree: each hue's best match on the other page, both ways,
 * weighted by rarity; two black-and-white pages agree, a colored and a black-and-white one do not.
 */
function hueOverlap(a: Set<string>, b: Set<string>, rarity: LabelRarity | undefined): number {
  if (a.size === 0 || b.size === 0) return a.size === b.size ? 1 : 0;
  const side = (from: Set<string>, to: Set<string>): [number, number] => {
    let sum = 0;
    let weight = 0;
    for (const x of from) {
      const w = rarity?.get(`hue:${x}`) ?? 1;
      let best = 0;
      for (const y of to) best = Math.max(best, hueCloseness(x, y));
      sum += w * best;
      weight += w;
    }
    return [sum, weight];
  };
  const [s1, w1] = side(a, b);
  const [s2, w2] = side(b, a);
  return (s1 + s2) / (w1 + w2);
}

/** Share of type families the two pages have in common (0.5 when neither names one). */
function sharedFamilies(a: SimilarityFeatures, b: SimilarityFeatures): number {
  let shared = 0;
  for (const f of a.families) if (b.families.has(f)) shared++;
  const union = a.families.size + b.families.size - shared;
  return union ? shared / union : 0.5;
}

const cosine = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
  let dotp = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) { dotp += a[i]! * b[i]!; na += a[i]! ** 2; nb += b[i]! ** 2; }
  return na === 0 || nb === 0 ? 0 : dotp / Math.sqrt(na * nb);
};
const same = (a: unknown, b: unknown): number => (a === null || b === null ? 0.5 : a === b ? 1 : 0);
const closeness = (x: Lab | null, y: Lab | null, scale: number): number => (x && y ? Math.exp(-labDistance(x, 0, y, 0) / scale) : 0.5);
const near = (x: number, y: number, scale: number): number => Math.max(0, 1 - Math.abs(x - y) / scale);
const both = <T>(a: T | null, b: T | null, f: (a: T, b: T) => number): number => (a === null || b === null ? 0.5 : f(a, b));

/**
 * How dark a page reads, 0..1: its labelled theme (weight `LABEL_TONE.label`) beside the share of
 * the whole page that is dark (the rest), so a page labelled dark for its hero but white below
 * (lz-avenger) reads partly light; either alone where the other is missing, null with neither.
 */
export function darkness(f: Pick<SimilarityFeatures, 'look' | 'page'>): number | null {
  const label = f.look?.theme === 'dark' ? 1 : f.look?.theme === 'light' ? 0 : null;
  const measured = f.page ? Math.min(1, Math.max(0, (f.page.dark - 0.15) / 0.5)) : null;
  if (label === null || measured === null) return label ?? measured;
  return LABEL_TONE.label * label + (1 - LABEL_TONE.label) * measured;
}

/**
 * `label`: the labelled theme's share in `darkness` (the label is by eye, the dark share measured
 * over the whole thumbnail). `lightBelow`: the dark share under which corpus/README.md's labelling
 * rule calls a page light (a dark hero, header, footer or a few dark bands over a light page; 64
 * corpus pages are labelled dark against it, left so for search's gold set). `distrust`: how much
 * less a `dark` label counts in `tone` on such a page (labelTrust) — between 0.5 and 0.7 the 20
 * pages of eval/search/similar.json agree (issue 11 §2: a light interior page with a black band
 * drew dark-hero night-sky and coffee pages).
 */
export const LABEL_TONE = { label: 0.7, distrust: 0.6, lightBelow: 0.4 };

/**
 * 1 when the labelled theme agrees with the thumbnail; `1 - LABEL_TONE.distrust` for a `dark`
 * label on a page under `LABEL_TONE.lightBelow` dark; 1 when there is nothing measured. Pure.
 */
export function labelTrust(f: Pick<SimilarityFeatures, 'look' | 'page'>): number {
  if (f.look?.theme === 'dark' && f.page && f.page.dark < LABEL_TONE.lightBelow) return 1 - LABEL_TONE.distrust;
  return 1;
}

/**
 * Light or dark at first sight: how dark each page reads (darkness; `MIX.tone.theme`), the
 * viewport's mean lightness row by row, and the whole page's dark share and lightness. Where a
 * page's dark label disagrees with its thumbnail (labelTrust), the theme's share goes to the first
 * view and the whole page as measured, in their proportions.
 */
function tone(a: SimilarityFeatures, b: SimilarityFeatures): number {
  const da = darkness(a), db = darkness(b);
  const theme = da === null || db === null ? 0.5 : 1 - Math.abs(da - db);
  const view = both(a.viewport, b.viewport, (x, y) => {
    let rows = 0;
    for (let r = 0; r < x.rows && r < y.rows; r++) rows += near(x.rowL[r]!, y.rowL[r]!, 0.5);
    return 0.5 * near(x.meanL, y.meanL, 0.4) + 0.5 * (rows / Math.min(x.rows, y.rows));
  });
  // The whole page (similar-page.ts) where both have one: a light hero over a dark site is dark.
  if (!a.page || !b.page) return 0.7 * theme + 0.3 * view;
  const t = MIX.tone.theme * Math.min(labelTrust(a), labelTrust(b));
  const rest = (1 - t) / (MIX.tone.view + MIX.tone.page);
  return t * theme + rest * MIX.tone.view * view + rest * MIX.tone.page * pageTone(a.page, b.page);
}

/** The color covering most of the first viewport, and the page's canvas. */
function surface(a: SimilarityFeatures, b: SimilarityFeatures): number {
  const dominant = both(a.viewport, b.viewport, (x, y) => closeness(x.dominant, y.dominant, 0.1));
  if (!a.page || !b.page) return 0.6 * dominant + 0.4 * closeness(a.background, b.background, 0.1);
  return MIX.surface.view * dominant + MIX.surface.canvas * closeness(a.background, b.background, 0.1) + MIX.surface.page * pageSurface(a.page, b.page);
}

/**
 * The colors of the first viewport as the eye meets them: which hues, over how much of it. Two
 * near-neutral viewports agree whatever their small accents; a colored hero and a white one do not.
 */
export function viewHues(x: ViewportLook, y: ViewportLook): number {
  const lo = Math.min(x.colored, y.colored);
  const hi = Math.max(x.colored, y.colored);
  if (hi < 0.05) return 1;
  const amount = near(x.colored, y.colored, 0.5);
  if (lo < 0.02) return 0.5 * amount;
  return 0.6 * Math.max(0, cosine(x.hues, y.hues)) + 0.4 * amount;
}

/** The hues seen (labelled) and measured: primary color and the area-weighted hue signature. */
function palette(a: SimilarityFeatures, b: SimilarityFeatures, rarity?: LabelRarity): number {
  const hues = a.look && b.look ? hueOverlap(a.look.hues, b.look.hues, rarity) : 0.5;
  const measured = 0.4 * hues + 0.3 * closeness(a.primary, b.primary, 0.1) + 0.3 * Math.max(0, cosine(a.signature, b.signature));
  const view = both(a.viewport, b.viewport, viewHues);
  const withView = (1 - MIX.palette.view) * measured + MIX.palette.view * view;
  if (!a.page || !b.page) return withView;
  return (1 - MIX.palette.page) * withView + MIX.palette.page * pageHues(a.page, b.page);
}

/** How much of the first viewport is in saturated color (a vivid band or hero against greys). */
function saturation(a: SimilarityFeatures, b: SimilarityFeatures): number {
  const view = both(a.viewport, b.viewport, (x, y) => near(x.vivid, y.vivid, 0.4));
  if (!a.page || !b.page) return view;
  return (1 - MIX.saturation.page) * view + MIX.saturation.page * pageSaturation(a.page, b.page);
}

/** How serif a page reads: serif headings 1, serif running text under other headings 0.7, else 0. */
const serifness = (f: Pick<SimilarityFeatures, 'heading' | 'body'>): number => (f.heading === 'serif' ? 1 : f.body === 'serif' ? 0.7 : 0);

/**
 * Within typography: the share of serif against sans (`personality`), and what two pages that
 * both set sans score on it (`sansPair`, below a shared serif: nine pages in ten are sans, so
 * sharing it says little). Issue 11 §2: a serif editorial page's neighbours are serif pages.
 */
export const TYPE_MIX = { personality: 0.6, sansPair: 0.6 };

/**
 * Serif or sans, as it shows at thumbnail scale (the geometric "display" sans of most templates
 * does not tell from other sans there): 1 for the same, 0 for serif beside sans. Pure.
 */
export function typePersonality(a: Pick<SimilarityFeatures, 'heading' | 'body'>, b: Pick<SimilarityFeatures, 'heading' | 'body'>): number {
  const x = serifness(a), y = serifness(b);
  return Math.max(x, y) === 0 ? TYPE_MIX.sansPair : 1 - Math.abs(x - y);
}

/** Serif or sans first, then the type classes and the very families. */
function typography(a: SimilarityFeatures, b: SimilarityFeatures, families: number): number {
  const classes = 0.5 * same(a.heading, b.heading) + 0.25 * same(a.body, b.body) + 0.25 * families;
  return (1 - TYPE_MIX.personality) * classes + TYPE_MIX.personality * typePersonality(a, b);
}

/** The layout labelled and measured, the viewport's texture (photo or flat) and admin chrome. */
function layout(a: SimilarityFeatures, b: SimilarityFeatures, rarity?: LabelRarity): number {
  const labelled = a.look && b.look && a.look.layouts.size && b.look.layouts.size ? weightedJaccard(a.look.layouts, b.look.layouts, 'layout', rarity) : 0.5;
  const view = both<ViewportLook>(a.viewport, b.viewport, (x, y) => 0.5 * near(x.texture, y.texture, 0.25) + 0.5 * near(x.sidebar, y.sidebar, 1));
  const read = 0.35 * labelled + 0.3 * Math.max(0, cosine(a.layout, b.layout)) + 0.35 * view;
  if (!a.page || !b.page) return read;
  return (1 - MIX.layout.page) * read + MIX.layout.page * pageTexture(a.page, b.page);
}

function mood(a: SimilarityFeatures, b: SimilarityFeatures, rarity?: LabelRarity): number {
  return a.look && b.look && a.look.moods.size && b.look.moods.size ? weightedJaccard(a.look.moods, b.look.moods, 'mood', rarity) : 0.5;
}

/** Mean per-cell OKLab closeness of two thumbnail grids of the same shape. */
function grid(a: SimilarityFeatures, b: SimilarityFeatures): number {
  const x = a.viewport;
  const y = b.viewport;
  let view = 0.5;
  if (x && y && x.columns === y.columns && x.rows === y.rows) {
    let sum = 0;
    for (let i = 0; i < x.lab.length; i += 3) sum += Math.exp(-labDistance(x.lab, i, y.lab, i) / 0.12);
    view = sum / (x.lab.length / 3);
  }
  if (!a.page || !b.page) return view;
  return (1 - MIX.grid.page) * view + MIX.grid.page * pageGrid(a.page, b.page);
}

function shape(a: SimilarityFeatures, b: SimilarityFeatures): number {
  const radius = a.radius.map((r, i) => (r === null || b.radius[i] === null ? 0.5 : 1 - Math.abs(r - b.radius[i]!)));
  return 0.25 * radius[0]! + 0.2 * radius[1]! + 0.2 * same(a.shadow, b.shadow) + 0.15 * (1 - Math.min(1, Math.abs(a.borderWidth - b.borderWidth) / 2))
    + 0.1 * (a.gradients === b.gradients ? 1 : 0) + 0.1 * (a.glass === b.glass ? 1 : 0);
}

/**
 * The same brand color and the same type families, both at once: what a site's pages share (its
 * about page looks like its homepage, issue 4 §5) and what a designer reads as one brand's look.
 * Either alone is no brand: the free templates of one vendor share their fonts (Open Sans,
 * Poppins) across unrelated looks, and many pages share a stock blue. The brand color is either
 * page's primary or, swapped, its second brand color.
 */
function brand(a: SimilarityFeatures, b: SimilarityFeatures, families: number): number {
  return Math.max(closeness(a.primary, b.primary, 0.03), swappedBrandColor(a, b)) * families;
}

/**
 * One page's second brand color as the other's primary (secondBrandColor): sibling pages swap which
 * of their shades the extraction reads as primary (a hospital's blue on its homepage, its lighter
 * blue on the services page). It counts as far as the two primaries are of one hue family (1 for the
 * same hue, 0 at BRAND_SWAP_HUE° apart): a vendor's teal accent under another page's yellow primary
 * is no brand.
 */
function swappedBrandColor(a: SimilarityFeatures, b: SimilarityFeatures): number {
  if (!a.primary || !b.primary) return 0;
  const swapped = Math.max(a.accent ? closeness(a.accent, b.primary, 0.03) : 0, b.accent ? closeness(a.primary, b.accent, 0.03) : 0);
  if (swapped === 0) return 0;
  const angle = (p: Lab): number => Math.atan2(p[2], p[1]) * (180 / Math.PI);
  return swapped * Math.max(0, 1 - hueAngleGap(angle(a.primary), angle(b.primary)) / BRAND_SWAP_HUE);
}

const BRAND_SWAP_HUE = 120;

/**
 * Same kind of screen; an app screen is unlike any page, an entry page somewhat like an inner one.
 * Two inner pages of different types (a blog list beside a team page, an about page beside a
 * contact form) share the site header's kind of band but not what fills the page, so they score
 * between the same type and an entry page beside an inner one (`KIND.innerOtherType`; issue 11
 * §2 — of the inner pages judged beside an inner page by eye, 18 of 22 of the same type looked
 * alike, 2 of 17 of another type; lower, an inner page of a rare type, a services page, drew dark
 * entry pages). Entry pages of different types (a homepage, a landing page) all open on a hero.
 */
export function kind(a: Pick<SimilarityFeatures, 'kind' | 'pageType'>, b: Pick<SimilarityFeatures, 'kind' | 'pageType'>): number {
  if (a.kind === null || b.kind === null) return 0.5;
  if (a.kind === b.kind) return a.kind === 'inner' && a.pageType && b.pageType && a.pageType !== b.pageType ? KIND.innerOtherType : 1;
  return a.kind === 'app' || b.kind === 'app' ? 0 : KIND.entryInner;
}

export const KIND = { entryInner: 0.4, innerOtherType: 0.6 };

/**
 * An app screen (dashboard chrome) beside a page that is not one: whatever their colors share,
 * a dashboard's neighbours are dashboards first (issue 11 §2) — a dark dashboard looks more like a
 * light dashboard than like a dark photo site. Both kinds must be known.
 */
const APP_MISMATCH_FACTOR = 0.6;
const appMismatch = (a: SimilarityFeatures, b: SimilarityFeatures): boolean =>
  a.kind !== null && b.kind !== null && (a.kind === 'app') !== (b.kind === 'app');

/** Every block's 0..1 similarity (for the score, and to see which block ranked a result). */
export function similarityBlocks(a: SimilarityFeatures, b: SimilarityFeatures, rarity?: LabelRarity): Record<SimilarityBlock, number> {
  const families = sharedFamilies(a, b);
  return {
    tone: tone(a, b), surface: surface(a, b), palette: palette(a, b, rarity), saturation: saturation(a, b), typography: typography(a, b, families),
    layout: layout(a, b, rarity), kind: kind(a, b), mood: mood(a, b, rarity), grid: grid(a, b), shape: shape(a, b),
    identity: a.identity && b.identity ? Math.max(0, cosine(a.identity, b.identity)) : 0.5,
    brand: brand(a, b, families),
    // The whole page's painted colors and photographs (similar-page.ts); 0.5 when either lacks them.
    imagery: a.page && b.page ? pageImagery(a.page, b.page) : 0.5,
    paint: (a.page && b.page ? pagePaint(a.page, b.page) : null) ?? 0.5,
  };
}

/**
 * Pages that show little but text: `typography` is how much more the type weighs on two such pages
 * (a share of the whole score), `photo` and `colored` the photo share and colored share of a page
 * at which it no longer counts as text only.
 */
export const TEXT_PAGES = { typography: 0.2, photo: 0.15, colored: 0.08 };

/**
 * 0..1: how much a page shows only text, from its whole-page look (few photographs, next to no
 * color); 0 without one. Pure.
 */
export function textness(f: Pick<SimilarityFeatures, 'page'>): number {
  if (!f.page) return 0;
  const photo = Math.max(0, 1 - f.page.photo / TEXT_PAGES.photo);
  // The page's hue bins are blurred into their neighbours (similar-page.ts): they sum to twice the colored share.
  const color = Math.max(0, 1 - f.page.hues.reduce((s, h) => s + h, 0) / 2 / TEXT_PAGES.colored);
  return photo * color;
}

/** 0..1 similarity of two pages; `rarity` (from the corpus searched) weighs shared look labels. */
export function similarity(a: SimilarityFeatures, b: SimilarityFeatures, o: { rarity?: LabelRarity; weights?: Readonly<Record<SimilarityBlock, number>> } = {}): number {
  const weights = o.weights ?? SIMILARITY_WEIGHTS;
  const blocks = similarityBlocks(a, b, o.rarity);
  let score = 0;
  for (const k of Object.keys(weights) as SimilarityBlock[]) score += weights[k] * blocks[k];
  // On two pages that show little but text (no photographs, next to no color), the type is most of
  // what the eye sees: typography weighs up to TEXT_PAGES.typography more, the other blocks less.
  const text = Math.min(textness(a), textness(b));
  if (text > 0) {
    const extra = TEXT_PAGES.typography * text;
    score = (score + extra * blocks.typography) / (1 + extra);
  }
  return appMismatch(a, b) ? score * APP_MISMATCH_FACTOR : score;
}
