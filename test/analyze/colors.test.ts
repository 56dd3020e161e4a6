import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { analyzeColors, colorsAnalyzer, type ColorsSection } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const COPY = 'Fieldwork notes from a decade of interviews, organised so that every team can find the quote, the clip and the context they need in seconds.';

interface PageOptions {
  bg?: string;
  color?: string;
  height?: number;
  css?: string;
  head?: CaptureInput['head'];
}

function page(children: NodeInput[], o: PageOptions = {}): Capture {
  const height = o.height ?? 3000;
  return buildCapture({
    final_url: 'https://brand.example/',
    document: { width: W, height },
    head: o.head,
    stylesheets: o.css ? [{ text: o.css }] : [],
    nodes: [node({ tag: 'html', box: [0, 0, W, height], children: [node({ tag: 'body', box: [0, 0, W, height], style: { 'background-color': o.bg ?? '#ffffff', color: o.color ?? '#000000' }, children })] })],
  });
}

const text = (tag: string, content: string, color: string, box: [number, number, number, number], style: Record<string, string> = {}): NodeInput =>
  node({ tag, text: content, box, style: { color, 'font-size': '16px', 'line-height': '24px', ...style } });
const para = (color: string, y: number, style: Record<string, string> = {}): NodeInput => text('p', COPY, color, [200, y, 640, 72], style);
const heading = (color: string, y: number): NodeInput => text('h2', 'A heading that says what this is', color, [200, y, 800, 48], { 'font-size': '40px', 'line-height': '48px', 'font-weight': '700' });
const button = (label: string, fill: string, box: [number, number, number, number], style: Record<string, string> = {}, cls = 'btn'): NodeInput =>
  node({ tag: 'a', attrs: { class: cls, href: '/signup' }, text: label, box, style: { 'background-color': fill, color: '#ffffff', 'padding-left': '20px', 'font-size': '15px', ...style } });
const section = (y: number, height: number, children: NodeInput[], bg = 'rgba(0, 0, 0, 0)', attrs: Record<string, string> = {}): NodeInput =>
  node({ tag: 'section', attrs, box: [0, y, W, height], style: { 'background-color': bg }, children });

function colors(capture: Capture): ColorsSection {
  return analyzeColors(capture, new AnalysisContext(capture));
}

/** A plain light page: copy in #111827 with muted #6b7280 notes, neutral headings, gray borders. */
function lightPage(extra: NodeInput[] = [], o: PageOptions = {}): Capture {
  return page([
    section(0, 900, [heading('#111827', 120), para('#111827', 200), para('#6b7280', 300, { 'font-size': '14px' })]),
    section(900, 900, [
      heading('#111827', 960),
      node({ tag: 'div', attrs: { class: 'card' }, box: [200, 1040, 400, 300], style: { 'background-color': '#f9fafb', 'border-top-width': '1px', 'border-right-width': '1px', 'border-bottom-width': '1px', 'border-left-width': '1px', 'border-top-color': '#e5e7eb', 'border-right-color': '#e5e7eb', 'border-bottom-color': '#e5e7eb', 'border-left-color': '#e5e7eb', 'border-top-left-radius': '12px' }, children: [para('#111827', 1060), para('#6b7280', 1140)] }),
      para('#111827', 1400),
    ]),
    ...extra,
  ], o);
}

describe('colors: the brand color only on the CTA', () => {
  const capture = lightPage([button('Start free', '#2563eb', [200, 500, 160, 48])]);
  const out = colors(capture);

  it('finds the primary from the one CTA, not from the most frequent color', () => {
    expect(out.roles.primary.value).toBe('#2563eb');
    expect(out.roles.primary.evidence[0]).toMatchObject({ source: 'buttons', color: '#2563eb', count: 1 });
    expect(out.roles.primary.confidence).toBeGreaterThan(0.5);
    expect(out.stats.monochrome).toBe(false);
  });

  it('reads background, text, muted, surface and border on the page', () => {
    expect(out.roles.background).toMatchObject({ value: '#ffffff' });
    expect(out.roles.background.evidence[0]).toMatchObject({ source: 'canvas', node_ids: ['n1'] });
    expect(out.roles.text.value).toBe('#111827');
    expect(out.roles.text_muted.value).toBe('#6b7280');
    expect(out.roles.surface.value).toBe('#f9fafb');
    expect(out.roles.border.value).toBe('#e5e7eb');
  });

  it('leaves secondary, accent and link null when nothing defends them', () => {
    for (const role of ['secondary', 'accent', 'link'] as const) expect(out.roles[role]).toEqual({ value: null, confidence: 0, evidence: [] });
  });

  it('lists the palette by area with roles, and includes the CTA color', () => {
    // gray-50 cards are within ΔE 2 of white: one palette entry, the shade listed as merged.
    expect(out.palette[0]).toMatchObject({ value: '#ffffff', roles: ['background', 'surface'] });
    expect(out.palette[0]!.merged.map((m) => m.value)).toContain('#f9fafb');
    const cta = out.palette.find((p) => p.value === '#2563eb');
    expect(cta).toMatchObject({ roles: ['primary'], sources: ['background'], usage: { elements: 1 } });
    expect(cta!.oklch.c).toBeGreaterThan(0.1);
    const areas = out.palette.map((p) => p.usage.area_ratio);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });
});

