/**
 * Color tokens: the roles of `colors.roles` (spec order, null roles skipped), then the palette
 * (`colors.palette`, most painted first) named `<hue>-<step>` like Tailwind's scales (`orange-500`,
 * `neutral-50`): the hue the colors section gives and a 50…950 step from OKLab lightness, so a
 * name says roughly what the color looks like and stays put when the page changes a little.
 */
import type { ColorModes, ColorToken } from './tokens.js';
import { arr, kebab, num, obj, oklabLightness, parseColor, round, str, strings, uniqueNamer, type Json } from './tokens-read.js';

/** issue 3 "Required shape": the nine roles, in this order. */
export const COLOR_ROLE_ORDER = ['primary', 'secondary', 'accent', 'background', 'surface', 'text', 'text_muted', 'link', 'border'] as const;

const ROLE_USAGE: Record<(typeof COLOR_ROLE_ORDER)[number], string> = {
  primary: 'Brand color: main calls to action, key links and highlights',
  secondary: 'Second brand color: secondary actions and emphasis',
  accent: 'Accent: highlights, labels and decorative details',
  background: 'Page background (the canvas most of the page sits on)',
  surface: 'Cards, panels and other raised surfaces',
  text: 'Body copy and headings',
  text_muted: 'Secondary text: descriptions, captions, metadata',
  link: 'Inline links',
  border: 'Borders, dividers and outlines of fields and cards',
};

export function roleUsage(role: string): string {
  return ROLE_USAGE[role as keyof typeof ROLE_USAGE] ?? role;
}

const STEPS = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 700, 750, 800, 850, 900, 950] as const;

/** Lightness → the target step on a 0…1000 scale (L 0.98 → 20, L 0.23 → 770). */
function stepTarget(l: number): number {
  return (1 - Math.min(1, Math.max(0, l))) * 1000;
}

/**
 * Palette names: `white` and `black` for those exact colors; otherwise `<hue>-<step>` with the
 * step nearest the color's lightness that is still free for that hue (within 150), so near
 * shades of one hue get distinct, lightness-ordered names (`neutral-50`, `neutral-100`) rather
 * than `-2` suffixes. Earlier (more painted) entries choose first.
 */
function paletteNamer(): (hue: string, hex: string, l: number) => string {
  const unique = uniqueNamer();
  const taken = new Set<string>();
  return (hue, hex, l) => {
    if (hex === '#ffffff' || hex === '#000000') return unique(hex === '#ffffff' ? 'white' : 'black');
    const target = stepTarget(l);
    const ranked = [...STEPS].sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b);
    const free = ranked.find((step) => Math.abs(step - target) <= 150 && !taken.has(`${hue}-${step}`));
    const name = unique(`${hue}-${free ?? ranked[0]}`);
    taken.add(name);
    return name;
  };
}

export function colorTokens(colors: Json | null): ColorToken[] {
  if (!colors) return [];
  const tokens: ColorToken[] = [];
  const roles = obj(colors['roles']);
  const modes = obj(colors['modes']);
  const light = obj(modes?.['light']);
  const dark = obj(modes?.['dark']);
  for (const role of COLOR_ROLE_ORDER) {
    const r = obj(roles?.[role]);
    const color = parseColor(r?.['value']);
    if (!r || !color) continue;
    const evidence = arr(r['evidence']).map(obj).filter((e): e is Json => e !== null);
    const token: ColorToken = {
      name: kebab(role),
      kind: 'role',
      color,
      description: ROLE_USAGE[role],
      evidence: compact({
        role,
        confidence: num(r['confidence']),
        sources: distinct(evidence.map((e) => str(e['source']))),
        css_variables: distinct(evidence.map((e) => str(e['variable']))),
        observations: sum(evidence.map((e) => num(e['count']))),
      }),
    };
    const lightHex = parseColor(light?.[role])?.hex;
    const darkHex = parseColor(dark?.[role])?.hex;
    if (lightHex && darkHex) token.modes = { light: lightHex, dark: darkHex };
    tokens.push(token);
  }

  const name = paletteNamer();
  for (const item of arr(colors['palette'])) {
    const p = obj(item);
    const color = parseColor(p?.['value']);
    if (!p || !color) continue;
    const oklch = obj(p['oklch']);
    const l = num(oklch?.['l']) ?? oklabLightness(color);
    const hue = kebab(str(p['hue']) ?? '') || 'color';
    const usage = obj(p['usage']);
    const area = num(usage?.['area_ratio']);
    const elements = num(usage?.['elements']);
    const roleNames = strings(p['roles']);
    const parts = [
      area !== null ? `${round(area * 100, 1)}% of painted area` : null,
      elements !== null ? `${elements} element${elements === 1 ? '' : 's'}` : null,
      roleNames.length > 0 ? `role: ${roleNames.map((r) => r.replace('_', ' ')).join(', ')}` : null,
    ].filter((s) => s !== null);
    tokens.push({
      name: name(hue, color.hex, l),
      kind: 'palette',
      color,
      description: `Palette${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`,
      evidence: compact({
        area_ratio: area,
        elements,
        roles: roleNames,
        css_variables: strings(p['css_variables']),
        sources: strings(p['sources']),
        merged_shades: arr(p['merged']).map((m) => str(obj(m)?.['value'])).filter((v) => v !== null),
      }),
    });
  }
  return tokens;
}

/**
 * The site's other scheme (colors.modes): the default is the rendered scheme (what the role
 * tokens hold); the alternate lists the roles whose value differs there.
 */
export function colorModes(colors: Json | null, tokens: readonly ColorToken[]): ColorModes | null {
  const modes = obj(colors?.['modes']);
  const rendered = str(modes?.['rendered']);
  if (!modes || (rendered !== 'light' && rendered !== 'dark')) return null;
  const alternate = rendered === 'light' ? 'dark' : 'light';
  if (!strings(modes['available']).includes(alternate)) return null;
  const values = obj(modes[alternate]);
  if (!values) return null;
  const overrides: ColorModes['overrides'] = [];
  for (const role of COLOR_ROLE_ORDER) {
    const color = parseColor(values[role]);
    if (!color) continue;
    const current = tokens.find((t) => t.kind === 'role' && t.name === kebab(role));
    if (current && current.color.hex === color.hex && current.color.alpha === color.alpha) continue;
    overrides.push({ name: kebab(role), color });
  }
  if (overrides.length === 0) return null;
  const detection = distinct(arr(modes['detection']).map((d) => str(obj(d)?.['kind'])));
  return { default: rendered, alternate, overrides, detection };
}

function distinct(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

function sum(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : null;
}

/** Drops null, empty arrays and empty strings, keeping the key order. */
export function compact(record: Record<string, unknown>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}
