/**
 * CSS values the report writes from page data (issue 12 §1: no external request, hostile input).
 *
 * A value from the design system reaches the report's CSS only through one of these readers:
 * colors are re-serialized from their parsed channels, lengths from numbers, font names become
 * CSS strings of letters, digits, spaces and `._-`, and free-form values (shadows, transforms)
 * pass only when made of a closed character set and known functions. So no page string can end
 * a declaration, open a rule, or call `url()`/`image-set()` and make the report fetch anything.
 */
import { parseColor, round, type Rgba } from '../export/tokens-read.js';

export { parseColor, type Rgba };

/** `#rrggbb`, or `rgb(r g b / a)` when translucent; null when the value is not a plain color. */
export function cssColor(value: unknown): string | null {
  const color = parseColor(value);
  return color ? colorText(color) : null;
}

/** A `{ hex, alpha }` pair as the surfaces section reports colors; null when the hex does not parse. */
export function cssHexAlpha(value: unknown): string | null {
  const v = value !== null && typeof value === 'object' ? (value as { hex?: unknown; alpha?: unknown }) : null;
  const color = parseColor(v?.hex);
  if (!color) return null;
  const alpha = typeof v?.alpha === 'number' && Number.isFinite(v.alpha) ? Math.min(1, Math.max(0, v.alpha)) : 1;
  return colorText({ ...color, alpha: Math.round(alpha * 1000) / 1000 });
}

export function colorText(color: Rgba): string {
  if (color.alpha >= 1) return color.hex;
  const [r, g, b] = color.components.map((c) => Math.round(c * 255));
  return `rgb(${r} ${g} ${b} / ${color.alpha})`;
}

/** A length in px from a finite number (clamped to a sane range); null otherwise. */
export function cssPx(value: unknown, max = 4000): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return `${round(Math.min(max, Math.max(-max, value)), 2)}px`;
}

/** A font family name as a CSS string: only letters, digits, spaces and `._-` survive. */
export function cssFontName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const clean = name.replace(/[^\p{L}\p{N} ._-]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return clean ? `"${clean}"` : null;
}

const GENERICS = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace', 'ui-rounded']);

/** The generic family for a category (`serif`, `monospace`, …), `sans-serif` when unknown. */
export function genericFamily(category: unknown): string {
  if (typeof category !== 'string') return 'sans-serif';
  const c = category.toLowerCase();
  if (c === 'mono' || c === 'monospace') return 'monospace';
  return GENERICS.has(c) ? c : c.includes('serif') && !c.includes('sans') ? 'serif' : 'sans-serif';
}

/** A font stack: the embedded face alias first (when there is one), then the site's family, then a generic. */
export function cssFontStack(alias: string | null, family: unknown, category: unknown): string {
  return [alias ? `"${alias}"` : null, cssFontName(family), genericFamily(category)].filter(Boolean).join(', ');
}

const SHADOW_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'oklch', 'oklab', 'lab', 'lch', 'color', 'calc']);
const TRANSFORM_FUNCTIONS = new Set([
  'translate', 'translatex', 'translatey', 'translate3d', 'scale', 'scalex', 'scaley', 'scale3d', 'rotate', 'rotatez', 'skew', 'skewx', 'skewy', 'matrix', 'calc',
]);

/**
 * A free-form value made only of `[a-z0-9 #.,%/()-]` whose functions are all in `allowed`;
 * null otherwise (quotes, `;`, `{`, `\`, `url(`, `var(`, `image-set(` … never pass).
 */
export function cssFreeform(value: unknown, allowed: ReadonlySet<string>, maxLength = 400): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > maxLength || !/^[a-zA-Z0-9 #.,%/()+-]+$/.test(text)) return null;
  for (const match of text.matchAll(/([a-zA-Z-]+)\s*\(/g)) if (!allowed.has(match[1]!.toLowerCase())) return null;
  return text;
}

export function cssShadow(value: unknown): string | null {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'none') return 'none';
  return cssFreeform(value, SHADOW_FUNCTIONS);
}

export function cssTransform(value: unknown): string | null {
  return cssFreeform(value, TRANSFORM_FUNCTIONS, 200);
}

const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset', 'none']);

export function cssBorderStyle(value: unknown): string | null {
  return typeof value === 'string' && BORDER_STYLES.has(value.toLowerCase()) ? value.toLowerCase() : null;
}

const TEXT_TRANSFORMS = new Set(['none', 'uppercase', 'lowercase', 'capitalize']);

export function cssTextTransform(value: unknown): string | null {
  return typeof value === 'string' && TEXT_TRANSFORMS.has(value.toLowerCase()) ? value.toLowerCase() : null;
}

/** A font weight 1–1000 as CSS. */
export function cssWeight(value: unknown): string | null {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 && n <= 1000 ? String(Math.round(n)) : null;
}

const GRADIENT_FUNCTIONS = new Set([...SHADOW_FUNCTIONS, 'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient']);

/** A computed gradient (`linear-gradient(90deg, rgb(…) 0%, …)`); null for anything else (images, `url()`). */
export function cssGradient(value: unknown): string | null {
  const text = cssFreeform(value, GRADIENT_FUNCTIONS, 800);
  return text && /gradient\(/i.test(text) ? text : null;
}

/** One to four lengths (`8px`, `8px 8px 0px 0px`, `50%`); null otherwise. */
export function cssLengths(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^-?\d+(\.\d+)?(px|%|em|rem)?( -?\d+(\.\d+)?(px|%|em|rem)?){0,3}$/.test(text) ? text : null;
}
