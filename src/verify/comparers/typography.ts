/**
 * Typography comparer (issue 5 §2 "typography: family exact / same class / different; size scale
 * and ratio"). Both sides are read the same way (typography-roles: text elements by role,
 * weighted by painted text area), so a page against itself agrees exactly.
 *
 * score = 0.7 · fit + 0.3 · allowance, fit = 0.5 · families + 0.35 · sizes + 0.15 · weights;
 * allowance (issue 10 §1): the share of the source's text set in a family the reference renders or
 * declares anywhere (vocabulary.ts), so an article page's serif that the brand uses for its quotes
 * is the brand's own.
 * - families: per role (body 0.45, heading 0.35, ui 0.15, mono 0.05; roles both sides have), the
 *   share of the source's text whose family the reference uses in that role (1), or whose class
 *   (serif / sans / mono / display / system) it uses (0.5).
 * - sizes: sizes off the reference scale (dead zone 2%), body and h1–h6 sizes, heading ratio.
 * - weights: per role, earth mover's distance of the weight mix (100 = one weight step).
 * Fixes: replace_font_family when a source family the reference never uses in a role maps to one
 * reference family of that role the source under-uses (the only one of its class, or ≥ 2× the next);
 * snap_font_size for text both pages share (same selector and tag) back to the reference element's
 * size, and for other text off the scale when the nearest step is unambiguous.
 */
import { familyAllowance, vocabularyOf } from '../vocabulary.js';
import { lengthVocabularyOf } from '../vocabulary-lengths.js';
import type { ComponentVerdict, Comparer, Fix, JudgeSide, ReplaceFontFamilyFix, VerdictIssue } from '../types.js';
import { elementRefs, type FeatureElement } from '../features.js';
import { describeElements, pxText, reachableIds, round, selectorsOf, weightedMean } from './spacing-snap.js';
import { familyAgreement, familyShares, textItems, TEXT_ROLES, type FamilyShare, type TextItem, type TextRole } from './typography-roles.js';
import { compareSizes, compareWeights, referenceSizes, sharedSizeFixes, sizeCost, sizeFixes, SIZE_DEAD_ZONE } from './typography-sizes.js';

const PART_WEIGHTS = { families: 0.5, sizes: 0.35, weights: 0.15 };
/** Share of the score given to setting text only in families the brand has (vocabulary.ts). */
const ALLOWANCE_WEIGHT = 0.3;
/** Cap ramp for text in families the brand does not have (share of the text). */
const FOREIGN_TYPE = { from: 0.2, to: 0.5, max: 0.6 };
const ROLE_WEIGHTS: Record<TextRole, number> = { body: 0.45, heading: 0.35, ui: 0.15, mono: 0.05 };
const ROLE_WORDS: Record<TextRole, string> = { body: 'Body text', heading: 'Headings', ui: 'UI text (buttons, navigation, fields)', mono: 'Code text' };
/** Body text in another class than the reference's (serif for sans…) breaks the brand. */
const BODY_CLASS_CAP = 0.8;

export const typographyComparer: Comparer = {
  id: 'typography',
  compare: compareTypography,
};

interface RoleReading {
  role: TextRole;
  weight: number;
  agreement: number;
  exact: number;
  source: FamilyShare[];
  reference: FamilyShare[];
}

