import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeDataDisplay, type DataDisplaySection } from '../../src/analyze/sections/data-display.js';
import { parseAmount } from '../../src/analyze/sections/data-display-pricing.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function display(body: NodeInput[], extra: Omit<CaptureInput, 'nodes'> = {}): DataDisplaySection {
  const capture: Capture = buildCapture({
    final_url: 'https://acme.test/',
    ...extra,
    nodes: [node({ tag: 'body', box: [0, 0, 1440, 4000], style: { 'background-color': 'rgb(255, 255, 255)' }, children: body })],
  });
  return analyzeDataDisplay(capture, new AnalysisContext(capture));
}

const para = (y: number): NodeInput => node({ tag: 'p', text: 'Body copy that runs long enough to count as paragraph text for the size.', box: [40, y, 600, 48], style: { 'font-size': '16px' } });
const border = (color: string, width = '1px'): Record<string, string> =>
  Object.fromEntries(['top', 'right', 'bottom', 'left'].flatMap((s) => [[`border-${s}-width`, width], [`border-${s}-color`, color]]));

function plan(x: number, name: string, price: string, period: string, features: string[], extra: { featured?: boolean } = {}): NodeInput {
  const card = extra.featured ? { ...border('rgb(37, 99, 235)', '2px'), 'box-shadow': 'rgba(0, 0, 0, 0.1) 0px 8px 24px 0px' } : border('rgb(229, 231, 235)');
  return node({
    tag: 'div',
    attrs: { class: extra.featured ? 'plan plan--featured' : 'plan' },
    box: [x, 1000, 360, 520],
    style: { 'background-color': 'rgb(255, 255, 255)', 'border-top-left-radius': '16px', ...card },
    children: [
      ...(extra.featured ? [node({ tag: 'span', attrs: { class: 'badge' }, text: 'Most popular', box: [x + 24, 1010, 110, 24], style: { 'background-color': 'rgb(37, 99, 235)', color: 'rgb(255, 255, 255)', 'border-top-left-radius': '999px', 'text-transform': 'uppercase' } })] : []),
      node({ tag: 'h3', text: name, box: [x + 24, 1040, 300, 28], style: { 'font-size': '22px', 'font-weight': '600' } }),
      node({ tag: 'div', attrs: { class: 'price' }, text: price, box: [x + 24, 1080, 300, 48], style: { 'font-size': '44px' }, children: [node({ tag: 'small', text: period, box: [x + 120, 1100, 80, 20], style: { 'font-size': '15px' } })] }),
      node({ tag: 'ul', box: [x + 24, 1150, 300, 200], children: features.map((f, i) => node({ tag: 'li', text: f, box: [x + 24, 1150 + i * 36, 300, 32], style: { display: 'list-item', 'background-image': 'url("https://acme.test/img/check.svg")' } })) }),
      node({ tag: 'a', attrs: { href: '/signup', class: extra.featured ? 'btn btn-primary' : 'btn' }, text: 'Get started', box: [x + 24, 1440, 300, 44], style: extra.featured ? { 'background-color': 'rgb(37, 99, 235)', color: 'rgb(255, 255, 255)' } : {} }),
    ],
  });
}

