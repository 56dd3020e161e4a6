/**
 * The hnswlib-node adapter: the only file that imports it (ARCHITECTURE "one adapter file per
 * dependency"). The native addon is loaded with `await import()` inside `createVectorIndex` /
 * `loadVectorIndex`, so importing this module loads no native binary.
 *
 * An approximate nearest-neighbour index (HNSW) over fixed-length vectors, plus an exact
 * brute-force search over a JS copy of the same vectors. The copy serves three purposes: recall
 * measurement, the exact fallback of very selective filtered searches (so a filtered search is
 * complete and never padded), and `vector(id)` for callers that re-rank.
 *
 * Scores are "higher is better": cosine similarity in the cosine space, minus the squared
 * Euclidean distance in the l2 space.
 */
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { HierarchicalNSW } from 'hnswlib-node';
import { BrandDesignError } from '../errors.js';

export type VectorSpace = 'cosine' | 'l2';
export type Vector = Float32Array | readonly number[];
export type IdFilter = (id: number) => boolean;

export interface VectorHit {
  id: number;
  /** Cosine similarity (cosine space) or minus the squared Euclidean distance (l2 space). */
  score: number;
}

export interface VectorIndexOptions {
  /** Length of every vector. */
  dimension: number;
  space: VectorSpace;
  /** Initial capacity. The index grows past it (doubling) when more ids are added. */
  maxElements: number;
  /** Graph degree (hnswlib `M`; layer 0 keeps 2·M links). @default 32 */
  m?: number;
  /** Candidate list size while building. @default 100 */
  efConstruction?: number;
  /** Candidate list size while searching (raised to `k` when `k` is larger). @default 192 */
  efSearch?: number;
  /** Seed of hnswlib's level generator: same inserts in the same order give the same graph. @default 100 */
  randomSeed?: number;
}

export interface LoadVectorIndexOptions {
  dimension: number;
  /** Checked against the saved metadata; required only when the metadata file is missing. */
  space?: VectorSpace;
  /** Overrides the saved efSearch. */
  efSearch?: number;
}

/**
 * Defaults tuned with bench/vector-index.ts on 1M clustered 384-d vectors: M 16 plateaued below
 * recall@10 0.98 even at efSearch 768 (a few queries stuck in the wrong cluster); M 32 with
 * efConstruction 100 builds in about the same time as M 16 / 200 and reaches 0.98 at efSearch 128,
 * 0.996 at 192 (p50 ≈ 0.5 ms).
 */
export const VECTOR_INDEX_DEFAULTS = { m: 32, efConstruction: 100, efSearch: 192, randomSeed: 100 } as const;

const META_FORMAT = 'brand-design/vector-index@1';
interface Meta {
  format: typeof META_FORMAT;
  dimension: number;
  space: VectorSpace;
  m: number;
  efConstruction: number;
  efSearch: number;
  randomSeed: number;
  size: number;
}

type Hnswlib = typeof import('hnswlib-node');
let hnswlib: Promise<Hnswlib> | undefined;
function loadHnswlib(): Promise<Hnswlib> {
  // hnswlib-node is CommonJS: under Node's ESM loader its classes sit on `default`.
  hnswlib ??= import('hnswlib-node').then(
    (mod) => (mod as { default?: Hnswlib }).default ?? mod,
    (error: unknown) => {
      hnswlib = undefined;
      throw fail('cannot load hnswlib-node (is it installed and built for this Node version?)', error);
    },
  );
  return hnswlib;
}

const fail = (message: string, cause?: unknown): BrandDesignError =>
  new BrandDesignError('INTERNAL', `vector index: ${message}`, cause === undefined ? {} : { cause });

function positiveInt(value: number, name: string, max = 0xffffffff): number {
  if (!Number.isInteger(value) || value < 1 || value > max) throw fail(`${name} must be an integer from 1 to ${max}, got ${value}`);
  return value;
}

export class VectorIndex {
  readonly dimension: number;
  readonly space: VectorSpace;
  readonly m: number;
  readonly efConstruction: number;
  readonly randomSeed: number;
  #efSearch: number;
  readonly #hnsw: HierarchicalNSW;
  readonly #store: VectorStore;
  /** Present only after `load` until the JS copy of the vectors is read back from the graph. */
  #unread: Set<number> | undefined;
  /** The array handed to the addon (it accepts plain arrays only); reused to avoid garbage. */
  readonly #scratch: number[];
  /** True while `save` has the graph on a libuv thread: adding then would race with the write. */
  #saving = false;

