import { describe, expect, it } from 'vitest';
import { buildGrounding } from '../../src/prompts/grounding.js';
import { STUDIO_URL, designSystemOf, studioDesignSystem } from './studio.js';

describe('buildGrounding over the studio capture (Fieldnote)', () => {
  it('reads the brand name, identity and mood from the profile', async () => {
    const g = buildGrounding(await studioDesignSystem(), STUDIO_URL);
    expect(g.brand_name).toBe('Fieldnote');
    expect(g.source_url).toBe(STUDIO_URL);
    expect(g.identity_paragraph).toMatch(/^Fieldnote has a light, warm identity/);
    expect(g).toMatchObject({ theme: 'light', temperature: 'warm', mood: ['editorial', 'airy'] });
  });

  it('reads every role with its hex value, and the most painted palette entries', async () => {
    const g = buildGrounding(await studioDesignSystem(), STUDIO_URL);
    expect(g.colors.roles).toEqual([
      { role: 'primary', hex: '#e4572e', alpha: 1 },
      { role: 'background', hex: '#fbf8f3', alpha: 1 },
      { role: 'surface', hex: '#ffffff', alpha: 1 },
      { role: 'text', hex: '#1f1d1a', alpha: 1 },
      { role: 'text_muted', hex: '#6b645b', alpha: 1 },
      { role: 'link', hex: '#e4572e', alpha: 1 },
      { role: 'border', hex: '#e7e0d5', alpha: 1 },
    ]);
    expect(g.colors.palette.length).toBeLessThanOrEqual(8);
    expect(g.colors.palette.slice(0, 3).map((p) => p.hex)).toEqual(['#fbf8f3', '#ffffff', '#1f1d1a']);
    expect(g.colors.palette.find((p) => p.hex === '#e4572e')).toMatchObject({ hue: 'red', roles: ['primary', 'link'] });
  });

  it('reads type families, body, headings and scale', async () => {
    const { typography } = buildGrounding(await studioDesignSystem(), STUDIO_URL);
    expect(typography.families.map((f) => [f.family, f.category, f.role])).toEqual([
      ['Inter', 'sans-serif', 'body'],
      ['Playfair Display', 'serif', 'heading'],
    ]);
    expect(typography.body).toEqual({ family: 'Inter', size_px: 17, weight: 400, line_height: 1.6, text_transform: null });
    expect(typography.headings.map((h) => [h.level, h.family, h.size_px, h.weight])).toEqual([
      ['h1', 'Playfair Display', 64, 600],
      ['h2', 'Playfair Display', 40, 600],
      ['h3', 'Playfair Display', 22, 600],
      ['h4', 'Inter', 13, 600],
    ]);
    expect(typography.headings[3]!.text_transform).toBe('uppercase');
    expect(typography.scale).toMatchObject({ base_px: 17, ratio: 1.6, ratio_name: 'minor sixth' });
    expect(typography.scale!.steps_px).toEqual(expect.arrayContaining([17, 22, 40, 64]));
  });

  it('reads radius, spacing (on the base unit only) and shadow tokens', async () => {
    const g = buildGrounding(await studioDesignSystem(), STUDIO_URL);
    expect(g.radius.map((r) => [r.name, r.px])).toEqual([['sm', 8], ['md', 10], ['lg', 16], ['full', 999]]);
    expect(g.radius[0]!.used_by).toEqual(['button']);
    expect(g.spacing!.base_unit_px).toBe(4);
    expect(g.spacing!.steps_px).toEqual(expect.arrayContaining([8, 16, 24, 32, 48, 64, 96]));
    expect(g.spacing!.steps_px.every((px) => px % 4 === 0)).toBe(true);
    expect(g.shadows.map((s) => s.name)).toEqual(['sm', 'lg']);
    expect(g.shadows[1]!.value).toBe('0px 12px 32px 0px rgb(31 29 26 / 0.14)');
  });

  it('reads one button style per variant with fill, text, border, radius, padding, font and hover', async () => {
    const { buttons } = buildGrounding(await studioDesignSystem(), STUDIO_URL);
    expect(buttons.map((b) => b.variant)).toEqual(['primary', 'secondary', 'tertiary', 'ghost']);
    expect(buttons[0]).toEqual({
      variant: 'primary',
      background: '#e4572e',
      text: '#ffffff',
      border: null,
      radius_px: 8,
      shape: 'rounded',
      padding: '12px 22px',
      font: { family: 'Inter', size_px: 15, weight: 600, text_transform: null },
      shadow: expect.any(String),
      hover_background: '#c8441f',
    });
    expect(buttons[3]).toMatchObject({ variant: 'ghost', background: null, border: '1px solid #e7e0d5' });
  });

  it('is plain JSON and deterministic', async () => {
    const ds = await studioDesignSystem();
    const a = buildGrounding(ds, STUDIO_URL);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(JSON.stringify(buildGrounding(structuredClone(ds), STUDIO_URL))).toBe(JSON.stringify(a));
  });

  it('reads a dark brand too (nightfall)', async () => {
    const g = buildGrounding(await designSystemOf('nightfall'), 'https://nightfall.brand-design.test/');
    expect(g.theme).toBe('dark');
    expect(g.colors.roles.find((c) => c.role === 'background')).toBeTruthy();
    expect(g.colors.roles.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
  });
});

describe('buildGrounding on missing or malformed sections', () => {
  it('gives an empty grounding named after the host when nothing was analyzed', () => {
    expect(buildGrounding({}, 'https://www.example.com/pricing')).toEqual({
      brand_name: 'example.com',
      source_url: 'https://www.example.com/pricing',
      identity_paragraph: null,
      theme: null,
      temperature: null,
      mood: [],
      colors: { roles: [], palette: [] },
      typography: { families: [], body: null, headings: [], scale: null },
      radius: [],
      spacing: null,
      shadows: [],
      buttons: [],
    });
    expect(buildGrounding(null, 'not a url').brand_name).toBe('not a url');
    expect(buildGrounding('garbage', STUDIO_URL).brand_name).toBe('studio.brand-design.test');
  });

  it('skips values that do not read cleanly instead of guessing', () => {
    const g = buildGrounding(
      {
        profile: { brand_name: '  ', identity: { mood: ['calm', 3, null] } },
        colors: {
          roles: { primary: { value: 'var(--brand)' }, background: { value: '#FFF' }, text: null, link: { value: 42 } },
          palette: [{ value: '#fff' }, { value: 'transparent' }, null, { value: 'rgb(0 0 0 / 50%)', hue: 'neutral' }],
        },
        typography: { families: [{ name: 'Inter' }, { family: 7 }], headings: { h1: { family: 'Inter', size_px: 'big' }, h2: 'x' }, scale: { steps: [{ px: -1 }, { px: 12 }] } },
        surfaces: { radius: { scale: [{ name: 'sm', value_px: 4, kinds: [{ kind: 'other' }] }, { name: 'x' }] } },
        layout: { spacing: { steps: [{ px: 8 }, { px: 'wide' }] } },
        elevation: { shadows: { scale: [{ value: '' }, { value: '0 1px 2px black' }] } },
        actions: { buttons: [{ variant: 'primary', padding: { top: 1, right: 2, bottom: 3, left: 4 } }, { variant: 'weird' }, { variant: 'primary', background: '#000' }] },
      },
      'https://acme.test/',
    );
    expect(g.brand_name).toBe('acme.test');
    expect(g.mood).toEqual(['calm']);
    expect(g.colors.roles).toEqual([{ role: 'background', hex: '#ffffff', alpha: 1 }]);
    expect(g.colors.palette).toEqual([
      { hex: '#ffffff', hue: null, roles: [], area_ratio: null },
      { hex: '#000000', hue: 'neutral', roles: [], area_ratio: null },
    ]);
    expect(g.typography.families.map((f) => f.family)).toEqual(['Inter']);
    expect(g.typography.headings).toEqual([{ level: 'h1', family: 'Inter', size_px: null, weight: null, line_height: null, text_transform: null }]);
    expect(g.typography.scale).toEqual({ base_px: null, ratio: null, ratio_name: null, steps_px: [12] });
    expect(g.radius).toEqual([{ name: 'sm', px: 4, used_by: [] }]);
    expect(g.spacing).toEqual({ base_unit_px: null, steps_px: [8] });
    expect(g.shadows).toEqual([{ name: 'shadow-1', value: '0 1px 2px black', used_by: [] }]);
    expect(g.buttons).toHaveLength(1);
    expect(g.buttons[0]).toMatchObject({ variant: 'primary', background: null, padding: '1px 2px 3px 4px', font: null });
  });
});
