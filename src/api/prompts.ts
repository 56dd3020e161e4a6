/**
 * POST /design/prompts/enhance (spec §4.8). Both body fields are required (the spec leaves it
 * "not shown"); an unknown, unreadable or unfinished submission is NOT_FOUND.
 */
import { BrandDesignError, NotReadyError } from '../errors.js';
import { enhanceInputFromResult, enhancePrompt, validateEnhanceRequest, type EnhancedPrompt, type GeneratorOptions } from '../prompts/enhance.js';
import { authorize, type Caller, type RuntimeCore } from './core.js';
import { getResult } from './submission-read.js';

export async function enhance(core: RuntimeCore, caller: Caller, body: unknown, options: { generator?: GeneratorOptions } = {}): Promise<EnhancedPrompt> {
  await authorize(core, caller, 'prompts.enhance');
  const request = validateEnhanceRequest(body);
  let envelope;
  try {
    envelope = await getResult(core, caller, request.submission_id);
  } catch (error) {
    // Nothing analyzed yet is, for enhancement, the same as no completed extraction.
    if (error instanceof NotReadyError) throw new BrandDesignError('NOT_FOUND', `Submission ${request.submission_id} has no completed extraction yet.`);
    throw error;
  }
  const generator = options.generator ?? core.generator;
  return enhancePrompt(enhanceInputFromResult(envelope, request.prompt), generator ? { generator } : {});
}
