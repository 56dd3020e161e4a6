/**
 * What a group of nodes (a component kind, a button cluster) does under :hover, :focus-visible
 * and :active: the forced-state diffs of its probed nodes, aggregated per property, or — when
 * the crawler probed none of them (cards are not focusable; the probe may have failed) — the
 * stylesheet rules that target them in that state.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { parseColor } from '../shared/color.js';
import { declaredStyle, type DeclaredValue } from './interactions-css.js';
import { changeText, forcedStates, normalizeChanges, probedNodeIds, sortChanges, type StateChange, type StateName } from './interactions-state-diff.js';

export interface StateEffect {
  property: string;
  /** The most common transition of this property in the group. */
  from: string | null;
  to: string;
  /** Nodes showing exactly this transition. */
  count: number;
  /** Nodes where this property changes (any values). */
  nodes: number;
  /** `nodes` over the nodes read for this state. */
  share: number;
  /** Other transitions of the same property, most common first (at most 2). */
  others?: { from: string | null; to: string; nodes: number }[];
}

export interface StateSummary {
  /** forced-state: Chromium computed the state (CSS.forcePseudoState); stylesheet: matched :hover/… rules. */
  source: 'forced-state' | 'stylesheet';
  /** Nodes read for this state. */
  nodes: number;
  /** Nodes that visibly change. */
  changed: number;
  effects: StateEffect[];
  /**
   * One line per property that changes on at least half the nodes: `background-color #e4572e →
   * #c8441f` (suffixed `(3 of 4)` when not all nodes change) when they all change alike, else
   * `background-color changes on 6 of 10 (most often #e4572e → #c8441f)`.
   */
  summary: string[];
  /** Node ids (forced) or selectors (stylesheet) it was read from, at most 5. */
  evidence: string[];
}

export type StateSet = { hover: StateSummary | null; focus_visible: StateSummary | null; active: StateSummary | null };

const STYLESHEET_SAMPLE = 40;
const SIDES = ['top', 'right', 'bottom', 'left'];
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'];

