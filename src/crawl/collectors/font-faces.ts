/**
 * In-page font-face collector: every face in `document.fonts` with its load status, and the
 * `src` URLs declared by the matching `@font-face` rule (FontFace objects do not expose them).
 */
import type { FontFaceStatus } from '../capture-types.js';

/** Runs in the page. Self-contained. */
export function collectFontFaces(): FontFaceStatus[] {
  const unquote = (value: string): string => value.trim().replace(/^(["'])(.*)\1$/, '$2');
  const key = (family: string, style: string, weight: string): string =>
    `${unquote(family).toLowerCase()}|${style || 'normal'}|${weight || 'normal'}`;
  const sources = new Map<string, string[]>();
  const byFamily = new Map<string, string[]>();

  const readRules = (sheet: CSSStyleSheet): CSSRule[] => {
    try {
      return Array.from(sheet.cssRules);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'SecurityError') return []; // cross-origin
      throw error;
    }
  };
  const visitSheet = (sheet: CSSStyleSheet, seen: Set<CSSStyleSheet>): void => {
    if (seen.has(sheet)) return;
    seen.add(sheet);
    const base = sheet.href ?? document.baseURI;
    for (const rule of readRules(sheet)) {
      if (rule instanceof CSSImportRule && rule.styleSheet) visitSheet(rule.styleSheet, seen);
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const src = rule.style.getPropertyValue('src');
      const urls: string[] = [];
      for (const match of src.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/g)) {
        try {
          urls.push(new URL(match[2]!, base).href);
        } catch (error) {
          if (!(error instanceof TypeError)) throw error; // an unparsable URL is skipped
        }
      }
      const family = rule.style.getPropertyValue('font-family');
      sources.set(key(family, rule.style.getPropertyValue('font-style'), rule.style.getPropertyValue('font-weight')), urls);
      const familyKey = unquote(family).toLowerCase();
      byFamily.set(familyKey, [...(byFamily.get(familyKey) ?? []), ...urls]);
    }
  };
  const seen = new Set<CSSStyleSheet>();
  for (const sheet of Array.from(document.styleSheets)) visitSheet(sheet, seen);
  for (const sheet of document.adoptedStyleSheets) visitSheet(sheet, seen);

  return Array.from(document.fonts).map((face) => {
    const family = unquote(face.family);
    return {
      family,
      style: face.style,
      weight: face.weight,
      status: face.status,
      src: sources.get(key(face.family, face.style, face.weight)) ?? byFamily.get(family.toLowerCase()) ?? [],
    };
  });
}
