/**
 * Which icon library an icon comes from, when it says so (class names, data attributes, custom
 * element names, icon-font families, file paths) or when its drawing grid is distinctive enough
 * (viewBox, stroke width, caps and joins). Named evidence is trusted; a grid alone is a hint with
 * a low confidence, and nothing at all gives null.
 */

export type IconLibrary =
  | 'lucide' | 'feather' | 'heroicons' | 'font-awesome' | 'material' | 'tabler' | 'phosphor'
  | 'bootstrap-icons' | 'remix' | 'ionicons' | 'iconify' | 'octicons' | 'radix' | 'line-awesome'
  | 'glyphicons' | 'icomoon' | 'fontello' | 'dashicons' | 'codicons';

export interface LibraryGuess {
  name: IconLibrary;
  confidence: number;
  evidence: string;
}

/** What is known about one icon for library detection. */
export interface IconSignals {
  /** Class tokens of the icon element and its parent. */
  classes: string[];
  tag: string;
  /** Markup attributes of the `<svg>` (viewBox, stroke-width, data-*), when the markup is known. */
  svgAttrs?: Record<string, string>;
  /** The first painted element draws nothing (`<path stroke="none" d="M0 0h24v24H0z" fill="none"/>`, Tabler's marker). */
  tablerMarker?: boolean;
  /** Icon-font family (first family of the computed stack), lower-case. */
  fontFamily?: string;
  /** Image URL, for `<img>` icons. */
  src?: string;
}

const CLASS_RULES: [RegExp, IconLibrary][] = [
  [/^lucide(-|$)/, 'lucide'],
  [/^feather(-|$)/, 'feather'],
  [/^(icon-tabler|tabler-icon|ti)(-|$)/, 'tabler'],
  [/^(svg-inline--fa|fa|fas|far|fal|fab|fad|fat|fa-(solid|regular|light|thin|brands|duotone|sharp)|fa-[a-z0-9-]+)$/, 'font-awesome'],
  [/^heroicon/, 'heroicons'],
  [/^(material-icons|material-symbols|mdi|muisvgicon|mat-icon)/, 'material'],
  [/^(bi|bi-[a-z0-9-]+)$/, 'bootstrap-icons'],
  [/^(ph|ph-[a-z0-9-]+)$/, 'phosphor'],
  [/^ri-[a-z0-9-]+$/, 'remix'],
  [/^(ion|ion-[a-z0-9-]+|ionicon)$/, 'ionicons'],
  [/^iconify/, 'iconify'],
  [/^octicon/, 'octicons'],
  [/^(la|lab|las|lar|la-[a-z0-9-]+)$/, 'line-awesome'],
  [/^glyphicon/, 'glyphicons'],
  [/^dashicons/, 'dashicons'],
  [/^codicon/, 'codicons'],
];

const FAMILY_RULES: [RegExp, IconLibrary][] = [
  [/font ?awesome/, 'font-awesome'],
  [/material (icons|symbols)|materialdesignicons|material design icons/, 'material'],
  [/bootstrap-icons/, 'bootstrap-icons'],
  [/remixicon/, 'remix'],
  [/tabler/, 'tabler'],
  [/phosphor/, 'phosphor'],
  [/ionicons/, 'ionicons'],
  [/line ?awesome/, 'line-awesome'],
  [/glyphicons/, 'glyphicons'],
  [/icomoon/, 'icomoon'],
  [/fontello/, 'fontello'],
  [/dashicons/, 'dashicons'],
  [/codicon/, 'codicons'],
  [/feather/, 'feather'],
  [/lucide/, 'lucide'],
];

const TAG_RULES: Record<string, IconLibrary> = { 'ion-icon': 'ionicons', 'iconify-icon': 'iconify', 'mat-icon': 'material' };

const SRC_RULES: [RegExp, IconLibrary][] = [
  [/lucide/i, 'lucide'], [/feather/i, 'feather'], [/heroicons/i, 'heroicons'], [/font-?awesome/i, 'font-awesome'],
  [/material-(design-)?(icons|symbols)/i, 'material'], [/tabler/i, 'tabler'], [/phosphor/i, 'phosphor'], [/bootstrap-icons/i, 'bootstrap-icons'],
];

