/**
 * Icon fonts: glyphs drawn with a font (Font Awesome, Material Icons/Symbols ligatures, Bootstrap
 * Icons, icomoon/fontello builds, …). An element is a font icon when it is a small leaf and
 * - carries a class the stylesheets give a private-use-area glyph (`.fa-house::before { content:
 *   "\f015" }`, or Font Awesome 6.5's `.fa-house { --fa: "\f015" }`), or
 * - carries an icon-font class of a known set (`fa-solid`, `bi`, `material-icons`, …), or
 * - is set in an icon font family (`font-family: "Material Symbols Outlined"`, `icomoon`).
 */
import type { CapturedNode } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import { compare, shapeScope } from '../derived/shape-scope.js';
import { unquote, type ParsedStylesheet } from '../shared/css.js';
import { parseColor } from '../shared/color.js';
import { detectLibrary, styleFromClasses, type LibraryGuess } from './icons-library.js';
import { SHAPES } from './icons-svg.js';

export const ICON_FONT_FAMILY = /font ?awesome|material (icons|symbols)|materialdesignicons|material design icons|icomoon|glyphicons|bootstrap-icons|remixicon|tabler-icons|phosphor|ionicons|fontello|dashicons|line ?awesome|simple-line-icons|themify|feather|lucide|codicon|icofont|linearicons|entypo|eleganticons|typicons|boxicons|(^|[\s-])icons?($|[\s-])/i;
const FONT_ICON_CLASS = /^(fa|fas|far|fal|fab|fad|fat|fa-(solid|regular|light|thin|brands|duotone|sharp)|bi|ph|ti|la|las|lar|lab|glyphicon|material-icons(-outlined|-round|-sharp|-two-tone)?|material-symbols-(outlined|rounded|sharp)|mdi|dashicons|codicon|icofont-[a-z0-9-]+|bx|bxs|bxl|ri-[a-z0-9-]+)$/i;
const MAX_FONT_ICON_PX = 64;

export type FontIconReason = 'glyph-class' | 'icon-class' | 'icon-family';

export interface FontIcon {
  node: CapturedNode;
  size: number;
  /** First family of the computed stack, as written (unquoted). */
  family: string;
  reason: FontIconReason;
  style: 'outline' | 'solid' | null;
  color: string | null;
  /** The glyph takes the surrounding text color (its parent's), like `currentColor`. */
  inherits_color: boolean;
  library: LibraryGuess | null;
}

export function fontIcons(ctx: AnalysisContext): FontIcon[] {
  return ctx.derive('icons:font', () => {
    const glyphClasses = privateUseClasses(ctx);
    const out: FontIcon[] = [];
    for (const node of shapeScope(ctx).nodes) {
      if (node.tag === 'svg' || SHAPES.has(node.tag) || ctx.children(node.id).length > 0) continue;
      const { width, height } = node.box;
      if (Math.max(width, height) > MAX_FONT_ICON_PX) continue;
      const classes = (node.attrs['class'] ?? '').split(/\s+/).filter(Boolean);
      const family = firstFamily(node.style['font-family'] ?? '');
      const reason: FontIconReason | null = classes.some((c) => glyphClasses.has(c))
        ? 'glyph-class'
        : classes.some((c) => FONT_ICON_CLASS.test(c))
          ? 'icon-class'
          : ICON_FONT_FAMILY.test(family)
            ? 'icon-family'
            : null;
      if (!reason) continue;
      // Ligature fonts carry a word (`home`); glyph fonts at most a character or two.
      if (node.text.length > 40) continue;
      const parent = node.parent === null ? undefined : ctx.nodeById(node.parent);
      const color = parseColor(node.style['color']);
      out.push({
        node,
        size: Math.round(Number.parseFloat(node.style['font-size'] ?? '') || Math.max(width, height)),
        family,
        reason,
        style: styleFromClasses(classes, family.toLowerCase()),
        color: color?.hex ?? null,
        inherits_color: parent !== undefined && parent.style['color'] === node.style['color'],
        library: detectLibrary({ classes, tag: node.tag, fontFamily: family.toLowerCase() }),
      });
    }
    return out;
  });
}

function firstFamily(stack: string): string {
  const first = stack.split(',')[0] ?? '';
  return unquote(first.trim());
}

/** Code points of the private use areas (where icon fonts put their glyphs). */
function isPrivateUse(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}

/** `"\f015"`, `'\e900'`, or a literal PUA character inside a CSS string. */
export function hasPrivateUseGlyph(value: string): boolean {
  const m = /^\s*(["'])(.*)\1\s*$/.exec(value);
  if (!m) return false;
  const body = m[2]!;
  for (const esc of body.matchAll(/\\([0-9a-f]{1,6})\s?/gi)) if (isPrivateUse(Number.parseInt(esc[1]!, 16))) return true;
  for (const ch of body.replace(/\\[0-9a-f]{1,6}\s?/gi, '')) if (isPrivateUse(ch.codePointAt(0)!)) return true;
  return false;
}

/** Class names the stylesheets map to a private-use glyph. */
export function privateUseClasses(ctx: AnalysisContext): ReadonlySet<string> {
  return ctx.derive('icons:puaClasses', () => {
    const classes = new Set<string>();
    for (const sheet of ctx.stylesheets()) for (const name of sheetGlyphClasses(sheet)) classes.add(name);
    return classes;
  });
}

/**
 * One sheet's glyph classes, in rule order. Kept per parsed sheet object: a library sheet served
 * from the stylesheet cache (shared/sheet-cache.ts) is not scanned again (issue 9 §3).
 */
function sheetGlyphClasses(sheet: ParsedStylesheet): readonly string[] {
  const known = GLYPH_CLASSES.get(sheet);
  if (known) return known;
  const classes = new Set<string>();
  for (const rule of sheet.rules) {
    if (!rule.declarations.some((d) => (d.property === 'content' || d.property.startsWith('--')) && hasPrivateUseGlyph(d.value))) continue;
    for (const part of rule.selector.split(',')) {
      const compound = part.replace(/::?(before|after)\b.*$/i, '').trim().split(/[\s>+~]+/).pop() ?? '';
      for (const m of compound.matchAll(/\.([\w-]+)/g)) classes.add(m[1]!);
    }
  }
  const list = [...classes];
  GLYPH_CLASSES.set(sheet, list);
  return list;
}

const GLYPH_CLASSES = new WeakMap<ParsedStylesheet, readonly string[]>();

/** Icon-font families the page declares (@font-face) or renders, with how many icons use each. */
export function iconFontFamilies(ctx: AnalysisContext, icons: readonly FontIcon[]): { family: string; declared: boolean; rendered: boolean; count: number }[] {
  const families = new Map<string, { family: string; declared: boolean; rendered: boolean; count: number }>();
  const entry = (family: string) => {
    const key = family.toLowerCase();
    const e = families.get(key) ?? { family, declared: false, rendered: false, count: 0 };
    families.set(key, e);
    return e;
  };
  for (const sheet of ctx.stylesheets()) for (const face of sheet.fontFaces) if (ICON_FONT_FAMILY.test(face.family)) entry(face.family).declared = true;
  for (const font of ctx.capture.fonts.rendered) {
    for (const stack of font.stacks) {
      const family = firstFamily(stack);
      if (ICON_FONT_FAMILY.test(family)) entry(family).rendered = true;
    }
  }
  for (const icon of icons) entry(icon.family).count++;
  return [...families.values()].filter((f) => f.count > 0 || f.declared || f.rendered).sort((a, b) => b.count - a.count || compare(a.family, b.family));
}
