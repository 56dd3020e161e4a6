/**
 * The text role when one section sets its copy in a brand color (colors-text.ts; eval/realweb/README.md
 * "text": the color of body copy on the page background).
 */
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const COPY = 'Fieldwork notes from a decade of interviews, organised so that every team can find the quote, the clip and the context they need in seconds.';
const para = (y: number, color: string): NodeInput => node({ tag: 'p', text: COPY, box: [150, y, 1140, 52], style: { color, 'font-size': '15px', 'line-height': '26px' } });

function spa(green: string): Capture {
  // lz-aroma's shape: the "Who we are" section sets its paragraphs green, a little more copy than
  // the neutral #282828 paragraphs of the rest of the page.
  const children = [...[0, 1, 2, 3, 4].map((i) => para(1600 + i * 90, green)), ...[0, 1, 2, 3].map((i) => para(600 + i * 2000 / 4, '#282828'))];
  return buildCapture({
    final_url: 'https://spa.example/',
    document: { width: W, height: 3200 },
    nodes: [node({ tag: 'html', box: [0, 0, W, 3200], children: [node({ tag: 'body', box: [0, 0, W, 3200], style: { 'background-color': '#ffffff', color: '#282828' }, children })] })],
  });
}
const text = (capture: Capture): string | null => analyzeColors(capture, new AnalysisContext(capture)).roles.text.value;

describe('text: chromatic section copy beside neutral copy', () => {
  it('the neutral readable copy is the text, not the green paragraphs that outweigh it', () => {
    expect(text(spa('#3b8837'))).toBe('#282828');
  });

  it('a near-neutral ink that outweighs it stays the text (a slate #334155 is no section styling)', () => {
    expect(text(spa('#334155'))).toBe('#334155');
  });
});
