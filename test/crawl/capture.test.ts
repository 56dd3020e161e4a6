/**
 * Real Chromium on the fixture sites (https://<site>.brand-design.test/, served by fixture
 * routing): what a Capture holds and which files it leaves behind.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_FILES, type Capture } from '../../src/crawl/capture-types.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import { CRAWL_STEPS, type Crawler, type CrawlStep } from '../../src/crawl/types.js';

const BUDGET_MS = 3_000;
const site = (name: string, path = '/'): string => `https://${name}.brand-design.test${path}`;

let crawler: Crawler;
let root: string;
let runs = 0;
const outDir = (): string => join(root, `capture-${runs++}`);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'brand-design-capture-'));
  crawler = createCrawler({ pageBudgetMs: BUDGET_MS, captureTimeoutMs: 20_000 });
});

afterAll(async () => {
  await crawler.close();
  rmSync(root, { recursive: true, force: true });
});

describe('studio (linked + @import styles, webfonts, manifest)', () => {
  let capture: Capture;
  let dir: string;
  const steps: CrawlStep[] = [];

  beforeAll(async () => {
    dir = outDir();
    capture = await crawler.capture(site('studio'), { outDir: dir, onStep: (step) => steps.push(step) });
  });

  it('reports every crawl step, in order', () => {
    expect(steps).toEqual([...CRAWL_STEPS]);
  });

  it('writes the artifact files, the screenshots and capture.json', () => {
    for (const file of Object.values(ARTIFACT_FILES)) expect(existsSync(join(dir, file.path)), file.path).toBe(true);
    expect(capture.screenshots).toEqual({ viewport: 'screenshot.png', full_page: 'full-page.png' });
    const saved = JSON.parse(readFileSync(join(dir, 'capture.json'), 'utf8')) as Capture;
    expect(saved.nodes.length).toBe(capture.nodes.length);
    const png = readFileSync(join(dir, 'screenshot.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1440, 900]);
    // The full page at half scale (FULL_PAGE_SCALE, issue 9 §3): 720 px wide, half the document's height.
    const full = readFileSync(join(dir, 'full-page.png'));
    expect(full.readUInt32BE(16)).toBe(720);
    expect(Math.abs(full.readUInt32BE(20) - capture.document.height / 2)).toBeLessThanOrEqual(1);
    expect(readFileSync(join(dir, 'styles.css'), 'utf8')).toMatch(/\/\* source: s0 linked https:\/\/studio\.brand-design\.test\/css\/styles\.css \*\//);
    const layout = JSON.parse(readFileSync(join(dir, 'element-layout.json'), 'utf8')) as { nodes: { id: string; box: unknown }[] };
    expect(layout.nodes[0]).toMatchObject({ id: 'n0', box: expect.any(Object) });
  });

  it('keeps the served and the rendered HTML, and the network facts', () => {
    expect(capture.final_url).toBe(site('studio'));
    expect(capture.html.served).toContain('<title>Fieldnote');
    expect(capture.html.rendered).toContain('Research that remembers itself.');
    expect(capture.network).toMatchObject({ status: 200, content_type: 'text/html; charset=utf-8', redirects: [] });
    expect(capture.network.timing.response_ms).toBeGreaterThanOrEqual(0);
    const hero = capture.network.resources.find((r) => r.url.endsWith('/images/hero.svg'));
    expect(hero?.saved_as).toMatch(/^resources\/\d+-hero\.svg$/);
    expect(readFileSync(join(dir, hero!.saved_as!), 'utf8')).toContain('<svg');
  });

  it('collects linked and @import stylesheets with their text', () => {
    expect(capture.stylesheets.map((s) => [s.id, s.origin, s.href])).toEqual([
      ['s0', 'linked', site('studio', '/css/styles.css')],
      ['s1', 'import', site('studio', '/css/fonts.css')],
    ]);
    expect(capture.stylesheets[0]!.text).toContain('--color-primary: #e4572e');
    expect(capture.stylesheets[1]!.text).toContain('@font-face');
  });

  it('reads head facts: title, meta, JSON-LD and the fetched manifest', () => {
    expect(capture.head.title).toMatch(/^Fieldnote/);
    expect(capture.head.lang).toBe('en');
    expect(capture.head.meta).toContainEqual({ name: 'theme-color', property: null, content: '#e4572e' });
    expect(capture.head.json_ld).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Fieldnote' }));
    expect(capture.head.manifest?.url).toBe(site('studio', '/site.webmanifest'));
    expect(capture.head.manifest?.json).toEqual(expect.objectContaining({ name: expect.any(String) }));
  });

  it('records the fixture webfonts as rendered and loaded', () => {
    const families = capture.fonts.rendered.map((font) => font.family);
    const inter = capture.fonts.rendered.find((font) => font.family === 'Inter');
    expect(inter).toMatchObject({ is_custom: true });
    expect(inter!.glyph_count).toBeGreaterThan(100);
    expect(inter!.stacks.some((stack) => stack.startsWith('Inter'))).toBe(true);
    expect(families.some((family) => family.startsWith('Playfair Display'))).toBe(true);
    expect(capture.fonts.faces).toContainEqual(expect.objectContaining({
      family: 'Inter', weight: '400', status: 'loaded', src: [site('studio', '/_fonts/inter/inter-latin-400-normal.woff2')],
    }));
  });

  it('collects visible nodes with style, box, selector and text', () => {
    const h1 = capture.nodes.find((node) => node.tag === 'h1')!;
    expect(h1.text).toBe('Research that remembers itself.');
    expect(h1.style['font-family']).toMatch(/^"Playfair Display"/);
    expect(h1.box.width).toBeGreaterThan(100);
    expect(capture.nodes[0]).toMatchObject({ id: 'n0', parent: null, tag: 'html' });
    expect(capture.nodes.every((node, i) => node.id === `n${i}`)).toBe(true);
    // The dropdown is display:none until hovered, so its links are not visible nodes.
    expect(capture.nodes.some((node) => node.text === 'Capture interviews and field notes')).toBe(false);
    // Authored transitions survive the freeze (styles are read before it).
    expect(capture.nodes.some((node) => node.style['transition-duration'] !== '0s')).toBe(true);
  });

  it('forces :hover on the primary button and records what changed', () => {
    const button = capture.nodes.find((node) => node.tag === 'a' && node.attrs.class === 'btn btn-primary')!;
    const hover = capture.states.find((state) => state.node_id === button.id && state.state === 'hover');
    expect(hover?.changed['background-color']).toBe('rgb(200, 68, 31)'); // --color-primary-hover
    expect(button.style['background-color']).toBe('rgb(228, 87, 46)');
    const active = capture.states.find((state) => state.node_id === button.id && state.state === 'active');
    expect(active?.changed['background-color']).toBe('rgb(169, 58, 26)');
  });

  it('gives the same node ids to the same page captured twice', async () => {
    const again = await crawler.capture(site('studio'), { outDir: outDir() });
    const shape = (c: Capture): string[] => c.nodes.map((node) => `${node.id} ${node.parent} ${node.selector}`);
    expect(shape(again)).toEqual(shape(capture));
  });
});

describe('stylesheet origins beyond linked/import', () => {
  it('shadow: constructed sheets and shadow-root styles, owned by their host', async () => {
    const capture = await crawler.capture(site('shadow'), { outDir: outDir() });
    const origins = capture.stylesheets.map((sheet) => sheet.origin);
    expect(origins).toEqual(expect.arrayContaining(['linked', 'constructed', 'shadow']));
    const shadowSheet = capture.stylesheets.find((sheet) => sheet.origin === 'shadow')!;
    const host = capture.nodes.find((node) => node.id === shadowSheet.owner_node_id)!;
    expect(host.tag).toMatch(/^quill-/);
    expect(capture.stylesheets.find((sheet) => sheet.origin === 'constructed' && sheet.owner_node_id === null)?.text).toContain('--q-primary');
    const inShadow = capture.nodes.filter((node) => node.in_shadow);
    expect(inShadow.some((node) => node.tag === 'button' && node.parent === host.id)).toBe(true);
  });

  it('broken: an inline <style> is kept (as the browser parsed it)', async () => {
    const capture = await crawler.capture(site('broken'), { outDir: outDir() });
    expect(capture.stylesheets.map((sheet) => sheet.origin)).toEqual(['linked', 'inline']);
    expect(capture.stylesheets[1]!.href).toBeNull();
  });
});

describe('pages that need more than a load event', () => {
  it('consent: the banner is accepted and gone from the capture', async () => {
    const capture = await crawler.capture(site('consent'), { outDir: outDir() });
    expect(capture.warnings.some((warning) => warning.code === 'consent' && /consent banner .*onetrust-banner-sdk.* "Accept all"/.test(warning.message))).toBe(true);
    expect(capture.nodes.some((node) => (node.attrs.id ?? '').startsWith('onetrust'))).toBe(false);
    expect(capture.html.rendered).not.toContain('onetrust-banner-sdk');
  });

  it('lazy: content fetched when scrolled into view is present', async () => {
    const capture = await crawler.capture(site('lazy'), { outDir: outDir() });
    expect(capture.html.served).not.toContain('What our growers say');
    expect(capture.nodes.some((node) => node.text === 'What our growers say')).toBe(true);
    expect(capture.html.rendered).toContain('data-state="loaded"');
    expect(capture.network.resources.some((r) => r.url.endsWith('/images/olive.svg') && r.status === 200)).toBe(true);
  });

  it('spa: client-rendered content is present', async () => {
    const capture = await crawler.capture(site('spa'), { outDir: outDir() });
    expect(capture.html.served).toContain('<div id="root"></div>');
    expect(capture.nodes.some((node) => node.tag === 'h1' && node.text.length > 0)).toBe(true);
  });

  it('frames: a same-origin iframe is listed with its node and box', async () => {
    const capture = await crawler.capture(site('frames'), { outDir: outDir() });
    expect(capture.frames).toEqual([
      { url: site('frames', '/embed.html'), node_id: expect.stringMatching(/^n\d+$/), box: expect.objectContaining({ width: expect.any(Number) }) },
    ]);
  });

  it('never-settles: finishes at the budget with a warning', async () => {
    let started = 0;
    const capture = await crawler.capture(site('never-settles'), { outDir: outDir(), onStep: (step) => void (step === 'loading_page' && (started = Date.now())) });
    expect(Date.now() - started).toBeLessThan(BUDGET_MS + 3_000);
    expect(capture.warnings.some((warning) => warning.code === 'not_settled' && warning.message.startsWith('page did not settle within'))).toBe(true);
    expect(capture.nodes.length).toBeGreaterThan(5);
  });

  it('follows fixture redirects and records the chain', async () => {
    const capture = await crawler.capture(site('studio', '/_redirect/2'), { outDir: outDir() });
    expect(capture.final_url).toBe(site('studio'));
    expect(capture.network.redirects).toEqual([
      { url: site('studio', '/_redirect/2'), status: 302 },
      { url: site('studio', '/_redirect/1'), status: 302 },
    ]);
  });
});

describe('discover and fetch', () => {
  it('fetch answers fixture URLs and returns non-2xx statuses', async () => {
    const svg = await crawler.fetch(site('studio', '/favicon.svg'));
    expect(svg).toMatchObject({ status: 200, contentType: 'image/svg+xml' });
    expect(svg.body.toString()).toContain('<svg');
    expect((await crawler.fetch(site('studio', '/missing.png'))).status).toBe(404);
    await expect(crawler.fetch(site('studio', '/favicon.svg'), { maxBytes: 10 })).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('discover lists same-site pages, the start URL first', async () => {
    const urls = await crawler.discover(site('multipage'), 10);
    expect(urls[0]).toBe(site('multipage'));
    expect(urls.length).toBeGreaterThan(2);
    expect(urls.every((url) => url.startsWith(site('multipage')))).toBe(true);
  });
});

describe('a real HTTP origin on 127.0.0.1 (no fixture routing involved)', () => {
  let server: Server;
  let origin: string;
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#123456"/></svg>';

  beforeAll(async () => {
    server = createServer((request, response) => {
      switch (request.url) {
        case '/old':
          response.writeHead(301, { location: '/' }).end();
          return;
        case '/':
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end('<!doctype html><html lang="de"><head><title>Local</title><link rel="stylesheet" href="/site.css"></head>' +
            '<body><h1>Served over HTTP</h1><img src="/logo.svg" width="10" height="10" alt="logo"></body></html>');
          return;
        case '/site.css':
          response.writeHead(200, { 'content-type': 'text/css' }).end('h1 { color: rgb(1, 2, 3); }');
          return;
        case '/logo.svg':
          response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
          return;
        case '/big.bin':
          response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(64 * 1024));
          return;
        default:
          response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('captures through the network: served HTML, redirect chain, styles and saved images', async () => {
    const dir = outDir();
    const capture = await crawler.capture(`${origin}/old`, { outDir: dir });
    expect(capture.final_url).toBe(`${origin}/`);
    expect(capture.network.redirects).toEqual([{ url: `${origin}/old`, status: 301 }]);
    expect(capture.html.served).toContain('<h1>Served over HTTP</h1>');
    expect(capture.stylesheets).toEqual([expect.objectContaining({ origin: 'linked', href: `${origin}/site.css`, text: expect.stringContaining('rgb(1, 2, 3)') })]);
    const logo = capture.network.resources.find((resource) => resource.url === `${origin}/logo.svg`)!;
    expect(logo).toMatchObject({ status: 200, content_type: 'image/svg+xml', saved_as: expect.stringMatching(/logo\.svg$/) });
    expect(readFileSync(join(dir, logo.saved_as!), 'utf8')).toBe(SVG);
  });

  it('fetch: status, body and limits over HTTP', async () => {
    const svg = await crawler.fetch(`${origin}/logo.svg`);
    expect(svg).toMatchObject({ url: `${origin}/logo.svg`, status: 200, contentType: 'image/svg+xml' });
    expect(svg.body.toString()).toBe(SVG);
    expect((await crawler.fetch(`${origin}/missing`)).status).toBe(404);
    await expect(crawler.fetch(`${origin}/big.bin`, { maxBytes: 1024 })).rejects.toMatchObject({ reason: 'too_large' });
  });
});

describe('injected CSS', () => {
  it('renders the page with the injected stylesheet applied', async () => {
    const crawler = createCrawler();
    try {
      const outDir = mkdtempSync(join(tmpdir(), 'bd-inject-'));
      const capture = await crawler.capture('https://studio.brand-design.test/', { outDir, injectCss: 'h1 { color: rgb(1, 2, 3) !important; }' });
      const h1 = capture.nodes.find((n) => n.tag === 'h1')!;
      expect(h1.style['color']).toBe('rgb(1, 2, 3)');
      expect(capture.stylesheets.some((s) => s.text.includes('rgb(1, 2, 3)'))).toBe(true);
    } finally {
      await crawler.close();
    }
  });
});
