/**
 * Re-judges the calibration pairs from saved captures (no browser) and summarises the scores per
 * kind: min / median / max, the issue-10 target fractions and the AUC of same-brand against
 * other-brand scores. Used by scripts/eval-judge.ts and test/judge/calibration.test.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { analyzeCapture } from '../../src/analyze/run.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import { judge, type Verdict } from '../../src/verify/adherence.js';
import { COMPARERS } from '../../src/verify/comparers/index.js';
import { extractFeatures } from '../../src/verify/features.js';
import { poolReference } from '../../src/verify/site-reference.js';
import type { JudgeSide } from '../../src/verify/types.js';
import { CAPTURES_DIR, pageKey, type CalibrationPair, type CalibrationSite, type PairKind } from './pages.js';

export const TARGETS = Object.freeze({ self: 0.97, same: 0.85, sameFraction: 0.95, other: 0.6, otherFraction: 0.95, auc: 0.99 });

export interface PairResult extends CalibrationPair {
  score: number;
  caps: { rule: string; limit: number }[];
  components: Record<string, number | null>;
}

export interface KindStats {
  n: number;
  min: number;
  median: number;
  max: number;
  /** self: ≥ 0.97; same: ≥ 0.85; other: ≤ 0.60. */
  fraction_on_target: number;
}

export interface CalibrationResult {
  pairs: PairResult[];
  summary: { self: KindStats; same: KindStats; other: KindStats; auc: number; targets_met: boolean };
}

export interface CalibrateOptions {
  /** Keep each page's design system here (keyed by the capture's hash). */
  cacheDir?: string;
  /** Judge against the reference's site: its pages except the source, pooled. */
  siteReference?: boolean;
}

let analyzerDigest: string | null = null;

