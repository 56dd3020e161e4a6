/**
 * The `figma` export (issue 12 §3) against Figma's own description of the request it is:
 * `POST /v1/files/:file_key/variables` in the OpenAPI document Figma publishes on npm
 * (`@figma/rest-api-spec`), validated with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses), and
 * typed against the same package's `PostVariablesRequestBody` (npm run typecheck). Then the rules
 * that document states in prose: temporary ids unique and resolved, names free of `.{}` and
 * unique, a value per variable and mode, the value of the variable's type, scopes valid for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PostVariablesRequestBody } from '@figma/rest-api-spec';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { figmaVariablesBody, toCssVariables, toFigmaVariables, type FigmaVariablesBody } from '../../src/export/index.js';
import { buildTokenModel } from '../../src/export/tokens.js';
import { handmadeDesignSystem } from './design-systems.js';

const GOLDEN = fileURLToPath(new URL('../fixtures/design-systems/', import.meta.url));
const goldens = readdirSync(GOLDEN).filter((f) => f.endsWith('.json')).sort();
const golden = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(GOLDEN, file), 'utf8'));

// Compile-time: our body is assignable to Figma's request type.
const typed = (body: FigmaVariablesBody): PostVariablesRequestBody => body;

let validate: ValidateFunction;
beforeAll(() => {
  const specPath = createRequire(import.meta.url).resolve('@figma/rest-api-spec/openapi/openapi.yaml');
  const spec = parseYaml(readFileSync(specPath, 'utf8'));
  // Figma's VariableValue lists RGB and RGBA under `oneOf`, and RGB does not forbid an `a`, so any
  // RGBA value matches two branches and no color could pass a literal reading of `oneOf`; read
  // that one list as `anyOf`. Nothing else in the document is changed.
  const value = spec.components.schemas.VariableValue;
  expect(value.oneOf.map((s: { $ref?: string }) => s.$ref)).toContain('#/components/schemas/RGBA');
  spec.components.schemas.VariableValue = { ...value, anyOf: value.oneOf, oneOf: undefined };
  // OpenAPI's `discriminator` (with `mapping`) and `example` are not JSON Schema keywords: not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  ajv.addSchema({ $id: 'figma-openapi', components: spec.components });
  const request = spec.paths['/v1/files/{file_key}/variables'].post.requestBody.content['application/json'].schema;
  validate = ajv.compile(JSON.parse(JSON.stringify(request).replaceAll('"#/components/', '"figma-openapi#/components/')));
});

function explain(v: ValidateFunction): string {
  return (v.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message}`).join('\n');
}

const FLOAT_SCOPES = new Set(['ALL_SCOPES', 'TEXT_CONTENT', 'WIDTH_HEIGHT', 'GAP', 'STROKE_FLOAT', 'EFFECT_FLOAT', 'OPACITY', 'COLOR_OPACITY', 'FONT_WEIGHT', 'FONT_SIZE', 'LINE_HEIGHT', 'LETTER_SPACING', 'PARAGRAPH_SPACING', 'PARAGRAPH_INDENT', 'CORNER_RADIUS']);
const SCOPES: Record<string, Set<string>> = {
  FLOAT: FLOAT_SCOPES,
  STRING: new Set(['ALL_SCOPES', 'TEXT_CONTENT', 'FONT_FAMILY', 'FONT_STYLE']),
  COLOR: new Set(['ALL_SCOPES', 'ALL_FILLS', 'FRAME_FILL', 'SHAPE_FILL', 'TEXT_FILL', 'STROKE_COLOR', 'EFFECT_COLOR']),
};

/** The rules postVariables states in prose; [] when the body keeps them all. */
function ruleProblems(body: FigmaVariablesBody): string[] {
  const problems: string[] = [];
  const ids = [...body.variableCollections.flatMap((c) => [c.id, c.initialModeId]), ...(body.variableModes ?? []).filter((m) => m.action === 'CREATE').map((m) => m.id), ...body.variables.map((v) => v.id)];
  if (new Set(ids).size !== ids.length) problems.push('temporary ids are not unique');
  const modes = new Set([...body.variableCollections.map((c) => c.initialModeId), ...(body.variableModes ?? []).map((m) => m.id)]);
  const names = new Set<string>();
  for (const v of body.variables) {
    if (/[.{}]/.test(v.name)) problems.push(`${v.name}: name has . { or }`);
    if (names.has(v.name)) problems.push(`${v.name}: name used twice`);
    names.add(v.name);
    if (!body.variableCollections.some((c) => c.id === v.variableCollectionId)) problems.push(`${v.name}: unknown collection`);
    for (const s of v.scopes) if (!SCOPES[v.resolvedType]!.has(s)) problems.push(`${v.name}: scope ${s} is not valid for ${v.resolvedType}`);
    const values = body.variableModeValues.filter((m) => m.variableId === v.id);
    if (values.length !== modes.size || new Set(values.map((m) => m.modeId)).size !== modes.size) problems.push(`${v.name}: not one value per mode`);
    for (const { value } of values) {
      const ok = v.resolvedType === 'COLOR' ? typeof value === 'object' : v.resolvedType === 'FLOAT' ? Number.isFinite(value) : typeof value === 'string' && value !== '';
      if (!ok) problems.push(`${v.name}: ${JSON.stringify(value)} is not a ${v.resolvedType}`);
    }
  }
  if (body.variables.length > 5000) problems.push('more than 5000 variables in a collection');
  if (Buffer.byteLength(JSON.stringify(body)) > 4 * 1024 * 1024) problems.push('body over 4 MB');
  return problems;
}

