/**
 * Button tokens from `actions.buttons`: one token group per button style, named by its variant
 * (`primary`, `secondary`, `ghost` …; a second style of the same variant is `primary-2`), with
 * the fill, text, border, radius, padding, font, shadow and the :hover colors the page shows.
 */
import { compact } from './tokens-color.js';
import type { Box4, ButtonToken, FontToken, ShadowLayerToken } from './tokens.js';
import { arr, len, num, obj, parseColor, round, str, strings, uniqueNamer, type Json, type Rgba } from './tokens-read.js';

const VARIANTS = ['primary', 'secondary', 'tertiary', 'ghost', 'link'];

export function buttonTokens(actions: Json | null, fonts: readonly FontToken[]): ButtonToken[] {
  const name = uniqueNamer();
  const out: ButtonToken[] = [];
  for (const item of arr(actions?.['buttons'])) {
    const b = obj(item);
    const variant = str(b?.['variant']);
    if (!b || !variant || !VARIANTS.includes(variant)) continue;
    const background = parseColor(b['background']);
    const text = parseColor(b['color']);
    const borderRaw = obj(b['border']);
    const borderColor = parseColor(borderRaw?.['color']);
    const borderWidth = len(borderRaw?.['width_px']);
    const border = borderRaw && borderColor && borderWidth ? { widthPx: round(borderWidth), style: str(borderRaw['style']) ?? 'solid', color: borderColor } : null;
    const radius = len(b['border_radius_px']);
    const padding = box4(b['padding']);
    const f = obj(b['font']);
    const family = str(f?.['family']);
    const font = family
      ? {
          family: fonts.find((t) => t.evidence['family'] === family)?.family ?? family,
          stack: fonts.find((t) => t.evidence['family'] === family)?.stack ?? [family],
          sizePx: len(f!['size_px']),
          weight: weightOf(f!['weight']),
          letterSpacingPx: num(f!['letter_spacing_px']),
          textTransform: str(f!['text_transform']) === 'none' ? null : str(f!['text_transform']),
        }
      : null;
    const count = num(b['count']) ?? 0;
    const examples = arr(b['examples']).map((e) => str(obj(e)?.['text'])).filter((t): t is string => t !== null).slice(0, 3);
    const evidence = obj(b['evidence']);
    const variables = obj(evidence?.['css_variables']);
    out.push({
      name: name(variant),
      variant,
      background,
      text,
      border,
      radiusPx: radius === null ? null : round(radius),
      padding,
      font,
      shadow: parseShadowList(str(b['box_shadow'])),
      hover: hoverColors(obj(obj(b['states'])?.['hover'])),
      count,
      examples,
      description: `${variant.charAt(0).toUpperCase()}${variant.slice(1)} button${examples[0] ? ` (e.g. “${examples[0]}”)` : ''}`,
      evidence: compact({
        elements: count,
        confidence: num(b['confidence']),
        shape: str(b['shape']),
        classes: strings(evidence?.['classes']).slice(0, 4),
        css_variables: variables
          ? compact({ background: strings(variables['background']), color: strings(variables['color']), border: strings(variables['border']) })
          : null,
        examples,
      }),
    });
  }
  return out;
}

function weightOf(value: unknown): number | null {
  const n = num(value);
  return n !== null && n >= 1 && n <= 1000 ? n : null;
}

function box4(value: unknown): Box4 | null {
  const p = obj(value);
  const sides = ['top', 'right', 'bottom', 'left'].map((k) => num(p?.[k]));
  if (sides.some((s) => s === null || s < 0)) return null;
  const [top, right, bottom, left] = sides.map((s) => round(s!)) as [number, number, number, number];
  return { top, right, bottom, left };
}

/** The :hover color changes (states.hover.effects `{property, to}`) that land on a concrete color. */
function hoverColors(hover: Json | null): ButtonToken['hover'] {
  const out: ButtonToken['hover'] = {};
  const key: Record<string, keyof ButtonToken['hover']> = { 'background-color': 'background', color: 'text', 'border-color': 'borderColor' };
  for (const item of arr(hover?.['effects'])) {
    const e = obj(item);
    const field = key[str(e?.['property']) ?? ''];
    const to: Rgba | null = parseColor(e?.['to']);
    if (field && to && !out[field]) out[field] = to;
  }
  return out;
}

/** Splits on commas outside parentheses. */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const PX = /^(-?(?:\d+\.?\d*|\.\d+))(px)?$/;

/**
 * A computed `box-shadow` (`rgba(169, 58, 26, 0.3) 0px 1px 2px 0px, …`) → layers; null for
 * `none`, or when any layer has a length that is not px or a color that is not concrete.
 */
export function parseShadowList(value: string | null): ShadowLayerToken[] | null {
  if (!value || value.trim() === 'none') return null;
  const layers: ShadowLayerToken[] = [];
  for (const part of splitTopLevel(value)) {
    const colorMatch = /(rgba?\([^)]*\)|#[0-9a-f]{3,8}\b)/i.exec(part);
    const color = parseColor(colorMatch?.[1]);
    if (!color) return null;
    const rest = part.replace(colorMatch![1]!, ' ').trim().split(/\s+/).filter(Boolean);
    const inset = rest.includes('inset');
    const lengths = rest.filter((t) => t !== 'inset');
    const nums = lengths.map((t) => PX.exec(t)).map((m) => (m && (m[2] === 'px' || Number(m[1]) === 0) ? Number(m[1]) : null));
    if (nums.length < 2 || nums.length > 4 || nums.some((n) => n === null)) return null;
    const [x, y, blur = 0, spread = 0] = nums as number[];
    if (blur! < 0) return null;
    layers.push({ inset, x: round(x!), y: round(y!), blur: round(blur!), spread: round(spread!), color });
  }
  return layers.length > 0 ? layers : null;
}
