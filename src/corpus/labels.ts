/**
 * Hand labels over the extractor's facets (issue 11 §1: "labels are curated by looking at each
 * page and its thumbnail, with the extractor's facets as a starting point; record per page which
 * labels were set or corrected by hand"). corpus/labels.json is curated by hand, keyed by page id;
 * the build merges it over every card (a hand label wins) and works without the file.
 *
 * Accepted shape (additive; unknown keys are ignored):
 *   { "<page id>": { "industry"?, "page_type"?, "layout"?: string | string[], "style"?,
 *                    "mood"? | "aesthetic"?: string | string[], "hand"?: string[] }, … }
 * optionally wrapped as { "labels": { … } } or { "pages": { … } }. `hand` (or `by_hand`) lists the
 * labels set or corrected by hand; without it every label given counts as a hand label.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationError, type ValidationIssue } from '../errors.js';
import { cardTags, type CorpusCard } from './cards.js';
import { isIndustry, isPageType, LAYOUTS, STYLES, type Layout, type Style } from './vocabulary.js';

export const LABELS_FILE = 'labels.json';

export interface PageLabels {
  industry?: string | null;
  page_type?: string | null;
  layouts?: Layout[];
  style?: Style;
  mood?: string[];
  /** Which of the labels were set or corrected by hand. */
  hand: string[];
}

const list = (v: unknown): string[] | undefined => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);

/** Validates the labels file's content (422 issues with loc `['labels', id, field]`). */
export function parseLabels(raw: unknown): Map<string, PageLabels> {
  const obj = (raw ?? {}) as Record<string, unknown>;
  const table = (typeof obj.labels === 'object' && obj.labels ? obj.labels : typeof obj.pages === 'object' && obj.pages && !Array.isArray(obj.pages) ? obj.pages : obj) as Record<string, unknown>;
  const out = new Map<string, PageLabels>();
  const issues: ValidationIssue[] = [];
  for (const [id, value] of Object.entries(table)) {
    if (id.startsWith('_') || id === 'version' || typeof value !== 'object' || value === null) continue;
    const v = value as Record<string, unknown>;
    const issue = (field: string, msg: string): void => void issues.push({ loc: ['labels', id, field], msg, type: 'value_error' });
    const labels: PageLabels = { hand: [] };
    if (v.industry !== undefined) {
      if (v.industry === null || isIndustry(v.industry)) labels.industry = v.industry as string | null;
      else issue('industry', `not a spec §2.5 industry: ${JSON.stringify(v.industry)}`);
    }
    if (v.page_type !== undefined) {
      if (v.page_type === null || isPageType(v.page_type)) labels.page_type = v.page_type as string | null;
      else issue('page_type', `not a spec §2.5 page_type: ${JSON.stringify(v.page_type)}`);
    }
    const layouts = list(v.layout ?? v.layouts);
    if (layouts) {
      const bad = layouts.filter((l) => !(LAYOUTS as readonly string[]).includes(l));
      if (bad.length) issue('layout', `not spec §2.5 layout values: ${bad.join(', ')}`);
      else labels.layouts = layouts as Layout[];
    }
    if (v.style !== undefined && v.style !== null) {
      if ((STYLES as readonly string[]).includes(v.style as string)) labels.style = v.style as Style;
      else issue('style', `expected one of ${STYLES.join(', ')}; got ${JSON.stringify(v.style)}`);
    }
    const mood = list(v.mood ?? v.aesthetic ?? v.aesthetic_codes);
    if (mood) labels.mood = mood;
    const given = ['industry', 'page_type', 'layout', 'style', 'mood'].filter((k) => (k === 'layout' ? labels.layouts : k === 'mood' ? labels.mood : labels[k as 'industry']) !== undefined);
    labels.hand = list(v.hand ?? v.by_hand)?.map((k) => (k === 'layouts' ? 'layout' : k === 'aesthetic' ? 'mood' : k)).filter((k) => given.includes(k)) ?? given;
    out.set(id, labels);
  }
  if (issues.length) throw new ValidationError(issues);
  return out;
}

/** corpus/labels.json of `dir`; an empty map when the file does not exist yet. */
export function readLabels(dir: string): Map<string, PageLabels> {
  const file = join(dir, LABELS_FILE);
  return existsSync(file) ? parseLabels(JSON.parse(readFileSync(file, 'utf8'))) : new Map();
}

/** The card as the extractor made it: earlier hand labels undone. */
export function withoutLabels(card: CorpusCard): CorpusCard {
  const x = card.extracted;
  if (!x) return { ...card, hand_labels: [] };
  const facets = { ...card.facets };
  if ('industry' in x) facets.industry = x.industry ?? null;
  if ('page_type' in x) facets.page_type = x.page_type ?? null;
  if (x.layouts) facets.layouts = x.layouts;
  if (x.style) facets.style = x.style;
  const palette = card.palette && x.aesthetic_codes ? { ...card.palette, aesthetic_codes: x.aesthetic_codes } : card.palette;
  const { extracted: _dropped, ...rest } = card;
  void _dropped;
  return retag({ ...rest, facets, palette, hand_labels: [] });
}

/**
 * The card with the hand labels applied (a hand label wins over the extractor's value); the
 * replaced values are kept in `extracted` and the labels named in `hand_labels`. Pure.
 */
export function applyLabels(card: CorpusCard, labels: PageLabels | undefined): CorpusCard {
  const base = withoutLabels(card);
  if (!labels) return base;
  const extracted: NonNullable<CorpusCard['extracted']> = {};
  const facets = { ...base.facets };
  let palette = base.palette;
  if (labels.industry !== undefined) {
    extracted.industry = facets.industry;
    facets.industry = labels.industry;
  }
  if (labels.page_type !== undefined) {
    extracted.page_type = facets.page_type;
    facets.page_type = labels.page_type;
  }
  if (labels.layouts) {
    extracted.layouts = facets.layouts;
    facets.layouts = labels.layouts;
  }
  if (labels.style) {
    extracted.style = facets.style;
    facets.style = labels.style;
  }
  if ((labels.style || labels.mood) && palette) {
    extracted.aesthetic_codes = palette.aesthetic_codes;
    const mood = labels.mood ?? palette.aesthetic_codes.filter((c) => !(STYLES as readonly string[]).includes(c));
    palette = { ...palette, aesthetic_codes: [...new Set([facets.style, ...mood])] };
  }
  return retag({ ...base, facets, palette, hand_labels: labels.hand, extracted });
}

function retag(card: CorpusCard): CorpusCard {
  const f = card.facets;
  return { ...card, tags: cardTags({ industry: f.industry, page_type: f.page_type, style: f.style, theme: f.theme, character: card.typography?.character ?? null, hues: f.hues, layouts: f.layouts, corner_style: f.corner_style }) };
}
