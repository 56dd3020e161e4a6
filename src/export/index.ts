/**
 * Token exports of a design system (issue 3 "Exports"): W3C Design Tokens (DTCG 2025.10, and the
 * string-valued `dtcg-legacy` for Style Dictionary 4 and Tokens Studio, issue 12 §3), Figma
 * variables, CSS custom properties, a Tailwind v4 `@theme` block, and DESIGN.md. All render one
 * token model (tokens.ts), so they agree on names and values.
 */
import { invalid } from '../errors.js';
import { renderCssVariables, type CssVariablesOptions } from './css-variables.js';
import { renderDesignMd } from './design-md.js';
import { dtcgDocument, type DtcgOptions } from './dtcg.js';
import { dtcgLegacyDocument } from './dtcg-legacy.js';
import { figmaVariablesBody } from './figma-variables.js';
import { renderTailwindTheme } from './tailwind.js';
import { buildTokenModel } from './tokens.js';

export const EXPORT_FORMATS = ['dtcg', 'dtcg-legacy', 'figma', 'css', 'tailwind', 'design-md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions {
  /** DTCG and DTCG legacy: include `$extensions["com.brand-design"]` provenance. @default true */
  provenance?: boolean;
  /** CSS: the selector of the main block. @default ':root' */
  selector?: string;
}

/** Suggested file name per format. */
export const EXPORT_FILE_NAMES: Record<ExportFormat, string> = {
  dtcg: 'tokens.json',
  'dtcg-legacy': 'tokens.legacy.json',
  figma: 'figma-variables.json',
  css: 'tokens.css',
  tailwind: 'theme.css',
  'design-md': 'DESIGN.md',
};

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/**
 * Renders `designSystem` (a result's `result.design_system`, possibly partial) in `format`.
 * Sections that are absent or unreadable are skipped; the output never contains a made-up value.
 * @throws ValidationError (422) for an unknown format.
 */
export function exportDesignSystem(designSystem: unknown, format: ExportFormat, options: ExportOptions = {}): string {
  if (!isExportFormat(format)) throw invalid(['format'], `unknown export format ${JSON.stringify(format)}; expected one of ${EXPORT_FORMATS.join(', ')}`);
  const model = buildTokenModel(designSystem);
  switch (format) {
    case 'dtcg':
    case 'dtcg-legacy': {
      const dtcg: DtcgOptions = options.provenance === undefined ? {} : { provenance: options.provenance };
      const doc = format === 'dtcg' ? dtcgDocument(model, dtcg) : dtcgLegacyDocument(model, dtcg);
      return `${JSON.stringify(doc, null, 2)}\n`;
    }
    case 'figma':
      return `${JSON.stringify(figmaVariablesBody(model), null, 2)}\n`;
    case 'css': {
      const css: CssVariablesOptions = options.selector === undefined ? {} : { selector: options.selector };
      return renderCssVariables(model, css);
    }
    case 'tailwind':
      return renderTailwindTheme(model);
    case 'design-md':
      return renderDesignMd(model);
  }
}

export { toDtcg, dtcgDocument, DTCG_EXTENSION, type DtcgOptions, type DtcgDocument } from './dtcg.js';
export { toDtcgLegacy, dtcgLegacyDocument } from './dtcg-legacy.js';
export { toFigmaVariables, figmaVariablesBody, type FigmaVariablesBody } from './figma-variables.js';
export { toCssVariables, renderCssVariables, type CssVariablesOptions } from './css-variables.js';
export { toTailwindTheme, renderTailwindTheme } from './tailwind.js';
export { toDesignMd, renderDesignMd } from './design-md.js';
export { buildTokenModel, type TokenModel } from './tokens.js';
