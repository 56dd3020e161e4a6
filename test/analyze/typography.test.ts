import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { analyzeTypography, typographyAnalyzer, type TypographySection } from '../../src/analyze/sections/typography.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

const INTER = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const PLAYFAIR = '"Playfair Display", Georgia, "Times New Roman", serif';
const SYSTEM = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const TW_SANS = 'ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"';
const TW_MONO = 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace';
const PARAGRAPH = 'Fieldnote turns interviews, observations and survey answers into one searchable notebook for the whole team.';

let y = 0;
/** A visible text node, stacked down the page. */
function t(tag: string, text: string, style: Record<string, string>, extra: Partial<NodeInput> = {}): NodeInput {
  y += 40;
  return node({ tag, text, box: [100, y, 600, 32], ...extra, style: { display: 'block', ...style } });
}

const p = (family: string, size = 16, line = size * 1.5, more: Record<string, string> = {}): NodeInput =>
  t('p', PARAGRAPH, { 'font-family': family, 'font-size': `${size}px`, 'line-height': `${line}px`, color: 'rgb(31, 29, 26)', ...more });
const h = (level: number, family: string, size: number, more: Record<string, string> = {}, text = `Heading level ${level}`): NodeInput =>
  t(`h${level}`, text, { 'font-family': family, 'font-size': `${size}px`, 'font-weight': '600', 'line-height': `${size * 1.2}px`, ...more });

function page(children: NodeInput[], input: Omit<CaptureInput, 'nodes'> = {}, bodyStyle: Record<string, string> = {}): CaptureInput {
  return { final_url: 'https://acme.test/', ...input, nodes: [node({ tag: 'html', box: [0, 0, 1440, 3000], children: [node({ tag: 'body', box: [0, 0, 1440, 3000], style: bodyStyle, children })] })] };
}

function typography(input: CaptureInput): TypographySection {
  const capture = buildCapture(input);
  return analyzeTypography(capture, new AnalysisContext(capture));
}

const familyOf = (s: TypographySection, name: string) => s.families.find((f) => f.family === name);

