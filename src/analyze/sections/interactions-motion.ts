/**
 * Motion tokens: transition durations and easings (computed on the page's nodes, and declared in
 * its stylesheets), and the @keyframes animations it declares with how they are used.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { splitTopLevel } from '../shared/color.js';
import { mediaApplies, resolveVars, rootVariables } from './interactions-css.js';

export type DurationName = 'instant' | 'fast' | 'normal' | 'slow' | 'slower';
export type EasingFamily = 'linear' | 'ease' | 'ease-in' | 'ease-out' | 'ease-in-out' | 'overshoot' | 'steps';

export interface DurationToken {
  ms: number;
  /** Absolute bands: < 100 ms instant, ≤ 200 fast, ≤ 350 normal, ≤ 600 slow, longer slower. */
  name: DurationName;
  /** Nodes whose computed transition uses it. */
  nodes: number;
  /** Stylesheet declarations (transition, transition-duration) that set it. */
  rules: number;
  /** Most transitioned properties at this duration (by node count). */
  properties: string[];
  evidence: string[];
}

export interface EasingToken {
  /** As computed: a keyword or `cubic-bezier(x1, y1, x2, y2)`. */
  value: string;
  family: EasingFamily;
  nodes: number;
  rules: number;
  /** Root custom properties holding this easing, e.g. `--ease-out`. */
  css_variables: string[];
}

export interface KeyframesToken {
  name: string;
  /** Properties animated by the steps (first 8). */
  properties: string[];
  steps: number;
  /** Rules that run it, with duration/easing/iterations as declared. */
  used_by: { selector: string; duration_ms: number | null; easing: string | null; iterations: string | null }[];
}

export interface MotionSummary {
  durations: DurationToken[];
  easings: EasingToken[];
  keyframes: KeyframesToken[];
  /** The stylesheets adapt motion under `prefers-reduced-motion` (count of such rules). */
  reduced_motion_rules: number;
}

const KEYWORD_EASINGS: Record<string, [number, number, number, number]> = {
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
  linear: [0, 0, 1, 1],
};

export function durationName(ms: number): DurationName {
  if (ms < 100) return 'instant';
  if (ms <= 200) return 'fast';
  if (ms <= 350) return 'normal';
  if (ms <= 600) return 'slow';
  return 'slower';
}

/** `150ms` / `0.15s` → 150; null when not a time. */
export function timeMs(token: string): number | null {
  const m = /^(-?[\d.]+)(ms|s)$/i.exec(token.trim());
  if (!m) return null;
  const n = Number(m[1]) * (m[2]!.toLowerCase() === 's' ? 1000 : 1);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

/** Normalizes an easing as Chromium computes it (`cubic-bezier(0.2,0.7,0.2,1)` → `cubic-bezier(0.2, 0.7, 0.2, 1)`). */
export function normalizeEasing(value: string): string {
  const v = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const m = /^cubic-bezier\(([^)]*)\)$/.exec(v);
  if (!m) return v;
  const parts = m[1]!.split(',').map((p) => Number.parseFloat(p));
  if (parts.length !== 4 || parts.some((p) => !Number.isFinite(p))) return v;
  return `cubic-bezier(${parts.join(', ')})`;
}

/** The shape of an easing: where it is slow (below/above the diagonal at the start and end). */
export function easingFamily(value: string): EasingFamily {
  const v = normalizeEasing(value);
  if (v.startsWith('steps(') || v === 'step-start' || v === 'step-end') return 'steps';
  if (v === 'ease') return 'ease';
  let points = KEYWORD_EASINGS[v];
  const m = /^cubic-bezier\(([^)]*)\)$/.exec(v);
  if (m) points = m[1]!.split(',').map(Number) as [number, number, number, number];
  if (!points) return v.startsWith('linear') ? 'linear' : 'ease';
  const [x1, y1, x2, y2] = points;
  if (y1 < 0 || y1 > 1 || y2 < 0 || y2 > 1) return 'overshoot';
  const eps = 0.02;
  const slowStart = y1 < x1 - eps;
  const slowEnd = y2 > x2 + eps;
  if (slowStart && slowEnd) return 'ease-in-out';
  if (slowEnd) return 'ease-out';
  if (slowStart) return 'ease-in';
  return 'linear';
}