describe('colors: a dark page', () => {
  const capture = page([
    section(0, 900, [heading('#e6e8f2', 100), para('#e6e8f2', 180), para('#9aa0b8', 280), button('Get started', '#7c5cff', [200, 400, 150, 44])]),
    section(900, 900, [heading('#e6e8f2', 960), para('#9aa0b8', 1040), para('#e6e8f2', 1140)]),
  ], { bg: '#0b0d17', color: '#e6e8f2' });
  const out = colors(capture);

  it('has a dark background and light text', () => {
    expect(out.roles.background.value).toBe('#0b0d17');
    expect(out.roles.text.value).toBe('#e6e8f2');
    expect(out.roles.text_muted.value).toBe('#9aa0b8');
    expect(out.roles.primary.value).toBe('#7c5cff');
    expect(out.modes.rendered).toBe('dark');
    expect(out.dark_sections).toEqual([]);
  });

  it('takes the color of a page wrapper that paints over the whole body', () => {
    const wrapped = page([node({ tag: 'div', attrs: { class: 'min-h-screen bg-slate-950' }, box: [0, 0, W, 3000], style: { 'background-color': '#020617' }, children: [para('#f8fafc', 100), para('#f8fafc', 200)] })]);
    const roles = colors(wrapped).roles;
    expect(roles.background.value).toBe('#020617');
    expect(roles.background.evidence.map((e) => e.source)).toEqual(['page-wrapper', 'canvas']);
    expect(roles.text.value).toBe('#f8fafc');
  });
});

describe('colors: several button variants', () => {
  const variants = (secondaryFill: string): Capture =>
    lightPage([
      node({ tag: 'header', box: [0, 0, W, 72], children: [
        button('Log in', 'rgba(0, 0, 0, 0)', [1100, 14, 90, 44], { color: '#1f1d1a', 'border-top-width': '1px', 'border-top-color': '#e7e0d5' }),
        button('Start free', '#e4572e', [1200, 14, 114, 44]),
      ] }),
      button('New: summaries →', '#f3ece2', [200, 137, 272, 35], { color: '#1f1d1a', 'border-top-left-radius': '999px' }, 'btn btn-pill'),
      button('Start free for 14 days', '#e4572e', [200, 500, 220, 53]),
      button('See how it works', 'rgba(0, 0, 0, 0)', [440, 500, 190, 53], { color: '#1f1d1a', 'border-top-width': '1px', 'border-top-color': '#e7e0d5' }),
      button('Talk to sales', secondaryFill, [900, 2600, 290, 44]),
      button('Book a demo', secondaryFill, [700, 2700, 160, 53]),
      button('Start free trial', '#e4572e', [500, 2600, 290, 44]),
    ]);

  it('picks the saturated, prominent CTA fill as primary; a near-black secondary button is not a brand color', () => {
    const out = colors(variants('#1f1d1a'));
    expect(out.roles.primary.value).toBe('#e4572e');
    expect(out.roles.primary.evidence[0]).toMatchObject({ source: 'buttons', count: 3 });
    expect(out.roles.primary.alternatives?.[0]?.value).toBe('#1f1d1a');
    expect(out.roles.secondary.value).toBeNull();
  });

  it('takes a chromatic second button fill as secondary', () => {
    const out = colors(variants('#0d9488'));
    expect(out.roles.primary.value).toBe('#e4572e');
    expect(out.roles.secondary.value).toBe('#0d9488');
    expect(out.roles.secondary.evidence[0]).toMatchObject({ source: 'buttons', count: 2 });
  });
});

describe('colors: body text that is not black', () => {
  const slate = (bodyColor: string): Capture =>
    page([
      section(0, 1200, [heading('#0f172a', 100), para('#334155', 180), para('#334155', 280), para('#334155', 380), text('p', 'Updated two days ago', '#64748b', [200, 480, 300, 20], { 'font-size': '14px' }), para('#64748b', 520)]),
      section(1200, 1200, [heading('#0f172a', 1260), para('#334155', 1340), para('#334155', 1440)]),
    ], { color: bodyColor });

  it('reads #334155 copy as text, the darker headings are not the body color', () => {
    const out = colors(slate('#334155'));
    expect(out.roles.text.value).toBe('#334155');
    expect(out.roles.text.evidence[0]!.note).toContain('the color set on <body>');
    expect(out.roles.text_muted.value).toBe('#64748b');
  });

  it('still reads #334155 when <body> keeps the default black', () => {
    const out = colors(slate('rgb(0, 0, 0)'));
    expect(out.roles.text.value).toBe('#334155');
    expect(out.roles.text_muted.value).toBe('#64748b');
  });
});

describe('colors: little paragraph copy next to big headings and stat numbers', () => {
  // A landing page whose copy is three short lines, while display text and stats (divs and spans,
  // not h1–h6) in the heading ink cover far more area: the copy still decides the text color.
  const stat = (value: string, x: number, y: number): NodeInput => text('div', value, '#0f172a', [x, y, 220, 64], { 'font-size': '56px', 'line-height': '64px', 'font-weight': '700' });
  const landing = (bodyColor: string): Capture =>
    page([
      section(0, 900, [
        text('div', 'Ship the whole product, not only the code', '#0f172a', [200, 100, 1000, 160], { 'font-size': '72px', 'line-height': '80px', 'font-weight': '800' }),
        text('p', 'Plan, build and launch with one workspace.', '#475569', [200, 300, 600, 28], { 'font-size': '18px', 'line-height': '28px' }),
        stat('99.9%', 200, 420), stat('$2.4M', 460, 420), stat('10k+', 720, 420), stat('4.9/5', 980, 420),
        text('span', 'Teams shipping every week across forty countries', '#0f172a', [200, 520, 900, 40], { 'font-size': '32px', 'line-height': '40px', 'font-weight': '600' }),
      ]),
      section(900, 900, [
        heading('#0f172a', 960),
        text('p', 'Everything you need to run launches in one place.', '#475569', [200, 1040, 600, 24]),
        text('li', 'Roadmaps your whole team reads', '#475569', [200, 1080, 600, 24]),
        text('li', 'Release notes written for you', '#475569', [200, 1110, 600, 24]),
      ]),
      node({ tag: 'nav', box: [0, 1800, W, 60], children: [text('a', 'Pricing', '#0f172a', [200, 1810, 80, 24]), text('span', 'Product updates and changelog', '#0f172a', [300, 1810, 300, 24])] }),
    ], { color: bodyColor });

  it('reads the paragraph color as text, not the heading ink of display text and stats', () => {
    // (When <body> itself wears the heading ink and every paragraph is lighter, the body color is
    // the text token and the paragraphs are muted: see the spa and consent golden captures.)
    for (const body of ['#475569', 'rgb(0, 0, 0)']) {
      const out = colors(landing(body));
      expect(out.roles.text.value, `<body> color ${body}`).toBe('#475569');
    }
  });

  it('counts paragraph copy by characters: its evidence names the paragraph nodes', () => {
    const out = colors(landing('#475569'));
    expect(out.roles.text.evidence[0]!.share).toBe(1);
  });
});

