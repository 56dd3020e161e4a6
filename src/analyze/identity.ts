/**
 * The profile's identity paragraph (issue "Design-system analysis": "a short factual description
 * of the visual identity written from the other sections (palette, type, shape, layout, mood)").
 *
 * Pure: a function of the finished sections. Every clause states a measured value; a clause whose
 * section is missing is left out rather than guessed. Search (corpus cards) embeds this text.
 */
import { parseColor } from './shared/color.js';
import type { SectionName } from './section-names.js';

export interface IdentityFacets {
  theme: 'light' | 'dark' | null;
  temperature: 'warm' | 'cool' | 'neutral' | null;
  mood: string[];
}

export interface Identity {
  paragraph: string;
  facets: IdentityFacets;
}

type Sections = Partial<Record<SectionName, unknown>>;
type Obj = Record<string, any>;

/** A plain-language name for a color: lightness, chroma and hue words, e.g. "vivid red-orange". */
export function describeColor(hex: string): string {
  const c = parseColor(hex);
  if (!c) return hex;
  const { l, c: chroma, h } = c.oklch;
  // Very dark and very light colors read as neutral even with a faint tint (Tailwind's gray-900).
  if (chroma < 0.03 || (l < 0.3 && chroma < 0.06) || (l > 0.95 && chroma < 0.04)) {
    if (l > 0.96) return chroma > 0.006 && h > 40 && h < 110 ? 'warm off-white' : 'white';
    if (l > 0.85) return 'light gray';
    if (l < 0.25) return 'near-black';
    if (l < 0.45) return 'dark gray';
    return 'mid gray';
  }
  // Dark, moderately chromatic oranges and ambers read as brown (leather, coffee, wood).
  const hue = h >= 40 && h < 100 && l < 0.55 && chroma < 0.14 ? 'brown' : hueName(h);
  const tone = l < 0.4 ? 'deep' : l > 0.85 ? 'pale' : chroma > 0.15 ? 'vivid' : chroma < 0.07 ? 'muted' : '';
  return tone ? `${tone} ${hue}` : hue;
}

function hueName(h: number): string {
  const names: [number, string][] = [
    [10, 'pink'], [40, 'red'], [55, 'red-orange'], [75, 'orange'], [100, 'amber'], [125, 'yellow-green'],
    [160, 'green'], [195, 'teal'], [225, 'cyan'], [265, 'blue'], [285, 'indigo'], [320, 'violet'], [345, 'magenta'], [360, 'pink'],
  ];
  return names.find(([limit]) => h < limit)?.[1] ?? 'pink';
}

function warmth(hexes: string[]): IdentityFacets['temperature'] {
  let warm = 0;
  let cool = 0;
  for (const hex of hexes) {
    const c = parseColor(hex);
    if (!c || c.oklch.c < 0.03) continue;
    const h = c.oklch.h;
    if (h < 110 || h >= 330) warm++;
    else if (h >= 160 && h < 330) cool++;
  }
  if (warm === cool) return warm === 0 ? 'neutral' : null;
  return warm > cool ? 'warm' : 'cool';
}

