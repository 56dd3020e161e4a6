/**
 * The real-pages dev set for benches (issue 9 §3): which pages, in which order, and how one cold
 * `brand-design extract` is run and timed. The pages are those of `realweb/sources.json`
 * materialized under a sites folder (`BENCH_SITES`, e.g. /work/sites) and served by
 * `static-server.ts`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RealPage {
  id: string;
  repo: string;
  /** Path of the page inside its site folder, e.g. `examples/dashboard.html`. */
  entry: string;
}

/** The repository root (bench files run from `build/bench/bench/` or `bench/`). */
export const REPO_ROOT = ((): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();

/** `BENCH_SOURCES`, else `../shared/realweb/sources.json` beside the repository. */
export function sourcesPath(): string {
  return process.env.BENCH_SOURCES ?? resolve(REPO_ROOT, '..', 'shared', 'realweb', 'sources.json');
}

/** Every page of sources.json that is materialized under `sitesDir`, sorted by repository, then id. */
export function loadRealPages(sitesDir: string, sources = sourcesPath()): RealPage[] {
  const { pages } = JSON.parse(readFileSync(sources, 'utf8')) as { pages: RealPage[] };
  return pages
    .filter((page) => existsSync(join(sitesDir, page.id, page.entry)))
    .map(({ id, repo, entry }) => ({ id, repo, entry }))
    .sort((a, b) => a.repo.localeCompare(b.repo) || a.id.localeCompare(b.id));
}

/**
 * A fixed, systematic sample of `count` pages: every (n/count)-th page of the repo-sorted list, so
 * each repository is represented in proportion to its share of the dev set and reruns pick the
 * same pages.
 */
export function samplePages(pages: RealPage[], count: number): RealPage[] {
  if (count >= pages.length) return pages;
  return Array.from({ length: count }, (_, i) => pages[Math.floor((i * pages.length) / count)]!);
}

export const pageUrl = (origin: string, page: RealPage): string => `${origin}/${page.id}/${page.entry}`;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (n: number): number => Math.round(n * 1000) / 1000;

export interface TimedRun {
  seconds: number;
  exitCode: number | null;
  /** Peak resident set of the process (VmHWM, polled from /proc), MB; null where /proc is missing. */
  peakRssMb: number | null;
  /** The last lines of stderr when the run failed. */
  error?: string;
}

/** High-water RSS of `pid` from /proc, in kB; null when it cannot be read. */
function highWaterKb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null; // the process has exited (or no /proc): keep the last reading
  }
}

/** Runs `command args…`, timing it from spawn to exit and polling its peak RSS. */
export function timedRun(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<TimedRun> {
  return new Promise((resolveRun) => {
    const t0 = performance.now();
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    let peakKb: number | null = null;
    const poll = setInterval(() => {
      const kb = child.pid ? highWaterKb(child.pid) : null;
      if (kb !== null) peakKb = Math.max(peakKb ?? 0, kb);
    }, 50);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('close', (code) => {
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(poll);
      clearTimeout(timer);
      const lastLines = stderr.trim().split('\n').slice(-3).join(' / ');
      resolveRun({
        seconds,
        exitCode: code,
        peakRssMb: peakKb === null ? null : Math.round(peakKb / 1024),
        ...(code === 0 ? {} : { error: lastLines || `exit ${String(code)}` }),
      });
    });
  });
}

/** One cold `brand-design extract <url>` (compiled CLI, fresh data dir, browser launch included). */
export async function coldExtract(url: string, cli = join(REPO_ROOT, 'dist', 'cli', 'main.js')): Promise<TimedRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-cold-'));
  try {
    return await timedRun(process.execPath, [cli, 'extract', url, '--data-dir', dataDir]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
