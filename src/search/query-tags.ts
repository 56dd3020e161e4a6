/**
 * The engine's soft reading of a query (spec §2.6 `query_tags`): industry, page type, hue and
 * aesthetic words from the spec vocabularies and their synonyms ("banking" → fintech, "moody" →
 * dark, "terracotta" → brown), and a design style only when the query names one outright.
 *
 * The reading is display-only for the caller and a soft signal for ranking (facet agreement);
 * it never constrains results — hard constraints are the request's filters.
 */
import { colorWords } from './color-reading.js';
import { COLOR_CONTEXT, HEAD_NOUNS, HUE_TONES, LEXICON, NEGATIONS, SUBJECT_COLOR_NOUNS } from './query-lexicon.js';
import {
  HUES, INDUSTRIES, LAYOUTS, MOODS, PAGE_TYPES, STYLES, STYLE_NAMES, TYPE_CHARACTERS,
  type Corners, type Hue, type Industry, type Layout, type PageType, type Saturation, type Style, type Temperature, type Theme, type TypeCharacter,
} from './vocabulary.js';

/** Spec §2.6 `query_tags`. */
export interface QueryTags {
  industry: string[];
  page_type: string[];
  hue: string[];
  aesthetic: string[];
  /** Display name of the detected style; null unless the query names one outright. */
  style: string | null;
}

/** A facet the query asks for (or, negated, asks to avoid), with how strongly. */
export interface FacetCue<F extends string = FacetField, V extends string = string> {
  field: F;
  value: V;
  /** 1 for a direct word ("brutalist"), 0.5 for an implied one ("elegant" → serif). */
  weight: number;
  /** The query's word for a `color` cue ("navy"), shown in reasons. */
  label?: string;
  /**
   * `mood` cues: the query word they came from. Moods of one word are alternatives ("elegant" →
   * elegant or luxury); moods of different words are all asked ("bold and loud": bold and vibrant).
   */
  group?: number;
  /** Not said but understood: an avoid the reader adds (app screens when no page type is asked); it weighs in agreement, not in how much the query asks. */
  implied?: boolean;
}

/** `color` asks for one named color (value: its hex), scored by palette closeness (color-reading.ts). */
export type FacetField = 'industry' | 'page_type' | 'hue' | 'color' | 'theme' | 'type' | 'style' | 'layout' | 'temperature' | 'saturation' | 'corners' | 'mood' | 'palette';

export interface QueryReading {
  tags: QueryTags;
  /** Every facet cue, merged per field and value (highest weight kept). */
  wants: FacetCue[];
  /** Cues after a negation ("no gradients"): cards having them rank lower. */
  avoids: FacetCue[];
  /** The confidently detected style (its display name is `tags.style`). */
  style: Style | null;
  /** Query words no lexicon entry used (left to the dense and lexical rankers). */
  rest: string[];
  /**
   * The content words of `rest` in query order ("law firm" of "navy blue corporate law firm"),
   * with the subjects read only approximately ("construction", "jewelry"): the part of the brief
   * no facet reads fully, matched against the captions on its own. Empty when every content word
   * was read.
   */
  unread: string;
  /**
   * The other phrases of the lexicon lines the query's words were read on, for the words the query
   * wants ("grayscale" → black and white, monochrome, …; not those after a negation): the curator's
   * captions say a thing one way ("black-and-white skyscraper photo"), a designer another, and
   * BM25 over the captions matches words only.
   */
  synonyms: string[];
  /**
   * 0..1: the share of the query's content words (generic words like "site", "with" left out) that
   * the reading turned into facets a page can be checked against; a mood word without facets
   * ("modern") counts half. Tiers use it: a card cannot be a strong match for a query
   * whose subject the engine could not read ("navy law firm": law firm is no facet).
   */
  coverage: number;
}

const FIELD_VALUES: Readonly<Record<FacetField, readonly string[]>> = {
  industry: INDUSTRIES, page_type: PAGE_TYPES, hue: HUES, color: [], theme: ['light', 'dark'], type: TYPE_CHARACTERS, style: STYLES,
  layout: LAYOUTS, temperature: ['warm', 'cool'], saturation: ['vivid', 'muted'], corners: ['square', 'rounded', 'pill'], mood: MOODS,
  palette: ['monochrome'],
};

