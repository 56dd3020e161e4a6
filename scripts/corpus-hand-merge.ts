/**
 * Merges hand work on new corpus pages into the two files curated by eye (issue 11 §1–2):
 * corpus/labels.json (labels set by looking at each thumbnail) and eval/search/grades.json (gold
 * grades 0/1/2 per query and page). Other people edit those files too, so this script re-reads
 * them right before writing, only adds (an existing label or grade is never replaced), keeps every
 * existing line byte for byte (one page or one query per line), and refuses to write when it
 * cannot reproduce a file's current text from its own parse (a format it does not know).
 *
 *   node --import tsx scripts/corpus-hand-merge.ts [--labels new-labels.json] [--grades new-grades.json] [--relabel fixes.json]
 *
 * new-labels.json: { "<page id>": { industry, page_type, theme, hues, layouts, styles, style, mood, note } }
 *   `hand` is computed here: the labels that differ from the machine starting point, i.e. the
 *   extractor's values on the page's card (its `extracted` values where hand labels were applied).
 * new-grades.json: { "<query id>": { "<page id>": grade | [grade, "reason"] } }
 * fixes.json: { "<page id>": { theme?, layouts?, ... } } — corrections by eye of existing pages'
 *   labels (corpus/README "Labels by eye": the light/dark and layout rules): only the fields given
 *   are replaced, their `hand` entries are computed again, every other line stays as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseLabels } from '../src/corpus/labels.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { labels: { type: 'string' }, grades: { type: 'string' }, relabel: { type: 'string' } } });

/**
 * JSON as Python's json.dumps writes it (", " and ": "), the files' existing one-line style; with
 * `ascii`, non-ASCII characters as \uXXXX escapes (json.dumps' default, which grades.json keeps).
 */
