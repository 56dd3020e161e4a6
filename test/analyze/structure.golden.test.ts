/**
 * Golden tests: structure of real fixture-site captures (test/fixtures/captures/<site>.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeStructure } from '../../src/analyze/sections/structure.js';

const CAPTURES = fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
const path = (site: string): string => `${CAPTURES}${site}.json`;
const run = (site: string) => {
  const capture = JSON.parse(readFileSync(path(site), 'utf8')) as Capture;
  return analyzeStructure(capture, new AnalysisContext(capture));
};

describe.skipIf(!existsSync(path('studio')))('structure golden: studio', () => {
  it('landmarks: one banner, main and contentinfo; four labeled navs; the numbers region', () => {
    const s = run('studio');
    expect(s.landmarks.counts).toMatchObject({ banner: 1, main: 1, contentinfo: 1, navigation: 4, region: 1 });
    const main = s.landmarks.outline.find((l) => l.role === 'main')!;
    expect(main.children.find((c) => c.role === 'region')!.label).toBe('Fieldnote in numbers');
  });

  it('headings: one h1, and the footer h4s skip a level', () => {
    const s = run('studio');
    expect(s.headings.counts.h1).toBe(1);
    expect(s.headings.outline[0]!.text).toBe('Research that remembers itself.');
    expect(s.headings.skipped_levels.map((k) => `${k.from}→${k.to}`)).toEqual(['2→4']);
    expect(s.findings?.map((f) => f.message)).toContain('heading level skipped: h2 → h4');
  });

  it('counts the document', () => {
    const s = run('studio');
    expect(s.dom).toMatchObject({ images: 4, forms: 0, iframes: 0 });
    expect(s.rendered.visible_nodes).toBeGreaterThan(150);
    expect(s.rendered.shadow_nodes).toBe(0);
  });
});

describe.skipIf(!existsSync(path('shadow')))('structure golden: shadow', () => {
  it('counts shadow-DOM nodes and their hosts', () => {
    const s = run('shadow');
    expect(s.rendered.shadow_nodes).toBeGreaterThan(0);
    expect(s.rendered.shadow_hosts).toBeGreaterThan(0);
    expect(s.dom.custom_elements).toBeGreaterThan(0);
  });
});

describe.skipIf(!existsSync(path('frames')))('structure golden: frames', () => {
  it('lists the iframe', () => {
    const s = run('frames');
    expect(s.frames.count).toBe(1);
    expect(s.frames.frames[0]!.url).toBe('https://frames.brand-design.test/embed.html');
    expect(s.dom.iframes).toBe(1);
  });
});
