/**
 * Issue 9 §2, property-style: random declarations (random property names, values from a grammar
 * of functions, units, colors, `var()` chains and garbage, random at-rule and nesting wrappers),
 * in stylesheets, inline `style` attributes and computed styles, fed to every section analyzer.
 * The property: no analyzer throws, every output is plain JSON, and the same capture gives the
 * same JSON. Seeded, so a failure reproduces (fast-check prints the seed and the shrunk case).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { ANALYZERS } from '../../src/analyze/registry.js';
import { toPlainJson } from '../../src/analyze/run.js';
import { SECTION_NAMES } from '../../src/analyze/section-names.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const SEED = 20260924;

const word = fc.constantFrom('primary', 'brand', 'bg', 'accent', 'x', 'text-muted', 'link', 'ring', 'border', 'shadow', 'radius', 'font', 'Brand', 'a-b-c', 'color-1');
const customName = word.map((w) => `--${w}`);
const number = fc.oneof(fc.integer({ min: -400, max: 400 }).map(String), fc.double({ min: -2, max: 2, noNaN: true }).map((n) => String(Math.round(n * 1000) / 1000)), fc.constantFrom('0', '.5', '1e3', '-0', '1e-7', '999999999'));
const unit = fc.constantFrom('', 'px', '%', 'em', 'rem', 'deg', 'turn', 's', 'ms', 'vw', 'fr', 'dvh', 'cqi', 'x', 'DEG', 'PX');
const dimension = fc.tuple(number, unit).map(([n, u]) => `${n}${u}`);
const hex = fc.stringMatching(/^#[0-9a-fA-F]{1,9}$/);
const keyword = fc.constantFrom('none', 'inherit', 'initial', 'unset', 'revert', 'revert-layer', 'currentcolor', 'currentColor', 'transparent', 'red', 'RebeccaPurple', 'Canvas', 'CanvasText', 'AccentColor', 'auto', 'normal', 'infinite', 'ease-in-out', 'solid', 'dashed', 'bold', 'italic', 'sans-serif', '"Inter Var"', "'Open Sans'", 'from', 'in', 'srgb', 'oklch', 'r', 'g', 'b', 'l', 'c', 'h', 'alpha', 'display-p3', 'longer', 'hue', '!important', '/', ',', 'url(a.png)', 'env(safe-area-inset-top)');
const garbage = fc.string({ unit: fc.constantFrom('{', '}', '(', ')', ';', ':', '!', '@', '/', '\\', '"', "'", ',', '#', '%', '-', ' ', 'a', '0', '*', '&', '>', '\n', 'é', '\u0000'), maxLength: 12 });
const functionName = fc.constantFrom('rgb', 'rgba', 'hsl', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark', 'var', 'calc', 'min', 'max', 'clamp', 'blur', 'translateY', 'drop-shadow', 'linear-gradient', 'radial-gradient', 'conic-gradient', 'url', 'attr', 'cubic-bezier', 'steps', 'repeat', 'minmax', 'fit-content', 'image-set', 'format', 'local', 'scale', 'rotate', 'contrast-color', 'RGB', 'Var');

const { value } = fc.letrec<{ value: string; call: string; colorish: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: tie('colorish'), weight: 4 },
    { arbitrary: dimension, weight: 3 },
    { arbitrary: keyword, weight: 3 },
    { arbitrary: tie('call'), weight: 4 },
    { arbitrary: customName.map((n) => `var(${n})`), weight: 3 },
    { arbitrary: fc.tuple(customName, tie('value')).map(([n, f]) => `var(${n}, ${f})`), weight: 2 },
    { arbitrary: fc.array(tie('value'), { minLength: 2, maxLength: 4 }).map((vs) => vs.join(' ')), weight: 2 },
    { arbitrary: fc.array(tie('value'), { minLength: 2, maxLength: 3 }).map((vs) => vs.join(', ')), weight: 1 },
    { arbitrary: garbage, weight: 1 },
  ),
  call: fc.tuple(functionName, fc.array(tie('value'), { maxLength: 4 }), fc.constantFrom(' ', ', ', ' / ')).map(([f, args, sep]) => `${f}(${args.join(sep)})`),
  colorish: fc.oneof(
    hex,
    fc.tuple(fc.constantFrom('rgb', 'hsl', 'oklch', 'oklab', 'lab', 'lch', 'hwb'), number, number, number).map(([f, a, b, c]) => `${f}(${a} ${b} ${c})`),
    fc.tuple(fc.constantFrom('srgb', 'display-p3', 'rec2020', 'xyz', 'a98-rgb', 'bogus'), number, number, number).map(([s, a, b, c]) => `color(${s} ${a} ${b} ${c})`),
    fc.tuple(fc.constantFrom('rgb', 'oklch', 'hsl', 'color'), tie('value'), fc.constantFrom('r g b', 'l c h', 'h s l', 'srgb r g b / 50%', 'calc(l * 0.8) c h', 'r g calc(b / 0)')).map(([f, o, rest]) => `${f}(from ${o} ${rest})`),
    fc.tuple(fc.constantFrom('srgb', 'oklch', 'hsl longer hue', 'bogus'), tie('value'), tie('value'), fc.constantFrom('', ' 30%', ' 150%', ' -5%')).map(([s, a, b, p]) => `color-mix(in ${s}, ${a}${p}, ${b})`),
    fc.tuple(tie('value'), tie('value')).map(([a, b]) => `light-dark(${a}, ${b})`),
  ),
}));

const property = fc.oneof(
  fc.constantFrom('color', 'background', 'background-color', 'background-image', 'border', 'border-color', 'border-radius', 'box-shadow', 'text-shadow', 'filter', 'backdrop-filter', 'transition', 'transition-duration', 'animation', 'font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'outline', 'fill', 'stroke', 'z-index', 'gap', 'grid-template-columns', 'max-width', 'padding', 'margin', 'opacity', 'transform', 'content', 'display', 'COLOR'),
  customName,
  garbage,
);
const declaration = fc.tuple(property, value, fc.boolean()).map(([p, v, imp]) => `${p}: ${v}${imp ? ' !important' : ''}`);
const selector = fc.constantFrom(':root', 'html', 'body', '.dark', ':root.dark', '[data-theme="dark"]', 'a', 'a:hover', '.btn:focus-visible', 'button:active', ':where(.a, .b) p', '.card:has(> img)', ':is(h1, h2)', '::before', '& .x', '&:hover', '.x &', ':host', '::part(x)', '*', 'nav a', 'h1', 'input::placeholder');
const wrapper = fc.constantFrom(
  (css: string) => css,
  (css: string) => `@media (prefers-color-scheme: dark) { ${css} }`,
  (css: string) => `@media (min-width: 768px) and (400px <= width <= 700px) { ${css} }`,
  (css: string) => `@supports (color: oklch(0 0 0)) { ${css} }`,
  (css: string) => `@layer base { ${css} }`,
  (css: string) => `@container card (inline-size > 30em) { ${css} }`,
  (css: string) => `@scope (.card) to (.content) { ${css} }`,
  (css: string) => `.parent { color: red; ${css} }`,
  (css: string) => `@starting-style { ${css} }`,
  (css: string) => `@unknown-rule foo { ${css} }`,
  (css: string) => `@property --x { syntax: '<color>'; inherits: false; initial-value: red; } ${css}`,
  (css: string) => `@keyframes k { from { ${css.replace(/[{}]/g, '')} } }`,
  (css: string) => `@font-face { ${css.replace(/[{}]/g, '')} }`,
);
const rule = fc.tuple(wrapper, selector, fc.array(declaration, { maxLength: 5 })).map(([wrap, sel, decls]) => wrap(`${sel} { ${decls.join('; ')} }`));
const stylesheet = fc.array(rule, { maxLength: 8 }).map((rules) => rules.join('\n'));

const COMPUTED = ['color', 'background-color', 'background-image', 'border-top-color', 'border-top-width', 'border-top-left-radius', 'box-shadow', 'text-shadow', 'filter', 'backdrop-filter', 'outline-color', 'outline-style', 'outline-width', 'fill', 'stroke', 'font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'transition-duration', 'transition-timing-function', 'z-index', 'opacity', 'gap', 'grid-template-columns', 'padding-top', 'max-width', 'display', 'position'] as const;
const computedStyle = fc.dictionary(fc.constantFrom(...COMPUTED), value, { maxKeys: 6 });

const page = fc.record({ css: fc.array(stylesheet, { minLength: 1, maxLength: 2 }), styles: fc.array(computedStyle, { minLength: 9, maxLength: 9 }), inline: fc.array(declaration, { maxLength: 4 }) });

function captureOf({ css, styles, inline }: { css: string[]; styles: Record<string, string>[]; inline: string[] }): Capture {
  const s = (i: number): Record<string, string> => styles[i]!;
  const attr = inline.join('; ').replace(/"/g, '&quot;');
  const nodes: NodeInput[] = [node({ tag: 'html', box: [0, 0, 1440, 2000], style: s(0), children: [node({ tag: 'body', box: [0, 0, 1440, 2000], style: s(1), children: [
    node({ tag: 'header', box: [0, 0, 1440, 80], style: s(2), children: [
      node({ tag: 'a', text: 'Acme', attrs: { href: '/', class: 'logo' }, box: [20, 20, 100, 40], style: s(3) }),
      node({ tag: 'a', text: 'Pricing', attrs: { href: '/pricing' }, box: [600, 30, 80, 20], style: s(4) }),
    ] }),
    node({ tag: 'main', box: [0, 80, 1440, 1800], children: [
      node({ tag: 'h1', text: 'Build faster', box: [100, 120, 800, 64], style: s(5) }),
      node({ tag: 'p', text: 'A sentence of body copy that is long enough to count as copy on the page.', box: [100, 200, 700, 48], style: s(6) }),
      node({ tag: 'a', text: 'Get started', attrs: { href: '/start', class: 'btn btn-primary', style: attr }, box: [100, 280, 160, 48], style: s(7) }),
      node({ tag: 'button', text: 'Learn more', attrs: { type: 'button' }, box: [280, 280, 160, 48], style: s(8) }),
      node({ tag: 'input', attrs: { type: 'email', placeholder: 'Email' }, box: [100, 360, 300, 40] }),
      node({ tag: 'svg', attrs: { width: '24', height: '24' }, box: [460, 290, 24, 24], style: s(3) }),
    ] }),
    node({ tag: 'footer', box: [0, 1880, 1440, 120], style: s(2), children: [node({ tag: 'a', text: 'Privacy', attrs: { href: '/privacy' }, box: [20, 1900, 60, 20] })] }),
  ] })] })];
  return buildCapture({
    final_url: 'https://acme.example/',
    head: { title: 'Acme — build faster', meta: [{ name: 'theme-color', content: inline[0] ?? '#0055ff' }] },
    html: { rendered: `<!doctype html><html><head><title>Acme</title><style>${css[0]}</style></head><body><header><a class="logo" href="/">Acme</a></header><main><h1 style="${attr}">Build faster</h1><a class="btn" href="/start" style="${attr}">Get started</a><svg viewBox="0 0 24 24" style="${attr}"><path d="M0 0h24v24H0z" style="${attr}"/></svg></main></body></html>` },
    stylesheets: css.map((text, i) => ({ id: `s${i}`, text })),
    states: [{ node_id: 'n7', state: 'hover', changed: s(8) }, { node_id: 'n8', state: 'focus-visible', changed: s(7) }],
    nodes,
  });
}

/** Every section's output for a capture, each through the runner's JSON check; throws name the section. */
function analyzeAll(capture: Capture): string {
  const ctx = new AnalysisContext(capture);
  const out: Record<string, unknown> = {};
  for (const analyzer of ANALYZERS) {
    try {
      out[analyzer.id] = toPlainJson(analyzer.analyze(capture, ctx), analyzer.id);
    } catch (error) {
      throw new Error(`${analyzer.id} threw: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  return JSON.stringify(out);
}

describe('analyzers on random CSS (issue 9 §2)', () => {
  it('every analyzer is registered, so the property covers all 14 sections', () => {
    expect(ANALYZERS.map((a) => a.id).sort()).toEqual([...SECTION_NAMES].sort());
  });

  // Each case runs all 14 analyzers, ~10 ms of CPU: 200 cases plus 20 repeated ones are ~2.5 s of
  // CPU (the generous timeout is for a loaded 2-core machine, not for the work).
  it('never throw and return plain JSON', () => {
    fc.assert(fc.property(page, (input) => void analyzeAll(captureOf(input))), { seed: SEED, numRuns: 200, endOnFailure: true });
  }, 60_000);

  it('give the same JSON for the same capture (fresh context, cloned capture)', () => {
    fc.assert(
      fc.property(page, (input) => {
        const capture = captureOf(input);
        expect(analyzeAll(structuredClone(capture))).toBe(analyzeAll(capture));
      }),
      { seed: SEED + 1, numRuns: 20, endOnFailure: true },
    );
  }, 60_000);

  it('the value grammar reaches the interesting inputs (the test can fail)', () => {
    const samples = fc.sample(value, { seed: SEED, numRuns: 2000 });
    for (const needle of ['color-mix(', 'light-dark(', '(from ', 'var(', 'blur(', 'calc(']) {
      expect(samples.some((s) => s.includes(needle)), needle).toBe(true);
    }
  });
});
