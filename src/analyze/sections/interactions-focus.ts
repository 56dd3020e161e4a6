/**
 * The keyboard focus indicator: what interactive elements look like under a forced
 * :focus-visible (outline, box-shadow ring, border or background change, underline), the
 * dominant ring as a token, and the elements that show no indicator at all (a WCAG 2.4.7
 * failure worth a finding).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { parseColor } from '../shared/color.js';
import { declaredStyle } from './interactions-css.js';
import { colorText, forcedStates, probedNodeIds, shadowText } from './interactions-state-diff.js';

export type FocusIndicator = 'outline' | 'browser-default' | 'box-shadow' | 'border' | 'background' | 'underline' | 'none';

export interface FocusRing {
  type: FocusIndicator;
  /** Ring color (outline color, or the shadow/border color), `#rrggbb[aa]`; null for the browser default. */
  color: string | null;
  width_px: number | null;
  offset_px: number | null;
  /** outline-style (`solid`, `auto`, …) or the box-shadow value for a shadow ring. */
  style: string | null;
  nodes: number;
  share: number;
  evidence: string[];
}

export interface FocusSummary {
  /** Where the reading came from; null when the capture has neither forced states nor focus rules. */
  source: 'forced-state' | 'stylesheet' | null;
  /** The most common indicator (the focus ring token), null when none is visible anywhere. */
  ring: FocusRing | null;
  /** Other indicators seen, most common first (at most 3). */
  variants: FocusRing[];
  coverage: { checked: number; with_indicator: number; browser_default: number; without_indicator: number; examples_without: string[] };
}

interface Reading {
  type: FocusIndicator;
  color: string | null;
  width: number | null;
  offset: number | null;
  style: string | null;
}

const num = (v: string | undefined): number => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};

function visibleColor(value: string | undefined): boolean {
  const c = parseColor(value);
  return Boolean(c && c.alpha > 0.05);
}

