/**
 * Golden design systems: every saved capture re-analyzed without a browser must give exactly the
 * stored design system, so any analysis change shows up as a reviewable diff of
 * test/fixtures/design-systems/<name>.json. After an intended change, regenerate with
 *
 *   UPDATE_GOLDEN=1 npx vitest run test/analyze/design-systems.golden.test.ts
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { analyzeCapture } from '../../src/analyze/run.js';

const CAPTURES = fileURLToPath(new URL('../fixtures/captures/', import.meta.url));
const GOLDEN = fileURLToPath(new URL('../fixtures/design-systems/', import.meta.url));
const names = readdirSync(CAPTURES).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();

describe('golden design systems', () => {
  it.each(names)('%s re-analyzes to its stored design system, byte for byte', async (name) => {
    const capture = JSON.parse(readFileSync(join(CAPTURES, `${name}.json`), 'utf8'));
    const result = await analyzeCapture(capture);
    expect(result.section_errors).toEqual([]);
    const text = `${JSON.stringify(result.design_system, null, 1)}\n`;
    const file = join(GOLDEN, `${name}.json`);
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, text);
    }
    expect(existsSync(file), `no golden file for ${name}; run with UPDATE_GOLDEN=1`).toBe(true);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});
