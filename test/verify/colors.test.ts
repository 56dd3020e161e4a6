/**
 * Colors comparer over saved captures of the fixture sites (studio = Fieldnote, nightfall = a
 * different brand), with controlled perturbations of computed styles (restyle): self ≥ 0.99 with
 * nothing to say, same brand high, different brand low and capped, graded hue shifts falling
 * monotonically, an off-palette CTA named and fixed, fixes unambiguous, contrast-safe and
 * idempotent, determinism.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, deltaE2000, parseColor } from '../../src/analyze/shared/color.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import { optimalAssignment } from '../../src/verify/comparers/colors-assignment.js';
import { closeness, colorModel, nearestTokens, referenceTokens } from '../../src/verify/comparers/colors-model.js';
import { colorsComparer } from '../../src/verify/comparers/colors.js';
import { contrastComparer } from '../../src/verify/comparers/contrast.js';
import type { ComponentVerdict, Fix, JudgeSide, SnapToTokenFix } from '../../src/verify/types.js';
import { loadCapture, restyle, side, sideFromCapture } from '../helpers/judge-sides.js';

const PRIMARY = '#e4572e';
const COLOR_PROPS = ['color', 'background-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'fill', 'stroke', 'outline-color'];

/** Rewrites every opaque `from` paint of the matched nodes to `to`. */
function recolor(capture: Capture, match: (n: Capture['nodes'][number]) => boolean, from: string, to: string): Capture {
  return {
    ...capture,
    nodes: capture.nodes.map((n) => {
      if (!match(n)) return n;
      const style = { ...n.style };
      for (const p of COLOR_PROPS) {
        const c = parseColor(style[p]);
        if (c && c.alpha === 1 && c.hex === from) style[p] = to;
      }
      return { ...n, style };
    }),
  };
}

/** The color at ΔE00 ≈ d from `hex`, by rotating its OKLCH hue (bisection). */
function hueShifted(hex: string, d: number): string {
  const { l, c, h } = parseColor(hex)!.oklch;
  const at = (deg: number): string => parseColor(`oklch(${l} ${c} ${h + deg})`)!.hex;
  let lo = 0;
  let hi = 180;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (deltaE2000(hex, at(mid)) < d) lo = mid;
    else hi = mid;
  }
  return at(hi);
}

/** Applies snap fixes as the injected CSS would: `selector { property: value !important }`. */
function applyFixes(capture: Capture, fixes: readonly Fix[]): Capture {
  let out = capture;
  for (const f of fixes) {
    if (f.action !== 'snap_to_token') continue;
    const selectors = new Set(f.selectors);
    const style = f.property === 'border-color' ? Object.fromEntries(['top', 'right', 'bottom', 'left'].map((s) => [`border-${s}-color`, f.to_value])) : { [f.property]: f.to_value };
    out = restyle(out, (n) => selectors.has(n.selector), style);
  }
  return out;
}

const snaps = (v: ComponentVerdict): SnapToTokenFix[] => v.fixes.filter((f): f is SnapToTokenFix => f.action === 'snap_to_token');
const capped = (v: ComponentVerdict): number => Math.min(v.score ?? 1, ...v.caps.map((c) => c.max_score));

let studio: JudgeSide;
let nightfall: JudgeSide;
let pricing: JudgeSide;
const base = loadCapture('studio');

beforeAll(async () => {
  [studio, nightfall, pricing] = await Promise.all([side('studio'), side('nightfall'), side('studio-pricing')]);
});

describe('colors comparer: validity on fixture brands', () => {
  it('a page against itself scores ≥ 0.99 with no issues, fixes or caps', () => {
    for (const s of [studio, nightfall]) {
      const v = colorsComparer.compare(s, s);
      expect(v.component).toBe('colors');
      expect(v.score).toBeGreaterThanOrEqual(0.99);
      expect(v.issues).toEqual([]);
      expect(v.fixes).toEqual([]);
      expect(v.caps).toEqual([]);
    }
  });

  it('another page of the same brand scores high and is not capped', () => {
    const v = colorsComparer.compare(studio, pricing);
    expect(v.score).toBeGreaterThanOrEqual(0.95);
    expect(v.caps).toEqual([]);
  });

  it('a different brand scores low and is capped for its foreign primary (issue 10 §1)', () => {
    for (const [ref, src, primary] of [[studio, nightfall, PRIMARY], [nightfall, studio, '#7c5cff']] as const) {
      const v = colorsComparer.compare(ref, src);
      expect(v.score).toBeLessThanOrEqual(0.35);
      // Both brand rules fire: the CTA color is foreign, and the two brands share no primary.
      expect(v.caps.map((c) => c.rule)).toEqual(['foreign_primary', 'primary_replaced']);
      const foreign = v.caps[0]!;
      expect(foreign.max_score).toBe(0.6);
      expect(foreign.evidence).toContain(`a color the reference brand does not use`);
      expect(foreign.evidence).toContain(`its primary is ${primary}`);
      expect(v.caps[1]!.max_score).toBe(0.6);
      expect(v.caps[1]!.evidence).toContain(`the reference's primary ${primary} appears nowhere on the page`);
      expect(v.issues[0]!.message).toMatch(/^Primary buttons /);
    }
  });

  it('is deterministic: fresh sides give the same JSON', async () => {
    const [a, b] = await Promise.all([side('studio'), side('nightfall')]);
    expect(JSON.stringify(colorsComparer.compare(a, b))).toBe(JSON.stringify(colorsComparer.compare(studio, nightfall)));
  });
});

