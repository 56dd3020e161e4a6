/**
 * Lexical retrieval: Okapi BM25 over short documents (identity paragraph + tags of a corpus card).
 *
 * The tokenizer lowercases, folds accents, drops English stopwords and applies a light suffix
 * stemmer, so "Minimalist cafés" and "minimalism café" meet on `minimal` and `cafe`. It is
 * deliberately small and predictable: the same function tokenizes documents and queries, and
 * every rule is pinned by test/search/lexical.test.ts.
 */
import { BrandDesignError } from '../errors.js';

export interface Bm25Options {
  /** Term-frequency saturation. @default 1.2 */
  k1?: number;
  /** Length normalization, 0 (none) to 1 (full). @default 0.75 */
  b?: number;
}

export interface LexicalDocument {
  id: number;
  text: string;
}

export interface LexicalHit {
  id: number;
  score: number;
}

export interface Bm25Index {
  /** Number of documents. */
  readonly size: number;
  /**
   * Up to k documents sharing at least one term with the query, best first (ties by id). With a
   * filter, only documents it allows; the list is never padded.
   */
  search(query: string, k: number, filter?: (id: number) => boolean): LexicalHit[];
}

export const BM25_DEFAULTS = { k1: 1.2, b: 0.75 } as const;

// A short English list (Lucene's EnglishAnalyzer set, pronouns, auxiliaries) plus the filler of
// search queries ("something like … I want"). Words that can carry an aesthetic ("light", "bold",
// "clean", "dark", "look") are kept.
const STOPWORDS = new Set(`
a about after again all also am an and any are as at be because been before being both but by can
could did do does doing dont during each either few for from further had has have having he her here
hers him his how i if in into is it its itself just me more most my myself no nor not of off on once
only or other our ours out over own same she should so some such than that the their theirs them
then there these they this those through to too under until up very was we were what when where
which while who whom why will with would you your yours
like want wants need needs looking something show find please really
`.split(/\s+/).filter(Boolean));

// Letters NFKD does not decompose into a base letter plus marks.
const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lowercases and strips diacritics: "Café Œuvre" → "cafe oeuvre". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => FOLD[ch]!)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

const VOWEL = /[aeiouy]/;
const DOUBLE = /([b-df-hj-km-np-rtv-x])\1$/; // doubled consonants other than l, s, z ("stopped" → stop, "filled" → fill)

/**
 * A light English stemmer: plural endings (after Harman's S-stemmer), then one of -ing / -ed / -ly /
 * -ist / -ism / -ion (after c or t), then a final -e. Related forms meet ("spaces", "spacing", "space" → `spac`;
 * "curated", "curate" → `curat`; "minimalist", "minimalism" → `minimal`) while short words and
 * numbers are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && !w.endsWith('eies') && !w.endsWith('aies')) w = `${w.slice(0, -3)}y`;
  else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2); // boxes → box, glasses → glass
  else if (w.endsWith('es') && !/(aes|ees|oes)$/.test(w)) w = w.slice(0, -1); // spaces → space
  else if (w.endsWith('s') && !/(us|ss|is)$/.test(w)) w = w.slice(0, -1);

  const strip = (suffix: string, minStem: number): boolean => {
    const base = w.slice(0, -suffix.length);
    if (!w.endsWith(suffix) || base.length < minStem || !VOWEL.test(base)) return false;
    w = DOUBLE.test(base) && (suffix === 'ing' || suffix === 'ed') ? base.slice(0, -1) : base;
    return true;
  };
  // One derivational suffix at most; -eed words ("speed", "need") keep theirs. -ion meets -ed
  // ("illustration", "illustrated" → `illustrat`; "decoration", "collection"): the curator's
  // captions say "flat illustration" where a designer types "illustrated" (issue 11 §2).
  if (!strip('ing', 3) && !(w.endsWith('eed') || strip('ed', 3)) && !strip('ly', 4) && !strip('ist', 4) && !strip('ism', 4) && /[ct]ion$/.test(w)) strip('ion', 5);

  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * Text → terms: fold, split on anything but letters and digits, keep hyphen/underscore compounds
 * both as parts and joined ("e-commerce" → `commerc`, `ecommerc`), drop stopwords and single
 * letters, map British spellings ("colour", "grey", "centre"), stem.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const folded = foldText(text).replace(/['’]s\b/g, '').replace(/['’]/g, '');
  for (const [compound] of folded.matchAll(/[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*/gu)) {
    const parts = compound.split(/[-_]/);
    for (const part of parts) pushTerm(terms, part);
    if (parts.length > 1) pushTerm(terms, parts.join(''));
  }
  return terms;
}

