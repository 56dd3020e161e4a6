/**
 * The section analyzers (ARCHITECTURE "Contracts": Analyzer = `{ id, requires, analyze }`).
 *
 * One file per design-system section under `sections/` (spec §2.3 lists the 14 names); adding a
 * section is one import plus one entry in `ANALYZERS`. The runner orders them by SECTION_NAMES,
 * so the order of this list does not matter.
 */
import type { Capture } from '../crawl/capture-types.js';
import type { AnalysisContext } from './context.js';
import type { SectionName } from './section-names.js';
import { profileAnalyzer } from './sections/profile.js';
import { typographyAnalyzer } from './sections/typography.js';
import { colorsAnalyzer } from './sections/colors.js';
import { layoutAnalyzer } from './sections/layout.js';
import { actionsAnalyzer } from './sections/actions.js';
import { interactionsAnalyzer } from './sections/interactions.js';
import { navigationAnalyzer } from './sections/navigation.js';
import { dataDisplayAnalyzer } from './sections/data-display.js';
import { assetsAnalyzer } from './sections/assets.js';
import { sectionsAnalyzer } from './sections/sections.js';
import { structureAnalyzer } from './sections/structure.js';
import { surfacesAnalyzer } from './sections/surfaces.js';
import { elevationAnalyzer } from './sections/elevation.js';
import { iconsAnalyzer } from './sections/icons.js';

/** A non-fatal observation a section reports in its `findings` array (remark-lint style message). */
export interface Finding {
  message: string;
  /** Where it was seen: a node id, selector, URL, value — whatever lets a human check it. */
  evidence?: unknown;
}

/**
 * A pure function from a Capture to one section object (plain JSON). It declares the Capture
 * fields it reads in `requires`; when one is missing or empty the runner fails the section with
 * a clear message instead of calling it. Throwing fails only this section (spec §2.3 sections
 * are independent; STYLE.md "A failed section is recorded and the submission still completes").
 */
export interface Analyzer<T = unknown> {
  readonly id: SectionName;
  readonly requires: readonly (keyof Capture)[];
  analyze(capture: Capture, ctx: AnalysisContext): T;
}

/** The implemented analyzers. The other spec §2.3 sections are absent from results until added. */
export const ANALYZERS: readonly Analyzer[] = [profileAnalyzer, colorsAnalyzer, typographyAnalyzer, surfacesAnalyzer, elevationAnalyzer, iconsAnalyzer,
  layoutAnalyzer, sectionsAnalyzer, structureAnalyzer, actionsAnalyzer, interactionsAnalyzer,
  navigationAnalyzer, dataDisplayAnalyzer, assetsAnalyzer];

/** The analyzer for a section, if that section is implemented. */
export function analyzerFor(section: SectionName, analyzers: readonly Analyzer[] = ANALYZERS): Analyzer | undefined {
  return analyzers.find((a) => a.id === section);
}