  private constructor(hnsw: HierarchicalNSW, meta: Omit<Meta, 'format' | 'size'>, unread?: Set<number>) {
    this.#hnsw = hnsw;
    this.dimension = meta.dimension;
    this.space = meta.space;
    this.m = meta.m;
    this.efConstruction = meta.efConstruction;
    this.randomSeed = meta.randomSeed;
    this.#efSearch = meta.efSearch;
    this.#store = new VectorStore(meta.dimension);
    this.#unread = unread;
    this.#scratch = new Array<number>(meta.dimension).fill(0);
    hnsw.setEf(meta.efSearch);
  }

  static async create(options: VectorIndexOptions): Promise<VectorIndex> {
    const meta = {
      dimension: positiveInt(options.dimension, 'dimension', 65_536),
      space: checkSpace(options.space),
      m: positiveInt(options.m ?? VECTOR_INDEX_DEFAULTS.m, 'm', 256),
      efConstruction: positiveInt(options.efConstruction ?? VECTOR_INDEX_DEFAULTS.efConstruction, 'efConstruction'),
      efSearch: positiveInt(options.efSearch ?? VECTOR_INDEX_DEFAULTS.efSearch, 'efSearch'),
      randomSeed: Math.trunc(options.randomSeed ?? VECTOR_INDEX_DEFAULTS.randomSeed) >>> 0,
    };
    const capacity = positiveInt(options.maxElements, 'maxElements');
    const { HierarchicalNSW: Hnsw } = await loadHnswlib();
    const hnsw = new Hnsw(meta.space, meta.dimension);
    hnsw.initIndex({ maxElements: capacity, m: meta.m, efConstruction: meta.efConstruction, randomSeed: meta.randomSeed });
    return new VectorIndex(hnsw, meta);
  }

  /** Reads an index written by `save`: `file` (hnswlib's own format) and `file.meta.json`. */
  static async load(file: string, options: number | LoadVectorIndexOptions): Promise<VectorIndex> {
    const opts = typeof options === 'number' ? { dimension: options } : options;
    const dimension = positiveInt(opts.dimension, 'dimension', 65_536);
    const header = await readHeader(file);
    if (header.dimension !== dimension) throw fail(`${file} holds ${header.dimension}-d vectors, expected ${dimension}`);
    const meta = await readMeta(file);
    const space = meta?.space ?? opts.space;
    if (space === undefined) throw fail(`${file}.meta.json is missing: pass the space ('cosine' or 'l2')`);
    if (meta && opts.space !== undefined && opts.space !== meta.space) throw fail(`${file} was built in the ${meta.space} space, not ${opts.space}`);
    const { HierarchicalNSW: Hnsw } = await loadHnswlib();
    const hnsw = new Hnsw(checkSpace(space), dimension);
    try {
      await hnsw.readIndex(file);
    } catch (error) {
      throw fail(`cannot read ${file}`, error);
    }
    const index = new VectorIndex(hnsw, {
      dimension,
      space,
      m: header.m,
      efConstruction: header.efConstruction,
      efSearch: positiveInt(opts.efSearch ?? meta?.efSearch ?? VECTOR_INDEX_DEFAULTS.efSearch, 'efSearch'),
      randomSeed: meta?.randomSeed ?? VECTOR_INDEX_DEFAULTS.randomSeed,
    }, new Set(hnsw.getIdsList()));
    return index;
  }

  /** Number of distinct ids in the index. */
  get size(): number {
    return this.#hnsw.getCurrentCount();
  }

  get efSearch(): number {
    return this.#efSearch;
  }

  set efSearch(value: number) {
    this.#efSearch = positiveInt(value, 'efSearch');
    this.#hnsw.setEf(value);
  }

  has(id: number): boolean {
    return this.#store.has(id) || this.#unread?.has(id) === true;
  }

  /** The stored vector (unit length in the cosine space), or undefined for an unknown id. */
  vector(id: number): Float32Array | undefined {
    this.#readBack();
    return this.#store.get(id)?.slice();
  }

