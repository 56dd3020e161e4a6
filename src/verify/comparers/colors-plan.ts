/**
 * The colors reading of one (reference, source) pair and its fix plan, shared by the colors and
 * contrast comparers so their fixes never disagree (memoized per pair of side objects).
 *
 * Fix plan (issue 5 §2 "snap only when unambiguous … and contrast still passes"):
 * 1. Role snaps: carriers of a role whose color is off the reference's role value get that value,
 *    when both sides name the role clearly and no other role claims the same element/property
 *    with another target.
 * 2. Palette snaps: any other painted background/text/border color off the palette gets its
 *    nearest reference token, when that token is at most half as far as the second nearest.
 * 3. Contrast safety: a background snap must leave the text painted on it acceptable (AA, a pair
 *    the reference renders, or no worse than now); a text snap must start and end acceptable on
 *    the (possibly snapped) backdrop — text failing now is the contrast comparer's to fix.
 */
import type { ColorRoleName } from '../../analyze/sections/colors-types.js';
import type { JudgeSide } from '../types.js';
import { closeness, colorModel, deltaE, DEAD_ZONE, nearestTokens, referenceTokens, unambiguousNearest, type ColorModel, type ColorProperty, type ColorToken, type PaintUse } from './colors-model.js';
import { matchPalette, type PaletteReading } from './colors-palette.js';
import { roleChecks, type RoleCheck } from './colors-roles.js';
import { acceptable, ratio, referencePairs, type ReferencePairs } from './colors-safety.js';

/** Weights of the two parts of the colors score. */
export const PART_WEIGHTS = { roles: 0.6, palette: 0.4 };

export interface PlannedSnap {
  node_id: string;
  selector: string;
  property: ColorProperty;
  from: string;
  to: string;
  token: string;
  role: ColorRoleName | null;
  /** Estimated loss of colors score this paint causes now. */
  loss: number;
}

export interface BlockedSnap {
  node_id: string;
  property: ColorProperty;
  from: string;
  to: string | null;
  reason: 'ambiguous token' | 'roles disagree' | 'contrast' | 'text fails contrast now';
}

export interface RoleClaim {
  check: RoleCheck;
  target: string;
}

export interface ColorsPair {
  ref: ColorModel;
  src: ColorModel;
  tokens: ColorToken[];
  checks: RoleCheck[];
  roleScore: number | null;
  palette: PaletteReading;
  refPairs: ReferencePairs;
  /** Per `node_id|property`: the role claiming it, or null when roles with different targets do. */
  claims: Map<string, RoleClaim | null>;
  snaps: PlannedSnap[];
  blocked: BlockedSnap[];
  /** Planned background per node id (for the contrast comparer's effective backdrops). */
  backgrounds: Map<string, string>;
  /**
   * Role snaps on text failing contrast now, left to the contrast comparer, which makes them
   * (its role rule) because the role value reads acceptably on the final backdrop.
   */
  deferred: PlannedSnap[];
}

export const useKey = (node_id: string, property: string): string => `${node_id}|${property}`;

const pairs = new WeakMap<JudgeSide, WeakMap<JudgeSide, ColorsPair>>();

export function colorsPair(reference: JudgeSide, source: JudgeSide): ColorsPair {
  let bySource = pairs.get(reference);
  if (!bySource) {
    bySource = new WeakMap();
    pairs.set(reference, bySource);
  }
  const hit = bySource.get(source);
  if (hit) return hit;
  const pair = buildPair(colorModel(reference), colorModel(source));
  bySource.set(source, pair);
  return pair;
}

