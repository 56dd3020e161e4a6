/** `brand-design enhance <id> "<prompt>"`: a prompt rewritten in a completed extraction's brand. */
import { openBrandDesign } from '../api/runtime.js';
import { validateEnhanceRequest, type EnhanceOptions } from '../prompts/enhance.js';
import { validateGeneratorOptions } from '../prompts/openai-compatible.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse, positiveInt } from './args.js';
import { sharedStoreOptions } from './shared-store.js';

export const ENHANCE_HELP = `Rewrite a prompt so it is grounded in an extracted brand.

Usage: brand-design enhance <submission_id> "<prompt>" [options]

Prints the enhanced prompt. By default it is composed locally and deterministically from the
brand's colors, type, shape, buttons and mood; with --generator, an OpenAI-compatible chat
endpoint rewrites it (API key from $BRAND_DESIGN_GENERATOR_API_KEY, if the endpoint needs one).

Options:
  --json                 print { enhanced_prompt, brand_name, source_url, model_used } as JSON
  --generator <url>      an OpenAI-compatible API root, e.g. http://127.0.0.1:11434/v1
  --model <name>         the model to ask (required with --generator)
  --timeout-ms <n>       give up on the generator after n milliseconds (default 30000)
  --data-dir <dir>       where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)`;

export async function runEnhance(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    json: { type: 'boolean' },
    generator: { type: 'string' },
    model: { type: 'string' },
    'timeout-ms': { type: 'string' },
  });
  if (positionals.length !== 2) throw new UsageError('give a submission id and a prompt (quote the prompt)');
  const request = validateEnhanceRequest({ submission_id: positionals[0], prompt: positionals[1] });
  const options = generatorFrom(values);

  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const enhanced = await clientOf(runtime).prompts.enhance(request, options);
    if (values.json) {
      process.stdout.write(`${JSON.stringify(enhanced, null, 2)}\n`);
    } else {
      process.stdout.write(`${enhanced.enhanced_prompt}\n`);
      process.stderr.write(`(${enhanced.brand_name}, ${enhanced.source_url}; ${enhanced.model_used})\n`);
    }
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}

function generatorFrom(values: { generator?: string; model?: string; 'timeout-ms'?: string }): EnhanceOptions {
  if (values.generator === undefined) {
    if (values.model !== undefined || values['timeout-ms'] !== undefined) throw new UsageError('--model and --timeout-ms need --generator <url>');
    return {};
  }
  if (!values.model) throw new UsageError('--generator needs --model <name>');
  const apiKey = process.env.BRAND_DESIGN_GENERATOR_API_KEY;
  const generator = {
    baseUrl: values.generator,
    model: values.model,
    timeoutMs: positiveInt(values['timeout-ms'], 'timeout-ms', 30_000, 600_000),
    ...(apiKey ? { apiKey } : {}),
  };
  // A bad URL is a usage error before the data dir is even opened.
  validateGeneratorOptions(generator, ['--generator']);
  return { generator };
}
