/**
 * `brand-design judge list` and `brand-design judge show <job_id> [--css out.css]` (issue 12 §4):
 * the brand-adherence jobs of the data dir (spec §4.13) and one verdict (§4.14–4.15), with its
 * fixes written as CSS by `fixesToCss` — the stylesheet `judge.create({ source_css })` previews.
 */
import { JUDGE_STATUSES, type JudgeStatus } from '../jobs/judge-store.js';
import type { JudgeStatusView, JudgeVerdict } from '../api/judge.js';
import { NotReadyError } from '../errors.js';
import { fixesToCss } from '../verify/fixes-css.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, nonNegativeInt, parse, positiveInt } from './args.js';
import { formatVerdict } from './judge.js';
import { writeOutputFile } from './output-files.js';
import { sharedStoreOptions } from './shared-store.js';

export const JUDGE_LIST_HELP = `List brand-adherence jobs, newest first.

Usage: brand-design judge list [options]

Options:
  --status <s>      one of ${JUDGE_STATUSES.join(', ')}
  --limit <n>       1-100 (default 20)
  --offset <n>      skip n (default 0)
  --json            print the list response as JSON
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)`;

export const JUDGE_SHOW_HELP = `Show a brand-adherence job: its verdict, or its status while it runs.

Usage: brand-design judge show <job_id> [options]

Options:
  --css <file>      write the verdict's fixes as CSS (fixesToCss; "-" for stdout), ready to inject
                    into the source page (judge.create({ source_css }) previews them)
  --top <n>         recommendations and fixes to print (default 5)
  --json            print the verdict (or the status view while no component is judged) as JSON
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Exit codes: 0 shown, 1 unknown job or the job failed (BRAND_ADHERENCE_FAILED), 2 usage error.`;

/** Dispatches `judge list …` / `judge show …` (argv starts with the subcommand). */
export async function runJudgeJobs(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${sub === 'list' ? JUDGE_LIST_HELP : JUDGE_SHOW_HELP}\n`);
    return EXIT.ok;
  }
  return sub === 'list' ? runJudgeList(rest) : runJudgeShow(rest);
}

async function runJudgeList(argv: string[]): Promise<number> {
  const { values } = parse(argv, { ...DATA_DIR_OPTION, status: { type: 'string' }, limit: { type: 'string' }, offset: { type: 'string' }, json: { type: 'boolean' } }, false);
  if (values.status !== undefined && !(JUDGE_STATUSES as string[]).includes(values.status)) {
    throw new UsageError(`--status expects one of ${JUDGE_STATUSES.join(', ')}; got ${JSON.stringify(values.status)}`);
  }
  const limit = positiveInt(values.limit, 'limit', 20, 100);
  const offset = nonNegativeInt(values.offset, 'offset', 0);
  const { openBrandDesign } = await import('../api/runtime.js');
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const list = await clientOf(runtime).judge.list({ status: values.status as JudgeStatus | undefined, limit, offset });
    if (values.json) {
      process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
      return EXIT.ok;
    }
    for (const job of list.jobs) process.stdout.write(`${jobListLine(job)}\n`);
    const { completed, failed, in_progress } = list.totals;
    process.stdout.write(`${list.total} job(s): ${completed} completed, ${failed} failed, ${in_progress} in progress; showing ${list.jobs.length} from ${offset}\n`);
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}

/** One job per line: id, status, accepted, source → reference, and the error of a failed job. Pure. */
export function jobListLine(job: JudgeStatusView): string {
  return `${job.job_id}  ${job.status.padEnd(10)} ${job.accepted_at}  ${job.source_url} → ${job.reference_url}${job.error ? `  (${job.error})` : ''}`;
}

async function runJudgeShow(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, css: { type: 'string' }, top: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('give exactly one job id');
  const top = positiveInt(values.top, 'top', 5, 20);
  const jobId = positionals[0]!;
  const { openBrandDesign } = await import('../api/runtime.js');
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const judge = clientOf(runtime).judge;
    let verdict: JudgeVerdict;
    try {
      verdict = await judge.result(jobId);
    } catch (error) {
      // 409 (spec §4.15): nothing judged yet; the status view says where the job is.
      // With --css there is nothing to write yet: NOT_READY (exit 1), like the library's 409.
      if (!(error instanceof NotReadyError) || values.css !== undefined) throw error;
      const view = await judge.get(jobId);
      process.stdout.write(values.json ? `${JSON.stringify(view, null, 2)}\n` : `${view.job_id} is ${view.status} (${view.current_step}); no component is judged yet\n`);
      return EXIT.ok;
    }
    if (values.css !== undefined) writeCss(values.css, verdict);
    // With --css -, stdout carries the CSS; the verdict then goes nowhere else.
    if (values.css === '-') return EXIT.ok;
    process.stdout.write(values.json ? `${JSON.stringify(verdict, null, 2)}\n` : `${formatVerdict(verdict, top)}\n${statusLine(verdict)}\n`);
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}

function statusLine(verdict: JudgeVerdict): string {
  return `job ${verdict.job_id} ${verdict.status}${verdict.status === 'completed' ? '' : ' (partial verdict)'}${verdict.is_public ? ', public' : ''}`;
}

/** The fixes as CSS, headed by a comment naming the job and the pages (a partial verdict says so). Pure. */
export function fixesCssFile(verdict: JudgeVerdict): string {
  const partial = verdict.status === 'completed' ? '' : ` (partial: the job is ${verdict.status})`;
  const head = `/* brand-design: ${verdict.fixes.length} fix(es) of brand-adherence job ${verdict.job_id}${partial}\n   source    ${verdict.source_url}\n   reference ${verdict.reference_url} */\n`;
  return verdict.fixes.length ? `${head}${fixesToCss(verdict.fixes)}` : head;
}

function writeCss(target: string, verdict: JudgeVerdict): void {
  const css = fixesCssFile(verdict);
  if (target === '-') {
    process.stdout.write(css);
    return;
  }
  writeOutputFile(target, css);
  process.stderr.write(`wrote ${verdict.fixes.length} fix(es) to ${target}\n`);
}
