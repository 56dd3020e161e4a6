/**
 * The primary button style as the stylesheets define it, for a page that renders no primary
 * button at all (eval/realweb/README.md "button_background": the fill of the primary CTA *style*;
 * README "Buttons, as measured"). Landing pages whose only visible buttons are white outlines over
 * a photo, or whose `.btn-primary` sits on another page of the template, still define the style.
 *
 * The style is what an element with the framework's button class and its primary modifier
 * (`class="btn btn-primary"`, `class="button primary"`) would get from the unconditional rules:
 * per property, the winning declaration among the base rule (`.btn`, `.button`) and the primary
 * rule (`.btn-primary`, `.button--primary`, `.button.primary`, `button.primary`,
 * `input[type=submit].primary`), by `!important`, then specificity, then source order — the
 * cascade, so a theme's override beats the framework's own rule.
 */
import type { AnalysisContext } from '../context.js';
import { colorVariables, type SchemeName } from './color-variables.js';
import { colorsInValue, type ParsedColor } from '../shared/color.js';

export interface PrimaryButtonRule {
  /** The primary rule's selector (the evidence). */
  selector: string;
  background: ParsedColor;
  color: ParsedColor | null;
  radius_px: number | null;
}

const PRIMARY_SELECTOR = /^(?:\.(?:btn|button))?\.(?:btn|button)(?:-|--|_)primary$|^(?:\.(?:btn|button)|button|input\[type=["']?(?:submit|button)["']?\])\.primary$/i;
const BASE_SELECTOR = /^\.(?:btn|button)$/i;

interface Candidate {
  value: string;
  important: boolean;
  specificity: number;
  order: number;
}

/** Classes, attributes and pseudo-classes count 10, type selectors 1 (no ids in these selectors). */
const specificityOf = (selector: string): number => (selector.match(/[.[:]/g)?.length ?? 0) * 10 + (/^[a-z]/i.test(selector) ? 1 : 0);

export function primaryButtonRule(ctx: AnalysisContext, scheme: SchemeName): PrimaryButtonRule | null {
  const won = new Map<string, Candidate>();
  let primarySelector: string | null = null;
  let order = 0;
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      order++;
      if (rule.media || rule.supports || rule.container) continue;
      const selectors = rule.selector.split(',').map((s) => s.trim());
      const primary = selectors.find((s) => PRIMARY_SELECTOR.test(s));
      const base = primary ? undefined : selectors.find((s) => BASE_SELECTOR.test(s));
      const selector = primary ?? base;
      if (!selector) continue;
      for (const d of rule.declarations) {
        const property = PROPERTY[d.property];
        if (!property) continue;
        const candidate: Candidate = { value: d.value, important: d.important, specificity: specificityOf(selector), order };
        const previous = won.get(property);
        const beats = !previous || (candidate.important !== previous.important ? candidate.important : candidate.specificity >= previous.specificity);
        if (beats) won.set(property, candidate);
        if (primary && property === 'background' && beats) primarySelector = primary;
      }
    }
  }
  if (primarySelector === null) return null;
  const vars = colorVariables(ctx);
  const colorOf = (value: string | undefined): ParsedColor | null => {
    if (value === undefined) return null;
    return (value.includes('var(') ? vars.resolveValue(value, scheme) : null) ?? colorsInValue(value)[0] ?? null;
  };
  const background = colorOf(won.get('background')?.value);
  if (!background || background.alpha < 0.5) return null;
  return { selector: primarySelector, background: { ...background, alpha: 1 }, color: colorOf(won.get('color')?.value), radius_px: radiusOf(ctx, won.get('radius')?.value) };
}

const PROPERTY: Record<string, 'background' | 'color' | 'radius' | undefined> = {
  'background-color': 'background',
  background: 'background',
  color: 'color',
  'border-radius': 'radius',
  'border-top-left-radius': 'radius',
};

/** `4px`, `0`, `.25rem` (at the root font size), the first corner of a shorthand; null for % or var(). */
function radiusOf(ctx: AnalysisContext, value: string | undefined): number | null {
  const first = value?.trim().split(/\s+/)[0];
  if (!first) return null;
  const m = /^(-?[\d.]+)(px|rem|em)?$/i.exec(first);
  if (!m) return null;
  const n = Number(m[1]);
  if (!m[2]) return n === 0 ? 0 : null;
  if (m[2].toLowerCase() === 'px') return n;
  const root = Number.parseFloat(ctx.capture.nodes.find((x) => x.tag === 'html')?.style['font-size'] ?? '16') || 16;
  return n * root;
}
