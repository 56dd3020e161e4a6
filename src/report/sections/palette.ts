/** The palette by usage (issue 12 §1): a bar proportional to painted area, then every color with its share and roles. */
import { arr, num, obj, str, strings, type Json } from '../../export/tokens-read.js';
import { cssColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';
import { inkOn, roleLabel } from './color-roles.js';

interface Entry {
  color: string;
  area: number;
  elements: number;
  roles: string[];
  variables: string[];
  hue: string | null;
}

export function paletteEntries(colors: Json | null): Entry[] {
  return arr(colors?.['palette'])
    .map(obj)
    .flatMap((p) => {
      const color = p ? cssColor(p['value']) : null;
      if (!p || !color) return [];
      const usage = obj(p['usage']);
      return [{ color, area: Math.max(0, num(usage?.['area_ratio']) ?? 0), elements: num(usage?.['elements']) ?? 0, roles: strings(p['roles']), variables: strings(p['css_variables']), hue: str(p['hue']) }];
    })
    .sort((a, b) => b.area - a.area || b.elements - a.elements);
}

function percent(share: number): string {
  if (share <= 0) return '0%';
  return share < 0.01 ? '<1%' : `${Math.round(share * 100)}%`;
}

export function paletteSection(ctx: ReportContext): Html | null {
  const entries = paletteEntries(ctx.section('colors'));
  if (entries.length === 0) return null;
  const total = entries.reduce((sum, e) => sum + e.area, 0) || 1;
  // Every color keeps a sliver of the bar, so a 0.2% accent is still seen.
  const bar = entries.map((e) => html`<span title="${`${e.color} · ${percent(e.area)} of painted area`}"${styleAttr({ background: e.color, 'flex-grow': String(Math.max(e.area / total, 0.012).toFixed(4)) })}></span>`);
  return html`<section class="r-section" id="palette" data-report="palette">
  <h2>Palette by usage</h2>
  <p class="r-lede">${entries.length} colors, ordered by how much of the page they paint.</p>
  <div class="r-palette-bar">${bar}</div>
  <ul class="r-palette">${entries.map((e) => html`<li>
    <span class="r-chip"${styleAttr({ background: e.color, color: inkOn(e.color) })}>${percent(e.area)}</span>
    <span class="r-chip-text"><code>${e.color}</code><span class="r-muted">${e.roles.length ? e.roles.map(roleLabel).join(', ') : (e.hue ?? '')}${e.elements ? ` · ${e.elements} element${e.elements === 1 ? '' : 's'}` : ''}</span>${e.variables.length ? html`<span class="r-var">${e.variables.slice(0, 2).join(' ')}</span>` : null}</span>
  </li>`)}</ul>
</section>`;
}
