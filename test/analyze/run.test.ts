import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { ANALYZERS, type Analyzer } from '../../src/analyze/registry.js';
import { analyzeCapture, type SectionOutcome } from '../../src/analyze/run.js';
import { SECTION_NAMES, type SectionName } from '../../src/analyze/section-names.js';
import { BrandDesignError } from '../../src/errors.js';
import { buildCapture, node } from '../helpers/capture-builder.js';

const capture = buildCapture({
  final_url: 'https://www.acme.com/pricing',
  head: { title: 'Pricing | Acme', lang: 'en', meta: [{ name: 'description', content: 'Plans for teams.' }] },
  stylesheets: [{ text: ':root { --brand: #0055ff } .btn { background: var(--brand) }' }],
  nodes: [
    node({ tag: 'body', box: [0, 0, 1440, 2000], style: { 'background-color': 'rgb(255, 255, 255)' }, children: [
      node({ tag: 'a', attrs: { class: 'btn', href: '/signup' }, text: 'Sign up', box: [10, 10, 120, 40], style: { color: 'rgb(255, 255, 255)', 'background-color': 'rgb(0, 85, 255)' } }),
    ] }),
  ],
});

const fake = (id: SectionName, analyze: Analyzer['analyze'], requires: Analyzer['requires'] = []): Analyzer => ({ id, requires, analyze });

describe('analyzeCapture', () => {
  it('runs the implemented sections by default and leaves the unimplemented ones absent', async () => {
    const result = await analyzeCapture(capture);
    expect(Object.keys(result.design_system)).toEqual(SECTION_NAMES.filter((s) => ANALYZERS.some((a) => a.id === s)));
    expect(result.design_system.profile).toMatchObject({ brand_name: 'Acme' });
    expect(result.section_errors).toEqual([]);
    const only = await analyzeCapture(capture, { sections: ['colors', 'typography'], analyzers: ANALYZERS.filter((a) => a.id === 'profile') });
    expect(only).toEqual({ design_system: {}, section_errors: [] });
  });

  it('fails only the section whose analyzer throws; the others still run', async () => {
    const analyzers = [
      fake('layout', () => ({ grid: 12 })),
      fake('colors', () => {
        throw new Error('palette exploded');
      }),
      fake('typography', () => ({ families: ['Inter'] })),
    ];
    const result = await analyzeCapture(capture, { analyzers });
    expect(result.design_system).toEqual({ layout: { grid: 12 }, typography: { families: ['Inter'] } });
    expect(result.section_errors).toEqual([{ section: 'colors', error: 'palette exploded' }]);
  });

  it('fails a section whose required capture fields are missing or empty, without calling it', async () => {
    let called = false;
    const analyzers = [fake('typography', () => (called = true), ['nodes', 'fonts']), fake('colors', () => ({ ok: 1 }), ['stylesheets'])];
    const bare = buildCapture({ final_url: 'https://acme.com/' });
    const result = await analyzeCapture(bare, { analyzers });
    expect(called).toBe(false);
    expect(result.section_errors).toEqual([
      { section: 'colors', error: 'the capture has no stylesheets (required by the colors section)' },
      { section: 'typography', error: 'the capture has no nodes (required by the typography section)' },
    ]);
  });

  it('calls onSection once per section, in SECTION_NAMES order, awaiting each', async () => {
    const seen: [SectionName, SectionOutcome][] = [];
    const order: string[] = [];
    // Registered out of order on purpose: the runner orders by the spec's section list.
    const analyzers = [
      fake('icons', () => ({ count: 0 })),
      fake('profile', () => {
        order.push('profile');
        return { brand_name: 'X' };
      }),
      fake('colors', () => {
        order.push('colors');
        throw new TypeError('bad');
      }),
    ];
    await analyzeCapture(capture, {
      analyzers,
      onSection: async (section, outcome) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        order.push(`checkpoint:${section}`);
        seen.push([section, outcome]);
      },
    });
    expect(seen).toEqual([
      ['profile', { ok: true, value: { brand_name: 'X' } }],
      ['colors', { ok: false, error: 'bad' }],
      ['icons', { ok: true, value: { count: 0 } }],
    ]);
    expect(order).toEqual(['profile', 'checkpoint:profile', 'colors', 'checkpoint:colors', 'checkpoint:icons']);
  });

  it('propagates a failing onSection (a lost checkpoint is not a section failure)', async () => {
    await expect(analyzeCapture(capture, { onSection: () => Promise.reject(new Error('disk full')) })).rejects.toThrow('disk full');
  });

  it('is deterministic: the same capture gives byte-identical JSON', async () => {
    const a = JSON.stringify(await analyzeCapture(capture));
    const b = JSON.stringify(await analyzeCapture(structuredClone(capture)));
    expect(a).toBe(b);
  });

  it('rejects section values that are not plain JSON instead of serializing them differently', async () => {
    const analyzers = [
      fake('colors', () => ({ ratio: Number.NaN })),
      fake('layout', () => ({ map: new Map([['a', 1]]) })),
      fake('typography', () => ({ size: -0, note: undefined, list: [1, undefined] })),
    ];
    const result = await analyzeCapture(capture, { analyzers });
    expect(result.design_system).toEqual({ typography: { size: 0, list: [1, null] } });
    expect(result.section_errors.map((e) => e.section)).toEqual(['layout', 'colors']);
    expect(result.section_errors[1]!.error).toContain('colors.ratio is NaN');
  });

  it('shares one AnalysisContext between sections, so derived data is computed once', async () => {
    const contexts = new Set<AnalysisContext>();
    let parses = 0;
    const derive = (ctx: AnalysisContext): number => ctx.derive('test:count', () => ++parses);
    const analyzers = [fake('layout', (_c, ctx) => (contexts.add(ctx), derive(ctx))), fake('colors', (_c, ctx) => (contexts.add(ctx), derive(ctx)))];
    const result = await analyzeCapture(capture, { analyzers });
    expect(contexts.size).toBe(1);
    expect(parses).toBe(1);
    expect(result.design_system).toEqual({ layout: 1, colors: 1 });
  });

  it('rejects unknown section names with a 422 (spec §4.5) and stops when aborted', async () => {
    await expect(analyzeCapture(capture, { sections: ['palette' as SectionName] })).rejects.toBeInstanceOf(BrandDesignError);
    const controller = new AbortController();
    controller.abort(new Error('closing'));
    await expect(analyzeCapture(capture, { signal: controller.signal })).rejects.toThrow('closing');
  });
});

