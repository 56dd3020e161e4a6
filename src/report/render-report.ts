/**
 * `renderReport(designSystem, artifacts)` (issue 12 §1): one self-contained HTML file that shows a
 * design system — screenshot, color roles, palette, contrast, light/dark, type specimen in the
 * page's own fonts, shape, buttons and fields in their states, the section strip, the identity
 * paragraph and the exports. Pure: data in, a string out; it reads no file and no browser.
 */
import { arr, obj, str } from '../export/tokens-read.js';
import type { ReportArtifacts } from './artifacts.js';
import { reportContext } from './context.js';
import { reportDocument, reportNav } from './document.js';
import { embedFonts } from './font-faces.js';
import { html, type Html } from './html.js';
import { colorRolesSection } from './sections/color-roles.js';
import { componentsSection } from './sections/components.js';
import { contrastSection } from './sections/contrast.js';
import { exportsSection } from './sections/exports.js';
import { modesSection } from './sections/modes.js';
import { brandNameOf, overviewSection } from './sections/overview.js';
import { pageStripSection } from './sections/page-strip.js';
import { paletteSection } from './sections/palette.js';
import { shapeSection } from './sections/shape.js';
import { typographySection } from './sections/typography.js';

const ANCHORS: Record<string, string> = {
  colors: 'Colors', palette: 'Palette', contrast: 'Contrast', modes: 'Themes', typography: 'Type', shape: 'Shape', components: 'Components', sections: 'Structure', exports: 'Exports',
};

/** The page's main heading, for the H1 specimen: the hero's heading, else the brand name. */
function pageHeadline(designSystem: unknown, brand: string): string {
  const items = arr(obj(obj(designSystem)?.['sections'])?.['items']).map(obj);
  const heading = items.map((i) => obj(i?.['heading'])).find((h) => h && h['level'] === 1) ?? items.map((i) => obj(i?.['heading'])).find(Boolean);
  const text = str(heading?.['text']);
  return text && text.length <= 90 ? text : brand;
}

/**
 * Renders the report of a design system (a result's `result.design_system`, possibly partial:
 * sections that are absent or unreadable are left out, never made up).
 */
export function renderReport(designSystem: unknown, artifacts: ReportArtifacts = {}): string {
  const fonts = embedFonts(artifacts.fonts);
  const ctx = reportContext(designSystem, fonts);
  const brand = brandNameOf(ctx, artifacts);
  const profile = ctx.section('profile');
  const paragraph = str(profile?.['description']) ?? str(profile?.['identity_paragraph']) ?? 'Good design is as little design as possible: less, but better, because it concentrates on the essential aspects.';
  const headline = pageHeadline(designSystem, brand);
  const sections: Html[] = [
    colorRolesSection(ctx),
    paletteSection(ctx),
    contrastSection(ctx),
    modesSection(ctx, headline, paragraph),
    typographySection(ctx, headline, paragraph),
    shapeSection(ctx),
    componentsSection(ctx),
    pageStripSection(ctx),
    artifacts.exports === false ? null : exportsSection(designSystem),
  ].filter((s): s is Html => s !== null);
  const present = sections.map((s) => /\bid="([a-z]+)"/.exec(s.value)?.[1]).filter((id): id is string => id !== undefined && id in ANCHORS);
  const omitted = artifacts.fontsOmitted ?? 0;
  const body = html`${overviewSection(ctx, artifacts)}${omitted > 0 ? html`<p class="r-warning">${omitted} font file${omitted === 1 ? ' was' : 's were'} not embedded (size budget or unreadable); those faces show in a local fallback.</p>` : null}${sections}`;
  const footer = html`<footer class="r-footer"><span>Made with brand-design from ${artifacts.sourceUrl ?? str(profile?.['url']) ?? 'a captured page'}</span>${artifacts.submissionId ? html`<span>Submission <code>${artifacts.submissionId}</code></span>` : null}${fonts.families.length ? html`<span>Fonts embedded: ${fonts.families.join(', ')}</span>` : null}</footer>`;
  return reportDocument(`${brand} — brand design system`, fonts.css, reportNav(brand, present.map((id) => ({ id, label: ANCHORS[id]! }))), body, footer);
}
