/**
 * Palette part of the colors comparer: every color the source paints (its clusters of
 * near-duplicates, weighted by painted area) is matched to a distinct reference token by an
 * optimal assignment on CIEDE2000 (issue 5 §2). A source color costs its area share times
 * 1 − closeness(ΔE00), so off-palette area lowers the score smoothly (dead zone ΔE00 ≤ 1).
 *
 * "Distinct": when two source colors compete for one token, the one left over is scored as a
 * duplicate shade (its nearest distance plus DUPLICATE_PENALTY), never for free — a page that
 * paints three near-greys where the reference has one grey pays for two of them.
 */
import type { Cluster } from '../../analyze/sections/colors-palette.js';
import { optimalAssignment } from './colors-assignment.js';
import { closeness, nearestTokens, tokenDistance, type ColorModel, type ColorToken } from './colors-model.js';

/** ΔE00 added to a source color that only finds a token already taken by another source color. */
export const DUPLICATE_PENALTY = 4;

export interface PaletteMatch {
  cluster: Cluster;
  hex: string;
  /** Share of the source's painted area. */
  share: number;
  /** The token the optimal assignment gave it; null when it was left a duplicate shade. */
  assigned: ColorToken | null;
  /** The nearest token, taken or not (what a recommendation names). */
  nearest: ColorToken | null;
  nearestDistance: number;
  /** The distance the score used (to the assigned token, or nearest + penalty). */
  distance: number;
  /** This color's loss of palette score: share × (1 − closeness(distance)). */
  cost: number;
}

export interface PaletteReading {
  /** 1 − Σ cost; null when the source paints nothing or the reference has no tokens. */
  score: number | null;
  matches: PaletteMatch[];
}

export function matchPalette(src: ColorModel, tokens: readonly ColorToken[]): PaletteReading {
  const total = src.clustering.totalArea;
  const clusters = src.clustering.clusters.filter((c) => c.area > 0);
  if (total <= 0 || clusters.length === 0 || tokens.length === 0) return { score: null, matches: [] };
  const rows = clusters.map((cluster) => {
    const share = cluster.area / total;
    const distances = tokens.map((t) => tokenDistance(cluster.hex, t));
    const [first] = nearestTokens(cluster.hex, tokens);
    return { cluster, share, distances, nearest: first!.token, nearestDistance: first!.distance };
  });
  // Columns: the tokens, then one "duplicate shade" column per row (any row may take any of them).
  const cost = rows.map((r) => {
    const duplicate = r.share * (1 - closeness(r.nearestDistance + DUPLICATE_PENALTY));
    return [...r.distances.map((d) => r.share * (1 - closeness(d))), ...rows.map(() => duplicate)];
  });
  const assignment = optimalAssignment(cost);
  const matches = rows.map((r, i): PaletteMatch => {
    const column = assignment[i]!;
    const assigned = column < tokens.length ? tokens[column]! : null;
    const distance = assigned ? r.distances[column]! : r.nearestDistance + DUPLICATE_PENALTY;
    return { cluster: r.cluster, hex: r.cluster.hex, share: r.share, assigned, nearest: r.nearest, nearestDistance: r.nearestDistance, distance, cost: cost[i]![column]! };
  });
  const loss = matches.reduce((sum, m) => sum + m.cost, 0);
  return { score: Math.max(0, Math.min(1, 1 - loss)), matches };
}
