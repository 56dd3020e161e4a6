/**
 * The search engine (spec §4.9, §4.10): loads the corpus (cards + vectors) and the embedder on
 * first use, then answers searches and similarity lookups from memory.
 *
 * - Filters are hard (spec §2.5): a card is a candidate only when it has every given filter value,
 *   matched verbatim; the results are never padded, and an unknown value simply matches nothing.
 * - Ranking is hybrid (rank.ts); deep re-ranks a larger pool on measured design facets.
 * - Discovery (spec §2.6 `badge`): when the query names a style, the last slot holds a rotating
 *   exemplar of that style from just below the cut, chosen by a per-engine counter, so identical
 *   searches do not return identical sets (deterministically: the n-th identical search on an
 *   engine always gets the same exemplar).
 */
import { createVectorIndex, type VectorIndex } from '../corpus/vector-index.js';
import type { CorpusEntry, SearchCard } from './corpus-entry.js';
import { readQuery, type QueryReading, type QueryTags } from './query-tags.js';
import { listTiers, rankDeep, rankFast, tierOf, type Match, type Ranked } from './rank.js';
import { reasonFor } from './reason.js';
import { rerank } from './rerank.js';
import { RERANK_WEIGHTS } from './rerank-weights.js';
import { showcaseFirst } from './identity-order.js';
import { similarEntries, type SimilarityIndex } from './similar.js';
import type { DesignSystemLike } from './design-facets.js';
import type { Depth } from './history.js';
import { loadDefaultCorpus, type CorpusSourceOptions } from './corpus-load.js';

export type { SearchCard } from './corpus-entry.js';

/** Spec §2.5 filters: each a string (matched verbatim) or null. */
export interface SearchFilters {
  page_type: string | null;
  industry: string | null;
  hue: string | null;
  layout: string | null;
}

export interface SearchQuery {
  query: string;
  depth: Depth;
  topK: number;
  filters: SearchFilters | null;
}

export interface SearchOutcome {
  results: SearchCard[];
  query_tags: QueryTags;
}

