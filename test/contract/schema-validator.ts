/** Ajv (strict) over the shipped schema/design-system.json, shared by the contract tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCHEMA_FILE = join(ROOT, 'schema', 'design-system.json');

export function designSystemValidator(): ValidateFunction {
  // strict: unknown keywords, ignored formats and ambiguous types in the schema are errors too.
  const ajv = new Ajv({ strict: true, allErrors: true });
  return ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
}

export function explain(validate: ValidateFunction): string {
  return (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('\n');
}
