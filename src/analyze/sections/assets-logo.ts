/**
 * Logo candidates (spec §2.3 `assets`: "logo candidates scored (rejecting partner-logo walls and
 * small UI icons) with boxes and light/dark variants").
 *
 * Candidates are visible `img`/`svg` elements, logo-classed elements painted with a background
 * image, and text wordmarks (a home link with text and no image). Each gets a score with its
 * reasons: in the header bar, linking home, logo vocabulary in class/id/alt/aria-label/file name,
 * the brand name (profile's inference, or the host name), top-left placement, a logo-like height
 * (16–120 px). Rows of similar images in a "trusted by / customers" band are partner logos and
 * are rejected, as are small UI icons and avatars.
 */
import type { Box, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { brandNameOf, classNamesLogo, hostKeyOf, isHomeHref, normalizeName, textNamesLogo } from '../derived/nav-brand.js';
import { absoluteUrl, domIndex } from '../derived/nav-dom.js';
import { footerRegion, headerRegion, isInside, overlayNodes } from '../derived/nav-regions.js';
import { fontOf, round, type FontStyle } from '../derived/nav-style.js';
import { nodeTextDeep, renderedText, visibleText } from '../derived/nav-text.js';
import { relativeLuminance } from '../shared/color.js';
import type { DomElement } from '../shared/dom.js';
import { displayUrl, resourceFacts, type ResourceFacts } from './assets-files.js';
import { logoVariants, serializeSvg, type LogoVariant } from './assets-logo-variants.js';

export interface LogoCandidate extends ResourceFacts {
  kind: 'img' | 'svg' | 'background' | 'text';
  /** Image URL (absolute); null for inline SVG and text wordmarks. */
  src: string | null;
  /** alt, aria-label, `<title>` or the wordmark text. */
  label: string | null;
  /** Text next to the mark inside the same home link (a lockup: mark + wordmark). */
  wordmark_text: string | null;
  /** Type of the wordmark text (text wordmarks, or the text part of a lockup). */
  wordmark_font: FontStyle | null;
  href: string | null;
  node_id: string;
  selector: string;
  box: Box;
  score: number;
  reasons: string[];
  in_header: boolean;
  /** What the logo sits on. */
  backdrop: string;
  /** Inline SVG markup of the chosen logo (at most 20,000 characters); null when longer, not an inline SVG, or in `logo_candidates`. */
  svg_markup: string | null;
  /** Light/dark variants of the chosen logo (empty in `logo_candidates`). */
  variants: LogoVariant[];
}

export interface RejectedLogo {
  node_id: string;
  selector: string;
  reason: 'logo_wall' | 'small_icon' | 'avatar';
  detail: string;
}

const WALL_TEXT = /trusted by|used by|loved by|backed by|powering|as seen (in|on)|featured (in|on)|our (customers|clients|partners|investors)|customers|clients|partners|companies|teams at|brands|investors|sponsors|integrat/i;
const WALL_CLASS = /(^|[\s_-])(logos|logo-?(wall|strip|cloud|grid|list|row|bar|marquee)|clients|partners|customers|brands|sponsors|marquee|press)([\s_-]|$)/i;
const AVATAR = /avatar|profile|headshot|author|user-?photo/i;
const SVG_INNER = new Set(['path', 'g', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'use', 'defs', 'title', 'desc', 'symbol', 'mask', 'clippath', 'lineargradient', 'radialgradient', 'stop', 'pattern', 'image', 'filter', 'foreignobject']);

export function analyzeLogos(ctx: AnalysisContext): { logo: LogoCandidate | null; candidates: LogoCandidate[]; rejected: RejectedLogo[] } {
  const c = ctx.capture;
  const header = headerRegion(ctx);
  const footer = footerRegion(ctx);
  const brand = brandNameOf(ctx);
  const keys = [brand ? normalizeName(brand) : '', hostKeyOf(ctx) ?? ''].filter((k) => k.length >= 3);
  const vw = c.viewport.width;

  const overlays = overlayNodes(ctx);
  const raw: CapturedNode[] = [];
  for (const n of ctx.nodes()) {
    // Cookie banners and chat widgets carry their vendors' logos.
    if (n.box.width <= 0 || n.box.height <= 0 || overlays.has(n.id)) continue;
    if (n.tag === 'img' || (n.tag === 'input' && n.attrs['type'] === 'image')) raw.push(n);
    else if (n.tag === 'svg' && !(n.parent && ctx.nodeById(n.parent)?.tag === 'svg')) raw.push(n);
    else if (/url\(/.test(n.style['background-image'] ?? '') && (classNamesLogo(n.attrs['class'], n.attrs['id']) || textNamesLogo(n.attrs['aria-label'])) && n.box.height <= 160) raw.push(n);
    else if (n.tag === 'a' && isHomeHref(n.attrs['href'], c.final_url) && (isInside(ctx, header, n.id) || isInside(ctx, footer, n.id)) && !hasImage(ctx, n)) {
      const text = nodeTextDeep(ctx, n, 60);
      if (text && text.length <= 40 && !/^home$/i.test(text)) raw.push(n);
    }
  }

  // Wall members are logo-sized images; decorative icons (aria-hidden, tiny) never form a wall.
  const walls = wallMembers(ctx, raw.filter((n) => n.tag !== 'a' && !isInside(ctx, header, n.id) && n.attrs['aria-hidden'] !== 'true' && n.box.width >= 40 && n.box.height >= 12));
  const rejected: RejectedLogo[] = [];
  const candidates: LogoCandidate[] = [];
  let firstInHeader = true;
  for (const n of raw) {
    const wall = walls.get(n.id);
    if (wall) {
      rejected.push({ node_id: n.id, selector: n.selector, reason: 'logo_wall', detail: wall });
      continue;
    }
    const kind: LogoCandidate['kind'] = n.tag === 'a' ? 'text' : n.tag === 'svg' ? 'svg' : n.tag === 'img' || n.tag === 'input' ? 'img' : 'background';
    const link = n.tag === 'a' ? n : ctx.ancestors(n.id).slice(0, 4).find((a) => a.tag === 'a') ?? null;
    const el = domIndex(ctx).elementOf.get(n.id);
    const label =
      (kind === 'text' ? textBeside(ctx, n) : null) ||
      n.attrs['alt'] ||
      n.attrs['aria-label'] ||
      (kind === 'svg' && el ? svgTitleOf(el) : null) ||
      n.attrs['title'] ||
      link?.attrs['aria-label'] ||
      // The home link's accessible text (often a screen-reader-only brand name).
      (link && kind !== 'text' ? linkText(ctx, link) : null) ||
      null;
    const srcset = el?.attrs['srcset']?.split(',')[0]?.trim().split(/\s+/)[0];
    const src = kind === 'img' ? (absoluteUrl(n.attrs['src'], c.final_url) ?? absoluteUrl(srcset, c.final_url)) : kind === 'background' ? backgroundUrl(n, c.final_url) : null;
    const fileName = src?.split(/[?#]/)[0]!.split('/').pop();
    const hintText = [n.attrs['class'], n.attrs['id'], n.attrs['alt'], n.attrs['aria-label'], n.attrs['title'], fileName, link?.attrs['class'], link?.attrs['id'], link?.attrs['aria-label'], ctx.nodeById(n.parent ?? '')?.attrs['class']].filter(Boolean).join(' ');
    const reasons: string[] = [];
    let score = 0;
    const add = (points: number, reason: string): void => {
      score += points;
      reasons.push(`${points > 0 ? '+' : ''}${points} ${reason}`);
    };
    const inHeader = isInside(ctx, header, n.id);
    const inFooter = isInside(ctx, footer, n.id);
    const { x, y, width, height } = n.box;
    const parentClass = ctx.nodeById(n.parent ?? '')?.attrs['class'];
    const logoHint =
      classNamesLogo(n.attrs['class'], n.attrs['id'], link?.attrs['class'], link?.attrs['id'], parentClass) ||
      textNamesLogo(n.attrs['alt'], n.attrs['aria-label'], n.attrs['title'], fileName, link?.attrs['aria-label']);
    const isAvatar = AVATAR.test(hintText) || (n.style['border-top-left-radius'] === '50%' && width <= 96 && Math.abs(width - height) < 2);
    if (isAvatar && !logoHint) {
      rejected.push({ node_id: n.id, selector: n.selector, reason: 'avatar', detail: hintText.trim() || 'round image' });
      continue;
    }
    if (kind !== 'text' && (height < 12 || (width <= 24 && height <= 24 && !logoHint))) {
      rejected.push({ node_id: n.id, selector: n.selector, reason: 'small_icon', detail: `${round(width)}×${round(height)}px` });
      continue;
    }
    if (inHeader) add(3, 'in the header bar');
    else if (inFooter) add(1, 'in the footer');
    if (y < 200) add(1, 'at the top of the page');
    if (link && isHomeHref(link.attrs['href'], c.final_url)) add(3, 'links to the home page');
    if (logoHint) add(3, 'logo/brand in class, id, alt, label or file name');
    // The brand is named by text (alt, labels, file name), never by class names (`bg-sage-500`).
    const normalizedHints = normalizeName([n.attrs['alt'], n.attrs['aria-label'], n.attrs['title'], fileName, link?.attrs['aria-label'], label].filter(Boolean).join(' '));
    if (keys.some((k) => normalizedHints.includes(k))) add(2, `names the brand "${brand ?? keys[0]}"`);
    if (x + width / 2 < vw * 0.35 && y < 200) add(1.5, 'top-left');
    else if (Math.abs(x + width / 2 - vw / 2) < vw * 0.1 && y < 200) add(0.5, 'top-center');
    if (height >= 16 && height <= 120 && width <= 480) add(1, `logo-sized (${round(height)}px tall)`);
    else add(-2, `${round(width)}×${round(height)}px is not logo-sized`);
    if (inHeader && kind !== 'text' && firstInHeader) {
      add(1, 'first image in the header');
      firstInHeader = false;
    }
    if (link && !isHomeHref(link.attrs['href'], c.final_url) && !logoHint) add(-2, 'inside a link to another page');
    if (ctx.ancestors(n.id).slice(0, 4).some((a) => a.tag === 'button')) add(-3, 'inside a button (a UI icon)');
    if (n.attrs['aria-hidden'] === 'true' && !logoHint && !(link && isHomeHref(link.attrs['href'], c.final_url))) add(-2, 'aria-hidden decoration');
    if (y > c.viewport.height * 2 && !inFooter) add(-2, 'far down the page');
    if (kind === 'text') add(-1, 'text only');

    const wordmark = link && kind !== 'text' ? (textBeside(ctx, link) || null) : null;
    const textNode = kind === 'text' ? n : link ? firstTextNode(ctx, link) : null;
    candidates.push({
      kind,
      src: src ? displayUrl(src) : null,
      label: label ? label.trim() : null,
      wordmark_text: kind === 'text' ? null : wordmark,
      wordmark_font: textNode && (kind === 'text' || wordmark) ? fontOf(textNode) : null,
      href: link ? absoluteUrl(link.attrs['href'], c.final_url) : null,
      node_id: n.id,
      selector: n.selector,
      box: n.box,
      score: round(score, 1),
      reasons,
      in_header: inHeader,
      backdrop: backdropOf(ctx, n.id).color.hex,
      svg_markup: null,
      variants: [],
      ...resourceFacts(ctx, src),
    });
  }
  candidates.sort((a, b) => b.score - a.score || order(a.node_id) - order(b.node_id));
  const best = candidates[0] && candidates[0].score >= 4 ? candidates[0] : null;
  // The list repeats the best candidate without its markup and variants (those are on `logo`).
  const list = candidates.slice(0, 6).map((c) => ({ ...c }));
  if (best) {
    const el = domIndex(ctx).elementOf.get(best.node_id);
    if (best.kind === 'svg' && el) best.svg_markup = serializeSvg(el, 20_000);
    best.variants = logoVariants(ctx, best, candidates);
  }
  return { logo: best, candidates: list, rejected: rejected.slice(0, 20) };
}

const order = (id: string): number => Number(id.replace(/\D/g, '')) || 0;

function hasImage(ctx: AnalysisContext, n: CapturedNode): boolean {
  const stack = [...ctx.children(n.id)];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c.tag === 'img' || c.tag === 'svg' || c.tag === 'picture' || /url\(/.test(c.style['background-image'] ?? '')) return true;
    stack.push(...ctx.children(c.id));
  }
  return false;
}

function linkText(ctx: AnalysisContext, link: CapturedNode): string | null {
  const el = domIndex(ctx).elementOf.get(link.id);
  return (el ? visibleText(el) : nodeTextDeep(ctx, link, 60)) || null;
}

/** The visible text of a link, from markup when mapped (keeps "quill." whole), else from nodes. */
function textBeside(ctx: AnalysisContext, link: CapturedNode): string {
  const el = domIndex(ctx).elementOf.get(link.id);
  return el ? renderedText(ctx, el) : nodeTextDeep(ctx, link, 60);
}

function firstTextNode(ctx: AnalysisContext, n: CapturedNode): CapturedNode | null {
  if (n.text) return n;
  for (const c of ctx.children(n.id)) {
    const found = SVG_INNER.has(c.tag.toLowerCase()) || c.tag === 'svg' ? null : firstTextNode(ctx, c);
    if (found) return found;
  }
  return null;
}

function svgTitleOf(el: DomElement): string | null {
  const title = el.children.find((ch): ch is DomElement => ch.type === 'element' && ch.tag === 'title');
  return title ? visibleText(title) || null : null;
}

function backgroundUrl(n: CapturedNode, base: string): string | null {
  const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(n.style['background-image'] ?? '')?.[1];
  return url ? absoluteUrl(url, base) : null;
}

/**
 * Partner-logo walls: four or more image candidates sharing a row container (directly or one
 * wrapper down: `li > img`, `a > img`), of similar height; three are enough when the band says
 * "trusted by", "customers", "partners"… or is classed logos/clients/partners.
 */
function wallMembers(ctx: AnalysisContext, images: CapturedNode[]): Map<string, string> {
  const groups = new Map<string, CapturedNode[]>();
  for (const n of images) {
    const parent = n.parent !== null ? ctx.nodeById(n.parent) : undefined;
    if (!parent) continue;
    // `li > a > img`: the row is the parent of the image's item wrapper.
    const item = ctx.children(parent.id).length === 1 && parent.parent !== null ? parent : n;
    const rowId = item === n ? parent.id : (item.parent ?? parent.id);
    const row = groups.get(rowId) ?? [];
    row.push(n);
    groups.set(rowId, row);
  }
  const members = new Map<string, string>();
  for (const [rowId, list] of groups) {
    // A row: at least three images side by side (a stacked list of icons is not a wall).
    if (list.length < 3 || new Set(list.map((n) => Math.round(n.box.x))).size < 3) continue;
    const heights = list.map((n) => n.box.height);
    if (Math.max(...heights) > Math.min(...heights) * 2.5) continue;
    const row = ctx.nodeById(rowId)!;
    const around = [row, ...ctx.ancestors(rowId).slice(0, 3)];
    const labelled = around.some((a) => WALL_CLASS.test(`${a.attrs['class'] ?? ''} ${a.attrs['id'] ?? ''}`) || WALL_TEXT.test(a.attrs['aria-label'] ?? '')) || WALL_TEXT.test(nodeTextDeep(ctx, around[around.length - 1]!, 400));
    if (list.length < 4 && !labelled) continue;
    const detail = `${list.length} similar images in ${row.selector}${labelled ? ' (a customers/partners band)' : ''}`;
    for (const n of list) members.set(n.id, detail);
  }
  return members;
}

export function isDark(hex: string): boolean {
  return relativeLuminance(hex) < 0.2;
}
