/**
 * DESIGN.md (issue 3 "Exports"): the design system as a readable guide, for people and for
 * coding agents that build in the brand. Sections appear only when their data exists; the
 * do/don't notes are derived from the data (roles, contrast verdicts, radii, spacing fit,
 * elevation style), never from taste. Deterministic: no dates, fixed order.
 */
import { cssBezier, cssColor, cssFontStack, cssLetterSpacing, cssPadding, cssPx, cssShadow } from './css-values.js';
import { buildTokenModel, type ButtonToken, type ColorToken, type TokenModel } from './tokens.js';
import { roleUsage } from './tokens-color.js';
import { contrastRatio, oklabLightness, round } from './tokens-read.js';

export function toDesignMd(designSystem: unknown): string {
  return renderDesignMd(buildTokenModel(designSystem));
}

/** Escapes the characters that would break a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

const code = (s: string): string => `\`${s}\``;
const pct = (ratio: number): string => `${round(ratio * 100, 1)}%`;
const label = (role: string): string => (role === 'ui' ? 'UI' : role.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()));

export function renderDesignMd(m: TokenModel): string {
  const out: string[] = [];
  const brand = m.brand.name ?? 'This site';
  out.push(`# ${brand} — design system`);
  out.push(
    `Extracted by brand-design from the rendered page${m.brand.url ? ` ${m.brand.url}` : ''}. Values are what the browser painted; the token files (DTCG, CSS variables, Tailwind) carry the same names and values.`,
  );
  if (m.brand.identity) out.push(m.brand.identity);

  const facts: string[] = [];
  if (m.brand.title) facts.push(`- **Page title:** ${m.brand.title}`);
  if (m.brand.description) facts.push(`- **Description:** ${m.brand.description}`);
  if (m.brand.themeColor) facts.push(`- **Theme color:** ${code(m.brand.themeColor)}`);
  if (m.brand.language) facts.push(`- **Language:** ${m.brand.language}`);
  if (m.notes.sections.length > 0) facts.push(`- **Page structure:** ${m.notes.sections.join(' → ')}`);
  if (m.notes.layoutValues.length > 0) facts.push(`- **Layout character:** ${m.notes.layoutValues.map((v) => v.replace(/_/g, ' ')).join(', ')}`);
  if (facts.length > 0) out.push(`## Brand\n\n${facts.join('\n')}`);

  const colorSection = colorsMd(m);
  if (colorSection) out.push(colorSection);
  const typeSection = typographyMd(m);
  if (typeSection) out.push(typeSection);
  const spaceSection = spacingMd(m);
  if (spaceSection) out.push(spaceSection);
  if (m.radii.length > 0) {
    const usedOn = (r: TokenModel['radii'][number]): string => {
      if (r.kind === 'component') return `most ${r.name} components${typeof r.evidence['step'] === 'string' ? ` (step ${r.evidence['step']})` : ''}`;
      const kinds = (r.evidence['kinds'] as string[] | undefined) ?? [];
      return kinds.length > 0 ? kinds.join(', ') : 'other elements';
    };
    out.push(`## Corner radius\n\n${table(['Token', 'Value', 'Used on'], m.radii.map((r) => [code(`--radius-${r.name}`), cssPx(r.px), usedOn(r)]))}`);
  }
  if (m.shadows.length > 0) {
    const style = m.notes.elevationStyle ? `Elevation style: **${m.notes.elevationStyle}**.\n\n` : '';
    out.push(`## Shadows\n\n${style}${table(['Token', 'Value', 'Where'], m.shadows.map((s) => [code(`--shadow-${s.name}`), code(cssShadow(s.layers)), s.description.replace(/^[^—]*—\s*/, '') || s.kind]))}`);
  }
  if (m.durations.length > 0 || m.easings.length > 0) {
    const rows = [
      ...m.durations.map((d) => [code(`--duration-${d.name}`), `${d.ms}ms`, d.description.replace(/^[^—]*—\s*/, '')]),
      ...m.easings.map((e) => [code(`--ease-${e.name}`), code(cssBezier(e.bezier)), typeof e.evidence['elements'] === 'number' ? `${e.evidence['elements']} elements` : '']),
    ];
    out.push(`## Motion\n\n${table(['Token', 'Value', 'Used for'], rows)}`);
  }
  if (m.buttons.length > 0) out.push(buttonsMd(m.buttons));
  const guidance = doAndDont(m);
  if (guidance) out.push(guidance);
  return `${out.join('\n\n')}\n`;
}

