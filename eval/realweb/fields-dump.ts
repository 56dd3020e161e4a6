/**
 * Every scored field of every saved capture, one JSON line per page — the before/after record a
 * rule change is measured with over all pages of the dev set, not only the pages with truth
 * (issue 9 §1: a rule that makes one site right and two others wrong is not a fix).
 *
 *   node --import tsx eval/realweb/fields-dump.ts <captures_dir> [--ids a,b] > before.jsonl
 *   node --import tsx eval/realweb/fields-dump.ts --diff before.jsonl after.jsonl
 *
 * Only the sections the truth fields read are analyzed (colors, typography, actions), so a run
 * over the 295 captures takes about half a minute.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeCapture, type Capture } from '../../src/index.js';
import { extractedFields, TRUTH_FIELDS } from './score.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { ids: { type: 'string' }, diff: { type: 'boolean', default: false } } });

if (values.diff) {
  const read = (file: string): Map<string, Record<string, unknown>> =>
    new Map(readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>).map((r) => [r['id'] as string, r]));
  const [before, after] = [read(positionals[0]!), read(positionals[1]!)];
  const changed: Record<string, number> = {};
  for (const [id, a] of after) {
    const b = before.get(id);
    if (!b) continue;
    for (const field of TRUTH_FIELDS) {
      if (b[field] === a[field]) continue;
      changed[field] = (changed[field] ?? 0) + 1;
      process.stdout.write(`${field.padEnd(20)} ${id.padEnd(44)} ${String(b[field])} -> ${String(a[field])}\n`);
    }
  }
  process.stdout.write(`${JSON.stringify({ pages: after.size, changed })}\n`);
} else {
  const dir = positionals[0]!;
  const wanted = values.ids ? new Set(values.ids.split(',')) : null;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const id = file.slice(0, -5);
    if (wanted && !wanted.has(id)) continue;
    const capture = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Capture;
    const { design_system } = await analyzeCapture(capture, { sections: ['colors', 'typography', 'actions'] });
    process.stdout.write(`${JSON.stringify({ id, ...extractedFields(design_system) })}\n`);
  }
}
