/**
 * Selector and media-query reading for the stylesheet matcher (interactions-css.ts): pure
 * string functions, no capture or context. A compound selector is parsed into tag, classes,
 * ids, simple attribute tests and at most one state pseudo-class (or ::placeholder); anything
 * else (sibling combinators, :has(), pseudo-elements) makes the selector unjudgeable (null).
 */
import type { Capture } from '../../crawl/capture-types.js';
import { splitTopLevel } from '../shared/color.js';
import { parseMediaQuery } from '../shared/css.js';

export type RulePseudo = 'hover' | 'focus-visible' | 'active' | 'placeholder' | null;

export interface Compound {
  tag: string | null;
  classes: string[];
  ids: string[];
  attrs: { name: string; value: string | null }[];
  pseudo: RulePseudo;
}

export interface ParsedSelector {
  target: Compound;
  /** Ancestor compounds, nearest first. */
  ancestors: Compound[];
  specificity: number;
}

const STATE_PSEUDO: Record<string, RulePseudo> = { hover: 'hover', 'focus-visible': 'focus-visible', focus: 'focus-visible', active: 'active' };
const IGNORED_PSEUDO = /^:(not\(|enabled$|link$|visited$|any-link$|where\(\)$)/;
export const ROOT_SCOPE = /^(:root|html|:host|body|\*)$/;

/** CSS identifier escapes undone: `hover\:bg-indigo-500` → `hover:bg-indigo-500`, `\32 xl` → `2xl`. */
export function unescapeIdent(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, esc: string) => (/^[0-9a-fA-F]/.test(esc) && /^[0-9a-fA-F]{1,6}\s?$/.test(esc) ? String.fromCodePoint(Number.parseInt(esc.trim(), 16)) : esc));
}

const IDENT = String.raw`(?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+`;
const PART = new RegExp(String.raw`^(?:(\*|[a-zA-Z][\w-]*)|\.(${IDENT})|#(${IDENT})|\[([^\]]*)\]|(::?[\w-]+(?:\((?:[^()]|\([^()]*\))*\))?))`);

/** Parses one compound selector; null when it uses something this matcher does not judge. */
export function parseCompound(text: string): Compound | null {
  const c: Compound = { tag: null, classes: [], ids: [], attrs: [], pseudo: null };
  let rest = text;
  while (rest.length > 0) {
    const m = PART.exec(rest);
    if (!m || m[0].length === 0) return null;
    rest = rest.slice(m[0].length);
    if (m[1]) c.tag = m[1] === '*' ? null : m[1].toLowerCase();
    else if (m[2]) c.classes.push(unescapeIdent(m[2]));
    else if (m[3]) c.ids.push(unescapeIdent(m[3]));
    else if (m[4] !== undefined) {
      const a = /^\s*([\w-]+)\s*(?:=\s*["']?([^"'\]]*)["']?\s*)?$/.exec(m[4]);
      if (!a) return null;
      c.attrs.push({ name: a[1]!.toLowerCase(), value: a[2] ?? null });
    } else if (m[5]) {
      const p = m[5].toLowerCase();
      const name = p.replace(/^::?/, '');
      if (p === ':not(:focus-visible)') return null; // mouse-focus styles, not the keyboard ring
      if (/^::?(-webkit-input-|-moz-|-ms-input-)?placeholder$/.test(p)) {
        if (c.pseudo) return null;
        c.pseudo = 'placeholder';
      } else if (p.startsWith(':') && !p.startsWith('::') && name in STATE_PSEUDO) {
        if (c.pseudo) return null;
        c.pseudo = STATE_PSEUDO[name]!;
      } else if (!IGNORED_PSEUDO.test(p)) return null;
    }
  }
  return c;
}

/** Splits a complex selector into compounds; null on sibling combinators or unbalanced text. */
export function splitComplex(selector: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (ch === '\\') {
      current += ch + (selector[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && (ch === ' ' || ch === '>')) {
      if (current) parts.push(current);
      current = '';
      continue;
    }
    if (depth === 0 && (ch === '+' || ch === '~')) return null;
    current += ch;
  }
  if (current) parts.push(current);
  return depth === 0 && parts.length > 0 ? parts : null;
}

export function specificityOf(compounds: Compound[]): number {
  let s = 0;
  for (const c of compounds) s += c.ids.length * 10000 + (c.classes.length + c.attrs.length + (c.pseudo ? 1 : 0)) * 100 + (c.tag ? 1 : 0);
  return s;
}

/** Whether a rule's media/context applies at the capture viewport (unknown features count as true). */
export function mediaApplies(media: string | null, viewport: Capture['viewport']): boolean {
  if (!media) return true;
  // Pure in (media, viewport) and asked for every rule by several sections (issue 9 §3: the same
  // few hundred media texts were re-parsed per rule per section), so answers are memoized.
  const key = `${viewport.width}x${viewport.height} ${media}`;
  const known = MEDIA_APPLIES.get(key);
  if (known !== undefined) return known;
  if (MEDIA_APPLIES.size >= MEDIA_APPLIES_MAX) MEDIA_APPLIES.clear();
  const applies = splitTopLevel(media, ',').some((q) => queryApplies(q.trim(), viewport));
  MEDIA_APPLIES.set(key, applies);
  return applies;
}

const MEDIA_APPLIES = new Map<string, boolean>();
/** Bounds the memo in a long-running process; a miss only costs the parse again. */
const MEDIA_APPLIES_MAX = 20_000;

function queryApplies(query: string, viewport: Capture['viewport']): boolean {
  const negated = /^not\s/i.test(query);
  const { types, conditions } = parseMediaQuery(query);
  let ok = !(types.length > 0 && !types.includes('screen') && !types.includes('all'));
  for (const c of conditions) {
    if (!ok) break;
    const v = (c.value ?? '').toLowerCase();
    if (c.feature === 'width' || c.feature === 'height') {
      const actual = c.feature === 'width' ? viewport.width : viewport.height;
      const target = lengthPx(v);
      if (target === null) continue;
      ok = c.operator === '>=' ? actual >= target : c.operator === '<=' ? actual <= target : c.operator === '>' ? actual > target : c.operator === '<' ? actual < target : actual === target;
    } else if (c.feature === 'prefers-color-scheme') ok = v !== 'dark';
    else if (c.feature === 'prefers-reduced-motion') ok = v !== 'reduce';
    else if (c.feature === 'hover' || c.feature === 'any-hover') ok = v !== 'none';
    else if (c.feature === 'pointer' || c.feature === 'any-pointer') ok = v !== 'coarse' && v !== 'none';
  }
  return negated ? !ok : ok;
}

function lengthPx(value: string): number | null {
  const m = /^(-?[\d.]+)(px|em|rem)?$/.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === 'em' || m[2] === 'rem' ? n * 16 : n;
}

const FIRST_CLASS = new RegExp(String.raw`\.(${IDENT})`);
const FIRST_ID = new RegExp(String.raw`#(${IDENT})`);

/** The bucket of a compound: its first class, else its id, else its tag, else `*` (cheap; no full parse). */
export function indexKey(text: string): string {
  const compound = text.replace(/\((?:[^()]|\([^()]*\))*\)|\[[^\]]*\]/g, '');
  const cls = FIRST_CLASS.exec(compound);
  if (cls) return `.${unescapeIdent(cls[1]!)}`;
  const id = FIRST_ID.exec(compound);
  if (id) return `#${unescapeIdent(id[1]!)}`;
  const tag = /^[a-zA-Z][\w-]*/.exec(compound);
  return tag ? tag[0].toLowerCase() : '*';
}
