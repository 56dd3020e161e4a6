/**
 * Design systems to export in tests: real ones, analyzed from the saved Chromium captures of the
 * fixture sites with the section analyzers (the same path `analyzeCapture` takes at run time,
 * whether or not a section is registered yet), and a hand-written one for the cases the
 * fixtures do not have (a dark default scheme, build-hashed font names, unreadable values).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Analyzer } from '../../src/analyze/registry.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { actionsAnalyzer } from '../../src/analyze/sections/actions.js';
import { colorsAnalyzer } from '../../src/analyze/sections/colors.js';
import { elevationAnalyzer } from '../../src/analyze/sections/elevation.js';
import { interactionsAnalyzer } from '../../src/analyze/sections/interactions.js';
import { layoutAnalyzer } from '../../src/analyze/sections/layout.js';
import { profileAnalyzer } from '../../src/analyze/sections/profile.js';
import { sectionsAnalyzer } from '../../src/analyze/sections/sections.js';
import { surfacesAnalyzer } from '../../src/analyze/sections/surfaces.js';
import { typographyAnalyzer } from '../../src/analyze/sections/typography.js';
import type { Capture } from '../../src/crawl/capture-types.js';

const CAPTURES = fileURLToPath(new URL('../fixtures/captures/', import.meta.url));

/** The sections the exports read. */
export const EXPORTED_SECTIONS: readonly Analyzer[] = [
  profileAnalyzer, layoutAnalyzer, colorsAnalyzer, typographyAnalyzer, surfacesAnalyzer, elevationAnalyzer, interactionsAnalyzer, actionsAnalyzer, sectionsAnalyzer,
] as Analyzer[];

/** The design system of a saved capture (`studio`, `nightfall` …); throws when the capture is missing. */
export async function analyzedDesignSystem(site: string): Promise<Record<string, unknown>> {
  const path = join(CAPTURES, `${site}.json`);
  if (!existsSync(path)) throw new Error(`no saved capture ${path}`);
  const capture = JSON.parse(readFileSync(path, 'utf8')) as Capture;
  const result = await analyzeCapture(capture, { analyzers: EXPORTED_SECTIONS });
  if (result.section_errors.length > 0) throw new Error(`sections failed on ${site}: ${JSON.stringify(result.section_errors)}`);
  return result.design_system as Record<string, unknown>;
}

/**
 * A dark-first brand (the page renders dark, a light scheme exists), with the awkward inputs of
 * real sites: a next/font hashed family, a translucent border, a role with no value, a role
 * with an unreadable value, a shadow painted in currentcolor, a pill radius known only as a
 * percentage, an off-grid spacing value.
 */
