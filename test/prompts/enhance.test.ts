import { describe, expect, it } from 'vitest';
import { BrandDesignError, ValidationError } from '../../src/errors.js';
import { MAX_PROMPT_CHARS, enhanceInputFromResult, enhancePrompt, validateEnhanceRequest } from '../../src/prompts/enhance.js';
import { STUDIO_URL, studioDesignSystem } from './studio.js';

function issuesOf(fn: () => unknown): { loc: (string | number)[]; type: string }[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).status).toBe(422);
    return (error as ValidationError).issues.map(({ loc, type }) => ({ loc, type }));
  }
  throw new Error('expected a ValidationError');
}

describe('validateEnhanceRequest (spec §4.8 body)', () => {
  it('accepts both fields and trims the prompt', () => {
    expect(validateEnhanceRequest({ submission_id: 'sub_1', prompt: '  a hero section \n' })).toEqual({ submission_id: 'sub_1', prompt: 'a hero section' });
    expect(validateEnhanceRequest({ submission_id: 'sub_1', prompt: 'x'.repeat(MAX_PROMPT_CHARS), extra: true }).prompt).toHaveLength(4000);
    // characters, not UTF-16 units: 4000 emoji are 4000 characters
    expect(() => validateEnhanceRequest({ submission_id: 'sub_1', prompt: '🎨'.repeat(4000) })).not.toThrow();
  });

  it('requires both fields, as strings', () => {
    expect(issuesOf(() => validateEnhanceRequest({}))).toEqual([
      { loc: ['body', 'submission_id'], type: 'missing' },
      { loc: ['body', 'prompt'], type: 'missing' },
    ]);
    expect(issuesOf(() => validateEnhanceRequest({ submission_id: 12, prompt: ['x'] }))).toEqual([
      { loc: ['body', 'submission_id'], type: 'type_error.str' },
      { loc: ['body', 'prompt'], type: 'type_error.str' },
    ]);
    expect(issuesOf(() => validateEnhanceRequest({ submission_id: 'sub_1', prompt: null }))).toEqual([{ loc: ['body', 'prompt'], type: 'missing' }]);
  });

  it('rejects an empty or whitespace prompt, one over 4000 characters, and an empty id', () => {
    expect(issuesOf(() => validateEnhanceRequest({ submission_id: 'sub_1', prompt: '' }))).toEqual([{ loc: ['body', 'prompt'], type: 'value_error.any_str.min_length' }]);
    expect(issuesOf(() => validateEnhanceRequest({ submission_id: 'sub_1', prompt: ' \n\t' }))).toEqual([{ loc: ['body', 'prompt'], type: 'value_error.any_str.min_length' }]);
    expect(issuesOf(() => validateEnhanceRequest({ submission_id: 'sub_1', prompt: 'x'.repeat(4001) }))).toEqual([{ loc: ['body', 'prompt'], type: 'value_error.any_str.max_length' }]);
    expect(issuesOf(() => validateEnhanceRequest({ submission_id: '', prompt: 'ok' }))).toEqual([{ loc: ['body', 'submission_id'], type: 'value_error.any_str' }]);
  });

  it('rejects a body that is not an object', () => {
    for (const body of [undefined, null, 'x', [], 3]) expect(issuesOf(() => validateEnhanceRequest(body))).toEqual([{ loc: ['body'], type: 'type_error.object' }]);
  });

  it('says what was expected and what came in the 422 body', () => {
    let error: unknown;
    try {
      validateEnhanceRequest({ submission_id: 'sub_1', prompt: 5 });
    } catch (e) {
      error = e;
    }
    expect((error as ValidationError).toJSON()).toEqual({ detail: [{ loc: ['body', 'prompt'], msg: 'expected a string; got number', type: 'type_error.str' }] });
  });
});

describe('enhanceInputFromResult', () => {
  const envelope = (status: string) => ({ submission_id: 'sub_1', status, source_url: STUDIO_URL, result: { design_system: { profile: { brand_name: 'X' } } } });

  it('takes the design system and source URL of a completed submission', () => {
    expect(enhanceInputFromResult(envelope('completed'), 'p')).toEqual({ prompt: 'p', designSystem: { profile: { brand_name: 'X' } }, sourceUrl: STUDIO_URL });
  });

  it('is NOT_FOUND for a submission that has not completed', () => {
    for (const status of ['accepted', 'queued', 'crawling', 'extracting', 'failed']) {
      let error: unknown;
      try {
        enhanceInputFromResult(envelope(status), 'p');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(BrandDesignError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: expect.stringContaining(status) });
    }
  });
});

describe('enhancePrompt with the local composer', () => {
  it('returns the spec §2.10 fields', async () => {
    const out = await enhancePrompt({ prompt: 'A signup form.', designSystem: await studioDesignSystem(), sourceUrl: STUDIO_URL });
    expect(Object.keys(out)).toEqual(['enhanced_prompt', 'brand_name', 'source_url', 'model_used']);
    expect(out).toMatchObject({ brand_name: 'Fieldnote', source_url: STUDIO_URL, model_used: 'brand-design/local-composer@1' });
    expect(out.enhanced_prompt.startsWith('A signup form.\n\nUse the Fieldnote brand')).toBe(true);
    for (const hex of ['#e4572e', '#fbf8f3', '#ffffff', '#1f1d1a', '#6b645b', '#e7e0d5']) expect(out.enhanced_prompt).toContain(hex);
  });

  it('rejects an empty prompt with a 422 instead of composing a brief for nothing', async () => {
    await expect(enhancePrompt({ prompt: '  ', designSystem: {}, sourceUrl: STUDIO_URL })).rejects.toBeInstanceOf(ValidationError);
  });
});
