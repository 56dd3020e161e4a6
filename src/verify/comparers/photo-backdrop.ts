/**
 * Photo backdrops: an element whose background is a raster image (a hero or an auth page's full
 * photo) large enough to be the backdrop of what sits on it. Its background-color is only the
 * fallback under the photo — Paper Kit's register page paints #b2afab under a full-screen photo —
 * so the contrast comparer does not judge text on it against that color: the real backdrop is
 * pixels the capture does not hold. Both sides are read the same way, so a page against itself
 * is unchanged.
 */
import type { AnalysisContext } from '../../analyze/context.js';
import type { CapturedNode } from '../../crawl/capture-types.js';
import { parseColor } from '../../analyze/shared/color.js';

/** A photo this large is a backdrop, not an icon or a bullet: a quarter of the viewport. */
const BACKDROP_SHARE = 0.25;
const RASTER_URL = /url\(\s*["']?(?![^"')]*\.svg(?:[?#][^"')]*)?["']?\s*\))(?!["']?data:image\/svg)[^)]+\)/i;

export function isPhotoBackdrop(node: CapturedNode, viewport: { width: number; height: number }): boolean {
  const image = node.style['background-image'] ?? 'none';
  if (!RASTER_URL.test(image)) return false;
  return Math.max(0, node.box.width) * Math.max(0, node.box.height) >= BACKDROP_SHARE * viewport.width * viewport.height;
}

/**
 * The text node sits on a photo: walking up from it, a photo backdrop comes before any element
 * that paints an opaque color of its own (translucent cards and overlays let the photo through).
 */
export function onPhoto(ctx: AnalysisContext, nodeId: string): boolean {
  const viewport = ctx.capture.viewport;
  let node = ctx.nodeById(nodeId);
  while (node) {
    if (isPhotoBackdrop(node, viewport)) return true;
    if ((parseColor(node.style['background-color'])?.alpha ?? 0) >= 1) return false;
    node = node.parent === null ? undefined : ctx.nodeById(node.parent);
  }
  return false;
}
