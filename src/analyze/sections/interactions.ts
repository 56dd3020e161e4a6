/**
 * The `interactions` section (spec §2.3; issue 3 "interactions: per component kind, default vs
 * :hover / :focus-visible / :active differences; transition durations and easings; focus ring
 * style").
 *
 * - `components`: for buttons, content links, navigation and footer links, form fields and cards, what
 *   changes under each state, aggregated over the kind's nodes (forced states first; stylesheet
 *   rules for nodes the crawler did not probe, e.g. non-focusable cards), plus the kind's usual
 *   transition.
 * - `motion`: transition durations (named instant/fast/normal/slow/slower) and easings, from
 *   computed styles and from stylesheet declarations; @keyframes animations and their use.
 * - `focus`: the focus ring token, and a finding for elements with no visible focus indicator.
 */
import type { Capture, CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { buttonInventory, embeddedUi } from '../derived/button-styles.js';
import { componentsOfKind } from '../derived/components.js';
import type { Analyzer, Finding } from '../registry.js';
import { focusSummary, type FocusSummary } from './interactions-focus.js';
import { motionSummary, transitionEntries, type DurationToken, type EasingToken, type KeyframesToken } from './interactions-motion.js';
import { probedNodeIds } from './interactions-state-diff.js';
import { summarizeStates, type StateSet } from './interactions-states.js';

/** nav_link: links in the header or a nav outside the footer; footer_link: links in the footer. */
export type InteractiveKind = 'button' | 'link' | 'nav_link' | 'footer_link' | 'input' | 'card';
export const INTERACTIVE_KINDS: readonly InteractiveKind[] = ['button', 'link', 'nav_link', 'footer_link', 'input', 'card'];

export interface KindInteractions {
  count: number;
  /** Nodes of this kind the crawler forced states on. */
  probed: number;
  states: StateSet;
  /** The kind's most common transition (first non-zero entry of its computed transition lists). */
  transition: { duration_ms: number; easing: string; properties: string[]; nodes: number } | null;
}

export interface InteractionsSection {
  components: Record<InteractiveKind, KindInteractions>;
  motion: { durations: DurationToken[]; easings: EasingToken[] };
  animations: { keyframes: KeyframesToken[]; reduced_motion_rules: number };
  focus: FocusSummary;
  findings?: Finding[];
}

export const interactionsAnalyzer: Analyzer<InteractionsSection> = {
  id: 'interactions',
  requires: ['nodes'],
  analyze: analyzeInteractions,
};

/** The nodes of each interactive kind (buttons as actions reads them; links split by navigation). */
export function interactiveKinds(ctx: AnalysisContext): Record<InteractiveKind, CapturedNode[]> {
  return ctx.derive('interactions:kinds', () => {
    const inventory = buttonInventory(ctx);
    const navToggles = new Set(inventory.excluded.filter((e) => e.reason === 'navigation item').map((e) => e.node_id));
    const out: Record<InteractiveKind, CapturedNode[]> = { button: [], link: [], nav_link: [], footer_link: [], input: [], card: [] };
    out.button = [...inventory.buttons, ...inventory.icon_only].map((b) => b.node).sort(byCaptureOrder(ctx));
    for (const { node } of componentsOfKind(ctx, 'link')) {
      const ancestors = ctx.ancestors(node.id);
      if (embeddedUi(ctx, node)) continue;
      const inFooter = ancestors.some((a) => a.tag === 'footer' || a.attrs['role'] === 'contentinfo');
      const inNav = ancestors.some((a) => a.tag === 'nav' || a.tag === 'header' || a.attrs['role'] === 'navigation' || a.attrs['role'] === 'banner');
      (inFooter ? out.footer_link : inNav ? out.nav_link : out.link).push(node);
    }
    for (const id of navToggles) {
      const n = ctx.nodeById(id);
      if (n) out.nav_link.push(n);
    }
    out.nav_link.sort(byCaptureOrder(ctx));
    out.input = componentsOfKind(ctx, 'input').map((c) => c.node).filter((n) => !embeddedUi(ctx, n));
    out.card = componentsOfKind(ctx, 'card').map((c) => c.node).filter((n) => !embeddedUi(ctx, n));
    return out;
  });
}

function byCaptureOrder(ctx: AnalysisContext): (a: CapturedNode, b: CapturedNode) => number {
  const index = ctx.derive('interactions:order', (c) => new Map(c.nodes.map((n, i) => [n.id, i])));
  return (a, b) => (index.get(a.id) ?? 0) - (index.get(b.id) ?? 0);
}

function kindTransition(nodes: readonly CapturedNode[]): KindInteractions['transition'] {
  const counts = new Map<string, { duration_ms: number; easing: string; properties: Set<string>; nodes: number; first: number }>();
  nodes.forEach((n, i) => {
    const entries = transitionEntries(n);
    const first = entries[0];
    if (!first) return;
    const k = `${first.ms}|${first.easing}`;
    const e = counts.get(k) ?? { duration_ms: first.ms, easing: first.easing, properties: new Set<string>(), nodes: 0, first: i };
    e.nodes++;
    for (const x of entries) if (x.ms === first.ms) e.properties.add(x.property);
    counts.set(k, e);
  });
  const top = [...counts.values()].sort((a, b) => b.nodes - a.nodes || a.first - b.first)[0];
  return top ? { duration_ms: top.duration_ms, easing: top.easing, properties: [...top.properties].slice(0, 6), nodes: top.nodes } : null;
}

export function analyzeInteractions(capture: Capture, ctx: AnalysisContext): InteractionsSection {
  const findings: Finding[] = [];
  const kinds = interactiveKinds(ctx);
  const probed = probedNodeIds(ctx);
  const components = {} as Record<InteractiveKind, KindInteractions>;
  for (const kind of INTERACTIVE_KINDS) {
    const nodes = kinds[kind];
    components[kind] = {
      count: nodes.length,
      probed: nodes.filter((n) => probed.has(n.id)).length,
      states: nodes.length > 0 ? summarizeStates(ctx, nodes) : { hover: null, focus_visible: null, active: null },
      transition: kindTransition(nodes),
    };
  }

  const motion = motionSummary(ctx, capture.nodes);
  const focusable = capture.nodes.filter((n) => n.interactive && n.box.width > 0 && n.box.height > 0 && !embeddedUi(ctx, n));
  const focus = focusSummary(ctx, focusable);

  if (capture.states.length === 0 && focusable.length > 0) {
    findings.push({ message: 'the capture has no forced-state data; states were read from stylesheet rules only', evidence: { interactive_nodes: focusable.length } });
  }
  if (focus.coverage.without_indicator > 0) {
    findings.push({
      message: `${focus.coverage.without_indicator} of ${focus.coverage.checked} interactive elements show no visible focus indicator under :focus-visible`,
      evidence: focus.coverage.examples_without,
    });
  }
  if (focus.ring?.type === 'browser-default' && focus.ring.share >= 0.5) {
    findings.push({ message: 'focus relies on the browser default ring; the site sets no focus style of its own for most elements', evidence: focus.ring.evidence });
  }
  const buttonHover = components.button.states.hover;
  if (buttonHover && buttonHover.source === 'forced-state' && buttonHover.changed === 0) {
    findings.push({ message: `none of the ${buttonHover.nodes} probed buttons changes on hover`, evidence: kinds.button.slice(0, 5).map((n) => n.selector) });
  }

  const section: InteractionsSection = {
    components,
    motion: { durations: motion.durations, easings: motion.easings },
    animations: { keyframes: motion.keyframes, reduced_motion_rules: motion.reduced_motion_rules },
    focus,
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}
