/**
 * Brand roles (colors-brand.ts) on inline captures: one test per rule, each built so the rule
 * decides the outcome (issue 9 §1; definitions in eval/realweb/README.md).
 */
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors, type ColorsSection } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const COPY = 'Fieldwork notes from a decade of interviews, organised so that every team can find the quote, the clip and the context they need in seconds.';

function page(children: NodeInput[], css = ''): Capture {
  const height = 3000;
  return buildCapture({
    final_url: 'https://brand.example/',
    document: { width: W, height },
    stylesheets: css ? [{ text: css }] : [],
    nodes: [node({ tag: 'html', box: [0, 0, W, height], children: [node({ tag: 'body', box: [0, 0, W, height], style: { 'background-color': '#ffffff', color: '#111827' }, children })] })],
  });
}
const para = (y: number): NodeInput => node({ tag: 'p', text: COPY, box: [200, y, 640, 72], style: { color: '#111827', 'font-size': '16px', 'line-height': '24px' } });
const button = (label: string, fill: string, box: [number, number, number, number], cls = 'btn'): NodeInput =>
  node({ tag: 'a', attrs: { class: cls, href: '/go' }, text: label, box, style: { 'background-color': fill, color: '#ffffff', 'padding-left': '20px', 'font-size': '15px' } });
const colors = (capture: Capture): ColorsSection => analyzeColors(capture, new AnalysisContext(capture));

describe('brand roles: button class names', () => {
  it('one CTA named primary outweighs five larger buttons named secondary, which become the secondary', () => {
    const edits = [0, 1, 2, 3, 4].map((i) => button('Edit', '#392ccd', [200 + i * 200, 1400, 180, 44], 'btn btn-sm btn-secondary'));
    const out = colors(page([para(200), button('Start now', '#f2125e', [200, 400, 160, 44], 'btn btn-primary'), para(600), ...edits]));
    expect(out.roles.primary.value).toBe('#f2125e');
    expect(out.roles.secondary.value).toBe('#392ccd');
  });

  it('danger and success buttons do not take the primary from a brand-named CTA', () => {
    const alerts = [0, 1, 2, 3].map((i) => button('Delete', '#dc3545', [200 + i * 200, 300, 180, 48], 'btn btn-danger'));
    const out = colors(page([para(200), ...alerts, button('Get started', '#844fc1', [200, 420, 160, 44], 'btn btn-cta'), para(1600)]));
    expect(out.roles.primary.value).toBe('#844fc1');
  });
});

describe('brand roles: secondary', () => {
  it('a second chromatic CTA style is the secondary even when the primary is heavily corroborated', () => {
    const css = ':root { --primary: #444bf8; } a { color: #444bf8; }';
    const primaries = [0, 1, 2].map((i) => button('Sign up', '#444bf8', [200 + i * 300, 300, 260, 60], 'btn btn-primary'));
    const out = colors(page([para(200), ...primaries, para(500), button('Talk to sales', '#00c9a6', [200, 1400, 160, 44])], css));
    expect(out.roles.primary.value).toBe('#444bf8');
    expect(out.roles.secondary.value).toBe('#00c9a6');
  });
});

describe("brand roles: Bootstrap's own --primary", () => {
  it('does not outvote the pink CTAs because Bootstrap\'s default link blue is left on a few links', () => {
    const css = ':root { --primary: #007bff; } a { color: #007bff; }';
    const links = [0, 1, 2].map((i) => node({ tag: 'a', attrs: { href: '/p' }, text: 'Product name', box: [200 + i * 300, 1200, 120, 20], style: { color: '#007bff', 'font-size': '14px' } }));
    const out = colors(page([para(200), button('Shop now', '#ff47d9', [200, 400, 200, 52]), button('Subscribe', '#ff47d9', [200, 2200, 110, 36]), ...links], css));
    expect(out.roles.primary.value).toBe('#ff47d9');
  });
});

describe('brand roles: a monochrome theme that renders no CTA', () => {
  it("takes the neutral fill of its `.button.primary` rule (outranking the transparent `.button`) as the primary", () => {
    const css = '.button.primary { background-color: #212931; color: #ffffff !important; } .button { background-color: transparent; color: #212931 !important; }';
    const out = colors(page([para(200), para(400)], css));
    expect(out.roles.primary.value).toBe('#212931');
  });
});

