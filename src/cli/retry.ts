/** `brand-design retry <id...>`: run failed submissions again, here and now (issue 8 item 5). */
import { DATA_DIR_OPTION, UsageError, dataDirFrom, parse, positiveInt, requireOwner } from './args.js';
import { waitForJobs } from './job-wait.js';
import { onInterrupt } from './signals.js';
import { sharedStoreOptions } from './shared-store.js';

export const RETRY_HELP = `Run failed submissions again (charged again when credit metering is on).

Usage: brand-design retry <submission_id...> [options]

Options:
  --concurrency <n>    pages extracted at once (default 2)
  --json               print the final status views as JSON
  --timeout <s>        give up waiting after s seconds (default 600); unfinished jobs are re-queued
  --data-dir <dir>     where state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Exit codes: 0 all completed, 1 some failed (or an unknown id), 2 a submission that has not failed, 130 interrupted (143 on SIGTERM).`;

export async function runRetry(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    concurrency: { type: 'string' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
  });
  if (positionals.length === 0) throw new UsageError('give at least one submission id');
  const concurrency = positiveInt(values.concurrency, 'concurrency', 2, 32);
  const timeoutMs = positiveInt(values.timeout, 'timeout', 600) * 1000;
  requireOwner('job control (retry)'); // runtime.jobs acts as the owner, never as a key
  const { openBrandDesign } = await import('../api/runtime.js');
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), concurrency, recover: 'leave' });
  const interruption = onInterrupt(() => runtime.close());
  try {
    const ids = [];
    for (const id of positionals) ids.push((await runtime.jobs.retry(id)).submission_id);
    return await waitForJobs(runtime, ids, { json: values.json ?? false, timeoutMs, interruption });
  } finally {
    interruption.dispose();
    await runtime.close();
  }
}
