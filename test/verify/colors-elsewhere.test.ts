import { describe, expect, it } from 'vitest';
import { compareColors } from '../../src/verify/comparers/colors.js';
import { buildCapture, node } from '../helpers/capture-builder.js';
import { sideFromCapture } from '../helpers/judge-sides.js';

const FONT = { 'font-family': 'Inter, sans-serif' };
const text = (y: number, color: string) => node({ tag: 'p', text: 'Plain words about the brand and what it makes.', box: [100, y, 600, 40], style: { ...FONT, color, 'font-size': '16px' } });
const button = node({ tag: 'a', text: 'Start', attrs: { class: 'btn btn-primary', href: '#' }, box: [100, 400, 140, 44], style: { ...FONT, color: 'rgb(255, 255, 255)', 'background-color': 'rgb(228, 87, 46)', 'font-size': '15px', 'padding-top': '12px', 'padding-bottom': '12px', 'padding-left': '22px', 'padding-right': '22px' } });

/** A home page on a light canvas, with or without the brand's dark footer (#111827). */
function home(footer: boolean) {
  return buildCapture({
    final_url: 'https://brand.test/',
    nodes: [node({ tag: 'html', box: [0, 0, 1280, 900], children: [node({ tag: 'body', box: [0, 0, 1280, 900], style: { ...FONT, 'background-color': 'rgb(255, 255, 255)' }, children: [
      text(100, 'rgb(30, 30, 30)'), text(160, 'rgb(30, 30, 30)'), button,
      ...(footer ? [node({ tag: 'footer', box: [0, 600, 1280, 300], style: { 'background-color': 'rgb(17, 24, 39)' }, children: [text(700, 'rgb(240, 240, 240)')] })] : []),
    ] })] })],
  });
}

/** The brand's login page: the whole canvas dark, in `canvas`. */
const login = (canvas: string) => buildCapture({
  final_url: 'https://brand.test/login',
  nodes: [node({ tag: 'html', box: [0, 0, 1280, 900], children: [node({ tag: 'body', box: [0, 0, 1280, 900], style: { ...FONT, 'background-color': canvas }, children: [text(100, 'rgb(240, 240, 240)'), button] })] })],
});

describe('colors roles: a color the brand paints elsewhere (issue 10 §1)', () => {
  it('a login canvas in the color of the brand\'s footer costs less than a dark canvas the brand never paints', async () => {
    const reference = await sideFromCapture(home(true));
    const footerColor = compareColors(reference, await sideFromCapture(login('rgb(17, 24, 39)')));
    const foreign = compareColors(reference, await sideFromCapture(login('rgb(70, 20, 20)')));
    expect(footerColor.details['role_score'] as number).toBeGreaterThan((foreign.details['role_score'] as number) + 0.1);
  });
});
