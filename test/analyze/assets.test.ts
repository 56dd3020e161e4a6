import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeAssets, type AssetsSection } from '../../src/analyze/sections/assets.js';
import { buildCapture, node, type CaptureInput, type NodeInput } from '../helpers/capture-builder.js';

/** A node that exists in the markup; `hidden` ones are left out of the visible node table. */
interface PageNode extends NodeInput {
  hidden?: boolean;
  children?: PageNode[];
}
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const VOID = new Set(['img', 'source', 'input']);
function markup(nodes: PageNode[]): string {
  return nodes
    .map((n) => {
      const tag = n.tag ?? 'div';
      const attrs = Object.entries(n.attrs ?? {}).map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
      return VOID.has(tag) ? `<${tag}${attrs}>` : `<${tag}${attrs}>${esc(n.text ?? '')}${markup(n.children ?? [])}</${tag}>`;
    })
    .join('');
}
function visible(nodes: PageNode[]): NodeInput[] {
  return nodes.filter((n) => !n.hidden).map(({ hidden: _hidden, children, ...rest }) => ({ ...rest, children: visible(children ?? []) }));
}
function page(body: PageNode[], extra: Omit<CaptureInput, 'nodes' | 'html'> = {}): Capture {
  const html = `<!doctype html><html lang="en"><head><title>${extra.head?.title ?? 'Acme — Ship faster'}</title></head><body>${markup(body)}</body></html>`;
  return buildCapture({
    final_url: 'https://acme.test/',
    ...extra,
    head: { title: 'Acme — Ship faster', ...extra.head },
    html: { rendered: html },
    nodes: [node({ tag: 'html', box: [0, 0, 1440, 3000], children: [node({ tag: 'body', box: [0, 0, 1440, 3000], style: { 'background-color': 'rgb(255, 255, 255)' }, children: visible(body) })] })],
  });
}
function assets(capture: Capture): AssetsSection {
  return analyzeAssets(capture, new AnalysisContext(capture));
}

const headerWith = (...logo: PageNode[]): PageNode => ({
  tag: 'header',
  box: [0, 0, 1440, 72],
  children: [
    { tag: 'a', attrs: { href: '/', class: 'brand' }, box: [40, 16, 140, 40], children: logo },
    { tag: 'nav', box: [600, 20, 400, 32], children: [{ tag: 'a', attrs: { href: '/pricing' }, text: 'Pricing', box: [600, 24, 60, 24] }, { tag: 'a', attrs: { href: '/docs' }, text: 'Docs', box: [700, 24, 60, 24] }] },
    { tag: 'button', attrs: { 'aria-label': 'Search' }, box: [1300, 24, 24, 24], children: [{ tag: 'svg', attrs: { 'aria-hidden': 'true' }, box: [1300, 24, 24, 24] }] },
  ],
});
/** A "trusted by" band of five partner logos, each classed and alt-ed like a logo. */
const wall: PageNode = {
  tag: 'section',
  attrs: { class: 'customers' },
  box: [0, 700, 1440, 200],
  children: [
    { tag: 'p', text: 'Trusted by the best teams', box: [40, 700, 400, 24] },
    { tag: 'ul', attrs: { class: 'logos' }, box: [40, 760, 1200, 48], children: ['globex', 'initech', 'umbrella', 'hooli', 'acme-corp'].map((n, i) => ({ tag: 'li', box: [40 + i * 240, 760, 160, 48], children: [{ tag: 'img', attrs: { src: `/partners/${n}-logo.svg`, alt: `${n} logo`, class: 'logo' }, box: [40 + i * 240, 760, 160, 48] }] })) },
  ],
};

