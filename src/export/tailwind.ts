/**
 * A Tailwind CSS v4 `@theme` block (issue 3 "Exports"), in Tailwind's theme-variable namespaces
 * so each token becomes utilities: `--color-*` (bg-primary, text-text-muted), `--font-*`
 * (font-sans, font-serif, font-mono, plus font-body / font-heading / font-display by role),
 * `--text-*` with `--line-height` / `--letter-spacing` / `--font-weight` sub-properties (the
 * size scale around `base`, and text-h1 … text-h6, text-body, text-label), `--font-weight-*`,
 * `--radius-*`, `--shadow-*` / `--inset-shadow-*`, `--spacing` (the base unit, so `p-4` is four
 * units), `--container-content` (max-w-content), `--ease-*`, and the default transition
 * duration, easing and font family.
 *
 * Values are the page's, in px. Tailwind's own defaults are left in place (the block extends
 * them); a `@media (prefers-color-scheme)` / `[data-theme]` block follows for the other scheme.
 */
import { cssBezier, cssColor, cssFontStack, cssLetterSpacing, cssPx, cssShadow, headerComment, renderDeclarations, renderModes, type Declaration } from './css-values.js';
import { buildTokenModel, type TextStyleToken, type TokenModel } from './tokens.js';

export function toTailwindTheme(designSystem: unknown): string {
  return renderTailwindTheme(buildTokenModel(designSystem));
}

export function renderTailwindTheme(model: TokenModel): string {
  const declarations = tailwindDeclarations(model);
  const parts = [headerComment(model, 'Tailwind CSS v4 theme'), `@theme {\n${renderDeclarations(declarations, '  ')}\n}`];
  const modes = renderModes(model.modes, (name) => `--color-${name}`);
  if (modes) parts.push(modes);
  return `${parts.join('\n\n')}\n`;
}

function textDeclarations(name: string, style: TextStyleToken): Declaration[] {
  const out: Declaration[] = [[`--text-${name}`, cssPx(style.sizePx)]];
  if (style.lineHeight !== null) out.push([`--text-${name}--line-height`, String(style.lineHeight)]);
  if (style.letterSpacingEm !== 0) out.push([`--text-${name}--letter-spacing`, cssLetterSpacing(style)]);
  out.push([`--text-${name}--font-weight`, String(style.weight)]);
  return out;
}

export function tailwindDeclarations(model: TokenModel): Declaration[] {
  const out: Declaration[] = [];
  const group = (title: string, items: Declaration[]): void => {
    if (items.length === 0) return;
    out.push([null, title], ...items);
  };
  group('Colors (bg-*, text-*, border-* …)', model.colors.map((c) => [`--color-${c.name}`, cssColor(c.color)]));

  // Tailwind's category names first (the first family of each category), then role names.
  const fontNames = new Set<string>();
  const fonts: Declaration[] = [];
  for (const f of model.fonts) {
    if (f.tailwind && !fontNames.has(f.tailwind)) {
      fontNames.add(f.tailwind);
      fonts.push([`--font-${f.tailwind}`, cssFontStack(f.stack)]);
    }
  }
  for (const f of model.fonts) {
    if (fontNames.has(f.name)) continue;
    fontNames.add(f.name);
    fonts.push([`--font-${f.name}`, cssFontStack(f.stack)]);
  }
  const body = model.fonts.find((f) => f.role === 'body');
  // Preflight sets html's font from --default-font-family (Tailwind's sans unless told otherwise).
  if (body && body.tailwind !== 'sans') fonts.push(['--default-font-family', cssFontStack(body.stack)]);
  group('Font families (font-*)', fonts);

  const bodyStyle = model.textStyles.find((t) => t.name === 'body');
  group('Font sizes (text-*)', model.fontSizes.flatMap((s): Declaration[] => {
    // The body step carries the body line height so `text-base` sets both, as Tailwind's does.
    if (s.name === 'base' && bodyStyle && bodyStyle.sizePx === s.px && bodyStyle.lineHeight !== null) {
      return [[`--text-${s.name}`, cssPx(s.px)], [`--text-${s.name}--line-height`, String(bodyStyle.lineHeight)]];
    }
    return [[`--text-${s.name}`, cssPx(s.px)]];
  }));
  group('Text styles (text-body, text-h1 …)', model.textStyles.flatMap((t) => textDeclarations(t.name, t)));
  group('Font weights (font-*)', model.fontWeights.map((w) => [`--font-weight-${w.name}`, String(w.value)]));
  group('Corner radius (rounded-*)', model.radii.map((r) => [`--radius-${r.name}`, cssPx(r.px)]));
  group('Shadows (shadow-*, inset-shadow-*)', model.shadows.map((s) => [s.kind === 'inset' ? `--inset-shadow-${s.name.replace(/^inset-/, '')}` : `--shadow-${s.name}`, cssShadow(s.layers)]));
  if (model.spacing.unitPx !== null) group('Spacing (p-4 = 4 × --spacing)', [['--spacing', cssPx(model.spacing.unitPx)]]);
  if (model.contentWidth) group('Containers (max-w-*)', [['--container-content', cssPx(model.contentWidth.px)]]);

  const motion: Declaration[] = model.easings.map((e) => [`--ease-${e.name}`, cssBezier(e.bezier)]);
  const mostUsed = <T extends { evidence: Record<string, unknown> }>(items: readonly T[]): T | undefined =>
    [...items].sort((a, b) => Number(b.evidence['elements'] ?? 0) - Number(a.evidence['elements'] ?? 0))[0];
  const duration = mostUsed(model.durations);
  const easing = mostUsed(model.easings);
  if (duration) motion.push(['--default-transition-duration', `${duration.ms}ms`]);
  if (easing) motion.push(['--default-transition-timing-function', `var(--ease-${easing.name})`]);
  group('Motion (ease-*, transition defaults)', motion);
  return out;
}