describe('brand roles: accent is a further hue', () => {
  it("a darker shade of the secondary's green (Bootstrap's success figures beside a green CTA) is not the accent", () => {
    const primaries = [0, 1].map((i) => button('Get quote', '#0090e7', [200 + i * 300, 300, 200, 52]));
    const figures = [0, 1, 2, 3, 4, 5].map((i) => node({ tag: 'p', attrs: { class: 'figure' }, text: '+3.5%', box: [200 + i * 120, 900, 80, 20], style: { color: '#198754', 'font-size': '14px' } }));
    const out = colors(page([para(200), ...primaries, button('Create new project', '#00d25b', [200, 600, 200, 44]), ...figures]));
    expect(out.roles.primary.value).toBe('#0090e7');
    expect(out.roles.secondary.value).toBe('#00d25b');
    expect(out.roles.accent.value).toBeNull();
  });
});

describe('brand roles: secondary prefers a second filled CTA', () => {
  it('the fill of a second chromatic CTA style beats a heavier navy band', () => {
    const band = node({ tag: 'section', box: [0, 1200, W, 500], style: { 'background-color': '#1e266d' }, children: [] });
    const primaries = [0, 1].map((i) => button('Get quote', '#ff6c02', [200 + i * 300, 300, 200, 52]));
    const out = colors(page([para(200), ...primaries, band, button('Learn more', '#1d79fb', [200, 2000, 160, 44])]));
    expect(out.roles.primary.value).toBe('#ff6c02');
    expect(out.roles.secondary.value).toBe('#1d79fb');
  });
});

describe('brand roles: accent', () => {
  const heading = (y: number, color: string): NodeInput => node({ tag: 'h3', text: 'Quarterly revenue', box: [200, y, 600, 40], style: { color, 'font-size': '28px', 'line-height': '40px' } });

  it('a near-black navy used for headings is ink, not a highlight (OKLCH L < 0.4)', () => {
    const headings = [0, 1, 2, 3, 4, 5].map((i) => heading(800 + i * 200, '#001737'));
    const out = colors(page([para(200), button('Start now', '#e11d48', [200, 400, 160, 44]), ...headings]));
    expect(out.roles.primary.value).toBe('#e11d48');
    expect(out.roles.accent.value).toBeNull();
  });

  it('a color shown only on hover, with nothing chromatic at rest, is the accent and leaves the primary null', () => {
    const links = [0, 1, 2, 3, 4, 5].map((i) => node({ tag: 'a', attrs: { href: `/p${i}` }, text: `Story ${i}`, box: [200, 700 + i * 60, 200, 24], style: { color: '#111827' } }));
    const capture = page([para(200), ...links]);
    const ids = capture.nodes.filter((n) => n.tag === 'a').map((n) => n.id);
    capture.states = ids.map((id) => ({ node_id: id, state: 'hover' as const, changed: { color: 'rgb(242, 132, 158)' } }));
    const out = colors(capture);
    expect(out.roles.primary.value).toBeNull();
    expect(out.roles.accent.value).toBe('#f2849e');
  });

  it('names a hover-only highlight by its :hover color, not the darker :active press of it', () => {
    const links = [0, 1, 2, 3, 4, 5].map((i) => node({ tag: 'a', attrs: { href: `/p${i}` }, text: `Story ${i}`, box: [200, 700 + i * 60, 200, 24], style: { color: '#111827' } }));
    const capture = page([para(200), ...links]);
    const ids = capture.nodes.filter((n) => n.tag === 'a').map((n) => n.id);
    // The press shade sorts first by hex, so only the hover-over-active rule names the group right.
    capture.states = ids.flatMap((id) => [
      { node_id: id, state: 'hover' as const, changed: { color: 'rgb(155, 241, 255)' } },
      { node_id: id, state: 'active' as const, changed: { color: 'rgb(83, 227, 251)' } },
    ]);
    expect(colors(capture).roles.accent.value).toBe('#9bf1ff');
  });
});

