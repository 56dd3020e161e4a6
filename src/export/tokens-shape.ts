/**
 * Shape, depth, space and motion tokens: radii (`surfaces.radius`), shadows
 * (`elevation.shadows`), the spacing scale and content width (`layout`), and transition
 * durations and easings (`interactions.motion`).
 */
import { compact } from './tokens-color.js';
import type { DimensionToken, DurationToken, EasingToken, RadiusToken, ShadowLayerToken, ShadowToken } from './tokens.js';
import { arr, kebab, len, num, obj, parseColor, round, str, strings, uniqueNamer, type Json } from './tokens-read.js';

/** What `full` (pill, circle) renders as when the page only declares it as a percentage. */
export const FULL_RADIUS_PX = 9999;

export function radiusTokens(surfaces: Json | null): RadiusToken[] {
  const radius = obj(surfaces?.['radius']);
  const name = uniqueNamer();
  const out: RadiusToken[] = [];
  for (const item of arr(radius?.['scale'])) {
    const step = obj(item);
    const stepName = kebab(str(step?.['name']) ?? '');
    const px = pxOfStep(stepName, step?.['value_px']);
    if (!step || !stepName || px === null) continue;
    const kinds = arr(step['kinds']).map((k) => str(obj(k)?.['kind'])).filter((k): k is string => k !== null && k !== 'other');
    out.push({
      name: name(stepName),
      kind: 'scale',
      px,
      description: `Radius ${stepName}${stepName === 'full' ? ' (pill / circle)' : ''}${kinds.length > 0 ? ` — ${kinds.join(', ')}` : ''}`,
      evidence: compact({ elements: num(step['count']), values: strings(step['values']), css_variables: strings(step['css_variables']), kinds }),
    });
  }
  for (const item of arr(radius?.['by_component'])) {
    const c = obj(item);
    const kind = kebab(str(c?.['kind']) ?? '');
    const r = obj(c?.['radius']);
    const px = pxOfStep(str(r?.['name']) ?? '', r?.['value_px']);
    if (!c || !kind || px === null) continue;
    out.push({
      name: name(kind),
      kind: 'component',
      px,
      description: `Radius of ${kind} components${str(r?.['name']) ? ` (step ${str(r?.['name'])})` : ''}`,
      evidence: compact({ step: str(r?.['name']), elements: num(c['count']), of: num(c['total']) }),
    });
  }
  return out;
}

function pxOfStep(name: string, valuePx: unknown): number | null {
  const px = len(valuePx);
  if (px !== null) return round(px);
  if (name === 'full') return FULL_RADIUS_PX;
  if (name === 'none') return 0;
  return null;
}

/** One `elevation` layer → a shadow layer, or null when its color is not concrete (currentcolor). */
function layerOf(value: unknown): ShadowLayerToken | null {
  const l = obj(value);
  const base = parseColor(l?.['color']);
  const x = num(l?.['x']);
  const y = num(l?.['y']);
  const blur = len(l?.['blur']);
  const spread = num(l?.['spread']);
  if (!l || !base || x === null || y === null || blur === null || spread === null) return null;
  const alpha = num(l['alpha']);
  const color = alpha === null ? base : { ...base, alpha: round(Math.min(1, Math.max(0, alpha)) * base.alpha, 3) };
  return { inset: l['inset'] === true, x: round(x), y: round(y), blur: round(blur), spread: round(spread), color };
}

export function shadowTokens(elevation: Json | null): ShadowToken[] {
  const shadows = obj(elevation?.['shadows']);
  const name = uniqueNamer();
  const out: ShadowToken[] = [];
  const groups: { key: string; kind: ShadowToken['kind']; prefix: string | null }[] = [
    { key: 'scale', kind: 'scale', prefix: null },
    { key: 'colored', kind: 'colored', prefix: 'colored' },
    { key: 'rings', kind: 'ring', prefix: 'ring' },
    { key: 'insets', kind: 'inset', prefix: 'inset' },
  ];
  for (const group of groups) {
    let index = 0;
    for (const item of arr(shadows?.[group.key])) {
      const s = obj(item);
      const raw = arr(s?.['layers']);
      const layers = raw.map(layerOf);
      // A shadow with a layer we cannot value is left out whole: half a shadow is a different shadow.
      if (!s || layers.length === 0 || layers.some((l) => l === null)) continue;
      index++;
      const own = kebab(str(s['name']) ?? '');
      const tokenName = name(group.prefix ? `${group.prefix}-${index}` : own || `shadow-${index}`);
      const count = num(s['count']);
      const states = obj(s['states']);
      const hover = num(states?.['hover']) ?? 0;
      const kinds = arr(s['kinds']).map((k) => str(obj(k)?.['kind'])).filter((k): k is string => k !== null && k !== 'other');
      const where = [count ? `${count} element${count === 1 ? '' : 's'}` : null, hover ? `${hover} on hover` : null, kinds.length > 0 ? kinds.join(', ') : null].filter((p) => p !== null);
      out.push({
        name: tokenName,
        kind: group.kind,
        layers: layers as ShadowLayerToken[],
        description: `${group.kind === 'scale' ? `Shadow ${tokenName}` : `${cap(group.kind)} shadow`}${where.length > 0 ? ` — ${where.join('; ')}` : ''}`,
        evidence: compact({ elements: count, hover: hover || null, kinds, css_variables: strings(s['css_variables']), strength: num(s['strength']) }),
      });
    }
  }
  return out;
}

export interface SpacingReading {
  unitPx: number | null;
  steps: DimensionToken[];
  /** Steps used on the page that are not multiples of the unit. */
  offScalePx: number[];
  fit: number | null;
}

