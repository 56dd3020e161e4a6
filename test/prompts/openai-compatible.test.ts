/**
 * The optional generator against a real local HTTP server (node:http on 127.0.0.1, port 0)
 * that records what it receives and answers as each test scripts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BrandDesignError, ValidationError } from '../../src/errors.js';
import { enhancePrompt } from '../../src/prompts/enhance.js';
import { validateGeneratorOptions } from '../../src/prompts/openai-compatible.js';
import { STUDIO_URL, studioDesignSystem } from './studio.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

type Handler = (req: Received, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const received: Received[] = [];

function completion(content: string, model?: string): string {
  return JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', ...(model ? { model } : {}), choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const r: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : null };
      received.push(r);
      handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function enhanceWith(generator: Record<string, unknown>, prompt = 'A pricing page for teams.') {
  received.length = 0;
  return enhancePrompt({ prompt, designSystem: await studioDesignSystem(), sourceUrl: STUDIO_URL }, { generator: { baseUrl, model: 'test-model', ...generator } as any });
}

async function failureOf(promise: Promise<unknown>): Promise<BrandDesignError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the generator call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BrandDesignError);
  return error as BrandDesignError;
}

describe('enhancePrompt with an OpenAI-compatible generator', () => {
  it('POSTs the grounding and the prompt to {baseUrl}/chat/completions with the key and model', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion('  A Fieldnote-styled pricing page in #e4572e.  ', 'test-model-2024-06'));
    };
    const out = await enhanceWith({ apiKey: 'sk-test-123', temperature: 0.2 });
    expect(out).toEqual({ enhanced_prompt: 'A Fieldnote-styled pricing page in #e4572e.', brand_name: 'Fieldnote', source_url: STUDIO_URL, model_used: 'test-model-2024-06' });

    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/v1/chat/completions');
    expect(req!.headers['authorization']).toBe('Bearer sk-test-123');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body.model).toBe('test-model');
    expect(req!.body.temperature).toBe(0.2);
    const [system, user] = req!.body.messages;
    expect(system.role).toBe('system');
    expect(user).toEqual({ role: 'user', content: 'A pricing page for teams.' });
    // The grounding, as prose and as JSON, with the brand's exact values.
    for (const hex of ['#e4572e', '#fbf8f3', '#ffffff', '#1f1d1a', '#6b645b', '#e7e0d5']) expect(system.content).toContain(hex);
    expect(system.content).toContain('Fieldnote');
    expect(system.content).toContain('Playfair Display');
    expect(system.content).toMatch(/Keep the user's intent/);
    expect(system.content).toContain('Colors: primary #e4572e (CTAs, links)');
    const json = JSON.parse(system.content.slice(system.content.indexOf('Brand grounding (JSON):\n') + 'Brand grounding (JSON):\n'.length));
    expect(json).toMatchObject({ brand_name: 'Fieldnote', source_url: STUDIO_URL, mood: ['editorial', 'airy'] });
    expect(json.colors.roles[0]).toEqual({ role: 'primary', hex: '#e4572e', alpha: 1 });
  });

  it('sends no Authorization header or temperature unless configured, and falls back to the configured model name', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion('Rewritten.'));
    };
    const out = await enhanceWith({ baseUrl: `${baseUrl}/` });
    expect(out.model_used).toBe('test-model');
    expect(received[0]!.url).toBe('/v1/chat/completions');
    expect(received[0]!.headers['authorization']).toBeUndefined();
    expect('temperature' in received[0]!.body).toBe(false);
  });

  it('turns a non-2xx answer into a BrandDesignError quoting the status and body', async () => {
    handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"model overloaded"}}');
    };
    const error = await failureOf(enhanceWith({ apiKey: 'sk-secret-456' }));
    expect(error).toMatchObject({ code: 'INTERNAL', status: 500 });
    expect(error.message).toContain(`${baseUrl}/chat/completions`);
    expect(error.message).toContain('500');
    expect(error.message).toContain('model overloaded');
    expect(error.message).not.toContain('sk-secret-456');
  });

  it('turns a body that is not JSON, or not a chat completion, into a BrandDesignError', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>gateway</html>');
    };
    expect((await failureOf(enhanceWith({}))).message).toMatch(/not JSON: <html>gateway<\/html>/);

    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [] }));
    };
    expect((await failureOf(enhanceWith({}))).message).toMatch(/without a message in choices\[0\]\.message\.content/);

    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion('   '));
    };
    expect((await failureOf(enhanceWith({}))).code).toBe('INTERNAL');
  });

  it('gives up after timeoutMs', async () => {
    handler = () => {
      // never answers; afterAll closes the connection
    };
    const started = Date.now();
    const error = await failureOf(enhanceWith({ timeoutMs: 200 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toMatch(/did not answer within 200 ms/);
  });

  it('reports an endpoint that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failureOf(enhanceWith({ baseUrl: `http://127.0.0.1:${port}/v1` }));
    expect(error.message).toMatch(new RegExp(`127\\.0\\.0\\.1:${port}/v1/chat/completions could not be reached: .*ECONNREFUSED`));
  });
});

describe('validateGeneratorOptions', () => {
  it('rejects bad options with a 422 naming each, before any request', () => {
    let error: unknown;
    try {
      validateGeneratorOptions({ baseUrl: 'ftp://x', model: '', timeoutMs: 0, temperature: 3, apiKey: 5 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.loc.join('.'))).toEqual([
      'options.generator.baseUrl',
      'options.generator.model',
      'options.generator.apiKey',
      'options.generator.timeoutMs',
      'options.generator.temperature',
    ]);
    expect(() => validateGeneratorOptions(null)).toThrow(ValidationError);
  });

  it('fills the default timeout', () => {
    expect(validateGeneratorOptions({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' })).toEqual({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm', timeoutMs: 30_000 });
  });
});
