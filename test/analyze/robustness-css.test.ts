/**
 * Issue 9 §2: analyzers never throw on CSS they do not understand, and no section is lost. One
 * `it` per family of input; each asserts that all 14 sections are present with no
 * `section_errors`, and that the values the analyzers do understand are right. Computed values
 * are written as Chromium 156 serializes them (read from a real render: `oklch(…)` stays oklch,
 * `color-mix()` / relative colors become `color(srgb …)` or the mixing space, `color(xyz …)`
 * becomes `color(xyz-d65 …)`); expected hexes are what Chromium paints for them on a canvas.
 */
import { describe, expect, it } from 'vitest';
import { analyzeCapture } from '../../src/analyze/run.js';
import { SECTION_NAMES } from '../../src/analyze/section-names.js';
import type { ColorsSection } from '../../src/analyze/sections/colors-types.js';
import { colorsInValue, deltaE2000 } from '../../src/analyze/shared/color.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const COPY = 'Fieldwork notes from a decade of interviews, organised so that every team can find the quote and the context.';

/** A small real-looking page: header with a logo and links, a hero with copy and a CTA, a footer. */
function page(css: string, style: { body?: Record<string, string>; copy?: Record<string, string>; cta?: Record<string, string>; extra?: NodeInput[] } = {}, inline = ''): Capture {
  const attr = inline.replace(/"/g, '&quot;');
  return buildCapture({
    final_url: 'https://acme.example/',
    document: { width: 1440, height: 1600 },
    head: { title: 'Acme' },
    html: { rendered: `<!doctype html><html><head><title>Acme</title></head><body style="${attr}"><header><a href="/">Acme</a></header><main><h1>Build</h1><p>${COPY}</p><a class="btn" href="/start" style="${attr}">Start</a><svg viewBox="0 0 24 24" width="24" height="24"><path d="M0 0h24v24H0z" style="${attr}"/></svg></main></body></html>` },
    stylesheets: [{ text: css }],
    nodes: [node({ tag: 'html', box: [0, 0, 1440, 1600], children: [node({ tag: 'body', box: [0, 0, 1440, 1600], style: { 'background-color': 'rgb(255, 255, 255)', color: 'rgb(17, 17, 17)', ...style.body }, children: [
      node({ tag: 'header', box: [0, 0, 1440, 80], children: [node({ tag: 'a', text: 'Acme', attrs: { href: '/' }, box: [20, 20, 100, 40] })] }),
      node({ tag: 'main', box: [0, 80, 1440, 1400], children: [
        node({ tag: 'h1', text: 'Build faster', box: [200, 120, 800, 64], style: { 'font-size': '56px' } }),
        node({ tag: 'p', text: COPY, box: [200, 200, 640, 72], style: { 'font-size': '16px', 'line-height': '24px', ...style.copy } }),
        node({ tag: 'a', text: 'Start free', attrs: { class: 'btn', href: '/start' }, box: [200, 300, 160, 48], style: { 'background-color': 'rgb(0, 85, 255)', color: 'rgb(255, 255, 255)', 'border-top-left-radius': '8px', ...style.cta } }),
        ...(style.extra ?? []),
      ] }),
      node({ tag: 'footer', box: [0, 1480, 1440, 120], children: [node({ tag: 'a', text: 'Privacy', attrs: { href: '/privacy' }, box: [20, 1500, 60, 20] })] }),
    ] })] })],
  });
}

/** Analyzes and asserts the issue's invariant: every section there, none failed. */
async function analyzed(capture: Capture): Promise<{ colors: ColorsSection; all: Record<string, unknown> }> {
  const result = await analyzeCapture(capture);
  expect(result.section_errors).toEqual([]);
  expect(Object.keys(result.design_system).sort()).toEqual([...SECTION_NAMES].sort());
  return { colors: result.design_system.colors as ColorsSection, all: result.design_system };
}

const variable = (colors: ColorsSection, name: string) => colors.css_variables.find((v) => v.name === name);
const paletteHas = (colors: ColorsSection, hex: string, tolerance = 1) => colors.palette.some((p) => deltaE2000(p.value, hex) <= tolerance);

describe('no section is lost on real-world CSS (issue 9 §2)', () => {
  it('custom properties and values that are not colors where colors are hoped for', async () => {
    // The real page that lost `colors`: `blur()`, `translateY()`, `drop-shadow()` in custom properties.
    const css = `:root { --primary: #0055ff; --tw-blur: blur(6px); --lift: translateY(-2px); --glow: drop-shadow(0 1px 2px red);
      --brand-shadow: 0 1px 2px rgb(0 0 0 / 0.2); --accent-size: calc(1px + 2px); --link-color: none; --text-image: url(x.png);
      --bg-color: rgb(1px 2 3); --ring-color: hsl(10px 20% 30%); --muted: inherit;
      --bs-body-font-weight: 400; --font-weight-bold: 700; --z-modal: 1000; --accent: abc; }
      .btn { background: var(--primary); filter: var(--tw-blur) var(--glow); transform: var(--lift); color: var(--link-color); }`;
    const { colors } = await analyzed(page(css, { cta: { filter: 'blur(6px) drop-shadow(rgb(255, 0, 0) 0px 1px 2px)', transform: 'matrix(1, 0, 0, 1, 0, -2)' } }, '--primary: blur(2px); color: translateY(1px); fill: drop-shadow(0 1px red); stroke: color-mix(in srgb, currentColor, blur(1px))'));
    // Bare numbers are not hex colors without `#` (culori reads `400` as #440000: 17 real pages
    // listed `--bs-body-font-weight` as a color).
    expect(colors.css_variables.map((v) => v.name)).toEqual(['--primary']);
    expect(colors.roles.primary.value).toBe('#0055ff');
  });

  it('modern color syntax in computed styles, as Chromium serializes it', async () => {
    const swatch = (y: number, value: string): NodeInput => node({ tag: 'div', attrs: { class: 'swatch' }, box: [900, y, 200, 100], style: { 'background-color': value } });
    const { colors } = await analyzed(page('', {
      copy: { color: 'color(rec2020 0.5 0.2 0.1)' },
      cta: { 'background-color': 'oklch(0.62 0.19 255)', 'border-top-width': '1px', 'border-top-color': 'color(srgb 0.5 0 0.5)' },
      extra: [swatch(400, 'color(xyz-d65 0.2 0.3 0.4)'), swatch(500, 'lab(50 40 30)'), swatch(600, 'oklch(0.6 0.2 none)'), swatch(700, 'oklab(0.539974 0.0962086 -0.0928316)'), swatch(800, 'color(display-p3 1 0 0)'), swatch(900, 'color(prophoto-rgb 0.5 0.2 0.1)')],
    }));
    expect(colors.roles.primary.value).toBe('#1d84f5');
    expect(colors.roles.text.value).toBe('#a93121');
    for (const hex of ['#00a7a4', '#bb5846', '#d7397b', '#8c53a2']) expect(paletteHas(colors, hex), hex).toBe(true);
    // display-p3 red is outside sRGB: gamut-mapped as CSS Color 4 says, within a JND of what Chromium paints.
    expect(paletteHas(colors, '#ff0000', 1.5)).toBe(true);
  });

  it('modern color syntax in custom properties: oklch, color-mix, relative colors, light-dark, color()', async () => {
    const css = `:root { --primary: oklch(0.62 0.19 255); --ring: color-mix(in oklch, var(--primary) 40%, white);
      --fade: rgb(from var(--primary) r g b / 50%); --accent: hsl(from #0055ff h s calc(l + 20));
      --glass: color-mix(in srgb, red, transparent 20%); --surface: light-dark(#ffffff, #111111);
      --brand: color(display-p3 1 0 0); --hue-shift: oklch(from var(--primary) l c calc(h + 180));
      --wide: color-mix(in hsl longer hue, red, blue); --system: color-mix(in srgb, currentColor 50%, transparent); }
      .btn { background: var(--primary); }`;
    const { colors } = await analyzed(page(css, { cta: { 'background-color': 'oklch(0.62 0.19 255)' } }));
    expect(variable(colors, '--primary')).toMatchObject({ value: '#1d84f5', alpha: 1 });
    expect(variable(colors, '--ring')).toMatchObject({ value: '#acd0ff' });
    expect(variable(colors, '--fade')).toMatchObject({ value: '#1d84f5', alpha: 0.5 });
    expect(variable(colors, '--accent')).toMatchObject({ value: '#6699ff' });
    expect(variable(colors, '--glass')).toMatchObject({ value: '#ff0000', alpha: 0.8 });
    expect(variable(colors, '--surface')).toMatchObject({ value: '#ffffff' });
    expect(variable(colors, '--wide')).toMatchObject({ value: '#00ff00' });
    expect(variable(colors, '--system')).toBeUndefined(); // currentColor is not a token value
    expect(colors.findings?.find((f) => /could not be resolved/.test(f.message))?.evidence).toEqual([{ name: '--system', value: 'color-mix(in srgb, currentColor 50%, transparent)' }]);
    expect(deltaE2000(variable(colors, '--brand')!.value!, '#ff0000')).toBeLessThan(1.5);
    expect(colors.roles.primary.value).toBe('#1d84f5');
  });

  it('CSS nesting: nested rules, nested @media on :root, & and implicit descendants', async () => {
    const css = `:root { --primary: #0055ff; --bg: #ffffff; @media (prefers-color-scheme: dark) { --bg: #121212; --primary: #6699ff; } }
      .btn { background: var(--primary); &:hover { background: #003399; } .dark & { color: red; } @media (min-width: 1px) { & { padding: 1px; } }
        > span { color: var(--missing, oklch(0.5 0.1 20)); } .a { .b { .c { color: color-mix(in srgb, var(--primary), white); } } } }`;
    const { colors } = await analyzed(page(css, { cta: { 'background-color': 'rgb(0, 85, 255)' } }));
    expect(variable(colors, '--primary')).toMatchObject({ value: '#0055ff', modes: { light: '#0055ff', dark: '#6699ff' } });
    expect(colors.modes.dark).toMatchObject({ background: '#121212', primary: '#6699ff' });
  });

  it('@layer, @container, @scope, @property, @supports, @starting-style and unknown at-rules', async () => {
    const css = `@layer reset, base; @layer base { :root { --primary: #0055ff; } a { color: #0055ff; } }
      @container card (inline-size > 30em) { :root { --primary: #ff0000; } }
      @scope (.pricing) to (.fine-print) { a { color: #ff0000; } :scope { --accent: #00ff00; } }
      @property --brand { syntax: '<color>'; inherits: true; initial-value: #123456; }
      @supports (color: oklch(0 0 0)) { :root { --secondary: oklch(0.7 0.15 150); } }
      @starting-style { .btn { opacity: 0; } } @font-feature-values Acme { @swash { fancy: 1; } }
      @counter-style thumbs { system: cyclic; symbols: "👍"; } @page :first { margin: 1in; } @unknown foo { a { color: #ff0000; } }`;
    const { colors } = await analyzed(page(css));
    expect(variable(colors, '--primary')).toMatchObject({ value: '#0055ff' });
    expect(variable(colors, '--secondary')).toBeDefined();
    expect(variable(colors, '--accent')).toBeUndefined(); // scoped to .pricing: not a page-wide token
    // No link is rendered in copy: the `a` rule stands in, and the @scope'd `a` is not page-wide.
    expect(colors.roles.link.value).toBe('#0055ff');
  });

  it(':has(), :where(), :is(), :not(), ::part() and :host() selectors', async () => {
    const css = `:where(:root) { --primary: #0055ff; } html:where(.dark) { --bg: #111111; } :root:not(.dark) { --bg: #fafafa; }
      :is(h1, h2):has(+ p) { color: #222222; } .card:has(> img:not([alt=""])) { border-color: oklch(0.8 0.02 250); }
      ::part(button):hover { background: #003399; } :host(.x) { --accent: #ff0000; } ::slotted(*) { color: red; }
      .btn:is(:hover, :focus-visible):not(:disabled) { background: #003399; } a:where(:hover) { color: #003399; }`;
    const { colors } = await analyzed(page(css));
    expect(variable(colors, '--primary')).toMatchObject({ value: '#0055ff' });
    expect(variable(colors, '--bg')).toMatchObject({ value: '#fafafa', modes: { light: '#fafafa', dark: '#111111' } });
  });

  it('var() fallback chains, cycles and fan-out, resolved as Chromium does', async () => {
    let deep = '#010203';
    for (let i = 12; i >= 1; i--) deep = `var(--l${i}, ${deep})`;
    let fan = ':root { --v0: 1px;';
    for (let i = 1; i <= 9; i++) fan += ` --v${i}: ${Array(6).fill(`var(--v${i - 1})`).join(' ')};`;
    const css = `:root { --a: var(--b); --b: var(--a); --self-color: var(--self-color, #ff0000); --deep-color: ${deep};
      --link: var(--a, #00ff00); --primary: var(--brand, var(--b, #0055ff)); }
      ${fan} --radius: var(--v9); --shadow: var(--v9); } .btn { border-radius: var(--v9); box-shadow: var(--v9); color: var(--v9); }`;
    const { colors } = await analyzed(page(css));
    // A cycle makes its members invalid, fallbacks inside it included; a use from outside falls back.
    expect(variable(colors, '--a')).toBeUndefined();
    expect(variable(colors, '--self-color')).toBeUndefined();
    expect(variable(colors, '--link')).toMatchObject({ value: '#00ff00' });
    expect(variable(colors, '--primary')).toMatchObject({ value: '#0055ff' });
    expect(variable(colors, '--deep-color')).toMatchObject({ value: '#010203' });
  });

  it('!important in declarations and custom properties', async () => {
    const css = `:root { --primary: #0055ff !important; --primary: #ff0000; --bg: #ffffff!IMPORTANT; --bg: #000000 ! important; }
      .btn { background: var(--primary) !important; color: #ffffff ! important; }`;
    const { colors } = await analyzed(page(css));
    expect(variable(colors, '--primary')).toMatchObject({ value: '#0055ff' });
    expect(variable(colors, '--bg')).toMatchObject({ value: '#000000' });
  });

  it('invalid declarations, malformed blocks and colors in unusual case', async () => {
    const css = `a { color: ; background: #ggg; border: 1px solid rgb(300,-2,abc); --x: {a:b}; --y: ; : red; color red; }
      :root { --brand: #12345; --primary: rgb(1px 2 3); --accent: hsl(90DEG 100% 50%); --secondary: RGB(255 0 0); --text: #ABCDEF; --clamped: rgb(300, -2, 5); }
      b {{{ } .c { color: #0055ff; }`;
    const { colors } = await analyzed(page(css));
    expect(variable(colors, '--brand')).toBeUndefined();
    expect(variable(colors, '--primary')).toBeUndefined();
    expect(variable(colors, '--accent')).toMatchObject({ value: '#80ff00' });
    expect(variable(colors, '--secondary')).toMatchObject({ value: '#ff0000' });
    expect(variable(colors, '--text')).toMatchObject({ value: '#abcdef' });
    expect(variable(colors, '--clamped')).toMatchObject({ value: '#ff0005' });
  });
});

describe('colors inside composite values', () => {
  it('reads nested color functions in gradients and shadows, and skips url() fragments', () => {
    const hexes = (v: string) => colorsInValue(v).map((c) => `${c.hex}/${c.alpha}`);
    expect(hexes('linear-gradient(in oklch, oklch(0.62 0.19 255), color-mix(in srgb, red, transparent 20%)) , url(#abc)')).toEqual(['#1d84f5/1', '#ff0000/0.8']);
    expect(hexes('color(srgb 0 0 0 / 0.25) 0px 1px 2px 0px, blur(6px), rgb(from #0055ff r g b / 50%) 0 0 1px')).toEqual(['#000000/0.25', '#0055ff/0.5']);
  });
});
