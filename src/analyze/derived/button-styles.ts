/**
 * A painted reading of every button the components classifier found (derived/components.ts,
 * kind 'button'): what it looks like on the page (fill as seen over its backdrop, text color,
 * visible border, shape, padding, font, placement), and which "buttons" are not action buttons
 * at all (icon-only controls, navigation disclosure toggles, consent-banner and chat-widget
 * buttons, offscreen or tiny nodes). Actions clusters these; interactions and the verifier can
 * reuse it. Memoized per run.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { colorsInValue, composite, contrastRatio, parseColor, type ParsedColor } from '../shared/color.js';
import { backdropOf } from './backgrounds.js';
import { componentsOfKind, paintsSurface, px } from './components.js';

export type ButtonShape = 'square' | 'rounded' | 'pill';
export type ButtonExclusion = 'offscreen' | 'tiny' | 'oversized' | 'disabled' | 'consent banner' | 'third-party widget' | 'icon-only' | 'navigation item' | 'disclosure toggle';

export interface ButtonReading {
  node: CapturedNode;
  /** Why the classifier called it a button. */
  reason: string;
  /** Visible label: own text, else descendants' text, else aria-label/title (≤ 80 chars). */
  label: string;
  /** Opaque color behind the button. */
  backdrop: ParsedColor;
  /** The fill as seen (translucent fills composited over the backdrop); null when it paints none. */
  fill: ParsedColor | null;
  /** Alpha of the authored background-color (0 when transparent). */
  fill_alpha: number;
  /** The authored background-color (alpha kept): the token, whatever it is painted over. */
  fill_authored: ParsedColor | null;
  gradient: string | null;
  /** Highest OKLCH chroma among the gradient's stops (0 without a gradient). */
  gradient_chroma: number;
  /** Paints a fill distinguishable from its backdrop (≥ 10% alpha and visibly different), or a gradient. */
  filled: boolean;
  /** Contrast of the fill against the backdrop (1 when not filled). */
  fill_contrast: number;
  /** Text color as seen over the fill (or backdrop). */
  text: ParsedColor | null;
  /** A border that shows (width > 0, style not none, color not transparent nor equal to the fill). */
  border: { width_px: number; style: string; color: ParsedColor; authored: ParsedColor; contrast: number } | null;
  radius_px: number;
  shape: ButtonShape;
  padding: { top: number; right: number; bottom: number; left: number };
  font: { family: string; size_px: number; weight: number; letter_spacing_px: number; text_transform: string };
  box_shadow: string | null;
  underline: boolean;
  width_px: number;
  height_px: number;
  area: number;
  above_fold: boolean;
  in_header: boolean;
  in_nav: boolean;
  in_footer: boolean;
  classes: string[];
}

export interface ButtonInventory {
  /** Action buttons with a text label, in capture order. */
  buttons: ButtonReading[];
  /** Buttons without visible text (close, carousel, menu icons). */
  icon_only: ButtonReading[];
  /** Button-classified nodes left out, with the reason. */
  excluded: { node_id: string; selector: string; reason: ButtonExclusion }[];
}

// Consent-manager vendors and the usual banner names; a bare "consent" (a form's checkbox row) is not enough.
const CONSENT = /cookie|gdpr|onetrust|cookiebot|didomi|usercentrics|truste|qc-cmp|osano|iubenda|termly|\bcmp[-_]|cc-window|cky-|consent[-_]?(banner|manager|modal|popup|notice|bar|dialog|sdk)/i;
const WIDGET = /intercom|drift-|zendesk|hubspot-messages|crisp-client|tawk|livechat|freshchat|olark|launcher-frame|chat-widget/i;
const BUTTON_CLASS = /(^|[\s_-])(btn|button|cta)([\s_-]|$)/i;
const NAV_ENTRY = /(?:^|\s)(?:nav-link|nav-item|menu-item|menu-link|sidebar-link)(?:\s|$)/i;
const UPSELL = /^(?:upgrade to pro|get pro|go pro)$/i;
const PRO_BANNER = /(?:^|[\s_-])(?:pro-?banner|buy-now)(?:$|[\s_-])/i;

const contrastMemo = new Map<string, number>();

/** WCAG contrast of two opaque colors, memoized by hex pair (buttons repeat the same few pairs). */
function contrastOf(a: ParsedColor, b: ParsedColor): number {
  const key = `${a.hex}${b.hex}`;
  let ratio = contrastMemo.get(key);
  if (ratio === undefined) {
    if (contrastMemo.size >= 4096) contrastMemo.clear();
    ratio = round(contrastRatio({ ...a, alpha: 1 }, { ...b, alpha: 1 }));
    contrastMemo.set(key, ratio);
  }
  return ratio;
}

