/** The corpus's vector files (src/search/vector-file.ts): rows in order, meta beside, written whole and readable by all. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { writeVectorFile } from '../../src/search/vector-file.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes float32 rows in order with their meta, leaves no temp file, and is readable by all', () => {
  dir = mkdtempSync(join(tmpdir(), 'bd-vectors-'));
  writeVectorFile(dir, { vectors: 'v.f32', meta: 'v.json' }, [[1, 2, 3], Float32Array.of(4, 5, 6)], 3, { ids: ['a', 'b'] });
  const bytes = readFileSync(join(dir, 'v.f32'));
  expect([...new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)]).toEqual([1, 2, 3, 4, 5, 6]);
  expect(JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8'))).toEqual({ ids: ['a', 'b'] });
  expect(readdirSync(dir).sort()).toEqual(['v.f32', 'v.json']);
  expect(statSync(join(dir, 'v.f32')).mode & 0o777).toBe(0o644);
});
