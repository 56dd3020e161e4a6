/**
 * The published types work for a user (issue 12 §2): a TypeScript file outside the package,
 * importing `brand-design` and `brand-design/schema/design-system.json` the way a project would
 * (through the package's `exports`, from dist/), type-checks with the compiler the project pins,
 * and a wrong field access is an error (the result types are real, not `any`). (That every
 * declaration file they reach is packed, and every package they import is a dependency, is
 * package-contents.test.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './schema-validator.js';

const CONSUMER = `
import type { ActionsSection, ColorsSection, DesignSystem, ErrorCode, ProfileSection, ResultEnvelope, SearchCard, SectionOf, SubmissionStatusView, Verdict } from 'brand-design';
import { EXPORT_FORMATS, exportDesignSystem, openBrandDesign } from 'brand-design';
import schema from 'brand-design/schema/design-system.json' with { type: 'json' };

export function primary(ds: DesignSystem): string | null {
  return ds.colors?.roles.primary.value ?? null;
}
export function brand(envelope: ResultEnvelope): string | undefined {
  const profile: ProfileSection | undefined = envelope.result.design_system.profile;
  return profile?.brand_name;
}
export const colors = (ds: DesignSystem): ColorsSection | undefined => ds.colors;
export const actions = (ds: DesignSystem): SectionOf<'actions'> | undefined => ds.actions satisfies ActionsSection | undefined;
export const score = (v: Verdict): number | null => v.score;
export const status = (s: SubmissionStatusView): string => s.status;
export const title = (c: SearchCard): unknown => c;
export const code: ErrorCode = 'NOT_FOUND';
export const formats: readonly string[] = EXPORT_FORMATS;
export const tokens = (ds: DesignSystem): string => exportDesignSystem(ds, 'figma');
export const open = openBrandDesign;
export const schemaId: string = schema.$id;
`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'brand-design-consumer-'));
  mkdirSync(join(dir, 'node_modules'));
  // The package as a dependency: node_modules/brand-design is the package root (dist/, schema/, package.json).
  symlinkSync(ROOT, join(dir, 'node_modules', 'brand-design'), 'dir');
  mkdirSync(join(dir, 'node_modules', '@types'));
  symlinkSync(join(ROOT, 'node_modules', '@types', 'node'), join(dir, 'node_modules', '@types', 'node'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WRONG = `import type { DesignSystem } from 'brand-design';\nexport const x = (ds: DesignSystem) => ds.colors?.roles.primary.hex;\n`;

/** Diagnostics per file of one program holding both files (one compile keeps this test quick). */
function compile(): Map<string, string[]> {
  const files = { consumer: join(dir, 'consumer.ts'), wrong: join(dir, 'wrong.ts') };
  writeFileSync(files.consumer, CONSUMER);
  writeFileSync(files.wrong, WRONG);
  const program = ts.createProgram(Object.values(files), {
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022,
    strict: true, noEmit: true, skipLibCheck: true, resolveJsonModule: true, types: ['node'], lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const out = new Map<string, string[]>(Object.keys(files).map((k) => [k, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = Object.entries(files).find(([, f]) => f === d.file?.fileName)?.[0] ?? 'other';
    out.set(name, [...(out.get(name) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
  return out;
}

describe('the published types, as a user compiles them', () => {
  let result: Map<string, string[]>;
  beforeAll(() => {
    result = compile();
  }, 60_000);

  it('type-check a project that imports brand-design and its schema', () => {
    expect(result.get('consumer')).toEqual([]);
    expect(result.get('other') ?? []).toEqual([]);
  });

  it('reject a field the design system does not have', () => {
    expect(result.get('wrong')!.join('\n')).toMatch(/Property 'hex' does not exist on type 'ColorRole'/);
  });
});