describe('colors: every paragraph in a secondary color (a dark blog index)', () => {
  // body { color: var(--ink) } on a dark page; headings are brighter, and all copy (meta lines,
  // excerpts, the lead) wears one softer color. Text is what the paragraphs wear (README "text"),
  // unless the site names that color muted: then the body ink (nav links, bylines) is text.
  const blog = (inkNodes: number, o: { css?: string; cls?: string } = {}): Capture =>
    page([
      node({ tag: 'header', box: [0, 0, W, 72], children: [node({ tag: 'nav', box: [400, 20, 600, 30], children: ['Invest', 'Accounts', 'Pricing', 'Learn'].slice(0, inkNodes).map((l, i) => text('a', l, '#efe7dc', [400 + i * 120, 20, 100, 24], { 'font-size': '15px' })) })] }),
      section(72, 2000, [
        text('h1', 'Ideas from the team', '#fbf6ee', [200, 120, 900, 70], { 'font-size': '64px', 'line-height': '70px', 'font-weight': '700' }),
        para('#a89c8d', 220, { 'font-size': '20px' }),
        ...[0, 1, 2].flatMap((i) => [
          node({ ...text('p', 'Product · Feb 7, 2025 · 3 min read', '#a89c8d', [200, 500 + i * 300, 400, 20], { 'font-size': '14px' }), attrs: o.cls ? { class: o.cls } : {} }),
          text('h3', 'Designing for the second visit, not the first', '#fbf6ee', [200, 530 + i * 300, 600, 28], { 'font-size': '20px' }),
          node({ ...para('#a89c8d', 570 + i * 300), attrs: o.cls ? { class: o.cls } : {} }),
          ...(inkNodes > 1 ? [text('span', 'Written by Mara Quint', '#efe7dc', [200, 650 + i * 300, 300, 20], { 'font-size': '14px' })] : []),
        ]),
      ]),
    ], { bg: '#14110f', color: '#efe7dc', css: o.css });

  it('reads the paragraph color as text when nothing names it muted', () => {
    const out = colors(blog(4));
    expect(out.roles.text.value).toBe('#a89c8d');
    expect(out.roles.text_muted.value).toBeNull();
  });

  it('reads the <body> ink as text, and the paragraphs as muted, when a variable names their color muted', () => {
    const out = colors(blog(4, { css: ':root { --ink: #efe7dc; --ink-soft: #a89c8d; }' }));
    expect(out.roles.text.value).toBe('#efe7dc');
    expect(out.roles.text.evidence[0]!.note).toContain('the color set on <body>');
    expect(out.roles.text_muted.value).toBe('#a89c8d');
    expect(out.roles.text_muted.evidence[0]!.note).toContain('the site names it muted');
  });

  it('does the same when a class names them muted (`.text-muted`)', () => {
    const out = colors(blog(4, { cls: 'text-muted' }));
    expect([out.roles.text.value, out.roles.text_muted.value]).toEqual(['#efe7dc', '#a89c8d']);
  });

  it('keeps the paragraph color when almost nothing renders the <body> color', () => {
    expect(colors(blog(1, { cls: 'text-muted' })).roles.text.value).toBe('#a89c8d');
  });
});

