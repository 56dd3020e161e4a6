/**
 * `@font-face` rules for the captured font files, each family under a report-private alias
 * (`bd-font-1`, …): the specimen is then set in the page's own file, never in a locally installed
 * font of the same name, and a hostile family name never reaches the CSS (issue 12 §1).
 */
import { dataUri, type ReportFont } from './artifacts.js';

export interface EmbeddedFonts {
  /** `@font-face` rules, ready for a `<style>` element. */
  css: string;
  /** The alias of a family (case-insensitive page name → alias); null when no file was captured. */
  aliasOf(family: unknown): string | null;
  /** Families embedded, in the order given. */
  families: string[];
}

const MIME: Record<ReportFont['format'], string> = { woff2: 'font/woff2', woff: 'font/woff', truetype: 'font/ttf', opentype: 'font/otf' };

function faceWeight(weight: string | undefined): string {
  const w = (weight ?? '400').trim();
  return /^\d{1,4}( \d{1,4})?$/.test(w) ? w : '400';
}

function faceStyle(style: string | undefined): string {
  const s = (style ?? 'normal').trim().toLowerCase();
  return s === 'italic' || s === 'oblique' ? s : 'normal';
}

export function embedFonts(fonts: readonly ReportFont[] = []): EmbeddedFonts {
  const aliases = new Map<string, string>();
  const families: string[] = [];
  const rules: string[] = [];
  for (const font of fonts) {
    if (!MIME[font.format] || font.data.byteLength === 0) continue;
    const key = font.family.trim().toLowerCase();
    let alias = aliases.get(key);
    if (!alias) {
      alias = `bd-font-${aliases.size + 1}`;
      aliases.set(key, alias);
      families.push(font.family);
    }
    // font-display: block, so a screenshot of the report never catches a fallback face.
    rules.push(
      `@font-face{font-family:"${alias}";src:url(${dataUri(MIME[font.format], font.data)}) format("${font.format}");` +
        `font-weight:${faceWeight(font.weight)};font-style:${faceStyle(font.style)};font-display:block}`,
    );
  }
  return {
    css: rules.join('\n'),
    aliasOf: (family) => (typeof family === 'string' ? (aliases.get(family.trim().toLowerCase()) ?? null) : null),
    families,
  };
}
