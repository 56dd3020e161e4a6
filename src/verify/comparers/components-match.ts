/**
 * Style distance between two button (or field) styles as the actions section reports them, and the
 * feature elements behind a style cluster (the section lists at most five examples; the other
 * members are the buttons painted like them).
 *
 * cost = Σ weight · part cost, each part 0..1 with a dead zone: background 0.35 (ΔE00), radius 0.15
 * (px, pill semantics), padding 0.12 (relative), border 0.1, font family 0.08 (exact / same class /
 * other), size 0.08, weight 0.07, text color 0.05.
 */
import { deltaE2000, parseColor } from '../../analyze/shared/color.js';
import type { FeatureElement } from '../features.js';
import type { JudgeSide } from '../types.js';
import { axisOf, radiusCost } from './shape-radius.js';
import { logDistance, round, smoothCost } from './spacing-snap.js';
import { classOf, familyOf } from './typography-roles.js';

export interface Box4 {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What the comparer reads of a button cluster or an input cluster. */
export interface StyleFacts {
  variant: string;
  background: string | null;
  color: string | null;
  border: { width_px: number; color: string } | null;
  radius_px: number;
  pill: boolean;
  padding: Box4;
  /** Whether the main padding step is clearly the cluster's (one size, or twice as common as the next). */
  padding_dominant: boolean;
  font: { family: string; size_px: number; weight: number };
  count: number;
  examples: string[];
}

export const PART_WEIGHTS = { background: 0.35, radius: 0.15, padding: 0.12, border: 0.1, family: 0.08, size: 0.08, weight: 0.07, color: 0.05 } as const;
export type Part = keyof typeof PART_WEIGHTS;

interface ButtonLike {
  variant?: string;
  background: string | null;
  color: string | null;
  border: { width_px: number; color: string } | null;
  border_radius_px: number;
  shape?: string;
  padding: Box4;
  sizes?: { count: number }[];
  font: { family: string; size_px: number; weight: number };
  height_px: number;
  count: number;
  examples: { node_id: string }[];
}

export function factsOf(style: ButtonLike, variant: string): StyleFacts {
  const sizes = style.sizes ?? [];
  return {
    variant,
    background: style.background,
    color: style.color,
    border: style.border ? { width_px: style.border.width_px, color: style.border.color } : null,
    radius_px: style.border_radius_px,
    pill: style.shape !== undefined ? style.shape === 'pill' : style.height_px > 0 && style.border_radius_px >= style.height_px / 2 - 0.5,
    padding: style.padding,
    padding_dominant: sizes.length <= 1 || sizes[0]!.count >= 2 * sizes[1]!.count,
    font: { family: style.font.family, size_px: style.font.size_px, weight: style.font.weight },
    count: style.count,
    examples: style.examples.map((e) => e.node_id),
  };
}

function colorCost(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : 1;
  return smoothCost(safeDeltaE(a, b), 1, 10);
}

/** ΔE00; a value that is not a concrete color (a keyword the section kept as written) differs unless identical. */
function safeDeltaE(a: string, b: string): number {
  const pa = parseColor(a);
  const pb = parseColor(b);
  if (!pa || !pb) return a.toLowerCase() === b.toLowerCase() ? 0 : 100;
  return deltaE2000(pa, pb);
}

function paddingCost(a: Box4, b: Box4): number {
  const side = (x: number, y: number): number => smoothCost(logDistance(x + 2, y + 2), 0.04, 0.25);
  return (side((a.top + a.bottom) / 2, (b.top + b.bottom) / 2) + side((a.left + a.right) / 2, (b.left + b.right) / 2)) / 2;
}

export function familyCost(a: string, b: string): number {
  const ka = familyOf(a);
  const kb = familyOf(b);
  if (ka === kb) return 0;
  return classOf(a, ka) === classOf(b, kb) ? 0.5 : 1;
}

export function partCosts(s: StyleFacts, r: StyleFacts): Record<Part, number> {
  const border = s.border === null || r.border === null
    ? (s.border === r.border ? 0 : 1)
    : 0.7 * colorCost(s.border.color, r.border.color) + 0.3 * smoothCost(Math.abs(s.border.width_px - r.border.width_px), 0.5, 1);
  return {
    background: colorCost(s.background, r.background),
    radius: radiusCost(axisOf(s.radius_px, s.pill), axisOf(r.radius_px, r.pill)),
    padding: paddingCost(s.padding, r.padding),
    border,
    family: familyCost(s.font.family, r.font.family),
    size: smoothCost(logDistance(s.font.size_px, r.font.size_px), 0.02, 0.1),
    weight: smoothCost(Math.abs(s.font.weight - r.font.weight), 0, 150),
    color: colorCost(s.color, r.color),
  };
}

export function styleCost(parts: Record<Part, number>): number {
  let c = 0;
  for (const [part, w] of Object.entries(PART_WEIGHTS)) c += w * parts[part as Part];
  return round(c, 4);
}

export const paddingText = (p: Box4): string => (p.top === p.bottom && p.left === p.right ? `${p.top}px ${p.right}px` : `${p.top}px ${p.right}px ${p.bottom}px ${p.left}px`);

/** `#e4572e, 8px corners, padding 12px 22px, Inter 15px/600` */
export function describeStyle(f: StyleFacts): string {
  const fill = f.background ?? 'no fill';
  const border = f.border ? `, ${f.border.width_px}px ${f.border.color} border` : '';
  const corners = f.pill ? 'pill corners' : `${f.radius_px}px corners`;
  return `${fill}${border}, ${corners}, padding ${paddingText(f.padding)}, ${f.font.family} ${f.font.size_px}px/${f.font.weight}`;
}

/**
 * The feature elements of each cluster: its examples, plus the other elements of the kinds painted
 * like them (same fill, text color and border color; radius within 2px). First matching cluster wins.
 */
export function clusterMembers(side: JudgeSide, clusters: readonly StyleFacts[], kinds: ReadonlySet<string>): FeatureElement[][] {
  const byId = new Map(side.features.elements.map((e) => [e.node_id, e]));
  const members = clusters.map((c) => c.examples.map((id) => byId.get(id)).filter((e): e is FeatureElement => e !== undefined));
  const claimed = new Set(members.flat().map((e) => e.node_id));
  const alike = (a: FeatureElement, b: FeatureElement): boolean =>
    a.background === b.background && a.color === b.color && a.border_color === b.border_color && Math.abs(a.radius_px - b.radius_px) <= 2;
  for (const e of side.features.elements) {
    if (!kinds.has(e.kind) || claimed.has(e.node_id)) continue;
    const home = members.findIndex((list) => list.some((m) => alike(m, e)));
    if (home >= 0) {
      members[home]!.push(e);
      claimed.add(e.node_id);
    }
  }
  return members;
}
