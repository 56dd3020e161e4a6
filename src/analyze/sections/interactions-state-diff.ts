/**
 * Forced interaction states (Capture `states`: computed-style diffs under :hover, :focus-visible,
 * :active) turned into readable changes, for the interactions and actions sections.
 *
 * Raw diffs are noisy: when `color` changes, every property whose computed value follows
 * currentColor (border colors of borderless elements, outline color without an outline, the
 * underline color) changes with it; sides and corners come as four properties. Here each diff
 * becomes a short list of `{property, from, to}` that only names what visibly changes, with
 * colors as hex, transforms as translate/scale, and outlines as one `2px solid #e4572e` value.
 */
import type { CapturedNode, ForcedStateStyle } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { parseColor, splitTopLevel } from '../shared/color.js';

export type StateName = ForcedStateStyle['state'];
export const STATE_NAMES: readonly StateName[] = ['hover', 'focus-visible', 'active'];

/** One visible change of one property under a state; `from` is null when the default was not captured. */
export interface StateChange {
  property: string;
  from: string | null;
  to: string;
}

/**
 * For captures made before `state_groups` existed: how many interactive nodes the crawler probed,
 * and in which order (then: one target per node, buttons first). Newer captures list the probed
 * groups, so "probed, nothing changed" is told from "not probed" without guessing.
 */
const LEGACY_STATE_TARGETS = 150;

/** Forced-state diffs by node id and state (memoized per run). */
export function forcedStates(ctx: AnalysisContext): ReadonlyMap<string, Partial<Record<StateName, Record<string, string>>>> {
  return ctx.derive('interactions:forcedStates', (capture) => {
    const index = new Map<string, Partial<Record<StateName, Record<string, string>>>>();
    for (const entry of capture.states) {
      const byState = index.get(entry.node_id) ?? {};
      byState[entry.state] = { ...byState[entry.state], ...entry.changed };
      index.set(entry.node_id, byState);
    }
    return index;
  });
}

/**
 * Node ids the crawler forced states on: empty when the capture has no state data at all (the
 * probe failed or was skipped), so callers fall back to stylesheet rules instead of concluding
 * "no hover effect".
 */
