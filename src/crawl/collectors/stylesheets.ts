/**
 * In-page stylesheet collector: every sheet that applies to the page, in document order —
 * `document.styleSheets` (linked and inline, each followed depth-first by its `@import`s),
 * `document.adoptedStyleSheets`, then each open shadow root's `<style>`s and adopted sheets.
 *
 * Text is the CSSOM serialization (`cssRules`), which reflects rules added by script
 * (`insertRule`, CSS-in-JS). A cross-origin sheet's rules cannot be read; it comes back with
 * `text: null` and the crawler fills it from the network response body it recorded.
 */
import type { StylesheetOrigin } from '../capture-types.js';

export interface RawStylesheet {
  origin: StylesheetOrigin;
  href: string | null;
  media: string | null;
  owner_node_id: string | null;
  /** Null when the CSSOM is not readable (cross-origin without CORS). */
  text: string | null;
}

/** Runs in the page. Self-contained. `nodeTableKey` names the node walk's element → id table. */
export function collectStylesheets(args: { nodeTableKey: string }): RawStylesheet[] {
  const table = (globalThis as unknown as Record<symbol, WeakMap<Element, string> | undefined>)[Symbol.for(args.nodeTableKey)];
  const out: RawStylesheet[] = [];
  const seen = new Set<CSSStyleSheet>();

  const readRules = (sheet: CSSStyleSheet): CSSRule[] | null => {
    try {
      return Array.from(sheet.cssRules);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'SecurityError') return null; // cross-origin
      throw error;
    }
  };

  const add = (sheet: CSSStyleSheet, origin: StylesheetOrigin, owner: string | null, media?: string): void => {
    if (seen.has(sheet) || sheet.disabled) return;
    seen.add(sheet);
    const rules = readRules(sheet);
    const mediaText = media ?? sheet.media.mediaText;
    out.push({
      origin,
      href: sheet.href,
      media: mediaText === '' || mediaText === 'all' ? null : mediaText,
      owner_node_id: owner,
      text: rules ? rules.map((rule) => rule.cssText).join('\n') : null,
    });
    for (const rule of rules ?? []) {
      if (rule instanceof CSSImportRule && rule.styleSheet) add(rule.styleSheet, 'import', owner, rule.media.mediaText);
    }
  };

  for (const sheet of Array.from(document.styleSheets)) add(sheet, sheet.href ? 'linked' : 'inline', null);
  for (const sheet of document.adoptedStyleSheets) add(sheet, 'constructed', null);

  // Shadow roots in tree order, including roots nested inside other roots.
  const visitRoot = (root: Document | ShadowRoot): void => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const shadow = el.shadowRoot;
      if (!shadow) continue;
      const owner = table?.get(el) ?? null;
      for (const sheet of Array.from(shadow.styleSheets)) add(sheet, sheet.href ? 'linked' : 'shadow', owner);
      for (const sheet of shadow.adoptedStyleSheets) add(sheet, 'constructed', owner);
      visitRoot(shadow);
    }
  };
  visitRoot(document);
  return out;
}
