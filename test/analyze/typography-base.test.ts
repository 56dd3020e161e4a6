/**
 * The body style is the base the CSS sets (a generic `p` rule over <body>), not the size most
 * paragraphs happen to render at: real templates restyle section copy smaller than the base.
 */
import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { lengthPx, paragraphRule } from '../../src/analyze/sections/typography-base.js';
import { analyzeTypography } from '../../src/analyze/sections/typography.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

const OPEN = '"Open Sans", sans-serif';
const RALEWAY = 'Raleway, sans-serif';
const COPY = 'We are a team of talented designers making websites with Bootstrap for every kind of client.';
let y = 0;
const text = (tag: string, family: string, size: number, line = size * 1.5): NodeInput => {
  y += 40;
  return node({ tag, text: COPY, box: [100, y, 600, 32], style: { display: 'block', 'font-family': family, 'font-size': `${size}px`, 'line-height': `${line}px`, color: 'rgb(68, 68, 68)' } });
};
const body16 = { 'font-family': OPEN, 'font-size': '16px', 'line-height': '24px', color: 'rgb(68, 68, 68)' };

function capture(children: NodeInput[], css: string, bodyStyle: Record<string, string> = body16): CaptureInput {
  return {
    final_url: 'https://acme.test/',
    stylesheets: [{ origin: 'linked', href: 'https://acme.test/style.css', text: css }],
    nodes: [node({ tag: 'html', box: [0, 0, 1440, 3000], children: [node({ tag: 'body', box: [0, 0, 1440, 3000], style: bodyStyle, children })] })],
  };
}
const bodyOf = (input: CaptureInput) => {
  const c = buildCapture(input);
  return analyzeTypography(c, new AnalysisContext(c)).body!;
};

describe('base text style', () => {
  it('keeps the 16px body base when section copy is restyled to 14px, and the body family over a display family', () => {
    const body = bodyOf(capture(
      [text('p', OPEN, 14, 21), text('p', OPEN, 14, 21), text('p', RALEWAY, 14), text('p', RALEWAY, 14), text('p', RALEWAY, 15), text('div', OPEN, 16)],
      'body { font-family: "Open Sans", sans-serif; font-size: 1rem; line-height: 1.5 } .about p { font-size: 14px }',
    ));
    expect(body).toMatchObject({ family: 'Open Sans', size_px: 16, line_height: { px: 24 }, basis: 'body_element' });
  });

  it('takes a generic p rule over <body>, with body line height as a ratio at the p size', () => {
    const body = bodyOf(capture([text('p', OPEN, 14, 21), text('p', OPEN, 14, 21), text('div', OPEN, 16)], '@media (max-width: 768px) { p { font-size: 13px } } p { font-size: 0.875rem }'));
    expect(body).toMatchObject({ size_px: 14, line_height: { px: 21 } });
  });

  it('takes article copy set larger than a small UI base when it holds most of the copy', () => {
    const body = bodyOf(capture([text('p', OPEN, 18, 28.8), text('p', OPEN, 18, 28.8), text('span', OPEN, 14)], 'body { font-size: 14px }', { ...body16, 'font-size': '14px', 'line-height': '20px' }));
    expect(body).toMatchObject({ size_px: 18, basis: 'paragraphs', line_height: { px: 28.8 } });
  });

  it('reads p rules that apply at the viewport only, and resolves lengths', () => {
    const c = buildCapture(capture([], 'p { font-size: 15px; line-height: 1.6; font-family: Lato, serif } @media (min-width: 2000px) { p { font-size: 30px } } .x p { font-size: 40px }'));
    expect(paragraphRule(new AnalysisContext(c), 16, 16)).toEqual({ selector: 'p', family: 'Lato', size_px: 15, line_height_px: 24, weight: null });
    expect([lengthPx('0.875rem', 16, 16), lengthPx('1.1em', 16, 20), lengthPx('90%', 16, 20), lengthPx('var(--x)', 16, 16)]).toEqual([14, 22, 18, null]);
  });
});

