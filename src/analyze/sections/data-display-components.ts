/**
 * Badges and cards (spec §2.3 `data_display`), from the shared component classification
 * (derived/components.ts). Each is summarized as a dominant style (the most common painted
 * style, by count) plus its variants, with node ids as examples; cards also report what sits on
 * top (image, icon, nothing) and the grids they are laid out in.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { componentsOfKind, paintsSurface, px } from '../derived/components.js';
import { borderOf, fontOf, mostCommon, ownBackgroundHex, paddingOf, paintHex, radiusOf, round, shadowOf, type BorderStyle, type FontStyle } from '../derived/nav-style.js';
import { nodeTextDeep } from '../derived/nav-text.js';
import { descendants } from './data-display-pricing.js';

export interface Example {
  node_id: string;
  selector: string;
  text?: string;
}

export interface BadgeStyle {
  background: string | null;
  color: string | null;
  border: BorderStyle | null;
  radius_px: number;
  /** `pill` when the radius is at least half the height. */
  shape: 'pill' | 'rounded' | 'square';
  font: FontStyle;
  text_transform: string | null;
  letter_spacing: string | null;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface BadgesSummary {
  count: number;
  /** The most common variant's style. */
  style: BadgeStyle | null;
  variants: { style: BadgeStyle; count: number; examples: Example[] }[];
}

/** Eyebrow/kicker labels: same shape as badges, but they paint no surface. */
export type LabelsSummary = BadgesSummary;

export type CardMedia = 'image_top' | 'image_side' | 'image_background' | 'icon_top' | 'text_only';

