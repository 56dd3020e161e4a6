/**
 * Which captured nodes are UI components, and of what kind. Several sections share this reading
 * (actions, interactions, surfaces, colors, data_display), so it lives here and is memoized per
 * run. Heuristics, in order of trust: semantics (tag/role/type), then common class vocabulary of
 * CSS frameworks (btn, button, cta, card, badge, chip, pill, tag), then painted shape.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { parseColor } from '../shared/color.js';
import { backdropOf } from './backgrounds.js';

export type ComponentKind = 'button' | 'link' | 'input' | 'card' | 'badge' | 'nav' | 'header' | 'footer' | 'table' | 'form';

export interface ComponentNode {
  node: CapturedNode;
  kind: ComponentKind;
  /** Why it was classified so (for evidence). */
  reason: string;
}

const BUTTON_CLASS = /(^|[\s_-])(btn|button|cta)([\s_-]|$)/i;
/** The bare `btn`/`button` token (not `btn-group`, `button-wrap`). */
const BUTTON_TOKEN = /(?:^|\s)(?:btn|button)(?:\s|$)/i;
const CARD_CLASS = /(^|[\s_-])(card|tile|panel)([\s_-]|$)/i;
const BADGE_CLASS = /(^|[\s_-])(badge|chip|pill|tag|label|eyebrow)([\s_-]|$)/i;
const TEXT_INPUT_TYPES = new Set(['', 'text', 'email', 'search', 'password', 'tel', 'url', 'number', 'date']);

export const px = (value: string | undefined): number => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
};

/** True when the node paints its own surface: an opaque background differing from what is behind, a border, or a shadow. */
export function paintsSurface(ctx: AnalysisContext, node: CapturedNode): boolean {
  const bg = parseColor(node.style['background-color']);
  const behind = node.parent ? backdropOf(ctx, node.parent).color.hex : null;
  const hasBg = Boolean(bg && bg.alpha > 0.05 && bg.hex !== behind) || /gradient\(/.test(node.style['background-image'] ?? '');
  const hasBorder = ['top', 'right', 'bottom', 'left'].some((s) => px(node.style[`border-${s}-width`]) > 0);
  const hasShadow = (node.style['box-shadow'] ?? 'none') !== 'none';
  return hasBg || hasBorder || hasShadow;
}

function classify(ctx: AnalysisContext, node: CapturedNode): ComponentNode | null {
  const { tag, attrs } = node;
  const role = attrs['role'] ?? '';
  const cls = attrs['class'] ?? '';
  const type = (attrs['type'] ?? '').toLowerCase();
  const text = node.text.trim();
  const { width, height } = node.box;
  if (width <= 0 || height <= 0) return null;

  if (tag === 'button' || role === 'button' || (tag === 'input' && ['submit', 'button', 'reset'].includes(type))) {
    return { node, kind: 'button', reason: tag === 'button' ? 'button element' : role === 'button' ? 'role=button' : `input type=${type}` };
  }
  if ((tag === 'input' && TEXT_INPUT_TYPES.has(type)) || tag === 'textarea' || tag === 'select') {
    return { node, kind: 'input', reason: `${tag}${type ? ` type=${type}` : ''}` };
  }
  if (tag === 'a') {
    // Padding, or a fixed-width box with centered text (`width: 200px; line-height: 60px;
    // text-align: center`), makes a painted link a button.
    const padded = px(node.style['padding-left']) >= 8 || (node.style['text-align'] === 'center' && width >= 64 && width <= 400);
    const buttonLike = height >= 28 && height <= 90 && text.length <= 40 && paintsSurface(ctx, node) && padded;
    if (BUTTON_CLASS.test(cls) || buttonLike) return { node, kind: 'button', reason: BUTTON_CLASS.test(cls) ? `link with class "${cls}"` : 'link painted as a button' };
    return { node, kind: 'link', reason: 'a element' };
  }
  // A `label`/`div`/`span` wearing the framework's button class (`<label class="btn btn-primary">`
  // of Bootstrap's toggle groups) is drawn as one of the site's buttons.
  if (BUTTON_TOKEN.test(cls) && tag !== 'input' && height >= 20 && height <= 90 && width <= 400 && paintsSurface(ctx, node)) {
    return { node, kind: 'button', reason: `${tag} with class "${cls}"` };
  }
  // A painted `div`/`span` label inside a link, shaped like a button (a card link's "more" pill):
  // the link's call to action, drawn as a button.
  if ((tag === 'div' || tag === 'span') && text.length > 0 && text.length <= 24 && height >= 32 && height <= 90 && width <= 300 && insideLink(ctx, node) && paintsSurface(ctx, node)
    && (px(node.style['padding-left']) >= 8 || node.style['text-align'] === 'center')) {
    return { node, kind: 'button', reason: `${tag} painted as a button inside a link` };
  }
  if (tag === 'nav' || role === 'navigation') return { node, kind: 'nav', reason: tag === 'nav' ? 'nav element' : 'role=navigation' };
  if (tag === 'header' || role === 'banner') return { node, kind: 'header', reason: tag === 'header' ? 'header element' : 'role=banner' };
  if (tag === 'footer' || role === 'contentinfo') return { node, kind: 'footer', reason: tag === 'footer' ? 'footer element' : 'role=contentinfo' };
  if (tag === 'table') return { node, kind: 'table', reason: 'table element' };
  if (tag === 'form') return { node, kind: 'form', reason: 'form element' };
  if (!node.interactive && text.length > 0 && text.length <= 24 && height <= 32 && width <= 240 && (BADGE_CLASS.test(cls) || paintsSurface(ctx, node)) && ctx.children(node.id).length <= 1) {
    return { node, kind: 'badge', reason: BADGE_CLASS.test(cls) ? `class "${cls}"` : 'small painted label' };
  }
  if (width >= 160 && height >= 100 && width < ctx.capture.viewport.width * 0.9 && (CARD_CLASS.test(cls) || (paintsSurface(ctx, node) && hasRadiusOrShadow(node))) && ctx.children(node.id).length >= 1) {
    return { node, kind: 'card', reason: CARD_CLASS.test(cls) ? `class "${cls}"` : 'bounded surface with content' };
  }
  return null;
}

function insideLink(ctx: AnalysisContext, node: CapturedNode): boolean {
  for (let p = node.parent, depth = 0; p !== null && depth < 3; depth += 1) {
    const parent = ctx.nodeById(p);
    if (!parent) return false;
    if (parent.tag === 'a') return true;
    p = parent.parent;
  }
  return false;
}

function hasRadiusOrShadow(node: CapturedNode): boolean {
  return px(node.style['border-top-left-radius']) > 0 || (node.style['box-shadow'] ?? 'none') !== 'none';
}

/** Every classified component node, in capture order. */
export function components(ctx: AnalysisContext): readonly ComponentNode[] {
  return ctx.derive('derived:components', () => {
    const found: ComponentNode[] = [];
    for (const node of ctx.nodes()) {
      const c = classify(ctx, node);
      if (c) found.push(c);
    }
    return found;
  });
}

export function componentsOfKind(ctx: AnalysisContext, kind: ComponentKind): readonly ComponentNode[] {
  return ctx.derive(`derived:components:${kind}`, () => components(ctx).filter((c) => c.kind === kind));
}
