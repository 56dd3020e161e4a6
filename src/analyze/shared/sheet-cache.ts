/**
 * Parsed stylesheets kept between analysis runs, keyed by the sheet's text, id and media.
 *
 * Why (issue 9 §3): parsing the CSS is the largest single cost of an analysis (about a third of
 * it over the 295 saved captures), and most of those bytes are the same library files
 * (bootstrap, font-awesome, animate…) again: 72 MB of sheets hold 30 MB of distinct text. A
 * parse is a pure function of (text, id, media), so a cached result is the result.
 *
 * Entries are deep-frozen: sections already treat `ctx.stylesheets()` as read-only
 * (context.ts), and freezing turns any future mutation into a thrown error instead of a result
 * that depends on which page was analyzed before. Bounded by source bytes, least recently used
 * first out, so a long-running worker's memory stays flat.
 */
import { createHash } from 'node:crypto';
import { parseStylesheet, type ParsedStylesheet } from './css.js';

/**
 * Source characters kept; parsed, 1 M chars holds about 8.5 MB of heap. @default 1 M: over the 295
 * captures it gives cached p50 19 ms against 17.6 ms with 4 M (34 MB) and 30 ms with none, and a
 * worker's memory (issue 9: RSS ≤ 300 MB) is worth more than the last 1.5 ms.
 */
const MAX_CHARS = Number(process.env.BRAND_DESIGN_SHEET_CACHE_CHARS ?? 1_000_000);

const cache = new Map<string, { sheet: ParsedStylesheet; chars: number }>();
let cachedChars = 0;

/** `parseStylesheet(text, id, { media })`, from the cache when the same sheet was parsed before. */
export function parseStylesheetCached(text: string, id: string, media: string | null): ParsedStylesheet {
  // Small sheets (inline <style>) cost less to parse than to hash and keep.
  if (text.length < 2048 || MAX_CHARS <= 0) return parseStylesheet(text, id, { media });
  const key = `${id}\u0000${media ?? ''}\u0000${createHash('sha256').update(text).digest('base64')}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // re-insert: Map order is the recency order
    cache.set(key, hit);
    return hit.sheet;
  }
  const sheet = deepFreeze(parseStylesheet(text, id, { media }));
  if (text.length <= MAX_CHARS) {
    cache.set(key, { sheet, chars: text.length });
    cachedChars += text.length;
    for (const [oldest, entry] of cache) {
      if (cachedChars <= MAX_CHARS) break;
      cache.delete(oldest);
      cachedChars -= entry.chars;
    }
  }
  return sheet;
}

/** Empties the cache (the analysis benchmark times cold parses with it). */
export function clearStylesheetCache(): void {
  cache.clear();
  cachedChars = 0;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
