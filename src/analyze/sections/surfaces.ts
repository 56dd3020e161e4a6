/**
 * The `surfaces` section (spec §2.3; issue 3: "radius scale and radius per component kind,
 * borders, card/panel surfaces, gradients, effects (glass/blur, grain, outlines)").
 *
 * How the page shapes and dresses its boxes, read from computed styles of the visible, on-page
 * nodes outside consent banners and third-party widgets (derived/shape-scope). Every value comes
 * with counts and example nodes; CSS variables are named where the page defines a matching token.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { shapeScope } from '../derived/shape-scope.js';
import { borderFacts, cardFacts, type BorderFacts, type CardFacts } from './surfaces-borders.js';
import { effectFacts, gradientFacts, type EffectFacts, type GradientUse } from './surfaces-effects.js';
import { radiusFacts, type RadiusFacts } from './surfaces-radius.js';

export type { BorderFacts, CardFacts, CardVariant, DividerVariant, BorderLine } from './surfaces-borders.js';
export type { EffectFacts, GlassVariant, GradientUse, GrainUse, OutlineVariant, ValueUse } from './surfaces-effects.js';
export type { ComponentRadius, RadiusFacts, RadiusStep, RadiusVariable } from './surfaces-radius.js';

export interface SurfacesSection {
  radius: RadiusFacts;
  borders: BorderFacts;
  cards: CardFacts;
  gradients: GradientUse[];
  effects: EffectFacts;
  /** A one-line reading of the above, for people and the identity paragraph. */
  summary: {
    /** The radius most components use (button, input, card, badge by weight), as a step name. */
    corner_style: 'square' | 'rounded' | 'pill' | 'mixed' | null;
    has_gradients: boolean;
    has_glass: boolean;
    has_grain: boolean;
  };
  findings?: Finding[];
}

export const surfacesAnalyzer: Analyzer<SurfacesSection> = {
  id: 'surfaces',
  requires: ['nodes'],
  analyze: analyzeSurfaces,
};

export function analyzeSurfaces(_capture: Capture, ctx: AnalysisContext): SurfacesSection {
  const radius = radiusFacts(ctx);
  const gradients = gradientFacts(ctx);
  const effects = effectFacts(ctx);
  const section: SurfacesSection = {
    radius,
    borders: borderFacts(ctx),
    cards: cardFacts(ctx),
    gradients,
    effects,
    summary: {
      corner_style: cornerStyle(radius),
      has_gradients: gradients.some((g) => g.count > 0),
      has_glass: effects.glass.length > 0,
      has_grain: effects.grain.length > 0,
    },
  };
  const findings = scopeFindings(ctx);
  if (findings.length > 0) section.findings = findings;
  return section;
}

/**
 * From the dominant radius of buttons, inputs, cards and badges: one shared kind of corner wins
 * outright; pill buttons make the page read as pill whatever the cards do; square and rounded
 * components side by side are mixed.
 */
function cornerStyle(radius: RadiusFacts): SurfacesSection['summary']['corner_style'] {
  const kinds = radius.by_component.filter((c) => ['button', 'input', 'card', 'badge'].includes(c.kind));
  if (kinds.length === 0) return null;
  const classOf = (name: string): 'square' | 'rounded' | 'pill' => (name === 'none' ? 'square' : name === 'full' ? 'pill' : 'rounded');
  const button = kinds.find((k) => k.kind === 'button');
  const classes = new Set(kinds.map((k) => classOf(k.radius.name)));
  if (classes.size === 1) return [...classes][0]!;
  if (button && classOf(button.radius.name) === 'pill') return 'pill';
  if (classes.has('square') && classes.has('rounded')) return 'mixed';
  return 'rounded';
}

function scopeFindings(ctx: AnalysisContext): Finding[] {
  const counts = { widget: 0 };
  for (const reason of shapeScope(ctx).excluded.values()) if (reason === 'widget') counts.widget++;
  return counts.widget > 0 ? [{ message: `${counts.widget} nodes of consent banners or third-party widgets were left out`, evidence: { widget_nodes: counts.widget } }] : [];
}