/** A digest of every source file of src/analyze (what a cached design system was computed by). */
function analyzerHash(): string {
  if (analyzerDigest) return analyzerDigest;
  const root = fileURLToPath(new URL('../../src/analyze/', import.meta.url));
  const hash = createHash('sha1');
  for (const file of (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort()) hash.update(file).update(readFileSync(join(root, file)));
  return (analyzerDigest = hash.digest('hex'));
}

export async function loadSide(key: string, cacheDir?: string): Promise<JudgeSide> {
  const raw = readFileSync(join(CAPTURES_DIR, `${key}.json.gz`));
  const capture = JSON.parse(gunzipSync(raw).toString('utf8')) as Capture;
  let designSystem: JudgeSide['designSystem'] | undefined;
  // Keyed by the capture and by the analyzer's code: a design system cached before a section
  // changed is not reused (the analyzer has no version number of its own).
  const cached = cacheDir ? join(cacheDir, `${key}-${createHash('sha1').update(raw).update(analyzerHash()).digest('hex').slice(0, 12)}.json`) : null;
  if (cached && existsSync(cached)) designSystem = JSON.parse(readFileSync(cached, 'utf8')) as JudgeSide['designSystem'];
  if (!designSystem) {
    designSystem = (await analyzeCapture(capture)).design_system as JudgeSide['designSystem'];
    if (cached) {
      mkdirSync(cacheDir!, { recursive: true });
      writeFileSync(cached, JSON.stringify(designSystem));
    }
  }
  return { url: capture.final_url, designSystem, capture, features: extractFeatures(capture) };
}

export async function calibrate(sites: readonly CalibrationSite[], pairs: readonly CalibrationPair[], options: CalibrateOptions = {}): Promise<CalibrationResult> {
  const sides = new Map<string, JudgeSide>();
  const side = async (key: string): Promise<JudgeSide> => {
    let s = sides.get(key);
    if (!s) sides.set(key, (s = await loadSide(key, options.cacheDir)));
    return s;
  };
  const siteOf = new Map(sites.flatMap((s) => s.pages.map((p) => [pageKey(s.site, p), s] as const)));
  const results: PairResult[] = [];
  for (const pair of pairs) {
    let reference = await side(pair.reference);
    const source = await side(pair.source);
    if (options.siteReference && pair.kind !== 'self') {
      // The reference's site: every page of it but the one being judged, its named page first.
      const site = siteOf.get(pair.reference)!;
      const keys = site.pages.map((p) => pageKey(site.site, p)).filter((k) => k !== pair.source && k !== pair.reference);
      reference = poolReference(reference, await Promise.all(keys.map(side)));
    }
    const verdict = await judge(reference, source, COMPARERS);
    results.push(toResult(pair, verdict));
  }
  return { pairs: results, summary: summarize(results) };
}

function toResult(pair: CalibrationPair, verdict: Verdict): PairResult {
  return {
    ...pair,
    score: verdict.score ?? 0,
    caps: verdict.caps.map((c) => ({ rule: c.rule, limit: c.limit })),
    components: Object.fromEntries(Object.entries(verdict.components).map(([id, v]) => [id, v?.score ?? null])),
  };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const r3 = (n: number): number => Math.round(n * 1000) / 1000;

function stats(scores: readonly number[], onTarget: (s: number) => boolean): KindStats {
  return {
    n: scores.length,
    min: r3(Math.min(...scores)),
    median: r3(median(scores)),
    max: r3(Math.max(...scores)),
    fraction_on_target: r3(scores.filter(onTarget).length / Math.max(1, scores.length)),
  };
}

/** Probability that a random same-brand pair scores above a random other-brand pair (ties half). */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) return NaN;
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

export function summarize(results: readonly PairResult[]): CalibrationResult['summary'] {
  const of = (kind: PairKind): number[] => results.filter((r) => r.kind === kind).map((r) => r.score);
  const self = stats(of('self'), (s) => s >= TARGETS.self);
  const same = stats(of('same'), (s) => s >= TARGETS.same);
  const other = stats(of('other'), (s) => s <= TARGETS.other);
  const a = r3(auc(of('same'), of('other')));
  const met = (self.n === 0 || self.fraction_on_target === 1)
    && (same.n === 0 || same.fraction_on_target >= TARGETS.sameFraction)
    && (other.n === 0 || other.fraction_on_target >= TARGETS.otherFraction)
    && (same.n === 0 || other.n === 0 || a >= TARGETS.auc);
  return { self, same, other, auc: a, targets_met: met };
}

export function formatCalibration(result: CalibrationResult, options: { pairs?: boolean } = {}): string {
  const lines: string[] = [];
  if (options.pairs) {
    for (const r of [...result.pairs].sort((a, b) => a.kind.localeCompare(b.kind) || a.score - b.score)) {
      const comps = Object.entries(r.components).map(([id, s]) => `${id.slice(0, 4)} ${s === null ? '  -  ' : s.toFixed(2)}`).join(' ');
      const caps = r.caps.map((c) => `${c.rule}≤${c.limit}`).join(', ');
      lines.push(`${r.kind.padEnd(5)} ${r.score.toFixed(3)} ${r.hard ? 'H' : ' '} ${r.reference} ← ${r.source}  [${comps}]${caps ? `  caps: ${caps}` : ''}`);
    }
    lines.push('');
  }
  const s = result.summary;
  const row = (name: string, k: KindStats, target: string): string =>
    `${name.padEnd(6)} n=${String(k.n).padStart(3)}  min ${k.min.toFixed(3)}  median ${k.median.toFixed(3)}  max ${k.max.toFixed(3)}  ${target} ${(k.fraction_on_target * 100).toFixed(1)} %`;
  lines.push(row('self', s.self, '≥ 0.97:'), row('same', s.same, '≥ 0.85:'), row('other', s.other, '≤ 0.60:'));
  lines.push(`AUC same vs other: ${s.auc.toFixed(4)}   targets ${s.targets_met ? 'met' : 'NOT met'}`);
  return `${lines.join('\n')}\n`;
}
