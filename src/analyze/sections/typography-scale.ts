/**
 * typography.scale: the distinct font sizes the page uses (sizes within 0.5px of each other are
 * one step) and the ratio between heading sizes, snapped to a named modular scale when
 * it is within 2% of one (type-scale.com names: 1.2 minor third, 1.25 major third, …).
 */
import type { TextRun } from '../derived/type-runs.js';
import type { HeadingLevels, UsageTag } from './typography-styles.js';
import { usedBy } from './typography-styles.js';
import { round, sumChars } from './typography-stats.js';

export interface ScaleStep {
  px: number;
  rem: number;
  /** Text elements at this size. */
  count: number;
  text_chars: number;
  used_by: UsageTag[];
}

export interface TypeScale {
  /** Body text size; the root font size when the page has no body copy. */
  base_px: number;
  root_px: number;
  /** The scale's ratio: a named ratio when the measured one is within 2% of it, else the measured one. */
  ratio: number | null;
  ratio_name: string | null;
  /** Median of the ratios between consecutive distinct heading sizes (and the base). */
  ratio_measured: number | null;
  /** How well the heading sizes sit on base × ratio^k (1 = exactly on integer steps, 0 = halfway between). */
  fit: number | null;
  /** The distinct heading sizes above the base the ratio was measured on, largest first. */
  heading_sizes_px: number[];
  steps: ScaleStep[];
}

export const NAMED_RATIOS: readonly { ratio: number; name: string }[] = [
  { ratio: 1.067, name: 'minor second' },
  { ratio: 1.125, name: 'major second' },
  { ratio: 1.2, name: 'minor third' },
  { ratio: 1.25, name: 'major third' },
  { ratio: 1.333, name: 'perfect fourth' },
  { ratio: 1.414, name: 'augmented fourth' },
  { ratio: 1.5, name: 'perfect fifth' },
  { ratio: 1.6, name: 'minor sixth' },
  { ratio: 1.618, name: 'golden ratio' },
  { ratio: 1.667, name: 'major sixth' },
  { ratio: 1.778, name: 'minor seventh' },
  { ratio: 1.875, name: 'major seventh' },
  { ratio: 2, name: 'octave' },
];

const SNAP_TOLERANCE = 0.02;

/** The named ratio nearest to `measured` when within 2%, else null. */
export function namedRatio(measured: number): { ratio: number; name: string } | null {
  let best: { ratio: number; name: string } | null = null;
  let bestError = Number.POSITIVE_INFINITY;
  for (const named of NAMED_RATIOS) {
    const error = Math.abs(measured / named.ratio - 1);
    if (error <= SNAP_TOLERANCE && error < bestError) {
      best = named;
      bestError = error;
    }
  }
  return best;
}

/** Sizes clustered: a cluster spans at most 0.5px; its size is the one most elements use. */
export function clusterSizes(runs: readonly TextRun[]): { px: number; runs: TextRun[] }[] {
  const sorted = [...runs].sort((a, b) => a.size - b.size);
  const clusters: { start: number; runs: TextRun[] }[] = [];
  for (const r of sorted) {
    const last = clusters.at(-1);
    if (last && r.size - last.start <= 0.5) last.runs.push(r);
    else clusters.push({ start: r.size, runs: [r] });
  }
  return clusters.map((c) => {
    const counts = new Map<number, { n: number; chars: number }>();
    for (const r of c.runs) {
      const k = round(r.size, 2);
      const e = counts.get(k) ?? { n: 0, chars: 0 };
      e.n += 1;
      e.chars += r.chars;
      counts.set(k, e);
    }
    const [px] = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || b[1].chars - a[1].chars || a[0] - b[0])[0]!;
    return { px, runs: c.runs };
  });
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : Math.sqrt(s[mid - 1]! * s[mid]!);
}

export function typeScale(runs: readonly TextRun[], headings: HeadingLevels, basePx: number | null, rootPx: number, tag: (r: TextRun) => UsageTag): TypeScale {
  const base = basePx ?? rootPx;
  const steps = clusterSizes(runs).map((c): ScaleStep => ({
    px: c.px,
    rem: round(c.px / rootPx, 3),
    count: c.runs.length,
    text_chars: sumChars(c.runs),
    used_by: usedBy(c.runs, tag),
  }));

  // Heading sizes above the base, distinct within ±0.5px, largest first.
  const headingSizes: number[] = [];
  for (const h of Object.values(headings)) {
    if (h && h.size_px > base + 0.5 && !headingSizes.some((s) => Math.abs(s - h.size_px) <= 0.5)) headingSizes.push(h.size_px);
  }
  headingSizes.sort((a, b) => b - a);
  const chain = [...headingSizes, base];
  const ratios = chain.slice(1).map((s, i) => chain[i]! / s);

  let measured: number | null = null;
  let named: { ratio: number; name: string } | null = null;
  let fit: number | null = null;
  // One heading size gives one ratio that may span several steps: too little to call a scale.
  if (basePx !== null && headingSizes.length >= 2) {
    measured = round(median(ratios), 3);
    named = namedRatio(measured);
    const r = named?.ratio ?? measured;
    const deviations = headingSizes.map((s) => {
      const k = Math.log(s / base) / Math.log(r);
      return Math.abs(k - Math.round(k));
    });
    fit = round(1 - 2 * (deviations.reduce((a, b) => a + b, 0) / deviations.length), 2);
  }
  return {
    base_px: round(base),
    root_px: round(rootPx),
    ratio: named?.ratio ?? measured,
    ratio_name: named?.name ?? null,
    ratio_measured: measured,
    fit,
    heading_sizes_px: headingSizes,
    steps,
  };
}
