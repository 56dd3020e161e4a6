/**
 * Build-time CDN stand-in (issue 11 §1, round 5): a template whose loading spinner is hidden by a
 * script that needs jQuery from a CDN shows its page in the corpus thumbnail when a local copy of
 * the same jQuery file is named, and stays blocked otherwise (other major version, unknown file,
 * unknown host). The page here makes itself 3000 px tall only when jQuery ran, so the thumbnail's
 * height says whether the stand-in answered.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserPool, type BrowserPool } from '../../src/crawl/browser.js';
import { cdnFileOf, pickStandIn, scanStandIns } from '../../src/corpus/cdn-stand-in.js';
import { shootPage } from '../../src/corpus/page-shot.js';

const page = (src: string): string => `<!doctype html><html><head><style>
body { margin: 0; height: 200px; } #spinner { position: fixed; inset: 0; background: #fff; }
</style><script src="${src}"></script></head><body><div id="spinner"></div>
<script>if (window.jQuery && window.jQuery.fn.jquery === '3.4.1') { document.getElementById('spinner').remove(); document.body.style.height = '3000px'; }</script>
</body></html>`;

describe('cdnFileOf', () => {
  it('reads the library file and version of the common CDN URL shapes', () => {
    expect(cdnFileOf('https://code.jquery.com/jquery-3.4.1.min.js')).toEqual({ library: 'jquery', version: '3.4.1', file: 'jquery.min.js' });
    expect(cdnFileOf('https://ajax.googleapis.com/ajax/libs/jquery/3.4.1/jquery.min.js')).toEqual({ library: 'jquery', version: '3.4.1', file: 'jquery.min.js' });
    expect(cdnFileOf('https://cdn.jsdelivr.net/npm/bootstrap@5.0.0/dist/js/bootstrap.bundle.min.js')).toEqual({ library: 'bootstrap', version: '5.0.0', file: 'bootstrap.bundle.min.js' });
    expect(cdnFileOf('https://cdnjs.cloudflare.com/ajax/libs/popper.js/1.16.0/umd/popper.min.js')).toEqual({ library: 'popper', version: '1.16.0', file: 'popper.min.js' });
    expect(cdnFileOf('https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/js/bootstrap.min.js')).toEqual({ library: 'bootstrap', version: '4.5.2', file: 'bootstrap.min.js' });
  });
  it('leaves other hosts and other files alone', () => {
    expect(cdnFileOf('https://example.com/jquery-3.4.1.min.js')).toBeNull();
    expect(cdnFileOf('https://cdn.jsdelivr.net/npm/some-widget@1.0.0/widget.min.js')).toBeNull();
    expect(cdnFileOf('https://fonts.googleapis.com/css2?family=Heebo')).toBeNull();
  });
});

describe('pickStandIn', () => {
  const catalog = new Map([['jquery.min.js', [{ path: '/a/jquery.min.js', version: '3.6.0' }, { path: '/b/jquery.min.js', version: '3.4.1' }]]]);
  it('takes the exact version first, else the same major, never another major', () => {
    expect(pickStandIn({ library: 'jquery', version: '3.4.1', file: 'jquery.min.js' }, catalog)).toBe('/b/jquery.min.js');
    expect(pickStandIn({ library: 'jquery', version: '3.5.1', file: 'jquery.min.js' }, catalog)).toBe('/a/jquery.min.js');
    expect(pickStandIn({ library: 'jquery', version: '1.12.4', file: 'jquery.min.js' }, catalog)).toBeNull();
    expect(pickStandIn({ library: 'jquery', version: '3.4.1', file: 'jquery.js' }, catalog)).toBeNull();
  });
});

describe('shootPage with CDN stand-ins (real Chromium, loopback)', () => {
  let dir = '';
  let server: Server;
  let origin = '';
  let pool: BrowserPool;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'brand-design-cdn-'));
    mkdirSync(join(dir, 'vendor', 'js'), { recursive: true });
    // A local "copy": the banner names the version as jQuery's own file does.
    writeFileSync(join(dir, 'vendor', 'js', 'jquery.min.js'), '/*! jQuery v3.4.1 | (c) JS Foundation and other contributors | jquery.org/license */\nwindow.jQuery = window.$ = function () {}; window.jQuery.fn = { jquery: "3.4.1" };\n');
    const pages: Record<string, string> = {
      '/cdn.html': page('https://code.jquery.com/jquery-3.4.1.min.js'),
      '/old.html': page('https://code.jquery.com/jquery-1.12.4.min.js'),
    };
    server = createServer((req, res) => {
      const body = pages[req.url ?? ''];
      if (body) res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pool = createBrowserPool({ maxContexts: 1 });
  });
  afterAll(async () => {
    await pool?.close();
    await new Promise((ok) => server?.close(ok));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the CDN jQuery from the local copy, so the page script runs and the page shows', async () => {
    const standIns = scanStandIns([join(dir, 'vendor')]);
    expect(standIns.get('jquery.min.js')).toEqual([{ path: join(dir, 'vendor', 'js', 'jquery.min.js'), version: '3.4.1' }]);
    // a copy under jQuery's versioned file name counts as jquery.min.js of that version
    const versioned = join(dir, 'vendor2');
    mkdirSync(versioned, { recursive: true });
    writeFileSync(join(versioned, 'jquery-3.4.1.min.js'), 'window.jQuery = function () {};');
    expect(scanStandIns([versioned]).get('jquery.min.js')).toEqual([{ path: join(versioned, 'jquery-3.4.1.min.js'), version: '3.4.1' }]);
    const shot = await shootPage(pool, `${origin}/cdn.html`, { settleMs: 100, cdnStandIns: standIns });
    expect(shot.stood_in).toEqual(['https://code.jquery.com/jquery-3.4.1.min.js']);
    expect(shot.source_height).toBe(3000);
  }, 30_000);

  it('without stand-ins, or for another major version, the CDN stays blocked', async () => {
    const plain = await shootPage(pool, `${origin}/cdn.html`, { settleMs: 100 });
    expect(plain.stood_in).toEqual([]);
    expect(plain.source_height).toBeLessThan(3000);
    const old = await shootPage(pool, `${origin}/old.html`, { settleMs: 100, cdnStandIns: scanStandIns([join(dir, 'vendor')]) });
    expect(old.stood_in).toEqual([]);
    expect(old.source_height).toBeLessThan(3000);
  }, 30_000);
});
