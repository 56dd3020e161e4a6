import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { actionsAnalyzer, analyzeActions, type ActionsSection, type ButtonStyle } from '../../src/analyze/sections/actions.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function actions(input: CaptureInput): ActionsSection {
  const capture = buildCapture(input);
  return analyzeActions(capture, new AnalysisContext(capture));
}

const BODY = { 'background-color': 'rgb(255, 255, 255)', color: 'rgb(17, 24, 39)', 'font-family': 'Inter, sans-serif' };

/** A button-like node: `fill`/`border` as CSS colors, box as [x, y, w, h]. */
function button(text: string, box: [number, number, number, number], opts: { tag?: string; cls?: string; fill?: string; color?: string; border?: string; radius?: number; padding?: [number, number]; fontSize?: number; weight?: number; underline?: boolean; attrs?: Record<string, string>; children?: NodeInput[] } = {}): NodeInput {
  const [py, px] = opts.padding ?? [12, 20];
  const style: Record<string, string> = {
    display: 'inline-flex',
    color: opts.color ?? 'rgb(255, 255, 255)',
    'background-color': opts.fill ?? 'rgba(0, 0, 0, 0)',
    'padding-top': `${py}px`, 'padding-bottom': `${py}px`, 'padding-left': `${px}px`, 'padding-right': `${px}px`,
    'font-family': 'Inter, sans-serif', 'font-size': `${opts.fontSize ?? 15}px`, 'font-weight': String(opts.weight ?? 600),
    cursor: 'pointer',
  };
  for (const corner of ['top-left', 'top-right', 'bottom-right', 'bottom-left']) style[`border-${corner}-radius`] = `${opts.radius ?? 8}px`;
  if (opts.border) {
    for (const side of ['top', 'right', 'bottom', 'left']) {
      style[`border-${side}-width`] = '1px';
      style[`border-${side}-color`] = opts.border;
    }
    style['border-top-style'] = 'solid';
  }
  if (opts.underline) style['text-decoration-line'] = 'underline';
  const tag = opts.tag ?? 'a';
  const attrs: Record<string, string> = { ...(tag === 'a' ? { href: '/x' } : { type: 'button' }), ...(opts.cls ? { class: opts.cls } : {}), ...opts.attrs };
  return node({ tag, attrs, text, box, style, children: opts.children });
}

function page(header: NodeInput[], main: NodeInput[], extra: Partial<CaptureInput> = {}): CaptureInput {
  return {
    ...extra,
    nodes: [
      node({
        tag: 'html', box: [0, 0, 1440, 3000], style: BODY,
        children: [node({ tag: 'body', box: [0, 0, 1440, 3000], style: BODY, children: [
          node({ tag: 'header', box: [0, 0, 1440, 72], children: [node({ tag: 'nav', box: [200, 0, 600, 72], children: [] }), ...header] }),
          node({ tag: 'main', box: [0, 72, 1440, 2900], children: main }),
        ] })],
      }),
    ],
  };
}

const BLUE = 'rgb(37, 99, 235)';
const NEAR_BLACK = 'rgb(17, 24, 39)';
const byVariant = (a: ActionsSection, v: ButtonStyle['variant']): ButtonStyle[] => a.buttons.filter((b) => b.variant === v);

