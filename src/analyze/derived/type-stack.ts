/**
 * Reading a computed `font-family` stack: its families as authored, their generic category, and
 * whether the stack is a platform "system UI" stack. Shared by typography (families, pairing) and
 * any section that reports a component's font (actions, data_display).
 *
 * Computed stacks are what Chromium serializes: names keep their authored case, multi-word names
 * are quoted (`"Playfair Display", Georgia, serif`), single identifiers are not (`Inter`).
 */

import { GOOGLE_FONT_CATEGORIES } from './google-font-categories.js';

/** What kind of type a family is; null when nothing says. */
export type TypeCategory = 'serif' | 'sans-serif' | 'monospace' | 'system-ui' | 'cursive' | 'fantasy';

/** CSS generic families (CSS Fonts 4), lower-case. */
const GENERIC: Record<string, TypeCategory> = {
  serif: 'serif', 'sans-serif': 'sans-serif', monospace: 'monospace', cursive: 'cursive', fantasy: 'fantasy',
  'system-ui': 'system-ui', 'ui-sans-serif': 'system-ui', 'ui-rounded': 'system-ui', 'ui-serif': 'serif', 'ui-monospace': 'monospace',
  math: 'serif', fangsong: 'serif',
};

/**
 * Names that mean "the platform's UI font" when they lead a stack (`-apple-system, BlinkMacSystemFont,
 * "Segoe UI", Roboto, …`; Tailwind's `ui-sans-serif, system-ui, …`).
 */
const SYSTEM_UI = new Set(['-apple-system', 'blinkmacsystemfont', 'system-ui', 'ui-sans-serif', 'ui-rounded', 'segoe ui', 'sf pro', 'sf pro text', 'sf pro display', '.sfnstext', '.sfnsdisplay', 'san francisco']);

const SANS = [
  'inter', 'inter var', 'inter tight', 'roboto', 'open sans', 'lato', 'montserrat', 'poppins', 'source sans pro', 'source sans 3', 'nunito', 'nunito sans', 'raleway',
  'work sans', 'dm sans', 'manrope', 'ibm plex sans', 'noto sans', 'helvetica', 'helvetica neue', 'arial', 'verdana', 'tahoma', 'trebuchet ms', 'gill sans',
  'futura', 'avenir', 'avenir next', 'proxima nova', 'gotham', 'geist', 'plus jakarta sans', 'outfit', 'figtree', 'rubik', 'karla', 'mulish', 'barlow',
  'archivo', 'public sans', 'space grotesk', 'sora', 'lexend', 'urbanist', 'red hat display', 'red hat text', 'circular', 'graphik', 'söhne', 'sohne',
  'neue haas grotesk', 'euclid circular a', 'aeonik', 'satoshi', 'general sans', 'liberation sans', 'dejavu sans', 'ubuntu', 'cabin', 'oswald',
  'bebas neue', 'anton', 'josefin sans', 'quicksand', 'heebo', 'assistant', 'hind', 'titillium web', 'exo 2', 'overpass', 'instrument sans', 'onest',
];
const SERIF = [
  'georgia', 'times', 'times new roman', 'playfair display', 'playfair', 'merriweather', 'lora', 'pt serif', 'libre baskerville', 'baskerville', 'garamond',
  'eb garamond', 'cormorant', 'cormorant garamond', 'crimson text', 'crimson pro', 'source serif pro', 'source serif 4', 'noto serif', 'dm serif display',
  'dm serif text', 'fraunces', 'spectral', 'libre caslon text', 'bodoni moda', 'instrument serif', 'newsreader', 'tiempos', 'tiempos text', 'tiempos headline',
  'gt sectra', 'canela', 'freight text pro', 'ibm plex serif', 'roboto serif', 'roboto slab', 'zilla slab', 'arvo', 'bitter', 'domine', 'liberation serif',
  'dejavu serif', 'palatino', 'palatino linotype', 'book antiqua', 'cambria', 'prata', 'abril fatface', 'young serif', 'gloock',
];
const MONO = [
  'jetbrains mono', 'fira code', 'fira mono', 'source code pro', 'ibm plex mono', 'roboto mono', 'space mono', 'courier', 'courier new', 'consolas',
  'menlo', 'monaco', 'sf mono', 'sfmono-regular', 'ubuntu mono', 'inconsolata', 'dm mono', 'geist mono', 'cascadia code', 'cascadia mono',
  'liberation mono', 'dejavu sans mono', 'lucida console', 'anonymous pro', 'overpass mono', 'red hat mono', 'berkeley mono', 'commit mono',
];
const CURSIVE = ['pacifico', 'dancing script', 'caveat', 'lobster', 'great vibes', 'satisfy', 'comic sans ms', 'kalam', 'shadows into light', 'indie flower', 'permanent marker'];

