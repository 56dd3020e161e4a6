import { describe, expect, it } from 'vitest';
import { formatShadow, isRing, paintedLayers, parseShadow, shadowKind, shadowStrength } from '../../src/analyze/derived/shape-shadow.js';

const layer = (x: number, y: number, blur: number, spread: number, color: string | null, alpha: number, inset = false) => ({ inset, x, y, blur, spread, color, alpha });

describe('parseShadow', () => {
  it('reads Chromium computed values: color first, px lengths, several layers', () => {
    expect(parseShadow('rgba(0, 0, 0, 0.1) 0px 1px 3px 0px, rgba(0, 0, 0, 0.1) 0px 1px 2px -1px')).toEqual([
      layer(0, 1, 3, 0, '#000000', 0.1),
      layer(0, 1, 2, -1, '#000000', 0.1),
    ]);
  });

  it('reads authored values: color last, unitless zeros, modern rgb() syntax (Tailwind shadow-sm)', () => {
    expect(parseShadow('0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)')).toEqual([
      layer(0, 1, 3, 0, '#000000', 0.1),
      layer(0, 1, 2, -1, '#000000', 0.1),
    ]);
  });

  it('reads inset in either position, hex colors with alpha, and rem lengths (#rrggbbaa alpha is n/255)', () => {
    expect(parseShadow('inset 0 0 0 1px #e3e8f0')).toEqual([layer(0, 0, 0, 1, '#e3e8f0', 1, true)]);
    expect(parseShadow('rgb(227, 232, 240) 0px 0px 0px 1px inset')).toEqual([layer(0, 0, 0, 1, '#e3e8f0', 1, true)]);
    expect(parseShadow('0 .5rem 1rem #00000033')).toEqual([layer(0, 8, 16, 0, '#000000', 0.2)]);
    expect(parseShadow('0 .5rem 1rem #00000033', { remPx: 10 })).toEqual([layer(0, 5, 10, 0, '#000000', 0.2)]);
  });

  it('keeps two-length layers and a missing color (currentcolor)', () => {
    expect(parseShadow('2px 2px')).toEqual([layer(2, 2, 0, 0, null, 1)]);
    expect(parseShadow('0 4px 8px currentColor')).toEqual([layer(0, 4, 8, 0, null, 1)]);
  });

  it('returns null for none, empty and junk instead of guessing', () => {
    expect(parseShadow('none')).toBeNull();
    expect(parseShadow('')).toBeNull();
    expect(parseShadow(undefined)).toBeNull();
    expect(parseShadow('var(--shadow)')).toBeNull();
    expect(parseShadow('1 2 3 red')).toBeNull();
    expect(parseShadow('0 1px 2px red blue')).toBeNull();
    expect(parseShadow('0 1px -2px red')).toBeNull();
  });
});

describe('shadow helpers', () => {
  it('drops layers that paint nothing (Tailwind ring placeholders)', () => {
    const tw = parseShadow('rgba(0, 0, 0, 0) 0px 0px 0px 0px, rgba(0, 0, 0, 0) 0px 0px 0px 0px, rgba(0, 0, 0, 0.1) 0px 1px 3px 0px, rgba(0, 0, 0, 0.1) 0px 1px 2px -1px')!;
    expect(paintedLayers(tw)).toHaveLength(2);
    expect(formatShadow(paintedLayers(tw))).toBe(formatShadow(paintedLayers(parseShadow('0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)')!)));
  });

  it('formats one canonical CSS string', () => {
    expect(formatShadow([layer(0, 1, 3, 0, '#000000', 0.1), layer(0, 0, 0, 1, '#e3e8f0', 1, true)])).toBe('0px 1px 3px 0px rgb(0 0 0 / 0.1), inset 0px 0px 0px 1px #e3e8f0');
  });

  it('classifies drop, ring and inset shadows', () => {
    expect(shadowKind([layer(0, 4, 6, -1, '#000000', 0.1)])).toBe('drop');
    expect(shadowKind([layer(0, 0, 0, 3, '#e4572e', 0.2)])).toBe('ring');
    expect(isRing(layer(0, 0, 0, 3, '#e4572e', 0.2))).toBe(true);
    expect(shadowKind([layer(0, 2, 4, 0, '#000000', 0.05, true)])).toBe('inset');
    expect(shadowKind([layer(0, 0, 0, 1, '#7c5cff', 0.5), layer(0, 8, 30, 0, '#7c5cff', 0.35)])).toBe('drop');
  });

  it('orders the Tailwind v4 scale by strength', () => {
    const scale = [
      '0 1px 2px 0 rgb(0 0 0 / 0.05)',
      '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
      '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
      '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
      '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)',
      '0 25px 50px -12px rgb(0 0 0 / 0.25)',
    ].map((v) => shadowStrength(parseShadow(v)!));
    expect(scale).toEqual([...scale].sort((a, b) => a - b));
    expect(new Set(scale).size).toBe(scale.length);
  });
});
