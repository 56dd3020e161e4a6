/**
 * Landmark and heading outlines (structure section), from the visible node table so shadow-DOM
 * landmarks and headings count and hidden ones (a collapsed mobile menu) do not.
 *
 * Landmark roles follow HTML-AAM: `header`/`footer` are banner/contentinfo only when not inside
 * article/aside/main/nav/section; `section` and `form` are region/form landmarks only when they
 * have an accessible name. Unnamed ones are still listed (role null) because they shape the page.
 */
import type { Box, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { pageHeadings } from '../derived/page-headings.js';
import { isRendered, roundBox, subtreeText } from '../derived/page-tree.js';
import type { Finding } from '../registry.js';

export type LandmarkRole = 'banner' | 'navigation' | 'main' | 'complementary' | 'contentinfo' | 'region' | 'form' | 'search';

export interface LandmarkItem {
  /** The exposed ARIA landmark role; null for an unnamed section/form or a scoped header/footer. */
  role: LandmarkRole | null;
  tag: string;
  /** Accessible name from aria-label, aria-labelledby or title. */
  label: string | null;
  node_id: string;
  selector: string;
  box: Box;
  children: LandmarkItem[];
}

export interface HeadingItem {
  level: number;
  text: string;
  node_id: string;
  selector: string;
  /** `h2`, or `role=heading aria-level=…`. */
  source: string;
  children: HeadingItem[];
}

export interface HeadingOutline {
  outline: HeadingItem[];
  counts: { h1: number; h2: number; h3: number; h4: number; h5: number; h6: number };
  total: number;
  /** Level jumps deeper by more than one (`h2` → `h4`), in reading order. */
  skipped_levels: { from: number; to: number; node_id: string; text: string }[];
}

const LANDMARK_ROLES = new Set<LandmarkRole>(['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'region', 'form', 'search']);
const SCOPING = new Set(['article', 'aside', 'main', 'nav', 'section']);
const SCOPING_ROLES = new Set(['article', 'complementary', 'main', 'navigation', 'region']);

export function landmarkOutline(ctx: AnalysisContext, findings: Finding[]): { outline: LandmarkItem[]; counts: Record<string, number> } {
  const items = new Map<string, LandmarkItem>();
  const roots: LandmarkItem[] = [];
  const counts: Record<string, number> = {};
  for (const node of ctx.nodes()) {
    if (!isRendered(node)) continue;
    const role = landmarkRole(ctx, node);
    if (role === undefined) continue;
    const item: LandmarkItem = { role, tag: node.tag, label: accessibleName(ctx, node), node_id: node.id, selector: node.selector, box: roundBox(node.box), children: [] };
    items.set(node.id, item);
    if (role) counts[role] = (counts[role] ?? 0) + 1;
    const parent = ctx.ancestors(node.id).find((a) => items.has(a.id));
    (parent ? items.get(parent.id)!.children : roots).push(item);
  }

  if (!counts['main']) findings.push({ message: 'no main landmark (main element or role=main)' });
  for (const role of ['main', 'banner', 'contentinfo'] as const) {
    if ((counts[role] ?? 0) > 1) findings.push({ message: `${counts[role]} ${role} landmarks; a page should have one`, evidence: [...items.values()].filter((i) => i.role === role).map((i) => i.node_id) });
  }
  const navs = [...items.values()].filter((i) => i.role === 'navigation');
  if (navs.length > 1) {
    const labels = navs.map((n) => n.label?.toLowerCase() ?? null);
    const unlabeled = navs.filter((n) => !n.label).map((n) => n.node_id);
    const duplicated = navs.filter((n, i) => n.label && labels.indexOf(n.label.toLowerCase()) !== i).map((n) => n.node_id);
    if (unlabeled.length > 0 || duplicated.length > 0) {
      findings.push({ message: `${navs.length} navigation landmarks without distinct labels`, evidence: { unlabeled, duplicated } });
    }
  }
  return { outline: roots, counts: Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/** The landmark role of a node; null for listed-but-unexposed; undefined when not listed. */
function landmarkRole(ctx: AnalysisContext, node: CapturedNode): LandmarkRole | null | undefined {
  const explicit = (node.attrs['role'] ?? '').trim().toLowerCase().split(/\s+/)[0] ?? '';
  if (LANDMARK_ROLES.has(explicit as LandmarkRole)) {
    if ((explicit === 'region' || explicit === 'form') && !accessibleName(ctx, node)) return null;
    return explicit as LandmarkRole;
  }
  // Any other explicit role (`nav role="menubar"`, `header role="none"`) removes the landmark.
  if (explicit) return undefined;
  switch (node.tag) {
    case 'main':
      return 'main';
    case 'nav':
      return 'navigation';
    case 'aside':
      return 'complementary';
    case 'search':
      return 'search';
    case 'header':
    case 'footer': {
      const scoped = ctx.ancestors(node.id).some((a) => SCOPING.has(a.tag) || SCOPING_ROLES.has(a.attrs['role'] ?? ''));
      return scoped ? null : node.tag === 'header' ? 'banner' : 'contentinfo';
    }
    case 'section':
      return accessibleName(ctx, node) ? 'region' : null;
    case 'form':
      return accessibleName(ctx, node) ? 'form' : null;
    default:
      return undefined;
  }
}

function accessibleName(ctx: AnalysisContext, node: CapturedNode): string | null {
  const label = node.attrs['aria-label']?.trim();
  if (label) return label;
  const labelledBy = node.attrs['aria-labelledby']?.trim();
  if (labelledBy) {
    const index = ctx.derive('structure:idIndex', (c) => {
      const map = new Map<string, string>();
      for (const n of c.nodes) if (n.attrs['id'] && !map.has(n.attrs['id'])) map.set(n.attrs['id'], n.id);
      return map;
    });
    const text = labelledBy
      .split(/\s+/)
      .map((id) => index.get(id))
      .filter((id): id is string => id !== undefined)
      .map((id) => subtreeText(ctx, id, 120))
      .join(' ')
      .trim();
    if (text) return text;
  }
  const title = node.attrs['title']?.trim();
  return title ? title : null;
}

export function headingOutline(ctx: AnalysisContext, findings: Finding[]): HeadingOutline {
  const headings = pageHeadings(ctx);
  const counts = { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 };
  const outline: HeadingItem[] = [];
  const stack: HeadingItem[] = [];
  const skipped: HeadingOutline['skipped_levels'] = [];
  let previous = 0;
  for (const h of headings) {
    counts[`h${h.level}` as keyof typeof counts]++;
    const item: HeadingItem = { level: h.level, text: h.text, node_id: h.node.id, selector: h.node.selector, source: h.source, children: [] };
    if (h.level > previous + 1) skipped.push({ from: previous, to: h.level, node_id: h.node.id, text: h.text });
    if (!h.text) findings.push({ message: `empty ${h.source} heading`, evidence: h.node.id });
    while (stack.length > 0 && stack[stack.length - 1]!.level >= h.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : outline).push(item);
    stack.push(item);
    previous = h.level;
  }
  if (headings.length > 0 && counts.h1 === 0) findings.push({ message: 'no h1 on the page' });
  if (counts.h1 > 1) findings.push({ message: `${counts.h1} h1 headings`, evidence: headings.filter((h) => h.level === 1).map((h) => h.node.id) });
  for (const s of skipped) {
    findings.push({ message: s.from === 0 ? `the heading outline starts at h${s.to}` : `heading level skipped: h${s.from} → h${s.to}`, evidence: { node_id: s.node_id, text: s.text } });
  }
  return { outline, counts, total: headings.length, skipped_levels: skipped };
}
