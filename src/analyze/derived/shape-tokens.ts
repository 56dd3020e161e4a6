/**
 * The page's own design tokens for shape (`--radius-lg`, `--shadow-card`, …), so a measured value
 * can name the CSS variable it came from. Custom properties are read from the stylesheets,
 * `var()` references resolved (a few levels, cycles cut), lengths turned into px.
 */
import type { AnalysisContext } from '../context.js';
import { compare } from './shape-scope.js';
import { substituteVars } from '../shared/var-substitution.js';

export interface ResolvedVariable {
  name: string;
  /** The value with `var()` references substituted (fallbacks used when a name is unknown). */
  value: string;
  selector: string;
}

const ROOT_SCOPE = /^(?::root|html|:host|\*|body)(?:\s*,\s*(?::root|html|:host|\*|body))*$/i;

/**
 * One value per custom property: the last declaration on a root-like selector outside @media
 * (the default theme, as it applies on load); else the first declaration anywhere.
 */
export function resolvedVariables(ctx: AnalysisContext): ReadonlyMap<string, ResolvedVariable> {
  return ctx.derive('shape:variables', () => {
    const raw = new Map<string, { value: string; selector: string; root: boolean }>();
    for (const p of ctx.customProperties()) {
      const root = ROOT_SCOPE.test(p.selector.trim()) && p.media === null && p.supports === null;
      // The last root-scope declaration wins; anything else only fills a gap.
      if (root || !raw.has(p.name)) raw.set(p.name, { value: p.value, selector: p.selector, root });
    }
    const out = new Map<string, ResolvedVariable>();
    for (const [name, v] of [...raw].sort((a, b) => compare(a[0], b[0]))) {
      // Bounded and cycle-aware (issue 9 §2: a `var()` fan-out once took seconds here); what cannot
      // be resolved is kept as written.
      out.set(name, { name, value: substituteVars(v.value, (n) => raw.get(n)?.value ?? null, name) ?? v.value, selector: v.selector });
    }
    return out;
  });
}

/** Substitutes the page's custom properties into an authored value (`0 1px var(--shadow-color)`). */
export function resolveVariables(ctx: AnalysisContext, value: string): string {
  if (!value.includes('var(')) return value;
  const vars = resolvedVariables(ctx);
  return value.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*((?:[^()]|\([^()]*\))*))?\)/g, (whole, name: string, fallback: string | undefined) => vars.get(name)?.value ?? fallback?.trim() ?? whole);
}

/** Variables whose name matches `pattern`, name order. */
export function variablesNamed(ctx: AnalysisContext, pattern: RegExp): ResolvedVariable[] {
  return [...resolvedVariables(ctx).values()].filter((v) => pattern.test(v.name));
}

/** The root font size in px (from the `html` node's computed font-size), for `rem`. */
export function rootFontPx(ctx: AnalysisContext): number {
  return ctx.derive('shape:rootFontPx', (c) => {
    const html = c.nodes.find((n) => n.tag === 'html');
    const size = Number.parseFloat(html?.style['font-size'] ?? '');
    return Number.isFinite(size) && size > 0 ? size : 16;
  });
}

/**
 * A CSS length in px: `8px`, `0.5rem`, `9999px`, Tailwind v4's `calc(infinity * 1px)`, and simple
 * `calc()` arithmetic as design systems write it (shadcn/ui: `calc(0.5rem - 2px)`); null otherwise.
 */
export function lengthPx(value: string, remPx: number): number | null {
  const text = value.trim().toLowerCase();
  if (/^calc\(\s*infinity\s*\*\s*1px\s*\)$/.test(text)) return 1e6;
  const m = /^(-?(?:\d+\.?\d*|\.\d+))(px|rem|em)?$/.exec(text);
  if (m) {
    const n = Number(m[1]);
    if (m[2] === 'rem' || m[2] === 'em') return n * remPx;
    return m[2] === undefined && n !== 0 ? null : n;
  }
  const calc = /^calc\((.*)\)$/.exec(text);
  return calc ? evaluate(calc[1]!, remPx) : null;
}

/** `a ± b`, `a * n`, `a / n` over px/rem lengths and plain numbers, with parentheses; null when it is anything else. */
function evaluate(expression: string, remPx: number): number | null {
  const tokens = expression.match(/\d*\.?\d+(?:px|rem|em)?|[-+*/()]|\S/g) ?? [];
  let i = 0;
  const primary = (): number | null => {
    const t = tokens[i++];
    if (t === undefined) return null;
    if (t === '(') {
      const v = sum();
      return tokens[i++] === ')' ? v : null;
    }
    if (t === '-') {
      const v = primary();
      return v === null ? null : -v;
    }
    const m = /^(\d*\.?\d+)(px|rem|em)?$/.exec(t);
    if (!m) return null;
    return Number(m[1]) * (m[2] === 'rem' || m[2] === 'em' ? remPx : 1);
  };
  const product = (): number | null => {
    let v = primary();
    while (v !== null && (tokens[i] === '*' || tokens[i] === '/')) {
      const op = tokens[i++];
      const r = primary();
      if (r === null || (op === '/' && r === 0)) return null;
      v = op === '*' ? v * r : v / r;
    }
    return v;
  };
  const sum = (): number | null => {
    let v = product();
    while (v !== null && (tokens[i] === '+' || tokens[i] === '-')) {
      const op = tokens[i++];
      const r = product();
      if (r === null) return null;
      v = op === '+' ? v + r : v - r;
    }
    return v;
  };
  const result = sum();
  return result !== null && i === tokens.length && Number.isFinite(result) ? result : null;
}