// British spellings that matter in design vocabulary, mapped onto the American ones.
const SPELLING: [RegExp, string][] = [[/^colour/, 'color'], [/^grey/, 'gray'], [/^centred$/, 'centered'], [/^centre/, 'center']];

function pushTerm(terms: string[], word: string): void {
  if (STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) return;
  let w = word;
  for (const [british, american] of SPELLING) w = w.replace(british, american);
  terms.push(stem(w));
}

const fail = (message: string): BrandDesignError => new BrandDesignError('INTERNAL', `bm25: ${message}`);

/** Builds an in-memory BM25 index (Lucene's non-negative idf). Documents are tokenized once. */
export function createBm25(docs: readonly LexicalDocument[], options: Bm25Options = {}): Bm25Index {
  const k1 = options.k1 ?? BM25_DEFAULTS.k1;
  const b = options.b ?? BM25_DEFAULTS.b;
  if (!Number.isFinite(k1) || k1 < 0) throw fail(`k1 must be a finite number ≥ 0, got ${k1}`);
  if (!Number.isFinite(b) || b < 0 || b > 1) throw fail(`b must be between 0 and 1, got ${b}`);

  const ids = new Float64Array(docs.length);
  const lengths = new Float64Array(docs.length);
  const postings = new Map<string, { docs: number[]; tfs: number[] }>();
  const seen = new Set<number>();
  docs.forEach((doc, i) => {
    if (seen.has(doc.id)) throw fail(`duplicate document id ${doc.id}`);
    seen.add(doc.id);
    ids[i] = doc.id;
    const counts = new Map<string, number>();
    const terms = tokenize(doc.text);
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    lengths[i] = terms.length;
    for (const [term, tf] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = { docs: [], tfs: [] }));
      list.docs.push(i);
      list.tfs.push(tf);
    }
  });
  const n = docs.length;
  const averageLength = n === 0 ? 0 : lengths.reduce((sum, length) => sum + length, 0) / n;
  // Per-document length factor k1·(1 − b + b·dl/avgdl), computed once.
  const norms = lengths.map((length) => k1 * (1 - b + (averageLength > 0 ? (b * length) / averageLength : 0)));

  return {
    size: n,
    search(query, k, filter) {
      if (!Number.isInteger(k) || k < 0) throw fail(`k must be a non-negative integer, got ${k}`);
      if (k === 0) return [];
      const scores = new Float64Array(n);
      const hit = new Uint8Array(n);
      const touched: number[] = [];
      for (const term of new Set(tokenize(query))) {
        const list = postings.get(term);
        if (!list) continue;
        const idf = Math.log(1 + (n - list.docs.length + 0.5) / (list.docs.length + 0.5));
        for (let j = 0; j < list.docs.length; j++) {
          const doc = list.docs[j]!;
          const tf = list.tfs[j]!;
          if (hit[doc] === 0) {
            hit[doc] = 1;
            touched.push(doc);
          }
          scores[doc] += (idf * tf * (k1 + 1)) / (tf + norms[doc]!);
        }
      }
      const hits: LexicalHit[] = [];
      for (const doc of touched) if (!filter || filter(ids[doc]!)) hits.push({ id: ids[doc]!, score: scores[doc]! });
      return hits.sort((x, y) => y.score - x.score || x.id - y.id).slice(0, k);
    },
  };
}
