/**
 * Color schemes (light/dark) and the color variables of the page.
 *
 * The rendered scheme is read from the rendered canvas (its tone), whatever the crawler emulated.
 * The other scheme is found in the stylesheets — `@media (prefers-color-scheme: …)` blocks,
 * `.dark`/`[data-theme=dark]`-style root selectors redefining variables, `light-dark()`, or
 * scheme-specific rules — and in `<meta name="theme-color" media>` / `<meta name="color-scheme">`.
 * Its role values are derived through the variables: a role whose rendered value is a variable's
 * value takes that variable's value in the other scheme (translucent variables are composited
 * over the other scheme's background, as they would be painted).
 */
import type { AnalysisContext } from '../context.js';
import type { ColorVariables, SchemeName } from '../derived/color-variables.js';
import { scopeOf } from '../derived/color-variables.js';
import { composite, deltaE2000, parseColor, splitTopLevel, type ParsedColor } from '../shared/color.js';
import { metaTags } from '../shared/dom.js';
import { colorClusters } from './colors-palette.js';
import { COLOR_ROLES, type ColorModes, type ColorRole, type ColorRoleName, type CssColorVariable, type ModeValues } from './colors-types.js';

const LINK_SELECTOR = /^(?:(?:html|body|main|article|p|\.prose|:root)\s+)?a(?::link|:visited|:any-link)?$|^:(?:any-)?link$/i;
const COLOR_PROPERTIES = new Set(['color', 'background', 'background-color', 'border-color', 'fill']);
const ROLE_NAME_HINTS: Record<ColorRoleName, RegExp> = {
  primary: /primary|brand/i,
  secondary: /secondary/i,
  accent: /accent|highlight/i,
  background: /(?:^|-)(?:bg|background|canvas|page|base|body)(?:-|$)/i,
  surface: /surface|card|panel|raised|elevated|popover/i,
  text: /(?:^|-)(?:text|fg|foreground|ink|body|content)(?:-|$)/i,
  text_muted: /muted|subtle|secondary-text|text-2|dim|soft/i,
  link: /link/i,
  border: /border|divider|line|stroke|outline|ring/i,
};
const VARIABLES_MAX = 150;
const other = (s: SchemeName): SchemeName => (s === 'light' ? 'dark' : 'light');

/**
 * The `color` declarations of plain-link rules (`a`, `a:link`, `body a`) that apply in `scheme`, in
 * cascade source order (the last one of each rule): what the link role reads its rule from.
 */
export function linkRuleDeclarations(ctx: AnalysisContext, scheme: SchemeName): readonly { selector: string; value: string }[] {
  return ctx.derive(`colors:linkRules:${scheme}`, () => {
    const found: { selector: string; value: string }[] = [];
    const inScheme = new RegExp(`prefers-color-scheme\\s*:\\s*${scheme}`, 'i'); // no g flag: test() keeps no state
    for (const sheet of ctx.stylesheets()) {
      for (const rule of sheet.rules) {
        if (rule.media && !inScheme.test(rule.media)) continue;
        if (!splitTopLevel(rule.selector, ',').some((s) => LINK_SELECTOR.test(s.trim()))) continue;
        const decl = rule.declarations.findLast((d) => d.property === 'color');
        if (decl) found.push({ selector: rule.selector, value: decl.value });
      }
    }
    return found;
  });
}

/** The color of the stylesheet rule for plain links, last one that resolves wins. */
export function linkRuleColor(ctx: AnalysisContext, vars: ColorVariables, scheme: SchemeName): { hex: string; selector: string } | null {
  let found: { hex: string; selector: string } | null = null;
  for (const decl of linkRuleDeclarations(ctx, scheme)) {
    const color = vars.resolveValue(decl.value, scheme);
    if (color && color.alpha > 0) found = { hex: color.hex, selector: decl.selector };
  }
  return found;
}

