/** `brand-design show <id>`: a submission's status and result. */
import { openBrandDesign } from '../api/runtime.js';
import { NotReadyError } from '../errors.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse, sectionsFrom } from './args.js';
import { formatDesignText } from './design-text.js';
import type { ResultEnvelope } from '../api/submission-read.js';
import { summarizeResult } from './summary.js';
import { sharedStoreOptions } from './shared-store.js';

export const SHOW_HELP = `Show a submission's status and design system.

Usage: brand-design show <submission_id> [options]

Options:
  --sections <a,b>  only these sections of the design system
  --json            print the result envelope as JSON

In text mode: the summary, then color roles, palette, fonts, radii and buttons; on a terminal each
color is a painted block (24-bit color; NO_COLOR turns it off, FORCE_COLOR=1 forces it), else its hex value.
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)`;

export async function runShow(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, sections: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('give exactly one submission id');
  const sections = sectionsFrom(values.sections);
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const client = clientOf(runtime);
    try {
      const envelope = await client.submissions.result(positionals[0]!, sections ? { sections } : undefined);
      process.stdout.write(values.json ? `${JSON.stringify(envelope, null, 2)}\n` : `${showText(envelope)}\n`);
      return envelope.status === 'failed' ? EXIT.failed : EXIT.ok;
    } catch (error) {
      if (!(error instanceof NotReadyError)) throw error;
      const view = await client.submissions.get(positionals[0]!);
      process.stdout.write(values.json ? `${JSON.stringify(view, null, 2)}\n` : `${view.submission_id} is ${view.status} (${view.current_step}); no section is ready yet\n`);
      return EXIT.ok;
    }
  } finally {
    await runtime.close();
  }
}

/** Painted color blocks only on a terminal (issue 12 §4), by the NO_COLOR / FORCE_COLOR conventions. */
export function useColor(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  return isTTY;
}

function showText(envelope: ResultEnvelope): string {
  const design = formatDesignText(envelope.result.design_system, { color: useColor(process.env, Boolean(process.stdout.isTTY)) });
  return design ? `${summarizeResult(envelope)}\n\n${design}` : summarizeResult(envelope);
}
