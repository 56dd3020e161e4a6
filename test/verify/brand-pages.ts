/** Two page types of one small brand, for the vocabulary and site-reference tests. */
import type { Capture } from '../../src/crawl/capture-types.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const corners = (r: string): Record<string, string> => Object.fromEntries(['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((c) => [`border-${c}-radius`, r]));
const border = Object.fromEntries(['top', 'right', 'bottom', 'left'].flatMap((s) => [[`border-${s}-width`, '1px'], [`border-${s}-style`, 'solid'], [`border-${s}-color`, 'rgb(208, 208, 208)']]));
const FONT = { 'font-family': 'Inter, sans-serif' };

/**
 * One page of a brand: a card, two fields and body text. The home page (`home`) has 6px fields,
 * 18px text and a soft card shadow; the login page has pill fields, 20px text and a deeper shadow.
 * `css` is the brand's stylesheet (what it declares for its other page types).
 */
export function page(kind: 'home' | 'login', css: string, path: string = kind): Capture {
  const login = kind === 'login';
  const field = (y: number): NodeInput => node({ tag: 'input', attrs: { type: 'email' }, box: [100, y, 320, 40], style: { ...FONT, 'background-color': 'rgb(255, 255, 255)', 'font-size': '15px', ...border, ...corners(login ? '9999px' : '6px') } });
  const text = (y: number): NodeInput => node({ tag: 'p', text: 'The brand speaks plainly about what it does and why it matters.', box: [100, y, 600, 60], style: { ...FONT, color: 'rgb(40, 40, 40)', 'font-size': login ? '20px' : '18px' } });
  return buildCapture({
    final_url: `https://brand.test/${path}`,
    stylesheets: [{ text: css }],
    nodes: [node({ tag: 'html', box: [0, 0, 1280, 900], children: [node({ tag: 'body', box: [0, 0, 1280, 900], style: { ...FONT, 'background-color': 'rgb(245, 245, 245)' }, children: [
      node({ tag: 'div', attrs: { class: 'card' }, box: [80, 80, 500, 600], style: { 'background-color': 'rgb(255, 255, 255)', ...corners('8px'), 'box-shadow': login ? 'rgba(0, 0, 0, 0.3) 0px 12px 32px 0px' : 'rgba(0, 0, 0, 0.1) 0px 1px 3px 0px' }, children: [
        field(120), field(180), text(260), text(340), text(420),
      ] }),
    ] })] })],
  });
}

export const PLAIN = '.card { border-radius: 8px; } .form-control { border-radius: 6px; font-size: 15px; } p { font-size: 18px; }';
/** The same brand's sheet with what its other page types use: pill fields, lead text, a raised modal. */
export const FULL = `${PLAIN} .form-control-pill { border-radius: 50rem; } .lead { font-size: 1.25rem; } .modal-content { box-shadow: 0 12px 32px rgba(0, 0, 0, .3); }`;

