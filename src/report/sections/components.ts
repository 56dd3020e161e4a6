/**
 * Buttons and form fields re-rendered from the extracted styles, in their default, hover, focus
 * and active states (issue 12 §1), each on the backdrop it sits on in the page.
 */
import { arr, num, obj, parseColor, str, type Json, type Rgba } from '../../export/tokens-read.js';
import { colorText, cssBorderStyle, cssColor, cssGradient, cssPx, cssShadow, cssTextTransform, cssWeight } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';
import { isLightInk, labelOnOwnFill, pageSurfaces, readableBackdrop } from '../sample-backdrop.js';
import { stateDeclarations, stateSummary, type Declarations } from '../state-styles.js';

const BUTTON_STATES = [['default', null], ['hover', 'hover'], ['focus', 'focus_visible'], ['active', 'active']] as const;
const INPUT_STATES = [['default', null], ['hover', 'hover'], ['focus', 'focus_visible']] as const;

function padding(value: unknown): string | null {
  const p = obj(value);
  const sides = ['top', 'right', 'bottom', 'left'].map((s) => num(p?.[s]));
  return sides.every((v) => v !== null) ? sides.map((v) => cssPx(Math.min(v!, 64))).join(' ') : null;
}

function text(value: unknown, fallback: string): string {
  const t = str(value)?.replace(/\s+/g, ' ').trim();
  return t ? (t.length > 26 ? `${t.slice(0, 25)}…` : t) : fallback;
}

export function buttonBase(ctx: ReportContext, button: Json): Declarations {
  const font = obj(button['font']);
  const border = obj(button['border']);
  const borderColor = cssColor(border?.['color']);
  const alpha = num(button['background_alpha']);
  const gradient = cssGradient(button['gradient']);
  const fill = alpha === 0 ? 'transparent' : cssColor(button['background']);
  return {
    background: gradient ?? fill ?? 'transparent',
    color: cssColor(button['color']),
    border: border && borderColor ? `${cssPx(Math.min(num(border['width_px']) ?? 1, 8))} ${cssBorderStyle(border['style']) ?? 'solid'} ${borderColor}` : '0 solid transparent',
    'border-radius': cssPx(Math.min(num(button['border_radius_px']) ?? 0, 999)),
    padding: padding(button['padding']),
    'font-family': ctx.fontStack(font?.['family']),
    'font-size': cssPx(Math.min(num(font?.['size_px']) ?? 16, 40)),
    'font-weight': cssWeight(font?.['weight']),
    'letter-spacing': cssPx(num(font?.['letter_spacing_px'])),
    'text-transform': cssTextTransform(font?.['text_transform']),
    'box-shadow': cssShadow(button['box_shadow']),
    'min-height': cssPx(Math.min(num(button['height_px']) ?? 0, 96)),
  };
}

/** A sample: the extracted box (min-height keeps buttons sized by height or line-height, not padding, as tall as on the page). */
function sample(base: Declarations, state: Declarations, label: string, klass: string): Html {
  return html`<span class="${klass}"${styleAttr({ ...base, ...state })}><span class="r-ellipsis">${label}</span></span>`;
}

function stateCell(name: string, body: Html, summary: string[], backdrop: string | null): Html {
  return html`<div class="r-state" data-state="${name}"><div class="r-state-stage"${styleAttr({ background: backdrop })}>${body}</div><p class="r-state-name">${name}</p>${summary.length ? html`<p class="r-state-note">${summary.slice(0, 2).join('; ')}</p>` : null}</div>`;
}

/** What a button looks like at a glance, to tell apart two groups of one variant (issue 12 §1). */
function buttonLook(button: Json): string {
  if (str(button['gradient'])) return 'gradient';
  if (labelOnOwnFill(button)) return 'filled';
  return obj(button['border']) ? 'outline' : 'text';
}

/**
 * Headings for the button groups: the variant, and when a variant has several groups, how each
 * looks (`Secondary · outline`, `Secondary · filled`), numbered when that still repeats.
 */
export function buttonHeadings(buttons: readonly Json[]): string[] {
  const variantOf = (b: Json): string => {
    const v = str(b['variant']) ?? 'button';
    return v.charAt(0).toUpperCase() + v.slice(1);
  };
  const plain = buttons.map(variantOf);
  const described = buttons.map((b, i) => (plain.filter((p) => p === plain[i]).length > 1 ? `${plain[i]} · ${buttonLook(b)}` : plain[i]!));
  const seen = new Map<string, number>();
  return described.map((d) => {
    if (described.filter((x) => x === d).length === 1) return d;
    const n = (seen.get(d) ?? 0) + 1;
    seen.set(d, n);
    return `${d} ${n}`;
  });
}

/** The opaque fills a component takes in its states (`background-color` effects), which its stage must not match. */
function stateFills(component: Json): Rgba[] {
  return Object.values(obj(component['states']) ?? {})
    .map((state) => parseColor(stateDeclarations(state)['background-color']))
    .filter((c): c is Rgba => c !== null && c.alpha >= 1);
}

/** The stage color, and a note when it is not the backdrop the analyzer read (sample-backdrop.ts). */
function stageFor(component: Json, ink: Rgba | null, surfaces: readonly Rgba[]): { backdrop: string | null; note: string | null } {
  const known = parseColor(obj(component['evidence'])?.['backdrop']);
  const chosen = readableBackdrop(ink, labelOnOwnFill(component), known, surfaces, stateFills(component));
  const backdrop = chosen ? colorText(chosen) : null;
  if (chosen === null || ink === null || chosen.hex === known?.hex) return { backdrop, note: null };
  const what = surfaces.some((s) => s.hex === chosen.hex) ? `the page's ${isLightInk(ink) ? 'darkest' : 'lightest'} surface that keeps it readable` : 'no surface of the page keeps it readable';
  return { backdrop, note: `Drawn on ${chosen.hex} (${what}): its ${ink.hex} label does not read on ${known?.hex ?? 'the captured backdrop'}, the color found behind it, so on the page it sits over an image or a band the capture could not read.` };
}

