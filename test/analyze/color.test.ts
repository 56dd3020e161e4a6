import { describe, expect, it } from 'vitest';
import { colorsInValue, composite, contrastRatio, deltaE2000, deltaE2000Lab, hueBucket, parseColor, relativeLuminance } from '../../src/analyze/shared/color.js';

// Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference Formula", Table 1 (all 34 pairs).
const SHARMA: [[number, number, number], [number, number, number], number][] = [
  [[50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425],
  [[50.0, 3.1571, -77.2803], [50.0, 0.0, -82.7485], 2.8615],
  [[50.0, 2.8361, -74.02], [50.0, 0.0, -82.7485], 3.4412],
  [[50.0, -1.3802, -84.2814], [50.0, 0.0, -82.7485], 1.0],
  [[50.0, -1.1848, -84.8006], [50.0, 0.0, -82.7485], 1.0],
  [[50.0, -0.9009, -85.5211], [50.0, 0.0, -82.7485], 1.0],
  [[50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669],
  [[50.0, -1.0, 2.0], [50.0, 0.0, 0.0], 2.3669],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.0009], 7.1792],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.001], 7.1792],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.0011], 7.2195],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.0012], 7.2195],
  [[50.0, -0.001, 2.49], [50.0, 0.0009, -2.49], 4.8045],
  [[50.0, -0.001, 2.49], [50.0, 0.001, -2.49], 4.8045],
  [[50.0, -0.001, 2.49], [50.0, 0.0011, -2.49], 4.7461],
  [[50.0, 2.5, 0.0], [50.0, 0.0, -2.5], 4.3065],
  [[50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492],
  [[50.0, 2.5, 0.0], [61.0, -5.0, 29.0], 22.8977],
  [[50.0, 2.5, 0.0], [56.0, -27.0, -3.0], 31.903],
  [[50.0, 2.5, 0.0], [58.0, 24.0, 15.0], 19.4535],
  [[50.0, 2.5, 0.0], [50.0, 3.1736, 0.5854], 1.0],
  [[50.0, 2.5, 0.0], [50.0, 3.2972, 0.0], 1.0],
  [[50.0, 2.5, 0.0], [50.0, 1.8634, 0.5757], 1.0],
  [[50.0, 2.5, 0.0], [50.0, 3.2592, 0.335], 1.0],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  [[61.2901, 3.7196, -5.3901], [61.4292, 2.248, -4.962], 1.8731],
  [[35.0831, -44.1164, 3.7933], [35.0232, -40.0716, 1.5901], 1.8645],
  [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
  [[36.4612, 47.858, 18.3852], [36.2715, 50.5065, 21.2231], 1.4146],
  [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
  [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe('deltaE2000', () => {
  it.each(SHARMA.map((row, i) => [i + 1, ...row] as const))('matches Sharma pair %i', (_i, a, b, expected) => {
    const got = deltaE2000Lab({ l: a[0], a: a[1], b: a[2] }, { l: b[0], a: b[1], b: b[2] });
    expect(Math.abs(got - expected)).toBeLessThanOrEqual(1e-4);
    // The formula is symmetric for every pair of the table.
    expect(deltaE2000Lab({ l: b[0], a: b[1], b: b[2] }, { l: a[0], a: a[1], b: a[2] })).toBeCloseTo(got, 9);
  });

  it('accepts CSS colors and parsed colors', () => {
    expect(deltaE2000('#ff0000', 'red')).toBe(0);
    expect(deltaE2000(parseColor('#ffffff')!, '#000000')).toBeCloseTo(100, 3);
    expect(deltaE2000('#3b82f6', '#3b83f6')).toBeLessThan(1);
  });
});

describe('contrastRatio and luminance', () => {
  it('gives 4.48 for #777 on white (WCAG AA fails at 4.5)', () => {
    expect(Math.round(contrastRatio('#777', '#fff') * 100) / 100).toBe(4.48);
  });

  it('is 21 for black on white, either way round, and 1 for equal colors', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1);
  });

  it('composites a translucent foreground over the background first', () => {
    // 50% black over white paints #808080.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(contrastRatio('#808080', '#fff'), 2);
  });

  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#777')).toBeCloseTo(0.184, 3);
  });
});

describe('parseColor', () => {
  it('parses the forms Chromium serializes and authors write', () => {
    expect(parseColor('rgb(255, 0, 0)')).toEqual({ hex: '#ff0000', alpha: 1, oklch: { l: 0.628, c: 0.2577, h: 29.23 } });
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toMatchObject({ hex: '#000000', alpha: 0.5 });
    expect(parseColor('hsl(120 100% 25%)')?.hex).toBe('#008000');
    expect(parseColor('#0F6')?.hex).toBe('#00ff66');
    expect(parseColor('rebeccapurple')?.hex).toBe('#663399');
    expect(parseColor('oklch(0.628 0.2577 29.23)')?.hex).toBe('#ff0000');
    expect(parseColor('color(srgb 1 0 0)')?.hex).toBe('#ff0000');
    expect(parseColor('transparent')).toMatchObject({ alpha: 0 });
    expect(parseColor('color-mix(in srgb, red 50%, blue)')?.hex).toBe('#800080');
  });

  it('gamut-maps wide-gamut colors and keeps hex and oklch consistent', () => {
    const p3 = parseColor('color(display-p3 1 0 0)')!;
    expect(p3.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(parseColor(p3.hex)!.oklch.l).toBeCloseTo(p3.oklch.l, 2);
  });

  it('returns null for what is not a concrete color', () => {
    for (const value of ['currentcolor', 'inherit', 'none', 'var(--brand)', '', 'not-a-color', null, undefined]) {
      expect(parseColor(value)).toBeNull();
    }
  });

  it('finds the colors inside gradients and shadows', () => {
    expect(colorsInValue('linear-gradient(90deg, rgb(255, 0, 0) 0%, rgba(0, 0, 255, 0.5) 100%)').map((c) => [c.hex, c.alpha])).toEqual([
      ['#ff0000', 1],
      ['#0000ff', 0.5],
    ]);
  });
});

describe('composite', () => {
  it('paints a translucent color over an opaque one', () => {
    expect(composite('rgba(255, 0, 0, 0.5)', '#ffffff')).toMatchObject({ hex: '#ff8080', alpha: 1 });
  });

  it('stays translucent over a transparent background', () => {
    expect(composite('rgba(0, 0, 0, 0.5)', 'transparent')).toMatchObject({ hex: '#000000', alpha: 0.5 });
  });
});

describe('hueBucket', () => {
  it.each([
    ['#ff0000', 'red'], ['crimson', 'red'], ['#ff8c00', 'orange'], ['#f97316', 'orange'], ['gold', 'yellow'],
    ['#eab308', 'yellow'], ['#22c55e', 'green'], ['#008000', 'green'], ['#008080', 'teal'], ['#14b8a6', 'teal'],
    ['#0000ff', 'blue'], ['#3b82f6', 'blue'], ['#000080', 'blue'], ['#8b5cf6', 'purple'], ['#800080', 'purple'],
    ['#ec4899', 'pink'], ['#ffc0cb', 'pink'], ['#8b4513', 'brown'], ['#a0522d', 'brown'],
    ['#ffffff', 'neutral'], ['#000000', 'neutral'], ['#777777', 'neutral'], ['#64748b', 'neutral'], ['#f8fafc', 'neutral'],
  ])('%s is %s', (color, bucket) => {
    expect(hueBucket(color)).toBe(bucket);
  });
});
