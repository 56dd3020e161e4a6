import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { colorVariables, scopeOf } from '../../src/analyze/derived/color-variables.js';
import { buildCapture } from '../helpers/capture-builder.js';

const varsOf = (css: string) => colorVariables(new AnalysisContext(buildCapture({ stylesheets: [{ text: css }] })));
const scope = (selector: string, media: string | null = null) => scopeOf({ selector, media, container: null });

describe('scopeOf: which declarations are page-wide theme tokens', () => {
  it.each([
    [':root', null, { scope: 'base', via: 'root' }],
    [':root, :host', null, { scope: 'base', via: 'root' }],
    ['html', null, { scope: 'base', via: 'root' }],
    ['.dark', null, { scope: 'dark', via: 'selector' }],
    ['html.dark', null, { scope: 'dark', via: 'selector' }],
    [':root[data-theme="dark"]', null, { scope: 'dark', via: 'selector' }],
    ['[data-bs-theme=dark]', null, { scope: 'dark', via: 'selector' }],
    ['.theme-light', null, { scope: 'light', via: 'selector' }],
    [':root', '(prefers-color-scheme: dark)', { scope: 'dark', via: 'media' }],
    [':root:not([data-theme=light])', '(prefers-color-scheme: dark)', { scope: 'dark', via: 'media' }],
  ] as const)('%s %s → %o', (selector, media, expected) => {
    expect(scope(selector, media)).toEqual(expected);
  });

  it.each([
    ['.btn', null],
    ['.dark .card', null],
    ['.dark-section', null],
    [':root', '(min-width: 768px)'],
    [':root', 'print'],
  ])('%s %s is not a page-wide token', (selector, media) => {
    expect(scope(selector, media)).toBeNull();
  });
});

describe('colorVariables: resolving color tokens', () => {
  it('resolves references, fallbacks, light-dark() and color functions', () => {
    const vars = varsOf(`:root {
      --blue: #0055ff; --link: var(--blue); --ring: var(--missing, #ff0000); --fade: rgb(0 0 0 / 50%);
      --scheme: light-dark(#ffffff, #000000); --mix: color-mix(in srgb, #000000 50%, #ffffff);
      --radius: 8px; --shadow: 0 1px 2px rgba(0,0,0,.1); --font: "Inter", sans-serif; }`);
    expect(vars.names).toEqual(['--blue', '--fade', '--link', '--mix', '--ring', '--scheme']);
    expect(vars.resolve('--link', 'light')?.hex).toBe('#0055ff');
    expect(vars.resolve('--ring', 'light')?.hex).toBe('#ff0000');
    expect(vars.resolve('--fade', 'light')).toMatchObject({ hex: '#000000', alpha: 0.5 });
    expect(vars.resolve('--scheme', 'light')?.hex).toBe('#ffffff');
    expect(vars.resolve('--scheme', 'dark')?.hex).toBe('#000000');
    expect(vars.resolve('--mix', 'light')?.hex).toBe('#808080');
  });

  it('reads HSL and RGB channel triplets when the name or an hsl(var()) wrapper says they are colors', () => {
    const vars = varsOf(`:root { --primary: 222.2 47.4% 11.2%; --bs-primary-rgb: 13, 110, 253; --tw-ring: 59 130 246; --grid: 1 2 3; --gutter: 4 10% 20%; }
      .ring { box-shadow: 0 0 0 2px rgb(var(--tw-ring) / 0.5); }`);
    expect(vars.resolve('--primary', 'light')?.hex).toBe('#0f172a');
    expect(vars.resolve('--bs-primary-rgb', 'light')?.hex).toBe('#0d6efd');
    expect(vars.resolve('--tw-ring', 'light')?.hex).toBe('#3b82f6');
    expect(vars.names).not.toContain('--grid');
    expect(vars.names).not.toContain('--gutter');
    expect(vars.resolveValue('hsl(var(--primary) / 0.5)', 'light')).toMatchObject({ hex: '#0f172a', alpha: 0.5 });
  });

  it('survives reference cycles', () => {
    const vars = varsOf(':root { --a: var(--b); --b: var(--a); --c: var(--a, #00ff00); }');
    expect(vars.resolve('--a', 'light')).toBeNull();
    expect(vars.resolve('--c', 'light')?.hex).toBe('#00ff00');
  });

  it('resolves per scheme, with base values where a scheme does not override', () => {
    const vars = varsOf(`:root { --bg: #ffffff; --fg: #111111; --brand: #0055ff; }
      @media (prefers-color-scheme: dark) { :root { --bg: #000000; --fg: #eeeeee; } }`);
    expect(vars.baseScheme).toBe('light');
    expect(vars.overriddenSchemes).toEqual(['dark']);
    expect(['--bg', '--fg', '--brand'].map((n) => vars.resolve(n, 'dark')?.hex)).toEqual(['#000000', '#eeeeee', '#0055ff']);
    expect(['--bg', '--fg', '--brand'].map((n) => vars.resolve(n, 'light')?.hex)).toEqual(['#ffffff', '#111111', '#0055ff']);
  });

  it('takes the base scheme from `color-scheme: dark` on the root', () => {
    const vars = varsOf(':root { color-scheme: dark; --bg: #0b0d17; } @media (prefers-color-scheme: light) { :root { --bg: #f5f6fb; } }');
    expect(vars.baseScheme).toBe('dark');
    expect(vars.resolve('--bg', 'light')?.hex).toBe('#f5f6fb');
    expect(vars.resolve('--bg', 'dark')?.hex).toBe('#0b0d17');
  });

  it('ignores component-scoped declarations', () => {
    const vars = varsOf(':root { --bs-primary: #0d6efd; } .btn-primary { --bs-btn-bg: #0d6efd; }');
    expect(vars.names).toEqual(['--bs-primary']);
  });
});