function buttonRow(ctx: ReportContext, button: Json, heading: string, surfaces: readonly Rgba[]): Html {
  const variant = str(button['variant']) ?? 'button';
  const label = text(obj(arr(button['examples'])[0])?.['text'], variant.charAt(0).toUpperCase() + variant.slice(1));
  const base = buttonBase(ctx, button);
  const states = obj(button['states']);
  const stage = stageFor(button, parseColor(button['color']), surfaces);
  const confidence = num(button['confidence']);
  return html`<li class="r-component" data-variant="${variant}">
  <div class="r-component-head"><strong>${heading}</strong><span class="r-muted">${num(button['count']) ?? 0} on the page${confidence !== null ? ` · ${Math.round(confidence * 100)}% confidence` : ''}</span></div>
  <div class="r-states">${BUTTON_STATES.map(([name, key]) => {
    const state = key ? states?.[key] : null;
    return stateCell(name, sample(base, key ? stateDeclarations(state) : {}, label, 'r-sample-button'), key ? stateSummary(state) : [], stage.backdrop);
  })}</div>
  ${stage.note ? html`<p class="r-component-note">${stage.note}</p>` : null}
</li>`;
}

function inputBase(ctx: ReportContext, input: Json): Declarations {
  const font = obj(input['font']);
  const border = obj(input['border']);
  const borderColor = cssColor(border?.['color']);
  const width = cssPx(Math.min(num(border?.['width_px']) ?? 1, 8));
  const line = border && borderColor ? `${width} ${cssBorderStyle(border['style']) ?? 'solid'} ${borderColor}` : null;
  const bottomOnly = border?.['sides'] === 'bottom';
  return {
    background: cssColor(input['background']) ?? 'transparent',
    color: cssColor(input['color']),
    border: line && !bottomOnly ? line : '0 solid transparent',
    'border-bottom': line && bottomOnly ? line : null,
    'border-radius': cssPx(Math.min(num(input['border_radius_px']) ?? 0, 999)),
    padding: padding(input['padding']),
    'font-family': ctx.fontStack(font?.['family']),
    'font-size': cssPx(Math.min(num(font?.['size_px']) ?? 16, 32)),
    'font-weight': cssWeight(font?.['weight']),
    'box-shadow': cssShadow(input['box_shadow']),
    'min-height': cssPx(Math.min(num(input['height_px']) ?? 0, 96)),
  };
}

function placeholderFor(input: Json): string {
  const kinds = Object.keys(obj(input['kinds']) ?? {}).join(' ');
  if (kinds.includes('email')) return 'name@company.com';
  if (kinds.includes('search')) return 'Search…';
  if (kinds.includes('select')) return 'Choose an option';
  return 'Type here…';
}

function inputRow(ctx: ReportContext, input: Json, surfaces: readonly Rgba[]): Html {
  const base = inputBase(ctx, input);
  const states = obj(input['states']);
  const placeholder = cssColor(input['placeholder_color']);
  // The field's typed text decides (a placeholder is faint on purpose).
  const stage = stageFor(input, parseColor(input['color']) ?? parseColor(input['placeholder_color']), surfaces);
  const kinds = Object.keys(obj(input['kinds']) ?? {});
  return html`<li class="r-component" data-variant="input">
  <div class="r-component-head"><strong>${kinds.slice(0, 2).join(', ') || 'field'}</strong><span class="r-muted">${num(input['count']) ?? 0} on the page</span></div>
  <div class="r-states">${INPUT_STATES.map(([name, key]) => {
    const state = key ? states?.[key] : null;
    const body = html`<span class="r-sample-input"${styleAttr({ ...base, ...(key ? stateDeclarations(state) : {}) })}><span class="r-ellipsis"${styleAttr({ color: placeholder, opacity: placeholder ? null : '0.6' })}>${placeholderFor(input)}</span></span>`;
    return stateCell(name, body, key ? stateSummary(state) : [], stage.backdrop);
  })}</div>
  ${stage.note ? html`<p class="r-component-note">${stage.note}</p>` : null}
</li>`;
}

export function componentsSection(ctx: ReportContext): Html | null {
  const actions = ctx.section('actions');
  const buttons = arr(actions?.['buttons']).map(obj).filter((b): b is Json => b !== null).slice(0, 6);
  const inputs = arr(actions?.['inputs']).map(obj).filter((i): i is Json => i !== null).slice(0, 3);
  if (buttons.length === 0 && inputs.length === 0) return null;
  const surfaces = pageSurfaces(ctx);
  const headings = buttonHeadings(buttons);
  return html`<section class="r-section" id="components" data-report="components">
  <h2>Buttons and fields</h2>
  <p class="r-lede">Re-drawn from the extracted styles, in each state the browser was forced into.</p>
  ${buttons.length ? html`<ul class="r-components" data-report="buttons">${buttons.map((b, i) => buttonRow(ctx, b, headings[i]!, surfaces))}</ul>` : null}
  ${inputs.length ? html`<ul class="r-components" data-report="inputs">${inputs.map((i) => inputRow(ctx, i, surfaces))}</ul>` : null}
</section>`;
}