describe('brand roles: framework defaults', () => {
  it("a stylesheet-only color no element shows (Bootstrap's --primary and a-rule #007bff) is neither secondary nor accent", () => {
    const css = ':root { --blue: #007bff; --primary: #007bff; --secondary: #6c757d; } a { color: #007bff; }';
    const out = colors(page([para(200), button('Book a table', '#ff5821', [200, 400, 180, 52]), para(600)], css));
    expect(out.roles.primary.value).toBe('#ff5821');
    expect(out.roles.secondary.value).toBeNull();
    expect(out.roles.accent.value).toBeNull();
  });

  it("Bootstrap's a:hover blue on links the site colors at rest is not the accent", () => {
    const links = [0, 1, 2, 3, 4, 5].map((i) => node({ tag: 'a', attrs: { href: `/p${i}` }, text: `Story ${i}`, box: [200, 700 + i * 60, 200, 24], style: { color: '#111827' } }));
    const capture = page([para(200), button('Book a table', '#ff5821', [200, 400, 180, 52]), ...links], 'a:hover { color: #0056b3; }');
    const ids = capture.nodes.filter((n) => n.tag === 'a' && n.attrs['class'] !== 'btn').map((n) => n.id);
    capture.states = ids.map((id) => ({ node_id: id, state: 'hover' as const, changed: { color: 'rgb(0, 86, 179)' } }));
    const out = colors(capture);
    expect(out.roles.primary.value).toBe('#ff5821');
    expect(out.roles.accent.value).toBeNull();
  });
});

describe('brand roles: the value is what the page paints', () => {
  it('names a role by the painted color, not a near stylesheet value (Bootstrap --primary beside the site button)', () => {
    const css = ':root { --primary: #007bff; }';
    const tag = node({ tag: 'span', text: 'New', box: [200, 900, 40, 20], style: { color: '#007bff', 'font-size': '12px' } });
    const out = colors(page([para(200), button('Get started', '#1d79fb', [200, 400, 180, 52]), tag], css));
    expect(out.roles.primary.value).toBe('#1d79fb');
  });
});

describe('brand roles: a page that renders no call to action', () => {
  it("takes the theme's .btn-primary fill over Bootstrap's own rule and its unshown a-rule blue", () => {
    const css = '.btn-primary { color: #fff; background-color: #337ab7; } a { color: #337ab7; }\n.btn-primary, .btn-primary:focus { background-color: #fa6862; }';
    const out = colors(page([para(200), para(400)], css));
    expect(out.roles.primary.value).toBe('#fa6862');
    expect(out.roles.primary.evidence[0]).toMatchObject({ source: 'buttons', selector: '.btn-primary' });
  });
});

describe('brand roles: outline buttons', () => {
  it('reads an inset box-shadow ring as the outline of a transparent button', () => {
    const ring = node({ tag: 'a', attrs: { class: 'button', href: '/go' }, text: 'Get started', box: [200, 400, 180, 52], style: { 'background-color': 'rgba(0, 0, 0, 0)', color: '#111827', 'box-shadow': 'rgb(33, 150, 83) 0px 0px 0px 2px inset', 'padding-left': '20px' } });
    const out = colors(page([para(200), ring]));
    expect(out.roles.primary.value).toBe('#219653');
  });
});

describe('brand roles: status colors are not the accent', () => {
  // pollux-ui-admin's shape: a violet CTA, `btn-success` "Edit" rows and `text-success` figures
  // far down a dashboard, and a teal band: the teal is the highlight, the green a status.
  const edits = (fill: string, cls: string): NodeInput[] => [0, 1, 2, 3, 4].map((i) => button('Edit', fill, [1180, 1400 + i * 74, 120, 40], `btn btn-sm ${cls}`));
  const figures = [0, 1, 2].map((i) => node({ tag: 'p', attrs: { class: 'text-success mb-0' }, text: '+0.5%', box: [300 + i * 120, 950, 40, 20], style: { color: '#21bf06', 'font-size': '14px' } }));
  const band = node({ tag: 'div', attrs: { class: 'navbar-breadcrumb' }, box: [0, 200, W, 120], style: { 'background-color': '#00c8bf' }, children: [] });
  // The second CTA style takes the secondary, so the accent is what is left.
  const second = button('Talk to sales', '#e8590c', [420, 500, 180, 48]);

  it('a green painted only by status-named buttons and figures gives way to the teal band', () => {
    const out = colors(page([para(300), button('New project', '#844fc1', [200, 500, 180, 48], 'btn btn-primary'), second, band, ...figures, ...edits('#21bf06', 'btn-success')]));
    expect(out.roles.primary.value).toBe('#844fc1');
    expect(out.roles.accent.value).toBe('#00c8bf');
  });

  it('the same green on buttons with no status name is still the accent', () => {
    const out = colors(page([para(300), button('New project', '#844fc1', [200, 500, 180, 48], 'btn btn-primary'), second, ...edits('#21bf06', 'btn-tertiary')]));
    expect(out.roles.accent.value).toBe('#21bf06');
  });

  it('a status-named button above the fold is a call to action, and its color stays the accent', () => {
    const create = button('+ Create New', '#3794fc', [1080, 12, 120, 40], 'btn btn-info');
    const out = colors(page([para(300), button('Start', '#ec37fc', [200, 500, 180, 48], 'btn btn-primary'), second, create, ...edits('#3794fc', 'btn-info')]));
    expect(out.roles.primary.value).toBe('#ec37fc');
    expect(out.roles.accent.value).toBe('#3794fc');
  });
});