/** Euclidean OKLab distance (≈ 0.02 is a just-noticeable difference). */
export function colorDistance(a: ParsedColor, b: ParsedColor): number {
  const lab = (c: ParsedColor): [number, number, number] => {
    const h = (c.oklch.h * Math.PI) / 180;
    return [c.oklch.l, c.oklch.c * Math.cos(h), c.oklch.c * Math.sin(h)];
  };
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** `"Inter Var", system-ui` → `Inter Var`. */
export function firstFamily(stack: string | undefined): string {
  const first = (stack ?? '').split(',')[0]?.trim() ?? '';
  return first.replace(/^["']|["']$/g, '');
}

export function shapeOf(radius: number, height: number): ButtonShape {
  if (radius < 1) return 'square';
  if (height > 0 && radius >= height / 2 - 0.5) return 'pill';
  return 'rounded';
}

function labelOf(ctx: AnalysisContext, node: CapturedNode): string {
  const parts: string[] = [];
  if (node.text) parts.push(node.text);
  const stack = [...ctx.children(node.id)].reverse();
  let visited = 0;
  while (stack.length > 0 && visited < 40 && parts.join(' ').length < 80) {
    const child = stack.pop()!;
    visited++;
    if (child.text) parts.push(child.text);
    stack.push(...[...ctx.children(child.id)].reverse());
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, 80);
}

function read(ctx: AnalysisContext, node: CapturedNode, reason: string, ancestors: CapturedNode[], visibleText: string): ButtonReading {
  const s = node.style;
  const backdrop = node.parent !== null && ctx.nodeById(node.parent) ? backdropOf(ctx, node.parent).color : backdropOf(ctx, node.id).color;
  const raw = parseColor(s['background-color']);
  const fillAlpha = raw?.alpha ?? 0;
  const fill = raw && raw.alpha > 0.02 ? (raw.alpha < 1 ? composite(raw, backdrop) : raw) : null;
  const image = s['background-image'] ?? 'none';
  const gradient = /gradient\(/i.test(image) ? image : null;
  const filled = gradient !== null || (fill !== null && fillAlpha >= 0.1 && colorDistance(fill, backdrop) > 0.02);
  const surface = filled && fill ? fill : backdrop;
  const textRaw = parseColor(s['color']);
  const text = textRaw ? (textRaw.alpha < 1 ? composite(textRaw, surface) : textRaw) : null;

  const bw = px(s['border-top-width']);
  const bstyle = s['border-top-style'] ?? 'none';
  const bcolorRaw = parseColor(s['border-top-color']);
  let border: ButtonReading['border'] = null;
  if (bw > 0 && bstyle !== 'none' && bstyle !== 'hidden' && bcolorRaw && bcolorRaw.alpha > 0.05) {
    const seen = bcolorRaw.alpha < 1 ? composite(bcolorRaw, backdrop) : bcolorRaw;
    if (!(filled && fill && colorDistance(seen, fill) < 0.02)) border = { width_px: bw, style: bstyle, color: seen, authored: bcolorRaw, contrast: contrastOf(seen, backdrop) };
  }
  const height = node.box.height;
  const radius = s['border-top-left-radius']?.includes('%') ? (px(s['border-top-left-radius']) / 100) * Math.min(node.box.width, height) : px(s['border-top-left-radius']);
  const inside = (test: (n: CapturedNode) => boolean): boolean => ancestors.some(test);
  return {
    node,
    reason,
    label: visibleText || (node.attrs['aria-label'] ?? node.attrs['title'] ?? '').trim().slice(0, 80),
    backdrop,
    fill: filled ? (fill ?? null) : fill && fillAlpha >= 0.1 ? fill : null,
    fill_alpha: fillAlpha,
    fill_authored: raw && raw.alpha > 0.02 ? raw : null,
    gradient,
    gradient_chroma: gradient ? Math.max(0, ...colorsInValue(gradient).map((c) => c.oklch.c)) : 0,
    filled,
    fill_contrast: filled && fill ? contrastOf(fill, backdrop) : 1,
    text,
    border,
    radius_px: round(radius),
    shape: shapeOf(radius, height),
    padding: { top: round(px(s['padding-top'])), right: round(px(s['padding-right'])), bottom: round(px(s['padding-bottom'])), left: round(px(s['padding-left'])) },
    font: {
      family: firstFamily(s['font-family']),
      size_px: round(px(s['font-size'])),
      weight: Math.round(px(s['font-weight'])) || 400,
      letter_spacing_px: round(px(s['letter-spacing'])),
      text_transform: s['text-transform'] ?? 'none',
    },
    box_shadow: (s['box-shadow'] ?? 'none') === 'none' ? null : s['box-shadow']!,
    underline: (s['text-decoration-line'] ?? 'none').includes('underline'),
    width_px: round(node.box.width),
    height_px: round(height),
    area: Math.round(node.box.width * height),
    above_fold: node.box.y < ctx.capture.viewport.height,
    in_header: inside((a) => a.tag === 'header' || a.attrs['role'] === 'banner'),
    in_nav: inside((a) => a.tag === 'nav' || a.attrs['role'] === 'navigation'),
    in_footer: inside((a) => a.tag === 'footer' || a.attrs['role'] === 'contentinfo'),
    classes: (node.attrs['class'] ?? '').split(/\s+/).filter(Boolean),
  };
}

/**
 * Consent banners and chat widgets: UI the site embeds, not its own design language. Memoized
 * per node and inherited from the parent, so asking for every node costs one regex test each.
 */
export function embeddedUi(ctx: AnalysisContext, node: CapturedNode): 'consent banner' | 'third-party widget' | null {
  const memo = ctx.derive('derived:embeddedUi', () => new Map<string, 'consent banner' | 'third-party widget' | null>());
  const hit = memo.get(node.id);
  if (hit !== undefined) return hit;
  const marks = `${node.attrs['id'] ?? ''} ${node.attrs['class'] ?? ''} ${node.attrs['aria-label'] ?? ''}`;
  let reason: 'consent banner' | 'third-party widget' | null = CONSENT.test(marks) ? 'consent banner' : WIDGET.test(marks) ? 'third-party widget' : null;
  if (reason === null && node.parent !== null) {
    const parent = ctx.nodeById(node.parent);
    if (parent) reason = embeddedUi(ctx, parent);
  }
  memo.set(node.id, reason);
  return reason;
}

function round(n: number): number {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
}

export function buttonInventory(ctx: AnalysisContext): ButtonInventory {
  return ctx.derive('derived:buttonInventory', (capture) => {
    const inventory: ButtonInventory = { buttons: [], icon_only: [], excluded: [] };
    const exclude = (node: CapturedNode, reason: ButtonExclusion): void => {
      inventory.excluded.push({ node_id: node.id, selector: node.selector, reason });
    };
    for (const { node, reason } of componentsOfKind(ctx, 'button')) {
      const { x, y, width, height } = node.box;
      if (x + width <= 0 || y + height <= 0 || x >= Math.max(capture.document.width, capture.viewport.width)) {
        exclude(node, 'offscreen');
        continue;
      }
      if (width < 16 || height < 12) {
        exclude(node, 'tiny');
        continue;
      }
      // A <button> taller than any button style is a whole card/tile made clickable.
      if (height > 96) {
        exclude(node, 'oversized');
        continue;
      }
      if (node.attrs['aria-disabled'] === 'true') {
        exclude(node, 'disabled');
        continue;
      }
      const embedded = embeddedUi(ctx, node);
      if (embedded) {
        exclude(node, embedded);
        continue;
      }
      const ancestors = ctx.ancestors(node.id);
      const visibleText = labelOf(ctx, node);
      const reading = read(ctx, node, reason, ancestors, visibleText);
      const unpainted = !paintsSurface(ctx, node);
      const namedButton = BUTTON_CLASS.test(node.attrs['class'] ?? '');
      // A menu entry (`a.nav-link`, `li.menu-item > a`, role menuitem/tab) is navigation even when
      // painted: a sidebar's active item wears a tinted fill, it is not a call to action.
      if (!namedButton && (NAV_ENTRY.test(node.attrs['class'] ?? '') || /^(?:menuitem|tab)$/.test(node.attrs['role'] ?? ''))) {
        exclude(node, 'navigation item');
        continue;
      }
      // A template vendor's upsell ("Upgrade to Pro" in a pro banner) is the vendor's, not the site's.
      // One styled with the template's own button variants (`btn-danger`, `bg-gradient-dark`) is the
      // theme's CTA style and stays.
      const styled = reading.classes.some((c) => /^(?:btn|button|bg)-/i.test(c));
      if ((UPSELL.test(visibleText) && !styled) || [node, ...ancestors].some((a) => PRO_BANNER.test(`${a.attrs['id'] ?? ''} ${a.attrs['class'] ?? ''}`))) {
        exclude(node, 'third-party widget');
        continue;
      }
      if (unpainted && !namedButton && reading.in_nav) {
        exclude(node, 'navigation item');
        continue;
      }
      if (unpainted && !namedButton && node.attrs['aria-expanded'] !== undefined) {
        exclude(node, 'disclosure toggle');
        continue;
      }
      const hasVisibleText = visibleText !== '' || node.tag === 'input';
      if (!hasVisibleText) inventory.icon_only.push(reading);
      else inventory.buttons.push(reading);
    }
    return inventory;
  });
}
