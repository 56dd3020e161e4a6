/**
 * Validity of the verdict on real pages (issue "Brand-adherence verifier" §3): identity, same
 * brand, different brand; graded perturbations of the studio page injected as CSS, whose score must
 * fall monotonically with the size of the change; and fixes that, applied as CSS, restore the brand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { converter, formatHex } from 'culori/fn';
import { fixesToCss, type BrandDesign, type JudgeVerdict } from '../../src/index.js';
import { deltaE2000 } from '../../src/analyze/shared/color.js';
import { openTestRuntime } from '../helpers/runtime.js';

const STUDIO = 'https://studio.brand-design.test/';
const PRIMARY = '#e4572e';

/** The primary rotated in OKLCH hue by `degrees`. */
function rotateHue(hex: string, degrees: number): string {
  const oklch = converter('oklch')(hex)!;
  return formatHex(converter('rgb')({ ...oklch, h: ((oklch.h ?? 0) + degrees + 360) % 360 }))!;
}

/** Spearman rank correlation (average ranks for ties). */
function spearman(xs: number[], ys: number[]): number {
  const rank = (v: number[]): number[] => {
    const sorted = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < sorted.length; ) {
      let j = i;
      while (j + 1 < sorted.length && sorted[j + 1]![0] === sorted[i]![0]) j++;
      for (let k = i; k <= j; k++) r[sorted[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const rx = rank(xs);
  const ry = rank(ys);
  const mean = (v: number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  const cov = rx.reduce((s, x, i) => s + (x - mx) * (ry[i]! - my), 0);
  const sx = Math.sqrt(rx.reduce((s, x) => s + (x - mx) ** 2, 0));
  const sy = Math.sqrt(ry.reduce((s, y) => s + (y - my) ** 2, 0));
  return cov / (sx * sy);
}

const FAMILIES: Record<string, string[]> = {
  hue: [3, 8, 16, 32, 64].map((d) => `:root { --color-primary: ${rotateHue(PRIMARY, d)}; }`),
  fonts: [
    ':root { --font-body: Arial, sans-serif; }',
    ':root { --font-body: Georgia, serif; }',
    ':root { --font-body: Georgia, serif; --font-display: Arial, sans-serif; }',
    ':root { --font-body: "Courier New", monospace; --font-display: "Courier New", monospace; }',
  ],
  radius: [10, 12, 16, 24].map((r) => `:root { --radius-md: ${r}px; --radius-lg: ${r * 2}px; }`),
  cta: [10, 25, 50, 100].map((d) => `.btn-primary { background-color: ${rotateHue(PRIMARY, d)} !important; }`),
  spacing: [1.1, 1.25, 1.5, 2].map((f) => `:root { ${[['1', 4], ['2', 8], ['3', 12], ['4', 16], ['6', 24], ['8', 32], ['12', 48], ['16', 64], ['24', 96]].map(([n, px]) => `--space-${n}: ${Math.round((px as number) * f)}px;`).join(' ')} }`),
};

describe('verdict validity on real pages', () => {
  let runtime: BrandDesign & { cleanup(): Promise<void> };
  const judge = async (source: string, sourceCss?: string): Promise<JudgeVerdict> => {
    const c = runtime.client().judge;
    const job = await c.create({ reference_url: STUDIO, source_url: source, ...(sourceCss ? { source_css: sourceCss } : {}) });
    const done = await c.wait(job.job_id, { timeoutMs: 120_000 });
    expect(done.error).toBeNull();
    return (await c.result(job.job_id));
  };
  beforeAll(async () => {
    runtime = await openTestRuntime({ concurrency: 2, judgeConcurrency: 4 });
  });
  afterAll(() => runtime.cleanup());

  it('scores a page against itself ≥ 0.97, another page of the brand ≥ 0.85, another brand ≤ 0.60', async () => {
    const [self, sameBrand, otherBrand] = await Promise.all([
      judge(STUDIO),
      judge('https://studio.brand-design.test/pricing.html'),
      judge('https://nightfall.brand-design.test/'),
    ]);
    expect(self.score).toBeGreaterThanOrEqual(0.97);
    expect(self.fixes.filter((f) => f.action === 'snap_to_token')).toEqual([]);
    expect(sameBrand.score).toBeGreaterThanOrEqual(0.85);
    expect(otherBrand.score).toBeLessThanOrEqual(0.6);
    expect(otherBrand.recommendations.length).toBeGreaterThan(0);
    expect(otherBrand.recommendations.length).toBeLessThanOrEqual(20);
    expect(otherBrand.recommendations.some((r) => r.includes(PRIMARY))).toBe(true);
  });

  it('costs < 0.01 for a change of ΔE00 ≤ 1', async () => {
    const nudged = rotateHue(PRIMARY, 0.8);
    expect(deltaE2000(nudged, PRIMARY)).toBeLessThanOrEqual(1);
    const [base, tiny] = await Promise.all([judge(STUDIO), judge(STUDIO, `:root { --color-primary: ${nudged}; }`)]);
    expect(base.score! - tiny.score!).toBeLessThan(0.01);
  });

  it('falls monotonically with the size of each graded perturbation (Spearman ρ ≥ 0.9)', async () => {
    const base = (await judge(STUDIO)).score!;
    const rhos: Record<string, number> = {};
    const table: Record<string, number[]> = {};
    await Promise.all(Object.entries(FAMILIES).map(async ([family, levels]) => {
      const scores = [base, ...(await Promise.all(levels.map((css) => judge(STUDIO, css)))).map((v) => v.score!)];
      table[family] = scores;
      rhos[family] = -spearman(scores.map((_, i) => i), scores);
    }));
    console.log('perturbation scores', JSON.stringify(table), 'rho', JSON.stringify(rhos));
    const all = Object.values(rhos);
    expect(all.reduce((a, b) => a + b, 0) / all.length).toBeGreaterThanOrEqual(0.9);
    for (const [family, rho] of Object.entries(rhos)) expect(rho, family).toBeGreaterThanOrEqual(0.9);
    for (const [family, scores] of Object.entries(table)) expect(scores.at(-1)!, family).toBeLessThan(scores[0]!);
  }, 240_000);

  it('restores the brand when the fixes are applied as injected CSS', async () => {
    const perturbation = `${FAMILIES.cta![2]} ${FAMILIES.radius![2]} :root { --font-body: Georgia, serif; }`;
    const before = await judge(STUDIO, perturbation);
    expect(before.fixes.length).toBeGreaterThan(0);
    const after = await judge(STUDIO, `${perturbation}\n${fixesToCss(before.fixes)}`);
    console.log('fixes', before.score, '→', after.score, JSON.stringify(before.fixes.map((f) => f.action)));
    expect(after.score).toBeGreaterThanOrEqual(0.95);
    expect(after.score!).toBeGreaterThan(before.score!);
    expect(after.fixes.filter((f) => f.action.startsWith('snap'))).toEqual([]);
  }, 120_000);
});