export function colorModes(ctx: AnalysisContext, roles: Record<ColorRoleName, ColorRole>, vars: ColorVariables, rendered: SchemeName, carriers: ReadonlyMap<ColorRoleName, Carrier>): ColorModes {
  const alternate = other(rendered);
  const detection: ColorModes['detection'] = [];
  for (const via of ['media', 'selector'] as const) {
    const decls = vars.declarations.filter((d) => d.scope === alternate && d.via === via);
    if (decls.length > 0) detection.push({ kind: via, detail: via === 'media' ? `@media (prefers-color-scheme: ${alternate}) redefines variables` : `${[...new Set(decls.map((d) => d.selector))].slice(0, 3).join(', ')} redefines variables`, count: decls.length });
  }
  if (vars.baseScheme === alternate && vars.overriddenSchemes.includes(rendered)) {
    detection.push({ kind: 'media', detail: `the base variables are the ${alternate} scheme; the rendered ${rendered} scheme overrides them`, count: vars.declarations.filter((d) => d.scope === 'base').length });
  }
  const schemeRules = rulesFor(ctx, alternate);
  if (schemeRules.media > 0) detection.push({ kind: 'media', detail: `@media (prefers-color-scheme: ${alternate}) rules set colors`, count: schemeRules.media });
  if (schemeRules.selector > 0) detection.push({ kind: 'selector', detail: `.${alternate}-scoped rules set colors`, count: schemeRules.selector });
  const lightDark = vars.declarations.filter((d) => /light-dark\(/i.test(d.value)).length;
  if (lightDark > 0) detection.push({ kind: 'light-dark', detail: 'variables use light-dark()', count: lightDark });
  const metas = metaTags(ctx.dom());
  const themed = metas.filter((m) => m.name === 'theme-color' && new RegExp(`prefers-color-scheme\\s*:\\s*${alternate}`, 'i').test(m.media ?? '')).length;
  if (themed > 0) detection.push({ kind: 'meta', detail: `meta theme-color for (prefers-color-scheme: ${alternate})`, count: themed });
  const scheme = metas.find((m) => m.name === 'color-scheme')?.content ?? '';
  if (new RegExp(`\\b${alternate}\\b`, 'i').test(scheme)) detection.push({ kind: 'meta', detail: `meta color-scheme "${scheme.trim()}"`, count: 1 });

  const renderedValues = Object.fromEntries(COLOR_ROLES.map((r) => [r, roles[r].value])) as ModeValues;
  const available: ('light' | 'dark')[] = detection.length > 0 ? ['light', 'dark'] : [rendered];
  const role_variables: ColorModes['role_variables'] = {};
  let alternateValues: ModeValues | null = null;
  if (detection.length > 0) {
    const values = Object.fromEntries(COLOR_ROLES.map((r) => [r, null])) as ModeValues;
    // Background and surface first: translucent carriers are composited over the alternate ones.
    for (const role of ['background', 'surface', ...COLOR_ROLES.filter((r) => r !== 'background' && r !== 'surface')] as ColorRoleName[]) {
      const found = carriers.get(role);
      const a = found ? vars.resolve(found.name, alternate) : null;
      if (!found || !a) continue;
      role_variables[role] = found.name;
      if (a.alpha >= 1) values[role] = a.hex;
      else {
        const under = parseColor(found.over === 'surface' ? values.surface : values.background);
        values[role] = under ? composite(a, under).hex : null;
      }
    }
    const fromRules = rootRuleColors(ctx, vars, alternate);
    values.background ??= fromRules.background;
    values.text ??= fromRules.text;
    alternateValues = values;
  }
  return {
    rendered,
    available,
    detection,
    light: rendered === 'light' ? renderedValues : alternateValues,
    dark: rendered === 'dark' ? renderedValues : alternateValues,
    role_variables,
  };
}

export interface Carrier {
  name: string;
  /** For a translucent variable: what it was composited over to give the role's value. */
  over: 'background' | 'surface' | null;
}

/**
 * The variable carrying each role's rendered value: an opaque variable with exactly that value,
 * or a translucent one that gives it when composited over the background or the surface (glass
 * panels, `rgba(255,255,255,.12)` borders). Role-named and scheme-overridden variables first.
 */
export function roleCarriers(vars: ColorVariables, roles: Record<ColorRoleName, ColorRole>, rendered: SchemeName): Map<ColorRoleName, Carrier> {
  const out = new Map<ColorRoleName, Carrier>();
  const background = parseColor(roles.background.value);
  const surface = parseColor(roles.surface.value);
  for (const role of COLOR_ROLES) {
    const under = role === 'background' ? {} : role === 'surface' ? { background } : { background, surface };
    const found = carrier(vars, role, roles[role].value, rendered, under);
    if (found) out.set(role, found);
  }
  return out;
}

function carrier(vars: ColorVariables, role: ColorRoleName, value: string | null, rendered: SchemeName, under: { background?: ParsedColor | null; surface?: ParsedColor | null }): Carrier | null {
  if (!value) return null;
  const matches: Carrier[] = [];
  for (const name of vars.names) {
    const c = vars.resolve(name, rendered);
    if (!c || c.alpha <= 0) continue;
    if (c.alpha >= 1) {
      if (c.hex === value) matches.push({ name, over: null });
      continue;
    }
    // Translucent: painted over the canvas or a panel (or a panel on the canvas), hence ΔE < 2.
    const over = (['background', 'surface'] as const).find((o) => {
      const base = under[o];
      return base !== null && base !== undefined && deltaE2000(composite(c, { ...base, alpha: 1 }), value) < 2;
    });
    if (over) matches.push({ name, over });
  }
  const hint = ROLE_NAME_HINTS[role];
  const overridden = (name: string): boolean => vars.declarations.some((d) => d.name === name && d.scope !== 'base');
  const rank = (c: Carrier): number => (hint.test(c.name) ? 0 : 4) + (c.over === null ? 0 : 2) + (overridden(c.name) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || a.name.length - b.name.length || (a.name < b.name ? -1 : 1))[0] ?? null;
}

/** How many rules set colors under the scheme's media query, or on a scheme class/attribute. */
function rulesFor(ctx: AnalysisContext, scheme: SchemeName): { media: number; selector: number } {
  const media = new RegExp(`prefers-color-scheme\\s*:\\s*${scheme}`, 'i');
  const token = new RegExp(`\\.${scheme}(?![\\w-])|\\[data-[\\w-]*(?:theme|mode|scheme)[\\w-]*\\s*=\\s*["']?${scheme}`, 'i');
  let inMedia = 0;
  let bySelector = 0;
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      if (!rule.declarations.some((d) => COLOR_PROPERTIES.has(d.property))) continue;
      if (rule.media && media.test(rule.media)) inMedia++;
      else if (token.test(rule.selector)) bySelector++;
    }
  }
  return { media: inMedia, selector: bySelector };
}

