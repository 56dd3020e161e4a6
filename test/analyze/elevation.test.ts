import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeElevation, type ElevationSection } from '../../src/analyze/sections/elevation.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function elevation(input: CaptureInput): ElevationSection {
  const capture = buildCapture({ document: { width: 1440, height: 3000 }, ...input });
  return analyzeElevation(capture, new AnalysisContext(capture));
}

const TW_RING = 'rgba(0, 0, 0, 0) 0px 0px 0px 0px, rgba(0, 0, 0, 0) 0px 0px 0px 0px';
const TW = {
  sm: `${TW_RING}, rgba(0, 0, 0, 0.1) 0px 1px 3px 0px, rgba(0, 0, 0, 0.1) 0px 1px 2px -1px`,
  md: `${TW_RING}, rgba(0, 0, 0, 0.1) 0px 4px 6px -1px, rgba(0, 0, 0, 0.1) 0px 2px 4px -2px`,
  lg: `${TW_RING}, rgba(0, 0, 0, 0.1) 0px 10px 15px -3px, rgba(0, 0, 0, 0.1) 0px 4px 6px -4px`,
  xl: `${TW_RING}, rgba(0, 0, 0, 0.1) 0px 20px 25px -5px, rgba(0, 0, 0, 0.1) 0px 8px 10px -6px`,
};

const card = (shadow: string, x: number, extra: Partial<NodeInput> = {}): NodeInput =>
  node({ tag: 'div', attrs: { class: 'card' }, box: [x, 200, 300, 200], style: { 'background-color': 'rgb(255, 255, 255)', 'border-top-left-radius': '12px', 'box-shadow': shadow }, children: [node({ tag: 'p', text: 'Card body', box: [x + 16, 216, 268, 24] })], ...extra });

const body = (...children: NodeInput[]): NodeInput => node({ tag: 'body', box: [0, 0, 1440, 3000], style: { 'background-color': 'rgb(248, 250, 252)' }, children });

describe('elevation shadows', () => {
  it('builds the Tailwind scale from computed values, ignoring transparent ring layers, weakest first', () => {
    const e = elevation({
      stylesheets: [{ text: ':root { --shadow-sm: 0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1); --tw-shadow: 0 0 #0000 }' }],
      nodes: [body(card(TW.xl, 0), card(TW.sm, 320), card(TW.sm, 640), card(TW.lg, 960), card(TW.md, 0, { box: [0, 500, 300, 200] }))],
    });
    const scale = e.shadows.scale;
    expect(scale.map((s) => s.name)).toEqual(['sm', 'md', 'lg', 'xl']);
    expect(scale.map((s) => s.count)).toEqual([2, 1, 1, 1]);
    expect(scale[0]).toMatchObject({
      value: '0px 1px 3px 0px rgb(0 0 0 / 0.1), 0px 1px 2px -1px rgb(0 0 0 / 0.1)',
      layers: [
        { inset: false, x: 0, y: 1, blur: 3, spread: 0, color: '#000000', alpha: 0.1 },
        { inset: false, x: 0, y: 1, blur: 2, spread: -1, color: '#000000', alpha: 0.1 },
      ],
      kind: 'drop',
      colored: false,
      css_variables: ['--shadow-sm'],
      kinds: [{ kind: 'card', count: 2 }],
    });
    expect(scale[0]!.examples.map((x) => x.node_id)).toEqual(['n3', 'n5']);
    expect(e.summary).toEqual({ shadowed_elements: 5, style: 'layered' });
  });

  it('counts shadows taken on under :hover and keeps focus rings and insets out of the scale', () => {
    const e = elevation({
      nodes: [body(
        card('rgba(31, 29, 26, 0.06) 0px 1px 2px 0px, rgba(31, 29, 26, 0.06) 0px 8px 24px 0px', 0),
        node({ tag: 'input', attrs: { type: 'email' }, box: [0, 600, 300, 44], style: { 'border-top-width': '1px', 'border-top-style': 'solid', 'box-shadow': 'rgb(227, 232, 240) 0px 0px 0px 1px inset' } }),
      )],
      states: [
        { node_id: 'n1', state: 'hover', changed: { 'box-shadow': 'rgba(31, 29, 26, 0.14) 0px 12px 32px 0px' } },
        { node_id: 'n3', state: 'focus-visible', changed: { 'box-shadow': 'rgba(228, 87, 46, 0.2) 0px 0px 0px 3px' } },
      ],
    });
    expect(e.shadows.scale.map((s) => [s.name, s.count, s.states.hover])).toEqual([['sm', 1, 0], ['lg', 0, 1]]);
    expect(e.shadows.rings).toHaveLength(1);
    expect(e.shadows.rings[0]).toMatchObject({ name: null, kind: 'ring', count: 0, states: { 'focus-visible': 1 }, kinds: [{ kind: 'input', count: 1 }] });
    expect(e.shadows.insets).toHaveLength(1);
    expect(e.shadows.insets[0]).toMatchObject({ value: 'inset 0px 0px 0px 1px #e3e8f0', count: 1 });
  });

  it('keeps brand-colored glows beside the gray scale', () => {
    const e = elevation({
      nodes: [body(
        card('rgba(0, 0, 0, 0.45) 0px 30px 80px 0px', 0),
        node({ tag: 'a', attrs: { class: 'btn btn-primary', href: '/start' }, text: 'Start', box: [0, 600, 140, 42], style: { 'background-color': 'rgb(91, 61, 245)', 'padding-left': '18px', 'box-shadow': 'rgba(124, 92, 255, 0.5) 0px 0px 0px 1px, rgba(124, 92, 255, 0.35) 0px 8px 30px 0px' } }),
      )],
    });
    expect(e.shadows.scale.map((s) => s.value)).toEqual(['0px 30px 80px 0px rgb(0 0 0 / 0.45)']);
    expect(e.shadows.colored).toHaveLength(1);
    expect(e.shadows.colored[0]).toMatchObject({ name: null, colored: true, strength: 38, kinds: [{ kind: 'button', count: 1 }] });
  });

  it('names tinted shadows as the scale when they are all the page has', () => {
    const e = elevation({ nodes: [body(card('rgba(26, 92, 255, 0.3) 0px 6px 20px 0px', 0))] });
    expect(e.shadows.scale.map((s) => [s.name, s.colored])).toEqual([['md', true]]);
    expect(e.shadows.colored).toEqual([]);
  });

  it('ignores hidden nodes and consent banners, and says flat when nothing is lifted', () => {
    const e = elevation({
      nodes: [body(
        card(TW.lg, 0, { style: { opacity: '0', 'box-shadow': TW.lg } }),
        node({ tag: 'div', attrs: { id: 'onetrust-banner-sdk' }, box: [0, 800, 1440, 120], style: { position: 'fixed', 'z-index': '2147483647', 'box-shadow': 'rgba(0, 0, 0, 0.3) 0px 0px 18px 0px' } }),
      )],
    });
    expect(e.shadows).toEqual({ scale: [], colored: [], rings: [], insets: [] });
    expect(e.z_index.layers).toEqual([]);
    expect(e.summary.style).toBe('flat');
  });

  it('reports unparseable shadows as findings instead of guessing', () => {
    const e = elevation({ nodes: [body(card('weird stuff', 0))] });
    expect(e.shadows.scale).toEqual([]);
    expect(e.findings?.[0]?.message).toContain('could not be parsed');
  });
});

