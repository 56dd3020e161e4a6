import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { analyzeStructure, structureAnalyzer, type StructureSection } from '../../src/analyze/sections/structure.js';
import type { HeadingItem, LandmarkItem } from '../../src/analyze/sections/structure-outline.js';
import { buildCapture, node, type CaptureInput } from '../helpers/capture-builder.js';

function structure(input: CaptureInput): StructureSection {
  const capture = buildCapture(input);
  return analyzeStructure(capture, new AnalysisContext(capture));
}

const messages = (s: StructureSection): string[] => (s.findings ?? []).map((f) => f.message);
const flatLandmarks = (items: LandmarkItem[], depth = 0): string[] => items.flatMap((i) => [`${'  '.repeat(depth)}${i.tag}:${i.role ?? '-'}${i.label ? `(${i.label})` : ''}`, ...flatLandmarks(i.children, depth + 1)]);
const flatHeadings = (items: HeadingItem[], depth = 0): string[] => items.flatMap((i) => [`${'  '.repeat(depth)}h${i.level} ${i.text}`, ...flatHeadings(i.children, depth + 1)]);

const PAGE_HTML = `<!doctype html><html lang="en"><head><title>Acme</title><link rel="stylesheet" href="/a.css"><style>p{}</style><script src="/app.js"></script></head>
<body>
  <header><a href="/">Acme</a><nav aria-label="Main"><a href="/a">A</a><a href="/b">B</a></nav><button aria-label="Menu">☰</button></header>
  <main>
    <section aria-labelledby="intro-title"><h1 id="intro-title"><span>New:</span> Research that remembers</h1><p>Lead <em>text</em></p><img src="/hero.png" alt=""></section>
    <section><h2>Features</h2><article><header><h3>One</h3></header><p>Text</p></article><h5>Deep</h5></section>
    <form aria-label="Newsletter"><input type="email" name="email"><input type="hidden" name="t"><button type="submit">Join</button></form>
    <iframe src="/embed.html" title="Demo"></iframe>
    <my-widget></my-widget>
  </main>
  <aside aria-label="Related"><svg><g><path d=""/></g></svg></aside>
  <footer><nav><a href="/c">C</a></nav><nav><a href="/d">D</a></nav><p>© 2025</p></footer>
</body></html>`;

/** The same page as the crawler would see it: visible nodes with boxes. */
function page(): CaptureInput {
  return {
    html: { rendered: PAGE_HTML },
    frames: [{ url: 'https://example.com/embed.html', node_id: 'n24', box: { x: 0, y: 900, width: 600, height: 300 } }],
    nodes: [node({ tag: 'body', box: [0, 0, 1440, 2000], children: [
      node({ tag: 'header', box: [0, 0, 1440, 72], children: [
        node({ tag: 'a', text: 'Acme', attrs: { href: '/' }, box: [20, 20, 80, 30] }),
        node({ tag: 'nav', attrs: { 'aria-label': 'Main' }, box: [600, 20, 200, 30], children: [node({ tag: 'a', text: 'A', attrs: { href: '/a' }, box: [600, 20, 20, 30] }), node({ tag: 'a', text: 'B', attrs: { href: '/b' }, box: [640, 20, 20, 30] })] }),
        node({ tag: 'button', text: '☰', attrs: { 'aria-label': 'Menu' }, box: [1300, 20, 40, 30] }),
      ] }),
      node({ tag: 'main', box: [0, 72, 1440, 1500], children: [
        node({ tag: 'section', attrs: { 'aria-labelledby': 'intro-title' }, box: [0, 72, 1440, 500], children: [
          node({ tag: 'h1', text: 'Research that remembers', attrs: { id: 'intro-title' }, box: [100, 100, 800, 60], children: [node({ tag: 'span', text: 'New:', box: [100, 100, 60, 60] })] }),
          node({ tag: 'p', text: 'Lead', box: [100, 180, 600, 24], children: [node({ tag: 'em', text: 'text', box: [150, 180, 40, 24] })] }),
          node({ tag: 'img', attrs: { src: '/hero.png', alt: '' }, box: [100, 220, 400, 300] }),
        ] }),
        node({ tag: 'section', box: [0, 572, 1440, 300], children: [
          node({ tag: 'h2', text: 'Features', box: [100, 600, 800, 40] }),
          node({ tag: 'article', box: [100, 650, 400, 150], children: [node({ tag: 'header', box: [100, 650, 400, 40], children: [node({ tag: 'h3', text: 'One', box: [100, 650, 400, 30] })] }), node({ tag: 'p', text: 'Text', box: [100, 700, 400, 24] })] }),
          node({ tag: 'h5', text: 'Deep', box: [100, 820, 400, 20] }),
        ] }),
        node({ tag: 'form', attrs: { 'aria-label': 'Newsletter' }, box: [100, 880, 600, 48], children: [
          node({ tag: 'input', attrs: { type: 'email', name: 'email' }, box: [100, 880, 400, 48] }),
          node({ tag: 'button', text: 'Join', attrs: { type: 'submit' }, box: [520, 880, 100, 48] }),
        ] }),
        node({ tag: 'iframe', attrs: { src: '/embed.html', title: 'Demo' }, box: [0, 900, 600, 300] }),
        node({ tag: 'my-widget', box: [0, 1200, 600, 100], children: [node({ tag: 'h2', text: 'From the shadow', box: [0, 1200, 600, 40], in_shadow: true })] }),
      ] }),
      node({ tag: 'aside', attrs: { 'aria-label': 'Related' }, box: [1100, 72, 300, 400], children: [node({ tag: 'svg', box: [1100, 72, 24, 24], children: [node({ tag: 'g', box: [1100, 72, 24, 24], children: [node({ tag: 'path', box: [1100, 72, 24, 24] })] })] })] }),
      node({ tag: 'footer', box: [0, 1800, 1440, 200], children: [
        node({ tag: 'nav', box: [0, 1800, 200, 40], children: [node({ tag: 'a', text: 'C', attrs: { href: '/c' }, box: [0, 1800, 20, 20] })] }),
        node({ tag: 'nav', box: [300, 1800, 200, 40], children: [node({ tag: 'a', text: 'D', attrs: { href: '/d' }, box: [300, 1800, 20, 20] })] }),
        node({ tag: 'p', text: '© 2025', box: [0, 1900, 100, 20] }),
      ] }),
    ] })],
  };
}

