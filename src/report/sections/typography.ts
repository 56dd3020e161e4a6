/**
 * The type specimen (issue 12 §1): each family set in the page's own captured font file, the
 * heading levels and body copy with their measured size, weight, line height and tracking, and
 * the size scale.
 */
import { arr, num, obj, str, strings, type Json } from '../../export/tokens-read.js';
import { cssColor, cssPx, cssTextTransform, cssWeight } from '../css-safe.js';
import { html, styleAttr, type Html } from '../html.js';
import type { ReportContext } from '../context.js';

/** Specimens larger than this are drawn at this size (the label keeps the real one). */
const MAX_SPECIMEN_PX = 96;
const PANGRAM = 'The quick brown fox jumps over the lazy dog';

function lineHeight(value: unknown): string | null {
  const lh = obj(value);
  const ratio = num(lh?.['ratio']);
  return ratio !== null && ratio > 0.5 && ratio < 4 ? String(ratio) : null;
}

function letterSpacing(value: unknown): string | null {
  const em = num(obj(value)?.['em']);
  return em !== null && Math.abs(em) < 1 ? `${em}em` : null;
}

function familyCard(ctx: ReportContext, family: Json): Html | null {
  const name = str(family['name']) ?? str(family['family']);
  if (!name) return null;
  const embedded = ctx.fonts.aliasOf(family['family']) ?? ctx.fonts.aliasOf(name);
  const weights = arr(family['weights']).map(num).filter((w): w is number => w !== null);
  const roles = strings(family['roles']);
  const category = str(family['category']);
  const stack = ctx.fontStack(str(family['family']) ?? name);
  const sample = weights.length ? weights : [400];
  return html`<li class="r-family" data-family-embedded="${embedded ? 'yes' : 'no'}">
  <div class="r-family-glyphs"${styleAttr({ 'font-family': stack, 'font-weight': cssWeight(sample[Math.floor(sample.length / 2)]) })}>Aa</div>
  <div class="r-family-text">
    <h3${styleAttr({ 'font-family': stack })}>${name}</h3>
    <p class="r-muted">${[category, roles.length ? roles.join(', ') : str(family['role']), str(family['source'])].filter(Boolean).join(' · ')}</p>
    <p class="r-alphabet"${styleAttr({ 'font-family': stack })}>ABCDEFGHIJKLMNOPQRSTUVWXYZ<br>abcdefghijklmnopqrstuvwxyz 0123456789</p>
    <p class="r-weights">${sample.map((w) => html`<span${styleAttr({ 'font-family': stack, 'font-weight': cssWeight(w) })}>${w}</span>`)}</p>
    <p class="r-note">${embedded ? 'Set in the file the page loaded.' : 'Not captured as a file: shown in a local fallback.'}</p>
  </div>
</li>`;
}

function specimenRow(ctx: ReportContext, label: string, style: Json, text: string, tag: 'p' | 'div' = 'div'): Html | null {
  const size = num(style['size_px']);
  if (size === null || size <= 0) return null;
  const family = str(style['family']);
  const weight = num(style['weight']);
  const lh = obj(style['line_height']);
  const meta = [`${size}px`, lineHeight(style['line_height']) ? `/ ${lineHeight(style['line_height'])}` : str(lh?.['css']) ? `/ ${str(lh?.['css'])}` : null, weight !== null ? `${weight}` : null, family, letterSpacing(style['letter_spacing']) && letterSpacing(style['letter_spacing']) !== '0em' ? `tracking ${letterSpacing(style['letter_spacing'])}` : null, str(style['text_transform']) && str(style['text_transform']) !== 'none' ? str(style['text_transform']) : null];
  const declarations = {
    'font-family': ctx.fontStack(family),
    'font-size': cssPx(Math.min(size, MAX_SPECIMEN_PX)),
    'font-weight': cssWeight(weight),
    'line-height': lineHeight(style['line_height']) ?? '1.2',
    'letter-spacing': letterSpacing(style['letter_spacing']),
    'text-transform': cssTextTransform(style['text_transform']),
    'font-style': style['italic'] === true ? 'italic' : null,
  };
  return html`<div class="r-specimen-row">
  <div class="r-specimen-label"><strong>${label}</strong><span class="r-muted">${meta.filter(Boolean).join(' ')}</span></div>
  ${tag === 'p' ? html`<p class="r-specimen-text"${styleAttr(declarations)}>${text}</p>` : html`<div class="r-specimen-text"${styleAttr(declarations)}>${text}</div>`}
</div>`;
}

