/**
 * The dependency-free text side of color parsing (shared/color-syntax.ts, css-math.ts) and var()
 * substitution (shared/var-substitution.ts), fed inline strings (issue 9 §2).
 */
import { describe, expect, it } from 'vitest';
import { colorCandidates, matchFunction, readColorMix, readRelativeColor, topLevelWords } from '../../src/analyze/shared/color-syntax.js';
import { evaluateChannel } from '../../src/analyze/shared/css-math.js';
import { substituteVars } from '../../src/analyze/shared/var-substitution.js';

describe('evaluateChannel', () => {
  const keywords = { l: 0.6, c: 0.2, h: 250, r: 100, alpha: 1 };
  it.each([
    ['0.5', null, 0.5], ['50%', 255, 127.5], ['calc(l * 0.8)', 1, 0.48], ['calc(h + 180)', null, 430], ['calc(r / 2 + 10)', 255, 60],
    ['min(1, c * 10)', 0.4, 1], ['clamp(0, l - 1, 1)', 1, 0], ['calc((l + 0.2) * 2)', 1, 1.6], ['none', 1, 0], ['calc(l*-1)', 1, -0.6], ['calc(l -0.1)', 1, 0.5],
  ] as const)('%s → %s', (text, percent, expected) => {
    expect(evaluateChannel(text, keywords, percent)).toBeCloseTo(expected, 10);
  });

  it('reads angles only where a hue is expected', () => {
    expect(evaluateChannel('0.5turn', {}, null, true)).toBe(180);
    expect(evaluateChannel('0.5turn', {}, null, false)).toBeNull();
  });

  it.each(['10px', 'calc(1px + 2px)', 'calc(l / 0)', 'x', 'calc(', 'l l', '50%', 'var(--a)', 'calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(calc(1)))))))))))))))))'])('%s is not understood', (text) => {
    expect(evaluateChannel(text, { l: 1 }, null)).toBeNull();
  });
});

describe('reading color functions', () => {
  it('matches one whole function call with balanced parentheses', () => {
    expect(matchFunction('RGB(from red r g b)')).toEqual({ name: 'rgb', args: 'from red r g b' });
    expect(matchFunction('rgb(0 0 0) rgb(1 1 1)')).toBeNull();
    expect(matchFunction('rgb(0 0 0')).toBeNull();
  });

  it('splits words outside parentheses, `/` on its own', () => {
    expect(topLevelWords('from rgb(0 0 0 / 50%) r g b/50%')).toEqual(['from', 'rgb(0 0 0 / 50%)', 'r', 'g', 'b', '/', '50%']);
  });

  it('reads relative colors, declining what is not one', () => {
    expect(readRelativeColor('oklch', 'from var(--x) calc(l * 0.8) c h / 50%')).toMatchObject({ origin: 'var(--x)', channels: ['calc(l * 0.8)', 'c', 'h'], alpha: '50%', space: { mode: 'oklch' } });
    expect(readRelativeColor('color', 'from red display-p3 r g b')).toMatchObject({ origin: 'red', space: { mode: 'p3' }, alpha: null });
    expect(readRelativeColor('rgb', 'from red r g')).toBeNull();
    expect(readRelativeColor('color', 'from red bogus r g b')).toBeNull();
    expect(readRelativeColor('rgb', '0 0 0')).toBeNull();
  });

  it('reads color-mix() arguments with CSS Color 5 percentage normalization', () => {
    expect(readColorMix('in oklch longer hue, red 30%, blue')).toMatchObject({ hue: 'longer', colors: ['red', 'blue'], weights: [0.3, 0.7], alphaMultiplier: 1, space: { mode: 'oklch' } });
    expect(readColorMix('in srgb, 20% red, blue 20%')).toMatchObject({ weights: [0.5, 0.5], alphaMultiplier: 0.4 });
    expect(readColorMix('in srgb, red 150%, blue')).toBeNull();
    expect(readColorMix('in nowhere, red, blue')).toBeNull();
    expect(readColorMix('in srgb, red')).toBeNull();
  });

  it('finds the colors inside a composite value', () => {
    expect(colorCandidates('linear-gradient(to right, color-mix(in srgb, red, blue) 10%, #ABCDEF 90%), url(#fff)')).toEqual(['color-mix(in srgb, red, blue)', '#ABCDEF']);
  });
});

describe('substituteVars', () => {
  const table: Record<string, string> = {
    '--blue': '#0055ff', '--link': 'var(--blue)', '--a': 'var(--b)', '--b': 'var(--a)', '--self': 'var(--self, red)',
    '--via-cycle': 'var(--a, green)', '--in-cycle': 'var(--c, green)', '--c': 'var(--in-cycle)', '--fan': 'var(--blue) var(--blue)',
  };
  const lookup = (name: string): string | null => table[name] ?? null;

  it('substitutes references and fallbacks', () => {
    expect(substituteVars('0 0 0 1px var(--link)', lookup)).toBe('0 0 0 1px #0055ff');
    expect(substituteVars('var(--missing, var(--also-missing, 4px))', lookup)).toBe('4px');
    expect(substituteVars('var(--missing)', lookup)).toBeNull();
  });

  it('treats cycles as Chromium does: members invalid, fallbacks inside the cycle ignored, uses from outside fall back', () => {
    expect(substituteVars(table['--self']!, lookup, '--self')).toBeNull();
    expect(substituteVars(table['--in-cycle']!, lookup, '--in-cycle')).toBeNull();
    expect(substituteVars(table['--via-cycle']!, lookup, '--via-cycle')).toBe('green');
    expect(substituteVars('var(--self, blue)', lookup)).toBe('blue');
  });

  it('is bounded: deep chains resolve to 32 levels, runaway fan-out is unresolvable', () => {
    const deep: Record<string, string> = { '--d0': '7px' };
    for (let i = 1; i <= 40; i++) deep[`--d${i}`] = `var(--d${i - 1})`;
    expect(substituteVars('var(--d30)', (n) => deep[n] ?? null)).toBe('7px');
    expect(substituteVars('var(--d40)', (n) => deep[n] ?? null)).toBeNull();
    const fan: Record<string, string> = { '--f0': 'x' };
    for (let i = 1; i <= 20; i++) fan[`--f${i}`] = `var(--f${i - 1}) var(--f${i - 1})`;
    expect(substituteVars('var(--f20)', (n) => fan[n] ?? null)).toBeNull();
  });
});