/** `body { background; color }` set directly for the scheme (sites without variables). */
function rootRuleColors(ctx: AnalysisContext, vars: ColorVariables, scheme: SchemeName): { background: string | null; text: string | null } {
  const out = { background: null as string | null, text: null as string | null };
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      const scope = scopeOf({ selector: rule.selector, media: rule.media, container: rule.container });
      if (!scope || scope.scope !== scheme) continue;
      for (const d of rule.declarations) {
        const c = COLOR_PROPERTIES.has(d.property) ? vars.resolveValue(d.value, scheme) : null;
        if (!c || c.alpha < 1) continue;
        if (d.property === 'background' || d.property === 'background-color') out.background = c.hex;
        if (d.property === 'color') out.text = c.hex;
      }
    }
  }
  return out;
}

/** The page's color variables, with rendered values, per-scheme values and painted usage. */
export function cssColorVariables(ctx: AnalysisContext, vars: ColorVariables, rendered: SchemeName, schemes: boolean): { list: CssColorVariable[]; omitted: number; rendered: Map<string, string> } {
  const { clusterOf } = colorClusters(ctx);
  const renderedMap = new Map<string, string>();
  const all: CssColorVariable[] = [];
  for (const name of vars.names) {
    const value = vars.resolve(name, rendered);
    const decls = vars.declarations.filter((d) => d.name === name);
    const authored = (decls.findLast((d) => d.scope === 'base') ?? decls[0])?.value ?? '';
    if (value && value.alpha >= 1) renderedMap.set(name, value.hex);
    const entry: CssColorVariable = {
      name,
      value: value?.hex ?? null,
      alpha: value?.alpha ?? null,
      authored,
      painted_elements: value ? (clusterOf(value.hex)?.members.get(value.hex)?.nodes.size ?? 0) : 0,
    };
    if (schemes && decls.some((d) => d.scope !== 'base')) {
      const light = vars.resolve(name, 'light');
      const dark = vars.resolve(name, 'dark');
      entry.modes = { light: light?.hex ?? null, dark: dark?.hex ?? null };
    }
    all.push(entry);
  }
  if (all.length <= VARIABLES_MAX) return { list: all, omitted: 0, rendered: renderedMap };
  const roleNamed = (n: string): boolean => Object.values(ROLE_NAME_HINTS).some((r) => r.test(n));
  const kept = all.filter((v) => v.painted_elements > 0 || v.modes !== undefined || roleNamed(v.name)).slice(0, VARIABLES_MAX);
  return { list: kept, omitted: all.length - kept.length, rendered: renderedMap };
}