export function probedNodeIds(ctx: AnalysisContext): ReadonlySet<string> {
  return ctx.derive('interactions:probed', (capture) => {
    // Issue 9 §3: states are read on one representative per group of alike elements; every
    // member of a probed group is covered (the crawler copies the diffs to them, `probed_on`).
    if (capture.state_groups) return new Set(capture.state_groups.flatMap((group) => group.members));
    if (capture.states.length === 0) return new Set<string>();
    const rank = (n: CapturedNode): number => {
      if (n.tag === 'button' || n.attrs['role'] === 'button' || (n.tag === 'input' && /^(submit|button)$/.test(n.attrs['type'] ?? ''))) return 0;
      if (n.tag === 'a' && n.attrs['href'] !== undefined) return 1;
      return 2;
    };
    const ranked = capture.nodes.map((node, index) => ({ node, index })).filter(({ node }) => node.interactive);
    ranked.sort((a, b) => rank(a.node) - rank(b.node) || a.index - b.index);
    const ids = new Set(ranked.slice(0, LEGACY_STATE_TARGETS).map(({ node }) => node.id));
    // A node with a recorded diff was probed whatever the ranking says (another crawler version).
    for (const s of capture.states) ids.add(s.node_id);
    return ids;
  });
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;
const COLOR_PROPERTIES = new Set(['color', 'background-color', 'text-decoration-color', 'fill', 'stroke', 'caret-color']);
/** Presentation order of properties in change lists (others follow alphabetically). */
const ORDER = ['background-color', 'background-image', 'color', 'border-color', 'border-width', 'border-radius', 'box-shadow', 'outline', 'transform', 'opacity', 'text-decoration-line', 'text-decoration-color', 'filter'];

/**
 * Pure-function memo for colorText: computed styles repeat the same few color strings thousands
 * of times, and parsing goes through culori. Bounded, so a long-lived process does not grow it.
 */
const colorMemo = new Map<string, string>();
const COLOR_MEMO_MAX = 4096;

/** `#rrggbb`, `#rrggbbaa` when translucent, `transparent` when fully so; the input when not a color. */
export function colorText(value: string): string {
  const hit = colorMemo.get(value);
  if (hit !== undefined) return hit;
  if (colorMemo.size >= COLOR_MEMO_MAX) colorMemo.clear();
  const text = colorTextUncached(value);
  colorMemo.set(value, text);
  return text;
}

function colorTextUncached(value: string): string {
  const c = parseColor(value);
  if (!c) return value;
  if (c.alpha <= 0) return 'transparent';
  if (c.alpha >= 0.999) return c.hex;
  return c.hex + Math.round(c.alpha * 255).toString(16).padStart(2, '0');
}

/** Colors inside a compound value (shadow list, gradient) rewritten as hex; `0px` → `0`. */
export function valueText(value: string): string {
  return value
    .replace(/(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi, (m) => colorText(m))
    .replace(/(^|[\s(,])0px\b/g, '$10')
    .replace(/\s+/g, ' ')
    .trim();
}

const num = (v: string | undefined): number => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : 0;
};
const round = (n: number, digits = 2): number => {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** `matrix(1, 0, 0, 1, 0, 1)` → `translateY(1px)`; identity → `none`; anything else as given. */
export function transformText(value: string): string {
  const m = /^matrix\(([^)]*)\)$/.exec(value.trim());
  if (!m) return valueText(value);
  const [a, b, c, d, e, f] = m[1]!.split(',').map((s) => Number.parseFloat(s));
  if ([a, b, c, d, e, f].some((x) => x === undefined || !Number.isFinite(x))) return value;
  if (b === 0 && c === 0) {
    const parts: string[] = [];
    if (e !== 0 || f !== 0) parts.push(e === 0 ? `translateY(${round(f!)}px)` : f === 0 ? `translateX(${round(e!)}px)` : `translate(${round(e!)}px, ${round(f!)}px)`);
    if (a !== 1 || d !== 1) parts.push(a === d ? `scale(${round(a!, 3)})` : `scale(${round(a!, 3)}, ${round(d!, 3)})`);
    return parts.length > 0 ? parts.join(' ') : 'none';
  }
  return valueText(value);
}

/** `2px solid #e4572e offset 2px`, `auto (browser default)`, or `none`. */
export function outlineText(style: Record<string, string | undefined> | ((property: string) => string | undefined)): string {
  const get = typeof style === 'function' ? style : (p: string): string | undefined => style[p];
  const kind = get('outline-style') ?? 'none';
  const width = num(get('outline-width'));
  if (kind === 'none' || kind === 'hidden' || width <= 0) return 'none';
  const color = colorText(get('outline-color') ?? 'currentcolor');
  if (color === 'transparent') return 'none';
  const offset = num(get('outline-offset'));
  const base = kind === 'auto' ? 'auto (browser default)' : `${round(width)}px ${kind} ${color}`;
  return offset !== 0 ? `${base} offset ${round(offset)}px` : base;
}

/**
 * A box-shadow list in one canonical form whether computed (`rgba(…) 0px 6px 16px 0px`) or
 * authored (`0 6px 16px rgba(…)`): per layer `[inset] color x y blur spread`, colors as hex.
 */
export function shadowText(value: string): string {
  if (value.trim() === 'none') return 'none';
  return splitTopLevel(value, ',')
    .map((layer) => {
      const tokens = layer.trim().split(/\s+(?![^(]*\))/).filter(Boolean);
      const inset = tokens.includes('inset');
      const lengths = tokens.filter((t) => /^-?[\d.]+(px|r?em)?$/.test(t)).map((t) => (Number.parseFloat(t) === 0 ? '0' : t));
      const color = tokens.find((t) => t !== 'inset' && !/^-?[\d.]+(px|r?em)?$/.test(t));
      while (lengths.length < 4) lengths.push('0');
      return [inset ? 'inset' : null, color ? colorText(color) : null, ...lengths].filter(Boolean).join(' ');
    })
    .join(', ');
}

/** Formats one computed value for a change list. */
export function formatValue(property: string, value: string): string {
  if (COLOR_PROPERTIES.has(property) || property.endsWith('-color')) return colorText(value);
  if (property === 'transform') return transformText(value);
  if (property === 'box-shadow') return shadowText(value);
  return valueText(value);
}

/** Side/corner longhands handled as groups: 1 border color, 2 border width, 3 radius, 4 padding/margin, else outline. */
const GROUPED = /^(?:border-(?:top|right|bottom|left)-(?:(color)|(width))|border-(?:top|bottom)-(?:left|right)-(radius)|(padding|margin)-(?:top|right|bottom|left)|outline-(?:style|width|color|offset))$/;

/** Collapses four side values to one when equal, else `t r b l`. */
function sides(values: string[]): string {
  return values.every((v) => v === values[0]) ? values[0]! : values.join(' ');
}

/**
 * The visible changes of one node under one forced state. `changed` holds only properties that
 * differ from the default computed style (crawler contract); `node.style` is the default.
 */
export function normalizeChanges(node: CapturedNode, changed: Record<string, string>): StateChange[] {
  const base = node.style;
  const out: StateChange[] = [];
  let sideColors = false;
  let sideWidths = false;
  let corners = false;
  let outline = false;
  let padding = false;
  let margin = false;
  const rest: string[] = [];
  for (const p of Object.keys(changed)) {
    const group = GROUPED.exec(p);
    if (!group) rest.push(p);
    else if (group[1]) sideColors = true;
    else if (group[2]) sideWidths = true;
    else if (group[3]) corners = true;
    else if (group[4] === 'padding') padding = true;
    else if (group[4] === 'margin') margin = true;
    else outline = true;
  }
  // Plain loops and module-level helpers: this runs for every probed node and state.
  if (sideColors) borderColorChanges(base, changed, out);
  if (sideWidths) pushGroup(out, 'border-width', base, changed, BORDER_WIDTH_KEYS);
  if (corners) pushGroup(out, 'border-radius', base, changed, RADIUS_KEYS);
  if (padding) pushGroup(out, 'padding', base, changed, PADDING_KEYS);
  if (margin) pushGroup(out, 'margin', base, changed, MARGIN_KEYS);
  if (outline) pushChange(out, 'outline', outlineText(base), outlineText({ ...pick(base, OUTLINE_KEYS), ...pick(changed, OUTLINE_KEYS) }));
  for (const p of rest) {
    if (p === 'width' || p === 'height') continue; // consequences of padding/border/transform changes, not intent
    if (p === 'text-decoration-color') {
      // The underline color follows `color` unless set apart, and shows only with a line.
      const line = changed['text-decoration-line'] ?? base['text-decoration-line'] ?? 'none';
      if (line === 'none' || colorText(changed[p]!) === colorText(changed['color'] ?? base['color'] ?? '')) continue;
    }
    const to = formatValue(p, changed[p]!);
    const raw = base[p];
    const from = raw === undefined ? null : formatValue(p, raw);
    // An identity transform against an uncaptured default is no visible change.
    if (from === null && (to === 'none' || to === 'normal')) continue;
    pushChange(out, p, from, to);
  }
  return sortChanges(out);
}

const BORDER_COLOR_KEYS = SIDES.map((s) => `border-${s}-color`);
const BORDER_WIDTH_KEYS = SIDES.map((s) => `border-${s}-width`);
const RADIUS_KEYS = CORNERS.map((c) => `border-${c}-radius`);
const PADDING_KEYS = SIDES.map((s) => `padding-${s}`);
const MARGIN_KEYS = SIDES.map((s) => `margin-${s}`);
const OUTLINE_KEYS = ['outline-style', 'outline-width', 'outline-color', 'outline-offset'];

function pushChange(out: StateChange[], property: string, from: string | null, to: string): void {
  if (from !== to) out.push({ property, from, to });
}

function pick(style: Record<string, string | undefined>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = style[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Four longhands collapsed into one change (`8px → 2px`, or `t r b l` when sides differ). */
function pushGroup(out: StateChange[], property: string, base: Record<string, string>, changed: Record<string, string>, keys: readonly string[]): void {
  const from: string[] = [];
  const to: string[] = [];
  for (const k of keys) {
    from.push(valueText(base[k] ?? '0px'));
    to.push(valueText(changed[k] ?? base[k] ?? '0px'));
  }
  pushChange(out, property, sides(from), sides(to));
}

/** Border color changes on the sides that are painted (in the default or the state). */
function borderColorChanges(base: Record<string, string>, changed: Record<string, string>, out: StateChange[]): void {
  const painted: number[] = [];
  for (let i = 0; i < 4; i++) {
    if (changed[BORDER_COLOR_KEYS[i]!] === undefined) continue;
    const w = BORDER_WIDTH_KEYS[i]!;
    if (Math.max(num(base[w]), num(changed[w] ?? base[w])) > 0) painted.push(i);
  }
  const from = painted.map((i) => colorText(base[BORDER_COLOR_KEYS[i]!] ?? ''));
  const to = painted.map((i) => colorText(changed[BORDER_COLOR_KEYS[i]!] ?? ''));
  if (painted.length === 4) pushChange(out, 'border-color', sides(from), sides(to));
  else for (let j = 0; j < painted.length; j++) pushChange(out, BORDER_COLOR_KEYS[painted[j]!]!, from[j]!, to[j]!);
}

function orderRank(property: string): number {
  const i = ORDER.indexOf(property);
  return i < 0 ? ORDER.length : i;
}

function compareChanges(a: { property: string }, b: { property: string }): number {
  return orderRank(a.property) - orderRank(b.property) || (a.property < b.property ? -1 : a.property > b.property ? 1 : 0);
}

export function sortChanges<T extends { property: string }>(changes: T[]): T[] {
  return changes.length > 1 ? changes.sort(compareChanges) : changes;
}

/** `background-color #2563eb → #1d4ed8`. */
export function changeText(change: Pick<StateChange, 'property' | 'from' | 'to'>): string {
  return change.from === null ? `${change.property} → ${change.to}` : `${change.property} ${change.from} → ${change.to}`;
}
