/**
 * The text a side paints, read the same way on both sides (so a page against itself compares
 * exactly equal): every feature element with its own text, weighted by the area its text covers,
 * and given the role it plays — heading (h1–h6 and display-size text), ui (buttons, fields,
 * badges, navigation), mono (code) or body (the rest).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import { displayFamilyName, familyKey, stackCategory } from '../../analyze/derived/type-stack.js';
import type { FeatureElement } from '../features.js';
import type { JudgeSide } from '../types.js';

export type TextRole = 'body' | 'heading' | 'ui' | 'mono';
export const TEXT_ROLES: readonly TextRole[] = ['body', 'heading', 'ui', 'mono'];

/** Serif / sans / mono / display / system, per issue 5 ("same class"); `other:<key>` when unknown (matches only itself). */
export type FamilyClass = string;

export interface TextItem {
  element: FeatureElement;
  role: TextRole;
  /** h1…h6 for heading elements (and text inside them), else null. */
  level: number | null;
  /** Painted text area estimate, px². */
  weight: number;
  /** Case-insensitive family key (`inter`), framework hashes removed. */
  family: string;
  familyClass: FamilyClass;
}

const HEADING = /^h([1-6])$/;
const CODE_TAGS = new Set(['code', 'pre', 'kbd', 'samp']);
const UI_TAGS = new Set(['button', 'label', 'select', 'option', 'input', 'textarea', 'nav', 'summary']);
const UI_KINDS = new Set(['button', 'input', 'badge', 'nav']);
/** Text this large reads as display type whatever its tag. */
const DISPLAY_PX = 28;

export function familyOf(name: string): string {
  return familyKey(displayFamilyName(name));
}

export function classOf(stack: string, family: string): FamilyClass {
  switch (stackCategory(stack)) {
    case 'serif': return 'serif';
    case 'sans-serif': return 'sans';
    case 'monospace': return 'mono';
    case 'system-ui': return 'system';
    case 'cursive': case 'fantasy': return 'display';
    default: return `other:${family}`;
  }
}

/** Text items of a side, in feature order. */
export function textItems(side: JudgeSide): TextItem[] {
  const nodes = new Map<string, CapturedNode>(side.capture.nodes.map((n) => [n.id, n]));
  const kinds = new Map(side.features.elements.map((e) => [e.node_id, e.kind]));
  const out: TextItem[] = [];
  for (const e of side.features.elements) {
    if (!e.has_text || e.font_size_px <= 0) continue;
    const node = nodes.get(e.node_id);
    const chars = node ? node.text.trim().length : 1;
    const lineHeight = e.line_height_px ?? e.font_size_px * 1.25;
    const weight = Math.max(1, Math.min(e.area, 0.55 * chars * e.font_size_px * lineHeight));
    const context = contextOf(e, node, nodes, kinds);
    const family = familyOf(e.font_family);
    out.push({ element: e, role: context.role, level: context.level, weight, family, familyClass: classOf(e.font_stack, family) });
  }
  return out;
}

function contextOf(e: FeatureElement, node: CapturedNode | undefined, nodes: ReadonlyMap<string, CapturedNode>, kinds: ReadonlyMap<string, string>): { role: TextRole; level: number | null } {
  let level: number | null = null;
  let code = CODE_TAGS.has(e.tag);
  let ui = UI_TAGS.has(e.tag) || UI_KINDS.has(e.kind);
  const own = HEADING.exec(e.tag);
  if (own) level = Number(own[1]);
  let current = node?.parent ? nodes.get(node.parent) : undefined;
  for (let depth = 0; current && depth < 12; depth++) {
    const heading = HEADING.exec(current.tag);
    if (heading && level === null) level = Number(heading[1]);
    if (CODE_TAGS.has(current.tag)) code = true;
    if (UI_TAGS.has(current.tag) || current.attrs['role'] === 'navigation' || current.attrs['role'] === 'button' || UI_KINDS.has(kinds.get(current.id) ?? '')) ui = true;
    current = current.parent ? nodes.get(current.parent) : undefined;
  }
  if (code) return { role: 'mono', level: null };
  if (level !== null) return { role: 'heading', level };
  if (ui) return { role: 'ui', level: null };
  if (e.font_size_px >= DISPLAY_PX) return { role: 'heading', level: null };
  return { role: 'body', level: null };
}

export interface FamilyShare {
  family: string;
  /** The name as the page writes it (most text first). */
  name: string;
  /** The full computed stack most of its text uses. */
  stack: string;
  familyClass: FamilyClass;
  /** Share of the role's text area, 0..1. */
  share: number;
  weight: number;
  items: TextItem[];
}

/** Families of the items, largest share first (ties by family key). */
export function familyShares(items: readonly TextItem[]): FamilyShare[] {
  const total = items.reduce((s, i) => s + i.weight, 0);
  const groups = new Map<string, TextItem[]>();
  for (const item of items) groups.set(item.family, [...(groups.get(item.family) ?? []), item]);
  return [...groups.entries()]
    .map(([family, list]) => {
      const weight = list.reduce((s, i) => s + i.weight, 0);
      return { family, name: topBy(list, (i) => i.element.font_family), stack: topBy(list, (i) => i.element.font_stack), familyClass: list[0]!.familyClass, share: total > 0 ? weight / total : 0, weight, items: list };
    })
    .sort((a, b) => b.weight - a.weight || a.family.localeCompare(b.family));
}

function topBy(items: readonly TextItem[], key: (i: TextItem) => string): string {
  const w = new Map<string, number>();
  for (const i of items) w.set(key(i), (w.get(key(i)) ?? 0) + i.weight);
  return [...w.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

/**
 * How much of the source's family mix the reference's covers, on a three-level metric (same family
 * 1, same class 0.5, else 0): exact overlap first, then the leftover matched within classes. On an
 * ultrametric this greedy transport is optimal.
 */
export function familyAgreement(source: readonly FamilyShare[], reference: readonly FamilyShare[]): { score: number; exact: number; sameClass: number } {
  const ref = new Map(reference.map((f) => [f.family, f.share]));
  const leftS = new Map<string, number>();
  const leftR = new Map<string, number>();
  let exact = 0;
  for (const f of source) {
    const m = Math.min(f.share, ref.get(f.family) ?? 0);
    exact += m;
    leftS.set(f.familyClass, (leftS.get(f.familyClass) ?? 0) + f.share - m);
  }
  const srcShare = new Map(source.map((f) => [f.family, f.share]));
  for (const f of reference) {
    const m = Math.min(f.share, srcShare.get(f.family) ?? 0);
    leftR.set(f.familyClass, (leftR.get(f.familyClass) ?? 0) + f.share - m);
  }
  let sameClass = 0;
  for (const [cls, s] of leftS) sameClass += Math.min(s, leftR.get(cls) ?? 0);
  return { score: Math.min(1, exact + 0.5 * sameClass), exact, sameClass };
}
