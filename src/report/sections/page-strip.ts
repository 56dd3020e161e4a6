/** The page's section sequence as a strip (issue 12 §1): one tile per band, in page order, tinted with the band's background. */
import { arr, num, obj, str, type Json } from '../../export/tokens-read.js';
import { cssColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';
import { inkOn } from './color-roles.js';

const ACRONYMS = new Set(['cta', 'faq']);

function kindLabel(kind: string): string {
  return ACRONYMS.has(kind) ? kind.toUpperCase() : kind.replace(/_/g, ' ');
}

export function pageStripSection(ctx: ReportContext): Html | null {
  const items = arr(ctx.section('sections')?.['items']).map(obj).filter((i): i is Json => i !== null && str(i['kind']) !== null);
  if (items.length === 0) return null;
  const heights = items.map((i) => Math.max(1, num(obj(i['box'])?.['height']) ?? 1));
  const tallest = Math.max(...heights);
  return html`<section class="r-section" id="sections" data-report="page-sections">
  <h2>Page structure</h2>
  <p class="r-lede">${items.length} sections from top to bottom; tile height follows the section's height on the page.</p>
  <ol class="r-strip">${items.map((item, i) => {
    const background = obj(item['background']);
    const color = cssColor(background?.['color']) ?? '#ffffff';
    const heading = str(obj(item['heading'])?.['text']);
    const layout = obj(item['layout']);
    const columns = num(layout?.['columns']);
    return html`<li${styleAttr({ background: color, color: inkOn(color), height: `${Math.round(48 + 132 * Math.sqrt(heights[i]! / tallest))}px` })}>
      <span class="r-strip-index">${String(i + 1).padStart(2, '0')}</span>
      <strong>${kindLabel(str(item['kind'])!)}</strong>
      ${heading ? html`<span class="r-strip-heading">${heading.length > 60 ? `${heading.slice(0, 59)}…` : heading}</span>` : null}
      <span class="r-strip-meta">${[columns && columns > 1 ? `${columns} columns` : null, background?.['image'] ? String(background['image']) : null].filter(Boolean).join(' · ')}</span>
    </li>`;
  })}</ol>
</section>`;
}
