/**
 * The `colors` section (spec §2.3; issue 3 "Required shape"): color roles with evidence, the
 * palette (near-duplicates merged), rendered contrast pairs, light/dark schemes, the page's color
 * variables, and dark bands.
 *
 * Order matters: the background decides the page's tone; text, borders, surfaces and links are
 * read on that tone; the brand roles are voted from buttons, links, logo, theme-color and named
 * variables (never from frequency or header chrome); schemes are derived from the roles through
 * the variables that carry them.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { colorVariables } from '../derived/color-variables.js';
import type { Analyzer, Finding } from '../registry.js';
import { parseColor } from '../shared/color.js';
import { metaTags } from '../shared/dom.js';
import { colorBands } from './colors-bands.js';
import { brandRoles } from './colors-brand.js';
import { contrastPairs } from './colors-contrast.js';
import { colorModes, cssColorVariables, linkRuleColor, roleCarriers } from './colors-modes.js';
import { buildPalette, distance } from './colors-palette.js';
import { backgroundRole, borderRole, linkRole } from './colors-roles.js';
import { surfaceRole } from './colors-surface.js';
import { textRoles } from './colors-text.js';
import type { ColorRole, ColorRoleName, ColorsSection } from './colors-types.js';

export type * from './colors-types.js';

export const colorsAnalyzer: Analyzer<ColorsSection> = {
  id: 'colors',
  requires: ['nodes'],
  analyze: analyzeColors,
};

export function analyzeColors(_capture: Capture, ctx: AnalysisContext): ColorsSection {
  const findings: Finding[] = [];
  const vars = colorVariables(ctx);
  const background = backgroundRole(ctx);
  const scheme = background.tone;
  const { text, muted } = textRoles(ctx, background);
  const linkRule = linkRuleColor(ctx, vars, scheme);
  const link = linkRole(ctx, background, linkRule, text.value);
  const brand = brandRoles(ctx, background, text.value, vars, scheme, linkRule?.hex ?? null);

  const roles: Record<ColorRoleName, ColorRole> = {
    primary: brand.primary,
    secondary: brand.secondary,
    accent: brand.accent,
    background: background.role,
    surface: surfaceRole(ctx, background),
    text,
    text_muted: muted,
    link,
    border: borderRole(ctx, background),
  };

  // Provenance: name the variable that carries each role's value, when one does.
  const carriers = roleCarriers(vars, roles, scheme);
  for (const [role, found] of carriers) {
    const r = roles[role];
    if (!r.value || r.evidence.some((e) => e.variable === found.name)) continue;
    const alpha = vars.resolve(found.name, scheme)?.alpha ?? 1;
    r.evidence.push(found.over ? { source: 'css-variable', color: r.value, variable: found.name, note: `translucent (alpha ${alpha}), composited over the ${found.over}` } : { source: 'css-variable', color: r.value, variable: found.name });
  }

  const modes = colorModes(ctx, roles, vars, scheme, carriers);
  const variables = cssColorVariables(ctx, vars, scheme, modes.available.length > 1);
  const extra = themeColors(ctx).map((hex) => ({ hex, source: 'theme-color' }));
  const palette = buildPalette(ctx, { roles: Object.fromEntries(Object.entries(roles).map(([r, v]) => [r, v.value])), variables: variables.rendered, extra });
  const contrast = contrastPairs(ctx);
  const bands = colorBands(ctx, background);

  if (brand.monochrome) {
    findings.push(
      brand.primary.value
        ? { message: `no chromatic brand color: the primary is the neutral ${brand.primary.value} (a monochrome brand)`, evidence: brand.primary.evidence.map((e) => e.source) }
        : { message: 'no button, link, logo, theme-color or variable defines a brand color: primary is null' },
    );
  }
  if (roles.text.value === null) findings.push({ message: 'no rendered text on the page background: text is null' });
  const theme = themeColors(ctx)[0];
  if (theme && roles.primary.value && !brand.monochrome && parseColor(theme)!.oklch.c >= 0.045 && distance(ctx, theme, roles.primary.value) > 10) {
    findings.push({ message: `theme-color ${theme} differs from the primary ${roles.primary.value}`, evidence: theme });
  }
  if (contrast.summary.aa_failures > 0) {
    findings.push({ message: `${contrast.summary.aa_failures} text node(s) fail WCAG AA contrast`, evidence: contrast.pairs.filter((p) => !p.aa).map((p) => ({ text: p.text, background: p.background, ratio: p.ratio })) });
  }
  if (vars.unresolved.length > 0) {
    // Issue 9 §2: CSS we cannot resolve is skipped, and said so rather than guessed.
    findings.push({ message: `${vars.unresolved.length} custom propert${vars.unresolved.length === 1 ? 'y is' : 'ies are'} written as a color but could not be resolved; skipped`, evidence: vars.unresolved.slice(0, 10) });
  }
  if (bands.length > 0) findings.push({ message: `${bands.length} ${bands[0]!.tone} band(s) on a ${scheme} page; roles are read on the page's own tone`, evidence: bands.map((b) => b.node_id) });
  if (modes.available.length > 1 && modes[scheme === 'light' ? 'dark' : 'light'] !== null && Object.values(modes[scheme === 'light' ? 'dark' : 'light']!).every((v) => v === null)) {
    findings.push({ message: `the site has a ${scheme === 'light' ? 'dark' : 'light'} scheme, but no role value could be derived for it` });
  }

  const section: ColorsSection = {
    roles,
    palette: palette.palette,
    contrast_pairs: contrast.pairs,
    contrast_summary: contrast.summary,
    modes,
    css_variables: variables.list,
    dark_sections: bands,
    stats: {
      distinct_colors: palette.distinct,
      palette_size: palette.palette.length,
      palette_omitted: palette.omitted,
      monochrome: brand.monochrome,
      variables_omitted: variables.omitted,
    },
  };
  if (findings.length > 0) section.findings = findings;
  return section;
}

/** theme-color values (meta, then manifest), as hex. */
function themeColors(ctx: AnalysisContext): string[] {
  const out: string[] = [];
  for (const m of metaTags(ctx.dom())) {
    const c = m.name === 'theme-color' ? parseColor(m.content) : null;
    if (c && !out.includes(c.hex)) out.push(c.hex);
  }
  const manifest = ctx.capture.head.manifest?.json as Record<string, unknown> | null | undefined;
  const fromManifest = typeof manifest?.['theme_color'] === 'string' ? parseColor(manifest['theme_color']) : null;
  if (fromManifest && !out.includes(fromManifest.hex)) out.push(fromManifest.hex);
  return out;
}
