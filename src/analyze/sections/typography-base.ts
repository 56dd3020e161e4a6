/**
 * The site's base text style as its CSS defines it: a generic `p { … }` rule that applies at the
 * capture's viewport, over the `<body>` element's own computed type; and the generic `h1`…`h6`
 * rules, which define a heading level's style on pages that use no element of that level.
 *
 * Why: "body size" in a design system is the base the author set (`body { font-size: 1rem }`,
 * `$font-size-base`, a `p` rule), not whichever size the most paragraphs happen to render at —
 * real templates restyle the copy of each section (`.about p { font-size: 14px }`) while the base
 * stays 16 px, and a type scale is built on the base (README "Typography"; real-web dev set).
 */
import type { AnalysisContext } from '../context.js';
import type { StyleRule } from '../shared/css.js';
import { splitTopLevel } from '../shared/color.js';
import { firstFamily } from '../derived/type-stack.js';
import { mediaApplies } from './interactions-selectors.js';

export interface BaseRule {
  /** The selector as written and the properties it sets (only those it sets). */
  selector: string;
  family: string | null;
  size_px: number | null;
  /** Line height in px, resolved against the rule's (or the body's) size; null for `normal` or unset. */
  line_height_px: number | null;
  /** Numeric font-weight, when the rule sets one. */
  weight: number | null;
}

/** `p`, `body p`, `html h1`: the element by tag alone (a selector list may hold others: `h1, .h1`). */
const genericSelector = (tag: string): RegExp => new RegExp(`^(?:(?:html|:root)\\s+)?(?:body\\s+)?${tag}$`, 'i');

export function paragraphRule(ctx: AnalysisContext, rootPx: number, bodyPx: number): BaseRule | null {
  return elementRule(ctx, 'p', rootPx, bodyPx);
}

/**
 * What the generic rules for `tag` set (source order, the last applicable declaration of each
 * property wins), with sizes resolved to px; null when no such rule sets family, size, line
 * height or weight. Rules under @media apply when they match the capture's viewport.
 */
export function elementRule(ctx: AnalysisContext, tag: string, rootPx: number, parentPx: number): BaseRule | null {
  const generic = genericSelector(tag);
  const bodyPx = parentPx;
  const found: BaseRule = { selector: '', family: null, size_px: null, line_height_px: null, weight: null };
  let lineHeight: string | null = null;
  let any = false;
  {
    for (const rule of genericRules(ctx)) {
      if (!rule.parts.some((s) => generic.test(s))) continue;
      for (const d of rule.declarations) {
        if (d.property === 'font-size') {
          const size = lengthPx(d.value, rootPx, bodyPx);
          if (size !== null) Object.assign(found, { size_px: size, selector: rule.selector });
        } else if (d.property === 'font-family') {
          const family = firstFamily(d.value);
          if (family && !/^(inherit|initial|unset|var\()/i.test(family)) Object.assign(found, { family, selector: rule.selector });
        } else if (d.property === 'line-height') {
          lineHeight = d.value;
          found.selector = rule.selector;
        } else if (d.property === 'font-weight') {
          const weight = d.value.trim() === 'bold' ? 700 : d.value.trim() === 'normal' ? 400 : Number(d.value);
          if (Number.isFinite(weight) && weight > 0) found.weight = weight;
        } else continue; // the `font` shorthand is rare on `p`: left to the computed styles
        any = true;
      }
    }
  }
  // Resolved last: a unitless line height multiplies the size the rule ends up with.
  if (lineHeight !== null) found.line_height_px = lineHeightPx(lineHeight, found.size_px ?? bodyPx, rootPx);
  return any ? found : null;
}

/** Any element by tag alone, with the optional `html`/`:root`/`body` ancestors `genericSelector` allows. */
const ANY_GENERIC = genericSelector('[\\w-]+');

/**
 * The rules `elementRule` can read, in source order: applicable at the viewport, with a selector
 * part naming an element alone (parts trimmed). Computed once per run for `p` and `h1`…`h6`
 * (issue 9 §3: each call used to re-split and re-test every rule of every sheet).
 */
function genericRules(ctx: AnalysisContext): readonly { selector: string; declarations: StyleRule['declarations']; parts: string[] }[] {
  return ctx.derive('typography:genericRules', () => {
    const out: { selector: string; declarations: StyleRule['declarations']; parts: string[] }[] = [];
    for (const sheet of ctx.stylesheets()) {
      for (const rule of sheet.rules) {
        if (rule.supports || rule.container) continue;
        if (!mediaApplies(rule.media, ctx.capture.viewport)) continue;
        const parts = splitTopLevel(rule.selector, ',').map((s) => s.trim());
        if (parts.some((s) => ANY_GENERIC.test(s))) out.push({ selector: rule.selector, declarations: rule.declarations, parts });
      }
    }
    return out;
  });
}

/** `15px`, `0.9375rem`, `1.1em`, `90%` → px; null for anything else (var(), calc(), keywords). */
export function lengthPx(value: string, rootPx: number, parentPx: number): number | null {
  const m = /^\s*(-?\d*\.?\d+)(px|rem|em|%)\s*(?:!important)?\s*$/i.exec(value);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const px = unit === 'px' ? n : unit === 'rem' ? n * rootPx : unit === 'em' ? n * parentPx : (n / 100) * parentPx;
  return px > 0 ? Math.round(px * 100) / 100 : null;
}

function lineHeightPx(value: string, sizePx: number, rootPx: number): number | null {
  const unitless = /^\s*(\d*\.?\d+)\s*$/.exec(value);
  if (unitless) return Math.round(Number(unitless[1]) * sizePx * 100) / 100;
  return lengthPx(value, rootPx, sizePx);
}
