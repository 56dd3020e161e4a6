/**
 * The `icons` section (spec §2.3; issue 3: "icon system (inline SVG, sprite, icon font), count,
 * sizes, stroke/fill style").
 *
 * Icons are found four ways: inline `<svg>` (≤ 48px, not the logo), SVG sprites (`<use>` to a
 * symbol in the page or in a sprite file), icon fonts (icons-font.ts) and small image icons
 * (`<img>` of an .svg/.png ≤ 32px that is not an avatar or logo). For each the section reports
 * how many there are, their sizes, stroke vs fill, how they are colored, and the library when it
 * can be recognised (icons-library.ts).
 */
import type { Capture, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { compare, countBy, examplesOf, inCaptureOrder, round, shapeScope, type NodeExample } from '../derived/shape-scope.js';
import { parseColor } from '../shared/color.js';
import { fontIcons, iconFontFamilies } from './icons-font.js';
import { detectLibrary, type IconLibrary, type LibraryGuess } from './icons-library.js';
import { spriteFacts, svgIcons } from './icons-svg.js';

export type IconType = 'inline_svg' | 'svg_sprite' | 'icon_font' | 'img';
export type IconStyle = 'outline' | 'solid' | 'mixed';

export interface IconsSection {
  /** The type most icons use (≥ 60% of them), `mixed` when none dominates, null without icons. */
  system: IconType | 'mixed' | null;
  systems: { type: IconType; count: number; examples: NodeExample[] }[];
  count: number;
  /** Rendered sizes in px (box of svg/img icons, font-size of font icons), most used first. */
  sizes: { size_px: number; count: number }[];
  /** The style of most icons whose style is known (≥ 60%), `mixed` otherwise. */
  style: IconStyle | null;
  styles: { outline: number; solid: number; mixed: number; unknown: number };
  stroke_widths: { value: number; count: number }[];
  colors: {
    /** Icons painted with the text color (`currentColor`, or a font glyph inheriting `color`). */
    current_color: number;
    fixed: number;
    unknown: number;
    values: { hex: string; count: number }[];
  };
  library: LibraryUse | null;
  libraries: LibraryUse[];
  fonts: { family: string; declared: boolean; rendered: boolean; count: number }[];
  sprites: { source: 'inline' | 'external'; file: string | null; symbols: number | null; uses: number }[];
  findings?: Finding[];
}

export interface LibraryUse {
  name: IconLibrary;
  /** Icons attributed to it. */
  count: number;
  /** The best confidence among its icons (named evidence ~0.9, a drawing grid alone 0.3–0.6). */
  confidence: number;
  evidence: string[];
}

interface Icon {
  node: CapturedNode;
  type: IconType;
  size: number;
  style: IconStyle | null;
  stroke_width: number | null;
  color: string | null;
  color_source: 'current_color' | 'fixed' | null;
  library: LibraryGuess | null;
}

export const iconsAnalyzer: Analyzer<IconsSection> = {
  id: 'icons',
  requires: ['nodes'],
  analyze: analyzeIcons,
};

const IMG_ICON = /\.(svg|png|webp|gif|ico)(?:[?#]|$)|^data:image\//i;
const NOT_IMG_ICON = /avatar|logo|photo|portrait|profile|headshot|thumbnail|badge-app|app-store|google-play/i;
const MAX_IMG_ICON_PX = 32;

export function analyzeIcons(_capture: Capture, ctx: AnalysisContext): IconsSection {
  const icons = inCaptureOrderIcons(ctx, [...svgIconRecords(ctx), ...fontIconRecords(ctx), ...imgIcons(ctx)]);
  const findings: Finding[] = [];

  const systems = countBy(icons, (i) => i.type).map((g) => ({ type: g.key as IconType, count: g.count, examples: examplesOf(g.items.map((i) => i.node)) }));
  const top = systems[0];
  const system = !top ? null : top.count >= icons.length * 0.6 ? top.type : 'mixed';

  const styles = { outline: 0, solid: 0, mixed: 0, unknown: 0 };
  for (const i of icons) styles[i.style ?? 'unknown']++;
  const known = icons.length - styles.unknown;
  const dominantStyle = (['outline', 'solid', 'mixed'] as const).filter((s) => styles[s] > 0).sort((a, b) => styles[b] - styles[a])[0];
  const style = known === 0 || !dominantStyle ? null : styles[dominantStyle] >= known * 0.6 ? dominantStyle : 'mixed';

  const libraries = libraryUses(icons);
  const fonts = iconFontFamilies(ctx, fontIcons(ctx));
  for (const f of fonts) if (f.declared && f.count === 0) findings.push({ message: `icon font "${f.family}" is declared but no visible element uses it`, evidence: f.family });

  const section: IconsSection = {
    system,
    systems,
    count: icons.length,
    sizes: countBy(icons, (i) => String(i.size)).map((g) => ({ size_px: Number(g.key), count: g.count })).sort((a, b) => b.count - a.count || a.size_px - b.size_px),
    style,
    styles,
    stroke_widths: countBy(icons.filter((i) => i.stroke_width !== null), (i) => String(i.stroke_width)).map((g) => ({ value: Number(g.key), count: g.count })).sort((a, b) => b.count - a.count || a.value - b.value),
    colors: {
      current_color: icons.filter((i) => i.color_source === 'current_color').length,
      fixed: icons.filter((i) => i.color_source === 'fixed').length,
      unknown: icons.filter((i) => i.color_source === null).length,
      values: countBy(icons.filter((i) => i.color !== null), (i) => i.color!).map((g) => ({ hex: g.key, count: g.count })),
    },
    library: libraries[0] ?? null,
    libraries,
    fonts,
    sprites: spriteFacts(ctx),
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}

function inCaptureOrderIcons(ctx: AnalysisContext, icons: Icon[]): Icon[] {
  const byNode = new Map(icons.map((i) => [i.node.id, i]));
  return inCaptureOrder(ctx, icons.map((i) => i.node)).map((n) => byNode.get(n.id)!);
}

/** Whether the stylesheets paint svg shapes with `currentColor` (`.icon { fill: currentColor }`). */
function cssUsesCurrentColor(ctx: AnalysisContext): boolean {
  return ctx.derive('icons:cssCurrentColor', () =>
    ctx.stylesheets().some((s) => s.rules.some((r) => r.declarations.some((d) => (d.property === 'fill' || d.property === 'stroke') && /currentcolor/i.test(d.value)))),
  );
}

function svgIconRecords(ctx: AnalysisContext): Icon[] {
  return svgIcons(ctx).map((svg) => {
    const classes = (svg.node.attrs['class'] ?? '').split(/\s+/).filter(Boolean);
    const m = svg.markup;
    const svgColor = parseColor(svg.node.style['color'])?.hex ?? null;
    let colorSource: Icon['color_source'] = null;
    if (m?.current_color || classes.some((c) => /^(fill|stroke)-current$/.test(c))) colorSource = 'current_color';
    else if (m?.fixed_colors) colorSource = 'fixed';
    else if (svg.paint.color !== null && svg.paint.color === svgColor && cssUsesCurrentColor(ctx)) colorSource = 'current_color';
    else if (m && svg.paint.color !== null) colorSource = 'fixed';
    const color = svg.paint.color === 'currentColor' ? svgColor : svg.paint.color;
    return {
      node: svg.node,
      type: svg.use_hrefs.length > 0 ? 'svg_sprite' : 'inline_svg',
      size: svg.size,
      style: svg.paint.style,
      stroke_width: svg.paint.stroke_width === null ? null : round(svg.paint.stroke_width, 2),
      color,
      color_source: colorSource,
      library: detectLibrary({ classes, tag: svg.node.tag, svgAttrs: m?.attrs, tablerMarker: m?.tabler_marker }),
    };
  });
}

function fontIconRecords(ctx: AnalysisContext): Icon[] {
  return fontIcons(ctx).map((f) => ({
    node: f.node,
    type: 'icon_font' as const,
    size: f.size,
    style: f.style,
    stroke_width: null,
    color: f.color,
    color_source: f.inherits_color ? ('current_color' as const) : ('fixed' as const),
    library: f.library,
  }));
}

function imgIcons(ctx: AnalysisContext): Icon[] {
  const out: Icon[] = [];
  for (const node of shapeScope(ctx).nodes) {
    if (node.tag !== 'img') continue;
    const src = node.attrs['src'] ?? '';
    const { width, height } = node.box;
    if (!IMG_ICON.test(src) || Math.max(width, height) > MAX_IMG_ICON_PX || Math.min(width, height) < 8) continue;
    if (NOT_IMG_ICON.test(`${node.attrs['class'] ?? ''} ${node.attrs['alt'] ?? ''} ${src} ${node.attrs['id'] ?? ''}`)) continue;
    const classes = (node.attrs['class'] ?? '').split(/\s+/).filter(Boolean);
    out.push({ node, type: 'img', size: Math.round(Math.max(width, height)), style: null, stroke_width: null, color: null, color_source: null, library: detectLibrary({ classes, tag: 'img', src }) });
  }
  return out;
}

function libraryUses(icons: readonly Icon[]): LibraryUse[] {
  const byName = new Map<IconLibrary, { count: number; confidence: number; evidence: Set<string> }>();
  for (const icon of icons) {
    if (!icon.library) continue;
    const e = byName.get(icon.library.name) ?? { count: 0, confidence: 0, evidence: new Set<string>() };
    e.count++;
    e.confidence = Math.max(e.confidence, icon.library.confidence);
    e.evidence.add(icon.library.evidence);
    byName.set(icon.library.name, e);
  }
  return [...byName]
    .map(([name, e]) => ({ name, count: e.count, confidence: e.confidence, evidence: [...e.evidence].sort(compare).slice(0, 3) }))
    .sort((a, b) => b.count - a.count || b.confidence - a.confidence || compare(a.name, b.name));
}
