import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandDesignError } from '../../src/errors.js';
import { createVectorIndex, loadVectorIndex, VectorIndex } from '../../src/corpus/vector-index.js';

const DIM = 64;
const N = 2000;

/** Seeded PRNG (mulberry32) and a clustered gaussian mixture, as in bench/vector-index.ts but small. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function gaussian(next: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}
const random = rng(7);
const centers = Array.from({ length: 20 }, () => Array.from({ length: DIM }, () => gaussian(random)));
/** Unnormalized on purpose: the cosine space must normalize. */
function point(): number[] {
  const center = centers[Math.floor(random() * centers.length)]!;
  const scale = 0.5 + random() * 3;
  return center.map((c) => (c + gaussian(random) * 0.6) * scale);
}
const data = Array.from({ length: N }, point);
const queries = Array.from({ length: 40 }, point);

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! ** 2;
    nb += b[i]! ** 2;
  }
  return dot / Math.sqrt(na * nb);
}

let dir: string;
let index: VectorIndex;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'brand-design-vectors-'));
  index = await createVectorIndex({ dimension: DIM, space: 'cosine', maxElements: N });
  index.addMany(data.map((vector, id) => ({ id, vector: id % 2 ? Float32Array.from(vector) : vector })));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function failure(fn: () => unknown): Promise<BrandDesignError> {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BrandDesignError);
    return error as BrandDesignError;
  }
  throw new Error('expected a BrandDesignError');
}

describe('vector index (cosine)', () => {
  it('holds every id once', () => {
    expect(index.size).toBe(N);
    expect(index.has(0) && index.has(N - 1) && !index.has(N)).toBe(true);
  });

  it('scores are cosine similarities, best first', () => {
    const hits = index.search(queries[0]!, 10);
    expect(hits).toHaveLength(10);
    for (const hit of hits) expect(hit.score).toBeCloseTo(cosine(queries[0]!, data[hit.id]!), 5);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });

  it('exact search is the brute-force answer', () => {
    const expected = data.map((v, id) => ({ id, score: cosine(queries[1]!, v) })).sort((a, b) => b.score - a.score).slice(0, 15);
    const hits = index.exactSearch(queries[1]!, 15);
    expect(hits.map((h) => h.id)).toEqual(expected.map((h) => h.id));
    hits.forEach((h, i) => expect(h.score).toBeCloseTo(expected[i]!.score, 5));
  });

  it('HNSW recall@10 against exact search is at least 0.98', () => {
    let found = 0;
    for (const q of queries) {
      const truth = new Set(index.exactSearch(q, 10).map((h) => h.id));
      found += index.search(q, 10).filter((h) => truth.has(h.id)).length;
    }
    expect(found / (queries.length * 10)).toBeGreaterThanOrEqual(0.98);
  });

  it('finds a stored vector as its own nearest neighbour', () => {
    expect(index.search(data[123]!, 1)[0]).toEqual({ id: 123, score: expect.closeTo(1, 5) });
  });

  it('filtered search returns only allowed ids and equals the exact filtered answer', () => {
    const even = (id: number) => id % 2 === 0;
    for (const q of queries.slice(0, 10)) {
      const hits = index.search(q, 10, even);
      expect(hits).toHaveLength(10);
      expect(hits.every((h) => even(h.id))).toBe(true);
      const exact = index.exactSearch(q, 10, even).map((h) => h.id);
      expect(hits.filter((h) => exact.includes(h.id)).length).toBeGreaterThanOrEqual(9);
    }
  });

  it('a very selective filter is answered exactly and never padded', () => {
    const allowed = new Set([5, 777, 1999]);
    const hits = index.search(queries[2]!, 10, (id) => allowed.has(id));
    expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual([5, 777, 1999]);
    expect(hits).toEqual(index.exactSearch(queries[2]!, 10, (id) => allowed.has(id)));
    const rare = (id: number) => id % 97 === 0; // 21 allowed ids
    const ids = (list: { id: number }[]) => list.map((h) => h.id);
    expect(ids(index.search(queries[3]!, 10, rare))).toEqual(ids(index.exactSearch(queries[3]!, 10, rare)));
    expect(index.search(queries[3]!, 10, () => false)).toEqual([]);
  });

  it('rethrows what a filter throws', async () => {
    const boom = new Error('filter failed');
    await expect(async () => index.search(queries[0]!, 5, () => { throw boom; })).rejects.toBe(boom);
  });

  it('k larger than the index returns everything once; k = 0 returns nothing', async () => {
    const small = await createVectorIndex({ dimension: DIM, space: 'cosine', maxElements: 4 });
    small.addMany(data.slice(0, 3).map((vector, id) => ({ id, vector })));
    expect(small.search(queries[0]!, 10).map((h) => h.id).sort()).toEqual([0, 1, 2]);
    expect(small.search(queries[0]!, 0)).toEqual([]);
    const empty = await createVectorIndex({ dimension: DIM, space: 'cosine', maxElements: 1 });
    expect(empty.search(queries[0]!, 5)).toEqual([]);
    expect(empty.exactSearch(queries[0]!, 5)).toEqual([]);
  });

  it('grows past maxElements and replaces the vector of a re-added id', async () => {
    const small = await createVectorIndex({ dimension: DIM, space: 'cosine', maxElements: 2 });
    small.addMany(data.slice(0, 40).map((vector, id) => ({ id: id * 10, vector })));
    expect(small.size).toBe(40);
    small.add(0, data[500]!);
    expect(small.size).toBe(40);
    expect(small.search(data[500]!, 1)[0]!.id).toBe(0);
    expect(cosine(small.vector(0)!, data[500]!)).toBeCloseTo(1, 5);
  });

  it('rejects malformed input with a BrandDesignError', async () => {
    expect((await failure(() => index.search([1, 2, 3], 5))).message).toMatch(/3 dimensions, expected 64/);
    await failure(() => index.add(1.5, data[0]!));
    await failure(() => index.add(-1, data[0]!));
    await failure(() => index.add(3, new Array(DIM).fill(0)));
    await failure(() => index.add(3, [Number.NaN, ...data[0]!.slice(1)]));
    await failure(() => index.search(data[0]!, -1));
    await failure(() => createVectorIndex({ dimension: 0, space: 'cosine', maxElements: 10 }));
    await failure(() => createVectorIndex({ dimension: 8, space: 'dot' as 'l2', maxElements: 10 }));
  });
});

