/**
 * The design system in text for `brand-design show` (issue 12 §4): color roles, palette, fonts,
 * radii and buttons. On a terminal each color gets a block painted in 24-bit ANSI color; off a
 * terminal (or with NO_COLOR) the hex value stands alone, so pipes and files read cleanly. Pure:
 * reads the design system defensively (a section may be absent with --sections, or failed).
 */
import { parseColor } from '../analyze/shared/color.js';

export interface DesignTextOptions {
  /** Paint color blocks with 24-bit ANSI escapes. */
  color: boolean;
  /** Palette entries listed. @default 12 */
  maxPalette?: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : undefined);
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj).filter((x): x is Obj => x !== undefined) : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const ROLE_ORDER = ['primary', 'secondary', 'accent', 'background', 'surface', 'text', 'text_muted', 'link', 'border'];

/** A colored block then the value (terminal), or the value alone. */
export function swatch(value: string, color: boolean): string {
  if (!color) return value;
  const hex = parseColor(value)?.hex; // #rrggbb, gamut-mapped
  if (!hex) return value;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `\x1b[48;2;${r};${g};${b}m    \x1b[0m ${value}`;
}

export function formatDesignText(designSystem: object, options: DesignTextOptions): string {
  const ds = designSystem as Obj;
  const blocks = [roles(ds, options), palette(ds, options), fonts(ds), radii(ds), buttons(ds, options)];
  return blocks.filter((b) => b.length > 0).map((b) => b.join('\n')).join('\n\n');
}

function roles(ds: Obj, o: DesignTextOptions): string[] {
  const r = obj(obj(ds.colors)?.roles);
  if (!r) return [];
  const lines = ['Color roles'];
  for (const role of ROLE_ORDER) {
    const entry = obj(r[role]);
    if (!entry) continue;
    const value = str(entry.value);
    const confidence = num(entry.confidence);
    lines.push(`  ${role.padEnd(11)} ${value ? swatch(value, o.color) : '–'}${value && confidence !== undefined ? `  (confidence ${confidence.toFixed(2)})` : ''}`);
  }
  const modes = obj(obj(ds.colors)?.modes);
  const other = modes && (obj(modes.dark) ?? obj(modes.light));
  if (modes && str(modes.rendered)) lines.push(`  rendered scheme: ${String(modes.rendered)}${other ? ' (the other scheme is in colors.modes)' : ''}`);
  return lines;
}

function palette(ds: Obj, o: DesignTextOptions): string[] {
  const entries = arr(obj(ds.colors)?.palette);
  if (entries.length === 0) return [];
  const max = o.maxPalette ?? 12;
  const lines = [`Palette (${entries.length} color${entries.length === 1 ? '' : 's'}, most used first)`];
  for (const p of entries.slice(0, max)) {
    const value = str(p.value);
    if (!value) continue;
    const usage = obj(p.usage);
    const area = num(usage?.area_ratio);
    const elements = num(usage?.elements);
    const roleNames = Array.isArray(p.roles) ? (p.roles as unknown[]).filter((x) => typeof x === 'string') : [];
    const facts = [area !== undefined ? `${(area * 100).toFixed(1)}% of the area` : '', elements !== undefined ? `${elements} element${elements === 1 ? '' : 's'}` : '', roleNames.join(', ')].filter(Boolean);
    lines.push(`  ${swatch(value, o.color)}  ${facts.join(' · ')}`);
  }
  if (entries.length > max) lines.push(`  … ${entries.length - max} more (--json for all)`);
  return lines;
}

function fonts(ds: Obj): string[] {
  const typography = obj(ds.typography);
  if (!typography) return [];
  const lines = ['Fonts'];
  for (const f of arr(typography.families)) {
    const family = str(f.family) ?? str(f.name);
    if (!family) continue;
    const roleNames = Array.isArray(f.roles) ? (f.roles as unknown[]).filter((x) => typeof x === 'string').join(', ') : str(f.role) ?? '';
    const weights = Array.isArray(f.weights) ? (f.weights as unknown[]).join(' ') : '';
    const origin = [str(f.source), str(f.status)].filter(Boolean).join(', ');
    lines.push(`  ${family}${origin ? ` (${origin})` : ''}${roleNames ? ` — ${roleNames}` : ''}${weights ? `; weights ${weights}` : ''}`);
  }
  const body = obj(typography.body);
  if (body && str(body.family)) {
    const ratio = num(obj(body.line_height)?.ratio);
    lines.push(`  body text: ${String(body.family)} ${num(body.size_px) ?? '?'}px${ratio !== undefined ? ` / ${ratio}` : ''}, weight ${num(body.weight) ?? '?'}`);
  }
  const scale = obj(typography.scale);
  if (scale && num(scale.ratio) !== undefined) lines.push(`  scale: base ${num(scale.base_px) ?? '?'}px, ratio ${num(scale.ratio)}${str(scale.ratio_name) ? ` (${String(scale.ratio_name)})` : ''}`);
  return lines.length > 1 ? lines : [];
}

function radii(ds: Obj): string[] {
  const radius = obj(obj(ds.surfaces)?.radius);
  const scale = arr(radius?.scale);
  if (scale.length === 0) return [];
  const lines = ['Radii'];
  for (const step of scale) {
    const px = num(step.value_px);
    const kinds = arr(step.kinds).map((k) => `${String(k.kind)} ${String(k.count)}`).join(', ');
    lines.push(`  ${String(step.name ?? '').padEnd(5)} ${px === undefined ? '?' : `${px}px`}  ×${num(step.count) ?? 0}${kinds ? ` (${kinds})` : ''}`);
  }
  return lines;
}

function buttons(ds: Obj, o: DesignTextOptions): string[] {
  const list = arr(obj(ds.actions)?.buttons);
  if (list.length === 0) return [];
  const lines = ['Buttons'];
  for (const b of list) {
    const bg = str(b.background);
    const fg = str(b.color);
    const border = obj(b.border);
    const borderColor = str(border?.color);
    const pad = obj(b.padding);
    const font = obj(b.font);
    const parts = [
      bg ? `background ${swatch(bg, o.color)}` : 'no background',
      fg ? `text ${swatch(fg, o.color)}` : '',
      borderColor ? `border ${num(border?.width_px) ?? ''}${num(border?.width_px) !== undefined ? 'px ' : ''}${swatch(borderColor, o.color)}` : '',
      num(b.border_radius_px) !== undefined ? `radius ${num(b.border_radius_px)}px${str(b.shape) ? ` (${String(b.shape)})` : ''}` : '',
      pad ? `padding ${num(pad.top) ?? 0}/${num(pad.right) ?? 0}px` : '',
      font ? `${str(font.family) ?? ''} ${num(font.size_px) ?? '?'}px ${num(font.weight) ?? ''}`.trim() : '',
      num(b.count) !== undefined ? `×${num(b.count)}` : '',
    ].filter(Boolean);
    lines.push(`  ${String(b.variant ?? '?').padEnd(9)} ${parts.join(', ')}`);
  }
  return lines;
}
