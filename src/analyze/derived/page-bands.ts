/**
 * The page's top-level bands: the vertically stacked blocks a visitor scrolls through (header,
 * hero, feature rows, footer, …). Found from geometry and landmarks, descending through
 * wrappers (`main`, `div#__next`, `.page-wrapper`) but never into a band itself:
 *
 * - a band spans at least ~90% of the content width (full-bleed or contained), or is a
 *   header/footer landmark;
 * - a node is split into its children when it is body/main, when its wide children are sections
 *   or landmarks, when its name says "wrapper", or when it is a tall div soup whose wide blocks
 *   look like sections themselves — vertical padding, their own background, or an h1/h2 —
 *   without a heading of its own (Framer/Webflow exports);
 * - fixed overlays, consent banners, dialogs, tiny nodes and text-level elements (a bare `<p>` or
 *   `<h1>` directly in body/main is content of that parent, not a band of its own) are not bands.
 *
 * Memoized per run: layout (section paddings, whitespace) and sections (classification) share it.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { contentContainer } from './page-container.js';
import { parseColor } from '../shared/color.js';
import { isRendered, isThirdPartyOverlay, lengthPx, nameTokens, pageWidth, subtree } from './page-tree.js';

export interface PageBand {
  node: CapturedNode;
  /** Wrapper nodes descended through to reach it, outermost first. */
  via: string[];
}

export interface PageBands {
  bands: PageBand[];
  /** The width a band must reach (90% of the content width). */
  wide_threshold_px: number;
  /** Band index of every node inside a band (node id → index into `bands`). */
  band_of: ReadonlyMap<string, number>;
}

const SECTIONING = new Set(['section', 'header', 'footer', 'main', 'aside', 'nav']);
const SECTIONING_ROLES = new Set(['region', 'banner', 'contentinfo', 'main', 'complementary', 'navigation']);
const NEVER_SPLIT = new Set(['header', 'footer', 'nav', 'aside', 'form', 'table', 'ul', 'ol', 'dl', 'figure', 'article', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TEXT_LEVEL = new Set([...HEADINGS, 'p', 'span', 'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'small', 'strong', 'em', 'b', 'i', 'code', 'label', 'button', 'input', 'select', 'textarea', 'hr', 'br']);
const WRAPPER_TOKEN = /^(page|site|app|root|layout|main|content|body)([-_]?(wrapper|wrap|content|container|inner|main|root|body))?$|^(wrapper|__next|__nuxt|__layout|smooth-wrapper|smooth-content|scroll-container)$/;
const MAX_DEPTH = 10;
const MIN_BAND_HEIGHT = 16;

export function pageBands(ctx: AnalysisContext): PageBands {
  return ctx.derive('page:bands', () => findBands(ctx));
}

function findBands(ctx: AnalysisContext): PageBands {
  const container = contentContainer(ctx);
  const threshold = 0.9 * (container ? container.width_px : pageWidth(ctx));
  const vh = ctx.capture.viewport.height > 0 ? ctx.capture.viewport.height : 900;
  const roots = ctx.children(null);
  const body = ctx.nodes().find((n) => n.tag === 'body') ?? (roots.length === 1 ? roots[0] : undefined);
  const bands: PageBand[] = [];

  const isLandmark = (n: CapturedNode): boolean => {
    const role = n.attrs['role'] ?? '';
    return n.tag === 'header' || n.tag === 'footer' || role === 'banner' || role === 'contentinfo';
  };
  const candidate = (n: CapturedNode): boolean => {
    if (!isRendered(n) || n.box.height < MIN_BAND_HEIGHT || TEXT_LEVEL.has(n.tag)) return false;
    if (n.tag === 'dialog' || n.attrs['role'] === 'dialog' || n.attrs['aria-modal'] === 'true' || isThirdPartyOverlay(n)) return false;
    const position = n.style['position'];
    // A fixed/absolute bar at the very top is the site header; other overlays are not bands.
    if ((position === 'fixed' || position === 'absolute') && !(n.box.y <= 8 && (isLandmark(n) || n.tag === 'nav' || /header|navbar|nav-bar|topbar/.test(n.attrs['class'] ?? '')))) return false;
    return n.box.width >= threshold || (isLandmark(n) && n.box.width >= threshold * 0.5);
  };
  const wideKids = (n: CapturedNode): CapturedNode[] => ctx.children(n.id).filter(candidate);
  const isSectioning = (n: CapturedNode): boolean => SECTIONING.has(n.tag) || SECTIONING_ROLES.has(n.attrs['role'] ?? '');

  const splittable = (n: CapturedNode, depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    const role = n.attrs['role'] ?? '';
    const kids = wideKids(n);
    if (kids.length === 0) return false;
    if (n.tag === 'body' || n.tag === 'html' || n.tag === 'main' || role === 'main') return true;
    if (NEVER_SPLIT.has(n.tag) || SECTIONING_ROLES.has(role)) return false;
    if (kids.length === 1) {
      // Pass through a single wrapper only when what it wraps splits further.
      const only = kids[0]!;
      return only.box.height >= n.box.height * 0.5 && splittable(only, depth + 1);
    }
    const sectioningKids = kids.filter(isSectioning).length;
    if (n.tag === 'section') return sectioningKids >= 2;
    if (sectioningKids >= 1) return true;
    if (nameTokens(n).some((t) => WRAPPER_TOKEN.test(t))) return true;
    if (depth > 4 || n.box.height < 1.5 * vh || kids.length < 3) return false;
    if (ctx.children(n.id).some((k) => HEADINGS.has(k.tag))) return false;
    return kids.filter((k) => sectionLike(ctx, k)).length >= 2;
  };

  const collect = (parent: CapturedNode, via: string[], depth: number): void => {
    const kids = wideKids(parent).sort((a, b) => a.box.y - b.box.y || order(ctx, a) - order(ctx, b));
    for (const kid of kids) {
      if (splittable(kid, depth + 1)) collect(kid, [...via, kid.id], depth + 1);
      else bands.push({ node: kid, via });
    }
  };

  if (body) {
    if (splittable(body, 0)) collect(body, [], 0);
    else if (isRendered(body)) bands.push({ node: body, via: [] });
  }

  // Keep reading order; drop a band nested in the vertical span of an earlier positioned one.
  bands.sort((a, b) => a.node.box.y - b.node.box.y || order(ctx, a.node) - order(ctx, b.node));
  const bandOf = new Map<string, number>();
  bands.forEach((band, index) => {
    for (const n of subtree(ctx, band.node.id)) if (!bandOf.has(n.id)) bandOf.set(n.id, index);
  });
  return { bands, wide_threshold_px: Math.round(threshold), band_of: bandOf };
}

/** A block that reads as a page section: vertical padding, its own background, or an h1/h2 inside. */
function sectionLike(ctx: AnalysisContext, node: CapturedNode): boolean {
  if (node.box.height < 120) return false;
  if (lengthPx(node.style['padding-top']) + lengthPx(node.style['padding-bottom']) >= 48) return true;
  const bg = parseColor(node.style['background-color']);
  if ((bg && bg.alpha > 0.05) || (node.style['background-image'] ?? 'none') !== 'none') return true;
  let seen = 0;
  for (const d of subtree(ctx, node.id)) {
    if (d.tag === 'h1' || d.tag === 'h2') return true;
    if (++seen > 200) break;
  }
  return false;
}

function order(ctx: AnalysisContext, node: CapturedNode): number {
  const index = ctx.derive('page:order', (c) => new Map(c.nodes.map((n, i) => [n.id, i])));
  return index.get(node.id) ?? 0;
}
