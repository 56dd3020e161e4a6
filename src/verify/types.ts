/**
 * The verifier's contracts (spec §2.8–2.9). A comparer is a pure function of the two sides; the
 * adherence run combines their verdicts into one score, recommendations and fixes.
 */
import type { Capture } from '../crawl/capture-types.js';
import type { SectionName } from '../analyze/section-names.js';
import type { VerifierFeatures } from './features.js';

/** The components a verdict is made of, in the order they are judged (and `current_step` names: `judging_<id>`). */
export const COMPONENT_IDS = ['colors', 'typography', 'shape', 'spacing', 'elevation', 'components', 'contrast'] as const;
export type ComponentId = (typeof COMPONENT_IDS)[number];

/** One side of a judgement: its design system, its Capture and the verifier's per-element features. */
export interface JudgeSide {
  url: string;
  designSystem: Partial<Record<SectionName, any>>;
  capture: Capture;
  features: VerifierFeatures;
  /** A site reference (site-reference.ts): its pages' URLs, the named page first; node ids of page i > 0 start `p<i>:`. */
  pages?: string[];
}

/** Elements an issue or fix is about. */
export interface ElementRef {
  selector: string;
  node_ids: string[];
  count: number;
}

/** One thing the source does differently from the reference. */
export interface VerdictIssue {
  /** 0..1: how much this hurts adherence within its component. */
  severity: number;
  property: string;
  /** The source's value as rendered, e.g. "#3b82f6" or "Arial". */
  current: string;
  /** The reference's exact value to use instead. */
  target: string;
  elements: ElementRef[];
  /** One sentence naming the element(s), the current value and the exact target value. */
  message: string;
  /** Estimated rise of the overall score (0..1) if fixed. Filled by the adherence run. */
  predicted_gain?: number;
}

interface FixBase {
  /** Estimated rise of the overall score if applied. Filled by the adherence run. */
  predicted_gain?: number;
  component?: ComponentId;
}

/** Replace an off-token value with the nearest reference token (spec §2.9: property, from, to_value). */
export interface SnapToTokenFix extends FixBase {
  action: 'snap_to_token';
  property: string;
  from: string;
  to_value: string;
  /** Reference role or token name, e.g. "primary", "radius.md". */
  token: string;
  selectors: string[];
  count: number;
  /** CIEDE2000 distance from → to_value, for colors; null otherwise. */
  delta_e: number | null;
}

/** The source needs a color the reference has but the source never uses in its place. */
export interface AddColorTokenFix extends FixBase {
  action: 'add_color_token';
  value: string;
  /** Suggested token name, e.g. "color-primary". */
  name: string;
  /** Where the reference uses it, e.g. "primary buttons and links". */
  usage: string;
}

export interface ReplaceFontFamilyFix extends FixBase {
  action: 'replace_font_family';
  property: 'font-family';
  from: string;
  /** The reference's full stack. */
  to_value: string;
  selectors: string[];
  count: number;
}

/** Snap a length (radius, padding, margin, gap, font-size) to the reference scale. */
export interface SnapLengthFix extends FixBase {
  action: 'snap_radius' | 'snap_spacing' | 'snap_font_size';
  property: string;
  from: string;
  to_value: string;
  selectors: string[];
  count: number;
}

export interface SetShadowFix extends FixBase {
  action: 'set_shadow';
  property: 'box-shadow';
  from: string;
  to_value: string;
  selectors: string[];
  count: number;
}

export type Fix = SnapToTokenFix | AddColorTokenFix | ReplaceFontFamilyFix | SnapLengthFix | SetShadowFix;

export interface ComponentVerdict {
  component: ComponentId;
  /** 0..1, or null when nothing could be compared (e.g. no buttons on either side). */
  score: number | null;
  /** One sentence summarising the comparison. */
  summary: string;
  /** Worst first. */
  issues: VerdictIssue[];
  /** Worst first; only unambiguous, contrast-safe changes. */
  fixes: Fix[];
  /** Brand-breaking faults cap the overall score (e.g. a foreign primary on the CTA). */
  caps: ComponentCap[];
  /** Measurements behind the score, for humans. */
  details: Record<string, unknown>;
}

/**
 * A brand-breaking fault (issue 10 §1): no agreement elsewhere lifts the overall score above
 * `max_score`. `rule` names the check (stable id), `reason` says what was found.
 */
export interface ComponentCap {
  max_score: number;
  reason: string;
  /** Stable id of the rule, e.g. "foreign_primary". */
  rule?: string;
  /** The values and elements that made it fire. */
  evidence?: string;
}

/** A cap that fired, as the verdict reports it (issue 10 §1: `caps: [{ rule, limit, evidence }]`). */
export interface VerdictCap {
  rule: string;
  /** The overall score cannot exceed this. */
  limit: number;
  evidence: string;
  component: ComponentId;
}

/** A comparer: one file under verify/comparers/, pure. */
export interface Comparer {
  id: ComponentId;
  compare(reference: JudgeSide, source: JudgeSide): ComponentVerdict;
}
