/**
 * The deterministic local composer: the user's prompt, unchanged, then a compact brand brief
 * written from the grounding — one line per concern (brand, colors, type, shape, buttons, mood),
 * exact values only, lines with nothing to say left out. No network, no randomness: the same
 * grounding and prompt always give the same text.
 */
import type { BrandGrounding, GroundingButton, GroundingColor, GroundingTextStyle } from './grounding.js';

/** What `model_used` says for the local composer; the suffix changes when its output does. */
export const LOCAL_COMPOSER_MODEL = 'brand-design/local-composer@1';

const ROLE_LABEL: Record<GroundingColor['role'], string> = {
  primary: 'primary',
  secondary: 'secondary',
  accent: 'accent',
  background: 'background',
  surface: 'surface',
  text: 'text',
  text_muted: 'muted text',
  link: 'link',
  border: 'border',
};

const ROLE_USE: Record<GroundingColor['role'], string> = {
  primary: 'CTAs',
  secondary: 'secondary actions',
  accent: 'highlights',
  background: 'page background',
  surface: 'cards, panels',
  text: 'body text, headings',
  text_muted: 'secondary text',
  link: 'links',
  border: 'borders, dividers',
};

/** The brand brief alone (no prompt): the prose a generator also receives. */
export function composeBrief(g: BrandGrounding): string {
  const lines = [
    `Use the ${g.brand_name} brand (${g.source_url})${g.identity_paragraph ? `: ${g.identity_paragraph}` : '.'}`,
    labelled('Colors', colorsLine(g)),
    labelled('Type', typeLine(g)),
    labelled('Shape', shapeLine(g)),
    labelled('Buttons', g.buttons.map(buttonText).join('; ')),
    labelled('Mood', moodLine(g)),
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

export function composePrompt(prompt: string, g: BrandGrounding): string {
  return `${prompt.trim()}\n\n${composeBrief(g)}\nKeep the request's intent; where it leaves a choice open, use these brand values exactly.`;
}

function labelled(label: string, text: string | null): string | null {
  return text ? `${label}: ${text}.` : null;
}

function colorText(c: { hex: string; alpha: number }): string {
  return c.alpha < 1 ? `${c.hex} at ${Math.round(c.alpha * 100)}% opacity` : c.hex;
}

/** Roles in spec order; roles sharing one color are one entry (`primary #e4572e (CTAs, links)`). */
function colorsLine(g: BrandGrounding): string | null {
  const groups: { color: GroundingColor; uses: string[] }[] = [];
  for (const color of g.colors.roles) {
    const same = groups.find((x) => x.color.hex === color.hex && x.color.alpha === color.alpha);
    if (same) same.uses.push(ROLE_USE[color.role]);
    else groups.push({ color, uses: [ROLE_USE[color.role]] });
  }
  const parts = groups.map(({ color, uses }) => `${ROLE_LABEL[color.role]} ${colorText(color)} (${uses.join(', ')})`);
  const roleHexes = new Set(g.colors.roles.map((c) => c.hex));
  const supporting = g.colors.palette.filter((p) => !roleHexes.has(p.hex)).map((p) => p.hex);
  if (supporting.length > 0) parts.push(`supporting palette ${supporting.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** `Inter 17px/1.6 weight 400 uppercase`: size/line-height as in the CSS `font` shorthand. */
function styleText(s: GroundingTextStyle, show: { family: boolean; weight: boolean }): string {
  const size = s.size_px !== null ? `${s.size_px}px${s.line_height !== null ? `/${s.line_height}` : ''}` : null;
  return [
    show.family ? s.family : null,
    size,
    show.weight && s.weight !== null ? `weight ${s.weight}` : null,
    s.text_transform,
  ].filter((p) => p !== null).join(' ');
}

function familyText(name: string, g: BrandGrounding): string {
  const category = g.typography.families.find((f) => f.family === name)?.category;
  return category ? `${name} (${category})` : name;
}

function typeLine(g: BrandGrounding): string | null {
  const t = g.typography;
  const parts: string[] = [];
  const headingFamily = t.headings[0]?.family ?? t.families.find((f) => f.role === 'heading' || f.role === 'display')?.family ?? null;
  // The weight most headings share is said once, with the family; others per level.
  const headingWeight = t.headings[0]?.weight ?? null;
  const levels = t.headings.map((h) => `${h.level} ${styleText(h, { family: h.family !== headingFamily, weight: h.weight !== headingWeight })}`.trim());
  if (headingFamily || levels.length > 0) {
    const family = headingFamily ? `headings in ${familyText(headingFamily, g)}${headingWeight !== null ? ` weight ${headingWeight}` : ''}` : 'headings';
    parts.push([family, levels.join(', ')].filter(Boolean).join(' — '));
  }
  const bodyFamily = t.body?.family ?? t.families.find((f) => f.role === 'body')?.family ?? null;
  const bodyStyle = t.body ? styleText(t.body, { family: false, weight: true }) : '';
  if (bodyFamily || bodyStyle) {
    parts.push([bodyFamily ? `body in ${familyText(bodyFamily, g)}` : 'body', bodyStyle].filter(Boolean).join(' '));
  }
  const named = new Set([headingFamily, bodyFamily]);
  const others = t.families.filter((f) => !named.has(f.family));
  if (others.length > 0) parts.push(`also ${others.map((f) => `${f.family}${f.role ? ` for ${f.role}` : ''}`).join(', ')}`);
  const scale = t.scale;
  if (scale && (scale.ratio !== null || scale.steps_px.length > 0)) {
    const ratio = scale.ratio !== null ? `ratio ${scale.ratio}${scale.ratio_name ? ` (${scale.ratio_name})` : ''}${scale.base_px !== null ? ` from ${scale.base_px}px` : ''}` : null;
    const steps = scale.steps_px.length > 0 ? `sizes ${scale.steps_px.join(', ')}px` : null;
    parts.push(`type scale ${[ratio, steps].filter((p) => p !== null).join(', ')}`);
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

function shapeLine(g: BrandGrounding): string | null {
  const parts: string[] = [];
  if (g.radius.length > 0) {
    parts.push(`corner radius ${g.radius.map((r) => `${r.name} ${r.px}px${r.used_by.length > 0 ? ` (${r.used_by.join(', ')})` : ''}`).join(', ')}`);
  }
  if (g.spacing && (g.spacing.steps_px.length > 0 || g.spacing.base_unit_px !== null)) {
    const unit = g.spacing.base_unit_px !== null ? `on a ${g.spacing.base_unit_px}px base unit` : null;
    const steps = g.spacing.steps_px.length > 0 ? `${g.spacing.steps_px.join(', ')}px` : null;
    parts.push(`spacing ${[unit, steps].filter((p) => p !== null).join(': ')}`);
  }
  if (g.shadows.length > 0) {
    parts.push(`shadows ${g.shadows.map((s) => `${s.name} \`${s.value}\`${s.used_by.length > 0 ? ` (${s.used_by.join(', ')})` : ''}`).join(', ')}`);
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

function buttonText(b: GroundingButton): string {
  const fill = b.background ? `${b.background} fill` : 'no fill';
  const details = [
    b.text ? `${b.text} text` : null,
    b.border ? `${b.border} border` : null,
    b.radius_px !== null ? `${b.radius_px}px radius${b.shape === 'pill' ? ' (pill)' : ''}` : b.shape,
    b.padding ? `${b.padding} padding` : null,
    b.font ? styleText({ ...b.font, line_height: null }, { family: true, weight: true }) : null,
    b.hover_background ? `hover ${b.hover_background}` : null,
  ].filter((p): p is string => p !== null && p !== '');
  return `${b.variant} ${fill}${details.length > 0 ? `, ${details.join(', ')}` : ''}`;
}

function moodLine(g: BrandGrounding): string | null {
  const feel = [g.theme, g.temperature].filter((p) => p !== null).join(', ');
  const parts = [g.mood.length > 0 ? g.mood.join(', ') : null, feel ? `${feel} theme` : null].filter((p) => p !== null);
  return parts.length > 0 ? parts.join('; ') : null;
}
