/**
 * CSS custom properties that hold colors, resolved per color scheme. Used by the colors section
 * (role evidence, `css_variables`, `modes`) and reusable by any section that wants to name a
 * color by the variable it came from (exports, verifier).
 *
 * What real sites write, and what is handled:
 * - plain values: `--brand: #0055ff`, `--bg: oklch(0.98 0 0)`, `--x: color-mix(…)`;
 * - references: `--ring: var(--primary)`, `--link: hsl(var(--primary) / 0.8)`, fallback chains and
 *   cycles as Chromium resolves them (shared/var-substitution.ts);
 * - channel triplets (Tailwind/shadcn `--primary: 222.2 47.4% 11.2%`, Bootstrap
 *   `--bs-primary-rgb: 13, 110, 253`): a triplet is a color when its name reads like a color or
 *   the stylesheets wrap it in `hsl(var(--x))` / `rgb(var(--x))`;
 * - `light-dark(a, b)`;
 * - themes: `@media (prefers-color-scheme: dark)` blocks and `.dark`, `[data-theme=dark]`,
 *   `[data-bs-theme=dark]`, `.theme-dark`, … on a root-like selector redefine the base values.
 *
 * Component-scoped declarations (`.btn { --bs-btn-bg: … }`) and breakpoint-scoped ones are left
 * out: they are not page-wide tokens. Within a scope the last declaration wins (`!important`
 * first), which is the cascade for the root-like selectors these live on.
 */
import type { AnalysisContext } from '../context.js';
import type { CustomProperty } from '../shared/css.js';
import { parseColor, splitTopLevel, type ParsedColor } from '../shared/color.js';
import { substituteVars } from '../shared/var-substitution.js';

export type SchemeName = 'light' | 'dark';
export type VariableScope = 'base' | SchemeName;

/** One page-wide declaration of a custom property. */
export interface VariableDeclaration {
  name: string;
  scope: VariableScope;
  /** How a scheme scope was recognised; `root` for the unscoped base. */
  via: 'root' | 'media' | 'selector';
  selector: string;
  media: string | null;
  value: string;
  important: boolean;
  sheet_id: string;
}

export interface ColorVariables {
  /** Page-wide declarations of color-holding variables, cascade order. */
  declarations: readonly VariableDeclaration[];
  /** Names of the color-holding variables, sorted. */
  names: readonly string[];
  /**
   * Page-wide variables whose value is one color function (`color-mix()`, `rgb(var(--a) / var(--b))`,
   * `light-dark()`, …) that resolves to no color in either scheme: skipped, never guessed (issue 9 §2).
   */
  unresolved: readonly { name: string; value: string }[];
  /** Which scheme the base (unscoped) values describe, when the stylesheets say; else null. */
  baseScheme: SchemeName | null;
  /** Schemes that have their own overrides. */
  overriddenSchemes: readonly SchemeName[];
  /** The variable's color with `scheme` active (base values where the scheme does not override). */
  resolve(name: string, scheme: SchemeName): ParsedColor | null;
  /** Any value that may use `var()` (e.g. a rule's `color: var(--link)`), with `scheme` active. */
  resolveValue(value: string, scheme: SchemeName): ParsedColor | null;
}

