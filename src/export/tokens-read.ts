/**
 * Defensive reading of a design system for the token exports.
 *
 * The exports take `result.design_system` as stored: any section may be absent (not analyzed,
 * failed, filtered out) or partial, and its inner shape may grow. So nothing here trusts a
 * type: every field is read through a guard, and a value that does not read cleanly is treated
 * as absent (an export skips it) rather than as a guess.
 */

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A finite number ≥ 0. */
export function len(value: unknown): number | null {
  const n = num(value);
  return n !== null && n >= 0 ? n : null;
}

export function strings(value: unknown): string[] {
  return arr(value).filter((v): v is string => typeof v === 'string' && v !== '');
}

/** Rounds to `digits` decimals; -0 becomes 0 so the output never prints `-0`. */
export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** An sRGB color as the exports carry it. */
export interface Rgba {
  /** `#rrggbb`, lower case. */
  hex: string;
  /** 0..1. */
  alpha: number;
  /** Red, green, blue in 0..1 (4 decimals), as DTCG `components`. */
  components: [number, number, number];
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FN = /^rgba?\(\s*([^)]*)\)$/i;

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (comma or space syntax, numbers or
 * percentages) → Rgba; null for anything else (`transparent`, `currentcolor`, `var(--x)`,
 * `oklch()`…). The sections report colors as hex; `rgb()` appears in computed shadow strings.
 */
export function parseColor(value: unknown): Rgba | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const byte = (i: number): number => Number.parseInt(digits.slice(i, i + 2), 16);
    return rgba(byte(0), byte(2), byte(4), digits.length === 8 ? byteAlpha(byte(6)) : 1);
  }
  const fn = RGB_FN.exec(text);
  if (!fn) return null;
  const parts = fn[1]!.replace(/\s*\/\s*/, ' / ').split(/\s*,\s*|\s+/).filter((p) => p !== '' && p !== '/');
  if (parts.length < 3 || parts.length > 4) return null;
  const channel = (p: string): number | null => {
    const n = Number.parseFloat(p);
    if (!Number.isFinite(n) || !/^[+-]?(\d+\.?\d*|\.\d+)%?$/.test(p)) return null;
    return p.endsWith('%') ? (n / 100) * 255 : n;
  };
  const [r, g, b] = parts.slice(0, 3).map(channel);
  let a = 1;
  if (parts[3] !== undefined) {
    const n = Number.parseFloat(parts[3]);
    if (!Number.isFinite(n)) return null;
    a = parts[3].endsWith('%') ? n / 100 : n;
  }
  if (r == null || g == null || b == null) return null;
  return rgba(r, g, b, a);
}

/**
 * An 8-bit alpha as the shortest decimal that maps back to the same byte: `4d` → 0.3 (not
 * 0.302), `0f` → 0.06, `20` → 0.125; so an authored `rgba(…, 0.3)` that the browser serialized
 * as `#…4d` reads as authored.
 */
function byteAlpha(byte: number): number {
  for (let digits = 1; digits < 3; digits++) {
    const a = round(byte / 255, digits);
    if (Math.round(a * 255) === byte) return a;
  }
  return round(byte / 255, 3);
}

function rgba(r: number, g: number, b: number, alpha: number): Rgba {
  const clamp = (n: number): number => Math.min(255, Math.max(0, Math.round(n)));
  const [R, G, B] = [clamp(r), clamp(g), clamp(b)];
  const hex = `#${[R, G, B].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
  return { hex, alpha: round(Math.min(1, Math.max(0, alpha)), 3), components: [round(R / 255, 4), round(G / 255, 4), round(B / 255, 4)] };
}

/** OKLab lightness (0..1) of an sRGB color: orders and names palette shades without a color library. */
export function oklabLightness(color: Rgba): number {
  const lin = color.components.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const [r, g, b] = lin;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
}

/** `text_muted`, `Text Muted`, `--color-bg` → `text-muted`, `color-bg`: the one naming rule of every format. */
export function kebab(value: string): string {
  return value
    .replace(/^-+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out names, suffixing `-2`, `-3` … to repeats, so every token name is unique in its group. */
export function uniqueNamer(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`;
    taken.add(candidate);
    return candidate;
  };
}

/** WCAG 2 contrast ratio of two opaque colors. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const luminance = (c: Rgba): number => {
    const [r, g, b2] = c.components.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
