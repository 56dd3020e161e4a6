/**
 * Captures the fixture sites with real Chromium and saves them under test/fixtures/captures/
 * (`<name>.json`), so analysis can be golden-tested without a browser. Re-run after changing
 * the capture format or a fixture site:
 *
 *   node --import tsx scripts/save-captures.ts [name=url ...]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCrawler } from '../src/crawl/crawler.js';

const DEFAULT: Record<string, string> = {
  studio: 'https://studio.brand-design.test/',
  'studio-pricing': 'https://studio.brand-design.test/pricing.html',
  nightfall: 'https://nightfall.brand-design.test/',
  consent: 'https://consent.brand-design.test/',
  lazy: 'https://lazy.brand-design.test/',
  spa: 'https://spa.brand-design.test/',
  shadow: 'https://shadow.brand-design.test/',
  multipage: 'https://multipage.brand-design.test/',
  frames: 'https://frames.brand-design.test/',
  broken: 'https://broken.brand-design.test/',
  // Generated sites with exact expected tokens (fixtures/sites/gen-*/expected.json).
  'gen-tarix': 'https://gen-tarix.brand-design.test/',
  'gen-sage-card': 'https://gen-sage-card.brand-design.test/',
  'gen-fable-house': 'https://gen-fable-house.brand-design.test/',
  'gen-rook-guard': 'https://gen-rook-guard.brand-design.test/',
};

const wanted = process.argv.slice(2).length
  ? Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=') as [string, string]))
  : DEFAULT;
const outDir = join(import.meta.dirname, '..', 'test', 'fixtures', 'captures');
mkdirSync(outDir, { recursive: true });
const crawler = createCrawler();
try {
  for (const [name, url] of Object.entries(wanted)) {
    const scratch = mkdtempSync(join(tmpdir(), 'brand-design-capture-'));
    const capture = await crawler.capture(url, { outDir: scratch });
    // Deterministic fields only: the timestamp and timings would churn the golden files.
    const stable = { ...capture, captured_at: '2026-01-01T00:00:00.000Z', network: { ...capture.network, timing: { response_ms: null, dom_content_loaded_ms: null, load_ms: null, settled_ms: 0 } } };
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(stable)}\n`);
    rmSync(scratch, { recursive: true, force: true });
    process.stdout.write(`${name}: ${capture.nodes.length} nodes, ${capture.stylesheets.length} sheets\n`);
  }
} finally {
  await crawler.close();
}