describe('actions: button variants', () => {
  it('tells primary, secondary (outline), tertiary (tinted), ghost and link apart on one page', () => {
    const a = actions(page([], [
      button('Get started', [100, 300, 180, 48], { fill: BLUE }),
      button('Contact sales', [300, 300, 180, 48], { color: BLUE, border: BLUE }),
      button('What is new', [500, 300, 160, 40], { fill: 'rgb(238, 242, 255)', color: 'rgb(67, 56, 202)' }),
      button('Docs', [700, 300, 100, 40], { color: NEAR_BLACK, border: 'rgb(243, 244, 246)' }),
      button('Learn more', [100, 1400, 100, 24], { tag: 'button', color: BLUE, padding: [0, 0], underline: true }),
    ]));
    expect(a.buttons.map((b) => [b.variant, b.examples[0]!.text])).toEqual([
      ['primary', 'Get started'],
      ['secondary', 'Contact sales'],
      ['tertiary', 'What is new'],
      ['ghost', 'Docs'],
      ['link', 'Learn more'],
    ]);
    const primary = a.buttons[0]!;
    expect(primary).toMatchObject({ background: '#2563eb', background_alpha: 1, color: '#ffffff', border: null, border_radius_px: 8, shape: 'rounded', count: 1 });
    expect(primary.padding).toEqual({ top: 12, right: 20, bottom: 12, left: 20 });
    expect(primary.font).toEqual({ family: 'Inter', size_px: 15, weight: 600, letter_spacing_px: 0, text_transform: 'none' });
    expect(a.buttons[1]!.border).toEqual({ width_px: 1, style: 'solid', color: '#2563eb' });
    expect(a.buttons[1]!.background).toBeNull();
  });

  it('picks the brand-blue hero CTA over a near-black header "Sign in"', () => {
    const a = actions(page(
      [button('Sign in', [1200, 16, 110, 40], { fill: NEAR_BLACK })],
      [button('Start your free trial', [560, 420, 220, 52], { fill: BLUE })],
    ));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#2563eb' });
    expect(a.buttons[0]!.evidence.reasons.join(' ')).toContain('chromatic fill');
    expect(a.buttons[1]).toMatchObject({ variant: 'secondary', background: '#111827' });
  });

  it('still picks the blue CTA when the dark buttons are many and larger', () => {
    const dark = Array.from({ length: 6 }, (_, i) => button(`Plan ${i}`, [100 + i * 200, 1800, 180, 48], { fill: NEAR_BLACK }));
    const a = actions(page([button('Sign in', [1200, 16, 110, 40], { fill: NEAR_BLACK })], [button('Book a demo', [560, 420, 160, 48], { fill: BLUE }), ...dark]));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#2563eb', count: 1 });
    expect(a.buttons[1]).toMatchObject({ variant: 'secondary', background: '#111827', count: 7 });
  });

  it('finds the brand when its color appears only on the CTA of an otherwise gray page', () => {
    const a = actions(page([], [
      button('Read the docs', [100, 300, 200, 48], { fill: 'rgb(243, 244, 246)', color: NEAR_BLACK }),
      button('Pricing', [320, 300, 200, 48], { color: NEAR_BLACK, border: 'rgb(209, 213, 219)' }),
      button('Join the waitlist', [100, 2000, 160, 44], { fill: 'rgb(225, 29, 72)' }),
    ]));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#e11d48' });
    // With no outline or solid secondary, the gray tinted button is the second level (shadcn's
    // `secondary` variant is exactly this: bg-secondary, a light gray).
    expect(byVariant(a, 'secondary')[0]?.background).toBe('#f3f4f6');
  });

  it("takes a faint opaque outline (shadcn's `outline`: border-input on no fill) as secondary when nothing stronger is there", () => {
    const a = actions(page([button('Log in', [1200, 16, 90, 40], { color: NEAR_BLACK })], [
      button('Start free trial', [100, 300, 200, 48], { fill: BLUE }),
      button('Book a demo', [320, 300, 180, 48], { color: NEAR_BLACK, border: 'rgb(226, 232, 240)' }),
      button('Contact sales', [100, 2000, 180, 48], { color: NEAR_BLACK, border: 'rgb(226, 232, 240)' }),
    ]));
    expect(a.buttons.map((b) => [b.variant, b.examples[0]!.text])).toEqual([['primary', 'Start free trial'], ['secondary', 'Book a demo']]);
    expect(byVariant(a, 'secondary')[0]!.border).toEqual({ width_px: 1, style: 'solid', color: '#e2e8f0' });
  });

  it('gives a monochrome brand its black CTA as primary', () => {
    const a = actions(page([button('Log in', [1200, 16, 90, 40], { color: NEAR_BLACK, border: 'rgb(229, 231, 235)' })], [button('Deploy now', [560, 420, 180, 52], { fill: 'rgb(0, 0, 0)' })]));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#000000' });
    expect(a.buttons[0]!.confidence).toBeGreaterThan(0.5);
  });

  it('takes a gradient CTA as primary, named by its first stop, and reports the gradient', () => {
    const gradient = 'linear-gradient(135deg, rgb(124, 92, 255) 0%, rgb(34, 211, 238) 100%)';
    const cta = button('Start tracing', [560, 420, 200, 48], { cls: 'cta' });
    (cta.style as Record<string, string>)['background-image'] = gradient;
    const a = actions(page([button('Sign in', [1200, 16, 110, 40], { fill: NEAR_BLACK })], [cta]));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#7c5cff', gradient });
    expect(a.findings).toBeUndefined();
  });

  it('reads a dark page: chromatic primary, white solid secondary, glass ghost', () => {
    const dark = { 'background-color': 'rgb(11, 13, 23)', color: 'rgb(230, 232, 242)' };
    const input = page([button('Sign in', [1200, 16, 100, 40], { fill: 'rgba(255, 255, 255, 0.06)', color: 'rgb(230, 232, 242)', border: 'rgba(255, 255, 255, 0.12)' })], [
      button('Get started', [560, 420, 180, 48], { fill: 'rgb(124, 92, 255)' }),
      button('Contact sales', [760, 420, 180, 48], { fill: 'rgb(255, 255, 255)', color: 'rgb(11, 13, 23)' }),
      button('Read the docs', [960, 420, 180, 48], { fill: 'rgba(255, 255, 255, 0.06)', color: 'rgb(230, 232, 242)', border: 'rgba(255, 255, 255, 0.12)' }),
    ]);
    Object.assign(input.nodes![0]!.style!, dark);
    Object.assign(input.nodes![0]!.children![0]!.style!, dark);
    const a = actions(input);
    expect(a.buttons.map((b) => [b.variant, b.background, b.count])).toEqual([
      ['primary', '#7c5cff', 1],
      ['secondary', '#ffffff', 1],
      ['ghost', null, 2],
    ]);
    expect(byVariant(a, 'ghost')[0]!.border).toEqual({ width_px: 1, style: 'solid', color: '#ffffff1f' });
  });

  it('reads pill buttons and keeps size steps of one paint in one cluster', () => {
    const a = actions(page([button('Start', [1200, 16, 100, 40], { fill: BLUE, radius: 999, padding: [8, 16], fontSize: 14 })], [
      button('Start for free', [560, 420, 220, 56], { fill: BLUE, radius: 999, padding: [16, 28], fontSize: 17 }),
      button('Start for free', [560, 2200, 220, 56], { fill: BLUE, radius: 999, padding: [16, 28], fontSize: 17 }),
    ]));
    expect(a.buttons).toHaveLength(1);
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', shape: 'pill', border_radius_px: 999, count: 3, height_px: 56 });
    expect(a.buttons[0]!.sizes.map((s) => [s.font_size_px, s.count])).toEqual([[17, 2], [14, 1]]);
  });

  it('takes the size without a modifier class as the default, even when `btn-lg` is more common', () => {
    const a = actions(page([button('Start', [1200, 16, 100, 44], { cls: 'btn btn-primary', fill: BLUE, padding: [12, 28], fontSize: 15 })], [
      button('Start for free', [560, 420, 220, 56], { cls: 'btn btn-primary btn-lg', fill: BLUE, padding: [16, 34], fontSize: 17 }),
      button('Start for free', [560, 2200, 220, 56], { cls: 'btn btn-primary btn-lg', fill: BLUE, padding: [16, 34], fontSize: 17 }),
    ]));
    const primary = byVariant(a, 'primary')[0]!;
    expect(primary.padding).toEqual({ top: 12, right: 28, bottom: 12, left: 28 });
    expect(primary.font.size_px).toBe(15);
    expect(primary.sizes.map((s) => [s.font_size_px, s.count])).toEqual([[15, 1], [17, 2]]);
  });

  it('merges near-identical shades but not different colors', () => {
    const a = actions(page([], [
      button('One', [100, 300, 150, 44], { fill: 'rgb(37, 99, 235)' }),
      button('Two', [300, 300, 150, 44], { fill: 'rgb(38, 99, 234)' }),
      button('Three', [500, 300, 150, 44], { fill: 'rgb(22, 163, 74)' }),
    ]));
    expect(a.buttons.map((b) => b.count)).toEqual([2, 1]);
  });

  it('trusts Bootstrap class names: btn-primary, btn-outline-secondary, btn-link', () => {
    const a = actions(page([], [
      button('Save', [100, 300, 90, 38], { tag: 'button', cls: 'btn btn-primary', fill: 'rgb(13, 110, 253)', padding: [6, 12], fontSize: 16, weight: 400, radius: 6 }),
      button('Cancel', [200, 300, 90, 38], { tag: 'button', cls: 'btn btn-outline-secondary', color: 'rgb(108, 117, 125)', border: 'rgb(108, 117, 125)', padding: [6, 12], fontSize: 16, weight: 400, radius: 6 }),
      button('Details', [300, 300, 90, 38], { tag: 'button', cls: 'btn btn-link', color: 'rgb(13, 110, 253)', padding: [6, 12], fontSize: 16, weight: 400, radius: 6, underline: true }),
    ]));
    expect(a.buttons.map((b) => [b.variant, b.examples[0]!.text])).toEqual([['primary', 'Save'], ['secondary', 'Cancel'], ['link', 'Details']]);
    expect(a.buttons[0]!.evidence.classes).toEqual(['btn', 'btn-primary']);
    expect(a.buttons[0]!.evidence.reasons).toContain('class names it primary');
  });

  it('reads a Tailwind utility-class CTA, with its hover from the forced state', () => {
    const cls = 'rounded-md bg-indigo-600 px-3.5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500';
    const input = page([], [button('Get started', [600, 400, 120, 40], { cls, fill: 'rgb(79, 70, 229)', radius: 6, padding: [10, 14], fontSize: 14 }), button('Learn more', [740, 400, 100, 40], { cls: 'text-sm font-semibold leading-6 text-gray-900', tag: 'button', color: NEAR_BLACK, padding: [0, 0] })], {
      states: [{ node_id: 'n5', state: 'hover', changed: { 'background-color': 'rgb(99, 102, 241)' } }],
    });
    const a = actions(input);
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#4f46e5', border_radius_px: 6, padding: { top: 10, right: 14, bottom: 10, left: 14 } });
    expect(a.buttons[0]!.states.hover).toMatchObject({ source: 'forced-state', nodes: 1, changed: 1, summary: ['background-color #4f46e5 → #6366f1'] });
    expect(a.buttons[1]!.variant).toBe('link');
  });

  it('falls back to escaped Tailwind :hover rules when the capture has no forced states', () => {
    const cls = 'rounded-md bg-indigo-600 px-3.5 py-2.5 text-white hover:bg-indigo-500';
    const a = actions(page([], [button('Get started', [600, 400, 120, 40], { cls, fill: 'rgb(79, 70, 229)', radius: 6 })], {
      stylesheets: [{ text: '.hover\\:bg-indigo-500:hover { --tw-bg-opacity: 1; background-color: rgb(99 102 241 / var(--tw-bg-opacity)); }' }],
    }));
    expect(a.buttons[0]!.states.hover).toMatchObject({ source: 'stylesheet', summary: ['background-color #4f46e5 → #6366f1'], evidence: ['.hover\\:bg-indigo-500:hover'] });
  });

  it('resolves Bootstrap 5.3 component variables in :hover rules', () => {
    const css = `:root { --bs-primary: #0d6efd; }
      .btn { background-color: var(--bs-btn-bg); }
      .btn:hover { background-color: var(--bs-btn-hover-bg); border-color: var(--bs-btn-hover-border-color); }
      .btn-primary { --bs-btn-bg: var(--bs-primary); --bs-btn-hover-bg: #0b5ed7; --bs-btn-hover-border-color: #0a58ca; }`;
    const a = actions(page([], [button('Save', [100, 300, 90, 38], { tag: 'button', cls: 'btn btn-primary', fill: 'rgb(13, 110, 253)', border: 'rgb(13, 110, 253)' })], { stylesheets: [{ text: css }] }));
    expect(a.buttons[0]!.states.hover!.summary).toEqual(['background-color #0d6efd → #0b5ed7', 'border-color #0d6efd → #0a58ca']);
    expect(a.buttons[0]!.evidence.css_variables.background).toEqual(['--bs-primary']);
  });

  it('says "no hover change" when probed buttons do not change, and null when nothing is known', () => {
    const cta = button('Go', [100, 300, 100, 44], { fill: BLUE });
    const probedOnly = actions(page([], [cta, button('Other', [300, 300, 100, 44], { fill: NEAR_BLACK })], { states: [{ node_id: 'n6', state: 'hover', changed: { 'background-color': 'rgb(0, 0, 0)' } }] }));
    expect(probedOnly.buttons[0]!.states.hover).toMatchObject({ source: 'forced-state', nodes: 1, changed: 0, effects: [], summary: [] });
    const unknown = actions(page([], [cta]));
    expect(unknown.buttons[0]!.states).toEqual({ hover: null, focus_visible: null, active: null });
  });

  it('reports focus-visible and active states with readable values', () => {
    const a = actions(page([], [button('Go', [100, 300, 100, 44], { fill: BLUE })], {
      states: [
        { node_id: 'n5', state: 'focus-visible', changed: { 'outline-style': 'solid', 'outline-width': '3px', 'outline-color': 'rgba(37, 99, 235, 0.5)', 'outline-offset': '2px' } },
        { node_id: 'n5', state: 'active', changed: { transform: 'matrix(0.98, 0, 0, 0.98, 0, 0)', 'background-color': 'rgb(29, 78, 216)' } },
      ],
    }));
    const { states } = a.buttons[0]!;
    expect(states.focus_visible!.summary).toEqual(['outline none → 3px solid #2563eb80 offset 2px']);
    expect(states.active!.summary).toEqual(['background-color #2563eb → #1d4ed8', 'transform → scale(0.98)']);
  });

  it('leaves out icon-only buttons, navigation toggles, consent banners and oversized tiles', () => {
    const input = page([button('', [1380, 16, 40, 40], { tag: 'button', attrs: { 'aria-label': 'Open menu' }, children: [node({ tag: 'svg', box: [1388, 24, 24, 24] })] })], [
      button('Get started', [100, 300, 150, 44], { fill: BLUE }),
      node({ tag: 'div', attrs: { id: 'onetrust-banner-sdk' }, box: [0, 2600, 1440, 200], children: [button('Accept all', [1200, 2650, 140, 44], { tag: 'button', fill: 'rgb(0, 128, 0)' })] }),
      button('A whole product tile', [100, 600, 400, 300], { tag: 'button', fill: 'rgb(249, 250, 251)', color: NEAR_BLACK }),
    ]);
    // A disclosure button inside <nav>, painted nothing.
    (input.nodes![0]!.children![0]!.children![0]!.children![0]!.children as NodeInput[]).push(button('Product', [220, 20, 90, 34], { tag: 'button', color: NEAR_BLACK, attrs: { 'aria-expanded': 'false' } }));
    const a = actions(input);
    expect(a.buttons.map((b) => b.examples[0]!.text)).toEqual(['Get started']);
    expect(a.icon_buttons).toMatchObject({ count: 1, size_px: 40, shapes: { rounded: 1 } });
    expect(a.icon_buttons.examples[0]!.text).toBe('Open menu');
    expect(Object.fromEntries(a.excluded.map((e) => [e.reason, e.count]))).toEqual({ 'navigation item': 1, 'consent banner': 1, oversized: 1 });
  });

  it('flags button text below WCAG AA contrast', () => {
    const a = actions(page([], [button('Pale', [100, 300, 120, 44], { fill: 'rgb(250, 204, 21)', color: 'rgb(255, 255, 255)' })]));
    expect(a.findings?.[0]?.message).toMatch(/primary button text contrast 1\.\d+:1 is below WCAG AA/);
  });

  it('composites a translucent fill over its backdrop and treats a faint wash as ghost', () => {
    const a = actions(page([], [
      button('Glass', [100, 300, 120, 44], { fill: 'rgba(17, 24, 39, 0.04)', color: NEAR_BLACK, border: 'rgba(17, 24, 39, 0.1)' }),
      button('Go', [300, 300, 120, 44], { fill: BLUE }),
    ]));
    const ghost = byVariant(a, 'ghost')[0]!;
    expect(ghost.background).toBeNull();
    expect(ghost.border).toEqual({ width_px: 1, style: 'solid', color: '#1118271a' });
  });
});

