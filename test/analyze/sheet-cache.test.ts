import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { analyzeCapture } from '../../src/analyze/run.js';
import { parseStylesheet } from '../../src/analyze/shared/css.js';
import { clearStylesheetCache, parseStylesheetCached } from '../../src/analyze/shared/sheet-cache.js';
import type { Capture } from '../../src/crawl/capture-types.js';

// studio and studio-pricing share their 12 KB sheet. A library-sized sheet (over the 2 KB floor below which sheets are parsed afresh).
const LIBRARY = Array.from({ length: 200 }, (_, i) => `.c${i} { color: #${String(i).padStart(6, '0')}; padding:  ${i}px }\n@media (min-width: ${i}px) { .m${i} { margin: 0 } }`).join('\n');

describe('parseStylesheetCached (issue 9 §3)', () => {
  it('gives what parseStylesheet gives, once parsed then from the cache', () => {
    clearStylesheetCache();
    const first = parseStylesheetCached(LIBRARY, 's0', null);
    const again = parseStylesheetCached(`${LIBRARY}`, 's0', null);
    expect(again).toBe(first);
    expect(JSON.stringify(first)).toBe(JSON.stringify(parseStylesheet(LIBRARY, 's0', { media: null })));
  });

  it('keys on the sheet id and media too, since both are in the parsed records', () => {
    clearStylesheetCache();
    const plain = parseStylesheetCached(LIBRARY, 's0', null);
    expect(parseStylesheetCached(LIBRARY, 's1', null).rules[0]!.sheetId).toBe('s1');
    expect(parseStylesheetCached(LIBRARY, 's0', 'print').rules[0]!.media).toBe('print');
    expect(plain.rules[0]!.media).toBeNull();
  });

  it('hands out frozen sheets: a section that mutated one would throw, not leak into the next page', () => {
    clearStylesheetCache();
    const sheet = parseStylesheetCached(LIBRARY, 's0', null);
    expect(() => (sheet.rules as unknown[]).push({})).toThrow(TypeError);
    expect(() => { (sheet.rules[0]!.declarations[0] as { value: string }).value = 'red'; }).toThrow(TypeError);
  });

  it('analyzing a capture again, after another page, gives byte-identical JSON', async () => {
    const dir = new URL('../fixtures/captures/', import.meta.url);
    const [a, b] = ['studio.json', 'studio-pricing.json'].map((f) => readFileSync(new URL(f, dir), 'utf8'));
    clearStylesheetCache();
    const cold = JSON.stringify(await analyzeCapture(JSON.parse(a!) as Capture));
    await analyzeCapture(JSON.parse(b!) as Capture);
    expect(JSON.stringify(await analyzeCapture(JSON.parse(a!) as Capture))).toBe(cold);
  });
});
