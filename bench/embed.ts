/**
 * Embedding benchmark (search issue §1): model build time, session load time, p50/p95 ms per
 * single query, and sentences/s embedded in batches of 32. Prints one JSON line.
 *
 *   tsc -p tsconfig.bench.json && node build/bench/bench/embed.js     (from the project root)
 *   BENCH_THREADS=n  onnxruntime intra-op threads (default: the embedder's default)
 *
 * Wall-clock figures move with whatever else runs on the same cores, so the machine's load average
 * and the process CPU time (all onnxruntime threads included) are reported beside them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import { createEmbedder } from '../src/corpus/embedder.js';
import { buildModel } from '../src/corpus/model-build.js';

const QUERIES = 300;
const BATCH = 32;
const BATCHED_SENTENCES = 1024;
const threads = process.env.BENCH_THREADS ? Number(process.env.BENCH_THREADS) : undefined;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const round = (n: number): number => Math.round(n * 100) / 100;

// Deterministic, varied search-like queries and corpus-like sentences.
const MOODS = ['dark', 'playful', 'minimal', 'editorial', 'brutalist', 'warm', 'luxurious', 'calm', 'bold', 'retro'];
const SUBJECTS = ['fintech landing page', 'bakery website', 'law firm homepage', 'SaaS dashboard', 'outdoor gear shop', 'hospital portal', 'architecture studio portfolio', 'crypto exchange', 'kids learning app', 'wine bar menu'];
const DETAILS = ['with serif headlines', 'in pastel colors', 'using a glassy gradient hero', 'with big product photos', 'on a strict grid', 'with hand-drawn icons', 'and a sticky mega-menu', 'in monochrome with one accent'];
const query = (i: number) => `${MOODS[i % 10]} ${SUBJECTS[Math.floor(i / 10) % 10]} ${DETAILS[i % 8]}`;
const sentence = (i: number) =>
  `${SUBJECTS[i % 10]![0]!.toUpperCase()}${SUBJECTS[i % 10]!.slice(1)} for a ${MOODS[(i * 3) % 10]} brand, ${DETAILS[i % 8]}` +
  (i % 3 === 0 ? `; the palette leans ${MOODS[(i * 7) % 10]} and the type pairs a display face with a quiet sans for body copy.` : '.');

const dir = mkdtempSync(join(tmpdir(), 'bd-bench-embed-'));
try {
  const build = await buildModel({ outDir: join(dir, 'all-MiniLM-L6-v2') });

  const t0 = performance.now();
  const embedder = await createEmbedder({ modelDir: build.dir, threads });
  const loadMs = performance.now() - t0;

  for (let i = 0; i < 30; i++) await embedder.embed([query(i)]); // warm-up
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const queries = Array.from({ length: QUERIES }, (_, i) => query(i * 7 + 3));
  const single: number[] = [];
  const singleCpu: number[] = [];
  for (const q of queries) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await embedder.embed([q]);
    single.push(performance.now() - start);
    singleCpu.push(cpuMs(cpu));
  }

  const sentences = Array.from({ length: BATCHED_SENTENCES }, (_, i) => sentence(i));
  await embedder.embed(sentences.slice(0, BATCH)); // warm-up at batch shape
  const batchCpu = process.cpuUsage();
  const batchStart = performance.now();
  for (let i = 0; i < sentences.length; i += BATCH) await embedder.embed(sentences.slice(i, i + BATCH));
  const batchedSeconds = (performance.now() - batchStart) / 1000;
  const batchedCpuSeconds = cpuMs(batchCpu) / 1000;
  await embedder.close();

  const tokenizer = new Tokenizer(JSON.parse(readFileSync(join(build.dir, 'tokenizer.json'), 'utf8')), {});
  const meanTokens = (texts: string[]) => round(texts.reduce((n, t) => n + tokenizer.encode(t).ids.length, 0) / texts.length);

  const p50 = percentile(single, 50);
  const perSecond = sentences.length / batchedSeconds;
  process.stdout.write(`${JSON.stringify({
    bench: 'embed',
    model: embedder.model,
    dimension: embedder.dimension,
    threads: threads ?? `default (${Math.min(4, availableParallelism())})`,
    build_ms: Math.round(build.ms),
    load_ms: Math.round(loadMs),
    single_query: { n: QUERIES, mean_tokens: meanTokens(queries), p50_ms: round(p50), p95_ms: round(percentile(single, 95)), cpu_p50_ms: round(percentile(singleCpu, 50)) },
    batched: { batch: BATCH, sentences: sentences.length, mean_tokens: meanTokens(sentences), sentences_per_s: Math.round(perSecond), sentences_per_cpu_s: Math.round(sentences.length / batchedCpuSeconds) },
    targets: { single_p50_ms: 5, batched_sentences_per_s: 500 },
    meets_targets: p50 <= 5 && perSecond >= 500,
    load_average_1m: round(loadavg()[0]!),
    cores: availableParallelism(),
  })}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
