/**
 * Deciding a band's kind (sections section). Every kind gets a score from independent signals —
 * landmarks and position, content structure (quotes, prices, big numbers, accordions, forms,
 * repeated cards, logo rows), then words (headings, class/id names) — and the best score wins.
 * Structure outweighs names on purpose: `<section id="pricing">` holding three big metrics is
 * stats, and `<footer id="changelog">` is a footer.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import { clamp01, round } from '../derived/page-tree.js';
import type { BandFeatures } from './sections-features.js';

export const SECTION_KINDS = [
  'announcement', 'header', 'nav', 'hero', 'logos', 'features', 'stats', 'testimonials', 'pricing', 'products',
  'team', 'blog', 'gallery', 'faq', 'cta', 'newsletter', 'contact', 'content', 'footer',
] as const;

export type SectionKind = (typeof SECTION_KINDS)[number];

export interface BandContext {
  node: CapturedNode;
  index: number;
  count: number;
  viewport_height: number;
  /** True for the first band after any announcement/header bands. */
  first_content: boolean;
  /** A footer landmark (`<footer>`, role=contentinfo) comes later on the page. */
  footer_after?: boolean;
  /** The band (or a full-size layer) paints a photo or a gradient. */
  background_image?: 'gradient' | 'image' | null;
}

export interface Classification {
  kind: SectionKind;
  confidence: number;
  evidence: string[];
  alternatives: { kind: SectionKind; score: number }[];
}

type Scores = Map<SectionKind, { score: number; evidence: string[] }>;

const words = (list: string): RegExp => new RegExp(`(${list})`, 'i');
const names = (list: string): RegExp => new RegExp(`(^|[\\s_-])(${list})`, 'i');

const KW = {
  logos: words('trusted by|used by|loved by (teams|companies|the best)|backed by|customers include|teams at|companies like|as seen (in|on)|featured in|our (clients|partners)|powering'),
  features: words('feature|why |how it works|benefit|capabilit|everything you need|what you get|built for|tools for|what we do|services|solutions|platform'),
  testimonials: words('testimonial|reviews|what .{0,30}say|customer stor|loved by|wall of love|kind words|hear from|customers love|rated \\d'),
  pricing: words('pricing|plans|choose (a|your) plan|subscription|billing'),
  products: words('shop|product|store|collection|catalog|bestseller|new arrivals|add to (cart|bag)|buy now|on the shelf|roasts'),
  stats: words('in numbers|by the numbers|at a glance|our impact|key figures'),
  faq: words('faq|frequently asked|questions|q&a|q & a'),
  cta: words('get started|start |start$|try |ready|join |sign up|today|for free|book a demo|let.s talk|talk to|create (a|an|your)'),
  team: words('our team|the team|meet (the|our)|team members|our people|people behind|leadership|founders|who we are|our staff|board of'),
  blog: words('blog|news(?!letter)|articles|stories|journal|insights|latest|posts|press|changelog'),
  gallery: words('gallery|portfolio|our work|projects|showcase|case stud|lookbook'),
  contact: words('contact|get in touch|talk to us|reach us|write to|visit us|say hello|email us|call us'),
  newsletter: words('newsletter|subscribe|inbox|mailing list|stay in the loop|stay updated'),
};
const NAMES = {
  header: names('header|navbar|nav-bar|masthead|topbar|site-nav|top-nav'),
  announcement: names('announcement|promo|topbar|top-bar|notice|alert-bar|banner-top'),
  footer: names('footer|colophon'),
  hero: names('hero|jumbotron|masthead|splash|intro|lede|above-fold'),
  logos: names('logos|logo-wall|logo-strip|logo-cloud|logo-grid|clients|partners|brands|marquee|trusted'),
  features: names('features?(?![a-z])|benefit|service|capabilit|how-it-works|solution'),
  testimonials: names('testimonial|review|quote'),
  pricing: names('pricing|price-table|plans'),
  products: names('product|shop|store|catalog|collection'),
  stats: names('stats|stat-|metrics|numbers|counter|kpi|figures'),
  faq: names('faq|accordion|questions'),
  cta: names('cta|call-to-action|signup|sign-up|get-started|getstarted'),
  team: names('team|people|staff|founders'),
  blog: names('blog|news(?!letter)|posts|articles|journal'),
  gallery: names('gallery|portfolio|showcase|work-grid|projects'),
  contact: names('contact'),
  newsletter: names('newsletter|subscribe'),
};

