/**
 * Recommendations a person can act on (issue 10 §3): a recommendation never asks a page to drop a
 * value the brand itself uses, and it says where the brand uses the value it asks for.
 *
 * Applied to each comparer's verdict against the reference side, before it is stored:
 * - an issue whose current value the brand renders or declares anywhere (vocabulary.ts,
 *   vocabulary-lengths.ts: a color within ΔE00 5, a family, a radius within 1px, a type size
 *   within 2%) is the brand's own value placed differently: it still costs score, but it is no
 *   recommendation (kept in `details.on_brand_elsewhere`);
 * - every other issue's message gains where the reference uses the target value: the selector and
 *   kind of the element that paints most of it, and its page when the reference is a site.
 * Contrast issues (a brand color can fail contrast) and component style issues (whole styles) are
 * left as they are.
 */
import { parseColor } from '../analyze/shared/color.js';
import { deltaE } from './comparers/colors-model.js';
import { axisOf } from './comparers/shape-radius.js';
import type { FeatureElement } from './features.js';
import type { ComponentVerdict, JudgeSide, VerdictIssue } from './types.js';
import { ALLOWED_DISTANCE, nearestAllowed, normalizeFamily, vocabularyOf } from './vocabulary.js';
import { lengthVocabularyOf } from './vocabulary-lengths.js';

const COLOR_PROPERTIES = new Set(['color', 'background-color', 'border-color', 'background-image', 'fill', 'stroke', 'outline-color']);
const JUDGED = new Set(['colors', 'typography', 'shape', 'elevation', 'spacing']);

const px = (value: string): number | null => {
  const m = /^(-?\d*\.?\d+)px$/.exec(value.trim());
  return m ? Number.parseFloat(m[1]!) : null;
};

/** Whether the brand uses `current` for `property` anywhere (so the page need not drop it). */
export function brandHas(reference: JudgeSide, property: string, current: string): boolean {
  if (COLOR_PROPERTIES.has(property)) {
    const c = parseColor(current);
    if (!c) return false;
    const nearest = nearestAllowed(vocabularyOf(reference), c.hex);
    return nearest !== null && nearest.distance <= ALLOWED_DISTANCE;
  }
  if (property === 'font-family') return vocabularyOf(reference).families.has(normalizeFamily(current.split(',')[0] ?? ''));
  if (property === 'border-radius') {
    const value = px(current);
    const axis = /9999|50%/.test(current) ? axisOf(0, true) : value === null ? null : axisOf(value, false);
    return axis !== null && lengthVocabularyOf(reference).radii.some((r) => Math.abs(r - axis) <= 1);
  }
  if (property === 'font-size') {
    const value = px(current);
    return value !== null && lengthVocabularyOf(reference).fontSizes.some((s) => Math.abs(Math.log(s / value)) <= 0.02);
  }
  return false;
}

function carries(e: FeatureElement, property: string, target: string): boolean {
  if (COLOR_PROPERTIES.has(property)) {
    const t = parseColor(target);
    if (!t) return false;
    const paints = property === 'color' ? [e.has_text ? e.color : null] : property === 'border-color' ? [e.border_color] : [e.background, e.color, e.border_color];
    return paints.some((hex) => hex !== null && deltaE(hex, t.hex) <= 2);
  }
  if (property === 'font-family') return normalizeFamily(e.font_family) === normalizeFamily(target.split(',')[0] ?? '');
  if (property === 'border-radius') {
    const value = px(target);
    return value !== null && Math.abs(e.radius_px - value) <= 0.5;
  }
  if (property === 'font-size') {
    const value = px(target);
    return e.has_text && value !== null && Math.abs(e.font_size_px - value) <= 0.5;
  }
  if (property === 'box-shadow') return e.box_shadow !== null && target !== 'none' && e.box_shadow.replace(/\s+/g, ' ') === target.replace(/\s+/g, ' ');
  return false;
}

/** Where the reference uses `target` for `property`: `"a.btn-primary" (button, 12 elements) on <page>`. */
export function brandUse(reference: JudgeSide, property: string, target: string): string | null {
  const bySelector = new Map<string, { e: FeatureElement; area: number; count: number }>();
  for (const e of reference.features.elements) {
    if (e.selector === '' || !carries(e, property, target)) continue;
    const entry = bySelector.get(e.selector) ?? { e, area: 0, count: 0 };
    entry.area += e.area;
    entry.count++;
    bySelector.set(e.selector, entry);
  }
  const top = [...bySelector.values()].sort((a, b) => b.area - a.area || a.e.selector.localeCompare(b.e.selector))[0];
  if (!top) return null;
  const page = pageOf(reference, top.e.node_id);
  return `"${top.e.selector}" (${top.e.kind}, ${top.count} element${top.count === 1 ? '' : 's'})${page ? ` on ${page}` : ''}`;
}

/** The reference page an element is on: pooled pages prefix node ids `p<i>:` (site-reference.ts). */
function pageOf(reference: JudgeSide, nodeId: string): string | null {
  const m = /^p(\d+):/.exec(nodeId);
  const pages = reference.pages ?? [reference.url];
  return m ? (pages[Number(m[1])] ?? null) : pages.length > 1 ? pages[0]! : null;
}

export function withBrandContext(reference: JudgeSide, verdict: ComponentVerdict): ComponentVerdict {
  if (!JUDGED.has(verdict.component) || verdict.issues.length === 0) return verdict;
  const kept: VerdictIssue[] = [];
  const elsewhere: { property: string; current: string; target: string }[] = [];
  for (const issue of verdict.issues) {
    if (brandHas(reference, issue.property, issue.current)) {
      elsewhere.push({ property: issue.property, current: issue.current, target: issue.target });
      continue;
    }
    const where = brandUse(reference, issue.property, issue.target);
    kept.push(where ? { ...issue, message: `${issue.message.replace(/\.\s*$/, '')}; the reference uses ${issue.target} on ${where}.` } : issue);
  }
  return { ...verdict, issues: kept, details: { ...verdict.details, on_brand_elsewhere: elsewhere } };
}
