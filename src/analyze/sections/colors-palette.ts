/**
 * Groups every painted color into clusters of near-duplicates (CIEDE2000 ≤ 2 from the cluster's
 * representative, the member with the most painted area) and turns them into palette entries.
 *
 * Greedy and deterministic: distinct colors are taken by painted area (then hex), each joins the
 * first existing cluster within ΔE ≤ 2 or starts a new one. Near-duplicates appear on real sites
 * as anti-aliased tints, `opacity` composites and slightly different grays from two CSS sources.
 */
import type { AnalysisContext } from '../context.js';
import { deltaE2000Lab, hueBucket, parseColor, toLab, type LabColor, type ParsedColor } from '../shared/color.js';
import { colorSamples, type SampleKind } from './colors-scope.js';
import type { ColorRoleName, PaletteEntry } from './colors-types.js';

export const MERGE_DELTA_E = 2;
const PALETTE_MAX = 40;

export interface ClusterMember {
  color: ParsedColor;
  area: number;
  nodes: Set<string>;
}

export interface Cluster {
  /** The representative: the member with the most painted area. */
  hex: string;
  color: ParsedColor;
  lab: LabColor;
  members: Map<string, ClusterMember>;
  area: number;
  nodes: Set<string>;
  kinds: Set<SampleKind>;
}

export interface Clustering {
  /** By area (desc), then hex. */
  clusters: readonly Cluster[];
  totalArea: number;
  /** The cluster a color belongs to: an exact member, else the nearest representative within ΔE ≤ 2. */
  clusterOf(hex: string): Cluster | null;
}

/** Lab coordinates per hex, cached for the run (conversions dominate clustering time). */
export function labOf(ctx: AnalysisContext, hex: string): LabColor {
  const cache = ctx.derive('colors:lab', () => new Map<string, LabColor>());
  let lab = cache.get(hex);
  if (!lab) {
    lab = toLab(hex);
    cache.set(hex, lab);
  }
  return lab;
}

export function distance(ctx: AnalysisContext, a: string, b: string): number {
  return a === b ? 0 : deltaE2000Lab(labOf(ctx, a), labOf(ctx, b));
}

export function colorClusters(ctx: AnalysisContext): Clustering {
  return ctx.derive('colors:clusters', () => {
    const distinct = new Map<string, ClusterMember & { kinds: Set<SampleKind> }>();
    let totalArea = 0;
    for (const s of colorSamples(ctx)) {
      const entry = distinct.get(s.hex) ?? { color: s.color, area: 0, nodes: new Set<string>(), kinds: new Set<SampleKind>() };
      entry.area += s.area;
      entry.nodes.add(s.node_id);
      entry.kinds.add(s.kind);
      distinct.set(s.hex, entry);
      totalArea += s.area;
    }
    const ordered = [...distinct.entries()].sort(([ha, a], [hb, b]) => b.area - a.area || b.nodes.size - a.nodes.size || (ha < hb ? -1 : 1));
    const clusters: Cluster[] = [];
    const byHex = new Map<string, Cluster>();
    for (const [hex, entry] of ordered) {
      const lab = labOf(ctx, hex);
      let target = clusters.find((c) => deltaE2000Lab(c.lab, lab) <= MERGE_DELTA_E);
      if (!target) {
        target = { hex, color: entry.color, lab, members: new Map(), area: 0, nodes: new Set(), kinds: new Set() };
        clusters.push(target);
      }
      target.members.set(hex, { color: entry.color, area: entry.area, nodes: entry.nodes });
      target.area += entry.area;
      for (const n of entry.nodes) target.nodes.add(n);
      for (const k of entry.kinds) target.kinds.add(k);
      byHex.set(hex, target);
    }
    clusters.sort((a, b) => b.area - a.area || b.nodes.size - a.nodes.size || (a.hex < b.hex ? -1 : 1));
    const clusterOf = (hex: string): Cluster | null => {
      const exact = byHex.get(hex);
      if (exact) return exact;
      const lab = labOf(ctx, hex);
      let best: Cluster | null = null;
      let bestDistance = MERGE_DELTA_E;
      for (const c of clusters) {
        const d = deltaE2000Lab(c.lab, lab);
        if (d <= bestDistance) {
          best = c;
          bestDistance = d;
        }
      }
      return best;
    };
    return { clusters, totalArea, clusterOf };
  });
}

