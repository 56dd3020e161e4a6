/**
 * CSS adapter: the only importer of css-tree (ARCHITECTURE "One adapter file per dependency").
 *
 * Stylesheet text from the Capture is parsed tolerantly (a malformed sheet yields what css-tree
 * could recover plus `errors`; it never throws) and flattened into plain data, so section
 * analyzers work on `{selector, declarations, media}` records instead of an AST.
 * Values are kept as authored (comments removed, whitespace trimmed), e.g. `var(--brand)`.
 */
import { parse, type Atrule, type CssNode, type Declaration as CssDeclaration, type Rule as CssRule } from 'css-tree';
import { parseMediaQuery, type MediaCondition } from './media-query.js';

export { parseMediaQuery, type MediaCondition } from './media-query.js';

export interface Declaration {
  /** Lower-cased, except custom properties which are case-sensitive (`--Brand` ≠ `--brand`). */
  property: string;
  value: string;
  important: boolean;
}

/** The conditional/grouping at-rules a rule is nested in (outermost first, joined with ` and `). */
export interface RuleContext {
  media: string | null;
  supports: string | null;
  layer: string | null;
  container: string | null;
}

export interface StyleRule extends RuleContext {
  /** Selector list as written, whitespace-collapsed; CSS-nesting `&` resolved against the parent. */
  selector: string;
  declarations: Declaration[];
  sheetId: string;
}

export interface CustomProperty extends RuleContext {
  name: string;
  value: string;
  important: boolean;
  /** The selector the property is declared on (its scope), e.g. `:root` or `[data-theme=dark]`. */
  selector: string;
  sheetId: string;
}

export interface MediaQuery {
  /** The @media prelude as written (including an inherited sheet/`@import` media list). */
  query: string;
  types: string[];
  conditions: MediaCondition[];
  /** How many style rules sit directly or indirectly inside this @media block. */
  ruleCount: number;
  sheetId: string;
}

export interface FontFace {
  family: string;
  src: { url: string | null; local: string | null; format: string | null }[];
  weight: string | null;
  style: string | null;
  display: string | null;
  unicodeRange: string | null;
  declarations: Declaration[];
  sheetId: string;
}

export interface Keyframes {
  name: string;
  steps: { selector: string; declarations: Declaration[] }[];
  sheetId: string;
}

export interface ParseError {
  message: string;
  line: number | null;
  column: number | null;
}

export interface ParsedStylesheet {
  sheetId: string;
  rules: StyleRule[];
  customProperties: CustomProperty[];
  mediaQueries: MediaQuery[];
  fontFaces: FontFace[];
  keyframes: Keyframes[];
  imports: { url: string; media: string | null }[];
  errors: ParseError[];
}

export interface ParseStylesheetOptions {
  /** The sheet's own media list (`<link media>`, `@import … screen`); it scopes every rule. */
  media?: string | null;
}

const CONDITIONAL = { media: 'media', supports: 'supports', layer: 'layer', container: 'container' } as const;
type ConditionKey = keyof typeof CONDITIONAL;

interface WalkState {
  context: RuleContext;
  parentSelector: string | null;
  /** Indexes into `mediaQueries` of the @media blocks currently open, to count their rules. */
  openMedia: number[];
}

/** Parses one stylesheet's text. Never throws; what could not be parsed is listed in `errors`. */
export function parseStylesheet(text: string, sheetId: string, options: ParseStylesheetOptions = {}): ParsedStylesheet {
  const out: ParsedStylesheet = { sheetId, rules: [], customProperties: [], mediaQueries: [], fontFaces: [], keyframes: [], imports: [], errors: [] };
  const sheetMedia = clean(options.media ?? '');
  const media = sheetMedia && sheetMedia.toLowerCase() !== 'all' ? sheetMedia : null;
  const state: WalkState = { context: { media, supports: null, layer: null, container: null }, parentSelector: null, openMedia: [] };
  if (media) state.openMedia.push(pushMedia(out, media, sheetId));
  walkList(parseTolerant(text, out.errors), out, state, 0);
  return out;
}

function parseTolerant(text: string, errors: ParseError[]): CssNode[] {
  try {
    const ast = parse(text, {
      parseValue: false,
      parseCustomProperty: false,
      parseRulePrelude: false,
      parseAtrulePrelude: false,
      onParseError: (error) => {
        const e = error as { message: string; line?: number; column?: number };
        errors.push({ message: e.message, line: e.line ?? null, column: e.column ?? null });
      },
    });
    return ast.type === 'StyleSheet' ? ast.children.toArray() : [];
  } catch (error) {
    // css-tree recovers from syntax errors itself; this is for anything unexpected inside it.
    errors.push({ message: error instanceof Error ? error.message : String(error), line: null, column: null });
    return [];
  }
}

