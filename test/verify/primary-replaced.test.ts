/**
 * The primary_replaced cap (issue 10 §1 "brand-defining values replaced by foreign ones"): two
 * kits built on one framework declare the same hue palette, so a CTA in the other kit's primary
 * is "a color the brand has" and foreign_primary stays silent; what tells the brands apart is that
 * they share no primary. Pages of one brand (a CTA in the brand's accent, a page naming the same
 * primary token, a page without a primary) are never capped by it.
 */
import { describe, expect, it } from 'vitest';
import { compareColors } from '../../src/verify/comparers/colors.js';
import { buildCapture, node } from '../helpers/capture-builder.js';
import { sideFromCapture } from '../helpers/judge-sides.js';

const FONT = { 'font-family': 'Inter, sans-serif' };
/** The framework's hue palette both kits ship (Bootstrap-like), whatever their own primary. */
const FRAMEWORK = ':root { --bs-blue: #0d6efd; --bs-pink: #e91e63; --bs-orange: #f97316; --bs-green: #4caf50; --bs-teal: #20c997; }';

const text = (y: number) => node({ tag: 'p', text: 'Plain words about the product and the team that makes it.', box: [100, y, 700, 40], style: { ...FONT, color: 'rgb(40, 40, 40)', 'font-size': '16px' } });
const button = (y: number, fill: string, label = 'Get started') =>
  node({ tag: 'a', text: label, attrs: { class: 'btn btn-primary', href: '#' }, box: [100, y, 160, 44], style: { ...FONT, color: 'rgb(255, 255, 255)', 'background-color': fill, 'font-size': '15px', 'padding-top': '12px', 'padding-bottom': '12px', 'padding-left': '22px', 'padding-right': '22px' } });
const link = (y: number, color: string) => node({ tag: 'a', text: 'Read the documentation', attrs: { href: '/docs' }, box: [100, y, 220, 24], style: { ...FONT, color, 'font-size': '16px' } });

/** A page of a kit whose primary is `primary` (declared `--bs-primary` and painted on buttons and links). */
function page(url: string, primary: string, declared: string, children: ReturnType<typeof node>[]) {
  return buildCapture({
    final_url: url,
    stylesheets: [{ text: `${FRAMEWORK} :root { --bs-primary: ${declared}; } .btn-primary { background-color: ${declared}; }` }],
    nodes: [node({ tag: 'html', box: [0, 0, 1280, 900], children: [node({ tag: 'body', box: [0, 0, 1280, 900], style: { ...FONT, 'background-color': 'rgb(255, 255, 255)' }, children: [text(60), text(120), ...children] })] })],
  });
}

const kit = (primary: string, rgb: string) => page(`https://${primary.slice(1)}.test/`, primary, primary, [button(200, rgb), button(260, rgb, 'Sign up'), link(330, rgb), link(370, rgb)]);

describe('primary_replaced cap (issue 10 §1)', () => {
  it('caps another brand of the same framework at 0.6, where foreign_primary stays silent', async () => {
    const pink = await sideFromCapture(kit('#e91e63', 'rgb(233, 30, 99)'));
    const orange = await sideFromCapture(kit('#f97316', 'rgb(249, 115, 22)'));
    for (const [ref, src] of [[pink, orange], [orange, pink]] as const) {
      const v = compareColors(ref, src);
      expect(v.caps.map((c) => c.rule)).toEqual(['primary_replaced']);
      expect(v.caps[0]!.max_score).toBe(0.6);
      expect(v.caps[0]!.evidence).toMatch(/^the page's primary #[0-9a-f]{6} is not a color the reference shows/);
    }
  });

  it('still caps when the reference paints the other primary only on a status dot', async () => {
    const dot = node({ tag: 'span', attrs: { class: 'status-dot' }, box: [900, 60, 8, 8], style: { 'background-color': 'rgb(249, 115, 22)' } });
    const pink = await sideFromCapture(page('https://pink.test/', '#e91e63', '#e91e63', [button(200, 'rgb(233, 30, 99)'), button(260, 'rgb(233, 30, 99)', 'Sign up'), link(330, 'rgb(233, 30, 99)'), dot]));
    const orange = await sideFromCapture(kit('#f97316', 'rgb(249, 115, 22)'));
    expect(compareColors(pink, orange).caps.map((c) => c.rule)).toEqual(['primary_replaced']);
  });

  it('does not cap a page of the brand whose CTA is the brand accent the reference paints', async () => {
    const home = await sideFromCapture(page('https://pink.test/', '#e91e63', '#e91e63', [button(200, 'rgb(233, 30, 99)'), link(330, 'rgb(233, 30, 99)'), button(400, 'rgb(32, 201, 151)', 'Chat with us')]));
    const login = await sideFromCapture(page('https://pink.test/login', '#20c997', '#e91e63', [button(200, 'rgb(32, 201, 151)', 'Log in'), button(260, 'rgb(32, 201, 151)', 'Register')]));
    expect(compareColors(home, login).caps).toEqual([]);
  });

  it('does not cap a page that names the same primary token, whatever it paints', async () => {
    const home = await sideFromCapture(kit('#e91e63', 'rgb(233, 30, 99)'));
    const green = await sideFromCapture(page('https://pink.test/about', '#4caf50', '#e91e63', [button(200, 'rgb(76, 175, 80)'), button(260, 'rgb(76, 175, 80)', 'Join'), link(330, 'rgb(76, 175, 80)')]));
    expect(compareColors(home, green).caps.map((c) => c.rule)).not.toContain('primary_replaced');
  });
});