const KNOWN = new Map<string, TypeCategory>([
  ...SANS.map((n) => [n, 'sans-serif'] as const),
  ...SERIF.map((n) => [n, 'serif'] as const),
  ...MONO.map((n) => [n, 'monospace'] as const),
  ...CURSIVE.map((n) => [n, 'cursive'] as const),
]);

/** Google's categories in CSS's generic terms: a display face is decorative (`fantasy`), handwriting is `cursive`. */
const FROM_GOOGLE: Readonly<Record<keyof typeof GOOGLE_FONT_CATEGORIES, TypeCategory>> = {
  'sans-serif': 'sans-serif', serif: 'serif', display: 'fantasy', handwriting: 'cursive', monospace: 'monospace',
};
let google: Map<string, TypeCategory> | null = null;
/**
 * Every Google Fonts family by its category (google-font-categories.ts, generated from Google's own
 * list): most real pages set a Google webfont, and their stacks often end in a generic that is
 * not what the font looks like (`"Cardo", sans-serif`) or in none. Built on first use.
 */
function googleCategory(key: string): TypeCategory | null {
  google ??= new Map(Object.entries(GOOGLE_FONT_CATEGORIES).flatMap(([c, names]) => names.split('|').map((n) => [n, FROM_GOOGLE[c as keyof typeof FROM_GOOGLE]] as const)));
  return google.get(key) ?? null;
}

/**
 * The keys a family name may be known by: as written, kebab-case as words (`proxima-nova`), and a
 * self-hosted font's file-style name split into words with its weight dropped
 * (`PlayfairDisplay-Bold` → `playfair display`, `OpenSans Semibold` → `open sans`).
 */
function nameKeys(name: string): string[] {
  const key = familyKey(name);
  const words = familyKey(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ')).split(' ');
  const keys = [key, key.replace(/-/g, ' ')];
  for (let n = words.length; n > 0; n--) {
    keys.push(words.slice(0, n).join(' '));
    if (!STYLE_WORDS.has(words[n - 1]!)) break;
  }
  return [...new Set(keys)];
}

function knownCategory(name: string): TypeCategory | null {
  for (const key of nameKeys(name)) {
    const known = KNOWN.get(key) ?? googleCategory(key);
    if (known) return known;
  }
  return null;
}

const ICON_FONT = /icon|awesome|glyph|material symbols|ionicons|feather|fontello|icomoon|dashicons|remixicon|lucide|themify|eicons|^fa[-\s]|elegant ?icons|linearicons/i;

/** Splits a `font-family` value into family names, unquoted, whitespace-collapsed, authored case. */
export function parseFontStack(value: string | undefined | null): string[] {
  if (!value) return [];
  const families: string[] = [];
  let current = '';
  let quote: string | null = null;
  let quoted = false;
  const push = (): void => {
    const name = quoted ? current : current.replace(/\s+/g, ' ').trim();
    if (name) families.push(name);
    current = '';
    quoted = false;
  };
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (quote) {
      if (ch === '\\' && i + 1 < value.length) current += value[++i];
      else if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      quoted = true;
      current = current.trim();
    } else if (ch === ',') push();
    else if (!(quoted && /\s/.test(ch))) current += ch;
  }
  push();
  return families;
}

/** The first family of a stack as authored (`"Inter var", sans-serif` → `Inter var`); null for an empty stack. */
export function firstFamily(value: string | undefined | null): string | null {
  return parseFontStack(value)[0] ?? null;
}

