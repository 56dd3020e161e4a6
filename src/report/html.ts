/**
 * Safe HTML building for the report (issue 12 §1). Everything a page gave us — brand names,
 * evidence, font names, selectors, headings — is hostile input: it is escaped wherever it lands,
 * and nothing reaches the markup unescaped except what these helpers built.
 *
 * `html\`…\`` escapes every interpolated value unless it is an `Html` value (the output of
 * `html` itself, `raw`, or `join`), so a section cannot forget to escape.
 */

/** Markup known to be safe: built by `html`, or trusted text from the report's own code. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escapes text for an element's content or a quoted attribute value. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(part);
}

/** A template whose interpolations are escaped (arrays are joined, null/false vanish). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Html(out);
}

/** Trusted markup from the report's own code (never page data). */
export function raw(value: string): Html {
  return new Html(value);
}

export function join(parts: readonly Part[], separator = ''): Html {
  return new Html(parts.map(render).filter((s) => s !== '').join(separator));
}

/** An inline `style` attribute from already-validated declarations (see css-safe.ts). */
export function styleAttr(declarations: Record<string, string | null | undefined>): Html {
  const text = Object.entries(declarations)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return text ? html` style="${text}"` : raw('');
}
