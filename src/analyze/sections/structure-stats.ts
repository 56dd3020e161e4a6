/**
 * DOM statistics (structure section): how big and deep the document is and what it is made of,
 * counted twice on purpose — over the rendered DOM (everything, hidden included) and over the
 * visible node table (what a visitor sees, shadow trees included).
 */
import type { AnalysisContext } from '../context.js';
import { bodyOf, type DomElement } from '../shared/dom.js';
import { isRendered, nodeDepths } from '../derived/page-tree.js';

export interface DomStats {
  /** Elements in the rendered document (head included). */
  elements: number;
  body_elements: number;
  max_depth: number;
  /** Non-whitespace text nodes in the body (script/style/template excluded). */
  text_nodes: number;
  images: number;
  svgs: number;
  videos: number;
  links: number;
  buttons: number;
  forms: number;
  inputs: number;
  iframes: number;
  scripts: number;
  stylesheets: number;
  custom_elements: number;
}

export interface RenderedStats {
  visible_nodes: number;
  max_depth: number;
  /** Visible elements with text of their own. */
  text_nodes: number;
  images: number;
  links: number;
  buttons: number;
  interactive: number;
  shadow_nodes: number;
  shadow_hosts: number;
}

export interface FrameStats {
  count: number;
  frames: { url: string; node_id: string | null }[];
}

const SKIP_TEXT = new Set(['script', 'style', 'template', 'noscript']);
const INPUT_SKIP = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

export function domStats(ctx: AnalysisContext): DomStats {
  const stats: DomStats = { elements: 0, body_elements: 0, max_depth: 0, text_nodes: 0, images: 0, svgs: 0, videos: 0, links: 0, buttons: 0, forms: 0, inputs: 0, iframes: 0, scripts: 0, stylesheets: 0, custom_elements: 0 };
  const root = ctx.dom().root;
  const body = bodyOf(ctx.dom());
  const stack: { el: DomElement; depth: number; inBody: boolean; inSvg: boolean }[] = [{ el: root, depth: 0, inBody: root === body, inSvg: false }];
  while (stack.length > 0) {
    const { el, depth, inBody, inSvg } = stack.pop()!;
    stats.elements++;
    if (inBody) stats.body_elements++;
    stats.max_depth = Math.max(stats.max_depth, depth);
    count(stats, el, inSvg);
    const childInBody = inBody || el === body;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i]!;
      if (child.type === 'element') stack.push({ el: child, depth: depth + 1, inBody: childInBody, inSvg: inSvg || el.tag === 'svg' });
      else if (childInBody && !SKIP_TEXT.has(el.tag) && child.text.trim() !== '') stats.text_nodes++;
    }
  }
  return stats;
}

function count(stats: DomStats, el: DomElement, inSvg: boolean): void {
  const type = (el.attrs['type'] ?? '').toLowerCase();
  switch (el.tag) {
    case 'img':
      stats.images++;
      break;
    case 'svg':
      if (!inSvg) stats.svgs++;
      break;
    case 'video':
      stats.videos++;
      break;
    case 'a':
      if (el.attrs['href'] !== undefined) stats.links++;
      break;
    case 'button':
      stats.buttons++;
      break;
    case 'form':
      stats.forms++;
      break;
    case 'input':
      if (['submit', 'button', 'reset'].includes(type)) stats.buttons++;
      else if (!INPUT_SKIP.has(type)) stats.inputs++;
      break;
    case 'select':
    case 'textarea':
      stats.inputs++;
      break;
    case 'iframe':
      stats.iframes++;
      break;
    case 'script':
      stats.scripts++;
      break;
    case 'style':
      stats.stylesheets++;
      break;
    case 'link':
      if (/(^|\s)stylesheet(\s|$)/i.test(el.attrs['rel'] ?? '')) stats.stylesheets++;
      break;
    default:
      if (el.tag.includes('-')) stats.custom_elements++;
  }
  if (el.attrs['role'] === 'button' && el.tag !== 'button') stats.buttons++;
}

export function renderedStats(ctx: AnalysisContext): RenderedStats {
  const depths = nodeDepths(ctx);
  const stats: RenderedStats = { visible_nodes: 0, max_depth: 0, text_nodes: 0, images: 0, links: 0, buttons: 0, interactive: 0, shadow_nodes: 0, shadow_hosts: 0 };
  const hosts = new Set<string>();
  for (const node of ctx.nodes()) {
    if (node.in_shadow) {
      stats.shadow_nodes++;
      const parent = node.parent ? ctx.nodeById(node.parent) : undefined;
      if (parent && !parent.in_shadow) hosts.add(parent.id);
    }
    if (!isRendered(node)) continue;
    stats.visible_nodes++;
    stats.max_depth = Math.max(stats.max_depth, depths.get(node.id) ?? 0);
    if (node.text.trim()) stats.text_nodes++;
    if (node.tag === 'img' || node.tag === 'video' || node.tag === 'picture') stats.images++;
    if (node.tag === 'a' && node.attrs['href'] !== undefined) stats.links++;
    if (node.tag === 'button' || node.attrs['role'] === 'button' || (node.tag === 'input' && ['submit', 'button', 'reset'].includes((node.attrs['type'] ?? '').toLowerCase()))) stats.buttons++;
    if (node.interactive) stats.interactive++;
  }
  stats.shadow_hosts = hosts.size;
  return stats;
}

export function frameStats(ctx: AnalysisContext): FrameStats {
  const frames = ctx.capture.frames.map((f) => ({ url: f.url, node_id: f.node_id }));
  return { count: frames.length, frames: frames.slice(0, 20) };
}
