/**
 * `renderJudgeReport(verdict, artifacts)` (issue 12 §1): a brand-adherence verdict as one
 * self-contained HTML file — score, components, the worst recommendations and fixes, the two
 * pages, and before/after screenshots when the fixes were previewed with injected CSS. Pure.
 */
import { num, obj, str } from '../export/tokens-read.js';
import type { ReportImage } from './artifacts.js';
import { reportDocument, reportNav } from './document.js';
import { html, type Html } from './html.js';
import { readableDate } from './sections/overview.js';
import { fixesBlock, recommendationsBlock, scoreBlock, screenshotsBlock } from './sections/judge.js';

export interface JudgeReportArtifacts {
  reference?: { screenshot?: ReportImage | null };
  source?: { screenshot?: ReportImage | null };
  /** The source re-captured with the fixes injected as CSS, and the score it then got. */
  preview?: { screenshot?: ReportImage | null; score?: number | null };
  /** Recommendations and fixes shown. @default 10 */
  top?: number;
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

export function renderJudgeReport(verdict: unknown, artifacts: JudgeReportArtifacts = {}): string {
  const v = obj(verdict) ?? {};
  const top = Math.max(1, Math.min(20, Math.round(artifacts.top ?? 10)));
  const reference = str(v['reference_url']) ?? 'the reference';
  const source = str(v['source_url']) ?? 'the page';
  const sections: Html[] = [];
  const recs = recommendationsBlock(v, top);
  if (recs) sections.push(recs);
  const fixes = fixesBlock(v, top);
  if (fixes) sections.push(fixes);
  if (artifacts.preview) {
    const before = num(v['score']);
    const after = artifacts.preview.score ?? null;
    const scores = before !== null && after !== null ? ` Score ${Math.round(before * 100)} → ${Math.round(after * 100)}.` : '';
    sections.push(screenshotsBlock('preview', 'Before and after the fixes', `The source page as it is, and re-captured with the fixes injected as CSS.${scores}`, ['Before', artifacts.source?.screenshot, 'before'], ['After', artifacts.preview.screenshot, 'after']));
  }
  if (artifacts.reference || artifacts.source) {
    sections.push(screenshotsBlock('pages', 'The two pages', 'The reference brand, and the page judged against it.', ['Reference', artifacts.reference?.screenshot, 'reference-shot'], ['Source', artifacts.source?.screenshot, 'source-shot']));
  }
  const header = html`<header class="r-overview-text" style="margin-bottom:40px"><p class="r-eyebrow">Brand adherence</p><h1 class="r-brand" style="font-size:40px">How well ${hostOf(source)} follows ${hostOf(reference)}</h1>
<p class="r-meta"><span class="r-url">${source}</span><span class="r-url">reference ${reference}</span>${str(v['status']) ? html`<span>${str(v['status'])}</span>` : null}${str(v['job_id']) ? html`<span>Job <code>${str(v['job_id'])}</code></span>` : null}${str(v['completed_at']) ? html`<span>Completed ${readableDate(str(v['completed_at'])!)}</span>` : null}</p></header>`;
  const anchors = [
    recs ? { id: 'recommendations', label: 'Recommendations' } : null,
    fixes ? { id: 'fixes', label: 'Fixes' } : null,
    artifacts.preview ? { id: 'preview', label: 'Before / after' } : null,
    artifacts.reference || artifacts.source ? { id: 'pages', label: 'Pages' } : null,
  ].filter((a): a is { id: string; label: string } => a !== null);
  const footer = html`<footer class="r-footer"><span>Made with brand-design</span><span>Reference ${reference}</span><span>Source ${source}</span></footer>`;
  return reportDocument(`Brand adherence — ${source}`, '', reportNav('Brand adherence', anchors), html`${header}${scoreBlock(v)}${sections}`, footer);
}
