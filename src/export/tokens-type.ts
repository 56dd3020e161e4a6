/**
 * Type tokens from the `typography` section: font families by role, the font-size scale named
 * around the body size (`base`, then `lg`, `xl`, `2xl` … up and `sm`, `xs`, `2xs` … down, the
 * names Tailwind users expect), the weights in use, and text styles for body, h1–h6 and labels.
 */
import { parseFontStack } from '../analyze/derived/type-stack.js';
import { compact } from './tokens-color.js';
import type { FontRole, FontSizeToken, FontToken, FontWeightToken, TextStyleToken } from './tokens.js';
import { arr, len, num, obj, parseColor, round, str, strings, uniqueNamer, type Json } from './tokens-read.js';

const ROLES: readonly FontRole[] = ['body', 'heading', 'display', 'mono', 'ui'];
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong']);

export function isGenericFamily(name: string): boolean {
  return GENERIC.has(name.toLowerCase());
}

/**
 * The stack to hand on: the readable name first (next/font's `__Inter_d65c78` is `Inter` anywhere
 * else), build-hashed fallbacks (`__Inter_Fallback_d65c78`) dropped.
 */
function stackOf(stackCss: string | null, family: string, name: string): string[] {
  const parsed = parseFontStack(stackCss ?? family);
  const stack = parsed.length > 0 ? parsed : [family];
  if (stack[0] === family && name !== family) stack[0] = name;
  const kept = stack.filter((f, i) => i === 0 || !f.startsWith('__'));
  return [...new Set(kept)];
}

const TAILWIND_CATEGORY: Record<string, 'sans' | 'serif' | 'mono'> = { 'sans-serif': 'sans', 'system-ui': 'sans', serif: 'serif', monospace: 'mono' };