function buildPair(ref: ColorModel, src: ColorModel): ColorsPair {
  const tokens = referenceTokens(ref);
  const checks = roleChecks(ref, src);
  const weightSum = checks.reduce((s, c) => s + c.weight, 0);
  const roleScore = weightSum > 0 ? checks.reduce((s, c) => s + c.weight * roleCredit(ref, c.current, c.distance), 0) / weightSum : null;
  const palette = matchPalette(src, tokens);
  const claims = new Map<string, RoleClaim | null>();
  for (const check of checks) {
    for (const u of check.carriers) {
      const key = useKey(u.node_id, u.property!);
      const prior = claims.get(key);
      if (prior === undefined) claims.set(key, { check, target: check.target });
      else if (prior !== null && deltaE(prior.target, check.target) > DEAD_ZONE) claims.set(key, null);
    }
  }
  const pair: ColorsPair = { ref, src, tokens, checks, roleScore, palette, refPairs: referencePairs(ref), claims, snaps: [], blocked: [], backgrounds: new Map(), deferred: [] };
  plan(pair, weightSum);
  return pair;
}

function plan(pair: ColorsPair, weightSum: number): void {
  const { src, tokens, claims, blocked } = pair;
  const candidates: PlannedSnap[] = [];
  const carrierArea = new Map<RoleCheck, number>();
  for (const c of pair.checks) carrierArea.set(c, c.carriers.reduce((s, u) => s + u.area, 0));
  for (const u of src.uses) {
    if (u.property === null) continue;
    const key = useKey(u.node_id, u.property);
    const claim = claims.get(key);
    if (claim === null) {
      if ((nearestTokens(u.hex, tokens)[0]?.distance ?? 0) > DEAD_ZONE) blocked.push({ node_id: u.node_id, property: u.property, from: u.hex, to: null, reason: 'roles disagree' });
      continue;
    }
    if (claim) {
      const check = claim.check;
      const d = deltaE(u.hex, check.target);
      if (d <= DEAD_ZONE || !check.fixable) continue;
      const share = (carrierArea.get(check) ?? 0) > 0 ? u.area / carrierArea.get(check)! : 0;
      const token = tokens.find((t) => t.value === check.target && t.roles.includes(check.role)) ? check.role : (tokens.find((t) => t.value === check.target)?.name ?? check.role);
      candidates.push({ node_id: u.node_id, selector: u.selector, property: u.property, from: u.hex, to: check.target, token, role: check.role, loss: PART_WEIGHTS.roles * (check.weight / weightSum) * (1 - closeness(check.distance)) * share });
      continue;
    }
    const nearest = unambiguousNearest(u.hex, tokens);
    if (nearest && nearest.distance <= DEAD_ZONE) continue;
    if (!nearest) {
      blocked.push({ node_id: u.node_id, property: u.property, from: u.hex, to: null, reason: 'ambiguous token' });
      continue;
    }
    const loss = src.totalArea > 0 ? PART_WEIGHTS.palette * (u.area / src.totalArea) * (1 - closeness(nearest.distance)) : 0;
    candidates.push({ node_id: u.node_id, selector: u.selector, property: u.property, from: u.hex, to: nearest.token.value, token: nearest.token.name, role: null, loss });
  }
  settle(pair, candidates);
}

/**
 * Keeps the candidates whose end state reads acceptably: every text touched by a snap (its color,
 * or the background it is painted on) must end up passing AA or repeating a reference pair; a
 * text whose color is not snapped may also just get no worse. Text failing now is left to the
 * contrast comparer. Failing pairs drop their text snap first, then their background snap,
 * until nothing fails (deterministic: capture order).
 */
