/**
 * brand-design against dembrandt on the same real pages (issue 9 §3): for each page of a fixed
 * sample, one dembrandt run and one cold `brand-design extract` (fresh process and data dir,
 * browser launch included), interleaved page by page in one run so both see the same machine
 * load; the order within a page alternates. dembrandt drives an already running Chromium
 * (BROWSER_CDP_ENDPOINT), started here once. Prints one JSON summary: per-page seconds, the
 * median of dembrandt ÷ brand-design, and failures. Not part of CI (dembrandt is not a dependency).
 *
 *   npm i dembrandt@0.18.0 in a scratch folder (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1), npm run build, then
 *   DEMBRANDT_BIN=/tmp/dembrandt/node_modules/dembrandt/dist/index.js BENCH_SITES=/work/sites \
 *     npm run bench:versus-dembrandt
 *   BENCH_VERSUS_PAGES=n   sample size (default 20); BENCH_CHROMIUM: the Chromium for dembrandt
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromiumExecutable } from '../src/crawl/browser.js';
import { coldExtract, loadRealPages, pageUrl, percentile, round, samplePages, timedRun, type TimedRun } from './real-pages.js';
import { serveStatic } from './static-server.js';

/** The flags the environment's notes give for a headless Chromium on this kind of machine. */
const CDP_CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Starts Chromium with a DevTools endpoint on an ephemeral port; resolves with its ws:// URL. */
async function startCdpChromium(profile: string): Promise<{ endpoint: string; child: ChildProcess }> {
  const executable = process.env.BENCH_CHROMIUM ?? (await findChromiumExecutable()).path;
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

const bin = process.env.DEMBRANDT_BIN;
const sites = process.env.BENCH_SITES;
if (!bin || !sites) {
  process.stdout.write(`${JSON.stringify({ bench: 'versus-dembrandt', skipped: 'set DEMBRANDT_BIN (dembrandt 0.18.0 dist/index.js) and BENCH_SITES (materialized realweb pages)' })}\n`);
} else {
  const pages = samplePages(loadRealPages(sites), Number(process.env.BENCH_VERSUS_PAGES ?? 20));
  const server = await serveStatic(sites);
  const profile = mkdtempSync(join(tmpdir(), 'bench-dembrandt-chromium-'));
  const chromium = await startCdpChromium(profile);
  const loadBefore = loadavg()[0]!;
  const rows: { id: string; dembrandt_s: number; brand_design_s: number; ratio: number }[] = [];
  const failures: string[] = [];
  try {
    for (const [index, page] of pages.entries()) {
      const url = pageUrl(server.origin, page);
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
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const ratios = rows.map((r) => r.ratio);
  process.stdout.write(`${JSON.stringify({
    bench: 'versus-dembrandt',
    pages: pages.length,
    compared: rows.length,
    median_ratio_dembrandt_over_brand_design: round(percentile(ratios, 50)),
    dembrandt_p50_s: round(percentile(rows.map((r) => r.dembrandt_s), 50)),
    brand_design_cold_p50_s: round(percentile(rows.map((r) => r.brand_design_s), 50)),
    load_average_1m: { before: round(loadBefore), after: round(loadavg()[0]!) },
    goal_ratio: 10,
    failures,
    per_page: rows,
  })}\n`);
}
