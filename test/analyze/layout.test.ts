import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { analyzeLayout, layoutAnalyzer, type LayoutSection } from '../../src/analyze/sections/layout.js';
import { selectorCanMatch } from '../../src/analyze/sections/layout-breakpoints.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function layout(input: CaptureInput): LayoutSection {
  const capture = buildCapture(input);
  return analyzeLayout(capture, new AnalysisContext(capture));
}

const CONTAINER = { 'max-width': '1160px', 'padding-left': '24px', 'padding-right': '24px' };
const container = (y: number, h: number, children: NodeInput[], extra: Record<string, string> = {}): NodeInput =>
  node({ tag: 'div', attrs: { class: 'container' }, box: [140, y, 1160, h], style: { ...CONTAINER, ...extra }, children });
const text = (tag: string, t: string, x: number, y: number, w: number, h: number, style: Record<string, string> = {}): NodeInput => node({ tag, text: t, box: [x, y, w, h], style });
const cardRow = (y: number, h: number, gap: number, style: Record<string, string> = {}): NodeInput => {
  const w = (1112 - 2 * gap) / 3;
  return node({
    tag: 'div', attrs: { class: 'grid' }, box: [164, y, 1112, h],
    style: { display: 'grid', 'grid-template-columns': `${w}px ${w}px ${w}px`, 'column-gap': `${gap}px`, gap: `${gap}px` },
    children: [0, 1, 2].map((i) => node({
      tag: 'div', attrs: { class: 'card' }, box: [164 + i * (w + gap), y, w, h],
      style: { 'background-color': 'rgb(255, 255, 255)', 'border-top-left-radius': '16px', 'box-shadow': 'rgba(0, 0, 0, 0.1) 0px 8px 24px 0px', 'padding-top': '32px', 'padding-left': '32px', 'padding-right': '32px', 'padding-bottom': '32px', ...style },
      children: [text('h3', 'Fast builds', 164 + i * (w + gap) + 32, y + 32, w - 64, 28, { 'font-size': '22px', 'margin-bottom': '16px' }), text('p', 'Builds finish in seconds, not minutes.', 164 + i * (w + gap) + 32, y + 76, w - 64, 52, { 'margin-bottom': '16px' })],
    })),
  });
};

/** A marketing page: 1160 px container, 96 px section padding, three-card rows with 24 px gaps. */
function marketingPage(): CaptureInput {
  const section = (y: number, title: string): NodeInput =>
    node({ tag: 'section', box: [0, y, 1440, 700], style: { 'padding-top': '96px', 'padding-bottom': '96px' }, children: [
      container(y + 96, 508, [text('h2', title, 164, y + 96, 1112, 48, { 'font-size': '40px', 'margin-bottom': '48px' }), cardRow(y + 192, 300, 24)]),
    ] });
  return {
    document: { width: 1440, height: 2900 },
    stylesheets: [{ text: ':root { --container: 1160px; --space-2: 8px; --space-4: 16px; --space-6: 24px; --space-8: 32px; }' }],
    nodes: [node({ tag: 'html', box: [0, 0, 1440, 2900], children: [node({ tag: 'body', box: [0, 0, 1440, 2900], children: [
      node({ tag: 'header', box: [0, 0, 1440, 72], children: [container(0, 72, [text('a', 'Acme', 164, 20, 100, 32)], { display: 'flex', gap: '32px', 'column-gap': '32px', 'row-gap': '32px' })] }),
      node({ tag: 'main', box: [0, 72, 1440, 2100], children: [section(72, 'Features'), section(772, 'More features'), section(1472, 'Even more')] }),
      node({ tag: 'footer', box: [0, 2172, 1440, 728], children: [container(2236, 600, [text('p', '© 2025 Acme', 164, 2236, 400, 24)])] }),
    ] })] })],
  };
}

