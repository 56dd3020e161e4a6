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

// ── Regression cases from the generated-site sweep (fixed/sticky headers, blog lists, team grids)
// and the real-site variants they stand for. Every band here is unnamed where the bug was about
// structure, so class names cannot carry the answer.

const navLinks = (x: number, y: number, labels = ['Product', 'Pricing', 'Docs', 'Blog']): NodeInput =>
  node({ tag: 'nav', box: [x, y, labels.length * 100, 24], children: labels.map((t, i) => node({ tag: 'a', text: t, attrs: { href: `/${t.toLowerCase()}` }, box: [x + i * 100, y, 80, 24] })) });
const heroBand = (y: number, h: number, extra: NodeInput[] = [], style: Record<string, string> = {}, attrs: Record<string, string> = {}): NodeInput =>
  band('section', attrs, y, h, [...extra, container(y + 160, h - 260, [heading('h1', 'Ship faster with Acme', 164, y + 200, 800, 56), para('The platform for teams that ship.', 164, y + 300), button('Start free', 164, y + 380)])], { 'padding-top': '160px', ...style });
const featuresBand = (y: number): NodeInput => band('section', {}, y, 600, [container(y + 96, 408, [
  heading('h2', 'Everything you need', 164, y + 96, 1112, 40),
  grid3(y + 188, 300, (x) => card(x, y + 188, 300, [heading('h3', 'Fast builds', x + 32, y + 228, 290, 22), para('Builds in seconds, not minutes.', x + 32, y + 268, 290)])),
])]);
const footerBand = (y: number): NodeInput => band('footer', {}, y, 200, [container(y + 40, 120, [node({ tag: 'p', text: '© 2025 Acme Inc.', box: [164, y + 80, 300, 24] })])], { 'background-color': 'rgb(11, 11, 11)' });
const headerBar = (y: number, h: number, style: Record<string, string>, tag = 'header', attrs: Record<string, string> = {}): NodeInput =>
  node({ tag, attrs, box: [0, y, 1440, h], style, children: [container(y, h, [node({ tag: 'a', text: 'Acme', attrs: { href: '/' }, box: [164, y + 20, 100, 32] }), navLinks(600, y + 24)], { display: 'flex' })] });
const page = (height: number, children: NodeInput[]): CaptureInput => ({
  document: { width: 1440, height },
  nodes: [node({ tag: 'html', box: [0, 0, 1440, height], children: [node({ tag: 'body', box: [0, 0, 1440, height], style: { 'background-color': 'rgb(255, 255, 255)' }, children })] })],
});

