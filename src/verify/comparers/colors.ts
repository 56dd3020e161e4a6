/**
 * Colors comparer (issue 5 §2 "colors (role-aware): the source's CTA/link/text/background against
 * the reference's roles; palette by CIEDE2000 with an optimal assignment").
 *
 * score = 0.6 · roles + 0.4 · palette
 * - roles (colors-roles): per reference role the source also has (primary buttons 0.3,
 *   background 0.2, text 0.18, link 0.1, surface 0.08, muted text 0.06, border 0.04, secondary
 *   and accent 0.02 each; × (0.5 + 0.5 · the reference's confidence)), closeness(ΔE00) of the
 *   source's color for the role to the reference's.
 * - palette (colors-palette): 1 − the area-weighted loss of the source's painted colors, each
 *   matched to a distinct reference token by an optimal assignment.
 * closeness(d) = exp(−max(0, d − 1)/8): a ΔE00 ≤ 1 change costs nothing, then it falls smoothly.
 * The score is 0.5 · that fit + 0.5 · allowance (issue 10 §1): the area share of the source's
 * chromatic paints that are colors the reference brand has anywhere (vocabulary.ts), so a login
 * page's brand gradient or a blog's brand-colored links cost little where the reference page puts
 * them elsewhere. Caps: a CTA in a color the brand does not have (foreign_primary, colors-cap);
 * the brand's primary replaced — the two sides share no primary (primary_replaced).
 * Fixes: snap_to_token (colors-plan), add_color_token for a reference role color the source never
 * paints (nothing within ΔE00 5) and no snap brings in.
 */
import type { ColorRoleName } from '../../analyze/sections/colors-types.js';
import type { AddColorTokenFix, ComponentVerdict, Comparer, Fix, JudgeSide, SnapToTokenFix, VerdictIssue } from '../types.js';
import { closeness, deltaE, DEAD_ZONE, round, type ColorModel, type PaintUse } from './colors-model.js';
import { colorsPair, groupSnaps, PART_WEIGHTS, useKey, usesOfCluster, type ColorsPair } from './colors-plan.js';
import { nearestProminent, type RoleCheck } from './colors-roles.js';
import { foreignPrimaryCap } from './colors-cap.js';
import { primaryReplacedCap } from './colors-primary-replaced.js';
import { chromaticUses, colorAllowance, vocabularyOf } from '../vocabulary.js';
import { fmt, nameElements, nodeCount, refsOf, selectorsOf } from './colors-words.js';

/** Share of the colors score given to staying inside the brand's colors (vocabulary.ts). */
const ALLOWANCE_WEIGHT = 0.5;
/** A reference color has a counterpart in the source when something is painted this close. */
const COUNTERPART = 5;
const ISSUES_MAX = 20;
const MIN_SEVERITY = 1e-4;
const SINGULAR = new Set(['The page background', 'Body text', 'Secondary text']);
const ROLE_WORDS: Partial<Record<ColorRoleName, string>> = { primary: 'primary', secondary: 'secondary', accent: 'accent', background: 'background', surface: 'surface color', text: 'text color', text_muted: 'muted text color', link: 'link color', border: 'border color' };
const KIND_PROPERTY: Record<string, string> = { gradient: 'background-image', fill: 'fill', stroke: 'stroke', outline: 'outline-color' };
const PROPERTY_WORDS: Record<string, string> = { 'background-color': 'Backgrounds', color: 'Text', 'border-color': 'Borders', 'background-image': 'Gradients', fill: 'Graphics', stroke: 'Graphics', 'outline-color': 'Outlines' };

export const colorsComparer: Comparer = {
  id: 'colors',
  compare: compareColors,
};