  /** Adds a vector, or replaces the vector of an id already present. */
  add(id: number, vector: Vector): void {
    if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) throw fail(`ids must be integers from 0 to 2^32-1, got ${id}`);
    if (this.#saving) throw fail('cannot add while the index is being saved');
    const row = this.#check(vector, 'vector');
    this.#readBack();
    const isNew = !this.#store.has(id);
    // The addon gets the raw values and normalizes them itself (cosine space); the copy mirrors it.
    for (let i = 0; i < row.length; i++) this.#scratch[i] = row[i]!;
    try {
      if (isNew && this.size >= this.#hnsw.getMaxElements()) this.#hnsw.resizeIndex(Math.max(16, this.#hnsw.getMaxElements() * 2));
      this.#hnsw.addPoint(this.#scratch, id);
    } catch (error) {
      throw fail(`cannot add id ${id}`, error);
    }
    if (this.space === 'cosine') normalize(row);
    this.#store.set(id, row);
  }

  addMany(items: Iterable<{ id: number; vector: Vector }>): void {
    for (const { id, vector } of items) this.add(id, vector);
  }

  /**
   * The k nearest ids by HNSW, best first (ties by id). With a filter, only allowed ids are
   * returned and the list is never padded: hnswlib skips disallowed ids while walking the graph,
   * and when that walk yields fewer than k ids (a very selective filter, or a part of the graph
   * it could not reach) the answer comes from the exact search over the allowed ids instead.
   */
  search(vector: Vector, k: number, filter?: IdFilter): VectorHit[] {
    const query = this.#prepare(vector);
    const want = Math.min(wantCount(k), this.size);
    if (want === 0) return [];
    for (let i = 0; i < query.length; i++) this.#scratch[i] = query[i]!;
    const guarded = filter && guard(filter);
    let result: { distances: number[]; neighbors: number[] };
    try {
      result = guarded ? this.#hnsw.searchKnn(this.#scratch, want, guarded.call) : this.#hnsw.searchKnn(this.#scratch, want);
    } catch (error) {
      throw fail('search failed', error);
    }
    guarded?.rethrow();
    if (filter && result.neighbors.length < want) return this.exactSearch(query, want, filter);
    const hits = result.neighbors.map((id, i) => ({ id, score: this.#score(result.distances[i]!) }));
    return hits.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** Brute force over every stored vector: exact, best first (ties by id), never padded. */
  exactSearch(vector: Vector, k: number, filter?: IdFilter): VectorHit[] {
    const query = this.#prepare(vector);
    const want = Math.min(wantCount(k), this.size);
    if (want === 0) return [];
    this.#readBack();
    const guarded = filter && guard(filter);
    const hits = this.#store.nearest(query, this.space, want, guarded?.call);
    guarded?.rethrow();
    return hits;
  }

  /** Writes `file` (hnswlib's format) and `file.meta.json`; each lands complete or not at all. */
  async save(file: string): Promise<void> {
    if (this.#saving) throw fail('a save is already running');
    this.#saving = true; // before the first await: an add() right after save() must see it
    const meta: Meta = {
      format: META_FORMAT, dimension: this.dimension, space: this.space, m: this.m, efConstruction: this.efConstruction,
      efSearch: this.#efSearch, randomSeed: this.randomSeed, size: this.size,
    };
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      // The addon reports a failed write only through its std::ofstream state, i.e. not at all:
      // check the header we read back instead.
      await this.#hnsw.writeIndex(tmp);
      const header = await readHeader(tmp);
      if (header.count !== this.size) throw new Error(`wrote ${header.count} of ${this.size} vectors`);
      await writeFile(`${tmp}.meta`, `${JSON.stringify(meta, null, 2)}\n`);
      await rename(tmp, file);
      await rename(`${tmp}.meta`, `${file}.meta.json`);
    } catch (error) {
      // Best-effort cleanup: the error worth reporting is the one that stopped the save.
      await Promise.allSettled([rm(tmp, { force: true }), rm(`${tmp}.meta`, { force: true })]);
      throw error instanceof BrandDesignError ? error : fail(`cannot write ${file}`, error);
    } finally {
      this.#saving = false;
    }
  }

  /** A float32 copy of a well-formed vector (right length, finite, not zero in the cosine space). */
  #check(vector: Vector, what: string): Float32Array {
    if (vector.length !== this.dimension) throw fail(`${what} has ${vector.length} dimensions, expected ${this.dimension}`);
    const row = Float32Array.from(vector);
    let zero = true;
    for (let i = 0; i < row.length; i++) {
      if (!Number.isFinite(row[i])) throw fail(`${what} has a non-finite value at ${i}`);
      if (row[i] !== 0) zero = false;
    }
    if (zero && this.space === 'cosine') throw fail(`${what} is the zero vector, which has no direction`);
    return row;
  }

  /** The query as the graph sees it: float32, unit length in the cosine space. */
  #prepare(vector: Vector): Float32Array {
    const query = this.#check(vector, 'query');
    if (this.space === 'cosine') normalize(query);
    return query;
  }

  #score(distance: number): number {
    // hnswlib: cosine distance = 1 − cos; l2 distance = squared Euclidean distance.
    return this.space === 'cosine' ? 1 - distance : -distance;
  }

  /** After `load`, copies the vectors out of the graph on first need (one addon call per id). */
  #readBack(): void {
    if (!this.#unread) return;
    for (const id of this.#unread) this.#store.set(id, Float32Array.from(this.#hnsw.getPoint(id)));
    this.#unread = undefined;
  }
}

export const createVectorIndex = (options: VectorIndexOptions): Promise<VectorIndex> => VectorIndex.create(options);
export const loadVectorIndex = (file: string, options: LoadVectorIndexOptions): Promise<VectorIndex> =>
  VectorIndex.load(file, options);

function checkSpace(space: unknown): VectorSpace {
  if (space !== 'cosine' && space !== 'l2') throw fail(`space must be 'cosine' or 'l2', got ${String(space)}`);
  return space;
}

function wantCount(k: number): number {
  if (!Number.isInteger(k) || k < 0) throw fail(`k must be a non-negative integer, got ${k}`);
  return k;
}

/** The addon calls the filter from C++, where a throw cannot unwind: keep it and rethrow after. */
function guard(filter: IdFilter): { call: IdFilter; rethrow(): void } {
  let thrown: { error: unknown } | undefined;
  return {
    call: (id) => {
      if (thrown) return false;
      try {
        return Boolean(filter(id));
      } catch (error) {
        thrown = { error };
        return false;
      }
    },
    rethrow: () => {
      if (thrown) throw thrown.error;
    },
  };
}

/** hnswlib's file header (HierarchicalNSW::saveIndex): 96 bytes of size_t/int/double fields. */
async function readHeader(file: string): Promise<{ count: number; dimension: number; m: number; efConstruction: number }> {
  const bytes = Buffer.alloc(96);
  let read = 0;
  try {
    const handle = await open(file, 'r');
    try {
      ({ bytesRead: read } = await handle.read(bytes, 0, 96, 0));
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw fail(`cannot read ${file}`, error);
  }
  if (read < 96) throw fail(`${file} is not an hnswlib index (${read} bytes)`);
  const u64 = (at: number): number => Number(bytes.readBigUInt64LE(at));
  const labelOffset = u64(32);
  const dataOffset = u64(40);
  const dimension = (labelOffset - dataOffset) / 4;
  if (!Number.isInteger(dimension) || dimension < 1) throw fail(`${file} is not an hnswlib index`);
  return { count: u64(16), dimension, m: u64(72), efConstruction: u64(88) };
}

async function readMeta(file: string): Promise<Meta | undefined> {
  let text: string;
  try {
    text = await readFile(`${file}.meta.json`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fail(`cannot read ${file}.meta.json`, error);
  }
  let meta: Meta;
  try {
    meta = JSON.parse(text) as Meta;
  } catch (error) {
    throw fail(`${file}.meta.json is not JSON`, error);
  }
  if (meta.format !== META_FORMAT) throw fail(`${file}.meta.json has format ${String(meta.format)}, expected ${META_FORMAT}`);
  return meta;
}

/**
 * Scales `row` to unit length in place, in single precision step by step as the addon does
 * (`normalizePoint`), so the JS copy is bit-identical to the vector inside the graph and exact
 * scores do not depend on whether the copy was built here or read back after `load`.
 * False for the zero vector.
 */
function normalize(row: Float32Array): boolean {
  const f = Math.fround;
  let sum = 0;
  for (let i = 0; i < row.length; i++) sum = f(sum + f(row[i]! * row[i]!));
  if (sum === 0) return false;
  const norm = f(Math.sqrt(sum));
  for (let i = 0; i < row.length; i++) row[i] = row[i]! / norm;
  return true;
}

/** Rows per chunk of the JS copy: growth never copies, and no single allocation is huge. */
const CHUNK_ROWS = 8192;

/** The JS copy of the vectors, in insertion order, for exact search and `vector(id)`. */
class VectorStore {
  readonly #dimension: number;
  readonly #chunks: Float32Array[] = [];
  readonly #ids: number[] = [];
  readonly #rows = new Map<number, number>();

  constructor(dimension: number) {
    this.#dimension = dimension;
  }

  has(id: number): boolean {
    return this.#rows.has(id);
  }

  get(id: number): Float32Array | undefined {
    const row = this.#rows.get(id);
    return row === undefined ? undefined : this.#row(row);
  }

  set(id: number, vector: Float32Array): void {
    let row = this.#rows.get(id);
    if (row === undefined) {
      row = this.#ids.length;
      if (row % CHUNK_ROWS === 0) this.#chunks.push(new Float32Array(CHUNK_ROWS * this.#dimension));
      this.#ids.push(id);
      this.#rows.set(id, row);
    }
    this.#row(row).set(vector);
  }

  /** Exact top k by score (ties by id), skipping ids the filter rejects. */
  nearest(query: Float32Array, space: VectorSpace, k: number, allow?: IdFilter): VectorHit[] {
    const heap = new BoundedHeap(k);
    const dim = this.#dimension;
    const count = this.#ids.length;
    for (let c = 0; c < this.#chunks.length; c++) {
      const data = this.#chunks[c]!;
      const rows = Math.min(CHUNK_ROWS, count - c * CHUNK_ROWS);
      for (let r = 0; r < rows; r++) {
        const id = this.#ids[c * CHUNK_ROWS + r]!;
        if (allow && !allow(id)) continue;
        let score = 0;
        const at = r * dim;
        if (space === 'cosine') {
          for (let j = 0; j < dim; j++) score += query[j]! * data[at + j]!;
        } else {
          for (let j = 0; j < dim; j++) {
            const d = query[j]! - data[at + j]!;
            score -= d * d;
          }
        }
        heap.offer(id, score);
      }
    }
    return heap.sorted();
  }

  #row(row: number): Float32Array {
    const at = (row % CHUNK_ROWS) * this.#dimension;
    return this.#chunks[Math.floor(row / CHUNK_ROWS)]!.subarray(at, at + this.#dimension);
  }
}

/** Keeps the best k (score desc, then id asc); the root is the worst kept. */
class BoundedHeap {
  readonly #scores: Float64Array;
  readonly #ids: Float64Array;
  #size = 0;

  constructor(readonly capacity: number) {
    this.#scores = new Float64Array(capacity);
    this.#ids = new Float64Array(capacity);
  }

  offer(id: number, score: number): void {
    if (this.#size < this.capacity) {
      let i = this.#size++;
      this.#put(i, id, score);
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.#worse(i, parent)) break;
        this.#swap(i, parent);
        i = parent;
      }
    } else if (score > this.#scores[0]! || (score === this.#scores[0]! && id < this.#ids[0]!)) {
      this.#put(0, id, score);
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < this.#size && this.#worse(left, worst)) worst = left;
        if (right < this.#size && this.#worse(right, worst)) worst = right;
        if (worst === i) break;
        this.#swap(i, worst);
        i = worst;
      }
    }
  }

  sorted(): VectorHit[] {
    const hits: VectorHit[] = [];
    for (let i = 0; i < this.#size; i++) hits.push({ id: this.#ids[i]!, score: this.#scores[i]! });
    return hits.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  #worse(a: number, b: number): boolean {
    const sa = this.#scores[a]!;
    const sb = this.#scores[b]!;
    return sa < sb || (sa === sb && this.#ids[a]! > this.#ids[b]!);
  }

  #put(i: number, id: number, score: number): void {
    this.#scores[i] = score;
    this.#ids[i] = id;
  }

  #swap(a: number, b: number): void {
    const score = this.#scores[a]!;
    const id = this.#ids[a]!;
    this.#put(a, this.#ids[b]!, this.#scores[b]!);
    this.#put(b, id, score);
  }
}
