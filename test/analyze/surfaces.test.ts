import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeSurfaces, type SurfacesSection } from '../../src/analyze/sections/surfaces.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function surfaces(input: CaptureInput): SurfacesSection {
  const capture = buildCapture({ document: { width: 1440, height: 4000 }, ...input });
  return analyzeSurfaces(capture, new AnalysisContext(capture));
}

const radius = (r: string): Record<string, string> => ({ 'border-top-left-radius': r, 'border-top-right-radius': r, 'border-bottom-right-radius': r, 'border-bottom-left-radius': r });
const border = (width: string, color: string, sides = ['top', 'right', 'bottom', 'left']): Record<string, string> =>
  Object.fromEntries(sides.flatMap((s) => [[`border-${s}-width`, width], [`border-${s}-color`, color], ...(s === 'top' ? [['border-top-style', 'solid']] : [])]));
const WHITE = 'rgb(255, 255, 255)';
const body = (...children: NodeInput[]): NodeInput => node({ tag: 'body', box: [0, 0, 1440, 4000], style: { 'background-color': 'rgb(248, 250, 252)' }, children });
const pill = (x: number, text: string, r = '9999px', h = 48): NodeInput =>
  node({ tag: 'a', attrs: { class: 'btn', href: '/go' }, text, box: [x, 40, 160, h], style: { 'background-color': 'rgb(37, 99, 235)', color: WHITE, 'padding-left': '24px', ...radius(r) } });
const card = (x: number, y: number, style: Record<string, string> = {}, children: NodeInput[] = [node({ tag: 'p', text: 'Body', box: [x + 24, y + 24, 250, 24] })]): NodeInput =>
  node({ tag: 'article', attrs: { class: 'card' }, box: [x, y, 300, 220], style: { 'background-color': WHITE, 'padding-top': '24px', 'padding-right': '24px', 'padding-bottom': '24px', 'padding-left': '24px', ...radius('12px'), ...style }, children });

describe('surfaces radius', () => {
  it('clusters radii into named steps with a pill step, per-kind radii and the CSS variables behind them', () => {
    const s = surfaces({
      stylesheets: [{ text: ':root { --radius-sm: 0.375rem; --radius-lg: 0.75rem; --radius-full: 9999px; --radius-xl: 1rem }' }],
      nodes: [body(
        pill(0, 'Start'),
        pill(200, 'Demo', '24px'), // half of 48px: a pill however it is written
        card(0, 200), card(320, 200), card(640, 200, radius('11.75px')), // rem rounding merges with 12px
        node({ tag: 'input', attrs: { type: 'email' }, box: [0, 500, 300, 40], style: { ...border('1px', 'rgb(203, 213, 225)'), ...radius('6px') } }),
        node({ tag: 'img', attrs: { class: 'avatar', src: '/a.jpg', alt: '' }, box: [0, 600, 40, 40], style: radius('50%') }),
        node({ tag: 'div', attrs: { class: 'wrapper' }, box: [0, 700, 400, 200], style: radius('20px') }), // paints nothing: its corners do not show
      )],
    });
    expect(s.radius.scale.map((r) => [r.name, r.value_px, r.values, r.count])).toEqual([
      ['sm', 6, ['6px'], 1],
      ['lg', 12, ['12px', '11.75px'], 3],
      ['full', 9999, ['24px', '50%', '9999px'], 3],
    ]);
    expect(s.radius.scale.map((r) => r.css_variables)).toEqual([['--radius-sm'], ['--radius-lg'], ['--radius-full']]);
    expect(s.radius.scale[2]!.kinds).toEqual([{ kind: 'button', count: 2 }, { kind: 'avatar', count: 1 }]);
    expect(s.radius.css_variables.find((v) => v.name === '--radius-xl')).toEqual({ name: '--radius-xl', value: '1rem', value_px: 16, step: null });
    expect(s.radius.by_component.map((c) => [c.kind, c.radius.name, c.radius.value_px, c.count, c.total])).toEqual([
      ['button', 'full', 9999, 2, 2],
      ['input', 'sm', 6, 1, 1],
      ['card', 'lg', 12, 3, 3],
      ['avatar', 'full', 9999, 1, 1],
    ]);
    expect(s.summary.corner_style).toBe('pill');
  });

  it('resolves shadcn/ui-style radius variables written with var() and calc()', () => {
    const s = surfaces({
      stylesheets: [{ text: ':root { --radius: 0.625rem; --radius-md: calc(var(--radius) - 2px); --radius-lg: var(--radius) } .dark { --radius: 0 }' }],
      nodes: [body(pill(0, 'Save', '8px', 36), card(0, 200, radius('10px')))],
    });
    expect(s.radius.css_variables).toEqual([
      { name: '--radius', value: '0.625rem', value_px: 10, step: 'lg' },
      { name: '--radius-lg', value: '0.625rem', value_px: 10, step: 'lg' },
      { name: '--radius-md', value: 'calc(0.625rem - 2px)', value_px: 8, step: 'sm' },
    ]);
  });

  it('adds a none step for square components and reads a square page as square', () => {
    const s = surfaces({ nodes: [body(pill(0, 'Buy', '0px'), pill(200, 'Sell', '0px'), card(0, 200, radius('0px')))] });
    expect(s.radius.scale.map((r) => [r.name, r.count])).toEqual([['none', 3]]);
    expect(s.radius.by_component.map((c) => [c.kind, c.radius.name])).toEqual([['button', 'none'], ['card', 'none']]);
    expect(s.summary.corner_style).toBe('square');
  });

  it('gives media in a rounded clipping wrapper the wrapper radius', () => {
    const s = surfaces({
      nodes: [body(card(0, 200, { overflow: 'hidden', ...radius('16px') }, [node({ tag: 'img', attrs: { src: '/hero.jpg', alt: 'Hero' }, box: [0, 200, 300, 160] })]))],
    });
    expect(s.radius.by_component.find((c) => c.kind === 'image')?.radius).toEqual({ name: 'md', value_px: 16 });
    expect(s.radius.scale.map((r) => [r.name, r.count])).toEqual([['md', 1]]);
  });
});

