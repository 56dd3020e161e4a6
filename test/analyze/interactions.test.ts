import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { mediaApplies, unescapeIdent } from '../../src/analyze/sections/interactions-css.js';
import { durationName, easingFamily, normalizeEasing, timeMs } from '../../src/analyze/sections/interactions-motion.js';
import { colorText, normalizeChanges, outlineText, shadowText, transformText } from '../../src/analyze/sections/interactions-state-diff.js';
import { analyzeInteractions, interactionsAnalyzer, type InteractionsSection } from '../../src/analyze/sections/interactions.js';
import { buildCapture, buildNodes, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function interactions(input: CaptureInput): InteractionsSection {
  const capture = buildCapture(input);
  return analyzeInteractions(capture, new AnalysisContext(capture));
}

const BODY = { 'background-color': 'rgb(255, 255, 255)', color: 'rgb(17, 24, 39)' };
const EASE_OUT = 'cubic-bezier(0.2, 0.7, 0.2, 1)';

function cta(text: string, box: [number, number, number, number], extra: Record<string, string> = {}, attrs: Record<string, string> = {}): NodeInput {
  return node({
    tag: 'a', text, box, attrs: { href: '/start', class: 'btn', ...attrs },
    style: { display: 'inline-flex', color: 'rgb(255, 255, 255)', 'background-color': 'rgb(37, 99, 235)', 'padding-left': '20px', 'padding-right': '20px', 'border-top-left-radius': '8px', 'transition-property': 'background-color, box-shadow', 'transition-duration': '0.15s, 0.15s', 'transition-timing-function': `${EASE_OUT}, ${EASE_OUT}`, ...extra },
  });
}
const link = (text: string, box: [number, number, number, number], style: Record<string, string> = {}): NodeInput =>
  node({ tag: 'a', text, box, attrs: { href: `/${text.toLowerCase()}` }, style: { color: 'rgb(37, 99, 235)', 'text-decoration-line': 'none', ...style } });

/**
 * html n0 > body n1 > header n2 > nav n3 > [nav links n4, n5], main n6 > [cta n7, cta n8, p n9 > link n10, card n11 > h3 n12],
 * footer n13 > link n14.
 */
function page(extra: Partial<CaptureInput> = {}): CaptureInput {
  return {
    ...extra,
    nodes: [node({ tag: 'html', box: [0, 0, 1440, 3000], style: BODY, children: [node({ tag: 'body', box: [0, 0, 1440, 3000], style: BODY, children: [
      node({ tag: 'header', box: [0, 0, 1440, 72], children: [node({ tag: 'nav', box: [200, 0, 600, 72], children: [link('Pricing', [220, 26, 60, 20], { color: 'rgb(55, 65, 81)' }), link('Docs', [300, 26, 40, 20], { color: 'rgb(55, 65, 81)' })] })] }),
      node({ tag: 'main', box: [0, 72, 1440, 2700], children: [
        cta('Get started', [560, 400, 160, 48]),
        cta('Talk to us', [740, 400, 160, 48]),
        node({ tag: 'p', box: [200, 600, 800, 60], text: 'Read', children: [link('Changelog', [260, 600, 80, 20])] }),
        node({ tag: 'div', attrs: { class: 'card' }, box: [200, 800, 360, 240], style: { 'background-color': 'rgb(255, 255, 255)', 'border-top-left-radius': '16px', 'box-shadow': 'rgba(0, 0, 0, 0.06) 0px 1px 2px 0px', 'transition-property': 'transform', 'transition-duration': '0.2s', 'transition-timing-function': 'ease' }, children: [node({ tag: 'h3', text: 'Fast', box: [232, 832, 200, 30] })] }),
      ] }),
      node({ tag: 'footer', box: [0, 2800, 1440, 200], children: [link('Privacy', [200, 2850, 60, 20], { color: 'rgb(156, 163, 175)' })] }),
    ] })] })],
  };
}

const hoverStates = [
  { node_id: 'n4', state: 'hover' as const, changed: { color: 'rgb(17, 24, 39)', 'border-top-color': 'rgb(17, 24, 39)', 'border-right-color': 'rgb(17, 24, 39)', 'border-bottom-color': 'rgb(17, 24, 39)', 'border-left-color': 'rgb(17, 24, 39)', 'outline-color': 'rgb(17, 24, 39)', 'text-decoration-color': 'rgb(17, 24, 39)' } },
  { node_id: 'n5', state: 'hover' as const, changed: { color: 'rgb(17, 24, 39)' } },
  { node_id: 'n7', state: 'hover' as const, changed: { 'background-color': 'rgb(29, 78, 216)', 'box-shadow': 'rgba(37, 99, 235, 0.3) 0px 6px 16px 0px' } },
  { node_id: 'n8', state: 'hover' as const, changed: { 'background-color': 'rgb(29, 78, 216)' } },
  { node_id: 'n10', state: 'hover' as const, changed: { 'text-decoration-line': 'underline' } },
  { node_id: 'n14', state: 'hover' as const, changed: { color: 'rgb(255, 255, 255)' } },
];
const focusOutline = (id: string) => ({ node_id: id, state: 'focus-visible' as const, changed: { 'outline-style': 'solid', 'outline-width': '2px', 'outline-color': 'rgb(37, 99, 235)', 'outline-offset': '2px' } });

describe('interactions: per component kind', () => {
  it('aggregates forced hover diffs per kind, without currentColor noise', () => {
    const s = interactions(page({ states: hoverStates }));
    expect(s.components.button.states.hover).toMatchObject({ source: 'forced-state', nodes: 2, changed: 2, summary: ['background-color #2563eb → #1d4ed8', 'box-shadow none → #2563eb4d 0 6px 16px 0 (1 of 2)'] });
    expect(s.components.button.states.hover!.effects[1]).toMatchObject({ property: 'box-shadow', from: 'none', to: '#2563eb4d 0 6px 16px 0', nodes: 1, share: 0.5 });
    // border/outline/underline colors follow `color` on a borderless, outline-less, undecorated link: not reported.
    expect(s.components.nav_link.states.hover!.effects).toEqual([{ property: 'color', from: '#374151', to: '#111827', count: 2, nodes: 2, share: 1 }]);
    expect(s.components.link.states.hover!.summary).toEqual(['text-decoration-line none → underline']);
    expect(s.components.footer_link.states.hover!.summary).toEqual(['color #9ca3af → #ffffff']);
    expect(s.components.button).toMatchObject({ count: 2, probed: 2, transition: { duration_ms: 150, easing: EASE_OUT, properties: ['background-color', 'box-shadow'], nodes: 2 } });
  });

  it('says when a property changes on most nodes of a kind but to different values', () => {
    const states = [
      { node_id: 'n7', state: 'hover' as const, changed: { 'background-color': 'rgb(29, 78, 216)' } },
      { node_id: 'n8', state: 'hover' as const, changed: { 'background-color': 'rgb(0, 0, 0)' } },
    ];
    const hover = interactions(page({ states })).components.button.states.hover!;
    expect(hover.summary).toEqual(['background-color changes on 2 of 2 (most often #2563eb → #1d4ed8)']);
    expect(hover.effects[0]).toMatchObject({ count: 1, nodes: 2, others: [{ from: '#2563eb', to: '#000000', nodes: 1 }] });
  });

  it('reads card hover from stylesheet rules (cards are not probed), resolving variables', () => {
    const s = interactions(page({
      states: hoverStates,
      stylesheets: [{ text: ':root { --shadow-pop: 0 12px 32px rgba(0, 0, 0, 0.14); } .card:hover { transform: translateY(-2px); box-shadow: var(--shadow-pop); } @media (max-width: 600px) { .card:hover { transform: none; } }' }],
    }));
    expect(s.components.card.probed).toBe(0);
    expect(s.components.card.states.hover).toMatchObject({ source: 'stylesheet', nodes: 1, changed: 1, evidence: ['.card:hover'] });
    expect(s.components.card.states.hover!.summary).toEqual(['box-shadow #0000000f 0 1px 2px 0 → #00000024 0 12px 32px 0', 'transform → translateY(-2px)']);
  });

  it('reports nothing known (null) for a kind without forced states or rules', () => {
    const s = interactions(page({ states: hoverStates }));
    expect(s.components.card.states).toEqual({ hover: null, focus_visible: null, active: null });
    expect(s.components.input).toMatchObject({ count: 0, probed: 0, transition: null });
  });

  it('is deterministic through the runner', async () => {
    const input = page({ states: [...hoverStates, focusOutline('n7')] });
    const run = async (): Promise<string> => JSON.stringify((await analyzeCapture(buildCapture(input), { sections: ['interactions'], analyzers: [interactionsAnalyzer] })).design_system);
    expect(await run()).toBe(await run());
  });
});

describe('interactions: focus ring', () => {
  it('takes the most common focus-visible outline as the ring token', () => {
    const states = ['n4', 'n5', 'n7', 'n8', 'n10'].map(focusOutline);
    states.push({ node_id: 'n14', state: 'focus-visible', changed: { 'box-shadow': 'rgb(255, 255, 255) 0px 0px 0px 3px' } as never });
    const s = interactions(page({ states }));
    expect(s.focus.source).toBe('forced-state');
    expect(s.focus.ring).toMatchObject({ type: 'outline', color: '#2563eb', width_px: 2, offset_px: 2, style: 'solid', nodes: 5, share: 0.83 });
    expect(s.focus.variants[0]).toMatchObject({ type: 'box-shadow', color: '#ffffff', width_px: 3, nodes: 1 });
    expect(s.focus.coverage).toEqual({ checked: 6, with_indicator: 6, browser_default: 0, without_indicator: 0, examples_without: [] });
    expect(s.findings?.map((f) => f.message)).toEqual(['none of the 2 probed buttons changes on hover']);
  });

  it('flags interactive elements with no visible focus indicator', () => {
    const s = interactions(page({ states: ['n4', 'n5', 'n10', 'n14'].map(focusOutline) }));
    expect(s.focus.coverage).toMatchObject({ checked: 6, with_indicator: 4, without_indicator: 2 });
    expect(s.focus.coverage.examples_without).toEqual(['html > body > main > a.btn', 'html > body > main > a.btn']);
    expect(s.findings?.map((f) => f.message)).toContain('2 of 6 interactive elements show no visible focus indicator under :focus-visible');
  });

  it('recognizes the browser default ring', () => {
    const auto = (id: string) => ({ node_id: id, state: 'focus-visible' as const, changed: { 'outline-style': 'auto', 'outline-width': '1px', 'outline-color': 'rgb(16, 16, 16)', 'outline-offset': '1px' } });
    const s = interactions(page({ states: ['n4', 'n5', 'n7', 'n8', 'n10', 'n14'].map(auto) }));
    expect(s.focus.ring).toMatchObject({ type: 'browser-default', color: null, style: 'auto', share: 1 });
    expect(s.findings?.map((f) => f.message)).toContain('focus relies on the browser default ring; the site sets no focus style of its own for most elements');
  });

  it('falls back to :focus-visible rules when the capture has no forced states, and says so', () => {
    const s = interactions(page({ stylesheets: [{ text: 'a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; } a:focus:not(:focus-visible) { outline: none; }' }] }));
    expect(s.focus.source).toBe('stylesheet');
    expect(s.focus.ring).toMatchObject({ type: 'outline', color: '#f59e0b', width_px: 3, offset_px: 2, style: 'solid', nodes: 6 });
    expect(s.findings?.[0]?.message).toBe('the capture has no forced-state data; states were read from stylesheet rules only');
  });
});

describe('interactions: motion', () => {
  it('collects durations and easings from computed styles and stylesheets, with names and variables', () => {
    const s = interactions(page({
      stylesheets: [{ text: ':root { --ease-out: cubic-bezier(.2,.7,.2,1); --slow: 400ms; } .btn { transition: background-color 150ms var(--ease-out), box-shadow 150ms var(--ease-out); } .modal { transition: opacity var(--slow) ease-in-out; } @media (prefers-reduced-motion: reduce) { * { transition-duration: 0.01ms !important; } }' }],
    }));
    expect(s.motion.durations.map((d) => [d.ms, d.name, d.nodes, d.rules])).toEqual([[150, 'fast', 2, 2], [200, 'fast', 1, 0], [400, 'slow', 0, 1]]);
    expect(s.motion.durations[0]!.properties).toEqual(['background-color', 'box-shadow']);
    expect(s.motion.easings.map((e) => [e.value, e.family, e.nodes, e.rules, e.css_variables])).toEqual([
      [EASE_OUT, 'ease-out', 2, 2, ['--ease-out']],
      ['ease', 'ease', 1, 0, []],
      ['ease-in-out', 'ease-in-out', 0, 1, []],
    ]);
    expect(s.animations.reduced_motion_rules).toBe(1);
  });

  it('lists keyframes with the rules that run them', () => {
    const s = interactions(page({ stylesheets: [{ text: '@keyframes spin { from { transform: rotate(0) } to { transform: rotate(360deg) } } @keyframes fade-in { 0% { opacity: 0 } 100% { opacity: 1 } } .spinner { animation: spin 1s linear infinite; } .toast { animation-name: fade-in; }' }] }));
    expect(s.animations.keyframes).toEqual([
      { name: 'fade-in', properties: ['opacity'], steps: 2, used_by: [{ selector: '.toast', duration_ms: null, easing: null, iterations: null }] },
      { name: 'spin', properties: ['transform'], steps: 2, used_by: [{ selector: '.spinner', duration_ms: 1000, easing: 'linear', iterations: 'infinite' }] },
    ]);
  });
});

describe('interactions: value helpers', () => {
  it.each([
    ['matrix(1, 0, 0, 1, 0, 1)', 'translateY(1px)'],
    ['matrix(1, 0, 0, 1, 0, -2)', 'translateY(-2px)'],
    ['matrix(1, 0, 0, 1, 4, 0)', 'translateX(4px)'],
    ['matrix(1.05, 0, 0, 1.05, 0, 0)', 'scale(1.05)'],
    ['matrix(1, 0, 0, 1, 0, 0)', 'none'],
    ['matrix(0.7, 0.7, -0.7, 0.7, 0, 0)', 'matrix(0.7, 0.7, -0.7, 0.7, 0, 0)'],
  ])('transform %s → %s', (input, expected) => expect(transformText(input)).toBe(expected));

  it('formats colors and outlines', () => {
    expect(colorText('rgb(37, 99, 235)')).toBe('#2563eb');
    expect(colorText('rgba(37, 99, 235, 0.5)')).toBe('#2563eb80');
    expect(colorText('rgba(0, 0, 0, 0)')).toBe('transparent');
    expect(outlineText({ 'outline-style': 'solid', 'outline-width': '2px', 'outline-color': 'rgb(228, 87, 46)', 'outline-offset': '2px' })).toBe('2px solid #e4572e offset 2px');
    expect(outlineText({ 'outline-style': 'none', 'outline-width': '3px' })).toBe('none');
    // Computed and authored shadows read the same.
    expect(shadowText('rgba(228, 87, 46, 0.28) 0px 6px 16px 0px')).toBe('#e4572e47 0 6px 16px 0');
    expect(shadowText('0 6px 16px rgba(228, 87, 46, 0.28), inset 0 0 0 1px #fff')).toBe('#e4572e47 0 6px 16px 0, inset #ffffff 0 0 0 1px');
  });

  it('keeps border color changes only where a border is painted, and collapses sides and corners', () => {
    const [bordered] = buildNodes([node({ tag: 'a', style: { 'border-top-width': '1px', 'border-right-width': '1px', 'border-bottom-width': '1px', 'border-left-width': '1px', 'border-top-color': 'rgb(0, 0, 0)', 'border-right-color': 'rgb(0, 0, 0)', 'border-bottom-color': 'rgb(0, 0, 0)', 'border-left-color': 'rgb(0, 0, 0)' } })]);
    const sides = { 'border-top-color': 'rgb(255, 0, 0)', 'border-right-color': 'rgb(255, 0, 0)', 'border-bottom-color': 'rgb(255, 0, 0)', 'border-left-color': 'rgb(255, 0, 0)' };
    const corners = { 'border-top-left-radius': '2px', 'border-top-right-radius': '2px', 'border-bottom-right-radius': '2px', 'border-bottom-left-radius': '2px' };
    expect(normalizeChanges(bordered!, { ...sides, ...corners })).toEqual([
      { property: 'border-color', from: '#000000', to: '#ff0000' },
      { property: 'border-radius', from: '0', to: '2px' },
    ]);
    const [plain] = buildNodes([node({ tag: 'a' })]);
    expect(normalizeChanges(plain!, sides)).toEqual([]);
  });

  it('reads times and easings', () => {
    expect([timeMs('0.15s'), timeMs('150ms'), timeMs('x')]).toEqual([150, 150, null]);
    expect(normalizeEasing('cubic-bezier(.4,0,.2,1)')).toBe('cubic-bezier(0.4, 0, 0.2, 1)');
    expect(['ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'cubic-bezier(0.4, 0, 0.2, 1)', 'cubic-bezier(0.2, 0.7, 0.2, 1)', 'cubic-bezier(0.34, 1.56, 0.64, 1)', 'steps(4, end)'].map(easingFamily))
      .toEqual(['ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'ease-in-out', 'ease-out', 'overshoot', 'steps']);
    expect([80, 150, 200, 300, 500, 800].map(durationName)).toEqual(['instant', 'fast', 'fast', 'normal', 'slow', 'slower']);
  });

  it('unescapes CSS identifiers and evaluates media queries at the capture viewport', () => {
    expect(unescapeIdent('hover\\:bg-indigo-500')).toBe('hover:bg-indigo-500');
    expect(unescapeIdent('px-3\\.5')).toBe('px-3.5');
    expect(unescapeIdent('\\32 xl\\:text-lg')).toBe('2xl:text-lg');
    const viewport = { width: 1440, height: 900, device_scale_factor: 1 };
    expect(mediaApplies('(min-width: 768px)', viewport)).toBe(true);
    expect(mediaApplies('(max-width: 768px)', viewport)).toBe(false);
    expect(mediaApplies('(width >= 64rem)', viewport)).toBe(true);
    expect(mediaApplies('(hover: hover)', viewport)).toBe(true);
    expect(mediaApplies('(prefers-color-scheme: dark)', viewport)).toBe(false);
    expect(mediaApplies('print', viewport)).toBe(false);
    expect(mediaApplies('print, (min-width: 1px)', viewport)).toBe(true);
  });
});
