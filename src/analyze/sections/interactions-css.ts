/**
 * Reading the stylesheets for what forced states cannot show: `:hover` rules of elements the
 * crawler did not probe (cards are not focusable), `::placeholder` colors, and custom-property
 * values (`var(--ease-out)`, Bootstrap's component-scoped `--bs-btn-hover-bg`).
 *
 * This is a deliberately small selector matcher over the captured node table: a rule applies to
 * a node when its last compound (tag, classes, ids, simple attribute tests, one state
 * pseudo-class) matches the node and its descendant/child compounds match ancestors in order.
 * Selectors it cannot judge (sibling combinators, :has(), states on ancestors) are skipped, never
 * guessed. Media queries are evaluated against the capture viewport (light scheme, hover-capable
 * pointer, motion allowed).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { splitTopLevel } from '../shared/color.js';
import type { Declaration, StyleRule } from '../shared/css.js';
import { indexKey, mediaApplies, parseCompound, ROOT_SCOPE, specificityOf, splitComplex, type Compound, type ParsedSelector, type RulePseudo } from './interactions-selectors.js';

export { mediaApplies, unescapeIdent, type RulePseudo } from './interactions-selectors.js';

interface IndexedRule {
  selector: string;
  /** Compound texts, outermost first; parsed on first use (most indexed rules are never looked at). */
  compounds: string[];
  parsed?: ParsedSelector | null;
  declarations: Declaration[];
  order: number;
}

/** Rules in cascade order with an applicable media context (media evaluated once per distinct query). */
function applicableRules(ctx: AnalysisContext): { rule: StyleRule; order: number }[] {
  return ctx.derive('interactions:applicableRules', (capture) => {
    const applies = new Map<string, boolean>();
    const out: { rule: StyleRule; order: number }[] = [];
    let order = 0;
    for (const sheet of ctx.stylesheets()) {
      for (const rule of sheet.rules) {
        order++;
        if (rule.media !== null) {
          if (!applies.has(rule.media)) applies.set(rule.media, mediaApplies(rule.media, capture.viewport));
          if (!applies.get(rule.media)) continue;
        }
        out.push({ rule, order });
      }
    }
    return out;
  });
}

const hasCustomProperty = (rule: StyleRule): boolean => rule.declarations.some((d) => d.property.charCodeAt(0) === 45 && d.property.startsWith('--'));

/** Custom properties declared on the root scope (`:root`, `html`, `:host`, `body`, `*`), last wins. */
function rootVarMap(ctx: AnalysisContext): ReadonlyMap<string, string> {
  return ctx.derive('interactions:rootVars', () => {
    const vars = new Map<string, string>();
    for (const { rule } of applicableRules(ctx)) {
      if (!hasCustomProperty(rule)) continue;
      if (!splitTopLevel(rule.selector, ',').some((part) => ROOT_SCOPE.test(part.trim()))) continue;
      for (const d of rule.declarations) if (d.property.startsWith('--')) vars.set(d.property, d.value);
    }
    return vars;
  });
}

/**
 * Rules bucketed by the first class/id/tag of their target compound. Two lazily built indexes:
 * `state` (selectors with :hover/:focus/:active/::placeholder) and `vars` (non-root rules that
 * declare custom properties, for scoped `var()` resolution). Selectors are parsed on first use.
 */
function ruleIndex(ctx: AnalysisContext, which: 'state' | 'vars'): Map<string, IndexedRule[]> {
  return ctx.derive(`interactions:ruleIndex:${which}`, () => {
    const byKey = new Map<string, IndexedRule[]>();
    for (const { rule, order } of applicableRules(ctx)) {
      const withVars = hasCustomProperty(rule);
      if (which === 'vars' && !withVars) continue;
      if (which === 'state' && !STATE_HINT.test(rule.selector)) continue;
      for (const raw of splitTopLevel(rule.selector, ',')) {
        const selector = raw.trim();
        if (which === 'state' && !STATE_HINT.test(selector)) continue;
        if (which === 'vars' && (ROOT_SCOPE.test(selector) || STATE_HINT.test(selector))) continue;
        const texts = splitComplex(selector);
        if (!texts) continue;
        const key = indexKey(texts[texts.length - 1]!);
        const bucket = byKey.get(key) ?? [];
        bucket.push({ selector, compounds: texts, declarations: rule.declarations, order });
        byKey.set(key, bucket);
      }
    }
    return byKey;
  });
}