describe('sections: headers over the hero', () => {
  it('reports a fixed header floating 16 px down over the hero first (gen-tarix)', () => {
    const result = sections(page(1800, [
      headerBar(16, 67, { position: 'fixed', top: '16px', 'z-index': '50' }),
      node({ tag: 'main', box: [0, 0, 1440, 1600], children: [heroBand(0, 1000), featuresBand(1000)] }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'footer']);
    expect(result.items[0]!.box.y).toBe(16);
  });

  it('keeps a sticky header first when a negative margin slides the hero under it', () => {
    // header { position: sticky; margin-top: 12px; margin-bottom: -100px }: the hero starts at y=0, above the header's top edge.
    const result = sections(page(1800, [
      headerBar(12, 88, { position: 'sticky', top: '0px', 'margin-top': '12px', 'margin-bottom': '-100px' }),
      node({ tag: 'main', box: [0, 0, 1440, 1600], children: [heroBand(0, 1000), featuresBand(1000)] }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'footer']);
  });

  it('puts a header positioned over the hero from later in the source first', () => {
    const result = sections(page(1800, [
      node({ tag: 'main', box: [0, 0, 1440, 1600], children: [heroBand(0, 1000), featuresBand(1000)] }),
      headerBar(0, 80, { position: 'absolute', top: '0px' }, 'div', { class: 'navbar-wrap' }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'footer']);
  });

  it('splits a header nested at the top of the hero (Tailwind UI) out of it, and keeps its links out of the hero', () => {
    const result = sections(page(1800, [
      node({ tag: 'main', box: [0, 0, 1440, 1600], children: [
        heroBand(0, 1000, [headerBar(0, 80, { position: 'absolute', top: '0px' })], { 'background-image': 'url("/hero.jpg")' }),
        featuresBand(1000),
      ] }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'footer']);
    const hero = result.items[1]!;
    expect(hero.background.image).toBe('image');
    expect(hero.heading?.level).toBe(1);
    expect(result.items[0]!.tag).toBe('header');
  });

  it('reads a fixed announcement strip and a fixed header under it, then the hero', () => {
    const result = sections(page(1800, [
      node({ tag: 'div', attrs: { class: 'top-strip' }, box: [0, 0, 1440, 40], style: { position: 'fixed', top: '0px', 'background-color': 'rgb(17, 24, 39)' }, children: [
        node({ tag: 'p', text: 'Free shipping on orders over $50', box: [520, 10, 400, 20] }),
      ] }),
      headerBar(40, 72, { position: 'fixed', top: '40px' }),
      node({ tag: 'main', box: [0, 0, 1440, 1600], children: [heroBand(0, 1000), featuresBand(1000)] }),
      // An off-canvas menu parked left of the page is not a band.
      node({ tag: 'nav', attrs: { class: 'drawer' }, box: [-320, 0, 320, 900], style: { position: 'fixed' }, children: [navLinks(-300, 40)] }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['announcement', 'header', 'hero', 'features', 'footer']);
  });

  it('splits an announcement strip inside the header landmark', () => {
    const result = sections(page(1800, [
      node({ tag: 'header', box: [0, 0, 1440, 112], children: [
        node({ tag: 'div', box: [0, 0, 1440, 40], style: { 'background-color': 'rgb(17, 24, 39)' }, children: [node({ tag: 'p', text: 'New: the 2025 report is out', box: [520, 10, 400, 20] })] }),
        headerBar(40, 72, {}, 'div'),
      ] }),
      node({ tag: 'main', box: [0, 112, 1440, 1488], children: [heroBand(112, 888), featuresBand(1000)] }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['announcement', 'header', 'hero', 'features', 'footer']);
  });
});

describe('sections: people, posts and logos', () => {
  it('reads a list of dated posts without images as blog, not features (blog "list" variant)', () => {
    const row = (i: number): NodeInput => node({ tag: 'article', box: [164, 1100 + i * 160, 1112, 160], style: { display: 'grid', 'grid-template-columns': '370px 740px', 'border-top-width': '1px' }, children: [
      node({ tag: 'p', text: `Guides · Mar ${12 + i}, 2025 · ${4 + i} min read`, box: [164, 1140 + i * 160, 370, 24], style: { 'font-size': '14px' } }),
      node({ tag: 'div', box: [534, 1140 + i * 160, 740, 100], children: [heading('h3', ['How we price', 'A year of shipping', 'Notes on hiring'][i]!, 534, 1140 + i * 160, 740, 22), para('A short summary of what this piece covers and why it matters.', 534, 1180 + i * 160, 740)] }),
    ] });
    const result = sections(page(2000, [
      headerBar(0, 72, {}),
      node({ tag: 'main', box: [0, 72, 1440, 1728], children: [
        heroBand(72, 928),
        band('section', {}, 1000, 600, [container(1000, 600, [heading('h2', 'Notes from the team', 164, 1030, 1112, 40), row(0), row(1), row(2)])]),
      ] }),
      footerBand(1800),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'blog', 'footer']);
    expect(result.items[2]!.evidence.join(' ')).toMatch(/3 dated items/);
  });

  it('reads a grid of round initials avatars with names and roles as team, not logos', () => {
    const member = (x: number, y: number, i: number): NodeInput => node({ tag: 'article', box: [x, y, 354, 260], style: { 'text-align': 'center', 'border-top-left-radius': '12px', 'background-color': 'rgb(248, 248, 248)' }, children: [
      node({ tag: 'div', box: [x, y + 32, 354, 88], style: { display: 'flex' }, children: [
        node({ tag: 'svg', attrs: { role: 'img', 'aria-label': 'AB' }, box: [x + 133, y + 32, 88, 88], children: [
          node({ tag: 'circle', box: [x + 133, y + 32, 88, 88] }),
          node({ tag: 'text', text: 'AB', box: [x + 160, y + 65, 34, 24] }),
        ] }),
      ] }),
      heading('h3', ['Ada Byrne', 'Tom Ito', 'Lea Park', 'Sam Roy', 'Ines Vo', 'Omar Said'][i]!, x, y + 140, 354, 20),
      node({ tag: 'p', text: ['Founder', 'Head of Operations', 'Design Lead', 'CFO', 'VP Engineering', 'Research Lead'][i]!, box: [x, y + 180, 354, 24] }),
    ] });
    const grid = node({ tag: 'div', box: [164, 1100, 1112, 560], style: { display: 'grid', 'grid-template-columns': '354.656px 354.672px 354.656px', gap: '24px' }, children: [0, 1, 2, 3, 4, 5].map((i) => member(164 + (i % 3) * 378.66, 1100 + Math.floor(i / 3) * 290, i)) });
    const result = sections(page(2200, [
      headerBar(0, 72, {}),
      node({ tag: 'main', box: [0, 72, 1440, 1928], children: [
        heroBand(72, 928),
        band('section', {}, 1000, 800, [container(1000, 800, [heading('h2', 'The people behind the work', 164, 1030, 1112, 40), grid])]),
      ] }),
      footerBand(2000),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'team', 'footer']);
    expect(result.items[2]!.alternatives.map((a) => a.kind)).not.toContain('logos');
  });

  it('finds an unlabelled row of inline SVG partner logos, and no logo wall in plans with check icons', () => {
    const logos = band('section', {}, 1000, 160, [container(1000, 160, [
      node({ tag: 'div', box: [164, 1050, 1112, 60], style: { display: 'flex', 'justify-content': 'space-between' }, children: [0, 1, 2, 3, 4, 5].map((i) => node({ tag: 'svg', attrs: { role: 'img', 'aria-label': `Partner ${i}` }, box: [164 + i * 190, 1060, 132, 36], children: [node({ tag: 'path', box: [164 + i * 190, 1060, 132, 36] })] })) }),
    ])]);
    const plan = (x: number): NodeInput => card(x, 1260, 520, [
      heading('h3', 'Team', x + 32, 1290, 290, 22),
      node({ tag: 'p', text: '$29', box: [x + 32, 1330, 290, 48], style: { 'font-size': '44px' }, children: [node({ tag: 'small', text: '/ month', box: [x + 100, 1350, 80, 20] })] }),
      ...[0, 1, 2, 3, 4].map((i) => node({ tag: 'div', box: [x + 32, 1400 + i * 36, 290, 24], style: { display: 'flex' }, children: [
        node({ tag: 'svg', box: [x + 32, 1403 + i * 36, 18, 18] }), node({ tag: 'span', text: `Feature ${i}`, box: [x + 58, 1400 + i * 36, 200, 24] }),
      ] })),
    ], 'plan');
    const pricing = band('section', {}, 1160, 700, [container(1160, 700, [heading('h2', 'Simple, fair plans', 164, 1180, 1112, 40), grid3(1260, 520, plan)])]);
    const result = sections(page(2100, [
      headerBar(0, 72, {}),
      node({ tag: 'main', box: [0, 72, 1440, 1828], children: [heroBand(72, 928), logos, pricing] }),
      footerBand(1900),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'logos', 'pricing', 'footer']);
    expect(result.items[3]!.alternatives.map((a) => a.kind)).not.toContain('logos');
  });

  it('reads a dark pre-footer call to action as cta, with the real footer after it', () => {
    const result = sections(page(2000, [
      headerBar(0, 72, {}),
      node({ tag: 'main', box: [0, 72, 1440, 1528], children: [
        heroBand(72, 928),
        featuresBand(1000),
        band('section', { class: 'pre-footer' }, 1600, 200, [container(1600, 200, [heading('h2', 'Bring your whole team', 164, 1640, 1112, 40), button('Talk to us', 640, 1720)])], { 'background-color': 'rgb(17, 24, 39)' }),
      ] }),
      footerBand(1800),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'cta', 'footer']);
  });
});

describe('sections: real-site variants of the top of the page', () => {
  it('splits a <header> that holds both the nav bar and the h1 block into header and hero', () => {
    const result = sections(page(1800, [
      node({ tag: 'header', box: [0, 0, 1440, 800], style: { 'background-image': 'url("/cover.jpg")' }, children: [
        container(0, 800, [
          node({ tag: 'div', attrs: { class: 'top' }, box: [164, 0, 1112, 80], style: { display: 'flex' }, children: [node({ tag: 'a', text: 'Acme', attrs: { href: '/' }, box: [164, 24, 100, 32] }), navLinks(600, 28)] }),
          node({ tag: 'div', attrs: { class: 'intro' }, box: [164, 80, 1112, 720], children: [heading('h1', 'Quiet buildings for loud cities', 164, 300, 900, 64), button('See our work', 164, 420)] }),
        ]),
      ] }),
      node({ tag: 'main', box: [0, 800, 1440, 800], children: [featuresBand(800)] }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'footer']);
  });

  it('keeps a two-row header (logo row, nav row) whole: an unpainted logo row is not an announcement', () => {
    const result = sections(page(1800, [
      node({ tag: 'header', box: [0, 0, 1440, 112], style: { 'background-color': 'rgb(255, 255, 255)' }, children: [
        node({ tag: 'div', box: [0, 0, 1440, 56], children: [node({ tag: 'a', text: 'Acme', attrs: { href: '/' }, box: [164, 12, 100, 32] }), node({ tag: 'a', text: 'Sign in', attrs: { href: '/login' }, box: [1100, 16, 80, 24] })] }),
        headerBar(56, 56, {}, 'div'),
      ] }),
      node({ tag: 'main', box: [0, 112, 1440, 1488], children: [heroBand(112, 888), featuresBand(1000)] }),
      footerBand(1600),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'features', 'footer']);
  });

  it('reads a first band with a big headline over a background photo as the hero, without an h1', () => {
    const result = sections(page(1800, [
      headerBar(0, 72, {}),
      node({ tag: 'main', box: [0, 72, 1440, 1528], children: [
        band('section', {}, 72, 700, [container(72, 700, [node({ tag: 'p', text: 'Spring, bottled.', box: [164, 300, 900, 80], style: { 'font-size': '72px' } })])], { 'background-image': 'url("/spring.jpg")' }),
        featuresBand(1000),
      ] }),
      footerBand(1600),
    ]));
    expect(result.items[1]!.kind).toBe('hero');
    expect(result.items[1]!.evidence.join(' ')).toMatch(/72px headline/);
  });

  it('reads portraits that each carry a long unquoted text as testimonials, not team', () => {
    const voice = (x: number): NodeInput => card(x, 1100, 320, [
      node({ tag: 'p', text: 'We moved our whole operations team over in a week, and the reporting alone paid for the switch within a month.', box: [x + 32, 1130, 290, 120] }),
      node({ tag: 'img', attrs: { src: '/face.jpg', alt: '' }, box: [x + 32, 1270, 48, 48], style: { 'border-top-left-radius': '999px' } }),
      node({ tag: 'strong', text: 'Dana Whit', box: [x + 92, 1270, 200, 20] }),
      node({ tag: 'span', text: 'Head of Operations, Brightline', box: [x + 92, 1294, 220, 20] }),
    ]);
    const result = sections(page(2000, [
      headerBar(0, 72, {}),
      node({ tag: 'main', box: [0, 72, 1440, 1728], children: [
        heroBand(72, 928),
        band('section', {}, 1000, 500, [container(1000, 500, [heading('h2', 'Teams that switched', 164, 1030, 1112, 40), grid3(1100, 320, voice)])]),
      ] }),
      footerBand(1800),
    ]));
    expect(result.sequence).toEqual(['header', 'hero', 'testimonials', 'footer']);
  });
});
