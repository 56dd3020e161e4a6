/**
 * Injected CSS (`source_css`, a judge preview's fixes) must apply under every loader, not only
 * the compiled build and vitest: tsx compiles with esbuild `keepNames`, which rewrites a function
 * handed to `addInitScript` to call a `__name` helper the page lacks, and the style was silently
 * missing. The capture runs here in a child `node --import tsx` process, on the studio fixture.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'brand-design-loader-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the injected-CSS init script', () => {
  it('applies the CSS when the capture code is loaded through tsx', async () => {
    const crawler = pathToFileURL(join(ROOT, 'src', 'crawl', 'crawler.ts')).href;
    const script = join(dir, 'probe.mjs');
    writeFileSync(script, `import { createCrawler } from ${JSON.stringify(crawler)};
const crawler = createCrawler({ pageBudgetMs: 3000, captureTimeoutMs: 30000 });
try {
  const capture = await crawler.capture('https://studio.brand-design.test/', { outDir: ${JSON.stringify(join(dir, 'out'))}, injectCss: 'h1 { color: rgb(1, 2, 3) !important; }' });
  const h1 = capture.nodes.find((n) => n.tag === 'h1');
  process.stdout.write(JSON.stringify({ h1: h1 && h1.style.color, injected: capture.stylesheets.some((s) => s.text.includes('rgb(1, 2, 3)')) }));
} finally {
  await crawler.close();
}
`);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({ h1: 'rgb(1, 2, 3)', injected: true });
  }, 70_000);

});