describe('actions: buttons drawn by other elements (real pages, issue 9 §1)', () => {
  it("reads Bootstrap's `<label class=\"btn btn-primary\">` toggle as a button", () => {
    const a = actions(page([], [button('Accounts', [900, 300, 90, 30], { tag: 'label', cls: 'btn btn-sm btn-primary', fill: 'rgb(225, 78, 202)', radius: 6 })]));
    expect(byVariant(a, 'primary')[0]).toMatchObject({ background: '#e14eca', color: '#ffffff', border_radius_px: 6 });
    // The `btn-group` wrapper around such toggles is not a button.
    const group = actions(page([], [node({ tag: 'div', attrs: { class: 'btn-group' }, box: [900, 300, 260, 30], style: { 'background-color': 'rgb(225, 78, 202)' }, children: [] })]));
    expect(group.buttons).toEqual([]);
  });

  it('reads a painted fixed-width link with centered text and no padding as a button', () => {
    const centered = button('download resume', [620, 600, 200, 60], { fill: 'rgb(182, 54, 255)', radius: 3, padding: [0, 0] });
    (centered as { style: Record<string, string> }).style['text-align'] = 'center';
    const a = actions(page([], [centered]));
    expect(byVariant(a, 'primary')[0]).toMatchObject({ background: '#b636ff', border_radius_px: 3 });
  });
});

