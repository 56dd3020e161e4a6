/**
 * Button style clusters and their variants (actions section).
 *
 * Clusters: buttons that paint alike (fill, text color, visible border, shape, underline), with a
 * small tolerance so near-identical shades and radii merge; size steps (padding, font size) of
 * one paint are kept as `sizes` of the cluster rather than separate clusters, because "primary
 * large" is still the primary button.
 *
 * Variants: primary is the brand call to action — a solid fill, weighted by painted area
 * (tripled above the fold, sublinear in repetition) and by how chromatic the fill is, so a near-black header "Sign in"
 * loses to a brand-blue hero CTA, while a monochrome brand still gets its black CTA. Class names
 * (`btn-primary`, `-secondary`, `-ghost`, `-link`, `-danger`) and brand evidence (the fill is
 * the theme-color or a `--primary`/`--brand` variable) adjust the weight. The rest are
 * secondary (solid fill or strong outline), tertiary (tinted low-contrast fill), ghost
 * (transparent, faint or no border) or link (text only).
 */
import { NEUTRAL_CHROMA, type ParsedColor } from '../shared/color.js';
import { colorDistance, type ButtonReading } from '../derived/button-styles.js';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost' | 'link';

export interface ButtonCluster {
  members: ButtonReading[];
  variant: ButtonVariant;
  confidence: number;
  reasons: string[];
  /** Mean painted area (tripled above the fold) × √count: the prominence used to rank. */
  prominence: number;
}

export interface BrandHints {
  theme_color: ParsedColor | null;
  /** Colors of root custom properties, with their names. */
  variables: { name: string; color: ParsedColor }[];
}

const PRIMARY_CLASS = /(^|[-_])(primary|cta)$|^cta[-_]/i;
const QUIET_CLASS = /(^|[-_])(secondary|outline|outlined|ghost|tertiary|link|subtle|quiet|plain|minimal|muted|soft|flat|text)$/i;
const DANGER_CLASS = /(^|[-_])(danger|destructive|error|delete|warning|success|critical)$/i;
const NAMED_VARIANT: [RegExp, ButtonVariant][] = [
  [/(^|[-_])link$/i, 'link'],
  [/(^|[-_])(ghost|text|plain)$/i, 'ghost'],
  [/(^|[-_])tertiary$/i, 'tertiary'],
  [/(^|[-_])(secondary|outline|outlined)$/i, 'secondary'],
];
const BRAND_VARIABLE = /primary|brand|accent|cta|action/i;

/** Authored colors alike: translucent glass tokens match whatever section they sit on. */
function sameColor(a: ParsedColor | null, b: ParsedColor | null, tolerance: number): boolean {
  if (a === null || b === null) return a === b;
  return colorDistance(a, b) <= tolerance && Math.abs(a.alpha - b.alpha) <= 0.05;
}

function sameCluster(a: ButtonReading, b: ButtonReading): boolean {
  if (a.filled !== b.filled || a.gradient !== b.gradient || a.underline !== b.underline || a.shape !== b.shape) return false;
  if (!sameColor(a.fill_authored, b.fill_authored, 0.03)) return false;
  if ((a.text === null) !== (b.text === null) || (a.text && b.text && colorDistance(a.text, b.text) > 0.04)) return false;
  if ((a.border === null) !== (b.border === null)) return false;
  if (a.border && b.border && (!sameColor(a.border.authored, b.border.authored, 0.04) || Math.abs(a.border.width_px - b.border.width_px) > 0.5)) return false;
  return a.shape === 'pill' || Math.abs(a.radius_px - b.radius_px) <= 2;
}

/** Greedy clustering in capture order (deterministic): each button joins the first cluster whose seed it matches. */
export function clusterButtons(readings: readonly ButtonReading[]): ButtonReading[][] {
  const clusters: ButtonReading[][] = [];
  for (const r of readings) {
    const home = clusters.find((c) => sameCluster(c[0]!, r));
    if (home) home.push(r);
    else clusters.push([r]);
  }
  return clusters;
}

/**
 * Mean painted area (tripled above the fold) times √count: repetition is evidence (header, hero
 * and footer CTAs), but a row of six pricing-table buttons must not outweigh the hero CTA.
 */
const prominenceOf = (members: readonly ButtonReading[]): number =>
  (members.reduce((s, m) => s + m.area * (m.above_fold ? 3 : 1), 0) / members.length) * Math.sqrt(members.length);

