/**
 * Regenerates the real-page regression fixtures of test/fixtures/realweb/ (issue 9: "tests pass in
 * CI without network, using small saved captures of real pages where licenses allow").
 *
 *   node --import tsx scripts/save-realweb-captures.ts <sites_dir> [--ids a,b]
 *       serve <sites_dir> (what ../shared/realweb/materialize.sh produced) on loopback, capture each
 *       page with real Chromium, and write test/fixtures/realweb/<id>.json.gz + <id>.truth.json
 *   node --import tsx scripts/save-realweb-captures.ts --from-captures <dir> [--ids a,b]
 *       the same from capture.json files already saved as <dir>/<id>.json
 *       (`npm run eval:realweb -- <sites_dir> --save-captures <dir>`)
 *   node --import tsx scripts/save-realweb-captures.ts --truth-only [--ids a,b]
 *       only copy eval/realweb/truth/<id>.json again (after a truth correction), captures untouched
 *
 * The pages are those of test/fixtures/realweb/pages.json (chosen for licenses that allow
 * redistributing derived data with attribution; see the README there). Each capture is kept
 * whole (analysis may read any part of it) with its timestamp and timings fixed, so the same
 * render gives the same bytes; the truth file is copied from eval/realweb/truth/ so the fixture
 * set is a frozen pair (capture, truth) that later truth edits do not silently change.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Capture } from '../src/crawl/capture-types.js';
import { createCrawler } from '../src/crawl/crawler.js';
import { serveSites } from '../eval/realweb/serve.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = join(root, 'test', 'fixtures', 'realweb');
const truthDir = join(root, 'eval', 'realweb', 'truth');

interface FixturePage {
  id: string;
  entry: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ids: { type: 'string' }, 'from-captures': { type: 'string' }, 'truth-only': { type: 'boolean', default: false } },
});
const fromCaptures = values['from-captures'];
const sitesDir = positionals[0];
const truthOnly = values['truth-only'];
if (!truthOnly && !fromCaptures && (!sitesDir || !existsSync(sitesDir))) {
  process.stderr.write('usage: node --import tsx scripts/save-realweb-captures.ts <sites_dir> [--ids a,b]\n'
    + '       node --import tsx scripts/save-realweb-captures.ts --from-captures <dir> [--ids a,b]\n'
    + '       node --import tsx scripts/save-realweb-captures.ts --truth-only [--ids a,b]\n');
  process.exit(2);
}

const listed = (JSON.parse(readFileSync(join(fixturesDir, 'pages.json'), 'utf8')) as { pages: FixturePage[] }).pages;
const wanted = values.ids ? new Set(values.ids.split(',')) : null;
const pages = listed.filter((p) => !wanted || wanted.has(p.id));
const unknown = [...(wanted ?? [])].filter((id) => !listed.some((p) => p.id === id));
if (unknown.length) {
  process.stderr.write(`not in test/fixtures/realweb/pages.json: ${unknown.join(', ')}\n`);
  process.exit(2);
}

/** Timestamp and timings churn between runs and no analyzer reads them (as scripts/save-captures.ts). */
function stable(capture: Capture): Capture {
  return {
    ...capture,
    captured_at: '2026-01-01T00:00:00.000Z',
    network: { ...capture.network, timing: { response_ms: null, dom_content_loaded_ms: null, load_ms: null, settled_ms: 0 } },
  };
}

function copyTruth(page: FixturePage): void {
  copyFileSync(join(truthDir, `${page.id}.json`), join(fixturesDir, `${page.id}.truth.json`));
}

function save(page: FixturePage, capture: Capture): void {
  const json = Buffer.from(`${JSON.stringify(stable(capture))}\n`);
  // mtime 0 in the gzip header (node's default), so the same capture gives the same bytes.
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(join(fixturesDir, `${page.id}.json.gz`), gz);
  copyTruth(page);
  process.stdout.write(`${page.id}: ${capture.nodes.length} nodes, ${capture.stylesheets.length} sheets, ${(gz.length / 1024).toFixed(0)} KiB gzipped\n`);
}

if (truthOnly) {
  for (const page of pages) copyTruth(page);
  process.stdout.write(`copied the truth of ${pages.length} pages\n`);
} else if (fromCaptures) {
  for (const page of pages) save(page, JSON.parse(readFileSync(join(fromCaptures, `${page.id}.json`), 'utf8')) as Capture);
} else {
  const sites = await serveSites(sitesDir!);
  const crawler = createCrawler();
  try {
    for (const page of pages) {
      if (!existsSync(join(sitesDir!, page.id, page.entry))) throw new Error(`${page.id} is not materialized in ${sitesDir}`);
      const url = `${sites.origin}/${page.id}/${page.entry.split('/').map(encodeURIComponent).join('/')}`;
      const scratch = mkdtempSync(join(tmpdir(), 'brand-design-realweb-'));
      try {
        save(page, await crawler.capture(url, { outDir: scratch }));
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
  } finally {
    await crawler.close();
    await sites.close();
  }
}
