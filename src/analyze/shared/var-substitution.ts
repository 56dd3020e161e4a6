/**
 * `var()` substitution (CSS Custom Properties 1 §3), as Chromium does it, for analyzers that read
 * authored values: references, fallbacks at any depth, and cycles.
 *
 * - A cycle (`--a: var(--b); --b: var(--a)`, or `--x: var(--x, blue)`) makes every property in it
 *   invalid at computed-value time (§2.3), fallbacks inside the cycle included; a `var()` that
 *   *uses* a cycle member from outside it still takes its own fallback.
 * - Bounded: at most MAX_DEPTH nested references, MAX_CALLS substitutions and MAX_LENGTH characters
 *   per value, so a fan-out (`--a: var(--b) var(--b)` thirty levels deep) cannot hang a section;
 *   past a bound the value is unresolvable (null), never a guess.
 */
import { closingParen, splitTopLevel } from './color-syntax.js';

/** The raw value of a custom property in the scope being resolved, or null when it is not declared. */
export type VariableLookup = (name: string) => string | null;

const MAX_DEPTH = 32;
const MAX_CALLS = 2_000;
const MAX_LENGTH = 4_000;

type Outcome = string | null | { cycleStart: string };

/** `value` with every `var()` replaced; null when a reference is unresolvable (and has no usable fallback). */
export function substituteVars(value: string, lookup: VariableLookup, owner: string | null = null): string | null {
  const out = substitute(value, lookup, owner === null ? [] : [owner], { calls: 0 });
  return typeof out === 'string' ? out : null;
}

function substitute(value: string, lookup: VariableLookup, path: string[], budget: { calls: number }): Outcome {
  if (path.length > MAX_DEPTH || ++budget.calls > MAX_CALLS) return null;
  let out = '';
  let i = 0;
  while (i < value.length) {
    const start = value.indexOf('var(', i);
    if (start < 0) {
      out += value.slice(i);
      break;
    }
    out += value.slice(i, start);
    const end = closingParen(value, start + 3);
    if (end < 0) return null;
    const [nameText, ...fallbackParts] = splitTopLevel(value.slice(start + 4, end), ',');
    const name = nameText!.trim();
    const fallback = fallbackParts.length > 0 ? fallbackParts.join(',').trim() : null;
    if (path.includes(name)) return { cycleStart: name };
    const raw = lookup(name);
    let replacement: Outcome = raw === null ? null : substitute(raw, lookup, [...path, name], budget);
    if (typeof replacement === 'object' && replacement !== null) {
      // The cycle started above `name`: `name` and this value's owner are in it, so no fallback.
      if (replacement.cycleStart !== name) return replacement;
      replacement = null; // `name` closes the cycle: it is invalid, and this use may fall back.
    }
    if (replacement === null && fallback !== null) replacement = substitute(fallback, lookup, path, budget);
    if (typeof replacement !== 'string') return replacement;
    out += replacement;
    if (out.length > MAX_LENGTH) return null;
    i = end + 1;
  }
  return out.trim();
}