function colorsMd(m: TokenModel): string | null {
  const roles = m.colors.filter((c) => c.kind === 'role');
  const palette = m.colors.filter((c) => c.kind === 'palette');
  if (roles.length === 0 && palette.length === 0) return null;
  const parts = ['## Colors'];
  if (roles.length > 0) {
    const rows = roles.map((c) => {
      const confidence = typeof c.evidence['confidence'] === 'number' ? String(c.evidence['confidence']) : '';
      const from = [...((c.evidence['sources'] as string[] | undefined) ?? []), ...((c.evidence['css_variables'] as string[] | undefined) ?? []).map(code)].join(', ');
      return [label(c.name), code(cssColor(c.color)), roleUsage(c.name.replace(/-/g, '_')), from, confidence];
    });
    parts.push(`### Roles\n\n${table(['Role', 'Value', 'Use for', 'Seen in', 'Confidence'], rows)}`);
  }
  if (m.modes) {
    const rows = m.modes.overrides.map((o) => {
      const base = roles.find((r) => r.name === o.name);
      return [label(o.name), base ? code(cssColor(base.color)) : '—', code(cssColor(o.color))];
    });
    parts.push(`### ${label(m.modes.alternate)} scheme\n\nThe page renders ${m.modes.default} by default and defines a ${m.modes.alternate} scheme${m.modes.detection.length > 0 ? ` (${m.modes.detection.join(', ')})` : ''}.\n\n${table(['Role', label(m.modes.default), label(m.modes.alternate)], rows)}`);
  }
  if (palette.length > 0) {
    const rows = palette.map((c: ColorToken) => [
      code(`--color-${c.name}`),
      code(c.color.hex),
      typeof c.evidence['area_ratio'] === 'number' ? pct(c.evidence['area_ratio']) : '',
      ((c.evidence['roles'] as string[] | undefined) ?? []).map((r) => r.replace('_', ' ')).join(', '),
      ((c.evidence['css_variables'] as string[] | undefined) ?? []).slice(0, 3).map(code).join(', '),
    ]);
    parts.push(`### Palette\n\nMost painted first.\n\n${table(['Token', 'Hex', 'Painted area', 'Roles', 'CSS variables'], rows)}`);
  }
  return parts.join('\n\n');
}

function typographyMd(m: TokenModel): string | null {
  if (m.fonts.length === 0 && m.textStyles.length === 0 && m.fontSizes.length === 0) return null;
  const parts = ['## Typography'];
  if (m.notes.pairing) parts.push(`${m.notes.pairing}.`);
  if (m.fonts.length > 0) {
    // One row per stack, listing every role it plays (a one-family site is one row).
    const rows = new Map<string, { roles: string[]; font: TokenModel['fonts'][number] }>();
    for (const f of m.fonts) {
      const key = cssFontStack(f.stack);
      const row = rows.get(key);
      if (row) row.roles.push(f.name);
      else rows.set(key, { roles: [f.name], font: f });
    }
    parts.push(table(['Roles', 'Family', 'Stack', 'Source', 'Weights'], [...rows].map(([stack, { roles, font }]) => [
      roles.map((r, i) => (i === 0 || r === 'ui' ? label(r) : r)).join(', '),
      font.family, code(stack), font.source ?? '', font.weights.join(', '),
    ])));
  }
  if (m.textStyles.length > 0) {
    parts.push(`### Text styles\n\n${table(['Style', 'Family', 'Size', 'Line height', 'Weight', 'Letter spacing', 'Case'], m.textStyles.map((t) => [
      t.name === 'body' ? 'Body' : t.name === 'label' ? 'Label' : t.name.toUpperCase(),
      t.family,
      cssPx(t.sizePx),
      t.lineHeight === null ? 'normal' : String(t.lineHeight),
      String(t.weight),
      cssLetterSpacing(t),
      t.textTransform ?? '',
    ]))}`);
  }
  if (m.fontSizes.length > 0) {
    const ratio = m.notes.typeRatio ? ` Heading sizes step by about ×${m.notes.typeRatio.ratio}${m.notes.typeRatio.name ? ` (${m.notes.typeRatio.name})` : ''}.` : '';
    parts.push(`### Size scale\n\n${m.fontSizes.map((s) => `${code(`--font-size-${s.name}`)} ${cssPx(s.px)}`).join(' · ')}.${ratio}`);
  }
  return parts.join('\n\n');
}

