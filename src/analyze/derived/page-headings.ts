/**
 * The page's visible headings (h1–h6 and role=heading), in reading order, with their full text.
 *
 * The capture stores each node's own text only, so `<h2><span>New</span> Pricing</h2>` would read
 * "Pricing New" from the node table. Headings of the light DOM are therefore matched, in order,
 * to the rendered DOM's headings (same tag, same own text) and take its textContent; headings in
 * shadow roots (absent from the serialized HTML) fall back to the node-table text.
 * Shared by structure (outline) and sections (band headings).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { bodyOf, findAll, type DomElement, type DomNode } from '../shared/dom.js';
import { isRendered, lengthPx, subtreeText } from './page-tree.js';

export interface PageHeading {
  node: CapturedNode;
  level: number;
  text: string;
  /** `h2`, or `role=heading` (with `aria-level`, default 2). */
  source: string;
  font_size_px: number;
}

const HEADING_TAG = /^h([1-6])$/;
const MAX_TEXT = 160;

export function pageHeadings(ctx: AnalysisContext): readonly PageHeading[] {
  return ctx.derive('page:headings', () => {
    const domHeadings = findAll(bodyOf(ctx.dom()), (el) => HEADING_TAG.test(el.tag)).map((el) => ({ el, own: ownText(el) }));
    let cursor = 0;
    const result: PageHeading[] = [];
    for (const node of ctx.nodes()) {
      const tagMatch = HEADING_TAG.exec(node.tag);
      const role = node.attrs['role'];
      if (!tagMatch && role !== 'heading') continue;
      if (!isRendered(node)) continue;
      const level = tagMatch ? Number(tagMatch[1]) : clampLevel(Number(node.attrs['aria-level'] ?? '2'));
      let text: string | null = null;
      if (tagMatch && !node.in_shadow) {
        const own = normalize(node.text);
        for (let j = cursor; j < domHeadings.length; j++) {
          const d = domHeadings[j]!;
          if (d.el.tag === node.tag && (d.own === own || (own.length >= 200 && d.own.startsWith(own.slice(0, 190))))) {
            text = cut(readableText(d.el));
            cursor = j + 1;
            break;
          }
        }
      }
      result.push({
        node,
        level,
        text: text ?? subtreeText(ctx, node.id, MAX_TEXT),
        source: tagMatch ? node.tag : `role=heading${node.attrs['aria-level'] ? ` aria-level=${node.attrs['aria-level']}` : ''}`,
        font_size_px: lengthPx(node.style['font-size']),
      });
    }
    return result;
  });
}

function ownText(el: DomElement): string {
  return normalize(el.children.filter((c: DomNode): c is { type: 'text'; text: string } => c.type === 'text').map((c) => c.text).join(''));
}

const NON_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/** textContent, with `<br>` read as a space (`Quiet buildings for<br>loud cities.`). */
function readableText(el: DomElement): string {
  const parts: string[] = [];
  const visit = (node: DomNode): void => {
    if (node.type === 'text') parts.push(node.text);
    else if (node.tag === 'br') parts.push(' ');
    else if (!NON_TEXT.has(node.tag)) node.children.forEach(visit);
  };
  visit(el);
  return normalize(parts.join(''));
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function clampLevel(n: number): number {
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 2;
}