describe('colors: text and muted on real-web patterns (README "text", "text_muted")', () => {
  const nav = (color: string): NodeInput => node({ tag: 'nav', box: [0, 0, W, 60], children: ['Home', 'Features', 'Pricing', 'About'].map((l, i) => text('a', l, color, [400 + i * 120, 20, 100, 24])) });

  it('takes the color most paragraphs wear when the page has copy, not the darker <body> color of headings and nav', () => {
    // A Tailwind landing: body gray-900 renders the headings and the nav; every paragraph is text-zinc-500.
    const out = colors(page([nav('#101828'), ...[0, 1, 2, 3, 4].flatMap((i) => [heading('#101828', 100 + i * 300), para('#71717b', 180 + i * 300)])], { color: '#101828' }));
    expect(out.roles.text.value).toBe('#71717b');
    expect(out.roles.text.evidence[0]!.share).toBe(1);
  });

  it('keeps the readable <body> color over a majority of copy under 3:1', () => {
    const out = colors(page([...[0, 1, 2].map((i) => para('#c1bdb6', 100 + i * 100)), para('#1f1d1a', 400), para('#1f1d1a', 500)], { color: '#1f1d1a', bg: '#fbf8f3' }));
    expect([out.roles.text.value, out.roles.text_muted.value]).toEqual(['#1f1d1a', '#c1bdb6']);
  });

  it('pools a translucent text color drawn over several bands, reported as the color it paints most', () => {
    const band = (y: number, fill: string, n: number): NodeInput => section(y, 400, Array.from({ length: n }, (_, i) => para('rgba(255, 255, 255, 0.55)', y + 40 + i * 100)), fill);
    const out = colors(page([band(0, 'rgba(0, 0, 0, 0)', 2), band(400, '#5e42a6', 1), band(800, '#5052b5', 1), para('#9a9ab0', 1300), para('#9a9ab0', 1400), para('#9a9ab0', 1500)], { bg: '#312450', color: 'rgba(255, 255, 255, 0.55)' }));
    expect(out.roles.text.value).toBe('#a29cb0');
    expect(out.roles.text.evidence[0]!.count).toBe(4);
  });

  it('falls back to the <body> color when no text shows on the page background', () => {
    // Every section is still hidden by a scroll animation; the hero title is white over a photo.
    const out = colors(page([text('h1', 'Better digital experience', '#ffffff', [200, 200, 800, 60], { 'font-size': '48px' })], { color: '#444444' }));
    expect(out.roles.text).toMatchObject({ value: '#444444', confidence: 0.35 });
  });

  it('takes the muted text the site names (`.text-muted`) over a more frequent lesser copy color', () => {
    const out = colors(page([
      ...[0, 1, 2, 3, 4].map((i) => para('#001737', 100 + i * 100)),
      para('#7e7e7e', 700),
      ...[0, 1, 2].map((i) => node({ tag: 'div', attrs: { class: 'text-muted' }, text: '23 Sep 2019, 2.04PM', box: [200, 900 + i * 30, 200, 20], style: { color: '#9a9ea2', 'font-size': '13px' } })),
    ]));
    expect(out.roles.text_muted.value).toBe('#9a9ea2');
  });

  it('finds the lesser text color outside the copy: form labels, nav links, meta spans', () => {
    const label = (l: string, y: number): NodeInput => node({ tag: 'label', text: l, box: [200, y, 200, 20], style: { color: '#7d838a', 'font-size': '14px' } });
    const out = colors(page([...[0, 1, 2, 3, 4].map((i) => para('#585f63', 100 + i * 100)), node({ tag: 'form', box: [200, 700, 400, 200], children: [label('Email address', 700), label('Password', 780)] })]));
    expect(out.roles.text.value).toBe('#585f63');
    expect(out.roles.text_muted.value).toBe('#7d838a');
    expect(out.roles.text_muted.evidence[0]!.note).toContain('outside the copy');
  });

  it('takes a lesser style the page repeats (author names, one element and class) though only one instance sits on the page tone', () => {
    const author = (y: number): NodeInput => node({ tag: 'nm', text: 'Rob Anderson', box: [200, y, 120, 18], style: { color: '#939399', 'font-size': '12px' } });
    const out = colors(page([
      ...[0, 1, 2, 3, 4].map((i) => para('#666666', 100 + i * 100)),
      author(700),
      section(900, 400, [author(950), author(1050)], '#181818'),
    ]));
    expect(out.roles.text.value).toBe('#666666');
    expect(out.roles.text_muted.value).toBe('#939399');
  });

  it('leaves a tinted caption color (chroma of a brand vote) and text that does not show on the background out of muted', () => {
    const caption = (color: string, y: number): NodeInput => text('p', 'Photo by the studio', color, [200, y, 300, 20], { 'font-size': '13px' });
    const out = colors(page([...[0, 1, 2, 3, 4].map((i) => para('#676861', 100 + i * 100)), caption('#d79491', 700), caption('#d79491', 740), caption('#fefefe', 780), caption('#fefefe', 820)]));
    expect(out.roles.text.value).toBe('#676861');
    expect(out.roles.text_muted.value).toBeNull();
  });
});

describe('colors: faint dividers (README "border")', () => {
  const divider = (color: string, y: number): NodeInput => node({ tag: 'hr', box: [200, y, 1040, 1], style: { 'border-top-width': '1px', 'border-top-style': 'solid', 'border-top-color': color } });

  it('reads a #f2f2f2 hairline on white as the border, and leaves out a border that does not show (#fcfcfc)', () => {
    const out = colors(page([para('#333333', 100), divider('#f2f2f2', 200), para('#333333', 240), divider('#f2f2f2', 340), node({ tag: 'div', box: [200, 400, 1040, 300], style: Object.fromEntries(['top', 'right', 'bottom', 'left'].flatMap((side) => [[`border-${side}-width`, '2px'], [`border-${side}-color`, '#fcfcfc']])) })]));
    expect(out.roles.border.value).toBe('#f2f2f2');
  });

  it("does not take an input left with the browser's default border (2px inset #767676) as the border color", () => {
    const field = (y: number, style: Record<string, string>): NodeInput => node({ tag: 'input', box: [200, y, 600, 44], style: Object.fromEntries(['top', 'right', 'bottom', 'left'].flatMap((side) => Object.entries(style).map(([k, v]) => [`border-${side}-${k}`, v]))) });
    const out = colors(page([para('#333333', 100), field(300, { width: '2px', style: 'inset', color: '#767676' }), field(400, { width: '2px', style: 'inset', color: '#767676' }), field(500, { width: '1px', style: 'solid', color: '#ced4da' })]));
    expect(out.roles.border.value).toBe('#ced4da');
  });

  it('does not take link underlines drawn as a bottom border (`a { border-bottom: 1px dotted }`) as the border color', () => {
    const link = (i: number): NodeInput => node({ tag: 'a', attrs: { href: `/p${i}` }, text: 'A linked phrase', box: [200, 300 + i * 30, 220, 20], style: { color: '#ffffff', 'border-bottom-width': '1px', 'border-bottom-style': 'dotted', 'border-bottom-color': '#999999' } });
    const out = colors(page([para('#333333', 100), ...Array.from({ length: 12 }, (_, i) => link(i)), divider('#e5e5e5', 800)]));
    expect(out.roles.border.value).toBe('#e5e5e5');
  });

  it('reads the bottom border of block links in a list (service rows, sidebar menus) as a row divider', () => {
    const row = (i: number): NodeInput => node({ tag: 'a', attrs: { href: `/s${i}` }, text: 'Commercial litigation', box: [200, 300 + i * 54, 412, 53], style: { display: 'block', color: '#495057', 'border-bottom-width': '1px', 'border-bottom-style': 'solid', 'border-bottom-color': '#e9ecef' } });
    const out = colors(page([para('#333333', 100), ...Array.from({ length: 4 }, (_, i) => row(i))]));
    expect(out.roles.border.value).toBe('#e9ecef');
  });

  it('reads a divider drawn as a 1px fill (`hr.section-divider { height: 1px; background-color }`) as the border color', () => {
    const fill = (y: number): NodeInput => node({ tag: 'hr', attrs: { class: 'section-divider' }, box: [165, y, 1110, 1], style: { 'background-color': '#d0dae2' } });
    const out = colors(page([para('#333333', 100), fill(300), para('#333333', 400), fill(600)]));
    expect(out.roles.border.value).toBe('#d0dae2');
  });
});

