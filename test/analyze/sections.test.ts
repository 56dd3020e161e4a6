import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { analyzeSections, sectionsAnalyzer, type SectionsSection } from '../../src/analyze/sections/sections.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

function sections(input: CaptureInput): SectionsSection {
  const capture = buildCapture(input);
  return analyzeSections(capture, new AnalysisContext(capture));
}

// A 1160 px container centered in a 1440 px page, with 24 px padding (content 164…1276).
const CONTAINER = { 'max-width': '1160px', 'padding-left': '24px', 'padding-right': '24px' };
const container = (y: number, h: number, children: NodeInput[], extra: Record<string, string> = {}): NodeInput =>
  node({ tag: 'div', attrs: { class: 'container' }, box: [140, y, 1160, h], style: { ...CONTAINER, ...extra }, children });
const band = (tag: string, attrs: Record<string, string>, y: number, h: number, children: NodeInput[], style: Record<string, string> = {}): NodeInput =>
  node({ tag, attrs, box: [0, y, 1440, h], style, children });
const heading = (tag: string, text: string, x: number, y: number, w: number, fontSize: number, style: Record<string, string> = {}): NodeInput =>
  node({ tag, text, box: [x, y, w, Math.round(fontSize * 1.2)], style: { 'font-size': `${fontSize}px`, ...style } });
const para = (text: string, x: number, y: number, w = 600): NodeInput => node({ tag: 'p', text, box: [x, y, w, 52], style: { 'font-size': '17px' } });
const button = (text: string, x: number, y: number, cls = 'btn btn-primary'): NodeInput =>
  node({ tag: 'a', text, attrs: { class: cls, href: '/start' }, box: [x, y, 160, 48], style: { display: 'inline-flex', 'background-color': 'rgb(228, 87, 46)', 'padding-left': '22px', 'padding-right': '22px' } });
const grid3 = (y: number, h: number, items: (x: number) => NodeInput, cls = 'grid'): NodeInput =>
  node({ tag: 'div', attrs: { class: cls }, box: [164, y, 1112, h], style: { display: 'grid', 'grid-template-columns': '354.656px 354.672px 354.656px', 'column-gap': '24px', gap: '24px' }, children: [0, 1, 2].map((i) => items(164 + i * 378.66)) });
const card = (x: number, y: number, h: number, children: NodeInput[], cls = 'card'): NodeInput =>
  node({ tag: 'div', attrs: { class: cls }, box: [x, y, 354.66, h], style: { 'background-color': 'rgb(255, 255, 255)', 'border-top-left-radius': '16px', 'box-shadow': 'rgba(0, 0, 0, 0.1) 0px 8px 24px 0px', 'padding-left': '32px' }, children });

function landingPage(): CaptureInput {
  return {
    document: { width: 1440, height: 3900 },
    nodes: [
      node({ tag: 'html', box: [0, 0, 1440, 3900], children: [
        node({ tag: 'body', box: [0, 0, 1440, 3900], style: { 'background-color': 'rgb(255, 255, 255)' }, children: [
          band('header', { class: 'site-header' }, 0, 72, [
            container(0, 72, [
              node({ tag: 'a', text: 'Acme', attrs: { class: 'logo', href: '/' }, box: [164, 20, 100, 32] }),
              node({ tag: 'nav', attrs: { 'aria-label': 'Main' }, box: [600, 24, 300, 24], children: ['Product', 'Pricing', 'Docs'].map((t, i) => node({ tag: 'a', text: t, attrs: { href: `/${t.toLowerCase()}` }, box: [600 + i * 100, 24, 80, 24] })) }),
              button('Sign up', 1116, 12),
            ], { display: 'flex' }),
          ]),
          node({ tag: 'main', box: [0, 72, 1440, 3500], children: [
            band('section', { class: 'hero' }, 72, 600, [
              container(136, 472, [
                heading('h1', 'Ship faster with Acme', 164, 200, 800, 56),
                para('The platform for teams that ship.', 164, 300),
                button('Start free', 164, 380),
              ]),
            ]),
            band('section', { id: 'features' }, 672, 600, [
              container(768, 408, [
                heading('h2', 'Everything you need', 164, 768, 1112, 40),
                grid3(860, 300, (x) => card(x, 860, 300, [heading('h3', 'Fast builds', x + 32, 900, 290, 22), para('Builds in seconds.', x + 32, 940, 290)])),
              ]),
            ]),
            band('section', { id: 'pricing' }, 1272, 800, [
              container(1368, 608, [
                heading('h2', 'Simple pricing', 164, 1368, 1112, 40),
                grid3(1460, 500, (x) => card(x, 1460, 500, [
                  heading('h3', 'Team', x + 32, 1500, 290, 22),
                  node({ tag: 'div', text: '$29', box: [x + 32, 1540, 290, 48], style: { 'font-size': '44px' }, children: [node({ tag: 'small', text: '/ month', box: [x + 100, 1560, 80, 20] })] }),
                  node({ tag: 'ul', box: [x + 32, 1600, 290, 120], children: [0, 1, 2].map((i) => node({ tag: 'li', text: `Feature ${i}`, box: [x + 32, 1600 + i * 40, 290, 40] })) }),
                  button('Choose', x + 32, 1880),
                ], 'plan')),
              ]),
            ]),
            band('section', { id: 'faq' }, 2072, 700, [
              container(2168, 508, [
                heading('h2', 'Frequently asked questions', 164, 2168, 1112, 40),
                ...[0, 1, 2, 3].map((i) => node({ tag: 'details', box: [164, 2260 + i * 80, 760, 72], children: [node({ tag: 'summary', text: `Question ${i}?`, box: [164, 2284 + i * 80, 760, 24] })] })),
              ]),
            ]),
            band('section', { class: 'cta-band' }, 2772, 400, [
              container(2868, 208, [
                heading('h2', 'Ready to get started?', 164, 2868, 1112, 40, { 'text-align': 'center', color: 'rgb(255, 255, 255)' }),
                button('Start free', 640, 2960),
              ], { 'text-align': 'center' }),
            ], { 'background-color': 'rgb(17, 24, 39)' }),
          ]}),
          band('footer', {}, 3572, 328, [
            container(3636, 200, [
              node({ tag: 'nav', attrs: { 'aria-label': 'Footer' }, box: [164, 3636, 600, 120], children: ['About', 'Careers', 'Blog', 'Press'].map((t, i) => node({ tag: 'a', text: t, attrs: { href: `/${t.toLowerCase()}` }, box: [164, 3636 + i * 30, 100, 24] })) }),
              node({ tag: 'p', text: '© 2025 Acme Inc.', box: [164, 3800, 300, 24] }),
            ]),
          ], { 'background-color': 'rgb(11, 11, 11)' }),
        ] }),
      ] }),
    ],
  };
}

