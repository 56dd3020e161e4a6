/**
 * CSS custom properties (issue 3 "Exports"): one `:root` block, plus the site's other color
 * scheme when `colors.modes` has one. Names are the DTCG token paths joined with `-` (the names
 * Style Dictionary gives the DTCG export), except text styles, which are spelled out as
 * longhands (`--text-h1-font-size`, `--text-h1-line-height` …) because a `font` shorthand cannot
 * carry letter spacing or text transform.
 */
import {
  cssBezier, cssColor, cssFontStack, cssLetterSpacing, cssPx, cssShadow, headerComment, paddingParts, renderDeclarations, renderModes, type Declaration,
} from './css-values.js';
import { buildTokenModel, type ButtonToken, type TokenModel } from './tokens.js';

export interface CssVariablesOptions {
  /** The selector of the main block. @default ':root' */
  selector?: string;
}

export function toCssVariables(designSystem: unknown, options: CssVariablesOptions = {}): string {
  return renderCssVariables(buildTokenModel(designSystem), options);
}

export function renderCssVariables(model: TokenModel, options: CssVariablesOptions = {}): string {
  const selector = options.selector ?? ':root';
  const declarations = cssDeclarations(model);
  const parts = [headerComment(model, 'Design tokens as CSS custom properties')];
  parts.push(declarations.length > 0 ? `${selector} {\n${renderDeclarations(declarations, '  ')}\n}` : `${selector} {\n}`);
  const modes = renderModes(model.modes, (name) => `--color-${name}`);
  if (modes) parts.push(modes);
  return `${parts.join('\n\n')}\n`;
}

export function cssDeclarations(model: TokenModel): Declaration[] {
  const out: Declaration[] = [];
  const group = (title: string, items: Declaration[]): void => {
    if (items.length === 0) return;
    out.push([null, title], ...items);
  };
  group('Colors: roles', model.colors.filter((c) => c.kind === 'role').map((c) => [`--color-${c.name}`, cssColor(c.color)]));
  group('Colors: palette', model.colors.filter((c) => c.kind === 'palette').map((c) => [`--color-${c.name}`, cssColor(c.color)]));
  group('Font families', model.fonts.map((f) => [`--font-${f.name}`, cssFontStack(f.stack)]));
  group('Font sizes', model.fontSizes.map((s) => [`--font-size-${s.name}`, cssPx(s.px)]));
  group('Font weights', model.fontWeights.map((w) => [`--font-weight-${w.name}`, String(w.value)]));
  group('Text styles', model.textStyles.flatMap((t): Declaration[] => {
    const p = `--text-${t.name}`;
    const lines: Declaration[] = [[`${p}-font-family`, t.font ? `var(--font-${t.font})` : cssFontStack(t.stack)], [`${p}-font-size`, cssPx(t.sizePx)]];
    if (t.lineHeight !== null) lines.push([`${p}-line-height`, String(t.lineHeight)]);
    lines.push([`${p}-font-weight`, String(t.weight)], [`${p}-letter-spacing`, cssLetterSpacing(t)]);
    if (t.textTransform) lines.push([`${p}-text-transform`, t.textTransform]);
    if (t.italic) lines.push([`${p}-font-style`, 'italic']);
    return lines;
  }));
  group('Corner radius', model.radii.map((r) => [`--radius-${r.name}`, cssPx(r.px)]));
  group('Shadows', model.shadows.map((s) => [`--shadow-${s.name}`, cssShadow(s.layers)]));
  if (model.spacing.unitPx !== null) {
    group('Spacing', [['--space-unit', cssPx(model.spacing.unitPx)], ...model.spacing.steps.map((s): Declaration => [`--space-${s.name}`, cssPx(s.px)])]);
  }
  if (model.contentWidth) group('Layout', [[`--layout-${model.contentWidth.name}`, cssPx(model.contentWidth.px)]]);
  group('Motion', [
    ...model.durations.map((d): Declaration => [`--duration-${d.name}`, `${d.ms}ms`]),
    ...model.easings.map((e): Declaration => [`--ease-${e.name}`, cssBezier(e.bezier)]),
  ]);
  for (const b of model.buttons) group(`Button: ${b.name}`, buttonDeclarations(b));
  return out;
}

function buttonDeclarations(b: ButtonToken): Declaration[] {
  const p = `--button-${b.name}`;
  const out: Declaration[] = [];
  out.push([`${p}-background`, b.background ? cssColor(b.background) : 'transparent']);
  if (b.text) out.push([`${p}-text`, cssColor(b.text)]);
  if (b.border) out.push([`${p}-border`, `${cssPx(b.border.widthPx)} ${b.border.style} ${cssColor(b.border.color)}`]);
  if (b.radiusPx !== null) out.push([`${p}-radius`, cssPx(b.radiusPx)]);
  if (b.padding) for (const [side, px] of paddingParts(b.padding)) out.push([`${p}-${side}`, cssPx(px)]);
  if (b.font) {
    out.push([`${p}-font-family`, cssFontStack(b.font.stack)]);
    if (b.font.sizePx !== null) out.push([`${p}-font-size`, cssPx(b.font.sizePx)]);
    if (b.font.weight !== null) out.push([`${p}-font-weight`, String(b.font.weight)]);
    if (b.font.letterSpacingPx) out.push([`${p}-letter-spacing`, cssPx(b.font.letterSpacingPx)]);
    if (b.font.textTransform) out.push([`${p}-text-transform`, b.font.textTransform]);
  }
  if (b.shadow) out.push([`${p}-shadow`, cssShadow(b.shadow)]);
  if (b.hover.background) out.push([`${p}-hover-background`, cssColor(b.hover.background)]);
  if (b.hover.text) out.push([`${p}-hover-text`, cssColor(b.hover.text)]);
  if (b.hover.borderColor) out.push([`${p}-hover-border-color`, cssColor(b.hover.borderColor)]);
  return out;
}
