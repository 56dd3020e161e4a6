/**
 * The brand fills the site's stylesheets *name*: the background utilities `.bg-primary` and
 * `.bg-secondary`, the compiled trace of a theme's `$brand-primary` / `$primary` and `$secondary`
 * Sass variables (Bootstrap 3–5 generate them from those variables; a theme that renames its
 * colors restates them). eval/realweb/README.md "secondary": "a variable or class named
 * secondary … that the site sets (not a framework default …)", and where "the site names one
 * color primary, its hero CTA wears the other", the named primary is the secondary reading
 * (Flat UI: `.bg-primary` is wet asphalt #34495e, dist/css/flat-ui.css:637, from `$brand-primary`
 * in app/styles/_variables.scss:47, while every CTA is turquoise). Pure functions of the parsed
 * stylesheets and the color samples, memoized per run.
 */
import type { AnalysisContext } from '../context.js';
import { colorVariables, type SchemeName } from '../derived/color-variables.js';
import { colorsInValue, type ParsedColor } from '../shared/color.js';
import { hueGap, isChromatic } from './colors-brand-votes.js';
import { distance } from './colors-palette.js';
import { examples } from './colors-roles.js';
import { colorSamples } from './colors-scope.js';
import type { ColorRole } from './colors-types.js';

/**
 * Bootstrap's own primary blues (3: #337ab7, 4: #007bff, 5: #0d6efd) and the :hover/:active
 * shades its reboot and `.btn-primary` give them (#23527c, #0056b3, #0062cc, #005cbf, #0a58ca,
 * #0a53be). Voted only by the stylesheets (an unpainted variable, the `a` rule, a `.btn-primary`
 * rule) or by a hover the site never restyled, and painted by no element at rest, they are "a
 * framework default it never shows" (eval/realweb/README.md), not a brand color.
 */
export const FRAMEWORK_DEFAULTS = new Set(['#337ab7', '#007bff', '#0d6efd', '#23527c', '#0056b3', '#0062cc', '#005cbf', '#0a58ca', '#0a53be']);

export interface NamedFill {
  color: ParsedColor;
  /** The winning rule's selector (the evidence). */
  selector: string;
}

export interface NamedFills {
  primary: NamedFill | null;
  secondary: NamedFill | null;
}

/**
 * The framework's own fills for these classes: its primary blues, Bootstrap 3.0–3.2's
 * `$brand-primary` #428bca (still compiled into themes built on it) and Bootstrap 4–5's
 * `$secondary` gray #6c757d.
 */
const FILL_DEFAULTS = new Set([...FRAMEWORK_DEFAULTS, '#428bca', '#6c757d']);
const FILL_SELECTOR = /^\.bg-(primary|secondary)$/i;
const FILL_PROPERTIES = new Set(['background-color', 'background']);

/**
 * Per role, the unconditional `.bg-<role>` declaration that wins among the site's own values
 * (`!important`, then source order: the selectors are equally specific). A framework's default
 * fill is left out even where its `!important` would win on an element: Flat UI loads Bootstrap 4
 * beside its own `.bg-primary`, and what the site names primary is its own value, not
 * Bootstrap's (no element of the page wears the class either way).
 */
export function namedFills(ctx: AnalysisContext, scheme: SchemeName): NamedFills {
  return ctx.derive(`colors:named-fills:${scheme}`, () => {
    const vars = colorVariables(ctx);
    const colorOf = (value: string): ParsedColor | null => (value.includes('var(') ? vars.resolveValue(value, scheme) : null) ?? colorsInValue(value)[0] ?? null;
    const won = new Map<string, { color: ParsedColor; important: boolean; selector: string }>();
    for (const sheet of ctx.stylesheets()) {
      for (const rule of sheet.rules) {
        if (rule.media || rule.supports || rule.container || !rule.selector.includes('.bg-')) continue;
        const selector = rule.selector.split(',').map((s) => s.trim()).find((s) => FILL_SELECTOR.test(s));
        if (!selector) continue;
        const role = FILL_SELECTOR.exec(selector)![1]!.toLowerCase();
        for (const d of rule.declarations) {
          if (!FILL_PROPERTIES.has(d.property)) continue;
          const color = colorOf(d.value);
          if (!color || color.alpha < 0.5 || FILL_DEFAULTS.has(color.hex)) continue;
          const previous = won.get(role);
          if (!previous || d.important || !previous.important) won.set(role, { color: { ...color, alpha: 1 }, important: d.important, selector });
        }
      }
    }
    const fill = (role: string): NamedFill | null => {
      const w = won.get(role);
      return w ? { color: w.color, selector: w.selector } : null;
    };
    return { primary: fill('primary'), secondary: fill('secondary') };
  });
}

/**
 * The secondary a named fill gives, when the page shows it as a fill (a node's background at
 * rest, ΔE00 ≤ 3) and it differs from the primary and the accent (ΔE00 > 10): a chromatic
 * `.bg-secondary` first (Bootstrap's own gray one is no color); else `.bg-primary` in another
 * hue than the one the CTAs wear (≥ 30°: a darker band of the CTA's own blue is that blue) — the
 * swap reading — near-neutral or not, because the site names it a brand color (Flat UI's wet
 * asphalt, OKLCH C 0.044).
 */
export function secondaryFromNamedFill(ctx: AnalysisContext, scheme: SchemeName, primary: ParsedColor, others: (ParsedColor | null)[]): ColorRole | null {
  const fills = namedFills(ctx, scheme);
  const swapped = fills.primary !== null && (!isChromatic(primary) || hueGap(fills.primary.color, primary) >= 30) ? fills.primary : null;
  const candidates = [fills.secondary !== null && isChromatic(fills.secondary.color) ? fills.secondary : null, swapped];
  for (const f of candidates) {
    if (!f || [primary, ...others].some((o) => o !== null && distance(ctx, f.color.hex, o.hex) <= 10)) continue;
    const ids = colorSamples(ctx).filter((s) => s.kind === 'background' && distance(ctx, s.hex, f.color.hex) <= 3).map((s) => s.node_id);
    if (ids.length === 0) continue;
    return {
      value: f.color.hex,
      confidence: 0.6,
      evidence: [{ source: 'brand-surfaces', color: f.color.hex, count: ids.length, node_ids: examples(ids), selector: f.selector, note: 'a fill the stylesheets name for a brand role, shown on the page' }],
    };
  }
  return null;
}
