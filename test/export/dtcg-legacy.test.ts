/**
 * `dtcg-legacy` (issue 12 §3): the dtcg document with string values, for Style Dictionary 4 and
 * Tokens Studio. Same tokens, names, types and descriptions as `dtcg`; only `$value` is spelled
 * the old way. (style-dictionary.test.ts builds it with stock Style Dictionary 4 and 5.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportDesignSystem, toDtcg, toDtcgLegacy } from '../../src/export/index.js';
import { handmadeDesignSystem } from './design-systems.js';

type Json = Record<string, any>;
const GOLDEN = fileURLToPath(new URL('../fixtures/design-systems/', import.meta.url));
const goldens = readdirSync(GOLDEN).filter((f) => f.endsWith('.json')).sort();

/** path → [$type, $description] of every token. */
function tokens(node: Json, path: string[] = [], out = new Map<string, [string, string]>()): Map<string, [string, string]> {
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('$') || value === null || typeof value !== 'object') continue;
    if ('$value' in value) out.set([...path, key].join('.'), [value.$type, value.$description]);
    else tokens(value, [...path, key], out);
  }
  return out;
}

/** The 2025.10 structured values (color and dimension/duration objects) left anywhere in a `$value`. */
function structuredValues(node: unknown, inValue = false, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const item of node) structuredValues(item, inValue, out);
  else if (node !== null && typeof node === 'object') {
    if (inValue && ('colorSpace' in node || 'unit' in node)) out.push(node);
    for (const [key, value] of Object.entries(node)) structuredValues(value, inValue || key === '$value', out);
  }
  return out;
}

describe('dtcg-legacy', () => {
  it.each(goldens)('has the tokens of dtcg, with no structured value left, for %s', (file) => {
    const designSystem = JSON.parse(readFileSync(join(GOLDEN, file), 'utf8'));
    const legacy = JSON.parse(toDtcgLegacy(designSystem));
    expect(tokens(legacy)).toEqual(tokens(JSON.parse(toDtcg(designSystem))));
    expect(structuredValues(legacy)).toEqual([]);
    expect(structuredValues(JSON.parse(toDtcg(designSystem))).length).toBeGreaterThan(0);
    expect(exportDesignSystem(designSystem, 'dtcg-legacy')).toBe(toDtcgLegacy(designSystem));
  });

  it('spells colors, lengths, shadows and text styles as strings', () => {
    const legacy = JSON.parse(toDtcgLegacy(handmadeDesignSystem()));
    expect(legacy.color.primary.$value).toBe('#8b5cf6');
    expect(legacy.shadow.md.$value).toEqual({ color: 'rgba(0, 0, 0, 0.4)', offsetX: '0px', offsetY: '4px', blur: '12px', spread: '-2px', inset: false });
    // Style Dictionary 4 and Tokens Studio read an inner shadow from `type`.
    expect(legacy.shadow['inset-1'].$value).toMatchObject({ color: 'rgba(255, 255, 255, 0.08)', inset: true, type: 'inset' });
    expect(legacy.$extensions['com.brand-design'].format).toBe('DTCG draft (string values)');
    const studio = JSON.parse(toDtcgLegacy(JSON.parse(readFileSync(join(GOLDEN, 'studio.json'), 'utf8'))));
    expect(studio.typography.h1.$value).toMatchObject({ fontFamily: ['Playfair Display', 'Georgia', 'Times New Roman', 'serif'], fontSize: '64px', fontWeight: 600, lineHeight: 1.05 });
    expect(studio.typography.h1.$value.letterSpacing).toMatch(/^-?[\d.]+px$/);
    expect(studio.duration['150'].$value).toBe('150ms');
    expect(studio.ease.out.$value).toEqual([0.2, 0.7, 0.2, 1]);
  });

  it('leaves provenance out on request, like dtcg', () => {
    const text = exportDesignSystem(handmadeDesignSystem(), 'dtcg-legacy', { provenance: false });
    expect(text).not.toContain('$extensions');
  });
});
