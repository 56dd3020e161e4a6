/**
 * Pricing tables (spec §2.3 `data_display`: pricing tables): side-by-side plans, each with a
 * prominent price (`$29/mo`, `€ 12 per month`, `19 kr`), a feature list and a call to action,
 * and the highlighted/recommended plan.
 *
 * A plan is found from its price: the nearest ancestor of a large price text whose siblings hold
 * prices too. Sibling plans without a price ("Enterprise — Contact us") are added when they are
 * shaped like the others. Product cards with prices (`£34 · 60 cm`) are not plans: a plan needs
 * a billing period or a feature list.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { componentsOfKind, type ComponentKind } from '../derived/components.js';
import { borderOf, fontOf, mostCommon, ownBackgroundHex, radiusOf, round, shadowOf, type BorderStyle, type FontStyle } from '../derived/nav-style.js';
import { nodeTextDeep } from '../derived/nav-text.js';
import { parseColor } from '../shared/color.js';
import { isCta } from './navigation-header.js';

export interface PlanPrice {
  /** The price text as shown, with its period ("$24 / editor / month"). */
  raw: string;
  amount: number | null;
  currency: string | null;
  period: 'month' | 'year' | 'week' | 'day' | 'once' | 'forever' | null;
  node_id: string;
}

export interface PricingPlan {
  name: string | null;
  price: PlanPrice | null;
  features: string[];
  cta: { label: string; href: string | null; is_cta: boolean; node_id: string } | null;
  badge: string | null;
  highlighted: boolean;
  /** Why the plan reads as highlighted (badge, class, border, shadow, background, size). */
  highlight_reasons: string[];
  style: { background: string | null; border: BorderStyle | null; radius_px: number; shadow: string | null };
  node_id: string;
  selector: string;
}

export interface PricingTable {
  node_id: string;
  selector: string;
  plans: PricingPlan[];
  highlighted_plan: string | null;
  currencies: string[];
  price_font: FontStyle | null;
}

const CURRENCY = /(?:US\$|A\$|C\$|R\$|[$€£¥₹₩₽]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|INR|JPY|SEK|NOK|DKK|PLN)\b)\s?\d[\d.,]*|\d[\d.,]*\s?(?:[€£$₹₽]|\b(?:USD|EUR|GBP|CHF|kr|zł|Kč|SEK|NOK|DKK|PLN)\b)/i;
const PERIOD = /(?:\/|\bper\b|\ba\b)\s*(?:[a-z]+\s*\/\s*)?(mo|month|yr|year|annum|week|wk|day)\b|\b(monthly|annually|yearly|weekly|daily)\b|\b(forever|one[- ]time|lifetime|once)\b|\/\s*(?:user|seat|editor|member)\b/i;
const HIGHLIGHT_CLASS = /(^|[\s_-])(featured|highlight(ed)?|popular|recommended|best|preferred|emphasi[sz]ed)([\s_-]|$)/i;
const HIGHLIGHT_TEXT = /most popular|popular|recommended|best value|best deal|most chosen|our pick|\bsave\b/i;

export function analyzePricing(ctx: AnalysisContext, bodySize: number): PricingTable[] {
  // A large price: currency and amount in the node's own text, or a bare amount whose currency
  // sign sits in a child (`<p>29<sup>$</sup></p>`) or beside it (`<span>$</span><span>29</span>`,
  // then the wrapper is the price).
  const found = new Set<CapturedNode>();
  for (const n of ctx.nodes()) {
    if (n.text.length > 40 || Number.parseFloat(n.style['font-size'] ?? '0') < Math.max(20, bodySize * 1.25)) continue;
    if (CURRENCY.test(n.text) || (/^\d[\d.,]*$/.test(n.text) && CURRENCY.test(nodeTextDeep(ctx, n, 40)))) found.add(n);
    else if (/^\d[\d.,]*$/.test(n.text) && n.parent !== null) {
      const parent = ctx.nodeById(n.parent);
      if (parent && CURRENCY.test(nodeTextDeep(ctx, parent, 40))) found.add(parent);
    }
  }
  const priceNodes = [...found];
  if (priceNodes.length === 0) return [];
  const priceSet = new Set(priceNodes);
  // How many price nodes each ancestor holds.
  const under = new Map<string, number>();
  for (const p of priceNodes) for (const a of ctx.ancestors(p.id)) under.set(a.id, (under.get(a.id) ?? 0) + 1);
  const grids = new Map<string, Set<string>>();
  for (const p of priceNodes) {
    for (const a of ctx.ancestors(p.id)) {
      if (a.parent === null || (under.get(a.id) ?? 0) !== 1) continue;
      const siblings = ctx.children(a.parent).filter((s) => (under.get(s.id) ?? 0) >= 1 || s.id === p.id);
      if (siblings.length < 2) continue;
      const set = grids.get(a.parent) ?? new Set<string>();
      set.add(a.id);
      grids.set(a.parent, set);
      break;
    }
  }
  const tables: PricingTable[] = [];
  for (const [gridId, planIds] of grids) {
    const grid = ctx.nodeById(gridId)!;
    const priced = ctx.children(gridId).filter((c) => planIds.has(c.id));
    const ref = priced[0]!.box;
    // Unpriced siblings shaped like the priced plans ("Enterprise: Contact us").
    const planNodes = ctx.children(gridId).filter((c) => planIds.has(c.id) || (Math.abs(c.box.width - ref.width) <= ref.width * 0.15 && c.box.height >= ref.height * 0.5 && c.tag === priced[0]!.tag));
    const plans = planNodes.map((n) => planOf(ctx, n, priceSet));
    if (!plans.some((p) => p.price?.period || p.features.length >= 2)) continue;
    markHighlighted(ctx, plans, planNodes);
    const highlighted = plans.find((p) => p.highlighted);
    const priceNodesHere = plans.map((p) => (p.price ? ctx.nodeById(p.price.node_id) : undefined)).filter((n): n is CapturedNode => n !== undefined);
    const font = mostCommon(priceNodesHere, (n) => `${n.style['font-family']}|${n.style['font-size']}|${n.style['font-weight']}`);
    tables.push({
      node_id: grid.id,
      selector: grid.selector,
      plans,
      highlighted_plan: highlighted ? highlighted.name ?? highlighted.node_id : null,
      currencies: [...new Set(plans.map((p) => p.price?.currency).filter((c): c is string => Boolean(c)))],
      price_font: font ? fontOf(font.items[0]!) : null,
    });
  }
  return tables;
}

