import { describe, expect, it } from 'vitest';
import { parseGradients } from '../../src/analyze/derived/shape-gradient.js';

describe('parseGradients', () => {
  it('reads a computed linear gradient: angle, stops as hex + alpha, positions', () => {
    expect(parseGradients('linear-gradient(135deg, rgb(124, 92, 255) 0%, rgb(34, 211, 238) 100%)')).toEqual([
      {
        type: 'linear',
        repeating: false,
        angle_deg: 135,
        config: '135deg',
        stops: [
          { hex: '#7c5cff', alpha: 1, position: '0%' },
          { hex: '#22d3ee', alpha: 1, position: '100%' },
        ],
        value: 'linear-gradient(135deg, rgb(124, 92, 255) 0%, rgb(34, 211, 238) 100%)',
      },
    ]);
  });

  it('defaults and converts directions', () => {
    const angle = (v: string) => parseGradients(v)[0]?.angle_deg;
    expect(angle('linear-gradient(rgb(0, 0, 0), rgb(255, 255, 255))')).toBe(180);
    expect(angle('linear-gradient(to right, red, blue)')).toBe(90);
    expect(angle('linear-gradient(to top left, red, blue)')).toBe(315);
    expect(angle('linear-gradient(0.25turn, red, blue)')).toBe(90);
    expect(angle('linear-gradient(-45deg, red, blue)')).toBe(315);
    expect(angle('conic-gradient(from 90deg at 50% 50%, red, blue)')).toBe(90);
    expect(angle('radial-gradient(circle at 20% 0%, red, blue)')).toBeNull();
  });

  it('splits multi-layer backgrounds, skips url() layers and interpolation hints', () => {
    const layers = parseGradients('radial-gradient(600px 400px at 15% -5%, rgba(124, 92, 255, 0.35), rgba(0, 0, 0, 0) 70%), url("a.png"), repeating-linear-gradient(45deg, rgb(0, 0, 0) 0px, 40%, rgb(255, 255, 255) 10px 20px)');
    expect(layers.map((l) => [l.type, l.repeating, l.config, l.stops.length])).toEqual([
      ['radial', false, '600px 400px at 15% -5%', 2],
      ['linear', true, '45deg', 2],
    ]);
    expect(layers[0]!.stops[0]).toEqual({ hex: '#7c5cff', alpha: 0.35, position: null });
    expect(layers[1]!.stops[1]).toEqual({ hex: '#ffffff', alpha: 1, position: '10px 20px' });
  });

  it('returns nothing for non-gradients', () => {
    expect(parseGradients('none')).toEqual([]);
    expect(parseGradients('url("noise.png")')).toEqual([]);
    expect(parseGradients(undefined)).toEqual([]);
  });
});