describe('surfaces borders', () => {
  it('reports painted borders and dividers, ignoring transparent spacing borders', () => {
    const s = surfaces({
      stylesheets: [{ text: ':root { --color-border: #e7e0d5 }' }],
      nodes: [body(
        card(0, 200, border('1px', 'rgb(231, 224, 213)')),
        card(320, 200, border('1px', 'rgb(231, 224, 213)')),
        pill(0, 'Ghost', '8px', 44),
        node({ tag: 'a', attrs: { class: 'btn', href: '/x' }, text: 'Clear', box: [200, 40, 120, 44], style: { ...border('1px', 'rgba(0, 0, 0, 0)'), 'background-color': 'rgb(37, 99, 235)', 'padding-left': '16px' } }),
        node({ tag: 'header', box: [0, 0, 1440, 72], style: border('1px', 'rgb(231, 224, 213)', ['bottom']) }),
        node({ tag: 'hr', box: [0, 900, 1200, 1], style: border('1px', 'rgb(226, 232, 240)', ['top']) }),
        node({ tag: 'div', attrs: { class: 'h-px bg-gray-200' }, box: [0, 1000, 1200, 1], style: { 'background-color': 'rgb(229, 231, 235)' } }),
      )],
    });
    expect(s.borders.count).toBe(4);
    expect(s.borders.dominant).toEqual({ width_px: 1, style: 'solid', color: { hex: '#e7e0d5', alpha: 1 } });
    expect(s.borders.colors[0]).toMatchObject({ hex: '#e7e0d5', count: 3, css_variables: ['--color-border'] });
    expect(s.borders.dividers.variants.map((d) => [d.orientation, d.source, d.width_px, d.color.hex, d.count])).toEqual([
      ['horizontal', 'border', 1, '#e7e0d5', 1],
      ['horizontal', 'hr', 1, '#e2e8f0', 1],
      ['horizontal', 'rule', 1, '#e5e7eb', 1],
    ]);
  });
});