function settle(pair: ColorsPair, candidates: readonly PlannedSnap[]): void {
  const { src, refPairs, blocked } = pair;
  const textSnaps = new Map<string, PlannedSnap>();
  const bgSnaps = new Map<string, PlannedSnap>();
  const textById = new Map(src.texts.map((t) => [t.node_id, t]));
  const failingRoleTexts: PlannedSnap[] = [];
  for (const s of candidates) {
    if (s.property === 'background-color') bgSnaps.set(s.node_id, s);
    else if (s.property === 'color') {
      const t = textById.get(s.node_id);
      if (!t) continue;
      if (acceptable(refPairs, t.hex, t.backdrop, t.large)) textSnaps.set(s.node_id, s);
      else {
        blocked.push({ node_id: s.node_id, property: s.property, from: s.from, to: s.to, reason: 'text fails contrast now' });
        if (s.role !== null) failingRoleTexts.push(s);
      }
    }
  }
  const drop = (snaps: Map<string, PlannedSnap>, id: string): void => {
    const s = snaps.get(id)!;
    snaps.delete(id);
    blocked.push({ node_id: s.node_id, property: s.property, from: s.from, to: s.to, reason: 'contrast' });
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const t of src.texts) {
      const textSnap = textSnaps.get(t.node_id);
      const bgSnap = t.backdrop_node !== null ? bgSnaps.get(t.backdrop_node) : undefined;
      if (!textSnap && !bgSnap) continue;
      const text = textSnap?.to ?? t.hex;
      const backdrop = bgSnap?.to ?? t.backdrop;
      if (acceptable(refPairs, text, backdrop, t.large)) continue;
      if (!textSnap && ratio(text, backdrop) + 1e-9 >= ratio(t.hex, t.backdrop)) continue;
      if (textSnap) drop(textSnaps, t.node_id);
      else drop(bgSnaps, t.backdrop_node!);
      changed = true;
    }
  }
  for (const s of candidates) {
    const kept = s.property === 'border-color' || (s.property === 'color' ? textSnaps.get(s.node_id) === s : bgSnaps.get(s.node_id) === s);
    if (!kept) continue;
    pair.snaps.push(s);
    if (s.property === 'background-color') pair.backgrounds.set(s.node_id, s.to);
  }
  for (const s of failingRoleTexts) {
    const t = textById.get(s.node_id)!;
    const backdrop = (t.backdrop_node !== null ? pair.backgrounds.get(t.backdrop_node) : undefined) ?? t.backdrop;
    if (acceptable(refPairs, s.to, backdrop, t.large)) pair.deferred.push(s);
  }
}

/** Snaps grouped into fixes: one per (property, from, to), worst first. */
export function groupSnaps(snaps: readonly PlannedSnap[]): { property: ColorProperty; from: string; to: string; token: string; uses: PlannedSnap[]; loss: number }[] {
  const groups = new Map<string, { property: ColorProperty; from: string; to: string; token: string; uses: PlannedSnap[]; loss: number }>();
  for (const s of snaps) {
    const key = `${s.property}|${s.from}|${s.to}`;
    const g = groups.get(key) ?? { property: s.property, from: s.from, to: s.to, token: s.token, uses: [], loss: 0 };
    g.uses.push(s);
    g.loss += s.loss;
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => b.loss - a.loss || (a.property + a.from + a.to < b.property + b.from + b.to ? -1 : 1));
}

/** Paints of the source in one of its clusters (a palette color), optionally one property only. */
export function usesOfCluster(src: ColorModel, hex: string): PaintUse[] {
  const cluster = src.clustering.clusterOf(hex);
  if (!cluster) return src.uses.filter((u) => u.hex === hex);
  return src.uses.filter((u) => cluster.members.has(u.hex));
}

/** A color the reference paints on at least this share of its page is one of its own colors. */
const PAINTED_SHARE = 0.01;
/** Credit for a role filled with a color the reference paints in another role (issue 10 §1). */
const ELSEWHERE_CREDIT = 0.5;

/**
 * A role's credit: closeness to the reference's color for that role, or — when the source fills
 * the role with a color the reference paints prominently elsewhere (a login page's dark canvas that
 * is the brand's footer, its danger red on the sign-in button) — half the closeness to that color.
 */
function roleCredit(ref: ColorModel, current: string | null, distance: number): number {
  const own = closeness(distance);
  if (current === null || ref.totalArea <= 0) return own;
  const area = new Map<string, number>();
  for (const u of ref.uses) area.set(u.hex, (area.get(u.hex) ?? 0) + u.area);
  let best = Infinity;
  for (const [hex, a] of area) if (a / ref.totalArea >= PAINTED_SHARE) best = Math.min(best, deltaE(current, hex));
  return Math.max(own, ELSEWHERE_CREDIT * closeness(best));
}
