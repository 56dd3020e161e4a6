/** `brand-design show <id>`: a submission's status and result. */
import { openBrandDesign } from '../api/runtime.js';
import { NotReadyError } from '../errors.js';
import { DATA_DIR_OPTION, EXIT, UsageError, dataDirFrom, parse, sectionsFrom } from './args.js';
import { summarizeResult } from './summary.js';

export const SHOW_HELP = `Show a submission's status and design system.

Usage: brand-design show <submission_id> [options]

Options:
  --sections <a,b>  only these sections of the design system
  --json            print the result envelope as JSON
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)`;

export async function runShow(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, sections: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('give exactly one submission id');
  const sections = sectionsFrom(values.sections);
  const runtime = await openBrandDesign({ dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const client = runtime.client();
    try {
      const envelope = client.submissions.result(positionals[0]!, sections ? { sections } : undefined);
      process.stdout.write(values.json ? `${JSON.stringify(envelope, null, 2)}\n` : `${summarizeResult(envelope)}\n`);
      return envelope.status === 'failed' ? EXIT.failed : EXIT.ok;
    } catch (error) {
      if (!(error instanceof NotReadyError)) throw error;
      const view = client.submissions.get(positionals[0]!);
      process.stdout.write(values.json ? `${JSON.stringify(view, null, 2)}\n` : `${view.submission_id} is ${view.status} (${view.current_step}); no section is ready yet\n`);
      return EXIT.ok;
    }
  } finally {
    await runtime.close();
  }
}