const MAX_DEPTH = 32;

function walkList(nodes: CssNode[], out: ParsedStylesheet, state: WalkState, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const node of nodes) {
    if (node.type === 'Rule') walkRule(node, out, state, depth);
    else if (node.type === 'Atrule') walkAtrule(node, out, state, depth);
    else if (node.type === 'Raw' && state.parentSelector !== null && node.value.includes('{')) {
      // css-tree leaves nested rules it cannot classify (`.x { .y & {…} }`) as Raw: re-parse each
      // `prelude { body }` chunk; an at-rule chunk is wrapped in `& {…}` so its declarations
      // still apply to the parent selector.
      for (const chunk of splitBlocks(node.value)) {
        const text = chunk.startsWith('@') ? `& { ${chunk} }` : chunk;
        walkList(parseTolerant(text, out.errors), out, state, depth + 1);
      }
    }
  }
}

function walkRule(node: CssRule, out: ParsedStylesheet, state: WalkState, depth: number): void {
  const written = clean(rawText(node.prelude)).replace(/^[};\s]+/, '');
  if (!written) return;
  const selector = state.parentSelector === null ? written : resolveNesting(written, state.parentSelector);
  const children = node.block.children.toArray();
  emitRule(selector, declarationsOf(children), out, state);
  const nested = children.filter((c) => c.type !== 'Declaration');
  if (nested.length > 0) walkList(nested, out, { ...state, parentSelector: selector }, depth + 1);
}

function emitRule(selector: string, declarations: Declaration[], out: ParsedStylesheet, state: WalkState): void {
  if (declarations.length === 0) return;
  out.rules.push({ selector, declarations, sheetId: out.sheetId, ...state.context });
  for (const index of state.openMedia) out.mediaQueries[index]!.ruleCount++;
  for (const d of declarations) {
    if (!d.property.startsWith('--')) continue;
    out.customProperties.push({ name: d.property, value: d.value, important: d.important, selector, sheetId: out.sheetId, ...state.context });
  }
}

function walkAtrule(node: Atrule, out: ParsedStylesheet, state: WalkState, depth: number): void {
  const name = node.name.toLowerCase().replace(/^-[a-z]+-/, '');
  const prelude = clean(rawText(node.prelude));
  const children = node.block?.children.toArray() ?? [];
  if (name === 'font-face') {
    out.fontFaces.push(fontFaceOf(declarationsOf(children), out.sheetId));
  } else if (name === 'keyframes') {
    const steps = children.filter((c): c is CssRule => c.type === 'Rule').map((r) => ({ selector: clean(rawText(r.prelude)), declarations: declarationsOf(r.block.children.toArray()) }));
    out.keyframes.push({ name: unquote(prelude), steps, sheetId: out.sheetId });
  } else if (name === 'import') {
    const match = /^(?:url\(\s*)?["']?([^"')\s]+)["']?\s*\)?\s*(.*)$/.exec(prelude);
    if (match) out.imports.push({ url: match[1]!, media: clean(match[2]!.replace(/^layer(\([^)]*\))?|supports\([^)]*\)/g, '')) || null });
  } else if (name in CONDITIONAL || name === 'scope' || name === 'starting-style') {
    if (!node.block) return; // `@layer a, b;` only declares order
    const key = name as ConditionKey;
    const context = { ...state.context };
    const openMedia = [...state.openMedia];
    if (key in CONDITIONAL) {
      const value = prelude || (key === 'layer' ? '<anonymous>' : '');
      context[key] = context[key] && value ? `${context[key]} and ${value}` : value || context[key];
      if (key === 'media' && prelude) openMedia.push(pushMedia(out, prelude, out.sheetId));
    }
    // `@scope (.card) to (.content) { img {…} }` styles `img` inside `.card`: the scope root acts
    // as the parent selector of the rules inside (the `to` limit is dropped: it only narrows).
    const scopeRoot = name === 'scope' ? scopeRootOf(prelude, state.parentSelector) : null;
    const inner = { ...state, context, openMedia, parentSelector: scopeRoot ?? state.parentSelector };
    // Nested at-rule inside a style rule (`.a { @media (…) { color: red } }`) styles the parent.
    if (state.parentSelector !== null) emitRule(state.parentSelector, declarationsOf(children), out, inner);
    walkList(children, out, inner, depth + 1);
  }
  // Other at-rules (@page, @property, @counter-style, …) carry no styles the sections read.
}