describe('colors: copy too pale to read is not the text (README "text")', () => {
  it('takes the readable #666 paragraphs over more characters of #b7b7b7 FAQ answers, which become text_muted', () => {
    const out = colors(page([...[0, 1, 2, 3, 4, 5].map((i) => para('#b7b7b7', 100 + i * 100)), para('#666666', 800), para('#666666', 900), para('#666666', 1000)], { color: '#5a5a5a' }));
    expect(out.roles.text.value).toBe('#666666');
    expect(out.roles.text_muted.value).toBe('#b7b7b7');
  });
});

describe('colors: a copyright credit is not copy (README "link")', () => {
  it('takes the base a rule, not the credit link of a "Copyright ©" line, when copy holds no other link', () => {
    const credit = node({ tag: 'p', text: 'Copyright © 2019 All Rights Reserved By', box: [200, 2800, 600, 24], style: { color: '#333333' }, children: [text('a', 'Free Html Templates', '#030000', [520, 2800, 160, 24])] });
    const out = colors(page([para('#333333', 100), para('#333333', 200), credit], { css: 'a { color: #007bff; }', color: '#333333' }));
    expect(out.roles.link.value).toBe('#007bff');
  });
});

describe('colors: a link rule that inherits (README "link")', () => {
  const css = (last: string): string => `a { color: #007bff; } .card a { color: #111111; } ${last}`;
  const landing = (sheet: string): Capture => page([...[0, 1, 2, 3, 4].map((i) => para('#555555', 100 + i * 100)), node({ tag: 'div', attrs: { class: 'card' }, box: [200, 700, 300, 200], children: [text('a', 'Read the case study', '#111111', [220, 720, 200, 24])] })], { css: sheet, color: '#555555' });

  it('gives links the text color when the last `a` rule says `color: inherit` and no link sits in copy', () => {
    const out = colors(landing(css('a { color: inherit; text-decoration: none; }')));
    expect(out.roles.link.value).toBe('#555555');
    expect(out.roles.link.evidence[0]).toMatchObject({ source: 'link-rule', selector: 'a' });
  });

  it('keeps the framework color when a later `a` rule sets one again', () => {
    expect(colors(landing(css('a { color: inherit; } body a { color: #0a58ca; }'))).roles.link.value).toBe('#0a58ca');
  });
});

describe('colors: surfaces in the canvas color', () => {
  const edge = (color: string, width = '2px'): Record<string, string> => Object.fromEntries(['top', 'right', 'bottom', 'left'].flatMap((side) => [[`border-${side}-width`, width], [`border-${side}-color`, color]]));
  const card = (x: number, y: number, style: Record<string, string>): NodeInput =>
    node({ tag: 'article', attrs: { class: 'card' }, box: [x, y, 360, 240], style, children: [para('#334155', y + 24)] });

  it('takes bordered cards painted in the canvas color (brutalist, Tailwind `bg-white border`) as the surface', () => {
    const out = colors(page([
      section(0, 900, [heading('#111111', 100), para('#334155', 180),
        card(200, 400, { 'background-color': '#fffdf7', ...edge('#111111'), 'box-shadow': 'rgb(17, 17, 17) 6px 6px 0px 0px' }),
        card(600, 400, { 'background-color': '#fffdf7', ...edge('#111111') }),
        // A window mock's gray title bar is far from the page's lightness: not a surface.
        node({ tag: 'div', attrs: { class: 'mock-bar' }, box: [1000, 400, 420, 46], style: { 'background-color': '#acaaa7' } }),
      ]),
      // A full-bleed band repainting the canvas shows nothing of its own.
      section(900, 900, [para('#334155', 1000)], '#fffdf7'),
    ], { bg: '#fffdf7', color: '#334155' }));
    expect(out.roles.surface.value).toBe('#fffdf7');
    expect(out.roles.surface.evidence[0]!.count).toBe(2);
  });

  it('reads outlined cards with no fill as showing the canvas, at a low confidence', () => {
    const out = colors(page([section(0, 900, [heading('#111827', 100), para('#334155', 180),
      card(200, 400, { ...edge('#e2e8f0', '1px') }), card(600, 400, { ...edge('#e2e8f0', '1px') })])], { bg: '#f8fafc', color: '#334155' }));
    expect(out.roles.surface).toMatchObject({ value: '#f8fafc', confidence: 0.4 });
    expect(out.roles.surface.evidence[0]!.note).toContain('no fill of their own');
  });

  it('leaves surface null when nothing paints or outlines a panel', () => {
    const out = colors(page([section(0, 900, [heading('#111827', 100), para('#334155', 180)])], { bg: '#f8fafc', color: '#334155' }));
    expect(out.roles.surface.value).toBeNull();
  });
});

