/**
 * The text roles of the colors section (README "Color roles"): `text`, the color of body copy,
 * and `text_muted`, the lesser text color (captions, meta lines, help text, muted labels).
 *
 * Both are read on the page's own tone (colors-roles.ts `onPage`): copy inside a dark band of a
 * light page is not the page's copy. A translucent text color (`rgba(255,255,255,.55)`) is one
 * token whatever it is drawn over, so it votes as painted over the page background.
 */
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { colorVariables } from '../derived/color-variables.js';
import { componentsOfKind, px } from '../derived/components.js';
import type { ParsedColor } from '../shared/color.js';
import { round, type Cluster } from './colors-palette.js';
import { contrastOf, examples, nullRole, onPage, tally, type Background, type Group, type Vote } from './colors-roles.js';
import { colorOf, colorSamples, isFigureText, nodeInfos, paintedOver, textKindOf } from './colors-scope.js';
import type { ColorEvidence, ColorRole } from './colors-types.js';

/**
 * Characters of paragraph copy from which the copy itself decides the text color. Below it (a
 * dashboard of labels, a page whose sections are still hidden by a scroll animation) a few
 * component captions would outvote the site's declared `<body>` color; above it (about four
 * paragraphs) the color most paragraphs wear is the body copy color, whatever `<body>` says.
 */
const ENOUGH_COPY = 600;

/** A class or id that names lesser text (`text-muted`, `muted`, `is-muted`). */
const MUTED_NAME = /(?:^|[-_])muted(?:$|[-_])/i;
/** A custom property that names lesser text (`--color-muted`, `--muted-foreground`, `--ink-soft`, `--text-light`). */
const MUTED_VARIABLE = /muted|subtle|(?:text|fg|ink|foreground|copy)[-_](?:soft|dim|light|lighter|secondary|tertiary|2|3)$/i;
/** A custom property that names the text color itself (`--color-text`, `--bs-body-color`, `--fg`). */
const TEXT_VARIABLE = /(?:^--|[-_])(?:text|fg|foreground|ink|body-color|body|copy)(?:-color)?$/i;

interface TextVotes {
  /** Paragraph-like copy by characters (not muted-named). */
  copy: Vote[];
  /** All page text, headings by size, controls out. */
  all: Vote[];
  /** Every visible character, links and controls included (for the <body> ink). */
  inked: Vote[];
  /** Copy the site names muted (a `.text-muted` class, a `--color-muted` variable), by characters. */
  named: Vote[];
  /** Lesser-text pool: all text but buttons, by characters. */
  lesser: Vote[];
}

/**
 * The colors the site's variables name muted (`--color-muted: #6b645b`), as painted over the
 * page background; a color that a text variable or `<body>` also carries is not one of them.
 */
function mutedVariableColors(ctx: AnalysisContext, bg: Background, bodyColor: string | null): Set<string> {
  const vars = colorVariables(ctx);
  const painted = (name: string): string | null => {
    const color = vars.resolve(name, bg.tone);
    return color && color.alpha > 0 ? paintedOver(ctx, color, bg.color).hex : null;
  };
  const muted = new Set(vars.names.filter((n) => MUTED_VARIABLE.test(n)).map(painted).filter((h): h is string => h !== null));
  for (const n of vars.names) if (TEXT_VARIABLE.test(n) && !MUTED_VARIABLE.test(n)) muted.delete(painted(n) ?? '');
  if (bodyColor !== null) muted.delete(bodyColor);
  return muted;
}

