/**
 * The backdrop a re-drawn sample (a button, a field, a border) is shown on (issue 12 §1: "buttons
 * … re-rendered … in their states"). A sample is drawn on the background it sits on in the page
 * (the analyzer's `evidence.backdrop`), but that reading is the color *under* a photo or gradient
 * when the element sits on one (a white outline button on a dark hero image reads as "on white"),
 * so a sample whose label would vanish there is moved onto the page's own darkest (light label)
 * or lightest (dark label) surface, where it reaches 3:1 — the WCAG 1.4.11 floor for a visible
 * component — and onto black or white only when no surface of the page does.
 */
import { arr, contrastRatio, num, obj, parseColor, str, type Json, type Rgba } from '../export/tokens-read.js';
import type { ReportContext } from './context.js';

/** WCAG 1.4.11 (non-text contrast) and the large-text floor: below this a label or line is not seen. */
export const MIN_SAMPLE_CONTRAST = 3;

const BLACK = parseColor('#000000')!;
const WHITE = parseColor('#ffffff')!;

function opaque(value: unknown): Rgba | null {
  const c = parseColor(value);
  return c && c.alpha >= 1 ? c : null;
}

/** Orders surfaces from dark to light: contrast with black grows with WCAG relative luminance. */
function lightness(c: Rgba): number {
  return contrastRatio(c, BLACK);
}

/**
 * Every opaque background the design system says the page paints: the background and surface
 * roles (and each theme's), the sections' and dark bands' backgrounds, and palette colors read
 * from backgrounds. Deduplicated, in that order.
 */
export function pageSurfaces(ctx: ReportContext): Rgba[] {
  const colors = ctx.section('colors');
  const roles = obj(colors?.['roles']);
  const modes = obj(colors?.['modes']);
  const values: unknown[] = [
    obj(roles?.['background'])?.['value'],
    obj(roles?.['surface'])?.['value'],
    ...['light', 'dark'].flatMap((m) => [obj(modes?.[m])?.['background'], obj(modes?.[m])?.['surface']]),
    ...arr(ctx.section('sections')?.['items']).map((i) => obj(obj(i)?.['background'])?.['color']),
    ...arr(colors?.['dark_sections']).map((d) => obj(d)?.['color']),
    ...arr(colors?.['palette']).map(obj).filter((p): p is Json => p !== null && arr(p['sources']).includes('background')).map((p) => p['value']),
  ];
  const seen = new Set<string>();
  const out: Rgba[] = [];
  for (const value of values) {
    const c = opaque(value);
    if (c && !seen.has(c.hex)) {
      seen.add(c.hex);
      out.push(c);
    }
  }
  return out;
}

/** Below this a fill is lost on the stage (a button turning red on hover, drawn on red). */
const LOST_FILL = 1.5;

/**
 * The backdrop for a sample whose label (text, or a line) is `ink`: the page's `known` backdrop
 * when the label reads on the sample's own fill (`onFill`) or on `known`, else the darkest (light
 * ink) or lightest (dark ink) of `surfaces` that reaches MIN_SAMPLE_CONTRAST and is not the color
 * of one of the sample's own fills (`avoid`: its hover/active fills, which would vanish on it),
 * else black or white. Pure.
 */
export function readableBackdrop(ink: Rgba | null, onFill: boolean, known: Rgba | null, surfaces: readonly Rgba[], avoid: readonly Rgba[] = []): Rgba | null {
  if (!ink || onFill) return known;
  if (known && contrastRatio(ink, known) >= MIN_SAMPLE_CONTRAST) return known;
  const lightInk = isLightInk(ink);
  const usable = surfaces.filter((s) => avoid.every((a) => contrastRatio(a, s) >= LOST_FILL));
  const ordered = [...usable].sort((a, b) => lightness(a) - lightness(b));
  const extreme = lightInk ? ordered[0] : ordered[ordered.length - 1];
  if (extreme && contrastRatio(ink, extreme) >= MIN_SAMPLE_CONTRAST) return extreme;
  return lightInk ? BLACK : WHITE;
}

/** A light ink (white text) needs a dark backdrop: it contrasts more with black than with white. */
export function isLightInk(ink: Rgba): boolean {
  return contrastRatio(ink, BLACK) >= contrastRatio(ink, WHITE);
}

/**
 * Whether the label of a button or field reads on the component's own fill (opaque, translucent
 * composited by the analyzer, or a gradient) rather than on whatever is behind it.
 */
export function labelOnOwnFill(component: Json): boolean {
  if (str(component['gradient'])) return true;
  if (num(component['background_alpha']) === 0) return false;
  return opaque(component['background']) !== null;
}