describe('layout: content width, grid and spacing of a marketing page', () => {
  const result = layout(marketingPage());

  it('finds the centered max-width container with its variable', () => {
    expect(result.content_width).toMatchObject({ max_width_px: 1160, inner_width_px: 1112, padding_inline_px: 24, source: 'max-width' });
    expect(result.content_width!.evidence.css_variables).toEqual(['--container']);
    expect(result.content_width!.evidence.max_width).toBe('1160px');
    expect(result.content_width!.evidence.node_count).toBe(5);
  });

  it('reads three columns with a 24 px gutter from the card rows', () => {
    expect(result.grid.columns).toBe(3);
    expect(result.grid.gutter_px).toBe(24);
    expect(result.grid.evidence.column_counts[0]).toMatchObject({ columns: 3, rows: 3, area_ratio: 1 });
  });

  it('derives an 8 px spacing base from paddings, margins and gaps', () => {
    expect(result.spacing.base_unit_px).toBe(8);
    expect(result.spacing.fit).toBe(1);
    expect(result.spacing.steps.map((s) => s.px)).toEqual([16, 24, 32, 48, 96]);
    expect(result.spacing.evidence.css_variables).toEqual([{ name: '--space-2', px: 8 }, { name: '--space-4', px: 16 }, { name: '--space-6', px: 24 }, { name: '--space-8', px: 32 }]);
  });

  it('scores it card based, gridded and spacious', () => {
    expect(result.scores.card_based.score).toBeGreaterThanOrEqual(0.8);
    expect(result.scores.grid_based_strict.score).toBeGreaterThanOrEqual(0.6);
    expect(result.scores.generous_whitespace.score).toBeGreaterThanOrEqual(0.6);
    expect(result.scores.dense_packed.score).toBeLessThan(0.2);
    expect(result.primary).toContain('card_based');
    for (const value of Object.values(result.scores)) expect(value.evidence).toBeTypeOf('object');
  });

  it('runs through the runner as plain, deterministic JSON', async () => {
    const capture = buildCapture(marketingPage());
    const a = await analyzeCapture(capture, { analyzers: [layoutAnalyzer], sections: ['layout'] });
    const b = await analyzeCapture(capture, { analyzers: [layoutAnalyzer], sections: ['layout'] });
    expect(a.section_errors).toEqual([]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('layout: density and alignment', () => {
  it('scores a dashboard of small, tightly packed cells as dense', () => {
    const cells: NodeInput[] = [];
    for (let r = 0; r < 32; r++) {
      for (let c = 0; c < 6; c++) {
        cells.push(text('span', `Order #${1000 + r * 6 + c} · $29.00`, 16 + c * 236, 8 + r * 28, 228, 28, { display: 'block', 'font-size': '13px', 'line-height': '18px', 'padding-top': '4px', 'padding-bottom': '4px', 'padding-left': '8px' }));
      }
    }
    const result = layout({
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [node({ tag: 'main', box: [0, 0, 1440, 900], style: { display: 'grid', 'grid-template-columns': '228px 228px 228px 228px 228px 228px', gap: '8px', 'column-gap': '8px', 'padding-top': '8px', 'padding-left': '16px' }, children: cells })] })],
    });
    expect(result.scores.dense_packed.score).toBeGreaterThanOrEqual(0.6);
    expect(result.scores.generous_whitespace.score).toBeLessThan(0.3);
    expect(result.scores.dense_packed.evidence['text_nodes_per_screen']).toBeGreaterThan(150);
    expect(result.primary).toContain('dense_packed');
  });

  it('scores a page with centered headings and text as centered-symmetric, not left-aligned', () => {
    const block = (y: number): NodeInput[] => [
      text('h2', 'A centered statement', 340, y, 760, 48, { 'text-align': 'center', 'font-size': '40px' }),
      text('p', 'Supporting copy set in the middle of the page, as landing pages often do.', 420, y + 64, 600, 52, { 'text-align': 'center' }),
    ];
    const result = layout({
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 1800], children: [
        container(0, 1800, [text('h1', 'Centered', 340, 100, 760, 80, { 'text-align': 'center', 'font-size': '64px' }), ...block(400), ...block(800), ...block(1200)], { 'text-align': 'center' }),
      ] })],
    });
    expect(result.scores.centered_symmetric.score).toBeGreaterThanOrEqual(0.8);
    expect(result.scores.left_aligned_flush.score).toBeLessThan(0.2);
    expect(result.primary).toContain('centered_symmetric');
  });

  it('scores left-aligned text starting on the content edge as left-aligned flush', () => {
    const result = layout({
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 1200], children: [
        container(0, 1200, [0, 1, 2, 3, 4].flatMap((i) => [text('h2', 'Left heading', 164, i * 220, 700, 48, { 'font-size': '40px' }), text('p', 'Paragraph text that starts on the same left edge as everything else.', 164, i * 220 + 64, 700, 78)])),
      ] })],
    });
    expect(result.scores.left_aligned_flush.score).toBeGreaterThanOrEqual(0.8);
    expect(result.scores.centered_symmetric.score).toBe(0);
  });

  it('scores overlays and overlapping siblings as layered', () => {
    const result = layout({
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 1400], children: [
        node({ tag: 'section', box: [0, 0, 1440, 700], style: { position: 'relative' }, children: [
          node({ tag: 'img', attrs: { src: '/bg.jpg', alt: '' }, box: [0, 0, 1440, 700] }),
          node({ tag: 'div', box: [200, 200, 600, 300], style: { position: 'absolute' }, children: [text('h1', 'Over the image', 200, 200, 600, 80)] }),
          node({ tag: 'div', box: [900, 400, 400, 400], style: { position: 'absolute', 'z-index': '2' } }),
        ] }),
        node({ tag: 'section', box: [0, 640, 1440, 700], style: { 'margin-top': '-60px' }, children: [text('p', 'Pulled up under the hero', 164, 700, 600, 24)] }),
      ] })],
    });
    expect(result.scores.overlapping_layered.score).toBeGreaterThanOrEqual(0.5);
    expect(result.scores.overlapping_layered.evidence['negative_margins']).toBe(1);
    expect(result.scores.overlapping_layered.evidence['node_ids']).toEqual(['n3', 'n5', 'n6']);
  });

  it('scores a hero image pulled over the next section by negative margins and z-index as layered', () => {
    // The generator's "layered" hero: a 5fr/7fr split whose art has margin-right:-64px,
    // margin-bottom:-140px, position:relative, z-index:2 and so paints 36 px into the next band.
    const result = layout({
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 1800], children: [
        node({ tag: 'section', attrs: { class: 'hero' }, box: [0, 0, 1440, 718], style: { 'padding-top': '176px', 'padding-bottom': '104px' }, children: [
          container(176, 438, [
            node({ tag: 'div', attrs: { class: 'split' }, box: [164, 176, 1112, 438], style: { display: 'grid', 'grid-template-columns': '464px 624px', gap: '40px', 'column-gap': '40px' }, children: [
              node({ tag: 'div', box: [164, 200, 464, 390], children: [text('h1', 'Brands that last', 164, 200, 464, 140, { 'font-size': '60px' }), text('p', 'Identity systems for companies that plan to stay.', 164, 360, 464, 60)] }),
              node({ tag: 'div', attrs: { class: 'hero-art-layered' }, box: [668, 176, 736, 578], style: { position: 'relative', 'z-index': '2', 'margin-right': '-64px', 'margin-bottom': '-140px' }, children: [
                node({ tag: 'svg', box: [668, 176, 736, 578] }),
              ] }),
            ] }),
          ]),
        ] }),
        node({ tag: 'section', attrs: { id: 'features' }, box: [0, 718, 1440, 1082], style: { 'padding-top': '96px', 'padding-bottom': '96px' }, children: [
          container(814, 890, [text('h2', 'What we do', 164, 814, 1112, 48, { 'font-size': '40px' }), cardRow(910, 300, 24)]),
        ] }),
      ] })],
    });
    const layered = result.scores.overlapping_layered;
    expect(layered.evidence).toMatchObject({ band_escapes: 1, negative_margins: 1, raised: 1 });
    expect(layered.evidence['node_ids']).toEqual(['n7']);
    expect(layered.score).toBeGreaterThanOrEqual(0.5);
    expect(result.primary).toContain('overlapping_layered');
  });

  it('does not count gutter-compensating negative margins or clipped overflow as layering', () => {
    // Bootstrap: .container padding 12px, .row margin 0 -12px, columns padded back; an oversized
    // image inside an overflow:hidden hero.
    const result = layout({
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 1400], children: [
        node({ tag: 'section', box: [0, 0, 1440, 700], style: { overflow: 'hidden', 'padding-top': '96px' }, children: [
          node({ tag: 'img', attrs: { src: '/big.jpg', alt: '' }, box: [0, 0, 1440, 900] }),
        ] }),
        node({ tag: 'section', box: [0, 700, 1440, 700], children: [
          node({ tag: 'div', attrs: { class: 'container' }, box: [132, 796, 1176, 300], style: { 'padding-left': '12px', 'padding-right': '12px', 'max-width': '1176px' }, children: [
            node({ tag: 'div', attrs: { class: 'row' }, box: [132, 796, 1176, 300], style: { display: 'flex', 'margin-left': '-12px', 'margin-right': '-12px' }, children: [0, 1, 2].map((i) => node({
              tag: 'div', attrs: { class: 'col' }, box: [132 + i * 392, 796, 392, 300], style: { 'padding-left': '12px', 'padding-right': '12px' },
              children: [text('p', 'A column of copy that stays in its lane.', 144 + i * 392, 796, 368, 48)],
            })) }),
          ] }),
        ] }),
      ] })],
    });
    expect(result.scores.overlapping_layered.evidence).toMatchObject({ band_escapes: 0, negative_margins: 0, layered_nodes: 0 });
    expect(result.scores.overlapping_layered.score).toBe(0);
  });

  it('scores a compact marketing page (64 px sections, 15 px type, 12 px gutters) as dense', () => {
    // The generator's "dense" flavor: tight section padding, 4-column grids with 12 px gaps, 15 px body.
    const row = (y: number): NodeInput => node({
      tag: 'div', attrs: { class: 'grid' }, box: [164, y, 1112, 160],
      style: { display: 'grid', 'grid-template-columns': '269px 269px 269px 269px', gap: '12px', 'column-gap': '12px' },
      children: [0, 1, 2, 3].map((i) => node({ tag: 'div', box: [164 + i * 281, y, 269, 160], children: [
        text('h3', 'Audit trail', 164 + i * 281, y, 269, 22, { 'font-size': '17px' }),
        text('p', 'Every change is logged with who made it, when and why it happened in the system.', 164 + i * 281, y + 28, 269, 88, { 'font-size': '15px', 'line-height': '22px' }),
      ] })),
    });
    const section = (y: number): NodeInput => node({ tag: 'section', box: [0, y, 1440, 476], style: { 'padding-top': '64px', 'padding-bottom': '64px' }, children: [
      container(y + 64, 348, [text('h2', 'Controls for every team', 164, y + 64, 1112, 40, { 'font-size': '32px' }), row(y + 124), row(y + 296)]),
    ] });
    const dense = layout({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 1904], children: [section(0), section(476), section(952), section(1428)] })] });
    expect(dense.scores.dense_packed.evidence).toMatchObject({ band_padding_px: 64, row_gap_px: 12, median_font_px: 15 });
    expect(dense.scores.dense_packed.score).toBeGreaterThanOrEqual(0.5);
    expect(dense.primary).toContain('dense_packed');
    // The same page at 96 px padding, 24 px gaps and 17 px type is not dense.
    expect(layout(marketingPage()).scores.dense_packed.score).toBeLessThan(0.2);
  });

  it('has no content width when nothing centered spans the page, and says so', () => {
    const result = layout({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [text('p', 'Flush', 0, 0, 1440, 24)] })] });
    expect(result.content_width).toBeNull();
    expect(result.findings?.[0]?.message).toMatch(/no centered content container/);
  });

  it('scores nothing on a page with nothing visible', () => {
    const result = layout({});
    expect(Object.values(result.scores).map((s) => s.score)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(result.primary).toEqual([]);
    expect(result).toMatchObject({ content_width: null, grid: { columns: null, gutter_px: null }, spacing: { base_unit_px: null } });
  });

  it('reads a fluid layout inset by symmetric padding', () => {
    const result = layout({
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 2000], children: [0, 1, 2].map((i) => node({ tag: 'section', box: [0, i * 600, 1440, 600], style: { 'padding-left': '64px', 'padding-right': '64px' }, children: [text('p', 'Inset', 64, i * 600 + 20, 1312, 24)] })) })],
    });
    expect(result.content_width).toMatchObject({ max_width_px: 1312, source: 'padding' });
  });
});

