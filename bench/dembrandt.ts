/**
 * dembrandt 0.18 beside a cold `brand-design extract` on the same real pages (issue 9 §3), used by
 * `bench/extract.ts` (phase `versus-dembrandt`) and `bench/versus-dembrandt.ts`: for each page, one
 * dembrandt run and one cold extract (fresh process and data dir, browser launch included),
 * interleaved page by page so both see the same machine load, the order within a page alternating.
 * dembrandt drives an already running Chromium (BROWSER_CDP_ENDPOINT), started here once. Not in CI
 * (dembrandt is not a dependency): install it in a scratch folder,
 *
 *   mkdir /tmp/dembrandt && cd /tmp/dembrandt && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm i dembrandt@0.18.0
 *   DEMBRANDT_BIN=/tmp/dembrandt/node_modules/dembrandt/dist/index.js
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromiumExecutable } from '../src/crawl/browser.js';
import { coldExtract, pageUrl, percentile, round, timedRun, type RealPage, type TimedRun } from './real-pages.js';

/** The flags the environment's notes give for a headless Chromium on this kind of machine. */
const CDP_CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** `DEMBRANDT_BIN` when it names an existing file; otherwise why the comparison is skipped. */
export function dembrandtBin(env: NodeJS.ProcessEnv = process.env): { bin: string } | { skipped: string } {
  const bin = env['DEMBRANDT_BIN'];
  if (!bin) return { skipped: 'set DEMBRANDT_BIN to dembrandt 0.18.0\'s dist/index.js (installed in a scratch folder with PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1)' };
  if (!existsSync(bin)) return { skipped: `DEMBRANDT_BIN=${bin} does not exist` };
  return { bin };
}

/** Starts Chromium with a DevTools endpoint on an ephemeral port; resolves with its ws:// URL. */
async function startCdpChromium(profile: string): Promise<{ endpoint: string; child: ChildProcess }> {
  const executable = process.env['BENCH_CHROMIUM'] ?? (await findChromiumExecutable()).path;
  const child = spawn(executable, [...CDP_CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group, so the helpers go with it
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no DevTools endpoint from ${executable} within 30 s: ${seen.slice(-500)}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`${executable} exited (${String(code)}) before listening: ${seen.slice(-500)}`)));
  });
  child.stderr!.resume();
  return { endpoint, child };
}

function dembrandt(bin: string, url: string, endpoint: string): Promise<TimedRun> {
  const env = { ...process.env, BROWSER_CDP_ENDPOINT: endpoint, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  return bin.endsWith('.js') ? timedRun(process.execPath, [bin, url, '--json-only'], { env }) : timedRun(bin, [url, '--json-only'], { env });
}

/** Runs both tools on every page (served at `origin`) and summarizes: median time ratio, p50s, failures. */
export async function versusDembrandt(bin: string, origin: string, pages: RealPage[]): Promise<Record<string, unknown>> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-dembrandt-chromium-'));
  const chromium = await startCdpChromium(profile);
  const loadBefore = loadavg()[0]!;
  const rows: { id: string; dembrandt_s: number; brand_design_s: number; ratio: number }[] = [];
  const failures: string[] = [];
  try {
    for (const [index, page] of pages.entries()) {
      const url = pageUrl(origin, page);
      // Alternate which tool goes first, so neither always runs right after the other's I/O.
      const runBoth = async (): Promise<[TimedRun, TimedRun]> => {
        if (index % 2 === 0) {
          const theirs = await dembrandt(bin, url, chromium.endpoint);
          return [theirs, await coldExtract(url)];
        }
        const ours = await coldExtract(url);
        return [await dembrandt(bin, url, chromium.endpoint), ours];
      };
      const [theirs, ours] = await runBoth();
      if (theirs.exitCode !== 0) failures.push(`dembrandt ${page.id}: ${theirs.error}`);
      if (ours.exitCode !== 0) failures.push(`brand-design ${page.id}: ${ours.error}`);
      if (theirs.exitCode === 0 && ours.exitCode === 0) {
        rows.push({ id: page.id, dembrandt_s: round(theirs.seconds), brand_design_s: round(ours.seconds), ratio: round(theirs.seconds / ours.seconds) });
      }
      process.stderr.write(`${index + 1}/${pages.length} ${page.id}: dembrandt ${theirs.seconds.toFixed(2)} s, brand-design ${ours.seconds.toFixed(2)} s\n`);
    }
  } finally {
    try {
      process.kill(-chromium.child.pid!, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    rmSync(profile, { recursive: true, force: true });
  }
  return {
    pages: pages.length,
    compared: rows.length,
    median_ratio_dembrandt_over_brand_design: round(percentile(rows.map((r) => r.ratio), 50)),
    dembrandt_p50_s: round(percentile(rows.map((r) => r.dembrandt_s), 50)),
    brand_design_cold_p50_s: round(percentile(rows.map((r) => r.brand_design_s), 50)),
    load_average_1m: { before: round(loadBefore), after: round(loadavg()[0]!) },
    goal_ratio: 10,
    failures,
    per_page: rows,
  };
}