describe('heading levels', () => {
  const heading = (tag: string, size: number, text: string, inHeader = false): NodeInput => {
    y += 60;
    const h = node({ tag, text, box: [100, y, 600, size * 1.2], style: { display: 'block', 'font-family': RALEWAY, 'font-size': `${size}px`, 'line-height': `${size * 1.2}px`, 'font-weight': '700' } });
    return inHeader ? node({ tag: 'header', box: [0, 0, 1440, 80], children: [h] }) : h;
  };
  const levels = (input: CaptureInput) => {
    const c = buildCapture(input);
    return analyzeTypography(c, new AnalysisContext(c)).headings;
  };

  it('reports the main h1: the first outside the header, not a logo, not the repeated section h1s', () => {
    const h = levels(capture([heading('h1', 28, 'Baker', true), heading('h1', 48, 'Welcome to Baker'), heading('h1', 36, 'What we offer'), heading('h1', 36, 'Our work'), text('p', OPEN, 16)], ''));
    expect(h.h1).toMatchObject({ size_px: 48, family: 'Raleway', count: 4 });
  });

  it('takes the heading element\'s own size over a smaller tagline inside it', () => {
    const h1 = node({ tag: 'h1', text: 'Welcome', box: [100, 900, 600, 116], style: { display: 'block', 'font-family': RALEWAY, 'font-size': '50px', 'line-height': '60px' }, children: [
      node({ tag: 'span', text: 'to the CityChurch community', box: [100, 960, 600, 40], style: { display: 'inline', 'font-family': RALEWAY, 'font-size': '30px', 'line-height': '36px' } }),
    ] });
    expect(levels(capture([h1, text('p', OPEN, 16)], '')).h1).toMatchObject({ size_px: 50 });
  });

  it('defines a level the page does not use from its generic rule at the viewport', () => {
    const h = levels(capture([heading('h2', 50, 'Hero title as an h2'), text('p', OPEN, 16)], 'h1, .h1 { font-size: 2.5rem; font-weight: 500; line-height: 1.2 } @media (max-width: 600px) { h1 { font-size: 20px } } h1 { font-family: Raleway, sans-serif }'));
    expect(h.h1).toMatchObject({ family: 'Raleway', size_px: 40, weight: 500, line_height: { px: 48 }, count: 0, evidence: { node_ids: [], selectors: ['h1'] } });
    expect(h.h3).toBeNull();
  });
});

describe('base line height', () => {
  it('keeps the p rule\'s line height when most copy at that size renders tighter (tables, lists)', () => {
    const body = bodyOf(capture([text('p', OPEN, 14, 20.8), text('td', OPEN, 14, 14), text('td', OPEN, 14, 14), text('td', OPEN, 14, 14), text('li', OPEN, 14, 14)], 'p { font-size: 0.875rem; line-height: 1.3rem }', { ...body16, 'line-height': 'normal' }));
    expect(body).toMatchObject({ size_px: 14, line_height: { px: 20.8 } });
  });
});

describe('base text style on a page with no copy', () => {
  it("is <body>'s computed type (html5up-helios: a title banner over an empty data section)", () => {
    const title = node({ tag: 'h1', text: 'Helios', box: [500, 300, 400, 80], style: { display: 'block', 'font-family': '"Source Sans Pro", sans-serif', 'font-size': '74.67px', 'line-height': '74.67px', color: 'rgb(255, 255, 255)' } });
    const bodyStyle = { 'font-family': '"Source Sans Pro", sans-serif', 'font-size': '18.6667px', 'line-height': '32.6667px', color: 'rgb(71, 71, 71)' };
    const body = bodyOf(capture([title], 'body { font-family: "Source Sans Pro", sans-serif; font-size: 14pt; line-height: 1.75em }', bodyStyle));
    expect(body).toMatchObject({ family: 'Source Sans Pro', size_px: 18.67, line_height: { px: 32.67 }, basis: 'body_element', text_chars: 0 });
  });
});

describe('base text style no copy renders at', () => {
  const LUCIDA = '"Lucida Grande", Verdana, sans-serif';
  it('gives way to the one size nearly all copy renders at (lz-metropolis: <body> 10pt, the #content column 9pt/14pt)', () => {
    const paras = Array.from({ length: 8 }, () => text('p', LUCIDA, 12, 18.67));
    const body = bodyOf(capture(paras, 'body { font: 10pt/1.4 "Lucida Grande", Verdana, sans-serif } #content { font: 9pt/14pt "Lucida Grande", Verdana, sans-serif }',
      { 'font-family': LUCIDA, 'font-size': '13.3333px', 'line-height': '18.6667px', color: 'rgb(0, 0, 0)' }));
    expect(body).toMatchObject({ size_px: 12, line_height: { px: 18.67 }, basis: 'paragraphs' });
  });

  it('but a short blurb does not outweigh the base', () => {
    const blurb = node({ tag: 'p', text: 'A fully responsive site template.', box: [100, 400, 600, 20], style: { display: 'block', 'font-family': OPEN, 'font-size': '12.8px', 'line-height': '25.6px', color: 'rgb(68, 68, 68)' } });
    const body = bodyOf(capture([blurb], 'body { font-family: "Open Sans", sans-serif; font-size: 1rem; line-height: 1.65 }', { ...body16, 'line-height': '26.4px' }));
    expect(body).toMatchObject({ size_px: 16, basis: 'body_element' });
  });
});