/** The aesthetic word shown for a direct cue of these fields. */
const AESTHETIC_WORD: Partial<Record<FacetField, (value: string) => string>> = {
  theme: (v) => v,
  type: (v) => ({ serif: 'serif', sans: 'sans-serif', mono: 'monospace', display: 'display type' })[v as TypeCharacter],
  style: (v) => v,
  layout: (v) => ({
    grid_based_strict: 'grid', asymmetric_broken_grid: 'asymmetric', generous_whitespace: 'airy', dense_packed: 'dense',
    centered_symmetric: 'centered', left_aligned_flush: 'left-aligned', card_based: 'card-based', overlapping_layered: 'layered',
  })[v as Layout],
  temperature: (v) => v,
  saturation: (v) => v,
  corners: (v) => (v === 'square' ? 'sharp' : v),
};

interface Entry {
  words: string[];
  cues: FacetCue[];
  aesthetic: string[];
  /** A color name (color-reading.ts) rather than a lexicon phrase. */
  color?: boolean;
  /** Every phrase of the lexicon lines this phrase is on ("grayscale": black and white, monochrome, …). */
  synonyms?: string[];
  /** The phrase names imagery as well as the look it is read as ("night sky": a dark page, and a starry sky on it). */
  imagery?: boolean;
}

let entries: Entry[] | null = null;
let firstWords: Map<string, Entry[]> | null = null;
let lexiconSingles: Map<string, Entry> | null = null;
let hueWords: Set<string> | null = null;
/** Single-word color names ("blue", "sand"): after a thing's name they make it a color ("sand beige"). */
let colorNames: Set<string> | null = null;
/** Single-word color names without a hue (black, charcoal, gray): "dark" before them is still the page's theme. */
let neutralNames: Set<string> | null = null;

/** Parses the lexicon and the color names once, longest phrases first (a lexicon phrase before a color name of the same words). */
function lexicon(): Entry[] {
  if (entries) return entries;
  const byPhrase = new Map<string, Entry>();
  for (const [phrases, effects] of Object.entries(LEXICON)) {
    const cues: FacetCue[] = [];
    const aesthetic: string[] = [];
    let imagery = false;
    for (const effect of effects.split(/\s+/)) {
      if (effect === 'imagery') { imagery = true; continue; }
      const [field, rest] = effect.split(':') as [string, string];
      const [value, weight] = rest.split('@') as [string, string | undefined];
      if (field === 'aes') aesthetic.push(value);
      else if (field in FIELD_VALUES && FIELD_VALUES[field as FacetField].includes(value)) {
        cues.push({ field: field as FacetField, value, weight: weight === undefined ? 1 : Number(weight) });
      } else throw new Error(`query lexicon: unknown effect ${effect}`);
    }
    const line = phrases.split(',').map((p) => tokenize(p).join(' ')).filter(Boolean);
    for (const phrase of phrases.split(',')) {
      const words = tokenize(phrase);
      const key = words.join(' ');
      const existing = byPhrase.get(key);
      if (existing) {
        existing.cues.push(...cues);
        existing.aesthetic.push(...aesthetic);
        existing.synonyms = [...new Set([...(existing.synonyms ?? []), ...line])];
        if (imagery) existing.imagery = true;
      } else byPhrase.set(key, { words, cues: [...cues], aesthetic: [...aesthetic], synonyms: line, ...(imagery ? { imagery } : {}) });
    }
  }
  lexiconSingles = new Map([...byPhrase].filter(([, e]) => e.words.length === 1));
  // A lexicon phrase keeps its meaning over a color of the same name ("tea" is a beverage).
  for (const color of colorWords()) {
    const key = color.words.join(' ');
    if (!byPhrase.has(key)) byPhrase.set(key, { ...color, color: true });
  }
  entries = [...byPhrase.values()].sort((a, b) => b.words.length - a.words.length);
  colorNames = new Set(entries.filter((e) => e.color && e.words.length === 1).map((e) => e.words[0]!));
  neutralNames = new Set([...colorNames].filter((name) => !byPhrase.get(name)!.cues.some((c) => c.field === 'hue' || c.field === 'color')));
  hueWords = new Set(entries.filter((e) => e.words.length === 1 && (e.color || e.cues.some((c) => c.field === 'hue'))).map((e) => e.words[0]!));
  return entries;
}

/** Fields of the look whose words have synonyms in the curator's captions (not the subject or page type). */
const LOOK_FIELDS: ReadonlySet<FacetField> = new Set(['palette', 'saturation', 'style', 'type', 'layout', 'corners']);

