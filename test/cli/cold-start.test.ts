/**
 * The cold path of `brand-design extract` (issue 9 §3): Chromium is spawned while the runtime's
 * modules load, before the database opens (it boots meanwhile), and the crawler adopts
 * that browser instead of launching a second one; the verifier and search are never loaded, and the
 * analyzers load while the page is captured. Observed from outside the built CLI: a preload
 * stamps each Chromium spawn, a module hook stamps each module load, both in wall-clock time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

let dir: string;

beforeAll(() => {
  if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
  dir = mkdtempSync(join(tmpdir(), 'brand-design-cold-start-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI with a preload that logs `<epoch ms> spawn <file>` and `<epoch ms> load <url>` to `log`. */
function tracedCli(args: string[], log: string): { code: number | null; events: { at: number; kind: string; what: string }[] } {
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(hooks, `import { appendFileSync } from 'node:fs';
    export async function load(url, context, next) {
      appendFileSync(${JSON.stringify(log)}, \`\${performance.timeOrigin + performance.now()} load \${url}\\n\`);
      return next(url, context);
    }\n`);
  const preload = join(dir, 'preload.mjs');
  writeFileSync(preload, `import { appendFileSync } from 'node:fs';
    import { register } from 'node:module';
    import childProcess from 'node:child_process';
    import Module from 'node:module';
    register(${JSON.stringify(pathToFileURL(hooks).href)});
    // playwright-core is CommonJS, required (not imported): the load hook does not see it.
    const load = Module._load;
    Module._load = function (request, ...rest) {
      if (request === 'playwright-core') appendFileSync(${JSON.stringify(log)}, \`\${performance.timeOrigin + performance.now()} require \${request}\n\`);
      return load.call(this, request, ...rest);
    };
    const spawn = childProcess.spawn;
    childProcess.spawn = function (file, ...rest) {
      appendFileSync(${JSON.stringify(log)}, \`\${performance.timeOrigin + performance.now()} spawn \${file}\\n\`);
      return spawn.call(this, file, ...rest);
    };\n`);
  const run = spawnSync(process.execPath, ['--import', pathToFileURL(preload).href, BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  const events = readFileSync(log, 'utf8').trim().split('\n').map((line) => {
    const [at, kind, what] = line.split(' ');
    return { at: Number(at), kind: kind!, what: what! };
  });
  return { code: run.status, events };
}

describe('cold extract', () => {
  it('spawns Chromium while the runtime loads, before SQLite, and launches only that one browser', () => {
    const log = join(dir, 'events.log');
    // A page that fails fast after the browser is up: the launch path is all this test is about.
    const run = tracedCli(['extract', 'https://studio.brand-design.test/_status/404', '--data-dir', join(dir, 'data')], log);
    expect(run.code).toBe(1);
    const chromium = run.events.filter((e) => e.kind === 'spawn' && /chrom/i.test(e.what));
    expect(chromium).toHaveLength(1);
    // The launch is under way (Playwright required and launching) before the runtime is imported,
    // so Chromium boots while the runtime's ~500 modules load and the database opens. When the
    // spawn itself lands depends on the Node line: Playwright's launch is asynchronous and shares
    // the main thread with module evaluation (on Node 20 it spawns before SQLite loads, on Node 24
    // after the module graph has loaded), so the order asserted is the one the code decides.
    const loadOf = (suffix: string) => run.events.find((e) => e.kind === 'load' && e.what.endsWith(suffix));
    const launch = run.events.find((e) => e.kind === 'require' && e.what === 'playwright-core');
    const runtime = loadOf('/dist/api/runtime.js');
    expect(launch).toBeDefined();
    expect(runtime).toBeDefined();
    expect(loadOf('/better-sqlite3/lib/index.js')).toBeDefined();
    expect(launch!.at).toBeLessThan(runtime!.at);
  }, 120_000);

  it('loads no verifier and no search, and the analyzers only once the job runs, after the database opened', () => {
    const log = join(dir, 'modules.log');
    const run = tracedCli(['extract', 'https://studio.brand-design.test/', '--data-dir', join(dir, 'data-modules')], log);
    expect(run.code).toBe(0);
    const loads = run.events.filter((e) => e.kind === 'load');
    const loaded = (part: string) => loads.filter((e) => e.what.includes(part));
    // The verifier itself (judge.ts's score and type modules are small and stay).
    for (const part of ['/dist/verify/adherence.js', '/dist/verify/features.js', '/dist/verify/comparers/']) expect(loaded(part).map((e) => e.what)).toEqual([]);
    expect(loaded('/dist/search/search.js').map((e) => e.what)).toEqual([]);
    expect(loaded('/dist/corpus/').map((e) => e.what)).toEqual([]);
    const sqlite = loaded('/better-sqlite3/lib/index.js')[0];
    const analyzers = loaded('/dist/analyze/run.js')[0];
    expect(sqlite).toBeDefined();
    expect(analyzers).toBeDefined();
    expect(analyzers!.at).toBeGreaterThan(sqlite!.at);
  }, 120_000);

  // Node 22.1+ only (CI runs 22 and 24); Node 20 has no compile cache to enable.
  const compileCache = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';
  it.skipIf(!compileCache)('keeps the compiled code of the modules it loads for the next run', () => {
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const run = spawnSync(process.execPath, [BIN, 'extract', '--help'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
    const cache = join(tmp, 'node-compile-cache');
    expect(existsSync(cache) ? readdirSync(cache, { recursive: true }).length : 0).toBeGreaterThan(0);
  });

  it('loads no command module but the one that runs', () => {
    const log = join(dir, 'version.log');
    const run = tracedCli(['--version'], log);
    expect(run.code).toBe(0);
    const loaded = run.events.filter((e) => e.kind === 'load' && e.what.includes('/dist/')).map((e) => e.what.slice(e.what.indexOf('/dist/')));
    expect(loaded).not.toContain('/dist/cli/extract.js');
    expect(loaded).not.toContain('/dist/api/runtime.js');
  });
});
