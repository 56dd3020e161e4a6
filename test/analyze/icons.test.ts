import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { hasPrivateUseGlyph } from '../../src/analyze/sections/icons-font.js';
import { analyzeIcons, type IconsSection } from '../../src/analyze/sections/icons.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function icons(input: CaptureInput): IconsSection {
  const capture = buildCapture({ document: { width: 1440, height: 3000 }, ...input });
  return analyzeIcons(capture, new AnalysisContext(capture));
}

const INK = 'rgb(15, 23, 42)';
const stroked = (tag: string, box: [number, number, number, number], width = '2px', stroke = INK): NodeInput =>
  node({ tag, box, style: { display: 'inline', fill: 'none', stroke, 'stroke-width': width } });
const svg = (box: [number, number, number, number], attrs: Record<string, string>, children: NodeInput[]): NodeInput => node({ tag: 'svg', attrs, box, children });

const LUCIDE_ATTRS = 'width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** A page using every icon system at once, with markup that agrees with the node table. */
const mixedPage: CaptureInput = {
  stylesheets: [{ text: '@font-face { font-family: "Font Awesome 6 Free"; src: url(/fa-solid-900.woff2) } .fa-solid { font-family: "Font Awesome 6 Free" } .fa-house::before { content: "\\f015" }' }],
  html: {
    rendered: `<html><body>
      <svg style="display:none"><symbol id="i-search" viewBox="0 0 24 24"><path d="M11 4a7 7 0 1 0 0 14" fill="none" stroke="currentColor" stroke-width="2"/></symbol></svg>
      <header><a class="logo" href="/"><svg role="img" aria-label="Acme" viewBox="0 0 32 32"><path d="M0 0h32v32H0z" fill="#e4572e"/></svg></a>
        <button class="menu"><svg class="lucide lucide-menu" ${LUCIDE_ATTRS}><line x1="4" x2="20" y1="12" y2="12"/><line x1="4" x2="20" y1="6" y2="6"/><line x1="4" x2="20" y1="18" y2="18"/></svg></button></header>
      <main>
        <svg width="20" height="20"><use href="#i-search"></use></svg>
        <svg ${LUCIDE_ATTRS}><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></svg>
        <svg width="22" height="22" viewBox="0 0 22 22"><path d="M5 3h9l3 3v13H5z" fill="none" stroke="#1f1d1a" stroke-width="1.6"/></svg>
        <i class="fa-solid fa-house"></i>
        <span class="material-symbols-outlined">home</span>
        <img src="/icons/check.svg" alt="">
        <img class="avatar" src="/people/ana.png" alt="Ana">
        <svg width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="#f3ece2"/></svg>
      </main></body></html>`,
  },
  nodes: [
    node({ tag: 'body', box: [0, 0, 1440, 3000], children: [
      node({ tag: 'header', box: [0, 0, 1440, 72], children: [
        node({ tag: 'a', attrs: { class: 'logo', href: '/' }, box: [20, 20, 32, 32], children: [
          svg([20, 20, 32, 32], { role: 'img', 'aria-label': 'Acme' }, [node({ tag: 'path', box: [20, 20, 32, 32], style: { fill: 'rgb(228, 87, 46)' } })]),
        ] }),
        node({ tag: 'button', attrs: { class: 'menu' }, box: [1380, 20, 40, 40], children: [
          svg([1388, 28, 24, 24], { class: 'lucide lucide-menu' }, [stroked('line', [1392, 40, 16, 2]), stroked('line', [1392, 34, 16, 2]), stroked('line', [1392, 46, 16, 2])]),
        ] }),
      ] }),
      node({ tag: 'main', box: [0, 72, 1440, 2000], children: [
        svg([0, 100, 20, 20], {}, [node({ tag: 'use', attrs: { href: '#i-search' }, box: [0, 100, 20, 20] })]),
        svg([40, 100, 24, 24], {}, [stroked('path', [45, 111, 14, 2]), stroked('path', [52, 105, 7, 14])]),
        svg([80, 100, 22, 22], {}, [stroked('path', [85, 103, 12, 16], '1.6px', 'rgb(31, 29, 26)')]),
        node({ tag: 'i', attrs: { class: 'fa-solid fa-house' }, box: [120, 100, 18, 16], style: { 'font-family': '"Font Awesome 6 Free"', 'font-size': '16px' } }),
        node({ tag: 'span', attrs: { class: 'material-symbols-outlined' }, text: 'home', box: [160, 100, 24, 24], style: { 'font-family': '"Material Symbols Outlined"', 'font-size': '24px' } }),
        node({ tag: 'img', attrs: { src: '/icons/check.svg', alt: '' }, box: [200, 100, 16, 16] }),
        node({ tag: 'img', attrs: { class: 'avatar', src: '/people/ana.png', alt: 'Ana' }, box: [240, 100, 32, 32] }),
        svg([300, 100, 300, 200], {}, [node({ tag: 'rect', box: [300, 100, 300, 200], style: { fill: 'rgb(243, 236, 226)' } })]),
      ] }),
    ] }),
  ],
};

