/** Light and dark themes side by side, when the site defines both (issue 12 §1, colors.modes). */
import { obj, type Json } from '../../export/tokens-read.js';
import { cssColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';

function modePanel(name: 'light' | 'dark', values: Json, rendered: boolean, heading: string, body: string, fonts: { heading: string; body: string }): Html {
  const c = (role: string, fallback: string | null): string | null => cssColor(values[role]) ?? fallback;
  const background = c('background', name === 'dark' ? '#111111' : '#ffffff')!;
  const text = c('text', name === 'dark' ? '#f5f5f5' : '#111111')!;
  const surface = c('surface', background)!;
  const muted = c('text_muted', text)!;
  const primary = c('primary', text)!;
  const link = c('link', primary)!;
  const border = c('border', null);
  const swatches = ['primary', 'secondary', 'accent', 'background', 'surface', 'text', 'text_muted', 'link', 'border']
    .map((role) => [role, cssColor(values[role])] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null);
  return html`<figure class="r-mode" data-mode="${name}"${styleAttr({ background, color: text })}>
  <figcaption>${name === 'dark' ? 'Dark' : 'Light'}${rendered ? ' · as captured' : ''}</figcaption>
  <div class="r-mode-card"${styleAttr({ background: surface, 'border-color': border ?? 'transparent' })}>
    <p class="r-mode-heading"${styleAttr({ 'font-family': fonts.heading })}>${heading}</p>
    <p${styleAttr({ color: muted, 'font-family': fonts.body })}>${body}</p>
    <p><span class="r-mode-button"${styleAttr({ background: primary, color: cssColor(values['background']) ?? '#ffffff' })}>Primary</span> <span${styleAttr({ color: link, 'text-decoration': 'underline' })}>A link</span></p>
  </div>
  <ul class="r-mode-swatches">${swatches.map(([role, color]) => html`<li title="${`${role} ${color}`}"${styleAttr({ background: color })}></li>`)}</ul>
</figure>`;
}

export function modesSection(ctx: ReportContext, heading: string, body: string): Html | null {
  const modes = obj(ctx.section('colors')?.['modes']);
  const light = obj(modes?.['light']);
  const dark = obj(modes?.['dark']);
  if (!light || !dark) return null;
  const rendered = modes?.['rendered'];
  const typography = ctx.section('typography');
  const fonts = { heading: ctx.fontStack(obj(obj(typography?.['headings'])?.['h1'])?.['family'] ?? obj(typography?.['body'])?.['family']), body: ctx.fontStack(obj(typography?.['body'])?.['family']) };
  return html`<section class="r-section" id="modes" data-report="modes">
  <h2>Light and dark</h2>
  <p class="r-lede">The site defines both themes; the roles of each, side by side.</p>
  <div class="r-modes">${modePanel('light', light, rendered === 'light', heading, body, fonts)}${modePanel('dark', dark, rendered === 'dark', heading, body, fonts)}</div>
</section>`;
}