function planOf(ctx: AnalysisContext, plan: CapturedNode, priceNodes: ReadonlySet<CapturedNode>): PricingPlan {
  const nodes = descendants(ctx, plan);
  const priceNode = nodes.find((n) => priceNodes.has(n)) ?? null;
  const heading = nodes.find((n) => /^h[1-6]$/.test(n.tag) && n.text) ?? nodes.find((n) => n.text && Number.parseFloat(n.style['font-weight'] ?? '400') >= 600 && n !== priceNode && !isBadge(ctx, n));
  const list = nodes.filter((n) => n.tag === 'ul' || n.tag === 'ol').sort((a, b) => ctx.children(b.id).length - ctx.children(a.id).length)[0];
  const features = list ? ctx.children(list.id).filter((li) => li.tag === 'li').map((li) => nodeTextDeep(ctx, li, 120)).filter(Boolean).slice(0, 20) : [];
  const buttons = idsOfKind(ctx, 'button');
  const action = nodes.find((n) => (n.tag === 'a' || n.tag === 'button') && buttons.has(n.id)) ?? nodes.find((n) => n.tag === 'button');
  const badge = nodes.find((n) => isBadge(ctx, n) && n.text);
  return {
    name: heading ? nodeTextDeep(ctx, heading, 60) : null,
    price: priceNode ? priceOf(ctx, priceNode) : null,
    features,
    cta: action ? { label: nodeTextDeep(ctx, action, 60), href: action.attrs['href'] !== undefined && URL.canParse(action.attrs['href'], ctx.capture.final_url) ? new URL(action.attrs['href'], ctx.capture.final_url).href : null, is_cta: isCta(ctx, action.id), node_id: action.id } : null,
    badge: badge ? badge.text : null,
    highlighted: false,
    highlight_reasons: [],
    style: { background: ownBackgroundHex(ctx, plan), border: borderOf(ctx, plan), radius_px: radiusOf(plan), shadow: shadowOf(plan) },
    node_id: plan.id,
    selector: plan.selector,
  };
}

function isBadge(ctx: AnalysisContext, n: CapturedNode): boolean {
  return idsOfKind(ctx, 'badge').has(n.id) || (HIGHLIGHT_TEXT.test(n.text) && n.text.length <= 30 && n.box.height <= 36);
}

function priceOf(ctx: AnalysisContext, node: CapturedNode): PlanPrice {
  // The period often sits in a child (`<small>/ month</small>`) or the next sibling.
  let raw = nodeTextDeep(ctx, node, 80);
  if (!PERIOD.test(raw) && node.parent) {
    const siblings = ctx.children(node.parent);
    const next = siblings[siblings.indexOf(node) + 1];
    if (next && next.box.y <= node.box.y + node.box.height + 8) {
      const extra = nodeTextDeep(ctx, next, 60);
      if (PERIOD.test(extra)) raw = `${raw} ${extra}`;
    }
  }
  const money = CURRENCY.exec(raw)?.[0] ?? '';
  const currency = /US\$|A\$|C\$|R\$|[$€£¥₹₩₽]|USD|EUR|GBP|CHF|CAD|AUD|INR|JPY|SEK|NOK|DKK|PLN|kr|zł|Kč/i.exec(money)?.[0] ?? null;
  const digits = /\d[\d.,]*/.exec(money)?.[0] ?? '';
  const period = PERIOD.exec(raw);
  let p: PlanPrice['period'] = null;
  if (period) {
    const word = (period[1] ?? period[2] ?? period[3] ?? '').toLowerCase();
    if (/^(mo|month|monthly)$/.test(word)) p = 'month';
    else if (/^(yr|year|annum|annually|yearly)$/.test(word)) p = 'year';
    else if (/^(week|wk|weekly)$/.test(word)) p = 'week';
    else if (/^(day|daily)$/.test(word)) p = 'day';
    else if (/^forever$/.test(word)) p = 'forever';
    else if (word) p = 'once';
  }
  return { raw, amount: parseAmount(digits), currency, period: p, node_id: node.id };
}

