/**
 * Light/dark variants of the chosen logo (spec §2.3 `assets`: "with boxes and light/dark
 * variants"). `mode` is the theme or background a variant is for; `tone` the logo's own
 * lightness (a white logo is the light-tone variant, used in dark mode or on a dark footer).
 *
 * Sources: the logo's own backdrop; `<picture><source media="(prefers-color-scheme: dark)">`;
 * sibling images toggled by theme classes (Tailwind `dark:hidden` / `hidden dark:block`,
 * `logo-white`, `logo--dark`, `[data-theme=dark]` wrappers), present in the DOM even when hidden;
 * and a footer logo on a background of the opposite lightness.
 */
import type { AnalysisContext } from '../context.js';
import { absoluteUrl, descendantElements, domIndex, elementAncestors, selectorOfElement } from '../derived/nav-dom.js';
import { relativeLuminance } from '../shared/color.js';
import type { DomElement } from '../shared/dom.js';
import { displayUrl } from './assets-files.js';
import type { LogoCandidate } from './assets-logo.js';

export interface LogoVariant {
  mode: 'light' | 'dark';
  tone: 'light' | 'dark';
  src: string | null;
  node_id: string | null;
  selector: string | null;
  /** Shown at capture time. */
  visible: boolean;
  source: 'primary' | 'picture' | 'theme_class' | 'file_name' | 'footer';
  evidence: string;
}

const TW_DARK_SHOWN = /(^|\s)dark:(block|inline|inline-block|flex|inline-flex|grid|contents|table)(\s|$)/;
const TW_DARK_HIDDEN = /(^|\s)dark:hidden(\s|$)/;
const MODE_WORD = /(?:^|[-_.\s/])(dark|light)[-_]?(mode|theme|scheme)(?=[-_.\s/]|$)/i;
const LIGHT_TONE = /(?:^|[-_.\s/])(white|light|inverse|inverted|negative|reversed|on-?dark|for-?dark)(?=[-_.\s/]|$)/i;
const DARK_TONE = /(?:^|[-_.\s/])(dark|black|on-?light|for-?light)(?=[-_.\s/]|$)/i;

