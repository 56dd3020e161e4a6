/**
 * A site as the reference (issue 10 §1 "a reference can be a site (several pages) … pooling its
 * tokens, so a login page is judged against the brand, not against one homepage").
 *
 * The pooled side reads like one page that holds every reference page: its elements, nodes and
 * stylesheets are the union of the pages' (node ids of the other pages prefixed `p<i>:` so they
 * never collide), so what the comparers read "anywhere on the reference" (the vocabularies, the
 * radii, shadows, sizes and spacing its elements render, the button and field styles) covers the
 * whole site. Roles (the brand's primary, text, canvas; its type and spacing scale) stay those of
 * the first page — the one the caller named `reference_url` — with the other pages' buttons,
 * fields, type steps and spacing steps added after it.
 */
import type { Capture, CapturedNode } from '../crawl/capture-types.js';
import type { FeatureElement } from './features.js';
import type { JudgeSide } from './types.js';

const prefixed = (prefix: string, id: string | null): string | null => (id === null ? null : `${prefix}${id}`);

function renumber(side: JudgeSide, prefix: string): { nodes: CapturedNode[]; elements: FeatureElement[]; states: Capture['states'] } {
  return {
    nodes: side.capture.nodes.map((n) => ({ ...n, id: `${prefix}${n.id}`, parent: prefixed(prefix, n.parent) })),
    elements: side.features.elements.map((e) => ({ ...e, node_id: `${prefix}${e.node_id}` })),
    states: (side.capture.states ?? []).map((s) => ({ ...s, node_id: `${prefix}${s.node_id}` })),
  };
}

type Sections = JudgeSide['designSystem'];

/** The first page's sections, with list-valued tokens (buttons, fields, type and spacing steps) of the others appended. */
function poolSections(primary: Sections, others: readonly Sections[]): Sections {
  const out: Sections = { ...primary };
  const actions = primary.actions as { buttons?: unknown[]; inputs?: unknown[] } | undefined;
  if (actions) {
    out.actions = {
      ...actions,
      buttons: [...(actions.buttons ?? []), ...others.flatMap((o) => ((o.actions as { buttons?: { variant?: string }[] } | undefined)?.buttons ?? []).map((b) => (b.variant === 'primary' && (actions.buttons ?? []).some((x) => (x as { variant?: string }).variant === 'primary') ? { ...b, variant: 'secondary' } : b)))],
      inputs: [...(actions.inputs ?? []), ...others.flatMap((o) => (o.actions as { inputs?: unknown[] } | undefined)?.inputs ?? [])],
    };
  }
  const typography = primary.typography as { scale?: { steps?: unknown[] } } | undefined;
  if (typography?.scale) {
    out.typography = { ...typography, scale: { ...typography.scale, steps: [...(typography.scale.steps ?? []), ...others.flatMap((o) => (o.typography as { scale?: { steps?: unknown[] } } | undefined)?.scale?.steps ?? [])] } };
  }
  const layout = primary.layout as { spacing?: { steps?: unknown[] } } | undefined;
  if (layout?.spacing) {
    out.layout = { ...layout, spacing: { ...layout.spacing, steps: [...(layout.spacing.steps ?? []), ...others.flatMap((o) => (o.layout as { spacing?: { steps?: unknown[] } } | undefined)?.spacing?.steps ?? [])] } };
  }
  return out;
}

/**
 * One reference side for a site: `primary` (the page named as the reference) and the other pages
 * of the site. With no other page it is `primary` itself, so a one-page reference is unchanged.
 */
export function poolReference(primary: JudgeSide, others: readonly JudgeSide[]): JudgeSide {
  if (others.length === 0) return primary;
  const parts = others.map((o, i) => renumber(o, `p${i + 1}:`));
  const sheets = new Set(primary.capture.stylesheets.map((s) => s.text));
  const extraSheets = others.flatMap((o) => o.capture.stylesheets).filter((s) => !sheets.has(s.text) && (sheets.add(s.text), true));
  const capture: Capture = {
    ...primary.capture,
    nodes: [...primary.capture.nodes, ...parts.flatMap((p) => p.nodes)],
    stylesheets: [...primary.capture.stylesheets, ...extraSheets],
    states: [...(primary.capture.states ?? []), ...parts.flatMap((p) => p.states)],
  };
  return {
    url: primary.url,
    pages: [primary.url, ...others.map((o) => o.url)],
    designSystem: poolSections(primary.designSystem, others.map((o) => o.designSystem)),
    capture,
    features: { ...primary.features, elements: [...primary.features.elements, ...parts.flatMap((p) => p.elements)] },
  };
}
