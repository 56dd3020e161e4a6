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
 *   `<h1>` directly in body/main is content of that parent, not a band of its own) are not bands;
 *   positioned bars at the top of the page are (a fixed or floating header overlaying the hero, a
 *   fixed announcement strip), and so is a header/nav bar nested at the top of the first band
 *   (`<section class="hero"><header class="absolute top-0">`: the hero's own chrome);
 * - order is visual (top edge), except where two bands overlap — a header pulled over the hero by
 *   a negative margin, or floating above it — where source order, and top chrome first, decide.
 *
 * Memoized per run: layout (section paddings, whitespace) and sections (classification) share it.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { contentContainer } from './page-container.js';
import { parseColor } from '../shared/color.js';
import { announcementInHeader, CHROME_MAX_HEIGHT, CHROME_MAX_TOP, holdsNavigation, nestedHeader, offscreen, readingOrder, sourceOrder, topChrome } from './page-chrome.js';
import { isRendered, isThirdPartyOverlay, lengthPx, nameTokens, nodeDepths, pageWidth, subtree, subtreeText } from './page-tree.js';

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
    if (offscreen(ctx, n)) return false;
    const position = n.style['position'];
    if (position === 'fixed' || position === 'absolute') {
      // A positioned bar at the top is the site header (floating a few px down, or under a fixed
      // announcement strip) or that strip itself; other overlays (drawers, toasts, blobs) are not bands.
      if (topChrome(ctx, n)) return n.box.width >= threshold * 0.5;
      return n.box.y <= 8 && n.box.height <= 64 && n.box.width >= threshold && subtreeText(ctx, n.id, 20) !== '';
    }
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

  /**
   * A `<header>` landmark that is the page's top bar and its hero at once (`<header>` holding the
   * nav bar and the h1 block, possibly through a container): its blocks, when one near the top
   * holds the navigation and a later one the h1.
   */
  const heroHeaderParts = (header: CapturedNode): { nodes: CapturedNode[]; via: string[] } | null => {
    if ((header.tag !== 'header' && header.attrs['role'] !== 'banner') || header.box.height < 300 || header.box.y > CHROME_MAX_TOP) return null;
    let holder = header;
    const via: string[] = [];
    let kids = wideKids(holder);
    for (let i = 0; i < 3 && kids.length === 1; i++) {
      holder = kids[0]!;
      via.push(holder.id);
      kids = wideKids(holder);
    }
    if (kids.length < 2) return null;
    const sorted = [...kids].sort((a, b) => a.box.y - b.box.y || sourceOrder(ctx, a) - sourceOrder(ctx, b));
    const bar = sorted[0]!;
    if (bar.box.height > CHROME_MAX_HEIGHT || bar.box.y - header.box.y > 60 || !holdsNavigation(ctx, bar)) return null;
    const hasH1 = sorted.slice(1).some((k) => {
      let seen = 0;
      for (const d of subtree(ctx, k.id)) {
        if (d.tag === 'h1' && isRendered(d)) return true;
        if (++seen > 400) break;
      }
      return false;
    });
    return hasH1 ? { nodes: sorted, via } : null;
  };

  const collect = (parent: CapturedNode, via: string[], depth: number): void => {
    const kids = wideKids(parent).sort((a, b) => a.box.y - b.box.y || sourceOrder(ctx, a) - sourceOrder(ctx, b));
    for (const kid of kids) {
      const parts = depth <= 3 ? heroHeaderParts(kid) : null;
      if (parts) for (const part of parts.nodes) bands.push({ node: part, via: [...via, kid.id, ...parts.via] });
      else if (splittable(kid, depth + 1)) collect(kid, [...via, kid.id], depth + 1);
      else bands.push({ node: kid, via });
    }
  };

  if (body) {
    if (splittable(body, 0)) collect(body, [], 0);
    else if (isRendered(body)) bands.push({ node: body, via: [] });
  }

  const nested = nestedHeader(ctx, bands, threshold, vh);
  if (nested) bands.push(nested);
  const strip = announcementInHeader(ctx, bands, threshold, MIN_BAND_HEIGHT);
  if (strip) bands.push(strip);
  const ordered = readingOrder(ctx, bands);
  // Nodes belong to their innermost band (a header nested in the hero is the header's).
  const depths = nodeDepths(ctx);
  const bandOf = new Map<string, number>();
  const byDepth = ordered.map((band, index) => ({ band, index })).sort((a, b) => (depths.get(b.band.node.id) ?? 0) - (depths.get(a.band.node.id) ?? 0) || a.index - b.index);
  for (const { band, index } of byDepth) {
    for (const n of subtree(ctx, band.node.id)) if (!bandOf.has(n.id)) bandOf.set(n.id, index);
  }
  return { bands: ordered, wide_threshold_px: Math.round(threshold), band_of: bandOf };
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
