/**
 * The JSON Schema of the design system (issue 12 §2): generated from src/types/design-system.ts,
 * shipped as `brand-design/schema/design-system.json`, and a real validator (Ajv, strict mode)
 * accepts every design system the repository holds: the golden design systems of the fixture
 * sites and the other frozen fixtures here, the real pages in design-system-schema-realweb.test.ts.
 * Undeclared fields are rejected, so a field an analyzer starts emitting must be added to its
 * section's type first (then `npm run build:schema`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignSystem } from '../../src/index.js';
// @ts-expect-error the build script is plain JavaScript (it runs before any compilation)
import { designSystemSchema } from '../../scripts/build-schema.mjs';
import { ROOT, SCHEMA_FILE, designSystemValidator, explain } from './schema-validator.js';

const GOLDEN = join(ROOT, 'test', 'fixtures', 'design-systems');
/** Other design systems kept as fixtures (the report's frozen inputs). */
const FROZEN = join(ROOT, 'test', 'report', 'fixtures');

const goldens = readdirSync(GOLDEN).filter((f) => f.endsWith('.json')).sort();
const frozen = existsSync(FROZEN) ? readdirSync(FROZEN).filter((f) => f.endsWith('.json')).sort() : [];

function readGolden(file: string): DesignSystem {
  return JSON.parse(readFileSync(join(GOLDEN, file), 'utf8')) as DesignSystem;
}

let validate: ValidateFunction;
beforeAll(() => {
  validate = designSystemValidator();
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
