/**
 * The brand roles: primary (main action/identity color), secondary and accent.
 *
 * Primary is voted for, never the most frequent color: CTA button fills weighted by prominence
 * (size, above the fold, saturation), outline buttons, inline links, the logo's fills, the
 * theme-color, variables named like `--primary`/`--brand`/`--color-primary`, chromatic bands.
 * Header chrome and body text never vote. Neutrals vote only as filled buttons that stand out
 * from the page and as `--primary`-named variables, at a discount: a monochrome brand still gets
 * a (neutral, low-confidence) primary, and says so in a finding.
 */
import type { AnalysisContext } from '../context.js';
import type { ColorVariables, SchemeName } from '../derived/color-variables.js';
import { NEUTRAL_CHROMA, parseColor, type ParsedColor } from '../shared/color.js';
import { BRAND_CHROMA, buttonRuleVotes, buttonVotes, headVotes, hueGap, isChromatic, linkVotes, logoVotes, stateVotes, surfaceVotes, type Source, type Vote } from './colors-brand-votes.js';
import { FRAMEWORK_DEFAULTS, secondaryFromNamedFill } from './colors-brand-names.js';
import { alternatesWith, inkOnPrimary } from './colors-brand-pairs.js';
import { colorClusters, distance, round } from './colors-palette.js';
import { examples, nullRole, type Background } from './colors-roles.js';
import type { ColorEvidence, ColorRole } from './colors-types.js';

interface BrandGroup {
  value: string;
  color: ParsedColor;
  score: number;
  chromatic: boolean;
  votes: Vote[];
}

export interface BrandRoles {
  primary: ColorRole;
  secondary: ColorRole;
  accent: ColorRole;
  monochrome: boolean;
}

const PRIMARY_NAME = /(?:^|[-_])(?:primary|brand)(?:[-_](?:500|600|color|colour|default|base|main))?$/i;
/** Tailwind v4 shade scales (`--color-secondary-700`, `--color-accent-400`) count at any step; `--brand-2` / `--brand-alt` are a second brand color. */
const SECONDARY_NAME = /(?:^|[-_])(?:secondary|brand[-_]?(?:2|alt|secondary))(?:[-_](?:\d{2,3}|color|colour|default|base|main))?$/i;
const ACCENT_NAME = /(?:^|[-_])(?:accent|highlight)(?:[-_](?:\d{2,3}|color|colour|default|base|main))?$/i;

