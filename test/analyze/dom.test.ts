import { describe, expect, it } from 'vitest';
import { bodyOf, byTag, documentLanguage, findFirst, hasAttr, headOf, metaTags, parseHtml, textContent } from '../../src/analyze/shared/dom.js';

describe('parseHtml', () => {
  const doc = parseHtml(`<!doctype html><html lang=" fr-CA "><head><title>T</title>
    <meta property="og:site_name" content="Acme"><meta name="Description" content="d" media="x">
    <meta http-equiv="Content-Language" content="fr"></head>
    <body><header role="banner"><a href="/" class=logo>Ac<b>me</b> <script>ignored()</script></a></header>
    <p>unclosed <p>second <template><p>not rendered</p></template></body></html>`);

  it('builds a light element/text tree with lower-case tags and attributes', () => {
    expect(headOf(doc).tag).toBe('head');
    expect(bodyOf(doc).tag).toBe('body');
    const logo = findFirst(doc.root, (el) => hasAttr(el, 'class', 'LOGO'))!;
    expect(logo).toMatchObject({ tag: 'a', attrs: { href: '/', class: 'logo' } });
    expect(textContent(logo)).toBe('Acme');
    // Browsers close the first <p> when the second opens; template content is not rendered.
    expect(byTag(doc.root, 'p').map(textContent)).toEqual(['unclosed', 'second']);
  });

  it('reads meta tags and the document language', () => {
    expect(metaTags(doc)).toEqual([
      { name: null, property: 'og:site_name', httpEquiv: null, content: 'Acme', media: null },
      { name: 'description', property: null, httpEquiv: null, content: 'd', media: 'x' },
      { name: null, property: null, httpEquiv: 'content-language', content: 'fr', media: null },
    ]);
    expect(documentLanguage(doc)).toBe('fr-CA');
  });

  it('never throws on junk and always has a root', () => {
    for (const junk of ['', '<<<>>>', '</html><html>', '\u0000']) {
      expect(parseHtml(junk).root.tag).toBe('html');
    }
  });
});