const STATE_HINT = /:(?:hover|focus|active)|placeholder/i;

/** Names of custom properties some non-root rule declares: only those need scoped resolution. */
function scopedVarNames(ctx: AnalysisContext): ReadonlySet<string> {
  return ctx.derive('interactions:scopedVarNames', () => {
    const names = new Set<string>();
    for (const { rule } of applicableRules(ctx)) {
      if (!hasCustomProperty(rule)) continue;
      if (splitTopLevel(rule.selector, ',').every((part) => ROOT_SCOPE.test(part.trim()))) continue;
      for (const d of rule.declarations) if (d.property.startsWith('--')) names.add(d.property);
    }
    return names;
  });
}

function parsedSelector(rule: IndexedRule): ParsedSelector | null {
  if (rule.parsed !== undefined) return rule.parsed;
  const compounds = rule.compounds.map(parseCompound);
  let parsed: ParsedSelector | null = null;
  if (!compounds.some((c) => c === null)) {
    const list = compounds as Compound[];
    const ancestors = list.slice(0, -1).reverse();
    // A state on an ancestor (`.card:hover .title`) styles descendants, not the target's own state.
    if (!ancestors.some((a) => a.pseudo !== null)) parsed = { target: list[list.length - 1]!, ancestors, specificity: specificityOf(list) };
  }
  rule.parsed = parsed;
  return parsed;
}

function compoundMatches(c: Compound, node: CapturedNode, classes: Set<string>): boolean {
  if (c.tag !== null && c.tag !== node.tag) return false;
  if (c.ids.some((id) => node.attrs['id'] !== id)) return false;
  if (c.classes.some((cls) => !classes.has(cls))) return false;
  return c.attrs.every((a) => (a.value === null ? node.attrs[a.name] !== undefined : node.attrs[a.name] === a.value));
}

export function classesOf(node: CapturedNode): Set<string> {
  return new Set((node.attrs['class'] ?? '').split(/\s+/).filter(Boolean));
}

/** Rules whose selector targets `node` in the given pseudo state (null: the default state), in cascade order. */
export function matchingRules(ctx: AnalysisContext, node: CapturedNode, pseudo: RulePseudo): IndexedRule[] {
  const byKey = ruleIndex(ctx, pseudo === null ? 'vars' : 'state');
  const classes = classesOf(node);
  const keys = new Set<string>(['*', node.tag, ...[...classes].map((c) => `.${c}`)]);
  if (node.attrs['id']) keys.add(`#${node.attrs['id']}`);
  let ancestors: CapturedNode[] | null = null;
  const found: { rule: IndexedRule; specificity: number }[] = [];
  for (const key of keys) {
    for (const rule of byKey.get(key) ?? []) {
      const parsed = parsedSelector(rule);
      if (!parsed || parsed.target.pseudo !== pseudo || !compoundMatches(parsed.target, node, classes)) continue;
      if (parsed.ancestors.length > 0) {
        ancestors ??= ctx.ancestors(node.id);
        let at = 0;
        const ok = parsed.ancestors.every((a) => {
          while (at < ancestors!.length && !compoundMatches(a, ancestors![at]!, classesOf(ancestors![at]!))) at++;
          return at++ < ancestors!.length;
        });
        if (!ok) continue;
      }
      found.push({ rule, specificity: parsed.specificity });
    }
  }
  return found.sort((a, b) => a.specificity - b.specificity || a.rule.order - b.rule.order).map((f) => f.rule);
}

export interface DeclaredValue {
  value: string;
  selector: string;
  /** Custom properties the value was resolved through, outermost first. */
  variables: string[];
}

