/**
 * A component's look under :hover, :focus-visible and :active, rebuilt from the extracted state
 * effects (`{ property, from, to }`, issue 12 §1 "buttons and inputs re-rendered … in their
 * default/hover/focus/active states"). Every value passes through css-safe.ts; a change that does
 * not read cleanly is left out rather than guessed.
 */
import { arr, obj, str } from '../export/tokens-read.js';
import { cssColor, cssLengths, cssShadow, cssTransform, cssWeight } from './css-safe.js';

export type Declarations = Record<string, string | null>;

const COLOR_PROPERTIES = new Set([
  'background-color', 'color', 'border-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'text-decoration-color',
]);
const LENGTH_PROPERTIES = new Set(['border-radius', 'border-width', 'padding', 'letter-spacing']);
const DECORATION_LINES = new Set(['none', 'underline', 'overline', 'line-through']);

/**
 * `2px solid #e4572e offset 2px` (the analyzer's outline form) → outline declarations;
 * `none` → `outline: none`; the browser default ring → Chromium's own `auto` outline.
 */
export function outlineDeclarations(value: string): Declarations {
  const text = value.trim();
  if (text === 'none') return { outline: 'none' };
  if (text.startsWith('auto')) return { outline: 'auto 1px -webkit-focus-ring-color', 'outline-offset': '0px' };
  const m = /^(\d+(?:\.\d+)?)px (solid|dashed|dotted|double|groove|ridge|inset|outset) (\S+)(?: offset (-?\d+(?:\.\d+)?)px)?$/.exec(text);
  const color = m ? cssColor(m[3]) : null;
  if (!m || !color) return {};
  return { outline: `${m[1]}px ${m[2]} ${color}`, 'outline-offset': `${m[4] ?? '0'}px` };
}

/** One effect's `to` value as declarations; empty when the property is unknown or the value unsafe. */
export function effectDeclarations(property: string, to: unknown): Declarations {
  if (typeof to !== 'string') return {};
  if (COLOR_PROPERTIES.has(property)) {
    const color = cssColor(to);
    return color ? { [property]: color } : to.trim() === 'transparent' ? { [property]: 'transparent' } : {};
  }
  if (property === 'box-shadow') return { 'box-shadow': cssShadow(to) };
  if (property === 'transform') return { transform: to.trim() === 'none' ? 'none' : cssTransform(to) };
  if (property === 'outline') return outlineDeclarations(to);
  if (LENGTH_PROPERTIES.has(property)) return { [property]: cssLengths(to) };
  if (property === 'opacity') {
    const n = Number.parseFloat(to);
    return Number.isFinite(n) && n >= 0 && n <= 1 ? { opacity: String(n) } : {};
  }
  if (property === 'font-weight') return { 'font-weight': cssWeight(to) };
  if (property === 'text-decoration-line') return DECORATION_LINES.has(to.trim()) ? { 'text-decoration-line': to.trim() } : {};
  return {};
}

/** The declarations of a state summary (`{ effects: [{ property, to }] }`), in effect order. */
export function stateDeclarations(state: unknown): Declarations {
  const out: Declarations = {};
  for (const effect of arr(obj(state)?.['effects'])) {
    const e = obj(effect);
    const property = str(e?.['property']);
    if (!e || !property) continue;
    for (const [k, v] of Object.entries(effectDeclarations(property, e['to']))) if (v) out[k] = v;
  }
  return out;
}

/** The readable lines of a state (`background-color #e4572e → #c8441f`), for the caption under a sample. */
export function stateSummary(state: unknown): string[] {
  return arr(obj(state)?.['summary']).filter((s): s is string => typeof s === 'string');
}