describe('layout: spacing base unit', () => {
  const withPaddings = (values: number[]): LayoutSection =>
    layout({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: values.map((v, i) => node({ tag: 'div', box: [0, i * 10, 100, 10], style: { 'padding-top': `${v}px` } })) })] });

  it.each([
    [[8, 16, 24, 32, 48, 64, 8, 16], 8],
    [[4, 8, 12, 16, 24, 12, 20, 28, 4], 4],
    [[5, 10, 15, 20, 30, 40, 5, 10], 5],
    [[10, 20, 30, 40, 60, 80, 10, 20], 10],
  ])('%j → %i', (values, base) => {
    expect(withPaddings(values).spacing.base_unit_px).toBe(base);
  });

  it('prefers the unit that explains nearly everything over a larger one that explains most', () => {
    // 8 divides 6 of 9 values (67%), 4 divides all of them.
    const result = withPaddings([8, 16, 24, 32, 12, 20, 28, 48, 64]);
    expect(result.spacing.base_unit_px).toBe(4);
    expect(result.spacing.evidence.unit_fits.find((u) => u.unit_px === 8)!.fit).toBeCloseTo(0.667, 2);
  });

  it('is null with fewer than five values', () => {
    expect(withPaddings([8, 16]).spacing).toMatchObject({ base_unit_px: null, fit: null });
  });

  it('ignores auto-centering margins', () => {
    const result = layout({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [
      node({ tag: 'div', box: [140, 0, 1160, 900], style: { 'max-width': '1160px', 'margin-left': '140px', 'margin-right': '140px' } }),
      ...[8, 16, 24, 32, 40].map((v, i) => node({ tag: 'div', box: [0, i * 10, 100, 10], style: { 'margin-bottom': `${v}px` } })),
    ] })] });
    expect(result.spacing.steps.map((s) => s.px)).not.toContain(140);
  });
});

