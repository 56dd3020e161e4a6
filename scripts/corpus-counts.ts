/**
 * Prints what the bundled corpus covers (issue 11 §1: "report the counts per page_type, industry,
 * hue, layout, and light/dark"): pages, identities, licenses, the spec §2.5 filter values with the
 * cards that carry each (zeros included), styles, type characters, hand labels and shipped sizes.
 *
 *   node --import tsx scripts/corpus-counts.ts [--corpus dir] [--json]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readCardsFile } from '../src/corpus/build.js';
import type { CorpusCard } from '../src/corpus/cards.js';
import { BUNDLED_CORPUS_DIR } from '../src/corpus/manifest.js';
import { HUES, INDUSTRIES, LAYOUTS, PAGE_TYPES, STYLES, TYPE_CHARACTERS } from '../src/corpus/vocabulary.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, json: { type: 'boolean', default: false } } });
const dir = values.corpus ?? BUNDLED_CORPUS_DIR;
const cards = readCardsFile(dir);

const count = (vocabulary: readonly string[], get: (c: CorpusCard) => readonly (string | null | undefined)[]): Record<string, number> =>
  Object.fromEntries(vocabulary.map((v) => [v, cards.filter((c) => get(c).includes(v)).length]));
const tally = (get: (c: CorpusCard) => string | null | undefined): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const c of cards) {
    const k = get(c) ?? '(none)';
    out[k] = (out[k] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
};
const size = (path: string): number => (existsSync(path) ? statSync(path).size : 0);
const shots = existsSync(join(dir, 'screenshots')) ? readdirSync(join(dir, 'screenshots')).filter((f) => f.endsWith('.jpg')) : [];
const identities = new Set(cards.map((c) => c.identity ?? c.id));

const report = {
  pages: cards.length,
  identities: identities.size,
  licenses_by_identity: tally((c) => (cards.find((o) => (o.identity ?? o.id) === (c.identity ?? c.id)) === c ? c.source?.license ?? '(generated)' : undefined)),
  page_type: count(PAGE_TYPES, (c) => [c.facets.page_type]),
  industry: count(INDUSTRIES, (c) => [c.facets.industry]),
  hue: count(HUES, (c) => c.facets.hues),
  layout: count(LAYOUTS, (c) => c.facets.layouts),
  theme: count(['light', 'dark'], (c) => [c.facets.theme]),
  style: count(STYLES, (c) => [c.facets.style]),
  type_character: count(TYPE_CHARACTERS, (c) => [c.typography?.character]),
  hand_labelled_pages: cards.filter((c) => (c.hand_labels?.length ?? 0) > 0).length,
  bytes: {
    cards: size(join(dir, 'cards.json')),
    build_state: size(join(dir, 'build-state.json')),
    pages: size(join(dir, 'pages.json')),
    labels: size(join(dir, 'labels.json')),
    vectors: size(join(dir, 'vectors.f32')) + size(join(dir, 'vectors.json')),
    screenshots: shots.reduce((n, f) => n + size(join(dir, 'screenshots', f)), 0),
    screenshot_count: shots.length,
  },
};
delete (report.licenses_by_identity as Record<string, number>)['(none)'];

if (values.json) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  const line = (name: string, table: Record<string, number>): string => `${name}: ${Object.entries(table).map(([k, v]) => `${k} ${v}`).join(', ')}`;
  const zeros = (table: Record<string, number>): string[] => Object.entries(table).filter(([, v]) => v === 0).map(([k]) => k);
  const mb = (b: number): string => `${(b / 1024 / 1024).toFixed(1)} MB`;
  process.stdout.write([
    `${report.pages} pages of ${report.identities} identities (${report.hand_labelled_pages} with hand labels)`,
    line('licenses (identities)', report.licenses_by_identity),
    line('page_type', report.page_type),
    line('industry', report.industry),
    line('hue', report.hue),
    line('layout', report.layout),
    line('theme', report.theme),
    line('style', report.style),
    line('type', report.type_character),
    `not covered: ${[...zeros(report.page_type), ...zeros(report.industry), ...zeros(report.hue), ...zeros(report.layout)].join(', ') || 'none'}`,
    `sizes: cards ${mb(report.bytes.cards)}, state ${mb(report.bytes.build_state)}, pages ${mb(report.bytes.pages)}, vectors ${mb(report.bytes.vectors)}, screenshots ${mb(report.bytes.screenshots)} (${report.bytes.screenshot_count} files)`,
  ].join('\n') + '\n');
}
