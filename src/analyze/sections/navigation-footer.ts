/**
 * The footer navigation (spec §2.3 `navigation`: footer tree): link columns with their headings,
 * legal links, social profiles and the copyright line.
 *
 * Columns are found from layout, not class names: a column is a container with a heading or at
 * least two links whose siblings are columns too, laid out side by side. Links outside columns
 * form heading-less rows; legal-sounding links in those rows are `legal`.
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import { brandNameOf, classNamesLogo, isHomeHref, normalizeName } from '../derived/nav-brand.js';
import { absoluteUrl } from '../derived/nav-dom.js';
import { footerRegion, interactiveCounts } from '../derived/nav-regions.js';
import { mostCommon, ownBackgroundHex, paintHex } from '../derived/nav-style.js';
import { nodeLabel } from '../derived/nav-text.js';

export interface FooterLink {
  label: string;
  href: string | null;
  node_id: string;
}

export interface FooterColumn {
  heading: string | null;
  items: FooterLink[];
  node_id: string;
  selector: string;
}

export interface SocialLink {
  network: string;
  href: string;
  label: string;
  node_id: string;
}

export interface FooterNav {
  node_id: string;
  selector: string;
  columns: FooterColumn[];
  legal: FooterLink[];
  social: SocialLink[];
  copyright: string | null;
  /** Colors as painted (translucent text composited over the footer). */
  style: { background: string; text_color: string | null; heading_color: string | null; link_color: string | null };
  evidence: { score: number; reasons: string[] };
}

const SOCIAL: [RegExp, string][] = [
  [/(^|\.)(twitter|x)\.com$/, 'x'], [/(^|\.)facebook\.com$|(^|\.)fb\.com$/, 'facebook'], [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)linkedin\.com$/, 'linkedin'], [/(^|\.)youtube\.com$|(^|\.)youtu\.be$/, 'youtube'], [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)gitlab\.com$/, 'gitlab'], [/(^|\.)tiktok\.com$/, 'tiktok'], [/(^|\.)discord\.(gg|com)$/, 'discord'],
  [/(^|\.)threads\.net$/, 'threads'], [/(^|\.)bsky\.app$/, 'bluesky'], [/(^|\.)mastodon\.|(^|\.)fosstodon\.org$/, 'mastodon'],
  [/(^|\.)dribbble\.com$/, 'dribbble'], [/(^|\.)behance\.net$/, 'behance'], [/(^|\.)pinterest\.[a-z.]+$/, 'pinterest'],
  [/(^|\.)reddit\.com$/, 'reddit'], [/(^|\.)medium\.com$/, 'medium'], [/(^|\.)t\.me$|(^|\.)telegram\.org$/, 'telegram'],
  [/(^|\.)wa\.me$|(^|\.)whatsapp\.com$/, 'whatsapp'], [/(^|\.)twitch\.tv$/, 'twitch'], [/(^|\.)vimeo\.com$/, 'vimeo'],
  [/(^|\.)producthunt\.com$/, 'producthunt'], [/(^|\.)slack\.com$/, 'slack'], [/(^|\.)figma\.com$/, 'figma'],
];
const LEGAL = /\b(privacy|terms|cookie|cookies|legal|imprint|impressum|gdpr|ccpa|accessibility|sitemap|do not sell|disclaimer|licen[cs]e|agb|datenschutz|mentions l[ée]gales)\b/i;
const COPYRIGHT = /©|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved/i;
const GENERIC_LABEL = /^(footer|site footer|footer (navigation|links|menu)|secondary( navigation)?)$/i;

export function socialNetworkOf(href: string | null): string | null {
  if (!href || !URL.canParse(href)) return null;
  const host = new URL(href).hostname.toLowerCase();
  return SOCIAL.find(([re]) => re.test(host))?.[1] ?? null;
}

