/**
 * surfaces.gradients and surfaces.effects: gradient backgrounds (elements and pseudo-elements),
 * glass (backdrop blur over a translucent fill), grain/noise textures, outlines, blend modes and
 * filters. Everything is grouped by its exact value with counts and example nodes.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { px } from '../derived/components.js';
import { parseGradients, type Gradient } from '../derived/shape-gradient.js';
import { colorValue, compare, countBy, examplesOf, push, round, shapeScope, type ColorValue, type NodeExample } from '../derived/shape-scope.js';
import { resolveVariables } from '../derived/shape-tokens.js';
import { findAll } from '../shared/dom.js';

export interface GradientUse extends Gradient {
  /** `background`, `text` (background-clip: text), or `pseudo-element` (only in a ::before/::after rule). */
  usage: 'background' | 'text' | 'pseudo-element';
  /** Elements painting it (0 for pseudo-element gradients, whose boxes are not captured). */
  count: number;
  area: number;
  examples: NodeExample[];
  /** Stylesheet selectors, for pseudo-element gradients. */
  selectors: string[];
}

export interface GlassVariant {
  backdrop_filter: string;
  blur_px: number;
  background: ColorValue | null;
  count: number;
  examples: NodeExample[];
}

export interface GrainUse {
  source: 'background-image' | 'stylesheet' | 'inline-svg';
  /** The image URL (data: URLs cut to 80 characters), or the SVG filter id. */
  value: string;
  count: number;
  examples: NodeExample[];
  selectors: string[];
}

export interface OutlineVariant {
  state: 'default' | 'focus-visible';
  width_px: number;
  style: string;
  color: ColorValue | null;
  offset_px: number;
  /** `outline-style: auto`: the browser's own focus ring, not a style the site chose. */
  browser_default: boolean;
  count: number;
  examples: NodeExample[];
}

export interface ValueUse {
  value: string;
  count: number;
  examples: NodeExample[];
}

export interface EffectFacts {
  glass: GlassVariant[];
  grain: GrainUse[];
  outlines: OutlineVariant[];
  backdrop_filters: ValueUse[];
  filters: ValueUse[];
  blend_modes: ValueUse[];
}

const PSEUDO = /::?(before|after)\b/i;
const NOISE_URL = /noise|grain|texture|film|static|dither/i;

export function gradientFacts(ctx: AnalysisContext): GradientUse[] {
  const groups = new Map<string, { gradient: Gradient; usage: GradientUse['usage']; nodes: CapturedNode[]; selectors: string[] }>();
  for (const node of shapeScope(ctx).nodes) {
    const image = node.style['background-image'] ?? 'none';
    if (!image.includes('gradient(')) continue;
    const usage = /text/.test(node.style['background-clip'] ?? '') ? 'text' : 'background';
    for (const gradient of parseGradients(image)) {
      const key = `${usage}|${gradient.value}`;
      const entry = groups.get(key) ?? { gradient, usage, nodes: [], selectors: [] };
      entry.nodes.push(node);
      groups.set(key, entry);
    }
  }
  // Pseudo-element overlays (hero glows, fades) are only in the stylesheets.
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      if (!PSEUDO.test(rule.selector)) continue;
      for (const d of rule.declarations) {
        if ((d.property !== 'background' && d.property !== 'background-image') || !d.value.includes('gradient(')) continue;
        for (const gradient of parseGradients(resolveVariables(ctx, d.value))) {
          const key = `pseudo-element|${gradient.value}`;
          const entry = groups.get(key) ?? { gradient, usage: 'pseudo-element' as const, nodes: [], selectors: [] };
          if (!entry.selectors.includes(rule.selector)) entry.selectors.push(rule.selector);
          groups.set(key, entry);
        }
      }
    }
  }
  return [...groups.values()]
    .map(({ gradient, usage, nodes, selectors }) => ({
      ...gradient,
      usage,
      count: nodes.length,
      area: Math.round(nodes.reduce((sum, n) => sum + n.box.width * n.box.height, 0)),
      examples: examplesOf(nodes),
      selectors: selectors.slice(0, 5),
    }))
    .sort((a, b) => b.count - a.count || b.area - a.area || compare(a.usage, b.usage) || compare(a.value, b.value));
}