describe('icons on a page mixing every system', () => {
  const s = icons(mixedPage);

  it('finds each icon once, leaving out the logo, avatars and illustrations', () => {
    expect(s.count).toBe(7);
    expect(s.systems.map((x) => [x.type, x.count])).toEqual([['inline_svg', 3], ['icon_font', 2], ['img', 1], ['svg_sprite', 1]]);
    expect(s.system).toBe('mixed');
    expect(s.systems[0]!.examples.map((e) => e.node_id)).toEqual(['n6', 'n13', 'n16']);
  });

  it('reports sizes, stroke vs fill and stroke widths (sprite icons read through their symbol)', () => {
    expect(s.sizes).toEqual([{ size_px: 24, count: 3 }, { size_px: 16, count: 2 }, { size_px: 20, count: 1 }, { size_px: 22, count: 1 }]);
    expect(s.styles).toEqual({ outline: 5, solid: 1, mixed: 0, unknown: 1 });
    expect(s.style).toBe('outline');
    expect(s.stroke_widths).toEqual([{ value: 2, count: 3 }, { value: 1.6, count: 1 }]);
  });

  it('tells currentColor icons from fixed-color ones', () => {
    expect(s.colors).toEqual({ current_color: 5, fixed: 1, unknown: 1, values: [{ hex: '#000000', count: 3 }, { hex: '#0f172a', count: 2 }, { hex: '#1f1d1a', count: 1 }] });
    // The sprite icon draws in currentColor: its color is the svg's computed color (black here, like the font glyphs).
  });

  it('recognises libraries from class names, font families and drawing grids', () => {
    expect(s.library).toEqual({ name: 'lucide', count: 2, confidence: 0.95, evidence: ['24×24 grid, stroke-width 2, round caps and joins, fill none (Lucide/Feather drawing grid)', 'class "lucide"'] });
    expect(s.libraries.map((l) => [l.name, l.count])).toEqual([['lucide', 2], ['font-awesome', 1], ['material', 1]]);
  });

  it('describes the icon fonts and the sprite', () => {
    expect(s.fonts).toEqual([
      { family: 'Font Awesome 6 Free', declared: true, rendered: false, count: 1 },
      { family: 'Material Symbols Outlined', declared: false, rendered: false, count: 1 },
    ]);
    expect(s.sprites).toEqual([{ source: 'inline', file: null, symbols: 1, uses: 1 }]);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(icons(mixedPage))).toBe(JSON.stringify(s));
  });
});

describe('icons: single systems', () => {
  it('a page of solid heroicon-style svgs is an inline-svg, solid system', () => {
    const solid = (x: number): NodeInput => svg([x, 100, 20, 20], { 'aria-hidden': 'true' }, [node({ tag: 'path', box: [x + 2, 102, 16, 16], style: { fill: INK } })]);
    const s = icons({
      html: { rendered: `<html><body>${'<svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor"><path d="M2 2h16v16H2z"/></svg>'.repeat(3)}</body></html>` },
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], style: { color: INK }, children: [solid(0), solid(40), solid(80)] })],
    });
    expect([s.system, s.count, s.style, s.colors.current_color, s.stroke_widths]).toEqual(['inline_svg', 3, 'solid', 3, []]);
  });

  it('an external sprite file counts as a sprite system', () => {
    const s = icons({
      html: { rendered: '<html><body><svg class="icon"><use href="/assets/icons.svg#cart"></use></svg><svg class="icon"><use href="/assets/icons.svg#user"></use></svg></body></html>' },
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [
        svg([0, 0, 24, 24], { class: 'icon' }, [node({ tag: 'use', attrs: { href: '/assets/icons.svg#cart' }, box: [0, 0, 24, 24] })]),
        svg([40, 0, 24, 24], { class: 'icon' }, [node({ tag: 'use', attrs: { href: '/assets/icons.svg#user' }, box: [40, 0, 24, 24] })]),
      ] })],
    });
    expect(s.system).toBe('svg_sprite');
    expect(s.style).toBeNull();
    expect(s.sprites).toEqual([{ source: 'external', file: '/assets/icons.svg', symbols: null, uses: 2 }]);
  });

  it('a page without icons says so with nulls, not guesses', () => {
    const s = icons({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [node({ tag: 'i', text: 'emphasis', box: [0, 0, 80, 20] })] })] });
    expect(s).toMatchObject({ system: null, count: 0, style: null, library: null, systems: [], sizes: [] });
  });

  it('finds icomoon-style glyph classes from the stylesheets alone', () => {
    const s = icons({
      stylesheets: [{ text: '[class^="icon-"]::before { font-family: "brandicons" } .icon-cart:before { content: "\\e900" } .icon-user:before { content: "\ue901" }' }],
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [
        node({ tag: 'span', attrs: { class: 'icon-cart' }, box: [0, 0, 20, 20], style: { 'font-size': '20px' } }),
        node({ tag: 'span', attrs: { class: 'icon-user' }, box: [40, 0, 20, 20], style: { 'font-size': '20px', color: 'rgb(228, 87, 46)' } }),
      ] })],
    });
    expect([s.system, s.count, s.colors.current_color, s.colors.fixed]).toEqual(['icon_font', 2, 1, 1]);
  });
});

describe('hasPrivateUseGlyph', () => {
  it('reads CSS escapes and literal characters in the private use areas', () => {
    expect(hasPrivateUseGlyph('"\\f015"')).toBe(true);
    expect(hasPrivateUseGlyph("'\\e900'")).toBe(true);
    expect(hasPrivateUseGlyph('"\ue901"')).toBe(true);
    expect(hasPrivateUseGlyph('"\\201C"')).toBe(false);
    expect(hasPrivateUseGlyph('"+"')).toBe(false);
    expect(hasPrivateUseGlyph('counter(item)')).toBe(false);
  });
});
