/**
 * schema/design-system.json (issue 12 §2) against what the analyzers make of real third-party
 * pages: the saved captures of test/fixtures/realweb, re-analyzed without a browser, must each
 * validate (Ajv, strict; undeclared fields rejected).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeCapture } from '../../src/analyze/run.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import { ROOT, designSystemValidator, explain } from './schema-validator.js';

const REALWEB = join(ROOT, 'test', 'fixtures', 'realweb');
const realPages = readdirSync(REALWEB).filter((f) => f.endsWith('.json.gz')).sort();

let validate: ValidateFunction;
beforeAll(() => {
  validate = designSystemValidator();
});

describe('schema/design-system.json on real pages', () => {
  it('has real pages to check', () => {
    expect(realPages.length).toBeGreaterThan(10);
  });

  it.each(realPages)('accepts the design system re-analyzed from %s', async (file) => {
    const capture = JSON.parse(gunzipSync(readFileSync(join(REALWEB, file))).toString('utf8')) as Capture;
    const { design_system, section_errors } = await analyzeCapture(capture);
    expect(section_errors).toEqual([]);
    expect(validate(design_system), explain(validate)).toBe(true);
  });
});
