/**
 * Golden tests: saved Chromium captures of the fixture sites (test/fixtures/captures) re-analyzed
 * without a browser. Expected values are the tokens fixtures/sites/README.md documents.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeActions, type ActionsSection, type ButtonStyle } from '../../src/analyze/sections/actions.js';

function actionsOf(site: string): ActionsSection {
  const capture = JSON.parse(readFileSync(new URL(`../fixtures/captures/${site}.json`, import.meta.url), 'utf8')) as Capture;
  return analyzeActions(capture, new AnalysisContext(capture));
}

const variant = (a: ActionsSection, v: ButtonStyle['variant']): ButtonStyle => {
  const found = a.buttons.find((b) => b.variant === v);
  if (!found) throw new Error(`no ${v} button in ${JSON.stringify(a.buttons.map((b) => b.variant))}`);
  return found;
};

describe('golden: studio (Fieldnote)', () => {
  const a = actionsOf('studio');

  it('has primary, secondary, tertiary (pill) and ghost clusters, in that order', () => {
    expect(a.buttons.map((b) => [b.variant, b.background, b.count])).toEqual([
      ['primary', '#e4572e', 4],
      ['secondary', '#1f1d1a', 1],
      ['tertiary', '#f3ece2', 1],
      ['ghost', null, 4],
    ]);
  });

  it('reads .btn-primary exactly, with its .btn-lg size step and states', () => {
    const p = variant(a, 'primary');
    expect(p).toMatchObject({ color: '#ffffff', border: null, border_radius_px: 8, shape: 'rounded', padding: { top: 12, right: 22, bottom: 12, left: 22 }, height_px: 44, box_shadow: '#a93a1a4d 0 1px 2px 0' });
    expect(p.font).toEqual({ family: 'Inter', size_px: 15, weight: 600, letter_spacing_px: 0, text_transform: 'none' });
    expect(p.sizes.map((s) => [s.padding.left, s.font_size_px, s.count])).toEqual([[22, 15, 2], [28, 16, 2]]);
    expect(p.states.hover!.summary).toEqual(['background-color #e4572e → #c8441f', 'box-shadow #a93a1a4d 0 1px 2px 0 → #e4572e47 0 6px 16px 0']);
    expect(p.states.active!.summary).toEqual(['background-color #e4572e → #a93a1a', 'transform → translateY(1px)']);
    expect(p.states.focus_visible!.effects.find((e) => e.property === 'outline')).toMatchObject({ to: '3px solid #e4572e73 offset 2px', share: 1 });
    expect(p.evidence.classes).toEqual(['btn', 'btn-primary']);
    expect(p.evidence.css_variables.background).toEqual(['--color-primary']);
    expect(p.examples[0]!.text).toBe('Start free for 14 days');
  });

  it('reads secondary, pill and ghost with their hovers', () => {
    expect(variant(a, 'secondary')).toMatchObject({ color: '#fbf8f3', border_radius_px: 8 });
    expect(variant(a, 'secondary').states.hover!.summary).toEqual(['background-color #1f1d1a → #3a3631']);
    expect(variant(a, 'tertiary')).toMatchObject({ shape: 'pill', color: '#1f1d1a', padding: { top: 8, right: 16, bottom: 8, left: 16 }, font: { size_px: 14, weight: 500 } });
    expect(variant(a, 'tertiary').states.hover!.summary).toEqual(['background-color #f3ece2 → #eadfcf']);
    const ghost = variant(a, 'ghost');
    expect(ghost).toMatchObject({ color: '#1f1d1a', border: { width_px: 1, style: 'solid', color: '#e7e0d5' } });
    expect(ghost.states.hover!.summary).toEqual(['background-color transparent → #f3ece2', 'border-color #e7e0d5 → #d6ccbd']);
    expect(ghost.examples.map((e) => e.text).sort()).toEqual(['Book a demo', 'Log in', 'See how it works', 'Start with Solo']);
  });

  it('leaves the "Product" nav disclosure out of the buttons', () => {
    expect(a.excluded).toEqual([{ reason: 'navigation item', count: 1, examples: [expect.stringContaining('button.nav-link')] }]);
  });
});

describe('golden: the other fixture sites', () => {
  it.each([
    ['nightfall', '#7c5cff', 10, 'Get started'],
    ['consent', '#1d6b57', 4, 'Shop the roasts'],
    ['lazy', '#b8336a', 999, 'Find your plant'],
    ['spa', '#1a5cff', 12, 'Sign up'],
    ['shadow', '#0f8b8d', 6, 'Try Quill'],
    ['multipage', '#1a1a1a', 0, 'See our projects'],
    ['broken', '#7a4b2a', 3, 'Shop the collection'],
  ])('%s: the primary button is %s (radius %ipx, includes "%s")', (site, background, radius, text) => {
    const p = variant(actionsOf(site), 'primary');
    expect(p.background).toBe(background);
    expect(p.border_radius_px).toBe(radius);
    expect(p.examples.map((e) => e.text)).toContain(text);
  });

  it('nightfall: glass "Sign in" is a ghost, primary lifts on hover', () => {
    const a = actionsOf('nightfall');
    expect(variant(a, 'primary')).toMatchObject({ padding: { top: 11, right: 20, bottom: 11, left: 20 }, font: { family: 'Space Grotesk', size_px: 15, weight: 500 } });
    // Dark theme (the site's default): hover #7c5cff → #9277ff plus a 1px lift.
    expect(variant(a, 'primary').states.hover!.summary).toEqual(['background-color #7c5cff → #9277ff', 'transform → translateY(-1px)']);
    // The same glass token over the header bar and over the hero is one ghost cluster.
    const ghost = variant(a, 'ghost');
    expect(ghost.examples.map((e) => e.text).sort()).toEqual(['Read the docs', 'Sign in']);
    expect(ghost.border).toEqual({ width_px: 1, style: 'solid', color: '#ffffff1f' });
    expect(ghost.states.hover!.summary).toEqual(['border-color #ffffff1f → #ffffff47']);
  });

  it('consent: the outline button is secondary and the banner left no buttons', () => {
    const a = actionsOf('consent');
    expect(variant(a, 'secondary')).toMatchObject({ background: null, border: { width_px: 1, style: 'solid', color: '#2b2118' } });
    expect(a.buttons.flatMap((b) => b.examples.map((e) => e.text))).not.toContain('Accept all');
  });

  it('multipage: a monochrome brand keeps its black CTA; hover turns brass', () => {
    const p = variant(actionsOf('multipage'), 'primary');
    expect(p).toMatchObject({ shape: 'square', color: '#fafaf7', font: { text_transform: 'uppercase' } });
    expect(p.states.hover!.effects[0]).toMatchObject({ property: 'background-color', from: '#1a1a1a', to: '#b08d57' });
  });
});
