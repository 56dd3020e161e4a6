/**
 * How well one corpus entry agrees with the facets a query asks for (the third ranker of hybrid
 * search, beside dense and lexical). Pure: a function of the query reading and the entry's facets.
 *
 * Each asked field scores 0..1 (a hue that is the primary scores more than a secondary one, a
 * heading face more than a body face, the strongest layout more than the third); fields are
 * weighted by how much they decide a page's look; avoided values ("no gradients") cost.
 */
import type { FacetCue, FacetField, QueryReading } from './query-tags.js';
import type { Corners, Layout, Saturation, Style, Temperature, Theme, TypeCharacter } from './vocabulary.js';

/** The facets of a corpus entry that ranking reads (built from its card). */
export interface EntryFacets {
  industry: string;
  page_type: string;
  /** Dominant palette hues, strongest first (the `hue` filter's values). */
  hues: string[];
  /**
   * The hues a person sees on the page (the curator's hand label, corpus/labels.json), when known:
   * ranking reads these, filters read `hues` verbatim (spec §2.5).
   */
  lookHues?: string[];
  /** Layout values, strongest first (the `layout` filter's values). */
  layouts: string[];
  theme: Theme | null;
  styles: Style[];
  /** Heading character first, then body. */
  type: TypeCharacter[];
  families: string[];
  temperature: Temperature | null;
  saturation: Saturation | null;
  corners: Corners | 'mixed' | null;
  /** Mood words of the page (hand labels, else the extractor's), in the `MOODS` vocabulary. */
  moods: string[];
}

/** How much each field decides whether a page looks like what was asked. */
export const FIELD_IMPORTANCE: Readonly<Record<FacetField, number>> = {
  industry: 1.5, page_type: 1.2, hue: 1, color: 1, theme: 1, type: 0.9, style: 1, layout: 0.7, temperature: 0.5, saturation: 0.5, corners: 0.6, mood: 1, palette: 1,
};

/** 0..1: how fully `facets` has `value` of `field`; null for `color`, which only a measure scores. */
export function valueMatch(facets: EntryFacets, field: FacetField, value: string): number | null {
  switch (field) {
    case 'color': return null;
    case 'industry': return facets.industry === value ? 1 : 0;
    case 'page_type': return facets.page_type === value ? 1 : 0;
    case 'hue': return ranked(facets.lookHues ?? facets.hues, value, [1, 0.75, 0.5]);
    case 'layout': return ranked(facets.layouts, value, [1, 0.8, 0.6]);
    case 'type': return ranked(facets.type, value, [1, 0.6]);
    case 'style': return facets.styles.includes(value as Style) ? 1 : 0;
    case 'theme': return facets.theme === value ? 1 : 0;
    case 'temperature': return facets.temperature === value ? 1 : 0;
    case 'saturation': return facets.saturation === value ? 1 : 0;
    case 'corners': return facets.corners === value ? 1 : facets.corners === 'mixed' ? 0.3 : 0;
    case 'mood': return facets.moods.includes(value) ? 1 : 0;
    // Monochrome: no hue seen (the eye's label), else none among the card's hues; one accent hue is half way.
    case 'palette': { const hues = facets.lookHues ?? facets.hues; return hues.length === 0 ? 1 : hues.length === 1 ? 0.3 : 0; }
  }
}

function ranked(list: readonly string[], value: string, weights: number[]): number {
  const i = list.indexOf(value);
  return i < 0 ? 0 : (weights[Math.min(i, weights.length - 1)] ?? 0);
}

export interface Agreement {
  /** 0..1, weighted over the asked fields; null when the query asks no facet. */
  score: number | null;
  /** Asked values the entry has (for the reason sentence), strongest cue first. */
  matched: FacetCue[];
  /** For each asked field the entry misses, its strongest asked value. */
  missed: FacetCue[];
}

/** Groups cues per field: values of one field are alternatives ("terracotta" → brown or orange). */
export function cuesByField(cues: readonly FacetCue[]): Map<FacetField, FacetCue[]> {
  const byField = new Map<FacetField, FacetCue[]>();
  for (const cue of cues) byField.set(cue.field, [...(byField.get(cue.field) ?? []), cue]);
  return byField;
}

/**
 * Deep search: the share of a labelled value's score that comes from its measurement. The labels
 * are the curator's (by eye) where they exist, so they lead; the measure orders near misses. Since
 * the measures read the whole thumbnail (dark share, vivid share, chroma), they carry more: at 0.4
 * instead of 0.25 deep's cross-validated nDCG@10 rose 0.858 → 0.861 (704 pages; flat from 0.4 to 0.65).
 */
export const MEASURE = { share: 0.4 };
/** A measured closeness 0..1 for a cue, or null when the field is not measured (deep search). */
export type Measure = (field: FacetField, value: string) => number | null;

/**
 * Weighted agreement of an entry with the asked facets. With `measure` (deep search), each
 * measurable value scores `1 − MEASURE.share` by its label, the rest by how closely the measurement comes; a
 * value without a label (a named color) scores by its measure alone.
 */
export function agreement(reading: QueryReading, facets: EntryFacets, fields = cuesByField(reading.wants), measure?: Measure): Agreement {
  const match = (field: FacetField, value: string): number => {
    const label = valueMatch(facets, field, value);
    const measured = measure?.(field, value) ?? null;
    if (label === null) return measured ?? 0;
    return measured === null ? label : (1 - MEASURE.share) * label + MEASURE.share * measured;
  };
  let total = 0;
  let got = 0;
  const matched: FacetCue[] = [];
  const missed: FacetCue[] = [];
  for (const [field, cues] of fields) {
    const weight = Math.max(...cues.map((c) => c.weight)) * FIELD_IMPORTANCE[field];
    // Values of one field are alternatives, except moods of different query words, which are all
    // asked: the field scores the mean of its groups' best (issue 11 §2: "bold and loud" wants a
    // page that is both, not either).
    const byGroup = new Map<number, FacetCue[]>();
    for (const cue of cues) byGroup.set(cue.group ?? -1, [...(byGroup.get(cue.group ?? -1) ?? []), cue]);
    const groups = [...byGroup.values()];
    let score = 0;
    let groupWeights = 0;
    for (const group of groups) {
      const top = Math.max(...group.map((c) => c.weight));
      let best = 0;
      let bestCue: FacetCue | null = null;
      let bestOwn = 0;
      for (const cue of group) {
        const m = match(field, cue.value) * (cue.weight / top);
        if (m > best) { best = m; bestCue = cue; bestOwn = valueMatch(facets, field, cue.value) ?? m; }
      }
      score += top * best;
      groupWeights += top;
      if (bestCue && bestOwn >= 0.5) matched.push(bestCue);
      else missed.push(group.reduce((a, b) => (b.weight > a.weight ? b : a)));
    }
    total += weight;
    got += weight * (groupWeights > 0 ? score / groupWeights : 0);
  }
  for (const cue of reading.avoids) {
    // Avoiding counts half as much as asking: having the value costs, lacking it earns.
    const weight = FIELD_IMPORTANCE[cue.field] * cue.weight * 0.5;
    total += weight;
    got += weight * (1 - match(cue.field, cue.value));
  }
  matched.sort((a, b) => b.weight * FIELD_IMPORTANCE[b.field] - a.weight * FIELD_IMPORTANCE[a.field]);
  if (total === 0) return { score: null, matched, missed };
  return { score: Math.max(0, got / total), matched, missed };
}

export type { Layout };
