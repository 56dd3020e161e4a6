/** Contrast pairs with WCAG AA/AAA badges (issue 12 §1), most-used pairs first. */
import { arr, contrastRatio, num, obj, parseColor, str, type Json } from '../../export/tokens-read.js';
import { cssColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';

const SHOWN = 12;
/** Below this the sample's "Aa" does not show at all (white on white). */
const INVISIBLE = 1.5;

/**
 * A pair measured over an image has the color *under* the image as its background, so the ratio
 * can read 1:1 for text that is legible on the page (white on a dark photo). Its sample gets a
 * hatch in the text's opposite tone, standing for the image, so the "Aa" shows and is not mistaken
 * for the page's look; the ratio and badges stay as measured.
 */
function imageHatch(text: string): string {
  const light = parseColor(text);
  const tone = light && contrastRatio(light, parseColor('#000000')!) >= contrastRatio(light, parseColor('#ffffff')!) ? '0 0 0' : '255 255 255';
  return `repeating-linear-gradient(135deg, rgb(${tone} / 0.55) 0px, rgb(${tone} / 0.55) 6px, rgb(${tone} / 0.4) 6px, rgb(${tone} / 0.4) 12px)`;
}

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
  const hatch = pair['over_image'] === true && ratio < INVISIBLE ? imageHatch(text) : null;
  return html`<li class="r-pair"${hatch ? html` data-over-image="hatched"` : null}>
  <span class="${`r-pair-sample r-pair-${size}`}"${styleAttr({ 'background-color': background, 'background-image': hatch, color: text, 'font-family': font })}>Aa</span>
  <span class="r-pair-text"><strong>${ratio.toFixed(2)}:1</strong><span class="r-muted"><code>${text}</code> on <code>${background}</code></span><span class="r-muted">${size} text${count ? ` · ${count}×` : ''}${pair['over_image'] === true ? (hatch ? ' · over an image (measured on the color under it)' : ' · over an image') : ''}</span></span>
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
