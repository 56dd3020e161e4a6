/**
 * The report's HTML document around its sections. A strict Content-Security-Policy backs the
 * escaping (issue 12 §1: no external request): no script runs, and images and fonts load only
 * from data: URIs, so even a value that slipped past css-safe.ts could not fetch anything.
 */
import { html, raw, type Html } from './html.js';
import { REPORT_CSS } from './report-styles.js';

export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'";

export function reportDocument(title: string, fontFaceCss: string, nav: Html | null, body: Html, footer: Html): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="brand-design">
<title>${title}</title>
<style>${raw(REPORT_CSS)}</style>
${fontFaceCss ? html`<style>${raw(fontFaceCss)}</style>` : null}
</head>
<body>
<div class="r-page">
${nav}
<main>${body}</main>
${footer}
</div>
</body>
</html>
`.value;
}

/** The top bar: the report's name and anchors to the sections present. */
export function reportNav(label: string, anchors: { id: string; label: string }[]): Html {
  return html`<nav class="r-nav"><strong>${label}</strong>${anchors.map((a) => html`<a href="${`#${a.id}`}">${a.label}</a>`)}</nav>`;
}
