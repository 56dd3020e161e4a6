/**
 * Text of links and menu entries, read from markup (hidden dropdown items have no node) or from
 * the node table: labels vs. descriptions of rich menu entries, screen-reader-only names, and
 * text limited to what was visible.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { textContent, type DomElement } from '../shared/dom.js';
import { clean, domIndex } from './nav-dom.js';

/** Elements whose content is not rendered text. */
const NON_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/**
 * How an element reads as a link or menu entry: its first text run is the label and the rest a
 * description (`<a><strong>Notebooks</strong><span>Capture interviews</span></a>`). Falls back to
 * aria-label, title, an image's alt and an SVG `<title>` for icon-only links.
 */
export function labelOfElement(el: DomElement): { label: string; description: string | null } {
  const own = clean(el.children.map((c) => (c.type === 'text' ? c.text : '')).join(' '));
  const pieces: string[] = [];
  if (own) {
    // Text directly in the link: inline children join the phrase ("Learn <b>more</b>"), block
    // children start a description ("Analytics<p>Understand your traffic</p>").
    let phrase = '';
    const flush = (): void => {
      const t = clean(phrase);
      if (t) pieces.push(t);
      phrase = '';
    };
    for (const child of el.children) {
      if (child.type === 'text') phrase += child.text;
      else if (child.attrs['aria-hidden'] === 'true' || child.tag === 'svg' || child.tag === 'img') continue;
      else if (BLOCK_TAGS.has(child.tag)) {
        flush();
        const t = visibleText(child);
        if (t) pieces.push(t);
      } else phrase += visibleText(child);
    }
    flush();
  } else {
    // Only elements: each one with text is a piece (`<strong>Name</strong><span>Description</span>`).
    for (const child of el.children) {
      if (child.type !== 'element' || child.attrs['aria-hidden'] === 'true') continue;
      const t = visibleText(child);
      if (t) pieces.push(t);
    }
  }
  if (pieces.length > 0 && pieces[0]) return { label: pieces[0], description: pieces.length > 1 ? pieces.slice(1).join(' ') : null };
  const fallback = el.attrs['aria-label'] ?? el.attrs['title'] ?? findImageAlt(el) ?? '';
  return { label: clean(fallback), description: null };
}

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'blockquote', 'dl', 'dt', 'dd', 'table']);

/** Text of an element and its descendants, without SVG/`<img>` content and non-rendered elements. */
export function visibleText(el: DomElement): string {
  const parts: string[] = [];
  const visit = (node: DomElement): void => {
    for (const child of node.children) {
      if (child.type === 'text') parts.push(child.text);
      else if (child.tag !== 'svg' && !NON_TEXT.has(child.tag) && child.attrs['aria-hidden'] !== 'true') visit(child);
    }
  };
  visit(el);
  return clean(parts.join(''));
}

function findImageAlt(el: DomElement): string | null {
  for (const child of el.children) {
    if (child.type !== 'element') continue;
    if (child.tag === 'img' && child.attrs['alt']) return child.attrs['alt'];
    if (child.tag === 'svg') {
      const title = child.children.find((c): c is DomElement => c.type === 'element' && c.tag === 'title');
      if (title) return textContent(title);
      if (child.attrs['aria-label']) return child.attrs['aria-label'];
    }
    const deeper = findImageAlt(child);
    if (deeper) return deeper;
  }
  return null;
}

/** Visible text of a node and its visible descendants (the node table keeps only own text). */
export function nodeTextDeep(ctx: AnalysisContext, node: CapturedNode, limit = 300): string {
  const parts: string[] = [];
  let length = 0;
  const visit = (n: CapturedNode): void => {
    if (length > limit) return;
    if (n.text) {
      parts.push(n.text);
      length += n.text.length;
    }
    for (const child of ctx.children(n.id)) visit(child);
  };
  visit(node);
  return clean(parts.join(' ')).slice(0, limit);
}

/** Text of an element's visible parts only (text whose parent element is in the node table). */
export function renderedText(ctx: AnalysisContext, el: DomElement): string {
  const index = domIndex(ctx);
  const parts: string[] = [];
  const visit = (node: DomElement): void => {
    const shown = index.nodeOf.has(node);
    for (const child of node.children) {
      if (child.type === 'text') {
        if (shown) parts.push(child.text);
      } else if (child.tag !== 'svg' && !NON_TEXT.has(child.tag)) visit(child);
    }
  };
  visit(el);
  return clean(parts.join(''));
}

/** A link's label: from the markup when the node maps to it (icon links keep their sr-only text), else its visible text. */
export function nodeLabel(ctx: AnalysisContext, node: CapturedNode): string {
  const el = domIndex(ctx).elementOf.get(node.id);
  const fromDom = el ? labelOfElement(el).label : '';
  return fromDom || nodeTextDeep(ctx, node, 120) || node.attrs['aria-label'] || node.attrs['title'] || '';
}