export function analyzeFooter(ctx: AnalysisContext): FooterNav | null {
  const region = footerRegion(ctx);
  if (!region) return null;
  const base = ctx.capture.final_url;
  const brand = brandNameOf(ctx);
  const footer = region.node;
  const links = subtree(ctx, footer).filter((n) => n.tag === 'a' && n.attrs['href'] !== undefined);

  const columns = new Map<string, FooterColumn>();
  const legal: FooterLink[] = [];
  const social: SocialLink[] = [];
  for (const node of links) {
    const href = absoluteUrl(node.attrs['href'], base);
    const label = nodeLabel(ctx, node);
    const network = socialNetworkOf(href);
    if (network && href) {
      social.push({ network, href, label, node_id: node.id });
      continue;
    }
    if (isLogo(node, label, brand, base) || !label) continue;
    const column = columnOf(ctx, node, footer);
    const link = { label, href, node_id: node.id };
    // Outside columns, links group by the nearest container holding several links (a row).
    const container = column ?? rowOf(ctx, node, footer);
    const key = `${column ? 'column' : 'row'}:${container.id}`;
    const existing = columns.get(key);
    if (existing) existing.items.push(link);
    else {
      columns.set(key, { heading: column ? headingOf(ctx, column) : null, items: [link], node_id: container.id, selector: container.selector });
    }
  }
  // Heading-less rows whose links are legal-sounding are the legal bar, not a column.
  const kept: FooterColumn[] = [];
  for (const column of columns.values()) {
    if (column.heading === null && column.items.every((i) => LEGAL.test(i.label))) legal.push(...column.items);
    else kept.push(column);
  }
  const texts = [footer, ...subtree(ctx, footer)].filter((n) => COPYRIGHT.test(n.text));
  const copyright = texts[0] ? texts[0].text : null;
  const linkColor = mostCommon(links, (n) => paintHex(ctx, n, n.style['color']));
  const texts2 = subtree(ctx, footer).filter((n) => n.text && n.tag !== 'a');
  const textColor = mostCommon(texts2.filter((n) => !/^h[1-6]$/.test(n.tag)), (n) => paintHex(ctx, n, n.style['color']));
  const headingColor = mostCommon(texts2.filter((n) => /^h[1-6]$/.test(n.tag)), (n) => paintHex(ctx, n, n.style['color']));
  return {
    node_id: footer.id,
    selector: footer.selector,
    columns: kept,
    legal,
    social,
    copyright,
    style: { background: ownBackgroundHex(ctx, footer) ?? backdropOf(ctx, footer.id).color.hex, text_color: textColor?.key ?? null, heading_color: headingColor?.key ?? null, link_color: linkColor?.key ?? null },
    evidence: { score: region.score, reasons: region.reasons },
  };
}

function rowOf(ctx: AnalysisContext, link: CapturedNode, footer: CapturedNode): CapturedNode {
  const counts = interactiveCounts(ctx);
  return ctx.ancestors(link.id).find((a) => a.id === footer.id || (counts.get(a.id) ?? 0) >= 2) ?? footer;
}

function subtree(ctx: AnalysisContext, root: CapturedNode): CapturedNode[] {
  const out: CapturedNode[] = [];
  const stack = [...ctx.children(root.id)].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    out.push(n);
    const kids = ctx.children(n.id);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return out;
}

function isLogo(node: CapturedNode, label: string, brand: string | null, base: string): boolean {
  if (classNamesLogo(node.attrs['class'], node.attrs['id'])) return true;
  return isHomeHref(node.attrs['href'], base) && brand !== null && normalizeName(label) === normalizeName(brand);
}

/**
 * The lowest ancestor (below the footer) that is one of several side-by-side columns: it holds a
 * heading or two links, and at least one sibling of it does too, on an overlapping row.
 */
function columnOf(ctx: AnalysisContext, link: CapturedNode, footer: CapturedNode): CapturedNode | null {
  const counts = interactiveCounts(ctx);
  const qualifies = (n: CapturedNode): boolean => (counts.get(n.id) ?? 0) >= 2 || ((counts.get(n.id) ?? 0) >= 1 && headingOf(ctx, n) !== null);
  for (const a of ctx.ancestors(link.id)) {
    if (a.id === footer.id) return null;
    if (!qualifies(a) || a.parent === null) continue;
    const siblings = ctx.children(a.parent).filter((s) => s.id !== a.id && qualifies(s));
    const sideBySide = siblings.some((s) => s.box.y < a.box.y + a.box.height && a.box.y < s.box.y + s.box.height && Math.abs(s.box.x - a.box.x) >= 40);
    if (sideBySide) return a;
  }
  return null;
}

/** A column's heading: the first text before its first link that reads as a heading, else a nav's aria-label. */
function headingOf(ctx: AnalysisContext, column: CapturedNode): string | null {
  const cached = ctx.derive('nav:footerHeadings', () => new Map<string, string | null>());
  if (cached.has(column.id)) return cached.get(column.id)!;
  let heading: string | null = null;
  const stack = [...ctx.children(column.id)].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.tag === 'a' || n.tag === 'button') break;
    if (n.text) {
      const weight = Number.parseFloat(n.style['font-weight'] ?? '400');
      const looks = /^h[1-6]$/.test(n.tag) || n.tag === 'summary' || n.tag === 'dt' || weight >= 600 || n.style['text-transform'] === 'uppercase' || /(heading|title)/i.test(n.attrs['class'] ?? '');
      if (looks && n.text.length <= 60) heading = n.text;
      break;
    }
    const kids = ctx.children(n.id);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  const aria = column.attrs['aria-label'];
  if (heading === null && (column.tag === 'nav' || column.attrs['role'] === 'navigation') && aria && !GENERIC_LABEL.test(aria.trim())) heading = aria.trim();
  cached.set(column.id, heading);
  return heading;
}