/** `1,299.00` → 1299; `1.299,00` → 1299; `24` → 24. */
export function parseAmount(digits: string): number | null {
  if (!digits) return null;
  let normalized = digits.replace(/[.,]$/, '');
  const lastComma = normalized.lastIndexOf(',');
  const lastDot = normalized.lastIndexOf('.');
  if (lastComma > lastDot) normalized = normalized.length - lastComma === 3 ? normalized.replace(/\./g, '').replace(',', '.') : normalized.replace(/,/g, '');
  else normalized = normalized.replace(/,/g, '');
  const value = Number.parseFloat(normalized);
  return Number.isFinite(value) ? round(value) : null;
}

function markHighlighted(ctx: AnalysisContext, plans: PricingPlan[], nodes: CapturedNode[]): void {
  const common = <T>(values: T[]): T | undefined => mostCommon(values, (v) => JSON.stringify(v))?.items[0];
  const border = common(plans.map((p) => p.style.border));
  const shadow = common(plans.map((p) => p.style.shadow));
  const background = common(plans.map((p) => p.style.background));
  const heights = nodes.map((n) => n.box.height).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)]!;
  const distinctCta = distinctCallToAction(ctx, plans);
  // Side by side (cards) a taller plan is emphasized; stacked rows differ in height by content.
  const sideBySide = new Set(nodes.map((n) => Math.round(n.box.y))).size === 1;
  const scores = plans.map((plan, i) => {
    const node = nodes[i]!;
    const reasons: string[] = [];
    let score = 0;
    const add = (weight: number, reason: string): void => {
      score += weight;
      reasons.push(reason);
    };
    if (plan.badge) add(4, `badge "${plan.badge}"`);
    if (HIGHLIGHT_CLASS.test(node.attrs['class'] ?? '')) add(2, `class "${node.attrs['class']}"`);
    if (plans.length > 1 && JSON.stringify(plan.style.border) !== JSON.stringify(border)) add(1.5, `border ${plan.style.border ? `${plan.style.border.width_px}px ${plan.style.border.color}` : 'none'} unlike the others`);
    if (plans.length > 1 && plan.style.shadow !== shadow) add(1, 'shadow unlike the others');
    if (plans.length > 1 && plan.style.background !== background) add(1.5, `background ${plan.style.background} unlike the others`);
    if (plans.length > 2 && sideBySide && node.box.height > medianHeight * 1.04) add(0.5, 'taller than the others');
    // List-style pricing often marks the recommended plan only by its button.
    if (distinctCta === i) add(1.5, 'its call to action stands out from the others');
    return { score, reasons };
  });
  const max = Math.max(...scores.map((s) => s.score));
  const winners = scores.filter((s) => s.score === max);
  if (max <= 0 || winners.length !== 1) return;
  const i = scores.indexOf(winners[0]!);
  plans[i]!.highlighted = true;
  plans[i]!.highlight_reasons = winners[0]!.reasons;
}

/** Node ids of one component kind, as a set (memoized). */
export function idsOfKind(ctx: AnalysisContext, kind: ComponentKind): ReadonlySet<string> {
  return ctx.derive(`data_display:ids:${kind}`, () => new Set(componentsOfKind(ctx, kind).map((c) => c.node.id)));
}

/**
 * The plan whose button differs from all the others' (a filled primary among outline or tinted
 * ones): with three or more plans, the one CTA paint that occurs once while the rest share
 * another; with two, the filled one, or the more saturated fill. -1 when none stands out.
 */
function distinctCallToAction(ctx: AnalysisContext, plans: PricingPlan[]): number {
  const paint = plans.map((p) => {
    const node = p.cta ? ctx.nodeById(p.cta.node_id) : undefined;
    return node ? (ownBackgroundHex(ctx, node) ?? 'none') : null;
  });
  if (paint.some((x) => x === null)) return -1;
  if (plans.length >= 3) {
    const counts = new Map<string, number>();
    for (const x of paint) counts.set(x!, (counts.get(x!) ?? 0) + 1);
    const once = paint.filter((x) => counts.get(x!) === 1);
    return once.length === 1 && counts.size === 2 ? paint.indexOf(once[0]!) : -1;
  }
  if (plans.length === 2 && paint[0] !== paint[1]) {
    if (paint[0] === 'none' || paint[1] === 'none') return paint[0] === 'none' ? 1 : 0;
    const chroma = paint.map((x) => parseColor(x)!.oklch.c);
    if (Math.abs(chroma[0]! - chroma[1]!) > 0.05) return chroma[0]! > chroma[1]! ? 0 : 1;
  }
  return -1;
}

export function descendants(ctx: AnalysisContext, root: CapturedNode): CapturedNode[] {
  const out: CapturedNode[] = [];
  const stack = [...ctx.children(root.id)].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    out.push(n);
    const kids = ctx.children(n.id);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return out;
}
