/**
 * What search reads from the curator's hand labels of a corpus page (corpus/labels.json, issue 11
 * §1: labels set by looking at each page and its thumbnail) beyond what the build merges into the
 * card:
 *
 * - `theme` and `hues` as the eye sees them. The card keeps the extractor's values, because filters
 *   match card facets verbatim (spec §2.5); ranking reads the eye's, because a designer asking for
 *   "dark" means a page that looks dark (a black hero over a white canvas), and the extractor's hue
 *   buckets put some oranges in red.
 * - `note`, a one-line caption of what the thumbnail shows ("coming-soon over night city photo,
 *   countdown"), searched with the card's own text. A sibling page's caption drops the template's
 *   name and the boilerplate about sharing its header, so it does not match words of the name.
 *
 * Pure apart from `readPageLabels`, which reads the file; a corpus without it has no labels.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageLook {
  theme: 'light' | 'dark' | null;
  /** Hues seen on the page, strongest first; [] = none (black and white); null = not labeled. */
  hues: string[] | null;
  caption: string | null;
}

export const LABELS_FILE = 'labels.json';

/** Sibling captions: "blog page of bm-flexor: the identity's header, palette and type; mostly text blocks". */
const SIBLING = /^([\w-]+) page of [\w.-]+: the identity's header, palette and type;?\s*/i;

/** The caption search indexes for a note: a sibling's boilerplate and template name dropped. */
export function captionOf(note: unknown): string | null {
  if (typeof note !== 'string' || !note.trim()) return null;
  const sibling = SIBLING.exec(note);
  const caption = sibling ? `${sibling[1]!.replace(/-/g, ' ')} page, ${note.slice(sibling[0].length)}` : note;
  return caption.trim().replace(/[.;,\s]+$/, '');
}

/** One label record as search reads it. */
export function pageLookOf(label: Record<string, unknown>): PageLook {
  const theme = label.theme === 'dark' || label.theme === 'light' ? label.theme : null;
  const hues = Array.isArray(label.hues) ? label.hues.filter((h): h is string => typeof h === 'string') : null;
  return { theme, hues, caption: captionOf(label.note) };
}

/** Page id → look, from `<dir>/labels.json` (`{ pages: { <id>: {...} } }`); empty when the file is absent. */
export function readPageLabels(dir: string): Map<string, PageLook> {
  const file = join(dir, LABELS_FILE);
  if (!existsSync(file)) return new Map();
  const pages = (JSON.parse(readFileSync(file, 'utf8')) as { pages?: Record<string, Record<string, unknown>> }).pages ?? {};
  return new Map(Object.entries(pages).map(([id, label]) => [id, pageLookOf(label)]));
}
