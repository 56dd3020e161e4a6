/**
 * `brand-design doctor` (issue 12 §4): everything this machine needs, checked in one go, one line
 * per check (✔/✖) — Chromium (launched, a page rendered), fonts (fc-list), the native modules
 * (each loaded through its adapter), the embedding model's checksums, and the data dir (SQLite
 * `PRAGMA integrity_check`, permissions). Exit 3 when any check fails.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants, existsSync, mkdtempSync, readFileSync, rmSync, statSync, accessSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DATA_DIR_OPTION, EXIT, parse } from './args.js';
import { endpointFrom } from './config-file.js';

export const DOCTOR_HELP = `Check that this machine can run brand-design: Chromium, fonts, native modules, the model, the data dir.

Usage: brand-design doctor [options]

Options:
  --browser-endpoint <url>  check this remote browser instead of launching Chromium
  --json                    print the checks as JSON
  --data-dir <dir>          the data dir to check (default $BRAND_DESIGN_DATA_DIR or ./.brand-design); never created

One line per check, ✔ or ✖. Exit codes: 0 every check passed, 3 some check failed.`;

/** The database file in the data dir (src/api/runtime.ts DATABASE_FILE). */
const DATABASE_FILE = 'brand-design.sqlite';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

type Check = { name: string; run: () => Promise<string> };

export async function runDoctor(argv: string[]): Promise<number> {
  const { values } = parse(argv, { ...DATA_DIR_OPTION, 'browser-endpoint': { type: 'string' }, json: { type: 'boolean' } }, false);
  const endpoint = values['browser-endpoint'] === undefined ? undefined : endpointFrom(values['browser-endpoint'], '--browser-endpoint');
  // Not dataDirFrom: a check creates nothing.
  const dataDir = resolve(values['data-dir'] ?? process.env.BRAND_DESIGN_DATA_DIR ?? '.brand-design');
  const checks: Check[] = [
    { name: 'Chromium', run: () => checkChromium(endpoint) },
    { name: 'fonts', run: checkFonts },
    { name: 'better-sqlite3', run: checkSqlite },
    { name: 'hnswlib-node', run: checkHnswlib },
    { name: 'embedding model', run: checkModelFiles },
    { name: 'onnxruntime-node', run: checkOnnx },
    { name: 'data dir', run: () => checkDataDir(dataDir) },
  ];
  const results: CheckResult[] = [];
  // One at a time: each line appears as its check ends, and two heavy checks never compete.
  for (const check of checks) {
    const result = await check.run().then(
      (detail): CheckResult => ({ name: check.name, ok: true, detail }),
      (error: unknown): CheckResult => ({ name: check.name, ok: false, detail: oneLine(error) }),
    );
    results.push(result);
    if (!values.json) process.stdout.write(`${formatCheck(result)}\n`);
  }
  const failed = results.filter((r) => !r.ok).length;
  if (values.json) process.stdout.write(`${JSON.stringify({ ok: failed === 0, checks: results }, null, 2)}\n`);
  else process.stdout.write(failed === 0 ? 'all checks passed\n' : `${failed} check(s) failed\n`);
  return failed === 0 ? EXIT.ok : EXIT.environment;
}

/** `✔ name: detail` / `✖ name: detail`. Pure. */
export function formatCheck(result: CheckResult): string {
  return `${result.ok ? '✔' : '✖'} ${result.name}: ${result.detail}`;
}

function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

async function checkChromium(endpoint: string | undefined): Promise<string> {
  const { createBrowserPool, findChromiumExecutable } = await import('../crawl/browser.js');
  const found = endpoint ? null : await findChromiumExecutable();
  const pool = createBrowserPool(endpoint ? { wsEndpoint: endpoint, maxContexts: 1 } : { maxContexts: 1 });
  try {
    const lease = await pool.acquire();
    try {
      const page = await lease.context.newPage();
      await page.setContent('<p style="font-family: sans-serif">brand-design</p>');
      const width = await page.evaluate(() => document.querySelector('p')!.getBoundingClientRect().width);
      if (!(width > 0)) throw new Error('a page rendered no text');
      const version = lease.context.browser()?.version() ?? 'unknown version';
      return `${found ? `${found.path} (from ${found.source})` : endpoint}, ${version}, renders a page`;
    } finally {
      await lease.release();
    }
  } finally {
    await pool.close();
  }
}