function spacingMd(m: TokenModel): string | null {
  const lines: string[] = [];
  if (m.spacing.unitPx !== null) {
    const fit = m.notes.spacingFit !== null ? ` (${pct(m.notes.spacingFit)} of measured gaps and paddings are multiples of it)` : '';
    lines.push(`Base unit **${m.spacing.unitPx}px**${fit}.`);
    if (m.spacing.steps.length > 0) lines.push(`Steps: ${m.spacing.steps.map((s) => `${code(`--space-${s.name}`)} ${cssPx(s.px)}`).join(' · ')}.`);
  }
  if (m.notes.offScaleSpacingPx.length > 0) lines.push(`Also used, off the scale: ${m.notes.offScaleSpacingPx.map(cssPx).join(', ')}.`);
  if (m.contentWidth) {
    const padding = typeof m.contentWidth.evidence['padding_inline_px'] === 'number' ? `, ${cssPx(m.contentWidth.evidence['padding_inline_px'])} side padding` : '';
    lines.push(`Content width: **${cssPx(m.contentWidth.px)}** (the centered container${padding}).`);
  }
  if (m.notes.breakpoints.length > 0) {
    lines.push(`Breakpoints: ${m.notes.breakpoints.map((b) => `${b.operators.length > 0 ? b.operators.join('/') : ''} ${cssPx(b.px)}`.trim()).join(', ')}.`);
  }
  return lines.length > 0 ? `## Spacing and layout\n\n${lines.join('\n\n')}` : null;
}

function buttonsMd(buttons: readonly ButtonToken[]): string {
  const rows = buttons.map((b) => {
    const hover = [
      b.hover.background ? `background ${code(cssColor(b.hover.background))}` : null,
      b.hover.text ? `text ${code(cssColor(b.hover.text))}` : null,
      b.hover.borderColor ? `border ${code(cssColor(b.hover.borderColor))}` : null,
    ].filter((h) => h !== null);
    const font = b.font ? [b.font.family, b.font.sizePx !== null ? cssPx(b.font.sizePx) : null, b.font.weight !== null ? String(b.font.weight) : null, b.font.textTransform].filter((x) => x).join(' ') : '';
    return [
      label(b.name),
      b.background ? code(cssColor(b.background)) : 'transparent',
      b.text ? code(cssColor(b.text)) : '',
      b.border ? code(`${cssPx(b.border.widthPx)} ${b.border.style} ${cssColor(b.border.color)}`) : 'none',
      b.radiusPx !== null ? cssPx(b.radiusPx) : '',
      b.padding ? cssPadding(b.padding) : '',
      font,
      hover.join(', '),
      b.examples.map((e) => `“${e}”`).join(', '),
    ];
  });
  return `## Buttons\n\n${table(['Variant', 'Background', 'Text', 'Border', 'Radius', 'Padding', 'Font', 'Hover', 'Examples'], rows)}`;
}