describe('surfaces cards', () => {
  it('groups card surfaces by background, border, radius and shadow, with their padding', () => {
    const shadow = 'rgba(0, 0, 0, 0.1) 0px 1px 3px 0px, rgba(0, 0, 0, 0.1) 0px 1px 2px -1px';
    const s = surfaces({
      nodes: [body(
        card(0, 200, { 'box-shadow': shadow }), card(320, 200, { 'box-shadow': shadow }),
        card(640, 200, { ...border('1px', 'rgb(231, 224, 213)'), 'padding-top': '32px', 'padding-bottom': '32px' }),
      )],
    });
    expect(s.cards.count).toBe(3);
    expect(s.cards.variants).toEqual([
      {
        background: { hex: '#ffffff', alpha: 1 }, background_image: null, border: null, radius_px: 12, radius_step: 'md',
        shadow: '0px 1px 3px 0px rgb(0 0 0 / 0.1), 0px 1px 2px -1px rgb(0 0 0 / 0.1)', backdrop_filter: null,
        padding: [24, 24, 24, 24], count: 2, examples: [{ node_id: 'n1', selector: 'body > article.card' }, { node_id: 'n3', selector: 'body > article.card' }],
      },
      {
        background: { hex: '#ffffff', alpha: 1 }, background_image: null, border: { width_px: 1, style: 'solid', color: { hex: '#e7e0d5', alpha: 1 } }, radius_px: 12, radius_step: 'md',
        shadow: null, backdrop_filter: null, padding: [32, 24, 32, 24], count: 1, examples: [{ node_id: 'n5', selector: 'body > article.card' }],
      },
    ]);
  });
});

describe('surfaces gradients', () => {
  it('lists every gradient with type, angle, stops and where it is used, text and pseudo-element ones included', () => {
    const brand = 'linear-gradient(135deg, rgb(124, 92, 255) 0%, rgb(34, 211, 238) 100%)';
    const s = surfaces({
      stylesheets: [{ text: ':root { --glow: rgba(124, 92, 255, .4) } .hero::before { background: radial-gradient(circle at 50% 0%, var(--glow), transparent 60%) }' }],
      nodes: [body(
        pill(0, 'Go', '8px'),
        node({ tag: 'section', attrs: { class: 'hero' }, box: [0, 100, 1440, 600], style: { 'background-image': brand } }),
        node({ tag: 'span', text: 'fast', box: [0, 800, 200, 60], style: { 'background-image': brand, 'background-clip': 'text', color: 'rgba(0, 0, 0, 0)' } }),
      )],
    });
    expect(s.gradients.map((g) => [g.usage, g.type, g.angle_deg, g.stops.map((x) => x.hex), g.count, g.selectors])).toEqual([
      ['background', 'linear', 135, ['#7c5cff', '#22d3ee'], 1, []],
      ['text', 'linear', 135, ['#7c5cff', '#22d3ee'], 1, []],
      ['pseudo-element', 'radial', null, ['#7c5cff', '#000000'], 0, ['.hero::before']],
    ]);
    expect(s.gradients[0]!.area).toBe(1440 * 600);
    expect(s.summary.has_gradients).toBe(true);
  });
});