export function composeIdentity(sections: Sections): Identity | null {
  const profile = (sections.profile ?? {}) as Obj;
  const colors = sections.colors as Obj | undefined;
  const typography = sections.typography as Obj | undefined;
  const surfaces = sections.surfaces as Obj | undefined;
  const elevation = sections.elevation as Obj | undefined;
  const layout = sections.layout as Obj | undefined;
  const pageSections = sections.sections as Obj | undefined;
  const name: string = profile.brand_name ?? 'The site';
  const sentences: string[] = [];
  const mood: string[] = [];
  let theme: IdentityFacets['theme'] = null;
  let temperature: IdentityFacets['temperature'] = null;

  if (colors?.roles) {
    const role = (r: string): string | null => colors.roles[r]?.value ?? null;
    const bg = role('background');
    const text = role('text');
    const primary = role('primary');
    theme = colors.modes?.rendered ?? (bg ? (parseColor(bg)!.oklch.l < 0.5 ? 'dark' : 'light') : null);
    temperature = warmth([primary, role('secondary'), role('accent'), bg].filter((x): x is string => Boolean(x)));
    const parts: string[] = [];
    if (bg) parts.push(`${article(describeColor(bg))} canvas (${bg})`);
    if (text) parts.push(`${describeColor(text)} text (${text})`);
    let sentence = `${name} has a ${theme ?? ''}${theme ? ', ' : ''}${temperature && temperature !== 'neutral' ? `${temperature} ` : ''}identity`.replace(' ,', ',');
    if (parts.length) sentence += ` built on ${parts.join(' with ')}`;
    if (primary) {
      const isNeutral = parseColor(primary)!.oklch.c < 0.03;
      sentence += isNeutral ? `; the brand is monochrome, with ${describeColor(primary)} (${primary}) as its action color` : `; ${article(describeColor(primary))} primary (${primary}) marks actions and links`;
    }
    const extras = ['secondary', 'accent'].map((r) => [r, role(r)] as const).filter(([, v]) => v);
    if (extras.length) sentence += `, with ${extras.map(([r, v]) => `${article(describeColor(v!))} ${r} (${v})`).join(' and ')}`;
    sentences.push(`${sentence}.`);
    if (theme === 'dark') mood.push('moody');
    if ((colors.palette ?? []).filter((p: Obj) => p.hue && p.hue !== 'neutral').length >= 4) mood.push('colorful');
    else if (colors.stats?.monochrome) mood.push('minimal');
  }

  if (typography?.pairing) {
    const body = typography.body;
    const scale = typography.scale;
    let sentence: string = typography.pairing.description ?? '';
    if (body?.size_px) sentence += `${sentence ? ', ' : ''}body copy at ${body.size_px}px`;
    if (scale?.ratio) sentence += ` on a ${scale.ratio}${scale.ratio_name ? ` (${scale.ratio_name})` : ''} type scale`;
    if (sentence) sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    const categories = [typography.pairing.heading?.category, typography.pairing.body?.category];
    if (categories.includes('serif')) mood.push('editorial');
    if (categories.includes('monospace') || (typography.pairing.accents ?? []).some((a: Obj) => a.category === 'monospace')) mood.push('technical');
  }

  const shape: string[] = [];
  if (surfaces?.radius?.by_component) {
    const corner = surfaces.summary?.corner_style;
    const byKind = (kind: string): number | null | undefined => surfaces.radius.by_component.find((b: Obj) => b.kind === kind)?.radius?.value_px;
    const radii = ['button', 'card', 'input'].map((k) => [k, byKind(k)] as const).filter(([, v]) => typeof v === 'number');
    if (corner) shape.push(`${corner} corners${radii.length ? ` (${radii.map(([k, v]) => `${v! >= 999 ? 'pill' : `${v}px`} ${k}s`).join(', ')})` : ''}`);
    if (corner === 'pill') mood.push('friendly');
    if (corner === 'square') mood.push('stark');
    if (surfaces.summary?.has_glass) shape.push('frosted-glass panels');
    if (surfaces.summary?.has_gradients) shape.push('gradients');
    if (surfaces.summary?.has_grain) shape.push('grain texture');
  }
  if (elevation?.summary?.style) {
    shape.push(elevation.summary.style === 'flat' ? 'flat surfaces without shadows' : `${elevation.summary.style} shadows`);
    if (elevation.summary.style === 'flat') mood.push('flat');
  }
  if (shape.length) sentences.push(`Surfaces use ${joinList(shape)}.`);

  if (layout?.primary?.length) {
    const words = (layout.primary as string[]).map((v) => LAYOUT_PHRASES[v] ?? v.replace(/_/g, ' '));
    let sentence = `The layout is ${joinList(words)}`;
    if (layout.content_width?.max_width_px) sentence += ` within a ${layout.content_width.max_width_px}px container`;
    const sequence = describeSequence((pageSections?.sequence ?? []).filter((k: string) => k !== 'header' && k !== 'footer' && k !== 'announcement'));
    if (sequence) sentence += `, running ${sequence}`;
    sentences.push(`${sentence}.`);
    if (layout.primary.includes('generous_whitespace')) mood.push('airy');
    if (layout.primary.includes('dense_packed')) mood.push('dense');
  }

  if (sentences.length === 0) return null;
  const uniqueMood = [...new Set(mood)];
  if (uniqueMood.length) sentences.push(`Overall mood: ${joinList(uniqueMood)}.`);
  return { paragraph: capParagraph(sentences.join(' ')), facets: { theme, temperature, mood: uniqueMood } };
}

/** Most section kinds named in the paragraph's "running …" clause (issue 8 item 11). */
export const MAX_SEQUENCE_ITEMS = 12;
/** Hard cap on the paragraph, in characters (issue 8 item 11); search embeds only its start anyway. */
export const MAX_PARAGRAPH_CHARS = 1_000;

/**
 * The page's band sequence as a bounded phrase (issue 8 item 11: a page that keeps appending
 * sections gave "content → content → …" 3,291 characters long): runs of one kind collapse to
 * "content ×5", and at most MAX_SEQUENCE_ITEMS entries are named, then "…".
 */
export function describeSequence(kinds: readonly string[]): string {
  const runs: { kind: string; count: number }[] = [];
  for (const kind of kinds) {
    const last = runs.at(-1);
    if (last?.kind === kind) last.count += 1;
    else runs.push({ kind, count: 1 });
  }
  const named = runs.slice(0, MAX_SEQUENCE_ITEMS).map((r) => (r.count > 1 ? `${r.kind} ×${r.count}` : r.kind));
  if (runs.length > MAX_SEQUENCE_ITEMS) named.push('…');
  return named.join(' → ');
}

/** Cuts an over-long paragraph at the last word boundary before the cap and ends it with "…". */
function capParagraph(text: string): string {
  if (text.length <= MAX_PARAGRAPH_CHARS) return text;
  const cut = text.slice(0, MAX_PARAGRAPH_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_PARAGRAPH_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:→]+$/u, '')}…`;
}

const LAYOUT_PHRASES: Record<string, string> = {
  grid_based_strict: 'set on a strict grid',
  asymmetric_broken_grid: 'asymmetric, breaking the grid',
  generous_whitespace: 'airy with generous whitespace',
  dense_packed: 'densely packed',
  centered_symmetric: 'centered and symmetric',
  left_aligned_flush: 'left-aligned',
  card_based: 'card-based',
  overlapping_layered: 'layered with overlapping elements',
};

/** "a" or "an" before a phrase, by its first letter (good enough for color words). */
function article(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
