/**
 * Highlights inside cards that a link wraps whole (colors-brand-votes.ts `inCardLink`; issue 9 §1,
 * eval/realweb/README.md "accent": highlighted words, prices, badges in a new hue).
 */
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors, type ColorsSection } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const PINK = '#ff47d9';
const BLUE = '#0e7bfa';
const COPY = 'Passage of Lorem Ipsum, you need to be sure there is nothing embarrassing hidden in the middle of text.';

function page(children: NodeInput[]): Capture {
  const height = 3000;
  return buildCapture({
    final_url: 'https://shop.example/',
    document: { width: W, height },
    nodes: [node({ tag: 'html', box: [0, 0, W, height], children: [node({ tag: 'body', box: [0, 0, W, height], style: { 'background-color': '#ffffff', color: '#000000' }, children })] })],
  });
}
const cta = (y: number): NodeInput =>
  node({ tag: 'a', attrs: { class: 'shop-btn', href: '/shop' }, text: 'Shop now', box: [200, y, 200, 52], style: { 'background-color': PINK, color: '#ffffff', 'font-size': '16px' } });
/** A product tile wrapped whole in a link (`<a><div class="product_box">…`) whose own color is Bootstrap's default. */
const product = (i: number): NodeInput => {
  const price = node({ tag: 'span', text: `$1${i}0.00`, box: [280 + i * 270, 1500, 58, 17], style: { color: BLUE, 'font-size': '15px' } });
  const detail = node({ tag: 'div', attrs: { class: 'product_detail-box' }, box: [270 + i * 270, 1490, 230, 90], children: [price, node({ tag: 'p', text: COPY, box: [280 + i * 270, 1520, 210, 48], style: { color: '#000000', 'font-size': '14px' } })] });
  return node({ tag: 'a', attrs: { href: '/product' }, box: [270 + i * 270, 1200, 230, 400], style: { color: '#007bff' }, children: [node({ tag: 'div', attrs: { class: 'product_box' }, box: [270 + i * 270, 1200, 230, 400], children: [detail] })] });
};
const colors = (capture: Capture): ColorsSection => analyzeColors(capture, new AnalysisContext(capture));

describe('brand roles: highlights inside cards that a link wraps', () => {
  it('blue prices in product tiles wrapped whole in links are the accent', () => {
    const out = colors(page([cta(300), ...[0, 1, 2, 3].map((i) => product(i)), cta(2500)]));
    expect(out.roles.primary.value).toBe(PINK);
    expect(out.roles.accent.value).toBe(BLUE);
  });

  it('text that only inherits the wrapping link\'s color is a link label, not a highlight', () => {
    const tile = (i: number): NodeInput => node({ tag: 'a', attrs: { href: '/product' }, box: [270 + i * 270, 1200, 230, 400], style: { color: BLUE }, children: [
      node({ tag: 'div', attrs: { class: 'product_box' }, box: [270 + i * 270, 1200, 230, 400], style: { color: BLUE }, children: [node({ tag: 'span', text: `$1${i}0.00`, box: [280 + i * 270, 1500, 58, 17], style: { color: BLUE, 'font-size': '15px' } })] }),
    ] });
    const out = colors(page([cta(300), ...[0, 1, 2, 3].map(tile), cta(2500)]));
    expect(out.roles.accent.value).toBeNull();
  });
});
