/**
 * The `actions` section (spec §2.3; issue 3 "actions: buttons … with variant
 * primary|secondary|tertiary|ghost|link (the primary variant is the brand CTA); inputs").
 *
 * Buttons come from derived/button-styles.ts (the painted reading of every classified button,
 * minus icon-only controls, navigation toggles, consent and chat widgets), are clustered by
 * paint and given variants in actions-clusters.ts; each cluster carries its size steps, its
 * :hover/:focus-visible/:active changes (forced states, else stylesheet rules) and evidence
 * (why this variant, shared classes, CSS variables holding its colors, painted area).
 */
import type { Capture, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { buttonInventory, embeddedUi, firstFamily, type ButtonExclusion, type ButtonReading, type ButtonShape, colorDistance } from '../derived/button-styles.js';
import type { Analyzer, Finding } from '../registry.js';
import { colorsInValue, contrastRatio, parseColor, type ParsedColor } from '../shared/color.js';
import { assignVariants, clusterButtons, standInPrimary, type BrandHints, type ButtonCluster, type ButtonVariant } from './actions-clusters.js';
import { inputStyles, type Box4, type InputStyle } from './actions-inputs.js';
import { primaryButtonRule } from '../derived/button-rule.js';
import { backgroundRole } from './colors-roles.js';
import { rootVariables } from './interactions-css.js';
import { colorText, shadowText } from './interactions-state-diff.js';
import { summarizeStates, type StateSet } from './interactions-states.js';

export type { ButtonVariant } from './actions-clusters.js';
export type { InputStyle } from './actions-inputs.js';

export interface ButtonStyle {
  variant: ButtonVariant;
  /** How sure the variant is (0..1); for primary, how clearly it beats the next candidate. */
  confidence: number;
  /** The fill as seen (`#rrggbb`; translucent fills composited over their backdrop); a gradient's first stop when only a gradient paints it; null when transparent. */
  background: string | null;
  /** Alpha of the authored background-color (1 opaque, 0 transparent). */
  background_alpha: number;
  /** Computed background-image gradient, when the button paints one. */
  gradient: string | null;
  color: string | null;
  /** Null when no border shows (none, transparent, or the fill's own color). */
  border: { width_px: number; style: string; color: string } | null;
  border_radius_px: number;
  shape: ButtonShape;
  /** Of the default size step (see `sizes`). */
  padding: Box4;
  font: { family: string; size_px: number; weight: number; letter_spacing_px: number; text_transform: string };
  height_px: number;
  /** `color x y blur spread` per layer, colors as hex (the form state changes use). */
  box_shadow: string | null;
  /**
   * Size steps of this paint (e.g. default and `btn-lg`): the default first — the most common
   * step without a size-modifier class (`btn-lg`, `button--small`, `is-large`) when other steps
   * carry one — then by count.
   */
  sizes: { padding: Box4; font_size_px: number; font_weight: number; height_px: number; count: number }[];
  states: StateSet;
  count: number;
  examples: { node_id: string; selector: string; text: string }[];
  evidence: {
    reasons: string[];
    /** Class names every example shares (first 8). */
    classes: string[];
    /** Root custom properties whose color equals this button's background / text / border. */
    css_variables: { background: string[]; color: string[]; border: string[] };
    painted_area_px: number;
    above_fold: number;
    in_header: number;
    backdrop: string;
  };
}

export interface ActionsSection {
  /** Primary first, then secondary, tertiary, ghost, link; most prominent first within a variant. */
  buttons: ButtonStyle[];
  inputs: InputStyle[];
  /** Buttons without visible text (close, carousel, menu icons). */
  icon_buttons: { count: number; size_px: number | null; shapes: Partial<Record<ButtonShape, number>>; examples: { node_id: string; selector: string; text: string }[] };
  /** Nodes classified as buttons but left out, by reason. */
  excluded: { reason: ButtonExclusion; count: number; examples: string[] }[];
  findings?: Finding[];
}

export const actionsAnalyzer: Analyzer<ActionsSection> = {
  id: 'actions',
  requires: ['nodes'],
  analyze: analyzeActions,
};

const round = (n: number): number => Math.round(n * 100) / 100;

export function analyzeActions(capture: Capture, ctx: AnalysisContext): ActionsSection {
  const findings: Finding[] = [];
  const inventory = buttonInventory(ctx);
  const hints = brandHints(capture, ctx);
  const clusters = assignVariants(clusterButtons(inventory.buttons), hints);
  const buttons = clusters.map((c) => describe(ctx, c, hints));

  if (buttons.length === 0) findings.push({ message: 'no action buttons found on the page' });
  const primary = clusters.find((c) => c.variant === 'primary');
  if (primary && primary.confidence < 0.5) {
    const rival = clusters.find((c) => c !== primary && c.members[0]!.filled);
    findings.push({
      message: `the primary button is ambiguous (confidence ${primary.confidence})`,
      evidence: { primary: primary.members[0]!.node.selector, rival: rival?.members[0]!.node.selector ?? null },
    });
  }
  for (const b of buttons) {
    const c = clusters[buttons.indexOf(b)]!.members[0]!;
    if (!c.text || (c.gradient && !c.fill)) continue; // a gradient has no single surface to judge against
    const surface = c.filled && c.fill ? c.fill : c.backdrop;
    const ratio = round(contrastRatio(c.text, surface));
    const large = b.font.size_px >= 24 || (b.font.size_px >= 18.66 && b.font.weight >= 700);
    if (ratio < (large ? 3 : 4.5)) {
      findings.push({ message: `${b.variant} button text contrast ${ratio}:1 is below WCAG AA`, evidence: { node_id: c.node.id, color: c.text.hex, background: surface.hex } });
    }
  }

  // A page that renders no primary button still defines its style (derived/button-rule.ts).
  const fromRule = !primary || standInPrimary(primary, clusters) ? ruleButton(ctx) : null;
  if (fromRule) {
    if (primary) {
      const index = clusters.indexOf(primary);
      buttons[index] = { ...buttons[index]!, variant: 'secondary', evidence: { ...buttons[index]!.evidence, reasons: [...buttons[index]!.evidence.reasons, 'the stylesheets define the primary style: this is not it'] } };
    }
    buttons.unshift(fromRule);
    findings.push({ message: 'no rendered button is primary: the primary style is read from its stylesheet rule', evidence: { reason: fromRule.evidence.reasons[0]! } });
  }

  const skipField = (node: CapturedNode): boolean => embeddedUi(ctx, node) !== null;
  const section: ActionsSection = {
    buttons,
    inputs: inputStyles(ctx, skipField),
    icon_buttons: iconButtons(inventory.icon_only),
    excluded: excludedSummary(inventory.excluded),
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}

const COLOR_LIKE = /^\s*(#[0-9a-f]{3,8}\s*$|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\(|[a-z]+\s*$)/i;

function brandHints(capture: Capture, ctx: AnalysisContext): BrandHints {
  const theme = capture.head.meta.find((m) => m.name?.toLowerCase() === 'theme-color');
  const variables: BrandHints['variables'] = [];
  for (const [name, value] of rootVariables(ctx)) {
    if (!COLOR_LIKE.test(value)) continue; // skip lengths, fonts, easings before parsing
    const color = parseColor(value);
    if (color && color.alpha >= 0.99) variables.push({ name, color });
  }
  return { theme_color: parseColor(theme?.content) ?? null, variables };
}

function mode<T>(items: readonly T[], key: (t: T) => string): T {
  const counts = new Map<string, { item: T; n: number; first: number }>();
  items.forEach((item, i) => {
    const k = key(item);
    const e = counts.get(k) ?? { item, n: 0, first: i };
    e.n++;
    counts.set(k, e);
  });
  return [...counts.values()].sort((a, b) => b.n - a.n || a.first - b.first)[0]!.item;
}

const paintKey = (m: ButtonReading): string => `${m.fill?.hex}|${m.text?.hex}|${m.border?.color.hex}|${m.radius_px}`;
/** A size-modifier class: `btn-lg`, `dr-btn-sm`, `button--large`, `is-small`, `size-xl`, `btn-xs`. */
const SIZE_MODIFIER = /(?:^|[-_])(?:xs|sm|small|lg|large|xl|2xl|xxl|mini|tiny|big|huge|jumbo)$/i;
const sized = (m: ButtonReading): boolean => m.classes.some((c) => SIZE_MODIFIER.test(c));

const sizeKey = (m: ButtonReading): string => `${m.padding.top}|${m.padding.right}|${m.padding.bottom}|${m.padding.left}|${m.font.size_px}|${m.font.weight}`;

function variablesFor(color: ParsedColor | null | undefined, hints: BrandHints): string[] {
  if (!color) return [];
  return hints.variables.filter((v) => colorDistance(v.color, color) <= 0.005).map((v) => v.name).sort();
}

function describe(ctx: AnalysisContext, cluster: ButtonCluster, hints: BrandHints): ButtonStyle {
  const { members } = cluster;
  const rep = mode(members, paintKey);
  const sizeGroups = new Map<string, ButtonReading[]>();
  for (const m of members) {
    const group = sizeGroups.get(sizeKey(m));
    if (group) group.push(m);
    else sizeGroups.set(sizeKey(m), [m]);
  }
  // Frequency alone takes the hero's `btn-lg` (hero + CTA band) over the header's default button.
  const modified = (group: ButtonReading[]): boolean => group.every(sized);
  const hasBase = [...sizeGroups.values()].some((g) => !modified(g)) && [...sizeGroups.values()].some(modified);
  const sizes = [...sizeGroups.values()]
    .map((group, index) => ({ group, index, base: hasBase && !modified(group) }))
    .sort((a, b) => Number(b.base) - Number(a.base) || b.group.length - a.group.length || a.index - b.index)
    .map(({ group }) => {
      const heights = group.map((g) => g.height_px).sort((a, b) => a - b);
      return { padding: group[0]!.padding, font_size_px: group[0]!.font.size_px, font_weight: group[0]!.font.weight, height_px: heights[Math.floor(heights.length / 2)]!, count: group.length };
    });
  const main = sizes[0]!;
  const family = mode(members, (m) => m.font.family).font.family;
  const shared = members.slice(1).reduce((acc, m) => acc.filter((c) => m.classes.includes(c)), rep.classes);
  const prominent = [...members].sort((a, b) => Number(b.above_fold) - Number(a.above_fold) || b.area - a.area || ctxOrder(a) - ctxOrder(b));
  return {
    variant: cluster.variant,
    confidence: cluster.confidence,
    // A gradient-only fill is named by its first color stop: where a theme's gradient starts is
    // its button color (`linear-gradient(to right, $primary, …)`); `gradient` keeps the whole.
    background: rep.fill ? rep.fill.hex : rep.gradient ? (colorsInValue(rep.gradient).find((c) => c.alpha >= 0.5)?.hex ?? null) : null,
    background_alpha: rep.fill ? round(rep.fill_alpha) : 0,
    gradient: rep.gradient,
    color: rep.text ? rep.text.hex : null,
    border: rep.border ? { width_px: rep.border.width_px, style: rep.border.style, color: colorText(rep.node.style['border-top-color'] ?? rep.border.color.hex) } : null,
    border_radius_px: rep.radius_px,
    shape: rep.shape,
    padding: main.padding,
    font: { family, size_px: main.font_size_px, weight: main.font_weight, letter_spacing_px: rep.font.letter_spacing_px, text_transform: rep.font.text_transform },
    height_px: main.height_px,
    box_shadow: rep.box_shadow === null ? null : shadowText(rep.box_shadow),
    sizes,
    states: summarizeStates(ctx, members.map((m) => m.node)),
    count: members.length,
    examples: prominent.slice(0, 5).map((m) => ({ node_id: m.node.id, selector: m.node.selector, text: m.label })),
    evidence: {
      reasons: cluster.reasons,
      classes: shared.slice(0, 8),
      css_variables: { background: variablesFor(rep.fill, hints), color: variablesFor(rep.text, hints), border: variablesFor(rep.border?.color, hints) },
      painted_area_px: members.reduce((s, m) => s + m.area, 0),
      above_fold: members.filter((m) => m.above_fold).length,
      in_header: members.filter((m) => m.in_header).length,
      backdrop: rep.backdrop.hex,
    },
  };
}

/**
 * The primary style of a page that renders none, from its stylesheet rule (derived/button-rule.ts): the
 * fill, text color and radius the rule sets; the rest is what an unstyled button of the page would
 * wear (the body's font), and `count: 0` says no element shows it.
 */
function ruleButton(ctx: AnalysisContext): ButtonStyle | null {
  const canvas = backgroundRole(ctx);
  const rule = primaryButtonRule(ctx, canvas.tone);
  if (!rule) return null;
  const body = ctx.capture.nodes.find((n) => n.tag === 'body')?.style ?? {};
  const radius = rule.radius_px ?? 0;
  const font = { family: firstFamily(body['font-family']), size_px: Number.parseFloat(body['font-size'] ?? '16') || 16, weight: Number(body['font-weight'] ?? 400) || 400, letter_spacing_px: 0, text_transform: 'none' };
  return {
    variant: 'primary', confidence: 0.3, background: rule.background.hex, background_alpha: 1, gradient: null,
    color: rule.color ? rule.color.hex : null, border: null, border_radius_px: radius, shape: radius < 1 ? 'square' : 'rounded',
    padding: { top: 0, right: 0, bottom: 0, left: 0 }, font, height_px: 0, box_shadow: null, sizes: [],
    states: summarizeStates(ctx, []), count: 0, examples: [],
    evidence: {
      reasons: [`no rendered button is primary: the stylesheet rule ${rule.selector}`], classes: [],
      css_variables: { background: [], color: [], border: [] }, painted_area_px: 0, above_fold: 0, in_header: 0, backdrop: canvas.color.hex,
    },
  };
}

/** Capture order of a node (`n12` → 12), for tie-breaks. */
function ctxOrder(m: ButtonReading): number {
  const n = Number(m.node.id.replace(/^\D+/, ''));
  return Number.isFinite(n) ? n : 0;
}

function iconButtons(icons: readonly ButtonReading[]): ActionsSection['icon_buttons'] {
  const sizes = icons.map((i) => Math.round(Math.max(i.width_px, i.height_px))).sort((a, b) => a - b);
  const shapes: Partial<Record<ButtonShape, number>> = {};
  for (const i of icons) shapes[i.shape] = (shapes[i.shape] ?? 0) + 1;
  return {
    count: icons.length,
    size_px: sizes.length > 0 ? sizes[Math.floor(sizes.length / 2)]! : null,
    shapes,
    examples: icons.slice(0, 5).map((i) => ({ node_id: i.node.id, selector: i.node.selector, text: i.label })),
  };
}

function excludedSummary(excluded: readonly { node_id: string; selector: string; reason: ButtonExclusion }[]): ActionsSection['excluded'] {
  const byReason = new Map<ButtonExclusion, string[]>();
  for (const e of excluded) {
    const list = byReason.get(e.reason);
    if (list) list.push(e.selector);
    else byReason.set(e.reason, [e.selector]);
  }
  return [...byReason]
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .map(([reason, selectors]) => ({ reason, count: selectors.length, examples: selectors.slice(0, 3) }));
}
