/**
 * Captures the pages of the verifier's calibration set (issue 10 §2) into eval/judge/captures/, so
 * the calibration re-judges them offline, in CI, without a browser or the sites.
 *
 *   node --import tsx eval/judge/capture-pages.ts <sites_dir> [--sites a,b]
 *
 * <sites_dir> holds the materialized templates of ../shared/realweb (one folder per site id).
 * The pages are those of eval/judge/sites.json: only repositories whose license allows
 * redistributing derived data with attribution (MIT, CC-BY; see eval/judge/README.md). Each capture
 * is kept whole with its timestamp and timings fixed, gzipped with mtime 0, so the same render gives
 * the same bytes.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Capture } from '../../src/crawl/capture-types.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import { serveSites } from '../realweb/serve.js';
import { CAPTURES_DIR, loadSites, pageKey } from './pages.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { sites: { type: 'string' } } });
const sitesDir = positionals[0];
if (!sitesDir || !existsSync(sitesDir)) {
  process.stderr.write('usage: node --import tsx eval/judge/capture-pages.ts <sites_dir> [--sites a,b]\n');
  process.exit(2);
}
const wanted = values.sites ? new Set(values.sites.split(',')) : null;
const sites = loadSites().filter((s) => !wanted || wanted.has(s.site));

/** Timestamp and timings churn between runs and no analyzer or comparer reads them. */
function stable(capture: Capture): Capture {
  return {
    ...capture,
    captured_at: '2026-01-01T00:00:00.000Z',
    network: { ...capture.network, timing: { response_ms: null, dom_content_loaded_ms: null, load_ms: null, settled_ms: 0 } },
  };
}

mkdirSync(CAPTURES_DIR, { recursive: true });
const server = await serveSites(sitesDir);
const crawler = createCrawler();
try {
  for (const site of sites) {
    for (const page of site.pages) {
      const url = `${server.origin}/${site.site}/${page.split('/').map(encodeURIComponent).join('/')}`;
      const scratch = mkdtempSync(join(tmpdir(), 'brand-design-judge-eval-'));
      try {
        const capture = stable(await crawler.capture(url, { outDir: scratch }));
        const gz = gzipSync(Buffer.from(`${JSON.stringify(capture)}\n`), { level: 9 });
        writeFileSync(join(CAPTURES_DIR, `${pageKey(site.site, page)}.json.gz`), gz);
        process.stdout.write(`${pageKey(site.site, page)}: ${capture.nodes.length} nodes, ${(gz.length / 1024).toFixed(0)} KiB\n`);
      } catch (error) {
        process.stdout.write(`${pageKey(site.site, page)}: FAILED ${error instanceof Error ? error.message : String(error)}\n`);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
  }
} finally {
  await crawler.close();
  await server.close();
}

