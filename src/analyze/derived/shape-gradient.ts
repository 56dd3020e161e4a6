/**
 * Reads the gradient layers of a `background-image` value (computed or authored):
 * `linear-gradient(135deg, rgb(124, 92, 255) 0%, rgb(34, 211, 238) 100%)` →
 * `{ type: 'linear', angle_deg: 135, stops: [{hex, alpha, position: '0%'}, …] }`.
 * `url()` layers are skipped; they are images, not gradients.
 */
import { parseColor, splitTopLevel } from '../shared/color.js';
import { round } from './shape-scope.js';

export type GradientType = 'linear' | 'radial' | 'conic';

export interface GradientStop {
  hex: string;
  alpha: number;
  /** The stop position(s) as written (`0%`, `40px`, `10% 20%`); null when implicit. */
  position: string | null;
}

export interface Gradient {
  type: GradientType;
  repeating: boolean;
  /** Linear: the direction in degrees (0 = to top, 90 = to right, 180 = default); conic: the `from` angle; radial: null. */
  angle_deg: number | null;
  /** The gradient's configuration argument as written (`circle at 20% 0%`, `to right`), or null. */
  config: string | null;
  stops: GradientStop[];
  /** The layer's CSS text. */
  value: string;
}

const DIRECTIONS: Record<string, number> = {
  'to top': 0, 'to right': 90, 'to bottom': 180, 'to left': 270,
  'to top right': 45, 'to right top': 45, 'to bottom right': 135, 'to right bottom': 135,
  'to bottom left': 225, 'to left bottom': 225, 'to top left': 315, 'to left top': 315,
};

/** Every gradient layer of a background-image value, in paint order (first = topmost). */
export function parseGradients(value: string | null | undefined): Gradient[] {
  if (typeof value !== 'string' || !/gradient\(/i.test(value)) return [];
  const out: Gradient[] = [];
  for (const raw of splitTopLevel(value, ',')) {
    const layer = raw.trim();
    const match = /^(-webkit-|-moz-)?(repeating-)?(linear|radial|conic)-gradient\(([\s\S]*)\)$/i.exec(layer);
    if (!match) continue;
    const gradient = parseGradient(match[3]!.toLowerCase() as GradientType, Boolean(match[2]), match[4]!, layer);
    if (gradient) out.push(gradient);
  }
  return out;
}

function parseGradient(type: GradientType, repeating: boolean, body: string, value: string): Gradient | null {
  const args = splitTopLevel(body, ',').map((a) => a.trim()).filter(Boolean);
  let config: string | null = null;
  if (args.length > 0 && stopOf(args[0]!) === null) config = args.shift()!;
  const stops: GradientStop[] = [];
  for (const arg of args) {
    const stop = stopOf(arg);
    if (stop) stops.push(stop);
    // A bare length/percentage is an interpolation hint, not a stop.
  }
  if (stops.length === 0) return null;
  return { type, repeating, angle_deg: angleOf(type, config), config, stops, value };
}

/** `rgb(1, 2, 3) 40%` → stop; `to right`, `45deg`, `circle at center`, `30%` → null. */
function stopOf(arg: string): GradientStop | null {
  const m = /^((?:[a-z-]+\([^()]*(?:\([^()]*\)[^()]*)*\))|#[0-9a-f]{3,8}|[a-z]+)\s*(.*)$/i.exec(arg);
  if (!m) return null;
  const color = parseColor(m[1]!);
  if (!color) return null;
  const position = m[2]!.trim();
  return { hex: color.hex, alpha: color.alpha, position: position === '' ? null : position };
}

function angleOf(type: GradientType, config: string | null): number | null {
  if (type === 'radial') return null;
  if (config === null) return type === 'linear' ? 180 : 0;
  const text = config.toLowerCase().replace(/\s+/g, ' ').trim();
  if (type === 'linear') {
    if (text in DIRECTIONS) return DIRECTIONS[text]!;
    return toDegrees(text);
  }
  const from = /from\s+(\S+)/.exec(text);
  return from ? toDegrees(from[1]!) : 0;
}

function toDegrees(text: string): number | null {
  const m = /^(-?(?:\d+\.?\d*|\.\d+))(deg|rad|turn|grad)?$/.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2] ?? 'deg';
  const deg = unit === 'rad' ? (n * 180) / Math.PI : unit === 'turn' ? n * 360 : unit === 'grad' ? n * 0.9 : n;
  return round(((deg % 360) + 360) % 360, 1);
}