describe('colors comparer: graded perturbations', () => {
  it('falls monotonically as the brand primary drifts; ΔE00 ≤ 1 costs < 0.01', async () => {
    const steps = [0.5, 1, 2, 3, 5, 8, 12, 20, 35];
    const verdicts: ComponentVerdict[] = [];
    // The whole site drifts: rendered styles and the stylesheets that define them (the link
    // role reads the `a` rule when copy holds no link).
    const drift = (to: string): Capture => {
      const recolored = recolor(base, () => true, PRIMARY, to);
      return { ...recolored, stylesheets: recolored.stylesheets.map((sheet) => ({ ...sheet, text: sheet.text.replaceAll(new RegExp(PRIMARY, 'gi'), to) })) };
    };
    for (const d of steps) verdicts.push(colorsComparer.compare(studio, await sideFromCapture(drift(hueShifted(PRIMARY, d)))));
    const scores = verdicts.map((v) => v.score!);
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i]!).toBeLessThanOrEqual(scores[i - 1]!);
      expect(capped(verdicts[i]!)).toBeLessThanOrEqual(capped(verdicts[i - 1]!));
    }
    expect(1 - scores[1]!).toBeLessThan(0.01);
    expect(verdicts[1]!.caps).toEqual([]);
    expect(scores.at(-1)!).toBeLessThan(0.8);
    // The CTA is a color the brand does not have once it drifts past ΔE00 5 from every brand
    // color (foreign_primary ramps to 0.6 at ΔE00 8); within that it is the brand's own primary.
    expect(verdicts[3]!.caps).toEqual([]);
    expect(verdicts.at(-1)!.caps[0]!).toMatchObject({ rule: 'foreign_primary', max_score: 0.6 });
    expect(verdicts.filter((v) => v.caps.length > 0).length).toBeGreaterThan(0);
  });

  it('names an off-palette CTA with the exact target, snaps it, and the snap is idempotent', async () => {
    const perturbed = recolor(base, (n) => (n.attrs['class'] ?? '').split(/\s+/).includes('btn-primary'), PRIMARY, '#3b82f6');
    const v = colorsComparer.compare(studio, await sideFromCapture(perturbed));
    expect(v.score!).toBeLessThan(0.85);
    const issue = v.issues[0]!;
    expect(issue).toMatchObject({ property: 'background-color', current: '#3b82f6', target: PRIMARY });
    expect(issue.message).toBe('Primary buttons "a.btn.btn-primary" (4) use #3b82f6; use the reference primary #e4572e.');
    expect(issue.elements.every((e) => e.selector.includes('btn-primary'))).toBe(true);
    expect(v.fixes).toHaveLength(1);
    expect(v.fixes[0]).toMatchObject({ action: 'snap_to_token', property: 'background-color', from: '#3b82f6', to_value: PRIMARY, token: 'primary', count: 4 });
    const after = colorsComparer.compare(studio, await sideFromCapture(applyFixes(perturbed, v.fixes)));
    expect(snaps(after)).toEqual([]);
    expect(after.score!).toBeGreaterThanOrEqual(0.99);
  });

  it('fixes of colors and contrast together converge: no further snap fixes, the score rises', async () => {
    const cases = [recolor(base, () => true, PRIMARY, hueShifted(PRIMARY, 8)), recolor(base, () => true, '#6b645b', '#b0a89c'), recolor(base, () => true, '#ffffff', '#f4f4f4'), loadCapture('nightfall')];
    for (const perturbed of cases) {
      const source = await sideFromCapture(perturbed);
      const before = [colorsComparer.compare(studio, source), contrastComparer.compare(studio, source)];
      const fixes = before.flatMap((v) => v.fixes);
      expect(snaps(before[0]!).length + snaps(before[1]!).length).toBeGreaterThan(0);
      const fixed = await sideFromCapture(applyFixes(perturbed, fixes));
      const after = [colorsComparer.compare(studio, fixed), contrastComparer.compare(studio, fixed)];
      expect(after.flatMap(snaps)).toEqual([]);
      expect(after[0]!.score!).toBeGreaterThan(before[0]!.score!);
    }
  });
});