export function compareTypography(reference: JudgeSide, source: JudgeSide): ComponentVerdict {
  const refItems = textItems(reference);
  const srcItems = textItems(source);
  if (refItems.length === 0 || srcItems.length === 0) {
    return { component: 'typography', score: null, summary: 'No text to compare on one of the pages.', issues: [], fixes: [], caps: [], details: { source_text_elements: srcItems.length, reference_text_elements: refItems.length } };
  }

  const roles: RoleReading[] = [];
  for (const role of TEXT_ROLES) {
    const s = familyShares(srcItems.filter((i) => i.role === role));
    const r = familyShares(refItems.filter((i) => i.role === role));
    if (s.length === 0 || r.length === 0) continue;
    const a = familyAgreement(s, r);
    roles.push({ role, weight: ROLE_WEIGHTS[role], agreement: a.score, exact: a.exact, source: s, reference: r });
  }
  const familyScore = 1 - weightedMean(roles.map((r) => ({ weight: r.weight, cost: 1 - r.agreement })));

  const typo = reference.designSystem.typography as { scale?: { steps?: { px: number }[]; ratio?: number | null } } | undefined;
  // issue 10 §1: every size the brand renders or declares anywhere is on its scale (vocabulary-lengths).
  const scale = referenceSizes(refItems, [...(typo?.scale?.steps ?? []).map((s) => s.px), ...lengthVocabularyOf(reference).fontSizes]);
  const srcRatio = (source.designSystem.typography as { scale?: { ratio?: number | null } } | undefined)?.scale?.ratio ?? null;
  const sizes = compareSizes(srcItems, refItems, scale, { source: srcRatio, reference: typo?.scale?.ratio ?? null }, lengthVocabularyOf(reference).fontSizes);
  const weights = compareWeights(srcItems, refItems);

  const fit = PART_WEIGHTS.families * familyScore + PART_WEIGHTS.sizes * sizes.score + PART_WEIGHTS.weights * weights.score;
  // issue 10 §1: families the brand uses anywhere are its own, whatever role this page gives them.
  const allowed = familyAllowance(vocabularyOf(reference), source);
  const score = allowed.score === null ? fit : (1 - ALLOWANCE_WEIGHT) * fit + ALLOWANCE_WEIGHT * allowed.score;
  const roleTotal = roles.reduce((s, r) => s + r.weight, 0) || 1;
  const reachable = reachableIds(source.capture);

  const issues: VerdictIssue[] = [];
  const familyFixes = new Map<string, { fix: ReplaceFontFamilyFix; elements: FeatureElement[]; severity: number }>();
  for (const r of roles) {
    const refShare = new Map(r.reference.map((f) => [f.family, f.share]));
    for (const f of r.source) {
      const refUse = refShare.get(f.family) ?? 0;
      const leftover = f.share - Math.min(f.share, refUse);
      // A family the reference also uses in this role at another share is a matter of proportion:
      // it costs score, and is worth a recommendation only when the gap is large.
      const foreign = refUse < 0.02;
      if (leftover < (foreign ? 0.02 : 0.25)) continue;
      const target = mapFamily(f, r.source, r.reference);
      const sameClass = target.family.familyClass === f.familyClass;
      const severity = PART_WEIGHTS.families * (r.weight / roleTotal) * leftover * (sameClass ? 0.5 : 1);
      const elements = f.items.map((i) => i.element);
      const are = elements.length === 1 ? 'is' : 'are';
      issues.push({
        severity: round(severity, 4),
        property: 'font-family',
        current: f.name,
        target: target.family.stack,
        elements: elementRefs(elements),
        message: foreign
          ? `${ROLE_WORDS[r.role]} ${describeElements(elements)} ${are} set in ${f.name}; use the reference ${r.role} family ${target.family.name} (${target.family.stack}).`
          : `${ROLE_WORDS[r.role]} ${describeElements(elements)} ${are} set in ${f.name} (${Math.round(f.share * 100)}% of that text; the reference: ${Math.round(refUse * 100)}%); use the reference's main ${r.role} family ${target.family.name} (${target.family.stack}) for more of it.`,
      });
      // Fix only a family the reference never uses in this role, mapped unambiguously.
      if (!foreign || !target.unambiguous) continue;
      const fixable = elements.filter((e) => reachable.has(e.node_id));
      if (fixable.length === 0) continue;
      const key = `${f.family}→${target.family.stack}`;
      const entry = familyFixes.get(key) ?? { fix: { action: 'replace_font_family', property: 'font-family', from: f.name, to_value: target.family.stack, selectors: [], count: 0 }, elements: [], severity: 0 };
      entry.elements.push(...fixable);
      entry.severity += severity;
      familyFixes.set(key, entry);
    }
  }

  const scaleText = scale.map((s) => pxText(s)).join(', ');
  const srcTotal = srcItems.reduce((s, i) => s + i.weight, 0) || 1;
  const reachableItems = srcItems.filter((i) => reachable.has(i.element.node_id));
  const sharedGroups = sharedSizeFixes(reachableItems, refItems);
  for (const g of sharedGroups) {
    const one = g.elements.length === 1;
    issues.push({
      severity: round(PART_WEIGHTS.sizes * 0.4 * (g.cost / srcTotal), 4),
      property: 'font-size',
      current: g.fix.from,
      target: g.fix.to_value,
      elements: elementRefs(g.elements),
      message: `Text ${describeElements(g.elements)} ${one ? 'is' : 'are'} ${g.fix.from} where the same element${one ? '' : 's'} on the reference ${one ? 'is' : 'are'} ${g.fix.to_value}.`,
    });
  }
  const sizeGroups = [...sharedGroups, ...sizeFixes(reachableItems, scale, new Set(sharedGroups.flatMap((g) => g.elements.map((e) => e.node_id))))];
  const offScale = new Map<number, TextItem[]>();
  for (const i of srcItems) {
    const px = i.element.font_size_px;
    if (!scale.some((s) => Math.abs(Math.log(px / s)) <= SIZE_DEAD_ZONE)) offScale.set(px, [...(offScale.get(px) ?? []), i]);
  }
  for (const [px, items] of [...offScale.entries()].sort((a, b) => a[0] - b[0])) {
    const nearest = [...scale].sort((a, b) => Math.abs(a - px) - Math.abs(b - px) || a - b).slice(0, 2);
    const lost = items.reduce((s, i) => s + i.weight * sizeCost(px, scale), 0) / srcTotal;
    const elements = items.map((i) => i.element);
    issues.push({
      severity: round(PART_WEIGHTS.sizes * 0.5 * lost, 4),
      property: 'font-size',
      current: pxText(px),
      target: pxText(nearest[0]!),
      elements: elementRefs(elements),
      message: `Text ${describeElements(elements)} is ${pxText(px)}, off the reference type scale (${scaleText}); the nearest reference sizes are ${nearest.map((n) => pxText(n)).join(' and ')}.`,
    });
  }
  for (const l of sizes.levels) {
    if (l.cost <= 0) continue;
    const items = srcItems.filter((i) => (l.level === 'body' ? i.role === 'body' : i.level === Number(l.level.slice(1))) && Math.abs(i.element.font_size_px - l.source_px) <= 0.5);
    const label = l.level === 'body' ? 'Body text' : `${l.level.toUpperCase()} headings`;
    issues.push({
      severity: round(PART_WEIGHTS.sizes * 0.4 * l.cost * (l.level === 'body' ? 0.4 : 0.15), 4),
      property: 'font-size',
      current: pxText(l.source_px),
      target: pxText(l.reference_px),
      elements: elementRefs(items.map((i) => i.element)),
      message: `${label} ${describeElements(items.map((i) => i.element))} ${items.length === 1 ? 'is' : 'are'} ${pxText(l.source_px)}; the reference ${l.level === 'body' ? 'body size' : l.level + ' size'} is ${pxText(l.reference_px)}.`,
    });
  }
  for (const w of weights.roles) {
    if (w.cost <= 0) continue;
    const s = dominantWeight(srcItems.filter((i) => i.role === w.role));
    const r = dominantWeight(refItems.filter((i) => i.role === w.role));
    if (s === r) continue; // same main weight, other proportions: a cost, not a recommendation
    const items = srcItems.filter((i) => i.role === w.role && i.element.font_weight !== r);
    issues.push({
      severity: round(PART_WEIGHTS.weights * w.cost * (ROLE_WEIGHTS[w.role] / roleTotal), 4),
      property: 'font-weight',
      current: String(s),
      target: String(r),
      elements: elementRefs(items.map((i) => i.element)),
      message: `${ROLE_WORDS[w.role]} ${describeElements(items.map((i) => i.element))} mostly use weight ${s}; the reference ${w.role} text uses ${r}.`,
    });
  }
  issues.sort((a, b) => b.severity - a.severity || a.message.localeCompare(b.message));

  const fixes: { fix: Fix; severity: number }[] = [
    ...[...familyFixes.values()].map((e) => ({ fix: { ...e.fix, selectors: selectorsOf(e.elements), count: e.elements.length }, severity: e.severity })),
    ...sizeGroups.map((g) => ({ fix: { ...g.fix, selectors: selectorsOf(g.elements), count: g.elements.length }, severity: PART_WEIGHTS.sizes * 0.5 * (g.cost / srcTotal) })),
  ];
  fixes.sort((a, b) => b.severity - a.severity || JSON.stringify(a.fix).localeCompare(JSON.stringify(b.fix)));

  const caps: ComponentVerdict['caps'] = [];
  // A foreign type family (issue 10 §1): most of the page's text in families the brand never
  // renders nor declares. Ramps from 1 at 20 % of the text to FOREIGN_TYPE.max at ≥ 50 %.
  const foreignShare = allowed.score === null ? 0 : 1 - allowed.score;
  const foreignT = Math.min(1, Math.max(0, (foreignShare - FOREIGN_TYPE.from) / (FOREIGN_TYPE.to - FOREIGN_TYPE.from)));
  if (foreignT > 0) {
    const evidence = `${Math.round(foreignShare * 100)}% of the text is set in ${allowed.foreign.join(', ')}, which the reference brand neither renders nor declares; it uses ${[...vocabularyOf(reference).families].slice(0, 4).join(', ') || 'no named family'}`;
    caps.push({ max_score: round(1 - (1 - FOREIGN_TYPE.max) * foreignT, 4), reason: `foreign type: ${evidence}`, rule: 'foreign_type', evidence });
  }
  const body = roles.find((r) => r.role === 'body');
  if (body && body.agreement < 0.5 && body.source[0]!.familyClass !== body.reference[0]!.familyClass) {
    const reason = `body text is set in ${body.source[0]!.name} (${body.source[0]!.familyClass}), a different kind of type from the reference's ${body.reference[0]!.name} (${body.reference[0]!.familyClass})`;
    caps.push({ max_score: BODY_CLASS_CAP, reason, rule: 'foreign_body_type', evidence: reason });
  }

  const details = {
    families: Object.fromEntries(roles.map((r) => [r.role, {
      agreement: round(r.agreement, 4),
      exact: round(r.exact, 4),
      source: r.source.slice(0, 5).map((f) => ({ family: f.name, class: f.familyClass, share: round(f.share, 3) })),
      reference: r.reference.slice(0, 5).map((f) => ({ family: f.name, class: f.familyClass, share: round(f.share, 3) })),
    }])),
    family_score: round(familyScore, 4),
    sizes: { ...sizes, score: round(sizes.score, 4), reference_scale_px: scale },
    weights: { ...weights, score: round(weights.score, 4) },
    part_weights: PART_WEIGHTS,
    allowance: { ...allowed, weight: ALLOWANCE_WEIGHT },
  };
  return {
    component: 'typography',
    score: round(Math.max(0, Math.min(1, score)), 4),
    summary: summaryOf(roles, sizes.on_scale_share),
    issues,
    fixes: fixes.map((f) => f.fix),
    caps,
    details,
  };
}