describe('actions: a page that renders no primary button (issue 9 §1)', () => {
  it("reads the primary style from the cascade of its stylesheet rules: the theme's .btn-primary over Bootstrap's, radius from .btn", () => {
    const css = '.btn { border-radius: .25rem; } .btn-primary { color: #fff; background-color: #337ab7; } .btn-primary:hover { background-color: #286090; } .btn-primary { background-color: #FA6862; border: 0; }';
    const a = actions(page([], [node({ tag: 'p', text: 'Hello', box: [100, 300, 400, 24] })], { stylesheets: [{ text: css }] }));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#fa6862', color: '#ffffff', border_radius_px: 4, count: 0, examples: [] });
    expect(a.findings?.map((f) => f.message)).toContain('no rendered button is primary: the primary style is read from its stylesheet rule');
  });

  it('`.button.primary` outranks the transparent `.button` by specificity, and its !important color wins', () => {
    const css = '.button.primary { background-color: #212931; color: #ffffff !important; } .button { background-color: transparent; border-radius: 0; color: #212931 !important; }';
    const a = actions(page([], [button('More', [100, 300, 120, 44], { cls: 'button', color: 'rgb(33, 41, 49)', radius: 0 })], { stylesheets: [{ text: css }] }));
    expect(a.buttons.find((b) => b.variant === 'primary')).toMatchObject({ background: '#212931', color: '#ffffff', border_radius_px: 0, count: 0 });
  });
});