/** Guidance that follows from the data; each line names the values it rests on. */
function doAndDont(m: TokenModel): string | null {
  const dos: string[] = [];
  const donts: string[] = [];
  const role = (name: string): ColorToken | undefined => m.colors.find((c) => c.kind === 'role' && c.name === name);
  const primary = role('primary');
  const background = role('background');
  const text = role('text');
  const primaryButton = m.buttons.find((b) => b.variant === 'primary');

  if (primary) {
    let withText = '';
    if (primaryButton?.text) {
      const fill = primaryButton.background ?? primary.color;
      const ratio = contrastRatio(primaryButton.text, fill);
      const large = (primaryButton.font?.sizePx ?? 0) >= 24 || ((primaryButton.font?.sizePx ?? 0) >= 18.66 && (primaryButton.font?.weight ?? 0) >= 700);
      const short = ratio < (large ? 3 : 4.5) ? ` (contrast ${round(ratio, 2)}:1, below WCAG AA at the button's size: keep the label large and bold, or darken the fill)` : '';
      withText = `, with ${code(cssColor(primaryButton.text))} text${short}`;
    }
    dos.push(`Use the primary color ${code(primary.color.hex)} for the main call to action${withText}; keep it for actions and highlights rather than large areas.`);
  }
  if (m.notes.monochrome) dos.push('Stay monochrome: the brand uses no chromatic accent color.');
  if (background && text) dos.push(`Set text in ${code(text.color.hex)} on the ${code(background.color.hex)} background.`);
  // Pure black on a light page (pure white on a dark one) is the usual slip when a brand softens its text.
  const darkPage = background ? oklabLightness(background.color) < 0.5 : null;
  const extreme = darkPage === null ? null : darkPage ? '#ffffff' : '#000000';
  if (text && extreme && text.color.hex !== extreme) donts.push(`Don't use pure ${darkPage ? 'white' : 'black'} for text; body copy is ${code(text.color.hex)}.`);
  const body = m.textStyles.find((t) => t.name === 'body');
  const heading = m.textStyles.find((t) => t.name === 'h1') ?? m.textStyles.find((t) => /^h\d$/.test(t.name));
  if (body) dos.push(`Set body copy in ${body.family} ${cssPx(body.sizePx)}${body.lineHeight !== null ? `/${body.lineHeight}` : ''}, weight ${body.weight}.`);
  if (heading && body && heading.family !== body.family) {
    dos.push(`Set headings in ${heading.family}; keep it out of body copy.`);
  }
  const buttonRadius = m.radii.find((r) => r.kind === 'component' && r.name === 'button');
  const cardRadius = m.radii.find((r) => r.kind === 'component' && r.name === 'card');
  if (buttonRadius || cardRadius) {
    dos.push(`Match the corner radii: ${[buttonRadius ? `buttons ${cssPx(buttonRadius.px)}` : null, cardRadius ? `cards ${cssPx(cardRadius.px)}` : null].filter((x) => x).join(', ')}.`);
  }
  if (m.notes.cornerStyle === 'square') donts.push("Don't round corners: components are square.");
  if (m.spacing.unitPx !== null) dos.push(`Space on the ${m.spacing.unitPx}px grid (${m.spacing.steps.slice(0, 6).map((s) => cssPx(s.px)).join(', ')}${m.spacing.steps.length > 6 ? ' …' : ''}).`);
  if (m.notes.elevationStyle === 'flat') donts.push("Don't add drop shadows: the design is flat.");
  else if (m.notes.elevationStyle === 'subtle') donts.push("Don't use heavy shadows: elevation is subtle (small blur, low opacity).");
  for (const f of m.notes.contrastFailures) {
    donts.push(`Don't set ${f.size === 'large' ? 'large ' : ''}${code(f.text)} text on ${code(f.background)}: contrast ${f.ratio}:1 fails WCAG AA (seen on the page).`);
  }
  if (dos.length === 0 && donts.length === 0) return null;
  const list = (items: string[]): string => items.map((i) => `- ${i}`).join('\n');
  return ['## Do and don\'t', dos.length > 0 ? `### Do\n\n${list(dos)}` : null, donts.length > 0 ? `### Don't\n\n${list(donts)}` : null].filter((x) => x).join('\n\n');
}