describe('data_display: pricing', () => {
  const section = display([
    para(100),
    para(160),
    node({
      tag: 'div',
      attrs: { class: 'pricing' },
      box: [40, 1000, 1200, 520],
      children: [
        plan(40, 'Starter', '$0', '/ forever', ['1 project', 'Community support']),
        plan(440, 'Pro', '$29', '/mo', ['Unlimited projects', 'Email support', 'SSO'], { featured: true }),
        plan(840, 'Business', '$99', 'per month', ['Everything in Pro', 'Audit logs']),
      ],
    }),
  ]);
  const table = section.pricing[0]!;

  it('finds one pricing table of three plans with names, prices, periods, features and CTAs', () => {
    expect(section.pricing).toHaveLength(1);
    expect(table.plans.map((p) => [p.name, p.price?.amount, p.price?.currency, p.price?.period, p.features.length])).toEqual([
      ['Starter', 0, '$', 'forever', 2],
      ['Pro', 29, '$', 'month', 3],
      ['Business', 99, '$', 'month', 2],
    ]);
    expect(table.plans[1]!.price!.raw).toBe('$29 /mo');
    expect(table.plans[1]!.cta).toMatchObject({ label: 'Get started', href: 'https://acme.test/signup', is_cta: true });
    expect(table.currencies).toEqual(['$']);
  });

  it('picks the highlighted plan from its badge, class, border and shadow', () => {
    expect(table.highlighted_plan).toBe('Pro');
    const pro = table.plans[1]!;
    expect(pro).toMatchObject({ highlighted: true, badge: 'Most popular' });
    expect(pro.highlight_reasons).toEqual(expect.arrayContaining(['badge "Most popular"', 'class "plan plan--featured"', 'shadow unlike the others']));
    expect(table.plans.filter((p) => p.highlighted)).toHaveLength(1);
  });

  it('does not count plan prices as stats', () => {
    expect(section.stats.count).toBe(0);
  });

  it('lists check-icon feature lists', () => {
    expect(section.lists.by_marker).toEqual({ check: 3 });
    expect(section.lists.lists[0]).toMatchObject({ marker: 'check', marker_evidence: 'https://acme.test/img/check.svg' });
  });

  it('reads European amounts', () => {
    expect(parseAmount('1.299,00')).toBe(1299);
    expect(parseAmount('1,299.50')).toBe(1299.5);
    expect(parseAmount('12')).toBe(12);
  });
});

describe('data_display: prices split over several elements', () => {
  it('reads the currency from a sibling and the period from the next element', () => {
    const splitPlan = (x: number, name: string, amount: string, featured: boolean): NodeInput =>
      node({
        tag: 'div',
        attrs: { class: 'tier' },
        box: [x, 1000, 360, 400],
        style: { 'background-color': 'rgb(255, 255, 255)', ...border(featured ? 'rgb(79, 70, 229)' : 'rgb(229, 231, 235)', featured ? '2px' : '1px') },
        children: [
          node({ tag: 'h3', text: name, box: [x + 24, 1020, 300, 28], style: { 'font-size': '20px', 'font-weight': '600' } }),
          node({ tag: 'div', attrs: { class: 'price' }, box: [x + 24, 1060, 300, 56], children: [node({ tag: 'span', text: '€', box: [x + 24, 1064, 16, 24], style: { 'font-size': '20px' } }), node({ tag: 'span', text: amount, box: [x + 44, 1060, 60, 56], style: { 'font-size': '48px' } })] }),
          node({ tag: 'p', text: 'per month, billed yearly', box: [x + 24, 1118, 300, 20], style: { 'font-size': '14px' } }),
        ],
      });
    const section = display([para(100), node({ tag: 'div', box: [40, 1000, 1200, 400], children: [splitPlan(40, 'Basic', '9', false), splitPlan(440, 'Pro', '1.299,00', true)] })]);
    expect(section.pricing[0]!.plans.map((p) => [p.name, p.price?.currency, p.price?.amount, p.price?.period, p.highlighted])).toEqual([
      ['Basic', '€', 9, 'month', false],
      ['Pro', '€', 1299, 'month', true],
    ]);
  });
});

describe('data_display: product cards with prices are not plans', () => {
  it('ignores a shop grid without periods or feature lists', () => {
    const product = (x: number, price: string): NodeInput =>
      node({ tag: 'article', attrs: { class: 'card' }, box: [x, 500, 280, 360], style: { 'background-color': 'rgb(250, 250, 250)', 'border-top-left-radius': '12px' }, children: [node({ tag: 'h3', text: 'Plant', box: [x + 16, 700, 200, 24] }), node({ tag: 'span', text: price, box: [x + 16, 740, 100, 28], style: { 'font-size': '24px' } })] });
    const section = display([para(100), node({ tag: 'div', box: [40, 500, 1200, 360], children: [product(40, '£34'), product(340, '£18'), product(640, '£29')] })]);
    expect(section.pricing).toEqual([]);
    expect(section.cards.count).toBe(3);
  });
});

