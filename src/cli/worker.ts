/**
 * `brand-design worker` (issue 13 §1): a process that only runs jobs — extractions and judge
 * jobs queued in Postgres (pg-boss) by any client — until SIGTERM or Ctrl-C. Start any number, on
 * any number of machines, against the same Postgres and the same shared artifact folder.
 */
import { hostname } from 'node:os';
import { DATA_DIR_OPTION, EXIT, UsageError, parse, positiveInt } from './args.js';
import { CAPTURE_FLAGS, CAPTURE_HELP, resolveCaptureSettings, runtimeCaptureOptions } from './capture-flags.js';
import { onInterrupt } from './signals.js';

/** A stopping worker's running jobs go back to the Postgres queue, where any live worker takes them (no `resume` needed). */
export const WORKER_STOP_HINT = 'handing running jobs back to the queue (another worker takes them) and closing the browser; press Ctrl-C again to quit now';

export const WORKER_HELP = `Run queued jobs from Postgres until stopped (one of any number of workers; issue 13).

Usage: brand-design worker --postgres <url> [options]

Options:
  --postgres <url>          the store and queue: postgres://user:pass@host:5432/db ($BRAND_DESIGN_POSTGRES)
  --artifacts <dir>         the artifact folder every worker and reader shares (a network mount; default: the data dir)
  --concurrency <n>         pages extracted at once in this worker (default 2)
  --judge-concurrency <n>   brand-adherence jobs at once (default 2)
  --max-attempts <n>        starts of one job before it is failed and refunded (default 2)
  --expire-in <s>           a job whose worker stops beating for s seconds goes to another worker (default 60)
  --data-dir <dir>          local folder (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

${CAPTURE_HELP}

Every worker should be given the same capture options as the clients (a shared brand-design.config.json):
they are part of the cache key. Stops on SIGTERM or Ctrl-C: running jobs go back to the queue at once.
Exit codes: 0 stopped by a signal, 2 usage error, 3 Postgres or Chromium unavailable.`;

export async function runWorker(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    ...CAPTURE_FLAGS,
    postgres: { type: 'string' },
    artifacts: { type: 'string' },
    concurrency: { type: 'string' },
    'judge-concurrency': { type: 'string' },
    'max-attempts': { type: 'string' },
    'expire-in': { type: 'string' },
  }, false);
  if (positionals.length > 0) throw new UsageError(`worker takes no arguments; got ${JSON.stringify(positionals[0])}`);
  const postgres = values.postgres ?? process.env.BRAND_DESIGN_POSTGRES;
  if (!postgres) throw new UsageError('worker needs --postgres <url> (or $BRAND_DESIGN_POSTGRES): the workers share one Postgres');
  const concurrency = positiveInt(values.concurrency, 'concurrency', 2, 32);
  const judgeConcurrency = positiveInt(values['judge-concurrency'], 'judge-concurrency', 2, 32);
  const maxAttempts = positiveInt(values['max-attempts'], 'max-attempts', 2, 10);
  const expireInSeconds = values['expire-in'] === undefined ? undefined : positiveInt(values['expire-in'], 'expire-in', 60, 86_399);
  const { settings } = resolveCaptureSettings(values, process.cwd(), process.env);
  const { browser, network } = runtimeCaptureOptions(settings);
  const { openBrandDesign } = await import('../api/runtime.js');
  const { takeoverBoundSeconds, queueSettings } = await import('../queue/settings.js');
  const queue = queueSettings(expireInSeconds === undefined ? {} : { expireInSeconds });
  const runtime = await openBrandDesign({
    ...(values['data-dir'] !== undefined ? { dataDir: values['data-dir'] } : {}),
    store: { postgres },
    ...(values.artifacts !== undefined ? { artifacts: { dir: values.artifacts } } : {}),
    work: true,
    concurrency,
    judgeConcurrency,
    maxAttempts,
    queue,
    browser,
    network,
  });
  const interruption = onInterrupt(() => runtime.close(), process.stderr, WORKER_STOP_HINT);
  process.stderr.write(`brand-design worker on ${hostname()} (pid ${process.pid}): ${concurrency} extraction(s) and ${judgeConcurrency} judge job(s) at once; a job whose worker dies moves to another within ${takeoverBoundSeconds(queue)} s\n`);
  try {
    await interruption.exit;
    // A worker ends only when told to: that is its normal end.
    return EXIT.ok;
  } finally {
    interruption.dispose();
    await runtime.close();
  }
}