export interface CardStyle {
  background: string | null;
  border: BorderStyle | null;
  radius_px: number;
  shadow: string | null;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface CardsSummary {
  count: number;
  style: CardStyle | null;
  /** How many cards of each layout; `media` is the most common. */
  media: CardMedia | null;
  by_media: Partial<Record<CardMedia, number>>;
  grids: { node_id: string; selector: string; cards: number; columns: number; gap_px: number | null }[];
  examples: Example[];
}

const CELL = new Set(['td', 'th', 'tr']);
const BADGE_WORD = /(^|[\s_-])(badge|chip|pill|tag|tags|status|label-pill)([\s_-]|$)/i;

/**
 * Painted badges (a background or border, or badge/chip/pill/tag classes) versus text labels
 * (unpainted uppercase or eyebrow-classed kickers). Other "label"-classed text (a stat's caption)
 * is neither.
 */
export function analyzeBadges(ctx: AnalysisContext): { badges: BadgesSummary; labels: LabelsSummary } {
  const badges: { node: CapturedNode; style: BadgeStyle }[] = [];
  const labels: { node: CapturedNode; style: BadgeStyle }[] = [];
  // The shared classifier keeps labels to 24 characters; a class that says "badge" is enough on its own.
  const candidates = [...componentsOfKind(ctx, 'badge').map((c) => c.node)];
  const seen = new Set(candidates.map((n) => n.id));
  for (const n of ctx.nodes()) {
    if (seen.has(n.id) || n.interactive || !n.text || n.text.length > 60 || n.box.height > 40 || n.box.height <= 0) continue;
    if (badgeClassWeight(n.attrs['class']) > 0 && ctx.children(n.id).length <= 2) candidates.push(n);
  }
  candidates.sort((a, b) => order(a.id) - order(b.id));
  for (const node of candidates) {
    // Table cells are small bordered texts too; they belong to tables, not badges.
    if (CELL.has(node.tag) || CELL.has(ctx.nodeById(node.parent ?? '')?.tag ?? '')) continue;
    const style = badgeStyle(ctx, node);
    const cls = node.attrs['class'] ?? '';
    if (style.background !== null || style.border !== null || BADGE_WORD.test(cls)) badges.push({ node, style });
    else if (style.text_transform === 'uppercase' || /eyebrow|kicker|overline|tagline/i.test(cls)) labels.push({ node, style });
  }
  return { badges: summarize(badges), labels: summarize(labels) };
}

/** 3: a `badge` class token; 2: chip/pill/tag/status; 0: none. Tailwind variants are ignored. */
function badgeClassWeight(value: string | undefined): number {
  let best = 0;
  for (const raw of (value ?? '').split(/\s+/)) {
    const token = raw.slice(raw.lastIndexOf(':') + 1).toLowerCase();
    if (/^(?:[a-z]+[-_])*badge(?:[-_][a-z]+)*$/.test(token)) best = 3;
    else if (/^(?:[a-z]+[-_])*(?:chip|pill|tag|status|label-pill)(?:[-_][a-z]+)*$/.test(token) && !/^(?:rounded|bg|text|border)-/.test(token)) best = Math.max(best, 2);
  }
  return best;
}

const order = (id: string): number => Number(id.replace(/\D/g, '')) || 0;

function summarize(styled: { node: CapturedNode; style: BadgeStyle }[]): BadgesSummary {
  const groups = new Map<string, typeof styled>();
  for (const s of styled) {
    const key = JSON.stringify([s.style.background, s.style.color, s.style.radius_px, s.style.text_transform, s.style.border?.color ?? null]);
    const list = groups.get(key) ?? [];
    list.push(s);
    groups.set(key, list);
  }
  // A class named "badge" is the component itself; pills/tags/chips next; then plain painted labels.
  const variants = [...groups.values()]
    .map((list) => ({ weight: Math.max(...list.map((s) => badgeClassWeight(s.node.attrs['class']))), style: list[0]!.style, count: list.length, examples: list.slice(0, 4).map((s) => ({ node_id: s.node.id, selector: s.node.selector, text: s.node.text })) }))
    .sort((a, b) => b.weight - a.weight || b.count - a.count)
    .map(({ weight: _weight, ...rest }) => rest);
  return { count: styled.length, style: variants[0]?.style ?? null, variants: variants.slice(0, 6) };
}

function badgeStyle(ctx: AnalysisContext, node: CapturedNode): BadgeStyle {
  const radius = radiusOf(node);
  return {
    background: ownBackgroundHex(ctx, node),
    color: paintHex(ctx, node, node.style['color']),
    border: borderOf(ctx, node),
    radius_px: radius,
    shape: radius > 0 && radius >= node.box.height / 2 - 0.5 ? 'pill' : radius > 0 ? 'rounded' : 'square',
    font: fontOf(node),
    text_transform: node.style['text-transform'] ?? null,
    letter_spacing: node.style['letter-spacing'] ?? null,
    padding: paddingOf(node),
  };
}

export function analyzeCards(ctx: AnalysisContext): CardsSummary {
  const all = componentsOfKind(ctx, 'card').map((c) => c.node);
  const ids = new Set(all.map((n) => n.id));
  // A `card`-classed element of another kind (a form, a list item, a link) is a card too.
  for (const n of ctx.nodes()) {
    if (!ids.has(n.id) && /(^|[\s_-])card([\s_-]|$)/i.test(n.attrs['class'] ?? '') && n.box.width >= 160 && n.box.height >= 100) {
      all.push(n);
      ids.add(n.id);
    }
  }
  all.sort((a, b) => order(a.id) - order(b.id));
  // A card inside a card is part of its parent's content; an image frame without any text (a
  // hero illustration's wrapper) and an unpainted gallery tile are not cards either.
  const cards = all.filter((n) => !ctx.ancestors(n.id).some((a) => ids.has(a.id)) && nodeTextDeep(ctx, n, 1) !== '' && paintsSurface(ctx, n));
  const style = mostCommon(cards, (n) => JSON.stringify(cardStyle(ctx, n)));
  const media = cards.map((n) => mediaOf(ctx, n));
  const byMedia: Partial<Record<CardMedia, number>> = {};
  for (const m of media) byMedia[m] = (byMedia[m] ?? 0) + 1;
  const topMedia = mostCommon(media, (m) => m);
  return {
    count: cards.length,
    style: style ? cardStyle(ctx, style.items[0]!) : null,
    media: (topMedia?.key as CardMedia | undefined) ?? null,
    by_media: byMedia,
    grids: gridsOf(ctx, cards),
    examples: (style?.items ?? cards).slice(0, 5).map((n) => ({ node_id: n.id, selector: n.selector })),
  };
}

function cardStyle(ctx: AnalysisContext, node: CapturedNode): CardStyle {
  return { background: ownBackgroundHex(ctx, node), border: borderOf(ctx, node), radius_px: radiusOf(node), shadow: shadowOf(node), padding: paddingOf(node) };
}

function mediaOf(ctx: AnalysisContext, card: CapturedNode): CardMedia {
  if (/url\(/.test(card.style['background-image'] ?? '')) return 'image_background';
  const first = descendants(ctx, card).find((n) => n.box.width > 0 && n.box.height > 0 && (n.tag === 'img' || n.tag === 'picture' || n.tag === 'video' || n.tag === 'svg' || /url\(/.test(n.style['background-image'] ?? '')));
  if (!first) return 'text_only';
  const { box } = first;
  const textAbove = descendants(ctx, card).some((n) => n.text && n.box.y + n.box.height <= box.y);
  if (box.width <= 72 && box.height <= 72) return textAbove ? 'text_only' : 'icon_top';
  if (!textAbove && box.width >= card.box.width * 0.8 && box.y - card.box.y <= px(card.style['padding-top']) + 8) return 'image_top';
  if (box.width < card.box.width * 0.6) return 'image_side';
  return textAbove ? 'text_only' : 'image_top';
}

/** Parents holding two or more cards: how many columns their first row has, and the gap. */
function gridsOf(ctx: AnalysisContext, cards: CapturedNode[]): CardsSummary['grids'] {
  const byParent = new Map<string, CapturedNode[]>();
  for (const c of cards) {
    if (c.parent === null) continue;
    const list = byParent.get(c.parent) ?? [];
    list.push(c);
    byParent.set(c.parent, list);
  }
  const grids: CardsSummary['grids'] = [];
  for (const [parentId, list] of byParent) {
    if (list.length < 2) continue;
    const top = Math.min(...list.map((c) => c.box.y));
    const row = list.filter((c) => Math.abs(c.box.y - top) <= 4).sort((a, b) => a.box.x - b.box.x);
    const gaps = row.slice(1).map((c, i) => c.box.x - (row[i]!.box.x + row[i]!.box.width)).sort((a, b) => a - b);
    const parent = ctx.nodeById(parentId)!;
    grids.push({ node_id: parent.id, selector: parent.selector, cards: list.length, columns: row.length, gap_px: gaps.length > 0 ? round(gaps[Math.floor(gaps.length / 2)]!) : null });
  }
  return grids.sort((a, b) => b.cards - a.cards).slice(0, 6);
}