describe('actions: what is not the primary call to action (real admin pages, issue 9 §1)', () => {
  const GRAY = 'rgb(242, 243, 247)';
  const onGray = (main: NodeInput[], css = ''): CaptureInput => ({
    ...(css ? { stylesheets: [{ text: css }] } : {}),
    nodes: [node({ tag: 'html', box: [0, 0, 1440, 3000], style: { ...BODY, 'background-color': GRAY }, children: [node({ tag: 'body', box: [0, 0, 1440, 3000], style: { ...BODY, 'background-color': GRAY }, children: [node({ tag: 'main', box: [0, 72, 1440, 2900], children: main })] })] })],
  });

  it('a white date dropdown on a near-white dashboard is no CTA: the .btn-primary rule is the primary', () => {
    const a = actions(onGray([button('Today (10 Jan 2021)', [1100, 100, 200, 40], { tag: 'button', cls: 'btn btn-sm dropdown-toggle', fill: 'rgb(255, 255, 255)', color: NEAR_BLACK })], '.btn { border-radius: 15px; } .btn-primary { background-color: #4b49ac; color: #fff; }'));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#4b49ac', border_radius_px: 15, count: 0 });
  });

  it("a sidebar's painted active nav-link is navigation, and a template vendor's unstyled \"Upgrade To Pro\" is the vendor's", () => {
    const a = actions(page([], [
      button('Dashboard', [0, 100, 240, 44], { cls: 'nav-link', fill: 'rgb(244, 135, 253)' }),
      button('Upgrade To Pro', [600, 150, 160, 44], { cls: 'btn download-button', fill: 'rgb(180, 71, 231)' }),
      button('Create new', [900, 150, 140, 40], { tag: 'button', cls: 'btn btn-info', fill: 'rgb(55, 148, 252)' }),
    ]));
    expect(byVariant(a, 'primary')[0]).toMatchObject({ background: '#3794fc' });
    expect(a.excluded.map((e) => e.reason).sort()).toEqual(['navigation item', 'third-party widget']);
  });

  it('a btn-danger "Subscribe" on a page that renders no btn-primary is not the primary style the stylesheets define', () => {
    const a = actions(page([], [button('Subscribe', [600, 300, 160, 44], { tag: 'button', cls: 'btn btn-danger', fill: 'rgb(220, 53, 69)', radius: 50 })], { stylesheets: [{ text: '.btn { border-radius: 3px; } .btn-primary { background-color: #844fc1; color: #fff; }' }] }));
    expect(a.buttons[0]).toMatchObject({ variant: 'primary', background: '#844fc1', border_radius_px: 3 });
    expect(a.buttons[1]).toMatchObject({ variant: 'secondary', background: '#dc3545' });
    // A rendered btn-primary that lost to the danger CTA means the site chose the danger style.
    const chosen = actions(page([], [button('Register', [600, 300, 220, 52], { tag: 'button', cls: 'btn btn-danger', fill: 'rgb(245, 89, 61)' }), button('Primary', [600, 2000, 90, 30], { tag: 'button', cls: 'btn btn-primary', fill: 'rgb(81, 203, 206)' })], { stylesheets: [{ text: '.btn-primary { background-color: #51cbce; }' }] }));
    expect(byVariant(chosen, 'primary')[0]).toMatchObject({ background: '#f5593d', count: 1 });
  });
});