/** The largest `blur(Npx)` in a filter list, 0 when none. */
export function blurPx(filter: string | undefined): number {
  let max = 0;
  for (const m of (filter ?? '').matchAll(/blur\(\s*([\d.]+)(px|rem|em)?\s*\)/gi)) max = Math.max(max, Number(m[1]) * (m[2] && m[2] !== 'px' ? 16 : 1));
  return round(max, 1);
}

export function effectFacts(ctx: AnalysisContext): EffectFacts {
  const nodes = shapeScope(ctx).nodes;
  const glassNodes = nodes.filter((n) => blurPx(n.style['backdrop-filter']) > 0 && translucent(n));
  const glass = countBy(glassNodes, (n) => `${n.style['backdrop-filter']}|${n.style['background-color']}`).map((g) => {
    const n = g.items[0]!;
    return { backdrop_filter: n.style['backdrop-filter']!, blur_px: blurPx(n.style['backdrop-filter']), background: colorValue(n.style['background-color']), count: g.count, examples: examplesOf(g.items) };
  });
  return {
    glass,
    grain: grainFacts(ctx, nodes),
    outlines: outlineFacts(ctx, nodes),
    backdrop_filters: valueUses(nodes, 'backdrop-filter', 'none'),
    filters: valueUses(nodes, 'filter', 'none'),
    blend_modes: valueUses(nodes, 'mix-blend-mode', 'normal'),
  };
}

/** A see-through fill: a background color with 0 < alpha < 1, or a gradient with translucent stops. */
function translucent(node: CapturedNode): boolean {
  const bg = colorValue(node.style['background-color']);
  if (bg && bg.alpha > 0 && bg.alpha < 1) return true;
  const gradients = parseGradients(node.style['background-image']);
  return gradients.length > 0 && gradients.every((g) => g.stops.some((s) => s.alpha < 1));
}

function valueUses(nodes: readonly CapturedNode[], property: string, initial: string): ValueUse[] {
  const using = nodes.filter((n) => (n.style[property] ?? initial) !== initial);
  return countBy(using, (n) => n.style[property]!).map((g) => ({ value: g.key, count: g.count, examples: examplesOf(g.items) }));
}

