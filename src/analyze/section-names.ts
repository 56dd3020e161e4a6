/** The top-level sections of `result.design_system`, in the spec's order (spec §2.3). */
export const SECTION_NAMES = [
  'profile',
  'layout',
  'colors',
  'typography',
  'surfaces',
  'elevation',
  'interactions',
  'actions',
  'navigation',
  'data_display',
  'structure',
  'icons',
  'assets',
  'sections',
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

export function isSectionName(value: string): value is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(value);
}
