/** Radii, borders and shadows as rendered samples (issue 12 §1), on the page's own canvas and surface colors. */
import { arr, contrastRatio, num, obj, parseColor, str, type Json, type Rgba } from '../../export/tokens-read.js';
import { colorText, cssBorderStyle, cssColor, cssHexAlpha, cssPx, cssShadow } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';
import { pageSurfaces, readableBackdrop } from '../sample-backdrop.js';

/**
 * Below this a border is the same color as the surface it is drawn on (a white border on white):
 * a subtle hairline (#e6e6e6 on white, 1.2:1) stays on the page's surface, where it belongs.
 */
const INVISIBLE_LINE = 1.1;

/** The surface to draw a border of `hex` on: the page's surface, or a readable one when it would vanish there. */
function lineSurface(hex: string | null, surface: string, surfaces: readonly Rgba[]): string {
  const line = parseColor(hex);
  const base = parseColor(surface);
  if (!line || !base || contrastRatio(line, base) >= INVISIBLE_LINE) return surface;
  const chosen = readableBackdrop(line, false, base, surfaces);
  return chosen ? colorText(chosen) : surface;
}

function list(value: unknown): Json[] {
  return arr(value).map(obj).filter((v): v is Json => v !== null);
}

function kindsText(step: Json): string {
  return list(step['kinds']).map((k) => str(k['kind'])).filter((k): k is string => k !== null && k !== 'other').slice(0, 3).join(', ');
}

function radiusSamples(surfaces: Json | null, fill: string): Html | null {
  const steps = list(obj(surfaces?.['radius'])?.['scale']).filter((s) => num(s['value_px']) !== null);
  if (steps.length === 0) return null;
  return html`<div class="r-shape-group" data-report="radii"><h3>Corner radius</h3><ul class="r-samples">${steps.map((s) => {
    const px = num(s['value_px'])!;
    const pill = px >= 500;
    return html`<li><span class="r-radius-box"${styleAttr({ 'border-radius': pill ? '999px' : cssPx(px), background: fill })}></span><strong>${str(s['name']) ?? ''}</strong><span class="r-muted">${pill ? 'pill' : `${px}px`}${kindsText(s) ? ` · ${kindsText(s)}` : ''}</span></li>`;
  })}</ul></div>`;
}

function borderSamples(surfaces: Json | null, surface: string, pageColors: readonly Rgba[]): Html | null {
  const borders = obj(surfaces?.['borders']);
  const dominant = obj(borders?.['dominant']);
  const width = num(dominant?.['width_px']) ?? 1;
  const style = cssBorderStyle(dominant?.['style']) ?? 'solid';
  const colors = list(borders?.['colors'])
    .map((c) => ({ color: cssHexAlpha(c), hex: cssColor(c['hex']), alpha: num(c['alpha']) ?? 1, count: num(c['count']) ?? 0 }))
    .filter((c) => c.color !== null)
    .slice(0, 4);
  if (colors.length === 0) return null;
  return html`<div class="r-shape-group" data-report="borders"><h3>Borders</h3><ul class="r-samples">${colors.map((c, i) => {
    const behind = lineSurface(c.hex, surface, pageColors);
    // A border moved off the page's surface sits on a mat of the readable one, so the line shows on both sides.
    const mat = behind !== surface ? `0 0 0 6px ${behind}` : null;
    return html`<li><span class="r-border-box"${styleAttr({ border: `${cssPx(Math.min(width, 8))} ${style} ${c.color}`, background: behind, 'box-shadow': mat })}></span><strong><code>${c.hex}</code>${c.alpha < 1 ? ` ${Math.round(c.alpha * 100)}%` : ''}</strong><span class="r-muted">${i === 0 ? `${width}px ${style} · ` : ''}${c.count}×</span></li>`;
  })}</ul></div>`;
}

function shadowSamples(elevation: Json | null, surface: string): Html | null {
  const shadows = obj(elevation?.['shadows']);
  const tokens = [...list(shadows?.['scale']), ...list(shadows?.['colored']).filter((s) => (num(s['count']) ?? 0) > 0)]
    .map((s) => ({ name: str(s['name']), value: cssShadow(s['value']), count: num(s['count']) ?? 0, kind: str(s['kind']) }))
    .filter((s) => s.value !== null && s.value !== 'none')
    .slice(0, 6);
  if (tokens.length === 0) return null;
  return html`<div class="r-shape-group" data-report="shadows"><h3>Shadows</h3><ul class="r-samples r-shadow-samples">${tokens.map((t) => html`<li><span class="r-shadow-box"${styleAttr({ 'box-shadow': t.value, background: surface })}></span><strong>${t.name ?? t.kind ?? 'shadow'}</strong><span class="r-muted r-clip" title="${t.value}">${t.count}× · ${t.value}</span></li>`)}</ul></div>`;
}

function cardSamples(surfaces: Json | null, radiusFallback: string): Html | null {
  const variants = list(obj(surfaces?.['cards'])?.['variants']).slice(0, 3);
  if (variants.length === 0) return null;
  return html`<div class="r-shape-group" data-report="cards"><h3>Cards</h3><ul class="r-samples r-card-samples">${variants.map((v) => {
    const border = obj(v['border']);
    const borderColor = cssHexAlpha(border?.['color']);
    const bg = cssHexAlpha(v['background']);
    const declarations = {
      background: bg ?? 'transparent',
      'border-radius': cssPx(num(v['radius_px'])) ?? radiusFallback,
      border: border && borderColor ? `${cssPx(Math.min(num(border['width_px']) ?? 1, 8))} ${cssBorderStyle(border['style']) ?? 'solid'} ${borderColor}` : null,
      'box-shadow': cssShadow(v['shadow']),
    };
    return html`<li><span class="r-card-box"${styleAttr(declarations)}><span class="r-card-line"></span><span class="r-card-line r-short"></span></span><span class="r-muted">${num(v['count']) ?? 0}× · radius ${num(v['radius_px']) ?? 0}px${border ? ' · border' : ''}${v['shadow'] ? ' · shadow' : ''}</span></li>`;
  })}</ul></div>`;
}

export function shapeSection(ctx: ReportContext): Html | null {
  const surfaces = ctx.section('surfaces');
  const roles = obj(ctx.section('colors')?.['roles']);
  const canvas = cssColor(obj(roles?.['background'])?.['value']) ?? '#ffffff';
  const surface = cssColor(obj(roles?.['surface'])?.['value']) ?? canvas;
  const ink = cssColor(obj(roles?.['text'])?.['value']);
  const fill = cssColor(obj(roles?.['primary'])?.['value']) ?? cssColor(obj(roles?.['text'])?.['value']) ?? '#888888';
  const groups = [radiusSamples(surfaces, fill), borderSamples(surfaces, surface, pageSurfaces(ctx)), shadowSamples(ctx.section('elevation'), surface), cardSamples(surfaces, '0px')].filter((g): g is Html => g !== null);
  if (groups.length === 0) return null;
  return html`<section class="r-section" id="shape" data-report="shape">
  <h2>Shape and depth</h2>
  <p class="r-lede">Corners, lines and elevation, drawn with the page's own values.</p>
  <div class="r-stage"${styleAttr({ background: canvas, color: ink })}>${groups}</div>
</section>`;
}
