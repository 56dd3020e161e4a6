/**
 * A painted label inside a link drawn as the link's button (derived/components.ts): gg-realestate's
 * offer cards are one link each, an image and a charcoal "more" box; that box is the page's CTA.
 */
import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { componentsOfKind } from '../../src/analyze/derived/components.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

function cardLink(label: NodeInput): ReturnType<typeof buildCapture> {
  const card = node({ tag: 'a', attrs: { href: '/offer' }, box: [269, 800, 300, 300], children: [node({ tag: 'img', box: [269, 800, 300, 240] }), label] });
  return buildCapture({ final_url: 'https://estate.example/', nodes: [node({ tag: 'html', box: [0, 0, 1440, 2000], children: [node({ tag: 'body', box: [0, 0, 1440, 2000], style: { 'background-color': '#efefef' }, children: [card] })] })] });
}
const buttons = (capture: ReturnType<typeof buildCapture>): string[] => componentsOfKind(new AnalysisContext(capture), 'button').map((c) => c.node.text.trim());

describe('components: a painted label inside a link', () => {
  it('a charcoal "more" box with padding is a button', () => {
    const more = node({ tag: 'div', attrs: { class: 'txt3' }, text: 'more', box: [269, 1046, 103, 46], style: { 'background-color': '#3c3c3c', color: '#ffffff', 'padding-left': '20px' } });
    expect(buttons(cardLink(more))).toEqual(['more']);
  });

  it('a 28 px "Sale" tag in a product link is a badge, not a button', () => {
    const sale = node({ tag: 'span', text: 'Sale', box: [282, 1046, 66, 28], style: { 'background-color': '#ec4045', color: '#ffffff', 'padding-left': '12px' } });
    expect(buttons(cardLink(sale))).toEqual([]);
  });
});