/** Share of members having at least one class token matching `re`. */
function classShare(members: readonly ButtonReading[], re: RegExp): number {
  return members.filter((m) => m.classes.some((c) => re.test(c))).length / members.length;
}

function chromaOf(m: ButtonReading): number {
  return m.fill?.oklch.c ?? 0;
}

/** A fill that reads as a solid button, not a tinted one. */
function isSolid(m: ButtonReading): boolean {
  return m.filled && (m.fill_contrast >= 1.5 || m.gradient !== null || (chromaOf(m) >= 0.1 && m.fill !== null && colorDistance(m.fill, m.backdrop) >= 0.1));
}

function brandMatch(seed: ButtonReading, hints: BrandHints): string | null {
  if (!seed.fill) return null;
  if (hints.theme_color && colorDistance(seed.fill, hints.theme_color) <= 0.03) return 'fill matches meta theme-color';
  const v = hints.variables.find((x) => BRAND_VARIABLE.test(x.name) && colorDistance(seed.fill!, x.color) <= 0.02);
  return v ? `fill matches ${v.name}` : null;
}

function shapeVariant(seed: ButtonReading, members: readonly ButtonReading[]): { variant: ButtonVariant; reason: string } {
  if (seed.filled) {
    return isSolid(seed) ? { variant: 'secondary', reason: 'solid fill' } : { variant: 'tertiary', reason: `tinted fill (contrast ${seed.fill_contrast}:1 with its backdrop)` };
  }
  if (seed.border) {
    const strong = seed.border.contrast >= 3 || seed.border.color.oklch.c >= NEUTRAL_CHROMA;
    return strong ? { variant: 'secondary', reason: 'transparent with a strong outline' } : { variant: 'ghost', reason: 'transparent with a faint outline' };
  }
  const textOnly = seed.underline || members.every((m) => m.padding.left < 6 && m.padding.right < 6);
  return textOnly ? { variant: 'link', reason: seed.underline ? 'text only, underlined' : 'text only, no padding' } : { variant: 'ghost', reason: 'transparent, no border' };
}

/**
 * A primary that is only a stand-in: a fill whose class names another role (`btn-danger`,
 * `btn-secondary`) on a page where no rendered button is named primary. When the stylesheets
 * define the primary style itself, that style is the primary (actions.ts, derived/button-rule.ts); a
 * rendered `btn-primary` that lost to a `btn-danger` CTA means the site chose the danger style.
 */
export function standInPrimary(c: ButtonCluster, all: readonly ButtonCluster[]): boolean {
  const solidPrimary = (t: string): boolean => PRIMARY_CLASS.test(t) && !OUTLINE_OF.test(t);
  if (c.variant !== 'primary' || all.some((x) => x.members.filter((m) => m.classes.some(solidPrimary)).length * 2 >= x.members.length)) return false;
  return classShare(c.members, DANGER_CLASS) >= 0.5 || classShare(c.members, QUIET_CLASS) >= 0.5 || classShare(c.members, OUTLINE_OF) >= 0.5;
}
/** The outline/ghost form of a role: `btn-outline-primary`, `button-ghost-primary`. */
const OUTLINE_OF = /(?:^|[-_])(?:outline|outlined|ghost|soft|subtle|link)[-_]/i;

