/**
 * What a page band contains (sections section): the facts its kind is decided from. One walk
 * over the band's subtree collects headings, texts, media, forms, quotes, prices, big numbers,
 * accordions and repeated items; nothing here decides a kind.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { componentsOfKind } from '../derived/components.js';
import { pageHeadings, type PageHeading } from '../derived/page-headings.js';
import { isRendered, lengthPx, nameTokens, nodeDepths, subtree } from '../derived/page-tree.js';

export interface BandFeatures {
  headings: PageHeading[];
  /** Lower-cased text of the band (own texts in order), at most 4,000 chars. */
  text: string;
  text_length: number;
  /** Class/id/aria-label tokens of the band and its descendants down to 3 levels. */
  names: string;
  images: number;
  /** Small wide-ish images in a row: logo-wall material. */
  logo_images: number;
  /** Content images of at least 160×100. */
  large_images: number;
  /** Small round images (avatars, portraits). */
  avatars: number;
  cards: number;
  details: number;
  accordion_buttons: number;
  quotes: number;
  /** Texts opening with a quotation mark. */
  quoted_texts: number;
  stars: number;
  /** Texts with a currency amount (`$24`, `€9`, `19 USD`). */
  prices: string[];
  /** Prices with a billing period (`/mo`, `per month`, `/ editor / month`, `billed yearly`). */
  periodic_prices: number;
  /** Short numeric texts set large (`2,400+`, `38%`, `4.9/5`, `48B`). */
  big_numbers: string[];
  forms: number;
  email_inputs: number;
  text_inputs: number;
  textareas: number;
  /** Buttons and links styled as buttons (derived components). */
  buttons: number;
  links: number;
  contact_links: number;
  times: number;
  articles: number;
  addresses: number;
  navs: number;
  /** Largest group of same-shaped siblings (same tag and class) under one parent. */
  repeated_items: number;
  /** Largest font size of any text in the band. */
  max_font_px: number;
  /** Short texts holding a calendar date (`Mar 12, 2025`, `2025-03-12`, `3 days ago`). */
  dates: number;
  /** Reading-time notes (`5 min read`). */
  read_times: number;
  /** Short texts naming a job title (`Founder`, `Head of Operations`, `VP Engineering`). */
  job_titles: number;
  /** Headings at card level (h3–h6): titles of repeated items. */
  item_headings: number;
  /** Non-heading texts of 80+ characters (quotes, bios, summaries). */
  long_texts: number;
}