export interface PaletteInput {
  /** Role values (hex) by role. */
  roles: Partial<Record<ColorRoleName, string | null>>;
  /** Variable name → its color (hex) in the rendered scheme. */
  variables: ReadonlyMap<string, string>;
  /** Colors known from the head (theme-color, manifest) but maybe not painted. */
  extra: { hex: string; source: string }[];
}

/** Palette entries (spec §2.3 issue 3 shape), by area then hex; tiny single-node colors left out. */
export function buildPalette(ctx: AnalysisContext, input: PaletteInput): { palette: PaletteEntry[]; omitted: number; distinct: number } {
  const { clusters, totalArea, clusterOf } = colorClusters(ctx);
  const entries = new Map<Cluster | string, PaletteEntry>();
  const entryFor = (cluster: Cluster): PaletteEntry => {
    let entry = entries.get(cluster);
    if (!entry) {
      const merged = [...cluster.members.entries()].filter(([hex]) => hex !== cluster.hex).map(([hex, m]) => ({ value: hex, elements: m.nodes.size }));
      merged.sort((a, b) => b.elements - a.elements || (a.value < b.value ? -1 : 1));
      entry = {
        value: cluster.hex,
        oklch: cluster.color.oklch,
        hue: hueBucket(cluster.color),
        usage: { elements: cluster.nodes.size, area_ratio: totalArea > 0 ? round(cluster.area / totalArea, 4) : 0 },
        roles: [],
        css_variables: [],
        sources: [...cluster.kinds].sort(),
        merged,
      };
      entries.set(cluster, entry);
    }
    return entry;
  };
  /** A color with no painted cluster gets an entry of its own (usage 0). */
  const entryForHex = (hex: string): PaletteEntry => {
    const cluster = clusterOf(hex);
    if (cluster) return entryFor(cluster);
    let entry = entries.get(hex);
    if (!entry) {
      const color = parseColor(hex)!;
      entry = { value: hex, oklch: color.oklch, hue: hueBucket(color), usage: { elements: 0, area_ratio: 0 }, roles: [], css_variables: [], sources: [], merged: [] };
      entries.set(hex, entry);
    }
    return entry;
  };

  const keep = new Set<PaletteEntry>();
  for (const c of clusters) {
    const e = entryFor(c);
    if (e.usage.area_ratio >= 0.0005 || e.usage.elements >= 2) keep.add(e);
  }
  for (const [role, hex] of Object.entries(input.roles)) {
    if (!hex) continue;
    const e = entryForHex(hex);
    e.roles.push(role as ColorRoleName);
    keep.add(e);
  }
  for (const { hex, source } of input.extra) {
    const cluster = clusterOf(hex);
    const e = cluster ? entryFor(cluster) : entryForHex(hex);
    if (!e.sources.includes(source)) e.sources.push(source);
  }
  for (const [name, hex] of input.variables) {
    const cluster = clusterOf(hex);
    if (cluster) entryFor(cluster).css_variables.push(name);
    else entries.get(hex)?.css_variables.push(name);
  }

  const ranked = [...keep].sort((a, b) => b.usage.area_ratio - a.usage.area_ratio || b.usage.elements - a.usage.elements || (a.value < b.value ? -1 : 1));
  const withRoles = ranked.filter((e) => e.roles.length > 0);
  const palette = [...new Set([...withRoles, ...ranked.slice(0, PALETTE_MAX)])]
    .sort((a, b) => b.usage.area_ratio - a.usage.area_ratio || b.usage.elements - a.usage.elements || (a.value < b.value ? -1 : 1));
  for (const e of palette) {
    e.css_variables.sort();
    e.sources.sort();
    e.roles.sort((a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b));
  }
  return { palette, omitted: clusters.length - palette.filter((e) => e.usage.elements > 0).length, distinct: [...clusters].reduce((n, c) => n + c.members.size, 0) };
}

const ROLE_ORDER: readonly ColorRoleName[] = ['primary', 'secondary', 'accent', 'background', 'surface', 'text', 'text_muted', 'link', 'border'];

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
