import { beforeAll, describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { deltaE2000 } from '../../src/analyze/shared/color.js';
import { componentsComparer } from '../../src/verify/comparers/components.js';
import type { Fix, JudgeSide } from '../../src/verify/types.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';
import { loadCapture, restyle, side, sideFromCapture } from '../helpers/judge-sides.js';

function longhands(property: string, value: string): Record<string, string> {
  if (property !== 'padding') return { [property]: value };
  const [t, r = t, b = t, l = r] = value.split(/\s+/) as [string, string?, string?, string?];
  return { 'padding-top': t, 'padding-right': r!, 'padding-bottom': b!, 'padding-left': l! };
}

function applyFixes(capture: Capture, fixes: readonly Fix[]): Capture {
  let out = capture;
  for (const f of fixes) {
    if (!('selectors' in f)) continue;
    const selectors = new Set(f.selectors);
    out = restyle(out, (n) => selectors.has(n.selector), longhands(f.property, f.to_value));
  }
  return out;
}

const isStudioPrimary = (n: Capture['nodes'][number]): boolean => /\bbtn-primary\b/.test(n.attrs['class'] ?? '');
const isNightfallPrimary = (n: Capture['nodes'][number]): boolean => /\bnf-button-primary\b/.test(n.attrs['class'] ?? '') || n.attrs['id'] === 'start';

/** #e4572e mixed toward #3b82f6 by t in sRGB (the hue drifts further as t grows). */
function mix(t: number): string {
  const a = [0xe4, 0x57, 0x2e];
  const b = [0x3b, 0x82, 0xf6];
  return `#${a.map((x, i) => Math.round(x + (b[i]! - x) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** A small sign-up page: a primary button and two text fields with the given field style. */
function formPage(field: { radius: number; padding: [number, number]; border: string }, options: { button?: boolean; css?: string } = {}): Capture {
  const input = (name: string, y: number): NodeInput => node({
    tag: 'input', attrs: { type: 'email', name }, box: [100, y, 320, 40],
    style: {
      'background-color': 'rgb(255, 255, 255)', color: 'rgb(20, 20, 20)', 'font-family': 'Inter, sans-serif', 'font-size': '15px',
      ...Object.fromEntries(['top', 'right', 'bottom', 'left'].flatMap((side) => [[`border-${side}-width`, '1px'], [`border-${side}-style`, 'solid'], [`border-${side}-color`, field.border]])),
      ...Object.fromEntries(['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((c) => [`border-${c}-radius`, `${field.radius}px`])),
      'padding-top': `${field.padding[0]}px`, 'padding-bottom': `${field.padding[0]}px`, 'padding-left': `${field.padding[1]}px`, 'padding-right': `${field.padding[1]}px`,
    },
  });
  return buildCapture({
    final_url: 'https://forms.test/',
    stylesheets: options.css ? [{ text: options.css }] : [],
    nodes: [node({ tag: 'html', box: [0, 0, 1280, 800], children: [node({ tag: 'body', box: [0, 0, 1280, 800], style: { 'background-color': 'rgb(255, 255, 255)' }, children: [
      node({ tag: 'form', box: [80, 80, 400, 300], children: [input('email', 100), input('name', 160),
        ...(options.button === false ? [] : [node({ tag: 'button', text: 'Sign up', attrs: { class: 'btn btn-primary', type: 'submit' }, box: [100, 220, 120, 42], style: { 'background-color': 'rgb(228, 87, 46)', color: 'rgb(255, 255, 255)', 'font-family': 'Inter, sans-serif', 'font-size': '15px', 'font-weight': '600', 'padding-top': '12px', 'padding-bottom': '12px', 'padding-left': '22px', 'padding-right': '22px' } })])] }),
    ] })] })],
  });
}

describe('components comparer', () => {
  let studio: JudgeSide;
  let nightfall: JudgeSide;
  let pricing: JudgeSide;
  beforeAll(async () => {
    [studio, nightfall, pricing] = await Promise.all([side('studio'), side('nightfall'), side('studio-pricing')]);
  });

  it('scores a page against itself 1 with no issues or fixes', () => {
    for (const s of [studio, nightfall, pricing]) {
      const v = componentsComparer.compare(s, s);
      expect(v.score).toBeGreaterThanOrEqual(0.99);
      expect(v.issues).toEqual([]);
      expect(v.fixes).toEqual([]);
    }
  });

  it('scores another page of the brand high; a different brand low, naming the exact reference button', () => {
    expect(componentsComparer.compare(studio, pricing).score!).toBeGreaterThanOrEqual(0.9);
    const v = componentsComparer.compare(studio, nightfall);
    expect(v.score!).toBeLessThan(0.7);
    const primary = v.issues[0]!;
    expect(primary.property).toBe('background-color');
    expect(primary.target).toBe('#e4572e, 8px corners, padding 12px 22px, Inter 15px/600');
    expect(primary.message).toContain('a#start');
    expect(primary.message).toContain('#7c5cff');
  });

  it('falls monotonically as the primary button drifts off the brand color; a ΔE00 ≤ 1 shift costs < 0.01', async () => {
    const scores: number[] = [];
    for (const t of [0, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75]) {
      scores.push(componentsComparer.compare(studio, await sideFromCapture(restyle(loadCapture('studio'), isStudioPrimary, { 'background-color': mix(t) }))).score!);
    }
    expect(scores[0]).toBe(1);
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
    const near = '#e4582f';
    expect(deltaE2000(near, '#e4572e')).toBeLessThanOrEqual(1);
    expect(1 - componentsComparer.compare(studio, await sideFromCapture(restyle(loadCapture('studio'), isStudioPrimary, { 'background-color': near }))).score!).toBeLessThan(0.01);
  });

  it('fixes only padding and font-weight of an unambiguously matched cluster; applied, no further fixes', async () => {
    const perturbed = restyle(loadCapture('nightfall'), isNightfallPrimary, {
      'padding-top': '14px', 'padding-bottom': '14px', 'padding-left': '26px', 'padding-right': '26px', 'font-weight': '700', 'border-top-left-radius': '4px',
    });
    const before = componentsComparer.compare(nightfall, await sideFromCapture(perturbed));
    expect(before.fixes.map((f) => ('property' in f ? f.property : ''))).toEqual(expect.arrayContaining(['padding', 'font-weight']));
    expect(before.fixes).toHaveLength(2);
    expect(before.fixes).toContainEqual(expect.objectContaining({ action: 'snap_spacing', property: 'padding', from: '14px 26px', to_value: '11px 20px', count: 3 }));
    expect(before.fixes).toContainEqual(expect.objectContaining({ action: 'snap_to_token', property: 'font-weight', from: '700', to_value: '500', token: 'buttons.primary.font.weight', delta_e: null }));
    const after = componentsComparer.compare(nightfall, await sideFromCapture(applyFixes(perturbed, before.fixes)));
    expect(after.fixes).toEqual([]);
    expect(after.score!).toBeGreaterThan(before.score!);
    // The radius stays an issue here (the shape comparer fixes radii).
    expect(after.issues[0]!.property).toBe('border-radius');
  });

  it('compares fields to the reference field style and fixes their padding', async () => {
    const reference = await sideFromCapture(formPage({ radius: 6, padding: [10, 12], border: 'rgb(208, 208, 208)' }));
    const perturbed = formPage({ radius: 0, padding: [6, 8], border: 'rgb(208, 208, 208)' });
    const source = await sideFromCapture(perturbed);
    expect(componentsComparer.compare(reference, reference)).toMatchObject({ score: 1, issues: [], fixes: [] });
    const before = componentsComparer.compare(reference, source);
    expect(before.score!).toBeLessThan(1);
    const field = before.issues.find((i) => i.message.startsWith('Form fields'))!;
    expect(field.target).toBe('#ffffff, 1px #d0d0d0 border, 6px corners, padding 10px 12px, Inter 15px/400');
    expect(before.fixes).toEqual([expect.objectContaining({ action: 'snap_spacing', property: 'padding', from: '6px 8px', to_value: '10px 12px', count: 2 })]);
    const after = componentsComparer.compare(reference, await sideFromCapture(applyFixes(perturbed, before.fixes)));
    expect(after.fixes).toEqual([]);
    expect(after.score!).toBeGreaterThan(before.score!);
  });

  it('a primary style only a stylesheet rule declares (no rendered button, count 0) is no fault and never NaN', async () => {
    const field = { radius: 6, padding: [10, 12] as [number, number], border: 'rgb(208, 208, 208)' };
    const rule = '.btn-primary { background-color: #e4572e; color: #ffffff; border-radius: 0; }';
    const rendered = await sideFromCapture(formPage(field));
    const ruleOnly = await sideFromCapture(formPage(field, { button: false, css: rule }));
    expect((ruleOnly.designSystem.actions as { buttons: { count: number }[] }).buttons).toEqual([expect.objectContaining({ variant: 'primary', count: 0 })]);
    // Source declares the button but shows none: its fields are judged, the missing button costs nothing.
    const missing = componentsComparer.compare(rendered, ruleOnly);
    expect(missing.score).toBe(1);
    // Reference declares it only by rule: fill, text color and radius are compared, its placeholder padding and font are not.
    const declared = componentsComparer.compare(ruleOnly, rendered);
    expect(declared.score).toBe(1);
    expect(declared.fixes).toEqual([]);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(componentsComparer.compare(studio, nightfall))).toBe(JSON.stringify(componentsComparer.compare(studio, nightfall)));
  });
});
