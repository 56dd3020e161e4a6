import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeNavigation, type NavigationSection, type NavItem } from '../../src/analyze/sections/navigation.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

/** A node that exists in the markup; `hidden` ones are left out of the visible node table. */
interface PageNode extends NodeInput {
  hidden?: boolean;
  children?: PageNode[];
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
function markup(nodes: PageNode[]): string {
  return nodes
    .map((n) => {
      const tag = n.tag ?? 'div';
      const attrs = Object.entries(n.attrs ?? {}).map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
      return `<${tag}${attrs}>${esc(n.text ?? '')}${markup(n.children ?? [])}</${tag}>`;
    })
    .join('');
}
function visible(nodes: PageNode[]): NodeInput[] {
  return nodes.filter((n) => !n.hidden).map(({ hidden: _hidden, children, ...rest }) => ({ ...rest, children: visible(children ?? []) }));
}
/** A capture whose rendered HTML and node table agree, hidden elements in the HTML only. */
function page(body: PageNode[], extra: Omit<CaptureInput, 'nodes' | 'html'> = {}): Capture {
  const html = `<!doctype html><html lang="en"><head><title>${extra.head?.title ?? 'Acme'}</title></head><body>${markup(body)}</body></html>`;
  return buildCapture({
    final_url: 'https://acme.test/',
    ...extra,
    html: { rendered: html },
    nodes: [node({ tag: 'html', box: [0, 0, 1440, 3000], children: [node({ tag: 'body', box: [0, 0, 1440, 3000], children: visible(body) })] })],
  });
}
function navigation(capture: Capture): NavigationSection {
  return analyzeNavigation(capture, new AnalysisContext(capture));
}
const labels = (items: NavItem[]): unknown[] => items.map((i) => (i.children.length > 0 ? { [i.label]: labels(i.children) } : i.label));

const link = (text: string, href: string, x: number, extra: Partial<PageNode> = {}): PageNode => ({ tag: 'a', text, attrs: { href, ...extra.attrs }, box: [x, 24, 80, 24], style: { color: 'rgb(17, 17, 17)', 'font-size': '15px', 'font-family': 'Inter, sans-serif', 'font-weight': '500' }, ...extra });
const primaryButton = (text: string, href: string, x: number): PageNode =>
  link(text, href, x, { attrs: { href, class: 'btn btn-primary' }, box: [x, 16, 120, 40], style: { 'background-color': 'rgb(37, 99, 235)', color: 'rgb(255, 255, 255)', 'padding-left': '16px', 'border-top-left-radius': '8px' } });

/** Header: logo, a nav with a hidden dropdown, a CTA, a hidden mobile toggle and drawer. */
function headerPage(headerStyle: Record<string, string> = {}): Capture {
  return page([
    { tag: 'a', attrs: { class: 'skip-link', href: '#main' }, text: 'Skip to content', hidden: true },
    {
      tag: 'header',
      attrs: { class: 'site-header' },
      box: [0, 0, 1440, 72],
      style: { position: 'sticky', 'background-color': 'rgb(255, 255, 255)', 'border-bottom-width': '1px', 'border-bottom-color': 'rgb(229, 231, 235)', ...headerStyle },
      children: [
        { tag: 'a', attrs: { href: '/', class: 'logo', 'aria-label': 'Acme home' }, box: [40, 20, 120, 32], children: [{ tag: 'img', attrs: { src: '/logo.svg', alt: 'Acme' }, box: [40, 20, 120, 32] }] },
        {
          tag: 'nav',
          attrs: { 'aria-label': 'Main' },
          box: [500, 20, 440, 32],
          children: [
            {
              tag: 'ul',
              box: [500, 20, 440, 32],
              children: [
                {
                  tag: 'li',
                  box: [500, 20, 100, 32],
                  children: [
                    { tag: 'button', attrs: { 'aria-expanded': 'false', 'aria-controls': 'menu-product' }, text: 'Product', box: [500, 24, 90, 24], style: { color: 'rgb(17, 17, 17)', 'font-size': '15px' } },
                    {
                      tag: 'ul',
                      attrs: { id: 'menu-product', class: 'dropdown' },
                      hidden: true,
                      children: [
                        { tag: 'li', children: [{ tag: 'a', attrs: { href: '/features' }, children: [{ tag: 'strong', text: 'Features' }, { tag: 'span', text: 'Everything it does' }] }] },
                        { tag: 'li', children: [{ tag: 'a', attrs: { href: '/integrations' }, text: 'Integrations' }] },
                      ],
                    },
                  ],
                },
                { tag: 'li', box: [620, 20, 80, 32], children: [link('Pricing', '/pricing', 620)] },
                { tag: 'li', box: [720, 20, 80, 32], children: [link('Docs', 'https://docs.acme.test/', 720)] },
              ],
            },
          ],
        },
        link('Log in', '/login', 1100),
        primaryButton('Sign up', '/signup', 1200),
        { tag: 'button', attrs: { class: 'menu-toggle', 'aria-expanded': 'false', 'aria-controls': 'mobile-menu', 'aria-label': 'Open menu' }, hidden: true },
        {
          tag: 'div',
          attrs: { id: 'mobile-menu', class: 'drawer' },
          hidden: true,
          children: [
            { tag: 'a', attrs: { href: '/pricing' }, text: 'Pricing' },
            { tag: 'a', attrs: { href: 'https://docs.acme.test/' }, text: 'Docs' },
            { tag: 'a', attrs: { href: '/login' }, text: 'Log in' },
          ],
        },
      ],
    },
    { tag: 'main', attrs: { id: 'main' }, box: [0, 72, 1440, 2000], children: [{ tag: 'h1', text: 'Hello', box: [40, 120, 800, 60] }] },
  ]);
}

describe('navigation: header tree', () => {
  const nav = navigation(headerPage());
  const header = nav.header!;

  it('recovers the hidden dropdown items from the DOM, nested under their toggle', () => {
    expect(labels(header.items)).toEqual([{ Product: ['Features', 'Integrations'] }, 'Pricing', 'Docs', 'Log in', 'Sign up']);
    const product = header.items[0]!;
    expect(product).toMatchObject({ kind: 'toggle', visible: true, href: null });
    expect(product.children[0]).toMatchObject({ label: 'Features', description: 'Everything it does', href: 'https://acme.test/features', visible: false, node_id: null });
    expect(nav.summary).toMatchObject({ header_items: 7, header_hidden_items: 2, header_depth: 2 });
  });

  it('makes every href absolute and keeps cross-origin links', () => {
    expect(header.items.map((i) => i.href)).toEqual([null, 'https://acme.test/pricing', 'https://docs.acme.test/', 'https://acme.test/login', 'https://acme.test/signup']);
  });

  it('tells the menu from the actions beside it', () => {
    expect(header.items.map((i) => [i.label, i.group])).toEqual([
      ['Product', 'menu'],
      ['Pricing', 'menu'],
      ['Docs', 'menu'],
      ['Log in', 'action'],
      ['Sign up', 'action'],
    ]);
  });

  it('marks only the filled button-looking link as the call to action', () => {
    expect(header.items.filter((i) => i.is_cta).map((i) => i.label)).toEqual(['Sign up']);
    expect(header.style.has_cta).toBe(true);
  });

  it('leaves the logo, the mobile toggle and the hidden drawer out of the items', () => {
    expect(header.logo).toMatchObject({ label: 'Acme home', href: 'https://acme.test/' });
    expect(header.mobile_toggle).toMatchObject({ label: 'Open menu', visible: false, aria_expanded: 'false', aria_controls: 'mobile-menu', controls_found: true });
    expect(header.items.filter((i) => i.label === 'Pricing')).toHaveLength(1);
  });

  it('reads position and style from the header node', () => {
    expect(header.position).toBe('sticky');
    expect(header.position_source).toMatchObject({ node_id: header.node_id, value: 'sticky' });
    expect(header.style).toMatchObject({ background: '#ffffff', text_color: '#111111', height_px: 72, transparent_over_hero: false, border_bottom: { width_px: 1, color: '#e5e7eb' } });
    expect(header.style.font).toMatchObject({ family: 'Inter', size_px: 15 });
  });

  it('finds the skip link even though it is hidden until focused', () => {
    expect(nav.skip_link).toMatchObject({ label: 'Skip to content', href: 'https://acme.test/#main', target_found: true, visible: false });
  });

  it('is deterministic', () => {
    expect(JSON.stringify(navigation(headerPage()))).toBe(JSON.stringify(nav));
  });
});

describe('navigation: header position', () => {
  it('takes fixed from a wrapping ancestor and sees a transparent bar over a hero image', () => {
    const capture = page([
      {
        tag: 'div',
        attrs: { class: 'fixed top-0 inset-x-0' },
        box: [0, 0, 1440, 80],
        style: { position: 'fixed' },
        children: [{ tag: 'header', box: [0, 0, 1440, 80], children: [link('Work', '/work', 600), link('About', '/about', 700), link('Contact', '/contact', 800)] }],
      },
      { tag: 'section', attrs: { class: 'hero' }, box: [0, 0, 1440, 800], style: { 'background-image': 'url("https://acme.test/hero.jpg")' }, children: [{ tag: 'h1', text: 'Studio', box: [40, 300, 800, 80] }] },
    ]);
    const header = navigation(capture).header!;
    expect(header.position).toBe('fixed');
    expect(header.position_source?.selector).toContain('div.fixed');
    expect(header.style.background).toBeNull();
    expect(header.style.transparent_over_hero).toBe(true);
    expect(header.style.alignment).toBe('center');
  });

  it('reports static when nothing positions the bar', () => {
    const capture = page([{ tag: 'header', box: [0, 0, 1440, 64], children: [link('Work', '/work', 1100), link('About', '/about', 1200)] }]);
    expect(navigation(capture).header).toMatchObject({ position: 'static', position_source: null });
    expect(navigation(capture).header!.style.alignment).toBe('right');
  });

  it('builds the tree from visible nodes when the rendered HTML does not match', () => {
    const capture = buildCapture({
      final_url: 'https://acme.test/',
      nodes: [node({ tag: 'body', box: [0, 0, 1440, 2000], children: [node({ tag: 'nav', attrs: { class: 'navbar' }, box: [0, 0, 1440, 60], children: [node({ tag: 'a', attrs: { href: '/a' }, text: 'A', box: [10, 10, 40, 20] }), node({ tag: 'a', attrs: { href: '/b' }, text: 'B', box: [60, 10, 40, 20] })] })] })],
    });
    const header = navigation(capture).header!;
    expect(header.items.map((i) => [i.label, i.href, i.visible])).toEqual([
      ['A', 'https://acme.test/a', true],
      ['B', 'https://acme.test/b', true],
    ]);
  });
});

describe('navigation: footer', () => {
  const column = (heading: string, x: number, links: [string, string][]): PageNode => ({
    tag: 'div',
    attrs: { class: 'col' },
    box: [x, 2400, 200, 160],
    children: [
      { tag: 'h4', text: heading, box: [x, 2400, 200, 20], style: { 'font-weight': '600' } },
      { tag: 'ul', box: [x, 2430, 200, 120], children: links.map(([t, h], i) => ({ tag: 'li', box: [x, 2430 + i * 30, 200, 24], children: [{ tag: 'a', attrs: { href: h }, text: t, box: [x, 2432 + i * 30, 80, 20], style: { color: 'rgb(229, 231, 235)' } }] })) },
    ],
  });
  const capture = page([
    { tag: 'header', box: [0, 0, 1440, 64], children: [link('Work', '/work', 1100), link('About', '/about', 1200)] },
    {
      tag: 'footer',
      box: [0, 2300, 1440, 700],
      style: { 'background-color': 'rgb(17, 24, 39)' },
      children: [
        {
          tag: 'div',
          attrs: { class: 'grid' },
          box: [40, 2400, 1200, 160],
          children: [
            column('Product', 40, [['Features', '/features'], ['Pricing', '/pricing']]),
            column('Company', 340, [['About', '/about'], ['Careers', '/careers'], ['Blog', '/blog']]),
            column('Legal', 640, [['Privacy', '/privacy'], ['Terms', '/terms']]),
          ],
        },
        {
          tag: 'div',
          attrs: { class: 'social' },
          box: [40, 2700, 300, 24],
          children: [
            { tag: 'a', attrs: { href: 'https://twitter.com/acme', 'aria-label': 'Acme on X' }, box: [40, 2700, 24, 24], children: [{ tag: 'svg', box: [40, 2700, 24, 24] }] },
            { tag: 'a', attrs: { href: 'https://www.linkedin.com/company/acme' }, box: [80, 2700, 24, 24], children: [{ tag: 'span', attrs: { class: 'sr-only' }, text: 'LinkedIn', hidden: true }, { tag: 'svg', box: [80, 2700, 24, 24] }] },
            { tag: 'a', attrs: { href: 'https://github.com/acme' }, text: 'GitHub', box: [120, 2700, 60, 24] },
          ],
        },
        {
          tag: 'div',
          attrs: { class: 'bottom' },
          box: [40, 2900, 1200, 24],
          children: [
            { tag: 'span', text: '© 2025 Acme Inc.', box: [40, 2900, 200, 24], style: { color: 'rgba(255, 255, 255, 0.6)' } },
            { tag: 'a', attrs: { href: '/cookies' }, text: 'Cookie settings', box: [1000, 2900, 100, 24] },
            { tag: 'a', attrs: { href: '/imprint' }, text: 'Imprint', box: [1120, 2900, 80, 24] },
          ],
        },
      ],
    },
  ]);
  const footer = navigation(capture).footer!;

  it('groups links into side-by-side columns under their headings', () => {
    expect(footer.columns.map((c) => [c.heading, c.items.map((i) => i.label)])).toEqual([
      ['Product', ['Features', 'Pricing']],
      ['Company', ['About', 'Careers', 'Blog']],
      ['Legal', ['Privacy', 'Terms']],
    ]);
    expect(footer.columns[0]!.items[1]!.href).toBe('https://acme.test/pricing');
  });

  it('lists social profiles by network, labelled from aria-label or screen-reader text', () => {
    expect(footer.social.map((s) => [s.network, s.label, s.href])).toEqual([
      ['x', 'Acme on X', 'https://twitter.com/acme'],
      ['linkedin', 'LinkedIn', 'https://www.linkedin.com/company/acme'],
      ['github', 'GitHub', 'https://github.com/acme'],
    ]);
  });

  it('puts heading-less legal links in legal and keeps the copyright line', () => {
    expect(footer.legal.map((l) => l.label)).toEqual(['Cookie settings', 'Imprint']);
    expect(footer.copyright).toBe('© 2025 Acme Inc.');
    expect(footer.style).toMatchObject({ background: '#111827', link_color: '#e5e7eb' });
    // Translucent text is reported as painted: white at 60% over #111827.
    expect(footer.style.text_color).toBe('#a0a3a9');
  });
});

describe('navigation: breadcrumbs and other navs', () => {
  it('reads breadcrumbs from markup, else from JSON-LD', () => {
    const withMarkup = page([
      { tag: 'nav', attrs: { 'aria-label': 'Breadcrumb' }, box: [40, 100, 600, 24], children: [{ tag: 'ol', box: [40, 100, 600, 24], children: [{ tag: 'li', box: [40, 100, 60, 24], children: [{ tag: 'a', attrs: { href: '/' }, text: 'Home', box: [40, 100, 60, 24] }] }, { tag: 'li', text: 'Pricing', box: [120, 100, 60, 24] }] }] },
    ]);
    const nav = navigation(withMarkup);
    expect(nav.breadcrumbs).toMatchObject({ source: 'markup', items: [{ label: 'Home', href: 'https://acme.test/' }, { label: 'Pricing', href: null }] });
    expect(nav.other.map((o) => o.kind)).toEqual(['breadcrumbs']);

    const fromJsonLd = page([], {
      head: { json_ld: [{ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'Docs', item: 'https://acme.test/docs' }, { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://acme.test/' }] }] },
    });
    expect(navigation(fromJsonLd).breadcrumbs).toEqual({ source: 'json_ld', selector: null, items: [{ label: 'Home', href: 'https://acme.test/' }, { label: 'Docs', href: 'https://acme.test/docs' }] });
  });

  it('classifies an in-page table of contents', () => {
    const capture = page([
      { tag: 'header', box: [0, 0, 1440, 64], children: [link('Work', '/work', 1100), link('About', '/about', 1200)] },
      { tag: 'nav', attrs: { class: 'toc' }, box: [1100, 200, 240, 400], children: [link('Intro', '#intro', 1100), link('Usage', '#usage', 1100)] },
    ]);
    const other = navigation(capture).other;
    expect(other).toHaveLength(1);
    expect(other[0]).toMatchObject({ kind: 'toc' });
    expect(other[0]!.items.map((i) => i.href)).toEqual(['https://acme.test/#intro', 'https://acme.test/#usage']);
  });
});
