/**
 * Map mode submits a page once (issue 8 item 14): `/` and `/index.html` (and other default
 * documents) are the same page for discovery. `discoverUrls` is the thing under test; its I/O is
 * a small in-memory site, as in discover.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { discoverUrls, pageKey, type DiscoverIo } from '../../src/crawl/discover.js';

function site(sitemap: string[], links: string[]): DiscoverIo {
  return {
    async fetchText(url) {
      if (url.endsWith('/sitemap.xml')) {
        return { status: 200, contentType: 'application/xml', text: `<urlset>${sitemap.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>` };
      }
      return { status: 404, contentType: 'text/plain', text: '' };
    },
    async pageLinks() {
      return links;
    },
  };
}

describe('map mode: default documents are their folder (issue 8 item 14)', () => {
  it('pageKey folds index.html, index.htm, default.aspx into the folder and keeps other pages', () => {
    expect(pageKey('https://a.test/index.html')).toBe('https://a.test/');
    expect(pageKey('https://a.test/about/index.htm?b=2&a=1#x')).toBe('https://a.test/about/?a=1&b=2');
    expect(pageKey('https://a.test/Default.aspx')).toBe('https://a.test/');
    expect(pageKey('https://a.test/indexes.html')).toBe('https://a.test/indexes.html');
    expect(pageKey('https://a.test/about')).toBe('https://a.test/about');
  });

  it('discovers / once when the sitemap and the links also name /index.html', async () => {
    const urls = await discoverUrls('https://a.test/', 20, site(
      ['https://a.test/index.html', 'https://a.test/about/', 'https://a.test/about/index.html'],
      ['/index.html', '/about/index.htm', '/pricing.html', '/'],
    ));
    expect(urls).toEqual(['https://a.test/', 'https://a.test/about/', 'https://a.test/pricing.html']);
  });

  it('a start URL given as /index.html keeps that form and drops /', async () => {
    const urls = await discoverUrls('https://a.test/index.html', 20, site(['https://a.test/'], ['/about.html']));
    expect(urls).toEqual(['https://a.test/index.html', 'https://a.test/about.html']);
  });
});