describe('the figma export is a valid POST /v1/files/:file_key/variables body', () => {
  it.each(goldens)('for %s', (file) => {
    const body = JSON.parse(toFigmaVariables(golden(file))) as FigmaVariablesBody;
    expect(validate(typed(body)), explain(validate)).toBe(true);
    expect(ruleProblems(body)).toEqual([]);
    expect(body.variables.length).toBeGreaterThan(0);
  });

  it('for the hand-written design system (dark default, translucent colors, unreadable values)', () => {
    const body = figmaVariablesBody(buildTokenModel(handmadeDesignSystem()));
    expect(validate(body), explain(validate)).toBe(true);
    expect(ruleProblems(body)).toEqual([]);
  });

  it('and the validator does reject a malformed body', () => {
    const body = JSON.parse(toFigmaVariables(golden('studio.json')));
    expect(validate({ ...body, variables: [{ ...body.variables[0], resolvedType: 'DIMENSION' }] })).toBe(false);
    expect(validate({ ...body, variableModeValues: [{ variableId: 'x', value: 1 }] })).toBe(false);
    expect(validate({})).toBe(false);
  });
});

describe('what the figma export holds', () => {
  it('the roles, type scale, radii and spacing of the studio site, with the css export names as code syntax', () => {
    const designSystem = golden('studio.json');
    const body = figmaVariablesBody(buildTokenModel(designSystem));
    const byName = new Map(body.variables.map((v) => [v.name, v]));
    const valueOf = (name: string): unknown => body.variableModeValues.find((m) => m.variableId === byName.get(name)?.id)?.value;
    expect(body.variableCollections).toEqual([{ action: 'CREATE', id: 'collection:brand', name: 'Fieldnote brand', initialModeId: 'mode:default' }]);
    expect(byName.get('color/primary')).toMatchObject({ resolvedType: 'COLOR', scopes: ['ALL_FILLS', 'STROKE_COLOR', 'EFFECT_COLOR'], codeSyntax: { WEB: 'var(--color-primary)' } });
    expect(valueOf('color/primary')).toEqual({ r: 0.8941, g: 0.3412, b: 0.1804, a: 1 });
    expect(byName.get('color/text')!.scopes).toEqual(['TEXT_FILL']);
    expect(valueOf('font/heading')).toBe('Playfair Display');
    expect(valueOf('font-size/base')).toBe(17);
    expect(valueOf('font-weight/semibold')).toBe(600);
    expect(valueOf('radius/card')).toBe(16);
    expect(valueOf('space/4')).toBe(16);
    expect(valueOf('layout/content-width')).toBe(1160);
    expect(valueOf('button/primary/background')).toEqual({ r: 0.8941, g: 0.3412, b: 0.1804, a: 1 });
    // Every code syntax names a variable the css export declares.
    const css = toCssVariables(designSystem);
    for (const v of body.variables) if (v.codeSyntax) expect(css, v.name).toContain(`${v.codeSyntax.WEB.slice(4, -1)}:`);
  });

  it('a site with two color schemes gets two modes, and the alternate one swaps the role colors', () => {
    const body = figmaVariablesBody(buildTokenModel(handmadeDesignSystem()));
    expect(body.variableModes).toEqual([
      { action: 'UPDATE', id: 'mode:default', name: 'Dark', variableCollectionId: 'collection:brand' },
      { action: 'CREATE', id: 'mode:alternate', name: 'Light', variableCollectionId: 'collection:brand' },
    ]);
    const values = (name: string): unknown[] => body.variableModeValues.filter((m) => m.variableId === `variable:${name}`).map((m) => m.value);
    const [dark, light] = values('color/background') as { r: number }[];
    expect(dark!.r).toBeLessThan(0.1);
    expect(light!.r).toBeGreaterThan(0.9);
    const [a, b] = values('font-size/base');
    expect(a).toBe(b);
  });
});
