/**
 * Media query preludes read into feature tests (pure text; `css.ts` calls it for every @media).
 */

/** One media feature test, with min-/max- and range syntax normalized to an operator. */
export interface MediaCondition {
  feature: string;
  operator: '<' | '<=' | '=' | '>=' | '>' | null;
  /** Null for boolean tests such as `(hover)`. */
  value: string | null;
}

/** What `parseMediaQuery` reads from a prelude. */
export interface ParsedMediaQuery {
  types: string[];
  conditions: MediaCondition[];
}

const RANGE_OPS: Record<string, MediaCondition['operator']> = { '<': '<', '<=': '<=', '=': '=', '>=': '>=', '>': '>' };
const FLIP: Record<string, MediaCondition['operator']> = { '<': '>', '<=': '>=', '=': '=', '>=': '<=', '>': '<' };

/**
 * Splits a media query into its media types and feature tests. `min-width: 768px` becomes
 * `{feature: 'width', operator: '>=', value: '768px'}`, the same as the range form `width >= 768px`,
 * so layout breakpoints are read one way whatever syntax the site used.
 */
export function parseMediaQuery(query: string): ParsedMediaQuery {
  const conditions: MediaCondition[] = [];
  for (const match of query.matchAll(/\(([^()]+)\)/g)) {
    const body = match[1]!.trim();
    const plain = /^([a-z-]+)\s*:\s*(.+)$/i.exec(body);
    if (plain) {
      const [, rawFeature, value] = plain as unknown as [string, string, string];
      const feature = rawFeature.toLowerCase();
      const prefix = /^(min|max)-(.+)$/.exec(feature);
      if (prefix) conditions.push({ feature: prefix[2]!, operator: prefix[1] === 'min' ? '>=' : '<=', value: value.trim() });
      else conditions.push({ feature, operator: '=', value: value.trim() });
      continue;
    }
    const range = /^(?:([^<>=\s]+)\s*([<>]=?|=)\s*)?([a-z-]+)(?:\s*([<>]=?|=)\s*([^<>=\s]+))?$/i.exec(body);
    if (range && (range[1] !== undefined || range[4] !== undefined)) {
      const feature = range[3]!.toLowerCase();
      if (range[1] !== undefined) conditions.push({ feature, operator: FLIP[range[2]!] ?? null, value: range[1] });
      if (range[4] !== undefined) conditions.push({ feature, operator: RANGE_OPS[range[4]] ?? null, value: range[5]! });
      continue;
    }
    if (/^[a-z-]+$/i.test(body)) conditions.push({ feature: body.toLowerCase(), operator: null, value: null });
  }
  const withoutParens = query.replace(/\([^()]*\)/g, ' ').toLowerCase();
  const types = [...new Set(withoutParens.split(/[\s,]+/).filter((w) => /^(all|screen|print|speech)$/.test(w)))];
  return { types, conditions };
}

