/**
 * The parts of a brand-adherence report (issue 12 §1): the score, the components, the worst
 * recommendations and fixes, and the screenshots — reference and source, and before/after when
 * the fixes were previewed with injected CSS. The verdict is read defensively: fields the
 * verifier adds later (e.g. score caps) are shown when they read cleanly, never required.
 */
import { arr, num, obj, str, type Json } from '../../export/tokens-read.js';
import { dataUri, type ReportImage } from '../artifacts.js';
import { cssColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';

/** Red below 0.5, amber below 0.8, green above: the same bands a reader expects of a grade. */
export function scoreColor(score: number | null): string {
  if (score === null) return '#b9b6af';
  return score >= 0.8 ? '#2f8f4e' : score >= 0.5 ? '#c98a12' : '#c2412d';
}

function percent(score: number | null): string {
  return score === null ? '–' : String(Math.round(score * 100));
}

export function scoreBlock(verdict: Json): Html {
  const score = num(verdict['score']);
  const color = scoreColor(score);
  const components = obj(verdict['components']) ?? {};
  const bars = Object.entries(components).map(([id, value]) => {
    const c = obj(value);
    const s = num(c?.['score']);
    return html`<li class="r-bar" data-component="${id}"><strong>${id}</strong><span class="r-bar-track"><span${styleAttr({ width: `${s === null ? 0 : Math.round(s * 100)}%`, background: scoreColor(s) })}></span></span><span>${c ? percent(s) : 'pending'}</span>${str(c?.['summary']) ? html`<span class="r-bar-summary">${str(c?.['summary'])}</span>` : null}</li>`;
  });
  // Caps: `{ rule, limit, evidence, component }` (verdict) or `{ max_score, reason }` (component verdicts).
  const caps = arr(verdict['caps']).map(obj).flatMap((c) => {
    const limit = num(c?.['limit']) ?? num(c?.['max_score']);
    const why = [str(c?.['rule']), str(c?.['reason']) ?? str(c?.['evidence'])].filter(Boolean).join(': ');
    return c && why ? [{ limit, why, component: str(c['component']) }] : [];
  });
  const costs = arr(verdict['costs']).map(obj).flatMap((c) => (c && str(c['component']) && (num(c['cost']) ?? 0) > 0 ? [`${str(c['component'])} −${Math.round(num(c['cost'])! * 100)}`] : [])).slice(0, 3);
  return html`<section class="r-score" data-report="score">
  <div class="r-dial"${styleAttr({ background: `conic-gradient(${color} ${Math.round((score ?? 0) * 360)}deg, #e6e4df 0deg)` })}><div class="r-dial-inner"><strong data-report="score-value">${percent(score)}</strong><span class="r-muted">of 100</span></div></div>
  <div><ul class="r-bars">${bars}</ul>${caps.map((c) => html`<p class="r-warning" data-report="cap">Score capped at ${percent(c.limit)}${c.component ? ` (${c.component})` : ''} — ${c.why}</p>`)}${costs.length ? html`<p class="r-muted" style="margin-top:16px">Costing the most points: ${costs.join(', ')}</p>` : null}</div>
</section>`;
}

export function recommendationsBlock(verdict: Json, top: number): Html | null {
  const recs = arr(verdict['recommendations']).filter((r): r is string => typeof r === 'string').slice(0, top);
  if (recs.length === 0) return null;
  return html`<section class="r-section" id="recommendations" data-report="recommendations">
  <h2>What to change first</h2>
  <p class="r-lede">The worst ${recs.length} of ${arr(verdict['recommendations']).length} recommendations, largest expected gain first.</p>
  <ol class="r-recs">${recs.map((r) => html`<li>${r}</li>`)}</ol>
</section>`;
}

function valueCell(value: unknown): Html {
  const text = str(value) ?? (typeof value === 'number' ? String(value) : '');
  const color = cssColor(text);
  return html`${color ? html`<span class="r-dot"${styleAttr({ background: color })}></span>` : null}<code>${text}</code>`;
}

export function fixesBlock(verdict: Json, top: number): Html | null {
  const fixes = arr(verdict['fixes']).map(obj).filter((f): f is Json => f !== null).slice(0, top);
  if (fixes.length === 0) return null;
  const rows = fixes.map((f) => {
    const selectors = arr(f['selectors']).filter((s): s is string => typeof s === 'string');
    const gain = num(f['predicted_gain']);
    const isToken = str(f['action']) === 'add_color_token';
    return html`<tr><td><strong>${(str(f['action']) ?? 'fix').replace(/_/g, ' ')}</strong><br><span class="r-muted">${str(f['component']) ?? ''}</span></td>
<td>${isToken ? html`<code>${str(f['name']) ?? ''}</code>` : html`<code>${str(f['property']) ?? ''}</code>`}</td>
<td>${isToken ? html`<span class="r-muted">${str(f['usage']) ?? ''}</span>` : valueCell(f['from'])}</td>
<td>${valueCell(isToken ? f['value'] : f['to_value'])}</td>
<td class="r-where" title="${selectors.join('\n')}">${selectors[0] ?? ''}${selectors.length > 1 ? html`<span class="r-muted"> +${selectors.length - 1} more</span>` : null}</td>
<td class="r-nowrap">${gain === null ? '' : `+${(gain * 100).toFixed(1)}`}</td></tr>`;
  });
  return html`<section class="r-section" id="fixes" data-report="fixes">
  <h2>Fixes</h2>
  <p class="r-lede">Changes the verifier can apply safely (apply them with <code>fixesToCss</code>).</p>
  <table class="r-fixes"><colgroup><col style="width:14%"><col style="width:13%"><col style="width:19%"><col style="width:19%"><col><col style="width:7%"></colgroup><thead><tr><th>Action</th><th>Property</th><th>From</th><th>To</th><th>Where</th><th>Gain</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

function shot(caption: string, image: ReportImage | null | undefined, key: string): Html {
  return html`<figure data-report="${key}"><figcaption>${caption}</figcaption><div class="r-shot">${image ? html`<img alt="${caption}" src="${dataUri(image.type, image.data)}">` : html`<p class="r-shot-missing">No screenshot.</p>`}</div></figure>`;
}

export function screenshotsBlock(id: string, title: string, lede: string, left: [string, ReportImage | null | undefined, string], right: [string, ReportImage | null | undefined, string]): Html {
  return html`<section class="r-section" id="${id}" data-report="${id}">
  <h2>${title}</h2>
  <p class="r-lede">${lede}</p>
  <div class="r-pair-shots">${shot(...left)}${shot(...right)}</div>
</section>`;
}
