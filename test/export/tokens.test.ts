/**
 * The token model every export renders from: what it keeps, what it skips, how it names.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors.js';
import { EXPORT_FORMATS, buildTokenModel, exportDesignSystem, type ExportFormat } from '../../src/export/index.js';
import { parseShadowList } from '../../src/export/tokens-buttons.js';
import { parseColor } from '../../src/export/tokens-read.js';
import { analyzedDesignSystem, handmadeDesignSystem } from './design-systems.js';

describe('token model from a hand-written dark-first design system', () => {
  const model = buildTokenModel(handmadeDesignSystem());

  it('keeps readable role colors in spec order and skips null and unreadable ones', () => {
    const roles = model.colors.filter((c) => c.kind === 'role');
    expect(roles.map((c) => [c.name, c.color.hex])).toEqual([
      ['primary', '#8b5cf6'],
      ['background', '#0a0a0f'],
      ['text', '#ededf2'], // upper-case input normalized
      ['border', '#ffffff'],
    ]);
    expect(roles[0]!.evidence).toMatchObject({ role: 'primary', confidence: 0.9, sources: ['buttons', 'css-variable'], css_variables: ['--brand'], observations: 3 });
    expect(roles[0]!.modes).toEqual({ light: '#7c3aed', dark: '#8b5cf6' });
  });

  it('names palette entries by hue and lightness, white and black by name, and drops unreadable values', () => {
    const palette = model.colors.filter((c) => c.kind === 'palette');
    expect(palette.map((c) => [c.name, c.color.hex])).toEqual([
      ['neutral-850', '#0a0a0f'],
      ['purple-400', '#8b5cf6'],
      ['neutral-800', '#12121a'], // 850 is taken by a more painted shade: the next free step
      ['white', '#ffffff'],
    ]);
  });

  it('describes the other scheme by the roles that change in it', () => {
    expect(model.modes).toEqual({
      default: 'dark',
      alternate: 'light',
      detection: ['selector'],
      overrides: [
        { name: 'primary', color: parseColor('#7c3aed') },
        { name: 'background', color: parseColor('#fafafa') },
        { name: 'text', color: parseColor('#111118') },
      ],
    });
  });

  it('uses readable family names and drops build-hashed fallbacks from stacks', () => {
    expect(model.fonts.map((f) => [f.name, f.family, f.stack, f.tailwind])).toEqual([
      ['body', 'Inter', ['Inter', 'ui-sans-serif', 'system-ui'], 'sans'],
      ['heading', 'Inter', ['Inter', 'ui-sans-serif', 'system-ui'], null],
      ['mono', 'IBM Plex Mono', ['IBM Plex Mono', 'ui-monospace', 'monospace'], 'mono'],
    ]);
    expect(model.fonts[0]!.evidence).toMatchObject({ family: '__Inter_d65c78', css_variables: ['--font-inter'] });
  });

  it('names the size scale around the body size and keeps text styles with what they have', () => {
    expect(model.fontSizes.map((s) => [s.name, s.px])).toEqual([['sm', 14], ['base', 16], ['lg', 32], ['xl', 56]]);
    expect(model.fontWeights.map((w) => [w.name, w.value])).toEqual([['normal', 400], ['semibold', 600]]);
    const h1 = model.textStyles.find((t) => t.name === 'h1')!;
    expect(h1).toMatchObject({ font: 'heading', family: 'Inter', sizePx: 56, weight: 600, lineHeight: null, letterSpacingPx: -1.12, letterSpacingEm: -0.02 });
    expect(model.textStyles.map((t) => t.name)).toEqual(['body', 'h1', 'h2']);
  });

  it('gives a percentage-only pill radius as 9999px, and skips a step with no value', () => {
    expect(model.radii.map((r) => [r.name, r.px, r.kind])).toEqual([['md', 12, 'scale'], ['full', 9999, 'scale'], ['card', 12, 'component']]);
  });

  it('leaves out a shadow whose color is not concrete, and keeps insets apart', () => {
    expect(model.shadows.map((s) => [s.name, s.kind, s.layers.length])).toEqual([['md', 'scale', 1], ['inset-1', 'inset', 1]]);
    expect(model.shadows[0]!.layers[0]).toEqual({ inset: false, x: 0, y: 4, blur: 12, spread: -2, color: parseColor('rgba(0, 0, 0, 0.4)') });
  });

  it('tokenizes spacing on the base unit only and reports the rest', () => {
    expect(model.spacing.unitPx).toBe(8);
    expect(model.spacing.steps.map((s) => [s.name, s.px])).toEqual([['1', 8], ['2', 16], ['5', 40]]);
    expect(model.spacing.steps[1]!.evidence).toMatchObject({ css_variables: ['--gap'] });
    expect(model.notes.offScaleSpacingPx).toEqual([12]);
    expect(model.contentWidth?.px).toBe(1200);
  });

  it('reads buttons: known variants only, computed shadows parsed, hover colors, translucent borders', () => {
    expect(model.buttons.map((b) => b.name)).toEqual(['primary', 'ghost']);
    const [primary, ghost] = model.buttons;
    expect(primary!.shadow).toEqual([
      { inset: false, x: 0, y: 0, blur: 0, spread: 1, color: parseColor('rgba(139, 92, 246, 0.4)') },
      { inset: false, x: 0, y: 8, blur: 20, spread: -4, color: parseColor('rgba(0, 0, 0, 0.5)') },
    ]);
    expect(primary!.hover.background?.hex).toBe('#7c3aed');
    expect(primary!.font).toMatchObject({ family: 'Inter', sizePx: 15, weight: 600 });
    expect(ghost!.border).toEqual({ widthPx: 1, style: 'solid', color: { hex: '#ffffff', alpha: 0.12, components: [1, 1, 1] } });
    expect(ghost!.shadow).toBeNull(); // `var(--x) …` is not a value
    expect(ghost!.padding).toEqual({ top: 10, right: 20, bottom: 12, left: 20 });
  });
});

describe('reading values', () => {
  it('reads hex and rgb() colors, and nothing else', () => {
    expect(parseColor('#E4572E')).toEqual({ hex: '#e4572e', alpha: 1, components: [0.8941, 0.3412, 0.1804] });
    expect(parseColor('#abc')?.hex).toBe('#aabbcc');
    expect(parseColor('rgba(228, 87, 46, 0.28)')).toMatchObject({ hex: '#e4572e', alpha: 0.28 });
    expect(parseColor('rgb(228 87 46 / 50%)')).toMatchObject({ hex: '#e4572e', alpha: 0.5 });
    // 8-bit alpha as the shortest decimal that maps back to the same byte
    expect(parseColor('#a93a1a4d')?.alpha).toBe(0.3);
    expect(parseColor('#1f1d1a0f')?.alpha).toBe(0.06);
    expect(parseColor('#00000020')?.alpha).toBe(0.125);
    for (const junk of ['transparent', 'currentcolor', 'var(--brand)', 'oklch(0.6 0.2 30)', '#12345', 'rgb(1, 2)', '', null, 12]) expect(parseColor(junk)).toBeNull();
  });

  it('reads computed box-shadow lists in both serializations, or nothing', () => {
    expect(parseShadowList('#7c5cff80 0 0 0 1px, #7c5cff59 0 8px 30px 0')).toEqual([
      { inset: false, x: 0, y: 0, blur: 0, spread: 1, color: parseColor('#7c5cff80') },
      { inset: false, x: 0, y: 8, blur: 30, spread: 0, color: parseColor('#7c5cff59') },
    ]);
    expect(parseShadowList('rgba(0, 0, 0, 0.1) 0px 1px 3px 0px inset')).toEqual([{ inset: true, x: 0, y: 1, blur: 3, spread: 0, color: parseColor('rgba(0, 0, 0, 0.1)') }]);
    for (const junk of ['none', 'var(--shadow)', 'currentcolor 0 1px 2px', '#000 1em 2px', null]) expect(parseShadowList(junk)).toBeNull();
  });
});

describe('partial and broken input', () => {
  const inputs: [string, unknown][] = [
    ['null', null],
    ['an empty object', {}],
    ['a string', 'design system'],
    ['sections of the wrong type', { colors: [], typography: 'x', surfaces: { radius: { scale: 'no' } }, elevation: { shadows: null }, layout: { spacing: { base_unit_px: -4, steps: [{ px: 'x' }] } }, actions: { buttons: [null, 1] } }],
    ['only a profile', { profile: { brand_name: 'Solo' } }],
  ];

  it.each(inputs)('renders every format from %s without a made-up value', (_label, input) => {
    for (const format of EXPORT_FORMATS) {
      const out = exportDesignSystem(input, format);
      expect(out.endsWith('\n')).toBe(true);
      expect(out).not.toMatch(/undefined|NaN|\[object Object\]|: null;|Infinity/);
    }
    const dtcg = JSON.parse(exportDesignSystem(input, 'dtcg')) as Record<string, unknown>;
    expect(Object.keys(dtcg).filter((k) => !k.startsWith('$'))).toEqual([]);
  });

  it('exports what a partial system has (typography only)', async () => {
    const full = await analyzedDesignSystem('studio');
    const css = exportDesignSystem({ typography: full['typography'] }, 'css');
    expect(css).toContain('--font-body: Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;');
    expect(css).not.toContain('--color-');
  });

  it('rejects an unknown format with a 422', () => {
    expect(() => exportDesignSystem({}, 'scss' as ExportFormat)).toThrow(ValidationError);
  });
});

describe('determinism', () => {
  it('gives byte-identical output for the same design system, and for a re-analysis of the same capture', async () => {
    const a = await analyzedDesignSystem('studio');
    const b = await analyzedDesignSystem('studio');
    for (const format of EXPORT_FORMATS) {
      expect(exportDesignSystem(a, format)).toBe(exportDesignSystem(structuredClone(a), format));
      expect(exportDesignSystem(a, format)).toBe(exportDesignSystem(b, format));
    }
  });
});
