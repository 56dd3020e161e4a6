import { describe, expect, it } from 'vitest';
import { parseMediaQuery, parseStylesheet } from '../../src/analyze/shared/css.js';

const ctx = { media: null, supports: null, layer: null, container: null };

describe('parseStylesheet', () => {
  it('flattens rules into selector/declarations records', () => {
    const sheet = parseStylesheet('a.btn , .cta{ color : #fff ;background:  var(--brand) !important }', 's0');
    expect(sheet.rules).toEqual([
      {
        selector: 'a.btn , .cta',
        declarations: [
          { property: 'color', value: '#fff', important: false },
          { property: 'background', value: 'var(--brand)', important: true },
        ],
        sheetId: 's0',
        ...ctx,
      },
    ]);
    expect(sheet.errors).toEqual([]);
  });

  it('tolerates malformed CSS: keeps what parses, lists errors, never throws', () => {
    const text = '.a { color: red; } .b { color: ; width: 10px } } .c { color red; margin: 0 } @media { .d { x: y }';
    const sheet = parseStylesheet(text, 's1');
    expect(sheet.rules.map((r) => [r.selector, r.declarations.map((d) => d.property)])).toEqual([
      ['.a', ['color']],
      ['.b', ['width']],
      ['.c', ['margin']],
      ['.d', ['x']],
    ]);
    expect(sheet.errors.length).toBeGreaterThan(0);
    for (const junk of ['@@@{{{;;;}}}', '<html><body>not css</body></html>', '}}}}', '/* unterminated', '"', 'a{b:url(']) {
      expect(() => parseStylesheet(junk, 'x')).not.toThrow();
    }
    expect(parseStylesheet('', 'e')).toEqual({ sheetId: 'e', rules: [], customProperties: [], mediaQueries: [], fontFaces: [], keyframes: [], imports: [], errors: [] });
  });

  it('finds custom properties with the scope and media they are declared in', () => {
    const sheet = parseStylesheet(
      `:root { --brand: #0055ff; --Space-1 : 4px }
       [data-theme="dark"] { --brand: #66aaff }
       @media (prefers-color-scheme: dark) { :root { --bg: #000 } }
       .card { --radius: 8px; border-radius: var(--radius) }`,
      's2',
    );
    expect(sheet.customProperties).toEqual([
      { name: '--brand', value: '#0055ff', important: false, selector: ':root', sheetId: 's2', ...ctx },
      { name: '--Space-1', value: '4px', important: false, selector: ':root', sheetId: 's2', ...ctx },
      { name: '--brand', value: '#66aaff', important: false, selector: '[data-theme="dark"]', sheetId: 's2', ...ctx },
      { name: '--bg', value: '#000', important: false, selector: ':root', sheetId: 's2', ...ctx, media: '(prefers-color-scheme: dark)' },
      { name: '--radius', value: '8px', important: false, selector: '.card', sheetId: 's2', ...ctx },
    ]);
  });

  it('finds media queries with their conditions and scopes rules to them', () => {
    const sheet = parseStylesheet(
      `@media screen and (min-width: 768px) { .a { gap: 8px } .b { gap: 16px } }
       @media (width < 640px) { @supports (display: grid) { .c { display: grid } } }
       @media (400px <= width <= 700px) {}`,
      's3',
    );
    expect(sheet.mediaQueries).toEqual([
      { query: 'screen and (min-width: 768px)', types: ['screen'], conditions: [{ feature: 'width', operator: '>=', value: '768px' }], ruleCount: 2, sheetId: 's3' },
      { query: '(width < 640px)', types: [], conditions: [{ feature: 'width', operator: '<', value: '640px' }], ruleCount: 1, sheetId: 's3' },
      {
        query: '(400px <= width <= 700px)',
        types: [],
        conditions: [
          { feature: 'width', operator: '>=', value: '400px' },
          { feature: 'width', operator: '<=', value: '700px' },
        ],
        ruleCount: 0,
        sheetId: 's3',
      },
    ]);
    expect(sheet.rules.find((r) => r.selector === '.c')).toMatchObject({ media: '(width < 640px)', supports: '(display: grid)' });
  });

  it('applies the sheet media list (link media / @import media) to every rule', () => {
    const sheet = parseStylesheet('.a { color: red } @media (hover: hover) { .b { color: blue } }', 's4', { media: 'print' });
    expect(sheet.rules.map((r) => r.media)).toEqual(['print', 'print and (hover: hover)']);
    expect(parseStylesheet('.a{color:red}', 's5', { media: 'all' }).rules[0]!.media).toBeNull();
  });

  it('reads @font-face blocks', () => {
    const sheet = parseStylesheet(
      `@font-face { font-family: "Inter Var"; src: url("/f/inter.woff2") format("woff2"), local('Inter'), url(/f/inter.woff) format('woff');
         font-weight: 100 900; font-style: normal; font-display: swap; unicode-range: U+0000-00FF }`,
      's6',
    );
    expect(sheet.fontFaces).toHaveLength(1);
    expect(sheet.fontFaces[0]).toMatchObject({
      family: 'Inter Var',
      src: [
        { url: '/f/inter.woff2', local: null, format: 'woff2' },
        { url: null, local: 'Inter', format: null },
        { url: '/f/inter.woff', local: null, format: 'woff' },
      ],
      weight: '100 900',
      style: 'normal',
      display: 'swap',
      unicodeRange: 'U+0000-00FF',
      sheetId: 's6',
    });
    expect(sheet.rules).toEqual([]);
  });

  it('reads keyframes, imports and layers', () => {
    const sheet = parseStylesheet(
      `@import url("base.css") screen; @layer reset, base;
       @-webkit-keyframes pulse { 0%, 100% { opacity: 1 } 50% { opacity: .5 } }
       @layer base { button { cursor: pointer } }`,
      's7',
    );
    expect(sheet.imports).toEqual([{ url: 'base.css', media: 'screen' }]);
    expect(sheet.keyframes).toEqual([
      { name: 'pulse', sheetId: 's7', steps: [
        { selector: '0%, 100%', declarations: [{ property: 'opacity', value: '1', important: false }] },
        { selector: '50%', declarations: [{ property: 'opacity', value: '.5', important: false }] },
      ] },
    ]);
    expect(sheet.rules).toEqual([{ selector: 'button', declarations: [{ property: 'cursor', value: 'pointer', important: false }], sheetId: 's7', ...ctx, layer: 'base' }]);
  });

  it('resolves CSS nesting against the parent selector', () => {
    const sheet = parseStylesheet('.btn { color: red; &:hover { color: blue } .dark & { color: white } @media (min-width: 600px) { padding: 8px } }', 's8');
    expect(sheet.rules.map((r) => [r.selector, r.media, r.declarations[0]!.value])).toEqual([
      ['.btn', null, 'red'],
      ['.btn:hover', null, 'blue'],
      ['.dark .btn', null, 'white'],
      ['.btn', '(min-width: 600px)', '8px'],
    ]);
  });

  it('keeps whitespace inside strings and lower-cases property names but not custom ones', () => {
    const sheet = parseStylesheet('.q { CONTENT: "a   b"; --MyVar:  1px   2px }', 's9');
    expect(sheet.rules[0]!.declarations).toEqual([
      { property: 'content', value: '"a   b"', important: false },
      { property: '--MyVar', value: '1px 2px', important: false },
    ]);
  });
});

describe('parseMediaQuery', () => {
  it('normalizes min-/max- and boolean features', () => {
    expect(parseMediaQuery('only screen and (max-width: 767.98px), print and (hover)')).toEqual({
      types: ['screen', 'print'],
      conditions: [
        { feature: 'width', operator: '<=', value: '767.98px' },
        { feature: 'hover', operator: null, value: null },
      ],
    });
  });
});