/** The winning declarations of `node` in a pseudo state: property → resolved value (cascade by specificity then order, !important first). */
export function declaredStyle(ctx: AnalysisContext, node: CapturedNode, pseudo: RulePseudo): Map<string, DeclaredValue> {
  const rules = matchingRules(ctx, node, pseudo);
  const winners = new Map<string, { d: Declaration; selector: string }>();
  // Custom properties set by the state rules themselves (`--tw-bg-opacity` beside the color).
  const overlay = new Map<string, string>();
  for (const rule of rules) {
    for (const d of rule.declarations) {
      if (d.property.startsWith('--')) {
        overlay.set(d.property, d.value);
        continue;
      }
      const prev = winners.get(d.property);
      if (!prev || d.important || !prev.d.important) winners.set(d.property, { d, selector: rule.selector });
    }
  }
  const out = new Map<string, DeclaredValue>();
  for (const [property, { d, selector }] of winners) {
    const variables: string[] = [];
    const value = resolveVars(ctx, node, d.value, variables, 0, overlay);
    if (value !== null) out.set(property, { value, selector, variables });
  }
  return out;
}

/** Custom properties visible to `node`: root scope, then rules matching its ancestors and itself (inheritance). */
function scopedVars(ctx: AnalysisContext, node: CapturedNode): ReadonlyMap<string, string> {
  const cache = ctx.derive('interactions:scopedVars', () => new Map<string, ReadonlyMap<string, string>>());
  const hit = cache.get(node.id);
  if (hit) return hit;
  const parent = node.parent !== null ? ctx.nodeById(node.parent) : undefined;
  const inherited = parent ? scopedVars(ctx, parent) : rootVarMap(ctx);
  let vars: Map<string, string> | null = null;
  for (const rule of matchingRules(ctx, node, null)) {
    for (const d of rule.declarations) {
      if (!d.property.startsWith('--')) continue;
      vars ??= new Map(inherited);
      vars.set(d.property, d.value);
    }
  }
  const result = vars ?? inherited;
  cache.set(node.id, result);
  return result;
}

function firstVarName(value: string): string {
  return /var\(\s*(--[^,)\s]+)/.exec(value)?.[1] ?? '';
}

/** Replaces `var(--x, fallback)` with the value visible to `node`; null when a variable is undefined without fallback. */
export function resolveVars(ctx: AnalysisContext, node: CapturedNode | null, value: string, used: string[] = [], depth = 0, overlay?: ReadonlyMap<string, string>): string | null {
  if (!value.includes('var(')) return value;
  if (depth > 8) return null;
  // Scoped lookup (and its index) only for variables some non-root rule redefines.
  const scoped = node && scopedVarNames(ctx).has(firstVarName(value)) ? scopedVars(ctx, node) : rootVarMap(ctx);
  const start = value.indexOf('var(');
  let level = 0;
  let end = -1;
  for (let i = start + 3; i < value.length; i++) {
    if (value[i] === '(') level++;
    else if (value[i] === ')' && --level === 0) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const [name, ...fallbackParts] = splitTopLevel(value.slice(start + 4, end), ',');
  const varName = name!.trim();
  const own = overlay?.get(varName) ?? scoped.get(varName);
  const replacement = own ?? (fallbackParts.length > 0 ? fallbackParts.join(',').trim() : null);
  if (replacement === null) return null;
  if (own !== undefined) used.push(varName);
  const resolved = resolveVars(ctx, node, replacement, used, depth + 1, overlay);
  if (resolved === null) return null;
  return resolveVars(ctx, node, value.slice(0, start) + resolved + value.slice(end + 1), used, depth + 1, overlay);
}

/** Root-scope custom properties (`:root`, `html`, `body`), resolved; for provenance of colors and easings. */
export function rootVariables(ctx: AnalysisContext): ReadonlyMap<string, string> {
  return ctx.derive('interactions:rootVariables', () => {
    const out = new Map<string, string>();
    for (const name of rootVarMap(ctx).keys()) {
      const v = resolveVars(ctx, null, `var(${name})`);
      if (v !== null) out.set(name, v);
    }
    return out;
  });
}