export function brandRoles(ctx: AnalysisContext, bg: Background, text: string | null, vars: ColorVariables, scheme: SchemeName, linkRule: string | null): BrandRoles {
  const votes = [...buttonVotes(ctx, bg), ...stateVotes(ctx), ...linkVotes(ctx, text, linkRule), ...logoVotes(ctx), ...headVotes(ctx, scheme), ...surfaceVotes(ctx, bg)];
  const named = { primary: [] as Vote[], secondary: [] as Vote[], accent: [] as Vote[] };
  const painted = (hex: string): boolean => (colorClusters(ctx).clusterOf(hex)?.nodes.size ?? 0) > 0;
  for (const name of vars.names) {
    const color = vars.resolve(name, scheme);
    if (!color || color.alpha < 0.5 || name.startsWith('--tw-')) continue;
    const opaque = { ...color, alpha: 1 };
    // Bootstrap's own `--primary: #007bff` is painted wherever its default link blue is left on:
    // that is the framework's value, not a brand statement, so it never gets the painted weight.
    const vote: Vote = { color: opaque, weight: painted(color.hex) && !FRAMEWORK_DEFAULTS.has(color.hex) ? 3 : 1, source: 'css-variable', variable: name };
    if (PRIMARY_NAME.test(name)) votes.push({ ...vote, weight: vote.weight * (isChromatic(opaque) ? 1 : 0.5) });
    else if (SECONDARY_NAME.test(name)) named.secondary.push(vote);
    else if (ACCENT_NAME.test(name)) named.accent.push(vote);
  }
  if (!votes.some((v) => v.source === 'buttons' || v.source === 'outline-buttons')) votes.push(...buttonRuleVotes(ctx, scheme));
  const groups = group(ctx, votes.filter((v) => !unshownDefault(ctx, v)));
  // A color seen only in :hover/:active is a highlight (the accent), never the primary: the
  // primary is what the CTA paints at rest (eval/realweb/README.md "primary", "accent").
  const atRest = (g: BrandGroup): boolean => g.votes.some((v) => v.source !== 'hover-states');
  const ranked = [...groups.filter(atRest), ...groups.filter((g) => !atRest(g))];
  const best = ranked.find(atRest);
  if (!best) {
    // No brand color at rest: a hover-only highlight is still the accent.
    const h = groups.find((g) => g.chromatic && g.score >= 0.5 && g.color.oklch.l >= HIGHLIGHT_L);
    const accent: ColorRole = h ? { value: h.value, confidence: 0.4, evidence: evidenceOf(h.votes) } : nullRole();
    return { primary: nullRole(), secondary: nullRole(), accent, monochrome: true };
  }

  const second = ranked.filter(atRest)[1]?.score ?? 0;
  const kinds = new Set(best.votes.map((v) => v.source)).size;
  const dominance = (best.score - second) / best.score;
  const primary: ColorRole = {
    value: best.value,
    confidence: round(best.chromatic ? Math.min(0.97, 0.35 + 0.1 * Math.min(kinds, 4) + 0.3 * dominance) : Math.min(0.45, 0.2 + 0.05 * kinds + 0.2 * dominance), 2),
    evidence: evidenceOf(best.votes),
    alternatives: ranked.slice(1, 4).map((g) => ({ value: g.value, score: round(g.score, 2) })),
  };

  const distinct = (c: ParsedColor, from: (ParsedColor | null)[]): boolean => from.every((f) => f === null || distance(ctx, c.hex, f.hex) > 10);
  const fromName = (list: Vote[], others: (ParsedColor | null)[]): ColorRole | null => {
    const vote = list.filter((v) => isChromatic(v.color) && distinct(v.color, others)).sort((a, b) => b.weight - a.weight || (a.variable! < b.variable! ? -1 : 1))[0];
    if (!vote) return null;
    const same = [...votes.filter((v) => distance(ctx, v.color.hex, vote.color.hex) <= 3), ...list.filter((v) => v.color.hex === vote.color.hex)];
    return { value: vote.color.hex, confidence: painted(vote.color.hex) ? 0.75 : 0.55, evidence: evidenceOf(same) };
  };
  const fromGroups = (others: (ParsedColor | null)[], accept: (g: BrandGroup) => boolean): ColorRole | null => {
    const g = groups.find((x) => x !== best && x.chromatic && shown(x) && distinct(x.color, others) && accept(x));
    if (!g) return null;
    return { value: g.value, confidence: round(Math.min(0.7, 0.25 + 0.25 * (g.score / best.score) + 0.05 * new Set(g.votes.map((v) => v.source)).size), 2), evidence: evidenceOf(g.votes) };
  };

  const primaryColor = best.color;
  let accent = fromName(named.accent, [primaryColor]);
  let secondary = fromName(named.secondary, [primaryColor, parseOr(accent)]);
  // Else a fill the stylesheets name for a brand role (`.bg-secondary`; `.bg-primary` in a hue
  // the CTAs do not wear): a name outranks the evidence of use below.
  secondary ??= secondaryFromNamedFill(ctx, scheme, primaryColor, [parseOr(accent)]);
  // A second chromatic CTA style is a secondary by definition, however heavy the primary's votes.
  const ctaWeight = (g: BrandGroup): number => g.votes.reduce((s, v) => s + (v.source === 'buttons' ? v.weight : 0), 0);
  // The fill of a second chromatic CTA style first; else a brand band, outline style or logo color.
  secondary ??= fromGroups([primaryColor, parseOr(accent)], (g) => ctaWeight(g) >= 0.5);
  secondary ??= fromGroups([primaryColor, parseOr(accent)], (g) => g.score >= best.score * 0.25 && g.votes.some((v) => SECONDARY_SOURCES.has(v.source)));
  // Else a color one repeated component paints in turn with the primary (service boxes that
  // alternate green and purple): the site's second brand color, however little of it there is.
  secondary ??= fromGroups([primaryColor, parseOr(accent)], (g) => alternatesWith(ctx, g.color, primaryColor));
  // Else the ink of words set on the primary's own band in a new hue (cyan highlights in the copy
  // of purple sections): paired with the primary, so its second color, not a further accent.
  secondary ??= fromGroups([primaryColor, parseOr(accent)], (g) => best.chromatic && hueGap(g.color, primaryColor) >= 30 && g.color.oklch.l >= HIGHLIGHT_L && inkOnPrimary(ctx, g.color, primaryColor));
  // Else a second filled CTA style in a tinted color (a beige hero button beside blue CTAs): a
  // color, though a pale one, where a gray would not be.
  secondary ??= tintedCta(ctx, groups.filter((g) => g !== best && !g.chromatic && g.color.oklch.c >= NEUTRAL_CHROMA && distinct(g.color, [primaryColor]) && ctaWeight(g) >= 0.5));
  // An accent is a further hue: ≥ 30° from the primary and from a chromatic secondary (a darker
  // shade of the secondary's green is that green, not a third color).
  const secondaryColor = parseOr(secondary);
  const newHue = (c: ParsedColor): boolean => (!best.chromatic || hueGap(c, primaryColor) >= 30) && (secondaryColor === null || secondaryColor.oklch.c < BRAND_CHROMA || hueGap(c, secondaryColor) >= 30);
  // A chromatic band (a caption panel, a promo strip: ≥ 1% of the page) is a deliberate highlight,
  // so half the evidence a scattered color needs will do (gg-florist's green caption).
  // Status colors (Bootstrap's success/danger/warning/info on badges, alerts, figures and chart
  // buttons) say how something went, not what the brand highlights: never the accent.
  accent ??= fromGroups([primaryColor, secondaryColor], (g) => (g.score >= 0.5 || (g.score >= 0.25 && g.votes.some((v) => v.source === 'brand-surfaces'))) && newHue(g.color) && g.color.oklch.l >= HIGHLIGHT_L && !statusOnly(ctx, g));
  return { primary, secondary: secondary ?? nullRole(), accent: accent ?? nullRole(), monochrome: !best.chromatic };
}

