import { beforeAll, describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { typographyComparer } from '../../src/verify/comparers/typography.js';
import type { Fix, JudgeSide } from '../../src/verify/types.js';
import { loadCapture, restyle, side, sideFromCapture } from '../helpers/judge-sides.js';

/** Applies fixes to a capture as injected CSS would (`selector { property: value !important }`). */
function applyFixes(capture: Capture, fixes: readonly Fix[]): Capture {
  let out = capture;
  for (const f of fixes) {
    if (!('selectors' in f)) continue;
    const selectors = new Set(f.selectors);
    out = restyle(out, (n) => selectors.has(n.selector), { [f.property]: f.to_value });
  }
  return out;
}

const scaleFonts = (capture: Capture, k: number): Capture => ({
  ...capture,
  nodes: capture.nodes.map((n) => {
    const size = Number.parseFloat(n.style['font-size'] ?? '');
    const lh = Number.parseFloat(n.style['line-height'] ?? '');
    return { ...n, style: { ...n.style, 'font-size': `${size * k}px`, ...(Number.isFinite(lh) ? { 'line-height': `${lh * k}px` } : {}) } };
  }),
});

describe('typography comparer', () => {
  let studio: JudgeSide;
  let nightfall: JudgeSide;
  let pricing: JudgeSide;
  beforeAll(async () => {
    [studio, nightfall, pricing] = await Promise.all([side('studio'), side('nightfall'), side('studio-pricing')]);
  });

  it('scores a page against itself 1 with no issues or fixes', () => {
    for (const s of [studio, nightfall, pricing]) {
      const v = typographyComparer.compare(s, s);
      expect(v.score).toBeGreaterThanOrEqual(0.99);
      expect(v.issues).toEqual([]);
      expect(v.fixes).toEqual([]);
      expect(v.caps).toEqual([]);
    }
  });

  it('scores another page of the brand high and a different brand low', () => {
    expect(typographyComparer.compare(studio, pricing).score).toBeGreaterThanOrEqual(0.85);
    const other = typographyComparer.compare(studio, nightfall);
    expect(other.score).toBeLessThan(0.6);
    // Headings: Space Grotesk (sans) where the reference sets Playfair Display (serif).
    const heading = other.issues.find((i) => i.property === 'font-family' && i.message.startsWith('Headings'))!;
    expect(heading.current).toBe('Space Grotesk');
    expect(heading.target).toBe('"Playfair Display", Georgia, "Times New Roman", serif');
    expect(heading.elements.length).toBeGreaterThan(0);
    expect(other.issues.map((i) => i.severity)).toEqual([...other.issues.map((i) => i.severity)].sort((a, b) => b - a));
  });

  it('grades a font swap: same class costs less than another class; a family the brand lacks caps (foreign_type), body in another class caps lower', async () => {
    const swap = async (stack: string): Promise<JudgeSide> => sideFromCapture(restyle(loadCapture('studio'), (n) => (n.style['font-family'] ?? '').startsWith('Inter'), { 'font-family': stack }));
    const sameClass = typographyComparer.compare(studio, await swap('Arial, Helvetica, sans-serif'));
    const otherClass = typographyComparer.compare(studio, await swap('Georgia, serif'));
    expect(sameClass.score!).toBeLessThan(0.97);
    expect(otherClass.score!).toBeLessThan(sameClass.score!);
    // Arial and Georgia are nowhere in the brand (issue 10 §1: a foreign type family is a real fault).
    expect(sameClass.caps.map((c) => c.rule)).toEqual(['foreign_type']);
    expect(otherClass.caps.map((c) => c.rule).sort()).toEqual(['foreign_body_type', 'foreign_type']);
    expect(otherClass.caps.find((c) => c.rule === 'foreign_body_type')!.max_score).toBe(0.8);
    const fix = otherClass.fixes.find((f) => f.action === 'replace_font_family')!;
    expect(fix).toMatchObject({ property: 'font-family', from: 'Georgia', to_value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' });
  });

  it('falls monotonically as every font size grows', async () => {
    const base = loadCapture('studio');
    const scores: number[] = [];
    for (const k of [1, 1.03, 1.06, 1.1, 1.2, 1.35, 1.5]) scores.push(typographyComparer.compare(studio, await sideFromCapture(scaleFonts(base, k))).score!);
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
    expect(scores[0]).toBe(1);
    // A 1% change is invisible.
    expect(typographyComparer.compare(studio, await sideFromCapture(scaleFonts(base, 1.01))).score!).toBeGreaterThan(0.99);
  });

  it('proposes unambiguous fixes that, applied, leave no further fixes and raise the score', async () => {
    const perturbed = restyle(
      restyle(loadCapture('studio'), (n) => n.tag === 'h1', { 'font-size': '61px' }),
      (n) => n.tag === 'p' && (n.style['font-family'] ?? '').startsWith('Inter'),
      { 'font-family': 'Georgia, serif' },
    );
    const before = typographyComparer.compare(studio, await sideFromCapture(perturbed));
    expect(before.fixes.find((f) => f.action === 'snap_font_size')).toMatchObject({ property: 'font-size', from: '61px', to_value: '64px' });
    expect(before.fixes.some((f) => f.action === 'replace_font_family')).toBe(true);
    const after = typographyComparer.compare(studio, await sideFromCapture(applyFixes(perturbed, before.fixes)));
    expect(after.fixes).toEqual([]);
    expect(after.score!).toBeGreaterThan(before.score!);
    expect(after.score!).toBeGreaterThanOrEqual(0.97);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(typographyComparer.compare(studio, nightfall))).toBe(JSON.stringify(typographyComparer.compare(studio, nightfall)));
  });
});
