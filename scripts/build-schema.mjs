#!/usr/bin/env node
// Generates schema/design-system.json (JSON Schema draft-07) from the DesignSystem type in
// src/types/design-system.ts with ts-json-schema-generator (issue 12 §2: the schema is made from
// the same types, never a hand-written second copy). `--check` writes nothing and exits 1 when
// the committed schema differs from what the types give (the contract test runs it).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'schema', 'design-system.json');

export function designSystemSchema() {
  const generator = createGenerator({
    path: join(root, 'src', 'types', 'design-system.ts'),
    tsconfig: join(root, 'tsconfig.json'),
    type: 'DesignSystem',
    // Undeclared properties are errors: a field the analyzers emit must be in the types first.
    additionalProperties: false,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    sortProps: true,
    // tsc already checks these files (npm run typecheck); the generator only reads them.
    skipTypeCheck: true,
  });
  const schema = generator.createSchema('DesignSystem');
  return {
    $schema: schema.$schema,
    $id: 'brand-design/schema/design-system.json',
    title: 'brand-design design system',
    description: 'result.design_system and guidelines.json of brand-design (spec §2.3, §2.4). Generated from src/types/design-system.ts by scripts/build-schema.mjs; do not edit.',
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = `${JSON.stringify(designSystemSchema(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    let committed = '';
    try { committed = readFileSync(out, 'utf8'); } catch { committed = ''; }
    if (committed !== text) {
      process.stderr.write(`${out} is out of date with src/types/design-system.ts: run npm run build:schema\n`);
      process.exit(1);
    }
    process.stdout.write(`${out} matches the types\n`);
  } else {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    process.stdout.write(`wrote ${out} (${Buffer.byteLength(text)} bytes)\n`);
  }
}
