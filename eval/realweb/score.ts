/**
 * Scoring a design system against a real page's ground truth (eval/realweb/README.md): pure.
 *
 * Tolerances are the issue's: colors right within CIEDE2000 ≤ 5, sizes within 0.5 px, radii
 * within 1 px, families by their first family name (case-insensitive, quotes dropped). A truth
 * value of `null` means the page has no such token: the field is not scored for that page.
 */
import { deltaE2000, parseColor } from '../../src/analyze/shared/color.js';

export const TRUTH_FIELDS = [
  'primary', 'secondary', 'accent', 'text', 'text_muted', 'background', 'surface', 'link', 'border',
  'body_family', 'body_size_px', 'body_line_height_px', 'heading_family', 'h1_size_px',
  'button_background', 'button_color', 'button_radius_px',
] as const;
export type TruthField = (typeof TRUTH_FIELDS)[number];

type Kind = 'color' | 'family' | 'size' | 'radius';
const KIND: Record<TruthField, Kind> = {
  primary: 'color', secondary: 'color', accent: 'color', text: 'color', text_muted: 'color', background: 'color',
  surface: 'color', link: 'color', border: 'color', body_family: 'family', body_size_px: 'size',
  body_line_height_px: 'size', heading_family: 'family', h1_size_px: 'size', button_background: 'color',
  button_color: 'color', button_radius_px: 'radius',
};

export const TOLERANCE = { color_delta_e: 5, size_px: 0.5, radius_px: 1 } as const;

export interface TruthEntry {
  value: string | number | null;
  source?: string[];
  /**
   * Other equally defensible values; `null` among them says that reading no such token is
   * defensible too (an accent that exists only under one of two defensible primaries), so an
   * extracted null counts as right while the field stays scored.
   */
  alternatives?: (string | number | null)[];
  note?: string;
}

export interface PageTruth {
  id: string;
  repo?: string;
  commit?: string;
  entry?: string;
  fields: Partial<Record<TruthField, TruthEntry>>;
}

export interface FieldVerdict {
  field: TruthField;
  expected: string | number;
  alternatives: (string | number | null)[];
  got: string | number | null;
  ok: boolean;
  /** ΔE00 for colors, |difference| in px for sizes; null when nothing was extracted. */
  distance: number | null;
}

type Json = Record<string, unknown> | null | undefined;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : null);
const at = (root: unknown, ...path: string[]): unknown => path.reduce<unknown>((o, k) => obj(o)?.[k], root);

/** What the design system says for each truth field (the paths in eval/realweb/README.md). */
export function extractedFields(designSystem: unknown): Record<TruthField, string | number | null> {
  const role = (name: string): string | null => asString(at(designSystem, 'colors', 'roles', name, 'value'));
  const headings = at(designSystem, 'typography', 'headings');
  // The headings' family: the h1's, else the first level the page uses (a page of h3s only).
  const heading = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => obj(at(headings, h))).find((h) => h) ?? null;
  const buttons = at(designSystem, 'actions', 'buttons');
  const primary = Array.isArray(buttons) ? obj(buttons.find((b) => obj(b)?.variant === 'primary')) : null;
  return {
    primary: role('primary'), secondary: role('secondary'), accent: role('accent'), text: role('text'),
    text_muted: role('text_muted'), background: role('background'), surface: role('surface'), link: role('link'),
    border: role('border'),
    body_family: asString(at(designSystem, 'typography', 'body', 'family')),
    body_size_px: asNumber(at(designSystem, 'typography', 'body', 'size_px')),
    body_line_height_px: asNumber(at(designSystem, 'typography', 'body', 'line_height', 'px')),
    heading_family: asString(heading?.family),
    h1_size_px: asNumber(at(headings, 'h1', 'size_px')),
    button_background: asString(primary?.background),
    button_color: asString(primary?.color),
    button_radius_px: asNumber(primary?.border_radius_px),
  };
}

/** One verdict per scored field (truth value not null), in TRUTH_FIELDS order. */
export function scorePage(designSystem: unknown, truth: PageTruth): FieldVerdict[] {
  const got = extractedFields(designSystem);
  const verdicts: FieldVerdict[] = [];
  for (const field of TRUTH_FIELDS) {
    const entry = truth.fields[field];
    if (!entry || entry.value === null || entry.value === undefined) continue;
    const alternatives = entry.alternatives ?? [];
    if (got[field] === null && alternatives.includes(null)) {
      verdicts.push({ field, expected: entry.value, alternatives, got: null, ok: true, distance: 0 });
      continue;
    }
    const distances = [entry.value, ...alternatives.filter((a) => a !== null)].map((want) => distanceOf(KIND[field], want, got[field]));
    const best = distances.reduce<number | null>((m, d) => (d === null ? m : m === null ? d : Math.min(m, d)), null);
    verdicts.push({ field, expected: entry.value, alternatives, got: got[field], ok: best !== null && best <= limitOf(KIND[field]), distance: best });
  }
  return verdicts;
}

export interface FieldAccuracy {
  right: number;
  scored: number;
  accuracy: number;
}

/** Per-field and overall accuracy over many pages' verdicts. */
export function accuracy(pages: readonly FieldVerdict[][]): { overall: FieldAccuracy; fields: Partial<Record<TruthField, FieldAccuracy>> } {
  const fields: Partial<Record<TruthField, FieldAccuracy>> = {};
  let right = 0;
  let scored = 0;
  for (const verdicts of pages) {
    for (const v of verdicts) {
      const f = (fields[v.field] ??= { right: 0, scored: 0, accuracy: 0 });
      f.scored += 1;
      scored += 1;
      if (v.ok) {
        f.right += 1;
        right += 1;
      }
    }
  }
  for (const f of Object.values(fields)) f.accuracy = ratio(f.right, f.scored);
  const ordered: Partial<Record<TruthField, FieldAccuracy>> = {};
  for (const field of TRUTH_FIELDS) if (fields[field]) ordered[field] = fields[field];
  return { overall: { right, scored, accuracy: ratio(right, scored) }, fields: ordered };
}

function distanceOf(kind: Kind, want: string | number, got: string | number | null): number | null {
  if (got === null) return null;
  if (kind === 'color') {
    const a = parseColor(String(want));
    const b = parseColor(String(got));
    return a && b ? deltaE2000(a, b) : null;
  }
  if (kind === 'family') return firstFamily(String(want)) === firstFamily(String(got)) ? 0 : Number.POSITIVE_INFINITY;
  const a = Number(want);
  const b = Number(got);
  return Number.isFinite(a) && Number.isFinite(b) ? Math.abs(a - b) : null;
}

function limitOf(kind: Kind): number {
  if (kind === 'color') return TOLERANCE.color_delta_e;
  if (kind === 'radius') return TOLERANCE.radius_px;
  if (kind === 'size') return TOLERANCE.size_px;
  return 0;
}

/** `"Open Sans", sans-serif` → `open sans`. */
export function firstFamily(stack: string): string {
  const first = stack.split(',')[0] ?? '';
  return first.trim().replace(/^["']|["']$/g, '').trim().toLowerCase();
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : Math.round((a / b) * 10_000) / 10_000);
const asString = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const asNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