describe('typography families', () => {
  it('reports a webfont that failed to load, with the fallback that painted it and a finding', () => {
    const stack = '"Brand Sans", Helvetica, Arial, sans-serif';
    const s = typography(page([p(stack), p(stack), h(1, stack, 48)], {
      stylesheets: [{ origin: 'linked', href: 'https://cdn.acme.test/css/site.css', text: '@font-face { font-family: "Brand Sans"; src: url("../fonts/brand.woff2") format("woff2"), local("Brand Sans"); font-weight: 400; }' }],
      fonts: {
        faces: [{ family: 'Brand Sans', weight: '400', style: 'normal', status: 'error', src: ['https://cdn.acme.test/fonts/brand.woff2'] }],
        rendered: [{ family: 'Liberation Sans', is_custom: false, glyph_count: 320, stacks: [stack] }],
      },
      network: { resources: [{ url: 'https://cdn.acme.test/fonts/brand.woff2', type: 'font', status: 404 }] },
    }));
    const brand = familyOf(s, 'Brand Sans')!;
    expect(brand).toMatchObject({
      family: 'Brand Sans', stack, source: 'webfont', status: 'error', rendered: 'Liberation Sans', renders_as_declared: false, role: 'body',
      files: ['https://cdn.acme.test/fonts/brand.woff2'],
    });
    // The stylesheet's face (relative URL, resolved against the sheet) is the same face document.fonts reported.
    expect(brand.faces).toHaveLength(1);
    const finding = s.findings?.find((f) => f.message.includes('Brand Sans'));
    expect(finding?.message).toBe('webfont "Brand Sans" failed to load (1 of 1 faces in error); its text renders in "Liberation Sans"');
    expect(finding?.evidence).toMatchObject({ network: [{ url: 'https://cdn.acme.test/fonts/brand.woff2', status: 404 }] });
  });

  it('resolves @font-face URLs of inline sheets against the page and shortens data: URLs', () => {
    const stack = '"Acme Serif", serif';
    const s = typography(page([p(stack)], {
      final_url: 'https://acme.test/blog/post',
      stylesheets: [{ origin: 'inline', text: `@font-face { font-family: 'Acme Serif'; src: url(/f/acme-serif.woff2) format('woff2'); }
        @font-face { font-family: 'Acme Serif'; font-weight: 700; src: url(data:font/woff2;base64,d09GMgABAAAAA${'A'.repeat(500)}) format('woff2'); }` }],
    }));
    expect(familyOf(s, 'Acme Serif')).toMatchObject({ source: 'webfont', status: null, rendered: null, renders_as_declared: null, category: 'serif' });
    expect(familyOf(s, 'Acme Serif')!.files).toEqual(['https://acme.test/f/acme-serif.woff2', 'data:font/woff2;base64,…']);
  });

  it('reports one failed face of an otherwise loaded family', () => {
    const s = typography(page([p(INTER), h(2, INTER, 32, { 'font-weight': '700' })], {
      fonts: {
        faces: [
          { family: 'Inter', weight: '400', status: 'loaded', src: ['https://acme.test/inter-400.woff2'] },
          { family: 'Inter', weight: '700', status: 'error', src: ['https://acme.test/inter-700.woff2'] },
        ],
        rendered: [{ family: 'Inter', is_custom: true, glyph_count: 400, stacks: [INTER] }],
      },
    }));
    expect(familyOf(s, 'Inter')).toMatchObject({ status: 'loaded', renders_as_declared: true });
    expect(s.findings?.map((f) => f.message)).toEqual(['1 @font-face source(s) of "Inter" failed to load (other faces of the family did)']);
  });

  it('names the first family of a system stack as authored, with source system and category system-ui', () => {
    const s = typography(page([p(SYSTEM), p(SYSTEM)], { fonts: { rendered: [{ family: 'DejaVu Sans', glyph_count: 200, stacks: [SYSTEM] }] } }));
    expect(s.families).toHaveLength(1);
    expect(s.families[0]).toMatchObject({ family: '-apple-system', stack: SYSTEM, source: 'system', category: 'system-ui', rendered: 'DejaVu Sans', role: 'body', files: [] });
    // A system stack painting with the platform's font is expected, not a finding.
    expect(s.findings).toBeUndefined();
    expect(s.pairing.description).toBe('System UI body text (-apple-system) and no headings');
  });

  it('reads Tailwind stacks: ui-sans-serif is system UI, ui-monospace in code is mono', () => {
    const s = typography(page([
      p(TW_SANS), p(TW_SANS), h(1, TW_SANS, 48, { 'font-weight': '800' }), h(2, TW_SANS, 30),
      node({ tag: 'pre', box: [0, 900, 800, 200], style: { 'font-family': TW_MONO, 'font-size': '14px' }, children: [
        t('code', 'npm install @acme/sdk && npx acme init --template next', { 'font-family': TW_MONO, 'font-size': '14px', display: 'inline' }),
      ] }),
    ]));
    expect(familyOf(s, 'ui-sans-serif')).toMatchObject({ category: 'system-ui', source: 'system', role: 'body', roles: ['body', 'heading', 'display'] });
    expect(familyOf(s, 'ui-monospace')).toMatchObject({ category: 'monospace', source: 'system', role: 'mono' });
    expect(s.pairing).toMatchObject({ strategy: 'single', accents: [{ family: 'ui-monospace', role: 'mono' }] });
  });

  it('keeps authored case and quotes-free names, groups stacks by first family, and names CSS variables', () => {
    const long = "'Inter var', \"Helvetica Neue\", Arial, sans-serif";
    const short = '"Inter var", sans-serif';
    const s = typography(page([p(long), p(long), p(short)], {
      stylesheets: [{ text: ':root { --font-sans: "Inter var", "Helvetica Neue", Arial, sans-serif; --brand: #ff0000; --space: 4px }' }],
      fonts: { rendered: [{ family: 'Inter', is_custom: true, glyph_count: 300, stacks: [long, short] }] },
    }));
    expect(s.families).toHaveLength(1);
    expect(s.families[0]).toMatchObject({ family: 'Inter var', stack: long, other_stacks: [short], rendered: 'Inter', renders_as_declared: true, source: 'webfont' });
    expect(s.families[0]!.evidence.css_variables).toEqual(['--font-sans']);
    expect(s.families[0]!.usage).toEqual({ elements: 3, text_chars: 3 * PARAGRAPH.length, share: 1 });
  });

  it('gives next/font hashed families a readable name', () => {
    const stack = "__Inter_d65c78, __Inter_Fallback_d65c78";
    const s = typography(page([p(stack)]));
    expect(s.families[0]).toMatchObject({ family: '__Inter_d65c78', name: 'Inter', category: 'sans-serif' });
  });

  it('does not credit a family with a fallback font another stack shares', () => {
    const CHARTER = 'Charter, "Bitstream Charter", Cambria, serif';
    const s = typography(page([p(CHARTER), p(CHARTER), t('button', 'Try Quill', { 'font-family': SYSTEM, 'font-size': '14px' })], {
      fonts: { rendered: [
        { family: 'Liberation Sans', glyph_count: 328, stacks: [SYSTEM, CHARTER] },
        { family: 'Liberation Serif', glyph_count: 222, stacks: [CHARTER] },
      ] },
    }));
    expect(familyOf(s, 'Charter')).toMatchObject({ rendered: 'Liberation Serif', role: 'body' });
    expect(familyOf(s, '-apple-system')).toMatchObject({ rendered: 'Liberation Sans', role: 'ui', category: 'system-ui' });
    expect(s.pairing.description).toBe('Serif body text (Charter) and no headings, with UI text in the system font (-apple-system)');
  });

  it('reports a declared family that is neither a webfont nor installed', () => {
    const stack = '"Proxima Nova", Arial, sans-serif';
    const s = typography(page([p(stack)], { fonts: { rendered: [{ family: 'Liberation Sans', glyph_count: 100, stacks: [stack] }] } }));
    expect(familyOf(s, 'Proxima Nova')).toMatchObject({ source: 'system', renders_as_declared: false, rendered: 'Liberation Sans' });
    expect(s.findings?.[0]?.message).toContain('"Proxima Nova" has no @font-face and is not installed');
  });
});

