/**
 * text_muted from a lesser text style the site names (colors-text.ts `lesserNamed`;
 * eval/realweb/README.md "text_muted": captions, meta lines, help text).
 */
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const COPY = 'Fieldwork notes from a decade of interviews, organised so that every team can find the quote, the clip and the context they need in seconds.';
const para = (y: number): NodeInput => node({ tag: 'p', text: COPY, box: [200, y, 640, 72], style: { color: '#858585', 'font-size': '15px', 'line-height': '22px' } });

function resume(cls: string): Capture {
  const subtitle = node({ tag: 'span', attrs: { class: cls }, text: 'UX Designer / Frontend Developer', box: [150, 350, 347, 49], style: { color: '#aeaeae', 'font-size': '18px' } });
  const paras = [0, 1, 2, 3, 4, 5].map((i) => para(800 + i * 200));
  return buildCapture({
    final_url: 'https://brand.example/',
    document: { width: W, height: 2400 },
    nodes: [node({ tag: 'html', box: [0, 0, W, 2400], children: [node({ tag: 'body', box: [0, 0, W, 2400], style: { 'background-color': '#ffffff', color: '#858585' }, children: [subtitle, ...paras] })] })],
  });
}
const muted = (capture: Capture): string | null => analyzeColors(capture, new AnalysisContext(capture)).roles.text_muted.value;

describe('text_muted: a lesser style the site names', () => {
  it("one hero line in the page's `.caption` gray is the muted color (lz-me-resume)", () => {
    expect(muted(resume('caption'))).toBe('#aeaeae');
  });

  it('the same single line with a class that names no lesser role is not', () => {
    expect(muted(resume('intro'))).toBeNull();
  });
});
