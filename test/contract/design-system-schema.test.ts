/**
 * The JSON Schema of the design system (issue 12 §2): generated from src/types/design-system.ts,
 * shipped as `brand-design/schema/design-system.json`, and a real validator (Ajv, strict mode)
 * accepts every design system the repository holds: the golden design systems of the fixture
 * sites and the re-analyzed captures of the real pages. Undeclared fields are rejected, so a
 * field an analyzer starts emitting must be added to its section's type first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeCapture } from '../../src/analyze/run.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import type { DesignSystem } from '../../src/index.js';
// @ts-expect-error the build script is plain JavaScript (it runs before any compilation)
import { designSystemSchema } from '../../scripts/build-schema.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCHEMA_FILE = join(ROOT, 'schema', 'design-system.json');
const GOLDEN = join(ROOT, 'test', 'fixtures', 'design-systems');
const REALWEB = join(ROOT, 'test', 'fixtures', 'realweb');
/** Other design systems kept as fixtures (the report's frozen inputs). */
const FROZEN = join(ROOT, 'test', 'report', 'fixtures');

const goldens = readdirSync(GOLDEN).filter((f) => f.endsWith('.json')).sort();
const frozen = existsSync(FROZEN) ? readdirSync(FROZEN).filter((f) => f.endsWith('.json')).sort() : [];
const realPages = readdirSync(REALWEB).filter((f) => f.endsWith('.json.gz')).sort();

function readGolden(file: string): DesignSystem {
  return JSON.parse(readFileSync(join(GOLDEN, file), 'utf8')) as DesignSystem;
}

function explain(validate: ValidateFunction): string {
  return (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('\n');
}

let validate: ValidateFunction;
beforeAll(() => {
  // strict: unknown keywords, ignored formats and ambiguous types in the schema are errors too.
  const ajv = new Ajv({ strict: true, allErrors: true });
  validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
});

describe('schema/design-system.json', () => {
  it('is what the generator makes from the current types (npm run build:schema)', () => {
    const fresh = `${JSON.stringify(designSystemSchema(), null, 2)}\n`;
    expect(readFileSync(SCHEMA_FILE, 'utf8') === fresh, 'schema/design-system.json is stale: run npm run build:schema').toBe(true);
  }, 60_000);

  it('describes every spec §2.3 section and forbids undeclared fields', () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
    const root = schema.definitions.DesignSystem;
    expect(Object.keys(root.properties).sort()).toEqual([
      'actions', 'assets', 'colors', 'data_display', 'elevation', 'icons', 'interactions', 'layout', 'navigation', 'profile', 'sections', 'structure', 'surfaces', 'typography',
    ]);
    expect(root.required ?? []).toEqual([]);
    expect(root.additionalProperties).toBe(false);
  });

  it.each(goldens)('accepts the golden design system %s', (file) => {
    const ok = validate(readGolden(file));
    expect(ok, explain(validate)).toBe(true);
  });

  it.skipIf(frozen.length === 0).each(frozen)('accepts the frozen fixture design system test/report/fixtures/%s', (file) => {
    const ok = validate(JSON.parse(readFileSync(join(FROZEN, file), 'utf8')));
    expect(ok, explain(validate)).toBe(true);
  });

  it.each(realPages)('accepts the design system re-analyzed from the real page %s', async (file) => {
    const capture = JSON.parse(gunzipSync(readFileSync(join(REALWEB, file))).toString('utf8')) as Capture;
    const { design_system } = await analyzeCapture(capture);
    const ok = validate(design_system);
    expect(ok, explain(validate)).toBe(true);
  });

  it('accepts a partial design system (sections checkpointed so far, spec §4.5)', () => {
    const { colors, typography } = readGolden('studio.json');
    expect(validate({ colors, typography }), explain(validate)).toBe(true);
    expect(validate({}), explain(validate)).toBe(true);
  });

  it('rejects an undeclared section, an undeclared field and a value of the wrong type', () => {
    const studio = readGolden('studio.json');
    expect(validate({ ...studio, palette: [] })).toBe(false);
    expect(validate({ ...studio, profile: { ...studio.profile!, favourite_color: '#fff' } })).toBe(false);
    expect(validate({ ...studio, profile: { ...studio.profile!, brand_name: 42 } })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/profile/brand_name');
    const roles = structuredClone(studio.colors!.roles) as unknown as Record<string, { value: unknown }>;
    roles['primary']!.value = { r: 1, g: 0, b: 0 };
    expect(validate({ ...studio, colors: { ...studio.colors!, roles } })).toBe(false);
  });
});
