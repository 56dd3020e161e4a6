/**
 * The DTCG export (Format Module 2025.10) on real design systems: exact values, and a validator
 * that walks the whole file checking every token against the format's rules for its type.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DTCG_EXTENSION, toDtcg } from '../../src/export/index.js';
import { analyzedDesignSystem, handmadeDesignSystem } from './design-systems.js';

type Json = Record<string, any>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const isColor = (v: unknown): boolean =>
  isObject(v) && v['colorSpace'] === 'srgb' && Array.isArray(v['components']) && v['components'].length === 3
  && v['components'].every((c: unknown) => typeof c === 'number' && c >= 0 && c <= 1)
  && typeof v['alpha'] === 'number' && v['alpha'] >= 0 && v['alpha'] <= 1 && /^#[0-9a-f]{6}$/.test(v['hex'])
  && v['components'].every((c: number, i: number) => Math.round(c * 255) === Number.parseInt(v['hex'].slice(1 + 2 * i, 3 + 2 * i), 16));
const isDimension = (v: unknown): boolean => isObject(v) && Number.isFinite(v['value']) && (v['unit'] === 'px' || v['unit'] === 'rem');
const isFontFamily = (v: unknown): boolean => (typeof v === 'string' && v !== '') || (Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'string' && f !== ''));
const isFontWeight = (v: unknown): boolean => typeof v === 'number' && v >= 1 && v <= 1000;
const isShadowLayer = (v: unknown): boolean =>
  isObject(v) && isColor(v['color']) && ['offsetX', 'offsetY', 'blur', 'spread'].every((k) => isDimension(v[k])) && v['blur'].value >= 0 && typeof v['inset'] === 'boolean';

const VALID: Record<string, (v: unknown) => boolean> = {
  color: isColor,
  dimension: isDimension,
  fontFamily: isFontFamily,
  fontWeight: isFontWeight,
  duration: (v) => isObject(v) && Number.isFinite(v['value']) && v['value'] >= 0 && (v['unit'] === 'ms' || v['unit'] === 's'),
  cubicBezier: (v) => Array.isArray(v) && v.length === 4 && v.every(Number.isFinite) && v[0] >= 0 && v[0] <= 1 && v[2] >= 0 && v[2] <= 1,
  shadow: (v) => (Array.isArray(v) ? v.length > 0 && v.every(isShadowLayer) : isShadowLayer(v)),
  border: (v) => isObject(v) && isColor(v['color']) && isDimension(v['width']) && typeof v['style'] === 'string',
  typography: (v) => isObject(v) && isFontFamily(v['fontFamily']) && isDimension(v['fontSize']) && isFontWeight(v['fontWeight']) && isDimension(v['letterSpacing']) && Number.isFinite(v['lineHeight']),
};

/** Every problem in the file, as `path: message`; [] for a valid file. */
function validate(node: Json, path: string[] = []): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('$')) {
      if (!['$type', '$value', '$description', '$extensions'].includes(key)) problems.push(`${[...path, key].join('.')}: unknown property`);
      continue;
    }
    if (/[{}.]/.test(key) || key === '') problems.push(`${[...path, key].join('.')}: invalid name`);
    if (!isObject(value)) {
      problems.push(`${[...path, key].join('.')}: not a token or group`);
      continue;
    }
    if ('$value' in value) {
      const type = value['$type'];
      if (!VALID[type]) problems.push(`${[...path, key].join('.')}: unknown $type ${type}`);
      else if (!VALID[type](value['$value'])) problems.push(`${[...path, key].join('.')}: invalid ${type} ${JSON.stringify(value['$value'])}`);
      if (typeof value['$description'] !== 'string' || value['$description'] === '') problems.push(`${[...path, key].join('.')}: no description`);
      if ('$extensions' in value && !isObject(value['$extensions']?.[DTCG_EXTENSION])) problems.push(`${[...path, key].join('.')}: extensions not namespaced`);
    } else {
      problems.push(...validate(value, [...path, key]));
    }
  }
  return problems;
}

const dim = (value: number) => ({ value, unit: 'px' });