/** The implied avoid of a query that names no page type (see readQuery). */
export const APP_SCREENS_AVOIDED: Readonly<FacetCue> = { field: 'page_type', value: 'product', weight: 1, implied: true };

/** Lowercase words without accents or punctuation ("Neo-Brutalist café" → neo, brutalist, cafe). */
export function tokenize(text: string): string[] {
  return words(text).tokens;
}

/**
 * Words, and for each whether a hyphen joins it to the word before ("eco-friendly": friendly is
 * joined), so compounds can be read as compounds.
 */
function words(text: string): { tokens: string[]; joined: boolean[] } {
  const tokens: string[] = [];
  const joined: boolean[] = [];
  const normalized = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  for (const m of normalized.matchAll(/[a-z0-9]+/g)) {
    tokens.push(m[0]);
    joined.push(m.index! > 0 && normalized[m.index! - 1] === '-' && /[a-z0-9]/.test(normalized[m.index! - 2] ?? ''));
  }
  return { tokens, joined };
}

/**
 * Second halves of compounds that make the compound about its first half ("eco-friendly",
 * "mobile-first", "retro-inspired", "data-driven"): read alone they would name an unrelated style
 * ("friendly" → playful), so after a hyphen they are not read by themselves (issue 11 §2).
 */
const RELATIONAL_SUFFIXES: ReadonlySet<string> = new Set([
  'friendly', 'free', 'less', 'proof', 'like', 'conscious', 'first', 'inspired', 'driven', 'powered', 'based', 'focused',
  'oriented', 'ready', 'centric', 'minded', 'savvy', 'forward', 'themed', 'style', 'styled', 'ish', 'y',
]);
/** "gradient-free", "serif free": the first half is avoided. */
const PRIVATIVE_SUFFIXES: ReadonlySet<string> = new Set(['free', 'less']);

/** Entries by their first word, longest first. */
function firstWordIndex(): Map<string, Entry[]> {
  if (firstWords) return firstWords;
  firstWords = new Map();
  for (const entry of lexicon()) firstWords.set(entry.words[0]!, [...(firstWords.get(entry.words[0]!) ?? []), entry]);
  return firstWords;
}

const isHueWord = (token: string): boolean => hueWords!.has(token) || hueWords!.has(token.replace(/s$/, ''));

/** Is the word at `i` joined by "and" (or "&", a comma being dropped) to a word naming a hue ("black and yellow", "red and black")? */
function pairedWithHue(tokens: readonly string[], i: number): boolean {
  const hue = (t: string | undefined): boolean => t !== undefined && isHueWord(t) && !neutralNames!.has(t);
  return (tokens[i + 1] === 'and' && hue(tokens[i + 2])) || (tokens[i - 1] === 'and' && hue(tokens[i - 2]));
}

const wordMatches = (token: string, word: string, last: boolean): boolean =>
  token === word || (last && (token === `${word}s` || token === `${word}es`));