describe('sections: a landing page', () => {
  const result = sections(landingPage());

  it('finds the bands in page order and classifies each', () => {
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'pricing', 'faq', 'cta', 'footer']);
  });

  it('gives every band a box, background, layout, heading and evidence', () => {
    const hero = result.items[1]!;
    expect(hero).toMatchObject({ kind: 'hero', tag: 'section', box: { x: 0, y: 72, width: 1440, height: 600 }, full_bleed: true, heading: { text: 'Ship faster with Acme', level: 1 } });
    expect(hero.confidence).toBeGreaterThan(0.8);
    expect(hero.evidence.join(' ')).toContain('h1');
    const features = result.items[2]!;
    expect(features.layout).toMatchObject({ columns: 3, alignment: 'left' });
    expect(features.heading?.text).toBe('Everything you need');
    const pricing = result.items[3]!;
    expect(pricing.evidence.join(' ')).toMatch(/prices \(\$29/);
    expect(pricing.evidence.join(' ')).toMatch(/billing period/);
  });

  it('reads dark bands on a light page', () => {
    const cta = result.items.find((i) => i.kind === 'cta')!;
    expect(cta.background).toMatchObject({ color: '#111827', dark: true, distinct_from_page: true });
    expect(cta.layout.alignment).toBe('center');
    const features = result.items.find((i) => i.kind === 'features')!;
    expect(features.background).toMatchObject({ color: '#ffffff', dark: false, distinct_from_page: false });
    expect(result.items.at(-1)!.background.dark).toBe(true);
  });

  it('is deterministic and plain JSON through the runner', async () => {
    const capture = buildCapture(landingPage());
    const a = await analyzeCapture(capture, { analyzers: [sectionsAnalyzer], sections: ['sections'] });
    const b = await analyzeCapture(capture, { analyzers: [sectionsAnalyzer], sections: ['sections'] });
    expect(a.section_errors).toEqual([]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

/** A page whose main holds the given bands (each 1440 wide), between a header and a footer. */
function pageWith(bands: NodeInput[], height = 3000): CaptureInput {
  return {
    document: { width: 1440, height },
    nodes: [node({ tag: 'body', box: [0, 0, 1440, height], style: { 'background-color': 'rgb(255, 255, 255)' }, children: [
      band('header', {}, 0, 72, [container(0, 72, [node({ tag: 'a', text: 'Brand', attrs: { href: '/' }, box: [164, 20, 100, 32] })])]),
      node({ tag: 'main', box: [0, 72, 1440, height - 200], children: bands }),
      band('footer', {}, height - 128, 128, [container(height - 128, 128, [node({ tag: 'p', text: '© 2025 Brand', box: [164, height - 100, 300, 24] })])]),
    ] })],
  };
}

describe('sections: structure beats names', () => {
  it('reads a section#pricing holding three big figures as stats, and footer#changelog as the footer', () => {
    const result = sections({
      ...pageWith([
        band('section', { class: 'hero' }, 72, 600, [container(72, 600, [heading('h1', 'Observability', 164, 200, 800, 56), button('Start', 164, 300)])]),
        band('section', { id: 'pricing' }, 672, 300, [
          container(672, 300, [
            node({ tag: 'div', attrs: { class: 'metrics' }, box: [164, 700, 1112, 200], style: { display: 'grid', 'grid-template-columns': '360px 360px 360px' }, children: ['48B', '<1%', '9 s'].map((v, i) => node({ tag: 'div', box: [164 + i * 376, 700, 360, 200], children: [node({ tag: 'strong', text: v, box: [164 + i * 376, 700, 360, 67], style: { 'font-size': '56px' } }), node({ tag: 'span', text: 'spans / month', box: [164 + i * 376, 780, 360, 20] })] })) }),
          ]),
        ]),
      ]),
    });
    expect(result.sequence).toEqual(['header', 'hero', 'stats', 'footer']);
    expect(result.items[2]!.evidence.join(' ')).toContain('3 large figures (48B, <1%, 9 s)');
    expect(result.items[2]!.alternatives.map((a) => a.kind)).toContain('pricing');
  });

  it('tells product grids (prices without a billing period) from pricing plans', () => {
    const product = (x: number): NodeInput => node({ tag: 'article', attrs: { class: 'product' }, box: [x, 800, 354, 460], children: [
      node({ tag: 'img', attrs: { src: '/bag.svg', alt: 'Bag' }, box: [x, 800, 354, 354] }),
      heading('h3', 'Guji, Ethiopia', x, 1170, 354, 22),
      node({ tag: 'span', text: '$19 · 340 g', box: [x, 1210, 120, 24] }),
    ] });
    const result = sections(pageWith([
      band('section', { class: 'hero' }, 72, 600, [container(72, 600, [heading('h1', 'Coffee', 164, 200, 800, 56)])]),
      band('section', { id: 'beans' }, 672, 700, [container(672, 700, [grid3(800, 460, product)])]),
    ]));
    expect(result.items[2]!.kind).toBe('products');
  });

  it('finds logo walls, testimonials, newsletter and contact bands', () => {
    const logos = band('section', {}, 672, 160, [container(672, 160, [
      node({ tag: 'p', text: 'Trusted by teams at', box: [164, 680, 400, 24] }),
      node({ tag: 'div', box: [164, 720, 1112, 60], style: { display: 'flex' }, children: [0, 1, 2, 3, 4, 5].map((i) => node({ tag: 'img', attrs: { src: `/logo${i}.svg`, alt: `Logo ${i}` }, box: [164 + i * 180, 730, 140, 40] })) }),
    ])]);
    const quotes = band('section', {}, 832, 500, [container(832, 500, [
      heading('h2', 'Loved by developers', 164, 860, 1112, 40),
      grid3(940, 300, (x) => node({ tag: 'figure', box: [x, 940, 354, 300], children: [node({ tag: 'blockquote', text: '“It changed how our whole team ships software.”', box: [x, 940, 354, 200] })] })),
    ])]);
    const newsletter = band('section', {}, 1332, 300, [container(1332, 300, [
      heading('h2', 'Get the newsletter', 164, 1360, 1112, 40),
      node({ tag: 'form', box: [164, 1420, 600, 56], children: [node({ tag: 'input', attrs: { type: 'email', name: 'email' }, box: [164, 1420, 400, 48] }), node({ tag: 'button', text: 'Subscribe', box: [580, 1420, 160, 48] })] }),
    ])]);
    const contact = band('section', {}, 1632, 500, [container(1632, 500, [
      heading('h2', 'Get in touch', 164, 1660, 1112, 40),
      node({ tag: 'form', box: [164, 1720, 600, 300], children: [
        node({ tag: 'input', attrs: { type: 'text', name: 'name' }, box: [164, 1720, 600, 48] }),
        node({ tag: 'input', attrs: { type: 'email', name: 'email' }, box: [164, 1780, 600, 48] }),
        node({ tag: 'textarea', attrs: { name: 'message' }, box: [164, 1840, 600, 120] }),
      ] }),
    ])]);
    const result = sections(pageWith([band('section', { class: 'hero' }, 72, 600, [container(72, 600, [heading('h1', 'Hello', 164, 200, 800, 56)])]), logos, quotes, newsletter, contact]));
    expect(result.sequence).toEqual(['header', 'hero', 'logos', 'testimonials', 'newsletter', 'contact', 'footer']);
  });
});

describe('sections: finding the bands', () => {
  it('descends through framework wrappers (div#__next > div.page-wrapper) to the real bands', () => {
    const inner = pageWith([
      band('section', { class: 'hero' }, 72, 600, [container(72, 600, [heading('h1', 'Hello', 164, 200, 800, 56)])]),
      band('section', { id: 'faq' }, 672, 500, [container(672, 500, [heading('h2', 'FAQ', 164, 700, 1112, 40)])]),
    ]).nodes![0]!;
    const result = sections({
      document: { width: 1440, height: 3000 },
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 3000], children: [node({ tag: 'div', attrs: { id: '__next' }, box: [0, 0, 1440, 3000], children: [node({ tag: 'div', attrs: { class: 'page-wrapper' }, box: [0, 0, 1440, 3000], children: inner.children! })] })] })],
    });
    expect(result.sequence).toEqual(['header', 'hero', 'faq', 'footer']);
  });

  it('splits a builder export of plain divs into its section-like blocks, and no further', () => {
    const block = (y: number, h: number, title: string, inner: NodeInput[]): NodeInput =>
      node({ tag: 'div', attrs: { class: 'framer-x1' }, box: [0, y, 1440, h], style: { 'padding-top': '96px', 'padding-bottom': '96px' }, children: [container(y + 96, h - 192, [heading('h2', title, 164, y + 96, 1112, 40), ...inner])] });
    const tallInner = [0, 1, 2, 3].map((i) => node({ tag: 'div', attrs: { class: 'framer-row' }, box: [164, 1400 + i * 300, 1112, 280], children: [node({ tag: 'p', text: `Row ${i}`, box: [164, 1400 + i * 300, 600, 24] })] }));
    const result = sections({
      document: { width: 1440, height: 3600 },
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 3600], children: [node({ tag: 'div', attrs: { id: 'main' }, box: [0, 0, 1440, 3600], children: [node({ tag: 'div', attrs: { class: 'framer-abc' }, box: [0, 0, 1440, 3600], children: [
        node({ tag: 'div', attrs: { class: 'framer-hero' }, box: [0, 0, 1440, 700], style: { 'padding-top': '120px', 'padding-bottom': '120px' }, children: [container(120, 460, [heading('h1', 'Design at the speed of thought', 164, 200, 900, 64), button('Get started', 164, 400)])] }),
        block(700, 600, 'Everything you need', []),
        block(1300, 1700, 'How it works', tallInner),
        block(3000, 600, 'Frequently asked questions', [0, 1, 2].map((i) => node({ tag: 'details', box: [164, 3100 + i * 80, 760, 72], children: [node({ tag: 'summary', text: `Q${i}?`, box: [164, 3100 + i * 80, 760, 24] })] }))),
      ] })] })] })],
    });
    expect(result.sequence).toEqual(['hero', 'features', 'features', 'faq']);
  });

  it('does not split a hero whose container holds two wide rows', () => {
    const result = sections(pageWith([
      band('section', { class: 'hero' }, 72, 700, [container(72, 700, [
        node({ tag: 'div', attrs: { class: 'hero-grid' }, box: [164, 100, 1112, 400], children: [heading('h1', 'Hello', 164, 200, 500, 56)] }),
        node({ tag: 'div', attrs: { class: 'logo-strip' }, box: [164, 600, 1112, 60], children: [node({ tag: 'span', text: 'Trusted by', box: [164, 610, 100, 20] })] }),
      ])]),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'footer']);
  });

  it('ignores fixed cookie banners and tiny skip links', () => {
    const capture = pageWith([band('section', { class: 'hero' }, 72, 600, [container(72, 600, [heading('h1', 'Hello', 164, 200, 800, 56)])])]);
    capture.nodes![0]!.children!.push(
      node({ tag: 'div', attrs: { id: 'onetrust-banner-sdk' }, box: [0, 800, 1440, 100], style: { position: 'fixed' }, children: [node({ tag: 'p', text: 'We use cookies', box: [20, 820, 400, 20] })] }),
      node({ tag: 'a', text: 'Skip to content', attrs: { href: '#main' }, box: [0, 0, 1, 1] }),
    );
    expect(sections(capture).sequence).toEqual(['header', 'hero', 'footer']);
  });

  it('keeps an in-flow band whose class merely mentions cookies (a bakery)', () => {
    const result = sections(pageWith([
      band('section', { class: 'hero' }, 72, 600, [container(72, 600, [heading('h1', 'Fresh cookies daily', 164, 200, 800, 56)])]),
      band('section', { class: 'cookie-grid' }, 672, 600, [container(672, 600, [heading('h2', 'Our cookies', 164, 700, 1112, 40)])]),
    ]));
    expect(result.items.map((i) => i.selector.split(' > ').pop())).toContain('section.cookie-grid');
  });

  it('says so when nothing spans the page', () => {
    const result = sections({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 0] })] });
    expect(result.items).toEqual([]);
    expect(result.findings?.map((f) => f.message).join(' ')).toMatch(/no page bands/);
  });
});
