/**
 * Golden tests: saved Chromium captures of the fixture sites (test/fixtures/captures) re-analyzed
 * without a browser. Expected values are the tokens fixtures/sites/README.md documents.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeInteractions, type InteractionsSection } from '../../src/analyze/sections/interactions.js';

function interactionsOf(site: string): InteractionsSection {
  const capture = JSON.parse(readFileSync(new URL(`../fixtures/captures/${site}.json`, import.meta.url), 'utf8')) as Capture;
  return analyzeInteractions(capture, new AnalysisContext(capture));
}

describe('golden: studio (Fieldnote)', () => {
  const s = interactionsOf('studio');
  const EASE = 'cubic-bezier(0.2, 0.7, 0.2, 1)';

  it('motion: 150ms on buttons/links, 200ms card lift, one ease-out curve held in --ease-out', () => {
    expect(s.motion.durations.map((d) => [d.ms, d.name])).toEqual([[150, 'fast'], [200, 'fast']]);
    expect(s.motion.easings).toEqual([expect.objectContaining({ value: EASE, family: 'ease-out', css_variables: ['--ease-out'] })]);
    expect(s.components.button.transition).toMatchObject({ duration_ms: 150, easing: EASE });
    expect(s.components.link.transition).toMatchObject({ duration_ms: 150, easing: EASE });
    expect(s.components.card.transition).toMatchObject({ duration_ms: 200, properties: ['transform', 'box-shadow'] });
  });

  it('links: hover #e4572e → #c8441f, focus outline 2px solid #e4572e', () => {
    expect(s.components.link.states.hover!.summary).toEqual(['color #e4572e → #c8441f']);
    expect(s.components.link.states.focus_visible!.effects.find((e) => e.property === 'outline')).toMatchObject({ to: '2px solid #e4572e offset 2px' });
  });

  it('nav links: hover paints the surface-alt background', () => {
    // The logo link (also in the header) keeps its look on hover.
    expect(s.components.nav_link.states.hover!.summary).toEqual(['background-color transparent → #f3ece2 (4 of 5)']);
  });

  it('cards: the lift comes from the stylesheet (cards are not probed)', () => {
    expect(s.components.card.states.hover).toMatchObject({ source: 'stylesheet', evidence: ['.card:hover'] });
    expect(s.components.card.states.hover!.summary).toEqual(['box-shadow #1f1d1a0f 0 1px 2px 0, #1f1d1a0f 0 8px 24px 0 → #1f1d1a24 0 12px 32px 0', 'transform → translateY(-2px)']);
  });

  it('focus: the ring is 2px solid #e4572e offset 2px; buttons use the translucent 3px variant; none missing', () => {
    expect(s.focus.ring).toMatchObject({ type: 'outline', color: '#e4572e', width_px: 2, offset_px: 2, style: 'solid' });
    expect(s.focus.variants[0]).toMatchObject({ type: 'outline', color: '#e4572e73', width_px: 3, offset_px: 2 });
    expect(s.focus.coverage.without_indicator).toBe(0);
    expect(s.findings).toBeUndefined();
  });
});

describe('golden: the other fixture sites', () => {
  it('nightfall: focus ring 2px solid #22d3ee offset 3px; cards lift from the stylesheet', () => {
    const s = interactionsOf('nightfall');
    expect(s.focus.ring).toMatchObject({ type: 'outline', color: '#22d3ee', width_px: 2, offset_px: 3, style: 'solid', share: 1 });
    expect(s.components.button.transition).toMatchObject({ duration_ms: 140, easing: 'ease' });
    expect(s.components.card.states.hover).toMatchObject({ source: 'stylesheet' });
    expect(s.components.card.states.hover!.effects.find((e) => e.property === 'transform')).toMatchObject({ to: 'translateY(-2px)' });
  });

  it('multipage: no focus style of its own → browser default ring, reported', () => {
    const s = interactionsOf('multipage');
    expect(s.focus.ring).toMatchObject({ type: 'browser-default', style: 'auto' });
    expect(s.findings?.map((f) => f.message)).toContain('focus relies on the browser default ring; the site sets no focus style of its own for most elements');
  });
});