/** Reads the indicator from the default style plus the focus-visible diff. */
function readIndicator(node: CapturedNode, changed: Record<string, string>): Reading {
  const after: Record<string, string | undefined> = { ...node.style, ...changed };
  const outlineStyle = after['outline-style'] ?? 'none';
  const outlineChanged = ['outline-style', 'outline-width', 'outline-color', 'outline-offset'].some((p) => p in changed);
  const outlineOn = outlineChanged && outlineStyle !== 'none' && outlineStyle !== 'hidden' && num(after['outline-width']) > 0;
  if (outlineOn && outlineStyle === 'auto') return { type: 'browser-default', color: null, width: num(after['outline-width']), offset: num(after['outline-offset']), style: 'auto' };
  if (outlineOn && visibleColor(after['outline-color'])) {
    return { type: 'outline', color: colorText(after['outline-color']!), width: num(after['outline-width']), offset: num(after['outline-offset']), style: outlineStyle };
  }
  if (changed['box-shadow'] && changed['box-shadow'] !== 'none') {
    const shadow = changed['box-shadow'];
    const color = /(?:rgba?|hsla?)\([^()]*\)|#[0-9a-f]{3,8}\b/i.exec(shadow)?.[0];
    // A ring is a zero-offset, zero-blur shadow with a spread: `0 0 0 3px color`.
    const lengths = [...shadow.replace(/(?:rgba?|hsla?)\([^()]*\)/gi, '').matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
    return { type: 'box-shadow', color: color ? colorText(color) : null, width: lengths[3] ?? null, offset: null, style: shadowText(shadow) };
  }
  const borderKey = ['top', 'right', 'bottom', 'left'].find((s) => `border-${s}-color` in changed && num(after[`border-${s}-width`]) > 0);
  if (borderKey) return { type: 'border', color: colorText(changed[`border-${borderKey}-color`]!), width: num(after[`border-${borderKey}-width`]), offset: null, style: after['border-top-style'] ?? null };
  if (changed['background-color']) return { type: 'background', color: colorText(changed['background-color']), width: null, offset: null, style: null };
  if (changed['text-decoration-line'] && changed['text-decoration-line'] !== 'none') return { type: 'underline', color: null, width: null, offset: null, style: changed['text-decoration-line'] };
  return { type: 'none', color: null, width: null, offset: null, style: null };
}

/** The focus-visible style declared in stylesheets, as a diff against the default computed style. */
function declaredFocus(ctx: AnalysisContext, node: CapturedNode): Record<string, string> | null {
  const declared = declaredStyle(ctx, node, 'focus-visible');
  if (declared.size === 0) return null;
  const changed: Record<string, string> = {};
  const outline = declared.get('outline')?.value;
  if (outline !== undefined) {
    const tokens = outline.split(/\s+(?![^(]*\))/);
    if (/^(none|0)$/.test(outline.trim())) changed['outline-style'] = 'none';
    for (const t of tokens) {
      if (/^-?[\d.]+(px|rem|em)?$/.test(t)) changed['outline-width'] = t.endsWith('rem') || t.endsWith('em') ? `${Number.parseFloat(t) * 16}px` : t;
      else if (/^(solid|dashed|dotted|double|auto|groove|ridge|inset|outset)$/.test(t)) changed['outline-style'] = t;
      else if (parseColor(t)) changed['outline-color'] = t;
    }
    if (changed['outline-style'] && changed['outline-style'] !== 'none' && !changed['outline-width']) changed['outline-width'] = '3px';
  }
  for (const p of ['outline-style', 'outline-width', 'outline-color', 'outline-offset', 'box-shadow', 'background-color', 'text-decoration-line']) {
    const v = declared.get(p)?.value;
    if (v !== undefined) changed[p] = v;
  }
  const border = declared.get('border-color')?.value;
  if (border !== undefined) for (const s of ['top', 'right', 'bottom', 'left']) changed[`border-${s}-color`] = border;
  return Object.keys(changed).length > 0 ? changed : null;
}

const key = (r: Reading): string => `${r.type}|${r.color}|${r.width}|${r.offset}|${r.style}`;

/** Focus indicators of `nodes` (interactive elements), preferring forced states over stylesheet rules. */
export function focusSummary(ctx: AnalysisContext, nodes: readonly CapturedNode[]): FocusSummary {
  const probed = probedNodeIds(ctx);
  const forced = forcedStates(ctx);
  const useForced = probed.size > 0;
  const checked = useForced ? nodes.filter((n) => probed.has(n.id)) : nodes.slice(0, 150);
  const groups = new Map<string, { reading: Reading; nodes: string[] }>();
  let browserDefault = 0;
  let without = 0;
  let seenAny = false;
  const examplesWithout: string[] = [];
  for (const node of checked) {
    let changed: Record<string, string> | null;
    if (useForced) changed = forced.get(node.id)?.['focus-visible'] ?? {};
    else changed = declaredFocus(ctx, node);
    if (changed === null) continue; // stylesheet reading: no rule, unknown (UA default likely)
    seenAny = true;
    const reading = readIndicator(node, changed);
    if (reading.type === 'none') {
      without++;
      if (examplesWithout.length < 5) examplesWithout.push(node.selector);
      continue;
    }
    if (reading.type === 'browser-default') browserDefault++;
    const k = key(reading);
    const g = groups.get(k) ?? { reading, nodes: [] };
    g.nodes.push(node.id);
    groups.set(k, g);
  }
  const total = [...groups.values()].reduce((s, g) => s + g.nodes.length, 0);
  const rings = [...groups.values()]
    .sort((a, b) => b.nodes.length - a.nodes.length || (key(a.reading) < key(b.reading) ? -1 : 1))
    .map(({ reading, nodes: ids }): FocusRing => ({
      type: reading.type,
      color: reading.color,
      width_px: reading.width,
      offset_px: reading.offset,
      style: reading.style,
      nodes: ids.length,
      share: Math.round((ids.length / Math.max(1, total)) * 100) / 100,
      evidence: ids.slice(0, 5),
    }));
  return {
    source: useForced ? 'forced-state' : seenAny ? 'stylesheet' : null,
    ring: rings[0] ?? null,
    variants: rings.slice(1, 4),
    coverage: {
      checked: useForced ? checked.length : total + without,
      with_indicator: total,
      browser_default: browserDefault,
      without_indicator: without,
      examples_without: examplesWithout,
    },
  };
}
