/**
 * Our DTCG output through the real Style Dictionary (4.4.0, `usesDtcg: true`, `css/variables`).
 *
 * Style Dictionary 4 reads DTCG files (groups, `$type`, `$value`, `$description`) and names
 * tokens by path, but its value transforms predate the 2025.10 structured values: it expects
 * colors and dimensions as strings (`#e4572e`, `16px`) and a shadow's inset as `type: "inset"`.
 * So the build registers one preprocessor that turns the structured values into those strings;
 * everything else is Style Dictionary's own: its parser, the `css` transform group (names,
 * colors, font stacks, shadow and typography shorthands) and the `css/variables` format. The
 * input file is our export, unmodified.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import StyleDictionary from 'style-dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCssVariables, toDtcg } from '../../src/export/index.js';
import { analyzedDesignSystem } from './design-systems.js';

type Json = Record<string, any>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** DTCG 2025.10 structured values → the string forms Style Dictionary 4's transforms read. */
function legacyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(legacyValue);
  if (!isObject(value)) return value;
  if (value['colorSpace'] === 'srgb' && Array.isArray(value['components'])) {
    if (value['alpha'] === undefined || value['alpha'] === 1) return value['hex'];
    const [r, g, b] = (value['components'] as number[]).map((c) => Math.round(c * 255));
    return `rgba(${r}, ${g}, ${b}, ${value['alpha']})`;
  }
  if (typeof value['value'] === 'number' && typeof value['unit'] === 'string' && Object.keys(value).length === 2) return `${value['value']}${value['unit']}`;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) out[k] = legacyValue(v);
  if (value['inset'] === true) out['type'] = 'inset';
  return out;
}

function preprocess(node: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$value') out[key] = legacyValue(value);
    else if (isObject(value) && !key.startsWith('$')) out[key] = preprocess(value);
    else out[key] = value;
  }
  return out;
}

StyleDictionary.registerPreprocessor({ name: 'dtcg-2025-values', preprocessor: (dictionary) => preprocess(dictionary as Json) });

async function buildCss(dtcg: string, dir: string): Promise<Map<string, string>> {
  const source = join(dir, 'tokens.json');
  writeFileSync(source, dtcg);
  const sd = new StyleDictionary({
    source: [source],
    usesDtcg: true,
    preprocessors: ['dtcg-2025-values'],
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: {
      css: { transformGroup: 'css', buildPath: `${join(dir, 'build')}/`, files: [{ destination: 'variables.css', format: 'css/variables' }] },
    },
  });
  await sd.buildAllPlatforms();
  const css = readFileSync(join(dir, 'build', 'variables.css'), 'utf8');
  const vars = new Map<string, string>();
  for (const m of css.matchAll(/^\s*(--[\w-]+): (.*?);(?: \/\*\*.*\*\/)?$/gm)) vars.set(m[1]!, m[2]!);
  return vars;
}

describe('Style Dictionary builds CSS from our DTCG export', () => {
  const dir = mkdtempSync(join(tmpdir(), 'brand-design-sd-'));
  let dtcg: string;
  let built: Map<string, string>;
  let ours: Map<string, string>;
  beforeAll(async () => {
    const designSystem = await analyzedDesignSystem('studio');
    dtcg = toDtcg(designSystem);
    built = await buildCss(dtcg, dir);
    ours = new Map([...toCssVariables(designSystem).matchAll(/^ {2}(--[\w-]+): (.*);$/gm)].map((m) => [m[1]!, m[2]!]));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the file we wrote, unmodified', () => {
    expect(readFileSync(join(dir, 'tokens.json'), 'utf8')).toBe(dtcg);
    expect(built.size).toBeGreaterThan(50);
  });

  it('emits the brand colors, fonts, sizes, radii and spacing', () => {
    expect(built.get('--color-primary')).toBe('#e4572e');
    expect(built.get('--color-background')).toBe('#fbf8f3');
    expect(built.get('--color-text-muted')).toBe('#6b645b');
    expect(built.get('--font-body')).toBe("Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(built.get('--font-heading')).toBe("'Playfair Display', Georgia, 'Times New Roman', serif");
    expect(built.get('--font-size-base')).toBe('17px');
    expect(built.get('--font-weight-semibold')).toBe('600');
    expect(built.get('--radius-card')).toBe('16px');
    expect(built.get('--space-4')).toBe('16px');
    expect(built.get('--layout-content-width')).toBe('1160px');
    expect(built.get('--ease-out')).toBe('cubic-bezier(0.2, 0.7, 0.2, 1)');
    expect(built.get('--button-primary-background')).toBe('#e4572e');
  });

  it('emits composite shadows and typography as CSS shorthands', () => {
    expect(built.get('--shadow-sm')).toBe('0px 1px 2px 0px rgba(31, 29, 26, 0.06), 0px 8px 24px 0px rgba(31, 29, 26, 0.06)');
    expect(built.get('--shadow-lg')).toBe('0px 12px 32px 0px rgba(31, 29, 26, 0.14)');
    expect(built.get('--typography-h1')).toBe("600 64px/1.05 'Playfair Display', Georgia, 'Times New Roman', serif");
    expect(built.get('--typography-body')).toBe("400 17px/1.6 Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(built.get('--button-ghost-border')).toBe('1px solid #e7e0d5');
  });

  it('names every token as our CSS export does, with the same value', () => {
    // Spelling differences only: quote style, and rgba(r, g, b, a) for our rgb(r g b / a).
    const normalize = (v: string): string => v.replace(/'/g, '"').replace(/rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/g, 'rgb($1 $2 $3 / $4)');
    let compared = 0;
    for (const [name, value] of built) {
      if (name.startsWith('--typography-')) continue; // a `font` shorthand; our CSS spells text styles out as --text-<style>-* longhands
      expect(ours.get(name), name).toBe(normalize(value));
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
    // And the other way: everything of ours is in Style Dictionary's build, except the spelled-out
    // text styles and a transparent button fill (DTCG has no `transparent`; the token is left out).
    const missing = [...ours].filter(([name, value]) => !built.has(name) && !name.startsWith('--text-') && value !== 'transparent');
    expect(missing).toEqual([]);
  });
});
