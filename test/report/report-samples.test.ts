/**
 * Buttons and fields in the report are drawn where their label can be read (issue 12 §1): a
 * transparent button with a white label whose captured backdrop is white (it sits on a dark hero
 * image in the page) is shown on the page's darkest surface; two groups of one variant get
 * headings that tell them apart. Read from the rendered HTML, as a browser would (parse5).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'parse5';
import { renderReport } from '../../src/index.js';
import { contrastRatio, parseColor, type Rgba } from '../../src/export/tokens-read.js';
import { readableBackdrop } from '../../src/report/sample-backdrop.js';

interface El { tag: string; attrs: Record<string, string>; children: El[]; text: string }

function tree(markup: string): El {
  const convert = (node: any): El => {
    const children = (node.childNodes ?? []).filter((c: any) => c.tagName).map(convert);
    const text = (node.childNodes ?? []).map((c: any) => (c.nodeName === '#text' ? c.value : '')).join('');
    return { tag: node.tagName ?? '#document', attrs: Object.fromEntries((node.attrs ?? []).map((a: any) => [a.name, a.value])), children, text };
  };
  return convert(parse(markup));
}

function all(el: El, test: (e: El) => boolean, out: El[] = []): El[] {
  if (test(el)) out.push(el);
  for (const c of el.children) all(c, test, out);
  return out;
}

const hasClass = (name: string) => (e: El): boolean => (e.attrs['class'] ?? '').split(/\s+/).includes(name);

/** The declarations of an inline style attribute. */
function style(el: El): Record<string, string> {
  return Object.fromEntries((el.attrs['style'] ?? '').split(';').filter(Boolean).map((d) => {
    const i = d.indexOf(':');
    return [d.slice(0, i).trim(), d.slice(i + 1).trim()];
  }));
}

const button = (over: Record<string, unknown>): Record<string, unknown> => ({
  variant: 'secondary', confidence: 0.6, background: null, background_alpha: 0, gradient: null, color: '#ffffff',
  border: { width_px: 2, style: 'solid', color: '#e03a3c' }, border_radius_px: 50, padding: { top: 10, right: 28, bottom: 10, left: 28 },
  font: { family: 'Raleway', size_px: 14, weight: 600, letter_spacing_px: 0, text_transform: 'uppercase' }, height_px: 44, box_shadow: null,
  states: { hover: { effects: [{ property: 'background-color', from: 'transparent', to: '#e03a3c' }], summary: ['background-color transparent → #e03a3c'] } },
  count: 1, examples: [{ node_id: 'n85', selector: 'a.about-btn', text: 'About us' }], evidence: { backdrop: '#ffffff' },
  ...over,
});

/** A light page with a dark footer band; the buttons as the analyzer reports them on a page with a dark hero image. */
function designSystem(buttons: Record<string, unknown>[], inputs: Record<string, unknown>[] = []): Record<string, unknown> {
  return {
    profile: { brand_name: 'Presento' },
    colors: {
      roles: { background: { value: '#ffffff', confidence: 0.9 }, surface: { value: '#ffffff', confidence: 0.9 }, text: { value: '#444444', confidence: 0.9 }, primary: { value: '#e03a3c', confidence: 0.9 } },
      palette: [
        { value: '#ffffff', sources: ['background', 'text'], usage: { area_ratio: 0.76 } },
        { value: '#252525', sources: ['background'], usage: { area_ratio: 0.07 } },
        { value: '#e03a3c', sources: ['background', 'text'], usage: { area_ratio: 0.02 } },
      ],
      dark_sections: [{ node_id: 'n391', color: '#111111', tone: 'dark' }],
    },
    actions: { buttons, inputs },
  };
}

/** Every state stage of the component rows, with the label color of the sample inside it. */
function stages(markup: string, variant: string): { state: string; backdrop: Rgba | null; label: Rgba | null; fill: string | undefined }[] {
  const row = all(tree(markup), (e) => e.tag === 'li' && e.attrs['data-variant'] === variant)[0]!;
  return all(row, hasClass('r-state')).map((cell) => {
    const stage = all(cell, hasClass('r-state-stage'))[0]!;
    const sample = all(stage, (e) => hasClass('r-sample-button')(e) || hasClass('r-sample-input')(e))[0]!;
    const label = all(sample, hasClass('r-ellipsis'))[0]!;
    return {
      state: cell.attrs['data-state']!,
      backdrop: parseColor(style(stage)['background']),
      label: parseColor(style(label)['color'] ?? style(sample)['color']),
      fill: style(sample)['background-color'] ?? style(sample)['background'],
    };
  });
}