describe('DTCG export of the studio fixture (light, serif headings, four button variants)', () => {
  let tokens: Json;
  beforeAll(async () => {
    tokens = JSON.parse(toDtcg(await analyzedDesignSystem('studio')));
  });

  it('is a valid DTCG 2025.10 file', () => {
    expect(validate(tokens)).toEqual([]);
  });

  it('orders groups deterministically', () => {
    expect(Object.keys(tokens)).toEqual(['$description', '$extensions', 'color', 'font', 'font-size', 'font-weight', 'typography', 'radius', 'shadow', 'space', 'layout', 'duration', 'ease', 'button']);
    expect(tokens['$extensions'][DTCG_EXTENSION]).toMatchObject({ brand_name: 'Fieldnote', source_url: 'https://studio.brand-design.test/' });
  });

  it('writes colors as srgb color objects, roles first, with provenance', () => {
    expect(tokens['color']['primary']).toMatchObject({
      $type: 'color',
      $value: { colorSpace: 'srgb', components: [0.8941, 0.3412, 0.1804], alpha: 1, hex: '#e4572e' },
      $extensions: { [DTCG_EXTENSION]: { role: 'primary', css_variables: ['--color-primary'] } },
    });
    expect(tokens['color']['primary']['$extensions'][DTCG_EXTENSION]['sources']).toEqual(expect.arrayContaining(['buttons', 'theme-color']));
    expect(Object.keys(tokens['color']).slice(0, 7)).toEqual(['primary', 'background', 'surface', 'text', 'text-muted', 'link', 'border']);
    expect(tokens['color']['background']['$value'].hex).toBe('#fbf8f3');
    expect(tokens['color']['text-muted']['$value'].hex).toBe('#6b645b');
    const palette = Object.values<Json>(tokens['color']).slice(7);
    expect(palette.map((t) => t['$value'].hex)).toEqual(expect.arrayContaining(['#fbf8f3', '#ffffff', '#1f1d1a', '#e4572e', '#e7e0d5']));
  });

  it('writes font stacks as arrays and text styles as typography composites', () => {
    expect(tokens['font']['body']).toMatchObject({ $type: 'fontFamily', $value: ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'] });
    expect(tokens['font']['heading']['$value']).toEqual(['Playfair Display', 'Georgia', 'Times New Roman', 'serif']);
    expect(tokens['font-size']['base']).toMatchObject({ $type: 'dimension', $value: dim(17) });
    expect(tokens['font-weight']['semibold']).toMatchObject({ $type: 'fontWeight', $value: 600 });
    expect(tokens['typography']['h1']['$value']).toEqual({
      fontFamily: ['Playfair Display', 'Georgia', 'Times New Roman', 'serif'], fontSize: dim(64), fontWeight: 600, letterSpacing: dim(-1.28), lineHeight: 1.05,
    });
    expect(tokens['typography']['body']['$value']).toMatchObject({ fontSize: dim(17), fontWeight: 400, lineHeight: 1.6, letterSpacing: dim(0) });
  });

  it('writes radii, layered shadows and the spacing scale as dimensions', () => {
    expect(tokens['radius']['button']['$value']).toEqual(dim(8));
    expect(tokens['radius']['card']['$value']).toEqual(dim(16));
    expect(tokens['radius']['full']['$value']).toEqual(dim(999));
    const card = tokens['shadow']['sm'];
    expect(card['$type']).toBe('shadow');
    expect(card['$value']).toEqual([
      { color: { colorSpace: 'srgb', components: [0.1216, 0.1137, 0.102], alpha: 0.06, hex: '#1f1d1a' }, offsetX: dim(0), offsetY: dim(1), blur: dim(2), spread: dim(0), inset: false },
      { color: { colorSpace: 'srgb', components: [0.1216, 0.1137, 0.102], alpha: 0.06, hex: '#1f1d1a' }, offsetX: dim(0), offsetY: dim(8), blur: dim(24), spread: dim(0), inset: false },
    ]);
    expect(tokens['shadow']['lg']['$value']).toMatchObject({ offsetY: dim(12), blur: dim(32), color: { hex: '#1f1d1a', alpha: 0.14 } });
    expect(tokens['space']['unit']['$value']).toEqual(dim(4));
    expect(tokens['space']['4']['$value']).toEqual(dim(16));
    expect(tokens['space']['24']['$value']).toEqual(dim(96));
    expect(tokens['space']['4']['$extensions'][DTCG_EXTENSION]['css_variables']).toEqual(['--space-4']);
    expect(tokens['layout']['content-width']['$value']).toEqual(dim(1160));
    expect(tokens['duration']['150']['$value']).toEqual({ value: 150, unit: 'ms' });
    expect(tokens['ease']['out']['$value']).toEqual([0.2, 0.7, 0.2, 1]);
  });

  it('writes each button variant as a group of tokens', () => {
    expect(Object.keys(tokens['button'])).toEqual(['primary', 'secondary', 'tertiary', 'ghost']);
    const primary = tokens['button']['primary'];
    expect(primary['background']['$value'].hex).toBe('#e4572e');
    expect(primary['text']['$value'].hex).toBe('#ffffff');
    expect(primary['radius']['$value']).toEqual(dim(8));
    expect(primary['padding-block']['$value']).toEqual(dim(12));
    expect(primary['padding-inline']['$value']).toEqual(dim(22));
    expect(primary['font-weight']['$value']).toBe(600);
    expect(primary['hover-background']['$value'].hex).toBe('#c8441f');
    expect(primary['shadow']['$value']).toMatchObject({ offsetY: dim(1), blur: dim(2), color: { hex: '#a93a1a', alpha: 0.3 } });
    expect(tokens['button']['ghost']['border']['$value']).toMatchObject({ width: dim(1), style: 'solid', color: { hex: '#e7e0d5' } });
    expect(tokens['button']['tertiary']['radius']['$value']).toEqual(dim(999));
  });
});

describe('DTCG export of other pages', () => {
  it('carries both schemes of a site with a dark theme (nightfall) on its role tokens', async () => {
    const tokens = JSON.parse(toDtcg(await analyzedDesignSystem('nightfall')));
    expect(validate(tokens)).toEqual([]);
    expect(tokens['color']['primary']['$extensions'][DTCG_EXTENSION]['modes']).toEqual({ light: '#5b3df5', dark: '#7c5cff' });
    expect(tokens['color']['background']['$extensions'][DTCG_EXTENSION]['modes']).toEqual({ light: '#f5f6fb', dark: '#0b0d17' });
    // Which scheme is the default depends on the scheme the capture rendered; both are there.
    const schemes = tokens['$extensions'][DTCG_EXTENSION]['color_schemes'];
    expect([schemes.default, schemes.alternate].sort()).toEqual(['dark', 'light']);
    expect(tokens['color']['primary']['$value'].hex).toBe(schemes.default === 'dark' ? '#7c5cff' : '#5b3df5');
    expect(tokens['font']['mono']['$value'][0]).toBe('JetBrains Mono');
    expect(tokens['font']['body']['$value'][0]).toBe('Space Grotesk');
  });

  it.each(['consent', 'spa', 'shadow', 'multipage', 'broken', 'lazy'])('is valid for the %s fixture', async (site) => {
    expect(validate(JSON.parse(toDtcg(await analyzedDesignSystem(site))))).toEqual([]);
  });

  it('skips what the format cannot express instead of emitting an invalid token', () => {
    const tokens = JSON.parse(toDtcg(handmadeDesignSystem()));
    expect(validate(tokens)).toEqual([]);
    expect(tokens['typography']['h1']).toBeUndefined(); // `normal` line height: no composite
    expect(tokens['typography']['h2']['$value']).toMatchObject({ fontFamily: ['Inter', 'ui-sans-serif', 'system-ui'], lineHeight: 1.2 });
    expect(tokens['shadow']['lg']).toBeUndefined(); // currentcolor layer
    expect(tokens['shadow']['inset-1']['$value']).toMatchObject({ inset: true, color: { hex: '#ffffff', alpha: 0.08 } });
    expect(tokens['button']['ghost']['border']['$value']['color']).toMatchObject({ hex: '#ffffff', alpha: 0.12 });
    expect(tokens['button']['ghost']['shadow']).toBeUndefined();
    expect(tokens['button']['ghost']['padding-top']['$value']).toEqual(dim(10));
    expect(tokens['button']['ghost']['padding-bottom']['$value']).toEqual(dim(12));
  });

  it('leaves unknown brand facts out of the file-level provenance', () => {
    expect(JSON.parse(toDtcg({}))['$extensions']).toEqual({ [DTCG_EXTENSION]: { format: 'DTCG 2025.10' } });
  });

  it('leaves provenance out on request', () => {
    const tokens = JSON.parse(toDtcg(handmadeDesignSystem(), { provenance: false }));
    expect(JSON.stringify(tokens)).not.toContain('$extensions');
  });
});