describe('data_display: stats', () => {
  const stat = (x: number, value: string, label: string): NodeInput =>
    node({ tag: 'div', box: [x, 600, 240, 90], children: [node({ tag: 'strong', text: value, box: [x, 600, 240, 56], style: { 'font-size': '48px', 'font-weight': '700', color: 'rgb(17, 24, 39)' } }), node({ tag: 'span', text: label, box: [x, 660, 240, 20], style: { 'font-size': '14px', color: 'rgb(107, 114, 128)' } })] });
  const section = display([para(100), para(160), node({ tag: 'section', attrs: { class: 'stats' }, box: [40, 600, 1200, 90], children: [stat(40, '10k+', 'teams'), stat(340, '99.9%', 'uptime'), stat(640, '24/7', 'support'), stat(940, '4.9/5', 'rating')] })]);

  it('groups big numbers with their labels into a row', () => {
    expect(section.stats.count).toBe(4);
    expect(section.stats.groups).toHaveLength(1);
    expect(section.stats.groups[0]!.items.map((i) => [i.value, i.label])).toEqual([
      ['10k+', 'teams'],
      ['99.9%', 'uptime'],
      ['24/7', 'support'],
      ['4.9/5', 'rating'],
    ]);
    expect(section.stats.groups[0]!.columns).toBe(4);
  });

  it('reports value and label styles', () => {
    expect(section.stats.value_style).toMatchObject({ font: { size_px: 48, weight: 700 }, color: '#111827' });
    expect(section.stats.label_style).toMatchObject({ font: { size_px: 14 }, color: '#6b7280' });
  });
});

describe('data_display: badges and labels', () => {
  const pill = (x: number, text: string, bg: string): NodeInput => node({ tag: 'span', attrs: { class: 'tag' }, text, box: [x, 300, 80, 24], style: { 'background-color': bg, color: 'rgb(30, 64, 175)', 'border-top-left-radius': '999px', 'font-size': '12px', 'padding-left': '10px' } });
  const section = display([
    para(100),
    node({ tag: 'span', attrs: { class: 'eyebrow' }, text: 'Why Acme', box: [40, 200, 100, 20], style: { 'text-transform': 'uppercase', 'letter-spacing': '1px', 'font-size': '13px' } }),
    pill(40, 'New', 'rgb(219, 234, 254)'),
    pill(140, 'Beta', 'rgb(219, 234, 254)'),
    pill(240, 'Sale', 'rgb(254, 226, 226)'),
    node({ tag: 'table', box: [40, 800, 800, 200], children: [node({ tag: 'tbody', box: [40, 800, 800, 200], children: [0, 1].map((r) => node({ tag: 'tr', box: [40, 800 + r * 30, 800, 30], children: [0, 1].map((c) => node({ tag: 'td', text: `c${r}${c}`, box: [40 + c * 400, 800 + r * 30, 400, 30], style: border('rgb(200, 200, 200)') })) })) })] }),
  ]);

  it('counts painted badges with their dominant style and variants', () => {
    expect(section.badges.count).toBe(3);
    expect(section.badges.style).toMatchObject({ background: '#dbeafe', color: '#1e40af', radius_px: 999, shape: 'pill' });
    expect(section.badges.variants.map((v) => [v.style.background, v.count])).toEqual([
      ['#dbeafe', 2],
      ['#fee2e2', 1],
    ]);
    expect(section.badges.variants[0]!.examples.map((e) => e.text)).toEqual(['New', 'Beta']);
  });

  it('keeps unpainted uppercase kickers apart as labels, and table cells out', () => {
    expect(section.labels.count).toBe(1);
    expect(section.labels.variants[0]!.examples[0]!.text).toBe('Why Acme');
  });
});