async function checkFonts(): Promise<string> {
  const out = await new Promise<string>((resolvePromise, reject) => {
    execFile('fc-list', ['--format', '%{family[0]}\\n'], { timeout: 15_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(new Error((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'fc-list not found: install fontconfig and fonts (apt-get install fontconfig fonts-liberation)' : error.message));
      else resolvePromise(stdout);
    });
  });
  const families = [...new Set(out.split('\n').map((f) => f.trim()).filter(Boolean))].sort();
  if (families.length === 0) throw new Error('no fonts installed: pages render with nothing to fall back on (apt-get install fonts-liberation)');
  return `${families.length} font families (${families.slice(0, 3).join(', ')}${families.length > 3 ? ', …' : ''})`;
}

async function checkSqlite(): Promise<string> {
  const { openDatabase } = await import('../jobs/database.js');
  const dir = mkdtempSync(join(tmpdir(), 'brand-design-doctor-'));
  try {
    const db = await openDatabase(join(dir, DATABASE_FILE));
    const version = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
    db.close();
    return `loads; SQLite ${version}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function checkHnswlib(): Promise<string> {
  const { createVectorIndex } = await import('../corpus/vector-index.js');
  const index = await createVectorIndex({ dimension: 3, space: 'cosine', maxElements: 2 });
  index.add(1, [1, 0, 0]);
  index.add(2, [0, 1, 0]);
  const [hit] = index.search([0.9, 0.1, 0], 1);
  if (hit?.id !== 1) throw new Error('a search returned the wrong neighbour');
  return 'loads; builds and searches an index';
}

async function checkModelFiles(): Promise<string> {
  const { BUNDLED_MODEL, packageRoot, readModelChecksums, sourcePackageDir } = await import('../corpus/model-build.js');
  const expected = readModelChecksums();
  const root = packageRoot();
  const built = [...(root ? [join(root, 'models', BUNDLED_MODEL)] : []), resolve('.brand-design', 'models', BUNDLED_MODEL)].find((d) => existsSync(join(d, 'model.onnx')));
  const mismatch = (base: string, files: Record<string, string>): string[] =>
    Object.entries(files).filter(([file, sum]) => !existsSync(join(base, file)) || sha256(join(base, file)) !== sum).map(([file]) => file);
  if (built) {
    const bad = mismatch(built, expected.outputs);
    if (bad.length) throw new Error(`${built}: ${bad.join(', ')} do not match models/checksums.json (delete the folder; it is rebuilt on first use)`);
    return `${built}: ${Object.keys(expected.outputs).length} files match models/checksums.json`;
  }
  const source = sourcePackageDir();
  const bad = mismatch(source, expected.inputs);
  if (bad.length) throw new Error(`not built, and its sources in ${source} do not match models/checksums.json: ${bad.join(', ')} (npm ci)`);
  return `not built yet (built on first search from ${expected.source.package} ${expected.source.version}, whose ${Object.keys(expected.inputs).length} files match)`;
}

async function checkOnnx(): Promise<string> {
  const { createEmbedder } = await import('../corpus/embedder.js');
  const embedder = await createEmbedder({ threads: 1 });
  try {
    const [vector] = await embedder.embed(['a calm, editorial brand']);
    if (!vector || vector.length !== embedder.dimension) throw new Error('the model returned no vector');
    return `loads; the embedding model runs (${embedder.dimension}-d)`;
  } finally {
    await embedder.close();
  }
}

async function checkDataDir(dataDir: string): Promise<string> {
  if (!existsSync(dataDir)) {
    const parent = dirname(dataDir);
    accessSync(parent, constants.W_OK); // throws EACCES & co. with the path
    return `${dataDir} does not exist yet; it is created on first use (${parent} is writable)`;
  }
  accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  const mode = statSync(dataDir).mode & 0o777;
  if (mode & 0o077) throw new Error(`${dataDir} is open to other users (mode ${mode.toString(8)}); it holds API-key hashes and private captures: chmod 700 ${dataDir}`);
  const file = join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) return `${dataDir}: owner-only, writable, no database yet`;
  accessSync(file, constants.R_OK | constants.W_OK);
  const { openDatabase } = await import('../jobs/database.js');
  const db = await openDatabase(file);
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    if (problems.length) throw new Error(`${file} is damaged: ${problems.slice(0, 3).join('; ')}`);
    const count = (db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n;
    return `${dataDir}: owner-only, writable; integrity_check ok (${count} submission(s))`;
  } finally {
    db.close();
  }
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
