/**
 * The secondary a named fill gives (colors-brand-names.ts; issue 9 §1, eval/realweb/README.md
 * "secondary": a class named for a brand role that the site sets, and the swap reading when the
 * site names one color primary while its CTAs wear another). Inline captures built so the rule
 * decides the outcome.
 */
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors, type ColorsSection } from '../../src/analyze/sections/colors.js';
import { buildCapture, node, type NodeInput } from '../helpers/capture-builder.js';

const W = 1440;
const TURQUOISE = '#1abc9c';
const ASPHALT = '#34495e';
const RED = '#e74c3c';
const COPY = 'Flat UI is a beautiful theme with a lot of components, and free for personal and commercial use alike.';

function page(children: NodeInput[], css: string[]): Capture {
  const height = 3000;
  return buildCapture({
    final_url: 'https://kit.example/',
    document: { width: W, height },
    stylesheets: css.map((text) => ({ text })),
    nodes: [node({ tag: 'html', box: [0, 0, W, height], children: [node({ tag: 'body', box: [0, 0, W, height], style: { 'background-color': '#ffffff', color: ASPHALT }, children })] })],
  });
}
const para = (y: number): NodeInput => node({ tag: 'p', text: COPY, box: [250, y, 700, 62], style: { color: ASPHALT, 'font-size': '18px', 'line-height': '31px' } });
const button = (label: string, fill: string, y: number, cls: string): NodeInput =>
  node({ tag: 'a', attrs: { class: `btn btn-lg ${cls}`, href: '#go' }, text: label, box: [250, y, 213, 45], style: { 'background-color': fill, color: '#ffffff', 'font-size': '17px' } });
/** A navbar and a pager painted in the site's dark brand color (`.navbar-inverse`, not `.bg-primary`). */
const chrome = (fill: string): NodeInput[] => [
  node({ tag: 'nav', attrs: { class: 'navbar navbar-inverse' }, box: [250, 1200, 940, 53], style: { 'background-color': fill } }),
  node({ tag: 'ul', attrs: { class: 'pager' }, box: [250, 1400, 199, 41], style: { 'background-color': fill } }),
];
const BOOTSTRAP = '.bg-primary { background-color: #007bff !important; } .bg-secondary { background-color: #6c757d !important; }';
const colors = (capture: Capture): ColorsSection => analyzeColors(capture, new AnalysisContext(capture));

describe('brand roles: a fill the stylesheets name', () => {
  const body = (): NodeInput[] => [para(100), button('Get started', TURQUOISE, 300, 'btn-primary'), button('Delete', RED, 360, 'btn-danger'), ...chrome(ASPHALT), button('Download', TURQUOISE, 2400, 'btn-primary'), para(2600)];

  it("the site's own `.bg-primary` in another color than its CTAs is the secondary (the swap reading), over a second CTA style, though Bootstrap's !important blue would win on an element", () => {
    const out = colors(page(body(), [BOOTSTRAP, `.bg-primary { background-color: ${ASPHALT}; } .btn-primary { background-color: ${TURQUOISE}; }`]));
    expect(out.roles.primary.value).toBe(TURQUOISE);
    expect(out.roles.secondary.value).toBe(ASPHALT);
    expect(out.roles.secondary.evidence[0]?.selector).toBe('.bg-primary');
  });

  it("a `.bg-primary` in a darker shade of the CTAs' own hue is that color, not a second one", () => {
    const darkTeal = '#0b5e4e';
    const out = colors(page([para(100), button('Get started', TURQUOISE, 300, 'btn-primary'), ...chrome(darkTeal), button('Download', TURQUOISE, 2400, 'btn-primary'), para(2600)], [`.bg-primary { background-color: ${darkTeal}; }`]));
    expect(out.roles.primary.value).toBe(TURQUOISE);
    expect(out.roles.secondary.value).toBeNull();
  });

  it("a chromatic `.bg-secondary` the page shows is the secondary, however little of it there is", () => {
    const badge = node({ tag: 'span', attrs: { class: 'tag' }, text: 'New', box: [500, 700, 60, 24], style: { 'background-color': '#917aeb', color: '#ffffff', 'font-size': '12px' } });
    const out = colors(page([para(100), button('Get started', TURQUOISE, 300, 'btn-primary'), badge, para(2600)], [BOOTSTRAP, '.bg-secondary { background-color: #917aeb; }']));
    expect(out.roles.secondary.value).toBe('#917aeb');
  });

  it("Bootstrap's own `.bg-primary` blue names nothing, though a badge left in it shows it: the second CTA style stays the secondary", () => {
    const badge = node({ tag: 'span', attrs: { class: 'badge badge-primary' }, text: '4', box: [500, 700, 24, 24], style: { 'background-color': '#007bff', color: '#ffffff', 'font-size': '12px' } });
    const out = colors(page([...body(), badge], [BOOTSTRAP, `.btn-primary { background-color: ${TURQUOISE}; }`]));
    expect(out.roles.secondary.value).toBe(RED);
  });
});
