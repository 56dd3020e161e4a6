/**
 * A corpus card (corpus/cards.ts) as a search entry: the spec card it shows, the facets ranking
 * and filters read (verbatim from the card's facets), and the measures deep search and
 * similarity compare. The card's color grid of the first viewport stands in for the area-weighted
 * palette (a thumbnail, not the full palette, is what the card keeps).
 */
import { parseColor } from '../analyze/shared/color.js';
import { cardEmbeddingText, type CorpusCard } from '../corpus/cards.js';
import { brandKeyOf, type CorpusEntry } from './corpus-entry.js';
import type { DesignMeasures, Oklch, PageLook as ThumbnailLook } from './deep-facets.js';
import { moodsOf, typeCharacter } from './design-facets.js';
import type { EntryFacets } from './facet-match.js';
import type { PageLook } from './page-labels.js';
import type { TypeCharacter } from './vocabulary.js';
import { blackShare, gridChroma, viewportPhotoShare } from './seen-look.js';
import { gridColors, type PackedGrid } from '../corpus/thumb-look.js';

/** A page's stored thumbnail look as search reads it (corpus/thumbs.json): the figures, its grids, and the first view's composition where read. */
type StoredLook = ThumbnailLook & { hues?: readonly number[]; top?: PackedGrid; page?: PackedGrid };

const oklch = (hex: string | null | undefined): Oklch | null => (hex ? (parseColor(hex)?.oklch ?? null) : null);

/** Grid cells → palette entries: near-equal colors merged, weight = share of the viewport. */
export function gridPalette(colors: readonly string[]): (Oklch & { weight: number })[] {
  const merged = new Map<string, { c: Oklch; n: number }>();
  for (const hex of colors) {
    const c = oklch(hex);
    if (!c) continue;
    // Bucket by rounded OKLCH so a flat background counts once with its full area.
    const key = `${Math.round(c.l * 20)}:${Math.round(c.c * 25)}:${c.c < 0.02 ? 0 : Math.round(c.h / 20)}`;
    const entry = merged.get(key);
    if (entry) entry.n++;
    else merged.set(key, { c, n: 1 });
  }
  const total = Math.max(1, colors.length);
  return [...merged.values()].sort((a, b) => b.n - a.n).map(({ c, n }) => ({ ...c, weight: n / total }));
}

/** Mean OKLCH lightness of the first viewport's grid cells; null without a grid. */
export function viewportLightness(colors: readonly string[]): number | null {
  const ls = colors.map((hex) => oklch(hex)?.l).filter((l): l is number => typeof l === 'number');
  return ls.length ? ls.reduce((a, b) => a + b, 0) / ls.length : null;
}

/** Share of the first viewport's grid cells in a saturated color (OKLCH chroma ≥ 0.1); null without a grid. */
export function viewportVividShare(colors: readonly string[]): number | null {
  const cs = colors.map((hex) => oklch(hex)?.c).filter((c): c is number => typeof c === 'number');
  return cs.length ? cs.filter((c) => c >= 0.1).length / cs.length : null;
}

/**
 * Share of the first viewport's grid cells in gray tones: near-neutral (OKLCH chroma < 0.03) and
 * neither canvas white nor flat black (0.15 < L < 0.92): what a black-and-white photo or a charcoal
 * band looks like on the grid; null without a grid.
 */
export function viewportGrayShare(colors: readonly string[]): number | null {
  const cs = colors.map((hex) => oklch(hex)).filter((c): c is Oklch => c !== null);
  return cs.length ? cs.filter((c) => c.c < 0.03 && c.l > 0.15 && c.l < 0.92).length / cs.length : null;
}

/** What the whole thumbnail shows (seen-look.ts), with the first view's grid read once. */
function seenPage(thumbnail: StoredLook): ThumbnailLook {
  const top = thumbnail.top ? gridColors(thumbnail.top) : null;
  return {
    dark: thumbnail.dark, vivid: thumbnail.vivid, chroma: thumbnail.chroma, photo: thumbnail.photo,
    // The first view's composition (thumb-look.ts heroAlignment), where the stored look has it.
    ...(thumbnail.heroCenter !== undefined && thumbnail.heroLeft !== undefined ? { heroCenter: thumbnail.heroCenter, heroLeft: thumbnail.heroLeft, heroRight: thumbnail.heroRight ?? 0 } : {}),
    ...(thumbnail.hues ? { hues: [...thumbnail.hues] } : {}),
    ...(top ? { heroPhoto: viewportPhotoShare(top, thumbnail.top!.columns, thumbnail.top!.rows), heroChroma: gridChroma(top) } : {}),
    ...(top && thumbnail.page ? { black: blackShare([...gridColors(thumbnail.page), ...top]) } : {}),
  };
}