export function logoVariants(ctx: AnalysisContext, best: LogoCandidate, candidates: LogoCandidate[]): LogoVariant[] {
  const index = domIndex(ctx);
  const base = ctx.capture.final_url;
  const out: LogoVariant[] = [];
  const el = index.elementOf.get(best.node_id);
  const own = el ? modeOf(index, el) : null;
  const dark = relativeLuminance(best.backdrop) < 0.2;
  out.push({
    mode: own?.mode ?? (dark ? 'dark' : 'light'),
    tone: own ? (own.mode === 'dark' ? 'light' : 'dark') : dark ? 'light' : 'dark',
    src: best.src,
    node_id: best.node_id,
    selector: best.selector,
    visible: true,
    source: 'primary',
    evidence: own ? own.evidence : `shown on ${best.backdrop}`,
  });
  if (el) {
    const parent = index.parent.get(el) ?? null;
    if (parent?.tag === 'picture') {
      for (const source of parent.children) {
        if (source.type !== 'element' || source.tag !== 'source') continue;
        const media = source.attrs['media'] ?? '';
        const scheme = /prefers-color-scheme:\s*(dark|light)/i.exec(media)?.[1]?.toLowerCase() as 'dark' | 'light' | undefined;
        const url = firstSrcsetUrl(source.attrs['srcset'] ?? source.attrs['src'] ?? '', base);
        if (!scheme || !url) continue;
        out.push({ mode: scheme, tone: scheme === 'dark' ? 'light' : 'dark', src: displayUrl(url), node_id: null, selector: selectorOfElement(ctx, source), visible: false, source: 'picture', evidence: `<source media="${media}">` });
      }
    }
    // Siblings inside the same home link (or the logo's wrapper) toggled by theme classes.
    const container = elementAncestors(index, el).slice(0, 3).find((a) => a.tag === 'a') ?? parent;
    if (container) {
      for (const other of descendantElements(index, container)) {
        if (other === el || (other.tag !== 'img' && other.tag !== 'svg') || elementAncestors(index, other).some((a) => a === el || a.tag === 'svg')) continue;
        const mode = modeOf(index, other);
        if (!mode) continue;
        const src = other.tag === 'img' ? absoluteUrl(other.attrs['src'] ?? firstSrcsetUrl(other.attrs['srcset'] ?? '', base), base) : null;
        const id = index.nodeOf.get(other) ?? null;
        out.push({ mode: mode.mode, tone: mode.mode === 'dark' ? 'light' : 'dark', src: src ? displayUrl(src) : null, node_id: id, selector: selectorOfElement(ctx, other), visible: id !== null, source: mode.source, evidence: mode.evidence });
      }
    }
  }
  // The footer's logo on a background of the other lightness.
  for (const c of candidates) {
    if (c === best || c.in_header || c.score < 3 || !c.reasons.some((r) => r.includes('footer'))) continue;
    const footerDark = relativeLuminance(c.backdrop) < 0.2;
    if (footerDark === dark) continue;
    out.push({ mode: footerDark ? 'dark' : 'light', tone: footerDark ? 'light' : 'dark', src: c.src, node_id: c.node_id, selector: c.selector, visible: true, source: 'footer', evidence: `footer logo (${c.kind}) on ${c.backdrop}` });
    break;
  }
  const seen = new Set<string>();
  return out.filter((v) => {
    const key = `${v.mode}|${v.src ?? ''}|${v.node_id ?? v.selector}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function modeOf(index: ReturnType<typeof domIndex>, el: DomElement): { mode: 'light' | 'dark'; source: 'theme_class' | 'file_name'; evidence: string } | null {
  const cls = el.attrs['class'] ?? '';
  if (TW_DARK_SHOWN.test(cls)) return { mode: 'dark', source: 'theme_class', evidence: `class "${cls}"` };
  if (TW_DARK_HIDDEN.test(cls)) return { mode: 'light', source: 'theme_class', evidence: `class "${cls}"` };
  for (const a of elementAncestors(index, el).slice(0, 4)) {
    const theme = (a.attrs['data-theme'] ?? a.attrs['data-mode'] ?? '').toLowerCase();
    if (theme === 'dark' || theme === 'light') return { mode: theme, source: 'theme_class', evidence: `[data-theme="${theme}"] wrapper` };
  }
  const hints = `${cls} ${el.attrs['id'] ?? ''}`;
  const file = `${el.attrs['src'] ?? ''} ${el.attrs['alt'] ?? ''}`.split(/[?#]/)[0]!;
  for (const [text, source] of [[hints, 'theme_class'], [file, 'file_name']] as const) {
    const mode = MODE_WORD.exec(text)?.[1]?.toLowerCase() as 'dark' | 'light' | undefined;
    if (mode) return { mode, source, evidence: `"${text.trim()}"` };
    if (LIGHT_TONE.test(text)) return { mode: 'dark', source, evidence: `light-toned logo "${text.trim()}"` };
    if (DARK_TONE.test(text)) return { mode: 'light', source, evidence: `dark-toned logo "${text.trim()}"` };
  }
  return null;
}

function firstSrcsetUrl(srcset: string, base: string): string | null {
  const first = srcset.split(',')[0]?.trim().split(/\s+/)[0];
  return first ? absoluteUrl(first, base) : null;
}

/** SVG element names the DOM adapter lower-cases, restored so the markup also works as a standalone .svg file. */
const SVG_CASE = new Map(
  ['clipPath', 'linearGradient', 'radialGradient', 'foreignObject', 'textPath', 'animateMotion', 'animateTransform', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'feTurbulence', 'feFuncA', 'feFuncR', 'feFuncG', 'feFuncB'].map((n) => [n.toLowerCase(), n]),
);

/** Serializes an inline SVG element (with its namespace); null when it would exceed `max` characters. */
export function serializeSvg(el: DomElement, max: number): string | null {
  let out = '';
  let root = true;
  const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attr = (t: string): string => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const visit = (node: DomElement): boolean => {
    const tag = SVG_CASE.get(node.tag) ?? node.tag;
    const attrs = root && node.attrs['xmlns'] === undefined ? { xmlns: 'http://www.w3.org/2000/svg', ...node.attrs } : node.attrs;
    root = false;
    out += `<${tag}${Object.entries(attrs).map(([k, v]) => ` ${k}="${attr(v)}"`).join('')}`;
    if (node.children.length === 0) {
      out += '/>';
      return out.length <= max;
    }
    out += '>';
    for (const child of node.children) {
      if (child.type === 'text') out += esc(child.text);
      else if (!visit(child)) return false;
      if (out.length > max) return false;
    }
    out += `</${tag}>`;
    return out.length <= max;
  };
  return visit(el) ? out.replace(/>\s+</g, '><').trim() : null;
}