describe('button and field samples', () => {
  it('draw a transparent white-label button on a surface where its label reaches 3:1, not on the white it was read on', () => {
    const out = renderReport(designSystem([button({})]), { exports: false });
    const cells = stages(out, 'secondary');
    expect(cells.map((c) => c.state)).toEqual(['default', 'hover', 'focus', 'active']);
    for (const cell of cells.filter((c) => c.fill === 'transparent')) {
      expect(cell.backdrop, cell.state).not.toBeNull();
      expect(contrastRatio(cell.label!, cell.backdrop!), cell.state).toBeGreaterThanOrEqual(3);
    }
    // The darkest surface the page paints (its footer band), and the row says why.
    expect(cells[0]!.backdrop!.hex).toBe('#111111');
    expect(out).toContain('Drawn on #111111 (the page&#39;s darkest surface that keeps it readable)');
  });

  it('keep the backdrop the button sits on when its label reads there, and a filled button on the page backdrop', () => {
    const out = renderReport(designSystem([
      button({ variant: 'ghost', evidence: { backdrop: '#2b2b2b' } }),
      button({ variant: 'primary', background: '#e03a3c', background_alpha: 1, border: null, evidence: { backdrop: '#ffffff' } }),
    ]), { exports: false });
    expect(stages(out, 'ghost').map((c) => c.backdrop!.hex)).toEqual(['#2b2b2b', '#2b2b2b', '#2b2b2b', '#2b2b2b']);
    expect(stages(out, 'primary').map((c) => c.backdrop!.hex)).toEqual(['#ffffff', '#ffffff', '#ffffff', '#ffffff']);
    expect(out).not.toContain('Drawn on');
  });

  it('draw a dark-label field on the lightest surface, and fall back to black or white when no surface is readable', () => {
    const field = { background: null, color: '#222222', placeholder_color: '#22222288', border: { width_px: 1, style: 'solid', color: '#222222', sides: 'bottom' }, count: 1, kinds: { 'input[type=email]': 1 }, evidence: { backdrop: '#1b1b1b' } };
    const cells = stages(renderReport(designSystem([], [field]), { exports: false }), 'input');
    for (const cell of cells) expect(contrastRatio(parseColor('#222222')!, cell.backdrop!)).toBeGreaterThanOrEqual(3);
    expect(cells[0]!.backdrop!.hex).toBe('#ffffff');
    const grey = parseColor('#777777')!;
    const midSurfaces = ['#6a6a6a', '#808080'].map((c) => parseColor(c)!);
    const chosen = readableBackdrop(grey, false, parseColor('#7a7a7a'), midSurfaces)!;
    expect(contrastRatio(grey, chosen)).toBeGreaterThanOrEqual(3);
    expect(['#000000', '#ffffff']).toContain(chosen.hex);
  });

  it('give two groups of one variant headings that tell them apart', () => {
    const out = renderReport(designSystem([
      button({}),
      button({ background: '#e03a3c', background_alpha: 1, border: null, examples: [] }),
      button({ variant: 'ghost', evidence: { backdrop: '#2b2b2b' } }),
      button({ variant: 'ghost', evidence: { backdrop: '#2b2b2b' }, color: '#eeeeee' }),
    ]), { exports: false });
    const headings = all(tree(out), hasClass('r-component-head')).map((h) => h.children.find((c) => c.tag === 'strong')!.text);
    expect(headings).toEqual(['Secondary · outline', 'Secondary · filled', 'Ghost · outline 1', 'Ghost · outline 2']);
  });

  it('draw a border that would vanish on the page surface (white on white) on a surface where it shows, and keep a subtle hairline where it is', () => {
    const ds = designSystem([]);
    ds['surfaces'] = { borders: { dominant: { width_px: 2, style: 'solid' }, colors: [{ hex: '#ffffff', alpha: 1, count: 8 }, { hex: '#e6e6e6', alpha: 1, count: 3 }] } };
    const boxes = all(tree(renderReport(ds, { exports: false })), hasClass('r-border-box')).map((b) => parseColor(style(b)['background'])!);
    expect(boxes.map((b) => b.hex)).toEqual(['#111111', '#ffffff']);
    expect(contrastRatio(parseColor('#ffffff')!, boxes[0]!)).toBeGreaterThanOrEqual(3);
  });

  it('hatch a contrast sample measured over an image whose "Aa" would not show, so it reads; the measured ratio stays', () => {
    const ds = designSystem([]);
    (ds['colors'] as Record<string, unknown>)['contrast_pairs'] = [
      { text: '#ffffff', background: '#ffffff', ratio: 1, size: 'large', aa: false, aaa: false, count: 9, over_image: true },
      { text: '#444444', background: '#ffffff', ratio: 9.74, size: 'normal', aa: true, aaa: true, count: 19, over_image: false },
    ];
    const out = renderReport(ds, { exports: false });
    const samples = all(tree(out), hasClass('r-pair-sample')).map(style);
    expect(samples[0]!['background-image']).toMatch(/^repeating-linear-gradient\(135deg, rgb\(0 0 0 \/ 0\.55\)/);
    expect(samples[1]!['background-image']).toBeUndefined();
    expect(out).toContain('1.00:1');
  });

  it('do not stage a button on the color it fills with on hover (it would vanish there)', () => {
    const ds = designSystem([button({
      variant: 'ghost', border: { width_px: 1, style: 'solid', color: '#ffffff' },
      states: { hover: { effects: [{ property: 'background-color', from: 'transparent', to: '#d64d42' }], summary: [] } },
    })]);
    const colors = ds['colors'] as Record<string, any>;
    colors['dark_sections'] = [];
    colors['palette'] = [{ value: '#ffffff', sources: ['background'] }, { value: '#f8f8f8', sources: ['background'] }, { value: '#d64d42', sources: ['background'] }];
    const cells = stages(renderReport(ds, { exports: false }), 'ghost');
    expect(cells.map((c) => c.backdrop!.hex)).toEqual(['#000000', '#000000', '#000000', '#000000']);
    expect(contrastRatio(parseColor('#d64d42')!, cells[1]!.backdrop!)).toBeGreaterThanOrEqual(1.5);
  });
});