function grainFacts(ctx: AnalysisContext, nodes: readonly CapturedNode[]): GrainUse[] {
  const out: GrainUse[] = [];
  const byUrl = new Map<string, CapturedNode[]>();
  for (const node of nodes) {
    for (const url of noiseUrls(node.style['background-image'] ?? '')) push(byUrl, url, node);
    const filterRef = /url\(\s*["']?#([^"')]+)/.exec(node.style['filter'] ?? '');
    if (filterRef) push(byUrl, `#${filterRef[1]}`, node);
  }
  const turbulence = turbulenceFilters(ctx);
  for (const [url, list] of byUrl) {
    if (url.startsWith('#') && !turbulence.includes(url.slice(1))) continue;
    out.push({ source: url.startsWith('#') ? 'inline-svg' : 'background-image', value: url, count: list.length, examples: examplesOf(list), selectors: [] });
  }
  const bySheetUrl = new Map<string, string[]>();
  for (const sheet of ctx.stylesheets()) {
    for (const rule of sheet.rules) {
      for (const d of rule.declarations) {
        if (!/^(background|background-image|mask|mask-image|-webkit-mask-image|content|filter)$/.test(d.property)) continue;
        for (const url of noiseUrls(d.value)) push(bySheetUrl, url, rule.selector);
      }
    }
  }
  for (const [url, selectors] of bySheetUrl) {
    if (byUrl.has(url)) continue; // already reported from the elements that paint it
    out.push({ source: 'stylesheet', value: url, count: 0, examples: [], selectors: [...new Set(selectors)].slice(0, 5) });
  }
  for (const id of turbulence) {
    if (!byUrl.has(`#${id}`)) out.push({ source: 'inline-svg', value: `#${id}`, count: 0, examples: [], selectors: [] });
  }
  return out.sort((a, b) => b.count - a.count || compare(a.source, b.source) || compare(a.value, b.value));
}

/** URLs in a value that look like noise/grain textures, or SVG data URLs using feTurbulence. */
function noiseUrls(value: string): string[] {
  const found: string[] = [];
  for (const m of value.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gi)) {
    const url = m[2]!;
    if (url.startsWith('#')) continue;
    if (url.startsWith('data:')) {
      if (!/svg/i.test(url.slice(0, 40)) || !/feturbulence/i.test(decodeDataUrl(url))) continue;
      found.push(url.length > 80 ? `${url.slice(0, 80)}…` : url);
    } else if (NOISE_URL.test(url.split(/[?#]/)[0]!.split('/').pop() ?? '')) {
      found.push(url);
    }
  }
  return found;
}

function decodeDataUrl(url: string): string {
  const comma = url.indexOf(',');
  const body = url.slice(comma + 1);
  if (/;base64/i.test(url.slice(0, comma))) return Buffer.from(body, 'base64').toString('utf8');
  try {
    return decodeURIComponent(body);
  } catch (error) {
    if (error instanceof URIError) return body; // a stray % in a data URL: read it as it is
    throw error;
  }
}

/** Ids of inline SVG filters built on feTurbulence (the usual grain recipe); `(anonymous)` for id-less ones. */
function turbulenceFilters(ctx: AnalysisContext): string[] {
  return ctx.derive('surfaces:turbulence', () => {
    const filters = findAll(ctx.dom().root, (el) => el.tag === 'filter' && findAll(el, (c) => c.tag === 'feturbulence').length > 0);
    return [...new Set(filters.map((f) => f.attrs['id'] ?? '(anonymous)'))].sort(compare);
  });
}

function outlineFacts(ctx: AnalysisContext, nodes: readonly CapturedNode[]): OutlineVariant[] {
  const items: { state: OutlineVariant['state']; node: CapturedNode; style: Record<string, string> }[] = [];
  for (const node of nodes) items.push({ state: 'default', node, style: node.style });
  const inScope = new Map(nodes.map((n) => [n.id, n]));
  for (const s of ctx.capture.states) {
    const node = inScope.get(s.node_id);
    if (s.state !== 'focus-visible' || !node || !Object.keys(s.changed).some((k) => k.startsWith('outline'))) continue;
    items.push({ state: 'focus-visible', node, style: { ...node.style, ...s.changed } });
  }
  const drawn = items.filter((i) => (i.style['outline-style'] ?? 'none') !== 'none' && px(i.style['outline-width']) > 0 && (colorValue(i.style['outline-color'])?.alpha ?? 1) > 0);
  const key = (i: (typeof drawn)[number]): string => [i.state, i.style['outline-width'], i.style['outline-style'], i.style['outline-color'], i.style['outline-offset']].join('|');
  return countBy(drawn, key)
    .map((g) => {
      const s = g.items[0]!.style;
      return {
        state: g.items[0]!.state,
        width_px: round(px(s['outline-width']), 2),
        style: s['outline-style']!,
        color: colorValue(s['outline-color']),
        offset_px: round(px(s['outline-offset']), 2),
        browser_default: s['outline-style'] === 'auto',
        count: g.count,
        examples: examplesOf(g.items.map((i) => i.node)),
      };
    })
    .sort((a, b) => compare(a.state, b.state) || Number(a.browser_default) - Number(b.browser_default) || b.count - a.count);
}