export function readQuery(query: string): QueryReading {
  const { tokens, joined } = words(query);
  const used = new Array<boolean>(tokens.length).fill(false);
  const approx = new Array<boolean>(tokens.length).fill(false);
  /** Per token: 1 read into facets, 0.5 read as a mood word only, 0 unread. */
  const readAs = new Array<number>(tokens.length).fill(0);
  const wants = new Map<string, FacetCue>();
  const avoids = new Map<string, FacetCue>();
  const aesthetic: [number, string][] = [];
  const styleStrength = new Map<Style, number>();
  const synonyms = new Set<string>();
  const keep = (into: Map<string, FacetCue>, cue: FacetCue): void => {
    const key = `${cue.field}:${cue.value}`;
    const prior = into.get(key);
    if (!prior || prior.weight < cue.weight) into.set(key, { ...cue });
  };
  const apply = (entry: Pick<Entry, 'cues' | 'aesthetic'>, at: number, negated: boolean): void => {
    for (const cue of entry.cues) {
      // Mood words are asked together ("bold and loud", "calm elegant"): each word's moods are one group.
      keep(negated ? avoids : wants, cue.field === 'mood' ? { ...cue, group: at } : cue);
      if (!negated && cue.field === 'style') styleStrength.set(cue.value as Style, Math.max(styleStrength.get(cue.value as Style) ?? 0, cue.weight));
      if (!negated && cue.weight >= 1) {
        const word = AESTHETIC_WORD[cue.field]?.(cue.value);
        if (word) aesthetic.push([at, word]);
      }
    }
    if (!negated) for (const word of entry.aesthetic) aesthetic.push([at, word]);
  };
  // Leftmost-longest: at each word the longest phrase starting there wins ("sans-serif headlines"
  // is sans-serif, then headlines; never "serif headlines" out of the middle).
  const byFirst = firstWordIndex();
  let lastIndustryEnd = -2;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const candidates = [...new Set([t, t.replace(/s$/, ''), t.replace(/es$/, '')])].flatMap((w) => byFirst.get(w) ?? []).sort((a, b) => b.words.length - a.words.length);
    const entry = candidates.find((e) => {
      const n = e.words.length;
      if (i + n > tokens.length) return false;
      for (let k = 0; k < n; k++) if (!wordMatches(tokens[i + k]!, e.words[k]!, k === n - 1)) return false;
      // "eco-friendly", "user-friendly": the suffix alone is not a style (the compound is about its first half).
      if (n === 1 && joined[i] && RELATIONAL_SUFFIXES.has(tokens[i]!)) return false;
      // "night sky", "sand and sea": a thing's name is a color only before a color word ("sand tones").
      if (e.color && n === 1 && SUBJECT_COLOR_NOUNS.has(e.words[0]!)) {
        const after = tokens[i + 1];
        return after !== undefined && (COLOR_CONTEXT.has(after) || colorNames!.has(after));
      }
      return true;
    });
    if (!entry) continue;
    const n = entry.words.length;
    // "travel agency", "coffee shop": the head noun after a subject names no industry of its own.
    const head = n === 1 && HEAD_NOUNS.has(tokens[i]!) && lastIndustryEnd === i - 1;
    let read = head ? { ...entry, cues: entry.cues.filter((c) => c.field !== 'industry') } : entry;
    // "black and yellow", "red and black", "blue and white": a neutral paired with a hue is one of
    // the page's two colors (a light page with black-and-yellow bands answers it), so its theme is
    // only a hint; "on black", "black" alone, stay the page's theme.
    if (entry.color && n === 1 && neutralNames!.has(tokens[i]!) && pairedWithHue(tokens, i)) {
      // The label keeps the color word: the thumbnail can still be checked for it (seen-look.ts).
      read = { ...read, cues: read.cues.map((c) => (c.field === 'theme' ? { ...c, weight: Math.min(c.weight, 0.5), label: tokens[i]! } : c)) };
    }
    // "black and white": the phrase's theme hint keeps the word, so the thumbnail is checked for black.
    if (!entry.color && n > 1 && entry.words.includes('black')) read = { ...read, cues: read.cues.map((c) => (c.field === 'theme' && c.value === 'dark' && c.weight < 1 ? { ...c, label: 'black' } : c)) };
    // A subject the spec's industries name only approximately ("construction" → architecture or
    // real estate at half weight, "jewelry" → fashion) is matched against the captions as well.
    const industries = read.cues.filter((c) => c.field === 'industry');
    const weakOnly = read.cues.length > 0 && read.cues.every((c) => c.weight < 1);
    const approximate = industries.length > 0 && weakOnly;
    for (let k = 0; k < n; k++) {
      used[i + k] = true;
      // Imagery read as a look ("night sky" → dark) is matched against the captions as well.
      approx[i + k] = approximate || entry.imagery === true;
      // A word read only as weak cues ("script" → display type, "shop" → e-commerce, "tech" → saas
      // or developer tools, each at half weight) is half read, as a mood word without facets is:
      // its facets check part of what it says, and the captions the rest (issue 11 §2; re-scoring
      // cross-validated nDCG@10 0.8609 → 0.8621 fast, 0.8684 → 0.8705 deep).
      readAs[i + k] = head ? readAs[i - 1]! : read.cues.length === 0 || weakOnly ? 0.5 : 1;
    }
    if (read.cues.some((c) => c.field === 'industry')) lastIndustryEnd = i + n - 1;
    const at = i;
    i += n - 1;
    // "dark blue", "light pink": a tone of the hue, not the page theme; "dark charcoal", "light
    // gray" name no hue, so the tone is the page's (issue 11 §2).
    const after = tokens[at + 1];
    if (n === 1 && HUE_TONES.has(tokens[at]!) && after !== undefined && isHueWord(after) && !neutralNames!.has(after)) continue;
    const next = tokens[at + n];
    const negated = [tokens[at - 1], tokens[at - 2]].some((t) => t !== undefined && NEGATIONS.has(t)) || (next !== undefined && PRIVATIVE_SUFFIXES.has(next));
    apply(read, at, negated);
    // A look word's light or dark hint ("neon", "pastel", "black and white") does not make it a theme
    // word: its synonyms still find the captions that say it another way.
    if (!negated && read.cues.length > 0 && read.cues.every((c) => LOOK_FIELDS.has(c.field) || (c.field === 'theme' && c.weight < 1))) for (const phrase of entry.synonyms ?? []) synonyms.add(phrase);
    // "pastel pink", "neon green", "dusty rose": the modifier keeps its own meaning inside a color name.
    if (entry.color) {
      for (let k = 0; k < n - 1; k++) {
        const modifier = lexiconSingles!.get(tokens[at + k]!);
        if (modifier && !HUE_TONES.has(tokens[at + k]!)) apply(modifier, at + k, negated);
      }
    }
  }
  // A value both wanted and avoided ("dark, but not too dark") stays wanted.
  for (const key of wants.keys()) avoids.delete(key);
  // Issue 11 §2: a brief that does not ask for an app's own screens (the corpus files admin
  // dashboards, their logins and profiles under `product`) asks for a site: those step back unless
  // "dashboard", "admin", "product page" ask for them.
  if (!wants.has('page_type:product')) avoids.set('page_type:product', { ...APP_SCREENS_AVOIDED });

  const wanted = [...wants.values()];
  const values = (field: FacetField, minWeight = 1): string[] =>
    FIELD_VALUES[field].filter((v) => wanted.some((c) => c.field === field && c.value === v && c.weight >= minWeight));
  const style = confidentStyle(styleStrength);
  return {
    tags: {
      industry: values('industry'),
      page_type: values('page_type'),
      hue: values('hue'),
      aesthetic: [...new Set(aesthetic.sort((a, b) => a[0] - b[0]).map(([, word]) => word))],
      style: style ? STYLE_NAMES[style] : null,
    },
    wants: wanted,
    avoids: [...avoids.values()],
    style,
    rest: tokens.filter((_, i) => !used[i]),
    unread: tokens.filter((t, i) => (!used[i] || approx[i]) && !GENERIC_WORDS.has(t) && !NEGATIONS.has(t)).join(' '),
    synonyms: [...synonyms].filter((phrase) => !tokens.join(' ').includes(phrase)),
    coverage: coverageOf(tokens, readAs),
  };
}

