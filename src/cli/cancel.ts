/** `brand-design cancel <id...>`: fail unfinished submissions, refunding their credits (issue 8 item 5). */
import { DATA_DIR_OPTION, EXIT, UsageError, dataDirFrom, parse, requireOwner } from './args.js';
import { jobLine } from './job-wait.js';
import { sharedStoreOptions } from './shared-store.js';

export const CANCEL_HELP = `Cancel unfinished submissions: they fail with "cancelled by the operator" and their credits are refunded.

Usage: brand-design cancel <submission_id...> [options]

A job another live process is running stops at its next step.

Options:
  --json               print the status views as JSON
  --data-dir <dir>     where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Exit codes: 0 cancelled, 1 an unknown id, 2 a submission that has already finished.`;

export async function runCancel(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, json: { type: 'boolean' } });
  if (positionals.length === 0) throw new UsageError('give at least one submission id');
  requireOwner('job control (cancel)'); // runtime.jobs acts as the owner, never as a key
  const { openBrandDesign } = await import('../api/runtime.js');
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const views = [];
    for (const id of positionals) views.push(await runtime.jobs.cancel(id));
    process.stdout.write(values.json ? `${JSON.stringify(views, null, 2)}\n` : views.map(jobLine).join(''));
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}