describe('surfaces effects', () => {
  it('finds a glass panel (backdrop blur over a translucent fill) but not a blurred opaque bar', () => {
    const s = surfaces({
      nodes: [body(
        node({ tag: 'div', attrs: { class: 'glass' }, box: [100, 100, 600, 300], style: { 'backdrop-filter': 'blur(18px) saturate(1.3)', 'background-color': 'rgba(255, 255, 255, 0.06)', ...radius('20px') } }),
        node({ tag: 'div', box: [100, 500, 600, 60], style: { 'backdrop-filter': 'blur(4px)', 'background-color': WHITE } }),
      )],
    });
    expect(s.effects.glass).toEqual([{ backdrop_filter: 'blur(18px) saturate(1.3)', blur_px: 18, background: { hex: '#ffffff', alpha: 0.06 }, count: 1, examples: [{ node_id: 'n1', selector: 'body > div.glass' }] }]);
    expect(s.effects.backdrop_filters.map((b) => b.value)).toEqual(['blur(18px) saturate(1.3)', 'blur(4px)']);
    expect(s.summary.has_glass).toBe(true);
  });

  it('finds grain: noise images, feTurbulence data URLs, stylesheet overlays and inline SVG filters', () => {
    const turbulence = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><filter id="n"><feTurbulence baseFrequency=".8"/></filter><rect filter="url(#n)" width="100%" height="100%"/></svg>')}`;
    const s = surfaces({
      html: { rendered: '<html><body><svg width="0" height="0"><filter id="grain"><feTurbulence type="fractalNoise"/></filter></svg><div class="photo"></div></body></html>' },
      stylesheets: [{ text: 'body::after { content: ""; background-image: url(/img/grain.png); opacity: .05 }' }],
      nodes: [body(
        node({ tag: 'section', box: [0, 0, 1440, 600], style: { 'background-image': 'url("https://x.com/textures/noise.webp")' } }),
        node({ tag: 'section', box: [0, 600, 1440, 600], style: { 'background-image': `url("${turbulence}")` } }),
        node({ tag: 'div', attrs: { class: 'photo' }, box: [0, 1200, 600, 400], style: { filter: 'url("#grain")' } }),
        node({ tag: 'section', box: [0, 1600, 1440, 600], style: { 'background-image': 'url("https://x.com/hero.jpg")' } }),
      )],
    });
    expect(s.effects.grain.map((g) => [g.source, g.value.slice(0, 18), g.count, g.selectors])).toEqual([
      ['background-image', 'data:image/svg+xml', 1, []],
      ['background-image', 'https://x.com/text', 1, []],
      ['inline-svg', '#grain', 1, []],
      ['stylesheet', '/img/grain.png', 0, ['body::after']],
    ]);
    expect(s.effects.grain[0]!.value).toHaveLength(81); // data URLs are cut to 80 characters + …
    expect(s.effects.filters.map((f) => f.value)).toEqual(['url("#grain")']);
    expect(s.summary.has_grain).toBe(true);
  });

  it('reports outlines by state, flags the browser focus ring, and lists blend modes and filters', () => {
    const s = surfaces({
      nodes: [body(
        pill(0, 'A', '8px'),
        pill(200, 'B', '8px'),
        node({ tag: 'div', attrs: { class: 'outlined' }, box: [0, 300, 200, 100], style: { 'outline-style': 'dashed', 'outline-width': '2px', 'outline-color': 'rgb(228, 87, 46)', 'outline-offset': '4px' } }),
        node({ tag: 'img', attrs: { src: '/logo-a.svg', alt: 'A' }, box: [0, 500, 120, 40], style: { filter: 'grayscale(1)', 'mix-blend-mode': 'multiply' } }),
        node({ tag: 'img', attrs: { src: '/logo-b.svg', alt: 'B' }, box: [200, 500, 120, 40], style: { filter: 'grayscale(1)', 'mix-blend-mode': 'multiply' } }),
      )],
      states: [
        { node_id: 'n1', state: 'focus-visible', changed: { 'outline-style': 'solid', 'outline-width': '2px', 'outline-color': 'rgb(228, 87, 46)', 'outline-offset': '2px' } },
        { node_id: 'n2', state: 'focus-visible', changed: { 'outline-style': 'auto', 'outline-width': '1px', 'outline-color': 'rgb(16, 16, 16)' } },
        { node_id: 'n2', state: 'hover', changed: { 'outline-style': 'solid', 'outline-width': '9px' } },
      ],
    });
    expect(s.effects.outlines.map((o) => [o.state, o.width_px, o.style, o.color?.hex, o.offset_px, o.browser_default, o.count])).toEqual([
      ['default', 2, 'dashed', '#e4572e', 4, false, 1],
      ['focus-visible', 2, 'solid', '#e4572e', 2, false, 1],
      ['focus-visible', 1, 'auto', '#101010', 0, true, 1],
    ]);
    expect(s.effects.filters).toEqual([{ value: 'grayscale(1)', count: 2, examples: [{ node_id: 'n4', selector: 'body > img' }, { node_id: 'n5', selector: 'body > img' }] }]);
    expect(s.effects.blend_modes.map((b) => [b.value, b.count])).toEqual([['multiply', 2]]);
  });
});

describe('surfaces scope and determinism', () => {
  it('leaves consent banners and hidden nodes out, and says so', () => {
    const s = surfaces({
      nodes: [body(
        card(0, 200),
        node({ tag: 'div', attrs: { id: 'onetrust-consent-sdk' }, box: [0, 3000, 1440, 200], children: [pill(0, 'Accept', '0px')] }),
        node({ tag: 'div', box: [0, 3500, 300, 200], style: { visibility: 'hidden', 'background-color': WHITE, ...radius('40px') } }),
      )],
    });
    expect(s.radius.scale.map((r) => r.name)).toEqual(['md']);
    expect(s.radius.by_component.map((c) => c.kind)).toEqual(['card']);
    expect(s.findings).toEqual([{ message: '2 nodes of consent banners or third-party widgets were left out', evidence: { widget_nodes: 2 } }]);
  });

  it('gives byte-identical output for the same capture', () => {
    const input: CaptureInput = { nodes: [body(pill(0, 'A'), card(0, 200), card(320, 200, radius('4px')), card(640, 200, radius('16px')))] };
    expect(JSON.stringify(surfaces(input))).toBe(JSON.stringify(surfaces(input)));
  });
});
