/**
 * W3C Design Tokens Community Group format (Format Module 2025.10; issue 3 "Exports"):
 * tokens carry `$type`, `$value`, `$description`; colors are color objects
 * (`{ colorSpace: "srgb", components, alpha, hex }`), lengths are dimension objects
 * (`{ value, unit: "px" }`), shadows and type styles are composite tokens, and each token's
 * provenance rides in `$extensions["com.brand-design"]`.
 *
 * Groups, in this order: color, font, font-size, font-weight, typography, radius, shadow, space,
 * layout, duration, ease, button. Every token states its own `$type` (no inheritance to
 * resolve), values are literal (no aliases), and key order is fixed, so the file is
 * deterministic and reads the same in any tool.
 *
 * Tools as shipped (issue 12 §3, tested in test/export): @terrazzo/parser parses and lints it
 * cleanly; stock Style Dictionary 5 (`usesDtcg`, `transformGroup: 'css'`) prints every token but
 * durations (5.5 has no transform for the 2025.10 duration object). Style Dictionary 4 and Tokens
 * Studio read the string values of `dtcg-legacy` (dtcg-legacy.ts) instead.
 */
import { paddingParts } from './css-values.js';
import { compact } from './tokens-color.js';
import { buildTokenModel, type ShadowLayerToken, type TextStyleToken, type TokenBase, type TokenModel } from './tokens.js';
import type { Json, Rgba } from './tokens-read.js';

export const DTCG_EXTENSION = 'com.brand-design';

export interface DtcgOptions {
  /** Include `$extensions` provenance on each token. @default true */
  provenance?: boolean;
  /** JSON indentation. @default 2 */
  indent?: number;
}

export type DtcgDocument = Json;

export function toDtcg(designSystem: unknown, options: DtcgOptions = {}): string {
  return `${JSON.stringify(dtcgDocument(buildTokenModel(designSystem), options), null, options.indent ?? 2)}\n`;
}

export function dtcgColor(color: Rgba): Json {
  return { colorSpace: 'srgb', components: [...color.components], alpha: color.alpha, hex: color.hex };
}

export function dtcgDimension(px: number): Json {
  return { value: px, unit: 'px' };
}

function dtcgShadow(layers: readonly ShadowLayerToken[]): Json | Json[] {
  const one = (l: ShadowLayerToken): Json => ({
    color: dtcgColor(l.color),
    offsetX: dtcgDimension(l.x),
    offsetY: dtcgDimension(l.y),
    blur: dtcgDimension(l.blur),
    spread: dtcgDimension(l.spread),
    inset: l.inset,
  });
  return layers.length === 1 ? one(layers[0]!) : layers.map(one);
}

function fontFamilyValue(stack: readonly string[]): string | string[] {
  return stack.length === 1 ? stack[0]! : [...stack];
}

/** The typography composite needs every part (2025.10 §9.7); a style without a line height has none. */
function typographyValue(t: TextStyleToken): Json | null {
  if (t.lineHeight === null) return null;
  return {
    fontFamily: fontFamilyValue(t.stack),
    fontSize: dtcgDimension(t.sizePx),
    fontWeight: t.weight,
    letterSpacing: dtcgDimension(t.letterSpacingPx),
    lineHeight: t.lineHeight,
  };
}

const STROKE_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'outset', 'inset']);

