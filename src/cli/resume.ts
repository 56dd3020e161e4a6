/** `brand-design resume`: run the orphans of earlier runs, here and now (issue 8 item 5). */
import { DATA_DIR_OPTION, EXIT, dataDirFrom, parse, positiveInt, requireOwner } from './args.js';
import { jobLine, waitForJobs } from './job-wait.js';
import { onInterrupt } from './signals.js';
import { sharedStoreOptions } from './shared-store.js';

export const RESUME_HELP = `Run orphaned jobs: unfinished submissions whose process is gone (killed, crashed, timed out) or that Ctrl-C re-queued.

Usage: brand-design resume [submission_id...] [options]

Without ids, every orphan runs. 'brand-design extract' never runs them on its own.

Options:
  --list               list the orphans and run nothing
  --concurrency <n>    pages extracted at once (default 2)
  --json               print the final status views as JSON
  --timeout <s>        give up waiting after s seconds (default 600); unfinished jobs are re-queued
  --data-dir <dir>     where state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Exit codes: 0 all completed (or nothing to resume), 1 some failed, 2 an id that is not an orphan, 130 interrupted (143 on SIGTERM).`;

export async function runResume(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    list: { type: 'boolean' },
    concurrency: { type: 'string' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
  });
  const concurrency = positiveInt(values.concurrency, 'concurrency', 2, 32);
  const timeoutMs = positiveInt(values.timeout, 'timeout', 600) * 1000;
  requireOwner('job control (resume)'); // runtime.jobs acts as the owner, never as a key
  const { openBrandDesign } = await import('../api/runtime.js');
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), concurrency, recover: 'leave' });
  const interruption = onInterrupt(() => runtime.close());
  try {
    if (values.list) {
      const orphans = await runtime.jobs.orphans();
      process.stdout.write(values.json ? `${JSON.stringify(orphans, null, 2)}\n` : orphans.map(jobLine).join(''));
      if (!values.json) process.stderr.write(`${orphans.length} orphaned job(s)\n`);
      return EXIT.ok;
    }
    const ids = await runtime.jobs.resume(positionals.length > 0 ? positionals : undefined);
    if (ids.length === 0) {
      if (values.json) process.stdout.write('[]\n');
      process.stderr.write('nothing to resume: no orphaned jobs\n');
      return EXIT.ok;
    }
    process.stderr.write(`resuming ${ids.length} job(s)\n`);
    return await waitForJobs(runtime, ids, { json: values.json ?? false, timeoutMs, interruption });
  } finally {
    interruption.dispose();
    await runtime.close();
  }
}
