/**
 * Prompt enhancement (spec §2.10, §4.8; issue 5 §4): rewrites a prompt so it is grounded in an
 * extracted brand. The default is the deterministic local composer; a caller may configure an
 * OpenAI-compatible chat endpoint instead, which receives the same grounding.
 *
 * Pure with respect to the runtime: it takes a design system, not a submission id. Finding and
 * authorizing the submission is the facade's job; `validateEnhanceRequest` and
 * `enhanceInputFromResult` are the pieces it shares with the CLI.
 */
import { BrandDesignError, ValidationError, type ValidationIssue } from '../errors.js';
import { buildGrounding, type BrandGrounding } from './grounding.js';
import { LOCAL_COMPOSER_MODEL, composeBrief, composePrompt } from './compose.js';
import { generateWithChatCompletions, systemMessage, type GeneratorOptions } from './openai-compatible.js';

export { LOCAL_COMPOSER_MODEL } from './compose.js';
export type { GeneratorOptions } from './openai-compatible.js';
export type { BrandGrounding } from './grounding.js';

/** Longest prompt accepted, in characters (code points). */
export const MAX_PROMPT_CHARS = 4000;
/** Longest submission id accepted (ids are short; this only bounds garbage). */
const MAX_ID_CHARS = 200;

/** Spec §2.10. */
export interface EnhancedPrompt {
  enhanced_prompt: string;
  brand_name: string;
  source_url: string;
  model_used: string;
}

export interface EnhanceInput {
  prompt: string;
  /** `result.design_system` of a completed submission; any section may be missing. */
  designSystem: unknown;
  /** The submission's source URL. */
  sourceUrl: string;
}

export interface EnhanceOptions {
  /** Rewrite with this OpenAI-compatible chat endpoint. @default the local composer (no network) */
  generator?: GeneratorOptions;
}

const show = (value: unknown): string => (value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

/**
 * Spec §4.8 body. Both fields are required (the spec leaves it open; issue 5 §4 decides):
 * `submission_id` a non-empty string, `prompt` a string with text, at most 4000 characters.
 * Returns the prompt trimmed. Throws one 422 listing every bad field.
 */
export function validateEnhanceRequest(body: unknown): { submission_id: string; prompt: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError([{ loc: ['body'], msg: `expected an object { submission_id, prompt }; got ${show(body)}`, type: 'type_error.object' }]);
  }
  const b = body as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  const id = b['submission_id'];
  if (id === undefined || id === null) issues.push({ loc: ['body', 'submission_id'], msg: 'field required', type: 'missing' });
  else if (typeof id !== 'string') issues.push({ loc: ['body', 'submission_id'], msg: `expected a string; got ${show(id)}`, type: 'type_error.str' });
  else if (id.trim() === '' || id.length > MAX_ID_CHARS) issues.push({ loc: ['body', 'submission_id'], msg: `expected a submission id of 1 to ${MAX_ID_CHARS} characters`, type: 'value_error.any_str' });

  const prompt = b['prompt'];
  let text = '';
  if (prompt === undefined || prompt === null) issues.push({ loc: ['body', 'prompt'], msg: 'field required', type: 'missing' });
  else if (typeof prompt !== 'string') issues.push({ loc: ['body', 'prompt'], msg: `expected a string; got ${show(prompt)}`, type: 'type_error.str' });
  else {
    text = prompt.trim();
    const chars = [...text].length;
    if (chars === 0) issues.push({ loc: ['body', 'prompt'], msg: 'expected a prompt with some text; got an empty string', type: 'value_error.any_str.min_length' });
    else if (chars > MAX_PROMPT_CHARS) issues.push({ loc: ['body', 'prompt'], msg: `expected at most ${MAX_PROMPT_CHARS} characters; got ${chars}`, type: 'value_error.any_str.max_length' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return { submission_id: id as string, prompt: text };
}

/**
 * The enhancement input from a result envelope (spec §2.3). Only a completed submission has a
 * brand to ground in: any other status is NOT_FOUND ("no completed extraction"), as §4.10 says
 * for the similarity lookup.
 */
export function enhanceInputFromResult(
  envelope: { submission_id: string; status: string; source_url: string; result: { design_system: unknown } },
  prompt: string,
): EnhanceInput {
  if (envelope.status !== 'completed') {
    throw new BrandDesignError('NOT_FOUND', `submission ${envelope.submission_id} has no completed extraction to ground a prompt in (it is ${envelope.status})`);
  }
  return { prompt, designSystem: envelope.result.design_system, sourceUrl: envelope.source_url };
}

export async function enhancePrompt(input: EnhanceInput, options: EnhanceOptions = {}): Promise<EnhancedPrompt> {
  const prompt = typeof input?.prompt === 'string' ? input.prompt.trim() : '';
  if (prompt === '') throw new ValidationError([{ loc: ['prompt'], msg: 'expected a prompt with some text', type: 'value_error.any_str.min_length' }]);
  if (typeof input.sourceUrl !== 'string') throw new ValidationError([{ loc: ['sourceUrl'], msg: `expected a string; got ${show(input.sourceUrl)}`, type: 'type_error.str' }]);
  const grounding: BrandGrounding = buildGrounding(input.designSystem, input.sourceUrl);
  const base = { brand_name: grounding.brand_name, source_url: input.sourceUrl };
  if (!options.generator) {
    return { enhanced_prompt: composePrompt(prompt, grounding), ...base, model_used: LOCAL_COMPOSER_MODEL };
  }
  const reply = await generateWithChatCompletions(options.generator, systemMessage(grounding, composeBrief(grounding)), prompt);
  return { enhanced_prompt: reply.text, ...base, model_used: reply.model };
}