/** Assigns variants; returns clusters sorted primary → link, then by prominence. */
export function assignVariants(groups: readonly ButtonReading[][], hints: BrandHints): ButtonCluster[] {
  const clusters: ButtonCluster[] = groups.map((members) => ({ members, variant: 'secondary', confidence: 0, reasons: [], prominence: prominenceOf(members) }));

  // Primary: the best-scored solid fill; else a chromatic outline/text button.
  const scored = clusters
    .map((c, index) => {
      const seed = c.members[0]!;
      const reasons: string[] = [];
      if (!seed.filled) return { c, index, score: 0, reasons };
      let score = c.prominence;
      const chroma = Math.max(chromaOf(seed), seed.gradient_chroma);
      // Tinted near-blacks and grays (chroma < 0.02) get no boost.
      score *= 1 + 12 * Math.max(0, Math.min(chroma, 0.25) - 0.02);
      if (chroma >= NEUTRAL_CHROMA) reasons.push(`chromatic fill (OKLCH chroma ${chroma.toFixed(3)})`);
      // A neutral fill that barely shows (a white date dropdown on a near-white dashboard) is not
      // a call to action at all; a tinted brand wash still is, weakly.
      if (!isSolid(seed) && chroma < NEUTRAL_CHROMA && !seed.gradient) return { c, index, score: 0, reasons };
      if (!isSolid(seed)) score *= 0.3;
      if (classShare(c.members, PRIMARY_CLASS) >= 0.5) {
        score *= 2;
        reasons.push('class names it primary');
      }
      if (classShare(c.members, QUIET_CLASS) >= 0.5) score *= 0.4;
      if (classShare(c.members, DANGER_CLASS) >= 0.5) score *= 0.3;
      const brand = brandMatch(seed, hints);
      if (brand) {
        score *= 1.5;
        reasons.push(brand);
      }
      const above = c.members.filter((m) => m.above_fold).length;
      if (above > 0) reasons.push(`${above} above the fold${c.members.some((m) => m.in_header) ? ', in the header' : ''}`);
      return { c, index, score, reasons };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);

  let primary: ButtonCluster | null = null;
  if (scored.length > 0) {
    const [top, second] = scored as [(typeof scored)[0], (typeof scored)[0] | undefined];
    primary = top.c;
    const margin = second ? 1 - second.score / top.score : 1;
    const corroborated = top.reasons.some((r) => r.startsWith('class') || r.startsWith('fill matches'));
    primary.confidence = round(Math.min(0.95, Math.max(0.3, 0.45 + 0.4 * margin + (corroborated ? 0.1 : 0))));
    primary.reasons = ['most prominent solid fill', ...top.reasons];
  } else {
    const outlined = clusters
      .map((c, index) => ({ c, index, chroma: Math.max(c.members[0]!.border?.color.oklch.c ?? 0, c.members[0]!.text?.oklch.c ?? 0) }))
      .filter((x) => x.chroma >= 0.08)
      .sort((a, b) => b.c.prominence - a.c.prominence || a.index - b.index);
    if (outlined[0]) {
      primary = outlined[0].c;
      primary.confidence = 0.4;
      primary.reasons = ['no filled buttons; most prominent chromatic outline/text button'];
    }
  }
  if (primary) primary.variant = 'primary';

  for (const c of clusters) {
    if (c === primary) continue;
    const seed = c.members[0]!;
    const shaped = shapeVariant(seed, c.members);
    c.variant = shaped.variant;
    c.reasons = [shaped.reason];
    c.confidence = 0.6;
    for (const [re, variant] of NAMED_VARIANT) {
      if (classShare(c.members, re) >= 0.5) {
        if (variant !== c.variant) c.reasons.push(`class names it ${variant} (shape says ${c.variant})`);
        else c.reasons.push(`class names it ${variant}`);
        c.confidence = variant === c.variant ? 0.8 : 0.55;
        c.variant = variant;
        break;
      }
    }
  }

  // Tinted and faint-outline buttons are the third level next to a strong outline or solid
  // secondary. On a page with neither, the second level is the tinted style (a soft brand wash,
  // `bg-primary/10`, shadcn's gray `secondary`), else the faint outline (shadcn's `outline`:
  // `border-input` on no fill), the most prominent of its kind.
  if (!clusters.some((c) => c.variant === 'secondary')) {
    const byShape = (c: ButtonCluster): boolean => !c.reasons.some((r) => r.startsWith('class names it'));
    const pick = (reason: string, also: (m: ButtonReading) => boolean = () => true): ButtonCluster | undefined =>
      clusters.filter((c) => byShape(c) && c.reasons[0]!.startsWith(reason) && also(c.members[0]!)).sort((a, b) => b.prominence - a.prominence)[0];
    // Glass (a translucent wash or a translucent border) stays ghost: only an opaque line on no fill is an outline.
    const outline = (m: ButtonReading): boolean => (m.fill_authored?.alpha ?? 0) === 0 && (m.border?.authored.alpha ?? 0) >= 0.9;
    const second = pick('tinted fill') ?? pick('transparent with a faint outline', outline);
    if (second) {
      second.variant = 'secondary';
      second.reasons.push('the page has no strong outline or solid secondary: this is the second level');
    }
  }

  const rank: Record<ButtonVariant, number> = { primary: 0, secondary: 1, tertiary: 2, ghost: 3, link: 4 };
  const firstIndex = new Map(groups.map((g, i) => [g, i]));
  return clusters.sort((a, b) => rank[a.variant] - rank[b.variant] || b.prominence - a.prominence || firstIndex.get(a.members)! - firstIndex.get(b.members)!);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
