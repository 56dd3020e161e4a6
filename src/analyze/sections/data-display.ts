/**
 * The `data_display` section (spec §2.3: "tables, stats, pricing tables, badges, lists, cards,
 * with their styles"). Each part lives in its own file (data-display-*.ts); this one assembles
 * them. Every described element carries its node id and selector.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { analyzeBadges, analyzeCards, type BadgesSummary, type CardsSummary, type LabelsSummary } from './data-display-components.js';
import { analyzeLists, type ListsSummary } from './data-display-lists.js';
import { analyzePricing, descendants, type PricingTable } from './data-display-pricing.js';
import { analyzeStats, bodyFontSize, type StatsSummary } from './data-display-stats.js';
import { analyzeTables, type TablesSummary } from './data-display-tables.js';

export type { BadgeStyle, BadgesSummary, CardMedia, CardStyle, CardsSummary, LabelsSummary } from './data-display-components.js';
export type { ListMarker, ListsSummary, StyledList } from './data-display-lists.js';
export type { PlanPrice, PricingPlan, PricingTable } from './data-display-pricing.js';
export type { StatGroup, StatItem, StatsSummary } from './data-display-stats.js';
export type { TableStyle, TablesSummary } from './data-display-tables.js';

export interface DataDisplaySection {
  tables: TablesSummary;
  stats: StatsSummary;
  pricing: PricingTable[];
  badges: BadgesSummary;
  /** Unpainted uppercase kickers ("eyebrows") above headings. */
  labels: LabelsSummary;
  lists: ListsSummary;
  cards: CardsSummary;
  findings?: Finding[];
}

export const dataDisplayAnalyzer: Analyzer<DataDisplaySection> = {
  id: 'data_display',
  requires: ['nodes'],
  analyze: analyzeDataDisplay,
};

export function analyzeDataDisplay(_capture: Capture, ctx: AnalysisContext): DataDisplaySection {
  const findings: Finding[] = [];
  const pricing = analyzePricing(ctx, bodyFontSize(ctx));
  // Prices inside plans are not stats.
  const inPlans = new Set<string>();
  for (const table of pricing) {
    for (const plan of table.plans) {
      inPlans.add(plan.node_id);
      const node = ctx.nodeById(plan.node_id);
      if (node) for (const d of descendants(ctx, node)) inPlans.add(d.id);
    }
    if (!table.plans.some((p) => p.highlighted) && table.plans.length > 1) findings.push({ message: 'pricing table without a distinguishable highlighted plan', evidence: table.selector });
  }
  const badges = analyzeBadges(ctx);
  const section: DataDisplaySection = {
    tables: analyzeTables(ctx),
    stats: analyzeStats(ctx, inPlans),
    pricing,
    badges: badges.badges,
    labels: badges.labels,
    lists: analyzeLists(ctx),
    cards: analyzeCards(ctx),
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}
