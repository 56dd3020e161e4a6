import { beforeAll, describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { elevationComparer } from '../../src/verify/comparers/elevation.js';
import type { Fix, JudgeSide } from '../../src/verify/types.js';
import { loadCapture, restyle, side, sideFromCapture } from '../helpers/judge-sides.js';

function applyFixes(capture: Capture, fixes: readonly Fix[]): Capture {
  let out = capture;
  for (const f of fixes) {
    if (!('selectors' in f)) continue;
    const selectors = new Set(f.selectors);
    out = restyle(out, (n) => selectors.has(n.selector), { [f.property]: f.to_value });
  }
  return out;
}

/** Studio's feature cards (they carry the two-layer `sm` shadow). */
const isFeatureCard = (n: Capture['nodes'][number]): boolean => n.tag === 'article' && /\bcard\b/.test(n.attrs['class'] ?? '');
const cardShadow = (y: number, blur: number, color = 'rgba(31, 29, 26, 0.06)'): string => `${color} 0px 1px 2px 0px, ${color} 0px ${y}px ${blur}px 0px`;

describe('elevation comparer', () => {
  let studio: JudgeSide;
  let nightfall: JudgeSide;
  let flat: JudgeSide;
  beforeAll(async () => {
    [studio, nightfall, flat] = await Promise.all([side('studio'), side('nightfall'), side('lazy')]);
  });

  it('scores a page against itself 1 with no issues or fixes, and null when both are flat', () => {
    for (const s of [studio, nightfall]) {
      const v = elevationComparer.compare(s, s);
      expect(v.score).toBeGreaterThanOrEqual(0.99);
      expect(v.issues).toEqual([]);
      expect(v.fixes).toEqual([]);
    }
    expect(elevationComparer.compare(flat, flat).score).toBeNull();
  });

  it('scores a different brand low and a shadowed page against a flat reference low', () => {
    expect(elevationComparer.compare(studio, nightfall).score!).toBeLessThan(0.6);
    const v = elevationComparer.compare(flat, studio);
    expect(v.score!).toBeLessThan(0.5);
    // The reference is flat: every source shadow goes, unambiguously.
    expect(v.fixes.length).toBeGreaterThan(0);
    for (const f of v.fixes) expect(f).toMatchObject({ action: 'set_shadow', property: 'box-shadow', to_value: 'none' });
  });

  it('falls monotonically as the card shadow grows, and ignores a ΔE00 ≤ 1 color change', async () => {
    const scores: number[] = [];
    for (const [y, blur] of [[8, 24], [10, 28], [12, 32], [16, 40], [24, 56], [32, 80]]) {
      scores.push(elevationComparer.compare(studio, await sideFromCapture(restyle(loadCapture('studio'), isFeatureCard, { 'box-shadow': cardShadow(y!, blur!) }))).score!);
    }
    expect(scores[0]).toBe(1);
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
    const tinted = await sideFromCapture(restyle(loadCapture('studio'), isFeatureCard, { 'box-shadow': cardShadow(8, 24, 'rgba(32, 29, 26, 0.06)') }));
    expect(1 - elevationComparer.compare(studio, tinted).score!).toBeLessThan(0.01);
  });

  it('costs a flat source against shadowed reference cards', async () => {
    const v = elevationComparer.compare(studio, await sideFromCapture(restyle(loadCapture('studio'), isFeatureCard, { 'box-shadow': 'none' })));
    expect(v.score!).toBeLessThan(0.95);
    expect(v.issues[0]).toMatchObject({ property: 'box-shadow', current: 'none' });
  });

  it('snaps a near shadow to the nearest reference shadow; applied, no further fixes', async () => {
    const perturbed = restyle(loadCapture('studio'), isFeatureCard, { 'box-shadow': cardShadow(10, 20) });
    const before = elevationComparer.compare(studio, await sideFromCapture(perturbed));
    expect(before.fixes).toEqual([expect.objectContaining({
      action: 'set_shadow',
      property: 'box-shadow',
      to_value: '0px 1px 2px 0px rgb(31 29 26 / 0.06), 0px 8px 24px 0px rgb(31 29 26 / 0.06)',
      count: 3,
    })]);
    const after = elevationComparer.compare(studio, await sideFromCapture(applyFixes(perturbed, before.fixes)));
    expect(after.fixes).toEqual([]);
    expect(after.score).toBe(1);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(elevationComparer.compare(studio, nightfall))).toBe(JSON.stringify(elevationComparer.compare(studio, nightfall)));
  });
});
