import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { FIXTURE_SITES_DIR, isFixtureUrl, resolveFixtureRequest } from '../../src/crawl/fixture-origin.js';

async function get(url: string) {
  const response = await resolveFixtureRequest(url);
  if (!response) throw new Error(`expected a fixture response for ${url}`);
  return response;
}

const SITES = ['studio', 'nightfall', 'consent', 'lazy', 'spa', 'shadow', 'frames', 'multipage', 'never-settles', 'hostile', 'broken'];

describe('isFixtureUrl', () => {
  it('accepts <site>.brand-design.test over http and https, any path or port', () => {
    expect(isFixtureUrl('https://studio.brand-design.test/')).toBe(true);
    expect(isFixtureUrl('http://never-settles.brand-design.test/x?y=1#z')).toBe(true);
    expect(isFixtureUrl('https://STUDIO.Brand-Design.test:8443/about')).toBe(true);
  });

  it('rejects every other host and scheme', () => {
    expect(isFixtureUrl('https://brand-design.test/')).toBe(false);
    expect(isFixtureUrl('https://a.b.brand-design.test/')).toBe(false);
    expect(isFixtureUrl('https://studio.brand-design.test.evil.com/')).toBe(false);
    expect(isFixtureUrl('https://example.com/')).toBe(false);
    expect(isFixtureUrl('ftp://studio.brand-design.test/')).toBe(false);
    expect(isFixtureUrl('not a url')).toBe(false);
  });
});