describe('typography roles and pairing', () => {
  it('headings in another family: serif headings paired with sans body', () => {
    const s = typography(page([h(1, PLAYFAIR, 64), h(2, PLAYFAIR, 40), h(2, PLAYFAIR, 40), h(3, PLAYFAIR, 24), p(INTER, 17, 27.2), p(INTER, 17, 27.2), p(INTER, 17, 27.2)]));
    expect(familyOf(s, 'Inter')).toMatchObject({ role: 'body', roles: ['body'], category: 'sans-serif' });
    expect(familyOf(s, 'Playfair Display')).toMatchObject({ role: 'heading', roles: ['heading', 'display'], category: 'serif' });
    expect(s.pairing).toEqual({
      strategy: 'pair',
      heading: { family: 'Playfair Display', category: 'serif' },
      body: { family: 'Inter', category: 'sans-serif' },
      accents: [],
      description: 'Serif headings (Playfair Display) paired with sans-serif body text (Inter)',
    });
  });

  it('display for very large hero text in a family used neither for body nor headings; ui for buttons and nav', () => {
    const DISPLAY = '"Clash Display", sans-serif';
    const UI = '"DM Mono", monospace';
    const UI_SANS = '"Work Sans", sans-serif';
    const s = typography(page([
      t('div', 'Build faster', { 'font-family': DISPLAY, 'font-size': '96px' }, { attrs: { class: 'hero-title' } }),
      node({ tag: 'nav', box: [0, 0, 1440, 60], children: [
        t('a', 'Pricing', { 'font-family': UI_SANS, 'font-size': '14px' }, { attrs: { href: '/pricing' } }),
        t('a', 'Customers', { 'font-family': UI_SANS, 'font-size': '14px' }, { attrs: { href: '/customers' } }),
      ] }),
      t('button', 'Start free trial', { 'font-family': UI_SANS, 'font-size': '15px' }),
      h(2, INTER, 32), p(INTER), p(INTER),
      t('span', 'v2.4', { 'font-family': UI, 'font-size': '12px' }),
    ]));
    expect(familyOf(s, 'Clash Display')).toMatchObject({ role: 'display', roles: ['display'] });
    expect(familyOf(s, 'Work Sans')).toMatchObject({ role: 'ui', roles: ['ui'] });
    expect(familyOf(s, 'DM Mono')).toMatchObject({ role: 'mono', category: 'monospace' });
    expect(familyOf(s, 'Inter')).toMatchObject({ role: 'body', roles: ['body', 'heading'] });
    expect(s.pairing.strategy).toBe('pair');
    expect(s.pairing.description).toBe('One sans-serif family (Inter) for headings and body text, with sans-serif display type (Clash Display), monospace accents (DM Mono) and sans-serif UI text (Work Sans)');
  });

  it('ignores cookie banners, hidden, offscreen and screen-reader-only text, and lists icon fonts apart', () => {
    const BANNER = '"Banner Font", sans-serif';
    const s = typography(page([
      p(INTER), p(INTER),
      node({ tag: 'div', attrs: { id: 'onetrust-banner-sdk' }, box: [0, 800, 1440, 120], children: [t('p', PARAGRAPH.repeat(2), { 'font-family': BANNER })] }),
      node({ tag: 'div', attrs: { class: 'modal' }, box: [0, 0, 10, 10], style: { opacity: '0' }, children: [t('p', PARAGRAPH, { 'font-family': BANNER })] }),
      t('a', 'Skip to content', { 'font-family': BANNER }, { box: [-9999, 0, 120, 20] }),
      t('span', 'Opens in a new window', { 'font-family': BANNER }, { box: [0, 0, 1, 1] }),
      t('i', 'arrow_forward', { 'font-family': '"Material Icons"', 'font-size': '24px' }),
    ]));
    expect(s.families.map((f) => f.family)).toEqual(['Inter']);
    expect(s.icon_fonts).toEqual(['Material Icons']);
  });
});

