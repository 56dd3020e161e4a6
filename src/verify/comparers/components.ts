/**
 * Components comparer (issue 5 §2 "components: buttons and inputs against the reference's
 * variants"). Button clusters of both pages (actions.buttons: same analysis on both sides) are
 * matched primary ↔ primary, then each other source cluster to the reference variant nearest in
 * style (components-match; +0.1 when the variant differs); fields (actions.inputs) to the nearest
 * reference field style. score = 1 − weighted style cost (clusters weighted by count, primary ×3;
 * buttons 0.75, fields 0.25 when both pages have fields); null when neither kind is on both pages.
 *
 * Fixes stay on what no other comparer fixes, for the members of an unambiguously matched
 * cluster: padding (snap_spacing, `padding`) and font-weight (snap_to_token). Background, radius,
 * border, font family and size differences are issues with the exact reference values (the colors,
 * shape and typography comparers fix those properties).
 */
import type { ComponentVerdict, Comparer, Fix, JudgeSide, VerdictIssue } from '../types.js';
import { elementRefs, type FeatureElement } from '../features.js';
import type { ActionsSection } from '../../analyze/sections/actions.js';
import { clusterMembers, describeStyle, factsOf, partCosts, PART_WEIGHTS, styleCost, type Part, type StyleFacts } from './components-match.js';
import { boxCss } from './spacing-fixes.js';
import { describeElements, reachableIds, round, selectorsOf } from './spacing-snap.js';

export const componentsComparer: Comparer = {
  id: 'components',
  compare: compareComponents,
};

const BUTTONS_WEIGHT = 0.75;
const INPUTS_WEIGHT = 0.25;
const PRIMARY_WEIGHT = 3;
const VARIANT_PENALTY = 0.1;
/** A button style this close to one the reference renders is that style (paint, corners, padding alike). */
const SAME_STYLE = 0.1;
const PART_PROPERTY: Record<Part, string> = {
  background: 'background-color', radius: 'border-radius', padding: 'padding', border: 'border', family: 'font-family', size: 'font-size', weight: 'font-weight', color: 'color',
};

interface Match {
  kind: 'button' | 'input';
  source: StyleFacts;
  reference: StyleFacts;
  members: FeatureElement[];
  parts: Record<Part, number>;
  cost: number;
  unambiguous: boolean;
  weight: number;
}

type Actions = Partial<Pick<ActionsSection, 'buttons' | 'inputs'>>;