function textVotes(ctx: AnalysisContext, bg: Background, bodyColor: string | null): TextVotes {
  const infos = nodeInfos(ctx);
  const mutedColors = mutedVariableColors(ctx, bg, bodyColor);
  const buttons = new Set(componentsOfKind(ctx, 'button').map((c) => c.node.id));
  const votes: TextVotes = { copy: [], all: [], inked: [], named: [], lesser: [] };
  const mutedNamed = new Map<string, boolean>();
  const isMutedNamed = (id: string | null): boolean => {
    if (id === null) return false;
    const known = mutedNamed.get(id);
    if (known !== undefined) return known;
    const node = ctx.nodeById(id);
    const own = node !== undefined && [node.attrs['id'] ?? '', ...(node.attrs['class'] ?? '').split(/\s+/)].some((t) => t !== '' && MUTED_NAME.test(t));
    const named = own || (node !== undefined && node.tag !== 'body' && isMutedNamed(node.parent));
    mutedNamed.set(id, named);
    return named;
  };
  for (const s of colorSamples(ctx)) {
    if (s.kind !== 'text') continue;
    const info = infos.get(s.node_id)!;
    if (!onPage(ctx, s.node_id, bg)) continue;
    // Text that is invisible on its computed backdrop sits on an image or video we cannot see.
    if (contrastOf(ctx, s.hex, backdropOf(ctx, s.node_id).color.hex) < 1.5) continue;
    const node = info.node;
    const hex = inkOf(ctx, node.style['color'], bg.color) ?? s.hex;
    const chars = node.text.trim().length;
    const kind = textKindOf(info);
    votes.inked.push({ hex, weight: chars, node_id: s.node_id });
    if (!buttons.has(s.node_id) && !(node.parent !== null && buttons.has(node.parent))) votes.lesser.push({ hex, weight: chars, node_id: s.node_id });
    if (kind === 'control') continue;
    const size = px(node.style['font-size']) || 16;
    const place = info.landmark === 'footer' || info.landmark === 'aside' || info.landmark === 'header' ? 0.5 : 1;
    const weight = chars * (size < 13 ? 0.6 : 1) * place;
    // Across all text, bigger type counts more (a 64px h1 in the body color shows that color is
    // the page's ink), but linearly: by glyph area a hero title would outweigh every paragraph.
    votes.all.push({ hex, weight: weight * Math.max(1, size / 16), node_id: s.node_id });
    const display = size >= 24 || isFigureText(node.text);
    if (kind !== 'copy' || display || info.landmark === 'nav' || chars < 2) continue;
    if (isMutedNamed(node.id) || mutedColors.has(hex)) votes.named.push({ hex, weight: chars, node_id: s.node_id });
    else votes.copy.push({ hex, weight: weight * (info.paragraph ? 1 : 0.5), node_id: s.node_id });
  }
  return votes;
}

/**
 * Translucent text colors, pooled: each authored color (`rgba(255, 255, 255, 0.55)`) maps to the
 * color it paints most (by characters), so copy drawn over the canvas and over a tinted band
 * votes as one token, and the value is a color the page really shows.
 */
function translucentInks(ctx: AnalysisContext): ReadonlyMap<string, string> {
  return ctx.derive('colors:translucentInks', () => {
    const painted = new Map<string, Map<string, number>>();
    for (const s of colorSamples(ctx)) {
      if (s.kind !== 'text') continue;
      const node = ctx.nodeById(s.node_id)!;
      const authored = node.style['color'] ?? '';
      const color = colorOf(ctx, authored);
      if (!color || color.alpha <= 0 || color.alpha >= 1) continue;
      const hexes = painted.get(authored) ?? new Map<string, number>();
      hexes.set(s.hex, (hexes.get(s.hex) ?? 0) + node.text.trim().length);
      painted.set(authored, hexes);
    }
    return new Map([...painted].map(([authored, hexes]) => [authored, [...hexes].sort(([ha, a], [hb, b]) => b - a || (ha < hb ? -1 : 1))[0]![0]]));
  });
}

/** The hex a text color votes as: its pooled painted color when translucent, else its own. */
function inkOf(ctx: AnalysisContext, authored: string | undefined, bg: ParsedColor): string | null {
  const color = colorOf(ctx, authored);
  if (!color || color.alpha <= 0) return null;
  if (color.alpha >= 1) return color.hex;
  return translucentInks(ctx).get(authored!) ?? paintedOver(ctx, color, bg).hex;
}

/**
 * Body copy: the color of paragraph-like text (p, li, dd, td, blockquote, figcaption and the
 * inline text inside them; plain div/span text at half weight), weighted by characters, never by
 * area: headings, display text ≥ 24px, stat figures ("99.9%"), buttons, links, navigation, code
 * and text the site names muted are not copy, however much of the page they cover.
 *
 * With enough copy (ENOUGH_COPY) the color most of it wears is the text color. With little copy,
 * all page text (headings included, by characters × size) is a second vote, and the color set on
 * `<body>` and the highest contrast get a bonus: a few lighter captions are muted, not the body
 * copy. With no text at all on the page's tone, the `<body>` color is what copy would wear.
 */
