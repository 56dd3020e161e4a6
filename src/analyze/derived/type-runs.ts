/**
 * The text a page actually shows, one run per visible node with its own text, with the computed
 * type of that run and where it sits (heading, button, navigation, code, form, plain text).
 * Typography reads everything from these runs; actions and verify can reuse them. Memoized per
 * run via ctx.derive.
 *
 * What is left out, so third-party chrome does not pass for the brand's type: invisible nodes
 * (visibility hidden, opacity 0 on the node or an ancestor), offscreen and clipped nodes (skip
 * links at -9999px, `sr-only` 1×1 boxes), text under 6px, icon fonts, and recognisable cookie
 * banners / consent managers / chat widgets (by id and class vocabulary, node or ancestor).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { componentsOfKind } from './components.js';
import { firstFamily, isIconFont } from './type-stack.js';

/**
 * `svg`: text inside inline `<svg>` (a partner logo's wordmark, an avatar's initials, chart
 * labels): artwork drawn with text, never the page's type, so it comes before every other context.
 */
export type RunContext = 'svg' | 'heading' | 'button' | 'nav' | 'code' | 'form' | 'text';

export interface TextRun {
  node: CapturedNode;
  /** The computed `font-family`. */
  stack: string;
  /** Its first family, unquoted, authored case. */
  family: string;
  size: number;
  weight: number;
  /** Computed line height in px; null for `normal` (it depends on the font's metrics). */
  line_height_px: number | null;
  /** Computed letter spacing in px (`normal` is 0). */
  letter_spacing_px: number;
  text_transform: string;
  italic: boolean;
  /** Characters of the node's own text (the capture keeps at most 200 per node). */
  chars: number;
  context: RunContext;
  /** Level of the heading the run belongs to (the node or an ancestor h1–h6 / role=heading). */
  heading_level: number | null;
  /** Node id of that heading. */
  heading_id: string | null;
  in_header: boolean;
  in_footer: boolean;
  /** Inside a `<p>` (inline runs of a paragraph). */
  in_paragraph: boolean;
}

interface Flags {
  hidden: boolean;
  excluded: boolean;
  headingLevel: number | null;
  headingId: string | null;
  button: boolean;
  nav: boolean;
  code: boolean;
  form: boolean;
  header: boolean;
  footer: boolean;
  paragraph: boolean;
  svg: boolean;
}

const ROOT: Flags = { hidden: false, excluded: false, headingLevel: null, headingId: null, button: false, nav: false, code: false, form: false, header: false, footer: false, paragraph: false, svg: false };

/** Consent managers, cookie banners and chat widgets (ids and classes they ship with). */
const WIDGET = /cookie|consent|gdpr|onetrust|truste|osano|usercentrics|didomi|qc-cmp|iubenda|intercom|crisp-client|hubspot-messages|zendesk|livechat|tawk/i;
const CODE_TAGS = new Set(['code', 'pre', 'kbd', 'samp', 'tt']);
const FORM_TAGS = new Set(['input', 'textarea', 'select', 'option', 'label', 'legend']);
const MIN_SIZE_PX = 6;

export function cssPx(value: string | undefined): number | null {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : null;
}

export function fontWeight(value: string | undefined): number {
  if (value === 'bold') return 700;
  if (value === 'bolder') return 700;
  if (value === 'lighter') return 300;
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 400;
}

/** The heading level of a node itself (h1–h6, or role=heading with aria-level, default 2), else null. */
export function headingLevelOf(node: CapturedNode): number | null {
  const tag = /^h([1-6])$/.exec(node.tag);
  if (tag) return Number(tag[1]);
  if (node.attrs['role'] === 'heading') {
    const level = Number.parseInt(node.attrs['aria-level'] ?? '', 10);
    return Number.isFinite(level) ? Math.min(6, Math.max(1, level)) : 2;
  }
  return null;
}

export function textRuns(ctx: AnalysisContext): readonly TextRun[] {
  return ctx.derive('derived:type-runs', (capture) => {
    const buttons = new Set(componentsOfKind(ctx, 'button').map((c) => c.node.id));
    const docWidth = capture.document.width > 0 ? capture.document.width : Number.POSITIVE_INFINITY;
    const flags = new Map<string, Flags>();
    const runs: TextRun[] = [];
    // Capture order is depth-first, so a parent's flags exist before its children's.
    for (const node of capture.nodes) {
      const parent = (node.parent !== null ? flags.get(node.parent) : undefined) ?? ROOT;
      const s = node.style;
      const label = `${node.attrs['id'] ?? ''} ${node.attrs['class'] ?? ''}`;
      const role = node.attrs['role'] ?? '';
      const level = headingLevelOf(node);
      const f: Flags = {
        hidden: parent.hidden || s['opacity'] === '0' || s['visibility'] === 'hidden' || s['visibility'] === 'collapse' || s['display'] === 'none',
        excluded: parent.excluded || WIDGET.test(label),
        headingLevel: level ?? parent.headingLevel,
        headingId: level !== null ? node.id : parent.headingId,
        button: parent.button || buttons.has(node.id),
        nav: parent.nav || node.tag === 'nav' || role === 'navigation' || role === 'menu' || role === 'menubar',
        code: parent.code || CODE_TAGS.has(node.tag),
        form: parent.form || FORM_TAGS.has(node.tag),
        header: parent.header || node.tag === 'header' || role === 'banner',
        footer: parent.footer || node.tag === 'footer' || role === 'contentinfo',
        paragraph: parent.paragraph || node.tag === 'p',
        // HTML inside <foreignObject> is page text again.
        svg: (parent.svg || node.tag === 'svg') && node.tag.toLowerCase() !== 'foreignobject',
      };
      flags.set(node.id, f);

      const text = node.text.trim();
      if (text === '' || f.hidden || f.excluded) continue;
      const { x, y, width, height } = node.box;
      if (width <= 1 || height <= 1 || x + width <= 0 || y + height <= 0 || x >= docWidth) continue;
      const size = cssPx(s['font-size']);
      const stack = s['font-family'] ?? '';
      const family = firstFamily(stack);
      if (size === null || size < MIN_SIZE_PX || family === null || isIconFont(family)) continue;

      runs.push({
        node,
        stack,
        family,
        size,
        weight: fontWeight(s['font-weight']),
        line_height_px: cssPx(s['line-height']),
        letter_spacing_px: cssPx(s['letter-spacing']) ?? 0,
        text_transform: s['text-transform'] ?? 'none',
        italic: /italic|oblique/.test(s['font-style'] ?? ''),
        chars: [...text].length,
        context: f.svg ? 'svg' : f.code ? 'code' : f.headingLevel !== null ? 'heading' : f.button ? 'button' : f.form ? 'form' : f.nav ? 'nav' : 'text',
        heading_level: f.headingLevel,
        heading_id: f.headingId,
        in_header: f.header,
        in_footer: f.footer,
        in_paragraph: f.paragraph,
      });
    }
    return runs;
  });
}

/** Families of icon fonts seen on visible nodes (reported, never counted as type). */
export function iconFontFamilies(ctx: AnalysisContext): readonly string[] {
  return ctx.derive('derived:type-icon-fonts', (capture) => {
    const seen = new Map<string, string>();
    for (const node of capture.nodes) {
      const family = firstFamily(node.style['font-family']);
      if (family && isIconFont(family) && !seen.has(family.toLowerCase())) seen.set(family.toLowerCase(), family);
    }
    return [...seen.values()].sort();
  });
}