describe('FIXTURE_SITES_DIR', () => {
  it('is the absolute fixtures/sites folder of this package', () => {
    expect(isAbsolute(FIXTURE_SITES_DIR)).toBe(true);
    expect(FIXTURE_SITES_DIR.replace(/\\/g, '/')).toMatch(/\/fixtures\/sites$/);
    const pkg = JSON.parse(readFileSync(join(FIXTURE_SITES_DIR, '..', '..', 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe('brand-design');
  });

  it('holds every documented site with an index.html', () => {
    for (const site of SITES) expect(existsSync(join(FIXTURE_SITES_DIR, site, 'index.html')), site).toBe(true);
  });
});

describe('resolveFixtureRequest: files', () => {
  it('returns null for non-fixture hosts', async () => {
    expect(await resolveFixtureRequest('https://example.com/')).toBeNull();
  });

  it('serves index.html for / and for folder paths', async () => {
    const root = await get('https://studio.brand-design.test/');
    expect(root.status).toBe(200);
    expect(root.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(root.body.toString()).toContain('<title>Fieldnote');
    const noSlash = await get('https://studio.brand-design.test');
    expect(noSlash.body.equals(root.body)).toBe(true);
  });

  it('tries <path>.html for extensionless paths', async () => {
    const about = await get('http://studio.brand-design.test/about');
    expect(about.status).toBe(200);
    expect(about.body.toString()).toContain('<title>About — Fieldnote</title>');
  });

  it('ignores the query string and fragment', async () => {
    const css = await get('https://studio.brand-design.test/css/styles.css?v=3#x');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('sets Content-Type by extension', async () => {
    const cases: [string, string][] = [
      ['https://studio.brand-design.test/favicon.svg', 'image/svg+xml'],
      ['https://studio.brand-design.test/site.webmanifest', 'application/manifest+json'],
      ['https://studio.brand-design.test/js/site.js', 'text/javascript; charset=utf-8'],
      ['https://multipage.brand-design.test/sitemap.xml', 'application/xml; charset=utf-8'],
      ['https://multipage.brand-design.test/robots.txt', 'text/plain; charset=utf-8'],
      ['https://spa.brand-design.test/data.json', 'application/json; charset=utf-8'],
    ];
    for (const [url, type] of cases) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
    }
  });

  it('answers 404 with a small HTML page for unknown files', async () => {
    const missing = await get('https://studio.brand-design.test/nope.css');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body.toString()).toContain('Not found');
    expect((await get('https://studio.brand-design.test/css/')).status).toBe(404); // folder without index.html
  });

  it('answers 404 "unknown fixture site" for unknown sites', async () => {
    const response = await get('https://no-such-site.brand-design.test/');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('unknown fixture site');
  });

  it('never escapes the site folder', async () => {
    const attempts = [
      'https://studio.brand-design.test/../../../package.json',
      'https://studio.brand-design.test/%2e%2e/%2e%2e/%2e%2e/package.json',
      'https://studio.brand-design.test/..%2F..%2F..%2Fpackage.json',
      'https://studio.brand-design.test/css/..%2F..%2F..%2F..%2Fpackage.json',
      'https://studio.brand-design.test/..%5C..%5C..%5Cpackage.json',
      'https://studio.brand-design.test/%2Fetc%2Fpasswd',
      'https://studio.brand-design.test/..%2Fnightfall%2Findex.html',
      'https://studio.brand-design.test/_fonts/inter/..%2F..%2F..%2F..%2Fpackage.json',
      'https://studio.brand-design.test/_fonts/..%2F..%2Fpackage.json/x',
      'https://studio.brand-design.test/index.html%00.css',
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.body.toString(), url).not.toContain('"name"');
      expect(response.body.toString(), url).not.toContain('Nightfall');
    }
  });
});

describe('resolveFixtureRequest: webfonts', () => {
  it('serves @fontsource files under /_fonts/<package>/<file>', async () => {
    const font = await get('https://studio.brand-design.test/_fonts/inter/inter-latin-400-normal.woff2');
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.body.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 for unknown packages or files', async () => {
    expect((await get('https://studio.brand-design.test/_fonts/not-a-font/x.woff2')).status).toBe(404);
    expect((await get('https://studio.brand-design.test/_fonts/inter/missing.woff2')).status).toBe(404);
    expect((await get('https://studio.brand-design.test/_fonts/inter')).status).toBe(404);
  });
});

describe('resolveFixtureRequest: built-in paths', () => {
  it('/_status/<code> answers that status', async () => {
    const response = await get('https://hostile.brand-design.test/_status/503');
    expect(response.status).toBe(503);
    expect(response.body.toString()).toContain('503');
    expect((await get('https://hostile.brand-design.test/_status/204')).body.length).toBe(0);
    expect((await get('https://hostile.brand-design.test/_status/abc')).status).toBe(404);
    expect((await get('https://hostile.brand-design.test/_status/99')).status).toBe(404);
  });

  it('/_hang never answers, /_slow/<ms> answers late', async () => {
    expect((await get('https://studio.brand-design.test/_hang')).hang).toBe(true);
    const slow = await get('https://studio.brand-design.test/_slow/250?t=1');
    expect(slow.status).toBe(200);
    expect(slow.delayMs).toBe(250);
    expect(slow.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('/_redirect/<n> is a chain of n 302 hops ending at /', async () => {
    let url = 'https://studio.brand-design.test/_redirect/3';
    const hops: string[] = [];
    for (;;) {
      const response = await get(url);
      if (response.status !== 302) {
        expect(response.status).toBe(200);
        expect(response.body.toString()).toContain('<title>Fieldnote');
        break;
      }
      url = response.headers.location!;
      hops.push(url);
      expect(hops.length).toBeLessThanOrEqual(3);
    }
    expect(hops).toEqual([
      'https://studio.brand-design.test/_redirect/2',
      'https://studio.brand-design.test/_redirect/1',
      'https://studio.brand-design.test/',
    ]);
    expect((await get('https://studio.brand-design.test/_redirect/0')).status).toBe(200);
  });

  it('/_download is an attachment, /_json is JSON', async () => {
    const download = await get('https://studio.brand-design.test/_download');
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const json = await get('https://studio.brand-design.test/_json');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(json.body.toString())).toMatchObject({ fixture: true });
  });

  it('/_pdf is a structurally valid PDF', async () => {
    const pdf = await get('https://studio.brand-design.test/_pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.body.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
  });
});

describe('fixture sites', () => {
  // Every local stylesheet, script, image and icon a fixture page references must exist, except
  // the few broken references that are part of a fixture's story (listed in fixtures/sites/README.md).
  const INTENTIONALLY_MISSING = new Set(['/login', '/assets/practice-brochure.pdf', '/late-import.css']);

  function htmlFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    });
  }

  it('reference only local resources that exist', async () => {
    for (const site of SITES) {
      for (const file of htmlFiles(join(FIXTURE_SITES_DIR, site))) {
        const html = readFileSync(file, 'utf8');
        const refs = [...html.matchAll(/\s(?:src|href)="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1]!);
        for (const ref of refs) {
          if (INTENTIONALLY_MISSING.has(ref) || ref.startsWith('/_')) continue;
          const response = await get(`https://${site}.brand-design.test${ref}`);
          expect(response.status, `${file} → ${ref}`).toBe(200);
        }
      }
    }
  });
});
