/**
 * Spacing scale (layout section): the margins, paddings and gaps the page actually renders,
 * counted per node, and the base unit (4, 8, 5, …) that explains most of them.
 *
 * - One sample per distinct value per property family per node (`padding: 12px 22px` gives 12 and
 *   22 once each), so a uniform `padding: 32px` does not count four times.
 * - Auto-centering margins (`margin: 0 auto` computes to large equal px values) are not spacing.
 * - The base unit is the largest of 10, 8, 6, 5, 4 that divides at least 75% of the samples
 *   (±0.5 px) and fits nearly as well (within 0.1) as the best of them: an 8 that explains 77%
 *   of values loses to a 4 that explains 94% (a 4-based scale with many 8 multiples). When no
 *   unit reaches 75%, the best-fitting usual unit is given with its (lower) fit.
 */
import type { AnalysisContext } from '../context.js';
import { cssLengthPx } from '../derived/page-container.js';
import { isRendered, isTiny, lengthPx, round } from '../derived/page-tree.js';

export interface SpacingStep {
  px: number;
  count: number;
}

export interface SpacingScale {
  /** Null when the page renders fewer than 5 spacing values. */
  base_unit_px: number | null;
  /** Share (0..1) of samples that are multiples of the base unit. */
  fit: number | null;
  /** Values used at least twice (and by ≥ 1% of samples), ascending. */
  steps: SpacingStep[];
  evidence: {
    sample_count: number;
    node_count: number;
    /** Fit of every candidate unit, so the choice can be checked. */
    unit_fits: { unit_px: number; fit: number }[];
    /** Spacing custom properties declared by the site (`--space-4: 16px`), rem at 16px. */
    css_variables: { name: string; px: number }[];
  };
}

const UNITS_PREFERRED = [10, 8, 6, 5, 4] as const;
const UNITS_FALLBACK = [2, 3] as const;
const MIN_FIT = 0.75;
const MAX_SAMPLE_PX = 400;
const SPACING_VARIABLE = /(space|spacing|gap|gutter|inset|padding|margin)/i;

export function spacingScale(ctx: AnalysisContext): SpacingScale {
  const samples: number[] = [];
  let nodeCount = 0;
  for (const node of ctx.nodes()) {
    if (!isRendered(node) || isTiny(node) || node.tag === 'html') continue;
    const s = node.style;
    const before = samples.length;
    addFamily(samples, [lengthPx(s['padding-top']), lengthPx(s['padding-right']), lengthPx(s['padding-bottom']), lengthPx(s['padding-left'])]);
    const ml = lengthPx(s['margin-left']);
    const mr = lengthPx(s['margin-right']);
    const centering = ml > 0 && Math.abs(ml - mr) <= 1 && ((s['max-width'] ?? 'none') !== 'none' || ml >= 48);
    addFamily(samples, centering ? [lengthPx(s['margin-top']), lengthPx(s['margin-bottom'])] : [lengthPx(s['margin-top']), lengthPx(s['margin-bottom']), ml, mr]);
    const display = s['display'] ?? '';
    if (display.includes('flex') || display.includes('grid')) {
      addFamily(samples, [s['row-gap'] === 'normal' ? 0 : lengthPx(s['row-gap']), s['column-gap'] === 'normal' ? 0 : lengthPx(s['column-gap'])]);
    }
    if (samples.length > before) nodeCount++;
  }

  const css_variables = spacingVariables(ctx);
  const counts = new Map<number, number>();
  for (const v of samples) {
    const key = Math.round(v);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const minCount = Math.max(2, Math.ceil(samples.length * 0.01));
  const steps = [...counts]
    .filter(([, n]) => n >= minCount)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 24)
    .map(([px, count]) => ({ px, count }))
    .sort((a, b) => a.px - b.px);

  const unit_fits = [...UNITS_PREFERRED, ...UNITS_FALLBACK].map((unit) => ({ unit_px: unit, fit: round(fitOf(samples, unit), 3) }));
  if (samples.length < 5) {
    return { base_unit_px: null, fit: null, steps, evidence: { sample_count: samples.length, node_count: nodeCount, unit_fits, css_variables } };
  }
  const fitByUnit = new Map<number, number>(unit_fits.map((u) => [u.unit_px, u.fit]));
  const bestPreferred = Math.max(...UNITS_PREFERRED.map((u) => fitByUnit.get(u)!));
  let base: number | undefined = UNITS_PREFERRED.find((u) => fitByUnit.get(u)! >= MIN_FIT && fitByUnit.get(u)! >= bestPreferred - 0.1);
  if (base === undefined) {
    // Nothing explains 75%: report the best-fitting usual unit with its honest fit; 2 and 3 only
    // when no usual unit explains even half (2 divides every even value, so it says little).
    const ranked = [...unit_fits].sort((a, b) => b.fit - a.fit || b.unit_px - a.unit_px);
    const usual = ranked.find((u) => (UNITS_PREFERRED as readonly number[]).includes(u.unit_px))!;
    base = usual.fit >= 0.5 ? usual.unit_px : ranked[0]!.unit_px;
  }
  return {
    base_unit_px: base,
    fit: fitByUnit.get(base)!,
    steps,
    evidence: { sample_count: samples.length, node_count: nodeCount, unit_fits, css_variables },
  };
}

/** Pushes the distinct usable values of one property family (|v| rounded to 0.5 px, 1…400). */
function addFamily(samples: number[], values: number[]): void {
  const seen: number[] = [];
  for (const raw of values) {
    const v = Math.round(Math.abs(raw) * 2) / 2;
    if (v < 1 || v > MAX_SAMPLE_PX || seen.includes(v)) continue;
    seen.push(v);
    samples.push(v);
  }
}

function fitOf(samples: number[], unit: number): number {
  if (samples.length === 0) return 0;
  let hits = 0;
  for (const v of samples) {
    const r = v % unit;
    if (r <= 0.5 || r >= unit - 0.5) hits++;
  }
  return hits / samples.length;
}

function spacingVariables(ctx: AnalysisContext): { name: string; px: number }[] {
  const byName = new Map<string, number>();
  for (const prop of ctx.customProperties()) {
    if (!SPACING_VARIABLE.test(prop.name) || prop.media !== null) continue;
    const px = cssLengthPx(prop.value);
    if (px !== null && px > 0 && !byName.has(prop.name)) byName.set(prop.name, round(px, 2));
  }
  return [...byName].map(([name, px]) => ({ name, px })).sort((a, b) => a.px - b.px || (a.name < b.name ? -1 : 1)).slice(0, 32);
}