describe('colors: near-black header chrome', () => {
  const capture = page([
    node({ tag: 'header', attrs: { class: 'site-header' }, box: [0, 0, W, 72], style: { 'background-color': '#0a0a0a' }, children: [
      node({ tag: 'a', attrs: { class: 'logo', href: '/' }, text: 'Acme', box: [40, 20, 100, 32], style: { color: '#ffffff', 'font-size': '22px' } }),
      node({ tag: 'nav', box: [500, 20, 400, 32], children: ['Product', 'Pricing', 'Docs'].map((label, i) => node({ tag: 'a', attrs: { href: `/${label}` }, text: label, box: [500 + i * 100, 24, 80, 24], style: { color: '#e5e5e5' } })) }),
      button('Sign in', '#0a0a0a', [1200, 14, 100, 44], { 'border-top-width': '1px', 'border-top-color': '#404040' }),
    ] }),
    section(72, 900, [heading('#171717', 200), para('#404040', 280), button('Start building', '#16a34a', [200, 400, 180, 48])]),
    section(972, 900, [para('#404040', 1000), para('#404040', 1100)]),
  ], { head: { meta: [{ name: 'theme-color', content: '#0a0a0a' }] } });
  const out = colors(capture);

  it('does not take the header, its dark button or the dark theme-color as primary', () => {
    expect(out.roles.primary.value).toBe('#16a34a');
    expect(out.roles.primary.evidence.map((e) => e.source)).not.toContain('theme-color');
    expect(out.roles.background.value).toBe('#ffffff');
    expect(out.roles.text.value).toBe('#404040');
  });

  it('reports the header as a dark band without changing the background', () => {
    expect(out.dark_sections).toEqual([expect.objectContaining({ node_id: 'n2', tone: 'dark', color: '#0a0a0a', text: '#e5e5e5' })]);
  });
});

describe('colors: dark sections on a light page', () => {
  // Three dark bands cover more of the page than the light canvas left between them.
  const dark = (y: number): NodeInput => section(y, 700, [heading('#f8fafc', y + 60), para('#cbd5e1', y + 140), para('#f8fafc', y + 240)], '#0f172a', { class: 'section-dark' });
  const capture = page([
    section(0, 600, [heading('#0f172a', 60), para('#1e293b', 140), para('#1e293b', 240), button('Get the app', '#db2777', [200, 400, 160, 48])]),
    dark(600),
    section(1300, 300, [para('#1e293b', 1340)]),
    dark(1600),
    dark(2300),
  ], { height: 3000 });
  const out = colors(capture);

  it('keeps the canvas as background and reads text on the light parts only', () => {
    expect(out.roles.background.value).toBe('#ffffff');
    expect(out.roles.text.value).toBe('#1e293b');
    expect(out.roles.surface.value).toBeNull();
    expect(out.roles.primary.value).toBe('#db2777');
  });

  it('lists the dark bands in page order with their text color', () => {
    expect(out.dark_sections.map((b) => [b.box.y, b.color, b.tone])).toEqual([[600, '#0f172a', 'dark'], [1600, '#0f172a', 'dark'], [2300, '#0f172a', 'dark']]);
    expect(out.dark_sections[0]!.text).toBe('#f8fafc');
    expect(out.findings?.some((f) => f.message.includes('3 dark band(s)'))).toBe(true);
  });
});

describe('colors: a page with only neutrals', () => {
  it('gives a neutral primary at low confidence with a finding when the CTA is black', () => {
    const out = colors(lightPage([button('Deploy', '#111111', [200, 500, 140, 48]), button('Deploy now', '#111111', [200, 2500, 140, 48])]));
    expect(out.roles.primary.value).toBe('#111111');
    expect(out.roles.primary.confidence).toBeLessThanOrEqual(0.45);
    expect(out.stats.monochrome).toBe(true);
    expect(out.findings?.[0]?.message).toMatch(/monochrome/);
  });

  it('leaves primary null with a finding when nothing votes at all', () => {
    const out = colors(lightPage());
    expect(out.roles.primary.value).toBeNull();
    expect(out.stats.monochrome).toBe(true);
    expect(out.findings?.[0]?.message).toMatch(/primary is null/);
  });
});

