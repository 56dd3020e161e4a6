/**
 * Golden tests: the colors section over real Chromium captures of the fixture sites
 * (test/fixtures/captures/<site>.json), asserted against the exact tokens documented in
 * fixtures/sites/README.md. Re-analyzed without a browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeColors, type ColorRoleName, type ColorsSection } from '../../src/analyze/sections/colors.js';

const path = (site: string): string => new URL(`../fixtures/captures/${site}.json`, import.meta.url).pathname;
const load = (site: string): Capture => JSON.parse(readFileSync(path(site), 'utf8')) as Capture;
const analyze = (capture: Capture): ColorsSection => analyzeColors(capture, new AnalysisContext(capture));
const values = (out: ColorsSection, roles: ColorRoleName[]): Record<string, string | null> => Object.fromEntries(roles.map((r) => [r, out.roles[r].value]));

describe.skipIf(!existsSync(path('studio')))('colors golden: studio (Fieldnote)', () => {
  for (const site of ['studio', 'studio-pricing']) {
    it(`${site}: roles are the README tokens`, () => {
      if (!existsSync(path(site))) return;
      const out = analyze(load(site));
      expect(values(out, ['primary', 'background', 'surface', 'text', 'text_muted', 'link', 'border'])).toEqual({
        primary: '#e4572e',
        background: '#fbf8f3',
        surface: '#ffffff',
        text: '#1f1d1a',
        text_muted: '#6b645b',
        link: '#e4572e',
        border: '#e7e0d5',
      });
      expect(out.roles.secondary.value).toBeNull();
      expect(out.stats.monochrome).toBe(false);
    });
  }

  const out = analyze(load('studio'));

  it('votes primary from the CTAs, the logo, theme-color and --color-primary', () => {
    const sources = out.roles.primary.evidence.map((e) => e.source);
    expect(sources[0]).toBe('buttons');
    expect(sources).toEqual(expect.arrayContaining(['buttons', 'logo', 'theme-color', 'css-variable', 'links', 'hover-states']));
    expect(out.roles.primary.evidence.find((e) => e.source === 'css-variable')?.variable).toBe('--color-primary');
    expect(out.roles.primary.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('names the variables behind the roles', () => {
    const variable = (role: ColorRoleName): string | undefined => out.roles[role].evidence.find((e) => e.source === 'css-variable')?.variable;
    expect([variable('background'), variable('surface'), variable('text'), variable('text_muted'), variable('border')]).toEqual(['--color-bg', '--color-surface', '--color-text', '--color-muted', '--color-border']);
  });

  it('reports the dark footer as a band without letting it change the page roles', () => {
    expect(out.dark_sections).toEqual([expect.objectContaining({ tone: 'dark', color: '#1f1d1a', text: '#f3ece2', selector: expect.stringContaining('footer') })]);
  });

  it('has one scheme, and the palette carries the surface-alt and the footer grays', () => {
    expect(out.modes).toMatchObject({ rendered: 'light', available: ['light'], dark: null });
    const palette = out.palette.map((p) => p.value);
    expect(palette.slice(0, 3)).toEqual(['#fbf8f3', '#ffffff', '#1f1d1a']);
    expect(palette).toEqual(expect.arrayContaining(['#f3ece2', '#a49b8e', '#e4572e']));
    expect(out.palette.find((p) => p.value === '#e4572e')).toMatchObject({ roles: ['primary', 'link'], css_variables: ['--color-primary'] });
  });

  it('measures contrast on what is rendered: white on the orange CTA fails AA (3.68:1)', () => {
    const cta = out.contrast_pairs.find((p) => p.text === '#ffffff' && p.background === '#e4572e');
    expect(cta).toMatchObject({ ratio: 3.68, aa: false, size: 'normal' });
    const body = out.contrast_pairs.find((p) => p.text === '#1f1d1a' && p.background === '#fbf8f3');
    expect(body).toMatchObject({ aa: true, aaa: true });
  });

  it('is deterministic', () => {
    expect(JSON.stringify(analyze(load('studio')))).toBe(JSON.stringify(out));
  });
});

describe.skipIf(!existsSync(path('nightfall')))('colors golden: nightfall (dark by default, light variant)', () => {
  const out = analyze(load('nightfall'));
  const dark = { background: '#0b0d17', text: '#e6e8f2', text_muted: '#9aa0b8', primary: '#7c5cff', accent: '#22d3ee' };
  const light = { background: '#f5f6fb', text: '#12142a', text_muted: '#555b78', primary: '#5b3df5', accent: '#22d3ee' };

  it('reads the roles of the rendered scheme', () => {
    const expected = out.modes.rendered === 'dark' ? dark : light;
    expect(values(out, ['background', 'text', 'text_muted', 'primary', 'accent'])).toEqual(expected);
    expect(out.roles.link.value).toBe('#22d3ee');
    expect(out.roles.secondary.value).toBeNull();
    expect(out.roles.primary.evidence.find((e) => e.source === 'css-variable')?.variable).toBe('--nf-primary');
    expect(out.roles.accent.evidence.find((e) => e.source === 'css-variable')?.variable).toBe('--nf-accent');
  });

  it('finds the glass panels as the surface, through the translucent --nf-glass', () => {
    expect(out.roles.surface.evidence).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'css-variable', variable: '--nf-glass' })]));
    expect(out.roles.surface.evidence[0]).toMatchObject({ source: 'surfaces', count: 8 });
  });

  it('derives both schemes from the theme-toggle selector block', () => {
    expect(out.modes.available).toEqual(['light', 'dark']);
    expect(out.modes.dark).toMatchObject(dark);
    expect(out.modes.light).toMatchObject(light);
    expect(out.modes.role_variables).toMatchObject({ background: '--nf-bg', text: '--nf-text', text_muted: '--nf-muted', primary: '--nf-primary', accent: '--nf-accent' });
    expect(out.modes.detection.map((d) => d.kind)).toEqual(expect.arrayContaining(['selector', 'meta']));
    expect(out.css_variables.find((v) => v.name === '--nf-primary')?.modes).toEqual({ light: '#5b3df5', dark: '#7c5cff' });
  });

  it('has no dark sections (the whole page is one tone)', () => {
    expect(out.dark_sections).toEqual([]);
  });
});

describe('colors golden: the other fixture sites', () => {
  const cases: [string, Partial<Record<ColorRoleName, string | null>>][] = [
    ['consent', { primary: '#1d6b57', background: '#ffffff', text: '#2b2118', text_muted: '#74675a' }],
    ['lazy', { primary: '#b8336a', background: '#f4f7f2', surface: '#ffffff', text: '#1c2a1f', text_muted: '#5d6b60' }],
    ['spa', { primary: '#1a5cff', background: '#f7f9fc', surface: '#ffffff', text: '#0e1726', text_muted: '#5b6677', border: '#e3e8f0' }],
    ['shadow', { primary: '#0f8b8d', background: '#ffffff', surface: '#fafafa', text: '#222222', text_muted: '#666666', border: '#e6e6e6' }],
    ['multipage', { primary: '#b08d57', background: '#fafaf7', text: '#1a1a1a', text_muted: '#73716b', border: '#dedcd4' }],
    ['broken', { primary: '#7a4b2a', background: '#fffaf2', text: '#2d2016', text_muted: '#8a7566' }],
  ];
  for (const [site, expected] of cases) {
    it.skipIf(!existsSync(path(site)))(`${site}: roles are the README tokens`, () => {
      const out = analyze(load(site));
      expect(values(out, Object.keys(expected) as ColorRoleName[])).toEqual(expected);
    });
  }

  it.skipIf(!existsSync(path('consent')))('consent: the cookie banner colors are not reported', () => {
    const out = analyze(load('consent'));
    const reported = [...out.palette.map((p) => p.value), ...Object.values(out.roles).map((r) => r.value)];
    expect(reported).not.toContain('#0a66c2');
    expect(reported).not.toContain('#333333');
  });

  it.skipIf(!existsSync(path('multipage')))('multipage: black buttons that hover to brass make brass the primary, not a monochrome brand', () => {
    const out = analyze(load('multipage'));
    expect(out.stats.monochrome).toBe(false);
    expect(out.roles.primary.evidence.map((e) => e.source)).toEqual(expect.arrayContaining(['hover-states', 'current-nav']));
    expect(out.roles.primary.alternatives?.[0]?.value).toBe('#1a1a1a');
  });
});
