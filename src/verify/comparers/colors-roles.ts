/**
 * Role checks of the colors comparer (issue 5 §2 "colors (role-aware): the source's CTA/link/text/
 * background against the reference's roles"): each reference color role is compared with the
 * color the source gives that role, and names the source elements carrying it (its "carriers"),
 * which a fix would restyle.
 *
 * - primary: the source's primary buttons against the reference's primary buttons (the paint
 *   that carries the brand: fill, else border, else text); without primary buttons on both
 *   sides, the source's primary role, else its prominent color nearest the reference primary.
 * - link, text, text_muted: text colors (links: on links; text: not on links/buttons/inputs).
 * - background, surface: background paints; border: border paints.
 * - secondary, accent: on buttons, links and badges, when both sides have them.
 * Roles the reference has but the source does not (other than primary) are not comparable.
 */
import { parseColor } from '../../analyze/shared/color.js';
import type { ColorRoleName } from '../../analyze/sections/colors-types.js';
import type { ButtonStyle } from '../../analyze/sections/actions.js';
import type { FeatureKind } from '../features.js';
import { deltaE, type ColorModel, type ColorProperty, type PaintUse } from './colors-model.js';

/** Share of each role in the role part of the colors score (before the reference's confidence). */
export const ROLE_WEIGHTS: Record<ColorRoleName, number> = {
  primary: 0.3,
  background: 0.2,
  text: 0.18,
  link: 0.1,
  surface: 0.08,
  text_muted: 0.06,
  border: 0.04,
  secondary: 0.02,
  accent: 0.02,
};

/** Role fixes need both sides to name the role with at least this confidence. */
const FIX_CONFIDENCE = 0.4;
/** The colors section merges shades within ΔE00 2 into one palette entry. */
const SAME_SHADE = 2;

export interface RoleCheck {
  role: ColorRoleName;
  /** Who carries it, for messages: "Primary buttons", "Links", … */
  subject: string;
  /** The reference value's name in messages: "the reference primary". */
  targetWords: string;
  property: ColorProperty;
  /** The source's color for the role; null when it has none. */
  current: string | null;
  target: string;
  /** CIEDE2000 current → target (for a missing role: from the nearest prominent color). */
  distance: number;
  weight: number;
  /** Source paints carrying the role (what a fix restyles). */
  carriers: PaintUse[];
  /** Both sides name the role clearly enough for a fix. */
  fixable: boolean;
}

const CONTROL_KINDS = new Set<FeatureKind>(['button', 'link', 'input']);
const PROMINENT_KINDS = new Set<FeatureKind>(['button', 'link', 'badge']);

interface SimpleRole {
  role: Exclude<ColorRoleName, 'primary'>;
  subject: string;
  targetWords: string;
  kind: 'text' | 'background' | 'border' | 'any';
  carries: (k: FeatureKind) => boolean;
  /** Compared only when the source has the role too (brand extras are optional). */
  optional?: boolean;
}

const SIMPLE_ROLES: readonly SimpleRole[] = [
  { role: 'background', subject: 'The page background', targetWords: 'the reference background', kind: 'background', carries: () => true },
  { role: 'text', subject: 'Body text', targetWords: 'the reference text color', kind: 'text', carries: (k) => !CONTROL_KINDS.has(k) },
  { role: 'link', subject: 'Links', targetWords: 'the reference link color', kind: 'text', carries: (k) => k === 'link' },
  { role: 'surface', subject: 'Surfaces', targetWords: 'the reference surface color', kind: 'background', carries: () => true },
  { role: 'text_muted', subject: 'Secondary text', targetWords: 'the reference muted text color', kind: 'text', carries: (k) => !CONTROL_KINDS.has(k) },
  { role: 'border', subject: 'Borders', targetWords: 'the reference border color', kind: 'border', carries: () => true },
  { role: 'secondary', subject: 'Secondary brand accents', targetWords: 'the reference secondary', kind: 'any', carries: (k) => PROMINENT_KINDS.has(k), optional: true },
  { role: 'accent', subject: 'Accents', targetWords: 'the reference accent', kind: 'any', carries: (k) => PROMINENT_KINDS.has(k), optional: true },
];

/** Two colors of one side fall in the same cluster (palette entry) of that side. */
export function sameShade(model: ColorModel, a: string, b: string): boolean {
  if (a === b) return true;
  const ca = model.clustering.clusterOf(a);
  const cb = model.clustering.clusterOf(b);
  return ca !== null && cb !== null ? ca === cb : deltaE(a, b) <= SAME_SHADE;
}

