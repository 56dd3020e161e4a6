/** `brand-design list`: the submissions in the data dir, newest first. */
import { openBrandDesign } from '../api/runtime.js';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../jobs/states.js';
import { DATA_DIR_OPTION, EXIT, UsageError, dataDirFrom, nonNegativeInt, parse, positiveInt } from './args.js';

export const LIST_HELP = `List submissions, newest first, one per URL.

Usage: brand-design list [options]

Options:
  --status <s>      one of ${SUBMISSION_STATUSES.join(', ')}
  --q <text>        only URLs containing text (case-insensitive)
  --batch <id>      only this batch
  --limit <n>       1-100 (default 20)
  --offset <n>      skip n (default 0)
  --json            print the list response as JSON
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)`;

export async function runList(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    ...DATA_DIR_OPTION,
    status: { type: 'string' },
    q: { type: 'string' },
    batch: { type: 'string' },
    limit: { type: 'string' },
    offset: { type: 'string' },
    json: { type: 'boolean' },
  }, false);
  if (values.status !== undefined && !(SUBMISSION_STATUSES as string[]).includes(values.status)) {
    throw new UsageError(`--status expects one of ${SUBMISSION_STATUSES.join(', ')}; got ${JSON.stringify(values.status)}`);
  }
  const limit = positiveInt(values.limit, 'limit', 20, 100);
  const offset = nonNegativeInt(values.offset, 'offset', 0);
  const runtime = await openBrandDesign({ dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const list = runtime.client().submissions.list({
      status: values.status as SubmissionStatus | undefined, q: values.q, batchId: values.batch, limit, offset,
    });
    if (values.json) {
      process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
      return EXIT.ok;
    }
    for (const s of list.submissions) {
      process.stdout.write(`${s.submission_id}  ${s.status.padEnd(10)} ${s.accepted_at}  ${s.source_url}${s.error ? `  (${s.error})` : ''}\n`);
    }
    const { completed, failed, in_progress } = list.totals;
    process.stdout.write(`${list.total} submission(s): ${completed} completed, ${failed} failed, ${in_progress} in progress; showing ${list.submissions.length} from ${offset}\n`);
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}