/**
 * Words that say nothing a page could be checked against: grammar, and the nouns of any design
 * brief ("site", "brand", "buttons", "layout"). Not "app": an app's landing page shows the app
 * (phone mockups, store badges), and the captions say so.
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set(`a an the and or but with without for of in on at to by from as that this these those
it its my our your their i we me us want need looking look looks like something some any very really more most bit kind sort
site sites website websites web page pages brand brands company companies business businesses design designs designed
feel feeling vibe vibes aesthetic style styled inspired inspiration example examples reference using use uses used has have
accent accents color colors colour colours palette tone tones font fonts typeface typography type headline headlines heading
headings button buttons layout hero section sections element elements ui image images photo photos background backgrounds
platform product one two three lots lot plenty heavy everything thing things also just too so`.split(/\s+/));

function coverageOf(tokens: readonly string[], readAs: readonly number[]): number {
  const content = tokens.map((t, i) => ({ t, read: readAs[i]! })).filter(({ t, read }) => read > 0 || !(GENERIC_WORDS.has(t) || NEGATIONS.has(t)));
  if (content.length === 0) return 0;
  return content.reduce((sum, c) => sum + c.read, 0) / content.length;
}

/** A style is confident when one style is named outright and no other style is. */
function confidentStyle(strength: Map<Style, number>): Style | null {
  const strong = [...strength.entries()].filter(([, w]) => w >= 1).map(([s]) => s);
  return strong.length === 1 ? strong[0]! : null;
}

/** Typed views of a reading's wanted values, for rankers. */
export function wanted<T extends string>(reading: QueryReading, field: FacetField): FacetCue<FacetField, T>[] {
  return reading.wants.filter((c) => c.field === field) as FacetCue<FacetField, T>[];
}

export type { Corners, Hue, Industry, Layout, PageType, Saturation, Temperature, Theme, TypeCharacter };
