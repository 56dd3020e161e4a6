/**
 * The text side of CSS color parsing, with no dependency: splitting function arguments, reading
 * relative-color syntax (CSS Color 5 §4, `rgb(from <color> r g b / 50%)`), `color-mix()`
 * arguments, and finding the colors inside a composite value (gradients, shadow lists).
 *
 * Channel arithmetic (`calc()`, `min()`, …) is in `css-math.ts`.
 *
 * Everything returns null for what it does not understand (issue 9 §2: analyzers never throw on
 * CSS they do not understand); `color.ts` turns what it does understand into colors.
 */

/** Splits on `separator` outside parentheses (for function argument lists). */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Whitespace-separated words outside parentheses; a top-level `/` is a word of its own. */
export function topLevelWords(text: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let current = '';
  const flush = (): void => {
    if (current !== '') words.push(current);
    current = '';
  };
  for (const ch of text) {
    if (depth === 0 && /\s/.test(ch)) flush();
    else if (depth === 0 && ch === '/') {
      flush();
      words.push('/');
    } else {
      if (ch === '(') depth++;
      else if (ch === ')') depth = Math.max(0, depth - 1);
      current += ch;
    }
  }
  flush();
  return words;
}

/** `name(args)` when the whole text is one function call with balanced parentheses; else null. */
export function matchFunction(text: string): { name: string; args: string } | null {
  const m = /^([a-z][a-z0-9-]*)\(/i.exec(text);
  if (!m || !text.endsWith(')')) return null;
  let depth = 0;
  for (let i = m[1]!.length; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0 && i !== text.length - 1) return null;
  }
  if (depth !== 0) return null;
  return { name: m[1]!.toLowerCase(), args: text.slice(m[1]!.length + 1, -1) };
}

/** How CSS names a color space's channels and what 100% of each means (CSS Color 4/5). */
export interface CssSpace {
  /** culori mode name. */
  mode: string;
  /** Channel keywords in order, as relative-color syntax names them. */
  channels: readonly [string, string, string];
  /** Value of 100% for each channel (null: percentages are not allowed, e.g. hue). */
  percent: readonly [number | null, number | null, number | null];
  /** CSS channel value = culori value × scale (rgb() speaks 0..255, culori 0..1). */
  scale: readonly [number, number, number];
  /** Index of the hue channel, whose angle units are accepted; -1 when none. */
  hue: number;
}

const rgbLike = (mode: string): CssSpace => ({ mode, channels: ['r', 'g', 'b'], percent: [1, 1, 1], scale: [1, 1, 1], hue: -1 });
const xyzLike = (mode: string): CssSpace => ({ mode, channels: ['x', 'y', 'z'], percent: [1, 1, 1], scale: [1, 1, 1], hue: -1 });

/** Color functions and `color()` spaces, by their CSS name. */
export const CSS_SPACES: Readonly<Record<string, CssSpace>> = {
  rgb: { mode: 'rgb', channels: ['r', 'g', 'b'], percent: [255, 255, 255], scale: [255, 255, 255], hue: -1 },
  hsl: { mode: 'hsl', channels: ['h', 's', 'l'], percent: [null, 100, 100], scale: [1, 100, 100], hue: 0 },
  hwb: { mode: 'hwb', channels: ['h', 'w', 'b'], percent: [null, 100, 100], scale: [1, 100, 100], hue: 0 },
  lab: { mode: 'lab', channels: ['l', 'a', 'b'], percent: [100, 125, 125], scale: [1, 1, 1], hue: -1 },
  lch: { mode: 'lch', channels: ['l', 'c', 'h'], percent: [100, 150, null], scale: [1, 1, 1], hue: 2 },
  oklab: { mode: 'oklab', channels: ['l', 'a', 'b'], percent: [1, 0.4, 0.4], scale: [1, 1, 1], hue: -1 },
  oklch: { mode: 'oklch', channels: ['l', 'c', 'h'], percent: [1, 0.4, null], scale: [1, 1, 1], hue: 2 },
  srgb: rgbLike('rgb'),
  'srgb-linear': rgbLike('lrgb'),
  'display-p3': rgbLike('p3'),
  rec2020: rgbLike('rec2020'),
  'a98-rgb': rgbLike('a98'),
  'prophoto-rgb': rgbLike('prophoto'),
  xyz: xyzLike('xyz65'),
  'xyz-d65': xyzLike('xyz65'),
  'xyz-d50': xyzLike('xyz50'),
};

/** A relative color, read but not yet resolved: `<fn>(from <origin> [<space>] c1 c2 c3 [/ a])`. */
export interface RelativeColor {
  origin: string;
  space: CssSpace;
  channels: [string, string, string];
  alpha: string | null;
}