const PRICE = /(?:[$€£¥₹₩]\s?\d[\d.,]*(?:\s?[kKmM])?|\d[\d.,]*\s?(?:USD|EUR|GBP|CHF|€|zł|kr)\b)/;
const PERIOD = /(\/\s*(mo|month|yr|year|user|seat|editor|member)|per\s+(month|year|user|seat|member)|monthly|annually|billed|a month|\/\s*mo\b)/i;
const BIG_NUMBER = /^[<>~≈+\-]?\s?\d[\d.,]*\s?(%|\+|[kmbt]\b|x|×|s|ms|h|hrs?|k\+|m\+|\/\s?\d+(\.\d+)?|★)?\+?$/i;
const QUOTE_OPEN = /^["“„«‘'”]/;
const STAR = /[★☆⭐]/g;
const TEXT_INPUT = new Set(['', 'text', 'email', 'search', 'tel', 'url', 'number']);
const MEDIA = new Set(['img', 'svg', 'picture', 'video', 'canvas']);
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d{2}\\b|\\b\\d{1,2}\\.?\\s+${MONTH},?\\s+(?:19|20)\\d{2}\\b|\\b(?:19|20)\\d{2}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}[./]\\d{1,2}[./](?:19|20)\\d{2}\\b|\\b\\d+\\s+(?:minutes?|hours?|days?|weeks?|months?)\\s+ago\\b`, 'i');
const READ_TIME = /\b\d+\s*(?:-|\s)?(?:min|mins|minutes?)\s+(?:read|reading)\b/i;
const JOB_TITLE = /\b(ceo|cto|coo|cfo|cmo|cpo|vp|svp|evp|founder|co-?founder|president|director|head of|lead|manager|engineer|designer|partner|principal|chief|officer|editor|architect|developer|chef|curator|advisor|adviser|analyst|associate|strategist|producer|researcher|scientist|consultant|coordinator|specialist|owner|chair(?:man|woman|person)?)\b/i;

export function bandFeatures(ctx: AnalysisContext, band: CapturedNode, bandIndex: number, bandOf: ReadonlyMap<string, number>): BandFeatures {
  const f: BandFeatures = {
    headings: pageHeadings(ctx).filter((h) => bandOf.get(h.node.id) === bandIndex),
    text: '', text_length: 0, names: '', images: 0, logo_images: 0, large_images: 0, avatars: 0, cards: 0, details: 0,
    accordion_buttons: 0, quotes: 0, quoted_texts: 0, stars: 0, prices: [], periodic_prices: 0, big_numbers: [], forms: 0,
    email_inputs: 0, text_inputs: 0, textareas: 0, buttons: 0, links: 0, contact_links: 0, times: 0, articles: 0, addresses: 0,
    navs: 0, repeated_items: 0, max_font_px: 0, dates: 0, read_times: 0, job_titles: 0, item_headings: 0, long_texts: 0,
  };
  const texts: string[] = [];
  const names: string[] = [];
  const depths = nodeDepths(ctx);
  const depthBase = depths.get(band.id) ?? 0;
  const signatures = new Map<string, number>();
  let textLength = 0;

  for (const node of subtree(ctx, band.id)) {
    // Skip hidden nodes and those of a band nested in this one (a header inside the hero).
    if (!isRendered(node) || bandOf.get(node.id) !== bandIndex) continue;
    const depth = (depths.get(node.id) ?? 0) - depthBase;
    if (depth <= 3) {
      names.push(...nameTokens(node));
      if (node.attrs['aria-label']) names.push(node.attrs['aria-label'].toLowerCase());
    }
    const parent = node.parent ? ctx.nodeById(node.parent) : undefined;
    if (parent && depth >= 1 && node.box.height >= 40 && node.box.width >= 80) {
      const key = `${parent.id}|${node.tag}|${node.attrs['class'] ?? ''}`;
      signatures.set(key, (signatures.get(key) ?? 0) + 1);
    }
    countElement(ctx, f, node, parent);
    const text = node.text.trim();
    if (!text) continue;
    if (textLength < 4000) {
      texts.push(text);
      textLength += text.length + 1;
    }
    f.text_length += text.length;
    const fs = lengthPx(node.style['font-size']);
    f.max_font_px = Math.max(f.max_font_px, fs);
    if (QUOTE_OPEN.test(text) && text.length >= 24) f.quoted_texts++;
    if (text.length <= 80) {
      if (DATE.test(text)) f.dates++;
      if (READ_TIME.test(text)) f.read_times++;
    }
    const isHeading = /^h[1-6]$/.test(node.tag);
    if (text.length <= 48 && !isHeading && JOB_TITLE.test(text)) f.job_titles++;
    if (text.length >= 80 && !isHeading) f.long_texts++;
    f.stars += (text.match(STAR) ?? []).length;
    const price = PRICE.exec(text);
    if (price && text.length <= 80) {
      f.prices.push(price[0]);
      const around = `${text} ${subtreeSiblingText(ctx, node)}`;
      if (PERIOD.test(around)) f.periodic_prices++;
    }
    else if (fs >= 28 && text.length <= 12 && BIG_NUMBER.test(text)) f.big_numbers.push(text);
  }
  f.text = texts.join(' ').toLowerCase().slice(0, 4000);
  f.names = names.join(' ');
  f.repeated_items = Math.max(0, ...signatures.values());
  f.item_headings = f.headings.filter((h) => h.level >= 3).length;
  for (const c of componentsOfKind(ctx, 'card')) if (bandOf.get(c.node.id) === bandIndex) f.cards++;
  for (const c of componentsOfKind(ctx, 'button')) if (bandOf.get(c.node.id) === bandIndex) f.buttons++;
  return f;
}

function countElement(ctx: AnalysisContext, f: BandFeatures, node: CapturedNode, parent: CapturedNode | undefined): void {
  const { tag, attrs } = node;
  const { width, height } = node.box;
  if (MEDIA.has(tag) && parent?.tag !== 'svg' && parent?.tag !== 'picture') {
    if (width >= 16 && height >= 16) f.images++;
    if (isAvatar(ctx, node, parent)) f.avatars++;
    // Logo-wall material: small, not narrower than tall, not an icon (check marks, arrows ≤ 28 px).
    else if (height >= 16 && height <= 100 && width <= 280 && width >= height * 0.9 && Math.max(width, height) > 28 && !node.interactive && parent?.tag !== 'button') f.logo_images++;
    if (width >= 160 && height >= 100) f.large_images++;
  }
  switch (tag) {
    case 'details':
      f.details++;
      break;
    case 'blockquote':
    case 'q':
      f.quotes++;
      break;
    case 'form':
      f.forms++;
      break;
    case 'textarea':
      f.textareas++;
      break;
    case 'time':
      f.times++;
      break;
    case 'article':
      f.articles++;
      break;
    case 'address':
      f.addresses++;
      break;
    case 'nav':
      f.navs++;
      break;
    case 'a': {
      f.links++;
      if (/^(mailto|tel):/i.test(attrs['href'] ?? '')) f.contact_links++;
      break;
    }
    case 'input': {
      const type = (attrs['type'] ?? '').toLowerCase();
      if (type === 'email' || /e-?mail/i.test(`${attrs['name'] ?? ''} ${attrs['aria-label'] ?? ''}`)) f.email_inputs++;
      if (TEXT_INPUT.has(type)) f.text_inputs++;
      break;
    }
    case 'button':
      if (attrs['aria-expanded'] !== undefined) f.accordion_buttons++;
      break;
  }
}

/**
 * A round portrait, 32–200 px and square: an image rounded by its own radius or clipped by a
 * round wrapper it fills (`.avatar { border-radius: 50%; overflow: hidden }`), or an SVG drawn
 * as a disc filling its box (initials avatars: `<svg><circle r=22/><text>AB</text></svg>`).
 */
function isAvatar(ctx: AnalysisContext, node: CapturedNode, parent: CapturedNode | undefined): boolean {
  const { width, height } = node.box;
  if (Math.abs(width - height) > 4 || width < 32 || width > 200) return false;
  if (lengthPx(node.style['border-top-left-radius']) >= width * 0.4) return true;
  if (parent && lengthPx(parent.style['border-top-left-radius']) >= parent.box.width * 0.4 && (parent.style['overflow'] ?? 'visible') !== 'visible' &&
    Math.abs(parent.box.width - width) <= 4 && Math.abs(parent.box.height - height) <= 4) return true;
  if (node.tag !== 'svg') return false;
  const disc = ctx.children(node.id).find((k) => k.tag === 'circle' || k.tag === 'ellipse');
  return disc !== undefined && Math.abs(disc.box.width - width) <= 2 && Math.abs(disc.box.height - height) <= 2;
}

/** Own text of the node's parent and siblings: the period often sits next to the amount. */
function subtreeSiblingText(ctx: AnalysisContext, node: CapturedNode): string {
  if (!node.parent) return '';
  const parent = ctx.nodeById(node.parent);
  if (!parent) return '';
  return [parent.text, ...ctx.children(parent.id).map((k) => `${k.text} ${ctx.children(k.id).map((g) => g.text).join(' ')}`)].join(' ').slice(0, 300);
}