describe('AnalysisContext', () => {
  it('indexes nodes, children and ancestors', () => {
    const ctx = new AnalysisContext(capture);
    expect(ctx.nodes().map((n) => n.id)).toEqual(['n0', 'n1']);
    expect(ctx.nodeById('n1')?.tag).toBe('a');
    expect(ctx.children(null).map((n) => n.id)).toEqual(['n0']);
    expect(ctx.children('n0').map((n) => n.id)).toEqual(['n1']);
    expect(ctx.ancestors('n1').map((n) => n.id)).toEqual(['n0']);
  });

  it('parses stylesheets and the DOM lazily, once', () => {
    const ctx = new AnalysisContext(capture);
    expect(ctx.stylesheets()).toBe(ctx.stylesheets());
    expect(ctx.customProperties().map((p) => [p.name, p.value, p.selector])).toEqual([['--brand', '#0055ff', ':root']]);
    expect(ctx.dom().root.attrs['lang']).toBe('en');
  });

  it('builds the color table with painted areas', () => {
    const withBorders = buildCapture({
      nodes: [
        node({ tag: 'div', text: 'Card', box: [0, 0, 100, 50], style: {
          color: 'rgb(17, 17, 17)', 'background-color': 'rgba(0, 0, 0, 0)',
          'border-top-width': '2px', 'border-bottom-width': '2px', 'border-top-color': 'rgb(200, 200, 200)', 'border-bottom-color': 'rgb(200, 200, 200)',
          'background-image': 'linear-gradient(rgb(255, 0, 0), rgb(0, 0, 255))',
        } }),
        node({ tag: 'span', text: 'hidden', box: [0, 0, 10, 10], style: { opacity: '0' } }),
      ],
    });
    const table = new AnalysisContext(withBorders).colorTable();
    expect(table.map((u) => [u.node_id, u.property, u.color.hex, u.area, u.has_text])).toEqual([
      ['n0', 'color', '#111111', 5000, true],
      ['n0', 'background-image', '#ff0000', 2500, true],
      ['n0', 'background-image', '#0000ff', 2500, true],
      ['n0', 'border-color', '#c8c8c8', 400, true],
    ]);
  });
});
