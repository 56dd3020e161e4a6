/**
 * Corpus cards (spec §2.6) from design systems: the golden design systems of real captures
 * (test/fixtures/design-systems, generated sites with known intent), plus small synthetic
 * sections for the facet rules. No browser.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCard, cardEmbeddingText, type CardLabels, type CorpusCard } from '../../src/corpus/cards.js';
import { detectStyle, dominantHues, layoutValues, styleScores, typeCharacter, typeHierarchy } from '../../src/corpus/card-facets.js';
import { HUES, LAYOUTS, STYLES } from '../../src/corpus/vocabulary.js';
import type { ColorsSection } from '../../src/analyze/sections/colors-types.js';
import type { LayoutSection } from '../../src/analyze/sections/layout.js';
import type { TypographySection } from '../../src/analyze/sections/typography.js';

const designSystem = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../fixtures/design-systems/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

const labels = (id: string, industry: string | null = 'saas', page_type: string | null = 'homepage'): CardLabels =>
  ({ id, url: `https://${id}.brand-design.test/`, brand_name: null, industry, page_type });

const SPEC_CARD_KEYS = ['url', 'identity_paragraph', 'brand_name', 'tags', 'palette', 'typography', 'screenshot_url'];

describe('buildCard on real captures of generated sites', () => {
  it('gen-tarix (developer tools, dark, glass, mono headings, violet)', () => {
    const card = buildCard({ labels: labels('gen-tarix', 'developer_tools', 'landing_page'), designSystem: designSystem('gen-tarix') });
    expect(card.brand_name).toBe('Tarix'); // from the extraction when the manifest has none
    expect(card.identity_paragraph).toMatch(/^Tarix has a dark, cool identity/);
    expect(card.facets).toMatchObject({ style: 'glass', hues: ['purple'], theme: 'dark', corner_style: 'rounded', industry: 'developer_tools', page_type: 'landing_page' });
    expect(card.typography).toEqual({ family_strategy: 'pair', hierarchy: 'strong', character: 'mono' });
    expect(card.palette).toMatchObject({ luminance: 'dark', temperature: 'cool', saturation: 'vivid', themes: ['dark'], primary: ['#8a56ef', '#bb8098', '#22d3ee'] });
    expect(card.palette!.effects).toContain('glass');
    expect(card.palette!.aesthetic_codes[0]).toBe('glass');
    expect(card.tags.slice(0, 4)).toEqual(['developer_tools', 'landing_page', 'glass', 'dark']);
  });

  it('gen-fable-house (fashion, editorial, serif, brown, no shadows)', () => {
    const card = buildCard({ labels: { ...labels('gen-fable-house', 'fashion', 'collections'), brand_name: 'Fable House' }, designSystem: designSystem('gen-fable-house') });
    expect(card.facets).toMatchObject({ style: 'editorial', hues: ['brown'], theme: 'light' });
    expect(card.typography?.character).toBe('serif');
    expect(card.palette).toMatchObject({ luminance: 'light', temperature: 'warm', saturation: 'muted', effects: ['no-shadows'] });
  });

  it('gen-sage-card (fintech, flat, sans, blue) and gen-rook-guard (dark, red)', () => {
    const sage = buildCard({ labels: labels('gen-sage-card', 'fintech'), designSystem: designSystem('gen-sage-card') });
    expect(sage.facets).toMatchObject({ style: 'flat', hues: ['blue'], theme: 'light' });
    expect(sage.typography).toMatchObject({ family_strategy: 'single', character: 'sans' });
    const rook = buildCard({ labels: labels('gen-rook-guard', 'cybersecurity', 'features'), designSystem: designSystem('gen-rook-guard') });
    expect(rook.facets).toMatchObject({ hues: ['red'], theme: 'dark' });
  });

  it('has the spec card fields and only vocabulary values in the facets', () => {
    for (const name of ['gen-tarix', 'gen-fable-house', 'gen-sage-card', 'gen-rook-guard', 'studio', 'nightfall', 'spa', 'broken']) {
      const card = buildCard({ labels: labels(name), designSystem: designSystem(name), screenshotUrl: `screenshots/${name}.jpg` });
      for (const key of SPEC_CARD_KEYS) expect(card, `${name}.${key}`).toHaveProperty(key);
      expect(HUES).toEqual(expect.arrayContaining(card.facets.hues));
      expect(LAYOUTS).toEqual(expect.arrayContaining(card.facets.layouts));
      expect(STYLES).toContain(card.facets.style);
      for (const hex of [...card.palette!.primary, ...card.palette!.secondary]) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(Object.keys(card.facets.layout_scores).sort()).toEqual([...LAYOUTS].sort());
    }
  });

  it('is deterministic', () => {
    const a = buildCard({ labels: labels('nightfall'), designSystem: designSystem('nightfall') });
    const b = buildCard({ labels: labels('nightfall'), designSystem: designSystem('nightfall') });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('still builds a card when sections are missing (their analyzers failed)', () => {
    const card = buildCard({ labels: { ...labels('bare', 'fintech', 'pricing'), brand_name: 'Bare' }, designSystem: {} });
    expect(card.identity_paragraph).toBe('Bare: a fintech pricing page; its visual identity could not be extracted.');
    expect(card.palette).toBeNull();
    expect(card.typography).toBeNull();
    expect(card.facets).toMatchObject({ hues: [], layouts: [], style: 'flat', theme: null });
    expect(card.tags).toEqual(['fintech', 'pricing', 'flat']);
  });
});

function palette(entries: { value: string; hue: string; c: number; area: number; roles?: string[] }[], primary: string | null): ColorsSection {
  return {
    roles: { primary: primary ? { value: primary } : null },
    palette: entries.map((e) => ({ value: e.value, hue: e.hue, oklch: { l: 0.5, c: e.c, h: 0 }, usage: { elements: 1, area_ratio: e.area }, roles: e.roles ?? [] })),
  } as unknown as ColorsSection;
}

describe('facets', () => {
  it('dominant hues: the primary first, then vivid colors covering ≥ 1.5% of the area; near-neutral inks do not count', () => {
    const colors = palette([
      { value: '#f5cf22', hue: 'yellow', c: 0.17, area: 0.01, roles: ['primary'] },
      { value: '#1f2a44', hue: 'blue', c: 0.05, area: 0.04, roles: ['border'] }, // navy ink: not "blue"
      { value: '#e11d48', hue: 'red', c: 0.2, area: 0.03 },
      { value: '#16a34a', hue: 'green', c: 0.16, area: 0.005 }, // too small
      { value: '#0d9488', hue: 'teal', c: 0.1, area: 0.004, roles: ['background'] }, // a tinted canvas counts
    ], '#f5cf22');
    expect(dominantHues(colors)).toEqual(['yellow', 'red', 'teal']);
    expect(dominantHues(palette([{ value: '#333333', hue: 'neutral', c: 0, area: 0.9 }], '#333333'))).toEqual([]);
  });

  it('layout values: every value scoring ≥ 0.5 plus the primary ones, best first', () => {
    const scores = Object.fromEntries(LAYOUTS.map((v) => [v, { score: 0.1, evidence: {} }])) as LayoutSection['scores'];
    scores.card_based.score = 0.8;
    scores.dense_packed.score = 0.55;
    scores.grid_based_strict.score = 0.3;
    expect(layoutValues({ scores, primary: ['card_based', 'grid_based_strict'] } as LayoutSection)).toEqual(['card_based', 'dense_packed', 'grid_based_strict']);
  });

  it('style: hard offset shadows and thick borders read brutalist; nothing distinctive reads flat', () => {
    const hard = { inset: false, x: 6, y: 6, blur: 0, spread: 0, color: '#000000', alpha: 1 };
    const scores = styleScores({
      elevation: { shadows: { scale: [{ layers: [hard], count: 4 }], colored: [], rings: [], insets: [] }, summary: { shadowed_elements: 4, style: 'subtle' }, text_shadows: [] },
      surfaces: { borders: { dominant: { width_px: 2 } }, summary: { corner_style: 'square' }, radius: { by_component: [] }, cards: { variants: [] }, effects: { glass: [] }, gradients: [] },
    } as never);
    expect(detectStyle(scores)).toBe('brutalist');
    expect(detectStyle(styleScores({}))).toBe('flat');
  });

  it('type character and hierarchy', () => {
    const typo = (heading: [string, string], body: [string, string], h1 = 64, bodyPx = 16): TypographySection => ({
      pairing: { heading: { family: heading[0], category: heading[1] }, body: { family: body[0], category: body[1] } },
      headings: { h1: { size_px: h1 } }, body: { size_px: bodyPx },
    }) as unknown as TypographySection;
    expect(typeCharacter(typo(['Inter', 'sans-serif'], ['Inter', 'sans-serif']))).toBe('sans');
    expect(typeCharacter(typo(['Space Grotesk', 'sans-serif'], ['Space Grotesk', 'sans-serif']))).toBe('display');
    expect(typeCharacter(typo(['Sora', 'sans-serif'], ['Inter', 'sans-serif']))).toBe('display'); // a headline face of its own
    expect(typeCharacter(typo(['Playfair Display', 'serif'], ['Inter', 'sans-serif']))).toBe('serif');
    expect(typeCharacter(typo(['JetBrains Mono', 'monospace'], ['Inter', 'sans-serif']))).toBe('mono');
    expect(typeHierarchy(typo(['Inter', 'sans-serif'], ['Inter', 'sans-serif'], 88, 18))).toEqual({ level: 'dramatic', ratio: 4.89 });
    expect(typeHierarchy(typo(['Inter', 'sans-serif'], ['Inter', 'sans-serif'], 32, 16))?.level).toBe('subtle');
  });
});

describe('cardEmbeddingText', () => {
  it('is the identity paragraph followed by the tags in plain words', () => {
    const card = { identity_paragraph: 'Tarix has a dark identity.', tags: ['developer_tools', 'landing_page', 'glass'] } as Pick<CorpusCard, 'identity_paragraph' | 'tags'>;
    expect(cardEmbeddingText(card)).toBe('Tarix has a dark identity. Tags: developer tools, landing page, glass.');
  });
});