describe('colors: Tailwind/shadcn HSL-triplet variables', () => {
  const shadcn = (primary: string, darkPrimary: string): string => `
    @layer base {
      :root { --background: 0 0% 100%; --foreground: 222.2 84% 4.9%; --primary: ${primary}; --primary-foreground: 210 40% 98%;
        --secondary: 210 40% 96.1%; --muted-foreground: 215.4 16.3% 46.9%; --accent: 210 40% 96.1%; --border: 214.3 31.8% 91.4%; --radius: 0.5rem; }
      .dark { --background: 222.2 84% 4.9%; --foreground: 210 40% 98%; --primary: ${darkPrimary}; --border: 217.2 32.6% 17.5%; }
    }
    .bg-primary { background-color: hsl(var(--primary)); }
    .text-muted-foreground { color: hsl(var(--muted-foreground)); }
    body { background-color: hsl(var(--background)); color: hsl(var(--foreground)); }`;
  const capture = (primary: string, darkPrimary: string, fill: string): Capture =>
    page([section(0, 1200, [heading('#020817', 100), para('#020817', 180), para('#64748b', 280), button('Get started', fill, [200, 400, 140, 40], {}, 'bg-primary inline-flex')])], { color: '#020817', css: shadcn(primary, darkPrimary) });

  it('resolves `--primary: 221.2 83.2% 53.3%` and names it in the evidence', () => {
    const out = colors(capture('221.2 83.2% 53.3%', '217.2 91.2% 59.8%', 'rgb(37, 99, 235)'));
    expect(out.roles.primary.value).toBe('#2563eb');
    expect(out.roles.primary.evidence).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'css-variable', variable: '--primary', color: '#2563eb' })]));
    expect(out.roles.secondary.value).toBeNull(); // shadcn's --secondary is a light gray, not a brand color
    expect(out.roles.accent.value).toBeNull();
    const primaryVar = out.css_variables.find((v) => v.name === '--primary');
    expect(primaryVar).toMatchObject({ value: '#2563eb', authored: '221.2 83.2% 53.3%', modes: { light: '#2563eb', dark: '#3b82f6' } });
    expect(out.css_variables.map((v) => v.name)).not.toContain('--radius');
  });

  it('derives the .dark scheme values through the variables', () => {
    const out = colors(capture('221.2 83.2% 53.3%', '217.2 91.2% 59.8%', 'rgb(37, 99, 235)'));
    expect(out.modes.rendered).toBe('light');
    expect(out.modes.available).toEqual(['light', 'dark']);
    expect(out.modes.detection[0]).toMatchObject({ kind: 'selector', detail: '.dark redefines variables' });
    expect(out.modes.dark).toMatchObject({ background: '#020817', primary: '#3b82f6', text: '#f8fafc' });
    expect(out.modes.light).toMatchObject({ background: '#ffffff', primary: '#2563eb', text: '#020817' });
    expect(out.modes.role_variables).toMatchObject({ background: '--background', primary: '--primary', text: '--foreground' });
  });

  it("handles shadcn's default near-black --primary as a monochrome brand", () => {
    const out = colors(capture('222.2 47.4% 11.2%', '210 40% 98%', 'rgb(15, 23, 42)'));
    expect(out.roles.primary.value).toBe('#0f172a');
    expect(out.roles.primary.evidence.map((e) => e.variable).filter(Boolean)).toEqual(['--primary']);
    expect(out.roles.primary.confidence).toBeLessThanOrEqual(0.45);
    expect(out.stats.monochrome).toBe(true);
  });
});

describe('colors: second brand colors named by Tailwind v4 shade scales and short names', () => {
  const site = (css: string): ColorsSection =>
    colors(page([section(0, 1200, [heading('#0f172a', 100), para('#334155', 180), button('Get started', '#2563eb', [200, 400, 140, 40], {}, 'bg-brand-500')])], { color: '#334155', css }));

  it('reads `--color-secondary-700` and `--color-accent-400` from a compiled @theme scale', () => {
    // Tailwind v4 compiles @theme to `@layer theme { :root, :host { … } }`.
    const out = site('@layer theme { :root, :host { --color-brand-500: #2563eb; --color-brand-50: #eff6ff; --color-secondary-700: #0e7490; --color-accent-400: #f472b6; } }');
    expect([out.roles.primary.value, out.roles.secondary.value, out.roles.accent.value]).toEqual(['#2563eb', '#0e7490', '#f472b6']);
    expect(out.roles.secondary.evidence).toEqual(expect.arrayContaining([expect.objectContaining({ variable: '--color-secondary-700' })]));
  });

  it('reads `--brand-2` as the secondary, and never a shade of the primary scale', () => {
    expect(site(':root { --brand: #2563eb; --brand-2: #0e7490; }').roles.secondary.value).toBe('#0e7490');
    expect(site(':root { --color-brand-500: #2563eb; --color-brand-200: #bfdbfe; --color-brand-900: #1e3a8a; }').roles.secondary.value).toBeNull();
  });
});

describe('colors: prefers-color-scheme and links', () => {
  const css = `:root { --brand: #0055ff; --link: var(--brand); --ink: #1a1a1a; --paper: #ffffff; --teal-rgb: 13, 148, 136; }
    @media (prefers-color-scheme: dark) { :root { --brand: #6699ff; --ink: #eeeeee; --paper: #121212; } }
    body { background: var(--paper); color: var(--ink); } a { color: var(--link); }`;
  const capture = page([
    section(0, 1200, [
      node({ tag: 'p', text: COPY, box: [200, 100, 640, 72], style: { color: '#1a1a1a', 'font-size': '16px' }, children: [text('a', 'read the guide', '#0055ff', [300, 120, 110, 24])] }),
      para('#1a1a1a', 200),
      button('Buy', '#0055ff', [200, 300, 120, 44]),
    ]),
  ], { color: '#1a1a1a', css });
  const out = colors(capture);

  it('reads inline links in copy, agreeing with the stylesheet rule', () => {
    expect(out.roles.link.value).toBe('#0055ff');
    expect(out.roles.link.evidence.map((e) => e.source)).toEqual(['links', 'link-rule', 'css-variable']);
  });

  it('derives the dark scheme from the media query', () => {
    expect(out.modes.detection).toEqual([{ kind: 'media', detail: '@media (prefers-color-scheme: dark) redefines variables', count: 3 }]);
    expect(out.modes.dark).toMatchObject({ background: '#121212', text: '#eeeeee', primary: '#6699ff' });
    expect(out.css_variables.find((v) => v.name === '--teal-rgb')).toMatchObject({ value: '#0d9488' });
  });

  it('falls back to the `a` rule when no inline link is rendered', () => {
    const bare = page([section(0, 900, [para('#1a1a1a', 100), para('#1a1a1a', 200)])], { color: '#1a1a1a', css });
    expect(colors(bare).roles.link).toMatchObject({ value: '#0055ff', confidence: 0.45, evidence: [{ source: 'link-rule', selector: 'a' }, { source: 'css-variable', variable: '--link' }] });
  });
});