describe('elevation z-index layers', () => {
  it('lists effective z-index values with what they hold', () => {
    const e = elevation({
      nodes: [body(
        node({ tag: 'header', box: [0, 0, 1440, 72], style: { position: 'sticky', 'z-index': '20' } }),
        node({ tag: 'div', attrs: { class: 'blob' }, box: [0, 0, 600, 600], style: { position: 'absolute', 'z-index': '-1' } }),
        node({ tag: 'div', attrs: { role: 'dialog', 'aria-modal': 'true' }, box: [420, 200, 600, 400], style: { position: 'fixed', 'z-index': '50' } }),
        node({ tag: 'ul', attrs: { class: 'dropdown-menu' }, box: [300, 72, 240, 200], style: { position: 'absolute', 'z-index': '30' } }),
        node({ tag: 'button', attrs: { class: 'back-to-top' }, box: [1360, 820, 48, 48], style: { position: 'fixed', 'z-index': '30' } }),
        // Static and not a flex item: z-index has no effect.
        node({ tag: 'div', box: [0, 900, 100, 100], style: { 'z-index': '5' } }),
        node({ tag: 'div', box: [0, 1000, 1440, 100], style: { display: 'flex' }, children: [node({ tag: 'div', box: [0, 1000, 100, 100], style: { 'z-index': '2' } })] }),
      )],
    });
    expect(e.z_index.layers.map((l) => [l.z_index, l.holds.map((h) => h.role), l.positions])).toEqual([
      [-1, ['background'], ['absolute']],
      [2, ['content'], ['static']],
      [20, ['header'], ['sticky']],
      [30, ['dropdown', 'floating'], ['absolute', 'fixed']],
      [50, ['modal'], ['fixed']],
    ]);
    expect(e.z_index.layers[2]!.examples).toEqual([{ node_id: 'n1', selector: 'body > header' }]);
  });
});

describe('elevation text shadows', () => {
  it('groups visible text shadows and skips nodes without text', () => {
    const e = elevation({
      nodes: [body(
        node({ tag: 'h1', text: 'Hello', box: [0, 100, 600, 80], style: { 'text-shadow': 'rgba(0, 0, 0, 0.25) 0px 2px 4px' } }),
        node({ tag: 'h2', text: 'World', box: [0, 200, 600, 60], style: { 'text-shadow': 'rgba(0, 0, 0, 0.25) 0px 2px 4px' } }),
        node({ tag: 'div', box: [0, 300, 600, 60], style: { 'text-shadow': 'rgba(0, 0, 0, 0.25) 0px 2px 4px' } }),
      )],
    });
    expect(e.text_shadows).toEqual([
      { value: '0px 2px 4px rgb(0 0 0 / 0.25)', layers: [{ inset: false, x: 0, y: 2, blur: 4, spread: 0, color: '#000000', alpha: 0.25 }], count: 2, examples: [{ node_id: 'n1', selector: 'body > h1' }, { node_id: 'n2', selector: 'body > h2' }] },
    ]);
  });
});

describe('elevation determinism', () => {
  it('gives byte-identical output for the same capture', () => {
    const input: CaptureInput = { nodes: [body(card(TW.md, 0), card(TW.sm, 320), card(TW.md, 640))] };
    expect(JSON.stringify(elevation(input))).toBe(JSON.stringify(elevation(input)));
  });
});