function pushMedia(out: ParsedStylesheet, query: string, sheetId: string): number {
  out.mediaQueries.push({ query, ...parseMediaQuery(query), ruleCount: 0, sheetId });
  return out.mediaQueries.length - 1;
}

function declarationsOf(children: CssNode[]): Declaration[] {
  const result: Declaration[] = [];
  for (const child of children) {
    if (child.type !== 'Declaration') continue;
    const decl = child as CssDeclaration;
    const value = cleanValue(rawText(decl.value));
    if (value === '') continue;
    const property = decl.property.startsWith('--') ? decl.property : decl.property.toLowerCase();
    result.push({ property, value, important: decl.important !== false });
  }
  return result;
}

function fontFaceOf(declarations: Declaration[], sheetId: string): FontFace {
  const get = (p: string): string | null => declarations.findLast((d) => d.property === p)?.value ?? null;
  const src = (get('src') ?? '').split(/,(?![^(]*\))/).map((part) => {
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/i.exec(part)?.[1] ?? null;
    const local = /local\(\s*["']?([^"')]+)["']?\s*\)/i.exec(part)?.[1] ?? null;
    const format = /format\(\s*["']?([^"')]+)["']?\s*\)/i.exec(part)?.[1] ?? null;
    return { url, local, format };
  }).filter((s) => s.url !== null || s.local !== null);
  return {
    family: unquote(get('font-family') ?? ''),
    src,
    weight: get('font-weight'),
    style: get('font-style'),
    display: get('font-display'),
    unicodeRange: get('unicode-range'),
    declarations,
    sheetId,
  };
}

/**
 * Replaces `&` (and `:scope`, inside `@scope`) by the parent selector; a nested selector without
 * either is a descendant of it.
 */
function resolveNesting(selector: string, parent: string): string {
  const parentRef = parent.includes(',') ? `:is(${parent})` : parent;
  return selector
    .split(/,(?![^(]*\))/)
    .map((part) => part.trim())
    .map((part) => (/&|:scope\b/i.test(part) ? part.replace(/&|:scope\b/gi, parentRef) : `${parentRef} ${part}`))
    .join(', ');
}

/** The root selector of an `@scope (<root>) [to (<limit>)]` prelude, nested under `parent`; null when none. */
function scopeRootOf(prelude: string, parent: string | null): string | null {
  const open = prelude.indexOf('(');
  if (open !== 0) return null; // `@scope { … }`: the root is the owner element, not known here
  let depth = 0;
  for (let i = 0; i < prelude.length; i++) {
    if (prelude[i] === '(') depth++;
    else if (prelude[i] === ')' && --depth === 0) {
      const root = clean(prelude.slice(1, i));
      if (!root) return null;
      return parent === null ? root : resolveNesting(root, parent);
    }
  }
  return null;
}

/** Splits `a { … } @media x { … }` into top-level `prelude { body }` chunks. */
function splitBlocks(text: string): string[] {
  const chunks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}' && depth > 0 && --depth === 0) {
      chunks.push(text.slice(start, i + 1).replace(/^[\s;}]+/, ''));
      start = i + 1;
    }
  }
  return chunks.filter((c) => c.length > 0);
}

function rawText(node: CssNode | null | undefined): string {
  if (!node) return '';
  return node.type === 'Raw' ? node.value : '';
}

function clean(text: string): string {
  // Most text has only single spaces: nothing to collapse (issue 9 §3, every rule and value).
  if (!NEEDS_COLLAPSE.test(text)) return text.trim();
  return text.replace(/\s+/g, ' ').trim();
}

/** Whitespace other than one plain space: what `\s+` → ` ` would change. */
const NEEDS_COLLAPSE = /[^\S ]| {2}/;

/** Collapses whitespace outside quoted strings, so values compare equal however they were indented. */
function cleanValue(text: string): string {
  if (!NEEDS_COLLAPSE.test(text)) return text.trim();
  return text.replace(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\s+/g, (m, quoted: string | undefined) => quoted ?? ' ').trim();
}

/** `"Inter Var"` → `Inter Var`. */
export function unquote(text: string): string {
  const t = text.trim();
  return /^(["']).*\1$/.test(t) ? t.slice(1, -1) : t;
}