/**
 * Spacing tokens are the steps on the base unit, named by their multiple (`space-4` = 4 × 4px),
 * as Tailwind's spacing scale is; values off the unit are reported, not tokenized. No unit, no
 * scale: a list of unrelated values is not a system.
 */
export function spacingTokens(layout: Json | null): SpacingReading {
  const spacing = obj(layout?.['spacing']);
  const unit = len(spacing?.['base_unit_px']);
  const steps = arr(spacing?.['steps']).map(obj).filter((s): s is Json => s !== null && (len(s['px']) ?? 0) > 0);
  const variables = arr(obj(spacing?.['evidence'])?.['css_variables']).map(obj).filter((v): v is Json => v !== null);
  const out: DimensionToken[] = [];
  const offScale: number[] = [];
  if (!unit) return { unitPx: null, steps: [], offScalePx: steps.map((s) => round(len(s['px'])!)).sort((a, b) => a - b), fit: num(spacing?.['fit']) };
  for (const s of steps) {
    const px = round(len(s['px'])!);
    const multiple = round(px / unit, 4);
    if (!Number.isInteger(multiple)) {
      offScale.push(px);
      continue;
    }
    if (out.some((t) => t.px === px)) continue;
    out.push({
      name: String(multiple),
      px,
      description: `${px}px (${multiple} × ${round(unit)}px)`,
      evidence: compact({ uses: num(s['count']), css_variables: variables.filter((v) => num(v['px']) === px).map((v) => str(v['name'])).filter((n) => n !== null) }),
    });
  }
  out.sort((a, b) => a.px - b.px);
  return { unitPx: round(unit), steps: out, offScalePx: offScale.sort((a, b) => a - b), fit: num(spacing?.['fit']) };
}

export function layoutTokens(layout: Json | null): { contentWidth: DimensionToken | null } {
  const width = obj(layout?.['content_width']);
  const px = len(width?.['max_width_px']);
  if (!width || !px) return { contentWidth: null };
  const evidence = obj(width['evidence']);
  return {
    contentWidth: {
      name: 'content-width',
      px: round(px),
      description: `Maximum width of the centered content container${len(width['padding_inline_px']) ? ` (${round(len(width['padding_inline_px'])!)}px side padding)` : ''}`,
      evidence: compact({ source: str(width['source']), padding_inline_px: len(width['padding_inline_px']), max_width: str(evidence?.['max_width']), css_variables: strings(evidence?.['css_variables']), selectors: strings(evidence?.['selectors']).slice(0, 2) }),
    },
  };
}

export function durationTokens(interactions: Json | null): DurationToken[] {
  const out: DurationToken[] = [];
  for (const item of arr(obj(interactions?.['motion'])?.['durations'])) {
    const d = obj(item);
    const ms = len(d?.['ms']);
    if (!d || !ms || out.some((t) => t.ms === round(ms))) continue;
    const band = str(d['name']);
    const properties = strings(d['properties']).slice(0, 5);
    out.push({
      name: String(round(ms)),
      ms: round(ms),
      description: `${round(ms)}ms transition${band ? ` (${band})` : ''}${properties.length > 0 ? ` — ${properties.join(', ')}` : ''}`,
      evidence: compact({ elements: num(d['nodes']), rules: num(d['rules']), properties }),
    });
  }
  return out.sort((a, b) => a.ms - b.ms);
}

const KEYWORD_BEZIER: Record<string, [number, number, number, number]> = {
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
  linear: [0, 0, 1, 1],
};
const FAMILY_NAME: Record<string, string> = { ease: 'default', 'ease-in': 'in', 'ease-out': 'out', 'ease-in-out': 'in-out', linear: 'linear', overshoot: 'overshoot' };

/** `cubic-bezier(x1, y1, x2, y2)` or a keyword → the four numbers (DTCG cubicBezier: x in [0, 1]). */
export function bezierOf(value: string): [number, number, number, number] | null {
  const keyword = KEYWORD_BEZIER[value.trim().toLowerCase()];
  if (keyword) return keyword;
  const m = /^cubic-bezier\(\s*([^)]*)\)$/i.exec(value.trim());
  const parts = m ? m[1]!.split(',').map((p) => Number(p.trim())) : [];
  if (parts.length !== 4 || parts.some((p) => !Number.isFinite(p))) return null;
  if (parts[0]! < 0 || parts[0]! > 1 || parts[2]! < 0 || parts[2]! > 1) return null;
  return parts as [number, number, number, number];
}

export function easingTokens(interactions: Json | null): EasingToken[] {
  const name = uniqueNamer();
  const out: EasingToken[] = [];
  for (const item of arr(obj(interactions?.['motion'])?.['easings'])) {
    const e = obj(item);
    const value = str(e?.['value']);
    const bezier = value ? bezierOf(value) : null;
    if (!e || !value || !bezier || out.some((t) => t.bezier.join() === bezier.join())) continue;
    const variables = strings(e['css_variables']);
    // The site's own name (`--ease-out` → `out`) when it has one, else the curve's family.
    const fromVariable = variables[0] ? kebab(variables[0].replace(/^--/, '').replace(/^(easing|ease)(-|$)/i, '')) : '';
    const family = str(e['family']);
    out.push({
      name: name(fromVariable || FAMILY_NAME[family ?? ''] || 'curve'),
      bezier,
      description: `Easing ${value}${family ? ` (${family})` : ''}`,
      evidence: compact({ elements: num(e['nodes']), rules: num(e['rules']), css_variables: variables }),
    });
  }
  return out;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