/** Sentence embeddings: unit-length vectors (createEmbedder() in corpus/embedder.ts). */
export interface Embedder {
  readonly dimension: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** BM25 over the entries' texts: one score per entry, aligned with the corpus. */
export interface LexicalScorer {
  scores(query: string): ArrayLike<number>;
}

export interface LoadedCorpus {
  entries: CorpusEntry[];
  /** Unit-length embeddings of each entry's text, aligned with `entries`. */
  vectors: Float32Array[];
  lexical: LexicalScorer;
  /** BM25 over the curator's captions (entries without one score 0); absent when no entry has one. */
  captions?: LexicalScorer;
  /** Unit-length embeddings of the captions, aligned with `entries` (null without a caption); absent when no entry has one. */
  captionVectors?: (Float32Array | null)[];
  /** Per entry, unit-length embeddings of its caption's phrases (caption-vectors.ts `captionPhrases`; null without a caption). */
  captionPhraseVectors?: (Float32Array[] | null)[];
  embedder: Embedder;
  /** Built on the first similarity lookup. */
  similarity?: SimilarityIndex;
  /** HNSW over `vectors` (ids = entry indices), built on the first search of a large corpus. */
  vectorIndex?: Promise<VectorIndex>;
}

export interface SearchEngineOptions extends CorpusSourceOptions {
  /** Supplies the corpus and embedder instead of the bundled corpus (tests, ad-hoc corpora). */
  load?: () => Promise<LoadedCorpus>;
  /**
   * Up to this many candidates, dense scores are exact (a dot product per candidate); above it the
   * dense ranking is the HNSW index's top `densePool` within the filters. @default 20000
   */
  exactSearchLimit?: number;
  /** Candidates the HNSW index returns for a large corpus. @default 1000 */
  densePool?: number;
}

export interface SearchEngine {
  search(query: SearchQuery): Promise<SearchOutcome>;
  /** Corpus brands closest to a design system (and its screenshot), closest first; match and reason null (spec §4.10). */
  similar(designSystem: DesignSystemLike, options: { limit: number; excludeUrl?: string; screenshotPng?: Buffer | null; fullPagePng?: Buffer | null }): Promise<SearchCard[]>;
  /** Loads the corpus and embedder now instead of on the first search. */
  warm(): Promise<void>;
  /** Releases the embedder (when this engine loaded it); later calls load again. */
  close(): Promise<void>;
}

/** Deep search re-ranks at least this many fused candidates (or 5 × top_k). */
export const DEEP_POOL = 60;
/** Discovery exemplars rotate among this many of the best style matches below the cut. */
export const DISCOVERY_ROTATION = 5;

export function createSearchEngine(options: SearchEngineOptions = {}): SearchEngine {
  let loading: Promise<LoadedCorpus> | null = null;
  const corpus = (): Promise<LoadedCorpus> => {
    if (!loading) {
      loading = (options.load ?? (() => loadDefaultCorpus(options)))();
      // A failed load is retried by the next call instead of failing forever.
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
  let discoveryTurn = 0;
  return {
    async warm() {
      await corpus();
    },
    async close() {
      const loaded = loading;
      loading = null;
      // Only an embedder this engine created is ours to close (a `load` or `embedder` option supplies its own).
      if (!loaded || options.load || options.embedder) return;
      const c = await loaded.catch(() => null);
      await (c?.embedder as { close?: () => Promise<void> } | undefined)?.close?.();
    },
    async search(q) {
      const c = await corpus();
      const fused = await fusedRankings(c, q, options);
      if (!fused) return { results: [], query_tags: readQuery(q.query).tags };
      const { reading, entries } = fused;
      let ranked = rerank(fused, RERANK_WEIGHTS[q.depth]);
      // A template's entry page is the one whose id is the identity itself (corpus/README.md).
      ranked = showcaseFirst(ranked, (r) => ({ identity: entries[r.index]!.identity, pageType: entries[r.index]!.facets.page_type, entry: entries[r.index]!.id === entries[r.index]!.identity }), reading.wants.filter((c) => c.field === 'page_type').map((c) => c.value));
      const askedTypes = new Set(reading.wants.filter((c) => c.field === 'page_type').map((c) => c.value));
      ranked = diversify(ranked, (r) => entries[r.index]!.identity, (r) => askedTypes.has(entries[r.index]!.facets.page_type));
      const picked = pick(reading, entries, ranked, q.topK, discoveryTurn);
      if (picked.discovery !== null) discoveryTurn++;
      const tiers = listTiers(picked.order.map((r) => r.calibrated), picked.order.map((r) => r === picked.discovery));
      return {
        results: picked.order.map((r, i) => toCard(entries[r.index]!, r, tiers[i]!, q.depth, r === picked.discovery)),
        query_tags: reading.tags,
      };
    },
    async similar(designSystem, { limit, excludeUrl, screenshotPng, fullPagePng }) {
      const c = await corpus();
      return (await similarEntries(c, { designSystem, screenshotPng, fullPagePng }, { limit, excludeUrl }))
        .map(({ entry }) => ({ ...structuredClone(entry.card), match: null, reason: null, badge: null }));
    },
  };
}

/** A query's fused rankings before the final re-scoring (rerank.ts): what `search` and the weights' fitting (eval/search/fit-rerank.ts) share. */
export interface FusedRankings {
  reading: QueryReading;
  /** The candidates (entries passing the filters), in corpus order; `Ranked.index` points here. */
  entries: CorpusEntry[];
  fast: Ranked[];
  /** Deep's re-fused pool and the fast tail; null in fast. */
  deep: Ranked[] | null;
  /** The query's best cosine with one phrase of a candidate's caption, by `Ranked.index` (rerank.ts reads it for its pool only). */
  captionPhrase?: (index: number) => number;
}

/** Reads the query, filters the candidates, scores every signal and fuses them (deep: re-fuses the pool); null when no page passes the filters. */
export async function fusedRankings(c: LoadedCorpus, q: SearchQuery, options: SearchEngineOptions = {}): Promise<FusedRankings | null> {
  const reading = readQuery(q.query);
  const candidates = filterCandidates(c.entries, q.filters);
  if (candidates.length === 0) return null;
  // The words no facet read ("law firm") are matched against the captions on their own as well.
  const unread = c.captionVectors && reading.unread && reading.unread !== q.query.trim().toLowerCase() ? reading.unread : null;
  const [queryVector, unreadVector] = await c.embedder.embed(unread ? [q.query, unread] : [q.query]);
  const allLexical = c.lexical.scores(q.query);
  const dense = await denseScores(c, queryVector!, candidates, options);
  const lexical = candidates.map((i) => allLexical[i] ?? 0);
  const entries = candidates.map((i) => c.entries[i]!);
  // Captions are matched with the synonyms of what was read as well (query-tags.ts `synonyms`).
  const allCaption = c.captions?.scores(reading.synonyms.length ? `${q.query} ${reading.synonyms.join(' ')}` : q.query);
  const caption = allCaption ? candidates.map((i) => allCaption[i] ?? 0) : undefined;
  const captionDense = c.captionVectors ? candidates.map((i) => { const v = c.captionVectors![i]; return v ? dot(queryVector!, v) : -1; }) : undefined;
  const captionUnread = unreadVector && c.captionVectors ? candidates.map((i) => { const v = c.captionVectors![i]; return v ? dot(unreadVector, v) : -1; }) : undefined;
  // The tier of a template's inner page reads its entry page's caption too (issue 11 §2: siblings wait behind other brands of the same tier, not behind pages of a lower one).
  const captionTier = captionDense ? tierCaptions(entries, captionDense) : null;
  const fast = rankFast(reading, entries, { dense, lexical, ...(caption ? { caption } : {}), ...(captionDense ? { captionDense } : {}), ...(captionUnread ? { captionUnread } : {}), ...(captionTier ? { captionTier } : {}) });
  const deep = q.depth === 'deep' ? rankDeep(reading, entries, fast, Math.max(DEEP_POOL, 5 * q.topK)) : null;
  // A thing asked may be one phrase of a caption listing several: its best phrase's cosine, read
  // for the re-scored pool only.
  const phrases = c.captionPhraseVectors;
  const captionPhrase = phrases ? (index: number): number => bestDot(queryVector!, phrases[candidates[index]!] ?? null) : null;
  return { reading, entries, fast, deep, ...(captionPhrase ? { captionPhrase } : {}) };
}

/**
 * The caption cosine each candidate's match tier reads: a template's inner page is described by a
 * bland caption ("about page of …: the identity's header, palette and type"), and the eye grades it
 * by its template's look (rerank.ts `entryCaption`), so it has the better of its own and its entry
 * page's (when that page is a candidate too).
 */
export function tierCaptions(entries: readonly Pick<CorpusEntry, 'id' | 'identity'>[], captionDense: readonly number[]): number[] {
  const entryPage = new Map<string, number>();
  entries.forEach((e, i) => { if (e.id === e.identity) entryPage.set(e.identity, captionDense[i]!); });
  return entries.map((e, i) => Math.max(captionDense[i]!, entryPage.get(e.identity) ?? -1));
}

/**
 * Cosine of the query with each candidate: exact for up to `exactSearchLimit` candidates, else
 * the HNSW index's nearest `densePool` within the candidates (the rest score −1, ranking last).
 */
async function denseScores(c: LoadedCorpus, query: Float32Array, candidates: number[], o: SearchEngineOptions): Promise<number[]> {
  if (candidates.length <= (o.exactSearchLimit ?? 20_000)) return candidates.map((i) => dot(query, c.vectors[i]!));
  c.vectorIndex ??= buildVectorIndex(c.vectors);
  const index = await c.vectorIndex;
  const allowed = new Set(candidates);
  const scores = new Map(index.search(query, Math.min(o.densePool ?? 1000, candidates.length), (id) => allowed.has(id)).map((h) => [h.id, h.score]));
  return candidates.map((i) => scores.get(i) ?? -1);
}

async function buildVectorIndex(vectors: Float32Array[]): Promise<VectorIndex> {
  const index = await createVectorIndex({ dimension: vectors[0]?.length ?? 1, space: 'cosine', maxElements: Math.max(1, vectors.length) });
  index.addMany(vectors.map((vector, id) => ({ id, vector })));
  return index;
}

/** Indices of entries that satisfy every given filter (spec §2.5: verbatim, hard, never padded). */
export function filterCandidates(entries: readonly CorpusEntry[], filters: SearchFilters | null): number[] {
  const out: number[] = [];
  for (let i = 0; i < entries.length; i++) if (satisfies(entries[i]!, filters)) out.push(i);
  return out;
}

export function satisfies(entry: CorpusEntry, filters: SearchFilters | null): boolean {
  if (!filters) return true;
  const f = entry.facets;
  if (filters.industry !== null && f.industry !== filters.industry) return false;
  if (filters.page_type !== null && f.page_type !== filters.page_type) return false;
  if (filters.hue !== null && !f.hues.includes(filters.hue)) return false;
  if (filters.layout !== null && !f.layouts.includes(filters.layout)) return false;
  return true;
}

const TIER_RANK: Readonly<Record<Match, number>> = { related: 0, good: 1, strong: 2 };

/** The first places hold one page per identity (issue 11 §2: a designer wants options). */
export const DISTINCT_HEAD = 5;

/**
 * Sibling pages of one visual identity (a template's about, blog, pricing pages) step back behind
 * the other brands (issue 11: a designer looks for other brands, not the same template again):
 *
 * - In the first `DISTINCT_HEAD` places, one page per identity, whatever its tier: a second page of
 *   an identity already there waits below them, unless `askedType(r)` says it is a page of a type
 *   the query names and its identity shows no page of an asked type there yet (a template's blog page
 *   for "serif editorial blog" stays beside its homepage; its second blog page waits).
 * - Below, a repeat waits until the next page of a new identity has a lower tier than it, then
 *   keeps its place ahead of that page.
 *
 * Nothing is dropped, so lists are never shorter than the filters allow (when fewer identities
 * than places remain, the waiting siblings fill them). Pure.
 */
export function diversify<T extends { calibrated: number }>(ranked: readonly T[], identityOf: (r: T) => string, askedType: (r: T) => boolean = () => false): T[] {
  const head: T[] = [];
  const inHead = new Set<string>();
  const held: T[] = [];
  let i = 0;
  for (; i < ranked.length && head.length < DISTINCT_HEAD; i++) {
    const r = ranked[i]!;
    const identity = identityOf(r);
    // A sibling adds to the head only a page of an asked type its identity does not show there yet.
    const adds = askedType(r) && !head.some((h) => identityOf(h) === identity && askedType(h));
    if (inHead.has(identity) && !adds) held.push(r);
    else {
      inHead.add(identity);
      head.push(r);
    }
  }
  return [...head, ...byTier([...held, ...ranked.slice(i)], identityOf, inHead)];
}

/** The tier rule below the distinct head: `seen` holds the identities already listed. */
function byTier<T extends { calibrated: number }>(ranked: readonly T[], identityOf: (r: T) => string, seen: Set<string>): T[] {
  const out: T[] = [];
  let waiting: T[] = [];
  for (const r of ranked) {
    const identity = identityOf(r);
    if (seen.has(identity)) {
      waiting.push(r);
      continue;
    }
    const tier = TIER_RANK[tierOf(r.calibrated)];
    if (waiting.length) {
      out.push(...waiting.filter((w) => TIER_RANK[tierOf(w.calibrated)] > tier));
      waiting = waiting.filter((w) => TIER_RANK[tierOf(w.calibrated)] <= tier);
    }
    seen.add(identity);
    out.push(r);
  }
  return [...out, ...waiting];
}

/** The top_k, with the last slot given to a discovery exemplar when the query names a style. */
function pick(reading: QueryReading, entries: CorpusEntry[], ranked: Ranked[], topK: number, turn: number): { order: Ranked[]; discovery: Ranked | null } {
  const head = ranked.slice(0, topK);
  if (!reading.style || topK < 3 || ranked.length <= topK - 1) return { order: head, discovery: null };
  const kept = ranked.slice(0, topK - 1);
  const exemplars = ranked.slice(topK - 1).filter((r) => entries[r.index]!.facets.styles.includes(reading.style!)).slice(0, DISCOVERY_ROTATION);
  if (exemplars.length === 0) return { order: head, discovery: null };
  const discovery = exemplars[turn % exemplars.length]!;
  return { order: [...kept, discovery], discovery };
}

function toCard(entry: CorpusEntry, r: Ranked, match: Match, depth: Depth, discovery: boolean): SearchCard {
  const reason = reasonFor(
    { facets: entry.facets, measures: entry.measures, primaryHex: entry.card.palette?.primary[0] ?? null, backgroundHex: entry.backgroundHex, headingFamily: entry.headingFamily, darkShare: entry.look?.dark ?? null },
    r,
    depth,
  );
  // A copy: callers may change what they get without changing the corpus held in memory.
  return {
    ...structuredClone(entry.card),
    match,
    reason: discovery ? `Discovery pick: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}` : reason,
    badge: discovery ? 'discovery' : null,
  };
}

/** The best cosine of `query` with any of `vectors` (−1 for none). */
export function bestDot(query: Float32Array, vectors: readonly Float32Array[] | null): number {
  let best = -1;
  for (const v of vectors ?? []) best = Math.max(best, dot(query, v));
  return best;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