export function handmadeDesignSystem(): Record<string, unknown> {
  return {
    profile: { brand_name: 'Umbra', url: 'https://umbra.example/', title: 'Umbra — night analytics', description: null, theme_color: '#8b5cf6', language: 'en', identity_paragraph: 'A dark, violet-lit interface with a geometric sans and generous spacing.' },
    colors: {
      roles: {
        primary: { value: '#8b5cf6', confidence: 0.9, evidence: [{ source: 'buttons', color: '#8b5cf6', count: 3 }, { source: 'css-variable', color: '#8b5cf6', variable: '--brand' }] },
        secondary: { value: null, confidence: 0, evidence: [] },
        accent: { value: 'transparent', confidence: 0.2, evidence: [] },
        background: { value: '#0a0a0f', confidence: 0.95, evidence: [{ source: 'canvas', color: '#0a0a0f' }] },
        text: { value: '#EDEDF2', confidence: 0.8, evidence: [{ source: 'text', color: '#ededf2' }] },
        border: { value: '#ffffff', confidence: 0.5, evidence: [] },
      },
      palette: [
        { value: '#0a0a0f', oklch: { l: 0.14, c: 0.01, h: 280 }, hue: 'neutral', usage: { elements: 10, area_ratio: 0.8 }, roles: ['background'], css_variables: ['--bg'], sources: ['background'], merged: [] },
        { value: '#8b5cf6', oklch: { l: 0.606, c: 0.219, h: 293 }, hue: 'purple', usage: { elements: 3, area_ratio: 0.05 }, roles: ['primary'], css_variables: ['--brand'], sources: ['background'], merged: [] },
        { value: '#12121a', oklch: { l: 0.15, c: 0.015, h: 285 }, hue: 'neutral', usage: { elements: 6, area_ratio: 0.1 }, roles: [], css_variables: [], sources: ['background'], merged: [] },
        { value: '#ffffff', hue: 'neutral', usage: { elements: 1, area_ratio: 0.01 }, roles: ['border'], css_variables: [], sources: ['border'], merged: [] },
        { value: 'not-a-color', hue: 'neutral', usage: { elements: 1, area_ratio: 0 } },
      ],
      modes: {
        rendered: 'dark',
        available: ['dark', 'light'],
        detection: [{ kind: 'selector', detail: '[data-theme=light]', count: 4 }],
        dark: { primary: '#8b5cf6', secondary: null, accent: null, background: '#0a0a0f', surface: null, text: '#ededf2', text_muted: null, link: null, border: '#ffffff' },
        light: { primary: '#7c3aed', secondary: null, accent: null, background: '#fafafa', surface: null, text: '#111118', text_muted: null, link: null, border: '#ffffff' },
      },
      contrast_pairs: [{ text: '#5a5a66', background: '#0a0a0f', ratio: 2.9, size: 'normal', aa: false, aaa: false, count: 4, area_ratio: 0.02, over_image: false }],
    },
    typography: {
      families: [
        { family: '__Inter_d65c78', name: 'Inter', stack: "__Inter_d65c78, __Inter_Fallback_d65c78, ui-sans-serif, system-ui", category: 'sans-serif', rendered: 'Inter', role: 'body', roles: ['body', 'heading'], source: 'webfont', weights: [400, 600], usage: { elements: 40, text_chars: 900, share: 0.9 }, files: ['https://umbra.example/_next/static/media/inter.woff2'], evidence: { css_variables: ['--font-inter'] } },
        { family: 'IBM Plex Mono', name: 'IBM Plex Mono', stack: '"IBM Plex Mono", ui-monospace, monospace', category: 'monospace', rendered: null, role: 'mono', roles: ['mono'], source: 'system', weights: [400], usage: { elements: 4, text_chars: 100, share: 0.1 }, files: [] },
      ],
      body: { family: '__Inter_d65c78', size_px: 16, line_height: { px: 24, ratio: 1.5, css: '1.5' }, weight: 400, letter_spacing: { px: 0, em: 0, css: 'normal' }, color: '#ededf2' },
      headings: {
        h1: { family: '__Inter_d65c78', size_px: 56, weight: 600, line_height: { px: null, ratio: null, css: 'normal' }, letter_spacing: { px: -1.12, em: -0.02, css: '-0.02em' }, text_transform: 'none', italic: false, count: 1, variants: 1 },
        h2: { family: '__Inter_d65c78', size_px: 32, weight: 600, line_height: { px: 38.4, ratio: 1.2, css: '1.2' }, letter_spacing: { px: 0, em: 0, css: 'normal' }, text_transform: 'none', italic: false, count: 3, variants: 1 },
        h3: null, h4: null, h5: null, h6: null,
      },
      scale: { base_px: 16, root_px: 16, ratio: 1.25, ratio_name: 'major third', steps: [{ px: 14, count: 5, used_by: ['small'] }, { px: 16, count: 20, used_by: ['body'] }, { px: 32, count: 3, used_by: ['h2'] }, { px: 56, count: 1, used_by: ['h1'] }] },
      weights: [{ weight: 600, elements: 4, used_by: ['h1', 'h2'] }, { weight: 400, elements: 30, used_by: ['body'] }],
      pairing: { description: 'One sans-serif family (Inter) for headings and body text, with monospace accents (IBM Plex Mono)' },
    },
    surfaces: {
      radius: {
        scale: [{ name: 'md', value_px: 12, values: ['12px'], count: 8, kinds: [{ kind: 'card', count: 8 }], css_variables: ['--radius'] }, { name: 'full', value_px: null, values: ['50%'], count: 2, kinds: [{ kind: 'avatar', count: 2 }] }, { name: 'weird', value_px: null }],
        by_component: [{ kind: 'card', radius: { name: 'md', value_px: 12 }, count: 8, total: 8 }],
      },
      summary: { corner_style: 'rounded' },
    },
    elevation: {
      shadows: {
        scale: [
          { name: 'md', layers: [{ inset: false, x: 0, y: 4, blur: 12, spread: -2, color: '#000000', alpha: 0.4 }], count: 5, states: { hover: 0 } },
          { name: 'lg', layers: [{ inset: false, x: 0, y: 8, blur: 24, spread: 0, color: null, alpha: 1 }], count: 1 },
        ],
        colored: [],
        rings: [],
        insets: [{ name: null, layers: [{ inset: true, x: 0, y: 1, blur: 0, spread: 0, color: '#ffffff', alpha: 0.08 }], count: 2 }],
      },
      summary: { style: 'subtle' },
    },
    layout: {
      spacing: { base_unit_px: 8, fit: 0.9, steps: [{ px: 8, count: 10 }, { px: 12, count: 3 }, { px: 16, count: 20 }, { px: 40, count: 4 }], evidence: { css_variables: [{ name: '--gap', px: 16 }] } },
      content_width: { max_width_px: 1200, padding_inline_px: 32, source: 'max-width', evidence: {} },
      primary: ['generous_whitespace'],
    },
    actions: {
      buttons: [
        { variant: 'primary', background: '#8b5cf6', color: '#ffffff', border: null, border_radius_px: 999, padding: { top: 10, right: 20, bottom: 10, left: 20 }, font: { family: '__Inter_d65c78', size_px: 15, weight: 600, letter_spacing_px: 0, text_transform: 'none' }, box_shadow: 'rgba(139, 92, 246, 0.4) 0px 0px 0px 1px, rgba(0, 0, 0, 0.5) 0px 8px 20px -4px', states: { hover: { effects: [{ property: 'background-color', from: '#8b5cf6', to: '#7c3aed' }] } }, count: 2, examples: [{ text: 'Start now' }] },
        { variant: 'ghost', background: null, color: '#ededf2', border: { width_px: 1, style: 'solid', color: '#ffffff1f' }, border_radius_px: 999, padding: { top: 10, right: 20, bottom: 12, left: 20 }, font: { family: 'Unknown Sans', size_px: 15, weight: 500 }, box_shadow: 'var(--x) 0 0 1px', states: {}, count: 1, examples: [] },
        { variant: 'fancy', background: '#000000' },
      ],
    },
  };
}
