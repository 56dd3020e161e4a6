/** Contrast pairs with WCAG AA/AAA badges (issue 12 §1), most-used pairs first. */
import { arr, num, obj, str, type Json } from '../../export/tokens-read.js';
import { cssColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';

const SHOWN = 12;

function badge(label: string, pass: boolean | null): Html {
  if (pass === null) return html``;
  return html`<span class="${`r-badge ${pass ? 'r-pass' : 'r-fail'}`}">${label} ${pass ? '✓' : '✗'}</span>`;
}

function pairRow(pair: Json, font: string): Html | null {
  const text = cssColor(pair['text']);
  const background = cssColor(pair['background']);
  const ratio = num(pair['ratio']);
  if (!text || !background || ratio === null) return null;
  const size = str(pair['size']) === 'large' ? 'large' : 'normal';
  const aa = typeof pair['aa'] === 'boolean' ? pair['aa'] : null;
  const aaa = typeof pair['aaa'] === 'boolean' ? pair['aaa'] : null;
  const count = num(pair['count']);
  return html`<li class="r-pair">
  <span class="${`r-pair-sample r-pair-${size}`}"${styleAttr({ background, color: text, 'font-family': font })}>Aa</span>
  <span class="r-pair-text"><strong>${ratio.toFixed(2)}:1</strong><span class="r-muted"><code>${text}</code> on <code>${background}</code></span><span class="r-muted">${size} text${count ? ` · ${count}×` : ''}${pair['over_image'] === true ? ' · over an image' : ''}</span></span>
  <span class="r-badges">${badge('AA', aa)}${badge('AAA', aaa)}</span>
</li>`;
}

export function contrastSection(ctx: ReportContext): Html | null {
  const colors = ctx.section('colors');
  const rows = arr(colors?.['contrast_pairs']).map(obj).filter((p): p is Json => p !== null).map((p) => pairRow(p, ctx.fontStack(obj(ctx.section('typography')?.['body'])?.['family']))).filter((r): r is Html => r !== null);
  if (rows.length === 0) return null;
  const summary = obj(colors?.['contrast_summary']);
  const failures = num(summary?.['aa_failures']);
  const nodes = num(summary?.['text_nodes']);
  return html`<section class="r-section" id="contrast" data-report="contrast">
  <h2>Contrast</h2>
  <p class="r-lede">Text and background pairs as rendered${failures !== null && nodes !== null ? ` — ${failures} of ${nodes} text elements miss WCAG AA` : ''}.</p>
  <ul class="r-pairs">${rows.slice(0, SHOWN)}</ul>
  ${rows.length > SHOWN ? html`<p class="r-muted">${rows.length - SHOWN} rarer pairs not shown.</p>` : null}
</section>`;
}