/** Declared state values (shorthands included) as computed-style longhands, for `normalizeChanges`. */
export function declaredToChanged(declared: ReadonlyMap<string, DeclaredValue>): Record<string, string> {
  const out: Record<string, string> = {};
  const set4 = (pattern: (s: string) => string, list: string[], value: string): void => {
    for (const s of list) out[pattern(s)] = value;
  };
  const tokens = (v: string): string[] => v.split(/\s+(?![^(]*\))/).filter(Boolean);
  for (const [property, { value }] of declared) {
    const v = value.replace(/\s*!important$/, '').trim();
    if (property === 'background' || property === 'background-color') {
      if (parseColor(v)) out['background-color'] = v;
      else if (/gradient\(/.test(v)) out['background-image'] = v;
    } else if (property === 'border' || property === 'border-color' || property === 'border-width') {
      for (const t of tokens(v)) {
        if (parseColor(t)) set4((s) => `border-${s}-color`, SIDES, t);
        else if (/^[\d.]+px$/.test(t)) set4((s) => `border-${s}-width`, SIDES, t);
      }
    } else if (property === 'border-radius') {
      if (/^[\d.]+(px|%)$/.test(v)) set4((c) => `border-${c}-radius`, CORNERS, v);
    } else if (property === 'outline') {
      if (/^(none|0)$/.test(v)) out['outline-style'] = 'none';
      for (const t of tokens(v)) {
        if (/^[\d.]+px$/.test(t)) out['outline-width'] = t;
        else if (/^(solid|dashed|dotted|double|auto)$/.test(t)) out['outline-style'] = t;
        else if (parseColor(t)) out['outline-color'] = t;
      }
    } else if (property === 'text-decoration' || property === 'text-decoration-line') {
      out['text-decoration-line'] = /underline/.test(v) ? 'underline' : /line-through/.test(v) ? 'line-through' : 'none';
    } else if (['color', 'box-shadow', 'opacity', 'transform', 'translate', 'scale', 'filter', 'outline-color', 'outline-offset', 'outline-width', 'outline-style', 'text-decoration-color', 'backdrop-filter'].includes(property)) {
      out[property] = v;
    } else if (/^border-(top|right|bottom|left)-color$/.test(property)) out[property] = v;
  }
  return out;
}

/** The state of a group of nodes; null when nothing is known (no probe, no matching rule). */
export function summarizeState(ctx: AnalysisContext, nodes: readonly CapturedNode[], state: StateName): StateSummary | null {
  const probed = probedNodeIds(ctx);
  const forcedNodes = nodes.filter((n) => probed.has(n.id));
  const perNode: { id: string; changes: StateChange[] }[] = [];
  let source: StateSummary['source'];
  const selectors = new Set<string>();
  // Actions and interactions read the same buttons: the per-node reading is memoized per run.
  const memo = ctx.derive('interactions:nodeStates', () => new Map<string, { changes: StateChange[]; selectors: string[] } | null>());
  if (forcedNodes.length > 0) {
    source = 'forced-state';
    const forced = forcedStates(ctx);
    for (const n of forcedNodes) {
      const key = `f|${n.id}|${state}`;
      let hit = memo.get(key);
      if (hit === undefined) memo.set(key, (hit = { changes: normalizeChanges(n, forced.get(n.id)?.[state] ?? {}), selectors: [] }));
      perNode.push({ id: n.id, changes: hit!.changes });
    }
  } else {
    source = 'stylesheet';
    for (const n of nodes.slice(0, STYLESHEET_SAMPLE)) {
      const key = `s|${n.id}|${state}`;
      let hit = memo.get(key);
      if (hit === undefined) {
        const declared = declaredStyle(ctx, n, state);
        hit = declared.size === 0 ? null : { changes: normalizeChanges(n, declaredToChanged(declared)), selectors: [...new Set([...declared.values()].map((d) => d.selector))] };
        memo.set(key, hit);
      }
      if (hit === null) continue;
      for (const sel of hit.selectors) if (selectors.size < 5) selectors.add(sel);
      perNode.push({ id: n.id, changes: hit.changes });
    }
    if (perNode.length === 0) return null;
  }
  return aggregate(perNode, source, [...selectors]);
}

function aggregate(perNode: { id: string; changes: StateChange[] }[], source: StateSummary['source'], selectors: string[]): StateSummary {
  const byProperty = new Map<string, { nodes: Set<string>; pairs: Map<string, { from: string | null; to: string; nodes: number; first: number }> }>();
  let order = 0;
  for (const { id, changes } of perNode) {
    for (const c of changes) {
      const entry = byProperty.get(c.property) ?? { nodes: new Set<string>(), pairs: new Map() };
      entry.nodes.add(id);
      const k = `${c.from}→${c.to}`;
      const pair = entry.pairs.get(k) ?? { from: c.from, to: c.to, nodes: 0, first: order++ };
      pair.nodes++;
      entry.pairs.set(k, pair);
      byProperty.set(c.property, entry);
    }
  }
  const total = perNode.length;
  const effects = sortChanges(
    [...byProperty].map(([property, { nodes, pairs }]) => {
      const ranked = [...pairs.values()].sort((a, b) => b.nodes - a.nodes || a.first - b.first);
      const top = ranked[0]!;
      const effect: StateEffect = { property, from: top.from, to: top.to, count: top.nodes, nodes: nodes.size, share: Math.round((nodes.size / total) * 100) / 100 };
      if (ranked.length > 1) effect.others = ranked.slice(1, 3).map(({ from, to, nodes: n }) => ({ from, to, nodes: n }));
      return effect;
    }),
  ).sort((a, b) => b.nodes - a.nodes);
  const changedIds = perNode.filter((p) => p.changes.length > 0).map((p) => p.id);
  return {
    source,
    nodes: total,
    changed: changedIds.length,
    effects,
    summary: effects.filter((e) => e.share >= 0.5).map((e) => summaryLine(e, total)),
    evidence: source === 'forced-state' ? changedIds.slice(0, 5) : selectors,
  };
}

function summaryLine(e: StateEffect, total: number): string {
  if (e.count === e.nodes) return e.nodes === total ? changeText(e) : `${changeText(e)} (${e.nodes} of ${total})`;
  return `${e.property} changes on ${e.nodes} of ${total} (most often ${changeText({ ...e, property: '' }).trim()})`;
}

/** All three states of a group. */
export function summarizeStates(ctx: AnalysisContext, nodes: readonly CapturedNode[]): StateSet {
  return {
    hover: summarizeState(ctx, nodes, 'hover'),
    focus_visible: summarizeState(ctx, nodes, 'focus-visible'),
    active: summarizeState(ctx, nodes, 'active'),
  };
}