export function measuresFromCard(card: CorpusCard, thumbnail: StoredLook | null = null): DesignMeasures {
  const f = card.facets;
  const effects = card.palette?.effects ?? [];
  const brand = (card.palette?.primary ?? []).map((hex, i) => ({ ...(oklch(hex) ?? { l: 0, c: 0, h: 0 }), weight: i === 0 ? 0.3 : 0.15 }));
  return {
    primary: oklch(f.colors.primary),
    background: oklch(f.colors.background),
    palette: [...brand, ...(f.thumbnail ? gridPalette(f.thumbnail.colors) : [])],
    heading: card.typography?.character ?? typeCharacter(f.type_categories.heading),
    body: typeCharacter(f.type_categories.body),
    families: [f.families.heading, f.families.body, f.families.mono].filter((x): x is string => !!x),
    radius: { button: f.radius_px.button, card: f.radius_px.card },
    layoutScores: { ...f.layout_scores },
    gradients: effects.includes('gradients'),
    glass: effects.includes('glass'),
    shadow: f.elevation,
    borderWidth: effects.includes('thick-borders') ? 2 : 1,
    viewportL: viewportLightness(f.thumbnail?.colors ?? []),
    viewportVivid: viewportVividShare(f.thumbnail?.colors ?? []),
    viewportGray: viewportGrayShare(f.thumbnail?.colors ?? []),
    page: thumbnail ? seenPage(thumbnail) : null,
  };
}

/**
 * Vivid or muted as the whole thumbnail shows it (issue 11 §2: "neon", "bold and loud" are visible
 * properties): the extractor's palette saturation calls 87 % of the corpus vivid or balanced, and
 * its vivid and balanced pages show the same share of vivid color on their thumbnails (median
 * 0.04), so it cannot tell a loud page from a quiet one with one bright button. A page with at
 * least `SEEN_SATURATION.vivid` of its thumbnail in vivid color (the top third) looks vivid, one
 * with at most `muted` (four pages in ten) looks muted; in between, neither.
 */
export const SEEN_SATURATION = { vivid: 0.08, muted: 0.02 };

export function saturationSeen(vividShare: number): 'vivid' | 'muted' | null {
  return vividShare >= SEEN_SATURATION.vivid ? 'vivid' : vividShare <= SEEN_SATURATION.muted ? 'muted' : null;
}

export function facetsFromCard(card: CorpusCard, measures: DesignMeasures, look: PageLook | null = null): EntryFacets {
  const f = card.facets;
  const saturation = card.palette?.saturation;
  const temperature = card.palette?.temperature;
  return {
    industry: f.industry ?? '',
    page_type: f.page_type ?? '',
    hues: [...f.hues],
    ...(look?.hues ? { lookHues: [...look.hues] } : {}),
    layouts: [...f.layouts],
    theme: look?.theme ?? f.theme,
    styles: [f.style],
    type: [measures.heading, measures.body].filter((t, i, all): t is TypeCharacter => t !== null && all.indexOf(t) === i),
    families: measures.families,
    temperature: temperature === 'warm' || temperature === 'cool' ? temperature : null,
    saturation: measures.page ? saturationSeen(measures.page.vivid) : saturation === 'vivid' || saturation === 'balanced' ? 'vivid' : saturation === 'muted' || saturation === 'monochrome' ? 'muted' : null,
    corners: f.corner_style,
    moods: moodsOf(card.palette?.aesthetic_codes ?? []),
  };
}


/** The card's visual identity (cards of the real-page corpus name it; older cards do not): else its host. */
export function identityOf(card: CorpusCard): string {
  const identity = (card as { identity?: unknown }).identity;
  return typeof identity === 'string' && identity.length > 0 ? identity : brandKeyOf(card.url);
}

/**
 * A search entry from a card and, when the page has hand labels, the look they record
 * (page-labels.ts), and, when its thumbnail was read (corpus/thumbs.json), the whole page's look.
 */
export function entryFromCard(card: CorpusCard, look: PageLook | null = null, thumbnail: StoredLook | null = null): CorpusEntry {
  const measures = measuresFromCard(card, thumbnail);
  return {
    id: card.id,
    card: {
      url: card.url,
      identity_paragraph: card.identity_paragraph,
      brand_name: card.brand_name,
      tags: card.tags,
      palette: card.palette,
      typography: card.typography,
      screenshot_url: card.screenshot_url,
    },
    facets: facetsFromCard(card, measures, look),
    measures,
    text: cardEmbeddingText(card),
    caption: look?.caption ?? null,
    headingFamily: card.facets.families.heading,
    backgroundHex: card.facets.colors.background,
    brandKey: brandKeyOf(card.url),
    identity: identityOf(card),
    thumbnail: card.facets.thumbnail,
  };
}
