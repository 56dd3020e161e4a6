/**
 * The dtcg export through @terrazzo/parser as shipped (issue 12 §3): its parser and its built-in
 * lint rules (valid color, dimension, duration, typography, shadow … per DTCG 2025.10), with the
 * default config and no plugin of ours. Every golden design system of the fixture sites and the
 * hand-written awkward one must parse with no error and no warning, and Terrazzo must read back
 * the values we wrote.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, Logger, parse } from '@terrazzo/parser';
import { describe, expect, it } from 'vitest';
import { toDtcg, toDtcgLegacy } from '../../src/export/index.js';
import { handmadeDesignSystem } from './design-systems.js';

const GOLDEN = fileURLToPath(new URL('../fixtures/design-systems/', import.meta.url));
const goldens = readdirSync(GOLDEN).filter((f) => f.endsWith('.json')).sort();
const config = defineConfig({}, { cwd: pathToFileURL(`${fileURLToPath(new URL('../../', import.meta.url))}`) });

async function parseTokens(src: string, name: string) {
  const logger = new Logger({ level: 'silent' });
  const result = await parse([{ filename: new URL(`file:///${name}.tokens.json`), src }], { config, logger });
  return { tokens: result.tokens, stats: logger.stats() };
}

describe('@terrazzo/parser reads the dtcg export', () => {
  it.each(goldens)('parses and lints the tokens of %s cleanly', async (file) => {
    const designSystem = JSON.parse(readFileSync(join(GOLDEN, file), 'utf8'));
    const src = toDtcg(designSystem);
    const { tokens, stats } = await parseTokens(src, file);
    expect(stats).toMatchObject({ errorCount: 0, warnCount: 0 });
    // Every token we wrote is one Terrazzo read, with our type.
    const ours = new Map<string, string>();
    const walk = (node: Record<string, any>, path: string[]): void => {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('$') || value === null || typeof value !== 'object') continue;
        if ('$value' in value) ours.set([...path, key].join('.'), value.$type);
        else walk(value, [...path, key]);
      }
    };
    walk(JSON.parse(src), []);
    expect(ours.size).toBeGreaterThan(0);
    expect(Object.fromEntries(Object.entries(tokens).map(([id, t]) => [id, t.$type]))).toEqual(Object.fromEntries(ours));
  });

  it('reads back our values: colors, dimensions, durations, shadows, typography', async () => {
    const designSystem = JSON.parse(readFileSync(join(GOLDEN, 'studio.json'), 'utf8'));
    const { tokens } = await parseTokens(toDtcg(designSystem), 'studio');
    expect(tokens['color.primary']!.$value).toMatchObject({ colorSpace: 'srgb', components: [0.8941, 0.3412, 0.1804], alpha: 1 });
    expect(tokens['radius.card']!.$value).toEqual({ value: 16, unit: 'px' });
    expect(tokens['duration.150']!.$value).toEqual({ value: 150, unit: 'ms' });
    expect(tokens['typography.h1']!.$value).toMatchObject({ fontFamily: ['Playfair Display', 'Georgia', 'Times New Roman', 'serif'], fontSize: { value: 64, unit: 'px' }, fontWeight: 600, lineHeight: 1.05 });
    expect(tokens['shadow.lg']!.$value).toMatchObject([{ offsetY: { value: 12, unit: 'px' }, blur: { value: 32, unit: 'px' }, inset: false }]);
  });

  it('parses the hand-written design system (dark default, hashed font, translucent and unreadable values)', async () => {
    const { stats } = await parseTokens(toDtcg(handmadeDesignSystem()), 'handmade');
    expect(stats).toMatchObject({ errorCount: 0, warnCount: 0 });
  });

  it('rejects dtcg-legacy, whose string durations predate 2025.10: that format is for other tools', async () => {
    const designSystem = JSON.parse(readFileSync(join(GOLDEN, 'studio.json'), 'utf8'));
    await expect(parseTokens(toDtcgLegacy(designSystem), 'legacy')).rejects.toThrow(/duration/);
  });
});