function inline(v: unknown, ascii = false): string {
  if (Array.isArray(v)) return `[${v.map((x) => inline(x, ascii)).join(', ')}]`;
  if (v && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${inline(k, ascii)}: ${inline(x, ascii)}`).join(', ')}}`;
  const text = JSON.stringify(v);
  return ascii ? text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
}

/** Does the file write non-ASCII characters as escapes (no raw ones, at least one escape)? */
const asciiEscaped = (text: string): boolean => !/[^\x00-\x7f]/.test(text) && /\\u[0-9a-fA-F]{4}/.test(text);

/**
 * A file whose last top-level key holds one entry per line: `head` (text up to and including the
 * key's opening line), the entries, and `tail`. Throws when re-serializing does not give the text.
 */
function splitFile(text: string, key: string): { head: string; entries: Map<string, unknown>; tail: string; ascii: boolean } {
  const open = `  ${JSON.stringify(key)}: {\n`;
  const at = text.indexOf(open);
  const end = text.lastIndexOf('\n  }\n}');
  if (at < 0 || end < at) throw new Error(`no "${key}" block of one entry per line`);
  const parsed = JSON.parse(text) as Record<string, Record<string, unknown>>;
  const entries = new Map(Object.entries(parsed[key]!));
  const split = { head: text.slice(0, at + open.length), entries, tail: text.slice(end + 1), ascii: asciiEscaped(text) };
  if (joinFile(split) !== text) throw new Error(`cannot reproduce the file's text from its parse: refusing to rewrite it`);
  return split;
}

function joinFile(f: { head: string; entries: Map<string, unknown>; tail: string; ascii: boolean }): string {
  return `${f.head}${[...f.entries].map(([k, v]) => `    ${inline(k, f.ascii)}: ${inline(v, f.ascii)}`).join(',\n')}\n${f.tail}`;
}

interface Card {
  id: string;
  facets: { industry: string | null; page_type: string | null; hues: string[]; layouts: string[]; style: string; theme: string };
  palette?: { aesthetic_codes?: string[] };
  extracted?: { industry?: string | null; page_type?: string | null; layouts?: string[]; style?: string; aesthetic_codes?: string[] };
}

const sameSet = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  !!a && !!b && a.length === b.length && a.every((x) => b.includes(x));

/** The labels that differ from what the extractor put on the card. */
export function handOf(label: Record<string, unknown>, card: Card | undefined): string[] {
  if (!card) return ['industry', 'page_type', 'layout', 'style', 'mood'].filter((k) => label[k === 'layout' ? 'layouts' : k] !== undefined);
  const x = { industry: card.facets.industry, page_type: card.facets.page_type, layouts: card.facets.layouts, style: card.facets.style, aesthetic_codes: card.palette?.aesthetic_codes, ...card.extracted };
  const hand: string[] = [];
  if ('industry' in label && label.industry !== x.industry) hand.push('industry');
  if ('page_type' in label && label.page_type !== x.page_type) hand.push('page_type');
  if ('layouts' in label && !sameSet(label.layouts as string[], x.layouts)) hand.push('layout');
  if ('style' in label && label.style !== x.style) hand.push('style');
  if ('mood' in label && !sameSet(label.mood as string[], x.aesthetic_codes)) hand.push('mood');
  if ('hues' in label && !sameSet(label.hues as string[], card.facets.hues)) hand.push('hues');
  if ('theme' in label && label.theme !== card.facets.theme) hand.push('theme');
  return hand;
}

function mergeLabels(file: string): void {
  const path = join(root, 'corpus', 'labels.json');
  const target = splitFile(readFileSync(path, 'utf8'), 'pages');
  const cards = new Map(readFileSync(join(root, 'corpus', 'cards.json'), 'utf8').split('\n')
    .map((l) => l.trim().replace(/,$/, '')).filter((l) => l.startsWith('{"id"')).map((l) => JSON.parse(l) as Card).map((c) => [c.id, c]));
  const order = (JSON.parse(readFileSync(join(root, 'corpus', 'pages.json'), 'utf8')) as { pages: { id: string }[] }).pages.map((p) => p.id);
  const incoming = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  let added = 0;
  for (const [id, label] of Object.entries(incoming)) {
    if (!order.includes(id)) throw new Error(`${id}: not a page of corpus/pages.json`);
    if (target.entries.has(id)) continue; // never replace a curated label
    const { note, ...rest } = label;
    target.entries.set(id, { ...rest, hand: handOf(rest, cards.get(id)), ...(note ? { note } : {}) });
    added++;
  }
  parseLabels({ pages: Object.fromEntries(target.entries) }); // 422 on a value outside the vocabularies
  // New pages go after the existing lines, which stay where they are.
  writeFileSync(path, joinFile(target));
  console.log(`labels: ${added} pages added (${target.entries.size} in all)`);
}

/** Corrections by eye of existing labels: the given fields replace the curated ones; `hand` follows. */
function relabel(file: string): void {
  const path = join(root, 'corpus', 'labels.json');
  const target = splitFile(readFileSync(path, 'utf8'), 'pages');
  const cards = new Map(readFileSync(join(root, 'corpus', 'cards.json'), 'utf8').split('\n')
    .map((l) => l.trim().replace(/,$/, '')).filter((l) => l.startsWith('{"id"')).map((l) => JSON.parse(l) as Card).map((c) => [c.id, c]));
  const fixes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  let changed = 0;
  for (const [id, fix] of Object.entries(fixes)) {
    const label = target.entries.get(id) as Record<string, unknown> | undefined;
    if (!label) throw new Error(`${id}: no curated label to correct`);
    const next: Record<string, unknown> = { ...label, ...fix };
    delete next.hand;
    const { note, ...rest } = next;
    // Only the corrected fields' `hand` entries are computed again: the others keep the record of
    // their own curation (an older card may have been the starting point then).
    const names = new Set(Object.keys(fix).map((k) => (k === 'layouts' ? 'layout' : k)));
    const machine = handOf(rest, cards.get(id));
    const before = Array.isArray(label.hand) ? (label.hand as string[]) : [];
    const hand = [...before.filter((h) => !names.has(h) || machine.includes(h)), ...machine.filter((h) => names.has(h) && !before.includes(h))];
    const updated = { ...rest, hand, ...(note ? { note } : {}) };
    // Keep the existing key order (the line's look): the label's own keys first, then new ones.
    const ordered = Object.fromEntries([...Object.keys(label), ...Object.keys(updated)].filter((k, i, a) => a.indexOf(k) === i && k in updated).map((k) => [k, updated[k as keyof typeof updated]]));
    if (JSON.stringify(ordered) !== JSON.stringify(label)) changed++;
    target.entries.set(id, ordered);
  }
  parseLabels({ pages: Object.fromEntries(target.entries) }); // 422 on a value outside the vocabularies
  writeFileSync(path, joinFile(target));
  console.log(`labels: ${changed} pages corrected (${Object.keys(fixes).length} given)`);
}

function mergeGrades(file: string): void {
  const path = join(root, 'eval', 'search', 'grades.json');
  const target = splitFile(readFileSync(path, 'utf8'), 'grades');
  const incoming = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  let added = 0;
  for (const [query, pages] of Object.entries(incoming)) {
    const graded = (target.entries.get(query) ?? {}) as Record<string, unknown>;
    if (!target.entries.has(query)) throw new Error(`${query}: not a query of grades.json`);
    for (const [page, grade] of Object.entries(pages)) {
      if (page in graded) continue; // never replace a grade given by eye earlier
      graded[page] = grade;
      added++;
    }
  }
  writeFileSync(path, joinFile(target));
  console.log(`grades: ${added} grades added`);
}

if (values.labels) mergeLabels(values.labels);
if (values.grades) mergeGrades(values.grades);
if (values.relabel) relabel(values.relabel);
