/**
 * The page's background when the content sits on a panel of another tone (colors-roles.ts
 * contentPanel; eval/realweb/README.md "background"): the panel is the background, and the text,
 * borders and cards are read on it.
 */
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors, type ColorsSection } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const H = 3600;
const COPY = 'Fieldwork notes from a decade of interviews, organised so that every team can find the quote, the clip and the context they need in seconds.';
const colors = (capture: Capture): ColorsSection => analyzeColors(capture, new AnalysisContext(capture));
const para = (y: number, color: string): NodeInput => node({ tag: 'p', text: COPY, box: [300, y, 800, 72], style: { color, 'font-size': '16px', 'line-height': '24px' } });

/** Massively's shape: a dark body and a full-page dark overlay, a white `#main` column holding the copy. */
function massively(panelWidth: number): Capture {
  const main = node({
    tag: 'div', attrs: { id: 'main' }, box: [(W - panelWidth) / 2, 900, panelWidth, 2400], style: { 'background-color': '#ffffff' },
    children: [0, 1, 2, 3, 4, 5].map((i) => para(1000 + i * 300, '#212931')),
  });
  const intro = node({ tag: 'p', text: 'A free responsive site template.', box: [300, 300, 800, 30], style: { color: '#ffffff', 'font-size': '16px' } });
  const overlay = node({ tag: 'div', attrs: { class: 'bg' }, box: [0, 0, W, H], style: { 'background-color': '#212931', 'background-image': 'url("overlay.png")' }, children: [] });
  return buildCapture({
    final_url: 'https://brand.example/',
    document: { width: W, height: H },
    nodes: [node({ tag: 'html', box: [0, 0, W, H], children: [node({ tag: 'body', box: [0, 0, W, H], style: { 'background-color': '#1e252d', color: '#ffffff' }, children: [overlay, intro, main] })] })],
  });
}

describe('background: a content panel of another tone', () => {
  it('a white column holding the copy over a dark photo backdrop is the background, and the text is read on it', () => {
    const out = colors(massively(1152));
    expect(out.roles.background.value).toBe('#ffffff');
    expect(out.roles.text.value).toBe('#212931');
  });

  it('a column narrower than 60% of the page is a panel on the dark page, not its background', () => {
    const out = colors(massively(700));
    expect(out.roles.background.value).toBe('#212931');
  });
});

describe('surface: a band outside the content panel in the background color', () => {
  it("is not a surface (lz-zenlike: a white top band behind the white #outer column on a black body); the column's cream boxes are", () => {
    const boxes = [0, 1].map((i) => node({ tag: 'div', attrs: { class: 'box' }, box: [300 + i * 420, 2200, 380, 300], style: { 'background-color': '#fdfcf6' }, children: [] }));
    const outer = node({
      tag: 'div', attrs: { id: 'outer' }, box: [120, 35, 1200, 3500], style: { 'background-color': '#ffffff' },
      children: [...[0, 1, 2, 3, 4].map((i) => para(400 + i * 300, '#333333')), ...boxes],
    });
    const band = node({ tag: 'div', attrs: { id: 'upbg' }, box: [0, 0, W, 420], style: { 'background-color': '#ffffff' }, children: [] });
    const capture = buildCapture({
      final_url: 'https://brand.example/',
      document: { width: W, height: H },
      nodes: [node({ tag: 'html', box: [0, 0, W, H], children: [node({ tag: 'body', box: [0, 0, W, H], style: { 'background-color': '#000000', color: '#333333' }, children: [band, outer] })] })],
    });
    const out = colors(capture);
    expect(out.roles.background.value).toBe('#ffffff');
    expect(out.roles.surface.value).toBe('#fdfcf6');
  });
});