describe('layout: breakpoints', () => {
  const css = `
    .grid { display: grid; }
    @media (min-width: 768px) { .grid { grid-template-columns: repeat(3, 1fr); } .nav { display: flex; } }
    @media (min-width: 48em) { .sidebar { width: 30%; } }
    @media (max-width: 600px) { h1 { font-size: 32px; } p { color: red; } }
    @media (min-width: 1024px) { .unused-widget { display: flex; } }
    @media print { .grid { display: block; } }
    @media (prefers-color-scheme: dark) { .grid { display: block; } }
    @media (width >= 1280px) { .md\\:grid-cols-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
  `;
  const result = layout({
    stylesheets: [{ text: css }],
    nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [
      node({ tag: 'div', attrs: { class: 'grid md:grid-cols-4' }, box: [0, 0, 1440, 400] }),
      node({ tag: 'nav', attrs: { class: 'nav' }, box: [0, 400, 1440, 40] }),
      node({ tag: 'aside', attrs: { class: 'sidebar' }, box: [0, 440, 400, 400] }),
      node({ tag: 'h1', text: 'Hi', box: [0, 840, 400, 40] }),
    ] })],
  });

  it('lists only width queries whose rules change layout on this page', () => {
    expect(result.breakpoints.breakpoints.map((b) => b.px)).toEqual([768, 1280]);
    const md = result.breakpoints.breakpoints[0]!;
    expect(md).toMatchObject({ operators: ['>='], rule_count: 3, properties: ['display', 'grid-template-columns', 'width'] });
    expect(md.queries).toEqual(['(min-width: 48em)', '(min-width: 768px)']);
    expect(result.breakpoints.strategy).toBe('mobile-first');
  });

  it('explains the queries it ignored', () => {
    expect(result.breakpoints.ignored).toEqual([
      { px: 600, queries: ['(max-width: 600px)'], rule_count: 2, reason: 'no layout property' },
      { px: 1024, queries: ['(min-width: 1024px)'], rule_count: 1, reason: 'no matching element' },
    ]);
  });

  it('matches subject compounds against the page, escapes and pseudo-classes included', () => {
    const names = { classes: new Set(['btn', 'md:flex', 'w-1/2']), ids: new Set(['main']), tags: new Set(['a', 'div']) };
    expect(selectorCanMatch('.md\\:flex', names)).toBe(true);
    expect(selectorCanMatch('.w-1\\/2:hover', names)).toBe(true);
    expect(selectorCanMatch('header .btn:not(.primary)::after', names)).toBe(true);
    expect(selectorCanMatch('a#main.btn', names)).toBe(true);
    expect(selectorCanMatch('section.btn', names)).toBe(false);
    expect(selectorCanMatch('.missing, .also-missing', names)).toBe(false);
    expect(selectorCanMatch(':is(.x) > *', names)).toBe(true);
  });
});
