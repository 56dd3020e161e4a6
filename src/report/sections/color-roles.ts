/**
 * Color roles as swatches (issue 12 §1): hex, role, confidence, and the evidence behind the role
 * on hover (and on keyboard focus), in the spec's role order.
 */
import { arr, num, obj, str, type Json } from '../../export/tokens-read.js';
import { cssColor, parseColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';

const ROLE_ORDER = ['primary', 'secondary', 'accent', 'background', 'surface', 'text', 'text_muted', 'link', 'border'];

export function roleLabel(role: string): string {
  const text = role.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One evidence entry as a line: `buttons ×4 · --color-primary — note`. */
export function evidenceLine(entry: Json): string {
  const parts = [str(entry['source']) ?? 'evidence'];
  const count = num(entry['count']);
  if (count !== null) parts[0] += ` ×${count}`;
  const share = num(entry['share']);
  if (share !== null) parts.push(`${Math.round(share * 100)}% share`);
  for (const key of ['variable', 'selector']) {
    const v = str(entry[key]);
    if (v) parts.push(v);
  }
  const note = str(entry['note']);
  return note ? `${parts.join(' · ')} — ${note}` : parts.join(' · ');
}

/** Light text on dark fills, dark text on light ones. */
export function inkOn(hex: string | null): string {
  const c = parseColor(hex);
  if (!c) return '#1b1b1f';
  const [r, g, b] = c.components.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.36 ? '#1b1b1f' : '#ffffff';
}

function roleCard(role: string, value: Json | null): Html {
  const color = cssColor(value?.['value']);
  const confidence = num(value?.['confidence']) ?? 0;
  const evidence = arr(value?.['evidence']).map(obj).filter((e): e is Json => e !== null);
  if (!color) {
    return html`<li class="r-role r-role-empty" data-role="${role}"><div class="r-role-swatch"><span>not found</span></div><div class="r-role-text"><strong>${roleLabel(role)}</strong><span class="r-muted">No ${roleLabel(role).toLowerCase()} on this page</span></div></li>`;
  }
  const lines = evidence.slice(0, 8).map((e) => {
    const dot = cssColor(e['color']);
    return html`<li>${dot ? html`<span class="r-dot"${styleAttr({ background: dot })}></span>` : null}${evidenceLine(e)}${dot && dot !== color ? html` <code>${dot}</code>` : null}</li>`;
  });
  const title = `${roleLabel(role)} ${color} — ${Math.round(confidence * 100)}% confidence\n${evidence.slice(0, 8).map(evidenceLine).join('\n')}`;
  return html`<li class="r-role" data-role="${role}" tabindex="0" title="${title}">
  <div class="r-role-swatch"${styleAttr({ background: color, color: inkOn(color) })}><span class="r-hex">${color}</span></div>
  <div class="r-role-text"><strong>${roleLabel(role)}</strong>
    <span class="r-meter" aria-label="${`confidence ${Math.round(confidence * 100)}%`}"><span${styleAttr({ width: `${Math.round(confidence * 100)}%` })}></span></span>
    <span class="r-muted">${Math.round(confidence * 100)}% confidence</span></div>
  ${lines.length ? html`<div class="r-evidence" role="tooltip"><p>Evidence</p><ul>${lines}</ul>${evidence.length > 8 ? html`<p class="r-muted">+${evidence.length - 8} more</p>` : null}</div>` : null}
</li>`;
}

export function colorRolesSection(ctx: ReportContext): Html | null {
  const roles = obj(ctx.section('colors')?.['roles']);
  if (!roles) return null;
  const names = [...ROLE_ORDER.filter((r) => r in roles), ...Object.keys(roles).filter((r) => !ROLE_ORDER.includes(r))];
  return html`<section class="r-section" id="colors" data-report="color-roles">
  <h2>Color roles</h2>
  <p class="r-lede">What each color does on the page. Hover a swatch for the evidence behind it.</p>
  <ul class="r-roles">${names.map((name) => roleCard(name, obj(roles[name])))}</ul>
</section>`;
}
