/**
 * The `elevation` section (spec §2.3; issue 3: "shadow scale with parsed layers, z-index layers").
 *
 * Every distinct box-shadow of the visible page (default state, plus the shadows components take
 * on :hover/:focus-visible/:active) is parsed into layers, stripped of layers that paint nothing,
 * and sorted into drop shadows (the elevation scale, ordered by strength and named xs…2xl),
 * rings (hard spreads: borders and focus rings drawn with box-shadow) and inset shadows.
 */
import type { Capture, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { kindCounts, type ShapeKind } from '../derived/shape-kinds.js';
import { compare, examplesOf, inCaptureOrder, push, shapeScope, stepNames, type NodeExample } from '../derived/shape-scope.js';
import { formatShadow, paintedLayers, parseShadow, shadowKind, shadowStrength, shadowWeight, type ShadowKind, type ShadowLayer } from '../derived/shape-shadow.js';
import { rootFontPx, variablesNamed } from '../derived/shape-tokens.js';
import { NEUTRAL_CHROMA, parseColor } from '../shared/color.js';
import { zLayers, type ZLayer } from './elevation-z.js';

export type { ShadowLayer } from '../derived/shape-shadow.js';
export type { LayerRole, ZLayer } from './elevation-z.js';

type State = 'hover' | 'focus-visible' | 'active';

export interface ShadowToken {
  /** Scale step (`xs`…`2xl`, by strength on this page); null outside the scale (colored, rings, insets). */
  name: string | null;
  /** Canonical CSS (`0px 1px 3px 0px rgb(0 0 0 / 0.1), …`), painted layers only. */
  value: string;
  layers: ShadowLayer[];
  kind: ShadowKind;
  /** Largest `blur + |y|` of the outer layers, px: the ordering key of the scale. */
  strength: number;
  /** A layer has a chromatic color (a glow in the brand color rather than a gray shadow). */
  colored: boolean;
  /** Elements showing it by default. */
  count: number;
  /** Elements taking it on under a forced state. */
  states: Record<State, number>;
  kinds: { kind: ShapeKind | 'other'; count: number }[];
  css_variables: string[];
  examples: NodeExample[];
}

export interface TextShadowUse {
  value: string;
  layers: ShadowLayer[];
  count: number;
  examples: NodeExample[];
}

export interface ElevationSection {
  shadows: {
    /** Neutral drop shadows, weakest first, named xs…2xl (all drop shadows when every one is tinted). */
    scale: ShadowToken[];
    /** Drop shadows in a chromatic color (brand glows, tinted button shadows), weakest first, unnamed. */
    colored: ShadowToken[];
    rings: ShadowToken[];
    insets: ShadowToken[];
  };
  z_index: { layers: ZLayer[] };
  text_shadows: TextShadowUse[];
  summary: {
    /** Elements showing a drop shadow by default. */
    shadowed_elements: number;
    /** `flat` (no drop shadows), `subtle` (all of the scale weak, strength ≤ 8px), `layered` otherwise. */
    style: 'flat' | 'subtle' | 'layered';
  };
  findings?: Finding[];
}

export const elevationAnalyzer: Analyzer<ElevationSection> = {
  id: 'elevation',
  requires: ['nodes'],
  analyze: analyzeElevation,
};

interface Group {
  layers: ShadowLayer[];
  defaultNodes: CapturedNode[];
  stateNodes: CapturedNode[];
  states: Record<State, number>;
}

export function analyzeElevation(_capture: Capture, ctx: AnalysisContext): ElevationSection {
  const findings: Finding[] = [];
  const remPx = rootFontPx(ctx);
  const groups = new Map<string, Group>();
  const unreadable = new Set<string>();
  const add = (node: CapturedNode, value: string | undefined, state: State | null): void => {
    if (!value || value === 'none') return;
    const layers = parseShadow(value, { remPx });
    if (!layers) {
      unreadable.add(value);
      return;
    }
    const painted = paintedLayers(layers);
    if (painted.length === 0) return;
    const key = formatShadow(painted);
    const group = groups.get(key) ?? { layers: painted, defaultNodes: [], stateNodes: [], states: { hover: 0, 'focus-visible': 0, active: 0 } };
    if (state === null) group.defaultNodes.push(node);
    else {
      group.states[state]++;
      if (!group.stateNodes.includes(node)) group.stateNodes.push(node);
    }
    groups.set(key, group);
  };

  const scope = shapeScope(ctx).nodes;
  const inScope = new Map(scope.map((n) => [n.id, n]));
  for (const node of scope) add(node, node.style['box-shadow'], null);
  for (const s of ctx.capture.states) {
    const node = inScope.get(s.node_id);
    if (node && 'box-shadow' in s.changed) add(node, s.changed['box-shadow'], s.state);
  }
  for (const value of [...unreadable].sort(compare)) findings.push({ message: `box-shadow "${value}" could not be parsed`, evidence: value });

  const variables = shadowVariables(ctx, remPx);
  const tokens = [...groups].map(([value, g]) => toToken(ctx, value, g, variables.get(value) ?? []));
  const byStrength = (a: ShadowToken, b: ShadowToken): number => a.strength - b.strength || shadowWeight(a.layers) - shadowWeight(b.layers) || compare(a.value, b.value);
  const drops = tokens.filter((t) => t.kind === 'drop');
  // Gray shadows are the elevation scale; brand-tinted glows sit beside it (unless they are all there is).
  const neutral = drops.filter((t) => !t.colored);
  const scale = (neutral.length > 0 ? neutral : drops).sort(byStrength);
  const colored = neutral.length > 0 ? drops.filter((t) => t.colored).sort(byStrength) : [];
  stepNames(scale.length).forEach((name, i) => (scale[i]!.name = name));
  const byUse = (a: ShadowToken, b: ShadowToken): number => b.count - a.count || compare(a.value, b.value);

  const section: ElevationSection = {
    shadows: { scale, colored, rings: tokens.filter((t) => t.kind === 'ring').sort(byUse), insets: tokens.filter((t) => t.kind === 'inset').sort(byUse) },
    z_index: { layers: zLayers(ctx) },
    text_shadows: textShadows(scope, remPx),
    summary: {
      shadowed_elements: drops.reduce((sum, t) => sum + t.count, 0),
      style: scale.length === 0 ? 'flat' : scale.every((t) => t.strength <= 8) ? 'subtle' : 'layered',
    },
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}

function toToken(ctx: AnalysisContext, value: string, g: Group, cssVariables: string[]): ShadowToken {
  const all = inCaptureOrder(ctx, [...g.defaultNodes, ...g.stateNodes.filter((n) => !g.defaultNodes.includes(n))]);
  return {
    name: null,
    value,
    layers: g.layers,
    kind: shadowKind(g.layers),
    strength: shadowStrength(g.layers),
    colored: g.layers.some((l) => l.color !== null && (parseColor(l.color)?.oklch.c ?? 0) >= NEUTRAL_CHROMA),
    count: g.defaultNodes.length,
    states: g.states,
    kinds: kindCounts(ctx, all),
    css_variables: cssVariables,
    examples: examplesOf(g.defaultNodes.length > 0 ? g.defaultNodes : all),
  };
}

/**
 * Canonical shadow value → the custom properties declaring it (`--shadow-card`). Tailwind's
 * per-element plumbing (`--tw-shadow`, `--tw-ring-*`) is not a token and is skipped.
 */
function shadowVariables(ctx: AnalysisContext, remPx: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const v of variablesNamed(ctx, /shadow|elevation|depth/i)) {
    if (v.name.startsWith('--tw-')) continue;
    const layers = parseShadow(v.value, { remPx });
    const painted = layers ? paintedLayers(layers) : [];
    if (painted.length === 0) continue;
    const key = formatShadow(painted);
    push(out, key, v.name);
  }
  return out;
}

function textShadows(nodes: readonly CapturedNode[], remPx: number): TextShadowUse[] {
  const groups = new Map<string, { layers: ShadowLayer[]; nodes: CapturedNode[] }>();
  for (const node of nodes) {
    const value = node.style['text-shadow'];
    if (!value || value === 'none' || node.text.trim() === '') continue;
    const layers = parseShadow(value, { remPx });
    const painted = layers ? layers.filter((l) => l.alpha > 0 && (l.x !== 0 || l.y !== 0 || l.blur > 0)) : [];
    if (painted.length === 0) continue;
    const key = formatShadow(painted, { spread: false });
    const g = groups.get(key) ?? { layers: painted, nodes: [] };
    g.nodes.push(node);
    groups.set(key, g);
  }
  return [...groups]
    .map(([value, g]) => ({ value, layers: g.layers, count: g.nodes.length, examples: examplesOf(g.nodes) }))
    .sort((a, b) => b.count - a.count || compare(a.value, b.value));
}