export function compareComponents(reference: JudgeSide, source: JudgeSide): ComponentVerdict {
  const refActions = (reference.designSystem.actions ?? {}) as Actions;
  const srcActions = (source.designSystem.actions ?? {}) as Actions;
  const refButtons = (refActions.buttons ?? []).map((b) => factsOf(b, b.variant));
  // A style the source declares but renders on no element (actions: `count: 0`, a primary taken
  // from its stylesheet rule) is not on the page: a missing component is no fault (issue 10 §1),
  // and weighing it by its count of 0 made the whole score 0/0 = NaN (issue 10 item 4).
  const srcButtons = (srcActions.buttons ?? []).filter((b) => b.count > 0).map((b) => factsOf(b, b.variant));
  const refInputs = (refActions.inputs ?? []).map((i) => factsOf(i, 'field'));
  const srcInputs = (srcActions.inputs ?? []).filter((i) => i.count > 0).map((i) => factsOf(i, 'field'));

  const buttonMatches = refButtons.length > 0 && srcButtons.length > 0 ? matchClusters('button', source, srcButtons, refButtons) : [];
  const inputMatches = refInputs.length > 0 && srcInputs.length > 0 ? matchClusters('input', source, srcInputs, refInputs) : [];
  if (buttonMatches.length === 0 && inputMatches.length === 0) {
    return {
      component: 'components', score: null, summary: 'No buttons or fields on both pages to compare.', issues: [], fixes: [], caps: [],
      details: { buttons: { source: srcButtons.length, reference: refButtons.length }, inputs: { source: srcInputs.length, reference: refInputs.length } },
    };
  }
  const kindCost = (ms: readonly Match[]): number => ms.reduce((s, m) => s + m.weight * m.cost, 0) / ms.reduce((s, m) => s + m.weight, 0);
  const kinds = [
    ...(buttonMatches.length > 0 ? [{ weight: BUTTONS_WEIGHT, cost: kindCost(buttonMatches), matches: buttonMatches }] : []),
    ...(inputMatches.length > 0 ? [{ weight: INPUTS_WEIGHT, cost: kindCost(inputMatches), matches: inputMatches }] : []),
  ];
  const total = kinds.reduce((s, k) => s + k.weight, 0);
  const score = 1 - kinds.reduce((s, k) => s + k.weight * k.cost, 0) / total;
  const reachable = reachableIds(source.capture);

  const issues: VerdictIssue[] = [];
  const fixes: { fix: Fix; severity: number }[] = [];
  for (const k of kinds) {
    const kindWeight = k.matches.reduce((s, m) => s + m.weight, 0);
    for (const m of k.matches) {
      if (m.cost < 0.01) continue;
      const share = (k.weight / total) * (m.weight / kindWeight);
      const label = m.kind === 'button' ? `${capital(m.source.variant)} buttons` : 'Form fields';
      const refLabel = m.kind === 'button' ? `the reference ${m.reference.variant} button` : 'the reference field';
      const worst = (Object.keys(PART_WEIGHTS) as Part[]).sort((a, b) => PART_WEIGHTS[b] * m.parts[b] - PART_WEIGHTS[a] * m.parts[a] || a.localeCompare(b))[0]!;
      const elements = m.members.length > 0 ? m.members : [];
      issues.push({
        severity: round(share * m.cost, 4),
        property: PART_PROPERTY[worst],
        current: describeStyle(m.source),
        target: describeStyle(m.reference),
        elements: elementRefs(elements),
        message: `${label} ${elements.length > 0 ? `${describeElements(elements)} ` : ''}use ${describeStyle(m.source)}; ${refLabel} uses ${describeStyle(m.reference)}.`,
      });
      // A reference style taken from a rule has no padding or weight of its own to copy.
      if (!m.unambiguous || m.reference.count === 0) continue;
      const fixable = m.members.filter((e) => reachable.has(e.node_id));
      // Padding: members at the cluster's main size step, when the reference's main step is clear.
      const sp = m.source.padding;
      const rp = m.reference.padding;
      const paddingOff = Math.max(Math.abs(sp.top - rp.top), Math.abs(sp.right - rp.right), Math.abs(sp.bottom - rp.bottom), Math.abs(sp.left - rp.left)) >= 1;
      if (paddingOff && m.reference.padding_dominant) {
        const atStep = fixable.filter((e) => samePadding(e.padding_px, sp));
        if (atStep.length > 0) {
          fixes.push({ fix: { action: 'snap_spacing', property: 'padding', from: boxText(sp), to_value: boxText(rp), selectors: selectorsOf(atStep), count: atStep.length }, severity: share * PART_WEIGHTS.padding * m.parts.padding });
        }
      }
      if (m.source.font.weight !== m.reference.font.weight) {
        const atWeight = fixable.filter((e) => e.font_weight === m.source.font.weight);
        if (atWeight.length > 0) {
          fixes.push({
            fix: { action: 'snap_to_token', property: 'font-weight', from: String(m.source.font.weight), to_value: String(m.reference.font.weight), token: `${m.kind === 'button' ? `buttons.${m.reference.variant}` : 'inputs'}.font.weight`, selectors: selectorsOf(atWeight), count: atWeight.length, delta_e: null },
            severity: share * PART_WEIGHTS.weight * m.parts.weight,
          });
        }
      }
    }
  }
  issues.sort((a, b) => b.severity - a.severity || a.message.localeCompare(b.message));
  fixes.sort((a, b) => b.severity - a.severity || JSON.stringify(a.fix).localeCompare(JSON.stringify(b.fix)));

  const primary = buttonMatches.find((m) => m.source.variant === 'primary' && m.reference.variant === 'primary');
  return {
    component: 'components',
    score: round(Math.max(0, Math.min(1, score)), 4),
    summary: `${buttonMatches.length} button style(s) and ${inputMatches.length} field style(s) matched to the reference's${primary ? `; primary button style cost ${round(primary.cost, 2)}` : ''}.`,
    issues,
    fixes: fixes.map((f) => f.fix),
    caps: [],
    details: {
      weights: { buttons: BUTTONS_WEIGHT, inputs: INPUTS_WEIGHT, primary: PRIMARY_WEIGHT, parts: PART_WEIGHTS },
      matches: [...buttonMatches, ...inputMatches].map((m) => ({
        kind: m.kind,
        source: { variant: m.source.variant, style: describeStyle(m.source), count: m.source.count, members: m.members.length },
        reference: { variant: m.reference.variant, style: describeStyle(m.reference) },
        cost: m.cost,
        parts: Object.fromEntries(Object.entries(m.parts).map(([k, v]) => [k, round(v, 4)])),
        unambiguous: m.unambiguous,
      })),
    },
  };
}