describe('actions: inputs', () => {
  const field = (name: string, y: number, type = 'email'): NodeInput => node({
    tag: 'input', attrs: { type, name, class: 'field' }, box: [100, y, 360, 46],
    style: {
      'background-color': 'rgb(255, 255, 255)', color: NEAR_BLACK, 'font-size': '16px', 'font-family': 'Inter, sans-serif',
      'border-top-width': '1px', 'border-right-width': '1px', 'border-bottom-width': '1px', 'border-left-width': '1px', 'border-top-style': 'solid',
      'border-top-color': 'rgb(209, 213, 219)', 'border-right-color': 'rgb(209, 213, 219)', 'border-bottom-color': 'rgb(209, 213, 219)', 'border-left-color': 'rgb(209, 213, 219)',
      'border-top-left-radius': '8px', 'padding-top': '12px', 'padding-bottom': '12px', 'padding-left': '14px', 'padding-right': '14px',
    },
  });

  it('clusters fields and reads focus state and placeholder color', () => {
    const a = actions(page([], [field('email', 300), field('team', 360, 'text'), button('Send', [100, 420, 120, 44], { tag: 'button', fill: BLUE })], {
      stylesheets: [{ text: '.field::placeholder { color: #9ca3af; }' }],
      states: ['n5', 'n6'].map((id) => ({ node_id: id, state: 'focus-visible' as const, changed: { 'border-top-color': 'rgb(37, 99, 235)', 'border-right-color': 'rgb(37, 99, 235)', 'border-bottom-color': 'rgb(37, 99, 235)', 'border-left-color': 'rgb(37, 99, 235)', 'box-shadow': 'rgba(37, 99, 235, 0.2) 0px 0px 0px 3px' } })),
    }));
    expect(a.inputs).toHaveLength(1);
    expect(a.inputs[0]).toMatchObject({
      background: '#ffffff', color: '#111827', border: { width_px: 1, style: 'solid', color: '#d1d5db', sides: 'all' }, border_radius_px: 8,
      padding: { top: 12, right: 14, bottom: 12, left: 14 }, font: { family: 'Inter', size_px: 16, weight: 400 }, height_px: 46,
      placeholder_color: '#9ca3af', count: 2, kinds: { 'input[type=email]': 1, 'input[type=text]': 1 },
    });
    expect(a.inputs[0]!.states.focus_visible!.summary).toEqual(['border-color #d1d5db → #2563eb', 'box-shadow none → #2563eb33 0 0 0 3px']);
    expect(a.inputs[0]!.evidence.placeholder_rule).toBe('.field::placeholder');
  });
});

describe('actions: determinism and registration', () => {
  it('gives byte-identical output for the same capture, through the runner', async () => {
    const input = page([button('Sign in', [1200, 16, 110, 40], { fill: NEAR_BLACK })], [button('Start', [560, 420, 220, 52], { fill: BLUE }), button('Docs', [800, 420, 120, 52], { color: NEAR_BLACK, border: 'rgb(229, 231, 235)' })]);
    const run = async (): Promise<string> => JSON.stringify((await analyzeCapture(buildCapture(input), { sections: ['actions'], analyzers: [actionsAnalyzer] })).design_system);
    const first = await run();
    expect(await run()).toBe(first);
    expect(JSON.parse(first).actions.buttons[0].variant).toBe('primary');
  });
});
