/**
 * The design system as a type (issue 12 §2, spec §2.3): one optional property per section, each
 * typed by the analyzer that writes it. This is the type of `result.design_system` and of
 * `guidelines.json` (spec §2.4), and the source `schema/design-system.json` is generated from
 * (`npm run build:schema`), so the schema and the types cannot drift apart.
 */
import type { IdentityFacets } from '../analyze/identity.js';
import type { SectionName } from '../analyze/section-names.js';
import type { ActionsSection } from '../analyze/sections/actions.js';
import type { AssetsSection } from '../analyze/sections/assets.js';
import type { ColorsSection } from '../analyze/sections/colors-types.js';
import type { DataDisplaySection } from '../analyze/sections/data-display.js';
import type { ElevationSection } from '../analyze/sections/elevation.js';
import type { IconsSection } from '../analyze/sections/icons.js';
import type { InteractionsSection } from '../analyze/sections/interactions.js';
import type { LayoutSection } from '../analyze/sections/layout.js';
import type { NavigationSection } from '../analyze/sections/navigation.js';
import type { ProfileSection } from '../analyze/sections/profile.js';
import type { SectionsSection } from '../analyze/sections/sections.js';
import type { StructureSection } from '../analyze/sections/structure.js';
import type { SurfacesSection } from '../analyze/sections/surfaces.js';
import type { TypographySection } from '../analyze/sections/typography.js';

export type {
  ActionsSection, AssetsSection, ColorsSection, DataDisplaySection, ElevationSection, IconsSection, InteractionsSection,
  LayoutSection, NavigationSection, ProfileSection, SectionsSection, StructureSection, SurfacesSection, TypographySection, IdentityFacets,
};

/**
 * `result.design_system` (spec §2.3). Every section is optional: a partial result holds the
 * sections checkpointed so far, a section whose analyzer failed is absent (and listed in
 * `section_errors`), and `result({ sections })` returns only the sections asked for.
 * A type alias, not an interface, so it stays assignable to `Record<string, unknown>` for code
 * that reads sections generically.
 */
export type DesignSystem = {
  profile?: ProfileSection;
  layout?: LayoutSection;
  colors?: ColorsSection;
  typography?: TypographySection;
  surfaces?: SurfacesSection;
  elevation?: ElevationSection;
  interactions?: InteractionsSection;
  actions?: ActionsSection;
  navigation?: NavigationSection;
  data_display?: DataDisplaySection;
  structure?: StructureSection;
  icons?: IconsSection;
  assets?: AssetsSection;
  sections?: SectionsSection;
};

/** The type of one section by its name: `SectionOf<'colors'>` is `ColorsSection`. */
export type SectionOf<N extends SectionName> = NonNullable<DesignSystem[N]>;

// Compile-time check: DesignSystem has exactly the spec §2.3 section names (SECTION_NAMES).
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : false;
type Assert<T extends true> = T;
export type DesignSystemKeysMatchSectionNames = Assert<SameKeys<keyof DesignSystem, SectionName>>;