describe('colors: hover states, colored bands and text over images', () => {
  it('reads the brass a black button only hovers to as the accent, the black fill at rest as the primary (eval/realweb/README.md)', () => {
    const capture = lightPage([button('See our projects', '#1a1a1a', [200, 500, 220, 52]), button('How we work', 'rgba(0, 0, 0, 0)', [440, 500, 180, 52], { color: '#1a1a1a' })]);
    capture.states = [
      { node_id: 'n12', state: 'hover', changed: { 'background-color': 'rgb(176, 141, 87)' } },
      { node_id: 'n13', state: 'hover', changed: { 'background-color': 'rgb(176, 141, 87)', color: 'rgb(250, 250, 247)' } },
      { node_id: 'n13', state: 'focus-visible', changed: { 'outline-color': 'rgb(0, 95, 204)' } },
    ];
    const out = colors(capture);
    expect(out.roles.primary.value).toBe('#1a1a1a');
    expect(out.roles.accent.value).toBe('#b08d57');
    expect(out.roles.accent.evidence[0]).toMatchObject({ source: 'hover-states', count: 2, node_ids: ['n12', 'n13'] });
    expect(out.stats.monochrome).toBe(true);
  });

  it('does not read white copy on an orange CTA band as the page text', () => {
    const band = section(1800, 800, [heading('#ffffff', 1860), para('#ffffff', 1940), para('#ffffff', 2040), para('#ffffff', 2140), para('#ffffff', 2240)], '#e4572e');
    const out = colors(lightPage([band, button('Start free', '#1f1d1a', [200, 2400, 160, 48])]));
    expect(out.roles.text.value).toBe('#111827');
    expect(out.roles.primary.value).toBe('#e4572e');
    expect(out.roles.primary.evidence[0]).toMatchObject({ source: 'brand-surfaces' });
  });

  it('leaves out text invisible on its computed backdrop (a hero photo), and does not count it as a contrast failure', () => {
    const hero = node({ tag: 'section', box: [0, 0, W, 700], style: { 'background-image': 'url("https://brand.example/hero.jpg")' }, children: [para('#ffffff', 100), para('#ffffff', 200), para('#ffffff', 300)] });
    const out = colors(page([hero, section(700, 600, [para('#27272a', 760)])]));
    expect(out.roles.text.value).toBe('#27272a');
    expect(out.contrast_pairs.find((p) => p.text === '#ffffff')).toMatchObject({ over_image: true, aa: false });
    expect(out.contrast_summary.aa_failures).toBe(0);
  });
});

describe('colors: consent banners and third-party widgets', () => {
  it('ignores a OneTrust banner and its blue accept button', () => {
    const out = colors(lightPage([
      button('Shop the roasts', '#b4532a', [200, 500, 180, 48]),
      node({ tag: 'div', attrs: { id: 'onetrust-banner-sdk', class: 'cookie-banner' }, box: [0, 760, W, 140], style: { 'background-color': '#ffffff', position: 'fixed' }, children: [
        text('p', 'We use cookies to improve your experience and for marketing.', '#333333', [40, 780, 900, 60]),
        node({ tag: 'button', attrs: { id: 'onetrust-accept-btn-handler' }, text: 'Accept all', box: [1200, 790, 160, 48], style: { 'background-color': '#0a66c2', color: '#ffffff' } }),
      ] }),
    ]));
    expect(out.roles.primary.value).toBe('#b4532a');
    expect(out.palette.map((p) => p.value)).not.toContain('#0a66c2');
    expect(out.palette.map((p) => p.value)).not.toContain('#333333');
  });
});

describe('colors: palette merging and contrast pairs', () => {
  const capture = page([
    section(0, 1200, [
      para('#334155', 100), para('#334156', 200), para('#334155', 300),
      text('p', 'Small gray caption text', '#777777', [200, 400, 300, 20], { 'font-size': '14px' }),
      text('h2', 'Large gray heading', '#777777', [200, 440, 600, 32], { 'font-size': '24px' }),
    ]),
  ]);
  const out = colors(capture);

  it('merges shades within CIEDE2000 ≤ 2 and lists them', () => {
    const slate = out.palette.find((p) => p.value === '#334155');
    expect(slate?.merged).toEqual([{ value: '#334156', elements: 1 }]);
    expect(out.palette.map((p) => p.value)).not.toContain('#334156');
  });

  it('gives WCAG verdicts by size: #777 on white fails AA for normal text, passes for large', () => {
    const normal = out.contrast_pairs.find((p) => p.text === '#777777' && p.size === 'normal');
    const large = out.contrast_pairs.find((p) => p.text === '#777777' && p.size === 'large');
    expect(normal).toMatchObject({ background: '#ffffff', ratio: 4.48, aa: false, aaa: false, count: 1 });
    expect(large).toMatchObject({ ratio: 4.48, aa: true, aaa: false });
    expect(out.contrast_summary).toMatchObject({ aa_failures: 1, text_nodes: 5 });
    expect(out.contrast_pairs[0]).toMatchObject({ text: '#334155', background: '#ffffff', aa: true, aaa: true, examples: ['n3', 'n5'] });
  });

  it('composites translucent text over its backdrop', () => {
    const faded = colors(page([para('rgba(0, 0, 0, 0.5)', 100)]));
    expect(faded.contrast_pairs[0]).toMatchObject({ text: '#808080', background: '#ffffff' });
  });
});

describe('colors: determinism and the runner', () => {
  it('gives byte-identical output for the same capture', () => {
    const capture = lightPage([button('Start free', '#2563eb', [200, 500, 160, 48])], { css: ':root { --primary: #2563eb; --x: var(--primary); }' });
    expect(JSON.stringify(colors(capture))).toBe(JSON.stringify(colors(capture)));
  });

  it('runs through analyzeCapture as the colors section', async () => {
    const capture = lightPage([button('Start free', '#2563eb', [200, 500, 160, 48])]);
    const result = await analyzeCapture(capture, { sections: ['colors'], analyzers: [colorsAnalyzer] });
    expect(result.section_errors).toEqual([]);
    expect((result.design_system.colors as ColorsSection).roles.primary.value).toBe('#2563eb');
  });
});
