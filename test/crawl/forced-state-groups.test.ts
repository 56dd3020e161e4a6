/**
 * Forced states per representative (issue 9 §3): alike interactive elements are probed once per
 * group, and still every distinct button style, and every link whose hover depends on where it
 * sits, has its own hover and focus states; the other members carry the same styles.
 * Real Chromium on a page served by a real HTTP server on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Capture, ForcedStateStyle } from '../../src/crawl/capture-types.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import { expandStates } from '../../src/crawl/collect.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import type { Crawler } from '../../src/crawl/types.js';

const STYLES = ['primary', 'secondary', 'ghost'] as const;
const COPIES = 20;

const PAGE = `<!doctype html><html><head><title>Buttons</title><style>
  body { font: 16px/1.4 sans-serif; margin: 0; }
  .btn { display: inline-block; padding: 8px 16px; border: 2px solid transparent; border-radius: 6px; cursor: pointer; transition: background-color 400ms ease, outline-color 400ms; }
  .btn:focus-visible { outline: 4px solid rgb(17, 17, 17); outline-offset: 2px; }
  .btn-primary { background: rgb(37, 99, 235); color: #fff; }
  .btn-primary:hover { background: rgb(29, 78, 216); }
  .btn-secondary { background: rgb(228, 87, 46); color: #fff; }
  .btn-secondary:hover { background: rgb(200, 68, 31); }
  .btn-ghost { background: transparent; color: rgb(37, 99, 235); border-color: rgb(37, 99, 235); }
  .btn-ghost:hover { background: rgb(219, 234, 254); }
  a { color: rgb(51, 51, 51); }
  nav a:hover { color: rgb(220, 38, 38); }
  footer a:hover { color: rgb(22, 163, 74); }
  li.item:hover a { text-decoration: none; }
</style></head><body>
<nav>${Array.from({ length: 5 }, (_, i) => `<a href="/n${i}">Nav ${i}</a> `).join('')}</nav>
<main>${STYLES.map((style) => Array.from({ length: COPIES }, (_, i) => `<button class="btn btn-${style}">${style} ${i}</button>`).join('')).join('<br>')}
<ul><li class="item" tabindex="0"><a href="/x">Inside a focusable item</a></li></ul></main>
<footer>${Array.from({ length: 5 }, (_, i) => `<a href="/f${i}">Foot ${i}</a> `).join('')}</footer>
</body></html>`;

let server: Server;
let origin: string;
let crawler: Crawler;
let root: string;
let capture: Capture;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = mkdtempSync(join(tmpdir(), 'brand-design-state-groups-'));
  crawler = createCrawler({ pageBudgetMs: 3_000, captureTimeoutMs: 30_000 });
  capture = await crawler.capture(`${origin}/`, { outDir: join(root, 'capture') });
}, 60_000);

afterAll(async () => {
  await crawler?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

const nodeOf = (id: string) => capture.nodes.find((node) => node.id === id)!;
const stateOf = (id: string, state: string) => capture.states.find((s) => s.node_id === id && s.state === state);

describe('forced states per group of alike elements', () => {
  it('probes one representative per button style and records the group size', () => {
    for (const style of STYLES) {
      const buttons = capture.nodes.filter((node) => node.tag === 'button' && node.attrs.class === `btn btn-${style}`);
      expect(buttons).toHaveLength(COPIES);
      const group = capture.state_groups!.find((g) => g.node_id === buttons[0]!.id);
      expect(group, style).toMatchObject({ group_size: COPIES, members: buttons.map((b) => b.id) });
    }
    // Buttons first; 3 button groups + nav links + footer links + the focusable item + its link.
    expect(capture.state_groups!.slice(0, 3).map((g) => nodeOf(g.node_id).attrs.class)).toEqual(STYLES.map((s) => `btn btn-${s}`));
    expect(capture.state_groups).toHaveLength(7);
    expect(capture.warnings.filter((w) => w.code === 'states_sampled')).toEqual([]);
  });

  it('reads each style its own hover and focus-visible, and gives every member the same', () => {
    const hover = { primary: 'rgb(29, 78, 216)', secondary: 'rgb(200, 68, 31)', ghost: 'rgb(219, 234, 254)' };
    for (const style of STYLES) {
      const buttons = capture.nodes.filter((node) => node.tag === 'button' && node.attrs.class === `btn btn-${style}`);
      const [first, ...rest] = buttons;
      expect(stateOf(first!.id, 'hover')).toMatchObject({ changed: { 'background-color': hover[style] }, group_size: COPIES });
      expect(stateOf(first!.id, 'focus-visible')?.changed).toMatchObject({ 'outline-style': 'solid', 'outline-width': '4px', 'outline-color': 'rgb(17, 17, 17)' });
      for (const member of rest) {
        expect(stateOf(member.id, 'hover')).toMatchObject({ changed: { 'background-color': hover[style] }, probed_on: first!.id });
        expect(stateOf(member.id, 'focus-visible')).toMatchObject({ probed_on: first!.id });
      }
    }
  });

  it('tells links apart by where they sit (same tag, classes and style, other hover)', () => {
    const links = (landmark: string) => capture.nodes.filter((node) => node.tag === 'a' && node.selector.includes(`${landmark} > a`));
    expect(links('nav')).toHaveLength(5);
    expect(links('footer')).toHaveLength(5);
    for (const link of links('nav')) expect(stateOf(link.id, 'hover')?.changed.color).toBe('rgb(220, 38, 38)');
    for (const link of links('footer')) expect(stateOf(link.id, 'hover')?.changed.color).toBe('rgb(22, 163, 74)');
  });

  it('forces nested targets apart: a focusable item and the link inside it', () => {
    const item = capture.nodes.find((node) => node.tag === 'li')!;
    const inner = capture.nodes.find((node) => node.tag === 'a' && node.parent === item.id)!;
    expect(capture.state_groups!.map((g) => g.node_id)).toEqual(expect.arrayContaining([item.id, inner.id]));
    // Were both hovered together, the item's :hover would strip the link's underline.
    expect(stateOf(inner.id, 'hover')).toBeUndefined();
  });
});

describe('the interactions analyzer over a grouped capture', () => {
  it('counts every grouped button as probed and reads the hover of all of them', async () => {
    const { design_system } = await analyzeCapture(capture, { sections: ['interactions'] });
    const button = (design_system.interactions as { components: { button: { count: number; probed: number; states: { hover: { source: string; nodes: number; changed: number } | null } } } }).components.button;
    expect(button.count).toBe(STYLES.length * COPIES);
    expect(button.probed).toBe(STYLES.length * COPIES);
    expect(button.states.hover).toMatchObject({ source: 'forced-state', nodes: STYLES.length * COPIES, changed: STYLES.length * COPIES });
  });
});

describe('expandStates', () => {
  it('marks the representative with its group size and copies its styles to the members', () => {
    const states: ForcedStateStyle[] = [{ node_id: 'n1', state: 'hover', changed: { color: 'red' } }, { node_id: 'n9', state: 'active', changed: { opacity: '0.5' } }];
    expect(expandStates(states, [{ node_id: 'n1', group_size: 3, members: ['n1', 'n2', 'n3'] }])).toEqual([
      { node_id: 'n1', state: 'hover', changed: { color: 'red' }, group_size: 3 },
      { node_id: 'n9', state: 'active', changed: { opacity: '0.5' } },
      { node_id: 'n2', state: 'hover', changed: { color: 'red' }, probed_on: 'n1' },
      { node_id: 'n3', state: 'hover', changed: { color: 'red' }, probed_on: 'n1' },
    ]);
  });
});
