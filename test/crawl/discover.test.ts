import { describe, it, expect } from 'vitest';
import {
  discoverUrls,
  isPageUrl,
  isSameSite,
  normalizeUrl,
  parseRobotsSitemaps,
  parseSitemap,
  parseSitemapDocument,
  type DiscoverIo,
} from '../../src/crawl/discover.js';
import { resolveFixtureRequest } from '../../src/crawl/fixture-origin.js';
import { ValidationError } from '../../src/errors.js';

describe('parseSitemap', () => {
  it('reads a urlset in document order', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc>https://a.com/</loc><lastmod>2025-01-01</lastmod></url>
        <url>
          <loc>
            https://a.com/b?x=1&amp;y=2
          </loc>
          <image:image><image:loc>https://cdn.a.com/pic.jpg</image:loc></image:image>
        </url>
        <url><loc><![CDATA[https://a.com/c?q=<1>]]></loc></url>
        <!-- <url><loc>https://a.com/commented-out</loc></url> -->
        <url><loc>https://a.com/</loc></url>
      </urlset>`;
    expect(parseSitemapDocument(xml)).toEqual({
      kind: 'urlset',
      urls: ['https://a.com/', 'https://a.com/b?x=1&y=2', 'https://a.com/c?q=%3C1%3E'],
    });
  });

  it('reads a sitemapindex as its child sitemaps', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://a.com/sitemap-pages.xml</loc></sitemap>
      <sitemap><loc>https://a.com/sitemap-posts.xml</loc><lastmod>2024-01-01</lastmod></sitemap>
    </sitemapindex>`;
    expect(parseSitemapDocument(xml)).toEqual({
      kind: 'sitemapindex',
      urls: ['https://a.com/sitemap-pages.xml', 'https://a.com/sitemap-posts.xml'],
    });
    expect(parseSitemap(xml)).toEqual(['https://a.com/sitemap-pages.xml', 'https://a.com/sitemap-posts.xml']);
  });

  it('honours a namespace prefix on the sitemap elements', () => {
    const xml = `<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://a.com/x</sm:loc></sm:url><sm:url><loc>https://a.com/not-ours</loc></sm:url></sm:urlset>`;
    expect(parseSitemap(xml)).toEqual(['https://a.com/x']);
  });

  it('tolerates junk', () => {
    expect(parseSitemap('')).toEqual([]);
    expect(parseSitemap('<html><body>Not found</body></html>')).toEqual([]); // soft 404
    expect(parseSitemap('\uFEFF<urlset><url><loc>https://a.com/1</loc><url><loc>https://a.com/2')).toEqual([
      'https://a.com/1',
      'https://a.com/2',
    ]);
    expect(parseSitemap('<urlset><url><loc>/relative</loc></url><url><loc>mailto:x@a.com</loc></url><url><loc>https://a.com/ok?a=1&amp;amp;b=2 &bogus;</loc></url></urlset>')).toEqual([
      'https://a.com/ok?a=1&amp;b=2%20&bogus;', // entities are decoded once; unknown ones stay
    ]);
    expect(parseSitemap('<urlset><url><loc>https://a.com/&#65;&#x42;</loc></url></urlset>')).toEqual(['https://a.com/AB']);
  });

  it('reads a plain-text sitemap, one URL per line', () => {
    expect(parseSitemapDocument('https://a.com/\r\nnot a url\nhttps://a.com/b\n\n')).toEqual({
      kind: 'text',
      urls: ['https://a.com/', 'https://a.com/b'],
    });
  });
});

describe('parseRobotsSitemaps', () => {
  it('collects Sitemap: lines, case-insensitively, resolving relative ones', () => {
    const robots = 'User-agent: *\nDisallow: /admin\nSitemap: https://a.com/sitemap.xml\nsitemap:/news.xml\n# Sitemap: https://a.com/commented\nSITEMAP: https://a.com/sitemap.xml\n';
    expect(parseRobotsSitemaps(robots, 'https://a.com/robots.txt')).toEqual(['https://a.com/sitemap.xml', 'https://a.com/news.xml']);
  });
});

describe('normalizeUrl', () => {
  it('lowercases scheme and host, drops fragment and default port', () => {
    expect(normalizeUrl('HTTPS://Example.COM:443/About#team')).toBe('https://example.com/About');
    expect(normalizeUrl('http://example.com:80')).toBe('http://example.com/');
    expect(normalizeUrl('http://example.com:8080/')).toBe('http://example.com:8080/');
  });

  it('drops utm_* parameters and sorts the rest, keeping their encoding', () => {
    expect(normalizeUrl('https://a.com/p?utm_source=x&b=2&a=1&UTM_Medium=y&a=0')).toBe('https://a.com/p?a=1&a=0&b=2');
    expect(normalizeUrl('https://a.com/p?utm_source=x')).toBe('https://a.com/p');
    expect(normalizeUrl('https://a.com/p?')).toBe('https://a.com/p');
    expect(normalizeUrl('https://a.com/s?q=a%20b&&z')).toBe('https://a.com/s?q=a%20b&z');
  });

  it('keeps the path as is, except that the root is always /', () => {
    expect(normalizeUrl('https://a.com')).toBe('https://a.com/');
    expect(normalizeUrl('https://a.com/docs/')).toBe('https://a.com/docs/');
    expect(normalizeUrl('https://a.com/docs')).toBe('https://a.com/docs');
    expect(normalizeUrl('https://a.com/index.html')).toBe('https://a.com/index.html');
  });

  it('gives equal keys for equivalent URLs', () => {
    expect(normalizeUrl('https://A.com/x?b=1&a=2#f')).toBe(normalizeUrl('https://a.com/x?a=2&b=1&utm_campaign=z'));
  });

  it('returns a non-URL trimmed and unchanged', () => {
    expect(normalizeUrl('  not a url ')).toBe('not a url');
  });
});

describe('isSameSite', () => {
  it('ignores www. and the scheme', () => {
    expect(isSameSite('https://www.a.com/x', 'http://a.com/')).toBe(true);
    expect(isSameSite('https://A.com', 'https://a.com:443/y')).toBe(true);
  });

  it('treats other hosts, subdomains and explicit ports as other sites', () => {
    expect(isSameSite('https://a.com/', 'https://b.com/')).toBe(false);
    expect(isSameSite('https://blog.a.com/', 'https://a.com/')).toBe(false);
    expect(isSameSite('http://127.0.0.1:3000/', 'http://127.0.0.1:4000/')).toBe(false);
    expect(isSameSite('mailto:x@a.com', 'https://a.com/')).toBe(false);
    expect(isSameSite('/relative', 'https://a.com/')).toBe(false);
  });
});

describe('isPageUrl', () => {
  it('accepts pages and rejects assets and non-http schemes', () => {
    expect(isPageUrl('https://a.com/')).toBe(true);
    expect(isPageUrl('https://a.com/about')).toBe(true);
    expect(isPageUrl('https://a.com/about.html')).toBe(true);
    expect(isPageUrl('https://a.com/v1.2/guide')).toBe(true);
    expect(isPageUrl('https://a.com/img/logo.SVG')).toBe(false);
    expect(isPageUrl('https://a.com/brochure.pdf?dl=1')).toBe(false);
    expect(isPageUrl('https://a.com/app.js')).toBe(false);
    expect(isPageUrl('https://a.com/sitemap.xml')).toBe(false);
    expect(isPageUrl('mailto:a@a.com')).toBe(false);
    expect(isPageUrl('tel:+44123')).toBe(false);
    expect(isPageUrl('javascript:void(0)')).toBe(false);
    expect(isPageUrl('/relative')).toBe(false);
  });
});

/** An io over the real fixture origin; page links are read from the served HTML (the browser's stand-in). */
function fixtureIo(log: string[] = []): DiscoverIo {
  return {
    async fetchText(url) {
      log.push(url);
      const response = await resolveFixtureRequest(url);
      return response && { status: response.status, contentType: response.headers['content-type'] ?? null, text: response.body.toString() };
    },
    async pageLinks(url) {
      const response = await resolveFixtureRequest(url);
      const html = response?.body.toString() ?? '';
      return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), url).href);
    },
  };
}