/**
 * A secondary or accent read from the votes must be seen on the page (a vote from a rendered
 * node): a stylesheet-only color — Bootstrap's `--primary: #007bff` or `a { color: #007bff }`
 * that no element shows — is "a framework default it never shows" (eval/realweb/README.md).
 */
const shown = (g: BrandGroup): boolean => g.votes.some((v) => v.node_id !== undefined);

const unshownDefault = (ctx: AnalysisContext, v: Vote): boolean =>
  (v.node_id === undefined || v.source === 'hover-states') && FRAMEWORK_DEFAULTS.has(v.color.hex) && (colorClusters(ctx).clusterOf(v.color.hex)?.nodes.size ?? 0) === 0;

/**
 * A status color: every vote comes from an element (or its parent) whose class names a status
 * (`btn-success`, `text-danger`, `badge-warning`, `bg-info`, `alert-error`) or from a variable
 * named for one (`--success`, `--bs-danger`). The dev set's dashboards paint these on badges,
 * figures and chart buttons; their truths read them as status colors, not the brand's accent.
 * A status-named button above the fold is a call to action all the same ("+ Create New" in
 * `btn-info`, a hero "Purchase Now" in `btn-success`: eval/realweb/README.md "secondary").
 */
const STATUS_NAME = /(?:^|[-_])(?:success|danger|warning|info|error|destructive)(?:$|[-_])/i;
function statusOnly(ctx: AnalysisContext, g: BrandGroup): boolean {
  const named = (id: string | null | undefined, depth: number): boolean => {
    const node = id ? ctx.nodeById(id) : undefined;
    if (!node) return false;
    if ((node.attrs['class'] ?? '').split(/\s+/).some((t) => STATUS_NAME.test(t))) return true;
    return depth > 0 && named(node.parent, depth - 1);
  };
  const cta = (v: Vote): boolean => v.source === 'buttons' && (ctx.nodeById(v.node_id ?? '')?.box.y ?? Infinity) < ctx.capture.viewport.height;
  return g.votes.every((v) => (v.variable !== undefined ? STATUS_NAME.test(v.variable) : !cta(v) && named(v.node_id, 1)));
}

/** The first tinted group a labelled button fills (a carousel's icon-only arrows are no call to action). */
function tintedCta(ctx: AnalysisContext, candidates: BrandGroup[]): ColorRole | null {
  const labelled = (v: Vote): boolean => v.source === 'buttons' && (ctx.nodeById(v.node_id ?? '')?.text.trim() ?? '') !== '';
  const g = candidates.find((x) => x.votes.some(labelled));
  return g ? { value: g.value, confidence: 0.35, evidence: evidenceOf(g.votes) } : null;
}