describe('structure: landmarks', () => {
  const result = structure(page());

  it('nests landmarks with the roles HTML exposes and their accessible names', () => {
    expect(flatLandmarks(result.landmarks.outline)).toEqual([
      'header:banner',
      '  nav:navigation(Main)',
      'main:main',
      '  section:region(Research that remembers New:)',
      '  section:-',
      '    header:-',
      '  form:form(Newsletter)',
      'aside:complementary(Related)',
      'footer:contentinfo',
      '  nav:navigation',
      '  nav:navigation',
    ]);
    expect(result.landmarks.counts).toEqual({ banner: 1, complementary: 1, contentinfo: 1, form: 1, main: 1, navigation: 3, region: 1 });
  });

  it('flags unlabeled navigation landmarks and a missing main', () => {
    expect(messages(result)).toContain('3 navigation landmarks without distinct labels');
    const noMain = structure({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [node({ tag: 'div', attrs: { role: 'main' }, box: [0, 0, 1440, 900] }), node({ tag: 'header', attrs: { role: 'none' }, box: [0, 0, 1440, 60] })] })] });
    expect(flatLandmarks(noMain.landmarks.outline)).toEqual(['div:main']);
    expect(messages(noMain)).not.toContain('no main landmark (main element or role=main)');
    expect(messages(structure({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900] })] }))).toContain('no main landmark (main element or role=main)');
  });
});

describe('structure: headings', () => {
  const result = structure(page());

  it('builds the outline with full heading text from the DOM (inline children in place)', () => {
    expect(flatHeadings(result.headings.outline)).toEqual([
      'h1 New: Research that remembers',
      '  h2 Features',
      '    h3 One',
      '      h5 Deep',
      '  h2 From the shadow',
    ]);
    expect(result.headings.counts).toEqual({ h1: 1, h2: 2, h3: 1, h4: 0, h5: 1, h6: 0 });
    expect(result.headings.total).toBe(5);
  });

  it('flags skipped levels, several h1 and a missing h1', () => {
    expect(result.headings.skipped_levels).toEqual([{ from: 3, to: 5, node_id: result.headings.outline[0]!.children[0]!.children[0]!.children[0]!.node_id, text: 'Deep' }]);
    expect(messages(result)).toContain('heading level skipped: h3 → h5');
    const two = structure({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [node({ tag: 'h1', text: 'A', box: [0, 0, 100, 40] }), node({ tag: 'h1', text: 'B', box: [0, 50, 100, 40] })] })] });
    expect(messages(two)).toContain('2 h1 headings');
    const none = structure({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [node({ tag: 'h2', text: 'A', box: [0, 0, 100, 40] }), node({ tag: 'div', text: 'B', attrs: { role: 'heading', 'aria-level': '3' }, box: [0, 50, 100, 40] })] })] });
    expect(messages(none)).toEqual(expect.arrayContaining(['no h1 on the page', 'the heading outline starts at h2']));
    expect(flatHeadings(none.headings.outline)).toEqual(['h2 A', '  h3 B']);
  });

  it('falls back to the node table when the DOM has no match (shadow roots, missing html)', () => {
    const bare = structure({ nodes: [node({ tag: 'body', box: [0, 0, 1440, 900], children: [node({ tag: 'h1', text: 'Hello', box: [0, 0, 400, 40], children: [node({ tag: 'em', text: 'world', box: [200, 0, 100, 40] })] })] })] });
    expect(bare.headings.outline[0]!.text).toBe('Hello world');
  });
});

describe('structure: statistics', () => {
  const result = structure(page());

  it('counts the rendered DOM, hidden elements included', () => {
    expect(result.dom).toMatchObject({ images: 1, svgs: 1, links: 5, buttons: 2, forms: 1, inputs: 1, iframes: 1, scripts: 1, stylesheets: 2, custom_elements: 1 });
    expect(result.dom.elements).toBeGreaterThan(result.dom.body_elements);
    expect(result.dom.text_nodes).toBeGreaterThan(10);
  });

  it('counts what is visible, shadow trees included, and the frames', () => {
    expect(result.rendered).toMatchObject({ visible_nodes: 37, shadow_nodes: 1, shadow_hosts: 1, images: 1, links: 5, buttons: 2 });
    expect(result.rendered.max_depth).toBe(5);
    expect(result.frames).toEqual({ count: 1, frames: [{ url: 'https://example.com/embed.html', node_id: 'n24' }] });
  });

  it('runs through the runner deterministically', async () => {
    const capture = buildCapture(page());
    const a = await analyzeCapture(capture, { analyzers: [structureAnalyzer], sections: ['structure'] });
    const b = await analyzeCapture(capture, { analyzers: [structureAnalyzer], sections: ['structure'] });
    expect(a.section_errors).toEqual([]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