function matchClusters(kind: 'button' | 'input', source: JudgeSide, src: readonly StyleFacts[], ref: readonly StyleFacts[]): Match[] {
  const members = clusterMembers(source, src, new Set(kind === 'button' ? ['button'] : ['input']));
  return src.map((s, i) => {
    const refPrimary = ref.find((r) => r.variant === 'primary');
    let target: StyleFacts;
    let unambiguous: boolean;
    const ranked = ref
      .map((r) => ({ r, d: styleCost(partCosts(s, r)) + (kind === 'button' && r.variant !== s.variant ? VARIANT_PENALTY : 0) }))
      .sort((a, b) => a.d - b.d || ref.indexOf(a.r) - ref.indexOf(b.r));
    // Primary ↔ primary, unless the source's primary is a button style the reference renders in
    // another variant (issue 10 §1: a style the brand uses anywhere is on-brand, even where this
    // page type uses it differently — a login form whose only button is the brand's red
    // secondary); that style then costs its variant penalty, not the distance to the primary.
    const same = ranked.find((x) => x.r.count > 0 && x.r !== refPrimary && styleCost(partCosts(s, x.r)) <= SAME_STYLE);
    if (kind === 'button' && s.variant === 'primary' && refPrimary && !(same && same.d < styleCost(partCosts(s, refPrimary)))) {
      target = refPrimary;
      unambiguous = true;
    } else {
      target = ranked[0]!.r;
      unambiguous = ranked.length === 1 || ranked[0]!.d <= 0.5 * ranked[1]!.d;
    }
    const parts = target.count > 0 ? partCosts(s, target) : ruleParts(partCosts(s, target));
    return { kind, source: s, reference: target, members: members[i]!, parts, cost: styleCost(parts), unambiguous, weight: s.count * (s.variant === 'primary' ? PRIMARY_WEIGHT : 1) };
  });
}

/**
 * A reference style no element renders (its stylesheet rule, `count: 0`) says only fill, text color
 * and radius; its padding and font are placeholders, so they cost nothing.
 */
function ruleParts(parts: Record<Part, number>): Record<Part, number> {
  return { ...parts, padding: 0, border: 0, family: 0, size: 0, weight: 0 };
}

function samePadding(p: readonly number[], box: { top: number; right: number; bottom: number; left: number }): boolean {
  return Math.abs(p[0]! - box.top) <= 0.5 && Math.abs(p[1]! - box.right) <= 0.5 && Math.abs(p[2]! - box.bottom) <= 0.5 && Math.abs(p[3]! - box.left) <= 0.5;
}

/** The `padding` shorthand (the spacing comparer's form: `12px 22px`). */
function boxText(p: { top: number; right: number; bottom: number; left: number }): string {
  return boxCss([p.top, p.right, p.bottom, p.left]);
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