/** What makes a second chromatic cluster a secondary brand color rather than a stray highlight. */
const SECONDARY_SOURCES = new Set<Source>(['buttons', 'outline-buttons', 'brand-surfaces', 'logo']);

/** A highlight shows as color: a near-black navy or plum (OKLCH L < 0.4) reads as ink, not as an accent. */
const HIGHLIGHT_L = 0.4;

const parseOr = (role: ColorRole | null): ParsedColor | null => (role?.value ? parseColor(role.value) : null);

/**
 * Votes merged within ΔE ≤ 5 of the heaviest; by score, then hex. Hover/active shades join the
 * group of their default color afterwards, more loosely (hover ~8, active ~15 ΔE darker, same hue).
 */
function group(ctx: AnalysisContext, votes: Vote[]): BrandGroup[] {
  const byWeight = (a: Vote, b: Vote): number => b.weight - a.weight || (a.color.hex < b.color.hex ? -1 : 1);
  const ordered = [...votes.filter((v) => v.source !== 'hover-states').sort(byWeight), ...votes.filter((v) => v.source === 'hover-states').sort(byWeight)];
  const groups: BrandGroup[] = [];
  for (const v of ordered) {
    const near = (x: BrandGroup): boolean => {
      const d = distance(ctx, x.value, v.color.hex);
      return d <= 5 || (v.source === 'hover-states' && x.chromatic && d <= 20 && hueGap(x.color, v.color) <= 15);
    };
    const g = groups.find(near);
    if (g) {
      g.votes.push(v);
      g.score += v.weight;
    } else groups.push({ value: v.color.hex, color: v.color, score: v.weight, chromatic: isChromatic(v.color), votes: [v] });
  }
  // A group's value: its exact color with the most weight (hover shades never name it); when the
  // page paints the group at rest, the painted color names it, not a stylesheet value near it
  // (Bootstrap's `--primary: #007bff` beside the site's own #1d79fb button).
  for (const g of groups) {
    const weights = new Map<string, { weight: number; color: ParsedColor }>();
    const painted = g.votes.some((x) => x.source !== 'hover-states' && x.node_id !== undefined);
    for (const v of g.votes) {
      if (v.source === 'hover-states' && g.votes.some((x) => x.source !== 'hover-states')) continue;
      if (painted && v.node_id === undefined) continue;
      const w = weights.get(v.color.hex) ?? { weight: 0, color: v.color };
      // A hover-only group is named by its :hover color; the :active press is a darker shade of it.
      w.weight += v.pressed ? v.weight / 2 : v.weight;
      weights.set(v.color.hex, w);
    }
    const [hex, top] = [...weights.entries()].sort(([ha, a], [hb, b]) => b.weight - a.weight || (ha < hb ? -1 : 1))[0]!;
    g.value = hex;
    g.color = top.color;
  }
  return groups.sort((a, b) => b.score - a.score || (a.value < b.value ? -1 : 1));
}

/** One evidence item per source and color: counts, weight share, examples. */
function evidenceOf(votes: Vote[]): ColorEvidence[] {
  const bySource = new Map<string, { ev: ColorEvidence; ids: string[]; weight: number }>();
  for (const v of votes) {
    const key = `${v.source}|${v.color.hex}|${v.variable ?? ''}|${v.selector ?? ''}`;
    const entry = bySource.get(key) ?? { ev: { source: v.source, color: v.color.hex, count: 0 }, ids: [], weight: 0 };
    entry.ev.count = (entry.ev.count ?? 0) + 1;
    entry.weight += v.weight;
    if (v.node_id && !entry.ids.includes(v.node_id)) entry.ids.push(v.node_id);
    if (v.variable) entry.ev.variable = v.variable;
    if (v.selector) entry.ev.selector = v.selector;
    bySource.set(key, entry);
  }
  return [...bySource.values()]
    .sort((a, b) => b.weight - a.weight || (a.ev.source < b.ev.source ? -1 : a.ev.source > b.ev.source ? 1 : 0) || (a.ev.color < b.ev.color ? -1 : 1))
    .map(({ ev, ids }) => (ids.length > 0 ? { ...ev, node_ids: examples(ids) } : ev));
}