export function roleChecks(ref: ColorModel, src: ColorModel): RoleCheck[] {
  const checks: RoleCheck[] = [];
  const primary = primaryCheck(ref, src);
  if (primary) checks.push(primary);
  for (const r of SIMPLE_ROLES) {
    const target = ref.roles[r.role];
    const current = src.roles[r.role];
    if (!target || !current) continue;
    const carriers = src.uses.filter((u) => u.property !== null && (r.kind === 'any' || u.kind === r.kind) && r.carries(u.featureKind) && sameShade(src, u.hex, current.value));
    const property = r.kind === 'text' ? 'color' : r.kind === 'border' ? 'border-color' : r.kind === 'background' ? 'background-color' : dominantProperty(carriers);
    checks.push({
      role: r.role,
      subject: r.subject,
      targetWords: r.targetWords,
      property,
      current: current.value,
      target: target.value,
      distance: deltaE(current.value, target.value),
      weight: ROLE_WEIGHTS[r.role] * (0.5 + 0.5 * target.confidence),
      carriers,
      fixable: carriers.length > 0 && current.confidence >= FIX_CONFIDENCE && target.confidence >= FIX_CONFIDENCE,
    });
  }
  return checks;
}

function dominantProperty(uses: readonly PaintUse[]): ColorProperty {
  const area = new Map<ColorProperty, number>();
  for (const u of uses) if (u.property) area.set(u.property, (area.get(u.property) ?? 0) + u.area);
  return [...area].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? 'color';
}

/** The paint that carries a button's color: its fill, else its border, else its text. */
function brandPaint(b: ButtonStyle): { property: ColorProperty; hex: string } | null {
  if (b.background) return { property: 'background-color', hex: b.background };
  const border = b.border ? parseColor(b.border.color) : null;
  if (border && border.alpha > 0) return { property: 'border-color', hex: border.hex };
  return b.color ? { property: 'color', hex: b.color } : null;
}

function primaryCheck(ref: ColorModel, src: ColorModel): RoleCheck | null {
  const refPrimary = ref.roles.primary;
  const refButton = ref.buttons.find((b) => b.variant === 'primary');
  const srcButton = src.buttons.find((b) => b.variant === 'primary');
  const refPaint = refButton ? brandPaint(refButton) : null;
  const srcPaint = srcButton ? brandPaint(srcButton) : null;
  if (refButton && srcButton && refPaint && srcPaint) {
    const examples = new Set(srcButton.examples.map((e) => e.node_id));
    const carriers = src.uses.filter((u) => u.property === srcPaint.property && (u.featureKind === 'button' || examples.has(u.node_id)) && sameShade(src, u.hex, srcPaint.hex));
    const isPrimary = refPrimary !== undefined && deltaE(refPaint.hex, refPrimary.value) <= SAME_SHADE;
    return {
      role: 'primary',
      subject: 'Primary buttons',
      targetWords: isPrimary ? 'the reference primary' : 'the reference primary button color',
      property: srcPaint.property,
      current: srcPaint.hex,
      target: refPaint.hex,
      distance: deltaE(srcPaint.hex, refPaint.hex),
      weight: ROLE_WEIGHTS.primary * (0.5 + 0.5 * Math.max(refButton.confidence, refPrimary?.confidence ?? 0)),
      carriers,
      fixable: carriers.length > 0 && refPaint.property === srcPaint.property && srcButton.confidence >= FIX_CONFIDENCE && refButton.confidence >= FIX_CONFIDENCE,
    };
  }
  if (!refPrimary) return null;
  const weight = ROLE_WEIGHTS.primary * (0.5 + 0.5 * refPrimary.confidence);
  const srcPrimary = src.roles.primary;
  if (srcPrimary) {
    const carriers = src.uses.filter((u) => u.property !== null && PROMINENT_KINDS.has(u.featureKind) && sameShade(src, u.hex, srcPrimary.value));
    return {
      role: 'primary',
      subject: 'Brand-colored buttons and links',
      targetWords: 'the reference primary',
      property: dominantProperty(carriers),
      current: srcPrimary.value,
      target: refPrimary.value,
      distance: deltaE(srcPrimary.value, refPrimary.value),
      weight,
      carriers,
      fixable: carriers.length > 0 && srcPrimary.confidence >= FIX_CONFIDENCE && refPrimary.confidence >= FIX_CONFIDENCE,
    };
  }
  // The source has no primary at all: judge by its prominent color nearest the reference's.
  const nearest = nearestProminent(src, refPrimary.value);
  return {
    role: 'primary',
    subject: 'Buttons and links',
    targetWords: 'the reference primary',
    property: nearest?.use.property ?? 'background-color',
    current: nearest?.use.hex ?? null,
    target: refPrimary.value,
    distance: nearest?.distance ?? 100,
    weight,
    carriers: [],
    fixable: false,
  };
}

/** The button/link paint nearest to `hex` (issue 5 §2 cap: "no brand primary … anywhere prominent"). */
export function nearestProminent(model: ColorModel, hex: string): { use: PaintUse; distance: number } | null {
  let best: { use: PaintUse; distance: number } | null = null;
  for (const u of model.uses) {
    if (u.featureKind !== 'button' && u.featureKind !== 'link') continue;
    const d = deltaE(u.hex, hex);
    if (!best || d < best.distance || (d === best.distance && u.area > best.use.area)) best = { use: u, distance: d };
  }
  return best;
}