describe('typography: text inside inline SVG', () => {
  // A logo wall of inline SVG wordmarks (Arial, Verdana), avatar initials (Georgia) and a chart
  // label in Inter: artwork drawn with text, never the page's body or heading type.
  const svg = (children: NodeInput[], more: Partial<NodeInput> = {}): NodeInput => node({ tag: 'svg', box: [100, (y += 60), 160, 48], ...more, children });
  const svgText = (text: string, family: string, size: number): NodeInput => node({ tag: 'text', text, box: [110, y, 120, size], style: { 'font-family': family, 'font-size': `${size}px`, display: 'inline' } });
  const capture = (): CaptureInput => page([
    h(1, PLAYFAIR, 56), p(INTER), p(INTER),
    node({ tag: 'div', attrs: { class: 'logos' }, box: [100, 400, 900, 60], children: [
      svg([svgText('NORTHWIND TRADERS', 'Arial, sans-serif', 18)]), svg([svgText('Contoso Pharmaceuticals', 'Verdana, sans-serif', 17)]),
      svg([svgText('Fabrikam Residences Group', 'Arial, sans-serif', 18)]), svg([svgText('Tailspin Toys International', 'Arial, sans-serif', 16)]),
    ] }),
    ...['JD', 'AK', 'MR', 'TS', 'LW', 'PB'].map((initials) => svg([svgText(initials, 'Georgia, serif', 16)])),
    svg([svgText('Quarterly revenue by region and product line', `${INTER}`, 12)]),
    h(2, PLAYFAIR, 36), p(INTER),
    // HTML inside <foreignObject> is page text again.
    svg([node({ tag: 'foreignObject', box: [100, y, 400, 40], children: [p(INTER)] })]),
  ]);

  it('lists SVG-only families with role svg, and keeps body and heading from the page text', () => {
    const s = typography(capture());
    expect(s.body?.family).toBe('Inter');
    expect(s.headings.h1?.family).toBe('Playfair Display');
    expect(familyOf(s, 'Inter')?.role).toBe('body');
    expect(familyOf(s, 'Playfair Display')?.role).toBe('heading');
    for (const family of ['Arial', 'Verdana', 'Georgia']) {
      expect(familyOf(s, family), family).toMatchObject({ role: 'svg', roles: ['svg'] });
    }
    expect(s.families.filter((f) => f.role === 'body').map((f) => f.family)).toEqual(['Inter']);
    expect(s.pairing.strategy).toBe('pair');
    expect(s.pairing.accents).toEqual([]);
    expect(s.findings?.some((f) => f.message.includes('only used by text inside inline SVG') && f.message.includes('Arial'))).toBe(true);
  });

  it('leaves SVG text out of the scale, weights and usage shares', () => {
    const s = typography(capture());
    expect(s.scale.steps.map((step) => step.px)).not.toContain(17);
    expect(s.weights.map((w) => w.text_chars).reduce((a, b) => a + b, 0)).toBe(s.families.filter((f) => f.role !== 'svg').reduce((n, f) => n + f.usage.text_chars, 0));
    expect(familyOf(s, 'Inter')!.usage.text_chars).toBe(PARAGRAPH.length * 4);
  });
});

