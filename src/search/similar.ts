/**
 * Similarity lookup (spec §4.10): corpus brands that look like one of the caller's extractions.
 *
 * Each page becomes a feature set (similar-features.ts): the first viewport as the eye reads it
 * (light or dark, dominant surface color, saturation, texture, sidebar chrome, its 12×8 color grid),
 * the whole page as its thumbnail shows it (similar-page.ts: dark share, grey and vivid shares, hue
 * bins, the colors painted outside photographs by area, photographs down the page and in the first
 * viewport, length, a coarse grid; stored per corpus page in corpus/thumbs.json, read from a
 * caller's full-page screenshot), the labelled look (theme, hues, moods, layouts), the measured
 * palette, type and shape, the page's kind (entry or inner page) and the identity paragraph's embedding. similar-score.ts weighs them;
 * results are closest first, one page per visual identity, with match and reason null. The
 * submission's own URL is left out (it would trivially match itself).
 */
import type { ColorGrid } from '../corpus/thumbnail.js';
import { decodePng } from '../corpus/thumb-image.js';
import { thumbLook, type ThumbLook } from '../corpus/thumb-look.js';
import { entryFromDesignSystem, type CorpusEntry } from './corpus-entry.js';
import type { DesignSystemLike } from './design-facets.js';
import type { LoadedCorpus } from './search.js';
import { featuresOf, screenshotGrid, type SimilarityFeatures } from './similar-features.js';
import { labelRarity, similarity, type LabelRarity } from './similar-score.js';

export { featuresOf, screenshotGrid, colorSignature, type SimilarityFeatures } from './similar-features.js';
export type { ThumbLook } from '../corpus/thumb-look.js';
export { labelRarity, similarity, similarityBlocks, SIMILARITY_WEIGHTS, type LabelRarity } from './similar-score.js';

export interface SimilarityIndex {
  features: SimilarityFeatures[];
  /** How telling each look label is in this corpus. */
  rarity: LabelRarity;
}

/** Every entry's features, built on the first lookup from what the loaded entry carries (its look included). */
function index(corpus: LoadedCorpus): SimilarityIndex {
  if (!corpus.similarity) {
    const features = corpus.entries.map((e, i) => featuresOf({ ...e, url: e.card.url }, corpus.vectors[i] ?? null));
    corpus.similarity = { features, rarity: labelRarity(features) };
  }
  return corpus.similarity;
}

/**
 * The whole-thumbnail look of corpus entry `i` (dark share, lightness, grey and vivid shares, hue
 * bins, photo and edge shares, page length, color grids; src/corpus/thumb-look.ts), null when the
 * page has no thumbnail. Read once, when the corpus is loaded (corpus-load.ts).
 */
export function corpusThumbLook(corpus: LoadedCorpus, i: number): ThumbLook | null {
  return corpus.entries[i]?.look ?? null;
}

const normalizeUrl = (url: string): string => url.replace(/#.*$/, '').replace(/\/(index\.html?)?$/, '').toLowerCase();

/**
 * What a lookup starts from: a design system and its screenshots (the viewport PNG, and the
 * full-page PNG that shows the whole page), or ready features (evaluation: a corpus page's own,
 * with its look from `corpusThumbLook`).
 */
export type SimilarQuery =
  | { designSystem: DesignSystemLike; screenshotPng?: Buffer | null; fullPagePng?: Buffer | null }
  | { measures: CorpusEntry['measures']; thumbnail: ColorGrid | null; identity: Float32Array | null; facets?: CorpusEntry['facets']; look?: ThumbLook | null };

/** A screenshot that cannot be decoded only loses what it would have shown (null). */
function decoded<T>(png: Buffer | null | undefined, read: (png: Buffer) => T): T | null {
  if (!png) return null;
  try {
    return read(png);
  } catch {
    return null;
  }
}

/** `url`: the page's own address, when known (the excluded URL): whether it is its site's root page. */
async function queryFeatures(corpus: LoadedCorpus, query: SimilarQuery, url: string | null): Promise<SimilarityFeatures> {
  if (!('designSystem' in query)) return featuresOf({ ...query, url }, query.identity);
  const entry = entryFromDesignSystem('query', '', { brand_name: null, industry: '', page_type: '' }, query.designSystem);
  const thumbnail = decoded(query.screenshotPng, screenshotGrid);
  // The whole page from the full-page screenshot; else what the viewport shows of it.
  const look = decoded(query.fullPagePng, (png) => thumbLook(decodePng(png)))
    ?? decoded(query.screenshotPng, (png) => thumbLook(decodePng(png), { wholePage: false }));
  const [identity] = entry.card.identity_paragraph ? await corpus.embedder.embed([entry.card.identity_paragraph]) : [null];
  return featuresOf({ measures: entry.measures, thumbnail, facets: entry.facets, look, url }, identity ?? null);
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
  const features = await queryFeatures(corpus, query, o.excludeUrl ?? null);
  const exclude = o.excludeUrl ? normalizeUrl(o.excludeUrl) : null;
  const { features: all, rarity } = index(corpus);
  const ranked = corpus.entries
    .map((entry, i) => ({ entry, score: similarity(features, all[i]!, { rarity }), i }))
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
