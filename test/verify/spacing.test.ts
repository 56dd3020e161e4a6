import { beforeAll, describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { spacingComparer } from '../../src/verify/comparers/spacing.js';
import type { Fix, JudgeSide } from '../../src/verify/types.js';
import { loadCapture, restyle, side, sideFromCapture } from '../helpers/judge-sides.js';

const SIDES = ['top', 'right', 'bottom', 'left'];
const BOX = [...SIDES.map((s) => `padding-${s}`), ...SIDES.map((s) => `margin-${s}`), 'row-gap', 'column-gap'];

/** Computed longhands a property sets (`padding: 16px` → four sides; `gap` → row and column gaps). */
function longhands(property: string, value: string): Record<string, string> {
  if (property === 'padding' || property === 'margin') {
    const [t, r = t, b = t, l = r] = value.split(/\s+/) as [string, string?, string?, string?];
    return { [`${property}-top`]: t, [`${property}-right`]: r!, [`${property}-bottom`]: b!, [`${property}-left`]: l! };
  }
  if (property === 'gap') return { gap: value, 'row-gap': value, 'column-gap': value };
  return { [property]: value };
}

function applyFixes(capture: Capture, fixes: readonly Fix[]): Capture {
  let out = capture;
  for (const f of fixes) {
    if (!('selectors' in f)) continue;
    const selectors = new Set(f.selectors);
    out = restyle(out, (n) => selectors.has(n.selector), longhands(f.property, f.to_value));
  }
  return out;
}

/** Spacing drift: every padding, margin and gap × k (+ add px on non-zero values). */
const drift = (capture: Capture, k: number, add = 0): Capture => ({
  ...capture,
  nodes: capture.nodes.map((n) => {
    const style = { ...n.style };
    for (const p of [...BOX, 'gap']) {
      const v = style[p];
      if (!v || v === 'normal' || v === 'auto') continue;
      style[p] = v.split(' ').map((part) => {
        const px = Number.parseFloat(part);
        return Number.isFinite(px) && part.endsWith('px') ? `${px === 0 ? 0 : px * k + add}px` : part;
      }).join(' ');
    }
    return { ...n, style };
  }),
});

describe('spacing comparer', () => {
  let studio: JudgeSide;
  let nightfall: JudgeSide;
  let pricing: JudgeSide;
  beforeAll(async () => {
    [studio, nightfall, pricing] = await Promise.all([side('studio'), side('nightfall'), side('studio-pricing')]);
  });

  it('scores a page against itself 1 with no issues or fixes', () => {
    for (const s of [studio, nightfall, pricing]) {
      const v = spacingComparer.compare(s, s);
      expect(v.score).toBeGreaterThanOrEqual(0.99);
      expect(v.issues).toEqual([]);
      expect(v.fixes).toEqual([]);
    }
  });

  it('scores another page of the brand high and a different brand lower', () => {
    expect(spacingComparer.compare(studio, pricing).score!).toBeGreaterThanOrEqual(0.9);
    const other = spacingComparer.compare(studio, nightfall);
    expect(other.score!).toBeLessThan(0.9);
    // Nightfall's 20px gaps and paddings sit between studio's 16 and 22/24.
    expect(other.issues.find((i) => i.current === '20px')).toMatchObject({ target: '22px' });
  });

  it('falls monotonically with spacing drift, scaled or added', async () => {
    const base = loadCapture('studio');
    for (const series of [[1, 1.05, 1.1, 1.2, 1.3, 1.5].map((k) => [k, 0]), [0, 1, 2, 3, 4, 6, 8].map((a) => [1, a])]) {
      const scores: number[] = [];
      for (const [k, add] of series) scores.push(spacingComparer.compare(studio, await sideFromCapture(drift(base, k!, add!))).score!);
      expect(scores[0]).toBe(1);
      for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
    }
    // Sub-pixel drift is invisible.
    expect(spacingComparer.compare(studio, await sideFromCapture(drift(base, 1, 0.4))).score!).toBeGreaterThan(0.99);
  });

  it('fixes drifted spacing back to the reference steps; applied, no further fixes', async () => {
    const perturbed = drift(loadCapture('studio'), 1.1);
    const before = spacingComparer.compare(studio, await sideFromCapture(perturbed));
    expect(before.fixes.length).toBeGreaterThan(0);
    expect(before.fixes.every((f) => f.action === 'snap_spacing')).toBe(true);
    expect(before.fixes).toContainEqual(expect.objectContaining({ property: 'padding', from: '35.2px', to_value: '32px' }));
    const after = spacingComparer.compare(studio, await sideFromCapture(applyFixes(perturbed, before.fixes)));
    expect(after.fixes).toEqual([]);
    expect(after.score!).toBeGreaterThan(before.score! + 0.2);
  });

  it('fits another brand to the scale with unambiguous snaps only, and leaves button paddings to components', async () => {
    const before = spacingComparer.compare(nightfall, studio);
    expect(before.fixes.length).toBeGreaterThan(0);
    const buttons = new Set(studio.features.elements.filter((e) => e.kind === 'button').map((e) => e.selector));
    for (const f of before.fixes) {
      expect(f).toMatchObject({ action: 'snap_spacing' });
      if ('selectors' in f && f.property.startsWith('padding')) expect(f.selectors.some((s) => buttons.has(s))).toBe(false);
    }
    const after = spacingComparer.compare(nightfall, await sideFromCapture(applyFixes(studio.capture, before.fixes)));
    expect(after.fixes).toEqual([]);
    expect(after.score!).toBeGreaterThan(before.score!);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(spacingComparer.compare(studio, nightfall))).toBe(JSON.stringify(spacingComparer.compare(studio, nightfall)));
  });
});