/** The best-supported library for one icon, or null. */
export function detectLibrary(s: IconSignals): LibraryGuess | null {
  for (const cls of s.classes) {
    const lower = cls.toLowerCase();
    for (const [pattern, name] of CLASS_RULES) if (pattern.test(lower)) return { name, confidence: 0.95, evidence: `class "${cls}"` };
  }
  const tagged = TAG_RULES[s.tag];
  if (tagged) return { name: tagged, confidence: 0.95, evidence: `<${s.tag}> element` };
  const a = s.svgAttrs ?? {};
  if (a['data-lucide'] !== undefined) return { name: 'lucide', confidence: 0.95, evidence: 'data-lucide attribute' };
  if (a['data-prefix'] !== undefined && a['data-icon'] !== undefined) return { name: 'font-awesome', confidence: 0.95, evidence: `data-prefix="${a['data-prefix']}" data-icon="${a['data-icon']}"` };
  if (a['data-slot'] === 'icon') return { name: 'heroicons', confidence: 0.6, evidence: 'data-slot="icon" (Heroicons v2 React)' };
  if (s.fontFamily) {
    for (const [pattern, name] of FAMILY_RULES) if (pattern.test(s.fontFamily)) return { name, confidence: 0.9, evidence: `font-family "${s.fontFamily}"` };
  }
  if (s.src) {
    for (const [pattern, name] of SRC_RULES) if (pattern.test(s.src)) return { name, confidence: 0.7, evidence: `image path ${s.src}` };
  }
  return gridGuess(a, s.tablerMarker === true);
}

/** Distinctive drawing grids of the common SVG sets. */
function gridGuess(a: Record<string, string>, tablerMarker: boolean): LibraryGuess | null {
  const viewBox = (a['viewBox'] ?? a['viewbox'] ?? '').trim().replace(/\s+/g, ' ');
  if (viewBox === '') return null;
  const strokeWidth = a['stroke-width'];
  const fill = (a['fill'] ?? '').toLowerCase();
  const round = a['stroke-linecap'] === 'round' && a['stroke-linejoin'] === 'round';
  if (viewBox === '0 0 24 24' && tablerMarker) return { name: 'tabler', confidence: 0.6, evidence: '24×24 grid with Tabler\'s empty first path' };
  if (viewBox === '0 0 24 24' && fill === 'none' && strokeWidth === '2' && round) {
    return { name: 'lucide', confidence: 0.4, evidence: '24×24 grid, stroke-width 2, round caps and joins, fill none (Lucide/Feather drawing grid)' };
  }
  if (viewBox === '0 0 24 24' && fill === 'none' && strokeWidth === '1.5') return { name: 'heroicons', confidence: 0.4, evidence: '24×24 grid, stroke-width 1.5, fill none (Heroicons outline grid)' };
  if (viewBox === '0 -960 960 960') return { name: 'material', confidence: 0.6, evidence: 'viewBox 0 -960 960 960 (Material Symbols grid)' };
  if (viewBox === '0 0 15 15') return { name: 'radix', confidence: 0.4, evidence: '15×15 grid (Radix Icons)' };
  if (viewBox === '0 0 256 256') return { name: 'phosphor', confidence: 0.3, evidence: '256×256 grid (Phosphor)' };
  if (/^0 0 (320|384|448|512|576|640) 512$/.test(viewBox)) return { name: 'font-awesome', confidence: 0.4, evidence: `viewBox ${viewBox} (Font Awesome grid)` };
  return null;
}

/** Outline/solid when the library's naming says so (`fa-regular`, `material-symbols-outlined`, `bi-x-fill`, `ri-x-line`). */
export function styleFromClasses(classes: readonly string[], fontFamily = ''): 'outline' | 'solid' | null {
  const all = classes.map((c) => c.toLowerCase());
  if (all.some((c) => /^(far|fa-regular|fal|fa-light|fat|fa-thin)$/.test(c) || /outline(d)?$/.test(c) || /^ri-.*-line$/.test(c))) return 'outline';
  if (all.some((c) => /^(fas|fa-solid|fab|fa-brands)$/.test(c) || /^bi-.*-fill$/.test(c) || /^ri-.*-fill$/.test(c) || c === 'ph-fill' || /-(filled|solid)$/.test(c))) return 'solid';
  if (/material symbols outlined|outlined/.test(fontFamily)) return 'outline';
  if (all.includes('material-icons') || fontFamily === 'material icons') return 'solid';
  return null;
}