describe('discoverUrls on the multipage fixture', () => {
  const origin = 'https://multipage.brand-design.test';

  it('lists the start URL, then sitemap URLs, then page-only links', async () => {
    const log: string[] = [];
    const urls = await discoverUrls(`${origin}/#top`, 50, fixtureIo(log));
    expect(urls).toEqual([
      `${origin}/`,
      `${origin}/services.html`,
      `${origin}/projects.html`,
      `${origin}/about.html`,
      `${origin}/journal.html`,
      `${origin}/careers.html`, // not in the sitemap: found only as a link
    ]);
    // The external link, mailto:, tel:, javascript:, the PDF and the utm_/fragment variants are not there.
    expect(log).toEqual([`${origin}/robots.txt`, `${origin}/sitemap.xml`]); // robots' Sitemap: is the same file
  });

  it('caps the result at maxUrls, the start URL always first', async () => {
    expect(await discoverUrls(`${origin}/journal.html`, 3, fixtureIo())).toEqual([
      `${origin}/journal.html`,
      `${origin}/`,
      `${origin}/services.html`,
    ]);
    expect(await discoverUrls(`${origin}/`, 1, fixtureIo())).toEqual([`${origin}/`]);
    expect(await discoverUrls(`${origin}/`, 0, fixtureIo())).toEqual([`${origin}/`]);
  });

  it('falls back to page links on a site without a sitemap', async () => {
    const urls = await discoverUrls('https://studio.brand-design.test/', 10, fixtureIo());
    expect(urls).toEqual([
      'https://studio.brand-design.test/',
      'https://studio.brand-design.test/pricing.html',
      'https://studio.brand-design.test/about.html',
      'https://studio.brand-design.test/login',
    ]);
  });
});