describe('typography body, headings, labels', () => {
  it('body text 18px with a 1.6 line height, weighted by text length', () => {
    const s = typography(page([
      p(INTER, 18, 28.8, { color: 'rgb(51, 65, 85)' }), p(INTER, 18, 28.8, { color: 'rgb(51, 65, 85)' }), p(INTER, 18, 28.8, { color: 'rgb(51, 65, 85)' }),
      // Short, numerous UI text at 14px must not outvote the copy.
      ...Array.from({ length: 12 }, (_, i) => t('span', `Tag ${i}`, { 'font-family': INTER, 'font-size': '14px' })),
    ]));
    expect(s.body).toMatchObject({
      family: 'Inter', stack: INTER, size_px: 18, rem: 1.125, weight: 400, color: '#334155',
      line_height: { px: 28.8, ratio: 1.6, css: '1.6' }, letter_spacing: { px: 0, em: 0, css: 'normal' },
    });
    expect(s.body!.evidence.node_ids).toHaveLength(3);
  });

  it('falls back to the <body> element\'s type when no paragraph size holds half of the copy', () => {
    const SG = '"Space Grotesk", "Helvetica Neue", Arial, sans-serif';
    const s = typography(page([
      p(SG, 19, 30.4), p(SG, 18, 28.8), p(SG, 15, 24), p(SG, 15, 24), p(SG, 16, 25.6, { color: 'rgb(85, 91, 120)', 'font-weight': '500' }),
      t('span', '$19 · 340 g', { 'font-family': SG, 'font-size': '16px', 'font-weight': '700' }),
    ], {}, { 'font-family': SG, 'font-size': '16px', 'line-height': '25.6px', color: 'rgb(18, 20, 42)' }));
    expect(s.body).toMatchObject({
      family: 'Space Grotesk', size_px: 16, basis: 'body_element', weight: 400, color: '#12142a', line_height: { px: 25.6, ratio: 1.6 },
      body_element: { family: 'Space Grotesk', size_px: 16, weight: 400, color: '#12142a' },
    });
  });

  it('keeps the paragraph size when it dominates, whatever <body> says (Webflow\'s 14px body)', () => {
    const s = typography(page([p(INTER, 18, 28.8), p(INTER, 18, 28.8), p(INTER, 14, 20)], {}, { 'font-family': INTER, 'font-size': '14px', 'line-height': '20px' }));
    expect(s.body).toMatchObject({ size_px: 18, basis: 'paragraphs', line_height: { ratio: 1.6 }, body_element: { size_px: 14 } });
  });

  it('does not take the text color from links inside the copy', () => {
    const s = typography(page([p(INTER), t('a', 'Read the full changelog and the migration guide', { 'font-family': INTER, 'font-size': '16px', 'line-height': '24px', color: 'rgb(228, 87, 46)' }, { attrs: { href: '/x' } })]));
    expect(s.body?.color).toBe('#1f1d1a');
  });

  it('reads h1–h6 from tags and role=heading aria-level; absent levels are null', () => {
    const s = typography(page([
      h(1, PLAYFAIR, 56, { 'letter-spacing': '-1.12px', 'text-transform': 'none' }),
      h(2, PLAYFAIR, 36), h(2, PLAYFAIR, 36), h(2, PLAYFAIR, 28),
      t('div', 'Frequently asked', { 'font-family': PLAYFAIR, 'font-size': '22px', 'font-weight': '600' }, { attrs: { role: 'heading', 'aria-level': '3' } }),
      p(INTER),
    ]));
    expect(s.headings.h1).toMatchObject({ family: 'Playfair Display', size_px: 56, weight: 600, letter_spacing: { px: -1.12, em: -0.02, css: '-0.02em' }, line_height: { ratio: 1.2 }, count: 1, variants: 1 });
    expect(s.headings.h2).toMatchObject({ size_px: 36, count: 3, variants: 2 });
    expect(s.headings.h3).toMatchObject({ size_px: 22, count: 1 });
    expect([s.headings.h4, s.headings.h5, s.headings.h6]).toEqual([null, null, null]);
  });

  it('takes a heading style from its text-bearing child when the heading has no own text', () => {
    const s = typography(page([
      node({ tag: 'h2', box: [0, 0, 800, 60], style: { 'font-family': INTER, 'font-size': '16px' }, children: [t('span', 'Plans for every team', { 'font-family': PLAYFAIR, 'font-size': '42px', display: 'inline' })] }),
      p(INTER),
    ]));
    expect(s.headings.h2).toMatchObject({ family: 'Playfair Display', size_px: 42, count: 1 });
  });

  it('finds letter-spaced uppercase eyebrows', () => {
    const eyebrow = (text: string): NodeInput => t('span', text, { 'font-family': INTER, 'font-size': '12px', 'font-weight': '600', 'letter-spacing': '0.96px', 'text-transform': 'uppercase' }, { attrs: { class: 'section-kicker' } });
    const s = typography(page([eyebrow('Features'), h(2, INTER, 36), p(INTER), eyebrow('Pricing'), h(2, INTER, 36), p(INTER), t('span', 'research teams', { 'font-family': INTER, 'font-size': '14px' }, { attrs: { class: 'stat-label' } })]));
    expect(s.labels[0]).toMatchObject({ size_px: 12, weight: 600, text_transform: 'uppercase', letter_spacing: { em: 0.08, css: '0.08em' }, count: 2, examples: ['Features', 'Pricing'] });
    expect(s.labels[1]).toMatchObject({ text_transform: 'none', examples: ['research teams'] });
    expect(s.letter_spacing.labels).toEqual({ em: 0.08, css: '0.08em' });
    expect(s.text_transforms).toEqual([{ value: 'uppercase', elements: 2, text_chars: 15, used_by: ['label'], examples: ['Features', 'Pricing'] }]);
  });
});