const DARK_TOKEN = /\.(?:dark|dark-mode|dark-theme|theme-dark)(?![\w-])|\[data-[\w-]*(?:theme|mode|scheme)[\w-]*\s*[~|]?=\s*["']?dark["']?\s*(?:i\s*)?\]/gi;
const LIGHT_TOKEN = /\.(?:light|light-mode|light-theme|theme-light)(?![\w-])|\[data-[\w-]*(?:theme|mode|scheme)[\w-]*\s*[~|]?=\s*["']?light["']?\s*(?:i\s*)?\]/gi;
const ROOT_COMPOUND = /^(?::root|html|body|:host|\*)*$/i;
/** Names whose channel triplets are colors (`--primary: 222 47% 11%`, `--bs-primary-rgb: 13,110,253`). */
const COLORISH_NAME = /color|colour|rgb|hsl|bg|background|foreground|fg|text|primary|secondary|accent|brand|muted|border|ring|surface|card|popover|destructive|link|neutral|gr[ae]y|canvas|ink/i;
const HSL_TRIPLET = /^(-?[\d.]+)(deg|rad|grad|turn)?\s*,?\s*([\d.]+)%\s*,?\s*([\d.]+)%\s*(?:\/\s*([\d.]+%?))?$/i;
const RGB_TRIPLET = /^(\d{1,3}(?:\.\d+)?)\s*,?\s*(\d{1,3}(?:\.\d+)?)\s*,?\s*(\d{1,3}(?:\.\d+)?)$/;

/** The scope of a declaration, or null when it is not a page-wide token (component, breakpoint). */
export function scopeOf(p: Pick<CustomProperty, 'selector' | 'media' | 'container'>): { scope: VariableScope; via: VariableDeclaration['via'] } | null {
  if (p.container) return null;
  let mediaScheme: SchemeName | null = null;
  if (p.media) {
    const m = /prefers-color-scheme\s*:\s*(dark|light)/i.exec(p.media);
    if (!m) return null;
    mediaScheme = m[1]!.toLowerCase() as SchemeName;
  }
  let found: { scope: VariableScope; via: VariableDeclaration['via'] } | null = null;
  for (const raw of splitTopLevel(p.selector, ',')) {
    const part = raw.replace(/:not\((?:[^()]|\([^()]*\))*\)/gi, '').replace(/:(?:where|is)\(([^()]*)\)/gi, '$1');
    const dark = part.match(DARK_TOKEN) !== null;
    const light = part.match(LIGHT_TOKEN) !== null;
    const rest = part.replace(DARK_TOKEN, '').replace(LIGHT_TOKEN, '').trim().split(/\s+/).filter(Boolean);
    if (!rest.every((compound) => ROOT_COMPOUND.test(compound))) continue;
    if (dark === light) {
      // Root-like without a theme token: the base, or the media's scheme.
      const scope: VariableScope = mediaScheme ?? 'base';
      if (!found || found.scope === 'base') found = { scope, via: mediaScheme ? 'media' : 'root' };
    } else {
      const scheme: SchemeName = dark ? 'dark' : 'light';
      if (mediaScheme && mediaScheme !== scheme) continue;
      found = { scope: scheme, via: mediaScheme ? 'media' : 'selector' };
    }
  }
  return found;
}

/** Page-wide color variables of the capture, memoized per run. */
export function colorVariables(ctx: AnalysisContext): ColorVariables {
  return ctx.derive('derived:color-variables', () => buildColorVariables(ctx));
}

function buildColorVariables(ctx: AnalysisContext): ColorVariables {
  const all: VariableDeclaration[] = [];
  for (const p of ctx.customProperties()) {
    const scope = scopeOf(p);
    if (scope) all.push({ name: p.name, ...scope, selector: p.selector, media: p.media, value: p.value, important: p.important, sheet_id: p.sheetId });
  }
  const tables: Record<VariableScope, Map<string, VariableDeclaration>> = { base: new Map(), light: new Map(), dark: new Map() };
  for (const d of all) {
    const table = tables[d.scope];
    const previous = table.get(d.name);
    if (!previous || d.important || !previous.important) table.set(d.name, d);
  }
  const wrapped = tripletNames(ctx);
  const overriddenSchemes = (['light', 'dark'] as const).filter((s) => tables[s].size > 0);

  const lookup = (name: string, scheme: SchemeName): string | null => (tables[scheme].get(name) ?? tables.base.get(name))?.value ?? null;
  const resolveText = (value: string, scheme: SchemeName, name: string | null): ParsedColor | null => {
    const text = substituteVars(value, (n) => lookup(n, scheme), name);
    if (text === null) return null;
    return colorOf(text, scheme, name !== null && (COLORISH_NAME.test(name) || wrapped.has(name)));
  };
  const cache = new Map<string, ParsedColor | null>();
  const resolve = (name: string, scheme: SchemeName): ParsedColor | null => {
    const key = `${scheme}\u0000${name}`;
    if (!cache.has(key)) {
      const value = lookup(name, scheme);
      cache.set(key, value === null ? null : resolveText(value, scheme, name));
    }
    return cache.get(key)!;
  };

  const names = [...new Set(all.map((d) => d.name))].filter((n) => resolve(n, 'light') !== null || resolve(n, 'dark') !== null).sort();
  const holdsColor = new Set(names);
  return {
    declarations: all.filter((d) => holdsColor.has(d.name)),
    unresolved: unresolvedOf(all, holdsColor),
    names,
    baseScheme: baseSchemeOf(ctx, overriddenSchemes),
    overriddenSchemes,
    resolve,
    resolveValue: (value, scheme) => resolveText(value, scheme, null),
  };
}

const COLOR_FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(.*\)$/is;

/** The last page-wide declaration of each variable that is written as a color but resolves to none. */
function unresolvedOf(all: readonly VariableDeclaration[], holdsColor: ReadonlySet<string>): { name: string; value: string }[] {
  const last = new Map<string, string>();
  for (const d of all) if (!holdsColor.has(d.name) && COLOR_FUNCTION.test(d.value.trim())) last.set(d.name, d.value);
  return [...last].map(([name, value]) => ({ name, value })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Names used as `hsl(var(--x))` / `rgb(var(--x))` anywhere: their triplets are colors. */
function tripletNames(ctx: AnalysisContext): Set<string> {
  const names = new Set<string>();
  const scan = (value: string): void => {
    if (!value.includes('var(')) return;
    for (const m of value.matchAll(/(?:hsla?|rgba?)\(\s*var\(\s*(--[\w-]+)/gi)) names.add(m[1]!);
  };
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) for (const d of rule.declarations) scan(d.value);
  }
  return names;
}

/** `color-scheme: dark` on the root, else the opposite of the only overridden scheme. */
function baseSchemeOf(ctx: AnalysisContext, overridden: readonly SchemeName[]): SchemeName | null {
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      if (rule.media || !splitTopLevel(rule.selector, ',').some((s) => ROOT_COMPOUND.test(s.trim()))) continue;
      const decl = rule.declarations.findLast((d) => d.property === 'color-scheme');
      const first = decl?.value.trim().split(/\s+/)[0]?.toLowerCase();
      if (first === 'dark' || first === 'light') return first;
    }
  }
  if (overridden.length === 1) return overridden[0] === 'dark' ? 'light' : 'dark';
  return null;
}

/**
 * A substituted value as a color: CSS color text (`light-dark()`, `color-mix()` and relative
 * colors resolved for `scheme` by the shared parser), or a channel triplet.
 */
function colorOf(text: string, scheme: SchemeName, tripletsAllowed: boolean): ParsedColor | null {
  const direct = parseColor(text, { scheme });
  if (direct) return direct;
  if (!tripletsAllowed) return null;
  const lightDark = /^light-dark\((.*)\)$/is.exec(text);
  if (lightDark) {
    // `light-dark(222 47% 11%, 210 40% 98%)`: a triplet per scheme.
    const args = splitTopLevel(lightDark[1]!, ',');
    if (args.length !== 2) return null;
    return colorOf(args[scheme === 'light' ? 0 : 1]!.trim(), scheme, tripletsAllowed);
  }
  const hsl = HSL_TRIPLET.exec(text);
  if (hsl) return parseColor(`hsl(${hsl[1]}${hsl[2] ?? ''} ${hsl[3]}% ${hsl[4]}%${hsl[5] ? ` / ${hsl[5]}` : ''})`);
  const rgb = RGB_TRIPLET.exec(text);
  if (rgb && [rgb[1], rgb[2], rgb[3]].every((c) => Number(c) <= 255)) return parseColor(`rgb(${rgb[1]} ${rgb[2]} ${rgb[3]})`);
  return null;
}
