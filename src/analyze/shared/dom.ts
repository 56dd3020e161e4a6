/**
 * HTML adapter: the only importer of parse5 (ARCHITECTURE "One adapter file per dependency").
 *
 * parse5 parses exactly as browsers do (missing tags, stray markup), so the served and rendered
 * HTML of a Capture become a light tree of plain element/text nodes with a few finders. Sections
 * that need layout use the Capture's node table instead; this tree is for markup facts
 * (meta tags, landmarks, link text, attributes of elements that were not visible).
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export interface DomElement {
  type: 'element';
  /** Lower-case tag name (`svg`, `path`, `my-widget`). */
  tag: string;
  /** Attributes by lower-case name; the first occurrence wins, as in the DOM. */
  attrs: Record<string, string>;
  children: DomNode[];
}

export interface DomText {
  type: 'text';
  text: string;
}

export type DomNode = DomElement | DomText;

/** The parsed document: its `<html>` element (always present, parse5 creates it if missing). */
export interface DomDocument {
  root: DomElement;
}

export interface MetaTag {
  name: string | null;
  property: string | null;
  httpEquiv: string | null;
  content: string;
  media: string | null;
}

/** Parses an HTML document. Never throws on malformed markup (HTML parsing has no errors). */
export function parseHtml(html: string): DomDocument {
  const document = parse(html);
  const htmlElement = document.childNodes.find((n): n is DefaultTreeAdapterTypes.Element => 'tagName' in n && n.tagName === 'html');
  const root = htmlElement ? convertElement(htmlElement) : { type: 'element' as const, tag: 'html', attrs: {}, children: [] };
  return { root };
}

function convertElement(element: DefaultTreeAdapterTypes.Element): DomElement {
  const attrs: Record<string, string> = {};
  for (const attr of element.attrs) {
    const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
    if (!(name in attrs)) attrs[name] = attr.value;
  }
  // `<template>` content lives in a separate fragment; it is not rendered, so it is skipped.
  const children: DomNode[] = [];
  for (const child of element.childNodes) {
    if ('tagName' in child) children.push(convertElement(child));
    else if (child.nodeName === '#text' && 'value' in child) children.push({ type: 'text', text: child.value });
  }
  return { type: 'element', tag: element.tagName.toLowerCase(), attrs, children };
}

/** Depth-first, document order; stops descending into an element when `skip` says so. */
export function* walkElements(root: DomElement, skip?: (el: DomElement) => boolean): Generator<DomElement> {
  const stack: DomElement[] = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    yield el;
    if (skip?.(el)) continue;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i]!;
      if (child.type === 'element') stack.push(child);
    }
  }
}

/** Every element (the root included) that matches, in document order. */
export function findAll(root: DomElement, predicate: (el: DomElement) => boolean): DomElement[] {
  const found: DomElement[] = [];
  for (const el of walkElements(root)) if (predicate(el)) found.push(el);
  return found;
}

export function findFirst(root: DomElement, predicate: (el: DomElement) => boolean): DomElement | null {
  for (const el of walkElements(root)) if (predicate(el)) return el;
  return null;
}

export function byTag(root: DomElement, ...tags: string[]): DomElement[] {
  const wanted = new Set(tags.map((t) => t.toLowerCase()));
  return findAll(root, (el) => wanted.has(el.tag));
}

/** Whether the element has `name`, optionally with exactly `value` (case-insensitive for the value). */
export function hasAttr(el: DomElement, name: string, value?: string): boolean {
  const actual = el.attrs[name];
  if (actual === undefined) return false;
  return value === undefined || actual.toLowerCase() === value.toLowerCase();
}

/** Whitespace-collapsed text of the element and its descendants (script/style/template excluded). */
export function textContent(el: DomElement): string {
  const parts: string[] = [];
  const visit = (node: DomNode): void => {
    if (node.type === 'text') parts.push(node.text);
    else if (!NON_TEXT.has(node.tag)) node.children.forEach(visit);
  };
  visit(el);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const NON_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/** The `<head>` element, or the root when the document has none. */
export function headOf(doc: DomDocument): DomElement {
  return doc.root.children.find((c): c is DomElement => c.type === 'element' && c.tag === 'head') ?? doc.root;
}

/** The `<body>` element, or the root when the document has none (framesets). */
export function bodyOf(doc: DomDocument): DomElement {
  return doc.root.children.find((c): c is DomElement => c.type === 'element' && c.tag === 'body') ?? doc.root;
}

/** All `<meta>` tags in document order (not only in `<head>`: some sites emit them in the body). */
export function metaTags(doc: DomDocument): MetaTag[] {
  return byTag(doc.root, 'meta').map((el) => ({
    name: el.attrs['name']?.trim().toLowerCase() ?? null,
    property: el.attrs['property']?.trim().toLowerCase() ?? null,
    httpEquiv: el.attrs['http-equiv']?.trim().toLowerCase() ?? null,
    content: el.attrs['content'] ?? '',
    media: el.attrs['media'] ?? null,
  }));
}

/** The `lang` of `<html>` (trimmed), or null when absent or empty. */
export function documentLanguage(doc: DomDocument): string | null {
  const lang = doc.root.attrs['lang']?.trim() ?? doc.root.attrs['xml:lang']?.trim();
  return lang ? lang : null;
}