describe('vector index (l2)', () => {
  it('scores are minus the squared Euclidean distance', async () => {
    const l2 = await createVectorIndex({ dimension: 3, space: 'l2', maxElements: 8 });
    l2.add(1, [0, 0, 0]);
    l2.add(2, [1, 2, 2]);
    l2.add(3, [10, 0, 0]);
    expect(l2.search([1, 0, 0], 3)).toEqual([
      { id: 1, score: -1 },
      { id: 2, score: -8 },
      { id: 3, score: -81 },
    ]);
    expect(l2.exactSearch([1, 0, 0], 2)).toEqual([{ id: 1, score: -1 }, { id: 2, score: -8 }]);
  });
});

describe('saving and loading', () => {
  it('round-trips: same answers, same settings, vectors read back', async () => {
    const efSearch = index.efSearch;
    index.efSearch = 120;
    const file = join(dir, 'nested', 'cosine.hnsw');
    await index.save(file);
    const loaded = await loadVectorIndex(file, { dimension: DIM });
    expect(loaded.size).toBe(N);
    expect(loaded.space).toBe('cosine');
    expect(loaded.efSearch).toBe(120);
    expect(loaded.has(1999) && !loaded.has(2000)).toBe(true);
    for (const q of queries.slice(0, 5)) expect(loaded.search(q, 10)).toEqual(index.search(q, 10));
    expect(loaded.exactSearch(queries[0]!, 10)).toEqual(index.exactSearch(queries[0]!, 10));
    expect(Array.from(loaded.vector(42)!)).toEqual(Array.from(index.vector(42)!));
    const viaStatic = await VectorIndex.load(file, DIM);
    expect(viaStatic.search(queries[6]!, 3)).toEqual(index.search(queries[6]!, 3));
    index.efSearch = efSearch;
  });

  it('refuses to add while a save is writing the graph', async () => {
    const saving = index.save(join(dir, 'busy.hnsw'));
    expect((await failure(() => index.add(0, data[0]!))).message).toMatch(/being saved/);
    await saving;
    expect(index.size).toBe(N);
  });

  it('builds deterministically: the same inserts give the same file', async () => {
    const files = [join(dir, 'a.hnsw'), join(dir, 'b.hnsw')];
    for (const file of files) {
      const built = await createVectorIndex({ dimension: DIM, space: 'cosine', maxElements: 600 });
      built.addMany(data.slice(0, 600).map((vector, id) => ({ id, vector })));
      await built.save(file);
    }
    expect(readFileSync(files[0]!).equals(readFileSync(files[1]!))).toBe(true);
  });

  it('refuses a wrong dimension, a space mismatch, a missing or foreign file', async () => {
    const file = join(dir, 'l2.hnsw');
    const l2 = await createVectorIndex({ dimension: 3, space: 'l2', maxElements: 4 });
    l2.add(7, [1, 2, 3]);
    await l2.save(file);
    expect((await failure(() => loadVectorIndex(file, { dimension: 4 }))).message).toMatch(/3-d vectors, expected 4/);
    expect((await failure(() => loadVectorIndex(file, { dimension: 3, space: 'cosine' }))).message).toMatch(/l2 space/);
    expect((await loadVectorIndex(file, { dimension: 3, space: 'l2' })).search([1, 2, 3], 1)).toEqual([{ id: 7, score: -0 }]);
    rmSync(`${file}.meta.json`);
    await failure(() => loadVectorIndex(file, { dimension: 3 }));
    expect((await loadVectorIndex(file, { dimension: 3, space: 'l2' })).size).toBe(1);
    await failure(() => loadVectorIndex(join(dir, 'missing.hnsw'), { dimension: 3, space: 'l2' }));
    writeFileSync(join(dir, 'foreign.hnsw'), 'not an index');
    await failure(() => loadVectorIndex(join(dir, 'foreign.hnsw'), { dimension: 3, space: 'l2' }));
    // Saving under a path whose "directory" is a file fails cleanly and leaves the index usable.
    expect((await failure(() => l2.save(join(dir, 'foreign.hnsw', 'x.hnsw')))).message).toMatch(/cannot write/);
    l2.add(8, [0, 0, 1]);
    expect(l2.size).toBe(2);
  });
});

describe('loading the addon', () => {
  it('importing the module loads no native binary; creating an index does', () => {
    const module = resolve('src/corpus/vector-index.ts');
    const script = `
      const loaded = () => process.report.getReport().sharedObjects.some((file) => file.includes('hnswlib'));
      const { createVectorIndex } = await import(${JSON.stringify(module)});
      const before = loaded();
      await createVectorIndex({ dimension: 2, space: 'l2', maxElements: 1 });
      console.log(JSON.stringify([before, loaded()]));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([false, true]);
  });
});
