import { describe, expect, it } from 'vitest';
import { accuracy, extractedFields, firstFamily, scorePage, type PageTruth } from '../../eval/realweb/score.js';

const designSystem = {
  colors: { roles: { primary: { value: '#0d6efd' }, text: { value: '#212529' }, background: { value: '#ffffff' }, link: { value: null } } },
  typography: {
    body: { family: 'Open Sans', size_px: 16, line_height: { px: 24 } },
    headings: { h1: null, h2: { family: 'Poppins', size_px: 32 } },
  },
  actions: { buttons: [{ variant: 'secondary', background: '#6c757d' }, { variant: 'primary', background: '#0d6efd', color: '#ffffff', border_radius_px: 6 }] },
};

describe('real-web truth scoring', () => {
  it('reads each field from its design-system path', () => {
    const got = extractedFields(designSystem);
    expect(got).toMatchObject({ primary: '#0d6efd', link: null, body_family: 'Open Sans', body_line_height_px: 24, heading_family: 'Poppins', h1_size_px: null, button_background: '#0d6efd', button_radius_px: 6 });
  });

  it('applies the tolerances: ΔE00 ≤ 5, sizes 0.5 px, radii 1 px, first family name', () => {
    const truth: PageTruth = {
      id: 'x',
      fields: {
        primary: { value: '#0b6bf5' }, // ΔE00 ≈ 1.4: right
        text: { value: '#555555' }, // far: wrong
        background: { value: '#fff' },
        body_family: { value: '"open sans", Arial, sans-serif' },
        body_size_px: { value: 16.4 },
        body_line_height_px: { value: 25 }, // 1 px off: wrong
        button_radius_px: { value: 7 }, // 1 px off: right
        h1_size_px: { value: 40 }, // nothing extracted: wrong
        secondary: { value: null }, // not scored
      },
    };
    const verdicts = scorePage(designSystem, truth);
    const ok = Object.fromEntries(verdicts.map((v) => [v.field, v.ok]));
    expect(ok).toEqual({ primary: true, text: false, background: true, body_family: true, body_size_px: true, body_line_height_px: false, h1_size_px: false, button_radius_px: true });
    expect(verdicts.find((v) => v.field === 'h1_size_px')!.distance).toBeNull();
  });

  it('counts an alternative as right', () => {
    const verdicts = scorePage(designSystem, { id: 'x', fields: { text: { value: '#555555', alternatives: ['#222222'] } } });
    expect(verdicts[0]!.ok).toBe(true);
  });

  it('counts an extracted null as right when null is among the alternatives, and keeps the field scored', () => {
    const truth: PageTruth = { id: 'x', fields: { link: { value: '#1dc7ea', alternatives: [null] }, primary: { value: '#ff0000', alternatives: [null] } } };
    const verdicts = scorePage(designSystem, truth);
    expect(verdicts.map((v) => [v.field, v.ok])).toEqual([['primary', false], ['link', true]]);
  });

  it('reads the heading family from the first heading level present when there is no h1 or h2', () => {
    const got = extractedFields({ typography: { headings: { h1: null, h2: null, h3: { family: 'Lucida Grande', size_px: 18 } } } });
    expect(got.heading_family).toBe('Lucida Grande');
  });

  it('sums accuracy per field and overall', () => {
    const a = scorePage(designSystem, { id: 'a', fields: { primary: { value: '#0d6efd' }, text: { value: '#000000' } } });
    const b = scorePage(designSystem, { id: 'b', fields: { primary: { value: '#ff0000' } } });
    const result = accuracy([a, b]);
    expect(result.overall).toEqual({ right: 1, scored: 3, accuracy: 0.3333 });
    expect(result.fields.primary).toEqual({ right: 1, scored: 2, accuracy: 0.5 });
    expect(firstFamily("'Source Sans 3', sans-serif")).toBe('source sans 3');
  });
});