export function classifyBand(b: BandContext, f: BandFeatures): Classification {
  const scores: Scores = new Map();
  const add = (kind: SectionKind, score: number, why: string): void => {
    const entry = scores.get(kind) ?? { score: 0, evidence: [] };
    entry.score += score;
    entry.evidence.push(why);
    scores.set(kind, entry);
  };
  const { node, index, count } = b;
  const role = node.attrs['role'] ?? '';
  const top = node.box.y;
  // The band's own headings: its first one and those of its top rank, not every card title.
  const topLevel = Math.min(7, ...f.headings.map((h) => h.level));
  const mainHeadings = [...new Set([f.headings[0], ...f.headings.filter((h) => h.level === topLevel).slice(0, 2)])].filter((h) => h !== undefined);
  const headingText = mainHeadings.map((h) => h.text.toLowerCase()).join(' | ');
  const label = (node.attrs['aria-label'] ?? '').toLowerCase();
  const described = `${headingText} | ${label}`;
  const keyword = (kind: keyof typeof KW, weight: number): void => {
    const m = KW[kind].exec(described);
    if (m) add(kind, weight, `heading/label mentions "${m[1]!.trim()}"`);
  };
  const named = (kind: keyof typeof NAMES, weight: number): void => {
    const m = NAMES[kind].exec(f.names);
    if (m) add(kind, weight, `class/id "${m[2]}"`);
  };

  // Landmarks and position.
  const isHeaderLandmark = node.tag === 'header' || role === 'banner';
  const isFooterLandmark = node.tag === 'footer' || role === 'contentinfo';
  if (isHeaderLandmark && (index <= 1 || top < 200)) add('header', 0.95, `${node.tag === 'header' ? 'header element' : 'role=banner'} at the top`);
  else if (top < 150 && node.box.height <= 200 && (f.navs > 0 || f.links >= 3) && f.headings.every((h) => h.level > 1)) {
    add('header', 0.7, `${f.navs > 0 ? 'nav' : `${f.links} links`} in a ${Math.round(node.box.height)}px bar at the top`);
    if (NAMES.header.test(f.names)) add('header', 0.2, 'class/id names a header');
  }
  if (!isHeaderLandmark && top < 120 && node.box.height <= 64 && f.text_length > 0 && f.text_length <= 160 && f.navs === 0) {
    add('announcement', 0.65, `${Math.round(node.box.height)}px text bar at the top`);
    named('announcement', 0.2);
  }
  if (isFooterLandmark) add('footer', index >= count - 2 ? 0.95 : 0.7, `${node.tag === 'footer' ? 'footer element' : 'role=contentinfo'}${index >= count - 2 ? ' at the end' : ''}`);
  else if (index === count - 1 && /©|copyright|all rights reserved/.test(f.text)) add('footer', 0.75, 'last band with a copyright line');
  // A `.pre-footer` / `.footer-cta` band before the real footer is content, not a second footer.
  else if (index >= count - 2) named('footer', b.footer_after ? 0.2 : 0.6);
  // A nav bar at the very top is the header (scored above); further down it is its own band.
  if (!isHeaderLandmark && (node.tag === 'nav' || role === 'navigation') && top >= 150) add('nav', 0.6, 'navigation landmark');
  // A header landmark at the top or a footer landmark at the end is that, whatever it links to.
  if ((isHeaderLandmark && (index <= 1 || top < 200)) || (isFooterLandmark && index >= count - 2)) return decide(scores);

  // Hero: "the first big band with an h1 near the top".
  const h1 = f.headings.find((h) => h.level === 1);
  const big = node.box.height >= Math.min(200, b.viewport_height * 0.25);
  if (b.first_content && big && top < b.viewport_height * 1.2) {
    if (h1) add('hero', 0.92, `first band, h1 "${h1.text.slice(0, 60)}"`);
    else if (f.max_font_px >= 36 && (f.buttons > 0 || f.large_images > 0 || b.background_image === 'image')) add('hero', 0.7, `first band, ${f.max_font_px}px headline with ${f.buttons > 0 ? 'buttons' : 'an image'}`);
    else add('hero', 0.3, 'first content band');
  } else if (h1) add('hero', 0.35, 'contains the h1');
  named('hero', 0.25);

  // Structure. Logos stand alone: a grid whose images each come with a title (team, features) is not a wall.
  const headedItems = f.item_headings >= 3 && f.item_headings * 2 >= f.logo_images;
  if (f.logo_images >= 4 && f.text_length <= 40 * f.logo_images + 120 && !headedItems) add('logos', 0.55 + Math.min(0.2, (f.logo_images - 4) * 0.03), `${f.logo_images} logo-sized images with little text`);
  if (KW.logos.test(f.text.slice(0, 200))) add('logos', f.logo_images >= 3 ? 0.3 : 0.1, 'text says who uses it');
  named('logos', 0.3);

  const heads = f.headings.filter((h) => h.level >= 2).length;
  const selling = f.prices.length >= 2;
  // Repeated items that are people (a portrait per title) or posts (a date per item) are not features.
  const people = f.avatars >= 3 && f.quotes === 0 && f.quoted_texts === 0 && f.avatars * 4 >= f.item_headings * 3;
  // Portraits that each come with a long text are quotes without quotation marks (or bios).
  const voices = f.avatars >= 2 && f.long_texts * 5 >= f.avatars * 4;
  const dated = f.dates >= 2 && f.dates * 2 >= Math.min(f.repeated_items, f.item_headings);
  const generic = !selling && !people && !dated;
  if (f.repeated_items >= 3 && heads >= 3 && generic) add('features', 0.4, `${f.repeated_items} repeated items with headings`);
  if (f.cards >= 3 && generic) add('features', 0.2, `${f.cards} cards`);
  keyword('features', 0.35);
  named('features', 0.3);

  if (f.quotes > 0) add('testimonials', f.quotes >= 2 ? 0.5 : 0.35, `${f.quotes} blockquote/q`);
  if (f.quoted_texts >= 2) add('testimonials', 0.2, `${f.quoted_texts} texts in quotation marks`);
  if (f.avatars >= 2 && (f.quotes > 0 || f.quoted_texts > 0)) add('testimonials', 0.15, `${f.avatars} avatars`);
  else if (voices && f.prices.length === 0) add('testimonials', 0.35, `${f.avatars} avatars, each with a long text`);
  if (f.stars >= 3) add('testimonials', 0.15, `${f.stars} rating stars`);
  keyword('testimonials', 0.35);
  named('testimonials', 0.35);

  // Plans bill per period or say "plans"; prices on repeated items without that are products.
  const planLike = f.periodic_prices > 0 || KW.pricing.test(described) || NAMES.pricing.test(f.names);
  const priceList = `${f.prices.length} prices (${f.prices.slice(0, 3).join(', ')})`;
  if (f.prices.length >= 2 && planLike) add('pricing', 0.35, priceList);
  else if (f.prices.length >= 2 && f.repeated_items >= 2) add('products', f.images >= 2 ? 0.55 : 0.45, `${priceList} on repeated items${f.images >= 2 ? ' with images' : ''}`);
  else if (f.prices.length >= 2) add('pricing', 0.25, priceList);
  if (f.periodic_prices > 0) add('pricing', 0.3, `${f.periodic_prices} prices with a billing period`);
  keyword('pricing', 0.3);
  named('pricing', 0.3);
  keyword('products', 0.25);
  named('products', 0.2);

  if (f.big_numbers.length >= 3) add('stats', 0.6 + Math.min(0.2, (f.big_numbers.length - 3) * 0.05), `${f.big_numbers.length} large figures (${f.big_numbers.slice(0, 4).join(', ')})`);
  else if (f.big_numbers.length === 2) add('stats', 0.35, `2 large figures (${f.big_numbers.join(', ')})`);
  keyword('stats', 0.25);
  named('stats', 0.3);

  if (f.details >= 2) add('faq', 0.6, `${f.details} details/summary`);
  else if (f.accordion_buttons >= 3) add('faq', 0.45, `${f.accordion_buttons} expandable buttons`);
  const questions = f.headings.filter((h) => h.text.trim().endsWith('?')).length;
  if (questions >= 3) add('faq', 0.3, `${questions} headings are questions`);
  keyword('faq', 0.4);
  named('faq', 0.3);

  const compact = f.text_length <= 400 && f.cards <= 1 && f.quotes === 0 && f.prices.length === 0 && f.big_numbers.length < 2 && f.headings.length <= 2;
  if (compact && f.buttons >= 1 && f.buttons <= 3 && !b.first_content && node.box.height <= b.viewport_height * 1.1 && f.email_inputs === 0) {
    add('cta', 0.45, `${f.buttons} button(s) under a short heading`);
    if (index >= 2 && index >= count - 3) add('cta', 0.1, 'near the end of the page');
    keyword('cta', 0.2);
  }
  named('cta', 0.3);

  keyword('team', 0.4);
  named('team', 0.25);
  if (f.avatars >= 3 && f.quotes === 0 && f.quoted_texts === 0 && !voices) add('team', 0.3, `${f.avatars} portraits`);
  if (people && !voices && f.item_headings >= 3) add('team', 0.25, `a portrait with each of ${f.item_headings} names`);
  if (f.job_titles >= 3 && f.quotes === 0 && f.quoted_texts === 0 && (f.avatars >= 3 || f.repeated_items >= 3)) add('team', 0.2, `${f.job_titles} job titles`);

  keyword('blog', 0.4);
  named('blog', 0.25);
  if (f.times >= 2) add('blog', 0.3, `${f.times} dates (time elements)`);
  const reviews = f.quotes > 0 || f.stars >= 3 || f.quoted_texts >= 2;
  if (f.dates >= 2 && !reviews && !selling) add('blog', f.times >= 2 ? 0.1 : 0.35, `${f.dates} dated items`);
  if (f.read_times >= 2) add('blog', 0.25, `${f.read_times} reading times`);
  if (f.articles >= 2 && f.large_images >= 2 && f.prices.length === 0) add('blog', 0.15, `${f.articles} articles with images`);

  if (f.large_images >= 4 && f.text_length <= 60 * f.large_images) add('gallery', 0.55, `${f.large_images} large images, little text`);
  keyword('gallery', 0.3);
  named('gallery', 0.3);

  if (f.textareas > 0) add('contact', 0.5, 'a textarea');
  if (f.forms > 0 && f.text_inputs >= 3) add('contact', 0.25, `a form with ${f.text_inputs} fields`);
  if (f.contact_links > 0) add('contact', f.contact_links >= 2 ? 0.4 : 0.3, `${f.contact_links} mailto/tel link(s)`);
  if (f.addresses > 0) add('contact', 0.2, 'an address element');
  keyword('contact', 0.3);
  named('contact', 0.3);

  if (f.email_inputs > 0 && f.text_inputs <= 2 && f.textareas === 0) add('newsletter', 0.5, 'a single email field');
  keyword('newsletter', 0.35);
  named('newsletter', 0.35);

  add('content', 0.2, 'no stronger signal');
  return decide(scores);
}

function decide(scores: Scores): Classification {
  const ranked = [...scores]
    .map(([kind, s]) => ({ kind, score: clamp01(s.score), evidence: s.evidence }))
    .sort((a, b) => b.score - a.score || SECTION_KINDS.indexOf(a.kind) - SECTION_KINDS.indexOf(b.kind));
  const best = ranked[0]!;
  const second = ranked[1]?.score ?? 0;
  // Confidence is the winning score, discounted when a runner-up comes close.
  const confidence = best.score * (1 - 0.4 * (second / Math.max(best.score, 1e-9)) ** 2);
  return {
    kind: best.kind,
    confidence: round(confidence, 2),
    evidence: best.evidence,
    alternatives: ranked.slice(1, 3).filter((r) => r.score >= 0.2 && r.kind !== 'content').map((r) => ({ kind: r.kind, score: round(r.score, 2) })),
  };
}