export function textRoles(ctx: AnalysisContext, bg: Background): { text: ColorRole; muted: ColorRole } {
  const authoredBody = ctx.nodes().find((n) => n.tag === 'body')?.style['color'];
  const bodyColor = inkOf(ctx, authoredBody, bg.color);
  const votes = textVotes(ctx, bg, bodyColor);
  const allGroups = tally(ctx, votes.all);
  if (allGroups.length === 0) return { text: bodyFallback(ctx, bodyColor, bg), muted: nullRole() };
  const groups = tally(ctx, votes.copy);
  const copyTotal = groups.reduce((n, g) => n + g.weight, 0);
  const allTotal = allGroups.reduce((n, g) => n + g.weight, 0);
  const copyShare = (c: Cluster): number => (copyTotal > 0 ? (groups.find((g) => g.cluster === c)?.weight ?? 0) / copyTotal : 0);
  const textShare = (g: Group): number => g.weight / allTotal;
  const isBody = (g: Group): boolean => bodyColor !== null && g.hexWeights.has(bodyColor);
  const ratio = (g: Group): number => contrastOf(ctx, g.value, bg.color.hex);
  const enough = copyTotal >= ENOUGH_COPY;
  let text: Group;
  let ink: Group | null = null;
  let score: (g: Group) => number;
  if (enough) {
    score = (g) => copyShare(g.cluster);
    text = groups[0]!;
    // Copy under 3:1 (below WCAG 1.4.3 even for large text) is not what the page is read in when
    // the declared <body> color is readable and carries a real part of the copy: that is the text.
    // Likewise any readable copy color carrying a real part of the copy (a paragraph rule's #666
    // beside long FAQ answers set in a pale #b7b7b7): the pale one is the lesser text.
    const readable = (g: Group): boolean => ratio(g) >= 4.5 && copyShare(g.cluster) >= 0.15;
    const body = [groups.find(isBody), groups.find((g) => g !== text && g.cluster.color.oklch.c < 0.06 && readable(g))].find((g) => g !== undefined && readable(g));
    if (ratio(text) < 3 && body) text = body;
    // Copy in a clearly chromatic color (one section's green paragraphs) is that section's styling,
    // not the page's text, when readable neutral copy carries a real part of it.
    const neutral = groups.find((g) => g !== text && g.cluster.color.oklch.c < 0.06 && readable(g));
    if (text.cluster.color.oklch.c >= 0.1 && neutral) text = neutral;
  } else {
    // The body color only counts when real text inherits it (headings, labels): an unstyled <body>
    // keeps black, which says nothing about a Tailwind page whose copy is `text-slate-700`.
    const candidates = allGroups.filter((g) => copyShare(g.cluster) >= 0.15 || (isBody(g) && textShare(g) >= 0.15) || (copyTotal === 0 && textShare(g) >= 0.15));
    if (candidates.length === 0) candidates.push(allGroups[0]!);
    const strongest = Math.max(...candidates.map(ratio));
    score = (g) => 0.5 * copyShare(g.cluster) + 0.3 * textShare(g) + (isBody(g) ? 0.45 : 0) + (ratio(g) === strongest ? 0.2 : 0);
    text = [...candidates].sort((a, b) => score(b) - score(a) || (a.value < b.value ? -1 : 1))[0]!;
    ink = bodyInk(ctx, votes.inked, bodyColor, text, ratio);
    if (ink) text = ink;
  }
  const textEvidence: ColorEvidence = { source: 'text', color: text.value, count: text.nodes.length, share: round(copyShare(text.cluster), 3), node_ids: examples(text.nodes) };
  const notes = [`${round((allGroups.find((g) => g.cluster === text.cluster)?.weight ?? 0) / allTotal * 100, 1)}% of all page text`];
  if (ink) notes.push('the color set on <body>, which links and labels render; the little copy on the page wears a lighter, secondary color');
  else if (isBody(text)) notes.push('the color set on <body>');
  if (copyTotal === 0) notes.push('no paragraph-like copy: read from headings and other text');
  textEvidence.note = notes.join('; ');
  const confidence = ink ? 0.6 : enough ? Math.min(0.95, 0.45 + copyShare(text.cluster) * 0.4 + (isBody(text) ? 0.1 : 0)) : Math.min(0.95, 0.3 + score(text) * 0.45 - (copyTotal === 0 ? 0.15 : 0));
  const textRole: ColorRole = { value: text.value, confidence: round(confidence, 2), evidence: [textEvidence] };
  return { text: textRole, muted: mutedRole(ctx, votes, groups, text, ratio) };
}

/** No text renders on the page's tone: the color set on `<body>`, when it would show at all. */
function bodyFallback(ctx: AnalysisContext, bodyColor: string | null, bg: Background): ColorRole {
  if (bodyColor === null || contrastOf(ctx, bodyColor, bg.color.hex) < 1.5) return nullRole();
  return { value: bodyColor, confidence: 0.35, evidence: [{ source: 'text', color: bodyColor, count: 0, note: 'no text renders on the page background: the color set on <body>' }] };
}

/**
 * Muted: a near-neutral text color distinct from `text`, visible on the background but clearly
 * weaker there (contrast × 1.15 below the text's). In order: what the site names muted (`.text-muted`); the
 * lesser color of the copy (≥ 3% of it); else the lesser color of any text on the page's tone
 * (nav links, form labels, footer lines, meta spans), when at least two nodes render it.
 */