function scaleBlock(ctx: ReportContext, typography: Json, bodyFamily: string | null, headingFamily: string | null): Html | null {
  const scale = obj(typography['scale']);
  const steps = arr(scale?.['steps']).map(obj).filter((s): s is Json => s !== null && num(s['px']) !== null);
  if (steps.length === 0) return null;
  const ratio = num(scale?.['ratio']);
  const ratioName = str(scale?.['ratio_name']);
  const base = num(scale?.['base_px']);
  const rows = [...steps].reverse().map((s) => {
    const px = num(s['px'])!;
    const usedBy = strings(s['used_by']);
    const heading = usedBy.some((u) => /^h\d$|display/.test(u));
    return html`<li><span class="r-scale-px">${px}px</span><span class="r-scale-rem r-muted">${num(s['rem']) ?? ''}${num(s['rem']) !== null ? 'rem' : ''}</span><span class="r-scale-sample"${styleAttr({ 'font-family': ctx.fontStack(heading ? headingFamily : bodyFamily), 'font-size': cssPx(Math.min(px, MAX_SPECIMEN_PX)) })}>Ag</span><span class="r-muted">${usedBy.join(', ')}</span></li>`;
  });
  return html`<div class="r-scale" data-report="type-scale">
  <h3>Scale</h3>
  <p class="r-muted">${[base !== null ? `Base ${base}px` : null, ratio !== null ? `ratio ${ratio}${ratioName ? ` (${ratioName})` : ''}` : null].filter(Boolean).join(' · ')}</p>
  <ul>${rows}</ul>
</div>`;
}

export function typographySection(ctx: ReportContext, headline: string, paragraph: string): Html | null {
  const typography = ctx.section('typography');
  if (!typography) return null;
  const families = arr(typography['families']).map(obj).filter((f): f is Json => f !== null).slice(0, 4);
  const headings = obj(typography['headings']);
  const body = obj(typography['body']);
  const levels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
    .map((level) => [level, obj(headings?.[level])] as const)
    .filter((e): e is readonly [string, Json] => e[1] !== null && (num(e[1]['count']) ?? 1) > 0);
  const specimen = [
    ...levels.map(([level, style], i) => specimenRow(ctx, level.toUpperCase(), style, i === 0 ? headline : PANGRAM)),
    body ? specimenRow(ctx, 'Body', body, paragraph, 'p') : null,
  ].filter((r): r is Html => r !== null);
  const headingFamily = str(levels[0]?.[1]['family']) ?? null;
  const bodyFamily = str(body?.['family']);
  // The specimen sits on the page's own canvas in its own text color (a dark site stays dark).
  const roles = obj(ctx.section('colors')?.['roles']);
  const canvas = cssColor(obj(roles?.['background'])?.['value']);
  const ink = cssColor(obj(roles?.['text'])?.['value']) ?? cssColor(body?.['color']);
  return html`<section class="r-section" id="typography" data-report="typography">
  <h2>Typography</h2>
  <p class="r-lede">${str(obj(typography['pairing'])?.['description']) ?? 'The families the page renders, in its own font files.'}</p>
  ${families.length ? html`<ul class="r-families">${families.map((f) => familyCard(ctx, f))}</ul>` : null}
  <div class="r-type-grid">
    ${specimen.length ? html`<div class="r-specimen" data-report="type-specimen"${styleAttr({ background: canvas, color: ink })}>${specimen}</div>` : null}
    ${scaleBlock(ctx, typography, bodyFamily, headingFamily)}
  </div>
</section>`;
}