export function compareColors(reference: JudgeSide, source: JudgeSide): ComponentVerdict {
  const pair = colorsPair(reference, source);
  const { roleScore, palette } = pair;
  const parts = [roleScore === null ? null : { w: PART_WEIGHTS.roles, s: roleScore }, palette.score === null ? null : { w: PART_WEIGHTS.palette, s: palette.score }].filter((p) => p !== null);
  const weight = parts.reduce((sum, p) => sum + p.w, 0);
  const fit = weight > 0 ? parts.reduce((sum, p) => sum + p.w * p.s, 0) / weight : null;
  // issue 10 §1: what the page uses against what the brand allows, beside how it places it.
  const allowed = colorAllowance(vocabularyOf(reference), chromaticUses(source));
  const score = fit === null ? null : round(allowed.score === null ? fit : (1 - ALLOWANCE_WEIGHT) * fit + ALLOWANCE_WEIGHT * allowed.score);
  const cap = foreignPrimaryCap(pair.ref, pair.src);
  const replaced = primaryReplacedCap(pair.ref, pair.src);
  const issues = [...roleIssues(pair), ...paletteIssues(pair)]
    .filter((i) => i.severity >= MIN_SEVERITY)
    .sort((a, b) => b.severity - a.severity || a.message.localeCompare(b.message))
    .slice(0, ISSUES_MAX);
  // Worst first: snaps by the loss they remove, added tokens by the loss of their roles.
  const ranked = [...snapFixes(pair), ...addColorTokens(pair)].sort((a, b) => b.loss - a.loss);
  const fixes: Fix[] = ranked.map((f) => f.fix);
  return {
    component: 'colors',
    score,
    summary: score === null ? 'Nothing to compare: neither side paints colors the comparer can read.' : `Colors follow the reference at ${fmt(score)} (roles ${fmt(roleScore ?? 1)}, palette ${fmt(palette.score ?? 1)}): ${issues[0]?.message ?? 'the roles and painted colors match the reference palette.'}`,
    issues,
    fixes,
    caps: [cap, replaced].filter((c) => c !== null).map((c) => ({ max_score: c.max_score, reason: c.reason, rule: c.rule, evidence: c.evidence })),
    details: { ...details(pair, cap), allowance: allowed, fix_severity: ranked.map((f) => round(f.loss)) },
  };
}

const weightSum = (pair: ColorsPair): number => pair.checks.reduce((s, c) => s + c.weight, 0);

function roleLoss(pair: ColorsPair, check: RoleCheck): number {
  return PART_WEIGHTS.roles * (check.weight / weightSum(pair)) * (1 - closeness(check.distance));
}

function roleIssues(pair: ColorsPair): VerdictIssue[] {
  const issues: VerdictIssue[] = [];
  for (const check of pair.checks) {
    if (check.distance <= DEAD_ZONE) continue;
    const verb = SINGULAR.has(check.subject) ? 'uses' : 'use';
    // Without carriers of its kind (a link color seen only on code spans), name whatever paints it.
    const named = check.carriers.length > 0 || check.current === null ? check.carriers : usesOfCluster(pair.src, check.current);
    const who = named.length > 0 ? `${check.subject} ${nameElements(named)}` : check.subject;
    const message =
      check.current === null
        ? `${check.subject} never use ${check.targetWords} ${check.target} (the page has no buttons or links); use ${check.target}.`
        : check.carriers.length === 0 && check.role === 'primary' && pair.src.roles.primary === undefined
          ? `${check.subject} never use ${check.targetWords}: the nearest is ${check.current} (ΔE00 ${fmt(check.distance, 1)}); use ${check.target}.`
          : `${who} ${verb} ${check.current}; use ${check.targetWords} ${check.target}.`;
    issues.push({ severity: round(roleLoss(pair, check)), property: check.property, current: check.current ?? 'none', target: check.target, elements: refsOf(named), message });
  }
  return issues;
}

function paletteIssues(pair: ColorsPair): VerdictIssue[] {
  const issues: VerdictIssue[] = [];
  for (const m of pair.palette.matches) {
    // A color on the palette whose token another source shade took: that other shade is the issue.
    if (m.nearestDistance <= DEAD_ZONE || m.cost <= 0 || !m.nearest) continue;
    const all = usesOfCluster(pair.src, m.hex);
    const uses = all.filter((u) => u.property === null || !pair.claims.has(useKey(u.node_id, u.property)));
    if (uses.length === 0) continue;
    const area = (list: readonly PaintUse[]): number => list.reduce((s, u) => s + u.area, 0);
    const fraction = area(all) > 0 ? area(uses) / area(all) : 0;
    const property = dominantProperty(uses);
    const role = m.nearest.roles[0];
    const targetWords = role ? `the reference ${ROLE_WORDS[role]}` : 'the reference palette color';
    const who = `${PROPERTY_WORDS[property] ?? 'Paints'} ${nameElements(uses)}`;
    const message = `${who} use ${m.hex}, off the reference palette (ΔE00 ${fmt(m.nearestDistance, 1)}); use ${targetWords} ${m.nearest.value}.`;
    issues.push({ severity: round(PART_WEIGHTS.palette * m.cost * fraction), property, current: m.hex, target: m.nearest.value, elements: refsOf(uses), message });
  }
  return issues;
}