describe('colors comparer: fixes are unambiguous and contrast-safe', () => {
  it('palette snaps go to a nearest token at most half as far as the second; text stays readable', async () => {
    const perturbed = recolor(recolor(base, () => true, '#ffffff', '#f4f4f4'), () => true, '#e7e0d5', '#d9d0c2');
    const source = await sideFromCapture(perturbed);
    const v = colorsComparer.compare(studio, source);
    const tokens = referenceTokens(colorModel(studio));
    const roleValues = new Set(Object.values(colorModel(studio).roles).map((r) => r.value));
    expect(snaps(v).length).toBeGreaterThan(0);
    for (const f of snaps(v)) {
      const [first, second] = nearestTokens(f.from, tokens);
      // A role snap targets the reference's value for that role; a palette snap the unambiguous nearest token.
      const unambiguous = first!.token.value === f.to_value && first!.distance <= 0.5 * second!.distance;
      expect(unambiguous || roleValues.has(f.to_value)).toBe(true);
      expect(f.delta_e).toBeCloseTo(deltaE2000(f.from, f.to_value), 2);
      if (f.property !== 'color') continue;
      for (const selector of f.selectors) {
        const node = source.capture.nodes.find((n) => n.selector === selector)!;
        const feature = source.features.elements.find((e) => e.node_id === node.id)!;
        expect(contrastRatio(f.to_value, feature.backdrop)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('add_color_token names reference role colors the source never paints and no snap brings in', () => {
    // Nightfall's near-black canvas has no counterpart on Fieldnote's light page, and a canvas
    // snap would leave Fieldnote's copy unreadable: the token is to be added, not snapped.
    const v = colorsComparer.compare(nightfall, studio);
    const adds = v.fixes.filter((f) => f.action === 'add_color_token');
    expect(adds.map((f) => f.value)).toContain('#0b0d17');
    const model = colorModel(studio);
    const roleValues = Object.values(colorModel(nightfall).roles).map((r) => r.value);
    for (const f of adds) {
      expect(roleValues).toContain(f.value);
      expect(model.uses.every((u) => deltaE2000(u.hex, f.value) > 5)).toBe(true);
      expect(snaps(v).some((s) => s.to_value === f.value)).toBe(false);
      expect(f.name).toMatch(/^[a-z][\w-]*$/);
      expect(f.usage).toMatch(/^the reference's /);
    }
  });
});

describe('colors comparer: building blocks', () => {
  it('closeness has a dead zone of ΔE00 1 and falls smoothly', () => {
    expect(closeness(0)).toBe(1);
    expect(closeness(1)).toBe(1);
    expect(closeness(1.1)).toBeGreaterThan(0.98);
    let last = 1;
    for (let d = 1; d <= 60; d += 0.5) {
      expect(closeness(d)).toBeLessThanOrEqual(last);
      last = closeness(d);
    }
    expect(closeness(20)).toBeLessThan(0.1);
  });

  it('optimalAssignment matches brute force on small matrices', () => {
    let seed = 7;
    const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const permutations = (k: number, m: number): number[][] => {
      if (k === 0) return [[]];
      return permutations(k - 1, m).flatMap((p) => [...Array(m).keys()].filter((j) => !p.includes(j)).map((j) => [...p, j]));
    };
    for (let trial = 0; trial < 40; trial++) {
      const n = 1 + (trial % 4);
      const m = n + (trial % 3);
      const cost = [...Array(n)].map(() => [...Array(m)].map(() => Math.round(rand() * 100) / 10));
      const total = (a: readonly number[]): number => a.reduce((s, j, i) => s + cost[i]![j]!, 0);
      const assignment = optimalAssignment(cost);
      expect(new Set(assignment).size).toBe(n);
      const best = Math.min(...permutations(n, m).map(total));
      expect(total(assignment)).toBeCloseTo(best, 9);
    }
    expect(optimalAssignment([])).toEqual([]);
    expect(() => optimalAssignment([[1], [2]])).toThrow(RangeError);
  });
});
