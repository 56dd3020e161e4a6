/**
 * The secondary read from how a color is used with the primary (colors-brand-pairs.ts; issue 9 §1,
 * eval/realweb/README.md "secondary"): inline captures built so the rule decides the outcome.
 */
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors, type ColorsSection } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const COPY = 'Lorem ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';
const PURPLE = '#41228e';
const CYAN = '#2bfdff';
const GREEN = '#16a34a';

function page(children: NodeInput[]): Capture {
  const height = 3000;
  return buildCapture({
    final_url: 'https://kross.example/',
    document: { width: W, height },
    nodes: [node({ tag: 'html', box: [0, 0, W, height], children: [node({ tag: 'body', box: [0, 0, W, height], style: { 'background-color': '#ffffff', color: '#4c4c4c' }, children })] })],
  });
}
const cta = (y: number): NodeInput =>
  node({ tag: 'a', attrs: { class: 'btn btn-primary', href: '/contact' }, text: 'Contact me', box: [200, y, 200, 60], style: { 'background-color': PURPLE, color: '#ffffff', 'font-size': '22px' } });
/** A paragraph with a run of words in `ink`, on whatever it sits. */
const para = (y: number, color: string, ink: string): NodeInput =>
  node({ tag: 'p', text: COPY, box: [300, y, 840, 81], style: { color, 'font-size': '15px', 'line-height': '27px' }, children: [
    node({ tag: 'strong', text: 'quis nostrud exercitation ullamco laboris', box: [500, y + 27, 300, 27], style: { color: ink, 'font-size': '15px', 'line-height': '27px' } }),
  ] });
/** The purple testimonial band: white copy with highlighted words in `ink`, one slide per paragraph. */
const band = (ink: string): NodeInput =>
  node({ tag: 'section', attrs: { class: 'section bg-primary' }, box: [0, 1600, W, 700], style: { 'background-color': PURPLE }, children: [para(1700, '#ffffff', ink), para(1900, '#ffffff', ink)] });
const canvasHighlights = [0, 1, 2, 3].map((i) => para(300 + i * 260, '#4c4c4c', GREEN));
const colors = (capture: Capture): ColorsSection => analyzeColors(capture, new AnalysisContext(capture));

describe('brand roles: ink set on the primary band', () => {
  it("highlighted words in a new hue on the primary's band are the secondary; highlights on the canvas stay the accent", () => {
    const out = colors(page([cta(120), ...canvasHighlights, band(CYAN), cta(2500)]));
    expect(out.roles.primary.value).toBe(PURPLE);
    expect(out.roles.secondary.value).toBe(CYAN);
    expect(out.roles.accent.value).toBe(GREEN);
  });

  it('a pale tint of the primary on its own band is no second color', () => {
    const out = colors(page([cta(120), band('#b9a6ec'), cta(2500)]));
    expect(out.roles.secondary.value).toBeNull();
  });
});
