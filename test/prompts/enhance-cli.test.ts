/**
 * `brand-design enhance` over a data dir prepared by a real extraction of the studio fixture
 * (real Chromium), called in-process through runEnhance.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openBrandDesign } from '../../src/api/runtime.js';
import { BrandDesignError, ValidationError } from '../../src/errors.js';
import { ENHANCE_HELP, runEnhance } from '../../src/cli/enhance.js';
import { UsageError } from '../../src/cli/args.js';
import { tempDataDir } from '../helpers/runtime.js';
import { STUDIO_URL } from './studio.js';

const PROMPT = 'Design a pricing page for a team plan.';

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  try {
    return { code: await runEnhance(argv), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected runEnhance to fail');
    },
    (e: unknown) => e,
  );
}

describe('brand-design enhance (real extraction of the studio fixture)', () => {
  const dataDir = tempDataDir();
  let completed: string;
  let failed: string;

  beforeAll(async () => {
    const runtime = await openBrandDesign({ dataDir });
    try {
      const client = runtime.client();
      completed = (await client.submissions.create({ url: STUDIO_URL })).submission_id;
      failed = (await client.submissions.create({ url: 'https://studio.brand-design.test/_status/404' })).submission_id;
      await client.submissions.wait(completed, { intervalMs: 50 });
      await client.submissions.wait(failed, { intervalMs: 50 });
    } finally {
      await runtime.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the enhanced prompt, grounded in the extracted brand', async () => {
    const result = await run([completed, PROMPT, '--data-dir', dataDir]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(PROMPT);
    expect(lines[2]).toMatch(/^Use the Fieldnote brand \(https:\/\/studio\.brand-design\.test\/\)/);
    expect(result.stdout).toContain('Colors: primary #e4572e (CTAs, links); background #fbf8f3 (page background); surface #ffffff (cards, panels)');
    expect(result.stdout).toMatch(/Type: headings in Playfair Display \(serif\) weight 600 — h1 64px/);
    expect(result.stdout).toMatch(/Buttons: primary #e4572e fill, #ffffff text, 8px radius/);
    expect(result.stdout).toContain('Mood: editorial, airy; light, warm theme.');
    expect(result.stderr).toBe(`(Fieldnote, ${STUDIO_URL}; brand-design/local-composer@1)\n`);
  });

  it('prints the spec §2.10 object with --json, the same text as the plain form', async () => {
    const plain = await run([completed, PROMPT, '--data-dir', dataDir]);
    const json = await run([completed, PROMPT, '--json', '--data-dir', dataDir]);
    expect(json.code).toBe(0);
    const body = JSON.parse(json.stdout);
    expect(body).toEqual({ enhanced_prompt: plain.stdout.trimEnd(), brand_name: 'Fieldnote', source_url: STUDIO_URL, model_used: 'brand-design/local-composer@1' });
  });

  it('asks a configured generator, with the key from the environment', async () => {
    let auth: string | undefined;
    let model: string | undefined;
    const server: Server = createServer((req, res) => {
      auth = req.headers['authorization'];
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        model = JSON.parse(text).model;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ model: 'served-model', choices: [{ message: { role: 'assistant', content: 'A Fieldnote pricing page.' } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('BRAND_DESIGN_GENERATOR_API_KEY', 'sk-cli');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      const result = await run([completed, PROMPT, '--generator', url, '--model', 'asked-model', '--json', '--data-dir', dataDir]);
      expect(JSON.parse(result.stdout)).toEqual({ enhanced_prompt: 'A Fieldnote pricing page.', brand_name: 'Fieldnote', source_url: STUDIO_URL, model_used: 'served-model' });
      expect(auth).toBe('Bearer sk-cli');
      expect(model).toBe('asked-model');
    } finally {
      vi.unstubAllEnvs();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is NOT_FOUND for an unknown or failed submission', async () => {
    for (const id of ['sub_missing', failed]) {
      const error = await rejection(run([id, PROMPT, '--data-dir', dataDir]));
      expect(error).toBeInstanceOf(BrandDesignError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
  });

  it('rejects bad arguments as usage errors (exit 2 in main)', async () => {
    expect(await rejection(run([completed, '--data-dir', dataDir]))).toBeInstanceOf(UsageError);
    expect(await rejection(run([completed, PROMPT, 'extra', '--data-dir', dataDir]))).toBeInstanceOf(UsageError);
    expect(await rejection(run([completed, PROMPT, '--model', 'm', '--data-dir', dataDir]))).toBeInstanceOf(UsageError);
    expect(await rejection(run([completed, PROMPT, '--generator', 'http://127.0.0.1:1/v1', '--data-dir', dataDir]))).toBeInstanceOf(UsageError);
    const empty = await rejection(run([completed, '   ', '--data-dir', dataDir]));
    expect(empty).toBeInstanceOf(ValidationError);
    expect((empty as ValidationError).issues[0]!.loc).toEqual(['body', 'prompt']);
    expect(await rejection(run([completed, PROMPT, '--generator', 'ftp://x', '--model', 'm', '--data-dir', dataDir]))).toBeInstanceOf(ValidationError);
    expect(ENHANCE_HELP).toMatch(/^Rewrite a prompt.*\n\nUsage: brand-design enhance <submission_id> "<prompt>"/);
  });
});
