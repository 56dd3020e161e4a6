/**
 * The search vocabularies: the spec's filter values (§2.5) and design styles come from the corpus
 * (corpus/vocabulary.ts); here are the facets the engine reads queries into beyond them.
 * Filters are matched verbatim against the corpus values (an unknown value matches no card).
 */

export { HUES, INDUSTRIES, LAYOUTS, PAGE_TYPES, STYLES, TYPE_CHARACTERS } from '../corpus/vocabulary.js';
export type { Hue, Industry, Layout, PageType, Style, TypeCharacter } from '../corpus/vocabulary.js';
import type { Hue, Style } from '../corpus/vocabulary.js';

/** The four hard filters of spec §2.5. */
export const FILTER_KEYS = ['page_type', 'industry', 'hue', 'layout'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** `query_tags.style` is a display name (spec §2.6). */
export const STYLE_NAMES: Readonly<Record<Style, string>> = {
  flat: 'Flat',
  glass: 'Glassmorphism',
  gradient: 'Gradient',
  brutalist: 'Brutalist',
  editorial: 'Editorial',
  playful: 'Playful',
};

export type Theme = 'light' | 'dark';
export type Temperature = 'warm' | 'cool';
export type Saturation = 'vivid' | 'muted';
export type Corners = 'square' | 'rounded' | 'pill';

/** Center of each spec hue in OKLCH degrees (the middle of `hueBucket`'s ranges; brown sits with the oranges). */
export const HUE_ANGLES: Readonly<Record<Hue, number>> = {
  pink: 355, red: 28, orange: 60, yellow: 96, green: 142, teal: 195, blue: 252, purple: 305, brown: 60,
};

/**
 * Mood words a page can be labeled with (corpus/labels.json `mood`, carried on cards in
 * `palette.aesthetic_codes` after the style); the extractor's own mood words map onto them.
 */
export const MOODS = [
  'minimal', 'clean', 'bold', 'playful', 'elegant', 'luxury', 'corporate', 'techy', 'futuristic', 'warm', 'calm', 'friendly', 'retro',
  'vibrant', 'moody', 'editorial', 'photographic', 'illustrated', 'organic', 'dense', 'fresh', 'romantic', 'kids',
] as const;
export type Mood = (typeof MOODS)[number];
/** The extractor's identity moods (analyze/identity.ts) in the label vocabulary. */
export const MOOD_SYNONYMS: Readonly<Record<string, Mood>> = { technical: 'techy', colorful: 'vibrant' };

export const humanize = (value: string): string => value.replace(/_/g, ' ');