interface Acc {
  nodes: Set<string>;
  rules: number;
  properties: Map<string, number>;
  evidence: string[];
}

const acc = (): Acc => ({ nodes: new Set(), rules: 0, properties: new Map(), evidence: [] });

/** Cyclic list access, as CSS repeats transition lists to the length of transition-property. */
const at = (list: string[], i: number): string => list[i % list.length] ?? '';

function parseTransitionShorthand(value: string): { property: string; duration: number | null; easing: string | null }[] {
  return splitTopLevel(value, ',').map((item) => {
    const tokens = splitTopLevel(item.trim(), ' ').map((t) => t.trim()).filter(Boolean);
    let duration: number | null = null;
    let easing: string | null = null;
    let property = 'all';
    for (const t of tokens) {
      const ms = timeMs(t);
      if (ms !== null) {
        duration ??= ms;
        continue;
      }
      if (t in KEYWORD_EASINGS || /^(cubic-bezier|steps|linear)\(/i.test(t) || /^step-(start|end)$/.test(t)) easing = normalizeEasing(t);
      else if (/^[a-z-]+$/i.test(t)) property = t.toLowerCase();
    }
    return { property, duration, easing };
  });
}

export interface TransitionEntry {
  property: string;
  ms: number;
  easing: string;
}

/** Computed transition lists repeat across thousands of nodes: a bounded memo of the pure parse. */
const entriesMemo = new Map<string, readonly TransitionEntry[]>();

/** The non-zero entries of a node's computed transition lists (shared, read-only). */
export function transitionEntries(node: CapturedNode): readonly TransitionEntry[] {
  const duration = node.style['transition-duration'] ?? '0s';
  if (duration === '0s') return [];
  const key = `${duration}|${node.style['transition-property'] ?? 'all'}|${node.style['transition-timing-function'] ?? 'ease'}`;
  const hit = entriesMemo.get(key);
  if (hit) return hit;
  if (entriesMemo.size >= 1024) entriesMemo.clear();
  const entries = parseEntries(duration, node.style['transition-property'] ?? 'all', node.style['transition-timing-function'] ?? 'ease');
  entriesMemo.set(key, entries);
  return entries;
}

function parseEntries(duration: string, property: string, timing: string): TransitionEntry[] {
  const ds = splitTopLevel(duration, ',');
  const props = splitTopLevel(property, ',');
  const fns = splitTopLevel(timing, ',');
  const out: TransitionEntry[] = [];
  for (let i = 0; i < props.length; i++) {
    const ms = timeMs(at(ds, i));
    const property = at(props, i).trim();
    if (ms === null || ms <= 0 || property === 'none') continue;
    out.push({ property, ms, easing: normalizeEasing(at(fns, i)) });
  }
  return out;
}

/** Transitions computed on the nodes, and declared in stylesheets (reduced-motion rules left out). */
export function motionSummary(ctx: AnalysisContext, nodes: readonly CapturedNode[]): MotionSummary {
  const durations = new Map<number, Acc>();
  const easings = new Map<string, Acc>();
  const easingVars = new Map<string, Set<string>>();
  const get = <K>(map: Map<K, Acc>, key: K): Acc => {
    let a = map.get(key);
    if (!a) map.set(key, (a = acc()));
    return a;
  };

  for (const node of nodes) {
    for (const { property, ms, easing } of transitionEntries(node)) {
      const d = get(durations, ms);
      d.nodes.add(node.id);
      d.properties.set(property, (d.properties.get(property) ?? 0) + 1);
      if (d.evidence.length < 5 && !d.evidence.includes(node.selector)) d.evidence.push(node.selector);
      get(easings, easing).nodes.add(node.id);
    }
  }

  const declared = new Map<string, { property: string; duration: number | null; easing: string | null }[] | null>();
  const applies = new Map<string, boolean>();
  let reducedMotion = 0;
  const keyframeUse = new Map<string, KeyframesToken['used_by']>();
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      if (rule.media && /prefers-reduced-motion/i.test(rule.media)) {
        reducedMotion++;
        continue;
      }
      if (rule.media !== null) {
        if (!applies.has(rule.media)) applies.set(rule.media, mediaApplies(rule.media, ctx.capture.viewport));
        if (!applies.get(rule.media)) continue;
      }
      for (const d of rule.declarations) {
        if (d.property === 'transition' || d.property === 'transition-duration' || d.property === 'transition-timing-function') {
          const memoKey = `${d.property}:${d.value}`;
          let items = declared.get(memoKey);
          if (items === undefined) {
            const value = resolveVars(ctx, null, d.value);
            items = value === null ? null
              : d.property === 'transition' ? parseTransitionShorthand(value)
              : d.property === 'transition-duration' ? splitTopLevel(value, ',').map((t) => ({ property: 'all', duration: timeMs(t), easing: null }))
              : splitTopLevel(value, ',').map((t) => ({ property: 'all', duration: null, easing: normalizeEasing(t) }));
            declared.set(memoKey, items);
          }
          if (items === null) continue;
          for (const item of items) {
            if (item.duration !== null && item.duration > 0) {
              const a = get(durations, item.duration);
              a.rules++;
              if (a.evidence.length < 5 && !a.evidence.includes(rule.selector)) a.evidence.push(rule.selector);
            }
            if (item.easing !== null && (item.duration === null || item.duration > 0)) get(easings, item.easing).rules++;
          }
        } else if (d.property === 'animation' || d.property === 'animation-name') {
          const value = resolveVars(ctx, null, d.value) ?? d.value;
          for (const item of splitTopLevel(value, ',')) {
            const tokens = item.trim().split(/\s+/);
            const times = tokens.map(timeMs).filter((t): t is number => t !== null);
            const easing = tokens.find((t) => t in KEYWORD_EASINGS || /^(cubic-bezier|steps)\(/.test(t)) ?? null;
            const iterations = tokens.find((t) => t === 'infinite' || /^\d+(\.\d+)?$/.test(t)) ?? null;
            for (const name of tokens) {
              const list = keyframeUse.get(name) ?? [];
              if (list.length < 5) list.push({ selector: rule.selector, duration_ms: d.property === 'animation' ? (times[0] ?? null) : null, easing: easing ? normalizeEasing(easing) : null, iterations });
              keyframeUse.set(name, list);
            }
          }
        }
      }
    }
  }

  // Easing provenance: root variables holding an easing (`--ease-out: cubic-bezier(…)`).
  for (const [name, value] of rootVariables(ctx)) {
    const e = normalizeEasing(value);
    if (easings.has(e) && /^(cubic-bezier|steps|linear)\(|^ease/.test(e)) {
      const set = easingVars.get(e) ?? new Set<string>();
      set.add(name);
      easingVars.set(e, set);
    }
  }

  const topProps = (m: Map<string, number>): string[] => [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5).map(([p]) => p);
  const durationTokens = [...durations]
    .filter(([, a]) => a.nodes.size > 0 || a.rules > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([ms, a]): DurationToken => ({ ms, name: durationName(ms), nodes: a.nodes.size, rules: a.rules, properties: topProps(a.properties), evidence: a.evidence }));
  const easingTokens = [...easings]
    .map(([value, a]): EasingToken => ({ value, family: easingFamily(value), nodes: a.nodes.size, rules: a.rules, css_variables: [...(easingVars.get(value) ?? [])].sort() }))
    .sort((a, b) => b.nodes - a.nodes || b.rules - a.rules || (a.value < b.value ? -1 : 1));

  return { durations: durationTokens, easings: easingTokens, keyframes: keyframesOf(ctx, keyframeUse), reduced_motion_rules: reducedMotion };
}

function keyframesOf(ctx: AnalysisContext, use: Map<string, KeyframesToken['used_by']>): KeyframesToken[] {
  const byName = new Map<string, KeyframesToken>();
  for (const sheet of ctx.stylesheets()) {
    for (const k of sheet.keyframes) {
      if (!k.name) continue;
      const properties = [...new Set(k.steps.flatMap((s) => s.declarations.map((d) => d.property)))].slice(0, 8);
      byName.set(k.name, { name: k.name, properties, steps: k.steps.length, used_by: use.get(k.name) ?? [] });
    }
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
