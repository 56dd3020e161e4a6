/** The report's opening: brand name, page, identity paragraph, key facts and the screenshot (issue 12 §1). */
import { arr, obj, str } from '../../export/tokens-read.js';
import { dataUri, type ReportArtifacts } from '../artifacts.js';
import { cssColor } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';

/** `2026-11-24T05:17:45Z` → `24 Nov 2026`; the input when it does not parse. Fixed to UTC so the output never depends on the machine. */
export function readableDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function brandNameOf(ctx: ReportContext, artifacts: ReportArtifacts): string {
  const profile = ctx.section('profile');
  return str(profile?.['brand_name']) ?? str(profile?.['title']) ?? hostOf(artifacts.sourceUrl ?? str(profile?.['url'])) ?? 'Untitled brand';
}

function hostOf(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).host;
}

function keyFacts(ctx: ReportContext): Html[] {
  const facts: Html[] = [];
  const roles = obj(ctx.section('colors')?.['roles']);
  const primary = cssColor(obj(roles?.['primary'])?.['value']);
  if (primary) facts.push(html`<li><span class="r-dot"${styleAttr({ background: primary })}></span>Primary ${primary}</li>`);
  const pairing = str(obj(ctx.section('typography')?.['pairing'])?.['description']);
  if (pairing) facts.push(html`<li>${pairing}</li>`);
  const corner = str(obj(ctx.section('surfaces')?.['summary'])?.['corner_style']);
  if (corner) facts.push(html`<li>${corner} corners</li>`);
  const modes = obj(ctx.section('colors')?.['modes']);
  const available = arr(modes?.['available']).filter((m): m is string => typeof m === 'string');
  if (available.length) facts.push(html`<li>${available.length > 1 ? `${available.join(' + ')} themes` : `${available[0]} theme`}</li>`);
  return facts;
}

export function overviewSection(ctx: ReportContext, artifacts: ReportArtifacts): Html {
  const profile = ctx.section('profile');
  const url = artifacts.sourceUrl ?? str(profile?.['url']);
  const title = str(profile?.['title']);
  const identity = str(profile?.['identity_paragraph']);
  const brand = brandNameOf(ctx, artifacts);
  const shot = artifacts.screenshot;
  const facts = keyFacts(ctx);
  return html`<header class="r-overview" id="overview">
  <div class="r-overview-text">
    <p class="r-eyebrow">Brand design system</p>
    <h1 class="r-brand" data-report="brand-name">${brand}</h1>
    ${title && title !== brand ? html`<p class="r-title">${title}</p>` : null}
    <p class="r-meta">${url ? html`<span class="r-url">${url}</span>` : null}${artifacts.capturedAt ? html`<span>Captured ${readableDate(artifacts.capturedAt)}</span>` : null}</p>
    ${identity ? html`<p class="r-identity" data-report="identity">${identity}</p>` : null}
    ${facts.length ? html`<ul class="r-facts">${facts}</ul>` : null}
  </div>
  ${shot
    ? html`<figure class="r-shot" data-report="screenshot"><div class="r-chrome"><span></span><span></span><span></span><em>${hostOf(url) ?? ''}</em></div><img alt="${`Screenshot of ${brand}`}" src="${dataUri(shot.type, shot.data)}"></figure>`
    : html`<figure class="r-shot r-shot-missing" data-report="screenshot"><p>No screenshot was captured.</p></figure>`}
</header>`;
}