describe('discoverUrls with a scripted site', () => {
  type Pages = Record<string, string>;
  function scriptedIo(pages: Pages, links: string[] | Error = [], options: Partial<DiscoverIo> = {}): DiscoverIo & { fetched: string[] } {
    const fetched: string[] = [];
    return {
      fetched,
      async fetchText(url) {
        fetched.push(url);
        if (url in pages) return { status: 200, contentType: 'application/xml', text: pages[url]! };
        return { status: 404, contentType: 'text/html', text: '<h1>Not found</h1>' };
      },
      async pageLinks() {
        if (links instanceof Error) throw links;
        return links;
      },
      ...options,
    };
  }

  it('follows sitemap indexes and robots.txt Sitemap: lines, but only on the same site', async () => {
    const io = scriptedIo({
      'https://www.shop.com/robots.txt': 'Sitemap: https://www.shop.com/extra.xml\nSitemap: https://evil.com/sitemap.xml',
      'https://www.shop.com/sitemap.xml': '<sitemapindex><sitemap><loc>https://www.shop.com/s1.xml</loc></sitemap><sitemap><loc>https://cdn.other.com/s2.xml</loc></sitemap></sitemapindex>',
      'https://www.shop.com/extra.xml': '<urlset><url><loc>https://shop.com/sale</loc></url><url><loc>https://other.com/x</loc></url></urlset>',
      'https://www.shop.com/s1.xml': '<urlset><url><loc>https://www.shop.com/p/1</loc></url><url><loc>https://www.shop.com/p/1#reviews</loc></url><url><loc>https://www.shop.com/logo.png</loc></url></urlset>',
    }, ['https://www.shop.com/p/2', '/p/3', 'https://www.shop.com/p/1?utm_source=nav', 'tel:123']);
    const urls = await discoverUrls('https://www.shop.com/', 20, io);
    expect(urls).toEqual(['https://www.shop.com/', 'https://shop.com/sale', 'https://www.shop.com/p/1', 'https://www.shop.com/p/2', 'https://www.shop.com/p/3']);
    expect(io.fetched).not.toContain('https://evil.com/sitemap.xml');
    expect(io.fetched).not.toContain('https://cdn.other.com/s2.xml');
  });

  it('reads at most 10 sitemap files, even from a self-referencing index', async () => {
    const pages: Pages = {};
    for (let i = 0; i < 30; i++) {
      pages[i === 0 ? 'https://a.com/sitemap.xml' : `https://a.com/s${i}.xml`] =
        `<sitemapindex><sitemap><loc>https://a.com/s${i + 1}.xml</loc></sitemap><sitemap><loc>https://a.com/sitemap.xml</loc></sitemap></sitemapindex>`;
    }
    const io = scriptedIo(pages);
    await discoverUrls('https://a.com/', 5, io);
    expect(io.fetched.filter((url) => url.endsWith('.xml'))).toHaveLength(10);
  });

  it('reports but survives failing sitemap fetches and an unreadable page', async () => {
    const warnings: string[] = [];
    const io: DiscoverIo = {
      async fetchText(url) {
        if (url.endsWith('robots.txt')) throw new Error('connection reset');
        return url.endsWith('sitemap.xml') ? { status: 200, contentType: null, text: '<urlset><url><loc>https://a.com/x</loc></url></urlset>' } : null;
      },
      async pageLinks() {
        throw new Error('page crashed');
      },
      onWarning: (message) => warnings.push(message),
    };
    expect(await discoverUrls('https://a.com/', 10, io)).toEqual(['https://a.com/', 'https://a.com/x']);
    expect(warnings).toEqual([
      'could not fetch https://a.com/robots.txt: connection reset',
      'could not read links on https://a.com/: page crashed',
    ]);
  });

  it('stops with the signal reason when aborted', async () => {
    const controller = new AbortController();
    const io = scriptedIo({}, [], {
      signal: controller.signal,
      async fetchText() {
        controller.abort(new Error('stopped by caller'));
        throw new Error('aborted fetch');
      },
    });
    await expect(discoverUrls('https://a.com/', 10, io)).rejects.toThrow('stopped by caller');
  });

  it('rejects a start URL that is not an absolute http(s) URL', async () => {
    await expect(discoverUrls('a.com', 10, scriptedIo({}))).rejects.toBeInstanceOf(ValidationError);
    await expect(discoverUrls('ftp://a.com/', 10, scriptedIo({}))).rejects.toBeInstanceOf(ValidationError);
  });
});