export function fontTokens(typography: Json | null): FontToken[] {
  const families = arr(typography?.['families']).map(obj).filter((f): f is Json => f !== null && str(f['family']) !== null);
  const name = uniqueNamer();
  const picked: { role: FontRole; f: Json }[] = [];
  // One token per role: the family whose main role it is, else the first (most text) that plays it.
  for (const role of ROLES) {
    const main = families.filter((f) => f['role'] === role);
    const plays = main.length > 0 ? main : families.filter((f) => strings(f['roles']).includes(role)).slice(0, 1);
    for (const f of plays) picked.push({ role, f });
  }
  const tailwindTaken = new Set<string>();
  return picked.map(({ role, f }) => {
    const family = str(f['family'])!;
    const readable = str(f['name']) ?? family;
    const category = str(f['category']);
    const source = f['source'] === 'webfont' || f['source'] === 'system' ? f['source'] : null;
    let tailwind: FontToken['tailwind'] = category ? (TAILWIND_CATEGORY[category] ?? null) : null;
    if (role === 'mono' && category !== 'monospace') tailwind = 'mono';
    if (tailwind && tailwindTaken.has(tailwind)) tailwind = null;
    if (tailwind) tailwindTaken.add(tailwind);
    const usage = obj(f['usage']);
    const weights = arr(f['weights']).map(num).filter((w): w is number => w !== null);
    return {
      name: name(role) as FontToken['name'],
      role,
      family: readable,
      stack: stackOf(str(f['stack']), family, readable),
      category,
      source,
      weights,
      tailwind,
      description: `${cap(role)} font: ${readable}${category ? ` (${category}` : ''}${source ? `${category ? ', ' : ' ('}${source}` : ''}${category || source ? ')' : ''}`,
      evidence: compact({
        family,
        rendered: str(f['rendered']),
        renders_as_declared: typeof f['renders_as_declared'] === 'boolean' ? f['renders_as_declared'] : null,
        status: str(f['status']),
        roles: strings(f['roles']),
        text_share: num(usage?.['share']),
        elements: num(usage?.['elements']),
        files: strings(f['files']).filter((u) => !u.startsWith('data:')).slice(0, 4),
        css_variables: strings(obj(f['evidence'])?.['css_variables']),
      }),
    };
  });
}

/** The scale's step names relative to the body step: 1 up → lg, 2 → xl, 3 → 2xl; 1 down → sm, 2 → xs, 3 → 2xs. */
function stepName(offset: number): string {
  if (offset === 0) return 'base';
  const k = Math.abs(offset);
  if (offset > 0) return k === 1 ? 'lg' : k === 2 ? 'xl' : `${k - 1}xl`;
  return k === 1 ? 'sm' : k === 2 ? 'xs' : `${k - 1}xs`;
}

export function fontSizeTokens(typography: Json | null): FontSizeToken[] {
  const scale = obj(typography?.['scale']);
  const steps = arr(scale?.['steps'])
    .map(obj)
    .filter((s): s is Json => s !== null && (len(s['px']) ?? 0) > 0)
    .map((s) => ({ px: round(len(s['px'])!), count: num(s['count']), usedBy: strings(s['used_by']) }))
    .sort((a, b) => a.px - b.px)
    .filter((s, i, all) => i === 0 || s.px !== all[i - 1]!.px);
  if (steps.length === 0) return [];
  const base = len(scale?.['base_px']) ?? len(obj(typography?.['body'])?.['size_px']) ?? 16;
  let baseIndex = 0;
  steps.forEach((s, i) => {
    const d = Math.abs(s.px - base) - Math.abs(steps[baseIndex]!.px - base);
    if (d < 0 || (d === 0 && s.px > steps[baseIndex]!.px)) baseIndex = i;
  });
  return steps.map((s, i) => ({
    name: stepName(i - baseIndex),
    px: s.px,
    usedBy: s.usedBy,
    description: `${s.px}px${s.usedBy.length > 0 ? ` — ${s.usedBy.join(', ')}` : ''}`,
    evidence: compact({ elements: s.count, used_by: s.usedBy }),
  }));
}

const WEIGHT_NAMES: Record<number, string> = {
  100: 'thin', 200: 'extralight', 300: 'light', 400: 'normal', 500: 'medium', 600: 'semibold', 700: 'bold', 800: 'extrabold', 900: 'black',
};

export function weightName(weight: number): string {
  return WEIGHT_NAMES[weight] ?? String(weight);
}

export function fontWeightTokens(typography: Json | null): FontWeightToken[] {
  const out: FontWeightToken[] = [];
  for (const w of arr(typography?.['weights'])) {
    const value = num(obj(w)?.['weight']);
    // DTCG fontWeight: a number in [1, 1000].
    if (value === null || value < 1 || value > 1000 || out.some((t) => t.value === value)) continue;
    const usedBy = strings(obj(w)!['used_by']);
    out.push({
      name: weightName(value),
      value,
      description: `Weight ${value}${usedBy.length > 0 ? ` — ${usedBy.join(', ')}` : ''}`,
      evidence: compact({ elements: num(obj(w)!['elements']), text_chars: num(obj(w)!['text_chars']), used_by: usedBy }),
    });
  }
  return out.sort((a, b) => a.value - b.value);
}

const STYLE_NAMES = ['body', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'label'] as const;

export function textStyleTokens(typography: Json | null, fonts: readonly FontToken[]): TextStyleToken[] {
  const headings = obj(typography?.['headings']);
  const sources: Record<(typeof STYLE_NAMES)[number], Json | null> = {
    body: obj(typography?.['body']),
    h1: obj(headings?.['h1']), h2: obj(headings?.['h2']), h3: obj(headings?.['h3']),
    h4: obj(headings?.['h4']), h5: obj(headings?.['h5']), h6: obj(headings?.['h6']),
    label: obj(arr(typography?.['labels'])[0]),
  };
  const families = arr(typography?.['families']).map(obj).filter((f): f is Json => f !== null);
  const out: TextStyleToken[] = [];
  for (const name of STYLE_NAMES) {
    const s = sources[name];
    const family = str(s?.['family']);
    const sizePx = len(s?.['size_px']);
    const weight = num(s?.['weight']);
    if (!s || !family || !sizePx || weight === null || weight < 1 || weight > 1000) continue;
    const source = families.find((f) => f['family'] === family) ?? families.find((f) => familyKey(str(f['family']) ?? '') === familyKey(family));
    // The token of this family that plays the style's role (headings → `heading`), else any of it.
    const role: FontRole = name === 'body' ? 'body' : name === 'label' ? 'ui' : 'heading';
    const ofFamily = source ? fonts.filter((t) => t.evidence['family'] === source['family']) : [];
    const font = ofFamily.find((t) => t.role === role) ?? ofFamily[0] ?? null;
    const readable = font?.family ?? str(source?.['name']) ?? family;
    const stack = font?.stack ?? stackOf(str(s['stack']) ?? str(source?.['stack']), family, readable);
    const lh = obj(s['line_height']);
    const ls = obj(s['letter_spacing']);
    const lineHeight = num(lh?.['ratio']);
    const letterSpacingPx = num(ls?.['px']) ?? 0;
    const transform = str(s['text_transform']);
    const evidence = obj(s['evidence']);
    out.push({
      name,
      font: font?.name ?? null,
      family: readable,
      stack,
      sizePx: round(sizePx),
      weight,
      lineHeight: lineHeight !== null && lineHeight > 0 ? round(lineHeight, 3) : null,
      letterSpacingPx: round(letterSpacingPx, 3),
      letterSpacingEm: num(ls?.['em']) ?? (sizePx > 0 ? round(letterSpacingPx / sizePx, 3) : 0),
      textTransform: transform && transform !== 'none' ? transform : null,
      italic: s['italic'] === true,
      color: parseColor(s['color']),
      description: `${name === 'label' ? 'Label (eyebrow, badge)' : name === 'body' ? 'Body text' : `Heading ${name.slice(1)}`}: ${readable} ${round(sizePx)}px${lineHeight ? `/${round(lineHeight, 3)}` : ''}, weight ${weight}`,
      evidence: compact({
        count: num(s['count']) ?? num(s['text_chars']),
        variants: num(s['variants']),
        basis: str(s['basis']),
        node_ids: strings(evidence?.['node_ids']).slice(0, 3),
        selectors: strings(evidence?.['selectors']).slice(0, 2),
        examples: strings(s['examples']).slice(0, 3),
      }),
    });
  }
  return out;
}

function familyKey(name: string): string {
  return name.replace(/^["']|["']$/g, '').trim().toLowerCase();
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
