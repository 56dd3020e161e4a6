/** `brand-design list`: the submissions in the data dir, newest first. */
import { openBrandDesign } from '../api/runtime.js';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../jobs/states.js';
import type { SubmissionList } from '../api/submission-read.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, nonNegativeInt, parse, positiveInt } from './args.js';
import { sharedStoreOptions } from './shared-store.js';

export const LIST_HELP = `List submissions, newest first, one per URL.

Usage: brand-design list [options]

Options:
  --status <s>      one of ${SUBMISSION_STATUSES.join(', ')}
  --q <text>        only URLs containing text (case-insensitive)
  --batch <id>      only this batch
  --limit <n>       1-100 (default 20)
  --offset <n>      skip n (default 0)
  --all             every matching submission (pages through the list; not with --limit)
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
    all: { type: 'boolean' },
    json: { type: 'boolean' },
  }, false);
  if (values.status !== undefined && !(SUBMISSION_STATUSES as string[]).includes(values.status)) {
    throw new UsageError(`--status expects one of ${SUBMISSION_STATUSES.join(', ')}; got ${JSON.stringify(values.status)}`);
  }
  if (values.all && values.limit !== undefined) throw new UsageError('--all lists every submission; leave out --limit');
  const limit = positiveInt(values.limit, 'limit', 20, 100);
  const offset = nonNegativeInt(values.offset, 'offset', 0);
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const submissions = clientOf(runtime).submissions;
    const query = { status: values.status as SubmissionStatus | undefined, q: values.q, batchId: values.batch };
    const list = values.all ? await allPages((at) => submissions.list({ ...query, limit: PAGE, offset: at }), offset) : await submissions.list({ ...query, limit, offset });
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

/** The list's largest page (spec §4.3: limit 1–100). */
const PAGE = 100;

/**
 * `--all`: every page from `offset`, as one list response (limit = the number listed). Another
 * process may submit during the walk, shifting later pages (newest first): ids already seen are skipped.
 */
export async function allPages(page: (offset: number) => Promise<SubmissionList>, offset: number): Promise<SubmissionList> {
  const first = await page(offset);
  const seen = new Set(first.submissions.map((s) => s.submission_id));
  const submissions = [...first.submissions];
  for (let at = offset + first.submissions.length; at < first.total && first.submissions.length > 0; ) {
    const next = await page(at);
    if (next.submissions.length === 0) break;
    for (const s of next.submissions) {
      if (seen.has(s.submission_id)) continue;
      seen.add(s.submission_id);
      submissions.push(s);
    }
    at += next.submissions.length;
  }
  return { ...first, submissions, limit: submissions.length, offset };
}
