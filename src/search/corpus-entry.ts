/**
 * What the search engine holds per corpus page: the public card (spec §2.6, without the
 * per-search fields), the facets and measures ranking reads, the searchable text, and the
 * similarity features. Built from a corpus card, or from a design system for ad-hoc corpora.
 */
import type { ColorGrid } from '../corpus/thumbnail.js';
import type { ThumbLook } from '../corpus/thumb-look.js';
import type { DesignMeasures } from './deep-facets.js';
import type { EntryFacets } from './facet-match.js';
import { facetsFromDesignSystem, measuresFromDesignSystem, type DesignSystemLike } from './design-facets.js';
import { humanize } from './vocabulary.js';

/** Spec §2.6 search card (also the similarity result). */
export interface SearchCard {
  url: string;
  identity_paragraph: string;
  brand_name: string | null;
  match: 'strong' | 'good' | 'related' | null;
  reason: string | null;
  badge: 'discovery' | null;
  tags: string[];
  palette: {
    luminance: string | null;
    temperature: string | null;
    saturation: string | null;
    themes: string[];
    aesthetic_codes: string[];
    effects: string[];
    primary: string[];
    secondary: string[];
  } | null;
  typography: { family_strategy: string | null; hierarchy: string | null; character: string | null } | null;
  screenshot_url: string | null;
}

export type CardBody = Omit<SearchCard, 'match' | 'reason' | 'badge'>;

export interface CorpusEntry {
  id: string;
  card: CardBody;
  facets: EntryFacets;
  measures: DesignMeasures;
  /** Identity paragraph + tags (after the caption, when there is one): what the dense and lexical rankers read. */
  text: string;
  /** The curator's caption of the thumbnail (page-labels.ts); null when the page has none. */
  caption?: string | null;
  /** Shown in reasons: the heading family and the canvas color. */
  headingFamily: string | null;
  backgroundHex: string | null;
  /** Another page of the same brand shares this (similarity evaluation); usually the host. */
  brandKey: string;
  /**
   * The visual identity (a site's template) the page belongs to: the card's `identity` when it
   * has one, else `brandKey`. Sibling pages share it; similarity shows one page per identity.
   */
  identity: string;
  /** Mean colors of the first viewport on a coarse grid (similarity); null without a screenshot. */
  thumbnail: ColorGrid | null;
  /**
   * The whole thumbnail's look (corpus/thumbs.json, src/corpus/thumb-look.ts), read once at load
   * for search and similarity alike; null or absent when the page has no thumbnail.
   */
  look?: ThumbLook | null;
}

/** Identity paragraph + tags, the text both embedded and indexed (issue 4 §3). */
export function searchText(identityParagraph: string, tags: readonly string[]): string {
  return `${identityParagraph} Tags: ${tags.map(humanize).join(', ')}.`;
}

type Obj = Record<string, any>;

/** An entry from a finished design system plus curated labels (ad-hoc corpora, tests). */
export function entryFromDesignSystem(
  id: string,
  url: string,
  labels: { brand_name: string | null; industry: string; page_type: string },
  ds: DesignSystemLike,
  screenshotUrl: string | null = null,
  thumbnail: ColorGrid | null = null,
): CorpusEntry {
  const facets = facetsFromDesignSystem(ds, labels);
  const measures = measuresFromDesignSystem(ds);
  const profile = (ds.profile ?? {}) as Obj;
  const colors = (ds.colors ?? {}) as Obj;
  const typography = (ds.typography ?? {}) as Obj;
  const identity = String(profile.identity_paragraph ?? '');
  const tags = [labels.industry, labels.page_type, ...(facets.theme ? [facets.theme] : []), ...facets.styles, ...facets.hues, ...facets.layouts.slice(0, 2)];
  const role = (r: string): string | null => colors.roles?.[r]?.value ?? null;
  const chromaticPalette = ((colors.palette ?? []) as Obj[]).filter((p) => p.hue && p.hue !== 'neutral').map((p) => p.value as string);
  return {
    id,
    card: {
      url,
      identity_paragraph: identity,
      brand_name: labels.brand_name ?? profile.brand_name ?? null,
      tags: [...new Set(tags)],
      palette: {
        luminance: facets.theme,
        temperature: facets.temperature,
        saturation: facets.saturation,
        themes: facets.theme ? [facets.theme] : [],
        aesthetic_codes: facets.styles,
        effects: [...(measures.glass ? ['glass'] : []), ...(measures.gradients ? ['gradient'] : []), ...(measures.shadow ? [`${measures.shadow} shadows`] : [])],
        primary: [role('primary')].filter((x): x is string => !!x),
        secondary: [...new Set([role('secondary'), role('accent'), ...chromaticPalette].filter((x): x is string => !!x && x !== role('primary')))].slice(0, 4),
      },
      typography: {
        family_strategy: typography.pairing?.strategy ?? null,
        hierarchy: typography.scale?.ratio_name ?? null,
        character: facets.type[0] ?? null,
      },
      screenshot_url: screenshotUrl,
    },
    facets,
    measures,
    text: searchText(identity, tags),
    headingFamily: typography.pairing?.heading?.family ?? null,
    backgroundHex: role('background'),
    brandKey: brandKeyOf(url),
    identity: brandKeyOf(url),
    thumbnail,
  };
}

export function brandKeyOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