/** Case-insensitive key for comparing family names (CSS family names match case-insensitively). */
export function familyKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

export function isGenericFamily(name: string): boolean {
  return familyKey(name) in GENERIC;
}

/** True when the name is a platform UI-font alias (`-apple-system`, `system-ui`, `ui-sans-serif`, `Segoe UI`, …). */
export function isSystemUiFamily(name: string): boolean {
  return SYSTEM_UI.has(familyKey(name));
}

/**
 * A readable name for framework-generated family names: next/font's `__Inter_d65c78` → `Inter`,
 * `__Playfair_Display_6b0d2a` → `Playfair Display`; other names are returned as they are.
 */
export function displayFamilyName(name: string): string {
  const next = /^__(.+?)_[0-9a-f]{5,8}$/i.exec(name);
  return next ? next[1]!.replace(/_/g, ' ').trim() : name;
}

/** Icon fonts (Font Awesome, Material Icons/Symbols, Ionicons, …) carry glyphs, not type. */
export function isIconFont(name: string): boolean {
  return ICON_FONT.test(displayFamilyName(name));
}

function categoryOfName(name: string): TypeCategory | null {
  const key = familyKey(displayFamilyName(name));
  if (SYSTEM_UI.has(key)) return 'system-ui';
  if (key in GENERIC) return GENERIC[key]!;
  // Adobe Fonts serves kebab-case names (`proxima-nova`, `freight-text-pro`).
  const known = knownCategory(displayFamilyName(name));
  if (known) return known;
  if (/\bmono\b|monospace|\bcode\b|courier|consol/.test(key)) return 'monospace';
  if (/\bslab\b/.test(key) || (/serif/.test(key) && !/sans/.test(key))) return 'serif';
  if (/\bsans\b|grotesk|grotesque|gothic|\bneue\b/.test(key)) return 'sans-serif';
  if (/\bscript\b|handwrit|\bbrush\b/.test(key)) return 'cursive';
  return null;
}

/**
 * The category of a stack: from its first family (a system-UI alias, a known family, or a telling
 * name such as "… Mono" or "… Serif"), else from the generic family the author put at the end,
 * else from a known fallback family. Null when none of these says anything.
 */
export function stackCategory(stack: string | readonly string[]): TypeCategory | null {
  const families = typeof stack === 'string' ? parseFontStack(stack) : stack;
  const first = families[0];
  if (first === undefined) return null;
  const own = categoryOfName(first);
  if (own) return own;
  const generic = families.find((f) => isGenericFamily(f));
  if (generic) return GENERIC[familyKey(generic)]!;
  for (const f of families.slice(1)) {
    const c = categoryOfName(f);
    if (c) return c;
  }
  return null;
}

const STYLE_WORDS = new Set([
  'thin', 'hairline', 'extralight', 'ultralight', 'light', 'regular', 'normal', 'book', 'roman', 'medium', 'semibold', 'demibold', 'bold', 'extrabold',
  'ultrabold', 'black', 'heavy', 'italic', 'oblique', 'condensed', 'expanded', 'narrow', 'wide', 'var', 'variable', 'vf', 'display', 'text', 'pro',
  'extra', 'semi', 'demi', 'ultra',
]);

function words(name: string): string[] {
  return familyKey(name).replace(/[-_]/g, ' ').split(' ').filter(Boolean);
}

/**
 * True when a platform font name is the declared family itself: the same name, or the name plus
 * style words as fonts report them (`Inter SemiBold`, `Space Grotesk Light Medium` for
 * `Space Grotesk`), or the declared name is the platform name plus such words (`Inter var` → `Inter`).
 */
export function renderedMatchesFamily(rendered: string, family: string): boolean {
  const r = words(rendered);
  const f = words(displayFamilyName(family));
  if (r.length === 0 || f.length === 0) return false;
  if (r.join('') === f.join('')) return true;
  const [longer, shorter] = r.length >= f.length ? [r, f] : [f, r];
  if (!shorter.every((w, i) => longer[i] === w)) return false;
  return longer.slice(shorter.length).every((w) => STYLE_WORDS.has(w) || /^\d+$/.test(w));
}