describe('brand roles: a small chromatic band is an accent', () => {
  it("a green caption panel of about 1% of the page is the accent beside a purple CTA and a pink second CTA", () => {
    const caption = node({ tag: 'div', attrs: { class: 'caption' }, box: [200, 1200, 360, 160], style: { 'background-color': '#9eb60c' }, children: [] });
    const out = colors(page([para(200), button('Order flowers', '#725583', [200, 400, 180, 48], 'btn btn-primary'), button('Our shop', '#cd6fc2', [420, 400, 180, 48]), caption]));
    expect(out.roles.primary.value).toBe('#725583');
    expect(out.roles.secondary.value).toBe('#cd6fc2');
    expect(out.roles.accent.value).toBe('#9eb60c');
  });
});

describe('brand roles: a tinted second CTA style', () => {
  // hd-watcher's shape: blue CTAs and a beige hero "Read More" (OKLCH C 0.05: a pale color, not a
  // gray) that barely differs in luminance from the white page.
  const blue = [0, 1].map((i) => button('Send', '#179dfb', [200 + i * 300, 1400, 180, 48], 'btn btn-primary'));

  it('a labelled beige CTA is the secondary', () => {
    const hero = node({ tag: 'a', attrs: { class: 'slider-btn1', href: '/about' }, text: 'Read More', box: [200, 500, 160, 50], style: { 'background-color': '#f2d8b9', color: '#000000', 'padding-left': '20px' } });
    const out = colors(page([para(200), hero, ...blue]));
    expect(out.roles.primary.value).toBe('#179dfb');
    expect(out.roles.secondary.value).toBe('#f2d8b9');
  });

  it('beige carousel arrows with no label are not a CTA style', () => {
    const arrows = [0, 1].map((i) => node({ tag: 'a', attrs: { class: i ? 'carousel-control-next' : 'carousel-control-prev', href: '#s' }, text: '', box: [165 + i * 1000, 330, 45, 45], style: { 'background-color': '#f5e5bd' } }));
    const out = colors(page([para(200), ...arrows, ...blue]));
    expect(out.roles.secondary.value).toBeNull();
  });
});

describe('brand roles: a color that alternates with the primary', () => {
  // wallet-bootstrap's shape: green CTAs, and numbered service boxes that alternate green and
  // purple (`.colored-box:nth-child(even)` in the site's $secondary_color).
  const box = (i: number, color: string): NodeInput => node({ tag: 'span', attrs: { class: 'colored-box text-center h3' }, text: `0${i + 1}`, box: [200 + i * 200, 930, 70, 70], style: { color, 'background-color': '#ffffff', 'font-size': '28px' } });
  const ctas = [0, 1].map((i) => button('Get started', '#51b56d', [200 + i * 300, 400, 180, 52], 'btn btn-primary'));

  it('is the secondary', () => {
    const boxes = [0, 1, 2, 3, 4].map((i) => box(i, i % 2 ? '#51b56d' : '#917aeb'));
    const out = colors(page([para(200), ...ctas, ...boxes]));
    expect(out.roles.primary.value).toBe('#51b56d');
    expect(out.roles.secondary.value).toBe('#917aeb');
  });

  it('but the same purple on boxes of another kind is no secondary', () => {
    const boxes = [0, 1, 2, 3, 4].map((i) => (i % 2 ? box(i, '#51b56d') : node({ tag: 'p', attrs: { class: 'figure' }, text: `0${i + 1}`, box: [200 + i * 200, 930, 70, 70], style: { color: '#917aeb', 'font-size': '28px' } })));
    const out = colors(page([para(200), ...ctas, ...boxes]));
    expect(out.roles.secondary.value).toBeNull();
  });
});