describe('typography scale', () => {
  it('clusters sizes within 0.5px and snaps a major-third heading scale', () => {
    const s = typography(page([
      p(INTER, 16), p(INTER, 16), p(INTER, 16.3),
      h(1, INTER, 48.83), h(2, INTER, 39.06), h(3, INTER, 31.25), h(4, INTER, 25), h(5, INTER, 20), h(6, INTER, 16),
    ]));
    expect(s.scale).toMatchObject({ base_px: 16, root_px: 16, ratio: 1.25, ratio_name: 'major third', fit: 1, heading_sizes_px: [48.83, 39.06, 31.25, 25, 20] });
    expect(s.scale.steps.map((x) => x.px)).toEqual([16, 20, 25, 31.25, 39.06, 48.83]);
    expect(s.scale.steps[0]).toMatchObject({ px: 16, rem: 1, count: 4, used_by: ['body', 'h6'] });
  });

  it('reports the measured ratio without a name when no named scale is within 2%', () => {
    const s = typography(page([p(INTER, 16), p(INTER, 16), h(1, INTER, 50), h(2, INTER, 35), h(3, INTER, 24)]));
    expect(s.scale.ratio_measured).toBe(1.458); // 50/35, 35/24, 24/16: median 1.458, 2.8% from 1.5
    expect(s.scale).toMatchObject({ ratio_name: null, ratio: s.scale.ratio_measured });
  });

  it('has no ratio with fewer than two heading sizes above the base', () => {
    const s = typography(page([p(INTER, 16), h(1, INTER, 40), h(4, INTER, 14)]));
    expect(s.scale).toMatchObject({ ratio: null, ratio_name: null, ratio_measured: null, fit: null, heading_sizes_px: [40] });
  });

  it('lists weights and letter-spacing values with what uses them', () => {
    const s = typography(page([h(1, INTER, 56, { 'font-weight': '800', 'letter-spacing': '-1.68px' }), p(INTER), p(INTER), t('button', 'Sign up', { 'font-family': INTER, 'font-size': '15px', 'font-weight': '500' })]));
    expect(s.weights.map((w) => [w.weight, w.used_by])).toEqual([[400, ['body']], [500, ['button']], [800, ['h1']]]);
    expect(s.letter_spacing.headings).toEqual({ em: -0.03, css: '-0.03em' });
    expect(s.letter_spacing.values.map((v) => v.em)).toEqual([-0.03, 0]);
  });
});

describe('typography section', () => {
  it('is plain, deterministic JSON through the runner', async () => {
    const input = page([h(1, PLAYFAIR, 64), p(INTER), p(INTER), t('span', 'NEW', { 'font-family': INTER, 'font-size': '11px' })], {
      fonts: { rendered: [{ family: 'Inter', is_custom: true, glyph_count: 10, stacks: [INTER] }, { family: 'Playfair Display', is_custom: true, glyph_count: 10, stacks: [PLAYFAIR] }] },
    });
    const a = await analyzeCapture(buildCapture(input), { analyzers: [typographyAnalyzer] });
    const b = await analyzeCapture(buildCapture(input), { analyzers: [typographyAnalyzer] });
    expect(a.section_errors).toEqual([]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('is empty, with a finding, when no text is visible', () => {
    const s = typography(page([]));
    expect(s).toMatchObject({ families: [], body: null, headings: { h1: null }, scale: { base_px: 16, ratio: null, steps: [] }, pairing: { strategy: null, description: 'No visible text' } });
    expect(s.findings?.[0]?.message).toContain('no visible text');
  });
});
