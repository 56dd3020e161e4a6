/**
 * The result types of the public contract (issue 12 §2), gathered in one place so a user types
 * against `import type { DesignSystem, ColorsSection, ResultEnvelope, Verdict } from 'brand-design'`
 * and `brand-design/schema/design-system.json` is generated from the same declarations.
 */
export type {
  DesignSystem, SectionOf, ProfileSection, LayoutSection, ColorsSection, TypographySection, SurfacesSection, ElevationSection,
  InteractionsSection, ActionsSection, NavigationSection, DataDisplaySection, StructureSection, IconsSection, AssetsSection,
  SectionsSection, IdentityFacets,
} from './design-system.js';
export type { Finding } from '../analyze/registry.js';
export type { AnalysisResult, AnalyzeOptions, SectionError } from '../analyze/run.js';
export type { JudgeVerdict as Verdict } from '../api/judge.js';
export type { ComponentVerdict, VerdictIssue, VerdictCap } from '../verify/types.js';
