/**
 * The optional generator: any OpenAI-compatible chat endpoint (`POST {baseUrl}/chat/completions`)
 * rewrites the prompt, given the brand grounding as JSON and as prose in the system message.
 *
 * It talks to the network only when the caller configured it (ARCHITECTURE "Runtime
 * dependencies": nothing else on the network by default), with the global `fetch`. Every failure
 * — unreachable, non-2xx, a body that is not the chat-completions shape, a timeout — is a
 * `BrandDesignError` (INTERNAL, 500 as spec §4.8 lists) whose message names the endpoint and
 * what went wrong, never the API key.
 */
import { BrandDesignError } from '../errors.js';
import { Issues, httpUrl } from '../api/validate.js';
import { arr, obj, str } from '../export/tokens-read.js';
import type { BrandGrounding } from './grounding.js';

export interface GeneratorOptions {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. @default no Authorization header */
  apiKey?: string;
  /** The model name the endpoint expects. */
  model: string;
  /** Abort the request after this many milliseconds. @default 30000 */
  timeoutMs?: number;
  /** Sampling temperature, 0 to 2. @default not sent (the endpoint's default) */
  temperature?: number;
}

export interface GeneratorReply {
  text: string;
  /** The model the endpoint says answered, else the configured one. */
  model: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** How much of an error body a message quotes. */
const BODY_EXCERPT = 300;

/** Checks the options before any request; a bad option is a 422 naming it. */
export function validateGeneratorOptions(value: unknown, loc: (string | number)[] = ['options', 'generator']): GeneratorOptions & { timeoutMs: number } {
  const issues = new Issues();
  const o = obj(value);
  if (!o) {
    issues.add(loc, `expected an object { baseUrl, model, apiKey?, timeoutMs?, temperature? }; got ${typeof value}`, 'type_error.object');
    issues.throwIfAny();
  }
  const g = o as Record<string, unknown>;
  const baseUrl = httpUrl(g['baseUrl'], [...loc, 'baseUrl'], issues);
  const model = str(g['model']);
  if (!model) issues.add([...loc, 'model'], 'expected the model name as a non-empty string', g['model'] === undefined ? 'missing' : 'type_error.str');
  const apiKey = g['apiKey'];
  if (apiKey !== undefined && typeof apiKey !== 'string') issues.add([...loc, 'apiKey'], 'expected a string', 'type_error.str');
  const timeoutMs = g['timeoutMs'] ?? DEFAULT_TIMEOUT_MS;
  if (typeof timeoutMs !== 'number' || !Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000) {
    issues.add([...loc, 'timeoutMs'], `expected a whole number of milliseconds from 1 to 600000; got ${String(timeoutMs)}`, 'type_error.integer');
  }
  const temperature = g['temperature'];
  if (temperature !== undefined && (typeof temperature !== 'number' || !(temperature >= 0 && temperature <= 2))) {
    issues.add([...loc, 'temperature'], `expected a number from 0 to 2; got ${String(temperature)}`, 'value_error.number');
  }
  issues.throwIfAny();
  return {
    baseUrl: baseUrl!,
    model: model!,
    timeoutMs: timeoutMs as number,
    ...(typeof apiKey === 'string' && apiKey !== '' ? { apiKey } : {}),
    ...(typeof temperature === 'number' ? { temperature } : {}),
  };
}

/** The system message: what to do, then the grounding as prose and as JSON. */
export function systemMessage(grounding: BrandGrounding, brief: string): string {
  return [
    `You rewrite a user's prompt so that what it produces follows the ${grounding.brand_name} brand.`,
    "Keep the user's intent, subject and constraints; add the brand's concrete values (hex colors with their roles, font families and sizes, radius, spacing and shadow values, button styles, mood) where they apply.",
    'Use only values from the brand grounding below; never invent colors, fonts or measurements.',
    'Reply with the rewritten prompt only: no preamble, no explanation, no quotes.',
    '',
    'Brand brief:',
    brief,
    '',
    'Brand grounding (JSON):',
    JSON.stringify(grounding),
  ].join('\n');
}

function endpointOf(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

function fail(endpoint: string, what: string, cause?: unknown): BrandDesignError {
  return new BrandDesignError('INTERNAL', `the prompt generator at ${endpoint} ${what}`, cause === undefined ? {} : { cause });
}

export async function generateWithChatCompletions(options: GeneratorOptions, system: string, prompt: string): Promise<GeneratorReply> {
  const o = validateGeneratorOptions(options);
  const endpoint = endpointOf(o.baseUrl);
  const body = {
    model: o.model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: prompt },
    ],
    ...(o.temperature !== undefined ? { temperature: o.temperature } : {}),
  };
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (o.apiKey) headers['authorization'] = `Bearer ${o.apiKey}`;

  let status: number;
  let statusText: string;
  let text: string;
  try {
    // One signal covers the whole exchange, headers and body alike.
    const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(o.timeoutMs) });
    status = response.status;
    statusText = response.statusText;
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw fail(endpoint, `did not answer within ${o.timeoutMs} ms`, error);
    }
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw fail(endpoint, `could not be reached: ${reason}`, error);
  }
  if (status < 200 || status > 299) {
    throw fail(endpoint, `answered ${status}${statusText ? ` ${statusText}` : ''}: ${excerpt(text)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw fail(endpoint, `answered with a body that is not JSON: ${excerpt(text)}`, error);
  }
  const reply = obj(parsed);
  const content = str(obj(obj(arr(reply?.['choices'])[0])?.['message'])?.['content'])?.trim();
  if (!content) throw fail(endpoint, `answered without a message in choices[0].message.content: ${excerpt(text)}`);
  return { text: content, model: str(reply?.['model'])?.trim() || o.model };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty body)';
  return flat.length > BODY_EXCERPT ? `${flat.slice(0, BODY_EXCERPT)}…` : flat;
}