function dominantProperty(uses: readonly PaintUse[]): string {
  const area = new Map<string, number>();
  for (const u of uses) {
    const p = u.property ?? KIND_PROPERTY[u.kind] ?? u.kind;
    area.set(p, (area.get(p) ?? 0) + u.area);
  }
  return [...area].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

function snapFixes(pair: ColorsPair): { fix: SnapToTokenFix; loss: number }[] {
  const groups = groupSnaps(pair.snaps);
  // A selector is applied to every node it matches: drop it where its nodes want different values.
  const wanted = new Map<string, Set<string>>();
  for (const g of groups) for (const s of g.uses) wanted.set(`${s.selector}|${g.property}`, (wanted.get(`${s.selector}|${g.property}`) ?? new Set()).add(g.to));
  const fixes: { fix: SnapToTokenFix; loss: number }[] = [];
  for (const g of groups) {
    const uses = g.uses.filter((s) => wanted.get(`${s.selector}|${g.property}`)!.size === 1);
    if (uses.length === 0) continue;
    const fix: SnapToTokenFix = { action: 'snap_to_token', component: 'colors', property: g.property, from: g.from, to_value: g.to, token: g.token, selectors: selectorsOf(uses), count: nodeCount(uses), delta_e: round(deltaE(g.from, g.to), 2) };
    fixes.push({ fix, loss: g.loss });
  }
  return fixes;
}

/** Reference role colors the source never paints, when no snap brings them in. */
function addColorTokens(pair: ColorsPair): { fix: AddColorTokenFix; loss: number }[] {
  const { ref, src } = pair;
  const byValue = new Map<string, ColorRoleName[]>();
  for (const role of ['primary', 'link', 'secondary', 'accent', 'background', 'surface', 'text', 'text_muted', 'border'] as const) {
    const r = ref.roles[role];
    if (!r || r.confidence < 0.4) continue;
    byValue.set(r.value, [...(byValue.get(r.value) ?? []), role]);
  }
  const fixes: { fix: AddColorTokenFix; loss: number }[] = [];
  for (const [value, roles] of byValue) {
    if (src.uses.some((u) => deltaE(u.hex, value) <= COUNTERPART)) continue;
    if (pair.snaps.some((s) => s.to === value) || pair.deferred.some((s) => s.to === value)) continue;
    const variable = ref.palette.find((p) => p.value === value)?.css_variables[0];
    const fix: AddColorTokenFix = { action: 'add_color_token', component: 'colors', value, name: variable ? variable.replace(/^--/, '') : `color-${roles[0]!.replace('_', '-')}`, usage: usageOf(ref, value, roles) };
    const loss = pair.checks.filter((c) => roles.includes(c.role)).reduce((sum, c) => sum + roleLoss(pair, c), 0);
    fixes.push({ fix, loss });
  }
  return fixes;
}

function usageOf(ref: ColorModel, value: string, roles: readonly ColorRoleName[]): string {
  const area = new Map<string, number>();
  for (const u of usesOfCluster(ref, value)) {
    const what = u.kind === 'text' ? 'text' : u.kind === 'background' ? 'backgrounds' : u.kind === 'border' ? 'borders' : u.kind === 'gradient' ? 'gradients' : 'icons';
    const phrase = u.featureKind === 'other' || u.featureKind === 'text' ? what : `${u.featureKind} ${what}`;
    area.set(phrase, (area.get(phrase) ?? 0) + u.area);
  }
  const phrases = [...area].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3).map(([p]) => p);
  const names = roles.map((r) => ROLE_WORDS[r] ?? r).join(' and ');
  return phrases.length > 0 ? `the reference's ${names}: ${phrases.join(', ')}` : `the reference's ${names} (declared, not painted on the page)`;
}

function details(pair: ColorsPair, cap: { distance: number } | null): Record<string, unknown> {
  const sum = weightSum(pair);
  const blocked = new Map<string, number>();
  for (const b of pair.blocked) blocked.set(b.reason, (blocked.get(b.reason) ?? 0) + 1);
  const target = pair.ref.roles.primary?.value ?? null;
  const nearest = target ? nearestProminent(pair.src, target) : null;
  return {
    weights: PART_WEIGHTS,
    role_score: pair.roleScore === null ? null : round(pair.roleScore),
    palette_score: pair.palette.score === null ? null : round(pair.palette.score),
    roles: pair.checks.map((c) => ({ role: c.role, property: c.property, current: c.current, target: c.target, delta_e: round(c.distance, 2), score: round(closeness(c.distance)), weight: round(c.weight / sum), elements: nodeCount(c.carriers), fixable: c.fixable })),
    palette: [...pair.palette.matches]
      .sort((a, b) => b.cost - a.cost || b.share - a.share || a.hex.localeCompare(b.hex))
      .slice(0, 24)
      .map((m) => ({ color: m.hex, area_ratio: round(m.share), token: m.assigned?.name ?? null, token_value: m.assigned?.value ?? null, nearest: m.nearest?.value ?? null, delta_e: round(m.distance, 2), cost: round(m.cost) })),
    primary: target ? { reference: target, source_nearest_prominent: nearest?.use.hex ?? null, delta_e: nearest ? round(nearest.distance, 2) : null, capped: cap !== null } : null,
    blocked_fixes: Object.fromEntries([...blocked].sort((a, b) => a[0].localeCompare(b[0]))),
  };
}