function mutedRole(ctx: AnalysisContext, votes: TextVotes, copyGroups: Group[], text: Group, ratio: (g: Group) => number): ColorRole {
  const textRatio = ratio(text);
  // A gray (below the chroma that makes a brand vote, colors-brand.ts) that still reads on the
  // page background (≥ 1.5:1, the visibility floor above): white text over a photo is not muted.
  const lesser = (g: Group): boolean => g.cluster !== text.cluster && g.cluster.color.oklch.c < 0.06 && ratio(g) >= 1.5 && ratio(g) * 1.15 < textRatio;
  const copyTotal = copyGroups.reduce((n, g) => n + g.weight, 0);
  const named = tally(ctx, votes.named).find((g) => lesser(g) && g.nodes.length >= 2);
  const inCopy = copyGroups.find((g) => lesser(g) && g.weight / copyTotal >= 0.03);
  // A lesser style the page repeats (three author names, one element and class set in one gray,
  // two of them inside a dark band) counts by all its nodes, wherever they sit: the one on the
  // page's tone shows it there. Other text that merely shares the gray does not make it a style.
  // A text the site names for a lesser role (`.caption`, `.meta`, `.byline`) is one even alone.
  const outside = tally(ctx, votes.lesser).find((g) => lesser(g) && (g.nodes.length >= 2 || repeatedStyle(ctx, g.nodes[0]!) || lesserNamed(ctx, g.nodes[0]!)));
  const muted = named ?? inCopy ?? outside;
  if (!muted) return nullRole();
  // Share of all copy, the muted-named copy included; a color found outside the copy has none.
  const allCopy = copyTotal + votes.named.reduce((n, v) => n + v.weight, 0);
  const share = muted === named || muted === inCopy ? Math.min(1, muted.weight / allCopy) : 0;
  const why = muted === named ? 'the site names it muted' : muted === inCopy ? null : 'a lesser text color outside the copy';
  const note = [`contrast ${round(ratio(muted), 2)}:1 on the background vs ${round(textRatio, 2)}:1 for body text`, why].filter(Boolean).join('; ');
  return {
    value: muted.value,
    confidence: round(Math.min(0.9, (share > 0 ? 0.45 : 0.35) + share * 0.5), 2),
    evidence: [{ source: 'text', color: muted.value, count: muted.nodes.length, share: round(share, 3), node_ids: examples(muted.nodes), note }],
  };
}

const LESSER_CLASS = /(?:^|[-_])(?:caption|meta|byline|subtitle|subheading|tagline|timestamp|date|help|hint)(?:$|[-_])/i;
function lesserNamed(ctx: AnalysisContext, nodeId: string): boolean {
  return (ctx.nodeById(nodeId)?.attrs['class'] ?? '').split(/\s+/).some((t) => LESSER_CLASS.test(t));
}

/** Whether another text node of the same element and class renders the same color anywhere on the page. */
function repeatedStyle(ctx: AnalysisContext, nodeId: string): boolean {
  const node = ctx.nodeById(nodeId);
  if (!node) return false;
  const key = (n: { tag: string; attrs: Record<string, string> }): string => `${n.tag}.${(n.attrs['class'] ?? '').trim()}`;
  return colorSamples(ctx).some((s) => {
    if (s.kind !== 'text' || s.node_id === nodeId) return false;
    const other = ctx.nodeById(s.node_id);
    return other !== undefined && key(other) === key(node) && other.style['color'] === node.style['color'];
  });
}

/**
 * The authored `<body>` color over muted copy, on a page with little copy: when the few
 * paragraphs wear a secondary color (meta lines and excerpts), the color set on `<body>` is still
 * the text token, provided visible text renders it (nav links, labels: ≥ 20 characters in ≥ 2
 * nodes), it is a readable neutral (≥ 4.5:1), and it is clearly stronger than the copy color
 * picked (the way muted is told from text). Black is left out: it is also what an unstyled
 * `<body>` computes to, which says nothing about the design.
 */
function bodyInk(ctx: AnalysisContext, inked: Vote[], bodyColor: string | null, picked: Group, ratio: (g: Group) => number): Group | null {
  if (bodyColor === null || bodyColor === '#000000' || picked.hexWeights.has(bodyColor)) return null;
  const ink = tally(ctx, inked).find((g) => g.hexWeights.has(bodyColor));
  if (!ink || ink.cluster === picked.cluster || ink.nodes.length < 2 || ink.weight < 20 || ink.cluster.color.oklch.c >= 0.06) return null;
  return ratio(ink) >= 4.5 && ratio(ink) > ratio(picked) * 1.15 ? ink : null;
}
