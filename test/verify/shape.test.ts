import { beforeAll, describe, expect, it } from 'vitest';
import type { Capture } from '../../src/crawl/capture-types.js';
import { shapeComparer } from '../../src/verify/comparers/shape.js';
import type { Fix, JudgeSide } from '../../src/verify/types.js';
import { loadCapture, restyle, side, sideFromCapture } from '../helpers/judge-sides.js';

const CORNERS = ['border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius'];
const corners = (value: string): Record<string, string> => Object.fromEntries(CORNERS.map((c) => [c, value]));

/** Applies fixes as injected CSS would; `border-radius` is a shorthand of the four computed corners. */
function applyFixes(capture: Capture, fixes: readonly Fix[]): Capture {
  let out = capture;
  for (const f of fixes) {
    if (!('selectors' in f)) continue;
    const selectors = new Set(f.selectors);
    out = restyle(out, (n) => selectors.has(n.selector), f.property === 'border-radius' ? corners(f.to_value) : { [f.property]: f.to_value });
  }
  return out;
}

/** Every finite, non-zero radius grows by `add` px (pills and percentages stay). */
const growRadii = (capture: Capture, add: number): Capture => ({
  ...capture,
  nodes: capture.nodes.map((n) => {
    const style = { ...n.style };
    for (const c of CORNERS) {
      const v = style[c] ?? '0px';
      const px = Number.parseFloat(v);
      if (v.endsWith('px') && px > 0 && px < 100) style[c] = `${px + add}px`;
    }
    return { ...n, style };
  }),
});

const isButton = (n: Capture['nodes'][number]): boolean => /\bbtn-(primary|ghost|secondary)\b/.test(n.attrs['class'] ?? '');

describe('shape comparer', () => {
  let studio: JudgeSide;
  let nightfall: JudgeSide;
  let pricing: JudgeSide;
  beforeAll(async () => {
    [studio, nightfall, pricing] = await Promise.all([side('studio'), side('nightfall'), side('studio-pricing')]);
  });

  it('scores a page against itself 1 with no issues or fixes', () => {
    for (const s of [studio, nightfall, pricing]) {
      const v = shapeComparer.compare(s, s);
      expect(v.score).toBeGreaterThanOrEqual(0.99);
      expect(v.issues).toEqual([]);
      expect(v.fixes).toEqual([]);
    }
  });

  it('scores another page of the brand higher than a different brand, naming the reference radii', () => {
    const same = shapeComparer.compare(studio, pricing).score!;
    const other = shapeComparer.compare(studio, nightfall);
    expect(same).toBeGreaterThanOrEqual(0.85);
    expect(other.score!).toBeLessThan(0.8);
    const cards = other.issues.find((i) => i.message.startsWith('Cards'))!;
    expect(cards).toMatchObject({ property: 'border-radius', current: '20px', target: '16px' });
  });

  it('falls monotonically as radii grow, with a 1px dead zone', async () => {
    const base = loadCapture('studio');
    const scores: number[] = [];
    for (const add of [0, 1, 2, 3, 4, 6, 8, 12]) scores.push(shapeComparer.compare(studio, await sideFromCapture(growRadii(base, add))).score!);
    expect(scores[0]).toBe(1);
    expect(scores[1]).toBe(1);
    for (let i = 2; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
  });

  it('treats pill against 8px corners as a big difference', async () => {
    const pills = shapeComparer.compare(studio, await sideFromCapture(restyle(loadCapture('studio'), isButton, corners('9999px'))));
    const slightly = shapeComparer.compare(studio, await sideFromCapture(restyle(loadCapture('studio'), isButton, corners('10px'))));
    expect(pills.score!).toBeLessThan(slightly.score!);
    // Studio declares --radius-pill, so pill corners are the brand's own (issue 10 §1): they cost
    // their placement on buttons, not a foreign radius.
    expect(pills.score!).toBeLessThan(0.85);
    expect(pills.issues[0]!.target).toBe('8px');
  });

  it('proposes unambiguous snap_radius fixes that, applied, leave no further fixes', async () => {
    const perturbed = restyle(loadCapture('studio'), isButton, corners('12px'));
    const before = shapeComparer.compare(studio, await sideFromCapture(perturbed));
    expect(before.fixes).toHaveLength(1);
    expect(before.fixes[0]).toMatchObject({ action: 'snap_radius', property: 'border-radius', from: '12px', to_value: '8px' });
    expect((before.fixes[0] as { count: number }).count).toBe(9);
    const after = shapeComparer.compare(studio, await sideFromCapture(applyFixes(perturbed, before.fixes)));
    expect(after.fixes).toEqual([]);
    expect(after.score).toBe(1);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(shapeComparer.compare(studio, nightfall))).toBe(JSON.stringify(shapeComparer.compare(studio, nightfall)));
  });
});