/**
 * The reference family a source family should become in its role: one the source under-uses there
 * (the reference text it displaces), preferring the same class, and whether that is unambiguous
 * (the only such family of its class, or at least twice the next by share).
 */
function mapFamily(f: FamilyShare, source: readonly FamilyShare[], reference: readonly FamilyShare[]): { family: FamilyShare; unambiguous: boolean } {
  const srcShare = new Map(source.map((x) => [x.family, x.share]));
  const displaced = reference
    .map((r) => ({ r, left: r.share - Math.min(r.share, srcShare.get(r.family) ?? 0) }))
    .filter((x) => x.r.family !== f.family && x.left >= 0.02)
    .sort((a, b) => b.left - a.left || a.r.family.localeCompare(b.r.family));
  if (displaced.length === 0) {
    const other = reference.filter((r) => r.family !== f.family);
    return { family: other[0] ?? reference[0]!, unambiguous: false };
  }
  const sameClass = displaced.filter((x) => x.r.familyClass === f.familyClass);
  const pool = sameClass.length > 0 ? sameClass : displaced;
  return { family: pool[0]!.r, unambiguous: pool.length === 1 || pool[0]!.left >= 2 * pool[1]!.left };
}

function dominantWeight(items: readonly TextItem[]): number {
  const w = new Map<number, number>();
  for (const i of items) w.set(i.element.font_weight, (w.get(i.element.font_weight) ?? 0) + i.weight);
  return [...w.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 400;
}

function summaryOf(roles: readonly RoleReading[], onScale: number): string {
  const parts = roles.filter((r) => r.role === 'body' || r.role === 'heading').map((r) => {
    const s = r.source[0]!;
    const ref = r.reference[0]!;
    const verdict = s.family === ref.family ? 'matches' : s.familyClass === ref.familyClass ? 'same kind as' : 'differs from';
    return `${r.role} ${s.name} ${verdict} ${ref.name}`;
  });
  return `${parts.join('; ') || 'No body or heading text on both pages'}; ${Math.round(onScale * 100)}% of the text is on the reference type scale.`;
}