/** Reads relative-color syntax from a color function's name and arguments; null when it is not one. */
export function readRelativeColor(name: string, args: string): RelativeColor | null {
  const words = topLevelWords(args.trim());
  if (words[0]?.toLowerCase() !== 'from' || words.length < 2) return null;
  let rest = words.slice(2);
  let spaceName = name.replace(/a$/, ''); // rgba → rgb, hsla → hsl
  if (name === 'color') {
    spaceName = rest[0]?.toLowerCase() ?? '';
    rest = rest.slice(1);
  } else if (spaceName in CSS_SPACES && ['srgb', 'srgb-linear', 'display-p3', 'rec2020', 'a98-rgb', 'prophoto-rgb', 'xyz', 'xyz-d65', 'xyz-d50'].includes(spaceName)) {
    return null; // those spaces exist only inside color()
  }
  const space = CSS_SPACES[spaceName];
  if (!space) return null;
  const slash = rest.indexOf('/');
  const channels = slash < 0 ? rest : rest.slice(0, slash);
  const alpha = slash < 0 ? null : rest.slice(slash + 1);
  if (channels.length !== 3 || (alpha !== null && alpha.length !== 1)) return null;
  return { origin: words[1]!, space, channels: channels as [string, string, string], alpha: alpha?.[0] ?? null };
}

/** color-mix() arguments, read (CSS Color 5 §2): the space, the hue method, two colors and their weights. */
export interface ColorMix {
  space: CssSpace;
  hue: 'shorter' | 'longer' | 'increasing' | 'decreasing';
  colors: [string, string];
  /** Weights normalized to sum 1 (the second color's weight is the interpolation position). */
  weights: [number, number];
  /** Alpha multiplier when the percentages sum to less than 100%. */
  alphaMultiplier: number;
}

/** Reads `color-mix()` arguments; null when they are not `in <space> [<hue> hue], <color> [p%], <color> [p%]`. */
export function readColorMix(args: string): ColorMix | null {
  const parts = splitTopLevel(args, ',');
  if (parts.length !== 3) return null;
  const how = /^in\s+([a-z0-9-]+)(?:\s+(shorter|longer|increasing|decreasing)\s+hue)?$/i.exec(parts[0]!.trim());
  const space = how ? CSS_SPACES[how[1]!.toLowerCase()] : undefined;
  if (!how || !space) return null;
  const stops = parts.slice(1).map((part) => {
    const words = topLevelWords(part.trim());
    const isPct = (w: string): boolean => /^[\d.]+%$/.test(w);
    const pcts = words.filter(isPct);
    const color = words.filter((w) => !isPct(w)).join(' ');
    return pcts.length > 1 || color === '' ? null : { color, pct: pcts.length === 1 ? Number(pcts[0]!.slice(0, -1)) : null };
  });
  const [a, b] = stops;
  if (!a || !b || [a.pct, b.pct].some((p) => p !== null && (!Number.isFinite(p) || p > 100))) return null;
  const p1 = a.pct ?? (b.pct === null ? 50 : 100 - b.pct);
  const p2 = b.pct ?? 100 - p1;
  const sum = p1 + p2;
  if (sum <= 0) return null;
  return {
    space,
    hue: (how[2]?.toLowerCase() ?? 'shorter') as ColorMix['hue'],
    colors: [a.color, b.color],
    weights: [p1 / sum, p2 / sum],
    alphaMultiplier: sum < 100 ? sum / 100 : 1,
  };
}

const CANDIDATE_FUNCTIONS = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)$/i;

/**
 * The substrings of a value that may be colors (color functions with balanced parentheses, and
 * hex literals), in order: `linear-gradient(in oklch, oklch(0.5 0.2 20), color-mix(…))`.
 */
export function colorCandidates(value: string): string[] {
  const found: string[] = [];
  const pattern = /#[0-9a-f]{3,8}\b|([a-z][a-z0-9-]*)\(/gi;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(value)) !== null) {
    if (m[1] === undefined) {
      found.push(m[0]);
      continue;
    }
    const isUrl = /^url$/i.test(m[1]);
    if (!isUrl && !CANDIDATE_FUNCTIONS.test(m[1])) continue; // descend: `linear-gradient(` is scanned inside
    const end = closingParen(value, m.index + m[1].length);
    if (end < 0) break;
    if (!isUrl) found.push(value.slice(m.index, end + 1)); // `url(#abc)` is a fragment, not a color
    pattern.lastIndex = end + 1;
  }
  return found;
}

/** Index of the `)` that closes the `(` at `open`; -1 when unbalanced. */
export function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}
