/**
 * Per-query diagnosis of the designer gold set: nDCG@10 fast/deep, how the query was read, the
 * top 5 with their eye grades, and the pages graded 2 that miss the top 10 (with the curator's
 * note from corpus/labels.json), so a failure can be told apart: misread, ranking weights, card
 * facets, or nothing relevant in the corpus.
 *
 *   node --import tsx eval/search/diagnose.ts [--ids d01,d02] [--depth fast|deep]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import { createSearchEngine } from '../../src/search/search.js';
import { readQuery } from '../../src/search/query-tags.js';
import { loadGrades, loadQueries } from './run.js';
import { gradeOf, ndcgAt, gradeValue, passesFilters } from './score.js';

const { values } = parseArgs({ options: { ids: { type: 'string' }, depth: { type: 'string', default: 'fast' }, corpus: { type: 'string' } } });
const corpus = await loadDefaultCorpus(values.corpus ? { corpusDir: values.corpus } : {});
const labels = (JSON.parse(readFileSync(new URL('../../corpus/labels.json', import.meta.url), 'utf8')) as { pages: Record<string, { note?: string; theme?: string }> }).pages;
const engine = createSearchEngine({ load: async () => corpus });
const book = loadGrades();
const ids = values.ids ? new Set(values.ids.split(',')) : null;
const byUrl = new Map(corpus.entries.map((e) => [e.card.url, e]));
for (const q of loadQueries()) {
  if (ids && !ids.has(q.id)) continue;
  const depth = values.depth === 'deep' ? 'deep' : 'fast';
  const { results } = await engine.search({ query: q.query, depth, topK: 10, filters: q.filters ? { page_type: q.filters.page_type ?? null, industry: q.filters.industry ?? null, hue: q.filters.hue ?? null, layout: q.filters.layout ?? null } : null });
  const top = results.map((r) => ({ id: byUrl.get(r.url)!.id, match: r.match }));
  const grades = top.map((t) => gradeOf(book, q.id, t.id));
  const judged = Object.entries(book[q.id] ?? {}).filter(([id]) => { const e = corpus.entries.find((x) => x.id === id); return !!e && passesFilters(e.facets, q.filters); }).map(([, j]) => gradeValue(j));
  const n = ndcgAt(grades, judged);
  const r = readQuery(q.query);
  console.log(`\n${q.id} ${n?.toFixed(2)} "${q.query}"  cov ${r.coverage.toFixed(2)}  rest [${r.rest.join(' ')}]`);
  console.log(`   wants ${r.wants.map((c) => `${c.field}:${c.label ?? c.value}@${c.weight}`).join(' ')}${r.avoids.length ? `  avoids ${r.avoids.map((c) => `${c.field}:${c.value}`).join(' ')}` : ''}`);
  top.forEach((t, i) => {
    if (i >= 10) return;
    const e = corpus.entries.find((x) => x.id === t.id)!;
    console.log(`   ${i + 1}. [${grades[i] ?? '-'}] ${t.match?.padEnd(7)} ${t.id.slice(0, 40).padEnd(40)} ${e.facets.industry}/${e.facets.page_type} ${e.facets.theme} ${e.facets.hues.join('+')} | ${(labels[t.id]?.note ?? '').slice(0, 70)}`);
  });
  const passes = (id: string): boolean => { const e = corpus.entries.find((x) => x.id === id); return !!e && passesFilters(e.facets, q.filters); };
  const twos = Object.entries(book[q.id] ?? {}).filter(([id, j]) => gradeValue(j) === 2 && passes(id) && !top.slice(0, 10).some((t) => t.id === id));
  for (const [id] of twos) {
    const e = corpus.entries.find((x) => x.id === id);
    console.log(`   miss2 ${id.slice(0, 40).padEnd(40)} ${e?.facets.industry}/${e?.facets.page_type} ${e?.facets.theme}/${labels[id]?.theme} ${e?.facets.hues.join('+')} | ${(labels[id]?.note ?? '').slice(0, 70)}`);
  }
}