describe('assets: logo', () => {
  const capture = page([headerWith({ tag: 'img', attrs: { src: '/img/acme-logo.svg', alt: 'Acme' }, box: [40, 20, 120, 32] }), wall], {
    network: { resources: [{ url: 'https://acme.test/img/acme-logo.svg', type: 'image', status: 200, content_type: 'image/svg+xml', bytes: 900, saved_as: 'resources/001-acme-logo.svg' }] },
  });
  const section = assets(capture);

  it('picks the header logo over a partner-logo wall', () => {
    expect(section.logo).toMatchObject({ kind: 'img', src: 'https://acme.test/img/acme-logo.svg', href: 'https://acme.test/', in_header: true, saved_as: 'resources/001-acme-logo.svg', status: 200 });
    expect(section.logo!.box).toEqual({ x: 40, y: 20, width: 120, height: 32 });
    expect(section.logo!.reasons).toEqual(expect.arrayContaining(['+3 in the header bar', '+3 links to the home page', '+2 names the brand "Acme"']));
    expect(section.logo_candidates[0]!.node_id).toBe(section.logo!.node_id);
  });

  it('rejects every wall logo and the small UI icon, saying why', () => {
    const walled = section.rejected_logos.filter((r) => r.reason === 'logo_wall');
    expect(walled).toHaveLength(5);
    expect(walled[0]!.detail).toContain('customers/partners band');
    expect(section.rejected_logos.filter((r) => r.reason === 'small_icon')).toHaveLength(1);
    expect(section.logo_candidates.some((c) => c.src?.includes('/partners/'))).toBe(false);
    expect(section.images.by_role).toMatchObject({ logo: 1, partner_logo: 5 });
  });

  it('keeps inline SVG logos as markup with the wordmark beside them', () => {
    const svgLogo = page([
      headerWith(
        { tag: 'svg', attrs: { viewBox: '0 0 32 32', role: 'img' }, box: [40, 20, 32, 32], children: [{ tag: 'title', text: 'Acme' }, { tag: 'lineargradient', attrs: { id: 'g' } }, { tag: 'rect', attrs: { width: '32', height: '32', fill: 'url(#g)' } }] },
        { tag: 'span', text: 'Acme', box: [80, 24, 60, 24], style: { 'font-family': '"Space Grotesk", sans-serif', 'font-weight': '700', 'font-size': '20px' } },
      ),
    ]);
    const logo = assets(svgLogo).logo!;
    expect(logo).toMatchObject({ kind: 'svg', src: null, label: 'Acme', wordmark_text: 'Acme', wordmark_font: { family: 'Space Grotesk', weight: 700, size_px: 20 } });
    expect(logo.svg_markup).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img"><title>Acme</title><linearGradient id="g"/><rect width="32" height="32" fill="url(#g)"/></svg>');
  });

  it('falls back to a text wordmark and returns null when nothing is convincing', () => {
    const wordmark = assets(page([headerWith({ tag: 'span', text: 'Acme', box: [40, 24, 80, 24] })]));
    expect(wordmark.logo).toMatchObject({ kind: 'text', label: 'Acme' });
    const nothing = assets(page([{ tag: 'main', box: [0, 0, 1440, 2000], children: [{ tag: 'img', attrs: { src: '/photo.jpg', alt: '' }, box: [0, 1800, 1400, 900] }] }]));
    expect(nothing.logo).toBeNull();
    expect(nothing.findings?.[0]?.message).toContain('no convincing logo');
  });
});

describe('assets: logo variants', () => {
  it('reads a <picture> dark-scheme source', () => {
    const capture = page([
      headerWith({
        tag: 'picture',
        box: [40, 20, 120, 32],
        children: [
          { tag: 'source', attrs: { media: '(prefers-color-scheme: dark)', srcset: '/logo-white.svg 1x, /logo-white@2x.svg 2x' }, hidden: true },
          { tag: 'img', attrs: { src: '/logo.svg', alt: 'Acme' }, box: [40, 20, 120, 32] },
        ],
      }),
    ]);
    const variants = assets(capture).logo!.variants;
    expect(variants.map((v) => [v.mode, v.tone, v.source, v.src])).toEqual([
      ['light', 'dark', 'primary', 'https://acme.test/logo.svg'],
      ['dark', 'light', 'picture', 'https://acme.test/logo-white.svg'],
    ]);
  });

  it('reads theme-toggled siblings (dark:hidden / hidden dark:block), hidden one included', () => {
    const capture = page([
      headerWith(
        { tag: 'img', attrs: { src: '/logo-black.svg', alt: 'Acme', class: 'block dark:hidden' }, box: [40, 20, 120, 32] },
        { tag: 'img', attrs: { src: '/logo-white.svg', alt: 'Acme', class: 'hidden dark:block' }, hidden: true },
      ),
    ]);
    const variants = assets(capture).logo!.variants;
    expect(variants.map((v) => [v.mode, v.source, v.src, v.visible])).toEqual([
      ['light', 'primary', 'https://acme.test/logo-black.svg', true],
      ['dark', 'theme_class', 'https://acme.test/logo-white.svg', false],
    ]);
  });

  it('takes a footer logo on a dark background as the light-tone variant', () => {
    const capture = page([
      headerWith({ tag: 'img', attrs: { src: '/logo.svg', alt: 'Acme' }, box: [40, 20, 120, 32] }),
      { tag: 'main', box: [0, 72, 1440, 2400], children: [{ tag: 'p', text: 'Content', box: [40, 100, 600, 40] }] },
      {
        tag: 'footer',
        box: [0, 2600, 1440, 400],
        style: { 'background-color': 'rgb(10, 10, 10)' },
        children: [{ tag: 'a', attrs: { href: '/' }, box: [40, 2650, 120, 32], children: [{ tag: 'img', attrs: { src: '/logo-inverse.svg', alt: 'Acme' }, box: [40, 2650, 120, 32] }] }],
      },
    ]);
    const variants = assets(capture).logo!.variants;
    expect(variants[1]).toMatchObject({ mode: 'dark', tone: 'light', source: 'footer', src: 'https://acme.test/logo-inverse.svg' });
  });
});

describe('assets: files', () => {
  const capture = page([headerWith({ tag: 'img', attrs: { src: '/logo.svg', alt: 'Acme' }, box: [40, 20, 120, 32] })], {
    head: {
      links: [
        { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: 'https://cdn.acme.test/apple.png', sizes: '180x180' },
        { rel: 'stylesheet', href: '/css/site.css' },
      ],
      meta: [
        { property: 'og:image', content: '/og/cover.png' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { name: 'twitter:image', content: 'https://cdn.acme.test/tw.png' },
      ],
      manifest: { url: 'https://acme.test/static/site.webmanifest', json: { icons: [{ src: 'icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' }] } },
    },
    stylesheets: [{ href: 'https://acme.test/css/site.css', origin: 'linked', text: '@font-face { font-family: "Brand Sans"; src: url("../fonts/brand.woff2") format("woff2"), url(../fonts/brand.woff) format("woff"); font-weight: 400; }' }],
    fonts: { faces: [{ family: 'Brand Sans', weight: '400', status: 'loaded', src: ['https://acme.test/fonts/brand.woff2'] }] },
    network: {
      resources: [
        { url: 'https://acme.test/favicon-32.png', type: 'image', status: 200, content_type: 'image/png', bytes: 1200, saved_as: 'resources/002-favicon-32.png' },
        { url: 'https://acme.test/fonts/brand.woff2', type: 'font', status: 200, content_type: 'font/woff2', bytes: 24000, saved_as: 'resources/003-brand.woff2' },
        { url: 'https://fonts.gstatic.test/other.woff2', type: 'font', status: 404, content_type: 'text/html', bytes: 0, saved_as: null },
      ],
    },
  });
  const section = assets(capture);

  it('lists favicons with absolute URLs and what the capture saved', () => {
    expect(section.favicons.map((f) => [f.href, f.rel, f.sizes, f.saved_as])).toEqual([
      ['https://acme.test/favicon-32.png', 'icon', '32x32', 'resources/002-favicon-32.png'],
      ['https://cdn.acme.test/apple.png', 'apple-touch-icon', '180x180', null],
    ]);
  });

  it('resolves og:image against the page and manifest icons against the manifest', () => {
    expect(section.social_images.map((s) => [s.source, s.url, s.width, s.height])).toEqual([
      ['og:image', 'https://acme.test/og/cover.png', 1200, 630],
      ['twitter:image', 'https://cdn.acme.test/tw.png', null, null],
    ]);
    expect(section.manifest_icons).toEqual([expect.objectContaining({ src: 'https://acme.test/static/icons/192.png', sizes: '192x192', purpose: 'any maskable' })]);
  });

  it('merges font files from @font-face (resolved against the stylesheet), FontFace status and the network', () => {
    expect(section.font_files.map((f) => [f.family, f.url, f.format, f.sources, f.saved_as, f.face_status])).toEqual([
      ['Brand Sans', 'https://acme.test/fonts/brand.woff', 'woff', ['css'], null, null],
      ['Brand Sans', 'https://acme.test/fonts/brand.woff2', 'woff2', ['css', 'font_faces', 'network'], 'resources/003-brand.woff2', 'loaded'],
      [null, 'https://fonts.gstatic.test/other.woff2', 'woff2', ['network'], null, null],
    ]);
    expect(section.findings?.some((f) => f.message.includes('other.woff2'))).toBe(true);
  });
});

describe('assets: images and videos', () => {
  const capture = page([
    headerWith({ tag: 'img', attrs: { src: '/logo.svg', alt: 'Acme' }, box: [40, 20, 120, 32] }),
    {
      tag: 'main',
      box: [0, 72, 1440, 2400],
      children: [
        { tag: 'picture', box: [40, 100, 1200, 600], children: [{ tag: 'source', attrs: { type: 'image/avif', srcset: '/hero.avif' }, hidden: true }, { tag: 'img', attrs: { src: '/hero.jpg', alt: 'Team at work' }, box: [40, 100, 1200, 600] }] },
        { tag: 'img', attrs: { src: '/shot.png', loading: 'lazy' }, box: [40, 800, 600, 400] },
        { tag: 'img', attrs: { src: '/divider.webp', alt: '' }, box: [40, 1300, 600, 100] },
        { tag: 'div', attrs: { class: 'banner' }, box: [0, 1500, 1440, 400], style: { 'background-image': 'url("https://acme.test/bg.jpg")' } },
        { tag: 'video', attrs: { poster: '/poster.jpg', autoplay: '', muted: '', loop: '' }, box: [40, 2000, 640, 360], children: [{ tag: 'source', attrs: { src: '/demo.mp4', type: 'video/mp4' }, hidden: true }] },
        { tag: 'iframe', attrs: { src: 'https://www.youtube-nocookie.com/embed/abc123' }, box: [700, 2000, 640, 360] },
        { tag: 'iframe', attrs: { src: 'https://maps.example/embed' }, box: [700, 2400, 640, 360] },
      ],
    },
  ], { network: { resources: [{ url: 'https://acme.test/hero.avif', type: 'image', status: 200, content_type: 'image/avif', bytes: 50000, saved_as: 'resources/004-hero.avif' }] } });
  const section = assets(capture);

  it('ranks content images by area with format, alt status and the fetched source', () => {
    expect(section.images.top.map((i) => [i.src, i.format, i.alt_status, i.role])).toEqual([
      ['https://acme.test/hero.avif', 'avif', 'present', 'content'],
      ['https://acme.test/bg.jpg', 'jpeg', 'not_applicable', 'background'],
      ['https://acme.test/shot.png', 'png', 'missing', 'content'],
      ['https://acme.test/divider.webp', 'webp', 'empty', 'content'],
    ]);
    expect(section.images.top[0]!.srcset).toEqual(['https://acme.test/hero.jpg']);
    expect(section.images.alt).toEqual({ present: 2, empty: 1, missing: 1 });
    expect(section.images.lazy).toBe(1);
    expect(section.images.bytes).toBe(50000);
  });

  it('lists videos with their poster and known video embeds only', () => {
    expect(section.videos.map((v) => [v.kind, v.provider, v.src, v.poster, v.autoplay, v.muted, v.loop])).toEqual([
      ['video', null, 'https://acme.test/demo.mp4', 'https://acme.test/poster.jpg', true, true, true],
      ['embed', 'youtube', 'https://www.youtube-nocookie.com/embed/abc123', null, false, false, false],
    ]);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(assets(capture))).toBe(JSON.stringify(section));
  });
});