describe('data_display: tables', () => {
  const rowBg = (i: number): string => (i % 2 === 0 ? 'rgb(255, 255, 255)' : 'rgb(249, 250, 251)');
  const cell = (tag: 'th' | 'td', text: string, x: number, y: number, extra: Record<string, string> = {}): NodeInput =>
    node({ tag, text, box: [x, y, 200, 44], style: { 'padding-top': '12px', 'padding-bottom': '12px', 'padding-left': '16px', 'padding-right': '16px', 'border-bottom-width': '1px', 'border-bottom-color': 'rgb(229, 231, 235)', ...extra } });
  const section = display([
    node({
      tag: 'table',
      box: [40, 200, 600, 300],
      children: [
        node({ tag: 'thead', box: [40, 200, 600, 44], style: { 'background-color': 'rgb(243, 244, 246)' }, children: [node({ tag: 'tr', box: [40, 200, 600, 44], children: ['Plan', 'Seats', 'Price'].map((t, i) => cell('th', t, 40 + i * 200, 200, { 'font-weight': '600', 'text-transform': 'uppercase' })) })] }),
        node({
          tag: 'tbody',
          box: [40, 244, 600, 220],
          children: [0, 1, 2, 3, 4].map((r) => node({ tag: 'tr', box: [40, 244 + r * 44, 600, 44], style: { 'background-color': rowBg(r) }, children: ['a', 'b', 'c'].map((t, i) => cell('td', `${t}${r}`, 40 + i * 200, 244 + r * 44)) })),
        }),
      ],
    }),
  ]);
  const table = section.tables.tables[0]!;

  it('describes header, striping, borders and density', () => {
    expect(section.tables.count).toBe(1);
    expect(table).toMatchObject({ rows: 6, columns: 3, borders: 'horizontal', border_color: '#e5e7eb', density: 'regular', row_height_px: 44, cell_padding: { top: 12, right: 16, bottom: 12, left: 16 } });
    expect(table.header).toMatchObject({ background: '#f3f4f6', font: { weight: 600, text_transform: 'uppercase' }, border_bottom: { width_px: 1, color: '#e5e7eb' } });
    expect(table.striped).toEqual({ colors: ['#ffffff', '#f9fafb'] });
  });
});

describe('data_display: lists and cards', () => {
  it('reads list markers from the cascade: a reset, a class rule and the UA default', () => {
    const list = (cls: string, y: number, ordered = false): NodeInput =>
      node({ tag: ordered ? 'ol' : 'ul', attrs: { class: cls }, box: [40, y, 400, 80], children: ['One', 'Two', 'Three'].map((t, i) => node({ tag: 'li', text: t, box: [40, y + i * 24, 400, 24], style: { display: 'list-item' } })) });
    const section = display([list('plain', 100), list('clean', 300), list('steps', 500, true), list('ticks', 700)], {
      stylesheets: [{ text: '.clean { list-style: none; padding: 0 } ol.steps { list-style-type: lower-roman } .ticks li::before { content: "✓"; }' }],
    });
    expect(section.lists.lists.map((l) => [l.node_id, l.marker])).toEqual([
      ['n1', 'disc'],
      ['n5', 'none'],
      ['n9', 'roman'],
      ['n13', 'check'],
    ]);
    expect(section.lists.lists[1]!.marker_evidence).toBe('.clean');
  });

  it('summarizes cards: dominant style, image-on-top layout and the grid', () => {
    const card = (x: number): NodeInput =>
      node({
        tag: 'article',
        attrs: { class: 'card' },
        box: [x, 400, 360, 420],
        style: { 'background-color': 'rgb(255, 255, 255)', 'border-top-left-radius': '12px', 'box-shadow': 'rgba(0, 0, 0, 0.08) 0px 4px 12px 0px', ...border('rgb(229, 231, 235)') },
        children: [node({ tag: 'img', attrs: { src: '/a.jpg', alt: '' }, box: [x, 400, 360, 200] }), node({ tag: 'h3', text: 'Title', box: [x + 24, 620, 300, 28] }), node({ tag: 'p', text: 'Text', box: [x + 24, 660, 300, 60] })],
      });
    const section = display([node({ tag: 'div', attrs: { class: 'grid' }, box: [40, 400, 1160, 420], children: [card(40), card(440), card(840)] })], { head: {} });
    expect(section.cards).toMatchObject({ count: 3, media: 'image_top', by_media: { image_top: 3 } });
    expect(section.cards.style).toMatchObject({ background: '#ffffff', radius_px: 12, shadow: 'rgba(0, 0, 0, 0.08) 0px 4px 12px 0px', border: { width_px: 1, color: '#e5e7eb' } });
    expect(section.cards.grids).toEqual([{ node_id: 'n1', selector: 'body > div.grid', cards: 3, columns: 3, gap_px: 40 }]);
  });
});
