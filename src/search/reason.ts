/**
 * One sentence on why a card matched (spec §2.6 `reason`): the asked facets the entry has, then
 * the measured evidence for them (the primary color, the heading face, the corner radius, the
 * layout). Written from the entry's own values, never from the query's words.
 */
import { describeColor } from '../analyze/identity.js';
import { parseColor } from '../analyze/shared/color.js';
import type { DesignMeasures } from './deep-facets.js';
import type { EntryFacets } from './facet-match.js';
import type { FacetCue } from './query-tags.js';
import type { Ranked } from './rank.js';
import { humanize, STYLE_NAMES, type Style } from './vocabulary.js';

export interface ReasonInput {
  facets: EntryFacets;
  measures: DesignMeasures;
  /** Primary and background hex as shown on the card, when known. */
  primaryHex: string | null;
  backgroundHex: string | null;
  headingFamily: string | null;
  /** Share of the page's thumbnail darker than OKLab L 0.5 (corpus/thumbs.json `dark`), when known. */
  darkShare?: number | null;
}

const TYPE_WORDS: Record<string, string> = { serif: 'serif', sans: 'sans-serif', mono: 'monospace', display: 'display' };
const LAYOUT_WORDS: Record<string, string> = {
  grid_based_strict: 'a strict grid', asymmetric_broken_grid: 'an asymmetric, broken grid', generous_whitespace: 'generous whitespace',
  dense_packed: 'a densely packed layout', centered_symmetric: 'a centered, symmetric layout', left_aligned_flush: 'a left-aligned layout',
  card_based: 'a card-based layout', overlapping_layered: 'overlapping, layered elements',
};

function label(cue: FacetCue): string {
  switch (cue.field) {
    case 'industry': return humanize(cue.value);
    case 'page_type': return cue.value.endsWith('page') ? humanize(cue.value) : `${humanize(cue.value)} page`;
    case 'hue': return cue.value;
    case 'color': return cue.label ?? cue.value;
    case 'theme': return `${cue.value} theme`;
    case 'type': return `${TYPE_WORDS[cue.value]} type`;
    case 'style': return STYLE_NAMES[cue.value as Style].toLowerCase();
    case 'layout': return humanize(cue.value).replace('based', '-based');
    case 'temperature': return `${cue.value} palette`;
    case 'saturation': return `${cue.value} color`;
    case 'corners': return `${cue.value === 'square' ? 'sharp' : cue.value} corners`;
    case 'mood': return `${/^[aeiou]/i.test(cue.value) ? 'an' : 'a'} ${cue.value} mood`;
    case 'palette': return 'a black-and-white palette';
  }
}

/** Measured evidence for a matched cue, or null when the label says it all. */
function evidence(cue: FacetCue, r: ReasonInput): string | null {
  const radius = r.measures.radius.button ?? r.measures.radius.card;
  switch (cue.field) {
    case 'hue': case 'color': case 'saturation': case 'temperature':
      return r.primaryHex ? `${describeColor(r.primaryHex)} primary (${r.primaryHex})` : null;
    case 'theme': return themeEvidence(cue.value, r);
    case 'type': return r.headingFamily ? `${r.headingFamily} headings` : null;
    case 'corners': return radius === null ? null : radius >= 999 ? 'pill-shaped buttons' : `${radius}px corners`;
    case 'layout': return LAYOUT_WORDS[cue.value] ?? null;
    case 'style':
      if (cue.value === 'glass') return 'frosted-glass panels';
      if (cue.value === 'gradient') return 'gradient fills';
      if (cue.value === 'brutalist') return r.measures.borderWidth ? `${r.measures.borderWidth}px borders and ${radius ?? 0}px corners` : null;
      return null;
    default: return null;
  }
}

/** OKLab lightness of a hex color, or null when it does not parse. */
const lightnessOf = (hex: string): number | null => parseColor(hex)?.oklch.l ?? null;

/**
 * Evidence for a light or dark theme: the canvas color when it is of that theme; otherwise how much
 * of the page's thumbnail is so. A page dark by eye can sit on a white body painted over by dark
 * sections, and "dark theme: white canvas (#ffffff)" would contradict itself.
 */
function themeEvidence(theme: string, r: ReasonInput): string | null {
  const l = r.backgroundHex ? lightnessOf(r.backgroundHex) : null;
  if (r.backgroundHex && l !== null && (l < 0.5) === (theme === 'dark')) return `${describeColor(r.backgroundHex)} canvas (${r.backgroundHex})`;
  if (r.darkShare === null || r.darkShare === undefined) return null;
  const share = Math.round((theme === 'dark' ? r.darkShare : 1 - r.darkShare) * 100);
  return share >= 50 ? `${theme} through ${share}% of the page` : null;
}

const list = (items: string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export function reasonFor(r: ReasonInput, ranked: Ranked, depth: 'fast' | 'deep'): string {
  const matched = ranked.agreement.matched;
  if (matched.length === 0) {
    // A page outside the spec's industries (a law firm, a church) has none; the words must not leave a gap.
    const words = [r.facets.theme, r.facets.industry ? humanize(r.facets.industry) : null].filter((w): w is string => Boolean(w));
    const color = r.primaryHex ? ` with ${describeColor(r.primaryHex)} primary (${r.primaryHex})` : '';
    return `Its ${[...words, 'identity'].join(' ')}${color} reads closest to the description.`;
  }
  const labels = [...new Set(matched.map(label))];
  const details = depth === 'deep' ? [...new Set(matched.map((c) => evidence(c, r)).filter((e): e is string => e !== null))].slice(0, 3) : [];
  const missed = depth === 'deep' && ranked.agreement.missed.length > 0 ? `, though not ${list(ranked.agreement.missed.map(label))}` : '';
  return `Matches ${list(labels)}${details.length ? `: ${list(details)}` : ''}${missed}.`;
}