export function dtcgDocument(model: TokenModel, options: DtcgOptions = {}): DtcgDocument {
  const provenance = options.provenance ?? true;
  const token = (type: string, value: unknown, base: Pick<TokenBase, 'description' | 'evidence'>, extra?: Json): Json => {
    const t: Json = { $type: type, $value: value, $description: base.description };
    const ext = { ...base.evidence, ...extra };
    if (provenance && Object.keys(ext).length > 0) t['$extensions'] = { [DTCG_EXTENSION]: ext };
    return t;
  };
  const plain = (type: string, value: unknown, description: string): Json => ({ $type: type, $value: value, $description: description });

  const doc: Json = {
    $description: `Design tokens of ${model.brand.name ?? 'a web page'}${model.brand.url ? ` (${model.brand.url})` : ''}, extracted from the rendered page by brand-design.`,
  };
  if (provenance) {
    doc['$extensions'] = {
      [DTCG_EXTENSION]: compact({
        format: 'DTCG 2025.10',
        brand_name: model.brand.name,
        source_url: model.brand.url,
        color_schemes: model.modes ? { default: model.modes.default, alternate: model.modes.alternate } : null,
      }),
    };
  }
  const put = (groupName: string, entries: [string, Json][]): void => {
    if (entries.length > 0) doc[groupName] = Object.fromEntries(entries);
  };

  put('color', model.colors.map((c) => [c.name, token('color', dtcgColor(c.color), c, c.modes ? { modes: c.modes } : undefined)]));
  put('font', model.fonts.map((f) => [f.name, token('fontFamily', fontFamilyValue(f.stack), f)]));
  put('font-size', model.fontSizes.map((s) => [s.name, token('dimension', dtcgDimension(s.px), s)]));
  put('font-weight', model.fontWeights.map((w) => [w.name, token('fontWeight', w.value, w)]));
  put('typography', model.textStyles.flatMap((t): [string, Json][] => {
    const value = typographyValue(t);
    return value ? [[t.name, token('typography', value, t, t.textTransform ? { text_transform: t.textTransform } : undefined)]] : [];
  }));
  put('radius', model.radii.map((r) => [r.name, token('dimension', dtcgDimension(r.px), r, { kind: r.kind })]));
  put('shadow', model.shadows.map((s) => [s.name, token('shadow', dtcgShadow(s.layers), s, { kind: s.kind })]));
  if (model.spacing.unitPx !== null) {
    put('space', [
      ['unit', plain('dimension', dtcgDimension(model.spacing.unitPx), `Base spacing unit: spacing steps are multiples of ${model.spacing.unitPx}px`)],
      ...model.spacing.steps.map((s): [string, Json] => [s.name, token('dimension', dtcgDimension(s.px), s)]),
    ]);
  }
  if (model.contentWidth) put('layout', [[model.contentWidth.name, token('dimension', dtcgDimension(model.contentWidth.px), model.contentWidth)]]);
  put('duration', model.durations.map((d) => [d.name, token('duration', { value: d.ms, unit: 'ms' }, d)]));
  put('ease', model.easings.map((e) => [e.name, token('cubicBezier', [...e.bezier], e)]));

  put('button', model.buttons.map((b): [string, Json] => {
    const g: Json = { $description: b.description };
    if (provenance && Object.keys(b.evidence).length > 0) g['$extensions'] = { [DTCG_EXTENSION]: { variant: b.variant, ...b.evidence } };
    const label = (what: string): string => `${b.description}: ${what}`;
    if (b.background) g['background'] = plain('color', dtcgColor(b.background), label('background'));
    if (b.text) g['text'] = plain('color', dtcgColor(b.text), label('text color'));
    if (b.border && STROKE_STYLES.has(b.border.style)) {
      g['border'] = plain('border', { color: dtcgColor(b.border.color), width: dtcgDimension(b.border.widthPx), style: b.border.style }, label('border'));
    }
    if (b.radiusPx !== null) g['radius'] = plain('dimension', dtcgDimension(b.radiusPx), label('corner radius'));
    if (b.padding) for (const [side, px] of paddingParts(b.padding)) g[side] = plain('dimension', dtcgDimension(px), label(side.replace('-', ' ')));
    if (b.font) {
      g['font-family'] = plain('fontFamily', fontFamilyValue(b.font.stack), label('font family'));
      if (b.font.sizePx !== null) g['font-size'] = plain('dimension', dtcgDimension(b.font.sizePx), label('font size'));
      if (b.font.weight !== null) g['font-weight'] = plain('fontWeight', b.font.weight, label('font weight'));
      if (b.font.letterSpacingPx) g['letter-spacing'] = plain('dimension', dtcgDimension(b.font.letterSpacingPx), label('letter spacing'));
    }
    if (b.shadow) g['shadow'] = plain('shadow', dtcgShadow(b.shadow), label('shadow'));
    if (b.hover.background) g['hover-background'] = plain('color', dtcgColor(b.hover.background), label('background on hover'));
    if (b.hover.text) g['hover-text'] = plain('color', dtcgColor(b.hover.text), label('text color on hover'));
    if (b.hover.borderColor) g['hover-border-color'] = plain('color', dtcgColor(b.hover.borderColor), label('border color on hover'));
    return [b.name, g];
  }));
  return doc;
}
